/* hammer-side-players.h — the players of each side of a match, by name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* Adds "player_names" to @match, a match of the events' JSON: per side
 * its players by name, where a side has two or more (a rotating-partners
 * side by its "players", a doubles team by its entrant in "sides"), so
 * that a board's phone and the hall show each player of a side whole.
 * Nothing where every side is one player or the store does not answer. */
void hammer_side_players_add (sqlite3    *db,
                              JsonObject *match);

G_END_DECLS
