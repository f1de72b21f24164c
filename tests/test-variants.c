/* test-variants.c — the game variants where people meet them: listed by
 * `hammer-cli rules` with their defaults, refused at `event create` when
 * out of range with nothing stored, printed on the score sheets and cards,
 * and served to the board's phone (loopback only) in its language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "hammer-i18n.h"
#include "serve/hammer-server.h"
#include "sheets/hammer-sheets.h"
#include "test-common.h"
#include "test-serve-raw.h"

/* The option @name of rule set @id in `hammer-cli rules`. */
static JsonObject *
listed_option (JsonNode   *rules,
               const char *id,
               const char *name)
{
  JsonArray *games = json_node_get_array (rules);

  for (guint g = 0; g < json_array_get_length (games); g++)
    {
      JsonObject *game = json_array_get_object_element (games, g);
      JsonArray *options = json_object_get_array_member (game, "options");

      if (!g_str_equal (json_object_get_string_member (game, "id"), id))
        continue;
      for (guint o = 0; o < json_array_get_length (options); o++)
        {
          JsonObject *option = json_array_get_object_element (options, o);

          if (g_str_equal (json_object_get_string_member (option, "name"), name))
            return option;
        }
    }
  g_error ("%s has no option %s in hammer-cli rules", id, name);
}

static void
assert_default_int (JsonNode   *rules,
                    const char *id,
                    const char *name,
                    gint64      value)
{
  JsonObject *option = listed_option (rules, id, name);

  g_assert_cmpstr (json_object_get_string_member (option, "type"), ==, "integer");
  g_assert_cmpint (json_object_get_int_member (option, "default"), ==, value);
  g_assert_true (json_object_get_boolean_member (option, "applies"));
  g_assert_cmpstr (json_object_get_string_member (option, "description"), !=, "");
}

static void
assert_default_off (JsonNode   *rules,
                    const char *id,
                    const char *name)
{
  JsonObject *option = listed_option (rules, id, name);

  g_assert_cmpstr (json_object_get_string_member (option, "type"), ==, "boolean");
  g_assert_false (json_object_get_boolean_member (option, "default"));
  g_assert_cmpstr (json_object_get_string_member (option, "description"), !=, "");
}

static void
test_rules_lists_variants (StoreFixture  *f,
                           gconstpointer  data)
{
  g_autoptr(JsonNode) rules = NULL;
  JsonObject *corner;

  g_assert_cmpint (cli_run_json (f->path, &rules, NULL, "rules", NULL), ==, 0);
  /* Court: the frame limit and the match on total points are off in the
   * rule text's game. */
  assert_default_int (rules, "court", "frames", 0);
  assert_default_int (rules, "court", "total_games", 0);
  /* Horse Collar: the hanger is 4, and a corner scores as a hanger. */
  assert_default_int (rules, "horse-collar", "hanger", 4);
  assert_default_int (rules, "horse-collar", "corner", 4);
  corner = listed_option (rules, "horse-collar", "corner");
  g_assert_cmpstr (json_object_get_string_member (corner, "default_from"), ==, "hanger");
  g_assert_cmpint (json_object_get_int_member (corner, "max"), >=, 26);
  /* Sjoelbak: 30 disks, every game counts, no bonus, no pairs. */
  assert_default_int (rules, "sjoelbak", "disks", 30);
  assert_default_int (rules, "sjoelbak", "counting", 0);
  assert_default_off (rules, "sjoelbak", "bonus");
  /* NOTES.md: "A 148 after the first sub-turn earns 2 extra disks (max
   * 156), after the second sub-turn 1 extra disk (max 152)": 156 unless
   * the club plays 152. */
  assert_default_int (rules, "sjoelbak", "bonus_max", 156);
  assert_default_off (rules, "sjoelbak", "zaandams");
  assert_default_off (rules, "sjoelbak", "pairs");
  /* The game clock: "some events run a 30-minute game clock", so none by
   * default, and the end in play is finished once time is called. */
  assert_default_int (rules, "table", "clock", 0);
  assert_default_int (rules, "court", "clock", 0);
  assert_default_int (rules, "deck", "clock", 0);
  assert_default_int (rules, "horse-collar", "clock", 0);
  assert_default_off (rules, "table", "clock_round");
  assert_default_off (rules, "court", "clock_round");
  assert_default_off (rules, "deck", "clock_round");
}

