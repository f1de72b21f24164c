/* serve.c — a hall under load: `hammer-cli serve` on loopback, 40 boards
 * posting their results as fast as they come while 200 spectators poll the
 * hall's page as the page does (every two seconds, with its ETag); or, with
 * --soak, a hall's evening: 300 screens polling and the boards posting at a
 * hall's pace, the server's descriptors and memory watched throughout
 *
 * The event is a round robin of 80 players on 40 boards (3,160 matches,
 * one best-of-one game each: enough for a minute of posting), built with
 * hammer-cli. Each board's
 * client asks for the match on its board, posts a result for it and asks
 * again, so that every board takes the next match it gets; one post in
 * twenty is sent twice, as a phone on a bad network does, and must store
 * nothing the second time. It runs for a bounded time and a bounded number
 * of posts, then checks the file: every result answered 200 is stored once
 * with its board as its source, none is lost, none is there that was not
 * posted, and SQLite's integrity check passes. Prints its figures; asserts
 * nothing about time. Exits 1 when a check fails.
 *
 * With --day the hall is a tournament day (`serve --day`): the players
 * make round robins (two, or --events N up to five) of as many of them
 * each on the day's 40 boards, the desk calls the day's next matches twice
 * a second (in this process, on a connection of its own, as the app's
 * desk does), and the spectators poll the day's page and the events' tabs
 * in turn: the boards then post into every event in turn, as in a hall
 * (`bench-serve --day --events 5 --players 300 --pace 10`, issue 31).
 *
 * bench-serve [SECONDS] [--players N] [--spectators N] [--pace SECONDS]
 * [--soak] [--day [--events N]] [--keep FILE]: 60 seconds, 80 players and 200 spectators unless
 * told; fewer players make a smaller event (at least 80 keep every board
 * busy at the start). Flat out, a post waits behind the other boards' and
 * its latency is the queue's; with --pace each board plays its match that
 * long (half to one and a half times, at random) before it posts, which
 * measures a post's latency below the server's capacity. --soak makes the
 * defaults 300 spectators, 100 players and a pace of 30 seconds (the issue's
 * soak is `bench-serve 1800 --soak`). Every client, as a phone in a hall,
 * comes from an address of its own (127.0.x.y), so that the server's limit
 * per address is the one a hall meets. The server's descriptors and
 * resident memory are read every ten seconds: after the first minute
 * (sessions, caches) they must stay flat.
 *
 * A post's latency runs from libsoup's first byte of the request to its
 * last of the answer (SoupMessageMetrics): the bench shares the cores with
 * the server, and its own loop's delays before and after are printed apart.
 * The server runs with HAMMER_SERVE_TRACE (hammer-server-trace.c): the
 * posts at p99 and over, and the slowest, are broken down into their steps
 * in the server, its thread's time on a core, waiting for one and blocked,
 * and what else the thread did meanwhile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"
#include "serve-setup.h"

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "events/hammer-day.h"
#include "serve/hammer-server-trace.h"

#define N_BOARDS BENCH_SERVE_BOARDS
#define N_PLAYERS 80
#define N_SPECTATORS 200
/* At most: --spectators takes fewer, or more up to this. */
#define MAX_SPECTATORS 300
/* --soak: a hall's evening. */
#define SOAK_SPECTATORS 300
#define SOAK_PLAYERS 100
#define SOAK_PACE_S 30.0
/* The server's descriptors and memory are read this often. */
#define SAMPLE_MS 10000.0
/* What a post's 99th percentile must stay under, at a hall's pace. */
#define POST_P99_MS 50.0
/* The hall page's poll (hall.js). */
#define POLL_MS 2000.0
/* A board whose match is not there yet asks again after this. */
#define RETRY_MS 100.0
/* One post in this many (of all the boards') is sent again with the same
 * result. */
#define REPEAT_EVERY 20
/* Requests in flight when the time is up get this long to finish. */
#define GRACE_MS 30000.0
/* --day: the desk calls the day's next matches this often. */
#define DESK_CALL_MS 500.0
/* --day --events: at most this many events on the day. */
#define MAX_EVENTS 5

typedef struct _Bench Bench;

typedef struct
{
  Bench       *bench;
  SoupSession *session;    /* of its own address */
  guint        board;
  char        *key;
  SoupMessage *message;
  double       sent_ms;
  gint64       match_id;   /* posted last, or 0 */
  char        *body;       /* of the last post */
  gboolean     repeating;  /* the post in flight sends the last result again */
  guint        posts;
  guint        pace_source;   /* while it plays its match before posting */
} Board;

/* A first post answered 200, in monotonic µs. The bench's own loop shares
 * the cores with the server: what it adds before the request goes out and
 * after the answer is in is the load generator's, not the server's. */
typedef struct
{
  gint64 match_id;
  gint64 queued;              /* the bench asked libsoup to send it */
  gint64 sent;                /* libsoup began to write the request */
  gint64 received;            /* libsoup had read the whole answer */
  gint64 seen;                /* the bench's callback ran */
} PostTiming;

/* The server's marks of one post (HAMMER_SERVE_TRACE). */
typedef struct
{
  gint64 accepted, head, mhd, routed, stored, answered, cpu, waiting, route_cpu, route_waiting;
  gint64 busy[HAMMER_SERVER_N_WORK];
} ServerMarks;

