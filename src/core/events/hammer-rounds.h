/* hammer-rounds.h — the names of an event's rounds, as every surface
 * prints them: “Round 2”, “Quarter-final”, “Losers’ round 2”, “Winners’
 * final”, “Final (if necessary)”, “Group B, round 3”
 *
 * One home for these labels: the match list carries each match's
 * `round_name` from here, and paper, tables and the app read that.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-draw.h"

G_BEGIN_DECLS

/* What naming a round needs to know of the whole draw: where each
 * bracket ends. */
typedef struct
{
  HammerFormat format;
  guint        final_round;     /* the round of the (grand) final; 0: none */
  guint        winners_last;    /* the last round of the winners' bracket; 0: none */
  guint        losers_last;     /* the last round of the losers' bracket; 0: none */
} HammerRounds;

void   hammer_rounds_init (HammerRounds       *rounds,
                           const HammerDraw   *draw);

/* The name of round @round (from 1) of @bracket (@group: the group's
 * index for HAMMER_BRACKET_GROUP, else ignored), translated. */
char  *hammer_rounds_name (const HammerRounds *rounds,
                           HammerBracket       bracket,
                           int                 group,
                           guint               round);

G_END_DECLS
