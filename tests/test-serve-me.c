/* test-serve-me.c — a player's own page (/me, /api/me): the next match
 * before the draw, after it, once called and after a result, a player in
 * two events of a day, a lone event's, a sjoelbak series card, rotating
 * partners, results in the order they were played across the day, every
 * refusal, a key handed out once for what is served only, and a board's
 * result answered while the players' pages are read again; all through
 * real HTTP on loopback
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <sqlite3.h>

#include "serve/hammer-server-private.h"
#include "test-common.h"
#include "test-serve-common.h"

/* The shared fixture under the names these tests use. */
typedef PhoneFixture MeFixture;
#define tear_down phone_fixture_tear_down
#define fetch(...) phone_fixture_fetch (__VA_ARGS__)
/* Player @player checks in from the check-in page; their own key. */
#define check_in(f, player) phone_fixture_check_in ((f), (player))

/* Runs hammer-cli with the arguments after @first on @f's file, @input on
 * its standard input; what it printed (JSON); it must succeed. */
#define cli(f, input, ...) cli_input_json_ok ((f)->path, (input), __VA_ARGS__)

/* A day of two events on two boards: Anna and Bert in both; games to 7
 * points, one a match. */
static void
day_set_up (MeFixture     *f,
            gconstpointer  data)
{
  phone_fixture_day (f, "hammer-me-day-XXXXXX", "Tafel A,Tafel B", "target=7,best_of=1",
                     "Anna,Bert,Cor,Dirk", "Anna,Bert,Eva");
}

/* A lone event of four on two boards of its own. */
static void
event_set_up (MeFixture     *f,
              gconstpointer  data)
{
  phone_fixture_event (f, "hammer-me-event-XXXXXX", "target=7,best_of=1",
                       "Anna,Bert,Cor,Dirk");
}

/* A sjoelbak series of four games for two, on two boards. */
static void
series_set_up (MeFixture     *f,
               gconstpointer  data)
{
  phone_fixture_begin (f, "hammer-me-series-XXXXXX");
  f->event_id = phone_fixture_cli_id (f, "event", "create", "--name", "Winter Series", "--rules",
                                      "sjoelbak", "--option", "games=4", "--format", "series",
                                      "--boards", "2", NULL);
  phone_fixture_enter (f, f->event_id, "Anna,Bert");
}

/* Rotating partners: five players, three rounds, two boards. */
static void
rotating_set_up (MeFixture     *f,
                 gconstpointer  data)
{
  phone_fixture_begin (f, "hammer-me-rotating-XXXXXX");
  f->event_id = phone_fixture_cli_id (f, "event", "create", "--name", "Rotation", "--rules",
                                      "table", "--option", "target=7", "--option", "best_of=1",
                                      "--format", "rotating-partners", "--rounds", "3",
                                      "--boards", "2", NULL);
  phone_fixture_enter (f, f->event_id, "Anna,Bert,Cor,Dirk,Eva");
}

/* Serves the file, check-in open. */
static void
start (MeFixture *f)
{
  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
}

