/* hall.c — what a result posted by a board costs as the event grows, and
 * what the spectators polling meanwhile hear: the hall server
 * (HammerServer, in this process) on loopback, 40 boards posting results
 * while 200 spectators poll the hall's page as the page does (every two
 * seconds, with its ETag)
 *
 * It runs for two events: a round robin of 80 players (3,160 matches) and
 * the same home and away (6,320), on 40 boards with best-of-one games.
 * Each board asks for the match on its board, posts a result for it and
 * asks again. First flat out, for a number of posts: a post's work must not
 * grow with the event, so the posts a second of the two should be about
 * the same. Then a steady stream of posts for some seconds, as a busy hall
 * has: the share of 304s the spectators hear and the hall documents made
 * (one a change at most, and one per interval under the stream). Prints
 * its figures; asserts nothing about time. Exits 1 when a post or a poll
 * is refused.
 *
 * bench-hall [--posts N] [--stream POSTS_A_SECOND] [--seconds S]
 * [--spectators N] [--interval MS]: 1,500 posts flat out, then 20 a second
 * for 10 seconds, 200 spectators and the server's interval unless told.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"

#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "events/hammer-events.h"
#include "serve/hammer-hall-cache.h"
#include "serve/hammer-server-private.h"

#define N_BOARDS 40
#define N_PLAYERS 80
#define N_SPECTATORS 200
/* Posts flat out, then a stream of posts a second for some seconds: at
 * most 2,500 in all, so that the boards of the smaller event keep finding
 * matches. */
#define N_POSTS 1500
#define STREAM_RATE 20.0
#define STREAM_SECONDS 10.0
/* Spectators share these threads, each with one connection. */
#define N_SPECTATOR_THREADS 20
/* The hall page's poll (hall.js), in µs. */
#define POLL_US (2 * G_USEC_PER_SEC)
/* A board whose next match is not there yet asks again after this. */
#define RETRY_US (100 * 1000)

/* One keep-alive connection to the server, used by one thread: a client
 * of its own, as libsoup's looks at each of its idle connections before
 * every request and, in this process, would cost more than the server. */
typedef struct
{
  guint16            port;
  GSocketConnection *connection;
  GDataInputStream  *in;
  GOutputStream     *out;
  gboolean           closing;     /* the server said it closes it */
} Http;

typedef struct
{
  guint16      port;
  guint        n_spectators;
  /* The boards' phase: flat out while @to_post lasts, or at @rate posts a
   * second from @stream_start until @stream_end. */
  gint         to_post;      /* atomic */
  double       rate;
  gint64       stream_start; /* monotonic µs */
  gint64       stream_end;
  gint         slots;        /* atomic: posts of the stream given out */
  gint         stop;         /* atomic: the spectators stop */
  gint         polls_ok;     /* atomic, and the two below */
  gint         polls_not_modified;
  gint         polls_failed;
} Run;

typedef struct
{
  Run         *run;
  GThread     *thread;
  guint        board;
  const char  *key;
  gint64       posted;       /* the match posted last */
  guint        posts_ok;
  guint        posts_refused;
  GArray      *post_ms;      /* double */
} Board;

typedef struct
{
  Run         *run;
  GThread     *thread;
  guint        first;        /* its spectators: first, first + N_SPECTATOR_THREADS, … */
} Spectators;

static void
http_open (Http   *http,
           guint16 port)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GError) error = NULL;

  http->port = port;
  http->closing = FALSE;
  http->connection = g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, &error);
  if (http->connection == NULL)
    g_error ("Could not connect: %s", error->message);
  http->in = g_data_input_stream_new (g_io_stream_get_input_stream (G_IO_STREAM (
                                                                      http->connection)));
  g_data_input_stream_set_newline_type (http->in, G_DATA_STREAM_NEWLINE_TYPE_CR_LF);
  http->out = g_io_stream_get_output_stream (G_IO_STREAM (http->connection));
}

static void
http_close (Http *http)
{
  g_clear_object (&http->in);
  g_clear_object (&http->connection);
}

/* One request on the connection as it is; returns the status (0 when the
 * connection failed) and sets @etag (when it is given) from the answer's
 * ETag and @body to its body. */
