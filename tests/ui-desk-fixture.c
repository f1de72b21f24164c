/* ui-desk-fixture.c — the real window on day 1's Registration view, for
 * the UI tests of a day's registration desk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "day-fixture.h"
#include "ui-desk-fixture.h"

void
desk_fixture_wait (DeskFixture *f)
{
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_day_registration_get_busy (f->desk) &&
               !hammer_day_page_get_busy (f->page) &&
               !hammer_phone_check_in_get_busy (f->check_in));
}

void
desk_fixture_open (DeskFixture *f,
                   int          width)
{
  GtkWidget *stack;

  f->window = ui_open_window (f->store, width, 800);
  hammer_window_show_day (f->window, 1);
  f->page = HAMMER_DAY_PAGE (ui_find_by_type (GTK_WIDGET (f->window), HAMMER_TYPE_DAY_PAGE));
  g_assert_nonnull (f->page);
  stack = ui_find_required (GTK_WIDGET (f->page), "view_stack");
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "registration");
  f->desk = HAMMER_DAY_REGISTRATION (ui_find_required (GTK_WIDGET (f->page), "registration"));
  f->check_in = HAMMER_PHONE_CHECK_IN (ui_find_by_type (GTK_WIDGET (f->desk),
                                                        HAMMER_TYPE_PHONE_CHECK_IN));
  g_assert_nonnull (f->check_in);
  f->requests = HAMMER_ENTRY_REQUESTS_LIST (ui_find_by_type (GTK_WIDGET (f->check_in),
                                                             HAMMER_TYPE_ENTRY_REQUESTS_LIST));
  g_assert_nonnull (f->requests);
  desk_fixture_wait (f);
}

/* Day 1 with Singles, check-in opened first when @open, then the window. */
static void
set_up_singles (DeskFixture *f,
                gboolean     open)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
  day_fixture_singles (f->path, NULL);
  if (open)
    cli_ok (f->path, "serve", "check-in", "--day", "1", "--open", NULL);
  desk_fixture_open (f, 1280);
}

void
desk_fixture_set_up (DeskFixture   *f,
                     gconstpointer  data)
{
  set_up_singles (f, FALSE);
}

void
desk_fixture_set_up_open (DeskFixture   *f,
                          gconstpointer  data)
{
  set_up_singles (f, TRUE);
}

void
desk_fixture_tear_down (DeskFixture   *f,
                        gconstpointer  data)
{
  g_clear_pointer (&f->path, g_free);
  ui_close_store (&f->store, &f->dir);
}
