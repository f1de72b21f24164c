/* hammer-agreement.h — a board's result that a player of every side agrees
 * to on their own page before it is stored (an event with "confirm":
 * "players", hammer-event-confirm.h)
 *
 * A board's result is proposed; each player of the match answers with
 * their own key (hammer_check_in_find_player_key()). Once a player of
 * every side has agreed, the result goes where a board's result goes: it
 * is stored as the board's, or waits for the desk where the desk confirms
 * each result (hammer_board_entry_set_confirm()). A player who says it is
 * not right sends it to the desk: it waits there as a board's result does
 * (hammer_board_entry_list_waiting()), naming who disputed it, and beside
 * it the player's own version when they gave one. Like those, proposals
 * are not data a director undoes: each write is one transaction outside
 * the change log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

/* Keeps @body (a result as for hammer_events_record_result(), checked
 * already) sent from board @board for @match_id until the players agree;
 * returns its id. The same body again keeps its id and the agreements
 * given; another takes the place of the one proposed, and the players
 * agree anew. */
gint64    hammer_agreement_propose        (HammerStore  *store,
                                           gint64        event_id,
                                           gint64        match_id,
                                           guint         board,
                                           const char   *body,
                                           GError      **error);

/* Player @player_id's answer to the result proposed for @match_id of
 * @event_id: @agree, or not, with @version (their own result as for
 * hammer_events_record_result(), checked already; %NULL for none).
 * @proposal_id is the proposal the player was shown (the "proposal" of
 * hammer_agreement_list_for_player()); an answer to any other, when the
 * board has sent another result since, is refused with
 * HAMMER_ERROR_DUPLICATE ("the result changed"). 0 answers whatever is
 * proposed now.
 * Returns {"match", "state", "agreed_by": [{"player", "name", "side"}]}:
 * "state" is "proposed" while a side has still to agree, "stored" once
 * the result is the match's ("result": the match as `score` prints it),
 * "waiting" when it waits for the desk to confirm it, "disputed" when a
 * player said it is not right and the desk decides. Agreeing again, or
 * for a side that agreed already, changes nothing. Refused with
 * HAMMER_ERROR_NOT_ALLOWED for a player not of the match,
 * HAMMER_ERROR_NOT_FOUND when nothing was proposed, HAMMER_ERROR_DUPLICATE
 * when it is decided otherwise: disputed, or settled by the desk. The
 * result is stored once, whoever agrees at the same time. */
JsonNode *hammer_agreement_answer         (HammerStore  *store,
                                           gint64        event_id,
                                           gint64        match_id,
                                           gint64        player_id,
                                           gint64        proposal_id,
                                           gboolean      agree,
                                           JsonNode     *version,
                                           GError      **error);

/* The results proposed in @event_id (or every event of @day_id) that wait
 * for player @player_id's side (or, @agreed, that their side agreed to
 * and wait for another): [{"proposal": its id, "match", "event",
 * "event_name",
 * "number", "board", "side": the player's, "opponents": [names], "games",
 * "games_won", "totals", "winner": a side or null, "agreed_by"}], oldest
 * first. */
JsonNode *hammer_agreement_list_for_player (HammerStore *store,
                                            gint64       event_id,
                                            gint64       day_id,
                                            gint64       player_id,
                                            gboolean     agreed,
                                            GError     **error);
/* Both lists of hammer_agreement_list_for_player() from one reading: those
 * that wait for the player's side, returned, and those their side agreed
 * to in *@agreed (a player's poll asks for both). */
JsonNode *hammer_agreement_list_both_for_player (HammerStore *store,
                                                 gint64       event_id,
                                                 gint64       day_id,
                                                 gint64       player_id,
                                                 JsonNode   **agreed,
                                                 GError     **error);

/* The desk stores proposal @proposal_id now, as the board sent it, without
 * waiting for the players (a player without a phone link cannot agree):
 * the match gets the board's result, its source the board, and the
 * proposal is settled. @change_id, if not %NULL, gets the change, for the
 * desk to undo. HAMMER_ERROR_NOT_FOUND when it no longer waits for the
 * players (they agreed, one disputed it, or the board sent another). */
gboolean  hammer_agreement_record         (HammerStore  *store,
                                           gint64        proposal_id,
                                           gint64       *change_id,
                                           GError      **error);

/* Every result of @event_id proposed to its players: [{"id", "match",
 * "number", "board", "names", "received_at", "games", "agreed_by"}],
 * oldest first. */
JsonNode *hammer_agreement_list           (HammerStore  *store,
                                           gint64        event_id,
                                           GError      **error);

/* The result proposed for @match_id of @event_id now, while it waits for
 * its players, as hammer_agreement_list() lists it (what a board's page
 * shows of it); a null node for none. */
JsonNode *hammer_agreement_get_proposed   (HammerStore  *store,
                                           gint64        event_id,
                                           gint64        match_id,
                                           GError      **error);

G_END_DECLS
