/* test-game-totals.c — a player's own version of a result as each game's
 * totals, checked by the rules module for what finished games can be
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"
#include "test-common.h"

/* Checks @games (JSON) under rule set @id with @options (JSON, or NULL):
 * the answer written, or NULL with @violation. */
static char *
check (const char  *id,
       const char  *options,
       const char  *games,
       GError     **violation)
{
  const HammerRules *rules = hammer_rules_lookup (id, NULL);
  g_autoptr(JsonNode) given = options != NULL ? json_from_string (options, NULL) : NULL;
  g_autoptr(JsonNode) list = json_from_string (games, NULL);
  g_autoptr(JsonNode) answer = NULL;
  HammerOptions resolved;

  g_assert_nonnull (rules);
  g_assert_true (hammer_options_from_json (rules, given != NULL ? json_node_get_object (given)
                                                                : NULL, &resolved, NULL));
  answer = hammer_match_check_game_totals (rules, &resolved, 2, list, violation);
  return answer != NULL ? json_to_string (answer, FALSE) : NULL;
}

static void
test_accepted (void)
{
  g_autofree char *one = check ("table", "{\"best_of\": 1}", "[{\"totals\": [10, 15]}]", NULL);
  g_autofree char *three = check ("table", "{\"best_of\": 3}",
                                  "[{\"totals\": [15, 10]}, {\"totals\": [12, 15]},"
                                  " {\"totals\": [15, 14]}]", NULL);
  g_autofree char *series = check ("sjoelbak", "{\"games\": 2}",
                                   "[{\"totals\": [120, 98]}, {\"totals\": [87, 148]}]", NULL);

  /* The loser's points count: 10 of them in a game Bert won. */
  g_assert_cmpstr (one, ==, "{\"games\":[{\"totals\":[10,15],\"state\":\"finished\","
                            "\"winner\":1}],\"games_won\":[0,1],\"totals\":[10,15],"
                            "\"state\":\"finished\",\"winner\":1}");
  g_assert_nonnull (strstr (three, "\"games_won\":[2,1],\"totals\":[42,39]"));
  g_assert_nonnull (strstr (three, "\"winner\":0}"));
  /* A series: the totals decide, not the games won. */
  g_assert_nonnull (strstr (series, "\"totals\":[207,246],\"state\":\"finished\","
                                    "\"winner\":1}"));
}

static void
test_refused (void)
{
  static const struct {
    const char *id, *options, *games, *reason, *message;
  } cases[] = {
    { "table", "{\"best_of\": 1}", "[{\"totals\": [14, 10]}]", HAMMER_REASON_UNFINISHED_GAME,
      "Game 1: a game ends when a side reaches 15 points, and 14 does not" },
    { "table", "{\"best_of\": 1}", "[{\"totals\": [15, 15]}]", HAMMER_REASON_IMPOSSIBLE_POINTS,
      "Game 1: a game has one winner, but two sides have 15 points" },
    { "table", "{\"best_of\": 1}", "[{\"totals\": [15, -2]}]", HAMMER_REASON_IMPOSSIBLE_POINTS,
      "Game 1: no game ends with -2 points for one side" },
    { "table", "{\"best_of\": 3}", "[{\"totals\": [15, 10]}]", HAMMER_REASON_UNFINISHED_GAME,
      "These games do not finish the match: it has 3 games" },
    { "table", "{\"best_of\": 3}",
      "[{\"totals\": [15, 10]}, {\"totals\": [15, 3]}, {\"totals\": [2, 15]}]",
      HAMMER_REASON_MATCH_OVER, "Game 3: the match was over after game 2" },
    { "table", "{\"best_of\": 1}", "[{\"totals\": [15, \"ten\"]}]", HAMMER_REASON_MALFORMED,
      "Game 1: give the points of each of the 2 sides as whole numbers" },
    { "table", "{\"best_of\": 1}", "[{\"totals\": [15]}]", HAMMER_REASON_MALFORMED,
      "Game 1: give the points of each of the 2 sides as whole numbers" },
    { "deck", "{\"best_of\": 1, \"exact\": true, \"target\": 75}", "[{\"totals\": [77, 60]}]",
      HAMMER_REASON_IMPOSSIBLE_POINTS, "Game 1: a game is won on exactly 75 points, not 77" },
    { "sjoelbak", "{\"games\": 1}", "[{\"totals\": [149, 98]}]",
      HAMMER_REASON_IMPOSSIBLE_POINTS, "Game 1: no game ends with 149 points for one side" },
    { "sjoelbak", "{\"games\": 2}", "[{\"totals\": [120, 98]}]",
      HAMMER_REASON_UNFINISHED_GAME, "These games do not finish the match: it has 2 games" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) violation = NULL;
      g_autofree char *answer = check (cases[i].id, cases[i].options, cases[i].games,
                                       &violation);

      g_assert_null (answer);
      g_assert_nonnull (violation);
      g_assert_cmpstr (hammer_error_get_reason (violation), ==, cases[i].reason);
      g_assert_cmpstr (violation->message, ==, cases[i].message);
    }
}

static void
test_shape (void)
{
  g_autoptr(JsonNode) totals = json_from_string ("{\"games\": [{\"totals\": [15, 10]}]}", NULL);
  g_autoptr(JsonNode) ends = json_from_string ("{\"games\": [{\"ends\": [{\"points\": [2, 0]}],"
                                               " \"totals\": [2, 0]}]}", NULL);
  g_autoptr(JsonNode) none = json_from_string ("{\"games\": []}", NULL);

  g_assert_true (hammer_result_is_game_totals (totals));
  /* A game of ends is one, whatever else it says. */
  g_assert_false (hammer_result_is_game_totals (ends));
  g_assert_false (hammer_result_is_game_totals (none));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-totals/accepted", test_accepted);
  g_test_add_func ("/game-totals/refused", test_refused);
  g_test_add_func ("/game-totals/shape", test_shape);

  return g_test_run ();
}
