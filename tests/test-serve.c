/* test-serve.c — the hall server through real HTTP on loopback: pages,
 * the hall's JSON, a board's match, results from the boards with every
 * refusal, seven boards at once, and `hammer-cli serve`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libsoup/soup.h>
#include <stdio.h>
#include <string.h>

#include "events/hammer-events.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-server.h"
#include "serve/hammer-server-private.h"
#include "store/hammer-store-private.h"
#include "test-common.h"
#include "test-serve-common.h"

#define N_BOARDS 7

/* A won first-to-7 game, and one both sides scored in (a leader-only game
 * refuses it). */
#define WIN_FIRST "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}"
#define WIN_SECOND "{\"games\": [{\"ends\": [{\"points\": [0, 7]}]}]}"
#define BOTH_SCORE "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [2, 1]}]}]}"

typedef struct
{
  StoreFixture  store;
  gint64        event_id;
  HammerServer *server;
  JsonNode     *description;
  SoupSession  *session;
} ServeFixture;

static void
fetch (ServeFixture *f,
       const char   *path,
       const char   *body,
       Answer       *answer)
{
  g_autofree char *url = g_strconcat (hammer_server_get_url (f->server), path, NULL);

  request (f->session, url, body, NULL, answer);
  /* Every answer, good or refused, carries the strict policy. */
  g_assert_cmpstr (soup_message_headers_get_one (answer->headers, "Content-Security-Policy"), ==,
                   "default-src 'self'; frame-ancestors 'none'");
  g_assert_cmpstr (soup_message_headers_get_one (answer->headers, "X-Content-Type-Options"), ==,
                   "nosniff");
}

static const char *
board_key (ServeFixture *f,
           guint         board)
{
  JsonArray *boards = json_object_get_array_member (json_node_get_object (f->description),
                                                    "boards");

  return json_object_get_string_member (json_array_get_object_element (boards, board - 1),
                                        "key");
}

/* The match on board @board, from the server's own answer. */
static JsonObject *
board_match (ServeFixture *f,
             guint         board,
             JsonNode    **root)
{
  g_autofree char *path = g_strdup_printf ("api/boards/%u?key=%s", board, board_key (f, board));
  g_auto(Answer) answer = { 0 };
  JsonObject *object;

  fetch (f, path, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  *root = test_parse_json (answer.body);
  object = json_node_get_object (*root);
  g_assert_cmpint (json_object_get_int_member (object, "board"), ==, board);
  return json_object_get_null_member (object, "match")
         ? NULL : json_object_get_object_member (object, "match");
}

static gint64
board_match_id (ServeFixture *f,
                guint         board)
{
  g_autoptr(JsonNode) root = NULL;
  JsonObject *match = board_match (f, board, &root);

  g_assert_nonnull (match);
  return json_object_get_int_member (match, "id");
}

static char *
result_path (gint64      match_id,
             const char *what,
             const char *key)
{
  return g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/%s?key=%s", match_id, what, key);
}

/* The match with @id as the store lists it. */
static JsonObject *
stored_match (ServeFixture *f,
              gint64        id,
              JsonNode    **root)
{
  g_autoptr(GError) error = NULL;
  JsonArray *matches;

  *root = hammer_events_get_matches_json (f->store.store, f->event_id, &error);
  g_assert_no_error (error);
  matches = json_node_get_array (*root);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    if (json_object_get_int_member (json_array_get_object_element (matches, i), "id") == id)
      return json_array_get_object_element (matches, i);
  g_assert_not_reached ();
}

/* How many changes the database holds, whoever made them (the server's
 * are not this store's own). */
static gint64
count_changes (ServeFixture *f)
{
  int rc;
  gint64 n = hammer_store_query_int (hammer_store_get_db (f->store.store),
                                     "SELECT count(*) FROM changes", &rc);

  g_assert_cmpint (rc, ==, SQLITE_OK);
  return n;
}

static void
assert_nothing_stored (ServeFixture *f,
                       gint64        match_id,
                       gint64        n_changes)
{
  g_autoptr(JsonNode) root = NULL;
  JsonObject *match = stored_match (f, match_id, &root);

  g_assert_cmpint (count_changes (f), ==, n_changes);
  g_assert_false (json_object_has_member (match, "result"));
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "ready");
}

/* An error answer names its problem in {"error": {"message", …}}. */
static JsonObject *
error_of (const Answer  *answer,
          JsonNode     **root)
{
  JsonObject *error;

  g_assert_cmpstr (soup_message_headers_get_content_type (answer->headers, NULL), ==,
                   "application/json");
  *root = test_parse_json (answer->body);
  error = json_object_get_object_member (json_node_get_object (*root), "error");
  g_assert_nonnull (error);
  g_assert_cmpstr (json_object_get_string_member (error, "message"), !=, "");
  return error;
}

static void
assert_refused (const Answer *answer,
                guint         status)
{
  g_autoptr(JsonNode) root = NULL;

  g_assert_cmpuint (answer->status, ==, status);
  error_of (answer, &root);
}


/* The message of a refused check of @body sent with Accept-Language
 * @language, after asserting the status. */
static char *
refusal_in (ServeFixture *f,
            const char   *path,
            const char   *body,
            const char   *language,
            guint         status)
{
  g_autoptr(SoupSession) session = soup_session_new_with_options ("accept-language", language,
                                                                  NULL);
  g_autofree char *url = g_strconcat (hammer_server_get_url (f->server), path, NULL);
  g_autoptr(JsonNode) root = NULL;
  g_auto(Answer) answer = { 0 };

  request (session, url, body, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, status);
  return g_strdup (json_object_get_string_member (error_of (&answer, &root), "message"));
}

/* A phone hears the rules' refusals, and the server's, in its own
 * language; the change log keeps the desk's. */