/* A piece of the server thread's work over a millisecond. */
typedef struct
{
  guint  kind;
  gint64 start, end, own;
} LongWork;

typedef struct
{
  Bench       *bench;
  SoupSession *session;
  SoupMessage *message;
  char        *path;       /* what it polls: the hall, or on a day an event's tab */
  char        *etag;
  double       next_ms;
} Spectator;

/* The server's resources at one moment. */
typedef struct
{
  double seconds;
  guint  descriptors;
  double resident_mib;
} Sample;

struct _Bench
{
  GMainLoop   *loop;
  char        *url;
  double       start_ms;
  double       end_ms;
  guint        max_posts;
  guint        n_players;
  guint        n_spectators;
  double       pace_ms;
  guint        running;       /* clients not finished */
  guint        posts_sent;
  guint        posts_ok;
  guint        repeats_ok;
  GArray      *post_ms;       /* double: the latency of each first post answered 200 */
  GArray      *post_loop_ms;  /* double: the same as the bench's loop saw it */
  GArray      *timings;       /* PostTiming */
  char        *trace_path;
  guint        spectator_ok;
  guint        spectator_not_modified;
  GArray      *poll_ms;       /* double */
  GHashTable  *errors;        /* "POST 409" → count */
  GHashTable  *posted;        /* match id → board * 2 + winning side */
  GPid         server_pid;
  GArray      *samples;       /* Sample */
  gint64       day_id;        /* --day: the day served, else 0 */
  guint        n_events;      /* --day: its round robins */
  HammerStore *desk;          /* --day: the desk's connection, which calls the matches */
  GArray      *desk_call_ms;  /* double: each of the desk's calls */
  guint        desk_called;   /* matches the desk called */
  Board        boards[N_BOARDS];
  Spectator    spectators[MAX_SPECTATORS];
};

static void board_ask (Board *board);
static void board_posted_cb (SoupSession *session, GAsyncResult *result, Board *board);
static gboolean board_post_cb (gpointer data);
static void spectator_poll (Spectator *spectator);

static void
count_error (Bench      *bench,
             const char *what,
             guint       status,
             GError     *error)
{
  g_autofree char *key = error != NULL ? g_strdup_printf ("%s: %s", what, error->message)
                                       : g_strdup_printf ("%s %u", what, status);
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (bench->errors, key));

  g_hash_table_replace (bench->errors, g_steal_pointer (&key), GUINT_TO_POINTER (count + 1));
}

static gboolean
time_is_up (Bench *bench)
{
  return bench_now_ms () >= bench->end_ms || bench->posts_sent >= bench->max_posts;
}

static void
client_done (Bench *bench)
{
  if (--bench->running == 0)
    g_main_loop_quit (bench->loop);
}

static SoupMessage *
new_message (Bench      *bench,
             const char *method,
             const char *path)
{
  g_autofree char *uri = g_strconcat (bench->url, path, NULL);

  return soup_message_new (method, uri);
}

static gboolean
board_ask_cb (gpointer data)
{
  board_ask (data);
  return G_SOURCE_REMOVE;
}

static void
board_later (Board  *board,
             double  ms)
{
  g_timeout_add ((guint) ms, board_ask_cb, board);
}

/* A best-of-one table game to 15 won by @side: four ends of 4, 4, 4, 3. */
static char *
result_body (guint side)
{
  GString *body = g_string_new ("{\"games\": [{\"ends\": [");

  for (guint e = 0; e < 4; e++)
    {
      int points = e < 3 ? 4 : 3;

      g_string_append_printf (body, "%s{\"points\": [%d, %d]}", e > 0 ? ", " : "",
                              side == 0 ? points : 0, side == 1 ? points : 0);
    }
  g_string_append (body, "]}]}");
  return g_string_free (body, FALSE);
}

static void
board_post (Board *board)
{
  Bench *bench = board->bench;
  g_autofree char *path = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/result?key=%s",
                                           board->match_id, board->key);
  g_autoptr(GBytes) body = g_bytes_new (board->body, strlen (board->body));

  if (!board->repeating)
    bench->posts_sent++;
  board->message = new_message (bench, "POST", path);
  soup_message_add_flags (board->message, SOUP_MESSAGE_COLLECT_METRICS);
  soup_message_set_request_body_from_bytes (board->message, "application/json", body);
  board->sent_ms = bench_now_ms ();
  soup_session_send_and_read_async (board->session, board->message, G_PRIORITY_DEFAULT, NULL,
                                    (GAsyncReadyCallback) board_posted_cb, board);
}

/* After a paced board's game: the time may be up meanwhile. */
static gboolean
board_post_cb (gpointer data)
{
  Board *board = data;

  board->pace_source = 0;
  if (time_is_up (board->bench))
    client_done (board->bench);
  else
    board_post (board);
  return G_SOURCE_REMOVE;
}

