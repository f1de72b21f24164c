/* test-ui-board-entry.c — board entry at the desk under Xvfb: the window
 * starts the server, a phone's result (posted here over real HTTP with
 * libsoup) shows in the views with its board, and the desk's undo takes
 * back the desk's own change, not a board's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libsoup/soup.h>
#include <string.h>

#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "hammer-board-entry-window.h"
#include "hammer-boards-view.h"
#include "hammer-core.h"
#include "hammer-event-page.h"
#include "hammer-matches-view.h"
#include "hammer-phone-check-in.h"
#include "hammer-window.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "ui-test-common.h"

typedef struct
{
  UiFixture ui;
  gint64 event_id;
  GSettings *settings;
  SoupSession *session;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 16);

  f->ui.store = tmp_store_open ("hammer-board-entry-XXXXXX", &f->ui.dir, NULL);
  /* Sixteen players on six boards: eight first-round matches, six of them
   * on the boards. */
  f->event_id = store_new_event (f->ui.store, "Winterbeker", "table",
                                 HAMMER_FORMAT_SINGLE_ELIMINATION, 6, NULL,
                                 (const char * const *) names, 11);
  f->settings = g_settings_new ("io.github.hammertourney.Hammer");
  /* Any free port: a test never counts on one being free. */
  g_settings_set_int (f->settings, "board-entry-port", GPOINTER_TO_INT (data));
  f->session = soup_session_new ();
  f->ui.window = ui_open_window (f->ui.store, 1280, 800);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->session);
  g_settings_reset (f->settings, "board-entry-port");
  g_clear_object (&f->settings);
  ui_close_store (&f->ui.store, &f->ui.dir);
}

/* Opens board entry from the event page's menu, as the director does. */
static HammerBoardEntryWindow *
open_board_entry (Fixture *f)
{
  return HAMMER_BOARD_ENTRY_WINDOW (ui_open_board_entry (f->ui.window, f->event_id));
}

/* Closes board entry, which stops its server. */
static void
close_board_entry (HammerBoardEntryWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW) == NULL);
}

/* The id of the match on board @board. */
static gint64
match_on_board (Fixture *f,
                guint    board)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_boards_json (f->ui.store, f->event_id, &error);
  JsonArray *boards;

  g_assert_no_error (error);
  boards = hammer_json_array (json_node_get_object (node), "boards");
  for (guint i = 0; i < hammer_json_length (boards); i++)
    {
      JsonObject *entry = json_array_get_object_element (boards, i);
      JsonObject *match = hammer_json_object (entry, "match");

      if (hammer_json_int (entry, "number", 0) == board && match != NULL)
        return hammer_json_int (match, "id", 0);
    }
  g_assert_not_reached ();
}

/* Match @match_id as the store has it now. */
static JsonObject *
read_match (Fixture *f,
            gint64   match_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (f->ui.store, f->event_id, &error);
  JsonArray *matches;

  g_assert_no_error (error);
  matches = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    if (hammer_json_int (json_array_get_object_element (matches, i), "id", 0) == match_id)
      return json_object_ref (json_array_get_object_element (matches, i));
  g_assert_not_reached ();
}

static gboolean
is_finished (Fixture *f,
             gint64   match_id)
{
  g_autoptr(JsonObject) match = read_match (f, match_id);

  return g_strcmp0 (hammer_json_string (match, "state"), "finished") == 0;
}

/* The key of board @board, as the server describes it. */
static char *
board_key (HammerBoardEntryWindow *window,
           guint                   board)
{
  g_autoptr(JsonNode) description =
    hammer_server_describe (hammer_board_entry_window_get_server (window));
  JsonArray *boards = hammer_json_array (json_node_get_object (description), "boards");

  for (guint i = 0; i < hammer_json_length (boards); i++)
    {
      JsonObject *entry = json_array_get_object_element (boards, i);

      if (hammer_json_int (entry, "board", 0) == board)
        return g_strdup (hammer_json_string (entry, "key"));
    }
  g_assert_not_reached ();
}

typedef struct
{
  guint status;
  gboolean done;
} Answer;

static void
posted_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Answer *answer = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) body = soup_session_send_and_read_finish (SOUP_SESSION (source), result,
                                                              &error);

  /* A server that is not there answers nothing: 0. */
  answer->status = error == NULL
                     ? soup_message_get_status (soup_session_get_async_result_message (
                                                  SOUP_SESSION (source), result))
                     : 0;
  answer->done = TRUE;
}

/* What a phone with @key sends to @base_url for match @match_id: the HTTP
 * status, 0 when nothing answers. The main loop runs meanwhile, as the
 * window's does. */
