/* test-rules-texts.c — one case per scoring, winning, tie and order-of-play
 * statement of the clubs' rule texts and of the competition practice that
 * docs/ARCHITECTURE.md gathers under "Rules decisions"
 *
 * Every case quotes the sentence it tests. Matches are written as the JSON of
 * `hammer-cli score` with single quotes for readability.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"

/* Scoring helpers */

static HammerMatch *
score (const char       *text,
       GError          **violation)
{
  g_autofree char *json = g_strdelimit (g_strdup (text), "'", '"');
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = json_from_string (json, &error);

  g_assert_no_error (error);
  g_assert_nonnull (root);
  return hammer_match_new_from_json (root, NULL, violation);
}

/* Scores @text, which must break no rule. */
static HammerMatch *
accept (const char *text)
{
  g_autoptr(GError) violation = NULL;
  HammerMatch *match = score (text, &violation);

  if (match == NULL)
    g_error ("%s refused (%s): %s", text, hammer_error_get_reason (violation), violation->message);
  return match;
}

/* Scores @text, which must be refused for @reason at @game, @end, @side. */
static void
refuse (const char *text,
        const char *reason,
        int         game,
        int         end,
        int         side)
{
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = score (text, &violation);

  if (match != NULL)
    g_error ("%s accepted, expected %s", text, reason);
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, reason);
  g_assert_cmpint (hammer_error_get_game (violation), ==, game);
  g_assert_cmpint (hammer_error_get_end (violation), ==, end);
  g_assert_cmpint (hammer_error_get_side (violation), ==, side);
  g_assert_nonnull (violation->message);
  g_assert_cmpstr (violation->message, !=, "");
}

/* A match with one game whose only end has @points for two sides. */
static char *
one_end (const char *rules,
         const char *options,
         const char *end)
{
  return g_strdup_printf ("{'rules': '%s', 'options': {%s}, 'games': [{'ends': [%s]}]}",
                          rules, options, end);
}

static void
accept_end (const char *rules,
            const char *options,
            const char *end)
{
  g_autofree char *text = one_end (rules, options, end);
  g_autoptr(HammerMatch) match = accept (text);
}

static void
refuse_end (const char *rules,
            const char *options,
            const char *end,
            const char *reason,
            int         side)
{
  g_autofree char *text = one_end (rules, options, end);

  refuse (text, reason, 0, 0, side);
}

/* The raw points of side @side in the only end of @end. */
static int
end_points (const char *rules,
            const char *options,
            const char *end,
            int         side)
{
  g_autofree char *text = one_end (rules, options, end);
  g_autoptr(HammerMatch) match = accept (text);
  HammerEnd view;

  hammer_match_get_end (match, 0, 0, &view);
  return view.raw[side];
}

static void
assert_end_order (HammerMatch *match,
                  guint        game,
                  guint        end,
                  int          first,
                  int          hammer)
{
  HammerEnd view;

  hammer_match_get_end (match, game, end, &view);
  g_assert_cmpint (view.first, ==, first);
  g_assert_cmpint (view.hammer, ==, hammer);
}

static void
assert_totals2 (HammerMatch *match,
                guint        game,
                int          a,
                int          b)
{
  const int *totals = hammer_match_get_game_totals (match, game);

  g_assert_cmpint (totals[0], ==, a);
  g_assert_cmpint (totals[1], ==, b);
}

static void
assert_game (HammerMatch *match,
             guint        game,
             HammerState  state,
             int          winner)
{
  g_assert_cmpint (hammer_match_get_game_state (match, game), ==, state);
  g_assert_cmpint (hammer_match_get_game_winner (match, game), ==, winner);
}

static void
assert_next (HammerMatch *match,
             int          game,
             int          end,
             int          first,
             int          hammer)
{
  int g, e, f, h;

  g_assert_true (hammer_match_get_next (match, &g, &e, &f, &h));
  g_assert_cmpint (g, ==, game);
  g_assert_cmpint (e, ==, end);
  g_assert_cmpint (f, ==, first);
  g_assert_cmpint (h, ==, hammer);
}

static int
option_of (HammerMatch    *match,
           HammerOptionId  option)
{
  return hammer_options_get (hammer_match_get_options (match), option);
}

#define IN_PROGRESS HAMMER_STATE_IN_PROGRESS
#define FINISHED    HAMMER_STATE_FINISHED

/* Table shuffleboard: table-shuffleboard.txt */

static void
test_table_singles_to_15 (void)
{
  /* "The game continues for as many rounds as are necessary, until one player
   * has scored 15 points to win the game." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [4, 0]}, {'points': [4, 0]}, "
            "{'points': [4, 0]}, {'points': [2, 0]}]}]}");
  g_autoptr(HammerMatch) won =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [4, 0]}, {'points': [4, 0]}, "
            "{'points': [4, 0]}, {'points': [2, 0]}, {'points': [1, 0]}]}]}");

  g_assert_cmpint (option_of (match, HAMMER_OPTION_TARGET), ==, 15);
  assert_game (match, 0, IN_PROGRESS, -1);
  assert_totals2 (match, 0, 14, 0);
  assert_game (won, 0, FINISHED, 0);
  assert_totals2 (won, 0, 15, 0);
  refuse ("{'rules': 'table', 'games': [{'ends': [{'points': [4, 0]}, {'points': [4, 0]}, "
          "{'points': [4, 0]}, {'points': [3, 0]}, {'points': [0, 1]}]}]}",
          "game-over", 0, 4, -1);
}

static void
test_table_doubles_to_21 (void)
{
  /* "The players continue as many rounds as necessary, until one team has
   * scored a total of 21 points." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'options': {'team_size': 2}, 'games': [{'ends': ["
            "{'points': [16, 0]}, {'points': [4, 0]}]}]}");
  g_autoptr(HammerMatch) won =
    accept ("{'rules': 'table', 'options': {'team_size': 2}, 'games': [{'ends': ["
            "{'points': [16, 0]}, {'points': [4, 0]}, {'points': [1, 0]}]}]}");

  g_assert_cmpint (option_of (match, HAMMER_OPTION_TARGET), ==, 21);
  assert_game (match, 0, IN_PROGRESS, -1);
  assert_game (won, 0, FINISHED, 0);
}

static void
test_table_teams_of_3_and_4_to_21 (void)
{
  /* "Games with six players (2 teams of 3) and eight players (2 teams of 4)
   * are played to 21 points." */
  for (int size = 3; size <= 4; size++)
    {
      g_autofree char *text =
        g_strdup_printf ("{'rules': 'table', 'options': {'team_size': %d}}", size);
      g_autoptr(HammerMatch) match = accept (text);

      g_assert_cmpint (option_of (match, HAMMER_OPTION_TARGET), ==, 21);
    }
  refuse ("{'rules': 'table', 'options': {'team_size': 5}}", "bad-option", -1, -1, -1);
}

static void
test_table_two_player_singles_to_15 (void)
{
  /* "Singles matches consist of two players (opponents) and singles games are
   * played until one player reaches 15 points." (table-and-horse-collar.txt) */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [16, 0]}]}]}");

  assert_game (match, 0, FINISHED, 0);
  refuse ("{'rules': 'table', 'options': {'sides': 3}}", "bad-option", -1, -1, -1);
}

static void
test_table_only_the_winner_scores (void)
{
  /* "ONLY THE WINNER SCORES IN A ROUND." */
  refuse_end ("table", "", "{'points': [2, 3]}", "leader-only", -1);
  refuse_end ("table", "", "{'zones': [['1'], ['2']]}", "leader-only", -1);
  accept_end ("table", "", "{'points': [0, 3]}");
}

static void
test_table_winner_adds_leading_weights (void)
{
  /* "The winner's score is then determined by adding the values of all his
   * leading Weights which lie ahead of the loser's leading Weight." */
  g_assert_cmpint (end_points ("table", "", "{'zones': [['3', '2', '1'], []]}", 0), ==, 6);
  g_assert_cmpint (end_points ("table", "", "{'zones': [[], ['hanger', '3']]}", 1), ==, 7);
}

static void
test_table_all_remaining_weights_score (void)
{
  /* "If there are no BLUE Weights remaining on the board, all remaining RED
   * Weights are scored." — all four, and no more. */
  g_assert_cmpint (end_points ("table", "",
                               "{'zones': [['hanger', 'hanger', 'hanger', 'hanger'], []]}", 0),
                   ==, 16);
  refuse_end ("table", "", "{'zones': [['1', '1', '1', '1', '1'], []]}", "too-many-weights", 0);
}

static void
test_table_zone_values (void)
{
  /* "lie in the One zone and score 1 point" … "lie in the Deuce zone and
   * score 2 points" … "lie in the Trey zone and score 3 points" */
  g_assert_cmpint (end_points ("table", "", "{'zones': [['1'], []]}", 0), ==, 1);
  g_assert_cmpint (end_points ("table", "", "{'zones': [['2'], []]}", 0), ==, 2);
  g_assert_cmpint (end_points ("table", "", "{'zones': [['3'], []]}", 0), ==, 3);
  refuse_end ("table", "", "{'zones': [['4'], []]}", "unknown-zone", 0);
}

static void
test_table_hanger_scores_4 (void)
{
  /* "A winner's Weight, any part of which extends over the far edge of the
   * board, is called a Hanger or Shipper and scores 4 points." */
  g_assert_cmpint (end_points ("table", "", "{'zones': [['hanger'], []]}", 0), ==, 4);
}

static void
test_table_hanger_one_more_than_trey (void)
{
  /* "A weight that extends over the edge of the board … is considered a
   * “hanger” and scores one additional point." (table-and-horse-collar.txt):
   * one more than the 3 zone. */
  g_assert_cmpint (end_points ("table", "", "{'zones': [['hanger'], []]}", 0), ==,
                   end_points ("table", "", "{'zones': [['3'], []]}", 0) + 1);
}

