/* hammer-player-page.h — a player's own page on their phone (/me): whose
 * key opens it, and what /api/me answers
 *
 * The page follows the player through what is served: one event, or every
 * event of a day. What it reads of the events (their matches, standings,
 * the day's boards and queue with the expected times) is read once per
 * change of the database (and language of the phones, for the round
 * names), for every player's phone (hammer-player-reading.h), on the
 * server's reader when it has one; each answer picks one player's part
 * of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "serve/hammer-server-reader.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef struct _HammerPlayerPages HammerPlayerPages;

/* The pages of what is served: event @event_id (with @day_id 0) or day
 * @day_id (with @event_id 0). */
HammerPlayerPages *hammer_player_pages_new      (gint64               event_id,
                                                 gint64               day_id);
void               hammer_player_pages_free     (HammerPlayerPages   *self);
/* What /api/me answers for player @player_id, texts in the thread's
 * language, from the reading hammer_player_pages_get_body() last answered
 * from in it: {"player", "name", "events": [{"id", "name"}], "next": the
 * first of "schedule" not finished, or null, "finished": every event of
 * the player's is over for them (finished, or out of its knockout),
 * "results": [its finished
 * matches, latest first], "standings": [{"event", "event_name", "place",
 * "place_text"}], "schedule": [{"event", "event_name", "match", "number",
 * "round_name", "state", "board", "board_name" (its own name, or null for
 * "Board N"), "called", "since", "opponents", "partners" (the names of
 * the others on the player's side where a match lists its sides' players,
 * as rotating partners do; else empty), "series": {"games", "entered",
 * "total", "next_board"} for a sjoelbak series card, else null, "eta",
 * "after": {"event", "event_name",
 * "number"} or null, "result": {"won", "games_won",
 * "totals"} or null, "finished_at"}]}: the finished matches first, in the
 * order they were played across the events (then by number), then the
 * rest in the order they will be. A player is followed by their entrants
 * and, where a match lists "players", by their own id there.
 * HAMMER_ERROR_NOT_FOUND for a player not entered in what is served. */
JsonNode          *hammer_player_pages_get      (HammerPlayerPages   *self,
                                                 HammerStore         *store,
                                                 gint64               player_id,
                                                 GError             **error);
/* hammer_player_pages_get()'s answer with an empty "to_agree" (the
 * server's, hammer-agreement.h) written, and its ETag, owned by the pages
 * until the events are read again: made once per reading of the events
 * for each player and language, as 300 phones ask every 2 s. For a
 * request made at @since (monotonic µs): from a reading of the database
 * as it is, or one asked for since then. With @reader, a reading that is
 * not there yet is made on it, and this returns TRUE with @body NULL: ask
 * again once the reader is ready. Without, it is made here. */
gboolean           hammer_player_pages_get_body (HammerPlayerPages   *self,
                                                 HammerStore         *store,
                                                 HammerServerReader  *reader,
                                                 gint64               since,
                                                 gint64               player_id,
                                                 const char         **body,
                                                 const char         **etag,
                                                 GError             **error);

/* @answer written for a phone; its ETag in @etag. */
char              *hammer_player_pages_write_answer (JsonNode *answer,
                                                     char    **etag);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerPlayerPages, hammer_player_pages_free)

G_END_DECLS
