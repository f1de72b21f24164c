/* hammer-server-private.h — what the parts of the hall server share
 *
 * The server runs on a thread of its own with its own GMainContext and its
 * own connection to the database (store): the transport (libmicrohttpd,
 * driven from that context) and the routes run there, one request at a
 * time, so that every write is one transaction after the other. What the
 * caller's thread reads (the boards seen, the rate limit) is behind @lock.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_SERVE_COMPILATION)
# error "Only the hall server's own files may include hammer-server-private.h"
#endif

#include "serve/hammer-server.h"
#include "serve/hammer-server-exchange.h"
#include "serve/hammer-server-transport.h"
#include "store/hammer-store.h"
#include "store/hammer-store-tx.h"

G_BEGIN_DECLS

/* A body larger than this is refused (413) before it is read. */
#define HAMMER_SERVER_MAX_BODY (64 * 1024)
/* What every answer's Content-Security-Policy says. */
#define HAMMER_SERVER_CSP "default-src 'self'; frame-ancestors 'none'"
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
  gint64 event_id;              /* the event served, 0 when it is a day */
  gint64 day_id;                /* the day served, 0 when it is an event */
  gint64 event_day_id;          /* the day of the event served alone, or 0; set as it starts */

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
  HammerServerLimits limits;    /* set before start */

  /* The server's thread only. */
  GMainContext *context;
  GMainLoop *loop;
  HammerStore *store;
  HammerServerTransport *transport;
  GHashTable *buckets;          /* address → RateBucket */
  GHashTable *late_buckets;     /* address → RateBucket of late entries asked */
  guint n_in_flight;
  gboolean stopping;
  GSource *quiet_source;
  struct _HammerHallCache *hall; /* hammer-hall-cache.h; any thread may count */
  GHashTable *event_halls;      /* a day's: event id → its HammerHallCache, made when asked */
  struct _HammerPlayerPages *players; /* hammer-player-page.h: the players' pages, made when
                                       * asked */
  struct _HammerServerReader *reader; /* hammer-server-reader.h: what is read again after a
                                       * change, off this thread; NULL without a socket */
  /* Borrowed from @hall for the request being answered. */
  JsonNode *event;              /* the event's fields, for the boards' rules */
  JsonNode *boards_json;        /* {"boards": [the board asked for]} */
};

/* hammer-server.c */

/* Tells the caller's main context: "result-stored" for @match_id on @board. */
void     hammer_server_emit_result_stored (HammerServer         *self,
                                           gint64                match_id,
                                           guint                 board);
/* Notes a request of board @board (1…) from @address; says "boards-changed"
 * when it was not connected. */
void     hammer_server_board_seen         (HammerServer         *self,
                                           guint                 board,
                                           const char           *address);
/* The transport's requests: one began, one ended (answered or not); stopping
 * waits for those in flight. */
void     hammer_server_request_begun      (HammerServer         *self);
void     hammer_server_request_ended      (HammerServer         *self);

/* How many hall documents the server made, for tests. */
guint    hammer_server_get_n_hall_builds  (HammerServer       *self);
/* For the fuzz target of the routes: readies on the calling thread what
 * the server's thread readies (its store, the boards' keys), listening
 * nowhere, so that hammer_server_route() may be called on this thread.
 * Not with hammer_server_start(); undone by
 * hammer_server_close_without_socket(). */
gboolean hammer_server_open_without_socket  (HammerServer       *self,
                                             GError            **error);
void     hammer_server_close_without_socket (HammerServer       *self);
/* Keeps a hall document for @interval µs under a stream of changes
 * (HAMMER_HALL_CACHE_INTERVAL unless told), for tests; before it starts. */
void     hammer_server_set_hall_interval  (HammerServer       *self,
                                           gint64              interval);

/* For tests, while the server runs: with @hold its reader's reads (the
 * players' pages and the hall's documents after a change) wait before
 * they begin until released (hammer-server-reader.h); how many wait. */
void     hammer_server_hold_reader        (HammerServer       *self,
                                           gboolean            hold);
guint    hammer_server_get_n_held_reads   (HammerServer       *self);