static void
test_languages (ServeFixture  *f,
                gconstpointer  data)
{
  gint64 id = board_match_id (f, 5);
  g_autofree char *check = result_path (id, "check", board_key (f, 5));
  g_autofree char *post = result_path (id, "result", board_key (f, 5));
  g_autofree char *wrong = result_path (id, "check", "00000000000000000000000000000000");
  g_autofree char *english = refusal_in (f, check, BOTH_SCORE, "en", 422);
  g_autofree char *dutch = refusal_in (f, check, BOTH_SCORE, "nl-NL, nl;q=0.9", 422);
  g_autofree char *german = refusal_in (f, post, BOTH_SCORE, "de-AT", 422);
  g_autofree char *german_key = refusal_in (f, wrong, WIN_FIRST, "de", 403);
  g_autoptr(SoupSession) session = soup_session_new_with_options ("accept-language", "de", NULL);
  g_autofree char *url = g_strconcat (hammer_server_get_url (f->server), post, NULL);
  g_auto(Answer) stored = { 0 };
  g_autofree char *description = NULL;
  sqlite3_stmt *stmt;

  g_assert_true (g_str_has_prefix (english, "Game 1, end 2: both sides scored"));
  g_assert_true (g_str_has_prefix (dutch, "Spel 1, end 2: beide partijen hebben gescoord"));
  g_assert_true (g_str_has_prefix (german, "Spiel 1, End 2: Beide Parteien haben gepunktet"));
  g_assert_cmpstr (german_key, ==, "Dieser Schlüssel öffnet die Bahneingabe nicht; den Code "
                                   "der Bahn erneut scannen");

  /* A refusal with a plural reads in the phone's language too. */
  {
    g_autofree char *plural = refusal_in (f, check, "{\"games\": [{\"ends\": "
                                                    "[{\"points\": [17, 0]}]}]}", "nl", 422);

    g_assert_nonnull (strstr (plural, "kan geen 17 hebben gescoord — 4 pucks leveren"));
  }

  request (session, url, WIN_FIRST, NULL, &stored);
  g_assert_cmpuint (stored.status, ==, 200);
  stmt = hammer_store_prepare (hammer_store_get_db (f->store.store),
                               "SELECT description FROM changes ORDER BY id DESC LIMIT 1", NULL);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  description = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  g_assert_true (g_str_has_prefix (description, "Result of "));
}

/* The answer's status line to @head sent as it is on a socket of its own. */
static guint
raw_status (ServeFixture *f,
            const char   *head)
{
  g_autoptr(GUri) uri = g_uri_parse (hammer_server_get_url (f->server), G_URI_FLAGS_NONE, NULL);
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) connection = NULL;
  g_autoptr(GError) error = NULL;
  char reply[64] = { 0 };
  gsize n_read = 0;
  guint status = 0;

  g_socket_client_set_timeout (client, 10);
  connection = g_socket_client_connect_to_host (client, g_uri_get_host (uri),
                                                g_uri_get_port (uri), NULL, &error);
  g_assert_no_error (error);
  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (connection)),
                             head, strlen (head), NULL, NULL, &error);
  g_assert_no_error (error);
  g_input_stream_read_all (g_io_stream_get_input_stream (G_IO_STREAM (connection)),
                           reply, sizeof reply - 1, &n_read, NULL, &error);
  g_assert_no_error (error);
  if (sscanf (reply, "HTTP/1.1 %u", &status) != 1)
    status = 0;
  return status;
}

/* A list of languages with an empty item is read as the rest of the list,
 * on every route; it once took the whole process down. */
static void
test_empty_language (ServeFixture  *f,
                     gconstpointer  data)
{
  static const char * const lists[] = { "de,", ",de", ",", "  ,  ", ";q=1" };

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      g_autofree char *head = g_strdup_printf ("GET /static/hammer.css HTTP/1.1\r\n"
                                               "Host: localhost\r\n"
                                               "Accept-Language: %s\r\n"
                                               "Connection: close\r\n\r\n", lists[i]);

      g_assert_cmpuint (raw_status (f, head), ==, 200);
    }
  g_assert_true (hammer_server_is_running (f->server));
}

/* A round robin of 14 on 7 boards: every board has a match at once. */
static void
serve_set_up (ServeFixture  *f,
              gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Player", 2 * N_BOARDS);
  g_autoptr(GError) error = NULL;

  store_fixture_set_up (&f->store, NULL);
  f->event_id = store_new_event (f->store.store, "Hall", "table", HAMMER_FORMAT_ROUND_ROBIN,
                                 N_BOARDS, "{\"target\": 7, \"best_of\": 1}",
                                 (const char * const *) names, 1);
  f->server = hammer_server_new (f->store.path, f->event_id);
  /* The rate limit has a test of its own. */
  hammer_server_set_rate_limit (f->server, 10000, 10000);
  /* A hall test's own interval, in µs. */
  if (data != NULL)
    hammer_server_set_hall_interval (f->server, *(const gint64 *) data);
  g_assert_true (hammer_server_start (f->server, NULL, 0, &error));
  g_assert_no_error (error);
  f->description = hammer_server_describe (f->server);
  f->session = soup_session_new ();
}

static void
serve_tear_down (ServeFixture  *f,
                 gconstpointer  data)
{
  g_clear_object (&f->session);
  hammer_server_stop (f->server);
  /* The signals still on their way hold the server. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_false (hammer_server_is_running (f->server));
  g_clear_object (&f->server);
  g_clear_pointer (&f->description, json_node_unref);
  store_fixture_tear_down (&f->store, NULL);
}

static void
test_described (ServeFixture  *f,
                gconstpointer  data)
{
  JsonObject *object = json_node_get_object (f->description);
  const char *url = json_object_get_string_member (object, "url");
  JsonArray *boards = json_object_get_array_member (object, "boards");
  g_autoptr(GHashTable) keys = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_true (g_str_has_prefix (url, "http://127.0.0.1:"));
  g_assert_true (g_str_has_suffix (url, "/"));
  g_assert_cmpstr (url, ==, hammer_server_get_url (f->server));
  g_assert_cmpuint (json_array_get_length (boards), ==, N_BOARDS);
  g_hash_table_add (keys, (gpointer) json_object_get_string_member (object, "desk_key"));
  for (guint i = 0; i < N_BOARDS; i++)
    {
      JsonObject *board = json_array_get_object_element (boards, i);
      const char *key = json_object_get_string_member (board, "key");
      g_autofree char *expected = g_strdup_printf ("%sboard/%u?key=%s", url, i + 1, key);

      g_assert_cmpint (json_object_get_int_member (board, "board"), ==, i + 1);
      g_assert_cmpstr (json_object_get_string_member (board, "name"), !=, "");
      g_assert_cmpstr (json_object_get_string_member (board, "url"), ==, expected);
      /* 128 bits as 32 hex digits, each board its own. */
      g_assert_cmpuint (strlen (key), ==, 32);
      for (const char *c = key; *c; c++)
        g_assert_true (g_ascii_isxdigit (*c));
      g_assert_true (g_hash_table_add (keys, (gpointer) key));
    }
}

