/* hammer-game-court.c — court shuffleboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "rules/hammer-game-private.h"

static const HammerZone court_zones[] = {
  { "10", NULL, 10, 0 },
  { "8", NULL, 8, 0 },
  { "7", NULL, 7, 0 },
  { "10-off", "-10", -10, 0 },
};

const HammerRules hammer_game_court = {
  .id = "court",
  .name = N_("Court shuffleboard"),
  .zones = court_zones,
  .n_zones = G_N_ELEMENTS (court_zones),
  .weights = 4,
  .disks = TRUE,
  .scoring = HAMMER_SCORING_BOTH,
  .order = HAMMER_ORDER_ALTERNATE,
  .match_kind = HAMMER_MATCH_BEST_OF,
  .stop_after_round = TRUE,
  .tie_ends = 2,
  .team_tie_ends = 4,
  .penalty_step = 5,
  /* The lead alternates by frame, and from game to game. */
  .next_game_first = N_("The side that did not lead the previous game leads this one."),
  .clock_round_ends = 2,
  .minutes_per_game = 25,
  .sheet = {
    .layout = HAMMER_SHEET_LAYOUT_ENDS,
    .title = N_("Court shuffleboard"),
    .end_name = N_("Frame"),
    .lead = HAMMER_SHEET_LEAD_COLOUR,
    .penalties = TRUE,
  },
  .options = {
    [HAMMER_OPTION_TARGET] = HAMMER_OPT (75, 1, HAMMER_TARGET_MAX),
    HAMMER_DISK_GAME_OPTIONS,
    [HAMMER_OPTION_FRAMES] = HAMMER_OPT (0, 0, HAMMER_FRAMES_MAX),
    [HAMMER_OPTION_TOTAL_GAMES] = HAMMER_OPT (0, 0, HAMMER_BEST_OF_MAX),
    [HAMMER_OPTION_HANDICAP_RACE] = HAMMER_OPT (0, 0, 1),
    [HAMMER_OPTION_CLOCK] = HAMMER_OPT (0, 0, HAMMER_CLOCK_MAX),
    [HAMMER_OPTION_CLOCK_ROUND] = HAMMER_OPT (0, 0, 1),
  },
};
