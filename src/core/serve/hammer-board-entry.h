/* hammer-board-entry.h — the keys of board entry, and results that wait for
 * the desk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "events/hammer-event-match.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* A result a board sent that waits for the desk, typed: what
 * hammer_board_entry_list_waiting() says of it, made from the same data. */
#define HAMMER_TYPE_BOARD_SUBMISSION (hammer_board_submission_get_type ())

G_DECLARE_FINAL_TYPE (HammerBoardSubmission, hammer_board_submission, HAMMER, BOARD_SUBMISSION,
                      GObject)

gint64      hammer_board_submission_get_id          (HammerBoardSubmission *self);
gint64      hammer_board_submission_get_match_id    (HammerBoardSubmission *self);
/* The match's number, 0 when the match is gone. */
guint       hammer_board_submission_get_number      (HammerBoardSubmission *self);
guint       hammer_board_submission_get_board       (HammerBoardSubmission *self);
/* The name of side @side (0 or 1), or %NULL when not known. */
const char *hammer_board_submission_get_name        (HammerBoardSubmission *self,
                                                     guint                  side);
/* When it came (ISO 8601). */
const char *hammer_board_submission_get_received_at (HammerBoardSubmission *self);
/* "waiting" for the desk; "proposed" for the players to agree. */
const char *hammer_board_submission_get_state       (HammerBoardSubmission *self);
/* Whether its result is one the match may have (a refused one still waits,
 * for the desk to reject it). */
gboolean    hammer_board_submission_has_result      (HammerBoardSubmission *self);
/* Whether the desk can record it as the match's result: not a player's
 * version that gives only each game's points (no ends to replay). */
gboolean    hammer_board_submission_can_record      (HammerBoardSubmission *self);
/* The name of the player who said this result (the board's, which the
 * players were to agree to) is not right, or %NULL. */
const char *hammer_board_submission_get_disputed_by (HammerBoardSubmission *self);
/* The name of the player whose own version of the result this is, or
 * %NULL for a board's. */
const char *hammer_board_submission_get_player      (HammerBoardSubmission *self);
/* The match with the result sent, for a screen to show it as it shows a
 * match: its number and names, and the score when it has a result. It is
 * in no list of the event's matches and follows nothing. */
HammerEventMatch *hammer_board_submission_get_match (HammerBoardSubmission *self);

/* The key of one board, typed: as hammer_board_entry_ensure() lists it. */
#define HAMMER_TYPE_BOARD_KEY (hammer_board_key_get_type ())

G_DECLARE_FINAL_TYPE (HammerBoardKey, hammer_board_key, HAMMER, BOARD_KEY, GObject)

guint       hammer_board_key_get_board   (HammerBoardKey *self);
const char *hammer_board_key_get_name    (HammerBoardKey *self);
const char *hammer_board_key_get_key     (HammerBoardKey *self);
/* Its page's URL under the base URL it was listed for, or %NULL. */
const char *hammer_board_key_get_url     (HammerBoardKey *self);

/* Sets up board entry for @event_id when it is not yet: a desk key and one
 * key per board, 128 random bits each from the system's random source
 * (g_random is not one), as 32 hex digits. Keys already made are kept, so
 * printed QR codes keep working; a board added since gets its key. Returns
 * {"desk_key", "confirm": bool, "url": or null, "boards": [{"board": N,
 * "name", "key"}, …]} in board order. */
JsonNode *hammer_board_entry_ensure        (HammerStore  *store,
                                            gint64        event_id,
                                            GError      **error);
/* As hammer_board_entry_ensure(), typed: the boards' keys in board order,
 * each with its page's URL under @base_url when not %NULL. @confirm, if
 * not %NULL, gets whether results wait for the desk. */