/* POSTs @json to @url as a phone does; the answer's status. */
static guint
post_json (Fixture    *f,
           const char *url,
           const char *json)
{
  g_autoptr(SoupMessage) message = soup_message_new ("POST", url);
  g_autoptr(GBytes) body = g_bytes_new_static (json, strlen (json));
  Answer answer = { 0 };

  soup_message_set_request_body_from_bytes (message, "application/json", body);
  soup_session_send_and_read_async (f->session, message, G_PRIORITY_DEFAULT, NULL, posted_cb,
                                    &answer);
  UI_WAIT_FOR (answer.done);
  return answer.status;
}

static guint
post_result_to (Fixture    *f,
                const char *base_url,
                const char *key,
                gint64      match_id)
{
  g_autofree char *url = g_strdup_printf ("%sapi/matches/%" G_GINT64_FORMAT "/result?key=%s",
                                          base_url, match_id, key);

  return post_json (f, url, FIRST_SIDE_WINS);
}

/* What the phone on board @board sends for its match. */
static guint
post_result (Fixture                *f,
             HammerBoardEntryWindow *window,
             guint                   board,
             gint64                  match_id)
{
  g_autofree char *key = board_key (window, board);

  return post_result_to (f,
                         hammer_server_get_url (hammer_board_entry_window_get_server (window)),
                         key, match_id);
}

/* A board's result reaches every view at once, says where it came from,
 * and the desk's Ctrl+Z takes back the desk's own change after it, not a
 * board's that came later. */
static void
test_board_result_and_undo (Fixture       *f,
                            gconstpointer  data)
{
  HammerBoardEntryWindow *window = open_board_entry (f);
  HammerServer *server = hammer_board_entry_window_get_server (window);
  gint64 first = match_on_board (f, 1);
  gint64 desk_match = match_on_board (f, 4);
  gint64 later = match_on_board (f, 5);
  g_autoptr(JsonObject) match = NULL;
  g_autoptr(JsonObject) next = NULL;
  g_autoptr(JsonNode) input = NULL;
  g_autoptr(JsonNode) stored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *toast = NULL;
  g_autofree char *last = NULL;
  g_autofree char *url = NULL;
  g_autofree char *key = NULL;

  /* The server runs on loopback: nobody else reaches it. */
  g_assert_nonnull (server);
  g_assert_true (hammer_server_is_running (server));
  g_assert_true (g_str_has_prefix (hammer_server_get_url (server), "http://127.0.0.1:"));
  g_assert_true (ui_has_label (GTK_WIDGET (window), hammer_server_get_url (server)));
  /* A code for every board, under its name. */
  for (guint b = 1; b <= 6; b++)
    {
      g_autofree char *name = g_strdup_printf ("Board %u", b);

      g_assert_true (ui_has_label (GTK_WIDGET (window), name));
    }

  /* The phone on board 1 sends its result: the matches view shows it at
   * once (well within the window's three-second look for other writers),
   * from board 1, and the toast says so. */
  g_assert_cmpuint (post_result (f, window, 1, first), ==, 200);
  UI_WAIT_FOR (ui_shows_match_state (f->ui.window, first, "Finished, from board 1"));
  match = read_match (f, first);
  /* The board freed gets the next match from the queue, and the toast says
   * which. */
  next = read_match (f, match_on_board (f, 1));
  g_assert_cmpint (hammer_json_int (next, "id", 0), !=, first);
  toast = g_strdup_printf ("Result from board 1: %s – %s, 2 – 0; Match %d called to Board 1",
                           hammer_json_element_string (hammer_json_array (match, "names"), 0),
                           hammer_json_element_string (hammer_json_array (match, "names"), 1),
                           (int) hammer_json_int (next, "number", 0));
  UI_WAIT_FOR (ui_has_toast (f->ui.window, toast));
  /* It is the board's change: its toast offers no Undo. */
  g_assert_null (adw_toast_get_button_label (hammer_window_get_shown_toast (f->ui.window)));

  /* The boards view says so on board 1's card, under its next match. */
  last = g_strdup_printf ("Last: %s – %s, 2 – 0, from board 1",
                          hammer_json_element_string (hammer_json_array (match, "names"), 0),
                          hammer_json_element_string (hammer_json_array (match, "names"), 1));
  hammer_window_show_event_view (f->ui.window, f->event_id, "boards");
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (f->ui.window), last));
  hammer_window_show_event_view (f->ui.window, f->event_id, "matches");

  /* The desk records a result of its own, as the score dialog does. */
  input = json_from_string (FIRST_SIDE_WINS, NULL);
  stored = hammer_events_record_result (f->ui.store, f->event_id, desk_match, input, 0,
                                        &error);
  g_assert_no_error (error);
  hammer_window_report_change (f->ui.window, "Result saved",
                               hammer_store_get_last_change (f->ui.store));
  UI_WAIT_FOR (ui_shows_match_state (f->ui.window, desk_match, "Finished"));

  /* Board 5's result comes after it. */
  g_assert_cmpuint (post_result (f, window, 5, later), ==, 200);
  UI_WAIT_FOR (ui_shows_match_state (f->ui.window, later, "Finished, from board 5"));

  /* Ctrl+Z undoes the desk's result; the boards' stay. */
  gtk_widget_activate_action (GTK_WIDGET (f->ui.window), "window.undo-last", NULL);
  UI_WAIT_FOR (!is_finished (f, desk_match));
  g_assert_true (is_finished (f, later));
  g_assert_true (is_finished (f, first));
  UI_WAIT_FOR (ui_shows_match_state (f->ui.window, later, "Finished, from board 5") &&
               !ui_shows_match_state (f->ui.window, desk_match, "Finished"));

  /* Closing the window stops the server: no phone reaches the database. */
  url = g_strdup (hammer_server_get_url (server));
  key = board_key (window, 6);
  close_board_entry (window);
  g_assert_cmpuint (post_result_to (f, url, key, match_on_board (f, 6)), ==, 0);
}