/* /api/me with @key: 200 and its answer. */
static JsonNode *
get_me (MeFixture  *f,
        const char *key)
{
  g_auto(Answer) answer = { 0 };

  fetch (f, "api/me", key, NULL, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  g_assert_cmpstr (soup_message_headers_get_one (answer.headers, "Cache-Control"), ==,
                   "no-store");
  g_assert_cmpstr (soup_message_headers_get_one (answer.headers, "Referrer-Policy"), ==,
                   "no-referrer");
  return test_parse_json (answer.body);
}

static JsonObject *
next_of (JsonNode *me)
{
  JsonObject *object = json_node_get_object (me);

  return json_object_get_null_member (object, "next") ? NULL
         : json_object_get_object_member (object, "next");
}

static void
draw_all (MeFixture *f)
{
  gint64 events[] = { f->event_id, f->second_id };

  for (guint e = 0; e < G_N_ELEMENTS (events) && events[e] != 0; e++)
    {
      g_autofree char *event = id_text (events[e]);
      g_autoptr(JsonNode) drawn = cli (f, NULL, "draw", "--event", event, "--seed", "7", NULL);
    }
}

/* Anna's match @next (as her page has it) ends 7–0: won by her when
 * @anna_wins, else by her opponent, from whichever side she is on. */
static void
anna_match_ends (MeFixture  *f,
                 JsonObject *next,
                 gboolean    anna_wins)
{
  g_autofree char *event = id_text (json_object_get_int_member (next, "event"));
  g_autofree char *match = id_text (json_object_get_int_member (next, "match"));
  guint side = g_str_equal (json_array_get_string_element (json_object_get_array_member (
                                                                 next, "opponents"), 0), "Dirk")
                  ? 0 : 1;
  gboolean first_wins = (side == 0) == anna_wins;
  g_autofree char *body = g_strdup_printf ("{\"games\": [{\"ends\": [{\"points\": %s}, "
                                           "{\"points\": %s}]}]}",
                                           first_wins ? "[4, 0]" : "[0, 4]",
                                           first_wins ? "[3, 0]" : "[0, 3]");
  g_autoptr(JsonNode) stored = cli (f, body, "result", "--event", event, "--match", match,
                                    NULL);
}

/* Anna through the day: nothing before the draw, her match with its
 * opponent and expected time after it, the call, then her result, her
 * places and the next match; both events' matches in her schedule. */
static void
test_day (MeFixture     *f,
          gconstpointer  data)
{
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) called = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(JsonNode) call = NULL;
  g_autofree char *key = NULL;
  g_autofree char *day = id_text (f->day_id);
  JsonObject *next;
  JsonArray *schedule;
  gboolean seen[2] = { FALSE, FALSE };
  gint64 first_match;

  start (f);
  key = check_in (f, 1);
  before = get_me (f, key);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (before), "player"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (before), "name"), ==,
                   "Anna");
  g_assert_null (next_of (before));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (before), "events")), ==, 2);

  draw_all (f);
  drawn = get_me (f, key);
  g_assert_nonnull ((next = next_of (drawn)));
  g_assert_false (json_object_get_boolean_member (next, "called"));
  g_assert_nonnull (json_object_get_string_member (next, "eta"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (next, "opponents")), ==,
                    1);
  schedule = json_object_get_array_member (json_node_get_object (drawn), "schedule");
  for (guint i = 0; i < json_array_get_length (schedule); i++)
    {
      gint64 of = json_object_get_int_member (json_array_get_object_element (schedule, i),
                                              "event");

      seen[0] |= of == f->event_id;
      seen[1] |= of == f->second_id;
    }
  g_assert_true (seen[0] && seen[1]);

  call = cli (f, NULL, "boards", "call", "--day", day, NULL);
  called = get_me (f, key);
  g_assert_nonnull ((next = next_of (called)));
  g_assert_true (json_object_get_boolean_member (next, "called"));
  g_assert_cmpint (json_object_get_int_member (next, "board"), >=, 1);
  g_assert_nonnull (json_object_get_string_member (next, "since"));
  g_assert_true (g_str_has_prefix (json_object_get_string_member (next, "board_name"), "Tafel "));
  first_match = json_object_get_int_member (next, "match");
  g_assert_cmpint (json_object_get_int_member (next, "event"), ==, f->event_id);

  /* Anna wins it, from whichever side she is on. */
  anna_match_ends (f, next, TRUE);
  after = get_me (f, key);
  {
    JsonArray *results = json_object_get_array_member (json_node_get_object (after), "results");
    JsonObject *result;

    g_assert_cmpuint (json_array_get_length (results), ==, 1);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (results, 0),
                                                 "match"), ==, first_match);
    result = json_object_get_object_member (json_array_get_object_element (results, 0),
                                            "result");
    g_assert_true (json_object_get_boolean_member (result, "won"));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                        json_node_get_object (after), "standings")), ==, 2);
  }
  g_assert_nonnull ((next = next_of (after)));
  g_assert_cmpint (json_object_get_int_member (next, "match"), !=, first_match);
}

/* The number of results on a player's page. */
static guint
n_results (MeFixture  *f,
           const char *key)
{
  g_autoptr(JsonNode) me = get_me (f, key);

  return json_array_get_length (json_object_get_array_member (json_node_get_object (me),
                                                              "results"));
}

/* Player @key's first match of event @event_id on their page, stored won
 * by its first side through hammer-cli. */
static void
store_first_match (MeFixture  *f,
                   const char *key,
                   gint64      event_id)
{
  g_autoptr(JsonNode) me = get_me (f, key);
  JsonArray *schedule = json_object_get_array_member (json_node_get_object (me), "schedule");
  g_autofree char *event = id_text (event_id);
  g_autofree char *match = NULL;
  g_autoptr(JsonNode) stored = NULL;

  for (guint i = 0; i < json_array_get_length (schedule) && match == NULL; i++)
    {
      JsonObject *item = json_array_get_object_element (schedule, i);

      if (json_object_get_int_member (item, "event") == event_id)
        match = id_text (json_object_get_int_member (item, "match"));
    }
  g_assert_nonnull (match);
  stored = cli (f, "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}",
                "result", "--event", event, "--match", match, NULL);
}

