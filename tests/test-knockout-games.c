/* test-knockout-games.c — a sjoelbak open tournament through hammer-cli:
 * pools of 1 game, then a knockout whose matches are head to head over 3
 * games summed ("knockout_games"), played to its end
 *
 * NOTES.md, open tournaments: "pools of 4, 5 games each with the worst
 * dropped, then a winners' and a losers' knockout, finals of 3 games
 * summed"; sjoelbak.txt: "the total from all the games will be summed to
 * determine the winner of the match".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "test-common.h"
#include "test-knockouts-common.h"

/* A game of sjoelbak, @a against @b, as the "games" of a result. */
#define GAME(a, b) "{\"ends\": [{\"points\": [" #a ", " #b "]}]}"

/* `hammer-cli result` of @games (a JSON list) for match @match of @event:
 * its exit status; its messages in *@said (stdout and stderr). */
static int
enter (Fixture    *f,
       const char *event,
       gint64      match,
       const char *games,
       char      **said)
{
  g_auto(CliRun) run = { 0 };
  g_autofree char *input = g_strdup_printf ("{\"games\": %s}", games);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, match);

  cli_run (&run, f->db, input, "result", "--event", event, "--match", id, NULL);
  if (said != NULL)
    *said = g_strconcat (run.out, run.err, NULL);
  return run.status;
}

static JsonObject *
match_by_id (JsonArray *matches,
             gint64     id)
{
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_object_get_int_member (match, "id") == id)
        return match;
    }
  g_assert_not_reached ();
}

/* The first match of @matches to play or under way that is (@knockout)
 * or is not a knockout match, or NULL. */
static JsonObject *
first_ready (JsonArray *matches,
             gboolean   knockout)
{
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      const char *state = json_object_get_string_member (match, "state");

      if ((g_str_equal (state, "ready") || g_str_equal (state, "in_progress")) &&
          json_object_has_member (match, "stage") == knockout)
        return match;
    }
  return NULL;
}

/* Every pool match is 1 game, every knockout match 3. */
static void
assert_games (JsonArray *matches)
{
  guint n_knockout = 0;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      gboolean knockout = json_object_has_member (match, "stage");

      n_knockout += knockout;
      g_assert_cmpint (json_object_get_int_member (match, "games"), ==, knockout ? 3 : 1);
    }
  g_assert_cmpuint (n_knockout, >, 0);
}

/* The score cards of @event: a knockout match's say how long it is
 * (sjoelbak.txt: "the total from all the games will be summed to
 * determine the winner of the match"), and total the match, not a series;
 * a pool match's, of the event's 1 game, do not say it. */