/* The port of the settings taken by another program: board entry serves
 * at a free one and says so. */
static void
test_port_taken (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GSocketListener) squatter = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *prefix = NULL;
  g_autofree char *taken_prefix = NULL;
  HammerBoardEntryWindow *window;
  HammerServer *server;
  guint16 port;

  port = g_socket_listener_add_any_inet_port (squatter, NULL, &error);
  g_assert_no_error (error);
  g_settings_set_int (f->settings, "board-entry-port", port);

  window = open_board_entry (f);
  server = hammer_board_entry_window_get_server (window);
  g_assert_nonnull (server);
  g_assert_true (hammer_server_is_running (server));
  taken_prefix = g_strdup_printf ("http://127.0.0.1:%u/", port);
  g_assert_cmpstr (hammer_server_get_url (server), !=, taken_prefix);
  prefix = g_strdup_printf ("Port %u could not be used", port);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (ui_find_required (
                                                                     GTK_WIDGET (window),
                                                                     "note_label"))),
                                   prefix));
}

/* Board entry opened again serves where it served before, so that printed
 * codes keep working; when another program took that port meanwhile, it
 * serves at a free one with the same keys and says the codes must be
 * printed again. */
static void
test_port_again (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GSocket) squatter = NULL;
  g_autoptr(GSocketAddress) address = NULL;
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = NULL;
  g_autofree char *url = NULL;
  g_autofree char *key = NULL;
  g_autofree char *moved_key = NULL;
  g_autofree char *prefix = NULL;
  HammerBoardEntryWindow *window = open_board_entry (f);
  GtkWidget *note;
  guint port;

  url = g_strdup (hammer_server_get_url (hammer_board_entry_window_get_server (window)));
  key = board_key (window, 1);
  close_board_entry (window);

  window = open_board_entry (f);
  g_assert_cmpstr (hammer_server_get_url (hammer_board_entry_window_get_server (window)), ==,
                   url);
  note = ui_find_required (GTK_WIDGET (window), "note_label");
  g_assert_false (gtk_widget_get_visible (note));
  close_board_entry (window);

  uri = g_uri_parse (url, G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  port = (guint) g_uri_get_port (uri);
  address = g_inet_socket_address_new (loopback, port);
  squatter = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                           &error);
  g_assert_no_error (error);
  g_assert_true (g_socket_bind (squatter, address, TRUE, &error));
  g_assert_true (g_socket_listen (squatter, &error));

  window = open_board_entry (f);
  g_assert_cmpstr (hammer_server_get_url (hammer_board_entry_window_get_server (window)), !=,
                   url);
  moved_key = board_key (window, 1);
  g_assert_cmpstr (moved_key, ==, key);
  note = ui_find_required (GTK_WIDGET (window), "note_label");
  prefix = g_strdup_printf ("Port %u could not be used", port);
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (note)), prefix));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (note)), "print them again"));
  ui_save_shot (GTK_WIDGET (window), "board-entry-port-moved.png");
}

static gboolean
has_label_starting (GtkWidget  *root,
                    const char *prefix)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), prefix))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label_starting (child, prefix))
      return TRUE;
  return FALSE;
}

/* Renewing the keys asks first; then the old codes stop working and the
 * new ones work. */
static void
test_renew_keys (Fixture       *f,
                 gconstpointer  data)
{
  HammerBoardEntryWindow *window = open_board_entry (f);
  g_autofree char *old_key = board_key (window, 3);
  g_autofree char *new_key = NULL;
  gint64 match_id = match_on_board (f, 3);

  /* Cancelled, nothing changes. */
  gtk_widget_activate_action (GTK_WIDGET (window), "board-entry.renew-keys", NULL);
  ui_respond ("cancel");
  new_key = board_key (window, 3);
  g_assert_cmpstr (new_key, ==, old_key);
  g_clear_pointer (&new_key, g_free);

  gtk_widget_activate_action (GTK_WIDGET (window), "board-entry.renew-keys", NULL);
  ui_respond ("renew");
  ui_wait_writes (f->ui.store);
  new_key = board_key (window, 3);
  g_assert_cmpstr (new_key, !=, old_key);
  /* The cards show the new codes' URLs. */
  g_assert_false (ui_has_label_containing (GTK_WIDGET (window), old_key));
  g_assert_true (ui_has_label_containing (GTK_WIDGET (window), new_key));
  g_assert_cmpuint (post_result (f, window, 3, match_id), ==, 200);
  g_assert_true (is_finished (f, match_id));
}

