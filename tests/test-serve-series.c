/* test-serve-series.c — sjoelbak series cards through real HTTP on
 * loopback: a board's key takes the card of whoever shoots there, a
 * player's own key their own card only; games sent twice are stored once,
 * the desk's corrections win, and every refusal stores nothing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "serve/hammer-server.h"
#include "test-common.h"
#include "test-serve-common.h"

typedef struct
{
  char         *dir;
  char         *path;
  gint64        event_id;
  HammerServer *server;
  JsonNode     *description;
  SoupSession  *session;
} SeriesFixture;

/* Runs hammer-cli with the arguments after @f on its file; what it printed
 * (JSON); it must succeed. */
#define cli(f, ...) cli_json_ok ((f)->path, __VA_ARGS__)

static char *
event_text (SeriesFixture *f)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, f->event_id);
}

/* A series of three games for Anna, Bert and Cor on two boards, not drawn. */
static void
set_up (SeriesFixture *f,
        gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) added = NULL;
  g_autofree char *event = NULL;

  f->path = tmp_db_path ("hammer-serve-series-XXXXXX", &f->dir);
  created = cli (f, "event", "create", "--name", "Winter Series", "--rules", "sjoelbak",
                 "--option", "games=3", "--format", "series", "--boards", "2", NULL);
  f->event_id = json_object_get_int_member (json_node_get_object (created), "id");
  event = event_text (f);
  added = cli (f, "entrants", "add", "--event", event, "Anna de Vries", "Bert Bakker",
               "Cor Visser", NULL);
  f->session = soup_session_new ();
}

static void
tear_down (SeriesFixture *f,
           gconstpointer  data)
{
  serve_test_stop (&f->server, &f->description, &f->session, &f->dir, &f->path);
}

static void
draw (SeriesFixture *f)
{
  g_autofree char *event = event_text (f);
  g_autoptr(JsonNode) drawn = cli (f, "draw", "--event", event, NULL);
}

static void
start (SeriesFixture *f)
{
  f->server = serve_test_start (f->path, f->event_id, 0, &f->description);
}

#define board_key(f, board) serve_test_board_key ((f)->description, (board))

/* @path?@query&key=@key on the server; @body makes it a POST. */
static void
fetch (SeriesFixture *f,
       const char    *path,
       const char    *key,
       const char    *query,
       const char    *body,
       Answer        *answer)
{
  g_autofree char *url = g_strdup_printf ("%s%s?key=%s%s", hammer_server_get_url (f->server),
                                          path, key, query != NULL ? query : "");

  request (f->session, url, body, NULL, answer);
}

/* The card of @player, as @key reads it; must be 200. */
static JsonObject *
get_card (SeriesFixture *f,
          const char    *key,
          gint64         player,
          JsonNode     **root)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *query = player > 0 ? g_strdup_printf ("&player=%" G_GINT64_FORMAT, player)
                                      : NULL;

  fetch (f, "api/series/card", key, query, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  *root = test_parse_json (answer.body);
  return json_node_get_object (*root);
}

/* Sends @body for @player's card with @key; the status must be @status.
 * The answer's JSON. */
static JsonNode *
post_games (SeriesFixture *f,
            const char    *key,
            gint64         player,
            const char    *body,
            guint          status)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *query = player > 0 ? g_strdup_printf ("&player=%" G_GINT64_FORMAT, player)
                                      : NULL;

  fetch (f, "api/series/card", key, query, body, &answer);
  if (answer.status != status)
    g_error ("POST %s: %u, not %u: %s", body, answer.status, status, answer.body);
  return test_parse_json (answer.body);
}

/* The cards @text finds with board 1's key: {"events", "cards"}. */
static JsonNode *
search (SeriesFixture *f,
        const char    *text)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *escaped = g_uri_escape_string (text, NULL, FALSE);
  g_autofree char *query = g_strdup_printf ("&q=%s", escaped);

  fetch (f, "api/series", board_key (f, 1), query, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  return test_parse_json (answer.body);
}

/* The player of the one card @text finds. */
static gint64
find_player (SeriesFixture *f,
             const char    *text)
{
  g_autoptr(JsonNode) found = search (f, text);
  JsonArray *cards = json_object_get_array_member (json_node_get_object (found), "cards");

  g_assert_cmpuint (json_array_get_length (cards), ==, 1);
  return json_object_get_int_member (json_array_get_object_element (cards, 0), "player");
}

/* Each game's points on @name's card, as hammer-cli's matches have them,
 * written "87 108". */
