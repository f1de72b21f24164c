/* hammer-game-shovelboard.c — old English shovelboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "rules/hammer-game-private.h"

/* "A weight which lands on the near line or between the lines scores 1
 * point; a weight which lies on the far line or between the far line and
 * the end of the board counts 2 points and a weight which hangs over the
 * end of the table counts 3 points", so the "3" zone is also called
 * "hanger". "If no weights are in scoring positions then the weight nearest
 * to the near line scores 1 point": a zone of its own, since it scores only
 * alone. */
static const HammerZone shovelboard_zones[] = {
  { "1", NULL, 1, 0 },
  { "2", NULL, 2, 0 },
  { "3", "hanger", 3, 0 },
  { "nearest", NULL, 1, HAMMER_ZONE_ALONE },
};

const HammerRules hammer_game_shovelboard = {
  .id = "shovelboard",
  .name = N_("Old English shovelboard"),
  .zones = shovelboard_zones,
  .n_zones = G_N_ELEMENTS (shovelboard_zones),
  .weights = 4,
  /* "The scores for the turn are calculated" weight by weight, every side
   * for its own (docs/ARCHITECTURE.md, "Rules decisions"), and "the winner
   * of the previous end starts the next". */
  .scoring = HAMMER_SCORING_BOTH,
  .order = HAMMER_ORDER_WINNER_FIRST,
  .match_kind = HAMMER_MATCH_BEST_OF,
  .penalty_step = 1,
  /* "Thereafter, the winner of the previous end starts the next", also
   * across games: the toss decides only the first end. */
  .next_game_first = N_("The winner of the previous end shoots first, also when that end "
                        "closed the previous game."),
  .minutes_per_game = 12,
  .sheet = {
    .layout = HAMMER_SHEET_LAYOUT_ENDS,
    .title = N_("Shovelboard"),
    .end_name = N_("End"),
    .lead = HAMMER_SHEET_LEAD_FIRST,
  },
  .options = {
    /* "For a two player game, the player who scores 11 points first wins.
     * The target score would sometimes be greater when there were more
     * than two players." */
    [HAMMER_OPTION_TARGET] = HAMMER_OPT (11, 1, HAMMER_TARGET_MAX),
    [HAMMER_OPTION_BEST_OF] = HAMMER_OPT (1, 1, HAMMER_BEST_OF_MAX),
    [HAMMER_OPTION_GAMES] = HAMMER_OPT_ECHO (1, HAMMER_GAMES_MAX),
    [HAMMER_OPTION_TEAM_SIZE] = HAMMER_OPT_ECHO (1, 4),
    [HAMMER_OPTION_HANGER] = HAMMER_OPT_ECHO (1, HAMMER_HANGER_MAX),
    [HAMMER_OPTION_FIRST] = HAMMER_OPT (0, 0, HAMMER_FIRST_MAX),
    /* Each player's "set being uniquely marked"; 2 to 4 sides
     * (docs/ARCHITECTURE.md, "Rules decisions"). */
    [HAMMER_OPTION_SIDES] = HAMMER_OPT (2, 2, 4),
  },
};
