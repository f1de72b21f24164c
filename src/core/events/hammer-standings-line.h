/* hammer-standings-line.h — one line of an event's standings, as screens
 * show it
 *
 * Read-only properties that notify when a change to the store changes
 * them; HammerEvent keeps them up to date. The figures are those of the
 * standings JSON, by the same names ("games_won"), each also a property of
 * type double ("games-won"), NAN where the line has none (a best game
 * before the first game, draws in a knockout).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "io/hammer-tables.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_STANDINGS_LINE (hammer_standings_line_get_type ())

G_DECLARE_FINAL_TYPE (HammerStandingsLine, hammer_standings_line, HAMMER, STANDINGS_LINE,
                      GObject)

/* The entrant's id. */
gint64      hammer_standings_line_get_entrant     (HammerStandingsLine *self);
const char *hammer_standings_line_get_name        (HammerStandingsLine *self);
/* From 1; 0 while the line has none (a knockout's entrant still in). */
guint       hammer_standings_line_get_place       (HammerStandingsLine *self);
/* "1", "5=", or %NULL without a place. */
const char *hammer_standings_line_get_place_label (HammerStandingsLine *self);
/* Elimination and groups: not knocked out yet. */
gboolean    hammer_standings_line_get_still_in    (HammerStandingsLine *self);
/* The entrant withdrew from the event: "withdrawn" of the JSON. Their
 * place is what the format gives them. */
gboolean    hammer_standings_line_get_withdrawn   (HammerStandingsLine *self);
/* The sjoelbak class, or %NULL; the place within it and its label. */
const char *hammer_standings_line_get_class       (HammerStandingsLine *self);
guint       hammer_standings_line_get_class_place (HammerStandingsLine *self);
const char *hammer_standings_line_get_class_place_label (HammerStandingsLine *self);
/* The place as the place column shows it (hammer_standings_line_place_text()),
 * overall or within the class. */
char       *hammer_standings_line_dup_place_text  (HammerStandingsLine *self,
                                                   gboolean             in_class);
/* Figure @member ("wins", "average": the standings JSON's names) into
 * @value; FALSE when the line has none. */
gboolean    hammer_standings_line_get_figure      (HammerStandingsLine *self,
                                                   const char          *member,
                                                   double              *value);
/* The cell of @column for the line, as hammer_tables_standings_figure()
 * writes it of the JSON's; %NULL where the line has none. */
char       *hammer_standings_line_dup_cell_text   (HammerStandingsLine         *self,
                                                   const HammerStandingsColumn *column,
                                                   char                         decimal_mark);
/* A member of a group: its group ("A"), its place within the group and
 * the figures of the group's own matches ("played", "wins", "draws",
 * "losses", "match_points"), as the standings JSON's "group" says them,
 * each also a property ("group-wins"); %NULL, 0 and FALSE outside groups.
 * A group's cross-table shows these. */
const char *hammer_standings_line_get_group       (HammerStandingsLine *self);
guint       hammer_standings_line_get_group_place (HammerStandingsLine *self);
const char *hammer_standings_line_get_group_place_label (HammerStandingsLine *self);
gboolean    hammer_standings_line_get_group_figure (HammerStandingsLine *self,
                                                    const char          *member,
                                                    double              *value);
/* Whether @member names a figure of the standings. */
gboolean    hammer_standings_line_is_figure       (const char          *member);

G_END_DECLS