static void
test_table_tie_no_score_hammer_changes_hands (void)
{
  /* "In the case of a tie, or where no Weights are left on the board at the
   * end of a round, there is no winner. Thus no score is counted. The next
   * round is begun in the usual manner, except that the privilege of
   * shooting last changes hands." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [0, 0]}, {'zones': [[], []]}, "
            "{'points': [0, 0]}]}]}");

  assert_end_order (match, 0, 0, 0, 1);
  assert_end_order (match, 0, 1, 1, 0);
  assert_end_order (match, 0, 2, 0, 1);
  assert_totals2 (match, 0, 0, 0);
  assert_next (match, 0, 3, 1, 0);
}

static void
test_table_leading_weights_tied_no_score (void)
{
  /* "If the leading weights for each team/player are determined to be tied
   * no score is awarded." (table-and-horse-collar.txt) */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [0, 0]}]}]}");

  assert_totals2 (match, 0, 0, 0);
  assert_next (match, 0, 1, 1, 0);
}

static void
test_table_winner_shoots_first (void)
{
  /* "Another round of play is begun in exactly the same manner as described
   * above, from this end of the board, with the winner of the previous round
   * shooting first Weight." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [0, 3]}, {'points': [2, 0]}, "
            "{'points': [2, 0]}]}]}");

  assert_end_order (match, 0, 0, 0, 1);
  assert_end_order (match, 0, 1, 1, 0);
  assert_end_order (match, 0, 2, 0, 1);
  assert_next (match, 0, 3, 0, 1);
}

static void
test_table_thereafter_winner_starts (void)
{
  /* "Thereafter, the winner of the previous “end” starts the next."
   * (table-and-horse-collar.txt) */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'options': {'first': 1}, 'games': [{'ends': ["
            "{'points': [0, 1]}, {'points': [0, 1]}]}]}");

  assert_end_order (match, 0, 0, 1, 0);
  assert_end_order (match, 0, 1, 1, 0);
}

static void
test_table_doubles_partner_of_winner_first (void)
{
  /* "…clear the board and begin another round of play from their end, in
   * exactly the same manner and with the partner of the previous round's
   * winner shooting the first Weight." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'options': {'team_size': 2}, 'games': [{'ends': ["
            "{'points': [0, 5]}, {'points': [3, 0]}]}]}");

  assert_end_order (match, 0, 1, 1, 0);
  assert_next (match, 0, 2, 0, 1);
}

static void
test_table_coin_toss_first (void)
{
  /* "Players toss a coin or otherwise choose who shall shoot first Weight …
   * (It is an advantage to shoot last.)" — option "first"; the other side
   * holds the hammer. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'options': {'first': 1}, 'games': [{'ends': ["
            "{'points': [0, 0]}]}]}");

  assert_end_order (match, 0, 0, 1, 0);
  refuse ("{'rules': 'table', 'options': {'first': 2}}", "bad-option", -1, -1, -1);
}

static void
test_table_closest_weight_chooses (void)
{
  /* "The weight closest to the end of the board and remaining on the board
   * has choice of first or last shot to start the game."
   * (table-and-horse-collar.txt) — the lag winner's choice is "first". */
  g_autoptr(HammerMatch) match = accept ("{'rules': 'table', 'options': {'first': 1}}");

  assert_next (match, 0, 0, 1, 0);
}

static void
test_table_per_end_1_to_16 (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): per end one side scores 1–16
   * (four weights of at most 4) or neither scores. */
  for (int points = 0; points <= 16; points++)
    {
      g_autofree char *end = g_strdup_printf ("{'points': [%d, 0]}", points);

      accept_end ("table", "", end);
    }
  refuse_end ("table", "", "{'points': [17, 0]}", "impossible-points", 0);
  refuse_end ("table", "", "{'points': [0, -1]}", "impossible-points", 1);
}

static void
test_table_hanger_option (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): the hanger scores 4; some rules
   * give it 3 or 5: the hanger option. */
  accept_end ("table", "'hanger': 5", "{'points': [20, 0]}");
  accept_end ("table", "'hanger': 5", "{'points': [18, 0]}");
  refuse_end ("table", "'hanger': 5", "{'points': [19, 0]}", "impossible-points", 0);
  g_assert_cmpint (end_points ("table", "'hanger': 3", "{'zones': [['hanger'], []]}", 0), ==, 3);
  refuse_end ("table", "'hanger': 3", "{'points': [13, 0]}", "impossible-points", 0);
}