static void
test_pages (ServeFixture  *f,
            gconstpointer  data)
{
  g_autofree char *board = g_strdup_printf ("board/3?key=%s", board_key (f, 3));
  g_autofree char *other = g_strdup_printf ("board/3?key=%s", board_key (f, 4));
  g_autofree char *desk = g_strdup_printf (
    "board/3?key=%s",
    json_object_get_string_member (json_node_get_object (f->description), "desk_key"));
  g_auto(Answer) hall = { 0 };
  g_auto(Answer) page = { 0 };
  g_auto(Answer) desk_page = { 0 };
  g_auto(Answer) wrong = { 0 };
  g_auto(Answer) none = { 0 };
  g_auto(Answer) missing = { 0 };

  fetch (f, "", NULL, &hall);
  g_assert_cmpuint (hall.status, ==, 200);
  g_assert_cmpstr (soup_message_headers_get_content_type (hall.headers, NULL), ==, "text/html");
  g_assert_nonnull (strstr (hall.body, "<html"));

  fetch (f, board, NULL, &page);
  g_assert_cmpuint (page.status, ==, 200);
  g_assert_cmpstr (soup_message_headers_get_content_type (page.headers, NULL), ==, "text/html");
  fetch (f, desk, NULL, &desk_page);
  g_assert_cmpuint (desk_page.status, ==, 200);

  /* A key that does not open the board still gets the page, refused: the
   * page says so in the phone's language, never as JSON. */
  fetch (f, other, NULL, &wrong);
  g_assert_cmpuint (wrong.status, ==, 403);
  g_assert_cmpstr (soup_message_headers_get_content_type (wrong.headers, NULL), ==, "text/html");
  g_assert_nonnull (strstr (wrong.body, "board.js"));
  fetch (f, "board/3", NULL, &none);
  g_assert_cmpuint (none.status, ==, 403);
  g_assert_cmpstr (soup_message_headers_get_content_type (none.headers, NULL), ==, "text/html");
  fetch (f, "static/no-such-file.js", NULL, &missing);
  assert_refused (&missing, 404);
}

static void
test_event_json (ServeFixture  *f,
                 gconstpointer  data)
{
  g_autofree char *url = g_strconcat (hammer_server_get_url (f->server), "api/event", NULL);
  g_autofree char *post = result_path (board_match_id (f, 1), "result", board_key (f, 1));
  g_auto(Answer) first = { 0 };
  g_auto(Answer) again = { 0 };
  g_auto(Answer) stored = { 0 };
  g_auto(Answer) after = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) after_root = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *object, *latest;
  const char *etag;

  fetch (f, "api/event", NULL, &first);
  g_assert_cmpuint (first.status, ==, 200);
  etag = soup_message_headers_get_one (first.headers, "ETag");
  g_assert_nonnull (etag);
  root = test_parse_json (first.body);
  object = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (object, "event"),
                                                  "name"), ==, "Hall");
  g_assert_cmpuint (json_array_get_length (
                      json_object_get_array_member (
                        json_object_get_object_member (object, "boards"), "boards")), ==,
                    N_BOARDS);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "latest")), ==,
                    0);
  /* A best of 1 of two sides is always won: no Drawn column for it. */
  g_assert_false (json_object_get_boolean_member (json_object_get_object_member (object, "event"),
                                                  "draws"));

  /* Nothing changed: 304, no body. */
  request (f->session, url, NULL, etag, &again);
  g_assert_cmpuint (again.status, ==, 304);
  g_assert_cmpstr (again.body, ==, "");

  fetch (f, post, WIN_FIRST, &stored);
  g_assert_cmpuint (stored.status, ==, 200);
  request (f->session, url, NULL, etag, &after);
  g_assert_cmpuint (after.status, ==, 200);
  g_assert_cmpstr (soup_message_headers_get_one (after.headers, "ETag"), !=, etag);
  after_root = test_parse_json (after.body);
  object = json_node_get_object (after_root);
  latest = json_array_get_object_element (json_object_get_array_member (object, "latest"), 0);
  g_assert_cmpint (json_object_get_int_member (latest, "board"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (latest, "result"),
                                               "winner"), ==, 0);
  /* The standings are the core's, not a copy. */
  standings = hammer_events_get_standings_json (f->store.store, f->event_id, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (standings, json_object_get_member (object, "standings")));
}