/* Print Codes makes a page with every board's name and URL on it. */
static void
test_print_codes (Fixture       *f,
                  gconstpointer  data)
{
  HammerBoardEntryWindow *window = open_board_entry (f);
  g_autofree char *path = g_build_filename (f->ui.dir, "codes.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *key = board_key (window, 6);
  g_autofree char *prefix = NULL;

  hammer_board_entry_window_set_print_to (window, path);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "board-entry.print", NULL));
  UI_WAIT_FOR (g_file_test (path, G_FILE_TEST_EXISTS));
  UI_WAIT_FOR (pdf_whole (path));
  g_assert_cmpuint (pdf_pages (path), ==, 1);
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Winterbeker — Board Entry"));
  for (guint b = 1; b <= 6; b++)
    {
      g_autofree char *name = g_strdup_printf ("Board %u", b);

      g_assert_nonnull (strstr (text, name));
    }
  /* The URL under a code, which wraps in its key. */
  prefix = g_strdup_printf ("%sboard/6?key=%.8s", hammer_server_get_url (
                              hammer_board_entry_window_get_server (window)), key);
  g_assert_nonnull (strstr (text, prefix));
}

/* The local network: the server listens on all addresses and shows the
 * machine's own, which phones reach; or, on a machine without a network,
 * stays on loopback and says why. */
static void
test_local_network (Fixture       *f,
                    gconstpointer  data)
{
  HammerBoardEntryWindow *window = open_board_entry (f);
  GtkWidget *network = ui_find_required (GTK_WIDGET (window), "network_switch");
  GtkLabel *address = GTK_LABEL (ui_find_required (GTK_WIDGET (window), "address_label"));
  GtkLabel *note = GTK_LABEL (ui_find_required (GTK_WIDGET (window), "note_label"));
  g_autofree char *key = board_key (window, 2);
  HammerServer *server;

  gtk_switch_set_active (GTK_SWITCH (network), TRUE);
  UI_WAIT_FOR (hammer_board_entry_window_get_server (window) != NULL &&
               hammer_server_is_running (hammer_board_entry_window_get_server (window)));
  server = hammer_board_entry_window_get_server (window);
  g_assert_nonnull (server);
  g_assert_true (hammer_server_is_running (server));
  if (gtk_switch_get_active (GTK_SWITCH (network)))
    {
      g_assert_true (g_str_has_prefix (hammer_server_get_url (server), "http://0.0.0.0:"));
      g_assert_false (g_str_has_prefix (gtk_label_get_text (address), "http://127."));
      g_assert_false (g_str_has_prefix (gtk_label_get_text (address), "http://0.0.0.0"));
      /* A phone reaches it at the address shown, with the same keys. */
      g_assert_cmpuint (post_result_to (f, gtk_label_get_text (address), key,
                                        match_on_board (f, 2)), ==, 200);
    }
  else
    {
      g_assert_true (g_str_has_prefix (gtk_label_get_text (address), "http://127.0.0.1:"));
      g_assert_true (g_str_has_prefix (gtk_label_get_text (note), "This computer is on no"));
    }

  /* Off again: loopback. */
  gtk_switch_set_active (GTK_SWITCH (network), FALSE);
  UI_WAIT_FOR (hammer_board_entry_window_get_server (window) != NULL &&
               g_str_has_prefix (hammer_server_get_url (
                                   hammer_board_entry_window_get_server (window)),
                                 "http://127.0.0.1:"));
  server = hammer_board_entry_window_get_server (window);
  g_assert_true (g_str_has_prefix (hammer_server_get_url (server), "http://127.0.0.1:"));
  g_assert_cmpstr (gtk_label_get_text (address), ==, hammer_server_get_url (server));
}

/* The height at the bottom of a window a toast may cover: its own and its
 * margin. */
#define TOAST_ROOM 80

/* Confirming at the desk: the board's result waits in the window until the
 * desk records it. */
static gboolean
toast_starts (Fixture    *f,
              const char *start)
{
  g_auto(GStrv) titles = hammer_window_dup_toast_titles (f->ui.window);

  for (guint i = 0; titles != NULL && titles[i] != NULL; i++)
    if (g_str_has_prefix (titles[i], start))
      return TRUE;
  return FALSE;
}