static void
board_posted_cb (SoupSession  *session,
                 GAsyncResult *result,
                 Board        *board)
{
  Bench *bench = board->bench;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = soup_session_send_and_read_finish (session, result, &error);
  g_autoptr(SoupMessage) message = g_steal_pointer (&board->message);
  guint status = soup_message_get_status (message);
  double ms = bench_now_ms () - board->sent_ms;

  if (bytes == NULL || status != SOUP_STATUS_OK)
    {
      count_error (bench, board->repeating ? "POST again" : "POST", status, error);
      /* A refused post stored nothing: the board asks for its match and
       * posts it again. */
      if (!board->repeating)
        board->match_id = 0;
      board->repeating = FALSE;
      board_later (board, RETRY_MS);
      return;
    }
  if (board->repeating)
    {
      bench->repeats_ok++;
      board->repeating = FALSE;
      board_ask (board);
      return;
    }
  bench->posts_ok++;
  {
    SoupMessageMetrics *metrics = soup_message_get_metrics (message);
    PostTiming timing = { board->match_id, (gint64) (board->sent_ms * 1000),
                          (gint64) soup_message_metrics_get_request_start (metrics),
                          (gint64) soup_message_metrics_get_response_end (metrics),
                          g_get_monotonic_time () };
    double wire_ms = (timing.received - timing.sent) / 1000.0;

    g_array_append_val (bench->timings, timing);
    g_array_append_val (bench->post_ms, wire_ms);
    g_array_append_val (bench->post_loop_ms, ms);
  }
  g_hash_table_insert (bench->posted, g_memdup2 (&board->match_id, sizeof board->match_id),
                       GUINT_TO_POINTER (board->board * 2 + (board->posts % 2)));
  board->posts++;
  if (bench->posts_ok % REPEAT_EVERY == 0)
    {
      board->repeating = TRUE;
      board_post (board);
      return;
    }
  board_ask (board);
}

static void
board_asked_cb (SoupSession  *session,
                GAsyncResult *result,
                Board        *board)
{
  Bench *bench = board->bench;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = soup_session_send_and_read_finish (session, result, &error);
  g_autoptr(SoupMessage) message = g_steal_pointer (&board->message);
  guint status = soup_message_get_status (message);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *match;
  gint64 match_id;

  if (bytes == NULL || status != SOUP_STATUS_OK ||
      !(node = json_from_string (g_bytes_get_data (bytes, NULL), NULL)) ||
      !JSON_NODE_HOLDS_OBJECT (node))
    {
      count_error (bench, "GET board", status, error);
      board_later (board, RETRY_MS);
      return;
    }
  match = json_object_get_member (json_node_get_object (node), "match") != NULL
            ? json_object_get_object_member (json_node_get_object (node), "match") : NULL;
  match_id = match != NULL ? json_object_get_int_member (match, "id") : 0;
  /* A free board, or the match just posted still there: ask again soon. */
  if (match_id == 0 || match_id == board->match_id)
    {
      board_later (board, RETRY_MS);
      return;
    }
  if (time_is_up (bench))
    {
      client_done (bench);
      return;
    }
  board->match_id = match_id;
  g_free (board->body);
  board->body = result_body (board->posts % 2);
  if (bench->pace_ms > 0)
    board->pace_source = g_timeout_add ((guint) g_random_double_range (bench->pace_ms / 2,
                                                                       bench->pace_ms * 1.5),
                                        board_post_cb, board);
  else
    board_post (board);
}

static void
board_ask (Board *board)
{
  Bench *bench = board->bench;
  g_autofree char *path = NULL;

  if (time_is_up (bench))
    {
      client_done (bench);
      return;
    }
  path = g_strdup_printf ("api/boards/%u?key=%s", board->board, board->key);
  board->message = new_message (bench, "GET", path);
  soup_session_send_and_read_async (board->session, board->message, G_PRIORITY_DEFAULT, NULL,
                                    (GAsyncReadyCallback) board_asked_cb, board);
}

static gboolean
spectator_poll_cb (gpointer data)
{
  spectator_poll (data);
  return G_SOURCE_REMOVE;
}

static void
spectator_polled_cb (SoupSession  *session,
                     GAsyncResult *result,
                     Spectator    *spectator)
{
  Bench *bench = spectator->bench;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = soup_session_send_and_read_finish (session, result, &error);
  g_autoptr(SoupMessage) message = g_steal_pointer (&spectator->message);
  guint status = soup_message_get_status (message);
  double ms = bench_now_ms () - (spectator->next_ms - POLL_MS);
  const char *etag;

  if (bytes != NULL && status == SOUP_STATUS_OK)
    {
      bench->spectator_ok++;
      etag = soup_message_headers_get_one (soup_message_get_response_headers (message), "ETag");
      g_free (spectator->etag);
      spectator->etag = g_strdup (etag);
    }
  else if (bytes != NULL && status == SOUP_STATUS_NOT_MODIFIED)
    bench->spectator_not_modified++;
  else
    count_error (bench, "GET event", status, error);
  g_array_append_val (bench->poll_ms, ms);
  g_timeout_add ((guint) MAX (spectator->next_ms - bench_now_ms (), 0), spectator_poll_cb,
                 spectator);
}

