/* hammer-league-player-line.h — one player's line of a league's player
 * statistics
 *
 * The figures of hammer_leagues_stats_json()'s "players", over all of the
 * player's games, by the same names ("win_percent" is "win-percent"),
 * made by the same count. A line is read once and does not change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_LEAGUE_PLAYER_LINE (hammer_league_player_line_get_type ())

G_DECLARE_FINAL_TYPE (HammerLeaguePlayerLine, hammer_league_player_line, HAMMER,
                      LEAGUE_PLAYER_LINE, GObject)

/* The player's id on the roster of players. */
gint64              hammer_league_player_line_get_player           (HammerLeaguePlayerLine *self);
const char         *hammer_league_player_line_get_name             (HammerLeaguePlayerLine *self);
/* The names of the teams they are on or played for. */
const char * const *hammer_league_player_line_get_teams            (HammerLeaguePlayerLine *self);
int                 hammer_league_player_line_get_played           (HammerLeaguePlayerLine *self);
int                 hammer_league_player_line_get_won              (HammerLeaguePlayerLine *self);
int                 hammer_league_player_line_get_drawn            (HammerLeaguePlayerLine *self);
int                 hammer_league_player_line_get_lost             (HammerLeaguePlayerLine *self);
/* Games won in percent, 0 without games. */
double              hammer_league_player_line_get_win_percent      (HammerLeaguePlayerLine *self);
int                 hammer_league_player_line_get_score_for        (HammerLeaguePlayerLine *self);
int                 hammer_league_player_line_get_score_against    (HammerLeaguePlayerLine *self);
/* Points scored and conceded per game, 0 without games. */
double              hammer_league_player_line_get_score_for_per_game
                                                                   (HammerLeaguePlayerLine *self);
double              hammer_league_player_line_get_score_against_per_game
                                                                   (HammerLeaguePlayerLine *self);
int                 hammer_league_player_line_get_substitute_games (HammerLeaguePlayerLine *self);

G_END_DECLS