static void
test_confirm_at_desk (Fixture       *f,
                      gconstpointer  data)
{
  HammerBoardEntryWindow *window = open_board_entry (f);
  GtkWidget *confirm = ui_find_required (GTK_WIDGET (window), "confirm_switch");
  GtkWidget *waiting = ui_find_required (GTK_WIDGET (window), "waiting_list");
  gint64 match_id = match_on_board (f, 2);
  GtkWidget *record, *overlay;
  graphene_rect_t bounds;

  gtk_switch_set_active (GTK_SWITCH (confirm), TRUE);
  ui_wait_writes (f->ui.store);
  g_assert_cmpuint (post_result (f, window, 2, match_id), ==, 202);
  UI_WAIT_FOR (gtk_widget_get_first_child (waiting) != NULL);
  /* The toast that says so comes before the desk records it, as it does
   * for a person at the desk. */
  UI_WAIT_FOR (toast_starts (f, "Result from board 2 waits for you: "));
  g_assert_false (is_finished (f, match_id));

  /* The row says what and from where; Record stores it. */
  {
    g_autoptr(JsonObject) match = read_match (f, match_id);
    JsonArray *names = hammer_json_array (match, "names");
    g_autofree char *title = g_strdup_printf ("Match %" G_GINT64_FORMAT ": %s – %s, 2 – 0",
                                              hammer_json_int (match, "number", 0),
                                              hammer_json_element_string (names, 0),
                                              hammer_json_element_string (names, 1));

    g_assert_true (has_label_starting (waiting, title));
  }
  g_assert_true (has_label_starting (waiting, "from board 2 at "));
  record = ui_find_button (waiting, "Record");
  g_assert_nonnull (record);
  /* At the window's own size the row shows without scrolling, above where
   * the toast that announced it comes in. */
  overlay = ui_find_required (GTK_WIDGET (window), "toast_overlay");
  UI_WAIT_FOR (gtk_widget_compute_bounds (ui_find_button (waiting, "Reject"), overlay, &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <,
                     gtk_widget_get_height (overlay) - TOAST_ROOM);
  ui_click (record);
  UI_WAIT_FOR (is_finished (f, match_id));
  UI_WAIT_FOR (gtk_widget_get_first_child (waiting) == NULL);
  UI_WAIT_FOR (ui_shows_match_state (f->ui.window, match_id, "Finished, from board 2"));

  /* The result is the board's, but recording it was the desk's doing: the
   * desk's toast offers Undo, and Ctrl+Z takes it back. */
  UI_WAIT_FOR (hammer_window_get_shown_toast (f->ui.window) != NULL &&
               adw_toast_get_button_label (hammer_window_get_shown_toast (f->ui.window)) != NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->ui.window), "window.undo-last", NULL);
  UI_WAIT_FOR (!is_finished (f, match_id));
  UI_WAIT_FOR (!ui_shows_match_state (f->ui.window, match_id, "Finished, from board 2"));
  /* The submission stays decided and does not wait again: the desk took
   * the result back on purpose, Redo brings it back, and the board may
   * send it anew. */
  ui_wait_ms (100);
  g_assert_null (gtk_widget_get_first_child (waiting));
  gtk_widget_activate_action (GTK_WIDGET (f->ui.window), "window.redo", NULL);
  UI_WAIT_FOR (is_finished (f, match_id));
  UI_WAIT_FOR (ui_shows_match_state (f->ui.window, match_id, "Finished, from board 2"));
}

/* Four players (@names) on two boards, each checked in with a key of
 * their own, drawn and called: the fixture's event from now on. @keys gets
 * each player's key by name. */
static void
new_checked_in_event (Fixture           *f,
                      GHashTable        *keys,
                      const char *const *names)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) entrants = NULL;
  HammerEventSpec spec;

  hammer_event_spec_init (&spec);
  spec.name = "Onderling";
  spec.rules = "table";
  spec.n_boards = 2;
  f->event_id = hammer_events_create (f->ui.store, &spec, &error);
  g_assert_no_error (error);
  entrants = hammer_events_add_entrants (f->ui.store, f->event_id, (const char **) names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_check_in_set_open (f->ui.store, f->event_id, 0, TRUE, &error));
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(JsonNode) found = hammer_check_in_search (f->ui.store, f->event_id, 0, names[i],
                                                          &error);
      gint64 player = hammer_json_int (json_array_get_object_element (json_node_get_array (found),
                                                                      0), "player", 0);
      char *key = hammer_check_in_player (f->ui.store, f->event_id, 0, player, 0, &error);

      g_assert_no_error (error);
      g_hash_table_insert (keys, g_strdup (names[i]), key);
    }
  g_assert_true (hammer_events_draw (f->ui.store, f->event_id, TRUE, 1, &error));
  g_assert_no_error (error);
  hammer_events_call_next_matches (f->ui.store, f->event_id, &error);
  g_assert_no_error (error);
}

