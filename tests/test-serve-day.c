/* test-serve-day.c — the hall server of a whole day (`serve --day`): one
 * key per board of the day, boards called across the day's events, a
 * board's result stored in the event of the match on it, and the day's
 * hall with a tab per event; all through real HTTP on loopback
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "events/hammer-day.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-server.h"
#include "test-common.h"
#include "test-serve-common.h"

/* A won first-to-7 game, for side 0. */
#define WIN_FIRST "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}"

typedef struct
{
  char         *dir;
  char         *path;
  gint64        day_id;
  gint64        events[2];
  HammerServer *server;
  JsonNode     *description;
  SoupSession  *session;
} DayFixture;

static gint64
cli_id (const char *path,
        const char *first,
        ...) G_GNUC_NULL_TERMINATED;

/* Runs hammer-cli with the arguments after @first; the "id" it prints. */
static gint64
cli_id (const char *path,
        const char *first,
        ...)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) out = NULL;
  va_list args;

  va_start (args, first);
  cli_runv (&run, path, NULL, first, args);
  va_end (args);
  g_assert_cmpint (run.status, ==, 0);
  out = test_parse_json (run.out);
  return json_object_get_int_member (json_node_get_object (out), "id");
}

/* A day of two boards ("Tafel A", "Tafel B") and two events of four
 * players each, drawn, nobody in both: the day's call puts a match of
 * each event on a board. */
static void
day_set_up (DayFixture    *f,
            gconstpointer  data)
{
  const char *const events[][5] = {
    { "Singles", "Anna", "Bert", "Cor", "Dirk" },
    { "Ladies", "Eva", "Fien", "Greet", "Hanna" },
  };

  f->path = tmp_db_path ("hammer-serve-day-XXXXXX", &f->dir);
  f->day_id = cli_id (f->path, "day", "create", "--name", "Open", "--date", "2026-12-05",
                      "--boards", "2", "--board-names", "Tafel A,Tafel B", NULL);
  for (guint e = 0; e < G_N_ELEMENTS (events); e++)
    {
      g_autofree char *day = g_strdup_printf ("%" G_GINT64_FORMAT, f->day_id);
      g_autofree char *event = NULL;

      f->events[e] = cli_id (f->path, "event", "create", "--name", events[e][0], "--rules",
                             "table", "--option", "target=7", "--option", "best_of=1",
                             "--format", "single-elimination", "--day", day, NULL);
      event = g_strdup_printf ("%" G_GINT64_FORMAT, f->events[e]);
      cli_ok (f->path, "entrants", "add", "--event", event, events[e][1], events[e][2],
              events[e][3], events[e][4], NULL);
      cli_ok (f->path, "draw", "--event", event, NULL);
    }
  f->session = soup_session_new ();
}

static void
day_tear_down (DayFixture    *f,
               gconstpointer  data)
{
  serve_test_stop (&f->server, &f->description, &f->session, &f->dir, &f->path);
}

static void
call_day (DayFixture *f)
{
  g_autofree char *day = g_strdup_printf ("%" G_GINT64_FORMAT, f->day_id);

  cli_ok (f->path, "boards", "call", "--day", day, NULL);
}

static void
start (DayFixture *f)
{
  g_autoptr(GError) error = NULL;

  f->server = hammer_server_new_for_day (f->path, f->day_id);
  g_assert_true (hammer_server_start (f->server, NULL, 0, &error));
  g_assert_no_error (error);
  f->description = hammer_server_describe (f->server);
  g_assert_nonnull (f->description);
}

static void
fetch (DayFixture *f,
       const char *path,
       const char *body,
       Answer     *answer)
{
  g_autofree char *url = g_strconcat (hammer_server_get_url (f->server), path, NULL);

  request (f->session, url, body, NULL, answer);
}

static const char *
board_key (DayFixture *f,
           guint       board)
{
  JsonArray *boards = json_object_get_array_member (json_node_get_object (f->description),
                                                    "boards");

  return json_object_get_string_member (json_array_get_object_element (boards, board - 1),
                                        "key");
}

