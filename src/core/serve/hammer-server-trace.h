/* hammer-server-trace.h — where a post's time goes on the hall server's
 * thread, for the soak bench: only when HAMMER_SERVE_TRACE names a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What the server's thread was busy with. */
typedef enum
{
  HAMMER_SERVER_WORK_HALL_BUILD,  /* the hall's document made on the thread */
  HAMMER_SERVER_WORK_HALL,        /* spectators' /api/event, less a build */
  HAMMER_SERVER_WORK_BOARD,       /* boards asking for their match */
  HAMMER_SERVER_WORK_POST,        /* results posted, checked and stored */
  HAMMER_SERVER_WORK_ROUTE,       /* every other route: pages, scripts */
  HAMMER_SERVER_WORK_HTTP,        /* libmicrohttpd reading and writing */
  HAMMER_SERVER_WORK_LISTENER,    /* accepting, and peeking at heads */
  HAMMER_SERVER_WORK_SWEEP,       /* the deadlines kept */
  HAMMER_SERVER_N_WORK
} HammerServerWork;

typedef struct _HammerServerTrace HammerServerTrace;

/* One post's way through the server, monotonic µs (0: not there). */
typedef struct
{
  gint64 accepted;                /* the listener accepted it */
  gint64 head;                    /* its head was in, whole: handed over */
  gint64 mhd;                     /* libmicrohttpd read its request line */
  gint64 routed;                  /* its body in, routed */
  gint64 stored;                  /* the route returned: stored, answered */
  gint64 cpu;                     /* the thread's time on a core at accepted */
  gint64 waiting;                 /* and waiting for a core */
  gint64 route_cpu;               /* its route's time on a core, µs */
  gint64 route_waiting;           /* and waiting for one */
  gint64 busy[HAMMER_SERVER_N_WORK]; /* the work counted at accepted */
} HammerServerTraceMarks;

/* A trace writing to the file HAMMER_SERVE_TRACE names, or NULL (the
 * usual case: then every call below does nothing). */
HammerServerTrace *hammer_server_trace_new_from_env (void);
void               hammer_server_trace_free         (HammerServerTrace      *self);
/* The monotonic time, or 0 without a trace. */
gint64             hammer_server_trace_now          (HammerServerTrace      *self);
/* A piece of work begins; it may hold others, counted as theirs. */
void               hammer_server_trace_enter        (HammerServerTrace      *self);
/* The piece of work last begun ends, and was @work. */
void               hammer_server_trace_leave        (HammerServerTrace      *self,
                                                     HammerServerWork        work);
/* The calling thread's time on a core and waiting for one so far, µs (0
 * without a trace). */
void               hammer_server_trace_thread_times (HammerServerTrace      *self,
                                                     gint64                 *on_cpu,
                                                     gint64                 *waiting);
/* Marks @marks accepted now, with the work counted so far. */
void               hammer_server_trace_accepted     (HammerServerTrace      *self,
                                                     HammerServerTraceMarks *marks);
/* A post to @target answered @status and written out now: one line. */
void               hammer_server_trace_post         (HammerServerTrace      *self,
                                                     const HammerServerTraceMarks *marks,
                                                     const char             *target,
                                                     guint                   status);

/* At most every ten seconds, one line of what the process holds: @sqlite
 * bytes (hammer_store_get_memory_used()) and malloc's heap in use and
 * free, so that the soak can tell a cache filling from the heap growing. */
void               hammer_server_trace_memory       (HammerServerTrace      *self,
                                                     gint64                  sqlite);

G_END_DECLS
