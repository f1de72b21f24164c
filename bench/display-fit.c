/* display-fit.c — what fitting the hall display's board cards costs
 *
 * A day of 12, 40 and 80 boards (the tests' day fixture) on the hall
 * display at 1280 x 800, in this process (under its own Xvfb when DISPLAY
 * is not set). For each, the bench measures, from the fit asked for to the
 * frame painted after it:
 *
 * - a fit from scratch, as after the window changes size: every card
 *   measured;
 * - a fit that still holds, as after each reading of the day: nothing
 *   measured, the grid applied to the cards again;
 * - a frame with no fit, for comparison.
 *
 * Prints its figures (median and longest of ROUNDS); asserts nothing about
 * time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"

#include <adwaita.h>
#include <signal.h>
#include <stdio.h>

#include "day-fixture.h"
#include "hammer-core.h"
#include "hammer-display-window-private.h"
#include "ui-test-common.h"

#define ROUNDS 9

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* From asking (@refit: from scratch) to the frame painted, ROUNDS times;
 * prints the median and the longest. */
static void
time_frames (HammerDisplayWindow *display,
             const char          *what,
             gboolean             fit,
             gboolean             refit)
{
  double times[ROUNDS];

  for (guint r = 0; r < ROUNDS; r++)
    {
      double start = bench_now_ms ();

      if (refit)
        display->fitted_width = 0;
      if (fit)
        _hammer_display_window_queue_fit_check (display);
      ui_wait_frames (GTK_WIDGET (display), 1);
      times[r] = bench_now_ms () - start;
    }
  qsort (times, ROUNDS, sizeof times[0], compare_doubles);
  printf ("  %-28s median %7.1f ms   longest %7.1f ms\n", what, times[ROUNDS / 2],
          times[ROUNDS - 1]);
}

int
main (int    argc,
      char **argv)
{
  static const guint boards[] = { 12, 40, 80 };
  g_autoptr(GtkCssProvider) style = NULL;
  GPid xvfb = 0;

  if (g_getenv ("DISPLAY") == NULL)
    xvfb = bench_start_xvfb ("1280x1024x24");
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  /* As in event-views: Mesa's software OpenGL would drown the app's work. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_init ();
  adw_init ();
  /* The app's style, which its application loads: the cards' sizes. */
  style = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (style, "/io/github/hammertourney/Hammer/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  printf ("The hall display's fit at 1280 x 800, asked for to painted:\n");
  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      g_autofree char *dir = NULL, *path = NULL;
      HammerStore *store = tmp_store_open (NULL, &dir, &path);
      HammerDisplayWindow *display;

      day_fixture_full (path, boards[b]);
      display = HAMMER_DISPLAY_WINDOW (hammer_display_window_new_for_day (NULL, store, 1));
      ui_present (GTK_WINDOW (display), 1280, 800);
      ui_wait_for_label (GTK_WIDGET (display), "Board 1");
      ui_wait_frames (GTK_WIDGET (display), 3);
      printf ("%u boards (%u a page):\n", boards[b],
              MIN (display->boards_per_page, display->n_cards));
      time_frames (display, "fit from scratch", TRUE, TRUE);
      time_frames (display, "fit that holds", TRUE, FALSE);
      time_frames (display, "frame without a fit", FALSE, FALSE);
      ui_close_store (&store, &dir);
    }
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (style));
  if (xvfb != 0)
    kill (xvfb, SIGTERM);
  return 0;
}
