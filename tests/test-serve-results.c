/* test-serve-results.c — what the hall server keeps of a board's result,
 * through raw sockets on loopback: the result as the rules read it (a
 * phone's extra members neither stored nor published), one waiting result
 * per board and match with a cap per event, the desk key's results
 * saying where they came from, and the desk's decisions on them written
 * off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "rules/hammer-result-plain.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-server-private.h"
#include "store/hammer-store-private.h"
#include "test-common.h"
#include "test-serve-raw.h"

#define N_BOARDS 4
/* As the core names them, for the test to build on a tree without them. */
#ifndef HAMMER_BOARD_ENTRY_MAX_WAITING
#define HAMMER_BOARD_ENTRY_MAX_WAITING 200
#endif
#ifndef HAMMER_SOURCE_DESK_KEY
#define HAMMER_SOURCE_DESK_KEY "desk-key"
#endif

#define WIN_FIRST "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}"
#define WIN_SECOND "{\"games\": [{\"ends\": [{\"points\": [0, 7]}]}]}"
#define JSON_TYPE "Content-Type: application/json\r\n"

typedef struct
{
  StoreFixture  store;
  gint64        event_id;
  HammerServer *server;
  JsonNode     *description;
  guint         port;
} ResultsFixture;

static const char *
board_key (ResultsFixture *f,
           guint           board)
{
  JsonObject *object = json_node_get_object (f->description);

  if (board == 0)
    return json_object_get_string_member (object, "desk_key");
  return json_object_get_string_member (
    json_array_get_object_element (json_object_get_array_member (object, "boards"), board - 1),
    "key");
}

