/* hammer-game-private.h — what the file of a game writes its rule set with
 *
 * Each game is one file in games/ holding its HammerRules, registered in
 * hammer-rules-registry.c (docs/ARCHITECTURE.md, "Adding a game").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_RULES_COMPILATION)
# error "Only the rules' own files may include hammer-game-private.h"
#endif

#include "hammer-i18n.h"

#include "hammer-rules.h"

G_BEGIN_DECLS

/* Option specs, written short. A spec left out of a rule set's table is all
 * zero, i.e. "not present": the rule set refuses the option. */
#define HAMMER_OPT(def, lo, hi) { TRUE, TRUE, (def), HAMMER_OPTION_UNSET, (lo), (hi) }
#define HAMMER_OPT_TEAM(def, team, lo, hi) { TRUE, TRUE, (def), (team), (lo), (hi) }
/* A core option that does not change this game: accepted, checked for its
 * type and range, echoed, and without a default. */
#define HAMMER_OPT_ECHO(lo, hi) { TRUE, FALSE, HAMMER_OPTION_UNSET, HAMMER_OPTION_UNSET, \
                                  (lo), (hi) }

#define HAMMER_TARGET_MAX  10000
#define HAMMER_BEST_OF_MAX 99
#define HAMMER_GAMES_MAX   100
#define HAMMER_HANGER_MAX  99
#define HAMMER_FRAMES_MAX  1000
/* A game clock of up to four hours. */
#define HAMMER_CLOCK_MAX   240
#define HAMMER_FIRST_MAX   (HAMMER_MAX_SIDES - 1)

/* Court and deck shuffleboard, the two games of disks pushed with a cue,
 * agree on every option but the target and one of their own: best of 3,
 * singles or doubles, two sides, and no hanger zone of their own. */
#define HAMMER_DISK_GAME_OPTIONS \
  [HAMMER_OPTION_BEST_OF] = HAMMER_OPT (3, 1, HAMMER_BEST_OF_MAX), \
  [HAMMER_OPTION_GAMES] = HAMMER_OPT_ECHO (1, HAMMER_GAMES_MAX), \
  [HAMMER_OPTION_TEAM_SIZE] = HAMMER_OPT (1, 1, 2), \
  [HAMMER_OPTION_HANGER] = HAMMER_OPT_ECHO (1, HAMMER_HANGER_MAX), \
  [HAMMER_OPTION_FIRST] = HAMMER_OPT (0, 0, HAMMER_FIRST_MAX), \
  [HAMMER_OPTION_SIDES] = HAMMER_OPT (2, 2, 2)

G_END_DECLS