static void
test_board_api (ServeFixture  *f,
                gconstpointer  data)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) free_root = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *other = g_strdup_printf ("api/boards/2?key=%s", board_key (f, 3));
  g_autofree char *missing = g_strdup_printf (
    "api/boards/9?key=%s",
    json_object_get_string_member (json_node_get_object (f->description), "desk_key"));
  g_auto(Answer) wrong = { 0 };
  g_auto(Answer) no_board = { 0 };
  JsonObject *match = board_match (f, 2, &root);
  gint64 id;

  g_assert_nonnull (match);
  g_assert_cmpint (json_object_get_int_member (match, "number"), >, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (match, "names")), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (match, "rules"), ==, "table");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (match, "options"),
                                               "target"), ==, 7);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (match, "games")), ==, 0);
  /* Best of 1 of table shuffleboard: one game, whose first shot is tossed for. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (match, "first_chosen")),
                    ==, 1);
  g_assert_true (json_array_get_boolean_element (json_object_get_array_member (match,
                                                                               "first_chosen"),
                                                 0));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "name"), ==,
                   "Board 2");
  /* What an end may hold, as the rules say: four weights, nothing below 0,
   * and no penalties on table shuffleboard's sheet. */
  {
    JsonObject *limits = json_object_get_object_member (match, "limits");
    JsonObject *points = json_object_get_object_member (limits, "points");

    g_assert_cmpint (json_object_get_int_member (points, "min"), ==, 0);
    g_assert_cmpint (json_object_get_int_member (points, "max"), ==, 16);
    g_assert_true (json_object_get_null_member (limits, "penalty_step"));
    g_assert_cmpstr (json_object_get_string_member (match, "format"), ==, "round-robin");
    g_assert_cmpstr (json_object_get_string_member (match, "format_name"), ==, "Round robin");
  }

  fetch (f, other, NULL, &wrong);
  assert_refused (&wrong, 403);
  fetch (f, missing, NULL, &no_board);
  assert_refused (&no_board, 404);

  /* Round 2 waits for players still playing round 1: a finished board
   * is free. */
  id = json_object_get_int_member (match, "id");
  {
    g_autofree char *post = result_path (id, "result", board_key (f, 2));
    g_auto(Answer) stored = { 0 };

    fetch (f, post, WIN_FIRST, &stored);
    g_assert_cmpuint (stored.status, ==, 200);
  }
  g_assert_null (board_match (f, 2, &free_root));
  g_assert_true (json_object_get_null_member (json_node_get_object (free_root), "match"));
  (void) error;
}

static void
count_signal (HammerServer *server,
              gint64        match_id,
              guint         board,
              gint64       *seen)
{
  seen[0] = match_id;
  seen[1] = board;
  seen[2]++;
}

static void
test_result_stored (ServeFixture  *f,
                    gconstpointer  data)
{
  gint64 id = board_match_id (f, 4);
  g_autofree char *post = result_path (id, "result", board_key (f, 4));
  g_auto(Answer) stored = { 0 };
  g_auto(Answer) again = { 0 };
  g_auto(Answer) different = { 0 };
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) conflict_root = NULL;
  gint64 seen[3] = { 0, 0, 0 };
  JsonObject *match;
  gint64 n_changes;

  g_signal_connect (f->server, "result-stored", G_CALLBACK (count_signal), seen);
  fetch (f, post, WIN_FIRST, &stored);
  g_assert_cmpuint (stored.status, ==, 200);
  state = test_parse_json (stored.body);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (state), "winner"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (state), "state"), ==,
                   "finished");

  match = stored_match (f, id, &root);
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
  g_assert_cmpstr (json_object_get_string_member (match, "result_source"), ==, "board:4");

  /* The signal comes on this thread's main context. */
  while (seen[2] == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (seen[0], ==, id);
  g_assert_cmpint (seen[1], ==, 4);

  /* The same result again (a phone that did not hear the answer): 200,
   * nothing new. */
  n_changes = count_changes (f);
  fetch (f, post, WIN_FIRST, &again);
  g_assert_cmpuint (again.status, ==, 200);
  g_assert_cmpint (count_changes (f), ==, n_changes);

  /* Another result: corrections are the desk's. */
  fetch (f, post, WIN_SECOND, &different);
  g_assert_cmpuint (different.status, ==, 409);
  error_of (&different, &conflict_root);
  g_assert_cmpint (count_changes (f), ==, n_changes);
  g_clear_pointer (&root, json_node_unref);
  match = stored_match (f, id, &root);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 0);
}

static void
test_refusals (ServeFixture  *f,
               gconstpointer  data)
{
  gint64 id = board_match_id (f, 5);
  gint64 n_changes = count_changes (f);
  g_autofree char *post = result_path (id, "result", board_key (f, 5));
  g_autofree char *wrong_key = result_path (id, "result", "0123456789abcdef0123456789abcdef");
  g_autofree char *other_board = result_path (id, "result", board_key (f, 6));
  g_autofree char *big = g_strnfill (64 * 1024 + 1, ' ');
  g_auto(Answer) broken = { 0 };
  g_auto(Answer) forbidden = { 0 };
  g_auto(Answer) elsewhere = { 0 };
  g_auto(Answer) malformed = { 0 };
  g_auto(Answer) not_object = { 0 };
  g_auto(Answer) too_large = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *error;

  /* A rule broken: the rules' sentence, with the game and end. */
  fetch (f, post, BOTH_SCORE, &broken);
  g_assert_cmpuint (broken.status, ==, 422);
  error = error_of (&broken, &root);
  g_assert_cmpint (json_object_get_int_member (error, "game"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (error, "end"), ==, 1);
  assert_nothing_stored (f, id, n_changes);

  fetch (f, wrong_key, WIN_FIRST, &forbidden);
  assert_refused (&forbidden, 403);
  fetch (f, other_board, WIN_FIRST, &elsewhere);
  assert_refused (&elsewhere, 403);
  fetch (f, post, "{\"games\": [", &malformed);
  assert_refused (&malformed, 400);
  fetch (f, post, "[1, 2]", &not_object);
  assert_refused (&not_object, 400);
  fetch (f, post, big, &too_large);
  assert_refused (&too_large, 413);
  assert_nothing_stored (f, id, n_changes);
}

static void
test_rate_limit (ServeFixture  *f,
                 gconstpointer  data)
{
  g_auto(Answer) refused = { 0 };
  guint n_ok = 0;

  hammer_server_set_rate_limit (f->server, 1, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_auto(Answer) answer = { 0 };

      fetch (f, "api/event", NULL, &answer);
      n_ok += answer.status == 200;
    }
  g_assert_cmpuint (n_ok, ==, 3);
  fetch (f, "api/event", NULL, &refused);
  assert_refused (&refused, 429);
}

static void
test_check (ServeFixture  *f,
            gconstpointer  data)
{
  gint64 id = board_match_id (f, 6);
  gint64 n_changes = count_changes (f);
  g_autofree char *check = result_path (id, "check", board_key (f, 6));
  g_autofree char *other = result_path (id, "check", board_key (f, 7));
  g_auto(Answer) partial = { 0 };
  g_auto(Answer) broken = { 0 };
  g_auto(Answer) whole = { 0 };
  g_auto(Answer) elsewhere = { 0 };
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) root = NULL;

  fetch (f, check, "{\"games\": [{\"ends\": [{\"points\": [4, 0]}]}]}", &partial);
  g_assert_cmpuint (partial.status, ==, 200);
  state = test_parse_json (partial.body);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (state), "state"), ==,
                   "in_progress");
  fetch (f, check, BOTH_SCORE, &broken);
  g_assert_cmpuint (broken.status, ==, 422);
  g_assert_cmpint (json_object_get_int_member (error_of (&broken, &root), "end"), ==, 1);
  /* The rule's place survives the GError into the answer, its members as
   * they always were. */
  {
    JsonObject *error = error_of (&broken, &root);
    g_autoptr(GList) members = json_object_get_members (error);
    g_autoptr(GString) names = g_string_new (NULL);

    for (const GList *l = members; l != NULL; l = l->next)
      g_string_append_printf (names, "%s%s", names->len > 0 ? "," : "", (const char *) l->data);
    g_assert_cmpstr (names->str, ==, "code,message,reason,game,end,side");
    g_assert_cmpstr (json_object_get_string_member (error, "code"), ==, "invalid");
    g_assert_nonnull (json_object_get_string_member (error, "reason"));
    g_assert_cmpint (json_object_get_int_member (error, "game"), ==, 0);
  }
  fetch (f, check, WIN_FIRST, &whole);
  g_assert_cmpuint (whole.status, ==, 200);
  fetch (f, other, WIN_FIRST, &elsewhere);
  assert_refused (&elsewhere, 403);
  assert_nothing_stored (f, id, n_changes);
}


