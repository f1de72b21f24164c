/* hammer-cross-table.h — an event's cross-tables: everybody against
 * everybody, the result in each cell
 *
 * A round robin is one table; groups are a table each. A table has a row
 * (and a column) for each entrant who plays in it, in seed order; a cell is
 * the match of the row's entrant against the column's, one for each leg
 * (two where everybody meets twice); each row has the figures the table
 * shows at its end, a group member's counted over the group's own matches.
 * Made from the typed event and matches, which follow the store: a table is
 * what they say when it is made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "events/hammer-event.h"
#include "events/hammer-event-match.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_CROSS_TABLE (hammer_cross_table_get_type ())

G_DECLARE_FINAL_TYPE (HammerCrossTable, hammer_cross_table, HAMMER, CROSS_TABLE, GObject)

/* The cross-tables of @event over @matches (its HammerEventMatch, as
 * hammer_events_list_matches() gives them), as its format's draw shape
 * (HammerFormatInfo) has them: one for a cross-table, one per group for
 * groups, in the order of their matches; none for other shapes. A
 * GPtrArray of HammerCrossTable. */
GPtrArray           *hammer_cross_tables_new        (HammerEvent      *event,
                                                     GListModel       *matches);

/* The group's name ("A"), or %NULL for a round robin's table. */
const char          *hammer_cross_table_get_group   (HammerCrossTable *self);
/* Rows, as many as columns. */
guint                hammer_cross_table_get_n_rows  (HammerCrossTable *self);
/* 1, or 2 where each pair meets twice. */
guint                hammer_cross_table_get_legs    (HammerCrossTable *self);
/* The entrant of row @row: id and name. */
gint64               hammer_cross_table_get_entrant (HammerCrossTable *self,
                                                     guint             row);
const char          *hammer_cross_table_get_name    (HammerCrossTable *self,
                                                     guint             row);
/* The match of leg @leg (from 0) of row @row against column @column, or
 * %NULL (the diagonal, a leg not drawn); @row_side, when not %NULL, is set
 * to the row's side in it. */
HammerEventMatch    *hammer_cross_table_get_match   (HammerCrossTable *self,
                                                     guint             row,
                                                     guint             column,
                                                     guint             leg,
                                                     guint            *row_side);
/* Figure @member of row @row as the table's end shows it ("played", "wins",
 * "match_points"): a group member's over the group's own matches
 * (hammer_standings_line_get_group_figure()), else the standings line's;
 * FALSE where there is none. */
gboolean             hammer_cross_table_get_figure  (HammerCrossTable *self,
                                                     guint             row,
                                                     const char       *member,
                                                     double           *value);
/* The place of row @row as the table's end shows it ("1", "3="): a group
 * member's within the group, else the standings line's; %NULL while
 * there is none. */
const char          *hammer_cross_table_get_place_label (HammerCrossTable *self,
                                                         guint             row);

G_END_DECLS