/* The board whose key @key is (1…), 0 for the desk's, -1 for none: of the
 * event served, or of any event of the day served. */
int      hammer_server_find_key           (HammerServer       *self,
                                           const char         *key);

/* hammer-server-http.c: answers, headers and the rate limit */

void     hammer_server_reply_json         (HammerServerResponse *response,
                                           guint                 status,
                                           JsonNode             *node);
/* {"error": {"message": @message, "code": …, …@details}} with @status. */
void     hammer_server_reply_error        (HammerServerResponse *response,
                                           guint                 status,
                                           const char           *message,
                                           JsonObject           *details);
/* @error as an answer: 422 with the rule's @violation (game, end), or the
 * status hammer_server_error_status() says. */
void     hammer_server_reply_gerror       (HammerServerResponse *response,
                                           const GError         *error,
                                           JsonObject           *violation);
/* The status that answers @error of the core (404, 409, 422, 500). */
guint    hammer_server_error_status       (const GError         *error);
void     hammer_server_reply_bytes        (HammerServerResponse *response,
                                           const char           *content_type,
                                           GBytes               *bytes);
/* The headers every answer carries: a strict Content-Security-Policy, no
 * framing. */
void     hammer_server_add_safety_headers (HammerServerResponse *response);
/* Whether the client at @address may make one more request now; takes one
 * from its bucket. */
gboolean hammer_server_rate_allow         (HammerServer         *self,
                                           const char           *address);
/* Late entries asked from one address (a phone, or phones behind one
 * router): this many at once, then one more every so many seconds. */
#define HAMMER_SERVER_LATE_ENTRY_BURST 5
#define HAMMER_SERVER_LATE_ENTRY_SECONDS 30
/* 0 when the client at @address may ask for one more late entry now (and
 * with @take, counts one asked); else the seconds until it may. */
guint    hammer_server_late_entry_wait    (HammerServer         *self,
                                           const char           *address,
                                           gboolean              take);

/* hammer-server-routes.c */

/* As soon as @request's head is in (no body yet): the rate limit. TRUE
 * when that answered it already. */
gboolean hammer_server_route_head         (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           HammerServerResponse       *response);
/* The transport's own refusals, in the client's language: 400 (a request
 * that is not strict HTTP) or 413 (a body too large); the connection then
 * ends. */
void     hammer_server_route_refuse       (const HammerServerRequest  *request,
                                           HammerServerResponse       *response,
                                           guint                       status);
/* The board whose key @request carries (0 for the desk's), or -1 after
 * answering 403: with @board > 0, only its key or the desk's opens it. */
int      hammer_server_authorize          (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           HammerServerResponse       *response,
                                           gint64                      board);
/* Answers @request, its body read. */
void     hammer_server_route              (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           HammerServerResponse       *response);

/* hammer-server-results.c */

/* POST /api/matches/@match_id/result (@store) or …/check. */
void     hammer_server_post_result        (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           HammerServerResponse       *response,
                                           gint64                      match_id,
                                           gboolean                    store);

/* The board match @match_id is on, 0 for none, -1 (answered 404) for a
 * match of no event served; @event_id gets its event, @finished whether
 * it has a result. */
int       hammer_server_find_match_board  (HammerServer               *self,
                                           HammerServerResponse       *response,
                                           gint64                      match_id,
                                           gint64                     *event_id,
                                           gboolean                   *finished);
/* Whether a POST may change anything: 0 when its body is JSON and it
 * comes from a page of this server (no Origin: not a browser's cross-site
 * request), so that a page of another site that knows a key cannot post
 * with it; else the status that refuses it, 403 or 415. */
guint     hammer_server_check_post        (const HammerServerRequest  *request);
/* The request's body, a JSON object, or NULL when it is not one. */
JsonNode *hammer_server_read_object       (const HammerServerRequest  *request);

/* hammer-server-routes.c, for the routes of other files */

/* Parses the number after @prefix in @path, up to @rest ("" or "/result"),
 * into @number; FALSE when @path is not of that form. */