/* The typed submissions and keys say what their JSON says. */
static void
assert_typed_agree (ServeFixture *f,
                    JsonNode     *waiting)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) submissions = hammer_board_entry_list_waiting_objects (f->store.store,
                                                                              f->event_id,
                                                                              &error);
  g_autoptr(JsonNode) entry = NULL;
  g_autoptr(GPtrArray) keys = NULL;
  JsonArray *list = json_node_get_array (waiting);
  JsonArray *boards;
  gboolean confirm = FALSE;

  g_assert_no_error (error);
  g_assert_cmpuint (submissions->len, ==, json_array_get_length (list));
  for (guint i = 0; i < submissions->len; i++)
    {
      HammerBoardSubmission *submission = g_ptr_array_index (submissions, i);
      JsonObject *item = json_array_get_object_element (list, i);
      JsonArray *names = json_object_get_array_member (item, "names");
      JsonObject *result = json_object_get_object_member (item, "result");
      HammerEventMatch *match = hammer_board_submission_get_match (submission);
      JsonArray *games_won = json_object_get_array_member (result, "games_won");

      g_assert_cmpint (hammer_board_submission_get_id (submission), ==,
                       json_object_get_int_member (item, "id"));
      g_assert_cmpint (hammer_board_submission_get_match_id (submission), ==,
                       json_object_get_int_member (item, "match"));
      g_assert_cmpint (hammer_board_submission_get_number (submission), ==,
                       json_object_get_int_member (item, "number"));
      g_assert_cmpint (hammer_board_submission_get_board (submission), ==,
                       json_object_get_int_member (item, "board"));
      g_assert_cmpstr (hammer_board_submission_get_received_at (submission), ==,
                       json_object_get_string_member (item, "received_at"));
      g_assert_cmpstr (hammer_board_submission_get_state (submission), ==, "waiting");
      g_assert_nonnull (names);
      for (guint s = 0; s < json_array_get_length (names); s++)
        g_assert_cmpstr (hammer_board_submission_get_name (submission, s), ==,
                         json_array_get_string_element (names, s));
      g_assert_true (hammer_board_submission_has_result (submission) == (result != NULL));
      g_assert_cmpint (hammer_event_match_get_number (match), ==,
                       json_object_get_int_member (item, "number"));
      g_assert_cmpuint (hammer_event_match_get_n_sides (match), ==, json_array_get_length (names));
      g_assert_true (hammer_event_match_get_has_score (match));
      for (guint s = 0; s < json_array_get_length (names); s++)
        {
          g_assert_cmpstr (hammer_event_match_get_side_name (match, s), ==,
                           json_array_get_string_element (names, s));
          g_assert_cmpint (hammer_event_match_get_games_won (match, s), ==,
                           json_array_get_int_element (games_won, s));
        }
    }

  entry = hammer_board_entry_ensure (f->store.store, f->event_id, &error);
  g_assert_no_error (error);
  keys = hammer_board_entry_list_keys (f->store.store, f->event_id, "http://hall.example/",
                                       &confirm, &error);
  g_assert_no_error (error);
  g_assert_true (confirm == json_object_get_boolean_member (json_node_get_object (entry),
                                                             "confirm"));
  boards = json_object_get_array_member (json_node_get_object (entry), "boards");
  g_assert_cmpuint (keys->len, ==, json_array_get_length (boards));
  g_assert_cmpuint (keys->len, >, 0);
  for (guint i = 0; i < keys->len; i++)
    {
      HammerBoardKey *key = g_ptr_array_index (keys, i);
      JsonObject *board = json_array_get_object_element (boards, i);
      g_autofree char *url = hammer_board_entry_board_url ("http://hall.example/",
                                                           json_object_get_int_member (board,
                                                                                       "board"),
                                                           json_object_get_string_member (board,
                                                                                          "key"));

      g_assert_cmpint (hammer_board_key_get_board (key), ==,
                       json_object_get_int_member (board, "board"));
      g_assert_cmpstr (hammer_board_key_get_name (key), ==,
                       json_object_get_string_member (board, "name"));
      g_assert_cmpstr (hammer_board_key_get_key (key), ==,
                       json_object_get_string_member (board, "key"));
      g_assert_cmpstr (hammer_board_key_get_url (key), ==, url);
    }
}

