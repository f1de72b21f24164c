/* hammer-league-table-row.h — one team's line of a league table, as screens show it
 *
 * Read-only properties that notify when a change to the store changes
 * them; HammerLeagueFixtures keeps them up to date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_LEAGUE_TABLE_ROW (hammer_league_table_row_get_type ())

G_DECLARE_FINAL_TYPE (HammerLeagueTableRow, hammer_league_table_row, HAMMER, LEAGUE_TABLE_ROW,
                      GObject)

/* The team's id. */
gint64       hammer_league_table_row_get_team          (HammerLeagueTableRow *self);
const char  *hammer_league_table_row_get_name          (HammerLeagueTableRow *self);
/* Or %NULL. */
const char  *hammer_league_table_row_get_club          (HammerLeagueTableRow *self);
guint        hammer_league_table_row_get_division      (HammerLeagueTableRow *self);
guint        hammer_league_table_row_get_place         (HammerLeagueTableRow *self);
/* "3", or "3=" when shared, as on paper. */
const char  *hammer_league_table_row_get_place_label   (HammerLeagueTableRow *self);
guint        hammer_league_table_row_get_played        (HammerLeagueTableRow *self);
guint        hammer_league_table_row_get_won           (HammerLeagueTableRow *self);
guint        hammer_league_table_row_get_drawn         (HammerLeagueTableRow *self);
guint        hammer_league_table_row_get_lost          (HammerLeagueTableRow *self);
int          hammer_league_table_row_get_games_for     (HammerLeagueTableRow *self);
int          hammer_league_table_row_get_games_against (HammerLeagueTableRow *self);
int          hammer_league_table_row_get_points        (HammerLeagueTableRow *self);

G_END_DECLS