static char *
stored (SeriesFixture *f,
        const char    *name)
{
  g_autofree char *event = event_text (f);
  g_autoptr(JsonNode) matches = cli (f, "matches", "--event", event, NULL);
  JsonArray *list = json_node_get_array (matches);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *points;

      if (!g_str_equal (json_array_get_string_element (json_object_get_array_member (match,
                                                                                     "names"),
                                                       0), name) ||
          !json_object_has_member (match, "game_points"))
        continue;
      points = json_array_get_array_element (json_object_get_array_member (match,
                                                                           "game_points"), 0);
      for (guint g = 0; g < json_array_get_length (points); g++)
        g_string_append_printf (text, "%s%" G_GINT64_FORMAT, g > 0 ? " " : "",
                                json_array_get_int_element (points, g));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* That @name's card holds @expected, as stored() writes it. */
static void
assert_stored (SeriesFixture *f,
               const char    *name,
               const char    *expected)
{
  g_autofree char *points = stored (f, name);

  g_assert_cmpstr (points, ==, expected);
}

static const char *
message_of (JsonNode *answer)
{
  return json_object_get_string_member (json_object_get_object_member (
                                          json_node_get_object (answer), "error"), "message");
}

/* A board finds a card by name (accents and case aside) or number and takes
 * its games as totals or counts; the card shows them and its total. */
static void
test_board_key (SeriesFixture *f,
                gconstpointer  data)
{
  g_autoptr(JsonNode) found = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) after = NULL;
  JsonObject *card, *game;
  JsonArray *events;
  gint64 anna, bert;

  draw (f);
  start (f);
  found = search (f, "");
  events = json_object_get_array_member (json_node_get_object (found), "events");
  g_assert_cmpuint (json_array_get_length (events), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (events, 0),
                                               "games"), ==, 3);
  /* Three cards of three games on two boards: both boards have cards shot
   * on them, and a board's page offers the finder on each. */
  {
    g_autofree char *boards = json_to_string (json_object_get_member (
                                                json_array_get_object_element (events, 0),
                                                "boards"), FALSE);

    g_assert_cmpstr (boards, ==, "[1,2]");
  }
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                                             json_node_get_object (found), "cards")), ==, 0);
  anna = find_player (f, "ANNA");
  bert = find_player (f, "2");
  g_assert_cmpint (anna, !=, bert);

  card = get_card (f, board_key (f, 1), anna, &root);
  g_assert_cmpstr (json_object_get_string_member (card, "name"), ==, "Anna de Vries");
  g_assert_cmpint (json_object_get_int_member (card, "next"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (card, "games"), ==, 3);

  /* Game 1 as a total on board 1, game 2 as counts (5, 6, 7, 5: 108) on board 2. */
  after = post_games (f, board_key (f, 1), anna, "{\"game\": 0, \"games\": [{\"total\": 87}]}",
                      200);
  g_clear_pointer (&after, json_node_unref);
  after = post_games (f, board_key (f, 2), anna,
                      "{\"game\": 1, \"games\": [{\"counts\": [5, 6, 7, 5]}]}", 200);
  card = json_node_get_object (after);
  g_assert_cmpint (json_object_get_int_member (card, "total"), ==, 195);
  g_assert_cmpint (json_object_get_int_member (card, "next"), ==, 2);
  game = json_array_get_object_element (json_object_get_array_member (card, "entered"), 1);
  g_assert_cmpint (json_object_get_int_member (game, "total"), ==, 108);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (game, "counts"),
                                               2), ==, 7);
  assert_stored (f, "Anna de Vries", "87 108");

  /* Two games at once finish Bert's card. */
  g_clear_pointer (&after, json_node_unref);
  after = post_games (f, board_key (f, 1), bert,
                      "{\"game\": 0, \"games\": [{\"total\": 60}, {\"total\": 70}, "
                      "{\"counts\": [0, 0, 0, 10]}]}", 200);
  card = json_node_get_object (after);
  g_assert_true (json_object_get_boolean_member (card, "finished"));
  g_assert_true (json_object_get_null_member (card, "next"));
  g_assert_cmpint (json_object_get_int_member (card, "total"), ==, 170);
}

/* A game two phones send is stored once; another version of a game on the
 * card, a game that skips one, a game past the series, counts that cannot
 * be and a body that is no JSON object are refused, and store nothing. */