/* `event create` with @option out of range: exit 2, a message naming it,
 * and no event stored. */
static void
assert_create_refused (const char *database,
                       const char *rules,
                       const char *format,
                       const char *option,
                       const char *other,
                       const char *named)
{
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(JsonNode) events = NULL;
  JsonObject *error;

  g_assert_cmpint (cli_run_json (database, &answer, NULL, "event", "create", "--name", "Open",
                                 "--rules", rules, "--format", format, "--option", option,
                                 "--option", other, "--json", NULL), ==, 2);
  error = json_object_get_object_member (json_node_get_object (answer), "error");
  g_assert_nonnull (strstr (json_object_get_string_member (error, "message"), named));
  g_assert_cmpint (cli_run_json (database, &events, NULL, "event", "list", "--json", NULL), ==,
                   0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (events)), ==, 0);
}

static void
test_create_refuses_out_of_range (StoreFixture  *f,
                                  gconstpointer  data)
{
  const char *path = f->path;
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autofree char *id = NULL;
  JsonObject *options;

  assert_create_refused (path, "horse-collar", "round-robin", "corner=100", "hanger=13",
                         "corner");
  assert_create_refused (path, "sjoelbak", "series", "counting=6", "games=5", "6");
  assert_create_refused (path, "sjoelbak", "series", "zaandams=true", "disks=30", "20");
  assert_create_refused (path, "court", "round-robin", "total_games=2", "best_of=3", "2");
  assert_create_refused (path, "court", "round-robin", "frames=-1", "target=75", "frames");
  assert_create_refused (path, "table", "round-robin", "clock=241", "target=15", "clock");
  assert_create_refused (path, "sjoelbak", "series", "clock=30", "games=10", "clock");

  /* In range, the event keeps the variant. */
  g_assert_cmpint (cli_run_json (path, &created, NULL, "event", "create", "--name", "Texas",
                                 "--rules", "court", "--format", "round-robin", "--option",
                                 "total_games=2", "--option", "frames=8", "--json", NULL), ==, 0);
  id = g_strdup_printf ("%" G_GINT64_FORMAT,
                        json_object_get_int_member (json_node_get_object (created), "id"));
  g_assert_cmpint (cli_run_json (path, &shown, NULL, "event", "show", "--event", id, "--json",
                                 NULL), ==, 0);
  options = json_object_get_object_member (json_node_get_object (shown), "options");
  g_assert_cmpint (json_object_get_int_member (options, "total_games"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (options, "frames"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (options, "best_of"), ==, 2);
}

/* The score sheets of @event_id as text, blank or @filled. */
static char *
sheet_text (StoreFixture *f,
            gint64        event_id,
            gboolean      filled,
            const char   *name)
{
  g_autoptr(JsonNode) document = hammer_events_export (f->store, event_id, NULL);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, event_id, NULL);
  g_autofree char *path = g_build_filename (f->dir, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  HammerSheetOptions options;

  hammer_sheet_options_init (&options);
  options.filled = filled;
  g_assert_true (hammer_sheets_render_to_file (document, matches, NULL, &options, path, &error));
  g_assert_no_error (error);
  text = pdf_text (path);
  return text_normalise (text);
}

static void
test_score_sheets (StoreFixture  *f,
                   gconstpointer  data)
{
  const char *pair[] = { "Anna", "Bert", NULL };
  const char *players[] = { "Sjoukje", "Wim", NULL };
  gint64 court = store_new_event (f->store, "Districts", "court", HAMMER_FORMAT_ROUND_ROBIN, 1,
                                  "{\"frames\": 12}", pair, 1);
  gint64 plain = store_new_event (f->store, "Plain", "court", HAMMER_FORMAT_ROUND_ROBIN, 1,
                                  NULL, pair, 1);
  gint64 pool = store_new_event (f->store, "Pool", "sjoelbak", HAMMER_FORMAT_SERIES, 1,
                                 "{\"games\": 5, \"counting\": 4}", players, 1);
  g_autofree char *court_text = sheet_text (f, court, FALSE, "court.pdf");
  g_autofree char *plain_text = sheet_text (f, plain, FALSE, "plain.pdf");
  g_autofree char *filled = NULL;

  /* The variant stands on the sheet; the rule text's game needs no line. */
  g_assert_nonnull (strstr (court_text, "75 points or 12 frames, whichever comes first"));
  g_assert_null (strstr (plain_text, "whichever comes first"));

  /* A pool card counts the best 4 games: the 10 is dropped, 400 and not
   * 410; a card per player, so one side a result. */
  store_record (f->store, pool, store_first_ready (f->store, pool),
                "{\"games\": [{\"ends\": [{\"points\": [100]}]}, "
                "{\"ends\": [{\"points\": [10]}]}, {\"ends\": [{\"points\": [100]}]}, "
                "{\"ends\": [{\"points\": [100]}]}, {\"ends\": [{\"points\": [100]}]}]}");
  filled = sheet_text (f, pool, TRUE, "pool.pdf");
  g_assert_nonnull (strstr (filled, "The best 4 of 5 games count"));
  g_assert_nonnull (strstr (filled, "Series total 400"));
  g_assert_null (strstr (filled, "Series total 410"));
}

/* The game clock on paper, in the paper's language: the rules' line of the
 * sheet says the time limit and what follows it. */
static void
test_clock_on_sheets (StoreFixture  *f,
                      gconstpointer  data)
{
  const char *pair[] = { "Anna", "Bert", NULL };
  gint64 id = store_new_event (f->store, "Clock", "table", HAMMER_FORMAT_ROUND_ROBIN, 1,
                               "{\"clock\": 30}", pair, 1);
  gint64 rounds = store_new_event (f->store, "Rounds", "deck", HAMMER_FORMAT_ROUND_ROBIN, 1,
                                   "{\"clock\": 25, \"clock_round\": true}", pair, 1);
  g_autofree char *english = sheet_text (f, id, FALSE, "clock.pdf");
  g_autofree char *round = sheet_text (f, rounds, FALSE, "rounds.pdf");
  g_autofree char *dutch = NULL;
  g_autofree char *german = NULL;

  g_assert_nonnull (strstr (english, "Game clock: 30 minutes, then the end is finished"));
  g_assert_nonnull (strstr (round, "Game clock: 25 minutes, then the round is finished"));
  hammer_i18n_set_thread_language ("nl");
  dutch = sheet_text (f, id, FALSE, "klok.pdf");
  hammer_i18n_set_thread_language ("de");
  german = sheet_text (f, id, FALSE, "uhr.pdf");
  hammer_i18n_set_thread_language (NULL);
  g_assert_nonnull (strstr (dutch, "Speelklok: 30 minuten, daarna wordt het end uitgespeeld"));
  g_assert_nonnull (strstr (german, "Spieluhr: 30 Minuten, danach wird das End zu Ende "
                                    "gespielt"));
}

/* Time called through hammer-cli: `result` takes an end that says so,
 * the game ends with it and the stored result keeps it; an end saying so
 * in an event without a clock is refused with nothing stored. */
static void
test_clock_result_cli (StoreFixture  *f,
                       gconstpointer  data)
{
  const char *pair[] = { "Anna", "Bert", NULL };
  gint64 id = store_new_event (f->store, "Clock", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 1,
                               "{\"clock\": 30, \"best_of\": 1}", pair, 1);
  gint64 plain = store_new_event (f->store, "Plain", "table", HAMMER_FORMAT_SINGLE_ELIMINATION,
                                  1, "{\"best_of\": 1}", pair, 1);
  g_autofree char *id_text = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_autofree char *plain_text = g_strdup_printf ("%" G_GINT64_FORMAT, plain);
  g_autofree char *match_text = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                 store_first_ready (f->store, id));
  g_autofree char *plain_match = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                  store_first_ready (f->store, plain));
  const char *input = "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, "
                      "{\"points\": [0, 3], \"time_called\": true}]}]}";
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(JsonNode) refused = NULL;
  g_autoptr(JsonNode) exported = NULL;
  g_autofree char *document = NULL;
  JsonObject *error;

  g_assert_cmpint (cli_run_json (f->path, &answer, input, "result", "--event",
                                       id_text, "--match", match_text, "--json", NULL), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (answer), "state"), ==,
                   "finished");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (answer), "winner"), ==, 0);
  exported = hammer_events_export (f->store, id, NULL);
  document = json_to_string (exported, FALSE);
  g_assert_nonnull (strstr (document, "\"time_called\":true"));

  g_assert_cmpint (cli_run_json (f->path, &refused, input, "result", "--event",
                                       plain_text, "--match", plain_match, "--json", NULL), ==, 2);
  error = json_object_get_object_member (json_node_get_object (refused), "error");
  g_assert_cmpstr (json_object_get_string_member (error, "reason"), ==, "time-called");
  g_assert_nonnull (strstr (json_object_get_string_member (error, "message"),
                            "Game 1, end 2"));
  g_assert_cmpint (store_first_ready (f->store, plain), ==, g_ascii_strtoll (plain_match, NULL,
                                                                             10));
}