/* What `boards --day` says is on board @board: its event and match (0, 0
 * when free). */
static void
day_board (DayFixture *f,
           guint       board,
           gint64     *event,
           gint64     *match)
{
  g_autofree char *day = g_strdup_printf ("%" G_GINT64_FORMAT, f->day_id);
  g_autoptr(JsonNode) out = NULL;
  JsonObject *entry;

  g_assert_cmpint (cli_run_json (f->path, &out, NULL, "boards", "--day", day, NULL), ==, 0);
  entry = json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (out), "boards"), board - 1);
  g_assert_cmpint (json_object_get_int_member (entry, "number"), ==, board);
  *event = json_object_get_null_member (entry, "event")
           ? 0 : json_object_get_int_member (entry, "event");
  *match = json_object_get_null_member (entry, "match")
           ? 0 : json_object_get_int_member (entry, "match");
}

/* The match with @id of event @event as `hammer-cli matches` lists it. */
static JsonObject *
cli_match (DayFixture *f,
           gint64      event,
           gint64      id,
           JsonNode  **root)
{
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  JsonArray *matches;

  g_assert_cmpint (cli_run_json (f->path, root, NULL, "matches", "--event", text, NULL), ==, 0);
  matches = json_node_get_array (*root);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    if (json_object_get_int_member (json_array_get_object_element (matches, i), "id") == id)
      return json_array_get_object_element (matches, i);
  return NULL;
}

/* Board @board's page's JSON: its match's id and event (0, 0 when free). */
static void
served_board (DayFixture *f,
              guint       board,
              gint64     *event,
              gint64     *match,
              char      **event_name)
{
  g_autofree char *path = g_strdup_printf ("api/boards/%u?key=%s", board, board_key (f, board));
  g_auto(Answer) answer = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object, *on;

  fetch (f, path, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  root = test_parse_json (answer.body);
  object = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (object, "board"), ==, board);
  if (json_object_get_null_member (object, "match"))
    {
      *event = *match = 0;
      return;
    }
  on = json_object_get_object_member (object, "match");
  *match = json_object_get_int_member (on, "id");
  *event = json_object_get_int_member (json_object_get_object_member (on, "event"), "id");
  if (event_name != NULL)
    *event_name = g_strdup (json_object_get_string_member (
                              json_object_get_object_member (on, "event"), "name"));
}

/* One key per board of the day: the line names the day and its boards, and
 * every event of the day has the same keys (a board's code opens it
 * whichever event plays there). Renewing one event's keys renews the
 * day's. */
static void
test_day_keys (DayFixture    *f,
               gconstpointer  data)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *described;
  JsonArray *boards;

  start (f);
  described = json_node_get_object (f->description);
  g_assert_cmpint (json_object_get_int_member (described, "day"), ==, f->day_id);
  boards = json_object_get_array_member (described, "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (boards, 1),
                                                  "name"), ==, "Tafel B");
  g_assert_true (g_str_has_suffix (json_object_get_string_member (
                                     json_array_get_object_element (boards, 1), "url"),
                                   board_key (f, 2)));
  g_assert_cmpstr (board_key (f, 1), !=, board_key (f, 2));

  store = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  for (guint e = 0; e < 2; e++)
    {
      g_assert_cmpint (hammer_board_entry_find_key (store, f->events[e], board_key (f, 1)), ==, 1);
      g_assert_cmpint (hammer_board_entry_find_key (store, f->events[e], board_key (f, 2)), ==, 2);
      g_assert_cmpint (hammer_board_entry_find_key (
                         store, f->events[e],
                         json_object_get_string_member (described, "desk_key")), ==, 0);
    }
  g_assert_true (hammer_board_entry_renew_keys (store, f->events[1], &error));
  g_assert_no_error (error);
  g_assert_cmpint (hammer_board_entry_find_key (store, f->events[0], board_key (f, 1)), ==, -1);
  g_assert_cmpint (hammer_board_entry_find_day_key (store, f->day_id, board_key (f, 1)), ==, -1);
  {
    g_autoptr(JsonNode) renewed = hammer_board_entry_ensure_day (store, f->day_id, &error);
    JsonArray *keys;

    g_assert_no_error (error);
    keys = json_object_get_array_member (json_node_get_object (renewed), "boards");
    for (guint b = 0; b < 2; b++)
      {
        const char *key = json_object_get_string_member (json_array_get_object_element (keys,
                                                                                        b),
                                                         "key");

        g_assert_cmpint (hammer_board_entry_find_key (store, f->events[0], key), ==, b + 1);
        g_assert_cmpint (hammer_board_entry_find_key (store, f->events[1], key), ==, b + 1);
      }
  }
}

