/* hammer-board-entry.h — the keys of board entry, and results that wait for
 * the desk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

/* Sets up board entry for @event_id when it is not yet: a desk key and one
 * key per board, 128 random bits each from the system's random source
 * (g_random is not one), as 32 hex digits. Keys already made are kept, so
 * printed QR codes keep working; a board added since gets its key. Returns
 * {"desk_key", "confirm": bool, "url": or null, "boards": [{"board": N,
 * "name", "key"}, …]} in board order. */
JsonNode *hammer_board_entry_ensure        (HammerStore  *store,
                                            gint64        event_id,
                                            GError      **error);
/* Gives the desk and every board new keys: old QR codes stop working. */
gboolean  hammer_board_entry_renew_keys    (HammerStore  *store,
                                            gint64        event_id,
                                            GError      **error);
/* Remembers the address the hall was last served at (for the QR codes of
 * paper printed while no server runs); %NULL forgets it. */
gboolean  hammer_board_entry_set_url       (HammerStore  *store,
                                            gint64        event_id,
                                            const char   *url,
                                            GError      **error);
/* Whether a board's result waits for the desk to confirm it. */
gboolean  hammer_board_entry_set_confirm   (HammerStore  *store,
                                            gint64        event_id,
                                            gboolean      confirm,
                                            GError      **error);
/* The board whose key is @key (1…), 0 for the desk's key, -1 for none.
 * Compares in constant time: how long it takes tells nothing of a key. */
int       hammer_board_entry_find_key      (HammerStore  *store,
                                            gint64        event_id,
                                            const char   *key);
/* The URL of board @board's page under @base_url ("http://…/"), with its
 * key: what its QR code holds. */
char     *hammer_board_entry_board_url     (const char   *base_url,
                                            guint         board,
                                            const char   *key);

/* Keeps @body (a result as for hammer_events_record_result()) sent from
 * @board for @match_id until the desk decides; returns its id. */
gint64    hammer_board_entry_submit        (HammerStore  *store,
                                            gint64        event_id,
                                            gint64        match_id,
                                            guint         board,
                                            const char   *body,
                                            GError      **error);
/* [{"id", "match", "number", "board", "names", "received_at", "result":
 * the match as `score` prints it}, …], oldest first: what waits. */
JsonNode *hammer_board_entry_list_waiting  (HammerStore  *store,
                                            gint64        event_id,
                                            GError      **error);
/* Records submission @submission_id as the board's result (its source is
 * the board) or rejects it; either way it no longer waits. @change_id, if
 * not %NULL, gets the id of the change recorded (0 when the match had that
 * result already), so that the desk that confirmed it may undo it. */
JsonNode *hammer_board_entry_record        (HammerStore  *store,
                                            gint64        submission_id,
                                            gint64       *change_id,
                                            GError      **error);
gboolean  hammer_board_entry_reject        (HammerStore  *store,
                                            gint64        submission_id,
                                            GError      **error);

G_END_DECLS