/* A player's answer to the result proposed for @match_id. */
static guint
post_confirm (Fixture                *f,
              HammerBoardEntryWindow *window,
              const char             *key,
              gint64                  match_id,
              const char             *json)
{
  g_autofree char *url =
    g_strdup_printf ("%sapi/matches/%" G_GINT64_FORMAT "/confirm?key=%s",
                     hammer_server_get_url (hammer_board_entry_window_get_server (window)),
                     match_id, key);

  return post_json (f, url, json);
}

static const char *const PLAYERS[] = { "Anna", "Bert", "Carl", "Dirk", NULL };
/* Names a row must show as written: markup would eat or embolden them. */
static const char *const ODD_PLAYERS[] = {
  "<b>Eddy</b> & Co", "Ingrid <img src=x onerror=alert(1)>", "Carl & Dirk", "Bert <i>", NULL
};

/* Players agree to results, switched on in the window: a board's result
 * waits for them; when one says it is not right, the desk sees the
 * board's version naming them and theirs beside it. */
static void
test_players_dispute (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  HammerBoardEntryWindow *window;
  GtkWidget *players, *waiting;
  g_autoptr(JsonObject) match = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *disputed = NULL;
  const char *first, *second;
  gint64 match_id;

  new_checked_in_event (f, keys, PLAYERS);
  window = open_board_entry (f);
  players = ui_find_required (GTK_WIDGET (window), "players_switch");
  waiting = ui_find_required (GTK_WIDGET (window), "waiting_list");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (players)));
  gtk_switch_set_active (GTK_SWITCH (players), TRUE);
  UI_WAIT_FOR (hammer_events_get_confirm (f->ui.store, f->event_id) == HAMMER_CONFIRM_PLAYERS);

  match_id = match_on_board (f, 1);
  match = read_match (f, match_id);
  first = hammer_json_element_string (hammer_json_array (match, "names"), 0);
  second = hammer_json_element_string (hammer_json_array (match, "names"), 1);
  g_assert_cmpuint (post_result (f, window, 1, match_id), ==, 202);
  g_assert_cmpuint (post_confirm (f, window, g_hash_table_lookup (keys, first), match_id,
                                  "{\"agree\": true}"), ==, 200);
  /* Listed for the desk too, while it waits for the players, under a
   * heading that does not say it waits for the desk. */
  UI_WAIT_FOR (ui_has_label_containing (waiting, "waiting for the players to agree"));
  g_assert_false (is_finished (f, match_id));
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (
                     ui_find_required (GTK_WIDGET (window), "waiting_group"))), ==,
                   "Results Waiting");

  /* Their version: each game's points as they remember them, the other
   * side winning both, the loser's points kept. */
  theirs = g_strdup ("{\"agree\": false, \"games\": [{\"totals\": [10, 15]},"
                     " {\"totals\": [13, 15]}]}");
  g_assert_cmpuint (post_confirm (f, window, g_hash_table_lookup (keys, second), match_id,
                                  theirs), ==, 200);
  UI_WAIT_FOR (gtk_widget_get_first_child (waiting) != NULL);
  disputed = g_strdup_printf ("%s says it is not right", second);
  UI_WAIT_FOR (ui_has_label_containing (waiting, disputed));
  g_assert_true (has_label_starting (waiting, "from board 1 at "));
  {
    g_autofree char *own = g_strdup_printf ("as %s says it was at ", second);

    g_assert_true (has_label_starting (waiting, own));
  }
  /* The desk can read it, but it has no ends to record. */
  {
    g_autoptr(GPtrArray) listed = hammer_board_entry_list_waiting_objects (f->ui.store,
                                                                           f->event_id, NULL);
    g_autoptr(GError) error = NULL;
    HammerBoardSubmission *own = NULL;

    g_assert_nonnull (listed);
    for (guint i = 0; i < listed->len; i++)
      if (hammer_board_submission_get_player (g_ptr_array_index (listed, i)) != NULL)
        own = g_ptr_array_index (listed, i);
    g_assert_nonnull (own);
    g_assert_true (hammer_board_submission_has_result (own));
    g_assert_false (hammer_board_entry_record (f->ui.store, hammer_board_submission_get_id (own),
                                               NULL, &error));
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "not its ends"));
    g_assert_false (hammer_board_submission_can_record (own));
  }
  /* So its row offers no Record; the board's beside it does. */
  {
    guint n_record = 0, n_shown = 0;

    for (GtkWidget *row = gtk_widget_get_first_child (waiting); row != NULL;
         row = gtk_widget_get_next_sibling (row))
      {
        GtkWidget *record = g_object_get_data (G_OBJECT (row), "hammer-record");

        if (record == NULL)
          continue;
        n_record++;
        n_shown += gtk_widget_get_visible (record);
      }
    g_assert_cmpuint (n_record, ==, 2);
    g_assert_cmpuint (n_shown, ==, 1);
  }
  g_assert_false (is_finished (f, match_id));
  ui_save_shot (GTK_WIDGET (window), "board-entry-players-dispute.png");
}

