/* hammer-swiss.h — pairing one round of a Swiss event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  int         entrant;       /* the caller's number for the player, >= 0 */
  double      score;         /* match points so far */
  guint       rank;          /* 0 = leading, by the event's standings (ties broken) */
  gboolean    had_bye;
  int         first_balance; /* times shot first minus times shot second */
  const int  *opponents;     /* entrants met before */
  guint       n_opponents;
  gboolean    withdrawn;     /* not paired any more */
} HammerSwissPlayer;

typedef struct
{
  int first;   /* shoots first in the match */
  int second;  /* HAMMER_ENTRANT_BYE (-2) for the bye */
} HammerSwissPair;

/* Pairs the next round: no rematch, opponents as close in score as can be
 * (a maximum-weight matching over the allowed pairs), at most one bye, to the
 * lowest-ranked player who has not had one, and the first shot balanced. The
 * random choices (who shoots first between equals) come from @seed. Fails
 * (HAMMER_ERROR_INVALID) only when no pairing without a rematch exists.
 * Returns an array of HammerSwissPair, top boards first. */
GArray *hammer_swiss_pair (const HammerSwissPlayer *players,
                           guint                    n_players,
                           guint32                  seed,
                           GError                 **error);

G_END_DECLS