/* A result in one event of the day shows on its players' pages, and one in
 * the other event after it on theirs: the pages keep the events a change
 * leaves alone, never one it touched. */
static void
test_other_event (MeFixture     *f,
                  gconstpointer  data)
{
  g_autofree char *day = id_text (f->day_id);
  g_autofree char *cor = NULL;
  g_autofree char *eva = NULL;
  g_autoptr(JsonNode) called = NULL;

  start (f);
  /* Cor plays only the Singles, Eva only the Mixed. */
  cor = check_in (f, 3);
  eva = check_in (f, 5);
  draw_all (f);
  called = cli (f, NULL, "boards", "call", "--day", day, NULL);
  g_assert_cmpuint (n_results (f, cor), ==, 0);
  g_assert_cmpuint (n_results (f, eva), ==, 0);

  store_first_match (f, eva, f->second_id);
  g_assert_cmpuint (n_results (f, eva), ==, 1);
  g_assert_cmpuint (n_results (f, cor), ==, 0);

  store_first_match (f, cor, f->event_id);
  g_assert_cmpuint (n_results (f, cor), ==, 1);
  g_assert_cmpuint (n_results (f, eva), ==, 1);
}

/* /api/me answers 304 while nothing changed for the ETag the phone has. */
static void
test_not_modified (MeFixture     *f,
                   gconstpointer  data)
{
  g_auto(Answer) first = { 0 };
  g_auto(Answer) again = { 0 };
  g_auto(Answer) changed = { 0 };
  g_autofree char *key = NULL;
  g_autofree char *etag = NULL;

  start (f);
  key = check_in (f, 1);
  fetch (f, "api/me", key, NULL, NULL, &first);
  g_assert_cmpuint (first.status, ==, 200);
  etag = g_strdup (soup_message_headers_get_one (first.headers, "ETag"));
  g_assert_nonnull (etag);
  fetch (f, "api/me", key, NULL, etag, &again);
  g_assert_cmpuint (again.status, ==, 304);
  draw_all (f);
  fetch (f, "api/me", key, NULL, etag, &changed);
  g_assert_cmpuint (changed.status, ==, 200);
}

/* A wrong key, an old one, a key of the check-in page or a board: 403, the
 * page too (which then says so); another player's key opens only their
 * own page; the hall never shows a player's key. */
static void
test_refusals (MeFixture     *f,
               gconstpointer  data)
{
  g_auto(Answer) wrong = { 0 };
  g_auto(Answer) page = { 0 };
  g_auto(Answer) good_page = { 0 };
  g_auto(Answer) check_in_key = { 0 };
  g_auto(Answer) board_key = { 0 };
  g_auto(Answer) posted = { 0 };
  g_auto(Answer) hall = { 0 };
  g_autofree char *anna = NULL;
  g_autofree char *bert = NULL;
  g_autofree char *old = NULL;
  g_autoptr(JsonNode) bert_page = NULL;
  JsonObject *root;
  JsonArray *boards;

  start (f);
  root = json_node_get_object (f->description);
  boards = json_object_get_array_member (root, "boards");
  anna = check_in (f, 1);
  bert = check_in (f, 2);
  g_assert_cmpstr (anna, !=, bert);

  fetch (f, "api/me", "00000000000000000000000000000000", NULL, NULL, &wrong);
  g_assert_cmpuint (wrong.status, ==, 403);
  g_assert_nonnull (strstr (wrong.body, "does not open a player"));
  fetch (f, "me", "nonsense", NULL, NULL, &page);
  g_assert_cmpuint (page.status, ==, 403);
  g_assert_nonnull (strstr (page.body, "me.js"));
  fetch (f, "me", anna, NULL, NULL, &good_page);
  g_assert_cmpuint (good_page.status, ==, 200);
  g_assert_cmpstr (soup_message_headers_get_one (good_page.headers, "Cache-Control"), ==,
                   "no-store");
  g_assert_cmpstr (soup_message_headers_get_one (good_page.headers, "Referrer-Policy"), ==,
                   "no-referrer");
  fetch (f, "api/me", json_object_get_string_member (json_object_get_object_member (root,
                                                                                    "check_in"),
                                                     "key"), NULL, NULL, &check_in_key);
  g_assert_cmpuint (check_in_key.status, ==, 403);
  fetch (f, "api/me", json_object_get_string_member (json_array_get_object_element (boards, 0),
                                                     "key"), NULL, NULL, &board_key);
  g_assert_cmpuint (board_key.status, ==, 403);
  fetch (f, "api/me", anna, "{}", NULL, &posted);
  g_assert_cmpuint (posted.status, ==, 405);

  bert_page = get_me (f, bert);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (bert_page), "player"), ==,
                   2);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (bert_page), "name"), ==,
                   "Bert");
  {
    g_autofree char *text = json_to_string (bert_page, FALSE);

    g_assert_null (strstr (text, anna));
  }

  /* An old key: gone from the file, it opens nothing. */
  old = g_strdup (anna);
  {
    sqlite3 *raw = NULL;

    g_assert_cmpint (sqlite3_open (f->path, &raw), ==, SQLITE_OK);
    g_assert_cmpint (sqlite3_exec (raw, "DELETE FROM player_keys WHERE player_id = 1", NULL,
                                   NULL, NULL), ==, SQLITE_OK);
    sqlite3_close (raw);
  }
  {
    g_auto(Answer) gone = { 0 };

    fetch (f, "api/me", old, NULL, NULL, &gone);
    g_assert_cmpuint (gone.status, ==, 403);
  }

  draw_all (f);
  fetch (f, "api/event", "x", NULL, NULL, &hall);
  g_assert_cmpuint (hall.status, ==, 200);
  g_assert_null (strstr (hall.body, bert));
}

