/* hammer-agreement-private.h — what hammer-agreement.c and
 * hammer-agreement-list.c share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* The side of @match (of the matches' JSON) that player @player_id plays
 * on, -1 for none. */
int        _hammer_agreement_player_side (sqlite3    *db,
                                          JsonObject *match,
                                          gint64      player_id);
/* The players who agreed to proposal @id: [{"player", "name", "side"}]. */
JsonArray *_hammer_agreement_agreed_by   (sqlite3    *db,
                                          gint64      id);

G_END_DECLS