/* The title of a waiting row of match @match_id: "Match 3: A – B, 2 – 0". */
static char *
waiting_title (Fixture *f,
               gint64   match_id)
{
  g_autoptr(JsonObject) match = read_match (f, match_id);
  JsonArray *names = hammer_json_array (match, "names");

  return g_strdup_printf ("Match %" G_GINT64_FORMAT ": %s – %s, 2 – 0",
                          hammer_json_int (match, "number", 0),
                          hammer_json_element_string (names, 0),
                          hammer_json_element_string (names, 1));
}

/* The board's result waits for the players, and a player never checked
 * in on a phone: the desk sees it listed, names as written, and Record
 * stores the board's version; meanwhile the event's Boards view says the
 * board's match waits for its players rather than that it is in play. */
static void
test_players_record_at_desk (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  HammerBoardEntryWindow *window;
  GtkWidget *players, *waiting, *boards_view, *record = NULL;
  gint64 on_one, on_two;

  new_checked_in_event (f, keys, ODD_PLAYERS);
  window = open_board_entry (f);
  players = ui_find_required (GTK_WIDGET (window), "players_switch");
  waiting = ui_find_required (GTK_WIDGET (window), "waiting_list");
  gtk_switch_set_active (GTK_SWITCH (players), TRUE);
  UI_WAIT_FOR (hammer_events_get_confirm (f->ui.store, f->event_id) == HAMMER_CONFIRM_PLAYERS);

  on_one = match_on_board (f, 1);
  on_two = match_on_board (f, 2);
  g_assert_cmpuint (post_result (f, window, 1, on_one), ==, 202);
  g_assert_cmpuint (post_result (f, window, 2, on_two), ==, 202);
  /* Both wait for the players, each row with every name as written. */
  UI_WAIT_FOR (ui_has_label_containing (waiting, "waiting for the players to agree"));
  {
    g_autofree char *first = waiting_title (f, on_one);
    g_autofree char *second = waiting_title (f, on_two);

    UI_WAIT_FOR (has_label_starting (waiting, first) && has_label_starting (waiting, second));
  }
  g_assert_false (is_finished (f, on_one));
  ui_wait_frames (GTK_WIDGET (window), 3);
  ui_save_shot (GTK_WIDGET (window), "board-entry-players-waiting.png");

  /* The event's Boards view: the boards' matches wait for the players. */
  hammer_window_show_event_view (f->ui.window, f->event_id, "boards");
  UI_WAIT_FOR ((boards_view = ui_find_by_type (GTK_WIDGET (f->ui.window),
                                               HAMMER_TYPE_BOARDS_VIEW)) != NULL &&
               gtk_widget_get_mapped (boards_view));
  UI_WAIT_FOR (ui_has_label_containing (boards_view, "Waiting for the players to agree"));
  /* The desk's toast names the players as written too. */
  {
    g_autoptr(JsonObject) match = read_match (f, on_two);
    JsonArray *names = hammer_json_array (match, "names");
    g_autofree char *said = g_strdup_printf ("board 2 waits for the players: %s – %s",
                                             hammer_json_element_string (names, 0),
                                             hammer_json_element_string (names, 1));

    UI_WAIT_FOR (ui_has_label_containing (GTK_WIDGET (f->ui.window), said));
  }
  ui_wait_frames (GTK_WIDGET (f->ui.window), 3);
  ui_save_shot (GTK_WIDGET (f->ui.window), "boards-view-players-waiting.png");

  /* Record stores the board's version of the first, at once. */
  for (GtkWidget *row = gtk_widget_get_first_child (waiting); row != NULL && record == NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      g_autofree char *first = waiting_title (f, on_one);

      if (has_label_starting (row, first))
        record = ui_find_button (row, "Record");
    }
  g_assert_nonnull (record);
  g_assert_null (ui_find_button (waiting, "Reject"));
  hammer_window_show_event_view (f->ui.window, f->event_id, "matches");
  ui_click (record);
  UI_WAIT_FOR (is_finished (f, on_one));
  UI_WAIT_FOR (ui_shows_match_state (f->ui.window, on_one, "Finished, from board 1"));
  g_assert_false (is_finished (f, on_two));
  /* A player's answer to it comes too late: the desk settled it. */
  {
    g_autoptr(JsonObject) match = read_match (f, on_one);
    const char *first = hammer_json_element_string (hammer_json_array (match, "names"), 0);

    g_assert_cmpuint (post_confirm (f, window, g_hash_table_lookup (keys, first), on_one,
                                    "{\"agree\": true}"), ==, 409);
  }
}

/* An event without boards has no board entry: the menu's item does
 * nothing. */
