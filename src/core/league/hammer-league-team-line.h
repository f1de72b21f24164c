/* hammer-league-team-line.h — one team of a league's division, with its
 * roster
 *
 * What hammer_leagues_get_json() says of a team in its division's
 * "teams": id, name, club and players. A line is read once and does not
 * change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_LEAGUE_TEAM_LINE (hammer_league_team_line_get_type ())

G_DECLARE_FINAL_TYPE (HammerLeagueTeamLine, hammer_league_team_line, HAMMER, LEAGUE_TEAM_LINE,
                      GObject)

gint64      hammer_league_team_line_get_id      (HammerLeagueTeamLine *self);
const char *hammer_league_team_line_get_name    (HammerLeagueTeamLine *self);
/* The club's name, %NULL without one. */
const char *hammer_league_team_line_get_club    (HammerLeagueTeamLine *self);
/* HammerLeaguePlayer: the team's roster, in its order. */
GListModel *hammer_league_team_line_get_players (HammerLeagueTeamLine *self);

G_END_DECLS
