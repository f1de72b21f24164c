/* hammer-server-listener.h — the hall server's door: accepting, counting
 * and reading each request's head before the HTTP server sees it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <sys/socket.h>

#include "serve/hammer-server-trace.h"
#include "serve/hammer-server-transport.h"

G_BEGIN_DECLS

typedef struct _HammerServerListener HammerServerListener;

/* A connection whose head is in and strict: @fd is the callee's now (none
 * of its bytes has been read), @native its peer's address, @marks its steps so
 * far when traced. */
typedef void (*HammerServerHandover) (int                           fd,
                                      const struct sockaddr        *native,
                                      gsize                         native_length,
                                      const HammerServerTraceMarks *marks,
                                      gpointer                      data);

/* Listens on @address:@port (0: any free port) with @limits, from
 * @context; sets @url ("http://ADDRESS:PORT/"). */
HammerServerListener *hammer_server_listener_new    (const HammerServerLimits *limits,
                                                     GMainContext             *context,
                                                     const char               *address,
                                                     guint                     port,
                                                     HammerServerHandover      handover,
                                                     gpointer                  data,
                                                     char                    **url,
                                                     GError                  **error);
/* A connection handed over from @address has closed. */
void                  hammer_server_listener_closed (HammerServerListener     *listener,
                                                     const char               *address);
/* Marks each connection's steps in @trace (NULL: none). */
void                  hammer_server_listener_set_trace (HammerServerListener *listener,
                                                        HammerServerTrace    *trace);
/* Accepts no more, and closes the connections whose head is not in. */
void                  hammer_server_listener_stop   (HammerServerListener     *listener);
void                  hammer_server_listener_free   (HammerServerListener     *listener);

/* Writes the refusal @status (400, 413, 431) on @fd, whose send buffer is
 * empty, and ends the sending side: for what the HTTP server cannot answer
 * itself. */
void                  hammer_server_write_refusal   (int                       fd,
                                                     guint                     status,
                                                     const char               *address);

/* Whether @head (@length bytes) is a whole request head, strictly: a
 * request line "METHOD SP TARGET SP HTTP/1.x", header lines "Name: value"
 * of token names, every line ending in CRLF, no line folded, an empty line
 * at the end; one Host (HTTP/1.1 must have one), at most one Content-Length
 * of digits only, a Transfer-Encoding only "chunked" and never with a
 * Content-Length. Sets @complete when it found the end; FALSE for the
 * first byte that breaks it, however much is in. */
gboolean              hammer_server_head_is_strict  (const char               *head,
                                                     gsize                     length,
                                                     gboolean                 *complete);

G_END_DECLS