/* Where a player's match waits behind one of another event (for Cor and
 * Dirk, in Singles only, and Eva, in Mixed only, an event not theirs), the
 * page is told that event's name too. */
static void
test_after_other_event (MeFixture     *f,
                        gconstpointer  data)
{
  gboolean behind_other = FALSE;
  g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);

  start (f);
  /* Check-in closes at the draw. */
  for (gint64 player = 1; player <= 5; player++)
    g_ptr_array_add (keys, check_in (f, player));
  draw_all (f);
  for (guint p = 0; p < keys->len; p++)
    {
      g_autoptr(JsonNode) drawn = get_me (f, g_ptr_array_index (keys, p));
      JsonArray *schedule;

      schedule = json_object_get_array_member (json_node_get_object (drawn), "schedule");
      for (guint i = 0; i < json_array_get_length (schedule); i++)
        {
          JsonObject *item = json_array_get_object_element (schedule, i);
          JsonObject *after;
          gint64 of;

          if (json_object_get_null_member (item, "after"))
            continue;
          after = json_object_get_object_member (item, "after");
          of = json_object_get_int_member (after, "event");
          g_assert_cmpstr (json_object_get_string_member (after, "event_name"), ==,
                           of == f->event_id ? "Singles" : "Mixed");
          behind_other |= of != json_object_get_int_member (item, "event");
        }
    }
  g_assert_true (behind_other);
}

/* Anna loses her first match of a knockout: she has nothing more to play
 * and is told so, with her place, not to wait for a next match. */
static void
test_out (MeFixture     *f,
          gconstpointer  data)
{
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *key = NULL;
  JsonObject *next, *place;
  JsonArray *standings;

  start (f);
  key = check_in (f, 1);
  draw_all (f);
  drawn = get_me (f, key);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (drawn), "finished"));
  g_assert_nonnull ((next = next_of (drawn)));
  /* Anna's opponent wins. */
  anna_match_ends (f, next, FALSE);
  out = get_me (f, key);
  g_assert_null (next_of (out));
  g_assert_true (json_object_get_boolean_member (json_node_get_object (out), "finished"));
  standings = json_object_get_array_member (json_node_get_object (out), "standings");
  g_assert_cmpuint (json_array_get_length (standings), ==, 1);
  place = json_array_get_object_element (standings, 0);
  g_assert_cmpint (json_object_get_int_member (place, "place"), ==, 3);
}

/* The round name of the next match of the player with @key, in
 * @language. */
static char *
round_name_in (MeFixture  *f,
               const char *key,
               const char *language)
{
  g_autofree char *url = g_strdup_printf ("%sapi/me?key=%s", hammer_server_get_url (f->server),
                                          key);
  g_autoptr(JsonNode) me = get_json_in_language (f->session, url, language);

  g_assert_nonnull (next_of (me));
  return g_strdup (json_object_get_string_member (next_of (me), "round_name"));
}

/* Each phone reads the round in its own language, whichever asked first. */
static void
test_languages (MeFixture     *f,
                gconstpointer  data)
{
  g_autofree char *key = NULL;
  g_autofree char *german = NULL;
  g_autofree char *dutch = NULL;
  g_autofree char *english = NULL;
  g_autofree char *german_again = NULL;

  start (f);
  key = check_in (f, 1);
  draw_all (f);
  german = round_name_in (f, key, "de");
  dutch = round_name_in (f, key, "nl");
  english = round_name_in (f, key, "en");
  german_again = round_name_in (f, key, "de");
  g_assert_cmpstr (german, ==, "Halbfinale");
  g_assert_cmpstr (dutch, ==, "Halve finale");
  g_assert_cmpstr (english, ==, "Semi-final");
  g_assert_cmpstr (german_again, ==, "Halbfinale");
}

