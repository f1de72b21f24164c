/* test-ui-hall-calls.c — the desk's calls said aloud and shown large: the
 * switch that keeps the app quiet, the boards view's call heard in the
 * hall's language, and the hall display's banner, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-application.h"
#include "hammer-boards-view.h"
#include "hammer-core.h"
#include "hammer-display-window.h"
#include "hammer-hall-caller.h"
#include "ui-test-common.h"

typedef struct
{
  char *dir;
  HammerStore *store;
  gint64 event_id;
  GSettings *settings;
  GDateTime *evening;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 8);

  /* The matches go on their boards at seven in the evening. */
  f->evening = g_date_time_new_utc (2031, 3, 15, 19, 0, 0);
  clock_fix (f->evening);
  f->store = tmp_store_open (NULL, &f->dir, NULL);
  f->event_id = store_new_event (f->store, "Winterbeker", "table",
                                 HAMMER_FORMAT_SINGLE_ELIMINATION, 4, NULL,
                                 (const char * const *) names, 11);
  f->settings = hammer_application_dup_settings ();
  g_assert_nonnull (f->settings);
  g_settings_set_boolean (f->settings, "speak-calls", FALSE);
  g_settings_set_string (f->settings, "hall-language", "");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_settings_reset (f->settings, "speak-calls");
  g_settings_reset (f->settings, "hall-language");
  g_clear_object (&f->settings);
  ui_close_store (&f->store, &f->dir);
  g_clear_pointer (&f->evening, g_date_time_unref);
  clock_release ();
}

/* With the switch off a call is not even made into sound, nor said later
 * when the switch goes on; each call is said once, and one made before the
 * app started never. */
static void
test_switch_off_says_nothing (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(HammerHallCaller) caller = hammer_hall_caller_new (f->settings);
  g_autofree char *now = hammer_now_stamp ();

  hammer_hall_caller_notice (caller, 1, now, NULL, 2, "Jansen", "De Vries");
  g_settings_set_boolean (f->settings, "speak-calls", TRUE);
  g_settings_set_string (f->settings, "hall-language", "nl");
  hammer_hall_caller_notice (caller, 1, now, NULL, 2, "Jansen", "De Vries");
  hammer_hall_caller_notice (caller, 9, "2030-01-01T12:00:00.000000Z", NULL, 3, "Oud", "Older");
  hammer_hall_caller_notice (caller, 2, now, "Tafel Noord", 4, "Bakker", "Smit");
  /* Calls are said one after the other: had the first been made into
   * sound, it would have come first. */
  UI_WAIT_FOR (hammer_hall_caller_get_n_spoken (caller) == 1);
  g_assert_cmpstr (hammer_hall_caller_get_last_text (caller), ==, "Tafel Noord: Bakker tegen Smit");

  g_settings_set_string (f->settings, "hall-language", "de");
  hammer_hall_caller_notice (caller, 3, now, NULL, 1, "Visser", NULL);
  UI_WAIT_FOR (hammer_hall_caller_get_n_spoken (caller) == 2);
  g_assert_cmpstr (hammer_hall_caller_get_last_text (caller), ==,
                   "Bahn 1: Visser gegen Steht noch nicht fest");

  /* Off again: nothing more. */
  g_settings_set_boolean (f->settings, "speak-calls", FALSE);
  hammer_hall_caller_notice (caller, 4, now, NULL, 3, "Mulder", "Bos");
  g_settings_set_boolean (f->settings, "speak-calls", TRUE);
  hammer_hall_caller_notice (caller, 5, now, NULL, 4, "Peters", "Bos");
  UI_WAIT_FOR (hammer_hall_caller_get_n_spoken (caller) == 3);
  g_assert_cmpstr (hammer_hall_caller_get_last_text (caller), ==, "Bahn 4: Peters gegen Bos");
}

/* A board card's call in the boards view is heard, once, in English. */
static void
test_board_call_heard (Fixture       *f,
                       gconstpointer  data)
{
  HammerHallCaller *caller = hammer_hall_caller_get_default ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *view = hammer_boards_view_new (f->store, f->event_id);
  guint before = hammer_hall_caller_get_n_spoken (caller);
  const char *text;

  g_settings_set_boolean (f->settings, "speak-calls", TRUE);
  g_settings_set_string (f->settings, "hall-language", "en");
  gtk_window_set_default_size (window, 1280, 800);
  gtk_window_set_child (window, view);
  gtk_window_present (window);
  UI_WAIT_FOR (gtk_widget_get_mapped (view));
  ui_spin ();
  /* The draw put matches on the boards; nobody called them: silence. */
  g_assert_cmpuint (hammer_hall_caller_get_n_spoken (caller), ==, before);

  gtk_widget_activate_action (view, "boards.call-board", "u", 3);
  UI_WAIT_FOR (hammer_hall_caller_get_n_spoken (caller) == before + 1);
  text = hammer_hall_caller_get_last_text (caller);
  g_assert_true (g_str_has_prefix (text, "Board 3: Speler "));
  g_assert_nonnull (strstr (text, " against Speler "));

  /* The view reads the boards again; the call is not said twice. */
  gtk_widget_activate_action (view, "boards.reload", NULL);
  ui_spin ();
  g_assert_cmpuint (hammer_hall_caller_get_n_spoken (caller), ==, before + 1);
  gtk_window_destroy (window);
}

static GtkWidget *
find_revealer (GtkWindow *display)
{
  GtkWidget *found = ui_find_required (GTK_WIDGET (display), "call_revealer");

  g_assert_true (GTK_IS_REVEALER (found));
  return found;
}

/* The hall display shows the latest call large, and a call from long ago
 * not at all. */
static void
test_display_shows_call (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) later = g_date_time_add_seconds (f->evening, 5);
  g_autoptr(GDateTime) long_after = g_date_time_add_seconds (f->evening, 60);
  GtkWindow *display;
  GtkWidget *revealer;

  g_assert_true (hammer_events_call_board (f->store, f->event_id, 2, &error));
  g_assert_no_error (error);
  clock_fix (later);
  g_assert_true (hammer_events_call_board (f->store, f->event_id, 4, &error));
  g_assert_no_error (error);

  display = hammer_display_window_new (NULL, f->store, f->event_id);
  gtk_window_present (display);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (display)));
  revealer = find_revealer (display);
  UI_WAIT_FOR (gtk_revealer_get_child_revealed (GTK_REVEALER (revealer)));
  /* The latest of the two. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_find_required (revealer,
                                                                    "call_board_label"))),
                   ==, "Board 4");
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (
                   ui_find_required (revealer, "call_names_label"))), "Speler "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (
                      ui_find_required (revealer, "call_names_label"))), " against Speler "));
  gtk_window_destroy (display);

  /* A minute on, the same calls are old news. */
  clock_fix (long_after);
  display = hammer_display_window_new (NULL, f->store, f->event_id);
  gtk_window_present (display);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (display)));
  ui_spin ();
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (find_revealer (display))));
  gtk_window_destroy (display);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui-hall-calls/switch-off-says-nothing", test_switch_off_says_nothing);
  ADD ("/ui-hall-calls/board-call-heard", test_board_call_heard);
  ADD ("/ui-hall-calls/display-shows-call", test_display_shows_call);

  return g_test_run ();
}