/* Boards called across the day's events: each board's page follows the
 * event whose match is on it and names that event; a board's key posts a
 * result for the match on its board into that event, and not for the
 * match on the other board; after it, the board's page shows the next
 * match the day calls there, from whichever event. */
static void
test_boards_follow_events (DayFixture    *f,
                           gconstpointer  data)
{
  gint64 events[3] = { 0 }, matches[3] = { 0 }, event = 0, match = 0;
  g_autofree char *name = NULL;
  g_autofree char *post = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *stored;

  call_day (f);
  start (f);
  for (guint b = 1; b <= 2; b++)
    {
      g_autofree char *event_name = NULL;

      day_board (f, b, &events[b], &matches[b]);
      g_assert_cmpint (matches[b], >, 0);
      served_board (f, b, &event, &match, &event_name);
      g_assert_cmpint (match, ==, matches[b]);
      g_assert_cmpint (event, ==, events[b]);
      g_assert_cmpstr (event_name, ==, events[b] == f->events[0] ? "Singles" : "Ladies");
    }
  /* The day's queue shares its boards: one match of each event. */
  g_assert_cmpint (events[1], !=, events[2]);

  /* Board 2's key does not open board 1's match: 403, nothing stored. */
  {
    g_auto(Answer) answer = { 0 };
    g_autofree char *wrong = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/result?key=%s",
                                              matches[1], board_key (f, 2));

    fetch (f, wrong, WIN_FIRST, &answer);
    g_assert_cmpuint (answer.status, ==, 403);
    stored = cli_match (f, events[1], matches[1], &root);
    g_assert_nonnull (stored);
    g_assert_cmpstr (json_object_get_string_member (stored, "state"), !=, "finished");
    g_clear_pointer (&root, json_node_unref);
  }
  /* A match of no event of the day: 404. */
  {
    g_auto(Answer) answer = { 0 };
    g_autofree char *none = g_strdup_printf ("api/matches/9999/result?key=%s", board_key (f, 1));

    fetch (f, none, WIN_FIRST, &answer);
    g_assert_cmpuint (answer.status, ==, 404);
  }

  /* Board 1's key stores board 1's result, in its event, from board 1. */
  {
    g_auto(Answer) answer = { 0 };

    post = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/result?key=%s", matches[1],
                            board_key (f, 1));
    fetch (f, post, WIN_FIRST, &answer);
    g_assert_cmpuint (answer.status, ==, 200);
  }
  stored = cli_match (f, events[1], matches[1], &root);
  g_assert_nonnull (stored);
  g_assert_cmpstr (json_object_get_string_member (stored, "state"), ==, "finished");
  g_assert_cmpstr (json_object_get_string_member (stored, "result_source"), ==, "board:1");
  g_clear_pointer (&root, json_node_unref);
  /* Not the other event's match of the same number. */
  g_assert_null (cli_match (f, events[2], matches[1], &root));
  g_clear_pointer (&root, json_node_unref);

  /* The board is free until the day calls its next match there. */
  served_board (f, 1, &event, &match, NULL);
  g_assert_cmpint (match, ==, 0);
  call_day (f);
  day_board (f, 1, &events[0], &matches[0]);
  g_assert_cmpint (matches[0], >, 0);
  g_assert_cmpint (matches[0], !=, matches[1]);
  served_board (f, 1, &event, &match, &name);
  g_assert_cmpint (match, ==, matches[0]);
  g_assert_cmpint (event, ==, events[0]);
  g_assert_cmpstr (name, ==, events[0] == f->events[0] ? "Singles" : "Ladies");
}

