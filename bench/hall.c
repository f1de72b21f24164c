/* hall.c — what a result posted by a board costs as the event grows: the
 * hall server (HammerServer, in this process) on loopback, 40 boards
 * posting their results as fast as they come while spectators poll the
 * hall's page as the page does (every two seconds, with its ETag)
 *
 * It runs twice: a round robin of 80 players (3,160 matches) and the same
 * home and away (6,320), each on 40 boards with best-of-one games. Each
 * board's client asks for the match on its board, posts a result for it
 * and asks again. A post's work must not grow with the event, so the posts
 * a second of the two should be about the same; and a hall document is
 * made at most once a second while the posts keep coming, so the share of
 * 304s and the documents made show the spectators' side. Prints its
 * figures; asserts nothing about time. Exits 1 when a post is refused.
 *
 * bench-hall [SECONDS] [--spectators N]: 20 seconds a size and 200
 * spectators unless told.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"

#include <libsoup/soup.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "events/hammer-events.h"
#include "serve/hammer-server-private.h"

#define N_BOARDS 40
#define N_PLAYERS 80
#define N_SPECTATORS 200
/* The hall page's poll (hall.js). */
#define POLL_MS 2000.0
/* A board whose next match is not there yet asks again after this. */
#define RETRY_MS 100.0

typedef struct _Run Run;

typedef struct
{
  Run         *run;
  guint        board;
  char        *key;
  gint64       match_id;   /* posted last, or 0 */
  guint        posts;
  double       sent_ms;
} Board;

typedef struct
{
  Run         *run;
  char        *etag;
  double       next_ms;
} Spectator;

struct _Run
{
  SoupSession *session;
  GMainLoop   *loop;
  const char  *url;
  double       end_ms;
  guint        n_spectators;
  guint        running;
  guint        posts_ok;
  guint        posts_refused;
  GArray      *post_ms;
  guint        polls_ok;
  guint        polls_not_modified;
  guint        polls_failed;
  Board        boards[N_BOARDS];
  Spectator    spectators[N_SPECTATORS];
};

static void board_ask (Board *board);
static void spectator_poll (Spectator *spectator);

static void
client_done (Run *run)
{
  if (--run->running == 0)
    g_main_loop_quit (run->loop);
}

static SoupMessage *
new_message (Run        *run,
             const char *method,
             const char *path)
{
  g_autofree char *uri = g_strconcat (run->url, path, NULL);

  return soup_message_new (method, uri);
}

static gboolean
board_ask_cb (gpointer data)
{
  board_ask (data);
  return G_SOURCE_REMOVE;
}

/* A best-of-one table game to 15 won by @side: four ends of 4, 4, 4, 3. */
static GBytes *
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
  return g_string_free_to_bytes (body);
}

static void
board_posted_cb (SoupSession  *session,
                 GAsyncResult *result,
                 Board        *board)
{
  SoupMessage *message = soup_session_get_async_result_message (session, result);
  g_autoptr(GBytes) bytes = soup_session_send_and_read_finish (session, result, NULL);
  Run *run = board->run;
  double ms = bench_now_ms () - board->sent_ms;

  if (bytes != NULL && soup_message_get_status (message) == SOUP_STATUS_OK)
    {
      run->posts_ok++;
      board->posts++;
      g_array_append_val (run->post_ms, ms);
    }
  else
    run->posts_refused++;
  g_object_unref (message);
  board_ask (board);
}

static void
board_post (Board *board)
{
  Run *run = board->run;
  g_autofree char *path = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/result?key=%s",
                                           board->match_id, board->key);
  g_autoptr(GBytes) body = result_body (board->posts % 2);
  SoupMessage *message = new_message (run, "POST", path);

  soup_message_set_request_body_from_bytes (message, "application/json", body);
  board->sent_ms = bench_now_ms ();
  soup_session_send_and_read_async (run->session, message, G_PRIORITY_DEFAULT, NULL,
                                    (GAsyncReadyCallback) board_posted_cb, board);
}

static void
board_asked_cb (SoupSession  *session,
                GAsyncResult *result,
                Board        *board)
{
  SoupMessage *message = soup_session_get_async_result_message (session, result);
  g_autoptr(GBytes) bytes = soup_session_send_and_read_finish (session, result, NULL);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object = NULL;
  gint64 match_id = 0;

  if (bytes != NULL && soup_message_get_status (message) == SOUP_STATUS_OK &&
      (node = json_from_string (g_bytes_get_data (bytes, NULL), NULL)) != NULL &&
      JSON_NODE_HOLDS_OBJECT (node))
    object = json_node_get_object (node);
  g_object_unref (message);
  if (object != NULL && !json_object_get_null_member (object, "match"))
    match_id = json_object_get_int_member (json_object_get_object_member (object, "match"), "id");
  if (bench_now_ms () >= board->run->end_ms)
    {
      client_done (board->run);
      return;
    }
  /* A free board, or the match just posted still there: ask again soon. */
  if (match_id == 0 || match_id == board->match_id)
    {
      g_timeout_add ((guint) RETRY_MS, board_ask_cb, board);
      return;
    }
  board->match_id = match_id;
  board_post (board);
}

