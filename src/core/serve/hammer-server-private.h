/* hammer-server-private.h — what the parts of the hall server share
 *
 * The server runs on a thread of its own with its own GMainContext and its
 * own connection to the database (store): the routes run there, one request
 * at a time, so that every write is one transaction after the other. What
 * the caller's thread reads (the boards seen, the rate limit) is behind
 * @lock.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "serve/hammer-server.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* A body larger than this is refused (413) before it is read. */
#define HAMMER_SERVER_MAX_BODY (64 * 1024)
/* A board is connected while it made a request within this many seconds. */
#define HAMMER_SERVER_CONNECTED_SECONDS 30

typedef struct
{
  guint    number;
  char    *name;
  gint64   last_seen;     /* monotonic µs; 0: never */
  char    *last_seen_at;  /* ISO time */
  char    *address;
  gboolean connected;
} HammerServerBoard;

struct _HammerServer
{
  GObject parent_instance;

  char *database_path;
  gint64 event_id;

  GMutex lock;
  GCond cond;
  GThread *thread;
  GMainContext *caller_context;
  char *url;
  gboolean running;
  gboolean start_done;
  GError *start_error;
  guint per_second;
  guint burst;
  GArray *boards;               /* HammerServerBoard, under @lock */

  /* The server's thread only. */
  GMainContext *context;
  GMainLoop *loop;
  HammerStore *store;
  SoupServer *soup;
  GHashTable *buckets;          /* "address key" → RateBucket */
  guint n_in_flight;
  gboolean stopping;
  GSource *quiet_source;
  struct _HammerHallCache *hall; /* hammer-hall-cache.h; any thread may count */
  /* Borrowed from @hall for the request being answered. */
  JsonNode *event;              /* the event's fields, for the boards' rules */
  JsonNode *boards_json;        /* {"boards": [the board asked for]} */
  const char *hall_body;        /* the answer of /api/event */
  const char *hall_etag;
};

/* hammer-server.c */

/* Tells the caller's main context: "result-stored" for @match_id on @board. */
void     hammer_server_emit_result_stored (HammerServer       *self,
                                           gint64              match_id,
                                           guint               board);
/* Notes a request of board @board (1…) from @address; says "boards-changed"
 * when it was not connected. */
void     hammer_server_board_seen         (HammerServer       *self,
                                           guint               board,
                                           const char         *address);

/* How many hall documents the server made, for tests. */
guint    hammer_server_get_n_hall_builds  (HammerServer       *self);
/* Keeps a hall document for @interval µs under a stream of changes
 * (HAMMER_HALL_CACHE_INTERVAL unless told), for tests; before it starts. */
void     hammer_server_set_hall_interval  (HammerServer       *self,
                                           gint64              interval);

/* hammer-server-http.c: answers, headers and the rate limit */

void     hammer_server_reply_json         (SoupServerMessage  *msg,
                                           guint               status,
                                           JsonNode           *node);
/* {"error": {"message": @message, "code": …, …@details}} with @status. */
void     hammer_server_reply_error        (SoupServerMessage  *msg,
                                           guint               status,
                                           const char         *message,
                                           JsonObject         *details);
/* The status that answers @error of the core (404, 409, 422, 500). */
guint    hammer_server_error_status       (const GError       *error);
void     hammer_server_reply_bytes        (SoupServerMessage  *msg,
                                           const char         *content_type,
                                           GBytes             *bytes);
/* The headers every answer carries: a strict Content-Security-Policy. */
void     hammer_server_add_safety_headers (SoupServerMessage  *msg);
/* Whether the client at @address with @key (or none) may make one more
 * request now; takes one from its bucket. */
gboolean hammer_server_rate_allow         (HammerServer       *self,
                                           const char         *address,
                                           const char         *key);
/* The client's address as text, for the rate limit and the boards seen. */
char    *hammer_server_client_address     (SoupServerMessage  *msg);

/* hammer-server-routes.c */

void     hammer_server_early_handler      (SoupServer         *server,
                                           SoupServerMessage  *msg,
                                           const char         *path,
                                           GHashTable         *query,
                                           gpointer            user_data);
void     hammer_server_handler            (SoupServer         *server,
                                           SoupServerMessage  *msg,
                                           const char         *path,
                                           GHashTable         *query,
                                           gpointer            user_data);

G_END_DECLS
