/* bracket-view.c — how long the bracket view takes to draw a frame of a
 * double elimination of 1024 entrants (2046 matches)
 *
 * The event is drawn in a temporary database with the core; the app's
 * bracket view shows it in a window of 1280 × 800 under one X server (its
 * own Xvfb when DISPLAY is not set: run it through xvfb-run, or meson's
 * benchmark does). For each zoom the view's snapshot, the work of a frame
 * before the renderer, is timed at places across the bracket as the window
 * shows them (the view draws only what is visible), and beside it the
 * snapshot of the whole bracket, as a view out of any scrolled window
 * draws it. A frame at 60 Hz has 16.7 ms for everything.
 *
 * Prints its figures; asserts nothing about time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "hammer-bracket-view.h"
#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-core.h"

#define N_ENTRANTS 1024
#define N_PLACES   24
#define N_WHOLE    3

static const double zooms[] = { 0.6, 1.0, 2.0 };

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static void
spin (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* Lets the view take the zoom's size and the scrolled window its place. */
static void
settle (GtkWidget *window)
{
  spin ();
  for (int i = 0; i < 3; i++)
    {
      gtk_widget_queue_allocate (window);
      g_usleep (2000);
      spin ();
    }
}

/* One frame's snapshot of @view, in ms. */
static double
snapshot_ms (GtkWidget *view)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  double start = now_ms ();
  double elapsed;

  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  elapsed = now_ms () - start;
  g_clear_pointer (&node, gsk_render_node_unref);
  return elapsed;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static gint64
make_event (HammerStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Open 1024";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_DOUBLE_ELIMINATION;
  spec.n_boards = 16;
  event_id = hammer_events_create (store, &spec, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < N_ENTRANTS; i++)
    g_ptr_array_add (names, g_strdup_printf ("Player %04u van der Heijden", i + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_events_add_entrants (store, event_id, (const char * const *) names->pdata, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (store, event_id, TRUE, 7, &error));
  g_assert_no_error (error);
  return event_id;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-bracket-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(HammerEventMatches) matches = NULL;
  GtkWidget *window, *scrolled, *view, *whole;
  GtkAdjustment *h, *v;
  gint64 event_id;
  double start;

  g_assert_no_error (error);
  path = g_build_filename (dir, "bench.db", NULL);
  adw_init ();

  store = hammer_store_open (path, &error);
  g_assert_no_error (error);
  start = now_ms ();
  event_id = make_event (store);
  printf ("double elimination of %d drawn in %.0f ms\n", N_ENTRANTS, now_ms () - start);
  event = hammer_events_get_event (store, event_id, &error);
  g_assert_no_error (error);
  matches = hammer_event_matches_new (store, event_id, &error);
  g_assert_no_error (error);

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  scrolled = gtk_scrolled_window_new ();
  view = hammer_bracket_view_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  start = now_ms ();
  hammer_bracket_view_set_matches (HAMMER_BRACKET_VIEW (view), event, G_LIST_MODEL (matches),
                                   -1);
  printf ("%u matches read and laid out in %.1f ms\n",
          hammer_bracket_view_get_n_matches (HAMMER_BRACKET_VIEW (view)), now_ms () - start);
  gtk_window_present (GTK_WINDOW (window));
  /* The names are measured in the widget's font once it is in the window. */
  start = now_ms ();
  while (!gtk_widget_get_mapped (view) || gtk_widget_get_width (view) == 0)
    g_main_context_iteration (NULL, TRUE);
  printf ("window shown (names measured, bracket allocated) in %.1f ms\n", now_ms () - start);
  settle (window);

  /* The same bracket out of a scrolled window: it draws every box. */
  whole = g_object_ref_sink (hammer_bracket_view_new ());
  hammer_bracket_view_set_matches (HAMMER_BRACKET_VIEW (whole), event, G_LIST_MODEL (matches),
                                   -1);

  h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled));
  v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  printf ("\nsnapshot per frame, window 1280 × 800 (ms; a frame at 60 Hz has 16.7)\n");
  printf ("%-6s %-22s %9s %9s %9s %9s\n", "zoom", "content (px)", "visible", "median",
          "worst", "whole");
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      double times[N_PLACES], whole_ms = 0, mean = 0;
      g_autofree char *size = NULL;

      hammer_bracket_view_set_zoom (HAMMER_BRACKET_VIEW (view), zooms[z]);
      hammer_bracket_view_set_zoom (HAMMER_BRACKET_VIEW (whole), zooms[z]);
      settle (window);

      /* Places as a director pans: each centred on a box, from the first
       * round's top to the final, through both brackets. */
      for (guint p = 0; p < N_PLACES; p++)
        {
          GListModel *list = G_LIST_MODEL (matches);
          guint index = p * (g_list_model_get_n_items (list) - 1) / (N_PLACES - 1);
          g_autoptr(HammerEventMatch) match = g_list_model_get_item (list, index);
          gint64 id = hammer_event_match_get_id (match);
          graphene_rect_t rect;

          if (!hammer_bracket_view_get_match_rect (HAMMER_BRACKET_VIEW (view), id, &rect))
            g_error ("match %" G_GINT64_FORMAT " is not in the bracket", id);
          gtk_adjustment_set_value (h, rect.origin.x + rect.size.width / 2 -
                                       gtk_adjustment_get_page_size (h) / 2);
          gtk_adjustment_set_value (v, rect.origin.y + rect.size.height / 2 -
                                       gtk_adjustment_get_page_size (v) / 2);
          spin ();
          times[p] = snapshot_ms (view);
          mean += times[p] / N_PLACES;
        }
      for (guint i = 0; i < N_WHOLE; i++)
        whole_ms += snapshot_ms (whole) / N_WHOLE;
      qsort (times, N_PLACES, sizeof (double), compare_doubles);
      size = g_strdup_printf ("%.0f × %.0f", gtk_adjustment_get_upper (h),
                              gtk_adjustment_get_upper (v));
      printf ("%-6.1f %-22s %9.2f %9.2f %9.2f %9.1f\n", zooms[z], size, mean,
              times[N_PLACES / 2], times[N_PLACES - 1], whole_ms);
    }
  printf ("\nvisible: the mean over %d places in view, each centred on a match;\n"
          "whole: every box drawn, the mean of %d\n", N_PLACES, N_WHOLE);

  g_object_unref (whole);
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&store);
  g_unlink (path);
  g_rmdir (dir);
  return 0;
}
