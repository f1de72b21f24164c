/* test-cli-events.h — events made and played through hammer-cli, for the
 * tests of what is computed across events (ratings, rankings)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Creates a round robin of @rules on @date (NULL for none), first to 15
 * and best of 3 so that one 2–0 wins it in every game, with entrants
 * @names ("A / B" for a team, with @team_size 2); returns its id. */
gint64 cli_event (const char         *path,
                  const char         *name,
                  const char         *rules,
                  const char         *date,
                  guint               team_size,
                  const char * const *names);
/* Draws event @event_id (seed 1). */
void   cli_draw  (const char         *path,
                  gint64              event_id);
/* Enters a 2–0 for @winner in the match of @event_id between @winner and
 * @loser, by their names. */
void   cli_win   (const char         *path,
                  gint64              event_id,
                  const char         *winner,
                  const char         *loser);

G_END_DECLS