static void
test_refusals (SeriesFixture *f,
               gconstpointer  data)
{
  const char *key;
  g_autoptr(JsonNode) answer = NULL;
  g_auto(Answer) wrong = { 0 };
  gint64 anna;

  draw (f);
  start (f);
  key = board_key (f, 1);
  anna = find_player (f, "vries");
  answer = post_games (f, key, anna,
                       "{\"game\": 0, \"games\": [{\"total\": 87}, {\"counts\": [5, 6, 7, 5]}]}",
                       200);
  g_clear_pointer (&answer, json_node_unref);

  /* The same game 2 from another board's phone: 200, stored once. */
  answer = post_games (f, board_key (f, 2), anna,
                       "{\"game\": 1, \"games\": [{\"counts\": [5, 6, 7, 5]}]}", 200);
  assert_stored (f, "Anna de Vries", "87 108");
  g_clear_pointer (&answer, json_node_unref);

  /* Another game 2: only the desk corrects. */
  answer = post_games (f, key, anna, "{\"game\": 1, \"games\": [{\"total\": 100}]}", 409);
  g_assert_nonnull (strstr (message_of (answer), "Game 2"));
  g_clear_pointer (&answer, json_node_unref);

  /* Game 4 before game 3; a fourth game of three. */
  answer = post_games (f, key, anna, "{\"game\": 3, \"games\": [{\"total\": 10}]}", 422);
  g_assert_nonnull (strstr (message_of (answer), "enter game 3 first"));
  g_clear_pointer (&answer, json_node_unref);
  answer = post_games (f, key, anna,
                       "{\"game\": 2, \"games\": [{\"total\": 10}, {\"total\": 10}]}", 422);
  g_assert_nonnull (strstr (message_of (answer), "Game 4"));
  g_clear_pointer (&answer, json_node_unref);

  /* Counts the rules refuse, naming game and compartment (its gate). */
  answer = post_games (f, key, anna, "{\"game\": 2, \"games\": [{\"counts\": [5, 6, -1, 5]}]}",
                       422);
  g_assert_cmpstr (message_of (answer), ==,
                   "Game 3: Anna de Vries cannot have -1 disks in compartment 3.");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (
                                                 json_node_get_object (answer), "error"),
                                               "game"), ==, 2);
  g_clear_pointer (&answer, json_node_unref);
  answer = post_games (f, key, anna,
                       "{\"game\": 2, \"games\": [{\"counts\": [5, \"x\", 7, 5]}]}", 422);
  g_assert_cmpstr (message_of (answer), ==,
                   "Game 3: the disks in compartment 2 must be a whole number");
  g_clear_pointer (&answer, json_node_unref);
  answer = post_games (f, key, anna,
                       "{\"game\": 2, \"games\": [{\"counts\": [10, 10, 10, 1]}]}", 422);
  g_assert_nonnull (strstr (message_of (answer), "31 disks"));
  g_clear_pointer (&answer, json_node_unref);
  answer = post_games (f, key, anna, "{\"game\": 2, \"games\": [{\"total\": 149}]}", 422);
  g_assert_nonnull (strstr (message_of (answer), "Game 3"));
  g_clear_pointer (&answer, json_node_unref);
  answer = post_games (f, key, anna, "[1, 2]", 400);
  g_clear_pointer (&answer, json_node_unref);
  assert_stored (f, "Anna de Vries", "87 108");

  /* A key that opens nothing. */
  fetch (f, "api/series/card", "0123456789abcdef0123456789abcdef", "&player=1",
         "{\"game\": 2, \"games\": [{\"total\": 10}]}", &wrong);
  g_assert_cmpuint (wrong.status, ==, 403);
  assert_stored (f, "Anna de Vries", "87 108");
}

/* The player of the one entrant the check-in search finds for @text. */
static gint64
check_in_player (SeriesFixture *f,
                 const char    *check_in_key,
                 const char    *text)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *query = g_strdup_printf ("&q=%s", text);
  g_autoptr(JsonNode) found = NULL;

  fetch (f, "api/players", check_in_key, query, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  found = test_parse_json (answer.body);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (found)), ==, 1);
  return json_object_get_int_member (json_array_get_object_element (json_node_get_array (found),
                                                                    0), "player");
}