/* The day's hall: / is the day's page in the reader's language, with its
 * tab's words; /api/event lists both events and every board with the
 * event of the match on it; /api/events/ID is an event of the day's hall,
 * and no other event's. */
static void
test_day_hall (DayFixture    *f,
               gconstpointer  data)
{
  g_auto(Answer) page = { 0 };
  g_auto(Answer) hall = { 0 };
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *url = NULL;
  g_autofree char *path = NULL;
  JsonArray *events, *boards;
  gint64 other;

  call_day (f);
  start (f);
  {
    g_autoptr(SoupMessage) msg = NULL;
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;

    url = g_strconcat (hammer_server_get_url (f->server), NULL);
    msg = soup_message_new ("GET", url);
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language",
                                  "nl");
    bytes = soup_session_send_and_read (f->session, msg, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (soup_message_get_status (msg), ==, 200);
    text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
    g_assert_nonnull (strstr (text, "/static/day.js"));
    g_assert_nonnull (strstr (text, "Alle banen"));
    /* The event tabs' own words come from hall.js. */
    g_assert_nonnull (strstr (text, "Laatste uitslagen"));
  }
  fetch (f, "static/day.js", NULL, &page);
  g_assert_cmpuint (page.status, ==, 200);

  fetch (f, "api/event", NULL, &hall);
  g_assert_cmpuint (hall.status, ==, 200);
  root = test_parse_json (hall.body);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (
                                                 json_node_get_object (root), "day"), "id"),
                   ==, f->day_id);
  events = json_object_get_array_member (json_node_get_object (root), "events");
  g_assert_cmpuint (json_array_get_length (events), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (events, 0),
                                                  "name"), ==, "Singles");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (events, 1),
                                                  "name"), ==, "Ladies");
  boards = json_object_get_array_member (json_node_get_object (root), "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, 2);
  for (guint b = 0; b < 2; b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);
      gint64 event, match;

      day_board (f, b + 1, &event, &match);
      g_assert_cmpint (json_object_get_int_member (board, "event"), ==, event);
      g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (board, "match"),
                                                   "id"), ==, match);
    }
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                                             json_node_get_object (root), "next")), >, 0);
  /* What waits is what `boards --day` lists, entry for entry, the held
   * ones with who holds them: one writer for both. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HammerStore) store = hammer_store_open (f->path, &error);
    g_autoptr(JsonNode) listed = NULL;
    JsonArray *next = json_object_get_array_member (json_node_get_object (root), "next");
    JsonArray *matches;

    g_assert_no_error (error);
    listed = hammer_days_get_boards_json (store, f->day_id, &error);
    g_assert_no_error (error);
    matches = json_object_get_array_member (json_node_get_object (listed), "matches");
    g_assert_cmpuint (json_array_get_length (next), <=, json_array_get_length (matches));
    for (guint w = 0; w < json_array_get_length (next); w++)
      {
        g_assert_true (json_node_equal (json_array_get_element (next, w),
                                        json_array_get_element (matches, w)));
        g_assert_true (json_object_has_member (json_array_get_object_element (next, w),
                                               "names"));
      }
  }

  for (guint e = 0; e < 2; e++)
    {
      g_auto(Answer) tab = { 0 };
      g_autoptr(JsonNode) tab_root = NULL;
      g_autofree char *tab_path = g_strdup_printf ("api/events/%" G_GINT64_FORMAT, f->events[e]);
      JsonObject *tab_event;

      fetch (f, tab_path, NULL, &tab);
      g_assert_cmpuint (tab.status, ==, 200);
      tab_root = test_parse_json (tab.body);
      tab_event = json_object_get_object_member (json_node_get_object (tab_root), "event");
      g_assert_cmpstr (json_object_get_string_member (tab_event, "name"), ==,
                       e == 0 ? "Singles" : "Ladies");
    }

  /* An event of no day, and one that is not there. */
  other = cli_id (f->path, "event", "create", "--name", "Elsewhere", "--rules", "table",
                  "--format", "round-robin", NULL);
  path = g_strdup_printf ("api/events/%" G_GINT64_FORMAT, other);
  {
    g_auto(Answer) refused = { 0 };
    g_auto(Answer) missing = { 0 };

    fetch (f, path, NULL, &refused);
    g_assert_cmpuint (refused.status, ==, 404);
    fetch (f, "api/events/99999", NULL, &missing);
    g_assert_cmpuint (missing.status, ==, 404);
  }
}