static void
test_confirm (ServeFixture  *f,
              gconstpointer  data)
{
  gint64 id = board_match_id (f, 7);
  g_autofree char *post = result_path (id, "result", board_key (f, 7));
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(JsonNode) waiting = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) again_root = NULL;
  g_auto(Answer) kept = { 0 };
  g_auto(Answer) again = { 0 };
  g_auto(Answer) broken = { 0 };
  g_auto(Answer) repeated = { 0 };
  gint64 change_id = 0;
  JsonObject *item, *match;
  gint64 n_changes;

  g_assert_true (hammer_board_entry_set_confirm (f->store.store, f->event_id, TRUE, &error));
  g_assert_no_error (error);
  n_changes = count_changes (f);

  /* A broken result is refused before it waits. */
  fetch (f, post, BOTH_SCORE, &broken);
  g_assert_cmpuint (broken.status, ==, 422);

  fetch (f, post, WIN_SECOND, &kept);
  g_assert_cmpuint (kept.status, ==, 202);
  answer = test_parse_json (kept.body);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (answer), "waiting"));
  assert_nothing_stored (f, id, n_changes);

  /* Sent again, it still waits once. */
  fetch (f, post, WIN_SECOND, &again);
  g_assert_cmpuint (again.status, ==, 202);
  again_root = test_parse_json (again.body);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (again_root), "submission"),
                   ==, json_object_get_int_member (json_node_get_object (answer), "submission"));

  waiting = hammer_board_entry_list_waiting (f->store.store, f->event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (waiting)), ==, 1);
  item = json_array_get_object_element (json_node_get_array (waiting), 0);
  g_assert_cmpint (json_object_get_int_member (item, "id"), ==,
                   json_object_get_int_member (json_node_get_object (answer), "submission"));
  g_assert_cmpint (json_object_get_int_member (item, "match"), ==, id);
  g_assert_cmpint (json_object_get_int_member (item, "board"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (item, "result"),
                                               "winner"), ==, 1);
  assert_typed_agree (f, waiting);

  /* The desk records it: the board's result, from the board. */
  g_assert_true (hammer_board_entry_record (f->store.store, json_object_get_int_member (item, "id"),
                                            &change_id, &error));
  g_assert_no_error (error);
  /* The change is the board's, and the desk that confirmed it is told which
   * one, to undo it: the desk's own newest change is not it. */
  g_assert_cmpint (change_id, >, 0);
  g_assert_cmpint (hammer_store_get_last_change (f->store.store), <, change_id);
  match = stored_match (f, id, &root);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (match, "result_source"), ==, "board:7");
  g_clear_pointer (&waiting, json_node_unref);
  waiting = hammer_board_entry_list_waiting (f->store.store, f->event_id, &error);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (waiting)), ==, 0);

  /* The result it has now, sent once more, waits for nobody. */
  fetch (f, post, WIN_SECOND, &repeated);
  g_assert_cmpuint (repeated.status, ==, 200);
  g_clear_pointer (&waiting, json_node_unref);
  waiting = hammer_board_entry_list_waiting (f->store.store, f->event_id, &error);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (waiting)), ==, 0);

  /* The desk that confirmed the board's result may take it back. */
  g_assert_true (hammer_store_undo (f->store.store, change_id, &error));
  g_assert_no_error (error);
  g_clear_pointer (&root, json_node_unref);
  match = stored_match (f, id, &root);
  g_assert_cmpstr (json_object_get_string_member (match, "state"), !=, "finished");
}

/* The desk turns a board's result down: the board's page learns it from
 * its board's answer, and may send the result again. */
static void
test_confirm_rejected (ServeFixture  *f,
                       gconstpointer  data)
{
  gint64 id = board_match_id (f, 6);
  g_autofree char *post = result_path (id, "result", board_key (f, 6));
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(JsonNode) waiting_root = NULL;
  g_autoptr(JsonNode) rejected_root = NULL;
  g_autoptr(JsonNode) free_root = NULL;
  g_auto(Answer) kept = { 0 };
  g_auto(Answer) again = { 0 };
  JsonObject *match;

  g_assert_true (hammer_board_entry_set_confirm (f->store.store, f->event_id, TRUE, &error));
  g_assert_no_error (error);
  match = board_match (f, 6, &free_root);
  g_assert_false (json_object_has_member (match, "submission"));

  fetch (f, post, WIN_SECOND, &kept);
  g_assert_cmpuint (kept.status, ==, 202);
  answer = test_parse_json (kept.body);
  match = board_match (f, 6, &waiting_root);
  g_assert_cmpstr (json_object_get_string_member (match, "submission"), ==, "waiting");

  g_assert_true (hammer_board_entry_reject (f->store.store,
                                            json_object_get_int_member (
                                              json_node_get_object (answer), "submission"),
                                            &error));
  g_assert_no_error (error);
  match = board_match (f, 6, &rejected_root);
  g_assert_cmpstr (json_object_get_string_member (match, "submission"), ==, "rejected");

  /* Put right and sent again, it waits anew. */
  fetch (f, post, WIN_FIRST, &again);
  g_assert_cmpuint (again.status, ==, 202);
}

typedef struct
{
  char  *url;
  guint  status;
} Poster;

static gpointer
post_from_board (gpointer data)
{
  Poster *poster = data;
  g_autoptr(SoupSession) session = soup_session_new ();
  g_auto(Answer) answer = { 0 };

  request (session, poster->url, WIN_FIRST, NULL, &answer);
  poster->status = answer.status;
  return NULL;
}

static void
test_seven_boards (ServeFixture  *f,
                   gconstpointer  data)
{
  Poster posters[N_BOARDS];
  GThread *threads[N_BOARDS];
  gint64 ids[N_BOARDS];
  gint64 n_changes = count_changes (f);

  for (guint b = 0; b < N_BOARDS; b++)
    {
      g_autofree char *path = NULL;

      ids[b] = board_match_id (f, b + 1);
      path = result_path (ids[b], "result", board_key (f, b + 1));
      posters[b].url = g_strconcat (hammer_server_get_url (f->server), path, NULL);
      posters[b].status = 0;
    }
  for (guint b = 0; b < N_BOARDS; b++)
    threads[b] = g_thread_new ("board", post_from_board, &posters[b]);
  for (guint b = 0; b < N_BOARDS; b++)
    {
      g_thread_join (threads[b]);
      g_assert_cmpuint (posters[b].status, ==, 200);
      g_free (posters[b].url);
    }

  /* Each stored once: one change each, every match finished. */
  g_assert_cmpint (count_changes (f), ==, n_changes + N_BOARDS);
  for (guint b = 0; b < N_BOARDS; b++)
    {
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *source = g_strdup_printf ("board:%u", b + 1);
      JsonObject *match = stored_match (f, ids[b], &root);

      g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
      g_assert_cmpstr (json_object_get_string_member (match, "result_source"), ==, source);
    }
}

