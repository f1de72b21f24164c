/* empty-window.c — the reference of bench/startup: an empty libadwaita
 * window with a header bar, started the way Hammer starts, reporting its
 * window mapped and its first frame the same way (mapped MONOTONIC_USEC,
 * then first-frame MONOTONIC_USEC PROCESSOR_USEC, on standard output).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <stdio.h>
#include <time.h>

static void
first_frame_painted_cb (GdkFrameClock *frame_clock,
                        gpointer       user_data)
{
  g_signal_handlers_disconnect_by_func (frame_clock, first_frame_painted_cb, user_data);
  /* The processor time used so far too: it does not depend on what else
   * the machine is doing. */
  g_print ("first-frame %" G_GINT64_FORMAT " %.0f\n", g_get_monotonic_time (),
           (double) clock () * G_USEC_PER_SEC / CLOCKS_PER_SEC);
  fflush (stdout);
}

static void
window_mapped_cb (GtkWidget *window)
{
  g_signal_handlers_disconnect_by_func (window, window_mapped_cb, NULL);
  /* The wall time to the window on screen, waiting included. */
  g_print ("mapped %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_painted_cb), NULL);
}

static void
activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.hammertourney.BenchEmpty",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