static void
board_ask (Board *board)
{
  Run *run = board->run;
  g_autofree char *path = g_strdup_printf ("api/boards/%u?key=%s", board->board, board->key);

  soup_session_send_and_read_async (run->session, new_message (run, "GET", path),
                                    G_PRIORITY_DEFAULT, NULL,
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
  SoupMessage *message = soup_session_get_async_result_message (session, result);
  g_autoptr(GBytes) bytes = soup_session_send_and_read_finish (session, result, NULL);
  Run *run = spectator->run;
  guint status = soup_message_get_status (message);

  if (bytes != NULL && status == SOUP_STATUS_OK)
    {
      run->polls_ok++;
      g_free (spectator->etag);
      spectator->etag = g_strdup (soup_message_headers_get_one (
                                    soup_message_get_response_headers (message), "ETag"));
    }
  else if (bytes != NULL && status == SOUP_STATUS_NOT_MODIFIED)
    run->polls_not_modified++;
  else
    run->polls_failed++;
  g_object_unref (message);
  g_timeout_add ((guint) MAX (spectator->next_ms - bench_now_ms (), 0), spectator_poll_cb,
                 spectator);
}

static void
spectator_poll (Spectator *spectator)
{
  Run *run = spectator->run;
  SoupMessage *message;

  if (bench_now_ms () >= run->end_ms)
    {
      client_done (run);
      return;
    }
  spectator->next_ms = bench_now_ms () + POLL_MS;
  message = new_message (run, "GET", "api/event");
  if (spectator->etag != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (message), "If-None-Match",
                                  spectator->etag);
  soup_session_send_and_read_async (run->session, message, G_PRIORITY_DEFAULT, NULL,
                                    (GAsyncReadyCallback) spectator_polled_cb, spectator);
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

/* One size: returns the posts refused. */
static guint
run_size (const char *dir,
          gboolean    double_round,
          double      seconds,
          guint       n_spectators)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, double_round ? "double.db" : "single.db", NULL);
  gint64 event_id = build_event (path, double_round);
  g_autoptr(HammerServer) server = hammer_server_new (path, event_id);
  g_autoptr(JsonNode) description = NULL;
  g_autofree Run *run = g_new0 (Run, 1);
  JsonArray *boards;
  guint n_matches = N_PLAYERS * (N_PLAYERS - 1) / 2 * (double_round ? 2 : 1);
  guint polls, refused;
  double start_ms, cpu, elapsed;

  hammer_server_set_rate_limit (server, 1000000, 1000000);
  if (!hammer_server_start (server, NULL, 0, &error))
    g_error ("The server did not start: %s", error->message);
  description = hammer_server_describe (server);
  boards = json_object_get_array_member (json_node_get_object (description), "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, N_BOARDS);

  run->url = hammer_server_get_url (server);
  run->session = soup_session_new_with_options ("max-conns", 2 * (N_BOARDS + N_SPECTATORS),
                                                "max-conns-per-host",
                                                2 * (N_BOARDS + N_SPECTATORS), NULL);
  run->loop = g_main_loop_new (NULL, FALSE);
  run->post_ms = g_array_new (FALSE, FALSE, sizeof (double));
  run->n_spectators = n_spectators;
  start_ms = bench_now_ms ();
  cpu = cpu_seconds ();
  run->end_ms = start_ms + seconds * 1000;
  for (guint b = 0; b < N_BOARDS; b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);

      run->boards[b].run = run;
      run->boards[b].board = (guint) json_object_get_int_member (board, "board");
      run->boards[b].key = g_strdup (json_object_get_string_member (board, "key"));
      run->running++;
      board_ask (&run->boards[b]);
    }
  for (guint s = 0; s < n_spectators; s++)
    {
      run->spectators[s].run = run;
      run->running++;
      /* Spread over one poll, as phones opened at different moments. */
      g_timeout_add ((guint) (POLL_MS * s / n_spectators), spectator_poll_cb,
                     &run->spectators[s]);
    }
  g_main_loop_run (run->loop);
  elapsed = (bench_now_ms () - start_ms) / 1000;
  cpu = cpu_seconds () - cpu;

  polls = run->polls_ok + run->polls_not_modified;
  printf ("hall: %u boards, %u spectators, a round robin of %u players%s (%u matches), %.1f s\n",
          N_BOARDS, n_spectators, N_PLAYERS, double_round ? " home and away" : "", n_matches,
          elapsed);
  printf ("  posts: %u stored, %.1f a second; latency p50 %.1f ms, p95 %.1f ms; "
          "%.2f ms of CPU (server and clients) a post\n", run->posts_ok,
          run->posts_ok / elapsed, percentile (run->post_ms, 0.50),
          percentile (run->post_ms, 0.95), run->posts_ok > 0 ? cpu * 1000 / run->posts_ok : 0);
  printf ("  spectators: %u polls, %u not modified (%.0f%%), %u failed; %u hall documents made "
          "(%.2f a second)\n", polls, run->polls_not_modified,
          polls > 0 ? 100.0 * run->polls_not_modified / polls : 0, run->polls_failed,
          hammer_server_get_n_hall_builds (server),
          hammer_server_get_n_hall_builds (server) / elapsed);
  refused = run->posts_refused;
  if (refused > 0)
    printf ("  refused posts: %u\n", refused);

  hammer_server_stop (server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  for (guint b = 0; b < N_BOARDS; b++)
    g_free (run->boards[b].key);
  for (guint s = 0; s < N_SPECTATORS; s++)
    g_free (run->spectators[s].etag);
  g_array_unref (run->post_ms);
  g_main_loop_unref (run->loop);
  g_object_unref (run->session);
  return refused;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-hall-XXXXXX", &error);
  double seconds = 20;
  guint n_spectators = N_SPECTATORS;
  guint refused;

  g_assert_no_error (error);
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--spectators") && i + 1 < argc)
      n_spectators = MIN ((guint) g_ascii_strtoull (argv[++i], NULL, 10), N_SPECTATORS);
    else if ((seconds = g_ascii_strtod (argv[i], NULL)) <= 0)
      g_error ("Usage: bench-hall [SECONDS] [--spectators N]");

  refused = run_size (dir, FALSE, seconds, n_spectators);
  refused += run_size (dir, TRUE, seconds, n_spectators);
  bench_remove_dir (dir);
  return refused == 0 ? 0 : 1;
}
