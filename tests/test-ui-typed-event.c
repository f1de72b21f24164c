/* test-ui-typed-event.c — the event page and the standings view on the
 * typed event under Xvfb: the title follows the event, and a result
 * changes the standings' rows in place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "events/hammer-event.h"
#include "hammer-core.h"
#include "hammer-event-page.h"
#include "hammer-standings-view.h"
#include "hammer-window.h"
#include "ui-test-common.h"

#define GAME "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
             "{\"points\": [3, 0]}]}"
#define WIN "{\"games\": [" GAME ", " GAME "]}"

/* The page's title is the event's name, bound to its "event"; showing
 * another event, and then none, changes it. */
static void
test_page_title (UiFixture     *f,
                 gconstpointer  data)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", "Dirk Visser", NULL };
  gint64 first = store_new_event (f->store, "Winterbeker", "table", HAMMER_FORMAT_ROUND_ROBIN,
                                  2, NULL, names, 5);
  gint64 second = store_new_event (f->store, "Zomerbeker", "table",
                                   HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL, names, -1);
  g_autoptr(HammerEvent) event = NULL;
  AdwViewSwitcherTitle *title;
  GtkWidget *page;

  hammer_window_show_event (f->window, first);
  ui_spin ();
  page = ui_find_by_type (GTK_WIDGET (f->window), HAMMER_TYPE_EVENT_PAGE);
  g_assert_nonnull (page);
  title = ADW_VIEW_SWITCHER_TITLE (ui_find_by_type (page, ADW_TYPE_VIEW_SWITCHER_TITLE));
  g_object_get (page, "event", &event, NULL);
  g_assert_nonnull (event);
  g_assert_cmpint (hammer_event_get_id (event), ==, first);
  g_assert_cmpstr (adw_view_switcher_title_get_title (title), ==, "Winterbeker");

  hammer_window_show_event (f->window, second);
  ui_spin ();
  g_assert_cmpstr (adw_view_switcher_title_get_title (title), ==, "Zomerbeker");

  /* Deleted, the page shows no event. */
  g_assert_true (hammer_events_delete (f->store, second, NULL));
  UI_WAIT_FOR (hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (page)) == 0);
  g_clear_object (&event);
  g_object_get (page, "event", &event, NULL);
  g_assert_null (event);
}

/* The standings view shows the event's own lines: a result keeps every
 * line's object, moving the winner's row, and its cells follow. */
static void
test_standings_in_place (UiFixture     *f,
                         gconstpointer  data)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", "Dirk Visser", NULL };
  gint64 event_id = store_new_event (f->store, "Winterbeker", "table",
                                     HAMMER_FORMAT_ROUND_ROBIN, 2, NULL, names, 5);
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *view = hammer_standings_view_new (f->store, event_id);
  GtkWindow *window = GTK_WINDOW (adw_window_new ());
  GtkColumnView *column_view;
  GListModel *model;
  g_autofree char *played = NULL;

  gtk_window_set_default_size (window, 900, 700);
  adw_window_set_content (ADW_WINDOW (window), view);
  gtk_window_present (window);
  ui_spin ();
  column_view = GTK_COLUMN_VIEW (ui_find_required (view, "column_view"));
  model = G_LIST_MODEL (gtk_column_view_get_model (column_view));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      GObject *line = g_list_model_get_item (model, i);

      g_assert_true (HAMMER_IS_STANDINGS_LINE (line));
      g_ptr_array_add (before, line);
    }

  store_record (f->store, event_id, store_first_ready (f->store, event_id), WIN);
  ui_spin ();
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(GObject) line = g_list_model_get_item (model, i);

      g_assert_true (g_ptr_array_find (before, line, NULL));
    }
  played = ui_cell_text (GTK_WIDGET (column_view), 0, 2);
  g_assert_cmpstr (played, ==, "1");
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/typed-event/page-title", UiFixture, NULL, ui_fixture_set_up,
              test_page_title, ui_fixture_tear_down);
  g_test_add ("/ui/typed-event/standings-in-place", UiFixture, NULL, ui_fixture_set_up,
              test_standings_in_place, ui_fixture_tear_down);

  return g_test_run ();
}
