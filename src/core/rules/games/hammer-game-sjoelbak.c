/* hammer-game-sjoelbak.c — sjoelbak
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "rules/hammer-game-private.h"

const HammerRules hammer_game_sjoelbak = {
  .id = "sjoelbak",
  .name = N_("Sjoelbak"),
  .zones = NULL,
  .n_zones = 0,
  .weights = 30,
  .disks = TRUE,
  .counts = TRUE,
  .scoring = HAMMER_SCORING_EACH_OWN,
  .order = HAMMER_ORDER_NONE,
  .match_kind = HAMMER_MATCH_TOTAL_OF_GAMES,
  .ends_per_game = 1,
  .penalty_step = 1,
  .minutes_per_game = 3,
  /* A card per player, a line per game: everyone shoots the same games. */
  .sheet = {
    .layout = HAMMER_SHEET_LAYOUT_CARDS,
    .title = N_("Sjoelbak"),
    .card_title = N_("Sjoelbak score card"),
    .end_name = N_("Game"),
    .lead = HAMMER_SHEET_LEAD_NONE,
  },
  .options = {
    [HAMMER_OPTION_TARGET] = HAMMER_OPT_ECHO (1, HAMMER_TARGET_MAX),
    [HAMMER_OPTION_BEST_OF] = HAMMER_OPT_ECHO (1, HAMMER_BEST_OF_MAX),
    [HAMMER_OPTION_GAMES] = HAMMER_OPT (10, 1, HAMMER_GAMES_MAX),
    [HAMMER_OPTION_TEAM_SIZE] = HAMMER_OPT_ECHO (1, 4),
    [HAMMER_OPTION_HANGER] = HAMMER_OPT_ECHO (1, HAMMER_HANGER_MAX),
    [HAMMER_OPTION_FIRST] = HAMMER_OPT_ECHO (0, HAMMER_FIRST_MAX),
    [HAMMER_OPTION_SIDES] = HAMMER_OPT (2, 1, HAMMER_MAX_SIDES),
    [HAMMER_OPTION_BONUS] = HAMMER_OPT (0, 0, 1),
    [HAMMER_OPTION_DISKS] = HAMMER_OPT (30, 1, 30),
    [HAMMER_OPTION_COUNTING] = HAMMER_OPT (0, 0, HAMMER_GAMES_MAX),
    [HAMMER_OPTION_ZAANDAMS] = HAMMER_OPT (0, 0, 1),
    [HAMMER_OPTION_PAIRS] = HAMMER_OPT (0, 0, 1),
    /* Unless set, the "games" of the event (hammer_options_resolve()). */
    [HAMMER_OPTION_KNOCKOUT_GAMES] = HAMMER_OPT (10, 1, HAMMER_GAMES_MAX),
    /* NOTES.md: 2 extra disks after a 148 in the first sub-turn. */
    [HAMMER_OPTION_BONUS_MAX] = HAMMER_OPT (156, 152, 156),
  },
};
