/* hammer-draw-item.h — one row of the draw view's lists: a match of a Swiss
 * round, or an entrant in the ranking of a sjoelbak series
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "events/hammer-standings-line.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_DRAW_ITEM (hammer_draw_item_get_type ())

G_DECLARE_FINAL_TYPE (HammerDrawItem, hammer_draw_item, HAMMER, DRAW_ITEM, GObject)

/* A match of a round: its table (board), both sides, the result and state. */
HammerDrawItem *hammer_draw_item_new_match   (gint64      match_id,
                                              const char *board,
                                              const char *side_a,
                                              const char *result,
                                              const char *side_b,
                                              const char *state);
/* An entrant of a series, from @line, a line of the event's standings
 * (hammer_event_get_standings()): place (within the class when
 * @in_class), name, class, total and best game; and the points of each
 * game so far, @games ("97  60  –"). */
HammerDrawItem *hammer_draw_item_new_ranking (gint64               match_id,
                                              HammerStandingsLine *line,
                                              gboolean             in_class,
                                              const char          *games);
gint64          hammer_draw_item_get_match_id (HammerDrawItem *self);
const char     *hammer_draw_item_get_class    (HammerDrawItem *self);
/* Takes the figures and texts of @fresh, notifying each property that
 * changes, so that the rows bound to @self follow without being rebuilt;
 * whether any changed. */
gboolean        hammer_draw_item_update       (HammerDrawItem *self,
                                               HammerDrawItem *fresh);

G_END_DECLS
