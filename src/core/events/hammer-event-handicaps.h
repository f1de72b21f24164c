/* hammer-event-handicaps.h — every entrant's handicap at once, from the
 * players' ratings or their classes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_HANDICAP_BY_RATING,
  HAMMER_HANDICAP_BY_CLASS,
} HammerHandicapBy;

/* How an event's handicaps are set. By rating: an entrant gets a point for
 * every @scale rating points it is below the strongest entrant. By class:
 * the class of its rating (@classes, "A=1600,B=1450,C=0", as the classes
 * module reads classes by rating) gives the points of @table ("A=0,B=2,C=4"; a class
 * not named there gets 0). */
typedef struct
{
  HammerHandicapBy  by;
  double            scale;
  const char       *classes;
  const char       *table;
} HammerHandicapSpec;

/* One entrant's handicap and what it came from. */
typedef struct
{
  gint64  entrant_id;
  char   *name;
  double  figure;    /* the rating, by class too (the rating the class is of) */
  char   *klass;     /* by class, else NULL */
  int     handicap;
} HammerHandicapLine;

void       hammer_handicap_line_free (HammerHandicapLine *line);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerHandicapLine, hammer_handicap_line_free)

/* Sets the handicap of every entrant of table or court event @event_id
 * (before its draw, not the withdrawn) by @spec, in one change that undo
 * takes back; a change that changes nothing is not stored. A team goes by
 * the mean of its players' ratings (a player without a rated game counts
 * as Glicko-2's 1500), by rating as by class. A handicap is
 * at most one below the target. Returns HammerHandicapLine*, in the
 * entrants' order. */
GPtrArray *hammer_events_fill_handicaps          (HammerStore               *self,
                                                  gint64                     event_id,
                                                  const HammerHandicapSpec  *spec,
                                                  GError                   **error);
/* The same on the store's writer. */
void       hammer_events_fill_handicaps_async    (HammerStore               *self,
                                                  gint64                     event_id,
                                                  const HammerHandicapSpec  *spec,
                                                  GCancellable              *cancellable,
                                                  GAsyncReadyCallback        callback,
                                                  gpointer                   user_data);
/* The lines set, as hammer_events_fill_handicaps() gives them; @change_id
 * the change the write made, 0 when every entrant had its handicap. */
GPtrArray *hammer_events_fill_handicaps_finish   (HammerStore               *self,
                                                  GAsyncResult              *result,
                                                  gint64                    *change_id,
                                                  GError                   **error);

G_END_DECLS