static void
test_no_boards (Fixture       *f,
                gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 without = store_new_event (f->ui.store, "Zonder Borden", "table",
                                    HAMMER_FORMAT_ROUND_ROBIN, 0, NULL,
                                    (const char * const *) names, 3);
  GtkWidget *page;

  hammer_window_show_event_view (f->ui.window, without, "matches");
  UI_WAIT_FOR (ui_find_by_type (GTK_WIDGET (f->ui.window), HAMMER_TYPE_EVENT_PAGE) != NULL);
  page = ui_find_by_type (GTK_WIDGET (f->ui.window), HAMMER_TYPE_EVENT_PAGE);
  gtk_widget_activate_action (page, "event.board-entry", NULL);
  ui_wait_ms (200);
  g_assert_null (ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW));

  /* The event with boards has it. */
  hammer_window_show_event_view (f->ui.window, f->event_id, "matches");
  UI_WAIT_FOR (hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (page)) == f->event_id);
  gtk_widget_activate_action (page, "event.board-entry", NULL);
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW) != NULL);
}

/* A day's event served alone offers no check-in of its own (a second key
 * and door sign beside the day's): its window says check-in is the day's. */
static void
test_day_event_check_in (Fixture       *f,
                         gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  g_autoptr(GError) error = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, 2, NULL, 15, NULL };
  gint64 day_id = hammer_days_create (f->ui.store, &spec, &error);
  gint64 of_day = store_new_event (f->ui.store, "Ladies", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                                   NULL, (const char * const *) names, -1);
  GtkWindow *lone, *day;
  GtkWidget *label, *phone, *group;

  g_assert_no_error (error);
  g_assert_true (hammer_days_add_event (f->ui.store, day_id, of_day, &error));
  g_assert_no_error (error);

  /* The lone event has its own check-in. */
  lone = hammer_board_entry_window_present (GTK_WINDOW (f->ui.window), f->ui.store, f->event_id);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (lone)));
  phone = ui_find_by_type (GTK_WIDGET (lone), HAMMER_TYPE_PHONE_CHECK_IN);
  g_assert_true (gtk_widget_get_visible (phone));
  g_assert_true (gtk_widget_get_visible (ui_find_required (GTK_WIDGET (lone),
                                                           "check_in_label")));
  gtk_window_destroy (lone);

  day = hammer_board_entry_window_present (GTK_WINDOW (f->ui.window), f->ui.store, of_day);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (day)));
  phone = ui_find_by_type (GTK_WIDGET (day), HAMMER_TYPE_PHONE_CHECK_IN);
  g_assert_false (gtk_widget_get_visible (phone));
  g_assert_false (hammer_phone_check_in_get_open (HAMMER_PHONE_CHECK_IN (phone)));
  label = ui_find_required (GTK_WIDGET (day), "check_in_label");
  g_assert_false (gtk_widget_get_visible (label));
  group = ui_find_required (GTK_WIDGET (day), "check_in_group");
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)),
                            "Check-in is the day’s"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/board-entry/result-and-undo", Fixture, GINT_TO_POINTER (0), fixture_set_up,
              test_board_result_and_undo, fixture_tear_down);
  g_test_add ("/ui/board-entry/port-taken", Fixture, GINT_TO_POINTER (0), fixture_set_up,
              test_port_taken, fixture_tear_down);
  g_test_add ("/ui/board-entry/port-again", Fixture, GINT_TO_POINTER (0), fixture_set_up,
              test_port_again, fixture_tear_down);
  g_test_add ("/ui/board-entry/confirm-at-desk", Fixture, GINT_TO_POINTER (0), fixture_set_up,
              test_confirm_at_desk, fixture_tear_down);
  g_test_add ("/ui/board-entry/players-dispute", Fixture, GINT_TO_POINTER (0), fixture_set_up,
              test_players_dispute, fixture_tear_down);
  g_test_add ("/ui/board-entry/players-record-at-desk", Fixture, GINT_TO_POINTER (0),
              fixture_set_up, test_players_record_at_desk, fixture_tear_down);
  g_test_add ("/ui/board-entry/renew-keys", Fixture, GINT_TO_POINTER (0), fixture_set_up,
              test_renew_keys, fixture_tear_down);
  g_test_add ("/ui/board-entry/print-codes", Fixture, GINT_TO_POINTER (0), fixture_set_up,
              test_print_codes, fixture_tear_down);
  g_test_add ("/ui/board-entry/local-network", Fixture, GINT_TO_POINTER (0), fixture_set_up,
              test_local_network, fixture_tear_down);
  g_test_add ("/ui/board-entry/no-boards", Fixture, GINT_TO_POINTER (0), fixture_set_up,
              test_no_boards, fixture_tear_down);
  g_test_add ("/ui/board-entry/day-event-check-in", Fixture, GINT_TO_POINTER (0),
              fixture_set_up, test_day_event_check_in, fixture_tear_down);
  return g_test_run ();
}