static guint
http_request_once (Http        *http,
              const char  *method,
              const char  *path,
              const char  *if_none_match,
              const char  *body,
              char       **etag,
              GString     *answer)
{
  g_autoptr(GString) request = g_string_new (NULL);
  g_autofree char *status_line = NULL;
  gsize length = 0;
  gboolean chunked = FALSE;
  guint status;
  char *line;

  g_string_printf (request, "%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\n", method, path);
  if (if_none_match != NULL)
    g_string_append_printf (request, "If-None-Match: %s\r\n", if_none_match);
  if (body != NULL)
    g_string_append_printf (request, "Content-Type: application/json\r\n"
                            "Content-Length: %zu\r\n", strlen (body));
  g_string_append (request, "\r\n");
  if (body != NULL)
    g_string_append (request, body);
  if (!g_output_stream_write_all (http->out, request->str, request->len, NULL, NULL, NULL) ||
      !(status_line = g_data_input_stream_read_line (http->in, NULL, NULL, NULL)) ||
      sscanf (status_line, "HTTP/1.%*d %u", &status) != 1)
    return 0;
  while ((line = g_data_input_stream_read_line (http->in, NULL, NULL, NULL)) != NULL &&
         line[0] != '\0')
    {
      if (g_ascii_strncasecmp (line, "Content-Length:", 15) == 0)
        length = g_ascii_strtoull (line + 15, NULL, 10);
      else if (g_ascii_strncasecmp (line, "Transfer-Encoding: chunked", 26) == 0)
        chunked = TRUE;
      else if (g_ascii_strncasecmp (line, "Connection: close", 17) == 0)
        http->closing = TRUE;
      else if (etag != NULL && g_ascii_strncasecmp (line, "ETag:", 5) == 0)
        {
          g_free (*etag);
          *etag = g_strstrip (g_strdup (line + 5));
        }
      g_free (line);
    }
  if (line == NULL)
    return 0;
  g_free (line);
  g_string_truncate (answer, 0);
  do
    {
      if (chunked)
        {
          g_autofree char *size = g_data_input_stream_read_line (http->in, NULL, NULL, NULL);

          length = size != NULL ? g_ascii_strtoull (size, NULL, 16) : 0;
        }
      if (length > 0)
        {
          gsize old = answer->len;

          g_string_set_size (answer, old + length);
          if (!g_input_stream_read_all (G_INPUT_STREAM (http->in), answer->str + old, length,
                                        NULL, NULL, NULL))
            return 0;
        }
      if (chunked)
        g_free (g_data_input_stream_read_line (http->in, NULL, NULL, NULL));
    }
  while (chunked && length > 0);
  return status;
}

/* As http_request_once(), on a new connection when the server closed the
 * last one (it may close an idle one at any time): a result sent again is
 * no change. */