static void
spectator_poll (Spectator *spectator)
{
  Bench *bench = spectator->bench;

  if (time_is_up (bench))
    {
      client_done (bench);
      return;
    }
  spectator->next_ms = bench_now_ms () + POLL_MS;
  spectator->message = new_message (bench, "GET", spectator->path);
  if (spectator->etag != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (spectator->message),
                                  "If-None-Match", spectator->etag);
  soup_session_send_and_read_async (spectator->session, spectator->message, G_PRIORITY_DEFAULT,
                                    NULL, (GAsyncReadyCallback) spectator_polled_cb, spectator);
}

/* The time is up: a board still playing its match posts nothing more. */
static gboolean
time_up_cb (gpointer data)
{
  Bench *bench = data;

  for (guint b = 0; b < N_BOARDS; b++)
    if (bench->boards[b].pace_source != 0)
      {
        g_source_remove (bench->boards[b].pace_source);
        bench->boards[b].pace_source = 0;
        client_done (bench);
      }
  return G_SOURCE_REMOVE;
}

/* Every SAMPLE_MS: the server's descriptors and resident memory. */
static gboolean
sample_cb (gpointer data)
{
  Bench *bench = data;
  Sample sample = { (bench_now_ms () - bench->start_ms) / 1000,
                    bench_open_descriptors (bench->server_pid),
                    bench_resident_mib (bench->server_pid) };

  g_array_append_val (bench->samples, sample);
  return time_is_up (bench) ? G_SOURCE_REMOVE : G_SOURCE_CONTINUE;
}

/* After the time is up and the grace for what is in flight. */
static gboolean
give_up_cb (gpointer data)
{
  Bench *bench = data;

  g_printerr ("bench-serve: %u clients still waiting after %.0f s\n", bench->running,
              GRACE_MS / 1000);
  g_main_loop_quit (bench->loop);
  return G_SOURCE_REMOVE;
}

/* --day: the desk fills the boards freed since, from both events. */
static gboolean
desk_call_cb (gpointer data)
{
  Bench *bench = data;
  g_autoptr(GError) error = NULL;
  HammerDayCall report = { 0 };
  double start = bench_now_ms (), ms;

  if (time_is_up (bench))
    return G_SOURCE_REMOVE;
  if (!hammer_days_call_next_matches (bench->desk, bench->day_id, FALSE, &report, &error))
    {
      count_error (bench, "desk call", 0, error);
      return G_SOURCE_CONTINUE;
    }
  ms = bench_now_ms () - start;
  g_array_append_val (bench->desk_call_ms, ms);
  bench->desk_called += report.n_called;
  return G_SOURCE_CONTINUE;
}

/* The event: a double round robin of N_PLAYERS on N_BOARDS boards. */
static char *
build_event (const char *cli,
             const char *database,
             guint       n_players)
{
  g_autoptr(GPtrArray) add = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonNode) created = NULL;
  g_autofree char *boards = g_strdup_printf ("%u", N_BOARDS);
  g_autofree char *out = NULL;
  g_autofree char *drawn = NULL;
  char *event;

  {
    const char *args[] = { "event", "create", "--name", "Load", "--rules", "table",
                           "--option", "best_of=1", "--format", "round-robin",
                           "--boards", boards, "--json", NULL };

    out = bench_run_cli (cli, database, args);
  }
  created = json_from_string (out, NULL);
  event = g_strdup_printf ("%" G_GINT64_FORMAT,
                           json_object_get_int_member (json_node_get_object (created), "id"));
  g_ptr_array_add (add, g_strdup ("entrants"));
  g_ptr_array_add (add, g_strdup ("add"));
  g_ptr_array_add (add, g_strdup ("--event"));
  g_ptr_array_add (add, g_strdup (event));
  for (guint p = 0; p < n_players; p++)
    g_ptr_array_add (add, g_strdup_printf ("Player %03u", p + 1));
  g_ptr_array_add (add, NULL);
  g_free (bench_run_cli (cli, database, (const char * const *) add->pdata));
  {
    const char *args[] = { "draw", "--event", event, "--seed", "1", NULL };

    drawn = bench_run_cli (cli, database, args);
  }
  return event;
}

/* The server's own account of its memory at one moment (the trace's
 * "memory" lines), MiB. */
typedef struct
{
  gint64 monotonic;
  double sqlite, heap_in_use, heap_free, mapped;
} MemoryLine;

static GArray *
read_memory_lines (const char *path)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GArray *memory = g_array_new (FALSE, FALSE, sizeof (MemoryLine));

  if (path == NULL || !g_file_get_contents (path, &text, NULL, NULL))
    return memory;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);
      const double mib = 1024.0 * 1024.0;
      MemoryLine line;

      if (g_strv_length (fields) != 6 || !g_str_equal (fields[0], "memory"))
        continue;
      line = (MemoryLine) { g_ascii_strtoll (fields[1], NULL, 10),
                            g_ascii_strtoull (fields[2], NULL, 10) / mib,
                            g_ascii_strtoull (fields[3], NULL, 10) / mib,
                            g_ascii_strtoull (fields[4], NULL, 10) / mib,
                            g_ascii_strtoull (fields[5], NULL, 10) / mib };
      g_array_append_val (memory, line);
    }
  return memory;
}

/* Where the resident memory went, first line and last after the first
 * minute: SQLite's caches, the heap in use, the heap's free blocks. */
