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

/* A POST of @body to @url from a page of another site (its Origin): 403. */
void          serve_test_assert_foreign   (SoupSession  *session,
                                           const char   *url,
                                           const char   *body);
/* A POST to @url of @head, filler past the server's limit of a body, and
 * @tail: 413. */
void          serve_test_assert_too_large (SoupSession  *session,
                                           const char   *url,
                                           const char   *head,
                                           const char   *tail);
/* @server let take one request a second, three at once: of six GETs of
 * @url from one address, one at least is refused with 429. */
void          serve_test_assert_flood     (HammerServer *server,
                                           SoupSession  *session,
                                           const char   *url);

/* @id as text, for hammer-cli's arguments. */
char         *id_text          (gint64 id);

/* A file of a lone event or of a day, served over loopback, and a phone's
 * client: what the tests of the phones' pages (check-in, late entries, a
 * player's own page) share. */
typedef struct
{
  char         *dir;
  char         *path;
  gint64        event_id;   /* a lone event, or the day's first */
  gint64        day_id;     /* 0 for a lone event */
  gint64        second_id;  /* the day's second event */
  HammerServer *server;
  JsonNode     *description;
  SoupSession  *session;
} PhoneFixture;

/* A new file's name (@template as for g_dir_make_tmp()) and a client;
 * nothing made yet. */
void          phone_fixture_begin     (PhoneFixture *f,
                                       const char   *template);
/* The "id" hammer-cli printed for the arguments from @first to NULL on
 * @f's file; it must succeed. */
gint64        phone_fixture_cli_id    (PhoneFixture *f,
                                       const char   *first,
                                       ...) G_GNUC_NULL_TERMINATED;
/* Enters @names ("Anna,Bert") in event @event_id. */
void          phone_fixture_enter     (PhoneFixture *f,
                                       gint64        event_id,
                                       const char   *names);
/* A lone event "Singles", a single elimination of table shuffleboard on two
 * boards of its own with @options ("target=7,best_of=1", or NULL for the
 * rules' own), of @names; not drawn. */
void          phone_fixture_event     (PhoneFixture *f,
                                       const char   *template,
                                       const char   *options,
                                       const char   *names);
/* Day "Open" on 2026-12-05 with two boards (called @board_names, or
 * numbered when NULL) and two events of table shuffleboard with @options:
 * "Singles", a single elimination of @singles, and "Mixed", a round robin
 * of @mixed; neither drawn. */
void          phone_fixture_day       (PhoneFixture *f,
                                       const char   *template,
                                       const char   *board_names,
                                       const char   *options,
                                       const char   *singles,
                                       const char   *mixed);
/* For g_test_add(): stops the server and removes the file's folder. */
void          phone_fixture_tear_down (PhoneFixture *f,
                                       gconstpointer data);
/* Serves the day, or else the lone event. */
void          phone_fixture_start     (PhoneFixture *f);
/* The served check-in page's key. */
const char   *phone_fixture_check_in_key (PhoneFixture *f);
/* The desk opens (@open) or closes check-in with `hammer-cli serve check-in`. */
void          phone_fixture_set_open  (PhoneFixture *f,
                                       gboolean      open);
/* @path under the server's address, with @key as ?key= (or &key=). */
char         *phone_fixture_url       (PhoneFixture *f,
                                       const char   *path,
                                       const char   *key);
/* request() of phone_fixture_url(). */
void          phone_fixture_fetch     (PhoneFixture *f,
                                       const char   *path,
                                       const char   *key,
                                       const char   *body,
                                       const char   *if_none_match,
                                       Answer       *answer);
/* Player @player checks in from the check-in page (open): their own key. */
char         *phone_fixture_check_in  (PhoneFixture *f,
                                       gint64        player);

G_END_DECLS
