/* test-rules-variants.c — the game variants federations play, each a rule
 * option, checked against the words that define it
 *
 * As in test-rules-texts.c, each test quotes the sentence it checks: from
 * the rule texts, from the competition notes beside them, or from the
 * federation's own description where the notes only name the variant.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-core.h"

/* @text with ' for ", as hammer-cli score reads it: the match, or NULL
 * with the violation in @error. */
static HammerMatch *
play (const char  *text,
      GError     **error)
{
  g_autofree char *json = g_strdelimit (g_strdup (text), "'", '"');
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(JsonNode) root = json_from_string (json, &parse_error);

  g_assert_no_error (parse_error);
  return hammer_match_new_from_json (root, NULL, error);
}

static HammerMatch *
play_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  HammerMatch *match = play (text, &error);

  if (match == NULL)
    g_error ("%s refused: %s", text, error->message);
  return match;
}

/* @text must be refused for @reason; returns the message. */
static char *
play_refused (const char *text,
              const char *reason)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerMatch) match = play (text, &error);

  if (match != NULL)
    g_error ("%s accepted, expected %s", text, reason);
  g_assert_cmpstr (hammer_error_get_reason (error), ==, reason);
  return g_strdup (error->message);
}

/* A court game of @n frames of @a to @b each. */
static char *
frames_of (guint n,
           int   a,
           int   b)
{
  g_autoptr(GString) ends = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (ends, "%s{'points': [%d, %d]}", i > 0 ? ", " : "", a, b);
  return g_string_free (g_steal_pointer (&ends), FALSE);
}

/* Court */

