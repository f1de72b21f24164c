/* test-serve-common.h — what the tests of the hall server share: one HTTP
 * request through a libsoup client, and its answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

#include "serve/hammer-server.h"

G_BEGIN_DECLS

typedef struct
{
  guint               status;
  char               *body;     /* "" when there is none */
  SoupMessageHeaders *headers;
} Answer;

void answer_clear (Answer *answer);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Answer, answer_clear)

/* One request through @session to @url; @body (JSON) makes it a POST, and
 * @if_none_match (or NULL) goes with it as that header. */
void request      (SoupSession *session,
                   const char  *url,
                   const char  *body,
                   const char  *if_none_match,
                   Answer      *answer);

/* GET @url through @session as a phone in @language: status 200, its JSON. */
JsonNode *get_json_in_language (SoupSession *session,
                                const char  *url,
                                const char  *language);

/* Serves event @event_id (with @day_id 0) or day @day_id of the file at
 * @path on a free port of loopback, with a rate limit no test reaches;
 * what it printed in @description. */
HammerServer *serve_test_start (const char    *path,
                                gint64         event_id,
                                gint64         day_id,
                                JsonNode     **description);
/* The key of board @board (from 1) in a server's @description. */
const char   *serve_test_board_key (JsonNode  *description,
                                    guint      board);
/* Stops and drops a test's server, its description and client, then its
 * directory @dir (and @path within it). */
void          serve_test_stop  (HammerServer **server,
                                JsonNode     **description,
                                SoupSession  **session,
                                char         **dir,
                                char         **path);

/* `hammer-cli serve --database @path` with the arguments from @first to
 * NULL, ended (SIGTERM) should the test end first; the JSON line it printed
 * once listening in @line. */
GSubprocess  *serve_cli_spawn (const char   *path,
                               JsonNode    **line,
                               const char   *first,
                               ...) G_GNUC_NULL_TERMINATED;
/* Stops @process with SIGTERM and asserts it exited 0; returns what it
 * wrote on its standard error. */
char         *serve_cli_stop  (GSubprocess  *process);

G_END_DECLS
