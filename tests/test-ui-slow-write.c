/* test-ui-slow-write.c — the window goes on while a write waits, under Xvfb
 *
 * A slow write made deterministic: another connection holds the database's
 * write lock (BEGIN IMMEDIATE), as hammer-cli or a second Hammer may for a
 * moment, so the score dialog's Save waits for it within SQLite's busy
 * timeout. Meanwhile the window must take keys; once the lock is let go,
 * the result is stored and the matches view shows it. The same for the
 * desk's Record of a board's result in the board entry window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sqlite3.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-board-entry-window.h"
#include "hammer-core.h"
#include "hammer-matches-view.h"
#include "hammer-score-dialog.h"
#include "hammer-window.h"
#include "serve/hammer-board-entry.h"
#include "ui-test-common.h"

typedef struct
{
  UiFixture ui;
  gint64 event_id;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };

  ui_fixture_set_up (&f->ui, data);
  f->event_id = store_new_event (f->ui.store, "Club night", "table",
                                 HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                                 "{\"target\": 15, \"best_of\": 1}", names, 1);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  ui_fixture_tear_down (&f->ui, data);
}

/* Match @match_id of @event_id, or with @match_id 0 the one numbered
 * @number. */
static JsonObject *
find_match (Fixture *f,
            gint64   event_id,
            gint64   match_id,
            gint64   number)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (f->ui.store, event_id, &error);
  JsonArray *matches;

  g_assert_no_error (error);
  matches = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (match_id != 0 ? json_object_get_int_member (match, "id") == match_id
                        : json_object_get_int_member (match, "number") == number)
        return json_object_ref (match);
    }
  g_assert_not_reached ();
}

static gboolean
is_finished_in (Fixture *f,
                gint64   event_id,
                gint64   match_id)
{
  g_autoptr(JsonObject) match = find_match (f, event_id, match_id, 0);

  return g_strcmp0 (json_object_get_string_member (match, "state"), "finished") == 0;
}

static gboolean
is_finished (Fixture *f,
             gint64   match_id)
{
  return is_finished_in (f, f->event_id, match_id);
}

typedef struct
{
  GtkWindow *window;
  GtkWidget *entry;
  gint64 typed_at;
} Typing;

/* A key typed by the main loop, as a user's key reaches the window: it
 * lands only when the main loop runs. */
static gboolean
type_key_cb (gpointer data)
{
  Typing *typing = data;

  gtk_widget_grab_focus (typing->entry);
  ui_press_key (typing->window, GDK_KEY_D, 0);
  typing->typed_at = g_get_monotonic_time ();
  return G_SOURCE_REMOVE;
}

/* Save while another program holds the write lock: the dialog waits,
 * busy, while the window takes a key at once; when the lock goes, the
 * result is stored, the dialog closes and the matches view shows it. On a
 * main thread that wrote itself, Save would hold the window for SQLite's
 * whole busy timeout and then fail with "database is locked". */
