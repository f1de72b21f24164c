/* hammer-server.h — serving the hall: board pages, the hall page and their API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_SERVER (hammer_server_get_type ())

G_DECLARE_FINAL_TYPE (HammerServer, hammer_server, HAMMER, SERVER, GObject)

/* A server for event @event_id of the database at @database_path (see
 * "Serving the hall" in DESIGN.md). It opens its own connection to the file
 * and runs on a thread of its own, so neither the desk's window nor a slow
 * phone waits for the other; every change it makes has the source
 * "board:N". */
HammerServer *hammer_server_new            (const char   *database_path,
                                            gint64        event_id);
/* A server for every event of day @day_id (`serve --day`): one key per
 * board of the day, a board's page follows whichever event's match is on
 * the board and its result goes to that event; the hall page has a tab per
 * event and the day's boards. Starting it fails for a day without events. */
HammerServer *hammer_server_new_for_day    (const char   *database_path,
                                            gint64        day_id);
/* The day served, 0 for a server of one event. */
gint64        hammer_server_get_day        (HammerServer  *self);
/* Listens on @address (%NULL: loopback, 127.0.0.1) and @port (0: any free
 * one) and serves until hammer_server_stop(). Returns once it listens, or
 * with @error when it cannot (the port taken, an address not of this
 * machine, the event missing). Signals are emitted on the main context of
 * the thread that called this. */
gboolean      hammer_server_start          (HammerServer  *self,
                                            const char    *address,
                                            guint          port,
                                            GError       **error);
/* Finishes the requests in flight, closes and waits for the thread. */
void          hammer_server_stop           (HammerServer  *self);
gboolean      hammer_server_is_running     (HammerServer  *self);
/* "http://ADDRESS:PORT/" while running, else %NULL. */
const char   *hammer_server_get_url        (HammerServer  *self);
/* The line `hammer-cli serve` prints: {"url", "boards": [{"board", "name",
 * "key", "url"}], "desk_key"}, and a day's server's "day": its id. */
JsonNode     *hammer_server_describe       (HammerServer  *self);
/* The key of the check-in page of what is served, or %NULL when it has
 * none (not running, or no such event or day). */
char         *hammer_server_dup_check_in_key (HammerServer *self);
/* Requests a client may make in a second, and in a burst; the load
 * benchmark raises them. */
void          hammer_server_set_rate_limit (HammerServer  *self,
                                            guint          per_second,
                                            guint          burst);
/* [{"board": N, "name", "connected": bool (a request within the last 30
 * seconds), "last_seen": ISO time or null, "address": or null}, …]. */
JsonNode     *hammer_server_list_boards    (HammerServer  *self);

/* A board as hammer_server_list_boards() says it, typed. */
#define HAMMER_TYPE_BOARD_CONNECTION (hammer_board_connection_get_type ())

G_DECLARE_FINAL_TYPE (HammerBoardConnection, hammer_board_connection, HAMMER, BOARD_CONNECTION,
                      GObject)

guint       hammer_board_connection_get_board     (HammerBoardConnection *self);
const char *hammer_board_connection_get_name      (HammerBoardConnection *self);
/* Whether it made a request within the last 30 seconds. */
gboolean    hammer_board_connection_get_connected (HammerBoardConnection *self);
/* When it made its last request (ISO 8601), or %NULL: never. */
const char *hammer_board_connection_get_last_seen (HammerBoardConnection *self);
/* The address it made it from, or %NULL. */
const char *hammer_board_connection_get_address   (HammerBoardConnection *self);

/* As hammer_server_list_boards(), typed: a HammerBoardConnection for each
 * board, in board order. */
GPtrArray    *hammer_server_list_connections (HammerServer *self);

/* Signals (on the caller's main context):
 * "result-stored" (gint64 match_id, guint board): a board's result is in the
 *     database, or waits for the desk when it confirms each one;
 * "boards-changed": a board connected or went quiet. */

G_END_DECLS
