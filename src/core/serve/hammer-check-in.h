/* hammer-check-in.h — players check in from their phones: the check-in
 * page's key, the desk opening and closing it, finding a name and marking
 * the player present
 *
 * What is checked in to is what is served: one event (@event_id, with
 * @day_id 0) or a whole day (@day_id, with @event_id 0). A day's check-in
 * marks the player present through the day's desk (hammer_days_check_in()),
 * so the Registration view shows it; an event's through
 * hammer_events_set_entrant_present(). Keys and the open switch are not
 * data a director undoes: they are written outside the change log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

/* A search finds at most this many players. */
#define HAMMER_CHECK_IN_MAX_FOUND 20
/* A search text longer than this (in bytes) is refused. */
#define HAMMER_CHECK_IN_MAX_QUERY 100

/* The key of the check-in page of what is served, made (128 random bits)
 * the first time and kept in the file, so that a printed code keeps
 * working. HAMMER_ERROR_NOT_FOUND for no such event or day. */
char     *hammer_check_in_ensure_key  (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       GError      **error);
/* Whether @key is the check-in key of what is served (constant time). */
gboolean  hammer_check_in_find_key    (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       const char   *key);
/* The desk opens (@open) or closes check-in; closed until opened. */
gboolean  hammer_check_in_set_open    (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       gboolean      open,
                                       GError      **error);
/* Whether check-in is open: the desk has it open and an event served is
 * not drawn yet (a drawn event refuses it; once every one is drawn, it is
 * closed whatever the desk's switch says). */
gboolean  hammer_check_in_get_open    (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       gboolean     *open,
                                       GError      **error);
/* The same, and in @drawn (nullable) whether it is closed because every
 * event served is drawn. */
gboolean  hammer_check_in_get_state   (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       gboolean     *open,
                                       gboolean     *drawn,
                                       GError      **error);
/* The entrants (not withdrawn) whose player's name holds @text, ignoring
 * case and accents: [{"player", "name", "checked_in" (a day's only),
 * "events": [{"event", "entrant", "present", "open"}]}], by name, at most
 * HAMMER_CHECK_IN_MAX_FOUND; none for a blank @text. */
JsonNode *hammer_check_in_search      (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       const char   *text,
                                       GError      **error);
/* Whether hammer_check_in_player() would check player @player_id in;
 * its refusal when not. Writes nothing. */
gboolean  hammer_check_in_check       (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       gint64        player_id,
                                       gint64        only_event,
                                       GError      **error);
/* Checks player @player_id in to the served events still open to it (only
 * @only_event when not 0) and returns the player's own key for what is
 * served, handed out this once. HAMMER_ERROR_NOT_FOUND for a player not
 * entered there; HAMMER_ERROR_DUPLICATE when they have a key here already
 * (checked in on a phone: the desk renews it); HAMMER_ERROR_NOT_ALLOWED
 * when the desk closed check-in or every event of theirs is drawn. */
char     *hammer_check_in_player      (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       gint64        player_id,
                                       gint64        only_event,
                                       GError      **error);

/* The address of the check-in page under @base_url ("http://…/") with
 * check-in's @key: what the serve line, the door sign and the QR codes
 * hold. */
char     *hammer_check_in_page_url    (const char   *base_url,
                                       const char   *key);
/* The address of a player's own page (/me) under @base_url with their
 * own @key: what check-in hands the phone, and the desk when it renews. */
char     *hammer_check_in_own_page_url (const char  *base_url,
                                        const char  *key);
/* The own key of player @player_id for their page (/me) while what is
 * served (@event_id or @day_id) is: made the first time, then the same. For
 * a late entry the desk accepted, read with the request's own key. */
char     *hammer_check_in_player_key  (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       gint64        player_id,
                                       GError      **error);
/* The desk hands player @player_id a new link: a fresh key for what is
 * served, and the one they had there stops working.
 * HAMMER_ERROR_NOT_FOUND for a player not entered there. */
char     *hammer_check_in_renew_player_key (HammerStore  *store,
                                            gint64        event_id,
                                            gint64        day_id,
                                            gint64        player_id,
                                            GError      **error);
/* The player whose own key @key is while what is served (@event_id or
 * @day_id) is, or 0: a key made for another day or event opens nothing
 * (constant time in the key). An event of a day served alone takes the
 * keys of the day's check-in too: its page shows what is served. */
gint64    hammer_check_in_find_player_key  (HammerStore  *store,
                                            gint64        event_id,
                                            gint64        day_id,
                                            const char   *key);

/* For the app: hammer_check_in_get_open() off the main thread. */
void      hammer_check_in_get_open_async  (HammerStore          *store,
                                           gint64                event_id,
                                           gint64                day_id,
                                           GCancellable         *cancellable,
                                           GAsyncReadyCallback   callback,
                                           gpointer              user_data);
gboolean  hammer_check_in_get_open_finish (HammerStore          *store,
                                           GAsyncResult         *result,
                                           gboolean             *open,
                                           GError              **error);
/* As hammer_check_in_get_open_finish(), with hammer_check_in_get_state()'s
 * @drawn. */
gboolean  hammer_check_in_get_state_finish (HammerStore         *store,
                                            GAsyncResult        *result,
                                            gboolean            *open,
                                            gboolean            *drawn,
                                            GError             **error);
/* hammer_check_in_set_open() on the store's writer. */
void      hammer_check_in_set_open_async  (HammerStore          *store,
                                           gint64                event_id,
                                           gint64                day_id,
                                           gboolean              open,
                                           GCancellable         *cancellable,
                                           GAsyncReadyCallback   callback,
                                           gpointer              user_data);
gboolean  hammer_check_in_set_open_finish (HammerStore          *store,
                                           GAsyncResult         *result,
                                           GError              **error);

G_END_DECLS