/* Handicaps through hammer-cli: set per entrant before the draw, listed
 * with each match, printed on its score sheet and played by the rules. */
static void
test_handicaps (StoreFixture  *f,
                gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "handicaps.db", NULL);
  g_autofree char *pdf = g_build_filename (f->dir, "handicaps.pdf", NULL);
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(JsonNode) refused = NULL;
  g_autoptr(JsonNode) sjoelbak = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) played = NULL;
  g_autofree char *raw_text = NULL;
  g_autofree char *text = NULL;
  g_autofree char *result = NULL;
  JsonObject *match;
  JsonArray *names, *handicaps;
  int anna;

  g_assert_cmpint (cli_run_json (db, &answer, NULL, "event", "create", "--name", "Club night",
                                 "--rules", "table", "--option", "best_of=1", "--format",
                                 "round-robin", "--json", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "add", "--event", "1", "Anna",
                                 "Bert", "--json", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "handicap", "--event", "1", "1",
                                 "10", "--json", NULL), ==, 0);

  /* Bad input: a clear message, nothing stored (Bert's stays 0 below). */
  g_assert_cmpint (cli_run_json (db, &refused, NULL, "entrants", "handicap", "--event", "1",
                                 "2", "15", "--json", NULL), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (json_node_get_object (refused), "error"),
                     "message"), ==,
                   "The handicap of Bert must be from 0 to 14, one below the target, not 15");
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "event", "create", "--name", "Pool",
                                 "--rules", "sjoelbak", "--format", "series", "--json", NULL),
                   ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "add", "--event", "2", "Wim",
                                 "--json", NULL), ==, 0);
  g_assert_cmpint (cli_run_json (db, &sjoelbak, NULL, "entrants", "handicap", "--event", "2",
                                 "3", "5", "--json", NULL), ==, 2);
  g_assert_nonnull (strstr (json_object_get_string_member (
                              json_object_get_object_member (json_node_get_object (sjoelbak),
                                                             "error"), "message"),
                            "has no handicaps"));

  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "draw", "--event", "1", "--json", NULL), ==,
                   0);
  g_assert_cmpint (cli_run_json (db, &matches, NULL, "matches", "--event", "1", "--json", NULL),
                   ==, 0);
  match = json_array_get_object_element (json_node_get_array (matches), 0);
  names = json_object_get_array_member (match, "names");
  handicaps = json_object_get_array_member (match, "handicaps");
  anna = g_str_equal (json_array_get_string_element (names, 0), "Anna") ? 0 : 1;
  g_assert_cmpint (json_array_get_int_element (handicaps, anna), ==, 10);
  g_assert_cmpint (json_array_get_int_element (handicaps, 1 - anna), ==, 0);

  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "export", "--event", "1", "--format",
                                 "pdf", "--output", pdf, NULL), ==, 0);
  raw_text = pdf_text (pdf);
  text = text_normalise (raw_text);
  g_assert_nonnull (strstr (text, anna == 1 ? "Handicap: each game starts at 0–10"
                                            : "Handicap: each game starts at 10–0"));

  /* Anna starts at 10: 3 and 2 more reach 15 and win. */
  result = g_strdup_printf ("{\"games\": [{\"ends\": [{\"points\": [%d, %d]}, "
                            "{\"points\": [%d, %d]}]}]}", anna == 0 ? 3 : 0, anna == 1 ? 3 : 0,
                            anna == 0 ? 2 : 0, anna == 1 ? 2 : 0);
  g_assert_cmpint (cli_run_json (db, &played, result, "result", "--event", "1", "--match",
                                 "1", "--json", NULL), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (played), "state"), ==,
                   "finished");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (played), "winner"), ==,
                   anna);
}