static void
print_memory_lines (Bench *bench)
{
  g_autoptr(GArray) memory = read_memory_lines (bench->trace_path);
  const MemoryLine *first = NULL, *last;

  if (memory->len == 0)
    return;
  last = &g_array_index (memory, MemoryLine, memory->len - 1);
  printf ("server's heap (each minute): ");
  for (guint i = 0; i < memory->len; i++)
    {
      const MemoryLine *line = &g_array_index (memory, MemoryLine, i);
      double seconds = (line->monotonic - g_array_index (memory, MemoryLine, 0).monotonic) / 1e6;

      if (first == NULL && (seconds >= 60 || line == last))
        first = line;
      if (i % 6 == 0 || line == last)
        printf ("%.0f s sqlite %.1f, in use %.1f, free %.1f, mapped %.1f MiB%s", seconds,
                line->sqlite, line->heap_in_use, line->heap_free, line->mapped,
                line == last ? "\n" : "; ");
    }
  printf ("server's heap from the first minute to the end: sqlite %+.1f, in use %+.1f, "
          "free %+.1f, mapped %+.1f MiB\n", last->sqlite - first->sqlite,
          last->heap_in_use - first->heap_in_use, last->heap_free - first->heap_free,
          last->mapped - first->mapped);
}

/* The server's resources over the run: the first minute warms up (the
 * store's caches, the hall's document), and after it nothing may grow. A
 * line a minute, then the verdict. */
static void
print_resources (Bench *bench)
{
  const Sample *base = NULL, *last;
  guint lowest = G_MAXUINT, highest = 0;
  double top = 0;

  if (bench->samples->len == 0)
    return;
  last = &g_array_index (bench->samples, Sample, bench->samples->len - 1);
  printf ("server (each minute): ");
  for (guint i = 0; i < bench->samples->len; i++)
    {
      const Sample *sample = &g_array_index (bench->samples, Sample, i);

      if (base == NULL && (sample->seconds >= 60 || sample == last))
        base = sample;
      if (i % (guint) (60000 / SAMPLE_MS) == 0 || sample == last)
        printf ("%.0f s %u fds %.1f MiB%s", sample->seconds, sample->descriptors,
                sample->resident_mib, sample == last ? "\n" : "; ");
      if (base == NULL)
        continue;
      lowest = MIN (lowest, sample->descriptors);
      highest = MAX (highest, sample->descriptors);
      top = MAX (top, sample->resident_mib);
    }
  printf ("descriptors: from %.0f s on between %u and %u (%u at the end): %s\n", base->seconds,
          lowest, highest, last->descriptors,
          last->descriptors <= base->descriptors + 2 ? "flat" : "GROWING");
  printf ("memory: %.1f MiB at %.0f s, %.1f MiB at the end, highest %.1f MiB (%+.1f MiB): %s\n",
          base->resident_mib, base->seconds, last->resident_mib, top,
          last->resident_mib - base->resident_mib,
          last->resident_mib <= base->resident_mib * 1.10 + 2 ? "flat" : "GROWING");
  print_memory_lines (bench);
}

/* The server's trace: each match's first post answered 200, and the long
 * pieces of work. */
static GHashTable *
read_trace (const char *path,
            GArray     *long_work)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GHashTable *posts = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return posts;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);
      guint n = g_strv_length (fields);
      gint64 match_id = 0, values[10 + HAMMER_SERVER_N_WORK];

      if (n == 5 && g_str_equal (fields[0], "work"))
        {
          LongWork work = { (guint) g_ascii_strtoull (fields[1], NULL, 10),
                            g_ascii_strtoll (fields[2], NULL, 10),
                            g_ascii_strtoll (fields[3], NULL, 10),
                            g_ascii_strtoll (fields[4], NULL, 10) };

          g_array_append_val (long_work, work);
          continue;
        }
      if (n != 3 + G_N_ELEMENTS (values) || !g_str_equal (fields[0], "post") ||
          !g_str_equal (fields[2], "200") ||
          sscanf (fields[1], "/api/matches/%" G_GINT64_FORMAT "/", &match_id) != 1 ||
          g_hash_table_contains (posts, &match_id))
        continue;
      for (guint v = 0; v < G_N_ELEMENTS (values); v++)
        values[v] = g_ascii_strtoll (fields[3 + v], NULL, 10);
      g_hash_table_insert (posts, g_memdup2 (&match_id, sizeof match_id),
                           g_memdup2 (values, sizeof values));
    }
  return posts;
}

static const char * const work_names[HAMMER_SERVER_N_WORK] = {
  "hall builds", "spectators", "boards' asks", "posts (its own too)", "pages", "http", "listener",
  "sweeps"
};

