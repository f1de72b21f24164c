/* hammer-game-horse-collar.c — Horse Collar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "rules/hammer-game-private.h"

/* "To score in a round one weight must be in the 3 area or better than 3
 * (5 or hanging)." */
static const HammerZone horse_collar_zones[] = {
  { "1", NULL, 1, 0 },
  { "2", NULL, 2, 0 },
  { "3", NULL, 3, HAMMER_ZONE_QUALIFYING },
  { "5", NULL, 5, HAMMER_ZONE_QUALIFYING },
  { "hanger", NULL, 4, HAMMER_ZONE_HANGER | HAMMER_ZONE_QUALIFYING },
  /* Over the end and the side at once: the text gives it "only one
   * additional point", as a hanger, while other rule sets pay 26. */
  { "corner", NULL, 4, HAMMER_ZONE_CORNER | HAMMER_ZONE_QUALIFYING },
};

const HammerRules hammer_game_horse_collar = {
  .id = "horse-collar",
  .name = N_("Horse Collar"),
  .zones = horse_collar_zones,
  .n_zones = G_N_ELEMENTS (horse_collar_zones),
  .weights = 8,
  .scoring = HAMMER_SCORING_EACH_OWN,
  .order = HAMMER_ORDER_FIXED,
  .match_kind = HAMMER_MATCH_BEST_OF,
  .penalty_step = 1,
  /* The rotation carries on from game to game. */
  .next_game_first = N_("The next side in the rotation shoots first."),
  .minutes_per_game = 15,
  .sheet = {
    .layout = HAMMER_SHEET_LAYOUT_ENDS,
    .title = N_("Horse Collar"),
    .end_name = N_("Round"),
    .lead = HAMMER_SHEET_LEAD_NONE,
  },
  .options = {
    [HAMMER_OPTION_TARGET] = HAMMER_OPT_TEAM (31, 51, 1, HAMMER_TARGET_MAX),
    [HAMMER_OPTION_BEST_OF] = HAMMER_OPT (1, 1, HAMMER_BEST_OF_MAX),
    [HAMMER_OPTION_GAMES] = HAMMER_OPT_ECHO (1, HAMMER_GAMES_MAX),
    [HAMMER_OPTION_TEAM_SIZE] = HAMMER_OPT (1, 1, 4),
    [HAMMER_OPTION_HANGER] = HAMMER_OPT (4, 1, HAMMER_HANGER_MAX),
    [HAMMER_OPTION_FIRST] = HAMMER_OPT (0, 0, HAMMER_FIRST_MAX),
    [HAMMER_OPTION_SIDES] = HAMMER_OPT (2, 2, 8),
    [HAMMER_OPTION_CORNER] = HAMMER_OPT (4, 1, HAMMER_HANGER_MAX),
    [HAMMER_OPTION_CLOCK] = HAMMER_OPT (0, 0, HAMMER_CLOCK_MAX),
  },
};