static void
test_save_while_locked (Fixture       *f,
                        gconstpointer  data)
{
  GtkWindow *window = GTK_WINDOW (f->ui.window);
  GtkWidget *view, *dialog, *save;
  sqlite3 *holder = NULL;
  Typing typing = { window, NULL, 0 };
  gint64 saved_at;

  hammer_window_show_event_view (f->ui.window, f->event_id, "matches");
  UI_WAIT_FOR ((view = ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_MATCHES_VIEW)) != NULL &&
               gtk_widget_get_mapped (view));
  UI_WAIT_FOR (!ui_shows_match_state (f->ui.window, 1, NULL));
  g_assert_false (ui_shows_match_state (f->ui.window, 1, "Finished"));
  typing.entry = ui_find_required (view, "search_entry");

  dialog = hammer_score_dialog_new (window, f->ui.store, f->event_id, 1);
  gtk_window_present (GTK_WINDOW (dialog));
  UI_WAIT_FOR (gtk_widget_get_mapped (dialog));
  ui_wait_active (GTK_WINDOW (dialog));
  ui_type_keys (GTK_WINDOW (dialog), "8\n\n7\n\n");
  save = ui_find_required (dialog, "save_button");
  g_assert_true (gtk_widget_get_sensitive (save));

  /* Another connection takes the write lock and keeps it. */
  g_assert_cmpint (sqlite3_open (hammer_store_get_path (f->ui.store), &holder), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (holder, "BEGIN IMMEDIATE", NULL, NULL, NULL), ==, SQLITE_OK);

  saved_at = g_get_monotonic_time ();
  g_timeout_add (20, type_key_cb, &typing);
  gtk_widget_activate_action (dialog, "score.save", NULL);
  UI_WAIT_FOR (typing.typed_at != 0);

  /* The key landed well within the busy timeout (5 s), while the write
   * still waits. */
  g_assert_cmpint (typing.typed_at - saved_at, <, 2 * G_USEC_PER_SEC);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (typing.entry)), ==, "D");
  g_assert_true (ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  g_assert_false (gtk_widget_get_sensitive (save));
  g_assert_false (is_finished (f, 1));
  /* It keeps waiting, and the window keeps painting. */
  ui_wait_ms (300);
  g_assert_true (ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  gtk_editable_set_text (GTK_EDITABLE (typing.entry), "");

  /* The lock goes: the result is stored and shown. */
  g_assert_cmpint (sqlite3_exec (holder, "ROLLBACK", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (holder);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  g_assert_true (is_finished (f, 1));
  UI_WAIT_FOR (ui_shows_match_state (f->ui.window, 1, "Finished"));
}

static gboolean
note_time_cb (gpointer data)
{
  *(gint64 *) data = g_get_monotonic_time ();
  return G_SOURCE_REMOVE;
}

/* A result from board 1 for match 1 of a new event waits for the desk in
 * Board Entry, opened (serving at any free port: a test never counts on
 * one being free; @settings resets it). Returns the window and its list. */
static GtkWidget *
open_waiting_result (Fixture    *f,
                     GSettings  *settings,
                     gint64     *event_id,
                     gint64     *match_id,
                     GtkWidget **waiting)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) first = NULL;
  GtkWidget *window;

  *event_id = store_new_event (f->ui.store, "Winterbeker", "table",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL, names, 11);
  first = find_match (f, *event_id, 0, 1);
  *match_id = json_object_get_int_member (first, "id");
  g_assert_true (hammer_board_entry_set_confirm (f->ui.store, *event_id, TRUE, &error));
  g_assert_cmpint (hammer_board_entry_submit (f->ui.store, *event_id, *match_id, 1,
                                              FIRST_SIDE_WINS, &error), >, 0);
  g_assert_no_error (error);
  g_settings_set_int (settings, "board-entry-port", 0);
  window = GTK_WIDGET (ui_open_board_entry (f->ui.window, *event_id));
  *waiting = ui_find_required (window, "waiting_list");
  UI_WAIT_FOR (ui_find_button (*waiting, "Record") != NULL);
  return window;
}

/* Another connection takes the write lock and keeps it. */
static sqlite3 *
hold_write_lock (Fixture *f)
{
  sqlite3 *holder = NULL;

  g_assert_cmpint (sqlite3_open (hammer_store_get_path (f->ui.store), &holder), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (holder, "BEGIN IMMEDIATE", NULL, NULL, NULL), ==, SQLITE_OK);
  return holder;
}

static void
release_write_lock (sqlite3 *holder)
{
  g_assert_cmpint (sqlite3_exec (holder, "ROLLBACK", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (holder);
}

/* The desk records a board's result while another program holds the write
 * lock: the row's buttons wait at once and stay waiting, a second Record
 * does nothing, and the window goes on. When the lock goes the result is
 * stored once, the row goes, and the desk's toast offers Undo. Written on
 * the main thread, Record would hold the window for SQLite's whole busy
 * timeout and then fail with "database is locked". */
static void
test_board_record_while_locked (Fixture       *f,
                                gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.hammertourney.Hammer");
  GtkWidget *window, *waiting, *record, *reject;
  sqlite3 *holder;
  gint64 event_id, match_id, clicked_at, ticked_at = 0;
  AdwToast *toast;

  window = open_waiting_result (f, settings, &event_id, &match_id, &waiting);
  record = ui_find_button (waiting, "Record");
  reject = ui_find_button (waiting, "Reject");
  g_assert_nonnull (reject);

  holder = hold_write_lock (f);

  clicked_at = g_get_monotonic_time ();
  g_timeout_add (20, note_time_cb, &ticked_at);
  ui_click (record);
  g_assert_false (gtk_widget_is_sensitive (record));
  g_assert_false (gtk_widget_is_sensitive (reject));
  /* The main loop went on well within the busy timeout (5 s). */
  UI_WAIT_FOR (ticked_at != 0);
  g_assert_cmpint (ticked_at - clicked_at, <, 2 * G_USEC_PER_SEC);
  /* A second press, by whatever way it came, queues nothing more. */
  g_signal_emit_by_name (record, "clicked");
  ui_wait_ms (300);
  ui_wait_frames (window, 3);
  ui_save_shot (window, "board-entry-record-waits.png");
  record = ui_find_button (waiting, "Record");
  g_assert_nonnull (record);
  g_assert_false (gtk_widget_is_sensitive (record));
  g_assert_false (gtk_widget_is_sensitive (ui_find_button (waiting, "Reject")));
  g_assert_false (is_finished_in (f, event_id, match_id));

  /* The lock goes: stored once, the row gone, the toast with its Undo. */
  release_write_lock (holder);
  UI_WAIT_FOR (is_finished_in (f, event_id, match_id));
  UI_WAIT_FOR (gtk_widget_get_first_child (waiting) == NULL);
  UI_WAIT_FOR ((toast = hammer_window_get_shown_toast (f->ui.window)) != NULL &&
               adw_toast_get_button_label (toast) != NULL);
  g_assert_true (g_str_has_prefix (adw_toast_get_title (toast), "Result from board 1: "));
  ui_wait_writes (f->ui.store);
  g_assert_false (ui_any_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_settings_reset (settings, "board-entry-port");
}

/* Board Entry closed while its Reject waits for the lock: the window gone
 * hears nothing of it, no error shows, and the result is decided at most
 * once (a decision under way completes; one still queued is not made). */
static void
test_board_close_while_locked (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.hammertourney.Hammer");
  g_autoptr(GPtrArray) left = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *waiting;
  sqlite3 *holder;
  gint64 event_id, match_id;

  window = open_waiting_result (f, settings, &event_id, &match_id, &waiting);
  holder = hold_write_lock (f);
  ui_click (ui_find_button (waiting, "Reject"));
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW) == NULL);
  release_write_lock (holder);
  ui_wait_writes (f->ui.store);
  /* The write let go of the window once it was done. */
  UI_WAIT_FOR (window == NULL);

  g_assert_false (ui_any_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_false (is_finished_in (f, event_id, match_id));
  left = hammer_board_entry_list_waiting_objects (f->ui.store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (left->len, <=, 1);
  g_settings_reset (settings, "board-entry-port");
}

/* Board Entry opened for a new event, serving at any free port (@settings
 * resets it). */
static GtkWidget *
open_board_entry (Fixture   *f,
                  GSettings *settings,
                  gint64    *event_id)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };

  *event_id = store_new_event (f->ui.store, "Winterbeker", "table",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL, names, 11);
  g_settings_set_int (settings, "board-entry-port", 0);
  return GTK_WIDGET (ui_open_board_entry (f->ui.window, *event_id));
}

/* The key of board 1 of @event_id as the store has it (making keys
 * missing: not while the lock is held). */
static char *
first_key (Fixture *f,
           gint64   event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) keys = hammer_board_entry_list_keys (f->ui.store, event_id, NULL, NULL,
                                                            &error);

  g_assert_no_error (error);
  g_assert_cmpuint (keys->len, >, 0);
  return g_strdup (hammer_board_key_get_key (g_ptr_array_index (keys, 0)));
}

/* The desk turns "confirm at the desk" on while another program holds the
 * write lock: the switch waits at once and the window goes on; when the
 * lock goes, the store has it and the switch takes presses again. */
static void
test_board_confirm_while_locked (Fixture       *f,
                                 gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.hammertourney.Hammer");
  GtkWidget *window, *confirm;
  sqlite3 *holder;
  gint64 event_id, clicked_at, ticked_at = 0;

  window = open_board_entry (f, settings, &event_id);
  confirm = ui_find_required (window, "confirm_switch");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (confirm)));
  g_assert_true (gtk_widget_is_sensitive (confirm));
  holder = hold_write_lock (f);

  clicked_at = g_get_monotonic_time ();
  g_timeout_add (20, note_time_cb, &ticked_at);
  gtk_switch_set_active (GTK_SWITCH (confirm), TRUE);
  g_assert_false (gtk_widget_is_sensitive (confirm));
  /* The main loop went on well within the busy timeout (5 s). */
  UI_WAIT_FOR (ticked_at != 0);
  g_assert_cmpint (ticked_at - clicked_at, <, 2 * G_USEC_PER_SEC);
  ui_wait_ms (300);
  ui_wait_frames (window, 3);
  ui_save_shot (window, "board-entry-confirm-waits.png");
  g_assert_false (gtk_widget_is_sensitive (confirm));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (confirm)));
  g_assert_false (hammer_board_entry_get_confirm (f->ui.store, event_id));

  /* The lock goes: stored, and the switch is the desk's again. */
  release_write_lock (holder);
  UI_WAIT_FOR (gtk_widget_is_sensitive (confirm));
  g_assert_true (hammer_board_entry_get_confirm (f->ui.store, event_id));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (confirm)));
  g_assert_false (ui_any_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_settings_reset (settings, "board-entry-port");
}