/* Where the time of @n posts went, as means over them, ms. */
static void
print_where (const char        *what,
             const PostTiming **posts,
             const ServerMarks **marks,
             guint               n,
             GArray             *long_work)
{
  double steps[9] = { 0 }, busy[HAMMER_SERVER_N_WORK] = { 0 }, held[HAMMER_SERVER_N_WORK] = { 0 };
  double cpu = 0, waiting = 0, route_cpu = 0, route_waiting = 0;

  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    {
      const PostTiming *post = posts[i];
      const ServerMarks *mark = marks[i];
      gint64 points[] = { post->queued, post->sent, mark->accepted, mark->head, mark->mhd,
                          mark->routed, mark->stored, mark->answered, post->received,
                          post->seen };

      for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
        steps[s] += (points[s + 1] - points[s]) / 1000.0 / n;
      cpu += mark->cpu / 1000.0 / n;
      waiting += mark->waiting / 1000.0 / n;
      route_cpu += mark->route_cpu / 1000.0 / n;
      route_waiting += mark->route_waiting / 1000.0 / n;
      for (guint w = 0; w < HAMMER_SERVER_N_WORK; w++)
        busy[w] += mark->busy[w] / 1000.0 / n;
      /* Before its accept the post is nobody's on the server: what held
       * the thread then is told by the long work between sent and
       * accepted. */
      for (guint l = 0; l < long_work->len; l++)
        {
          const LongWork *work = &g_array_index (long_work, LongWork, l);

          if (work->end > post->sent && work->start < mark->accepted && work->kind < G_N_ELEMENTS (held))
            held[work->kind] += work->own / 1000.0 / n;
        }
    }
  printf ("  %s: sent → accepted %.2f, → head in %.2f, → http %.2f, → body in, routed %.2f, "
          "→ stored %.2f, → answer written %.2f, → client has it %.2f ms (the bench's own "
          "delay: %.2f before sending, %.2f after)\n", what, steps[1], steps[2], steps[3],
          steps[4], steps[5], steps[6], steps[7], steps[0], steps[8]);
  printf ("    its route: %.2f ms on a core, %.2f waiting for one, %.2f blocked (the disk's "
          "sync)\n", route_cpu, route_waiting, steps[5] - route_cpu - route_waiting);
  printf ("    server thread from accepted to written: %.2f ms on a core, %.2f waiting for one, "
          "%.2f blocked or idle; busy with:", cpu, waiting,
          steps[2] + steps[3] + steps[4] + steps[5] + steps[6] - cpu - waiting);
  for (guint w = 0; w < HAMMER_SERVER_N_WORK; w++)
    printf (" %s %.2f", work_names[w], busy[w]);
  printf ("\n    long work (over 1 ms) between sent and accepted:");
  for (guint w = 0; w < HAMMER_SERVER_N_WORK; w++)
    printf (" %s %.2f", work_names[w], held[w]);
  printf (" ms\n");
}

/* The slowest posts (p99 and over, and the slowest), step by step, from
 * the server's trace. */
static void
print_breakdown (Bench *bench)
{
  g_autoptr(GArray) long_work = g_array_new (FALSE, FALSE, sizeof (LongWork));
  g_autoptr(GHashTable) traced = read_trace (bench->trace_path, long_work);
  g_autoptr(GPtrArray) slow_posts = g_ptr_array_new ();
  g_autoptr(GPtrArray) slow_marks = g_ptr_array_new ();
  double p99 = bench_percentile (bench->post_ms, 0.99);
  const PostTiming *slowest = NULL;
  const ServerMarks *slowest_marks = NULL;

  for (guint i = 0; i < bench->timings->len; i++)
    {
      const PostTiming *post = &g_array_index (bench->timings, PostTiming, i);
      const ServerMarks *marks = g_hash_table_lookup (traced, &post->match_id);
      double ms = (post->received - post->sent) / 1000.0;

      if (marks == NULL)
        continue;
      if (ms >= p99)
        {
          g_ptr_array_add (slow_posts, (gpointer) post);
          g_ptr_array_add (slow_marks, (gpointer) marks);
        }
      if (slowest == NULL || post->received - post->sent > slowest->received - slowest->sent)
        {
          slowest = post;
          slowest_marks = marks;
        }
    }
  printf ("where the time went (ms; %u of %u posts traced):\n", g_hash_table_size (traced),
          bench->timings->len);
  if (slowest == NULL)
    return;
  {
    g_autofree char *what = g_strdup_printf ("%u posts at p99 and over", slow_posts->len);

    print_where (what, (const PostTiming **) slow_posts->pdata,
                 (const ServerMarks **) slow_marks->pdata, slow_posts->len, long_work);
  }
  {
    g_autofree char *what = g_strdup_printf ("the slowest, %.1f ms",
                                             (slowest->received - slowest->sent) / 1000.0);

    print_where (what, &slowest, &slowest_marks, 1, long_work);
  }
}

