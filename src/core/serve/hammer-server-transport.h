/* hammer-server-transport.h — the hall server's HTTP, on libmicrohttpd
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "serve/hammer-server.h"

G_BEGIN_DECLS

/* What one server allows; hammer_server_limits_default() says why each. */
typedef struct
{
  guint max_connections;        /* open at once, all clients */
  guint max_per_address;        /* open at once, one client's address */
  guint backlog;                /* connections the kernel holds for accept() */
  guint idle_timeout;           /* seconds a connection may be silent while
                                 * its body or its answer moves */
  guint header_timeout;         /* seconds from the connection accepted to
                                 * its request's whole head */
  guint request_timeout;        /* seconds from the head to the answer sent */
} HammerServerLimits;

typedef struct _HammerServerTransport HammerServerTransport;

void                   hammer_server_limits_default  (HammerServerLimits        *limits);
/* Sets the limits the next start of @self uses (the tests make the timeouts
 * short); %NULL: the defaults. */
void                   hammer_server_set_limits      (HammerServer              *self,
                                                      const HammerServerLimits  *limits);

/* The functions below are the part "hammer-serve-http"'s (hammer-part.h):
 * the rest of the server reaches them through hammer_server_http_part_get(),
 * which loads it the first time. */

/* Listens on @address:@port (0: any free port) and serves @server's routes
 * from @context, which must be the thread-default context of the thread
 * that calls this and runs it. Sets @url ("http://ADDRESS:PORT/"). */
HammerServerTransport *hammer_server_transport_new   (HammerServer              *server,
                                                      const HammerServerLimits  *limits,
                                                      GMainContext              *context,
                                                      const char                *address,
                                                      guint                      port,
                                                      char                     **url,
                                                      GError                   **error);
/* Stops accepting connections; those open go on. */
void                   hammer_server_transport_quiesce (HammerServerTransport   *transport);
/* Routes again every request whose answer was deferred: what it waited
 * for is read (hammer_server_response_defer()). */
void                   hammer_server_transport_resume (HammerServerTransport    *transport);
/* Closes every connection and frees @transport. */
void                   hammer_server_transport_free  (HammerServerTransport     *transport);

typedef struct
{
  HammerServerTransport *(*transport_new) (HammerServer              *server,
                                           const HammerServerLimits  *limits,
                                           GMainContext              *context,
                                           const char                *address,
                                           guint                      port,
                                           char                     **url,
                                           GError                   **error);
  void                   (*quiesce)       (HammerServerTransport     *transport);
  void                   (*resume)        (HammerServerTransport     *transport);
  void                   (*free)          (HammerServerTransport     *transport);
} HammerServerHttpPart;

/* The transport's functions, from the part loaded once; %NULL with @error
 * when it cannot be (hammer_part_load()). Thread-safe. */
const HammerServerHttpPart *hammer_server_http_part_get (GError **error);

G_END_DECLS