static void
assert_cards (Fixture    *f,
              const char *event)
{
  g_autofree char *pdf = g_build_filename (f->dir, "cards.pdf", NULL);
  g_autofree char *text = NULL;
  g_auto(CliRun) run = { 0 };
  const char *line = "Knockout matches: 3 games, head to head on their total";
  const char *first;

  cli_run (&run, f->db, NULL, "export", "--event", event, "--format", "pdf", "--kind",
           "score-sheets", "--output", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  text = pdf_text (pdf);
  first = strstr (text, line);
  g_assert_nonnull (first);
  /* Two sides a knockout match, a card a side, three knockout matches. */
  g_assert_nonnull (strstr (first + 1, line));
  g_assert_nonnull (strstr (text, "Match total"));
  g_assert_null (strstr (text, "Series total"));
}

/* Eight in two pools, the top two of each on to a knockout of 3 games:
 * the pools play 1 game, the knockout 3, and the final goes to the higher
 * total of its 3 games, not to who won more of them. */
static void
test_pools_then_final_of_three (Fixture       *f,
                                gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) entered = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonArray) standings = NULL;
  g_autofree char *event = NULL;
  g_autofree char *said = NULL;
  JsonObject *match;
  gint64 final_id = 0, final_sides[2] = { -1, -1 };

  g_assert_cmpint (cli_run_json (f->db, &created, NULL, "event", "create", "--name", "Open",
                                 "--rules", "sjoelbak", "--format", "groups", "--groups", "2",
                                 "--option", "games=1", "--option", "knockout_games=3", NULL),
                   ==, 0);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  g_assert_cmpint (cli_run_json (f->db, &entered, NULL, "entrants", "add", "--event", event,
                                 "Anna", "Bert", "Carla", "Dirk", "Els", "Femke", "Gijs",
                                 "Hanna", NULL), ==, 0);
  g_assert_cmpint (cli_run_json (f->db, &drawn, NULL, "draw", "--event", event, "--seed", "29",
                                 NULL), ==, 0);
  {
    g_autoptr(JsonArray) matches = list (f, "matches", event);

    assert_games (matches);
    assert_cards (f, event);
    /* A pool match is 1 game: a second is refused, naming it. */
    match = first_ready (matches, FALSE);
    g_assert_nonnull (match);
    g_assert_cmpint (enter (f, event, json_object_get_int_member (match, "id"),
                            "[" GAME (100, 90) ", " GAME (100, 90) "]", &said), ==, 2);
    /* Head to head: a match, not a series. */
    g_assert_nonnull (strstr (said, "Game 2: the match was over after game 1"));
    g_clear_pointer (&said, g_free);
  }

  /* The pools, 1 game each: the lower draw number wins by a point or more. */
  for (guint step = 0;; step++)
    {
      g_autoptr(JsonArray) matches = list (f, "matches", event);
      g_autofree char *game = NULL;

      g_assert_cmpuint (step, <, 64);
      if (!(match = first_ready (matches, FALSE)))
        break;
      game = g_strdup_printf ("[{\"ends\": [{\"points\": [%d, %d]}]}]",
                              (int) (90 + step % 40), (int) (60 + step % 30));
      g_assert_cmpint (enter (f, event, json_object_get_int_member (match, "id"), game, NULL),
                       ==, 0);
    }

  /* The knockout: 3 games each. One game of a semi-final leaves it under
   * way; a fourth is refused; a true tie over all three is refused too,
   * as a knockout match needs a winner. */
  {
    g_autoptr(JsonArray) matches = list (f, "matches", event);
    g_autoptr(JsonArray) after = NULL;
    gint64 semi;

    assert_games (matches);
    match = first_ready (matches, TRUE);
    g_assert_nonnull (match);
    semi = json_object_get_int_member (match, "id");
    g_assert_cmpint (enter (f, event, semi, "[" GAME (148, 20) "]", NULL), ==, 0);
    after = list (f, "matches", event);
    g_assert_cmpstr (json_object_get_string_member (match_by_id (after, semi), "state"), ==,
                     "in_progress");
    g_assert_true (is_null (match_by_id (after, semi), "winner"));
    g_assert_cmpint (enter (f, event, semi, "[" GAME (90, 80) ", " GAME (90, 80) ", "
                            GAME (90, 80) ", " GAME (90, 80) "]", &said), ==, 2);
    g_assert_nonnull (strstr (said, "Game 4: the match was over after game 3"));
    g_clear_pointer (&said, g_free);
    g_assert_cmpint (enter (f, event, semi, "[" GAME (100, 100) ", " GAME (90, 90) ", "
                            GAME (80, 80) "]", &said), ==, 2);
    g_assert_nonnull (strstr (said, "it needs a winner, but this result is a tie"));
    g_clear_pointer (&said, g_free);
  }

  /* The semi-finals: side 0 wins; then the final. */
  for (guint step = 0;; step++)
    {
      g_autoptr(JsonArray) matches = list (f, "matches", event);

      g_assert_cmpuint (step, <, 8);
      if (!(match = first_ready (matches, TRUE)))
        break;
      if (g_str_equal (json_object_get_string_member (match, "bracket"), "final"))
        {
          final_id = json_object_get_int_member (match, "id");
          final_sides[0] = side (match, 0);
          final_sides[1] = side (match, 1);
          /* Side 0 wins two games of three and loses on the total,
           * 210 against 258. */
          g_assert_cmpint (enter (f, event, final_id, "[" GAME (80, 79) ", " GAME (80, 79) ", "
                                  GAME (50, 100) "]", NULL), ==, 0);
        }
      else
        {
          g_assert_cmpint (enter (f, event, json_object_get_int_member (match, "id"),
                                  "[" GAME (120, 110) ", " GAME (80, 95) ", " GAME (60, 54) "]",
                                  NULL), ==, 0);
        }
    }
  g_assert_cmpint (final_id, >, 0);

  {
    g_autoptr(JsonArray) matches = list (f, "matches", event);
    JsonObject *final = match_by_id (matches, final_id);
    JsonArray *totals = json_object_get_array_member (final, "totals");

    g_assert_cmpstr (json_object_get_string_member (final, "state"), ==, "finished");
    g_assert_cmpint (json_object_get_int_member (final, "winner"), ==, 1);
    g_assert_cmpint (json_array_get_int_element (totals, 0), ==, 210);
    g_assert_cmpint (json_array_get_int_element (totals, 1), ==, 258);
    for (guint i = 0; i < json_array_get_length (matches); i++)
      g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (matches,
                                                                                     i),
                                                      "state"), ==, "finished");
  }
  standings = list (f, "standings", event);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (standings, 0),
                                               "entrant"), ==, final_sides[1]);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (standings, 0),
                                               "place"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (standings, 1),
                                               "entrant"), ==, final_sides[0]);
}