static void
print_figures (Bench  *bench,
               double  seconds)
{
  GHashTableIter iter;
  gpointer key, value;
  guint errors = 0;
  guint polls = bench->spectator_ok + bench->spectator_not_modified;
  g_autofree char *what = bench->day_id != 0 ? g_strdup_printf ("a day of %u round robins",
                                                                bench->n_events)
                                             : g_strdup ("a round robin");

  g_hash_table_iter_init (&iter, bench->errors);
  while (g_hash_table_iter_next (&iter, &key, &value))
    errors += GPOINTER_TO_UINT (value);
  printf ("serve: %u boards, %u spectators, %s of %u players (%u matches), %.1f s, %s\n",
          N_BOARDS, bench->n_spectators, what, bench->n_players, bench->max_posts, seconds,
          bench->pace_ms > 0 ? "paced" : "flat out");
  if (bench->pace_ms > 0)
    printf ("pace: a board posts %.1f s (from half to one and a half times) after it gets its "
            "match\n", bench->pace_ms / 1000);
  printf ("posts: %u stored (%.1f a second), %u sent again; latency p50 %.1f ms, p95 %.1f ms, "
          "p99 %.1f ms, highest %.1f ms\n", bench->posts_ok, bench->posts_ok / seconds,
          bench->repeats_ok, bench_percentile (bench->post_ms, 0.50),
          bench_percentile (bench->post_ms, 0.95),
          bench_percentile (bench->post_ms, 0.99), bench_percentile (bench->post_ms, 1.0));
  printf ("posts as the bench's loop saw them (with its own delays): p50 %.1f ms, p99 %.1f ms, "
          "highest %.1f ms\n", bench_percentile (bench->post_loop_ms, 0.50),
          bench_percentile (bench->post_loop_ms, 0.99),
          bench_percentile (bench->post_loop_ms, 1.0));
  print_breakdown (bench);
  if (bench->pace_ms > 0)
    printf ("post p99 under %.0f ms: %s\n", POST_P99_MS,
            bench_percentile (bench->post_ms, 0.99) < POST_P99_MS ? "yes" : "NO");
  printf ("spectators: %u requests (%.1f a second; %u new pages, %u not modified); latency "
          "p50 %.1f ms, p99 %.1f ms\n", polls + errors, polls / seconds, bench->spectator_ok,
          bench->spectator_not_modified, bench_percentile (bench->poll_ms, 0.50),
          bench_percentile (bench->poll_ms, 0.99));
  if (bench->day_id != 0)
    printf ("desk: %u calls of the day's next matches, %u matches called; a call p50 %.1f ms, "
            "p99 %.1f ms, highest %.1f ms\n", bench->desk_call_ms->len, bench->desk_called,
            bench_percentile (bench->desk_call_ms, 0.50),
            bench_percentile (bench->desk_call_ms, 0.99),
            bench_percentile (bench->desk_call_ms, 1.0));
  print_resources (bench);
  printf ("errors: %u\n", errors);
  g_hash_table_iter_init (&iter, bench->errors);
  while (g_hash_table_iter_next (&iter, &key, &value))
    printf ("  %s: %u\n", (const char *) key, GPOINTER_TO_UINT (value));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-serve-XXXXXX", &error);
  g_autofree char *database = NULL;
  char *events[MAX_EVENTS + 1] = { NULL };
  g_autofree char *day = NULL;
  g_autoptr(GSubprocess) server = NULL;
  g_autoptr(JsonNode) description = NULL;
  const char *cli = g_getenv ("HAMMER_CLI");
  const char *keep = NULL;
  double seconds = 60;
  guint n_players = 0, n_spectators = G_MAXUINT, n_events = 2;
  double pace = -1;
  gboolean soak = FALSE, on_day = FALSE;
  JsonArray *boards;
  Bench bench = { 0 };
  guint faults;

  g_assert_no_error (error);
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--keep") && i + 1 < argc)
      keep = argv[++i];
    else if (g_str_equal (argv[i], "--players") && i + 1 < argc)
      n_players = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if (g_str_equal (argv[i], "--pace") && i + 1 < argc)
      pace = g_ascii_strtod (argv[++i], NULL);
    else if (g_str_equal (argv[i], "--spectators") && i + 1 < argc)
      n_spectators = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if (g_str_equal (argv[i], "--soak"))
      soak = TRUE;
    else if (g_str_equal (argv[i], "--day"))
      on_day = TRUE;
    else if (g_str_equal (argv[i], "--events") && i + 1 < argc)
      n_events = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if ((seconds = g_ascii_strtod (argv[i], NULL)) <= 0)
      g_error ("Usage: bench-serve [SECONDS] [--players N] [--spectators N] [--pace SECONDS] "
               "[--soak] [--day [--events N]] [--keep FILE]");
  if (n_players == 0)
    n_players = soak ? SOAK_PLAYERS : N_PLAYERS;
  if (n_spectators == G_MAXUINT)
    n_spectators = soak ? SOAK_SPECTATORS : N_SPECTATORS;
  if (pace < 0)
    pace = soak ? SOAK_PACE_S : 0;
  if (n_events < 2 || n_events > MAX_EVENTS)
    g_error ("--events takes 2 to %u", MAX_EVENTS);
  if (n_players < (on_day ? 2 * n_events : 2) || n_players > 1000)
    g_error ("--players takes %u to 1000", on_day ? 2 * n_events : 2);
  if (n_spectators > MAX_SPECTATORS)
    g_error ("--spectators takes 0 to %u", MAX_SPECTATORS);
  if (cli == NULL)
    cli = "hammer-cli";
  database = keep != NULL ? g_strdup (keep) : g_build_filename (dir, "hall.db", NULL);
  bench.trace_path = g_build_filename (dir, "trace", NULL);
  if (on_day)
    {
      day = bench_serve_create_day (cli, database, n_players, n_events, events);
      bench_serve_draw_day (cli, database, day, (const char *const *) events);
      server = bench_serve_start (cli, database, "--day", day, bench.trace_path, &description);
      bench.day_id = g_ascii_strtoll (day, NULL, 10);
      if (!(bench.desk = hammer_store_open (database, &error)))
        g_error ("Could not open %s: %s", database, error->message);
      bench.n_events = n_events;
    }
  else
    {
      events[0] = build_event (cli, database, n_players);
      server = bench_serve_start (cli, database, "--event", events[0], bench.trace_path,
                             &description);
    }
  bench.desk_call_ms = g_array_new (FALSE, FALSE, sizeof (double));

  bench.url = g_strdup (json_object_get_string_member (json_node_get_object (description),
                                                       "url"));
  bench.server_pid = (GPid) g_ascii_strtoll (g_subprocess_get_identifier (server), NULL, 10);
  bench.samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  bench.loop = g_main_loop_new (NULL, FALSE);
  bench.post_ms = g_array_new (FALSE, FALSE, sizeof (double));
  bench.post_loop_ms = g_array_new (FALSE, FALSE, sizeof (double));
  bench.timings = g_array_new (FALSE, FALSE, sizeof (PostTiming));
  bench.poll_ms = g_array_new (FALSE, FALSE, sizeof (double));
  bench.errors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  bench.posted = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  /* Every match of the event at most: the time is the bound that counts. */
  bench.max_posts = 0;
  for (guint e = 0; events[e] != NULL; e++)
    {
      /* Player p plays in event p % n_events. */
      guint n = on_day ? (n_players - e + n_events - 1) / n_events : n_players;

      bench.max_posts += n * (n - 1) / 2;
    }
  bench.n_players = n_players;
  bench.n_spectators = n_spectators;
  bench.pace_ms = MAX (pace, 0) * 1000;
  boards = json_object_get_array_member (json_node_get_object (description), "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, N_BOARDS);

  bench.start_ms = bench_now_ms ();
  bench.end_ms = bench.start_ms + seconds * 1000;
  for (guint b = 0; b < N_BOARDS; b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);

      bench.boards[b].bench = &bench;
      bench.boards[b].session = bench_serve_session (b, (guint) (GRACE_MS / 1000));
      bench.boards[b].board = (guint) json_object_get_int_member (board, "board");
      bench.boards[b].key = g_strdup (json_object_get_string_member (board, "key"));
      bench.running++;
      board_ask (&bench.boards[b]);
    }
  for (guint s = 0; s < n_spectators; s++)
    {
      bench.spectators[s].bench = &bench;
      bench.spectators[s].session = bench_serve_session (N_BOARDS + s, (guint) (GRACE_MS / 1000));
      /* On a day, half of them read the day's boards, half the events'
       * tabs, as many each. */
      bench.spectators[s].path = on_day && s % 2 == 1
                                 ? g_strdup_printf ("api/events/%s",
                                                    events[(s / 2) % n_events])
                                 : g_strdup ("api/event");
      bench.running++;
      /* Spread over one poll, as phones opened at different moments. */
      g_timeout_add ((guint) (POLL_MS * s / n_spectators), spectator_poll_cb,
                     &bench.spectators[s]);
    }
  g_timeout_add ((guint) SAMPLE_MS, sample_cb, &bench);
  if (on_day)
    g_timeout_add ((guint) DESK_CALL_MS, desk_call_cb, &bench);
  g_timeout_add ((guint) (seconds * 1000), time_up_cb, &bench);
  g_timeout_add ((guint) (seconds * 1000 + GRACE_MS), give_up_cb, &bench);
  g_main_loop_run (bench.loop);
  seconds = (bench_now_ms () - bench.start_ms) / 1000;

  sample_cb (&bench);
  /* The server finishes what is in flight and ends. */
  g_subprocess_send_signal (server, SIGTERM);
  if (!g_subprocess_wait_check (server, NULL, &error))
    g_error ("hammer-cli serve did not end well: %s", error->message);

  print_figures (&bench, seconds);
  faults = bench_serve_check_results (cli, database, (const char *const *) events,
                                      bench.posted, bench.posts_ok) +
           bench_serve_check_file (database, bench.posts_ok, bench.repeats_ok);
  printf ("%s\n", faults == 0 ? "all checks passed" : "CHECKS FAILED");

  for (guint b = 0; b < N_BOARDS; b++)
    {
      g_free (bench.boards[b].key);
      g_free (bench.boards[b].body);
      g_clear_object (&bench.boards[b].session);
    }
  for (guint s = 0; s < MAX_SPECTATORS; s++)
    {
      g_free (bench.spectators[s].etag);
      g_free (bench.spectators[s].path);
      g_clear_object (&bench.spectators[s].session);
    }
  g_array_unref (bench.samples);
  g_array_unref (bench.post_ms);
  g_array_unref (bench.post_loop_ms);
  g_array_unref (bench.timings);
  g_free (bench.trace_path);
  g_array_unref (bench.poll_ms);
  g_hash_table_unref (bench.errors);
  g_hash_table_unref (bench.posted);
  g_array_unref (bench.desk_call_ms);
  g_clear_object (&bench.desk);
  for (guint e = 0; events[e] != NULL; e++)
    g_free (events[e]);
  g_main_loop_unref (bench.loop);
  g_free (bench.url);
  bench_remove_dir (dir);
  return faults == 0 ? 0 : 1;
}