GPtrArray *hammer_board_entry_list_keys    (HammerStore  *store,
                                            gint64        event_id,
                                            const char   *base_url,
                                            gboolean     *confirm,
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
/* The address the hall of @event_id was last served at (as set by
 * hammer_board_entry_set_url()), or with @day_id not 0 that of the day's
 * first event that has one, in @url: %NULL when it was never served or has
 * forgotten it. Only reads: nothing is set up. */
gboolean  hammer_board_entry_dup_url       (HammerStore  *store,
                                            gint64        event_id,
                                            gint64        day_id,
                                            char        **url,
                                            GError      **error);
/* As hammer_board_entry_dup_url(), where phones reach it: %NULL too for
 * a hall served on loopback only. What the QR codes on paper and a
 * player's new link are made under. */
gboolean  hammer_board_entry_get_hall_url  (HammerStore  *store,
                                            gint64        event_id,
                                            gint64        day_id,
                                            char        **url,
                                            GError      **error);
/* Whether a board's result waits for the desk to confirm it. */
gboolean  hammer_board_entry_set_confirm   (HammerStore  *store,
                                            gint64        event_id,
                                            gboolean      confirm,
                                            GError      **error);
/* Whether the desk confirms each board's result of @event_id first; FALSE
 * when it cannot be read. */
gboolean  hammer_board_entry_get_confirm   (HammerStore  *store,
                                            gint64        event_id);
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

/* Board entry for every event of day @day_id, as hammer_board_entry_ensure()
 * for each: their keys are the same, one per board of the day and one for
 * the desk. Returns {"desk_key", "url", "boards": [{"board", "name",
 * "key"}, …]}; HAMMER_ERROR_NOT_FOUND for no such day, HAMMER_ERROR_INVALID
 * for a day without events (its keys are kept with its events). */
JsonNode *hammer_board_entry_ensure_day    (HammerStore  *store,
                                            gint64        day_id,
                                            GError      **error);
/* As hammer_board_entry_find_key(), for any event of day @day_id. */
int       hammer_board_entry_find_day_key  (HammerStore  *store,
                                            gint64        day_id,
                                            const char   *key);
/* As hammer_board_entry_set_url(), for every event of day @day_id. */
gboolean  hammer_board_entry_set_day_url   (HammerStore  *store,
                                            gint64        day_id,
                                            const char   *url,
                                            GError      **error);

/* Results that may wait for the desk in one event at once. */
#define HAMMER_BOARD_ENTRY_MAX_WAITING 200

/* Keeps @body (a result as for hammer_events_record_result()) sent from
 * @board (0: the desk's key) for @match_id until the desk decides; returns
 * its id. The same body again keeps its id; another from the same board
 * for the same match takes the place of the one waiting, under a new id.
 * With HAMMER_BOARD_ENTRY_MAX_WAITING waiting, HAMMER_ERROR_FAILED. */
gint64    hammer_board_entry_submit        (HammerStore  *store,
                                            gint64        event_id,
                                            gint64        match_id,
                                            guint         board,
                                            const char   *body,
                                            GError      **error);
/* [{"id", "match", "number", "board", "names", "received_at",
 * "disputed_by", "from_player", "result": the match as `score` prints it},
 * …], oldest first: what waits. "disputed_by" ({"player", "name"}, or
 * null) names the player who said a result the players were to agree to is
 * not right; "from_player" (the same) the player whose own version it is. */
JsonNode *hammer_board_entry_list_waiting  (HammerStore  *store,
                                            gint64        event_id,
                                            GError      **error);
/* The same, of match @match_id only: what the desk sees of it (a board's
 * page shows both versions of a result a player disputed). */
JsonNode *hammer_board_entry_list_waiting_for_match (HammerStore  *store,
                                                     gint64        event_id,
                                                     gint64        match_id,
                                                     GError      **error);
/* The ids of the matches of @event_id, or of every event of @day_id, that
 * have a result waiting for the desk: a set (gint64 keys) for a player's
 * page to say whose result is with the desk. */
GHashTable *hammer_board_entry_list_waiting_matches (HammerStore  *store,
                                                     gint64        event_id,
                                                     gint64        day_id,
                                                     GError      **error);
/* The same, typed: a GPtrArray of HammerBoardSubmission. */
GPtrArray *hammer_board_entry_list_waiting_objects (HammerStore  *store,
                                                    gint64        event_id,
                                                    GError      **error);
/* The board's results of @event_id that wait for the players to agree
 * (hammer-agreement.h), typed the same way: state "proposed", the id the
 * proposal's, for hammer_agreement_record(). */
GPtrArray *hammer_board_entry_list_proposed_objects (HammerStore  *store,
                                                     gint64        event_id,
                                                     GError      **error);
/* Records submission @submission_id as the board's result (its source is
 * the board) or rejects it; either way it no longer waits. @change_id, if
 * not %NULL, gets the id of the change recorded (0 when the match had that
 * result already), so that the desk that confirmed it may undo it. */
gboolean  hammer_board_entry_record        (HammerStore  *store,
                                            gint64        submission_id,
                                            gint64       *change_id,
                                            GError      **error);
gboolean  hammer_board_entry_reject        (HammerStore  *store,
                                            gint64        submission_id,
                                            GError      **error);

/* The desk's decision on @waiting (as hammer_board_entry_list_waiting_objects()
 * and hammer_board_entry_list_proposed_objects() list it), on the store's
 * writer (hammer_store_write_async()): the main thread goes on while it
 * waits for the database. @record stores it as hammer_board_entry_record()
 * does, or for a result proposed to the players as hammer_agreement_record();
 * else it is rejected as hammer_board_entry_reject() rejects it (a
 * proposal is not: the players may still agree). The store tells "changed"
 * before @callback runs. A decision still queued when @cancellable is
 * cancelled is not made. */
void      hammer_board_entry_decide_async  (HammerStore           *store,
                                            HammerBoardSubmission *waiting,
                                            gboolean               record,
                                            GCancellable          *cancellable,
                                            GAsyncReadyCallback    callback,
                                            gpointer               user_data);
/* Whether it was made; @change_id, if not %NULL, gets the change a
 * recorded result made, for the desk to undo (0 for none). */
gboolean  hammer_board_entry_decide_finish (HammerStore           *store,
                                            GAsyncResult          *result,
                                            gint64                *change_id,
                                            GError               **error);

/* As hammer_board_entry_set_confirm(), for each event of @event_ids (of
 * gint64) in one go on the store's writer; a change still queued when
 * @cancellable is cancelled is not made. */
void      hammer_board_entry_set_confirm_async  (HammerStore          *store,
                                                 GArray               *event_ids,
                                                 gboolean              confirm,
                                                 GCancellable         *cancellable,
                                                 GAsyncReadyCallback   callback,
                                                 gpointer              user_data);
gboolean  hammer_board_entry_set_confirm_finish (HammerStore          *store,
                                                 GAsyncResult         *result,
                                                 GError              **error);
/* As hammer_board_entry_set_url() (of event @event_id) or
 * hammer_board_entry_set_day_url() (of day @day_id; the other id 0), on
 * the store's writer. */
void      hammer_board_entry_set_url_async      (HammerStore          *store,
                                                 gint64                event_id,
                                                 gint64                day_id,
                                                 const char           *url,
                                                 GCancellable         *cancellable,
                                                 GAsyncReadyCallback   callback,
                                                 gpointer              user_data);
gboolean  hammer_board_entry_set_url_finish     (HammerStore          *store,
                                                 GAsyncResult         *result,
                                                 GError              **error);
/* As hammer_board_entry_renew_keys(), on the store's writer; keys still
 * queued for renewal when @cancellable is cancelled stay. */
void      hammer_board_entry_renew_keys_async   (HammerStore          *store,
                                                 gint64                event_id,
                                                 GCancellable         *cancellable,
                                                 GAsyncReadyCallback   callback,
                                                 gpointer              user_data);
gboolean  hammer_board_entry_renew_keys_finish  (HammerStore          *store,
                                                 GAsyncResult         *result,
                                                 GError              **error);

G_END_DECLS