/* `hammer-cli rules` lists the option with its default, the pools'
 * games; a value out of range, or the option in a format without knockout
 * matches, is refused and nothing stored. */
static void
test_option_listed_and_checked (Fixture       *f,
                                gconstpointer  data)
{
  g_autoptr(JsonNode) rules = NULL;
  g_autoptr(JsonNode) listed = NULL;
  g_auto(CliRun) run = { 0 };
  JsonObject *option = NULL;

  g_assert_cmpint (cli_run_json (f->db, &rules, NULL, "rules", "sjoelbak", NULL), ==, 0);
  {
    JsonObject *sjoelbak = JSON_NODE_HOLDS_ARRAY (rules)
                           ? json_array_get_object_element (json_node_get_array (rules), 0)
                           : json_node_get_object (rules);
    JsonArray *options = json_object_get_array_member (sjoelbak, "options");

    for (guint i = 0; i < json_array_get_length (options); i++)
      if (g_str_equal (json_object_get_string_member (json_array_get_object_element (options, i),
                                                      "name"), "knockout_games"))
        option = json_array_get_object_element (options, i);
  }
  g_assert_nonnull (option);
  g_assert_cmpint (json_object_get_int_member (option, "default"), ==, 10);
  g_assert_cmpstr (json_object_get_string_member (option, "default_from"), ==, "games");
  g_assert_cmpint (json_object_get_int_member (option, "min"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (option, "max"), ==, 100);
  g_assert_nonnull (strstr (json_object_get_string_member (option, "description"),
                            "knockout match"));

  cli_run (&run, f->db, NULL, "event", "create", "--name", "Open", "--rules", "sjoelbak",
           "--format", "groups", "--option", "knockout_games=0", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.out, "knockout_games"));
  g_assert_nonnull (strstr (run.out, "1 to 100"));

  /* A format without knockout matches has none to make longer. */
  for (guint i = 0; i < 2; i++)
    {
      g_auto(CliRun) refused = { 0 };

      cli_run (&refused, f->db, NULL, "event", "create", "--name", "Open", "--rules", "sjoelbak",
               "--format", i == 0 ? "series" : "round-robin", "--option", "knockout_games=3",
               NULL);
      g_assert_cmpint (refused.status, ==, 2);
      g_assert_nonnull (strstr (refused.out, "has no knockout matches for the option "
                                             "“knockout_games”"));
    }
  g_assert_cmpint (cli_run_json (f->db, &listed, NULL, "event", "list", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (listed)), ==, 0);
}

/* Minutes from the call of the first match of a drawn sjoelbak event in
 * @format ({"games": 1, "knockout_games": 3}) to the end its board
 * expects. */