/* The standings line of @name. */
static JsonObject *
standings_line (JsonNode   *standings,
                const char *name)
{
  JsonArray *lines = json_node_get_array (standings);

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      if (g_str_equal (json_object_get_string_member (line, "name"), name))
        return line;
    }
  g_error ("%s has no line in the standings", name);
}

/* "The best 4 of 5 games count": the average is that of the games that
 * count, as the total is; a card half typed counts what it has. */
static void
test_pool_average (StoreFixture  *f,
                   gconstpointer  data)
{
  const char *players[] = { "Sjoukje", "Wim", NULL };
  gint64 pool = store_new_event (f->store, "Pool", "sjoelbak", HAMMER_FORMAT_SERIES, 1,
                                 "{\"games\": 5, \"counting\": 4}", players, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) standings = NULL;
  JsonObject *sjoukje, *wim;

  store_record (f->store, pool, store_first_ready (f->store, pool),
                "{\"games\": [{\"ends\": [{\"points\": [100]}]}, "
                "{\"ends\": [{\"points\": [10]}]}, {\"ends\": [{\"points\": [100]}]}, "
                "{\"ends\": [{\"points\": [100]}]}, {\"ends\": [{\"points\": [100]}]}]}");
  store_record (f->store, pool, store_first_ready (f->store, pool),
                "{\"games\": [{\"ends\": [{\"points\": [80]}]}, "
                "{\"ends\": [{\"points\": [60]}]}]}");
  standings = hammer_events_get_standings_json (f->store, pool, &error);
  g_assert_no_error (error);
  sjoukje = standings_line (standings, "Sjoukje");
  wim = standings_line (standings, "Wim");

  g_assert_cmpint (json_object_get_int_member (sjoukje, "total"), ==, 400);
  g_assert_cmpint (json_object_get_int_member (sjoukje, "games"), ==, 5);
  g_assert_cmpfloat (json_object_get_double_member (sjoukje, "average"), ==, 100.0);
  g_assert_cmpint (json_object_get_int_member (sjoukje, "best_game"), ==, 100);
  g_assert_cmpint (json_object_get_int_member (wim, "total"), ==, 140);
  g_assert_cmpfloat (json_object_get_double_member (wim, "average"), ==, 70.0);
  g_assert_cmpint (json_object_get_int_member (sjoukje, "place"), ==, 1);
}

