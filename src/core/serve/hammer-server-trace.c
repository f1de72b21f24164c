/* hammer-server-trace.c — where a post's time goes on the hall server's
 * thread, for the soak bench
 *
 * A post waits for whatever else the one thread does: the listener, the
 * spectators' answers, the hall's document, libmicrohttpd's reading and
 * writing. With HAMMER_SERVE_TRACE set to a file, the transport marks each
 * post's steps and counts the thread's work by kind, nested work counted
 * as its own (a hall built inside a spectator's answer is the build's);
 * each post answered writes one line: its steps, the thread's time on a
 * core and waiting for one in between (the rest it was blocked: the disk's
 * sync, or nothing to do), the same for its own route, and what each kind
 * of work took meanwhile; and each piece of
 * work over a millisecond writes its kind, start and end. bench-serve
 * reads it. Without the variable nothing is counted, and nothing written.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "serve/hammer-server-trace.h"

/* Work inside work: deep enough for a route in libmicrohttpd in the
 * listener's handover. */
#define MAX_DEPTH 8
/* Work that takes this long (µs) is written down one by one. */
#define LONG_WORK_US 1000

typedef struct
{
  gint64 start;
  gint64 inner;                   /* what the work it holds took */
} Frame;

struct _HammerServerTrace
{
  FILE   *file;
  gint64  busy[HAMMER_SERVER_N_WORK];
  Frame   stack[MAX_DEPTH];
  guint   depth;
  gint64  memory_written;         /* when the last memory line was */
};

HammerServerTrace *
hammer_server_trace_new_from_env (void)
{
  const char *path = g_getenv ("HAMMER_SERVE_TRACE");
  HammerServerTrace *self;
  FILE *file;

  if (path == NULL || *path == '\0')
    return NULL;
  if (!(file = fopen (path, "w")))
    {
      g_warning ("HAMMER_SERVE_TRACE: could not write “%s”", path);
      return NULL;
    }
  self = g_new0 (HammerServerTrace, 1);
  self->file = file;
  return self;
}

void
hammer_server_trace_free (HammerServerTrace *self)
{
  if (self == NULL)
    return;
  fclose (self->file);
  g_free (self);
}

gint64
hammer_server_trace_now (HammerServerTrace *self)
{
  return self != NULL ? g_get_monotonic_time () : 0;
}

void
hammer_server_trace_thread_times (HammerServerTrace *self,
                                  gint64            *on_cpu,
                                  gint64            *waiting)
{
  g_autofree char *text = NULL;
  guint64 run = 0, delay = 0;
  struct timespec now;

  *on_cpu = *waiting = 0;
  if (self == NULL)
    return;
  /* The scheduler's figures for this thread, ns: time run, time waited
   * for a core. The rest of a wall time is time blocked (the disk, poll). */
  if (g_file_get_contents ("/proc/thread-self/schedstat", &text, NULL, NULL) &&
      sscanf (text, "%" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT, &run, &delay) == 2)
    {
      *on_cpu = (gint64) (run / 1000);
      *waiting = (gint64) (delay / 1000);
    }
  else if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) == 0)
    *on_cpu = (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

void
hammer_server_trace_enter (HammerServerTrace *self)
{
  if (self == NULL)
    return;
  if (self->depth < MAX_DEPTH)
    self->stack[self->depth] = (Frame) { g_get_monotonic_time (), 0 };
  self->depth++;
}

void
hammer_server_trace_leave (HammerServerTrace *self,
                           HammerServerWork   work)
{
  Frame *frame;
  gint64 took;

  if (self == NULL || self->depth == 0)
    return;
  if (--self->depth >= MAX_DEPTH)
    return;
  frame = &self->stack[self->depth];
  took = g_get_monotonic_time () - frame->start;
  self->busy[work] += took - frame->inner;
  if (self->depth > 0)
    self->stack[self->depth - 1].inner += took;
  /* Long work, so that a post waiting in the listen backlog (before any
   * mark of its own) can be matched with what held the thread. */
  if (took >= LONG_WORK_US)
    {
      /* "work KIND start end own": own, less the work it held. */
      fprintf (self->file, "work %u %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT
               "\n", work, frame->start, frame->start + took, took - frame->inner);
      fflush (self->file);
    }
}

void
hammer_server_trace_accepted (HammerServerTrace      *self,
                              HammerServerTraceMarks *marks)
{
  if (self == NULL)
    return;
  *marks = (HammerServerTraceMarks) { 0 };
  marks->accepted = g_get_monotonic_time ();
  hammer_server_trace_thread_times (self, &marks->cpu, &marks->waiting);
  memcpy (marks->busy, self->busy, sizeof marks->busy);
}

void
hammer_server_trace_post (HammerServerTrace            *self,
                          const HammerServerTraceMarks *marks,
                          const char                   *target,
                          guint                         status)
{
  gint64 cpu, waiting;

  if (self == NULL || marks->accepted == 0)
    return;
  hammer_server_trace_thread_times (self, &cpu, &waiting);
  /* "post TARGET STATUS accepted head mhd routed stored answered cpu
   * waiting route_cpu route_waiting busy…": the steps in monotonic µs,
   * the rest µs since accepted (the route's: its own). The target without
   * its query: a key is never written to a file. */
  fprintf (self->file, "post %.*s %u %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT
           " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT
           " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT,
           (int) strcspn (target, "?"), target, status, marks->accepted, marks->head, marks->mhd, marks->routed,
           marks->stored, g_get_monotonic_time (), cpu - marks->cpu, waiting - marks->waiting,
           marks->route_cpu, marks->route_waiting);
  for (guint i = 0; i < HAMMER_SERVER_N_WORK; i++)
    fprintf (self->file, " %" G_GINT64_FORMAT, self->busy[i] - marks->busy[i]);
  fputc ('\n', self->file);
  fflush (self->file);
}

void
hammer_server_trace_memory (HammerServerTrace *self,
                            gint64             sqlite)
{
  gint64 now = g_get_monotonic_time ();
  struct mallinfo2 heap;

  if (self == NULL || now - self->memory_written < 10 * G_USEC_PER_SEC)
    return;
  self->memory_written = now;
  heap = mallinfo2 ();
  /* "memory NOW SQLITE IN_USE FREE MAPPED": bytes; in use and free are the
   * heap's arenas (every thread's), mapped the large blocks apart. */
  fprintf (self->file, "memory %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %zu %zu %zu\n", now,
           sqlite, heap.uordblks, heap.fordblks, heap.hblkhd);
  fflush (self->file);
}