/* A lone event: the player's next match on the event's boards. */
static void
test_event (MeFixture     *f,
            gconstpointer  data)
{
  g_autoptr(JsonNode) drawn = NULL;
  g_autofree char *key = NULL;
  JsonObject *next;

  start (f);
  key = check_in (f, 1);
  draw_all (f);
  drawn = get_me (f, key);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (drawn), "events")), ==, 1);
  g_assert_nonnull ((next = next_of (drawn)));
  g_assert_cmpint (json_object_get_int_member (next, "event"), ==, f->event_id);
  g_assert_cmpint (json_object_get_int_member (next, "board"), >=, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (next, "opponents")), ==,
                    1);
  /* The draw put the match on its board without calling it; the desk's
   * call of the next matches calls it, and the page says so. */
  g_assert_false (json_object_get_boolean_member (next, "called"));
  {
    g_autofree char *event = id_text (f->event_id);
    g_autoptr(JsonNode) called = NULL;

    cli_ok (f->path, "boards", "call", "--event", event, NULL);
    called = get_me (f, key);
    g_assert_true (json_object_get_boolean_member (next_of (called), "called"));
    g_assert_cmpint (json_object_get_int_member (next_of (called), "board"), ==,
                     json_object_get_int_member (next, "board"));
  }
}

/* A player's key is handed out once, and only opens their page while what
 * it was made for is served: a second check-in from a phone is refused
 * (409, no key); the desk's new link works and the old one stops; serving
 * the day's event alone, the day's key opens the page there too. */
static void
test_key_once (MeFixture     *f,
               gconstpointer  data)
{
  g_auto(Answer) again = { 0 };
  g_auto(Answer) old_page = { 0 };
  g_auto(Answer) other = { 0 };
  g_autoptr(JsonNode) refusal = NULL;
  g_autoptr(JsonNode) renewed = NULL;
  g_autoptr(JsonNode) page = NULL;
  g_autofree char *day = id_text (f->day_id);
  g_autofree char *key = NULL;
  g_autofree char *fresh = NULL;
  const char *check_in_key;
  JsonObject *error;

  start (f);
  key = check_in (f, 1);
  check_in_key = json_object_get_string_member (
    json_object_get_object_member (json_node_get_object (f->description), "check_in"), "key");
  fetch (f, "api/players/1/check-in", check_in_key, "{}", NULL, &again);
  g_assert_cmpuint (again.status, ==, 409);
  g_assert_null (strstr (again.body, key));
  refusal = test_parse_json (again.body);
  g_assert_false (json_object_has_member (json_node_get_object (refusal), "key"));
  error = json_object_get_object_member (json_node_get_object (refusal), "error");
  g_assert_nonnull (strstr (json_object_get_string_member (error, "message"), "desk"));

  /* The desk hands out a new link: the old key stops working. */
  renewed = cli (f, NULL, "serve", "check-in", "--day", day, "--renew-player", "1", NULL);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (renewed), "player"), ==, 1);
  fresh = g_strdup (json_object_get_string_member (json_node_get_object (renewed),
                                                   "player_key"));
  g_assert_cmpuint (strlen (fresh), ==, 32);
  g_assert_cmpstr (fresh, !=, key);
  fetch (f, "api/me", key, NULL, NULL, &old_page);
  g_assert_cmpuint (old_page.status, ==, 403);
  page = get_me (f, fresh);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (page), "player"), ==, 1);

  /* Another time, the day's first event served alone: the day's key
   * opens the player's page there too (the old one still does not). */
  hammer_server_stop (f->server);
  g_clear_object (&f->server);
  g_clear_pointer (&f->description, json_node_unref);
  f->server = serve_test_start (f->path, f->event_id, 0, &f->description);
  fetch (f, "api/me", key, NULL, NULL, &other);
  g_assert_cmpuint (other.status, ==, 403);
  g_clear_pointer (&page, json_node_unref);
  page = get_me (f, fresh);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (page), "player"), ==, 1);
}