static void
test_renew_keys (ServeFixture  *f,
                 gconstpointer  data)
{
  g_autofree char *old_key = g_strdup (board_key (f, 1));
  g_autofree char *old_path = g_strdup_printf ("api/boards/1?key=%s", old_key);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(Answer) before = { 0 };
  g_auto(Answer) after = { 0 };

  fetch (f, old_path, NULL, &before);
  g_assert_cmpuint (before.status, ==, 200);
  g_assert_true (hammer_board_entry_renew_keys (f->store.store, f->event_id, &error));
  g_assert_no_error (error);
  fetch (f, old_path, NULL, &after);
  assert_refused (&after, 403);

  /* The server describes the new keys, and they open the board. */
  g_clear_pointer (&f->description, json_node_unref);
  f->description = hammer_server_describe (f->server);
  g_assert_cmpstr (board_key (f, 1), !=, old_key);
  g_assert_nonnull (board_match (f, 1, &root));
}

static void
count_changed (HammerServer *server,
               guint        *n_changed)
{
  (*n_changed)++;
}

static void
test_boards_seen (ServeFixture  *f,
                  gconstpointer  data)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) boards = NULL;
  g_autoptr(GPtrArray) connections = NULL;
  JsonObject *first, *second;
  guint n_changed = 0;

  g_signal_connect (f->server, "boards-changed", G_CALLBACK (count_changed), &n_changed);
  board_match (f, 2, &root);
  /* Board 2 connected: said on this thread's main context. */
  while (n_changed == 0)
    g_main_context_iteration (NULL, TRUE);
  boards = hammer_server_list_boards (f->server);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (boards)), ==, N_BOARDS);
  first = json_array_get_object_element (json_node_get_array (boards), 0);
  second = json_array_get_object_element (json_node_get_array (boards), 1);
  g_assert_false (json_object_get_boolean_member (first, "connected"));
  g_assert_true (json_object_get_null_member (first, "last_seen"));
  g_assert_true (json_object_get_boolean_member (second, "connected"));
  g_assert_cmpstr (json_object_get_string_member (second, "address"), ==, "127.0.0.1");

  /* The typed boards say the same. */
  connections = hammer_server_list_connections (f->server);
  g_assert_cmpuint (connections->len, ==, N_BOARDS);
  for (guint i = 0; i < connections->len; i++)
    {
      HammerBoardConnection *board = g_ptr_array_index (connections, i);
      JsonObject *object = json_array_get_object_element (json_node_get_array (boards), i);
      JsonNode *last_seen = json_object_get_member (object, "last_seen");
      JsonNode *address = json_object_get_member (object, "address");

      g_assert_cmpint (hammer_board_connection_get_board (board), ==,
                       json_object_get_int_member (object, "board"));
      g_assert_cmpstr (hammer_board_connection_get_name (board), ==,
                       json_object_get_string_member (object, "name"));
      g_assert_true (hammer_board_connection_get_connected (board) ==
                     json_object_get_boolean_member (object, "connected"));
      g_assert_cmpstr (hammer_board_connection_get_last_seen (board), ==,
                       JSON_NODE_HOLDS_NULL (last_seen) ? NULL
                       : json_node_get_string (last_seen));
      g_assert_cmpstr (hammer_board_connection_get_address (board), ==,
                       JSON_NODE_HOLDS_NULL (address) ? NULL : json_node_get_string (address));
    }
  g_assert_nonnull (hammer_board_connection_get_last_seen (g_ptr_array_index (connections, 1)));
}

/* The hall's document under a stream of results: made when a spectator
 * asks and the database changed, but at most once an interval, so that the
 * spectators polling meanwhile hear 304; the next one made has every
 * result, the desk's own (another connection) among them. */
#define HALL_INTERVAL (3 * G_USEC_PER_SEC)

static const gint64 hall_interval = HALL_INTERVAL;

/* Whether the hall's document in @answer has the result of @match_id. */
static gboolean
hall_has_result (Answer *answer,
                 gint64  match_id)
{
  g_autoptr(JsonNode) root = test_parse_json (answer->body);
  JsonArray *latest = json_object_get_array_member (json_node_get_object (root), "latest");

  for (guint i = 0; i < json_array_get_length (latest); i++)
    if (json_object_get_int_member (json_array_get_object_element (latest, i), "id") == match_id)
      return TRUE;
  return FALSE;
}