static void
results_set_up (ResultsFixture *f,
                gconstpointer   data)
{
  g_auto(GStrv) names = numbered_names ("Player", 2 * N_BOARDS);
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = NULL;

  store_fixture_set_up (&f->store, NULL);
  f->event_id = store_new_event (f->store.store, "Hall", "table", HAMMER_FORMAT_ROUND_ROBIN,
                                 N_BOARDS, "{\"target\": 7, \"best_of\": 1}",
                                 (const char * const *) names, 1);
  f->server = hammer_server_new (f->store.path, f->event_id);
  hammer_server_set_rate_limit (f->server, 10000, 10000);
  g_assert_true (hammer_server_start (f->server, NULL, 0, &error));
  g_assert_no_error (error);
  f->description = hammer_server_describe (f->server);
  uri = g_uri_parse (hammer_server_get_url (f->server), G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  f->port = g_uri_get_port (uri);
}

static void
results_tear_down (ResultsFixture *f,
                   gconstpointer   data)
{
  hammer_server_stop (f->server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_clear_object (&f->server);
  g_clear_pointer (&f->description, json_node_unref);
  store_fixture_tear_down (&f->store, NULL);
}

/* The match on board @board, from the server's own answer. */
static gint64
board_match_id (ResultsFixture *f,
                guint           board)
{
  g_autofree char *path = g_strdup_printf ("/api/boards/%u?key=%s", board, board_key (f, board));
  g_autofree char *request = raw_get_request (path);
  g_auto(RawAnswer) answer = { 0 };
  g_autoptr(JsonNode) root = NULL;

  raw_exchange (f->port, NULL, request, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  root = test_parse_json (answer.body);
  return json_object_get_int_member (json_object_get_object_member (json_node_get_object (root),
                                                                    "match"), "id");
}

/* POSTs @body as match @match_id's result with board @board's key (0: the
 * desk's); the answer in @answer. */
static void
post_result (ResultsFixture *f,
             gint64          match_id,
             guint           board,
             const char     *body,
             RawAnswer      *answer)
{
  g_autofree char *path = g_strdup_printf ("/api/matches/%" G_GINT64_FORMAT "/result?key=%s",
                                           match_id, board_key (f, board));
  g_autofree char *request = raw_post_request (path, JSON_TYPE, body);

  raw_exchange (f->port, NULL, request, answer);
}

/* A text of one column of one row, read straight from the database. */
static char *
query_text (ResultsFixture *f,
            const char     *sql,
            gint64          id)
{
  sqlite3_stmt *stmt = NULL;
  char *text = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (hammer_store_get_db (f->store.store), sql, -1, &stmt,
                                       NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    text = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  return text;
}

static gint64
count_waiting (ResultsFixture *f)
{
  g_autofree char *n = query_text (f, "SELECT count(*) FROM board_submissions"
                                      " WHERE event_id = ?1 AND state = 'waiting'", f->event_id);

  return g_ascii_strtoll (n, NULL, 10);
}

static void
assert_json_equal (const char *text,
                   const char *expected);

/* The result the store keeps for match @id, as JSON: its short form read
 * back (hammer_result_stored_to_json()), or NULL. */
static char *
stored_result_json (ResultsFixture *f,
                    gint64          id)
{
  g_autofree char *stored = query_text (f, "SELECT result FROM matches WHERE id = ?1", id);

  return stored != NULL ? hammer_result_stored_to_json (stored) : NULL;
}

static void
assert_json_equal (const char *text,
                   const char *expected)
{
  g_autoptr(JsonNode) a = test_parse_json (text);
  g_autoptr(JsonNode) b = test_parse_json (expected);

  if (!json_node_equal (a, b))
    g_error ("%s is not %s", text, expected);
}

/* WIN_FIRST with members of a phone's own at every level, a large one
 * among them. */
static char *
padded_win_first (const char *pad)
{
  g_autofree char *big = g_strnfill (60000, 'x');

  return g_strdup_printf ("{\"pad\": \"%s%s\", \"games\": [{\"ends\": [{\"points\": [4, 0],"
                          " \"note\": \"close\"}, {\"points\": [3, 0]}],"
                          " \"extra\": {\"a\": 1}}], \"device\": \"phone\"}", pad, big);
}

/* Item 7: a result is stored as the rules read it, and the hall's JSON
 * never carries what a phone added; the same result with other extras
 * again is the same result. */
static void
test_unknown_members (ResultsFixture *f,
                      gconstpointer   data)
{
  gint64 id = board_match_id (f, 1);
  g_autofree char *padded = padded_win_first ("a");
  g_autofree char *other_pad = padded_win_first ("b");
  g_autofree char *stored = NULL;
  g_autofree char *event_request = raw_get_request ("/api/event");
  g_auto(RawAnswer) posted = { 0 };
  g_auto(RawAnswer) again = { 0 };
  g_auto(RawAnswer) plain = { 0 };
  g_auto(RawAnswer) event = { 0 };

  post_result (f, id, 1, padded, &posted);
  g_assert_cmpuint (posted.status, ==, 200);
  stored = stored_result_json (f, id);
  g_assert_null (strstr (stored, "pad"));
  assert_json_equal (stored, "{\"games\": [{\"ends\": [{\"points\": [4, 0]},"
                             " {\"points\": [3, 0]}]}]}");

  raw_exchange (f->port, NULL, event_request, &event);
  g_assert_cmpuint (event.status, ==, 200);
  g_assert_null (strstr (event.body, "xxxxxxxx"));
  g_assert_null (strstr (event.body, "device"));
  g_assert_cmpuint (strlen (event.body), <, 16384);

  /* The phone that did not hear the answer, with other extras, and the
   * result without any: the same result, not a different one (409). */
  post_result (f, id, 1, other_pad, &again);
  g_assert_cmpuint (again.status, ==, 200);
  post_result (f, id, 1, WIN_FIRST, &plain);
  g_assert_cmpuint (plain.status, ==, 200);
}

/* Item 7, the desk confirming: what waits is stored as the rules read it,
 * one per board and match, the newer in place of the older. */
static void
test_waiting_canonical (ResultsFixture *f,
                        gconstpointer   data)
{
  gint64 id = board_match_id (f, 2);
  g_autofree char *padded = padded_win_first ("a");
  g_autofree char *other_pad = padded_win_first ("b");
  g_autofree char *body = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) first_root = NULL;
  g_autoptr(JsonNode) second_root = NULL;
  g_autoptr(JsonNode) third_root = NULL;
  g_auto(RawAnswer) first = { 0 };
  g_auto(RawAnswer) second = { 0 };
  g_auto(RawAnswer) third = { 0 };
  gint64 first_id, second_id;

  g_assert_true (hammer_board_entry_set_confirm (f->store.store, f->event_id, TRUE, &error));
  g_assert_no_error (error);

  post_result (f, id, 2, padded, &first);
  g_assert_cmpuint (first.status, ==, 202);
  first_root = test_parse_json (first.body);
  first_id = json_object_get_int_member (json_node_get_object (first_root), "submission");
  body = query_text (f, "SELECT body FROM board_submissions WHERE id = ?1", first_id);
  g_assert_null (strstr (body, "pad"));
  g_assert_null (strstr (body, "note"));
  assert_json_equal (body, "{\"games\": [{\"ends\": [{\"points\": [4, 0]},"
                           " {\"points\": [3, 0]}]}]}");

  /* The board thinks again: its newer result waits instead. */
  post_result (f, id, 2, WIN_SECOND, &second);
  g_assert_cmpuint (second.status, ==, 202);
  second_root = test_parse_json (second.body);
  second_id = json_object_get_int_member (json_node_get_object (second_root), "submission");
  g_assert_cmpint (second_id, !=, first_id);
  g_assert_cmpint (count_waiting (f), ==, 1);
  g_assert_false (hammer_board_entry_record (f->store.store, first_id, NULL, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Back to the first with other extras: still one waits. */
  post_result (f, id, 2, other_pad, &third);
  g_assert_cmpuint (third.status, ==, 202);
  third_root = test_parse_json (third.body);
  g_assert_cmpint (count_waiting (f), ==, 1);
  g_assert_true (hammer_board_entry_record (f->store.store,
                                            json_object_get_int_member (
                                              json_node_get_object (third_root), "submission"),
                                            NULL, &error));
  g_assert_no_error (error);
  g_clear_pointer (&body, g_free);
  body = query_text (f, "SELECT result FROM matches WHERE id = ?1", id);
  g_assert_null (strstr (body, "pad"));
}

/* Item 7: an event's waiting results are capped; past it a board hears a
 * clear 503, and nothing more is kept. */
static void
test_waiting_full (ResultsFixture *f,
                   gconstpointer   data)
{
  gint64 id = board_match_id (f, 3);
  sqlite3 *db = hammer_store_get_db (f->store.store);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(RawAnswer) refused = { 0 };
  g_auto(RawAnswer) other = { 0 };
  JsonObject *refusal;

  g_assert_true (hammer_board_entry_set_confirm (f->store.store, f->event_id, TRUE, &error));
  g_assert_no_error (error);
  /* A hall's worth of results from boards the desk has not looked at. */
  for (guint i = 0; i < HAMMER_BOARD_ENTRY_MAX_WAITING; i++)
    {
      g_autofree char *sql = g_strdup_printf ("INSERT INTO board_submissions (event_id, match_id,"
                                              " board, body, received_at) VALUES (%"
                                              G_GINT64_FORMAT ", %" G_GINT64_FORMAT ", %u, '%s',"
                                              " '2026-12-01T10:00:00Z')",
                                              f->event_id, id, 100 + i, WIN_SECOND);

      g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
    }

  post_result (f, id, 3, WIN_FIRST, &refused);
  g_assert_cmpuint (refused.status, ==, 503);
  root = test_parse_json (refused.body);
  refusal = json_object_get_object_member (json_node_get_object (root), "error");
  g_assert_nonnull (strstr (json_object_get_string_member (refusal, "message"),
                            "wait for the desk already"));
  g_assert_cmpint (count_waiting (f), ==, HAMMER_BOARD_ENTRY_MAX_WAITING);

  /* One the desk decides on makes room. */
  g_assert_true (hammer_board_entry_reject (f->store.store, 1, &error));
  g_assert_no_error (error);
  post_result (f, id, 3, WIN_FIRST, &other);
  g_assert_cmpuint (other.status, ==, 202);
  g_assert_cmpint (count_waiting (f), ==, HAMMER_BOARD_ENTRY_MAX_WAITING);
}

/* Item 7 for `hammer-cli result`: it takes what it took (extra members
 * and all) and stores what the rules read; the event's document has none of
 * the extras. */
static void
test_cli_result (ResultsFixture *f,
                 gconstpointer   data)
{
  gint64 id = board_match_id (f, 1);
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->event_id);
  g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_autofree char *padded = padded_win_first ("a");
  g_autofree char *stored = NULL;
  g_autofree char *exported = NULL;
  g_autoptr(JsonNode) state = NULL;

  g_assert_cmpint (cli_run_json (f->store.path, &state, padded, "result", "--event", event,
                                 "--match", match, "--json", NULL), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (state), "state"), ==,
                   "finished");
  stored = stored_result_json (f, id);
  assert_json_equal (stored, WIN_FIRST);
  g_assert_cmpint (cli_run_text (f->store.path, &exported, NULL, NULL, "export", "--event",
                                 event, "--format", "json", NULL), ==, 0);
  g_assert_null (strstr (exported, "xxxxxxxx"));
  g_assert_null (strstr (exported, "device"));
}

/* A match of round 2: on no board yet. */
static gint64
unboarded_match_id (ResultsFixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = hammer_events_get_matches_json (f->store.store, f->event_id, &error);
  JsonArray *matches;

  g_assert_no_error (error);
  matches = json_node_get_array (root);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_object_get_null_member (match, "board") &&
          g_strcmp0 (json_object_get_string_member_with_default (match, "state", ""),
                     "ready") == 0)
        return json_object_get_int_member (match, "id");
    }
  g_assert_not_reached ();
}

static void
assert_desk_key_source (ResultsFixture *f,
                        gint64          match_id)
{
  g_autofree char *source = query_text (f, "SELECT result_source FROM matches WHERE id = ?1",
                                        match_id);
  g_autofree char *words = NULL;

  g_assert_cmpstr (source, ==, HAMMER_SOURCE_DESK_KEY);
  words = hammer_source_describe (source);
  g_assert_cmpstr (words, ==, "from the desk key");
}

/* Item 9: a result posted with the desk key says so, on a board's match
 * and on one on no board, stored at once or after the desk confirmed it. */
static void
test_desk_key_source (ResultsFixture *f,
                      gconstpointer   data)
{
  gint64 on_board = board_match_id (f, 4);
  gint64 unboarded = unboarded_match_id (f);
  g_autofree char *change_source = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) waiting = NULL;
  g_auto(RawAnswer) first = { 0 };
  g_auto(RawAnswer) second = { 0 };
  g_auto(RawAnswer) third = { 0 };
  gint64 confirmed;

  post_result (f, on_board, 0, WIN_FIRST, &first);
  g_assert_cmpuint (first.status, ==, 200);
  assert_desk_key_source (f, on_board);
  change_source = query_text (f, "SELECT source FROM changes ORDER BY id DESC LIMIT 1", 0);
  g_assert_cmpstr (change_source, ==, HAMMER_SOURCE_DESK_KEY);

  post_result (f, unboarded, 0, WIN_SECOND, &second);
  g_assert_cmpuint (second.status, ==, 200);
  assert_desk_key_source (f, unboarded);

  /* Waiting for the desk, it is the desk key's too. */
  g_assert_true (hammer_board_entry_set_confirm (f->store.store, f->event_id, TRUE, &error));
  g_assert_no_error (error);
  confirmed = board_match_id (f, 1);
  post_result (f, confirmed, 0, WIN_FIRST, &third);
  g_assert_cmpuint (third.status, ==, 202);
  waiting = hammer_board_entry_list_waiting_objects (f->store.store, f->event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (waiting->len, ==, 1);
  g_assert_cmpuint (hammer_board_submission_get_board (g_ptr_array_index (waiting, 0)), ==, 0);
  root = test_parse_json (third.body);
  g_assert_true (hammer_board_entry_record (f->store.store,
                                            json_object_get_int_member (json_node_get_object (root),
                                                                        "submission"),
                                            NULL, &error));
  g_assert_no_error (error);
  assert_desk_key_source (f, confirmed);
}

typedef struct
{
  guint changed;       /* the store's "changed" so far */
  guint changed_then;  /* … when the decision's callback ran */
  gboolean done;
  gboolean made;
  gint64 change_id;
  GError *error;
} Decided;

static void
count_changed_cb (HammerStore *store,
                  gpointer     user_data)
{
  ((Decided *) user_data)->changed++;
}

static void
decided_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Decided *decided = user_data;

  decided->made = hammer_board_entry_decide_finish (HAMMER_STORE (source), result,
                                                    &decided->change_id, &decided->error);
  decided->changed_then = decided->changed;
  decided->done = TRUE;
}