/* A player's own key opens their own card only, and finds no others. */
static void
test_player_key (SeriesFixture *f,
                 gconstpointer  data)
{
  g_autofree char *event = event_text (f);
  g_autofree char *arrive = NULL;
  g_autofree char *bert_query = NULL;
  g_autoptr(JsonNode) opened = NULL;
  g_autoptr(JsonNode) checked = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_auto(Answer) arrival = { 0 };
  g_auto(Answer) other = { 0 };
  g_auto(Answer) looking = { 0 };
  const char *check_in_key, *own;
  JsonObject *card;
  gint64 anna, bert;

  /* Anna checks in before the draw, and her phone gets her own key. */
  opened = cli (f, "serve", "check-in", "--event", event, "--open", NULL);
  start (f);
  check_in_key = json_object_get_string_member (json_object_get_object_member (
                                                  json_node_get_object (f->description),
                                                  "check_in"), "key");
  anna = check_in_player (f, check_in_key, "anna");
  bert = check_in_player (f, check_in_key, "bert");
  arrive = g_strdup_printf ("api/players/%" G_GINT64_FORMAT "/check-in", anna);
  fetch (f, arrive, check_in_key, NULL, "{}", &arrival);
  g_assert_cmpuint (arrival.status, ==, 200);
  checked = test_parse_json (arrival.body);
  own = json_object_get_string_member (json_node_get_object (checked), "key");
  draw (f);

  /* Her card, asked for or not. */
  card = get_card (f, own, 0, &root);
  g_assert_cmpstr (json_object_get_string_member (card, "name"), ==, "Anna de Vries");
  g_clear_pointer (&root, json_node_unref);
  card = get_card (f, own, anna, &root);
  g_assert_cmpstr (json_object_get_string_member (card, "name"), ==, "Anna de Vries");
  answer = post_games (f, own, 0, "{\"game\": 0, \"games\": [{\"counts\": [7, 7, 7, 7]}]}",
                       200);
  assert_stored (f, "Anna de Vries", "140");
  g_clear_pointer (&answer, json_node_unref);

  /* Bert's card is not hers to read or write; nor is the search. */
  bert_query = g_strdup_printf ("&player=%" G_GINT64_FORMAT, bert);
  fetch (f, "api/series/card", own, bert_query, NULL, &other);
  g_assert_cmpuint (other.status, ==, 403);
  answer = post_games (f, own, bert, "{\"game\": 0, \"games\": [{\"total\": 148}]}", 403);
  g_assert_nonnull (strstr (message_of (answer), "your own"));
  assert_stored (f, "Bert Bakker", "");
  fetch (f, "api/series", own, "&q=bert", NULL, &looking);
  g_assert_cmpuint (looking.status, ==, 403);
}

/* The desk's correction wins: a phone's old version of the game is refused
 * after it, and the card goes on from the desk's games. */
static void
test_desk_correction (SeriesFixture *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) corrected = NULL;
  g_autoptr(JsonNode) state = NULL;
  gint64 anna, match_id;

  draw (f);
  start (f);
  anna = find_player (f, "anna");
  answer = post_games (f, board_key (f, 1), anna,
                       "{\"game\": 0, \"games\": [{\"total\": 87}, {\"total\": 108}]}", 200);
  match_id = json_object_get_int_member (json_node_get_object (answer), "match");
  g_clear_pointer (&answer, json_node_unref);

  store = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  corrected = test_parse_json ("{\"games\": [{\"ends\": [{\"points\": [87]}]},"
                               " {\"ends\": [{\"points\": [100]}]}]}");
  state = hammer_events_record_result (store, f->event_id, match_id, corrected, 0, &error);
  g_assert_no_error (error);
  assert_stored (f, "Anna de Vries", "87 100");

  /* A write that read the card before the correction cannot undo it: the
   * check is inside the write. */
  g_clear_pointer (&corrected, json_node_unref);
  g_clear_pointer (&state, json_node_unref);
  corrected = test_parse_json ("{\"games\": [{\"ends\": [{\"points\": [87]}]},"
                               " {\"ends\": [{\"points\": [108]}]},"
                               " {\"ends\": [{\"points\": [50]}]}]}");
  state = hammer_events_record_result (store, f->event_id, match_id, corrected,
                                       HAMMER_RESULT_KEEP_RESULT | HAMMER_RESULT_EXTENDS_ONLY,
                                       &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_assert_null (state);
  g_clear_error (&error);
  assert_stored (f, "Anna de Vries", "87 100");

  answer = post_games (f, board_key (f, 2), anna, "{\"game\": 1, \"games\": [{\"total\": 108}]}",
                       409);
  g_clear_pointer (&answer, json_node_unref);
  answer = post_games (f, board_key (f, 2), anna, "{\"game\": 2, \"games\": [{\"total\": 50}]}",
                       200);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (answer), "total"), ==, 237);
  assert_stored (f, "Anna de Vries", "87 100 50");
}

static void
add (const char *path,
     void (*test) (SeriesFixture *, gconstpointer))
{
  g_test_add (path, SeriesFixture, NULL, set_up, test, tear_down);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  add ("/serve/series/board-key", test_board_key);
  add ("/serve/series/refusals", test_refusals);
  add ("/serve/series/player-key", test_player_key);
  add ("/serve/series/desk-correction", test_desk_correction);
  return g_test_run ();
}
