/* hammer-server-exchange.h — one request to the hall server and its
 * answer, as the routes see them: no HTTP library's types
 *
 * The transport (hammer-server-transport.c) reads a request off the
 * network into a HammerServerRequest, the routes (hammer-server-routes.c)
 * fill a HammerServerResponse, and the transport writes it. The routes can
 * thus be tried, and fuzzed, without a socket.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char       *method;           /* "GET", "HEAD", "POST", … as sent */
  char       *path;             /* as sent, without the query: "/board/3" */
  GHashTable *query;            /* name → value, percent-decoded; a value
                                 * that decodes to a NUL is left out */
  char       *host;             /* the headers the routes read, or NULL */
  char       *accept_language;
  char       *if_none_match;
  char       *content_type;
  char       *origin;
  GBytes     *body;             /* NULL until read; never more than
                                 * HAMMER_SERVER_MAX_BODY bytes */
  char       *address;          /* the client's address as text */
  gint64      made_at;          /* monotonic µs when it was made: a request
                                 * answered later (deferred) takes what was
                                 * read since */
} HammerServerRequest;

typedef struct
{
  guint      status;            /* 0: not answered yet */
  GPtrArray *headers;           /* name, value, name, value, … */
  char      *content_type;      /* NULL: no body */
  GBytes    *body;
  gboolean   close;             /* the connection ends after the answer */
  gboolean   deferred;          /* not answered yet: routed again later */
} HammerServerResponse;

HammerServerRequest  *hammer_server_request_new            (const char                 *method,
                                                            const char                 *target,
                                                            const char                 *address);
void                  hammer_server_request_free           (HammerServerRequest        *request);
const char           *hammer_server_request_get_query      (const HammerServerRequest  *request,
                                                            const char                 *name);
gboolean              hammer_server_request_is_get         (const HammerServerRequest  *request);

HammerServerResponse *hammer_server_response_new           (void);
void                  hammer_server_response_free          (HammerServerResponse       *response);
/* Sets header @name (replacing one of that name) to @value. */
void                  hammer_server_response_set_header    (HammerServerResponse       *response,
                                                            const char                 *name,
                                                            const char                 *value);
void                  hammer_server_response_remove_header (HammerServerResponse       *response,
                                                            const char                 *name);
/* The value of header @name, or NULL. */
const char           *hammer_server_response_get_header    (const HammerServerResponse *response,
                                                            const char                 *name);
/* @status with a body of @content_type (takes @body; NULL for none). */
void                  hammer_server_response_set_body      (HammerServerResponse       *response,
                                                            guint                       status,
                                                            const char                 *content_type,
                                                            GBytes                     *body);

/* @response is not answered yet: what it needs is being read off the
 * server's thread. The transport keeps the request, answers others
 * meanwhile, and routes it again once the server says (its reader is
 * ready), with a response anew. */
void                  hammer_server_response_defer         (HammerServerResponse       *response);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerServerRequest, hammer_server_request_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerServerResponse, hammer_server_response_free)

G_END_DECLS