/* What the hall server of one event refuses, its day's refuses too: a key
 * that opens nothing, another board's key, a route it does not have, a
 * method a route does not take; the day's hall and an event's tab answer
 * 304 while they are the ones a phone has. */
static void
test_day_refusals (DayFixture    *f,
                   gconstpointer  data)
{
  const char *const refused[][2] = {
    { "api/boards/1?key=00000000000000000000000000000000", "403" },
    { "api/boards/1?key=", "403" },
    { "api/boards/3?key=DESK", "404" },
    { "api/events/abc", "404" },
    { "api/events/0", "404" },
    { "api/day", "404" },
  };
  g_autofree char *other = NULL;
  g_autofree char *tab = NULL;

  call_day (f);
  start (f);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto(Answer) answer = { 0 };
      g_autofree char *path = NULL;
      const char *desk = json_object_get_string_member (json_node_get_object (f->description),
                                                        "desk_key");
      g_auto(GStrv) parts = g_strsplit (refused[i][0], "DESK", 2);

      path = g_strjoinv (desk, parts);
      fetch (f, path, NULL, &answer);
      g_assert_cmpuint (answer.status, ==, g_ascii_strtoull (refused[i][1], NULL, 10));
    }
  /* Board 1's key does not open board 2. */
  {
    g_auto(Answer) answer = { 0 };

    other = g_strdup_printf ("api/boards/2?key=%s", board_key (f, 1));
    fetch (f, other, NULL, &answer);
    g_assert_cmpuint (answer.status, ==, 403);
  }
  /* Results are posted; an event's tab is read. */
  {
    g_auto(Answer) answer = { 0 };

    tab = g_strdup_printf ("api/events/%" G_GINT64_FORMAT, f->events[0]);
    fetch (f, tab, "{}", &answer);
    g_assert_cmpuint (answer.status, ==, 405);
  }
  for (guint i = 0; i < 2; i++)
    {
      g_auto(Answer) first = { 0 };
      g_auto(Answer) again = { 0 };
      g_autofree char *url = g_strconcat (hammer_server_get_url (f->server),
                                          i == 0 ? "api/event" : tab, NULL);
      const char *etag;

      request (f->session, url, NULL, NULL, &first);
      g_assert_cmpuint (first.status, ==, 200);
      etag = soup_message_headers_get_one (first.headers, "ETag");
      g_assert_nonnull (etag);
      request (f->session, url, NULL, etag, &again);
      g_assert_cmpuint (again.status, ==, 304);
    }
}

/* `serve --event` of one event of the day: a board another event of the
 * day plays on is not free on its hall page, and a board's key of the day
 * opens it there too. */
static void
test_event_of_day (DayFixture    *f,
                   gconstpointer  data)
{
  g_autoptr(HammerServer) server = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) hall = NULL;
  g_auto(Answer) answer = { 0 };
  g_autofree char *url = NULL;
  gint64 event, match, other_event = 0;
  guint other_board = 0;
  JsonArray *boards;

  call_day (f);
  start (f);
  for (guint b = 1; b <= 2; b++)
    {
      day_board (f, b, &event, &match);
      if (event == f->events[1])
        {
          other_board = b;
          other_event = event;
        }
    }
  g_assert_cmpint (other_event, ==, f->events[1]);
  server = hammer_server_new (f->path, f->events[0]);
  g_assert_true (hammer_server_start (server, NULL, 0, &error));
  g_assert_no_error (error);
  url = g_strconcat (hammer_server_get_url (server), "api/event", NULL);
  request (f->session, url, NULL, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  hall = test_parse_json (answer.body);
  boards = json_object_get_array_member (json_object_get_object_member (
                                           json_node_get_object (hall), "boards"), "boards");
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);

      if (json_object_get_int_member (board, "number") != other_board)
        continue;
      g_assert_true (json_object_get_null_member (board, "match"));
      g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (board,
                                                                                  "taken_by"),
                                                   "event"), ==, other_event);
    }
  {
    g_auto(Answer) opened = { 0 };
    g_autofree char *board_url = g_strdup_printf ("%sapi/boards/%u?key=%s",
                                                  hammer_server_get_url (server), other_board,
                                                  board_key (f, other_board));

    request (f->session, board_url, NULL, NULL, &opened);
    g_assert_cmpuint (opened.status, ==, 200);
  }
  hammer_server_stop (server);
}