/* The desk's decision on @waiting, written off the main thread, waited for. */
static void
decide (ResultsFixture        *f,
        HammerBoardSubmission *waiting,
        gboolean               record,
        GCancellable          *cancellable,
        Decided               *decided)
{
  gulong handler = g_signal_connect (f->store.store, "changed", G_CALLBACK (count_changed_cb),
                                     decided);

  hammer_board_entry_decide_async (f->store.store, waiting, record, cancellable, decided_cb,
                                   decided);
  while (!decided->done)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (f->store.store, handler);
}

/* The desk's Record and Reject on the store's writer: a decision cancelled
 * before it ran is not made; a rejected result no longer waits and changes
 * no match; a recorded one is the match's, with the change the desk may
 * undo, and the store has told "changed" before the caller hears. */
static void
test_desk_decides_off_thread (ResultsFixture *f,
                              gconstpointer   data)
{
  gint64 first = board_match_id (f, 1), second = board_match_id (f, 2);
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  g_autoptr(GPtrArray) waiting = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *result = NULL;
  g_autofree char *source = NULL;
  g_autofree char *board = NULL;
  Decided dropped = { 0 }, rejected = { 0 }, recorded = { 0 };

  g_assert_true (hammer_board_entry_set_confirm (f->store.store, f->event_id, TRUE, &error));
  g_assert_cmpint (hammer_board_entry_submit (f->store.store, f->event_id, first, 1, WIN_FIRST,
                                              &error), >, 0);
  g_assert_cmpint (hammer_board_entry_submit (f->store.store, f->event_id, second, 2, WIN_FIRST,
                                              &error), >, 0);
  g_assert_no_error (error);
  waiting = hammer_board_entry_list_waiting_objects (f->store.store, f->event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (waiting->len, ==, 2);

  g_cancellable_cancel (cancelled);
  decide (f, g_ptr_array_index (waiting, 0), FALSE, cancelled, &dropped);
  g_assert_error (dropped.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint (count_waiting (f), ==, 2);

  decide (f, g_ptr_array_index (waiting, 0), FALSE, NULL, &rejected);
  g_assert_no_error (rejected.error);
  g_assert_true (rejected.made);
  g_assert_cmpint (rejected.change_id, ==, 0);
  g_assert_cmpint (count_waiting (f), ==, 1);
  result = query_text (f, "SELECT result FROM matches WHERE id = ?1",
                       hammer_board_submission_get_match_id (g_ptr_array_index (waiting, 0)));
  g_assert_null (result);

  decide (f, g_ptr_array_index (waiting, 1), TRUE, NULL, &recorded);
  g_assert_no_error (recorded.error);
  g_assert_true (recorded.made);
  g_assert_cmpint (recorded.change_id, >, 0);
  /* The change is the board's: the desk only confirmed it. */
  source = query_text (f, "SELECT source FROM changes WHERE id = ?1", recorded.change_id);
  board = hammer_source_for_board (2);
  g_assert_cmpstr (source, ==, board);
  g_assert_cmpuint (recorded.changed_then, >, 0);
  g_assert_cmpint (count_waiting (f), ==, 0);
  result = query_text (f, "SELECT result FROM matches WHERE id = ?1",
                       hammer_board_submission_get_match_id (g_ptr_array_index (waiting, 1)));
  g_assert_nonnull (result);
}

#define ADD(name, func) \
  g_test_add (name, ResultsFixture, NULL, results_set_up, func, results_tear_down)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/serve-results/unknown-members", test_unknown_members);
  ADD ("/serve-results/waiting-canonical", test_waiting_canonical);
  ADD ("/serve-results/waiting-full", test_waiting_full);
  ADD ("/serve-results/desk-key-source", test_desk_key_source);
  ADD ("/serve-results/cli-result", test_cli_result);
  ADD ("/serve-results/desk-decides-off-thread", test_desk_decides_off_thread);

  return g_test_run ();
}