/* Records match @match of @event won 7–0 by side @side. */
static void
win (MeFixture *f,
     gint64     event_id,
     gint64     match_id,
     gint64     side)
{
  g_autofree char *event = id_text (event_id);
  g_autofree char *match = id_text (match_id);
  g_autofree char *body = g_strdup_printf ("{\"games\": [{\"ends\": [{\"points\": %s},"
                                           " {\"points\": %s}]}]}",
                                           side == 0 ? "[4, 0]" : "[0, 4]",
                                           side == 0 ? "[3, 0]" : "[0, 3]");
  g_autoptr(JsonNode) stored = cli (f, body, "result", "--event", event, "--match", match, NULL);
}

/* The first match of @event not finished with @name on a side; its side
 * in @side. */
static gint64
open_match_of (MeFixture  *f,
               gint64      event_id,
               const char *name,
               gint64     *side)
{
  g_autofree char *event = id_text (event_id);
  g_autoptr(JsonNode) matches = cli (f, NULL, "matches", "--event", event, NULL);
  JsonArray *list = json_node_get_array (matches);

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *names = json_object_get_array_member (match, "names");

      if (g_str_equal (json_object_get_string_member (match, "state"), "finished"))
        continue;
      for (guint s = 0; s < json_array_get_length (names); s++)
        if (g_strcmp0 (json_array_get_string_element (names, s), name) == 0)
          {
            *side = s;
            return json_object_get_int_member (match, "id");
          }
    }
  g_assert_not_reached ();
}

/* A series player's next match is their card: the games on it of the
 * series' four, the running total and the board of the next game, with no
 * opponent to wait for; once all four are on it, their result is the
 * total. */
