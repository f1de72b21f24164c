/* hammer-league-player.h — a player of a league team: on its roster, or
 * on a side of a game of a team match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_LEAGUE_PLAYER (hammer_league_player_get_type ())

G_DECLARE_FINAL_TYPE (HammerLeaguePlayer, hammer_league_player, HAMMER, LEAGUE_PLAYER, GObject)

/* The player's id on the roster of players. */
gint64      hammer_league_player_get_id         (HammerLeaguePlayer *self);
const char *hammer_league_player_get_name       (HammerLeaguePlayer *self);
/* Whether they played a game for a team whose roster they are not on. */
gboolean    hammer_league_player_get_substitute (HammerLeaguePlayer *self);

G_END_DECLS