static void
test_court_16_frames_whichever_first (void)
{
  /* NOTES.md, Florida Shuffleboard Association: "Games to 75 or 16 frames
   * (12/75 in some districts), whichever first." 16 × 4 = 64 never reaches
   * 75, so the frame limit ends the game; 2 × 40 reaches it first. */
  g_autofree char *sixteen = frames_of (16, 4, 0);
  g_autofree char *twelve = frames_of (12, 0, 6);
  g_autofree char *thirteen = frames_of (13, 0, 6);
  g_autofree char *text16 = g_strdup_printf ("{'rules': 'court', 'options': {'frames': 16}, "
                                             "'games': [{'ends': [%s]}]}", sixteen);
  g_autofree char *text12 = g_strdup_printf ("{'rules': 'court', 'options': {'frames': 12}, "
                                             "'games': [{'ends': [%s]}]}", twelve);
  g_autofree char *text13 = g_strdup_printf ("{'rules': 'court', 'options': {'frames': 12}, "
                                             "'games': [{'ends': [%s]}]}", thirteen);
  g_autoptr(HammerMatch) at16 = play_ok (text16);
  g_autoptr(HammerMatch) at12 = play_ok (text12);
  g_autoptr(HammerMatch) target =
    play_ok ("{'rules': 'court', 'options': {'frames': 16}, 'games': [{'ends': ["
             "{'points': [40, 0]}, {'points': [40, 0]}]}]}");

  g_assert_cmpint (hammer_match_get_game_state (at16, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_game_winner (at16, 0), ==, 0);
  g_assert_cmpint (hammer_match_get_game_state (at12, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_game_winner (at12, 0), ==, 1);
  g_assert_cmpint (hammer_match_get_game_state (target, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpuint (hammer_match_get_n_ends (target, 0), ==, 2);
  g_free (play_refused (text13, "game-over"));
  /* Without a limit the same 16 frames leave the game open. */
  {
    g_autofree char *open = g_strdup_printf ("{'rules': 'court', 'games': [{'ends': [%s]}]}",
                                             sixteen);
    g_autoptr(HammerMatch) unlimited = play_ok (open);

    g_assert_cmpint (hammer_match_get_game_state (unlimited, 0), ==, HAMMER_STATE_IN_PROGRESS);
  }
}

static void
test_court_texas_total_of_two_games (void)
{
  /* NOTES.md, Texas State Shuffleboard Association: "a match is two
   * 8-frame games decided on the total score." Side 0 loses game 2 and
   * still wins on the total: 64 + 0 against 0 + 56. */
  g_autofree char *won = frames_of (8, 8, 0);
  g_autofree char *lost = frames_of (8, 0, 7);
  g_autofree char *text = g_strdup_printf ("{'rules': 'court', 'options': {'total_games': 2, "
                                           "'frames': 8, 'target': 100}, 'games': "
                                           "[{'ends': [%s]}, {'ends': [%s]}]}", won, lost);
  g_autoptr(HammerMatch) match = play_ok (text);
  g_autofree char *three = g_strdup_printf ("{'rules': 'court', 'options': {'total_games': 2, "
                                            "'frames': 8, 'target': 100}, 'games': [{'ends': "
                                            "[%s]}, {'ends': [%s]}, {'ends': [%s]}]}",
                                            won, lost, lost);

  g_assert_cmpint (hammer_match_get_game_winner (match, 1), ==, 1);
  g_assert_cmpint (hammer_match_get_state (match), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 0);
  g_assert_cmpint (hammer_match_get_totals (match)[0], ==, 64);
  g_assert_cmpint (hammer_match_get_totals (match)[1], ==, 56);
  g_free (play_refused (three, "match-over"));
  /* Both games are played, so it is no best of 3. */
  g_free (play_refused ("{'rules': 'court', 'options': {'total_games': 2, 'best_of': 3}}",
                        "bad-option"));
}

static void
test_court_texas_tie_on_total (void)
{
  /* "If a tie score results at game point or over ... In SINGLES- one
   * round of play shall decide tie." (court-and-long-board.txt): level on
   * the total after both games, the last game plays one more round. */
  g_autofree char *a = frames_of (8, 7, 0);
  g_autofree char *b = frames_of (8, 0, 7);
  g_autofree char *text = g_strdup_printf ("{'rules': 'court', 'options': {'total_games': 2, "
                                           "'frames': 8, 'target': 100}, 'games': [{'ends': "
                                           "[%s]}, {'ends': [%s, {'points': [8, 0]}, "
                                           "{'points': [0, 7]}]}]}", a, b);
  g_autoptr(HammerMatch) match = play_ok (text);

  g_assert_cmpuint (hammer_match_get_n_ends (match, 1), ==, 10);
  g_assert_cmpint (hammer_match_get_state (match), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 0);
}

/* Horse Collar */

static void
test_horse_collar_corner_as_hanger (void)
{
  /* "A weight that hangs over both the end and the side receives only one
   * additional point" (table-and-horse-collar.txt): unless told otherwise
   * a corner scores what a hanger does. */
  g_autoptr(HammerMatch) plain =
    play_ok ("{'rules': 'horse-collar', 'games': [{'ends': [{'zones': "
             "[['corner'], ['hanger']]}]}]}");
  g_autoptr(HammerMatch) thirteen =
    play_ok ("{'rules': 'horse-collar', 'options': {'hanger': 13}, "
             "'games': [{'ends': [{'zones': [['corner'], ['hanger']]}]}]}");

  g_assert_cmpint (hammer_match_get_totals (plain)[0], ==, 4);
  g_assert_cmpint (hammer_match_get_totals (plain)[1], ==, 4);
  g_assert_cmpint (hammer_match_get_totals (thirteen)[0], ==, 13);
  g_assert_cmpint (hammer_match_get_options (thirteen)->corner, ==, 13);
}

static void
test_horse_collar_hangers_13_corners_26 (void)
{
  /* NOTES.md: "Hanger values vary between rule sets (4, 13, 26)"; the
   * issue: "Horse Collar hangers 4 or 13 and corners 26". A corner opens a
   * turn as a hanger does ("5 or hanging"). */
  g_autoptr(HammerMatch) match =
    play_ok ("{'rules': 'horse-collar', 'options': {'hanger': 13, 'corner': 26}, "
             "'games': [{'ends': [{'zones': [['corner', '1'], ['hanger', 'hanger']]}]}]}");
  g_autoptr(HammerMatch) alone =
    play_ok ("{'rules': 'horse-collar', 'options': {'corner': 26}, "
             "'games': [{'ends': [{'zones': [['corner'], ['2', '1']]}]}]}");

  g_assert_cmpint (hammer_match_get_totals (match)[0], ==, 27);
  g_assert_cmpint (hammer_match_get_totals (match)[1], ==, 26);
  /* The corner alone opens the turn; 2 and 1 without one in 3 do not. */
  g_assert_cmpint (hammer_match_get_totals (alone)[0], ==, 26);
  g_assert_cmpint (hammer_match_get_totals (alone)[1], ==, 0);
  g_free (play_refused ("{'rules': 'horse-collar', 'options': {'corner': 100}}", "bad-option"));
  g_free (play_refused ("{'rules': 'table', 'options': {'corner': 26}}", "unknown-option"));
}

/* Sjoelbak */

static void
test_sjoelbak_20_2 (void)
{
  /* NOTES.md: "20-2 variant: 20 disks, 2 sub-turns, max 100; 97, 98 and
   * 99 are impossible." */
  g_autoptr(HammerMatch) full =
    play_ok ("{'rules': 'sjoelbak', 'options': {'disks': 20}, "
             "'games': [{'ends': [{'counts': [[5, 5, 5, 5]]}]}]}");

  g_assert_cmpint (hammer_match_get_totals (full)[0], ==, 100);
  g_free (play_refused ("{'rules': 'sjoelbak', 'options': {'disks': 20}, "
                        "'games': [{'ends': [{'points': [101]}]}]}", "impossible-points"));
  g_free (play_refused ("{'rules': 'sjoelbak', 'options': {'disks': 20}, "
                        "'games': [{'ends': [{'counts': [[6, 5, 5, 5]]}]}]}",
                        "too-many-disks"));
}

static void
test_sjoelbak_zaandams (void)
{
  /* The federation (ANS) on Zaandams sjoelen: played "with twenty instead
   * of thirty disks"; "the maximum is 100, five disks in every
   * compartment"; achieved in the first turn, it earns "fifty bonus
   * points". */
  g_autoptr(HammerMatch) bonus =
    play_ok ("{'rules': 'sjoelbak', 'options': {'zaandams': true}, "
             "'games': [{'ends': [{'points': [150], 'counts': [[5, 5, 5, 5]]}]}]}");
  g_autoptr(HammerMatch) later =
    play_ok ("{'rules': 'sjoelbak', 'options': {'zaandams': true}, "
             "'games': [{'ends': [{'counts': [[5, 5, 5, 5]]}]}]}");
  g_autofree char *thirty = NULL;

  g_assert_cmpint (hammer_match_get_options (bonus)->disks, ==, 20);
  g_assert_cmpint (hammer_match_get_totals (bonus)[0], ==, 150);
  g_assert_cmpint (hammer_match_get_totals (later)[0], ==, 100);
  /* Only a 100 earns the bonus, and only in the Zaandams game. */
  g_free (play_refused ("{'rules': 'sjoelbak', 'options': {'zaandams': true}, "
                        "'games': [{'ends': [{'points': [149]}]}]}", "impossible-points"));
  g_free (play_refused ("{'rules': 'sjoelbak', 'options': {'zaandams': true}, "
                        "'games': [{'ends': [{'points': [150], 'counts': [[6, 4, 5, 5]]}]}]}",
                        "total-mismatch"));
  g_free (play_refused ("{'rules': 'sjoelbak', 'games': [{'ends': [{'points': [150]}]}]}",
                        "impossible-points"));
  thirty = play_refused ("{'rules': 'sjoelbak', 'options': {'zaandams': true, 'disks': 30}}",
                         "bad-option");
  g_assert_nonnull (strstr (thirty, "20"));
}

static void
test_sjoelbak_best_of_series_count (void)
{
  /* NOTES.md, open tournaments: "pools of 4, 5 games each with the worst
   * dropped". Side 1's worst game (10) is dropped: 400 against 360. */
  g_autoptr(HammerMatch) match =
    play_ok ("{'rules': 'sjoelbak', 'options': {'games': 5, 'counting': 4}, 'games': ["
             "{'ends': [{'points': [100, 90]}]}, {'ends': [{'points': [10, 90]}]}, "
             "{'ends': [{'points': [100, 90]}]}, {'ends': [{'points': [100, 90]}]}, "
             "{'ends': [{'points': [100, 90]}]}]}");
  g_autoptr(HammerMatch) every =
    play_ok ("{'rules': 'sjoelbak', 'options': {'games': 5}, 'games': ["
             "{'ends': [{'points': [100, 90]}]}, {'ends': [{'points': [10, 90]}]}, "
             "{'ends': [{'points': [100, 90]}]}, {'ends': [{'points': [100, 90]}]}, "
             "{'ends': [{'points': [100, 90]}]}]}");
  g_autofree char *message = NULL;

  g_assert_cmpint (hammer_match_get_totals (match)[0], ==, 400);
  g_assert_cmpint (hammer_match_get_totals (match)[1], ==, 360);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 0);
  /* Without the option every game counts, and 410 loses to 450. */
  g_assert_cmpint (hammer_match_get_winner (every), ==, 1);
  message = play_refused ("{'rules': 'sjoelbak', 'options': {'games': 3, 'counting': 4}}",
                          "bad-option");
  g_assert_nonnull (strstr (message, "3"));
  g_assert_nonnull (strstr (message, "4"));
}

/* @text's games (as hammer-cli score reads them, ' for ") played as a
 * knockout match of an event with @options_text. */
static HammerMatch *
play_knockout (const char  *options_text,
               const char  *games_text,
               GError     **error)
{
  const HammerRules *sjoelbak = hammer_rules_lookup ("sjoelbak", NULL);
  g_autofree char *options_json = g_strdelimit (g_strdup (options_text), "'", '"');
  g_autofree char *games_json = g_strdelimit (g_strdup (games_text), "'", '"');
  g_autoptr(JsonNode) options_node = json_from_string (options_json, NULL);
  g_autoptr(JsonNode) games = json_from_string (games_json, NULL);
  HammerOptions options;

  g_assert_true (hammer_options_from_json (sjoelbak, json_node_get_object (options_node),
                                           &options, NULL));
  hammer_options_for_knockout (&options);
  return hammer_match_replay (sjoelbak, &options, games, error);
}

static void
test_sjoelbak_knockout_games (void)
{
  /* NOTES.md, open tournaments: "pools of 4, 5 games each with the worst
   * dropped, then a winners' and a losers' knockout, finals of 3 games
   * summed." sjoelbak.txt: "the total from all the games will be summed to
   * determine the winner of the match". Side 0 wins two games of three and
   * loses the final on the total, 210 against 258; every game counts. */
  const HammerRules *sjoelbak = hammer_rules_lookup ("sjoelbak", NULL);
  const char *pools = "{'games': 5, 'counting': 4, 'knockout_games': 3}";
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerMatch) final =
    play_knockout (pools, "[{'ends': [{'points': [80, 79]}]}, {'ends': [{'points': [80, 79]}]}, "
                   "{'ends': [{'points': [50, 100]}]}]", NULL);
  g_autoptr(HammerMatch) tie_on_total = NULL;
  g_autoptr(HammerMatch) four = NULL;
  g_autoptr(HammerMatch) two = NULL;
  HammerOptions options;
  g_autofree char *zero = NULL;
  g_autofree char *table = NULL;

  g_assert_nonnull (final);
  g_assert_cmpint (hammer_match_get_state (final), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_games_won (final)[0], ==, 2);
  g_assert_cmpint (hammer_match_get_totals (final)[0], ==, 210);
  g_assert_cmpint (hammer_match_get_totals (final)[1], ==, 258);
  g_assert_cmpint (hammer_match_get_winner (final), ==, 1);

  /* A tie on the total goes as a series' does (Jakkolo: "a tie is broken
   * by the highest single game"): 250 each, 110 beats 100. */
  tie_on_total = play_knockout (pools, "[{'ends': [{'points': [110, 100]}]}, "
                                "{'ends': [{'points': [80, 95]}]}, "
                                "{'ends': [{'points': [60, 55]}]}]", NULL);
  g_assert_cmpint (hammer_match_get_totals (tie_on_total)[0], ==, 250);
  g_assert_cmpint (hammer_match_get_totals (tie_on_total)[1], ==, 250);
  g_assert_cmpint (hammer_match_get_winner (tie_on_total), ==, 0);

  /* Two games of three leave it open; a fourth is one too many. */
  two = play_knockout (pools, "[{'ends': [{'points': [80, 79]}]}, "
                       "{'ends': [{'points': [80, 79]}]}]", NULL);
  g_assert_cmpint (hammer_match_get_state (two), ==, HAMMER_STATE_IN_PROGRESS);
  four = play_knockout (pools, "[{'ends': [{'points': [80, 79]}]}, "
                        "{'ends': [{'points': [80, 79]}]}, {'ends': [{'points': [80, 79]}]}, "
                        "{'ends': [{'points': [80, 79]}]}]", &error);
  g_assert_null (four);
  g_assert_cmpstr (hammer_error_get_reason (error), ==, "match-over");
  g_assert_nonnull (strstr (error->message, "Game 4"));
  g_assert_nonnull (strstr (error->message, "after game 3"));

  /* Unless set, a knockout match is as long as any other, and keeps the
   * worst game dropped: an event as it was. */
  hammer_options_init (&options);
  options.games = 5;
  options.counting = 4;
  g_assert_true (hammer_options_resolve (sjoelbak, &options, NULL));
  g_assert_cmpint (options.knockout_games, ==, 5);
  hammer_options_for_knockout (&options);
  g_assert_cmpint (options.games, ==, 5);
  g_assert_cmpint (options.counting, ==, 4);

  /* From 1 game to 100, in sjoelbak only. */
  zero = play_refused ("{'rules': 'sjoelbak', 'options': {'knockout_games': 0}}", "bad-option");
  g_assert_nonnull (strstr (zero, "knockout_games"));
  g_assert_nonnull (strstr (zero, "1 to 100"));
  g_free (play_refused ("{'rules': 'sjoelbak', 'options': {'knockout_games': 101}}",
                        "bad-option"));
  table = play_refused ("{'rules': 'table', 'options': {'knockout_games': 3}}",
                        "unknown-option");
  g_assert_nonnull (strstr (table, "knockout_games"));
}

static void
test_sjoelbak_pairs (void)
{
  /* NOTES.md: "Pairs (koppel): player 1 shoots the 30 disks, player 2 only
   * those left outside." A pair's game holds 30 disks, no more. */
  g_autoptr(HammerMatch) pair =
    play_ok ("{'rules': 'sjoelbak', 'options': {'pairs': true}, "
             "'games': [{'ends': [{'counts': [[7, 7, 7, 9]]}]}]}");

  g_assert_cmpint (hammer_match_get_options (pair)->team_size, ==, 2);
  g_assert_cmpint (hammer_match_get_totals (pair)[0], ==, 148);
  g_free (play_refused ("{'rules': 'sjoelbak', 'options': {'pairs': true}, "
                        "'games': [{'ends': [{'counts': [[8, 8, 8, 7]]}]}]}",
                        "too-many-disks"));
  g_free (play_refused ("{'rules': 'sjoelbak', 'options': {'pairs': true, 'team_size': 3}}",
                        "bad-option"));
}

static void
test_sjoelbak_bonus_152_or_156 (void)
{
  /* NOTES.md: "A 148 after the first sub-turn earns 2 extra disks (max
   * 156), after the second sub-turn 1 extra disk (max 152) — an option,
   * off by default." */
  g_autoptr(HammerMatch) two =
    play_ok ("{'rules': 'sjoelbak', 'options': {'bonus': true}, "
             "'games': [{'ends': [{'points': [156]}]}]}");
  g_autoptr(HammerMatch) one =
    play_ok ("{'rules': 'sjoelbak', 'options': {'bonus': true}, "
             "'games': [{'ends': [{'points': [152]}]}]}");

  g_autoptr(HammerMatch) second_sub_turn =
    play_ok ("{'rules': 'sjoelbak', 'options': {'bonus': true, 'bonus_max': 152}, "
             "'games': [{'ends': [{'counts': [[7, 7, 7, 10]]}]}]}");
  g_auto(GStrv) words = NULL;
  g_autofree char *over = NULL;

  g_assert_cmpint (hammer_match_get_totals (two)[0], ==, 156);
  g_assert_cmpint (hammer_match_get_totals (one)[0], ==, 152);
  g_free (play_refused ("{'rules': 'sjoelbak', 'games': [{'ends': [{'points': [152]}]}]}",
                        "impossible-points"));
  /* The most is the club's choice: 156 unless set, or 152 (one extra
   * disk, four points at most); a second extra disk, or 153 to 156, is
   * then refused, and nothing else is a bonus's most. */
  g_assert_cmpint (hammer_match_get_options (two)->bonus_max, ==, 156);
  g_assert_cmpint (hammer_match_get_totals (second_sub_turn)[0], ==, 152);
  over = play_refused ("{'rules': 'sjoelbak', 'options': {'bonus': true, 'bonus_max': 152}, "
                       "'games': [{'ends': [{'counts': [[7, 7, 7, 11]]}]}]}",
                       "too-many-disks");
  g_assert_nonnull (strstr (over, "only a 148 (7, 7, 7, 9) earns up to 1 more"));
  g_free (play_refused ("{'rules': 'sjoelbak', 'options': {'bonus': true, 'bonus_max': 152}, "
                        "'games': [{'ends': [{'points': [153]}]}]}",
                        "impossible-points"));
  g_free (play_refused ("{'rules': 'sjoelbak', 'options': {'bonus': true, 'bonus_max': 154}}",
                        "bad-option"));
  /* The sheets and the board page say which. */
  words = hammer_options_describe_variants (hammer_match_get_rules (second_sub_turn),
                                            hammer_match_get_options (second_sub_turn));
  g_assert_true (g_strv_contains ((const char * const *) words,
                                  "A 148 earns extra disks: up to 152"));
}

/* Handicaps */

static void
test_handicap_start_points (void)
{
  /* Issue 30: "handicaps for table and court shuffleboard (start points or
   * a shorter race)" — as start points, "a game starts at the handicap's
   * points". Side 0 starts each game on 10 of 15: 10 + 3 + 2 = 15 wins
   * game 1 while side 1 has 4; game 2 starts at 10–0 again. */
  g_autoptr(HammerMatch) match = play_ok ("{'rules': 'table', 'options': {'best_of': 3, "
                                          "'handicaps': [10, 0]}, 'games': ["
                                          "{'ends': [{'points': [3, 0]}, {'points': [0, 4]}, "
                                          "{'points': [2, 0]}]}, {'ends': [{'points': [0, 1]}]}]}");
  g_autofree char *over = NULL;

  g_assert_cmpint (hammer_match_get_game_totals (match, 0)[0], ==, 15);
  g_assert_cmpint (hammer_match_get_game_totals (match, 0)[1], ==, 4);
  g_assert_cmpint (hammer_match_get_game_winner (match, 0), ==, 0);
  g_assert_cmpint (hammer_match_get_game_totals (match, 1)[0], ==, 10);
  g_assert_cmpint (hammer_match_get_game_totals (match, 1)[1], ==, 1);
  g_assert_cmpint (hammer_match_get_state (match), ==, HAMMER_STATE_IN_PROGRESS);

  /* Checked end by end: the start points end the game sooner, and an end
   * after that is refused. */
  over = play_refused ("{'rules': 'table', 'options': {'best_of': 1, 'handicaps': [0, 12]}, "
                       "'games': [{'ends': [{'points': [0, 3]}, {'points': [2, 0]}]}]}",
                       "game-over");
  g_assert_nonnull (strstr (over, "over"));
}

static void
test_handicap_shorter_race (void)
{
  /* Issue 30: "or a shorter race": "that side's target is shorter". With
   * a race handicap of 10 in a game to 15, side 0 races to 5: 3 + 2 wins,
   * and its score stays the points it made. */
  g_autoptr(HammerMatch) match = play_ok ("{'rules': 'table', 'options': {'best_of': 1, "
                                          "'handicap_race': true, 'handicaps': [10, 0]}, "
                                          "'games': [{'ends': [{'points': [3, 0]}, "
                                          "{'points': [0, 4]}, {'points': [2, 0]}]}]}");
  /* Court, 75 points: side 1 races to 60; 4 frames of 15 win. */
  g_autofree char *frames = frames_of (4, 0, 15);
  g_autofree char *court_text = g_strdup_printf ("{'rules': 'court', 'options': {'best_of': 1, "
                                                 "'handicap_race': true, 'handicaps': [0, 15]}, "
                                                 "'games': [{'ends': [%s]}]}", frames);
  g_autoptr(HammerMatch) court = play_ok (court_text);

  g_assert_cmpint (hammer_match_get_game_totals (match, 0)[0], ==, 5);
  g_assert_cmpint (hammer_match_get_game_totals (match, 0)[1], ==, 4);
  g_assert_cmpint (hammer_match_get_state (match), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 0);
  g_assert_cmpint (hammer_match_get_game_totals (court, 0)[1], ==, 60);
  g_assert_cmpint (hammer_match_get_winner (court), ==, 1);
}

static void
test_handicap_refused (void)
{
  /* A handicap leaves a game to play, and belongs to the two games that
   * race to a target. */
  g_autofree char *high = play_refused ("{'rules': 'table', 'options': {'handicaps': [15, 0]}, "
                                        "'games': []}", "bad-option");
  g_autofree char *shape = play_refused ("{'rules': 'court', 'options': {'handicaps': 'x'}, "
                                         "'games': []}", "bad-option");
  g_autofree char *texas = play_refused ("{'rules': 'court', 'options': {'total_games': 2, "
                                         "'handicap_race': true, 'handicaps': [5, 0]}, "
                                         "'games': []}", "bad-option");
  g_autofree char *sjoelbak = play_refused ("{'rules': 'sjoelbak', 'options': "
                                            "{'handicaps': [5, 0]}, 'games': []}",
                                            "unknown-option");

  g_assert_cmpstr (high, ==, "The handicap of side 1 must be from 0 to 14, one below the "
                   "target, not 15.");
  g_assert_nonnull (strstr (shape, "[5, 0]"));
  g_assert_nonnull (strstr (texas, "start points"));
  g_assert_nonnull (strstr (sjoelbak, "handicaps"));
}

/* The game clock */

static void
test_clock_finish_the_end (void)
{
  /* Issue 29 and NOTES.md: "some events run a 30-minute game clock" —
   * "a game clock (30 minutes, then finish the end or round)". Time is
   * called during end 2: that end is finished and the side ahead wins,
   * short of 15. */
  g_autoptr(HammerMatch) table =
    play_ok ("{'rules': 'table', 'options': {'clock': 30}, 'games': [{'ends': ["
             "{'points': [4, 0]}, {'points': [0, 3], 'time_called': true}]}]}");
  g_autoptr(HammerMatch) collar =
    play_ok ("{'rules': 'horse-collar', 'options': {'clock': 30}, 'games': [{'ends': ["
             "{'points': [3, 5]}, {'points': [0, 3], 'time_called': true}]}]}");
  g_autoptr(HammerMatch) open =
    play_ok ("{'rules': 'table', 'options': {'clock': 30}, 'games': [{'ends': ["
             "{'points': [4, 0]}, {'points': [0, 3]}]}]}");
  g_autofree char *after = NULL;

  g_assert_cmpint (hammer_match_get_game_state (table, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_game_winner (table, 0), ==, 0);
  g_assert_cmpint (hammer_match_get_game_state (collar, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_game_winner (collar, 0), ==, 1);
  /* Until time is called the game plays to its target. */
  g_assert_cmpint (hammer_match_get_game_state (open, 0), ==, HAMMER_STATE_IN_PROGRESS);
  after = play_refused ("{'rules': 'table', 'options': {'clock': 30}, 'games': [{'ends': ["
                        "{'points': [4, 0]}, {'points': [0, 3], 'time_called': true}, "
                        "{'points': [1, 0]}]}]}", "game-over");
  g_assert_nonnull (strstr (after, "end 2"));
}

static void
test_clock_finish_the_round (void)
{
  /* "30 minutes, then finish the end or round": with clock_round a round
   * of two ends, counted from the game's first, is finished. Time is
   * called in end 3; end 4 still counts and turns the game. */
  g_autoptr(HammerMatch) round =
    play_ok ("{'rules': 'deck', 'options': {'clock': 30, 'clock_round': true}, 'games': "
             "[{'ends': [{'points': [10, 0]}, {'points': [0, 7]}, "
             "{'points': [0, 0], 'time_called': true}, {'points': [0, 8]}]}]}");
  g_autoptr(HammerMatch) unfinished =
    play_ok ("{'rules': 'deck', 'options': {'clock': 30, 'clock_round': true}, 'games': "
             "[{'ends': [{'points': [10, 0]}, {'points': [0, 7]}, "
             "{'points': [0, 0], 'time_called': true}]}]}");
  g_autoptr(HammerMatch) even =
    play_ok ("{'rules': 'deck', 'options': {'clock': 30, 'clock_round': true}, 'games': "
             "[{'ends': [{'points': [10, 0]}, {'points': [0, 7], 'time_called': true}]}]}");

  g_assert_cmpint (hammer_match_get_game_state (round, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_game_winner (round, 0), ==, 1);
  g_assert_cmpint (hammer_match_get_game_state (unfinished, 0), ==, HAMMER_STATE_IN_PROGRESS);
  /* Called in the round's last end: the round is finished with it. */
  g_assert_cmpint (hammer_match_get_game_state (even, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_game_winner (even, 0), ==, 0);
}

static void
test_clock_tie_plays_on (void)
{
  /* "The one ahead wins": a tie after time has nobody ahead, so the game
   * plays one more end, again while tied (Hammer's decision); court, whose
   * tie at a frame limit plays "one round" in singles, does the same after
   * time. */
  g_autoptr(HammerMatch) tied =
    play_ok ("{'rules': 'table', 'options': {'clock': 30}, 'games': [{'ends': ["
             "{'points': [2, 0]}, {'points': [0, 2], 'time_called': true}, "
             "{'points': [0, 0]}]}]}");
  g_autoptr(HammerMatch) decided =
    play_ok ("{'rules': 'table', 'options': {'clock': 30}, 'games': [{'ends': ["
             "{'points': [2, 0]}, {'points': [0, 2], 'time_called': true}, "
             "{'points': [0, 0]}, {'points': [0, 1]}]}]}");
  g_autoptr(HammerMatch) court_one =
    play_ok ("{'rules': 'court', 'options': {'clock': 30}, 'games': [{'ends': ["
             "{'points': [10, 0]}, {'points': [0, 10], 'time_called': true}, "
             "{'points': [7, 0]}]}]}");
  g_autoptr(HammerMatch) court_round =
    play_ok ("{'rules': 'court', 'options': {'clock': 30}, 'games': [{'ends': ["
             "{'points': [10, 0]}, {'points': [0, 10], 'time_called': true}, "
             "{'points': [7, 0]}, {'points': [0, 0]}]}]}");

  g_assert_cmpint (hammer_match_get_game_state (tied, 0), ==, HAMMER_STATE_IN_PROGRESS);
  g_assert_cmpint (hammer_match_get_game_state (decided, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_game_winner (decided, 0), ==, 1);
  g_assert_cmpint (hammer_match_get_game_state (court_one, 0), ==, HAMMER_STATE_IN_PROGRESS);
  g_assert_cmpint (hammer_match_get_game_state (court_round, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_game_winner (court_round, 0), ==, 0);
}

static void
test_clock_refused (void)
{
  /* Time is called once a game, and only where the event runs a clock
   * ("some events run a 30-minute game clock", so the default is none). */
  g_autofree char *none = play_refused ("{'rules': 'table', 'games': [{'ends': ["
                                        "{'points': [2, 0], 'time_called': true}]}]}",
                                        "time-called");
  g_autofree char *twice = play_refused ("{'rules': 'table', 'options': {'clock': 30}, "
                                         "'games': [{'ends': [{'points': [2, 0]}, "
                                         "{'points': [0, 2], 'time_called': true}, "
                                         "{'points': [0, 0], 'time_called': true}]}]}",
                                         "time-called");
  g_autofree char *shape = play_refused ("{'rules': 'table', 'options': {'clock': 30}, "
                                         "'games': [{'ends': [{'points': [2, 0], "
                                         "'time_called': 'yes'}]}]}", "malformed");
  g_autofree char *sjoelbak = play_refused ("{'rules': 'sjoelbak', 'options': {'clock': 30}, "
                                            "'games': []}", "unknown-option");
  g_autofree char *long_clock = play_refused ("{'rules': 'court', 'options': {'clock': 241}, "
                                              "'games': []}", "bad-option");

  g_assert_nonnull (strstr (none, "“clock”"));
  g_assert_nonnull (strstr (twice, "Game 1, end 3: time was already called in end 2"));
  g_assert_nonnull (strstr (shape, "time_called"));
  g_assert_nonnull (strstr (long_clock, "240"));
}

static void
test_clock_kept_in_the_result (void)
{
  /* What is stored of a result keeps the called time, so that a replay
   * ends the game where the players did; a plain end stays as it was. */
  g_autoptr(JsonNode) root =
    json_from_string ("{\"games\": [{\"ends\": [{\"points\": [4, 0], \"note\": 1}, "
                      "{\"points\": [0, 3], \"time_called\": true}]}]}", NULL);
  g_autoptr(JsonNode) canonical = hammer_result_canonical (root);
  g_autofree char *text = json_to_string (canonical, FALSE);
  const HammerRules *table = hammer_rules_lookup ("table", NULL);
  HammerOptions options;
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *written = NULL;

  g_assert_cmpstr (text, ==, "{\"games\":[{\"ends\":[{\"points\":[4,0]},"
                             "{\"points\":[0,3],\"time_called\":true}]}]}");
  hammer_options_init (&options);
  options.clock = 30;
  options.sides = 2;
  g_assert_true (hammer_options_resolve (table, &options, NULL));
  match = hammer_match_replay_result (table, &options, canonical, NULL);
  g_assert_nonnull (match);
  g_assert_cmpint (hammer_match_get_game_state (match, 0), ==, HAMMER_STATE_FINISHED);
  out = hammer_match_to_json (match);
  written = json_to_string (out, FALSE);
  g_assert_nonnull (strstr (written, "\"time_called\":true"));
  g_assert_cmpuint (strstr (written, "time_called") - written, ==,
                    g_strrstr (written, "time_called") - written);
}

/* In words */

static void
test_variants_in_words (void)
{
  const HammerRules *court = hammer_rules_lookup ("court", NULL);
  const HammerRules *collar = hammer_rules_lookup ("horse-collar", NULL);
  const HammerRules *sjoelbak = hammer_rules_lookup ("sjoelbak", NULL);
  HammerOptions options;
  g_auto(GStrv) plain = NULL;
  g_auto(GStrv) limited = NULL;
  g_auto(GStrv) hangers = NULL;
  g_auto(GStrv) pool = NULL;
  g_auto(GStrv) knockout = NULL;
  g_auto(GStrv) knockout_match = NULL;
  g_auto(GStrv) start = NULL;
  g_auto(GStrv) race = NULL;
  g_auto(GStrv) clock = NULL;
  g_auto(GStrv) clock_round = NULL;

  /* The rule text's own game has no variant to name. */
  hammer_options_init (&options);
  g_assert_true (hammer_options_resolve (court, &options, NULL));
  plain = hammer_options_describe_variants (court, &options);
  g_assert_cmpuint (g_strv_length (plain), ==, 0);

  hammer_options_init (&options);
  options.frames = 12;
  g_assert_true (hammer_options_resolve (court, &options, NULL));
  limited = hammer_options_describe_variants (court, &options);
  g_assert_cmpstr (limited[0], ==, "75 points or 12 frames, whichever comes first");

  hammer_options_init (&options);
  options.hanger = 13;
  options.corner = 26;
  g_assert_true (hammer_options_resolve (collar, &options, NULL));
  hangers = hammer_options_describe_variants (collar, &options);
  g_assert_cmpstr (hangers[0], ==, "Hangers score 13, corners 26");

  hammer_options_init (&options);
  options.games = 5;
  options.counting = 4;
  options.disks = 20;
  g_assert_true (hammer_options_resolve (sjoelbak, &options, NULL));
  pool = hammer_options_describe_variants (sjoelbak, &options);
  g_assert_cmpuint (g_strv_length (pool), ==, 2);
  g_assert_cmpstr (pool[0], ==, "20-2: 20 disks in two sub-turns, at most 100");
  g_assert_cmpstr (pool[1], ==, "The best 4 of 5 games count");

  hammer_options_init (&options);
  options.games = 1;
  options.knockout_games = 3;
  g_assert_true (hammer_options_resolve (sjoelbak, &options, NULL));
  knockout = hammer_options_describe_variants (sjoelbak, &options);
  g_assert_cmpuint (g_strv_length (knockout), ==, 1);
  g_assert_cmpstr (knockout[0], ==, "Knockout matches: 3 games, head to head on their total");
  /* A knockout match's own card says it too, though its "games" are 3
   * now: the players read there how their match is decided. */
  hammer_options_for_knockout (&options);
  knockout_match = hammer_options_describe_variants (sjoelbak, &options);
  g_assert_cmpuint (g_strv_length (knockout_match), ==, 1);
  g_assert_cmpstr (knockout_match[0], ==,
                   "Knockout matches: 3 games, head to head on their total");

  hammer_options_init (&options);
  options.handicaps[1] = 5;
  g_assert_true (hammer_options_resolve (court, &options, NULL));
  start = hammer_options_describe_variants (court, &options);
  g_assert_cmpstr (start[0], ==, "Handicap: each game starts at 0–5");
  options.handicap_race = 1;
  race = hammer_options_describe_variants (court, &options);
  g_assert_cmpstr (race[0], ==, "Handicap: races to 75 and 70");

  hammer_options_init (&options);
  options.clock = 30;
  g_assert_true (hammer_options_resolve (court, &options, NULL));
  clock = hammer_options_describe_variants (court, &options);
  g_assert_cmpuint (g_strv_length (clock), ==, 1);
  g_assert_cmpstr (clock[0], ==, "Game clock: 30 minutes, then the end is finished");
  options.clock_round = 1;
  clock_round = hammer_options_describe_variants (court, &options);
  g_assert_cmpstr (clock_round[0], ==, "Game clock: 30 minutes, then the round is finished");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules-variants/court/16-frames-or-75-whichever-first",
                   test_court_16_frames_whichever_first);
  g_test_add_func ("/rules-variants/court/texas-total-of-two-8-frame-games",
                   test_court_texas_total_of_two_games);
  g_test_add_func ("/rules-variants/court/texas-tie-one-more-round",
                   test_court_texas_tie_on_total);
  g_test_add_func ("/rules-variants/horse-collar/corner-scores-as-hanger",
                   test_horse_collar_corner_as_hanger);
  g_test_add_func ("/rules-variants/horse-collar/hangers-13-corners-26",
                   test_horse_collar_hangers_13_corners_26);
  g_test_add_func ("/rules-variants/sjoelbak/20-2", test_sjoelbak_20_2);
  g_test_add_func ("/rules-variants/sjoelbak/zaandams", test_sjoelbak_zaandams);
  g_test_add_func ("/rules-variants/sjoelbak/worst-game-dropped",
                   test_sjoelbak_best_of_series_count);
  g_test_add_func ("/rules-variants/sjoelbak/knockout-of-3-games-summed",
                   test_sjoelbak_knockout_games);
  g_test_add_func ("/rules-variants/sjoelbak/pairs-koppel", test_sjoelbak_pairs);
  g_test_add_func ("/rules-variants/sjoelbak/148-bonus-152-or-156",
                   test_sjoelbak_bonus_152_or_156);
  g_test_add_func ("/rules-variants/handicap/start-points", test_handicap_start_points);
  g_test_add_func ("/rules-variants/handicap/shorter-race", test_handicap_shorter_race);
  g_test_add_func ("/rules-variants/handicap/refused", test_handicap_refused);
  g_test_add_func ("/rules-variants/clock/finish-the-end", test_clock_finish_the_end);
  g_test_add_func ("/rules-variants/clock/finish-the-round", test_clock_finish_the_round);
  g_test_add_func ("/rules-variants/clock/tie-plays-on", test_clock_tie_plays_on);
  g_test_add_func ("/rules-variants/clock/refused", test_clock_refused);
  g_test_add_func ("/rules-variants/clock/kept-in-the-result", test_clock_kept_in_the_result);
  g_test_add_func ("/rules-variants/in-words", test_variants_in_words);

  return g_test_run ();
}