/* A day that is not there, and one without events, is not served. */
static void
test_day_refused (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = tmp_db_path ("hammer-serve-day-XXXXXX", &dir);
  g_autoptr(HammerServer) missing = NULL;
  g_autoptr(HammerServer) empty = NULL;
  g_autoptr(GError) error = NULL;
  gint64 day_id;

  day_id = cli_id (path, "day", "create", "--name", "Empty", "--date", "2026-12-05", "--boards",
                   "3", NULL);
  missing = hammer_server_new_for_day (path, day_id + 1);
  g_assert_false (hammer_server_start (missing, NULL, 0, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);
  empty = hammer_server_new_for_day (path, day_id);
  g_assert_false (hammer_server_start (empty, NULL, 0, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_false (hammer_server_is_running (empty));
  tmp_remove_tree (dir);
}

static void
end_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* hammer-cli serve --day: the line names the day and its boards; --day
 * with --event, and a day without events, are refused with exit 2. */
static void
test_cli_serve_day (DayFixture    *f,
                    gconstpointer  data)
{
  g_autofree char *day = g_strdup_printf ("%" G_GINT64_FORMAT, f->day_id);
  g_autofree char *line = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) output = NULL;
  g_autoptr(JsonNode) described = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) both = { 0 };
  g_auto(CliRun) empty = { 0 };
  JsonObject *object;
  gint64 empty_day;
  g_autofree char *empty_text = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_set_child_setup (launcher, end_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("HAMMER_CLI"), "serve",
                                         "--database", f->path, "--day", day, "--port", "0",
                                         NULL);
  g_assert_no_error (error);
  output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  line = g_data_input_stream_read_line_utf8 (output, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  described = test_parse_json (line);
  object = json_node_get_object (described);
  g_assert_cmpint (json_object_get_int_member (object, "day"), ==, f->day_id);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "boards")), ==,
                    2);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (object, "url"),
                                   "http://127.0.0.1:"));
  g_subprocess_send_signal (process, SIGTERM);
  g_assert_true (g_subprocess_wait (process, NULL, &error));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);

  cli_run (&both, f->path, NULL, "serve", "--day", day, "--event", "1", NULL);
  g_assert_cmpint (both.status, ==, 2);
  empty_day = cli_id (f->path, "day", "create", "--name", "Empty", "--date", "2026-12-06",
                      "--boards", "1", NULL);
  empty_text = g_strdup_printf ("%" G_GINT64_FORMAT, empty_day);
  cli_run (&empty, f->path, NULL, "serve", "--day", empty_text, NULL);
  g_assert_cmpint (empty.status, ==, 2);
  g_assert_true (strstr (empty.out, "event create --day") != NULL ||
                 strstr (empty.err, "event create --day") != NULL);
}

#define ADD(path, func) \
  g_test_add ((path), DayFixture, NULL, day_set_up, (func), day_tear_down)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/serve-day/keys", test_day_keys);
  ADD ("/serve-day/boards-follow-events", test_boards_follow_events);
  ADD ("/serve-day/hall", test_day_hall);
  ADD ("/serve-day/cli", test_cli_serve_day);
  ADD ("/serve-day/refusals", test_day_refusals);
  ADD ("/serve-day/event-of-day", test_event_of_day);
  g_test_add_func ("/serve-day/refused", test_day_refused);

  return g_test_run ();
}