static guint
http_request (Http        *http,
              const char  *method,
              const char  *path,
              const char  *if_none_match,
              const char  *body,
              char       **etag,
              GString     *answer)
{
  guint status = 0;

  for (guint attempt = 0; attempt < 2 && status == 0; attempt++)
    {
      if (http->closing || attempt > 0)
        {
          http_close (http);
          http_open (http, http->port);
        }
      status = http_request_once (http, method, path, if_none_match, body, etag, answer);
    }
  return status;
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

/* The id of the match on the board in @answer, 0 for none. */
static gint64
board_match_id (const char *answer)
{
  g_autoptr(JsonNode) node = json_from_string (answer, NULL);
  JsonObject *object;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return 0;
  object = json_node_get_object (node);
  if (!json_object_has_member (object, "match") || json_object_get_null_member (object, "match"))
    return 0;
  return json_object_get_int_member (json_object_get_object_member (object, "match"), "id");
}

/* Whether the board posts one more result, and when: flat out at once,
 * in a stream at its turn. */
static gboolean
board_may_post (Run    *run,
                gint64 *when)
{
  gint slot;

  if (run->rate <= 0)
    {
      *when = 0;
      return g_atomic_int_add (&run->to_post, -1) > 0;
    }
  slot = g_atomic_int_add (&run->slots, 1);
  *when = run->stream_start + (gint64) (slot * G_USEC_PER_SEC / run->rate);
  return *when < run->stream_end;
}

static gboolean
board_going_on (Run *run)
{
  return run->rate > 0 ? g_get_monotonic_time () < run->stream_end
                       : g_atomic_int_get (&run->to_post) > 0;
}

/* A board: asks for its match, posts a result for it, asks again. */
static gpointer
board_thread (gpointer data)
{
  Board *board = data;
  Run *run = board->run;
  g_autofree char *ask = g_strdup_printf ("/api/boards/%u?key=%s", board->board, board->key);
  g_autoptr(GString) answer = g_string_new (NULL);
  Http http = { 0 };

  http_open (&http, run->port);
  while (board_going_on (run))
    {
      g_autofree char *post = NULL;
      g_autofree char *body = NULL;
      gint64 match_id, sent, when;
      guint status;
      double ms;

      status = http_request (&http, "GET", ask, NULL, NULL, NULL, answer);
      if (status != 200)
        g_error ("A board could not ask for its match: %u %s", status, answer->str);
      match_id = board_match_id (answer->str);
      /* A free board, or the match just posted still there. */
      if (match_id == 0 || match_id == board->posted)
        {
          g_usleep (RETRY_US);
          continue;
        }
      if (!board_may_post (run, &when))
        break;
      if (when > g_get_monotonic_time ())
        g_usleep (when - g_get_monotonic_time ());
      post = g_strdup_printf ("/api/matches/%" G_GINT64_FORMAT "/result?key=%s", match_id,
                              board->key);
      body = result_body ((board->posts_ok + board->board) % 2);
      sent = g_get_monotonic_time ();
      if (http_request (&http, "POST", post, NULL, body, NULL, answer) == 200)
        {
          board->posts_ok++;
          ms = (g_get_monotonic_time () - sent) / 1000.0;
          g_array_append_val (board->post_ms, ms);
        }
      else
        board->posts_refused++;
      board->posted = match_id;
    }
  http_close (&http);
  return NULL;
}

/* Spectators asking two seconds after each answer, with the ETag they have. */
static gpointer
spectators_thread (gpointer data)
{
  Spectators *spectators = data;
  Run *run = spectators->run;
  guint n = 0;
  g_autofree gint64 *next = NULL;
  g_autofree char **etags = NULL;
  g_autoptr(GString) answer = g_string_new (NULL);
  Http http = { 0 };

  for (guint s = spectators->first; s < run->n_spectators; s += N_SPECTATOR_THREADS)
    n++;
  next = g_new0 (gint64, MAX (n, 1));
  etags = g_new0 (char *, MAX (n, 1));
  /* Spread over one poll, as phones opened at different moments. */
  for (guint k = 0; k < n; k++)
    next[k] = g_get_monotonic_time () +
              POLL_US * (spectators->first + k * N_SPECTATOR_THREADS) / run->n_spectators;
  http_open (&http, run->port);
  while (n > 0 && !g_atomic_int_get (&run->stop))
    {
      guint due = 0;
      gint64 now;
      guint status;

      for (guint k = 1; k < n; k++)
        if (next[k] < next[due])
          due = k;
      now = g_get_monotonic_time ();
      if (next[due] > now)
        {
          g_usleep (MIN (next[due] - now, 10 * 1000));
          continue;
        }
      status = http_request (&http, "GET", "/api/event", etags[due], NULL, &etags[due], answer);
      /* The page asks again two seconds after the answer. */
      next[due] = g_get_monotonic_time () + POLL_US;
      if (status == 200)
        g_atomic_int_inc (&run->polls_ok);
      else if (status == 304)
        g_atomic_int_inc (&run->polls_not_modified);
      else
        g_atomic_int_inc (&run->polls_failed);
    }
  for (guint k = 0; k < n; k++)
    g_free (etags[k]);
  http_close (&http);
  return NULL;
}

/* A round robin of N_PLAYERS on N_BOARDS boards, home and away with
 * @double_round; returns its id. */
static gint64
build_event (const char *path,
             gboolean    double_round)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (path, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonNode) options = json_from_string ("{\"best_of\": 1}", NULL);
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  g_assert_no_error (error);
  hammer_event_spec_init (&spec);
  spec.name = "Load";
  spec.rules = "table";
  spec.options = json_node_get_object (options);
  spec.format = HAMMER_FORMAT_ROUND_ROBIN;
  spec.n_boards = N_BOARDS;
  spec.double_round = double_round;
  event_id = hammer_events_create (store, &spec, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < N_PLAYERS; p++)
    g_ptr_array_add (names, g_strdup_printf ("Player %03u", p + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_events_add_entrants (store, event_id, (const char * const *) names->pdata,
                                    &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (store, event_id, TRUE, 1, &error));
  return event_id;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
percentile (GArray *values,
            double  fraction)
{
  if (values->len == 0)
    return 0;
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, MIN (values->len - 1, (guint) (fraction * values->len)));
}

static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
         (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/* The processor time of the server's thread ("hammer-server"), in seconds:
 * what the posts cost the server, without the clients. */
static double
server_cpu_seconds (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  const char *tid;

  while (dir != NULL && (tid = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *comm_path = g_build_filename ("/proc/self/task", tid, "comm", NULL);
      g_autofree char *stat_path = g_build_filename ("/proc/self/task", tid, "stat", NULL);
      g_autofree char *comm = NULL;
      g_autofree char *stat = NULL;
      unsigned long long utime, stime;
      const char *after;

      if (!g_file_get_contents (comm_path, &comm, NULL, NULL) ||
          !g_str_equal (g_strstrip (comm), "hammer-server") ||
          !g_file_get_contents (stat_path, &stat, NULL, NULL) ||
          !(after = strrchr (stat, ')')) ||
          sscanf (after + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu",
                  &utime, &stime) != 2)
        continue;
      return (utime + stime) / (double) sysconf (_SC_CLK_TCK);
    }
  return 0;
}

/* The boards' threads, for one phase; returns the posts refused and adds
 * the posts stored to @posts and their latencies to @post_ms. */
static guint
run_boards (Run       *run,
            JsonArray *list,
            guint     *posts,
            GArray    *post_ms)
{
  Board boards[N_BOARDS] = { { 0 } };
  guint refused = 0;

  for (guint b = 0; b < N_BOARDS; b++)
    {
      JsonObject *board = json_array_get_object_element (list, b);

      boards[b].run = run;
      boards[b].board = (guint) json_object_get_int_member (board, "board");
      boards[b].key = json_object_get_string_member (board, "key");
      boards[b].post_ms = g_array_new (FALSE, FALSE, sizeof (double));
      boards[b].thread = g_thread_new ("board", board_thread, &boards[b]);
    }
  for (guint b = 0; b < N_BOARDS; b++)
    {
      g_thread_join (boards[b].thread);
      *posts += boards[b].posts_ok;
      refused += boards[b].posts_refused;
      g_array_append_vals (post_ms, boards[b].post_ms->data, boards[b].post_ms->len);
      g_array_unref (boards[b].post_ms);
    }
  return refused;
}

/* One event: returns the posts and polls refused. */
static guint
run_size (const char *dir,
          gboolean    double_round,
          guint       n_posts,
          double      rate,
          double      seconds,
          guint       n_spectators,
          gint64      interval)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, double_round ? "double.db" : "single.db", NULL);
  gint64 event_id = build_event (path, double_round);
  g_autoptr(HammerServer) server = hammer_server_new (path, event_id);
  g_autoptr(JsonNode) description = NULL;
  g_autoptr(GUri) uri = NULL;
  g_autoptr(GArray) flat_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) stream_ms = g_array_new (FALSE, FALSE, sizeof (double));
  Spectators spectators[N_SPECTATOR_THREADS] = { { 0 } };
  HammerServerLimits limits;
  Run run = { 0 };
  JsonArray *list;
  guint n_matches = N_PLAYERS * (N_PLAYERS - 1) / 2 * (double_round ? 2 : 1);
  guint flat = 0, streamed = 0, refused, ok, not_modified, polls, builds;
  double cpu, server_cpu, elapsed;
  gint64 start;

  hammer_server_set_rate_limit (server, 1000000, 1000000);
  /* Every client of the benchmark comes from one address. */
  hammer_server_limits_default (&limits);
  limits.max_per_address = limits.max_connections;
  hammer_server_set_limits (server, &limits);
  hammer_server_set_hall_interval (server, interval);
  if (!hammer_server_start (server, NULL, 0, &error))
    g_error ("The server did not start: %s", error->message);
  description = hammer_server_describe (server);
  list = json_object_get_array_member (json_node_get_object (description), "boards");
  g_assert_cmpuint (json_array_get_length (list), ==, N_BOARDS);
  uri = g_uri_parse (hammer_server_get_url (server), G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  run.port = (guint16) g_uri_get_port (uri);
  run.n_spectators = n_spectators;

  for (guint t = 0; t < N_SPECTATOR_THREADS; t++)
    {
      spectators[t].run = &run;
      spectators[t].first = t;
      spectators[t].thread = g_thread_new ("spectators", spectators_thread, &spectators[t]);
    }

  /* Flat out, with the spectators polling. */
  run.to_post = (gint) n_posts;
  start = g_get_monotonic_time ();
  cpu = cpu_seconds ();
  server_cpu = server_cpu_seconds ();
  refused = run_boards (&run, list, &flat, flat_ms);
  elapsed = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  cpu = cpu_seconds () - cpu;
  server_cpu = server_cpu_seconds () - server_cpu;
  printf ("hall: a round robin of %u players%s (%u matches), %u boards, %u spectators\n",
          N_PLAYERS, double_round ? " home and away" : "", n_matches, N_BOARDS, n_spectators);
  printf ("  flat out: %u posts in %.1f s, %.1f a second; latency p50 %.1f ms, p95 %.1f ms; "
          "processor time a post: %.2f ms of the server's thread (%.2f ms with the "
          "clients)\n", flat, elapsed, flat / elapsed, percentile (flat_ms, 0.50),
          percentile (flat_ms, 0.95), flat > 0 ? server_cpu * 1000 / flat : 0,
          flat > 0 ? cpu * 1000 / flat : 0);

  /* A steady stream, from a clean count of the spectators' answers. */
  g_atomic_int_set (&run.polls_ok, 0);
  g_atomic_int_set (&run.polls_not_modified, 0);
  builds = hammer_server_get_n_hall_builds (server);
  run.rate = rate;
  run.stream_start = g_get_monotonic_time ();
  run.stream_end = run.stream_start + (gint64) (seconds * G_USEC_PER_SEC);
  refused += run_boards (&run, list, &streamed, stream_ms);
  elapsed = (g_get_monotonic_time () - run.stream_start) / (double) G_USEC_PER_SEC;
  ok = (guint) g_atomic_int_get (&run.polls_ok);
  not_modified = (guint) g_atomic_int_get (&run.polls_not_modified);
  builds = hammer_server_get_n_hall_builds (server) - builds;
  polls = ok + not_modified;
  printf ("  stream: %u posts in %.1f s (%.1f a second); latency p50 %.1f ms; spectators "
          "polled %u times, %u not modified (%.0f%%); %u hall documents made (%.2f a second)\n",
          streamed, elapsed, streamed / elapsed, percentile (stream_ms, 0.50), polls,
          not_modified, polls > 0 ? 100.0 * not_modified / polls : 0, builds,
          builds / elapsed);

  g_atomic_int_set (&run.stop, TRUE);
  for (guint t = 0; t < N_SPECTATOR_THREADS; t++)
    g_thread_join (spectators[t].thread);
  if (refused + (guint) run.polls_failed > 0)
    printf ("  refused: %u posts, %d polls\n", refused, run.polls_failed);
  hammer_server_stop (server);
  /* The server's signals, one a result, come on this thread's context. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return refused + (guint) run.polls_failed;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-hall-XXXXXX", &error);
  guint n_posts = N_POSTS;
  double rate = STREAM_RATE;
  double seconds = STREAM_SECONDS;
  guint n_spectators = N_SPECTATORS;
  gint64 interval = HAMMER_HALL_CACHE_INTERVAL;
  guint refused;

  g_assert_no_error (error);
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--posts") && i + 1 < argc)
      n_posts = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if (g_str_equal (argv[i], "--stream") && i + 1 < argc)
      rate = g_ascii_strtod (argv[++i], NULL);
    else if (g_str_equal (argv[i], "--seconds") && i + 1 < argc)
      seconds = g_ascii_strtod (argv[++i], NULL);
    else if (g_str_equal (argv[i], "--spectators") && i + 1 < argc)
      n_spectators = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if (g_str_equal (argv[i], "--interval") && i + 1 < argc)
      interval = g_ascii_strtoll (argv[++i], NULL, 10) * 1000;
    else
      g_error ("Usage: bench-hall [--posts N] [--stream POSTS_A_SECOND] [--seconds S] "
               "[--spectators N] [--interval MS]");
  n_spectators = CLAMP (n_spectators, 1, N_SPECTATORS);
  /* Both phases within the smaller event, so that no board runs dry. */
  n_posts = MIN (n_posts, 1500);
  rate = CLAMP (rate, 1, 1000);
  seconds = CLAMP (seconds, 1, 1000 / rate);

  printf ("hall: a hall document kept for %.1f s while posts keep coming\n",
          interval / (double) G_USEC_PER_SEC);
  refused = run_size (dir, FALSE, n_posts, rate, seconds, n_spectators, interval);
  refused += run_size (dir, TRUE, n_posts, rate, seconds, n_spectators, interval);
  bench_remove_dir (dir);
  return refused == 0 ? 0 : 1;
}
