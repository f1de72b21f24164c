/* ui-desk-fixture.c — the real window on a day's Registration view, for
 * the UI tests of the desk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "day-fixture.h"
#include "ui-desk-fixture.h"

HammerDayRegistration *
ui_show_registration (HammerWindow   *window,
                      gint64          day_id,
                      HammerDayPage **page)
{
  GtkWidget *stack;

  hammer_window_show_day (window, day_id);
  *page = HAMMER_DAY_PAGE (ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_DAY_PAGE));
  g_assert_nonnull (*page);
  stack = ui_find_required (GTK_WIDGET (*page), "view_stack");
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "registration");
  return HAMMER_DAY_REGISTRATION (ui_find_required (GTK_WIDGET (*page), "registration"));
}

void
ui_desk_wait (UiDeskFixture *f)
{
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_day_registration_get_busy (f->desk) &&
               !hammer_day_page_get_busy (f->page) &&
               !hammer_phone_check_in_get_busy (f->check_in));
}

void
ui_desk_open (UiDeskFixture *f,
              int            width)
{
  f->window = ui_open_window (f->store, width, 800);
  f->desk = ui_show_registration (f->window, 1, &f->page);
  f->check_in = HAMMER_PHONE_CHECK_IN (ui_find_by_type (GTK_WIDGET (f->desk),
                                                        HAMMER_TYPE_PHONE_CHECK_IN));
  g_assert_nonnull (f->check_in);
  f->requests = HAMMER_ENTRY_REQUESTS_LIST (ui_find_by_type (GTK_WIDGET (f->check_in),
                                                             HAMMER_TYPE_ENTRY_REQUESTS_LIST));
  g_assert_nonnull (f->requests);
  ui_desk_wait (f);
}

/* Day 1 with Singles, check-in opened first when @open, then the window. */
static void
set_up_singles (UiDeskFixture *f,
                gboolean       open)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
  day_fixture_singles (f->path, NULL);
  if (open)
    cli_ok (f->path, "serve", "check-in", "--day", "1", "--open", NULL);
  ui_desk_open (f, 1280);
}

void
ui_desk_fixture_set_up (UiDeskFixture *f,
                        gconstpointer  data)
{
  set_up_singles (f, FALSE);
}

void
ui_desk_fixture_set_up_open (UiDeskFixture *f,
                             gconstpointer  data)
{
  set_up_singles (f, TRUE);
}

void
ui_desk_fixture_tear_down (UiDeskFixture *f,
                           gconstpointer  data)
{
  g_clear_pointer (&f->path, g_free);
  ui_close_store (&f->store, &f->dir);
}
