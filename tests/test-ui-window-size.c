/* test-ui-window-size.c — the main window made narrow and wide again,
 * under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "hammer-core.h"
#include "league/hammer-seasons.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

/* Whether the window's close button is on show, wholly inside the window. */
static gboolean
close_button_shown (GtkWidget *window,
                    GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "close") &&
      gtk_widget_get_mapped (widget) &&
      gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW_CONTROLS) != NULL)
    {
      graphene_rect_t bounds;

      if (gtk_widget_compute_bounds (widget, window, &bounds) && bounds.size.width > 0 &&
          bounds.origin.x >= 0 &&
          bounds.origin.x + bounds.size.width <= gtk_widget_get_width (window))
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (close_button_shown (window, child))
      return TRUE;
  return FALSE;
}

/* Resizes @window to @width and lets the leaflet and the header bars settle:
 * the fold, the view switchers and their transitions. */
static void
resize (GtkWidget *window,
        int        width)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, 720);
  ui_wait_ms (1500);
}

/* A season's page (and an event's), made 360 px wide and wide again, keeps
 * the close button in the window: Print came back while the header bar was
 * being allocated and pushed the close button 40 px past the window's edge. */
static void
test_close_button_kept (Fixture       *fixture,
                        gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  GtkWidget *window = GTK_WIDGET (fixture->window);
  g_autoptr(GError) error = NULL;
  gint64 season_id = hammer_seasons_create (fixture->store, "Winter", "2026-09-01", 10, &error);
  gint64 event_id = store_new_event (fixture->store, "Open", "table",
                                     HAMMER_FORMAT_DOUBLE_ELIMINATION, 1, NULL, names, 4);

  g_assert_no_error (error);
  for (guint page = 0; page < 2; page++)
    {
      if (page == 0)
        hammer_window_show_season (fixture->window, FALSE, season_id);
      else
        hammer_window_show_event (fixture->window, event_id);
      resize (window, 1100);
      g_assert_true (close_button_shown (window, window));

      for (guint round = 0; round < 2; round++)
        {
          resize (window, 360);
          g_assert_cmpint (gtk_widget_get_width (window), <, 600);
          g_assert_true (close_button_shown (window, window));
          resize (window, 1100);
          g_assert_cmpint (gtk_widget_get_width (window), >, 1000);
          g_assert_true (close_button_shown (window, window));
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/window-size/close-button-kept", Fixture, NULL, ui_fixture_set_up,
              test_close_button_kept, ui_fixture_tear_down);

  return g_test_run ();
}
