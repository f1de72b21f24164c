/* hammer-draw-view.h — the draw of an event, in the form its format needs
 *
 * Elimination: the bracket. Round robin: a cross-table. Swiss: the matches
 * round by round. Groups: a table per group and the knockout bracket.
 * Sjoelbak series: the ranking so far, by class when there are classes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-bracket-view.h"
#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-event-view.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_DRAW_VIEW (hammer_draw_view_get_type ())

G_DECLARE_FINAL_TYPE (HammerDrawView, hammer_draw_view, HAMMER, DRAW_VIEW, HammerEventView)

GtkWidget         *hammer_draw_view_new            (HammerStore    *store,
                                                    gint64          event_id);

/* The bracket of an elimination event, or the knockout after groups. */
HammerBracketView *hammer_draw_view_get_bracket    (HammerDrawView *self);
/* The button of a cross-table cell: @row_entrant against @column_entrant
 * in leg @leg (0, or 1 in a double round robin); NULL if there is none. */
GtkWidget         *hammer_draw_view_get_cross_cell (HammerDrawView *self,
                                                    gint64          row_entrant,
                                                    gint64          column_entrant,
                                                    guint           leg);

G_END_DECLS