/* The JSON of board 1 as the phone in @language reads it. */
static JsonNode *
board_json (guint       port,
            const char *key,
            const char *language)
{
  g_autofree char *request = g_strdup_printf ("GET /api/boards/1?key=%s HTTP/1.1\r\n"
                                              "Host: 127.0.0.1\r\nAccept-Language: %s\r\n\r\n",
                                              key, language);
  g_auto(RawAnswer) answer = { 0 };

  raw_exchange (port, NULL, request, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  return test_parse_json (answer.body);
}

static const char *
first_variant (JsonNode *board)
{
  JsonObject *match = json_object_get_object_member (json_node_get_object (board), "match");
  JsonArray *variants = json_object_get_array_member (match, "variants");

  g_assert_cmpuint (json_array_get_length (variants), ==, 1);
  return json_array_get_string_element (variants, 0);
}

static void
test_board_page (StoreFixture  *f,
                 gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  gint64 id = store_new_event (f->store, "Collar", "horse-collar", HAMMER_FORMAT_ROUND_ROBIN, 1,
                               "{\"hanger\": 13, \"corner\": 26}", names, 1);
  g_autoptr(HammerServer) server = hammer_server_new (f->path, id);
  g_autoptr(JsonNode) description = NULL;
  g_autoptr(JsonNode) english = NULL;
  g_autoptr(JsonNode) dutch = NULL;
  const char *key;
  guint port;

  /* Loopback only: the default address. */
  port = raw_serve_start (server, &description, &key);
  g_assert_true (g_str_has_prefix (hammer_server_get_url (server), "http://127.0.0.1:"));

  english = board_json (port, key, "en");
  dutch = board_json (port, key, "nl");
  g_assert_cmpstr (first_variant (english), ==, "Hangers score 13, corners 26");
  g_assert_cmpstr (first_variant (dutch), ==, "Hangers tellen 13, hoeken 26");

  hammer_server_stop (server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The board's phone says the handicaps of the match on it. */
static void
test_board_page_handicap (StoreFixture  *f,
                          gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  gint64 id = store_new_event (f->store, "Club night", "table", HAMMER_FORMAT_ROUND_ROBIN, 1,
                               "{\"best_of\": 1, \"handicap_race\": true}", names, -1);
  g_autoptr(HammerServer) server = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) description = NULL;
  g_autoptr(JsonNode) board = NULL;
  JsonObject *match;
  const char *key, *variant;
  guint port;

  g_assert_true (hammer_events_set_entrant_handicap (f->store, id, 2, 5, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, id, TRUE, 1, &error));
  g_assert_no_error (error);
  server = hammer_server_new (f->path, id);
  port = raw_serve_start (server, &description, &key);

  board = board_json (port, key, "en");
  match = json_object_get_object_member (json_node_get_object (board), "match");
  variant = first_variant (board);
  /* Bert races to 10 of 15, Anna to 15, whichever side each is on. */
  if (g_str_equal (json_array_get_string_element (json_object_get_array_member (match, "names"),
                                                  0), "Bert"))
    g_assert_cmpstr (variant, ==, "Handicap: races to 10 and 15");
  else
    g_assert_cmpstr (variant, ==, "Handicap: races to 15 and 10");

  hammer_server_stop (server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The match on board 1 of sjoelbak event @id as the phone reads it in
 * English: its options and variants. */
static JsonNode *
sjoelbak_board (StoreFixture *f,
                gint64        id)
{
  g_autoptr(HammerServer) server = hammer_server_new (f->path, id);
  g_autoptr(JsonNode) description = NULL;
  JsonNode *board;
  const char *key;
  guint port;

  port = raw_serve_start (server, &description, &key);
  board = board_json (port, key, "en");
  hammer_server_stop (server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return board;
}

/* Pools of 1 game, knockout matches of 3 summed: the phone on a pool
 * match asks for 1 game and names the knockout's length; on a knockout
 * match it asks for 3, every one counting. */
static void
test_board_page_knockout_games (StoreFixture  *f,
                                gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 8);
  gint64 pools = store_new_event (f->store, "Open", "sjoelbak", HAMMER_FORMAT_GROUPS, 1,
                                  "{\"games\": 1, \"counting\": 1, \"knockout_games\": 3}",
                                  (const char * const *) names, 1);
  gint64 knockout = store_new_event (f->store, "Finals", "sjoelbak",
                                     HAMMER_FORMAT_SINGLE_ELIMINATION, 1,
                                     "{\"games\": 1, \"counting\": 1, "
                                     "\"knockout_games\": 3}",
                                     (const char * const *) names, 1);
  g_autoptr(JsonNode) pool_board = sjoelbak_board (f, pools);
  g_autoptr(JsonNode) knockout_board = sjoelbak_board (f, knockout);
  JsonObject *pool_match = json_object_get_object_member (json_node_get_object (pool_board),
                                                          "match");
  JsonObject *knockout_match =
    json_object_get_object_member (json_node_get_object (knockout_board), "match");
  JsonObject *options;
  JsonArray *variants;

  options = json_object_get_object_member (pool_match, "options");
  g_assert_cmpint (json_object_get_int_member (options, "games"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (options, "counting"), ==, 1);
  variants = json_object_get_array_member (pool_match, "variants");
  g_assert_cmpuint (json_array_get_length (variants), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (variants, 0), ==,
                   "The best 1 of 1 games counts");
  g_assert_cmpstr (json_array_get_string_element (variants, 1), ==,
                   "Knockout matches: 3 games, head to head on their total");

  options = json_object_get_object_member (knockout_match, "options");
  g_assert_cmpint (json_object_get_int_member (options, "games"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (options, "counting"), ==, 0);
  /* The knockout match's page says how it is decided, as its card does. */
  variants = json_object_get_array_member (knockout_match, "variants");
  g_assert_cmpuint (json_array_get_length (variants), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (variants, 0), ==,
                   "Knockout matches: 3 games, head to head on their total");
}

/* The board's phone in a game with a clock: the time left counted from
 * when the match was called, the clock in the rules' words in the phone's
 * language, and a result whose end says time was called, stored. */
static void
test_board_page_clock (StoreFixture  *f,
                       gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(GDateTime) start = g_date_time_new_utc (2026, 11, 24, 17, 30, 0);
  g_autoptr(GDateTime) later = g_date_time_add_minutes (start, 12);
  g_autoptr(GDateTime) over = g_date_time_add_minutes (start, 45);
  gint64 id = store_new_event (f->store, "Club night", "table", HAMMER_FORMAT_SINGLE_ELIMINATION,
                               1, "{\"best_of\": 1, \"clock\": 30}", names, -1);
  g_autoptr(HammerServer) server = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) description = NULL;
  g_autoptr(JsonNode) english = NULL;
  g_autoptr(JsonNode) dutch = NULL;
  g_autoptr(JsonNode) german = NULL;
  g_autoptr(JsonNode) late = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *path = NULL;
  g_autofree char *request = NULL;
  g_auto(RawAnswer) answer = { 0 };
  JsonObject *clock;
  gint64 match_id;
  const char *key;
  guint port;

  clock_fix (start);
  g_assert_true (hammer_events_draw (f->store, id, TRUE, 1, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_events_call_board (f->store, id, 1, &error));
  g_assert_no_error (error);
  server = hammer_server_new (f->path, id);
  port = raw_serve_start (server, &description, &key);

  clock_fix (later);
  english = board_json (port, key, "en");
  clock = json_object_get_object_member (
    json_object_get_object_member (json_node_get_object (english), "match"), "clock");
  g_assert_cmpint (json_object_get_int_member (clock, "minutes"), ==, 30);
  g_assert_cmpint (json_object_get_int_member (clock, "left"), ==, 18 * 60);
  g_assert_cmpstr (first_variant (english), ==,
                   "Game clock: 30 minutes, then the end is finished");
  dutch = board_json (port, key, "nl");
  g_assert_cmpstr (first_variant (dutch), ==,
                   "Speelklok: 30 minuten, daarna wordt het end uitgespeeld");
  german = board_json (port, key, "de");
  g_assert_cmpstr (first_variant (german), ==,
                   "Spieluhr: 30 Minuten, danach wird das End zu Ende gespielt");
  /* Past the limit the clock stands at 0 rather than below. */
  clock_fix (over);
  late = board_json (port, key, "en");
  clock = json_object_get_object_member (
    json_object_get_object_member (json_node_get_object (late), "match"), "clock");
  g_assert_cmpint (json_object_get_int_member (clock, "left"), ==, 0);

  match_id = json_object_get_int_member (
    json_object_get_object_member (json_node_get_object (late), "match"), "id");
  path = g_strdup_printf ("/api/matches/%" G_GINT64_FORMAT "/result?key=%s", match_id, key);
  request = raw_post_request (path, "Content-Type: application/json\r\n",
                              "{\"games\": [{\"ends\": [{\"points\": [0, 4]}, "
                              "{\"points\": [2, 0], \"time_called\": true}]}]}");
  raw_exchange (port, NULL, request, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  matches = hammer_events_get_matches_json (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (
                     json_array_get_object_element (json_node_get_array (matches), 0), "winner"),
                   ==, 1);

  hammer_server_stop (server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  clock_release ();
}

#define ADD(path, func) \
  g_test_add ((path), StoreFixture, NULL, store_fixture_set_up, (func), store_fixture_tear_down)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/variants/cli/rules-lists-every-variant", test_rules_lists_variants);
  ADD ("/variants/cli/out-of-range-stores-nothing", test_create_refuses_out_of_range);
  ADD ("/variants/score-sheets", test_score_sheets);
  ADD ("/variants/pool-average-of-the-games-that-count", test_pool_average);
  ADD ("/variants/cli/handicaps", test_handicaps);
  ADD ("/variants/board-page", test_board_page);
  ADD ("/variants/board-page-handicap", test_board_page_handicap);
  ADD ("/variants/board-page-knockout-games", test_board_page_knockout_games);
  ADD ("/variants/clock/score-sheets", test_clock_on_sheets);
  ADD ("/variants/clock/cli-result", test_clock_result_cli);
  ADD ("/variants/clock/board-page", test_board_page_clock);

  return g_test_run ();
}
