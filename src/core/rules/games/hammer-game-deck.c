/* hammer-game-deck.c — deck shuffleboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "rules/hammer-game-private.h"

/* The magic square of the deck court plus the two half circles. */
static const HammerZone deck_zones[] = {
  { "1", NULL, 1, 0 },
  { "2", NULL, 2, 0 },
  { "3", NULL, 3, 0 },
  { "4", NULL, 4, 0 },
  { "5", NULL, 5, 0 },
  { "6", NULL, 6, 0 },
  { "7", NULL, 7, 0 },
  { "8", NULL, 8, 0 },
  { "9", NULL, 9, 0 },
  { "10", NULL, 10, 0 },
  { "10-off", "-10", -10, 0 },
};

const HammerRules hammer_game_deck = {
  .id = "deck",
  .name = N_("Deck shuffleboard"),
  .zones = deck_zones,
  .n_zones = G_N_ELEMENTS (deck_zones),
  .weights = 4,
  .disks = TRUE,
  .scoring = HAMMER_SCORING_BOTH,
  .order = HAMMER_ORDER_ALTERNATE,
  .match_kind = HAMMER_MATCH_BEST_OF,
  .penalty_step = 1,
  .clock_round_ends = 2,
  .minutes_per_game = 20,
  .sheet = {
    .layout = HAMMER_SHEET_LAYOUT_ENDS,
    .title = N_("Deck shuffleboard"),
    .end_name = N_("Frame"),
    .lead = HAMMER_SHEET_LEAD_COLOUR,
    .penalties = TRUE,
  },
  .options = {
    [HAMMER_OPTION_TARGET] = HAMMER_OPT (50, 1, HAMMER_TARGET_MAX),
    HAMMER_DISK_GAME_OPTIONS,
    [HAMMER_OPTION_EXACT] = HAMMER_OPT (0, 0, 1),
    [HAMMER_OPTION_CLOCK] = HAMMER_OPT (0, 0, HAMMER_CLOCK_MAX),
    [HAMMER_OPTION_CLOCK_ROUND] = HAMMER_OPT (0, 0, 1),
  },
};