static void
test_table_federation_15_in_doubles (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): the Shuffleboard Federation's
   * tournament code plays 15 in doubles too — an option. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'options': {'team_size': 2, 'target': 15}, 'games': [{'ends': ["
            "{'points': [15, 0]}]}]}");

  assert_game (match, 0, FINISHED, 0);
}

static void
test_table_indoor_singles_to_11 (void)
{
  /* "For a two player game, the player who scores 11 points first wins."
   * (indoor shuffleboard); the indoor text plays singles to 11, which the
   * target option covers (docs/ARCHITECTURE.md, "Rules decisions"). */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'options': {'target': 11}, 'games': [{'ends': ["
            "{'points': [10, 0]}, {'points': [0, 10]}, {'points': [0, 1]}]}]}");

  assert_game (match, 0, FINISHED, 1);
  assert_totals2 (match, 0, 10, 11);
}

static void
test_table_indoor_no_score_first_goes_second (void)
{
  /* "After the first “end”, the winner of the previous end plays first.
   * Should the previous end have resulted in no score, the player who went
   * first previously goes second." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [0, 2]}, {'points': [0, 0]}]}]}");

  assert_end_order (match, 0, 1, 1, 0);
  assert_next (match, 0, 2, 0, 1);
}

static void
test_table_indoor_other_player_scores_nothing (void)
{
  /* "the player whose weight is nearest the far end of the board wins that
   * “end” and scores points. The other player scores no points." */
  refuse_end ("table", "", "{'points': [3, 1]}", "leader-only", -1);
}

static void
test_table_indoor_overhang_scores_four (void)
{
  /* "Any such weight that is overhanging the far edge scores four points. …
   * Any other qualifying weight that lands in the first second or third
   * areas scores 1, 2 or 3 points respectively." */
  g_assert_cmpint (end_points ("table", "", "{'zones': [['hanger', '1', '2', '3'], []]}", 0),
                   ==, 10);
}

static void
test_table_indoor_no_weights_no_points (void)
{
  /* "If no weights are in scoring positions then no points are scored." */
  g_assert_cmpint (end_points ("table", "", "{'zones': [[], []]}", 0), ==, 0);
  g_assert_cmpint (end_points ("table", "", "{'zones': [[], []]}", 1), ==, 0);
}

static void
test_table_long_board_one_side_scores (void)
{
  /* "After all pucks have been shot, the score is tallied, by counting only
   * the leading pucks of the leading color. … ONLY ONE SIDE SCORES PER
   * ROUND." (long board version) */
  refuse_end ("table", "", "{'points': [1, 1]}", "leader-only", -1);
}

static void
test_table_long_board_hanging_scores_4 (void)
{
  /* "Pucks hanging over far end of board are scored 4 points." */
  g_assert_cmpint (end_points ("table", "", "{'zones': [[], ['hanger', 'hanger']]}", 1), ==, 8);
}

static void
test_table_long_board_winner_first_to_15 (void)
{
  /* "Play is continued, in the same manner at this end of the board, with the
   * winner of the previous round shooting first and until one player has
   * scored 15 points." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [0, 8]}, {'points': [0, 8]}]}]}");

  assert_end_order (match, 0, 1, 1, 0);
  assert_game (match, 0, FINISHED, 1);
}

static void
test_table_long_board_doubles_to_21 (void)
{
  /* "The partners at the opposite end now clear the board and continue the
   * play with the partner of the winning team shooting first. Play continues
   * until one team has scored 21 points to win the game." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'options': {'team_size': 2}, 'games': [{'ends': ["
            "{'points': [0, 16]}, {'points': [0, 4]}]}]}");

  assert_end_order (match, 0, 1, 1, 0);
  assert_game (match, 0, IN_PROGRESS, -1);
}

static void
test_table_best_of_3 (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): matches best of 3 are common —
   * the default. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [16, 0]}]}, "
            "{'ends': [{'points': [16, 0]}]}]}");

  g_assert_cmpint (option_of (match, HAMMER_OPTION_BEST_OF), ==, 3);
  g_assert_cmpint (hammer_match_get_state (match), ==, FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 0);
  g_assert_false (hammer_match_get_next (match, NULL, NULL, NULL, NULL));
  refuse ("{'rules': 'table', 'games': [{'ends': [{'points': [16, 0]}]}, "
          "{'ends': [{'points': [16, 0]}]}, {'ends': []}]}",
          "match-over", 2, -1, -1);
}

static void
test_table_toss_loser_chooses_game_2 (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): the winner of the coin toss
   * takes colour or hammer; in best of 3 the toss loser chooses for game 2,
   * and game 3 is tossed again — game 2 defaults to the other side shooting
   * first; game 3 takes "first" from the new toss. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [16, 0]}]}, "
            "{'ends': [{'points': [0, 16]}]}]}");
  g_autoptr(HammerMatch) tossed =
    accept ("{'rules': 'table', 'games': [{'ends': [{'points': [16, 0]}]}, "
            "{'ends': [{'points': [0, 16]}]}, {'first': 1, 'ends': [{'points': [0, 0]}]}]}");

  assert_end_order (match, 1, 0, 1, 0);
  assert_next (match, 2, 0, 0, 1);
  assert_end_order (tossed, 2, 0, 1, 0);
}

/* Old English shovelboard: shuffleboard-family.txt */

static void
test_shovelboard_winner_starts_next (void)
{
  /* "A coin is tossed to decide who starts. Thereafter, the winner of the
   * previous “end” starts the next." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'shovelboard', 'options': {'first': 1}, 'games': [{'ends': ["
            "{'points': [2, 0]}, {'points': [0, 3]}]}]}");

  assert_end_order (match, 0, 0, 1, 0);
  assert_end_order (match, 0, 1, 0, 1);
  assert_next (match, 0, 2, 1, 0);
}

static void
test_shovelboard_toss_once_then_winner_of_end (void)
{
  /* "A coin is tossed to decide who starts. Thereafter, the winner of the
   * previous “end” starts the next." — the coin is tossed once: the end
   * that closes a game is the previous end of the next game's first. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'shovelboard', 'options': {'best_of': 3, 'first': 1}, 'games': ["
            "{'ends': [{'points': [6, 0]}, {'points': [0, 11]}]}, "
            "{'ends': [{'points': [2, 2]}, {'points': [11, 3]}]}]}");

  assert_end_order (match, 0, 0, 1, 0);
  assert_end_order (match, 0, 1, 0, 1);
  assert_game (match, 0, FINISHED, 1);
  /* Side 1 won the end that closed game 1, so it starts game 2. */
  assert_end_order (match, 1, 0, 1, 0);
  assert_end_order (match, 1, 1, 1, 0);
  assert_game (match, 1, FINISHED, 0);
  assert_next (match, 2, 0, 0, 1);
}

static void
test_shovelboard_four_weights (void)
{
  /* "Each player has four flat metal weights" */
  g_assert_cmpint (end_points ("shovelboard", "", "{'zones': [['3', '3', '3', '3'], []]}", 0),
                   ==, 12);
  refuse_end ("shovelboard", "", "{'zones': [['1', '1', '1', '1', '1'], []]}",
              "too-many-weights", 0);
  refuse_end ("shovelboard", "", "{'points': [13, 0]}", "impossible-points", 0);
}

static void
test_shovelboard_zones (void)
{
  /* "A weight which lands on the near line or between the lines scores 1
   * point; a weight which lies on the far line or between the far line and
   * the end of the board counts 2 points and a weight which hangs over the
   * end of the table counts 3 points." */
  g_assert_cmpint (end_points ("shovelboard", "", "{'zones': [['1'], []]}", 0), ==, 1);
  g_assert_cmpint (end_points ("shovelboard", "", "{'zones': [['2'], []]}", 0), ==, 2);
  g_assert_cmpint (end_points ("shovelboard", "", "{'zones': [['hanger'], []]}", 0), ==, 3);
  g_assert_cmpint (end_points ("shovelboard", "", "{'zones': [['3'], []]}", 0), ==, 3);
}

static void
test_shovelboard_nearest_weight_scores_1 (void)
{
  /* "If no weights are in scoring positions then the weight nearest to the
   * near line scores 1 point." — zone "nearest", for one side only, and
   * only when no weight of any side lies in a scoring position. */
  g_assert_cmpint (end_points ("shovelboard", "", "{'zones': [[], ['nearest']]}", 1), ==, 1);
  g_assert_cmpint (end_points ("shovelboard", "", "{'zones': [[], ['nearest']]}", 0), ==, 0);
  refuse_end ("shovelboard", "", "{'zones': [['1'], ['nearest']]}", "impossible-zones", 1);
  refuse_end ("shovelboard", "", "{'zones': [['nearest', '2'], []]}", "impossible-zones", 0);
  refuse_end ("shovelboard", "", "{'zones': [['nearest'], ['nearest']]}", "impossible-zones",
              1);
  refuse_end ("shovelboard", "", "{'points': [2, 0], 'zones': [['nearest'], []]}",
              "total-mismatch", 0);
}

static void
test_shovelboard_every_weight_scores_for_its_side (void)
{
  /* "Once all weights have been pushed down the table, the scores for the
   * turn are calculated. A weight which lands on the near line or between
   * the lines scores 1 point; …" — every weight in a scoring position
   * scores for its own side, so both sides may score in one end
   * (docs/ARCHITECTURE.md, "Rules decisions", old English shovelboard). */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'shovelboard', 'games': [{'ends': [{'zones': [['1', '2'], ['hanger']]}, "
            "{'points': [2, 5]}, {'points': [12, 12]}]}]}");

  assert_totals2 (match, 0, 17, 20);
  refuse_end ("shovelboard", "", "{'points': [13, 0]}", "impossible-points", 0);
  refuse_end ("shovelboard", "", "{'points': [0, -1]}", "impossible-points", 1);
}

static void
test_shovelboard_winner_scored_more (void)
{
  /* "Thereafter, the winner of the previous “end” starts the next." — the
   * side that scored more in it; on equal scores the side that started
   * starts again (docs/ARCHITECTURE.md, "Rules decisions"). */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'shovelboard', 'options': {'first': 1}, 'games': [{'ends': ["
            "{'points': [3, 2]}, {'points': [1, 4]}, {'points': [2, 2]}, {'points': [0, 0]}, "
            "{'zones': [['nearest'], []]}]}]}");

  assert_end_order (match, 0, 0, 1, 0);
  assert_end_order (match, 0, 1, 0, 1);
  assert_end_order (match, 0, 2, 1, 0);
  assert_end_order (match, 0, 3, 1, 0);
  assert_end_order (match, 0, 4, 1, 0);
  assert_next (match, 0, 5, 0, 1);
}

static void
test_shovelboard_both_reach_11 (void)
{
  /* "For a two player game, the player who scores 11 points first wins." —
   * both may pass 11 in the same end, where neither was first: the higher
   * total wins, and equal totals play another end. */
  g_autoptr(HammerMatch) higher =
    accept ("{'rules': 'shovelboard', 'games': [{'ends': [{'points': [10, 10]}, "
            "{'points': [2, 3]}]}]}");
  g_autoptr(HammerMatch) equal =
    accept ("{'rules': 'shovelboard', 'games': [{'ends': [{'points': [10, 10]}, "
            "{'points': [2, 2]}, {'points': [0, 1]}]}]}");

  assert_game (higher, 0, FINISHED, 1);
  assert_totals2 (higher, 0, 12, 13);
  assert_game (equal, 0, FINISHED, 1);
  g_assert_cmpint (hammer_match_get_n_ends (equal, 0), ==, 3);
}

static void
test_shovelboard_more_than_two_players (void)
{
  /* "The target score would sometimes be greater when there were more than
   * two players." — 2 to 4 sides (docs/ARCHITECTURE.md, "Rules decisions"),
   * each with its own set of four weights, "each set being uniquely marked". */
  g_autoptr(HammerMatch) three =
    accept ("{'rules': 'shovelboard', 'options': {'target': 21, 'first': 2}, 'games': [{'ends': ["
            "{'points': [4, 6, 2]}, {'points': [9, 9, 0]}]}]}");
  g_autoptr(HammerMatch) four =
    accept ("{'rules': 'shovelboard', 'options': {'sides': 4}, 'games': [{'ends': ["
            "{'zones': [['1'], ['2'], ['hanger'], ['hanger']]}]}]}");
  const int *totals;

  g_assert_cmpint (hammer_match_get_n_sides (three), ==, 3);
  g_assert_cmpint (option_of (three, HAMMER_OPTION_TARGET), ==, 21);
  assert_end_order (three, 0, 0, 2, 1);
  /* Side 1 scored most in the first end; sides 0 and 1 tie in the second,
   * so side 1, which started it, starts again. */
  assert_end_order (three, 0, 1, 1, 0);
  assert_totals2 (three, 0, 13, 15);
  assert_next (three, 0, 2, 1, 0);
  totals = hammer_match_get_game_totals (four, 0);
  g_assert_cmpint (totals[2], ==, 3);
  g_assert_cmpint (totals[3], ==, 3);
  assert_next (four, 0, 1, 0, 3);
  refuse ("{'rules': 'shovelboard', 'options': {'sides': 5}}", "bad-option", -1, -1, -1);
  refuse ("{'rules': 'shovelboard', 'options': {'sides': 1}}", "bad-option", -1, -1, -1);
}

static void
test_shovelboard_first_to_11 (void)
{
  /* "For a two player game, the player who scores 11 points first wins." */
  g_autoptr(HammerMatch) open =
    accept ("{'rules': 'shovelboard', 'games': [{'ends': [{'points': [10, 0]}]}]}");
  g_autoptr(HammerMatch) won =
    accept ("{'rules': 'shovelboard', 'games': [{'ends': [{'points': [10, 0]}, "
            "{'points': [1, 0]}]}]}");

  g_assert_cmpint (option_of (open, HAMMER_OPTION_TARGET), ==, 11);
  assert_game (open, 0, IN_PROGRESS, -1);
  assert_game (won, 0, FINISHED, 0);
  g_assert_cmpint (hammer_match_get_state (won), ==, FINISHED);
}

static void
test_shovelboard_greater_target (void)
{
  /* "The target score would sometimes be greater when there were more than
   * two players." — an option. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'shovelboard', 'options': {'target': 21}, 'games': [{'ends': ["
            "{'points': [12, 0]}]}]}");

  assert_game (match, 0, IN_PROGRESS, -1);
}

/* Court shuffleboard: court-and-long-board.txt and the outdoor rules of
 * shuffleboard-family.txt */

static void
test_court_red_shoots_first (void)
{
  /* "To start a game, the RED puck is shot first … Play alternates- red,
   * then blue- until all pucks are shot." — option "first" names red. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'options': {'first': 1}, 'games': [{'ends': ["
            "{'points': [0, 0]}]}]}");

  assert_end_order (match, 0, 0, 1, 0);
}

static void
test_court_singles_lead_changes_every_half_round (void)
{
  /* "IN SINGLES- after all pucks are played, constituting a HALF ROUND, the
   * players proceed to opposite end of board and start play, with the color
   * lead changing to blue." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'games': [{'ends': [{'points': [10, 8]}, {'points': [7, 0]}, "
            "{'points': [0, 0]}]}]}");

  assert_end_order (match, 0, 0, 0, 1);
  assert_end_order (match, 0, 1, 1, 0);
  assert_end_order (match, 0, 2, 0, 1);
  assert_next (match, 0, 3, 1, 0);
}

static void
test_court_doubles_lead_changes_every_round (void)
{
  /* "IN DOUBLES- after all pucks are played at HEAD of board, play starts at
   * foot or opposite end- RED leading, blue following. Color lead does NOT
   * change until both ends have played a ROUND." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'options': {'team_size': 2}, 'games': [{'ends': ["
            "{'points': [10, 8]}, {'points': [7, 0]}, {'points': [0, 0]}, {'points': [0, 0]}, "
            "{'points': [8, 8]}]}]}");

  assert_end_order (match, 0, 0, 0, 1);
  assert_end_order (match, 0, 1, 0, 1);
  assert_end_order (match, 0, 2, 1, 0);
  assert_end_order (match, 0, 3, 1, 0);
  assert_end_order (match, 0, 4, 0, 1);
}

static void
test_court_targets_50_75_100 (void)
{
  /* "Game is scored on 50, 75, 100 point basis." — 75 by default. */
  g_autoptr(HammerMatch) match = accept ("{'rules': 'court'}");
  g_autoptr(HammerMatch) fifty =
    accept ("{'rules': 'court', 'options': {'target': 50}, 'games': [{'ends': ["
            "{'points': [40, 0]}, {'points': [10, 0]}]}]}");
  g_autoptr(HammerMatch) hundred =
    accept ("{'rules': 'court', 'options': {'target': 100}, 'games': [{'ends': ["
            "{'points': [40, 0]}, {'points': [40, 0]}]}]}");

  g_assert_cmpint (option_of (match, HAMMER_OPTION_TARGET), ==, 75);
  assert_game (fifty, 0, FINISHED, 0);
  assert_game (hundred, 0, IN_PROGRESS, -1);
}

static void
test_court_best_of_three (void)
{
  /* "Match play shall be on the best of three games." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'options': {'target': 10}, 'games': ["
            "{'ends': [{'points': [10, 0]}]}, {'ends': [{'points': [0, 10]}]}, "
            "{'ends': [{'points': [10, 0]}]}]}");

  g_assert_cmpint (option_of (match, HAMMER_OPTION_BEST_OF), ==, 3);
  g_assert_cmpint (hammer_match_get_games_won (match)[0], ==, 2);
  g_assert_cmpint (hammer_match_get_games_won (match)[1], ==, 1);
  g_assert_cmpint (hammer_match_get_state (match), ==, FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 0);
}

static void
test_court_score_all_pucks (void)
{
  /* "After both players have shot their four (4) pucks, SCORE ALL pucks on
   * diagram within and not touching lines." — both sides score. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'games': [{'ends': [{'zones': [['10', '10', '8'], "
            "['7', '7', '10-off']]}]}]}");

  assert_totals2 (match, 0, 28, 4);
}

static void
test_court_play_continues_until_all_pucks_shot (void)
{
  /* "Play continues until all pucks have been shot even if game point has
   * been reached." — the frame decides, even if both pass the target in it:
   * the higher total wins. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'games': [{'ends': [{'points': [40, 40]}, {'points': [30, 28]}, "
            "{'points': [10, 30]}]}]}");

  assert_totals2 (match, 0, 80, 98);
  assert_game (match, 0, FINISHED, 1);
}

static void
test_court_doubles_tie_two_rounds (void)
{
  /* "If a tie score results at game point or over, two complete rounds shall
   * be played, in DOUBLES, score totaled." — four frames, not decided before. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'options': {'team_size': 2}, 'games': [{'ends': ["
            "{'points': [40, 40]}, {'points': [38, 38]}, {'points': [10, 0]}, {'points': [0, 0]}, "
            "{'points': [0, 0]}]}]}");
  g_autoptr(HammerMatch) decided =
    accept ("{'rules': 'court', 'options': {'team_size': 2}, 'games': [{'ends': ["
            "{'points': [40, 40]}, {'points': [38, 38]}, {'points': [10, 0]}, {'points': [0, 0]}, "
            "{'points': [0, 0]}, {'points': [0, 7]}]}]}");

  assert_game (match, 0, IN_PROGRESS, -1);
  assert_totals2 (match, 0, 88, 78);
  assert_game (decided, 0, FINISHED, 0);
  assert_totals2 (decided, 0, 88, 85);
}

static void
test_court_tied_again_play_continues (void)
{
  /* "If score is tied again, play continues again as outlined above." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'games': [{'ends': [{'points': [40, 40]}, {'points': [38, 38]}, "
            "{'points': [10, 10]}, {'points': [0, 0]}, {'points': [10, 0]}, "
            "{'points': [0, 0]}]}]}");

  assert_game (match, 0, FINISHED, 0);
  assert_totals2 (match, 0, 98, 88);
  g_assert_cmpint (hammer_match_get_n_ends (match, 0), ==, 6);
}

static void
test_court_singles_one_round_decides_tie (void)
{
  /* "In SINGLES- one round of play shall decide tie." — two frames. */
  g_autoptr(HammerMatch) open =
    accept ("{'rules': 'court', 'games': [{'ends': [{'points': [40, 40]}, {'points': [38, 38]}, "
            "{'points': [10, 0]}]}]}");
  g_autoptr(HammerMatch) decided =
    accept ("{'rules': 'court', 'games': [{'ends': [{'points': [40, 40]}, {'points': [38, 38]}, "
            "{'points': [10, 0]}, {'points': [0, 7]}]}]}");

  assert_game (open, 0, IN_PROGRESS, -1);
  assert_game (decided, 0, FINISHED, 0);
}

static void
test_court_tie_notes (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): a tie at or over game point:
   * singles play one more round (2 frames), doubles two rounds (4 frames),
   * totalled, again while tied. */
  g_autoptr(HammerMatch) singles =
    accept ("{'rules': 'court', 'options': {'target': 20}, 'games': [{'ends': ["
            "{'points': [20, 20]}, {'points': [0, 0]}, {'points': [10, 0]}]}]}");
  g_autoptr(HammerMatch) doubles =
    accept ("{'rules': 'court', 'options': {'target': 20, 'team_size': 2}, 'games': [{'ends': ["
            "{'points': [20, 10]}, {'points': [0, 10]}, {'points': [10, 0]}, {'points': [0, 0]}, "
            "{'points': [0, 0]}, {'points': [0, 0]}]}]}");

  /* Singles: tied after frame 1, so frames 2 and 3 decide. */
  assert_game (singles, 0, FINISHED, 0);
  g_assert_cmpint (hammer_match_get_n_ends (singles, 0), ==, 3);
  /* Doubles: tied after the first round, so four frames more decide. */
  assert_game (doubles, 0, FINISHED, 0);
  g_assert_cmpint (hammer_match_get_n_ends (doubles, 0), ==, 6);
}

static void
test_court_doubles_end_after_round (void)
{
  /* "Color lead does NOT change until both ends have played a ROUND. A ROUND
   * consists of completed play at HEAD and FOOT of board" — a doubles game
   * ends only after a whole round. */
  g_autoptr(HammerMatch) open =
    accept ("{'rules': 'court', 'options': {'target': 30, 'team_size': 2}, 'games': [{'ends': ["
            "{'points': [40, 0]}]}]}");
  g_autoptr(HammerMatch) done =
    accept ("{'rules': 'court', 'options': {'target': 30, 'team_size': 2}, 'games': [{'ends': ["
            "{'points': [40, 0]}, {'points': [0, 0]}]}]}");
  g_autoptr(HammerMatch) singles =
    accept ("{'rules': 'court', 'options': {'target': 30}, 'games': [{'ends': ["
            "{'points': [40, 0]}]}]}");

  assert_game (open, 0, IN_PROGRESS, -1);
  assert_game (done, 0, FINISHED, 0);
  assert_game (singles, 0, FINISHED, 0);
}

static void
test_court_ten_off (void)
{
  /* "Scoring occurs once all eight disks have been played and is according
   * to the areas marked on the court with 10 points being deducted for any
   * disks in the 10-off area." */
  g_assert_cmpint (end_points ("court", "", "{'zones': [['10-off'], []]}", 0), ==, -10);
  g_assert_cmpint (end_points ("court", "", "{'zones': [['-10', '10-off'], []]}", 0), ==, -20);
}

static void
test_court_areas_10_8_7 (void)
{
  /* "a line is drawn 3 feet from the tip and the small triangle it
   * delineates is marked “10” … The two areas next to the 10 area are marked
   * “8” and the two areas next to the 10 off area are marked “7”." */
  g_assert_cmpint (end_points ("court", "", "{'zones': [['10'], []]}", 0), ==, 10);
  g_assert_cmpint (end_points ("court", "", "{'zones': [['8'], []]}", 0), ==, 8);
  g_assert_cmpint (end_points ("court", "", "{'zones': [['7'], []]}", 0), ==, 7);
}

static void
test_court_four_disks_each (void)
{
  /* "Two sets of four disks in contrasting colours are used to play the
   * game" */
  refuse_end ("court", "", "{'zones': [['7', '7', '7', '7', '7'], []]}", "too-many-weights", 0);
  refuse_end ("court", "", "{'points': [0, 41]}", "impossible-points", 1);
}

static void
test_court_penalties (void)
{
  /* "Disk touching 10-off area line before being played - 5 off. Disk
   * touching side line or side of triangle while being played - 10 off."
   * Rules decisions (docs/ARCHITECTURE.md): penalties (5 off, 10 off) are
   * entered apart from the disks. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'games': [{'ends': [{'points': [10, 0], "
            "'penalties': [5, 10]}]}]}");
  HammerEnd view;

  hammer_match_get_end (match, 0, 0, &view);
  g_assert_cmpint (view.raw[0], ==, 10);
  g_assert_cmpint (view.points[0], ==, 5);
  g_assert_cmpint (view.points[1], ==, -10);
  assert_totals2 (match, 0, 5, -10);
  refuse_end ("court", "", "{'points': [10, 0], 'penalties': [3, 0]}", "bad-penalty", 0);
  refuse_end ("court", "", "{'points': [10, 0], 'penalties': [0, -5]}", "bad-penalty", 1);
}

static void
test_court_first_to_75_after_the_frame (void)
{
  /* "The game is won by the first person to reach 75 points although this
   * cannot be achieved during a game - all eight disks of the final game must
   * be played and the scores calculated before a player can claim victory." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'games': [{'ends': [{'points': [40, 0]}, {'points': [34, 0]}]}]}");
  g_autoptr(HammerMatch) won =
    accept ("{'rules': 'court', 'games': [{'ends': [{'points': [40, 0]}, {'points': [34, 0]}, "
            "{'points': [7, 0]}]}]}");

  assert_game (match, 0, IN_PROGRESS, -1);
  assert_game (won, 0, FINISHED, 0);
  assert_totals2 (won, 0, 81, 0);
}

static void
test_court_frame_sums (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): per side per frame the disks
   * sum to one of the sums of four values from {10, 8, 7, 0, −10}: between
   * −40 and 40, never 1, 2, 3, 9, 19, 39 or −1 (and other gaps). */
  static const int never[] = { 1, 2, 3, 9, 19, 39, -1, 41, -41 };
  static const int sums[] = { 40, -40, 0, 7, 8, 10, 14, 15, 17, 38, -3, -2 };

  for (guint i = 0; i < G_N_ELEMENTS (never); i++)
    {
      g_autofree char *end = g_strdup_printf ("{'points': [0, %d]}", never[i]);

      refuse_end ("court", "", end, "impossible-points", 1);
    }
  for (guint i = 0; i < G_N_ELEMENTS (sums); i++)
    {
      g_autofree char *end = g_strdup_printf ("{'points': [%d, 0]}", sums[i]);

      accept_end ("court", "", end);
    }
}

static void
test_court_frame_limit (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): games to 75 (50 and 100 exist),
   * or a fixed number of frames (8, 12 or 16) or 75, whichever comes first. */
  g_autoptr(HammerMatch) limit =
    accept ("{'rules': 'court', 'options': {'frames': 8}, 'games': [{'ends': ["
            "{'points': [7, 0]}, {'points': [7, 0]}, {'points': [7, 0]}, {'points': [7, 0]}, "
            "{'points': [7, 0]}, {'points': [7, 0]}, {'points': [7, 0]}, {'points': [0, 8]}]}]}");
  g_autoptr(HammerMatch) target =
    accept ("{'rules': 'court', 'options': {'frames': 8}, 'games': [{'ends': ["
            "{'points': [40, 0]}, {'points': [40, 0]}]}]}");

  assert_game (limit, 0, FINISHED, 0);
  assert_totals2 (limit, 0, 49, 8);
  assert_game (target, 0, FINISHED, 0);
  g_assert_cmpint (hammer_match_get_n_ends (target, 0), ==, 2);
  refuse ("{'rules': 'court', 'options': {'frames': 8}, 'games': [{'ends': ["
          "{'points': [7, 0]}, {'points': [7, 0]}, {'points': [7, 0]}, {'points': [7, 0]}, "
          "{'points': [7, 0]}, {'points': [7, 0]}, {'points': [7, 0]}, {'points': [0, 8]}, "
          "{'points': [0, 0]}]}]}",
          "game-over", 0, 8, -1);
}

static void
test_court_frame_limit_tie (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): a tie at the frame limit is
   * broken as at game point — singles play one more round (2 frames). */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'options': {'frames': 2}, 'games': [{'ends': ["
            "{'points': [10, 0]}, {'points': [0, 10]}, {'points': [8, 0]}]}]}");
  g_autoptr(HammerMatch) decided =
    accept ("{'rules': 'court', 'options': {'frames': 2}, 'games': [{'ends': ["
            "{'points': [10, 0]}, {'points': [0, 10]}, {'points': [8, 0]}, {'points': [0, 0]}]}]}");

  assert_game (match, 0, IN_PROGRESS, -1);
  assert_game (decided, 0, FINISHED, 0);
}

static void
test_court_lead_alternates_notes (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): matches best of 3; the lead
   * colour alternates by frame in singles and by round in doubles, and the
   * next game starts with the other lead. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'court', 'options': {'target': 10}, 'games': ["
            "{'ends': [{'points': [0, 0]}, {'points': [10, 0]}]}, "
            "{'ends': [{'points': [0, 0]}]}]}");

  assert_end_order (match, 0, 0, 0, 1);
  assert_end_order (match, 0, 1, 1, 0);
  assert_end_order (match, 1, 0, 1, 0);
  assert_next (match, 1, 1, 0, 1);
}

/* Deck shuffleboard: shuffleboard-family.txt */

static void
test_deck_magic_square (void)
{
  /* "the middle portion is in the form of a square divided into 9
   * sub-squares which score from left to right 8, 1, 6, 3, 5, 7, 4, 9, 2.
   * Notice that each diagonal or orthogonal row of 3 numbers adds up to 15" */
  for (int value = 1; value <= 9; value++)
    {
      g_autofree char *end = g_strdup_printf ("{'zones': [['%d'], []]}", value);

      g_assert_cmpint (end_points ("deck", "", end, 0), ==, value);
    }
  g_assert_cmpint (end_points ("deck", "", "{'zones': [['8', '1', '6'], ['4', '5', '6']]}", 0),
                   ==, 15);
  g_assert_cmpint (end_points ("deck", "", "{'zones': [['8', '1', '6'], ['4', '5', '6']]}", 1),
                   ==, 15);
}

static void
test_deck_ten_and_minus_ten (void)
{
  /* "The far semi-circle typically scores 10 points, while the near one
   * typically scores -10 points (i.e. penalty points)." */
  g_assert_cmpint (end_points ("deck", "", "{'zones': [['10'], ['10-off']]}", 0), ==, 10);
  g_assert_cmpint (end_points ("deck", "", "{'zones': [['10'], ['-10']]}", 1), ==, -10);
}

static void
test_deck_four_disks_each (void)
{
  /* "The game is played with eight wooden disks … 4 disks are marked with one
   * colour, the other four with a different colour." */
  refuse_end ("deck", "", "{'zones': [['1', '1', '1', '1', '1'], []]}", "too-many-weights", 0);
  refuse_end ("deck", "", "{'points': [-35, 0]}", "impossible-points", 0);
  accept_end ("deck", "", "{'points': [-40, -30]}");
}

static void
test_deck_toss_play_second (void)
{
  /* "Players toss a coin to decide who starts first (note - it is
   * advantageous to play second)" — "first"; the other side has the
   * hammer. */
  g_autoptr(HammerMatch) match = accept ("{'rules': 'deck', 'options': {'first': 1}}");

  assert_next (match, 0, 0, 1, 0);
}

static void
test_deck_both_score (void)
{
  /* "Once all disks have been pushed, any disks that are completely within a
   * scoring area and not touching a line, score the value indicated." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'deck', 'games': [{'ends': [{'points': [12, 9]}, {'points': [3, 20]}]}]}");

  assert_totals2 (match, 0, 15, 29);
  assert_end_order (match, 0, 1, 1, 0);
}

static void
test_deck_first_to_50_or_100 (void)
{
  /* "The first player to the winning total, which is usually 50 or 100
   * points, wins." */
  g_autoptr(HammerMatch) fifty =
    accept ("{'rules': 'deck', 'games': [{'ends': [{'points': [40, 0]}, {'points': [10, 0]}]}]}");
  g_autoptr(HammerMatch) hundred =
    accept ("{'rules': 'deck', 'options': {'target': 100}, 'games': [{'ends': ["
            "{'points': [40, 0]}, {'points': [10, 0]}]}]}");

  assert_game (fifty, 0, FINISHED, 0);
  assert_game (hundred, 0, IN_PROGRESS, -1);
}

static void
test_deck_tie_plays_on (void)
{
  /* "The first player to the winning total … wins." — a tie at or over the
   * target has no first player: another end is played. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'deck', 'games': [{'ends': [{'points': [40, 40]}, {'points': [10, 10]}, "
            "{'points': [0, 1]}]}]}");

  assert_game (match, 0, FINISHED, 1);
  g_assert_cmpint (hammer_match_get_n_ends (match, 0), ==, 3);
}

static void
test_deck_doubles_partners_keep_their_end (void)
{
  /* "The game lends itself to doubles with each partner playing from the
   * same end throughout the entire game." — the lead changes by round. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'deck', 'options': {'team_size': 2}, 'games': [{'ends': ["
            "{'points': [1, 1]}, {'points': [1, 1]}, {'points': [1, 1]}]}]}");

  assert_end_order (match, 0, 0, 0, 1);
  assert_end_order (match, 0, 1, 0, 1);
  assert_end_order (match, 0, 2, 1, 0);
}

static void
test_deck_exact_50 (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): an old rule demands exactly 50:
   * points over it are taken off (the exact option). */
  g_autoptr(HammerMatch) bounced =
    accept ("{'rules': 'deck', 'options': {'exact': true}, 'games': [{'ends': ["
            "{'points': [40, 0]}, {'points': [5, 0]}, {'points': [10, 0]}]}]}");
  g_autoptr(HammerMatch) exact =
    accept ("{'rules': 'deck', 'options': {'exact': true}, 'games': [{'ends': ["
            "{'points': [40, 0]}, {'points': [5, 0]}, {'points': [10, 0]}, {'points': [5, 0]}]}]}");
  g_autoptr(HammerMatch) plain =
    accept ("{'rules': 'deck', 'games': [{'ends': [{'points': [40, 0]}, {'points': [5, 0]}, "
            "{'points': [10, 0]}]}]}");

  /* 45 + 10 = 55 is 5 over, so 45. */
  assert_totals2 (bounced, 0, 45, 0);
  assert_game (bounced, 0, IN_PROGRESS, -1);
  assert_totals2 (exact, 0, 50, 0);
  assert_game (exact, 0, FINISHED, 0);
  assert_game (plain, 0, FINISHED, 0);
  refuse ("{'rules': 'deck', 'options': {'exact': 1}}", "bad-option", -1, -1, -1);
}

/* Horse Collar: table-and-horse-collar.txt */

static void
test_horse_collar_two_to_eight (void)
{
  /* "Horse Collar may be played by two to eight individual players or by
   * teams of players." */
  g_autoptr(HammerMatch) eight =
    accept ("{'rules': 'horse-collar', 'options': {'sides': 8}, 'games': [{'ends': ["
            "{'points': [3, 0, 0, 0, 0, 0, 0, 5]}]}]}");

  g_assert_cmpint (hammer_match_get_n_sides (eight), ==, 8);
  refuse ("{'rules': 'horse-collar', 'options': {'sides': 9}}", "bad-option", -1, -1, -1);
  refuse ("{'rules': 'horse-collar', 'options': {'sides': 1}}", "bad-option", -1, -1, -1);
  refuse ("{'rules': 'horse-collar', 'options': {'sides': 3}, 'games': [{'ends': ["
          "{'points': [3, 0]}]}]}", "wrong-sides", 0, 0, -1);
}

static void
test_horse_collar_eight_weights_a_turn (void)
{
  /* "A turn consists of one player throwing all eight weights from one end of
   * the table." */
  g_assert_cmpint (end_points ("horse-collar", "",
                               "{'zones': [['5', '5', '5', '5', '5', '5', '5', '5'], []]}", 0),
                   ==, 40);
  refuse_end ("horse-collar", "",
              "{'zones': [['3', '1', '1', '1', '1', '1', '1', '1', '1'], []]}",
              "too-many-weights", 0);
}

static void
test_horse_collar_one_in_3_scores_all (void)
{
  /* "To score in a round one weight must be in the “3” area or better than 3
   * (5 or hanging). Cumulative score is then taken for all weights remaining
   * on table with point values being assigned according to scoring areas
   * where weights lie." */
  g_assert_cmpint (end_points ("horse-collar", "", "{'zones': [['3', '1', '2'], []]}", 0), ==, 6);
  g_assert_cmpint (end_points ("horse-collar", "", "{'zones': [['5', '1'], []]}", 0), ==, 6);
  g_assert_cmpint (end_points ("horse-collar", "", "{'zones': [['hanger', '2'], []]}", 0), ==, 6);
  /* Every side scores its own turn. */
  g_assert_cmpint (end_points ("horse-collar", "", "{'zones': [['3'], ['5']]}", 1), ==, 5);
}

static void
test_horse_collar_blank_end_without_3 (void)
{
  /* "Failure to place at least one weight in the “3” area will result in a
   * blank end. No score awarded for the round." */
  g_assert_cmpint (end_points ("horse-collar", "", "{'zones': [['2', '2', '1', '1'], []]}", 0),
                   ==, 0);
  refuse_end ("horse-collar", "", "{'points': [1, 0]}", "impossible-points", 0);
  refuse_end ("horse-collar", "", "{'points': [0, 2]}", "impossible-points", 1);
  refuse_end ("horse-collar", "", "{'points': [6, 0], 'zones': [['2', '2', '1', '1'], []]}",
              "total-mismatch", 0);
  accept_end ("horse-collar", "", "{'points': [3, 4]}");
}

static void
test_horse_collar_31_or_51 (void)
{
  /* "The first player to score 31 points or more, (51 points or more for team
   * play) in an even number of rounds is the winner." */
  g_autoptr(HammerMatch) singles =
    accept ("{'rules': 'horse-collar', 'games': [{'ends': [{'points': [30, 10]}, "
            "{'points': [3, 0]}]}]}");
  g_autoptr(HammerMatch) teams =
    accept ("{'rules': 'horse-collar', 'options': {'team_size': 2}, 'games': [{'ends': ["
            "{'points': [30, 10]}, {'points': [3, 0]}]}]}");

  assert_game (singles, 0, FINISHED, 0);
  g_assert_cmpint (option_of (teams, HAMMER_OPTION_TARGET), ==, 51);
  assert_game (teams, 0, IN_PROGRESS, -1);
}

static void
test_horse_collar_even_number_of_rounds (void)
{
  /* "“Even number of rounds means” that each player or team has thrown the
   * same number of times." — an end is a whole round, so a later thrower
   * still overtakes in it. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'horse-collar', 'options': {'sides': 3}, 'games': [{'ends': ["
            "{'points': [28, 0, 27]}, {'points': [5, 0, 10]}]}]}");

  assert_game (match, 0, FINISHED, 2);
}

static void
test_horse_collar_tie_extra_rounds (void)
{
  /* "In the case of a tie extra rounds are played until a winner is
   * decided." */
  g_autoptr(HammerMatch) tied =
    accept ("{'rules': 'horse-collar', 'games': [{'ends': [{'points': [31, 31]}]}]}");
  g_autoptr(HammerMatch) decided =
    accept ("{'rules': 'horse-collar', 'games': [{'ends': [{'points': [31, 31]}, "
            "{'points': [0, 0]}, {'points': [0, 3]}]}]}");

  assert_game (tied, 0, IN_PROGRESS, -1);
  assert_game (decided, 0, FINISHED, 1);
}

static void
test_horse_collar_hanger_values_vary (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): hanger values vary between rule
   * sets (4, 13, 26): the hanger option. */
  g_assert_cmpint (end_points ("horse-collar", "", "{'zones': [['hanger'], []]}", 0), ==, 4);
  g_assert_cmpint (end_points ("horse-collar", "'hanger': 13", "{'zones': [['hanger'], []]}", 0),
                   ==, 13);
  g_assert_cmpint (end_points ("horse-collar", "'hanger': 26",
                               "{'zones': [['hanger', 'hanger'], []]}", 0), ==, 52);
}

static void
test_horse_collar_order (void)
{
  /* "A turn consists of one player throwing all eight weights … an opposing
   * player then plays from the opposite end" — the same rotation every
   * round; the last in it throws last. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'horse-collar', 'options': {'sides': 3, 'first': 1}, 'games': [{'ends': ["
            "{'points': [3, 4, 5]}, {'points': [0, 0, 0]}]}]}");

  assert_end_order (match, 0, 0, 1, 0);
  assert_end_order (match, 0, 1, 1, 0);
}

/* Sjoelbak: sjoelbak.txt */

static void
test_sjoelbak_one_turn_highest_wins (void)
{
  /* "A game consists of each player taking one turn and the player with the
   * highest score wins the game." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'sjoelbak', 'options': {'sides': 3}, 'games': [{'ends': ["
            "{'points': [80, 116, 90]}]}]}");

  assert_game (match, 0, FINISHED, 1);
  refuse ("{'rules': 'sjoelbak', 'games': [{'ends': [{'points': [80, 116]}, "
          "{'points': [80, 116]}]}]}",
          "too-many-ends", 0, 1, -1);
}

static void
test_sjoelbak_thirty_disks (void)
{
  /* "In the first sub-turn, the player slides all 30 disks." */
  accept_end ("sjoelbak", "", "{'counts': [[7, 7, 7, 9], [0, 0, 0, 30]]}");
  refuse_end ("sjoelbak", "", "{'counts': [[8, 7, 7, 9], [0, 0, 0, 0]]}", "too-many-disks", 0);
  refuse_end ("sjoelbak", "", "{'counts': [[1, 1, 1, 1], [0, -1, 0, 0]]}", "negative-count", 1);
}

static void
test_sjoelbak_sets_score_20 (void)
{
  /* "For each set of four disks constructed by taking one from each
   * compartment, 20 points are awarded (i.e. 1 + 2 + 3 + 4 doubled). After
   * the sets of four disks have been removed and tallied, any remaining disks
   * score the amount shown on their compartment." */
  g_assert_cmpint (end_points ("sjoelbak", "", "{'counts': [[1, 1, 1, 1], [0, 0, 0, 0]]}", 0),
                   ==, 20);
  g_assert_cmpint (end_points ("sjoelbak", "", "{'counts': [[2, 1, 1, 1], [0, 0, 0, 0]]}", 0),
                   ==, 21);
  g_assert_cmpint (end_points ("sjoelbak", "", "{'counts': [[0, 0, 0, 0], [0, 5, 0, 3]]}", 1),
                   ==, 22);
}

static void
test_sjoelbak_example_116 (void)
{
  /* "9 disks in compartment 2, 5 disks in compartment 3, 7 disks in
   * compartment 4, 5 disks in compartment 1. … Total score is 116 points." */
  g_assert_cmpint (end_points ("sjoelbak", "", "{'counts': [[5, 9, 5, 7], [0, 0, 0, 0]]}", 0),
                   ==, 116);
}

static void
test_sjoelbak_board_order (void)
{
  /* "the arches on it are marked 2, 3, 4, 1 from left to right": the order
   * the app and the cards show the compartments in, the example's order. */
  const int example[4] = { 9, 5, 7, 5 };
  int counts[4] = { 0 };

  for (guint place = 0; place < 4; place++)
    {
      g_assert_cmpuint (hammer_sjoelbak_compartment_at (place), ==, (place + 1) % 4);
      g_assert_cmpuint (hammer_sjoelbak_place_of (hammer_sjoelbak_compartment_at (place)), ==,
                        place);
      counts[hammer_sjoelbak_compartment_at (place)] = example[place];
    }
  g_assert_cmpint (hammer_sjoelbak_points (counts), ==, 116);
}

static void
test_sjoelbak_maximum_148 (void)
{
  /* "The maximum score in one turn is therefore 148 points = (20 X 7) + (2 X
   * 4)" */
  g_assert_cmpint (end_points ("sjoelbak", "", "{'counts': [[7, 7, 7, 9], [0, 0, 0, 0]]}", 0),
                   ==, 148);
  accept_end ("sjoelbak", "", "{'points': [148, 0]}");
  refuse_end ("sjoelbak", "", "{'points': [149, 0]}", "impossible-points", 0);
}

static void
test_sjoelbak_total_of_games (void)
{
  /* "Competition matches usually consist of either 5, 10 or 20 games and the
   * total from all the games will be summed to determine the winner of the
   * match." */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'sjoelbak', 'options': {'games': 5}, 'games': ["
            "{'ends': [{'points': [100, 90]}]}, {'ends': [{'points': [100, 90]}]}, "
            "{'ends': [{'points': [100, 90]}]}, {'ends': [{'points': [50, 148]}]}, "
            "{'ends': [{'points': [100, 90]}]}]}");

  g_assert_cmpint (hammer_match_get_state (match), ==, FINISHED);
  g_assert_cmpint (hammer_match_get_totals (match)[0], ==, 450);
  g_assert_cmpint (hammer_match_get_totals (match)[1], ==, 508);
  g_assert_cmpint (hammer_match_get_games_won (match)[0], ==, 4);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 1);
  refuse ("{'rules': 'sjoelbak', 'options': {'games': 1}, 'games': ["
          "{'ends': [{'points': [100, 90]}]}, {'ends': [{'points': [100, 90]}]}]}",
          "match-over", 1, -1, -1);
}

static void
test_sjoelbak_series_of_10 (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): the unit of competition is a
   * series (“serie”) of 10 games (“bakken”); competitions of 5, 10 or 20
   * games are summed. */
  g_autoptr(GString) text = g_string_new ("{'rules': 'sjoelbak', 'games': [");
  g_autoptr(HammerMatch) match = NULL;

  for (int g = 0; g < 9; g++)
    g_string_append (text, "{'ends': [{'points': [100, 90]}]}, ");
  g_string_append (text, "{'ends': []}]}");
  match = accept (text->str);

  g_assert_cmpint (option_of (match, HAMMER_OPTION_GAMES), ==, 10);
  g_assert_cmpint (hammer_match_get_state (match), ==, IN_PROGRESS);
  assert_next (match, 9, 0, -1, -1);
}

static void
test_sjoelbak_tie_best_single_game (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): ties in totals: the higher best
   * single game wins, then the second best, and so on (the Jakkolo rules;
   * the federation has not confirmed it). */
  g_autoptr(HammerMatch) best =
    accept ("{'rules': 'sjoelbak', 'options': {'games': 3}, 'games': ["
            "{'ends': [{'points': [100, 120]}]}, {'ends': [{'points': [100, 90]}]}, "
            "{'ends': [{'points': [100, 90]}]}]}");
  g_autoptr(HammerMatch) second =
    accept ("{'rules': 'sjoelbak', 'options': {'games': 3}, 'games': ["
            "{'ends': [{'points': [120, 120]}]}, {'ends': [{'points': [100, 90]}]}, "
            "{'ends': [{'points': [80, 90]}]}]}");
  g_autoptr(HammerMatch) equal =
    accept ("{'rules': 'sjoelbak', 'options': {'games': 3}, 'games': ["
            "{'ends': [{'points': [120, 90]}]}, {'ends': [{'points': [90, 120]}]}, "
            "{'ends': [{'points': [100, 100]}]}]}");

  g_assert_cmpint (hammer_match_get_winner (best), ==, 1);
  g_assert_cmpint (hammer_match_get_winner (second), ==, 0);
  g_assert_cmpint (hammer_match_get_state (equal), ==, FINISHED);
  g_assert_cmpint (hammer_match_get_winner (equal), ==, -1);
  assert_game (equal, 2, FINISHED, -1);
}

static void
test_sjoelbak_total_agrees_with_counts (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): score forms record the game
   * total; the compartment counts (1, 2, 3, 4) are optional detail, and when
   * given the total must agree with them. */
  accept_end ("sjoelbak", "", "{'points': [116, 20], 'counts': [[5, 9, 5, 7], [1, 1, 1, 1]]}");
  refuse_end ("sjoelbak", "", "{'points': [116, 21], 'counts': [[5, 9, 5, 7], [1, 1, 1, 1]]}",
              "total-mismatch", 1);
}

static void
test_sjoelbak_bonus (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): a 148 after the first sub-turn
   * earns 2 extra disks (at most 156), after the second sub-turn 1 extra
   * disk (at most 152): the bonus option, off by default. */
  g_assert_cmpint (end_points ("sjoelbak", "'bonus': true",
                               "{'counts': [[7, 7, 7, 11], [0, 0, 0, 0]]}", 0), ==, 156);
  g_assert_cmpint (end_points ("sjoelbak", "'bonus': true",
                               "{'counts': [[7, 7, 7, 10], [0, 0, 0, 0]]}", 0), ==, 152);
  g_assert_cmpint (end_points ("sjoelbak", "'bonus': true",
                               "{'counts': [[8, 7, 7, 9], [0, 0, 0, 0]]}", 0), ==, 149);
  accept_end ("sjoelbak", "'bonus': true", "{'points': [156, 150]}");
  refuse_end ("sjoelbak", "'bonus': true", "{'points': [157, 0]}", "impossible-points", 0);
  refuse_end ("sjoelbak", "", "{'points': [156, 0]}", "impossible-points", 0);
  refuse_end ("sjoelbak", "", "{'counts': [[7, 7, 7, 11], [0, 0, 0, 0]]}", "too-many-disks", 0);
  refuse_end ("sjoelbak", "'bonus': true", "{'counts': [[8, 8, 8, 7], [0, 0, 0, 0]]}",
              "too-many-disks", 0);
  refuse_end ("sjoelbak", "'bonus': true", "{'counts': [[7, 7, 7, 12], [0, 0, 0, 0]]}",
              "too-many-disks", 0);
}

static void
test_sjoelbak_every_total_0_to_148 (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): every total from 0 to 148 is
   * reachable with 30 disks; 145–148 need all 30. In compartments 1, 2, 3, 4,
   * 147 is only 7, 7, 8, 8 and 148 only 7, 7, 7, 9. (The exhaustive proof is
   * in test-rules.c.) */
  for (int points = 0; points <= 148; points++)
    {
      g_autofree char *end = g_strdup_printf ("{'points': [%d, 0]}", points);

      accept_end ("sjoelbak", "", end);
    }
  g_assert_cmpint (end_points ("sjoelbak", "", "{'counts': [[7, 7, 8, 8], [0, 0, 0, 0]]}", 0),
                   ==, 147);
}

static void
test_sjoelbak_20_2_variant (void)
{
  /* Rules decisions (docs/ARCHITECTURE.md): the 20-2 variant: 20 disks,
   * 2 sub-turns, at most 100; 97, 98 and 99 are impossible. */
  accept_end ("sjoelbak", "'disks': 20", "{'points': [100, 96]}");
  for (int points = 97; points <= 99; points++)
    {
      g_autofree char *end = g_strdup_printf ("{'points': [%d, 0]}", points);

      refuse_end ("sjoelbak", "'disks': 20", end, "impossible-points", 0);
    }
  refuse_end ("sjoelbak", "'disks': 20", "{'points': [101, 0]}", "impossible-points", 0);
  refuse_end ("sjoelbak", "'disks': 20", "{'counts': [[5, 5, 5, 6], [0, 0, 0, 0]]}",
              "too-many-disks", 0);
}

static void
test_sjoelbak_no_order (void)
{
  /* "A game consists of each player taking one turn" — one after the other,
   * with no hammer: first and hammer are null. */
  g_autoptr(HammerMatch) match =
    accept ("{'rules': 'sjoelbak', 'games': [{'ends': [{'points': [80, 116]}]}]}");

  assert_end_order (match, 0, 0, -1, -1);
  assert_next (match, 1, 0, -1, -1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/table/singles-play-until-15", test_table_singles_to_15);
  g_test_add_func ("/rules/table/doubles-play-until-21", test_table_doubles_to_21);
  g_test_add_func ("/rules/table/teams-of-3-and-4-play-to-21", test_table_teams_of_3_and_4_to_21);
  g_test_add_func ("/rules/table/singles-two-players-to-15", test_table_two_player_singles_to_15);
  g_test_add_func ("/rules/table/only-the-winner-scores-in-a-round",
                   test_table_only_the_winner_scores);
  g_test_add_func ("/rules/table/winner-adds-leading-weights",
                   test_table_winner_adds_leading_weights);
  g_test_add_func ("/rules/table/no-blue-weights-all-red-weights-score",
                   test_table_all_remaining_weights_score);
  g_test_add_func ("/rules/table/one-deuce-trey-zones", test_table_zone_values);
  g_test_add_func ("/rules/table/hanger-or-shipper-scores-4", test_table_hanger_scores_4);
  g_test_add_func ("/rules/table/hanger-scores-one-additional-point",
                   test_table_hanger_one_more_than_trey);
  g_test_add_func ("/rules/table/tie-no-score-privilege-of-shooting-last-changes-hands",
                   test_table_tie_no_score_hammer_changes_hands);
  g_test_add_func ("/rules/table/leading-weights-tied-no-score",
                   test_table_leading_weights_tied_no_score);
  g_test_add_func ("/rules/table/winner-of-previous-round-shoots-first",
                   test_table_winner_shoots_first);
  g_test_add_func ("/rules/table/thereafter-winner-of-previous-end-starts",
                   test_table_thereafter_winner_starts);
  g_test_add_func ("/rules/table/doubles-partner-of-winner-shoots-first",
                   test_table_doubles_partner_of_winner_first);
  g_test_add_func ("/rules/table/coin-toss-chooses-who-shoots-first", test_table_coin_toss_first);
  g_test_add_func ("/rules/table/closest-weight-has-choice-of-first-or-last",
                   test_table_closest_weight_chooses);
  g_test_add_func ("/rules/table/notes/one-side-scores-1-to-16-or-neither",
                   test_table_per_end_1_to_16);
  g_test_add_func ("/rules/table/notes/hanger-3-4-or-5-option", test_table_hanger_option);
  g_test_add_func ("/rules/table/notes/federation-plays-15-in-doubles",
                   test_table_federation_15_in_doubles);
  g_test_add_func ("/rules/table/indoor/first-to-11-wins", test_table_indoor_singles_to_11);
  g_test_add_func ("/rules/table/indoor/no-score-first-goes-second",
                   test_table_indoor_no_score_first_goes_second);
  g_test_add_func ("/rules/table/indoor/other-player-scores-no-points",
                   test_table_indoor_other_player_scores_nothing);
  g_test_add_func ("/rules/table/indoor/overhanging-scores-four",
                   test_table_indoor_overhang_scores_four);
  g_test_add_func ("/rules/table/indoor/no-weights-in-scoring-positions-no-points",
                   test_table_indoor_no_weights_no_points);
  g_test_add_func ("/rules/table/long-board/only-one-side-scores-per-round",
                   test_table_long_board_one_side_scores);
  g_test_add_func ("/rules/table/long-board/hanging-pucks-score-4",
                   test_table_long_board_hanging_scores_4);
  g_test_add_func ("/rules/table/long-board/winner-shoots-first-until-15",
                   test_table_long_board_winner_first_to_15);
  g_test_add_func ("/rules/table/long-board/doubles-partner-of-winner-first-until-21",
                   test_table_long_board_doubles_to_21);
  g_test_add_func ("/rules/table/notes/matches-best-of-3", test_table_best_of_3);
  g_test_add_func ("/rules/table/notes/toss-loser-chooses-for-game-2-game-3-tossed-again",
                   test_table_toss_loser_chooses_game_2);

  g_test_add_func ("/rules/shovelboard/coin-toss-then-winner-of-previous-end-starts",
                   test_shovelboard_winner_starts_next);
  g_test_add_func ("/rules/shovelboard/coin-tossed-once-then-winner-of-previous-end-starts",
                   test_shovelboard_toss_once_then_winner_of_end);
  g_test_add_func ("/rules/shovelboard/four-weights-each", test_shovelboard_four_weights);
  g_test_add_func ("/rules/shovelboard/zones-score-1-2-and-3-hanging",
                   test_shovelboard_zones);
  g_test_add_func ("/rules/shovelboard/no-weight-scoring-nearest-scores-1",
                   test_shovelboard_nearest_weight_scores_1);
  g_test_add_func ("/rules/shovelboard/every-weight-in-position-scores-for-its-side",
                   test_shovelboard_every_weight_scores_for_its_side);
  g_test_add_func ("/rules/shovelboard/winner-of-the-end-scored-more-starts-next",
                   test_shovelboard_winner_scored_more);
  g_test_add_func ("/rules/shovelboard/first-to-11-wins", test_shovelboard_first_to_11);
  g_test_add_func ("/rules/shovelboard/both-reach-11-in-one-end-higher-wins",
                   test_shovelboard_both_reach_11);
  g_test_add_func ("/rules/shovelboard/more-than-two-players",
                   test_shovelboard_more_than_two_players);
  g_test_add_func ("/rules/shovelboard/greater-target-with-more-players",
                   test_shovelboard_greater_target);

  g_test_add_func ("/rules/court/red-puck-shot-first", test_court_red_shoots_first);
  g_test_add_func ("/rules/court/singles-lead-changes-every-half-round",
                   test_court_singles_lead_changes_every_half_round);
  g_test_add_func ("/rules/court/doubles-lead-changes-every-round",
                   test_court_doubles_lead_changes_every_round);
  g_test_add_func ("/rules/court/games-to-50-75-or-100", test_court_targets_50_75_100);
  g_test_add_func ("/rules/court/match-best-of-three", test_court_best_of_three);
  g_test_add_func ("/rules/court/score-all-pucks", test_court_score_all_pucks);
  g_test_add_func ("/rules/court/play-continues-until-all-pucks-shot",
                   test_court_play_continues_until_all_pucks_shot);
  g_test_add_func ("/rules/court/doubles-tie-two-complete-rounds",
                   test_court_doubles_tie_two_rounds);
  g_test_add_func ("/rules/court/tied-again-play-continues", test_court_tied_again_play_continues);
  g_test_add_func ("/rules/court/singles-one-round-decides-tie",
                   test_court_singles_one_round_decides_tie);
  g_test_add_func ("/rules/court/notes/tie-singles-2-frames-doubles-4-frames",
                   test_court_tie_notes);
  g_test_add_func ("/rules/court/doubles-game-ends-after-a-whole-round",
                   test_court_doubles_end_after_round);
  g_test_add_func ("/rules/court/outdoor/10-off-deducts-10", test_court_ten_off);
  g_test_add_func ("/rules/court/outdoor/areas-10-8-and-7", test_court_areas_10_8_7);
  g_test_add_func ("/rules/court/outdoor/two-sets-of-four-disks", test_court_four_disks_each);
  g_test_add_func ("/rules/court/outdoor/penalties-5-off-and-10-off", test_court_penalties);
  g_test_add_func ("/rules/court/outdoor/first-to-75-after-all-disks-played",
                   test_court_first_to_75_after_the_frame);
  g_test_add_func ("/rules/court/notes/frame-sums-between-minus-40-and-40", test_court_frame_sums);
  g_test_add_func ("/rules/court/notes/frame-limit-or-75-whichever-first", test_court_frame_limit);
  g_test_add_func ("/rules/court/notes/tie-at-frame-limit", test_court_frame_limit_tie);
  g_test_add_func ("/rules/court/notes/lead-alternates-by-frame-or-round",
                   test_court_lead_alternates_notes);

  g_test_add_func ("/rules/deck/magic-square-8-1-6-3-5-7-4-9-2", test_deck_magic_square);
  g_test_add_func ("/rules/deck/far-10-near-minus-10", test_deck_ten_and_minus_ten);
  g_test_add_func ("/rules/deck/four-disks-each-colour", test_deck_four_disks_each);
  g_test_add_func ("/rules/deck/toss-advantageous-to-play-second", test_deck_toss_play_second);
  g_test_add_func ("/rules/deck/disks-within-a-scoring-area-score", test_deck_both_score);
  g_test_add_func ("/rules/deck/first-to-50-or-100", test_deck_first_to_50_or_100);
  g_test_add_func ("/rules/deck/tie-at-target-plays-another-end", test_deck_tie_plays_on);
  g_test_add_func ("/rules/deck/doubles-partners-keep-their-end",
                   test_deck_doubles_partners_keep_their_end);
  g_test_add_func ("/rules/deck/notes/exactly-50-points-over-taken-off", test_deck_exact_50);

  g_test_add_func ("/rules/horse-collar/two-to-eight-players", test_horse_collar_two_to_eight);
  g_test_add_func ("/rules/horse-collar/a-turn-is-all-eight-weights",
                   test_horse_collar_eight_weights_a_turn);
  g_test_add_func ("/rules/horse-collar/one-weight-in-3-or-better-scores-all",
                   test_horse_collar_one_in_3_scores_all);
  g_test_add_func ("/rules/horse-collar/no-weight-in-3-is-a-blank-end",
                   test_horse_collar_blank_end_without_3);
  g_test_add_func ("/rules/horse-collar/31-or-51-for-teams", test_horse_collar_31_or_51);
  g_test_add_func ("/rules/horse-collar/even-number-of-rounds",
                   test_horse_collar_even_number_of_rounds);
  g_test_add_func ("/rules/horse-collar/tie-extra-rounds", test_horse_collar_tie_extra_rounds);
  g_test_add_func ("/rules/horse-collar/notes/hanger-4-13-or-26",
                   test_horse_collar_hanger_values_vary);
  g_test_add_func ("/rules/horse-collar/same-rotation-every-round", test_horse_collar_order);

  g_test_add_func ("/rules/sjoelbak/one-turn-each-highest-wins-game",
                   test_sjoelbak_one_turn_highest_wins);
  g_test_add_func ("/rules/sjoelbak/first-sub-turn-all-30-disks", test_sjoelbak_thirty_disks);
  g_test_add_func ("/rules/sjoelbak/set-of-four-scores-20", test_sjoelbak_sets_score_20);
  g_test_add_func ("/rules/sjoelbak/example-9-5-7-5-scores-116", test_sjoelbak_example_116);
  g_test_add_func ("/rules/sjoelbak/board-order-2-3-4-1", test_sjoelbak_board_order);
  g_test_add_func ("/rules/sjoelbak/maximum-148", test_sjoelbak_maximum_148);
  g_test_add_func ("/rules/sjoelbak/total-of-5-10-or-20-games-decides",
                   test_sjoelbak_total_of_games);
  g_test_add_func ("/rules/sjoelbak/notes/series-of-10-games", test_sjoelbak_series_of_10);
  g_test_add_func ("/rules/sjoelbak/notes/tie-best-single-game-then-second",
                   test_sjoelbak_tie_best_single_game);
  g_test_add_func ("/rules/sjoelbak/notes/total-must-agree-with-counts",
                   test_sjoelbak_total_agrees_with_counts);
  g_test_add_func ("/rules/sjoelbak/notes/148-bonus-extra-disks", test_sjoelbak_bonus);
  g_test_add_func ("/rules/sjoelbak/notes/every-total-0-to-148-reachable",
                   test_sjoelbak_every_total_0_to_148);
  g_test_add_func ("/rules/sjoelbak/notes/20-2-variant-97-98-99-impossible",
                   test_sjoelbak_20_2_variant);
  g_test_add_func ("/rules/sjoelbak/no-first-no-hammer", test_sjoelbak_no_order);

  return g_test_run ();
}
