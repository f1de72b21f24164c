/* load.h — bench-load's clients, shared by its files: the hall's day
 * (load.c) and the boards that play it (load-boards.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bench-common.h"
#include "serve-setup.h"
#include "store/hammer-store.h"

#define N_BOARDS BENCH_SERVE_BOARDS
/* A day's events: round robins of as many of the players each. */
#define N_EVENTS 5
#define MAX_EVENTS 5
#define N_PLAYERS 300
#define N_SCREENS 200
#define MAX_PLAYERS 1000
#define MAX_SCREENS 500
/* The pages' polls: board.js, me.js, day.js. */
#define BOARD_POLL_MS 3000.0
#define ME_POLL_MS 2000.0
#define SCREEN_POLL_MS 2000.0
/* The mean time of an end, s: each end takes from 2/3 to 4/3 of it. */
#define PACE_S 30.0
/* A table game to 15 in ends of 4, 4, 4 and 3. */
#define N_ENDS 4
/* One result in this many is sent again. */
#define REPEAT_EVERY 10
/* Phones checking in at once. */
#define DOOR_PHONES 20
/* A refused request is tried again after this, as a player taps again. */
#define RETRY_MS 1000.0
/* The desk calls the day's next matches this often. */
#define DESK_CALL_MS 500.0
/* Requests in flight when the time is up get this long to finish. */
#define GRACE_MS 30000.0
/* What a post's 99th percentile must stay under, at a hall's pace. */
#define POST_P99_MS 50.0

typedef enum
{
  KIND_SEARCH,
  KIND_CHECK_IN,
  KIND_BOARD,
  KIND_END,
  KIND_RESULT,
  KIND_AGAIN,
  KIND_ME,
  KIND_DAY,
  KIND_TAB,
  N_KINDS
} Kind;



typedef struct _Load Load;

typedef void (*AnswerFunc) (gpointer data, guint status, GBytes *bytes, SoupMessage *message);

typedef struct
{
  Load        *load;
  Kind         kind;
  SoupMessage *message;
  double       queued_ms;
  AnswerFunc   answer;
  gpointer     data;
} Request;

typedef struct
{
  Load        *load;
  SoupSession *session;
  guint        board;
  char        *key;
  gint64       match_id;      /* being played, or 0 */
  gint64       done_id;       /* the last match whose result was stored */
  guint        ends;          /* of the match being played */
  guint        results;
  char        *body;          /* of the last post */
  gboolean     first;         /* its first match: begun before the bench */
  gboolean     busy;          /* a post in flight or an end being played */
} Board;

typedef struct
{
  Load        *load;
  SoupSession *session;
  guint        index;
  char        *name;
  char        *key;           /* of the player's own page, after check-in */
  char        *etag;
} Player;

typedef struct
{
  Load        *load;
  SoupSession *session;
  const char  *tab;           /* the event whose tab is open, or NULL */
  char        *etag;
  char        *tab_etag;
} Screen;

struct _Load
{
  GMainLoop   *loop;
  char        *url;
  char        *check_in_key;
  gboolean     timed;         /* the timed part runs */
  gboolean     stopping;      /* the time is up: nothing new is sent */
  guint        in_flight;
  guint        checked_in;
  guint        next_at_door;
  double       pace_ms;
  GArray      *latency[N_KINDS];   /* double, ms */
  GHashTable  *errors;        /* "kind status" → count */
  GHashTable  *posted;        /* match id → board * 2 + winning side */
  guint        posts_ok;
  guint        repeats_ok;
  gint64       day_id;
  HammerStore *desk;
  guint        desk_called;
  guint        n_players;
  guint        n_screens;
  guint        n_events;
  Board        boards[N_BOARDS];
  Player       players[MAX_PLAYERS];
  Screen       screens[MAX_SCREENS];
};

/* Calls @func with @data after @ms, unless the time is up meanwhile. */
typedef void (*LaterFunc) (gpointer data);

/* Sends @method @path (with @etag as If-None-Match, @body as JSON, when
 * given) from @session; @answer gets the answer, status 0 when none came. */
void      load_send         (Load        *load,
                             SoupSession *session,
                             Kind         kind,
                             const char  *method,
                             const char  *path,
                             const char  *etag,
                             const char  *body,
                             AnswerFunc   answer,
                             gpointer     data);
void      load_later        (Load        *load,
                             double       ms,
                             LaterFunc    func,
                             gpointer     data);
/* The JSON object in @bytes, or NULL. */
JsonNode *load_parse_object (GBytes      *bytes);
/* A board's page: it polls its match every BOARD_POLL_MS, plays it end by
 * end and posts it (load-boards.c). */
void      load_board_poll   (Board       *board);
