/* hammer-team-match-row.h — one game of a team match entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "league/hammer-team-match-game.h"
#include "league/hammer-team-match-input.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_TEAM_MATCH_ROW (hammer_team_match_row_get_type ())
G_DECLARE_FINAL_TYPE (HammerTeamMatchRow, hammer_team_match_row, HAMMER, TEAM_MATCH_ROW, GObject)

/* The row of @game, the @index-th game of the fixture, whose players are
 * picked from the teams' rosters (HammerLeaguePlayer). */
HammerTeamMatchRow *hammer_team_match_row_new            (HammerTeamMatchGame *game,
                                                          guint                index,
                                                          GListModel          *home_roster,
                                                          GListModel          *away_roster);
/* Puts the row's widgets on lines @line and @line + 1 of @grid. */
void                hammer_team_match_row_attach         (HammerTeamMatchRow *row,
                                                          GtkGrid            *grid,
                                                          int                 line);
guint               hammer_team_match_row_get_game       (HammerTeamMatchRow *row);
GtkWidget          *hammer_team_match_row_get_ends_entry (HammerTeamMatchRow *row);
/* Checks the row's ends with @rules; sets its score line and returns a
 * message for the first problem, naming the sides by @teams (home and
 * away), or NULL with the games in @result (NULL where nothing is typed). */
char               *hammer_team_match_row_check          (HammerTeamMatchRow  *row,
                                                          const char          *rules,
                                                          const char * const  *teams,
                                                          HammerResultInput  **result);
/* Adds the row's game to @input with @result, the "home" and "away"
 * players by their ids in @home_ids and @away_ids, a substitute by the name
 * typed. Returns the entry of a substitute without a name, adding nothing,
 * or NULL. */
GtkWidget          *hammer_team_match_row_add_game       (HammerTeamMatchRow   *row,
                                                          HammerTeamMatchInput *input,
                                                          GPtrArray            *home_ids,
                                                          GPtrArray            *away_ids,
                                                          HammerResultInput    *result);

G_END_DECLS
