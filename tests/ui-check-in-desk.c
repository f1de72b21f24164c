/* ui-check-in-desk.c — the real window on day 1's Registration view, for
 * the UI tests of phone check-in at the desk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "day-fixture.h"
#include "ui-check-in-desk.h"

void
check_in_desk_wait (CheckInDeskFixture *f)
{
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_day_registration_get_busy (f->desk) &&
               !hammer_day_page_get_busy (f->page) &&
               !hammer_phone_check_in_get_busy (f->check_in));
}

/* The day's file, check-in opened first when @open, then the window. */
static void
set_up (CheckInDeskFixture *f,
        gboolean            open)
{
  GtkWidget *stack;

  f->store = tmp_store_open (NULL, &f->dir, &f->path);
  day_fixture_singles (f->path, NULL);
  if (open)
    cli_ok (f->path, "serve", "check-in", "--day", "1", "--open", NULL);
  f->window = ui_open_window (f->store, 1280, 800);
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
  check_in_desk_wait (f);
}

void
check_in_desk_set_up (CheckInDeskFixture *f,
                      gconstpointer       data)
{
  set_up (f, FALSE);
}

void
check_in_desk_set_up_open (CheckInDeskFixture *f,
                           gconstpointer       data)
{
  set_up (f, TRUE);
}

void
check_in_desk_tear_down (CheckInDeskFixture *f,
                         gconstpointer       data)
{
  g_clear_pointer (&f->path, g_free);
  ui_close_store (&f->store, &f->dir);
}