static void
test_series (MeFixture     *f,
             gconstpointer  data)
{
  g_auto(Answer) added = { 0 };
  g_auto(Answer) last = { 0 };
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) played = NULL;
  g_autoptr(JsonNode) done = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *key = NULL;
  g_autofree char *event = id_text (f->event_id);
  JsonObject *next, *series;
  JsonArray *boards = NULL, *list;

  start (f);
  key = check_in (f, 1);
  drawn = cli (f, NULL, "draw", "--event", event, NULL);
  matches = cli (f, NULL, "matches", "--event", event, NULL);
  list = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (list); i++)
    if (g_strcmp0 (json_array_get_string_element (json_object_get_array_member (
                     json_array_get_object_element (list, i), "names"), 0), "Anna") == 0)
      boards = json_object_get_array_member (json_array_get_object_element (list, i), "boards");
  g_assert_nonnull (boards);

  fetch (f, "api/series/card", key,
         "{\"game\": 0, \"games\": [{\"total\": 87}, {\"total\": 100}]}", NULL, &added);
  g_assert_cmpuint (added.status, ==, 200);
  played = get_me (f, key);
  g_assert_nonnull ((next = next_of (played)));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (next, "opponents")), ==,
                    0);
  g_assert_false (json_object_get_null_member (next, "series"));
  series = json_object_get_object_member (next, "series");
  g_assert_cmpint (json_object_get_int_member (series, "games"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (series, "entered"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (series, "total"), ==, 187);
  g_assert_cmpint (json_object_get_int_member (series, "next_board"), ==,
                   json_array_get_int_element (boards, 2));

  fetch (f, "api/series/card", key,
         "{\"game\": 2, \"games\": [{\"total\": 90}, {\"total\": 80}]}", NULL, &last);
  g_assert_cmpuint (last.status, ==, 200);
  done = get_me (f, key);
  g_assert_null (next_of (done));
  {
    JsonArray *results = json_object_get_array_member (json_node_get_object (done), "results");
    JsonObject *result;

    g_assert_cmpuint (json_array_get_length (results), ==, 1);
    series = json_object_get_object_member (json_array_get_object_element (results, 0),
                                            "series");
    g_assert_cmpint (json_object_get_int_member (series, "entered"), ==, 4);
    g_assert_cmpint (json_object_get_int_member (series, "total"), ==, 357);
    g_assert_true (json_object_get_null_member (series, "next_board"));
    result = json_object_get_object_member (json_array_get_object_element (results, 0),
                                            "result");
    g_assert_nonnull (result);
  }
}

/* The player on a rotating-partners side who is not its entrant (its
 * second player) is followed too: every match they play, with their
 * partner and opponents, their result and their place. */
static void
test_rotating (MeFixture     *f,
               gconstpointer  data)
{
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autofree char *event = id_text (f->event_id);
  g_autofree char *partner = NULL;
  char *keys[6] = { NULL };
  const char *key;
  JsonObject *first, *next;
  JsonArray *list, *side, *schedule, *results, *standings;
  gint64 player, mate, first_id;
  guint own = 0;

  start (f);
  /* Check-in closes at the draw. */
  for (guint p = 1; p < G_N_ELEMENTS (keys); p++)
    keys[p] = check_in (f, p);
  drawn = cli (f, NULL, "draw", "--event", event, "--seed", "7", NULL);
  matches = cli (f, NULL, "matches", "--event", event, NULL);
  list = json_node_get_array (matches);
  first = json_array_get_object_element (list, 0);
  first_id = json_object_get_int_member (first, "id");
  side = json_array_get_array_element (json_object_get_array_member (first, "players"), 0);
  mate = json_array_get_int_element (side, 0);
  player = json_array_get_int_element (side, 1);
  /* The second player of side 0: not the side's entrant. */
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (first, "sides"), 0),
                   !=, player);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonArray *sides = json_object_get_array_member (json_array_get_object_element (list, i),
                                                       "players");

      for (guint s = 0; s < json_array_get_length (sides); s++)
        for (guint p = 0; p < 2; p++)
          own += json_array_get_int_element (json_array_get_array_element (sides, s), p) ==
                 player;
    }
  g_assert_cmpuint (own, >=, 2);
  {
    sqlite3 *raw = NULL;
    sqlite3_stmt *stmt = NULL;

    g_assert_cmpint (sqlite3_open (f->path, &raw), ==, SQLITE_OK);
    g_assert_cmpint (sqlite3_prepare_v2 (raw, "SELECT name FROM players WHERE id = ?", -1, &stmt,
                                         NULL), ==, SQLITE_OK);
    sqlite3_bind_int64 (stmt, 1, mate);
    g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
    partner = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
    sqlite3_finalize (stmt);
    sqlite3_close (raw);
  }

  g_assert_cmpint (player, <, G_N_ELEMENTS (keys));
  key = keys[player];
  before = get_me (f, key);
  schedule = json_object_get_array_member (json_node_get_object (before), "schedule");
  g_assert_cmpuint (json_array_get_length (schedule), ==, own);
  g_assert_nonnull ((next = next_of (before)));
  g_assert_cmpint (json_object_get_int_member (next, "match"), ==, first_id);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (next, "partners")), ==,
                    1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (next,
                                                                                "partners"), 0),
                   ==, partner);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (next,
                                                                                "opponents"), 0),
                   ==, json_array_get_string_element (json_object_get_array_member (first,
                                                                                    "names"), 1));

  win (f, f->event_id, first_id, 0);
  after = get_me (f, key);
  results = json_object_get_array_member (json_node_get_object (after), "results");
  g_assert_cmpuint (json_array_get_length (results), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (results, 0),
                                               "match"), ==, first_id);
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (
                   json_array_get_object_element (results, 0), "result"), "won"));
  standings = json_object_get_array_member (json_node_get_object (after), "standings");
  g_assert_cmpuint (json_array_get_length (standings), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (standings, 0),
                                               "played"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (standings, 0),
                                               "wins"), ==, 1);
  g_assert_nonnull ((next = next_of (after)));
  g_assert_cmpint (json_object_get_int_member (next, "match"), !=, first_id);
  for (guint p = 1; p < G_N_ELEMENTS (keys); p++)
    g_free (keys[p]);
}

/* Finished matches come in the order they were played across the day's
 * events, not event by event: the second event's match played first comes
 * first in the schedule, and last among the results (latest first). */
static void
test_played_order (MeFixture     *f,
                   gconstpointer  data)
{
  g_autoptr(JsonNode) me = NULL;
  g_autofree char *key = NULL;
  JsonArray *schedule, *results;
  gint64 mixed, singles, side;

  start (f);
  key = check_in (f, 1);
  draw_all (f);
  mixed = open_match_of (f, f->second_id, "Anna", &side);
  win (f, f->second_id, mixed, side);
  singles = open_match_of (f, f->event_id, "Anna", &side);
  win (f, f->event_id, singles, side);

  me = get_me (f, key);
  schedule = json_object_get_array_member (json_node_get_object (me), "schedule");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (schedule, 0),
                                               "match"), ==, mixed);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (schedule, 1),
                                               "match"), ==, singles);
  g_assert_nonnull (json_object_get_string_member (json_array_get_object_element (schedule, 0),
                                                   "finished_at"));
  results = json_object_get_array_member (json_node_get_object (me), "results");
  g_assert_cmpuint (json_array_get_length (results), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (results, 0),
                                               "match"), ==, singles);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (results, 1),
                                               "match"), ==, mixed);
}

static void
me_sent_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  GBytes **bytes = data;
  g_autoptr(GError) error = NULL;

  *bytes = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
}

