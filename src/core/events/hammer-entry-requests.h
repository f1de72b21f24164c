/* hammer-entry-requests.h — late entries asked for from the players' phones
 * and answered by the desk
 *
 * A player not on the check-in page's list asks to be entered in events of
 * what is served (one event, @event_id with @day_id 0, or a day, @day_id
 * with @event_id 0) that are not drawn yet. The desk accepts — the player
 * found in the roster by name, or added with the club given, is entered in
 * each event through the normal add-entrant path (a day's fees as for any
 * entry) and, on a day, checked in — or declines. The requests themselves
 * are not data a director undoes (written outside the change log, as
 * check-in's keys are); what an acceptance enters is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "events/hammer-entry-request.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* A name or a club longer than this many characters is refused. */
#define HAMMER_ENTRY_REQUEST_MAX_NAME 60
/* At most this many requests wait for the desk at once; more are refused
 * until it answers some. */
#define HAMMER_ENTRY_REQUEST_MAX_WAITING 100
/* At most this many requests in one name (blanks and case aside) wait
 * for the desk at once. */
#define HAMMER_ENTRY_REQUEST_MAX_NAMED 2

/* An event open to late entries. */
typedef struct
{
  gint64  id;
  char   *name;
} HammerEntryRequestEvent;

/* Whether what is served exists, event @event_id (@day_id 0) or day
 * @day_id (@event_id 0): check-in's, the door sign's and the requests'
 * one check of it; HAMMER_ERROR_NOT_FOUND naming it when not. */
gboolean            hammer_entry_requests_check_scope (HammerStore   *store,
                                                       gint64         event_id,
                                                       gint64         day_id,
                                                       GError       **error);
/* The events of what is served that a request may ask for: those not
 * drawn, in the order they were made; a GArray of HammerEntryRequestEvent,
 * which it clears. HAMMER_ERROR_NOT_FOUND for no such event or day. */
GArray             *hammer_entry_requests_open_events (HammerStore   *store,
                                                       gint64         event_id,
                                                       gint64         day_id,
                                                       GError       **error);
/* Stores a request of @name (and @club, or NULL) for @n_events events of
 * @event_ids, read back with @key; returns its id. The texts are kept as
 * typed (markup is only text), without the blanks around them. Refuses
 * (HAMMER_ERROR_INVALID) a blank name, a name or club over
 * HAMMER_ENTRY_REQUEST_MAX_NAME characters or with control characters, no
 * event, an event not served here; HAMMER_ERROR_NOT_ALLOWED an event drawn
 * already, more than HAMMER_ENTRY_REQUEST_MAX_WAITING waiting and more than
 * HAMMER_ENTRY_REQUEST_MAX_NAMED waiting in the same name. */
gint64              hammer_entry_requests_ask         (HammerStore   *store,
                                                       gint64         event_id,
                                                       gint64         day_id,
                                                       const char    *name,
                                                       const char    *club,
                                                       const gint64  *event_ids,
                                                       guint          n_events,
                                                       const char    *key,
                                                       GError       **error);
/* The requests of what is served, oldest first: only those waiting when
 * @waiting_only. A GPtrArray of HammerEntryRequest. */
GPtrArray          *hammer_entry_requests_list        (HammerStore   *store,
                                                       gint64         event_id,
                                                       gint64         day_id,
                                                       gboolean       waiting_only,
                                                       GError       **error);
/* Request @request_id; HAMMER_ERROR_NOT_FOUND when there is none. */
HammerEntryRequest *hammer_entry_requests_get         (HammerStore   *store,
                                                       gint64         request_id,
                                                       GError       **error);
/* The desk accepts request @request_id (see above) in one change: the
 * roster's player (the name as one person, a "/" in it or not), the club,
 * the entries, the check-in (kept when they are checked in already) and
 * the answer, all or nothing. For a player on the list already the
 * request keeps no player (see hammer_entry_request_set_listed()).
 * Refuses one answered already (HAMMER_ERROR_DUPLICATE) and one whose
 * event was drawn since (HAMMER_ERROR_NOT_ALLOWED), entering nobody. */
gboolean            hammer_entry_requests_accept      (HammerStore   *store,
                                                       gint64         request_id,
                                                       GError       **error);
/* The desk declines request @request_id; refuses one answered already. */
gboolean            hammer_entry_requests_decline     (HammerStore   *store,
                                                       gint64         request_id,
                                                       GError       **error);

/* For the app: the list read off the main thread. */
void                hammer_entry_requests_list_async   (HammerStore          *store,
                                                        gint64                event_id,
                                                        gint64                day_id,
                                                        GCancellable         *cancellable,
                                                        GAsyncReadyCallback   callback,
                                                        gpointer              user_data);
GPtrArray          *hammer_entry_requests_list_finish  (HammerStore          *store,
                                                        GAsyncResult         *result,
                                                        GError              **error);
/* Accepts (@accept) or declines request @request_id on the store's writer. */
void                hammer_entry_requests_answer_async  (HammerStore          *store,
                                                         gint64                request_id,
                                                         gboolean              accept,
                                                         GCancellable         *cancellable,
                                                         GAsyncReadyCallback   callback,
                                                         gpointer              user_data);
gboolean            hammer_entry_requests_answer_finish (HammerStore          *store,
                                                         GAsyncResult         *result,
                                                         GError              **error);

G_END_DECLS