static void
post_board_result (ServeFixture *f,
                   guint         board,
                   gint64        match_id)
{
  g_autofree char *path = result_path (match_id, "result", board_key (f, board));
  g_auto(Answer) answer = { 0 };

  fetch (f, path, WIN_FIRST, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
}

static void
test_hall_stream (ServeFixture  *f,
                  gconstpointer  data)
{
  g_autofree char *url = g_strconcat (hammer_server_get_url (f->server), "api/event", NULL);
  g_autoptr(JsonNode) input = json_from_string (WIN_SECOND, NULL);
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Answer) quiet = { 0 };
  g_auto(Answer) first = { 0 };
  g_auto(Answer) later = { 0 };
  g_auto(Answer) unchanged = { 0 };
  gint64 ids[4], made_at;
  g_autofree char *etag = NULL;

  for (guint b = 0; b < G_N_ELEMENTS (ids); b++)
    ids[b] = board_match_id (f, b + 1);
  fetch (f, "api/event", NULL, &quiet);
  g_assert_cmpuint (quiet.status, ==, 200);
  g_assert_cmpuint (hammer_server_get_n_hall_builds (f->server), ==, 1);

  /* The first result after a quiet while shows at once. */
  post_board_result (f, 1, ids[0]);
  request (f->session, url, NULL, soup_message_headers_get_one (quiet.headers, "ETag"), &first);
  made_at = g_get_monotonic_time ();
  g_assert_cmpuint (first.status, ==, 200);
  g_assert_true (hall_has_result (&first, ids[0]));
  g_assert_cmpuint (hammer_server_get_n_hall_builds (f->server), ==, 2);
  etag = g_strdup (soup_message_headers_get_one (first.headers, "ETag"));

  /* Those that follow within the interval, the desk's too: the spectators
   * polling meanwhile hear 304, and nothing is made for them. */
  post_board_result (f, 2, ids[1]);
  post_board_result (f, 3, ids[2]);
  state = hammer_events_record_result (f->store.store, f->event_id, ids[3], input, 0,
                                       &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 5; i++)
    {
      g_auto(Answer) again = { 0 };

      request (f->session, url, NULL, etag, &again);
      g_assert_cmpuint (again.status, ==, 304);
    }
  g_assert_cmpuint (g_get_monotonic_time () - made_at, <, HALL_INTERVAL);
  g_assert_cmpuint (hammer_server_get_n_hall_builds (f->server), ==, 2);

  /* After the interval, one document with every result. */
  g_usleep (made_at + HALL_INTERVAL + G_USEC_PER_SEC / 10 - g_get_monotonic_time ());
  request (f->session, url, NULL, etag, &later);
  g_assert_cmpuint (later.status, ==, 200);
  for (guint b = 0; b < G_N_ELEMENTS (ids); b++)
    g_assert_true (hall_has_result (&later, ids[b]));
  g_assert_cmpuint (hammer_server_get_n_hall_builds (f->server), ==, 3);

  /* Nothing changed since: 304, and nothing made. */
  request (f->session, url, NULL, soup_message_headers_get_one (later.headers, "ETag"),
           &unchanged);
  g_assert_cmpuint (unchanged.status, ==, 304);
  g_assert_cmpuint (hammer_server_get_n_hall_builds (f->server), ==, 3);
}

static const gint64 no_hall_interval = 0;

/* The hall's document lists the desk's calls, the latest first, each with
 * its board, players and time, which the page shows large for a while; the
 * answer's Date header is the server's clock for that while. */
static void
test_event_json_calls (ServeFixture  *f,
                       gconstpointer  data)
{
  g_auto(Answer) before = { 0 };
  g_auto(Answer) first = { 0 };
  g_auto(Answer) second = { 0 };
  g_autoptr(JsonNode) before_root = NULL;
  g_autoptr(JsonNode) first_root = NULL;
  g_autoptr(JsonNode) second_root = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *calls;
  JsonObject *call, *board = NULL;
  JsonArray *boards;

  fetch (f, "api/event", NULL, &before);
  before_root = test_parse_json (before.body);
  /* The draw put matches on the boards; nobody called them yet. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (before_root), "calls")), ==, 0);

  g_assert_true (hammer_events_call_board (f->store.store, f->event_id, 3, &error));
  g_assert_no_error (error);
  fetch (f, "api/event", NULL, &first);
  g_assert_cmpuint (first.status, ==, 200);
  g_assert_nonnull (soup_message_headers_get_one (first.headers, "Date"));
  first_root = test_parse_json (first.body);
  calls = json_object_get_array_member (json_node_get_object (first_root), "calls");
  g_assert_cmpuint (json_array_get_length (calls), ==, 1);
  call = json_array_get_object_element (calls, 0);
  g_assert_cmpint (json_object_get_int_member (call, "board"), ==, 3);
  /* A default name is the page's to say, in its reader's language. */
  g_assert_true (json_object_get_null_member (call, "name"));
  boards = json_object_get_array_member (json_object_get_object_member (
                                           json_node_get_object (first_root), "boards"),
                                         "boards");
  for (guint b = 0; b < json_array_get_length (boards); b++)
    if (json_object_get_int_member (json_array_get_object_element (boards, b), "number") == 3)
      board = json_array_get_object_element (boards, b);
  g_assert_nonnull (board);
  g_assert_cmpstr (json_object_get_string_member (call, "at"), ==,
                   json_object_get_string_member (board, "since"));
  g_assert_cmpint (json_object_get_int_member (call, "match"), ==,
                   json_object_get_int_member (json_object_get_object_member (board, "match"),
                                               "id"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (call, "names")), ==, 2);
  g_assert_nonnull (json_array_get_string_element (json_object_get_array_member (call, "names"),
                                                   0));

  /* A second call comes first. */
  g_assert_true (hammer_events_call_board (f->store.store, f->event_id, 5, &error));
  g_assert_no_error (error);
  fetch (f, "api/event", NULL, &second);
  second_root = test_parse_json (second.body);
  calls = json_object_get_array_member (json_node_get_object (second_root), "calls");
  g_assert_cmpuint (json_array_get_length (calls), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (calls, 0),
                                               "board"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (calls, 1),
                                               "board"), ==, 3);
}

#define ADD(name, func) \
  g_test_add (name, ServeFixture, NULL, serve_set_up, func, serve_tear_down)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/serve/described", test_described);
  ADD ("/serve/pages", test_pages);
  ADD ("/serve/event-json", test_event_json);
  /* Every change shows at once: no interval between documents. */
  g_test_add ("/serve/event-json/calls", ServeFixture, &no_hall_interval, serve_set_up,
              test_event_json_calls, serve_tear_down);
  ADD ("/serve/board-api", test_board_api);
  ADD ("/serve/result-stored", test_result_stored);
  ADD ("/serve/refusals", test_refusals);
  ADD ("/serve/rate-limit", test_rate_limit);
  ADD ("/serve/check", test_check);
  ADD ("/serve/languages", test_languages);
  ADD ("/serve/confirm", test_confirm);
  ADD ("/serve/confirm-rejected", test_confirm_rejected);
  ADD ("/serve/seven-boards", test_seven_boards);
  ADD ("/serve/renew-keys", test_renew_keys);
  ADD ("/serve/boards-seen", test_boards_seen);
  ADD ("/serve/empty-language", test_empty_language);
  g_test_add ("/serve/hall-stream", ServeFixture, &hall_interval, serve_set_up, test_hall_stream,
              serve_tear_down);

  return g_test_run ();
}