/* A board's result is answered and stored while the players' pages are
 * read again after a change (the server's reader held, as a long reading
 * would keep it): the thread that answers does not wait for the reading.
 * Anna's poll after the change waits for it, and then shows her match
 * called or played, as it is after the call. */
static void
test_post_while_reading (MeFixture     *f,
                         gconstpointer  data)
{
  g_autoptr(JsonNode) call = NULL;
  g_autoptr(JsonNode) called = NULL;
  g_autoptr(JsonNode) polled = NULL;
  g_autoptr(SoupMessage) poll = NULL;
  g_autoptr(SoupSession) board = soup_session_new ();
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *key = NULL;
  g_autofree char *day = id_text (f->day_id);
  g_autofree char *url = NULL;
  g_autofree char *post = NULL;
  g_autofree char *text = NULL;
  g_auto(Answer) stored = { 0 };
  JsonObject *next;
  JsonArray *schedule;
  gint64 match;
  guint seen = 0;

  start (f);
  key = check_in (f, 1);
  draw_all (f);
  call = cli (f, NULL, "boards", "call", "--day", day, NULL);
  called = get_me (f, key);
  g_assert_nonnull ((next = next_of (called)));
  g_assert_true (json_object_get_boolean_member (next, "called"));
  match = json_object_get_int_member (next, "match");

  /* The desk adds a player to the roster, a change: the pages are read
   * again, which waits. */
  hammer_server_hold_reader (f->server, TRUE);
  cli_ok (f->path, "players", "add", "Zoe", NULL);
  url = g_strdup_printf ("%sapi/me?key=%s", hammer_server_get_url (f->server), key);
  poll = soup_message_new ("GET", url);
  soup_session_send_and_read_async (f->session, poll, G_PRIORITY_DEFAULT, NULL, me_sent_cb,
                                    &bytes);
  while (hammer_server_get_n_held_reads (f->server) == 0)
    g_main_context_iteration (NULL, FALSE);

  /* Meanwhile Anna's board sends her result. */
  post = g_strdup_printf ("%sapi/matches/%" G_GINT64_FORMAT "/result?key=%s",
                          hammer_server_get_url (f->server), match,
                          serve_test_board_key (f->description,
                                                (guint) json_object_get_int_member (next,
                                                                                    "board")));
  request (board, post, "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}",
           NULL, &stored);
  g_assert_cmpuint (stored.status, ==, 200);
  g_assert_null (bytes);

  hammer_server_hold_reader (f->server, FALSE);
  while (bytes == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (soup_message_get_status (poll), ==, 200);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  polled = test_parse_json (text);
  schedule = json_object_get_array_member (json_node_get_object (polled), "schedule");
  for (guint i = 0; i < json_array_get_length (schedule); i++)
    {
      JsonObject *item = json_array_get_object_element (schedule, i);

      if (json_object_get_int_member (item, "match") != match)
        continue;
      g_assert_true (json_object_get_boolean_member (item, "called") ||
                     g_str_equal (json_object_get_string_member (item, "state"), "finished"));
      seen++;
    }
  g_assert_cmpuint (seen, ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/serve/me/day", MeFixture, NULL, day_set_up, test_day, tear_down);
  g_test_add ("/serve/me/not-modified", MeFixture, NULL, day_set_up, test_not_modified,
              tear_down);
  g_test_add ("/serve/me/refusals", MeFixture, NULL, day_set_up, test_refusals, tear_down);
  g_test_add ("/serve/me/other-event", MeFixture, NULL, day_set_up, test_other_event,
              tear_down);
  g_test_add ("/serve/me/event", MeFixture, NULL, event_set_up, test_event, tear_down);
  g_test_add ("/serve/me/key-once", MeFixture, NULL, day_set_up, test_key_once, tear_down);
  g_test_add ("/serve/me/series", MeFixture, NULL, series_set_up, test_series, tear_down);
  g_test_add ("/serve/me/rotating", MeFixture, NULL, rotating_set_up, test_rotating,
              tear_down);
  g_test_add ("/serve/me/played-order", MeFixture, NULL, day_set_up, test_played_order,
              tear_down);
  g_test_add ("/serve/me/after-other-event", MeFixture, NULL, day_set_up, test_after_other_event,
              tear_down);
  g_test_add ("/serve/me/out", MeFixture, NULL, event_set_up, test_out, tear_down);
  g_test_add ("/serve/me/languages", MeFixture, NULL, event_set_up, test_languages, tear_down);
  g_test_add ("/serve/me/post-while-reading", MeFixture, NULL, day_set_up,
              test_post_while_reading, tear_down);
  return g_test_run ();
}