gboolean  hammer_server_parse_path_number (const char                 *path,
                                           const char                 *prefix,
                                           const char                 *rest,
                                           gint64                     *number);
/* The page @name in the phone's language, answered with @status, never
 * kept by a cache. */
void      hammer_server_serve_page        (const HammerServerRequest  *request,
                                           HammerServerResponse       *response,
                                           const char                 *name,
                                           guint                       status);
/* The same with the day's or the event's name in its <title> and heading. */
void      hammer_server_serve_named_page  (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           HammerServerResponse       *response,
                                           const char                 *name,
                                           guint                       status);

/* hammer-server-confirm.c */

/* POST /api/matches/@match_id/confirm?key=PK: a player agrees to the
 * result proposed, or not. */
void      hammer_server_post_confirm      (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           HammerServerResponse       *response,
                                           gint64                      match_id);
/* Where the result of @match (of /api/boards/N, of @event: its fields) that
 * its players are to agree to stands, @agreement ("proposed", "disputed" or
 * NULL for neither), as its "agreement", and what its board's page shows of
 * it: "proposal" while proposed (hammer_agreement_get_proposed()),
 * "versions" once disputed (the board's and the player's, as
 * hammer_board_entry_list_waiting() lists them). */
gboolean  hammer_server_add_agreement     (HammerServer               *self,
                                           JsonNode                   *event,
                                           JsonObject                 *match,
                                           const char                 *agreement,
                                           GError                    **error);

/* hammer-server-check-in.c */

/* The check-in page and its API (/check-in, /api/players…): TRUE when
 * @request is one of them, answered. */
gboolean  hammer_server_route_check_in    (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           HammerServerResponse       *response);
/* Answers 403 and FALSE when @request's key does not open check-in. */
gboolean  hammer_server_check_in_authorize (HammerServer              *self,
                                            const HammerServerRequest *request,
                                            HammerServerResponse      *response);
/* The address of the player's own page (/me?key=@key), where the phone
 * reached us. */
char     *hammer_server_own_page_url      (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           const char                 *key);

/* hammer-server-late-entries.c */

/* Late entries asked for from the check-in page (/api/late-entries…):
 * TRUE when @request is one of them, answered. */
gboolean  hammer_server_route_late_entries (HammerServer              *self,
                                            const HammerServerRequest *request,
                                            HammerServerResponse      *response);

/* hammer-server-series.c */

/* Sjoelbak series cards (/api/series…, hammer-server-series.c): TRUE when
 * @request is one of them, answered. */
gboolean  hammer_server_route_series      (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           HammerServerResponse       *response);

/* hammer-server-me.c */

/* A player's own page and its API (/me, /api/me): TRUE when @request is
 * one of them, answered. */
gboolean  hammer_server_route_me          (HammerServer               *self,
                                           const HammerServerRequest  *request,
                                           HammerServerResponse       *response);

/* hammer-board-entry.c, for hammer-board-submission.c */

/* A write of board entry: to the keys of event @id, or to submission @id. */
typedef gboolean (*HammerBoardEntryWrite) (sqlite3   *db,
                                           gint64     id,
                                           gpointer   data,
                                           GError   **error);
/* Runs @write for @id in one transaction on @store's connection, once the
 * integrity check an opening put off has passed. */
gboolean  hammer_board_entry_in_transaction (HammerStore          *store,
                                             HammerBoardEntryWrite write,
                                             gint64                id,
                                             gpointer              data,
                                             GError              **error);

/* hammer-board-submission.c */

/* The match of @matches (as hammer_events_get_matches_json()) with @id,
 * or NULL. */
JsonObject *hammer_board_entry_find_match  (JsonNode             *matches,
                                            gint64                id);
/* Stores @body as board @board's result of @match_id, its source the
 * board's; @change_id (nullable) gets the change, 0 when the match had
 * that result already. */
gboolean  hammer_board_entry_store_result  (HammerStore          *store,
                                            gint64                event_id,
                                            gint64                match_id,
                                            guint                 board,
                                            const char           *body,
                                            gint64               *change_id,
                                            GError              **error);

G_END_DECLS
