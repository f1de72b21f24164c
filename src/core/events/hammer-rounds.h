/* hammer-rounds.h — the names of an event's rounds, as every surface
 * prints them: “Round 2”, “Quarter-final”, “Losers’ round 2”, “Winners’
 * final”, “Final (if necessary)”, “Group B, round 3”
 *
 * One home for these labels: the match list carries each match's
 * `round_name` from here, and paper, tables and the app read that; and
 * for which matches of the charts of the places played out are drawn
 * (`left_out`).
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
  guint        consolation_last; /* the last round of the consolation; 0: none */
  guint        second_last;     /* the last round of the second knockout; 0: none */
  guint       *stake;           /* per match, the first and last place it plays for */
  guint        n_stakes;        /* matches in @stake */
  gboolean    *left_out;       /* per match of @stake: hammer_rounds_left_out() */
} HammerRounds;

/* Reads @draw into @rounds; hammer_rounds_clear() frees what it holds
 * before it is read again. */
void   hammer_rounds_init (HammerRounds       *rounds,
                           const HammerDraw   *draw);
void   hammer_rounds_clear (HammerRounds      *rounds);

/* The name of round @round (from 1) of @bracket (@group: the group's
 * index for HAMMER_BRACKET_GROUP, else ignored), translated. */
char  *hammer_rounds_name (const HammerRounds *rounds,
                           HammerBracket       bracket,
                           int                 group,
                           guint               round);

/* The name of match @index of the draw @rounds was made from, @match:
 * its round's name, or the places it plays for (“Places 5–8”) in a
 * knockout with every place played out. */
char  *hammer_rounds_match_name (const HammerRounds    *rounds,
                                 guint                  index,
                                 const HammerDrawMatch *match);

/* The last round's name hammer_rounds_match_name_kept() made, for the
 * matches after it: a list of matches names them all, a round's one after
 * another, and a name for each was a printf for each (issue 28). Zeroed
 * to start; hammer_round_name_kept_clear() frees it. */
typedef struct
{
  HammerBracket bracket;
  int           group;
  guint         round;
  char         *name;  /* of that round, or NULL */
  char         *own;   /* the last name of a match that is not its round's */
} HammerRoundNameKept;

/* hammer_rounds_match_name(), owned by @kept until its next call. */
const char *hammer_rounds_match_name_kept (const HammerRounds    *rounds,
                                           guint                  index,
                                           const HammerDrawMatch *match,
                                           HammerRoundNameKept   *kept);
void        hammer_round_name_kept_clear  (HammerRoundNameKept   *kept);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HammerRoundNameKept, hammer_round_name_kept_clear)

/* Whether match @index is left out on screen and on paper: it is of a
 * chart of the places played out and comes before that chart's first
 * match that is played, so a chart only of byes (11 entrants: places
 * 11–12, a bye against the one player, who has the place without a game,
 * as the standings show) is left out, and one whose first rounds are only
 * byes is drawn from its first match on (11 entrants: places 9–12, not a
 * round of byes for 9–16), as the main bracket is. */
gboolean hammer_rounds_left_out (const HammerRounds *rounds,
                                 guint               index);

G_END_DECLS
