/* hammer-player-page.h — a player's own page on their phone (/me): whose
 * key opens it, and what /api/me answers
 *
 * The page follows the player through what is served: one event, or every
 * event of a day. What it reads of the events (their matches, standings,
 * the day's boards and queue with the expected times) is read once per
 * change of the database (and language of the phones, for the round
 * names), for every player's phone; each answer picks one player's part
 * of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef struct _HammerPlayerPages HammerPlayerPages;

/* The pages of what is served: event @event_id (with @day_id 0) or day
 * @day_id (with @event_id 0). */
HammerPlayerPages *hammer_player_pages_new      (gint64               event_id,
                                                 gint64               day_id);
void               hammer_player_pages_free     (HammerPlayerPages   *self);
/* The player whose own key @key is (constant time per key), 0 for none. */
gint64             hammer_player_pages_find_key (HammerStore         *store,
                                                 const char          *key);
/* What /api/me answers for player @player_id, texts in the thread's
 * language: {"player", "name", "events": [{"id", "name"}], "next": the
 * first of "schedule" not finished, or null, "finished": every event of
 * the player's is over for them (finished, or out of its knockout), "results": [its finished
 * matches, latest first], "standings": [{"event", "event_name", "place",
 * "place_text"}], "schedule": [{"event", "event_name", "match", "number",
 * "round_name", "state", "board", "board_name" (its own name, or null for
 * "Board N"), "called", "since", "opponents", "eta",
 * "after": {"event", "event_name", "number"} or null, "result": {"won", "games_won",
 * "totals"} or null}]} in the order they are played. HAMMER_ERROR_NOT_FOUND
 * for a player not entered in what is served. */
JsonNode          *hammer_player_pages_get      (HammerPlayerPages   *self,
                                                 HammerStore         *store,
                                                 gint64               player_id,
                                                 GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerPlayerPages, hammer_player_pages_free)

G_END_DECLS
