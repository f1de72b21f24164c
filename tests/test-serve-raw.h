/* test-serve-raw.h — HTTP by hand on raw sockets, for the tests of the
 * hall server's limits and parsing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "serve/hammer-server.h"

G_BEGIN_DECLS

/* Seconds any answer, or any close, may take: generous. */
#define RAW_TIMEOUT 10

typedef struct
{
  guint  status;                /* 0: none came */
  char  *head;
  char  *body;
} RawAnswer;

void      raw_answer_clear     (RawAnswer       *answer);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (RawAnswer, raw_answer_clear)

/* A connection to 127.0.0.1:@port from @source ("127.0.0.N"; NULL: any),
 * with RAW_TIMEOUT on its reads and writes. */
int       raw_connect          (guint            port,
                                const char      *source);
/* Sends all of @text; FALSE when the connection broke. */
gboolean  raw_send             (int              fd,
                                const char      *text,
                                gsize            length);
/* Reads one answer: its head, and a body of its Content-Length; status 0
 * when none came. */
void      raw_read_answer      (int              fd,
                                RawAnswer       *answer);
/* The value of header @name in @answer, or NULL. */
char     *raw_answer_header    (const RawAnswer *answer,
                                const char      *name);
/* Whether the server closes @fd within RAW_TIMEOUT seconds (what it still
 * sends is read and dropped). */
gboolean  raw_closed_by_server (int              fd);
/* One request on a connection of its own; the answer in @answer. */
void      raw_exchange         (guint            port,
                                const char      *source,
                                const char      *request,
                                RawAnswer       *answer);
/* "GET @path" with a Host; "POST @path" with @extra_headers (each ending in
 * CRLF) and @body. */
char     *raw_get_request      (const char      *path);
char     *raw_post_request     (const char      *path,
                                const char      *extra_headers,
                                const char      *body);
/* Starts @server at a free port of loopback as it is (no rate limit
 * set), for requests by hand: its port, and board 1's key in *@key, which
 * *@description (the server's, for the caller to free) holds. */
guint     raw_serve_start      (HammerServer    *server,
                                JsonNode       **description,
                                const char     **key);

G_END_DECLS