/* The desk renews the keys while another program holds the write lock:
 * the window goes on, Renew Keys asks nothing more meanwhile, and the old
 * keys stay until the lock goes; then the new ones are stored and the
 * codes shown are theirs. */
static void
test_board_renew_while_locked (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.hammertourney.Hammer");
  g_autofree char *old_key = NULL;
  g_autofree char *new_key = NULL;
  GtkWidget *window;
  sqlite3 *holder;
  gint64 event_id, clicked_at, ticked_at = 0;

  window = open_board_entry (f, settings, &event_id);
  old_key = first_key (f, event_id);
  UI_WAIT_FOR (ui_has_label_containing (window, old_key));
  holder = hold_write_lock (f);

  gtk_widget_activate_action (window, "board-entry.renew-keys", NULL);
  clicked_at = g_get_monotonic_time ();
  g_timeout_add (20, note_time_cb, &ticked_at);
  ui_respond ("renew");
  /* The main loop went on well within the busy timeout (5 s). */
  UI_WAIT_FOR (ticked_at != 0);
  g_assert_cmpint (ticked_at - clicked_at, <, 2 * G_USEC_PER_SEC);
  /* The dialog answered goes, as a click on its button closes it. */
  gtk_window_destroy (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  UI_WAIT_FOR (!ui_any_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  /* A second Renew meanwhile asks nothing and queues nothing. */
  gtk_widget_activate_action (window, "board-entry.renew-keys", NULL);
  ui_wait_ms (300);
  g_assert_false (ui_any_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  /* The codes shown are the old keys' still. */
  g_assert_true (ui_has_label_containing (window, old_key));

  /* The lock goes: new keys, and the window shows their codes. */
  release_write_lock (holder);
  ui_wait_writes (f->ui.store);
  new_key = first_key (f, event_id);
  g_assert_cmpstr (new_key, !=, old_key);
  UI_WAIT_FOR (ui_has_label_containing (window, new_key));
  g_assert_false (ui_has_label_containing (window, old_key));
  g_assert_false (ui_any_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_settings_reset (settings, "board-entry-port");
}

int
main (int    argc,
      char **argv)
{
  /* Mesa's software OpenGL compiles its shaders on the main thread, for
   * seconds on a loaded machine: the stalls measured are to be the app's. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/slow-write/save-while-locked", Fixture, NULL, fixture_set_up,
              test_save_while_locked, fixture_tear_down);
  g_test_add ("/ui/slow-write/board-record-while-locked", Fixture, NULL, fixture_set_up,
              test_board_record_while_locked, fixture_tear_down);
  g_test_add ("/ui/slow-write/board-close-while-locked", Fixture, NULL, fixture_set_up,
              test_board_close_while_locked, fixture_tear_down);
  g_test_add ("/ui/slow-write/board-confirm-while-locked", Fixture, NULL, fixture_set_up,
              test_board_confirm_while_locked, fixture_tear_down);
  g_test_add ("/ui/slow-write/board-renew-while-locked", Fixture, NULL, fixture_set_up,
              test_board_renew_while_locked, fixture_tear_down);
  return g_test_run ();
}