static gint64
expected_minutes (Fixture      *f,
                  HammerFormat  format)
{
  static const char * const names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  g_autoptr(GDateTime) called = g_date_time_new_utc (2031, 3, 15, 19, 15, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) boards = NULL;
  g_autoptr(GDateTime) end = NULL;
  gint64 event_id = store_new_event (f->store, "Open", "sjoelbak", format, 2,
                                     "{\"games\": 1, \"knockout_games\": 3}", names, 1);
  JsonObject *board;

  clock_fix (called);
  g_assert_true (hammer_events_call_board (f->store, event_id, 1, &error));
  g_assert_no_error (error);
  clock_release ();
  boards = hammer_events_get_boards_json (f->store, event_id, &error);
  g_assert_no_error (error);
  board = json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (boards), "boards"), 0);
  end = g_date_time_new_from_iso8601 (json_object_get_string_member (board, "estimated_end"),
                                      NULL);
  g_assert_nonnull (end);
  return g_date_time_difference (end, called) / G_TIME_SPAN_MINUTE;
}

/* A board reckons with the games its match plays, 3 minutes each (the
 * rules' typical sjoelbak game): 9 for a knockout match of 3, 3 for a
 * group's match of 1 in the same options. */
static void
test_estimated_end (Fixture       *f,
                    gconstpointer  data)
{
  open_store (f);
  g_assert_cmpint (expected_minutes (f, HAMMER_FORMAT_SINGLE_ELIMINATION), ==, 9);
  g_assert_cmpint (expected_minutes (f, HAMMER_FORMAT_GROUPS), ==, 3);
}

/* Nine in two pools of five and four, every pool match entered in turn,
 * each by a command of its own: every one is stored and answered with 0,
 * and the event reads after each (a pool's standings read before an
 * earlier pool's once crashed the command, and the app at its start). */
static void
test_pools_of_unequal_size (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) entered = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autofree char *event = NULL;
  guint n_entered = 0;

  g_assert_cmpint (cli_run_json (f->db, &created, NULL, "event", "create", "--name", "Open",
                                 "--rules", "sjoelbak", "--format", "groups", "--groups", "2",
                                 "--option", "games=1", NULL), ==, 0);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  g_assert_cmpint (cli_run_json (f->db, &entered, NULL, "entrants", "add", "--event", event,
                                 "Anna", "Bert", "Carla", "Dirk", "Els", "Femke", "Gijs",
                                 "Hanna", "Ids", NULL), ==, 0);
  g_assert_cmpint (cli_run_json (f->db, &drawn, NULL, "draw", "--event", event, "--seed", "1",
                                 NULL), ==, 0);
  for (guint step = 0;; step++)
    {
      g_autoptr(JsonArray) matches = list (f, "matches", event);
      g_autofree char *game = NULL;
      JsonObject *match = first_ready (matches, FALSE);

      g_assert_cmpuint (step, <, 64);
      if (match == NULL)
        break;
      game = g_strdup_printf ("[{\"ends\": [{\"points\": [%d, %d]}]}]",
                              (int) (80 + step % 7 * 9), (int) (75 + step % 5 * 11));
      g_assert_cmpint (enter (f, event, json_object_get_int_member (match, "id"), game, NULL),
                       ==, 0);
      n_entered++;
    }
  /* Ten matches in the pool of five, six in the pool of four. */
  g_assert_cmpuint (n_entered, ==, 16);
  {
    g_autoptr(JsonArray) standings = list (f, "standings", event);

    g_assert_cmpuint (json_array_get_length (standings), ==, 9);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/knockout-games/pools-then-final-of-3", Fixture, NULL, fixture_set_up,
              test_pools_then_final_of_three, fixture_tear_down);
  g_test_add ("/knockout-games/pools-of-unequal-size", Fixture, NULL, fixture_set_up,
              test_pools_of_unequal_size, fixture_tear_down);
  g_test_add ("/knockout-games/option", Fixture, NULL, fixture_set_up,
              test_option_listed_and_checked, fixture_tear_down);
  g_test_add ("/knockout-games/estimated-end", Fixture, NULL, fixture_set_up,
              test_estimated_end, fixture_tear_down);

  return g_test_run ();
}
