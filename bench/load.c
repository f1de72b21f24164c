/* load.c — the hall under a whole day's load (issue 32): `hammer-cli serve
 * --day` on loopback with 40 boards posting every end as players do, 300
 * players' phones on their own pages and 200 hall screens, each polling as
 * its page does
 *
 * The day has five round robins (table, best of one) of 60 players each on
 * 40 boards (8,850 matches, as bench-serve's day of issue 31), built with
 * hammer-cli. The desk opens check-in; the 300
 * players check in from their phones, twenty at a time as at a hall's door
 * (they search their name on the check-in page and tap it) and get their
 * own page's key; then the events are drawn and the boards called, as the
 * desk does. For SECONDS then:
 *
 * - each board polls its match every 3 s (board.js); playing a match, it
 *   posts each end to the rules (POST …/check, what board.js does on every
 *   end) an end every 20 to 40 s (--pace: the mean), and the result after
 *   the fourth; one result in ten is sent again, as a phone retrying does,
 *   and must store nothing the second time. The boards start part-way
 *   through their first match, so that results come from the first minute;
 * - each player's phone polls /api/me with its ETag every 2 s (me.js);
 * - each hall screen polls the day (/api/event) with its ETag every 2 s
 *   after its last answer, and half of them the open event's tab
 *   (/api/events/ID) after it, as day.js does;
 * - the desk calls the day's next matches twice a second, on a connection
 *   of its own (as the app does).
 *
 * Every client comes from an address of its own (127.0.x.y). A request's
 * latency is libsoup's, from its first byte written to the answer's last
 * read (SoupMessageMetrics). Prints requests, latencies (p50/p95/p99/max)
 * and refusals by kind, the server's and the bench's own CPU over the
 * timed part, and then checks the file: every result answered 200 stored
 * once, with its board as its source, nothing else stored, SQLite's
 * integrity. Nothing the server should have taken may be refused: every
 * answer other than 200 and 304 is a fault. Asserts nothing about time.
 * Exits 1 when a check fails.
 *
 * bench-load [SECONDS] [--pace SECONDS] [--players N] [--events N]
 * [--screens N] [--keep FILE]: 120 s, a pace of 30 s an end, 300 players
 * in 5 events, 200 screens.
 *
 * The boards are in load-boards.c, what both files share in load.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "events/hammer-day.h"

#include "load.h"

static const char * const kind_names[N_KINDS] = {
  "check-in searches", "check-ins", "boards' polls", "ends posted (/check)",
  "results posted", "results sent again", "players' pages (/api/me)", "hall screens' day",
  "hall screens' tabs"
};

static void player_poll (Player *player);
static void screen_poll (Screen *screen);

static void
count_error (Load       *load,
             Kind        kind,
             guint       status,
             GError     *error)
{
  g_autofree char *key = error != NULL ? g_strdup_printf ("%s: %s", kind_names[kind],
                                                          error->message)
                                       : g_strdup_printf ("%s: %u", kind_names[kind], status);
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (load->errors, key));

  g_hash_table_replace (load->errors, g_steal_pointer (&key), GUINT_TO_POINTER (count + 1));
}

static void
request_done_cb (SoupSession  *session,
                 GAsyncResult *result,
                 Request      *request)
{
  Load *load = request->load;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = soup_session_send_and_read_finish (session, result, &error);
  g_autoptr(SoupMessage) message = g_steal_pointer (&request->message);
  guint status = soup_message_get_status (message);
  SoupMessageMetrics *metrics = soup_message_get_metrics (message);

  load->in_flight--;
  if (bytes != NULL && metrics != NULL)
    {
      double ms = (soup_message_metrics_get_response_end (metrics) -
                   soup_message_metrics_get_request_start (metrics)) / 1000.0;

      if (load->timed || request->kind == KIND_SEARCH || request->kind == KIND_CHECK_IN)
        g_array_append_val (load->latency[request->kind], ms);
    }
  if (bytes == NULL || (status != SOUP_STATUS_OK && status != SOUP_STATUS_NOT_MODIFIED))
    count_error (load, request->kind, status, error);
  request->answer (request->data, bytes != NULL ? status : 0, bytes, message);
  if (load->stopping && load->in_flight == 0)
    g_main_loop_quit (load->loop);
  g_free (request);
}

void
load_send (Load        *load,
           SoupSession *session,
           Kind         kind,
           const char  *method,
           const char  *path,
           const char  *etag,
           const char  *body,
           AnswerFunc   answer,
           gpointer     data)
{
  g_autofree char *uri = g_strconcat (load->url, path, NULL);
  Request *request = g_new0 (Request, 1);

  request->load = load;
  request->kind = kind;
  request->answer = answer;
  request->data = data;
  request->message = soup_message_new (method, uri);
  soup_message_add_flags (request->message, SOUP_MESSAGE_COLLECT_METRICS);
  if (etag != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (request->message),
                                  "If-None-Match", etag);
  if (body != NULL)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (body, strlen (body));

      soup_message_set_request_body_from_bytes (request->message, "application/json", bytes);
    }
  request->queued_ms = bench_now_ms ();
  load->in_flight++;
  soup_session_send_and_read_async (session, request->message, G_PRIORITY_DEFAULT, NULL,
                                    (GAsyncReadyCallback) request_done_cb, request);
}

JsonNode *
load_parse_object (GBytes *bytes)
{
  g_autoptr(JsonNode) node = NULL;

  if (bytes == NULL ||
      !(node = json_from_string (g_bytes_get_data (bytes, NULL), NULL)) ||
      !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  return g_steal_pointer (&node);
}

typedef struct
{
  Load      *load;
  LaterFunc  func;
  gpointer   data;
} Later;

static gboolean
later_cb (gpointer user_data)
{
  Later *later = user_data;

  if (!later->load->stopping)
    later->func (later->data);
  g_free (later);
  return G_SOURCE_REMOVE;
}

void
load_later (Load      *load,
            double     ms,
            LaterFunc  func,
            gpointer   data)
{
  Later *call = g_new (Later, 1);

  *call = (Later) { load, func, data };
  g_timeout_add ((guint) MAX (ms, 0), later_cb, call);
}

/* Check-in at the door */

static void door_next (Load *load);

static void
checked_in (gpointer data,
            guint    status,
            GBytes  *bytes,
            SoupMessage *message)
{
  Player *player = data;
  g_autoptr(JsonNode) node = status == SOUP_STATUS_OK ? load_parse_object (bytes) : NULL;
  const char *key = node != NULL ? json_object_get_string_member_with_default (
                                     json_node_get_object (node), "key", NULL) : NULL;

  if (key == NULL)
    g_error ("bench-load: %s could not check in (%u)", player->name, status);
  player->key = g_strdup (key);
  player->load->checked_in++;
  door_next (player->load);
}

static void
found (gpointer     data,
       guint        status,
       GBytes      *bytes,
       SoupMessage *message)
{
  Player *player = data;
  Load *load = player->load;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *path = NULL;
  JsonArray *players;
  gint64 id = 0;

  if (status == SOUP_STATUS_OK && bytes != NULL)
    node = json_from_string (g_bytes_get_data (bytes, NULL), NULL);
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    g_error ("bench-load: the check-in page did not find %s (%u)", player->name, status);
  players = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *entry = json_array_get_object_element (players, i);

      if (g_strcmp0 (json_object_get_string_member (entry, "name"), player->name) == 0)
        id = json_object_get_int_member (entry, "player");
    }
  if (id == 0)
    g_error ("bench-load: the check-in page did not list %s", player->name);
  path = g_strdup_printf ("api/players/%" G_GINT64_FORMAT "/check-in?key=%s", id,
                          load->check_in_key);
  load_send (load, player->session, KIND_CHECK_IN, "POST", path, NULL, "{}", checked_in, player);
}

/* The next player at the door searches their name, then taps it. */
static void
door_next (Load *load)
{
  Player *player;
  g_autofree char *escaped = NULL;
  g_autofree char *path = NULL;

  if (load->next_at_door >= load->n_players)
    {
      if (load->checked_in == load->n_players)
        g_main_loop_quit (load->loop);
      return;
    }
  player = &load->players[load->next_at_door++];
  escaped = g_uri_escape_string (player->name, NULL, FALSE);
  path = g_strdup_printf ("api/players?key=%s&q=%s", load->check_in_key, escaped);
  load_send (load, player->session, KIND_SEARCH, "GET", path, NULL, NULL, found, player);
}

/* The players' pages and the hall screens */

static void
take_etag (char        **etag,
           guint         status,
           SoupMessage  *message)
{
  if (status != SOUP_STATUS_OK)
    return;
  g_free (*etag);
  *etag = g_strdup (soup_message_headers_get_one (soup_message_get_response_headers (message),
                                                  "ETag"));
}

static void
player_polled (gpointer     data,
               guint        status,
               GBytes      *bytes,
               SoupMessage *message)
{
  Player *player = data;

  take_etag (&player->etag, status, message);
  load_later (player->load, ME_POLL_MS, (LaterFunc) player_poll, player);
}

static void
player_poll (Player *player)
{
  g_autofree char *path = g_strdup_printf ("api/me?key=%s", player->key);

  load_send (player->load, player->session, KIND_ME, "GET", path, player->etag, NULL, player_polled,
        player);
}

static void
screen_tab_polled (gpointer     data,
                   guint        status,
                   GBytes      *bytes,
                   SoupMessage *message)
{
  Screen *screen = data;

  take_etag (&screen->tab_etag, status, message);
  load_later (screen->load, SCREEN_POLL_MS, (LaterFunc) screen_poll, screen);
}

static void
screen_polled (gpointer     data,
               guint        status,
               GBytes      *bytes,
               SoupMessage *message)
{
  Screen *screen = data;
  g_autofree char *path = NULL;

  take_etag (&screen->etag, status, message);
  if (screen->tab == NULL || screen->load->stopping)
    {
      load_later (screen->load, SCREEN_POLL_MS, (LaterFunc) screen_poll, screen);
      return;
    }
  path = g_strdup_printf ("api/events/%s", screen->tab);
  load_send (screen->load, screen->session, KIND_TAB, "GET", path, screen->tab_etag, NULL,
        screen_tab_polled, screen);
}

static void
screen_poll (Screen *screen)
{
  load_send (screen->load, screen->session, KIND_DAY, "GET", "api/event", screen->etag, NULL,
        screen_polled, screen);
}

/* The desk fills the boards freed since. */
static gboolean
desk_call_cb (gpointer data)
{
  Load *load = data;
  g_autoptr(GError) error = NULL;
  HammerDayCall report = { 0 };

  if (load->stopping)
    return G_SOURCE_REMOVE;
  if (!hammer_days_call_next_matches (load->desk, load->day_id, FALSE, &report, &error))
    g_printerr ("bench-load: the desk could not call: %s\n", error->message);
  load->desk_called += report.n_called;
  return G_SOURCE_CONTINUE;
}

static gboolean
time_up_cb (gpointer data)
{
  Load *load = data;

  load->stopping = TRUE;
  if (load->in_flight == 0)
    g_main_loop_quit (load->loop);
  return G_SOURCE_REMOVE;
}

static gboolean
give_up_cb (gpointer data)
{
  Load *load = data;

  if (load->stopping && g_main_loop_is_running (load->loop))
    {
      g_printerr ("bench-load: %u requests still unanswered after %.0f s\n", load->in_flight,
                  GRACE_MS / 1000);
      g_main_loop_quit (load->loop);
    }
  return G_SOURCE_REMOVE;
}

/* The figures */

static void
print_kind (Load       *load,
            Kind        kind,
            double      seconds)
{
  GArray *values = load->latency[kind];

  printf ("  %-28s %6u (%6.1f/s)  p50 %6.1f  p95 %6.1f  p99 %6.1f  max %7.1f ms\n",
          kind_names[kind], values->len, values->len / seconds,
          bench_percentile (values, 0.50), bench_percentile (values, 0.95),
          bench_percentile (values, 0.99), bench_percentile (values, 1.0));
}

static guint
print_figures (Load   *load,
               double  door_s,
               double  seconds,
               double  server_cpu_s,
               double  own_cpu)
{
  g_autoptr(GArray) posts = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) polls = g_array_new (FALSE, FALSE, sizeof (double));
  GHashTableIter iter;
  gpointer key, value;
  guint errors = 0;
  double p99;

  printf ("load: %u boards, %u players' pages, %u hall screens, a day of %u round robins; "
          "an end every %.0f s (from 2/3 to 4/3 of it), %.1f s\n", N_BOARDS, load->n_players,
          load->n_screens, load->n_events, load->pace_ms / 1000, seconds);
  printf ("door: %u players checked in in %.1f s, %u phones at once\n", load->checked_in,
          door_s, DOOR_PHONES);
  print_kind (load, KIND_SEARCH, door_s);
  print_kind (load, KIND_CHECK_IN, door_s);
  printf ("timed part (ms, libsoup's first byte written to the answer's last read):\n");
  for (Kind kind = KIND_BOARD; kind < N_KINDS; kind++)
    print_kind (load, kind, seconds);
  for (Kind kind = KIND_BOARD; kind < N_KINDS; kind++)
    {
      GArray *into = kind == KIND_END || kind == KIND_RESULT || kind == KIND_AGAIN ? posts
                                                                                     : polls;

      g_array_append_vals (into, load->latency[kind]->data, load->latency[kind]->len);
    }
  p99 = bench_percentile (posts, 0.99);
  printf ("  all posts: %u, p50 %.1f, p95 %.1f, p99 %.1f, max %.1f ms; all polls: %u, "
          "p50 %.1f, p95 %.1f, p99 %.1f, max %.1f ms\n", posts->len,
          bench_percentile (posts, 0.5), bench_percentile (posts, 0.95), p99,
          bench_percentile (posts, 1.0), polls->len, bench_percentile (polls, 0.5),
          bench_percentile (polls, 0.95), bench_percentile (polls, 0.99),
          bench_percentile (polls, 1.0));
  printf ("post p99 under %.0f ms: %s\n", POST_P99_MS, p99 < POST_P99_MS ? "yes" : "NO");
  printf ("results: %u stored, %u sent again; the desk called %u matches\n", load->posts_ok,
          load->repeats_ok, load->desk_called);
  printf ("cpu over the timed part: server %.1f s (%.0f%% of a core), the bench itself %.1f s "
          "(%.0f%%)\n", server_cpu_s, 100 * server_cpu_s / seconds, own_cpu,
          100 * own_cpu / seconds);
  g_hash_table_iter_init (&iter, load->errors);
  while (g_hash_table_iter_next (&iter, &key, &value))
    errors += GPOINTER_TO_UINT (value);
  printf ("refused or unanswered: %u\n", errors);
  g_hash_table_iter_init (&iter, load->errors);
  while (g_hash_table_iter_next (&iter, &key, &value))
    printf ("  %s: %u\n", (const char *) key, GPOINTER_TO_UINT (value));
  return errors;
}

static void
start_clients (Load       *load,
               char       *events[],
               JsonArray  *boards)
{
  for (guint b = 0; b < N_BOARDS; b++)
    {
      JsonObject *entry = json_array_get_object_element (boards, b);
      Board *board = &load->boards[b];

      board->board = (guint) json_object_get_int_member (entry, "board");
      board->key = g_strdup (json_object_get_string_member (entry, "key"));
      board->first = TRUE;
      /* Spread over a poll, as pages opened at different moments. */
      load_later (load, BOARD_POLL_MS * b / N_BOARDS, (LaterFunc) load_board_poll, board);
    }
  for (guint p = 0; p < load->n_players; p++)
    load_later (load, ME_POLL_MS * p / load->n_players, (LaterFunc) player_poll, &load->players[p]);
  for (guint s = 0; s < load->n_screens; s++)
    {
      /* Half of them on the day's boards, half on an event's tab. */
      load->screens[s].tab = s % 2 == 1 ? events[(s / 2) % load->n_events] : NULL;
      load_later (load, SCREEN_POLL_MS * s / load->n_screens, (LaterFunc) screen_poll,
             &load->screens[s]);
    }
  g_timeout_add ((guint) DESK_CALL_MS, desk_call_cb, load);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-load-XXXXXX", &error);
  g_autofree char *database = NULL;
  g_autofree char *day = NULL;
  g_autofree char *load_before = NULL;
  g_autoptr(GSubprocess) server = NULL;
  g_autoptr(JsonNode) description = NULL;
  char *events[MAX_EVENTS + 1] = { NULL };
  const char *cli = g_getenv ("HAMMER_CLI");
  const char *keep = NULL;
  double seconds = 120, pace = PACE_S, start, server_cpu, own_cpu, door_s;
  GPid server_pid;
  Load load = { 0 };
  guint faults;

  g_assert_no_error (error);
  load.n_players = N_PLAYERS;
  load.n_screens = N_SCREENS;
  load.n_events = N_EVENTS;
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--keep") && i + 1 < argc)
      keep = argv[++i];
    else if (g_str_equal (argv[i], "--pace") && i + 1 < argc)
      pace = g_ascii_strtod (argv[++i], NULL);
    else if (g_str_equal (argv[i], "--players") && i + 1 < argc)
      load.n_players = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if (g_str_equal (argv[i], "--events") && i + 1 < argc)
      load.n_events = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if (g_str_equal (argv[i], "--screens") && i + 1 < argc)
      load.n_screens = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
    else if ((seconds = g_ascii_strtod (argv[i], NULL)) <= 0)
      g_error ("Usage: bench-load [SECONDS] [--pace SECONDS] [--players N] [--events N] "
               "[--screens N] [--keep FILE]");
  if (load.n_events < 1 || load.n_events > MAX_EVENTS)
    g_error ("--events takes 1 to %u", MAX_EVENTS);
  if (load.n_players < 2 * load.n_events || load.n_players > MAX_PLAYERS)
    g_error ("--players takes %u to %u", 2 * load.n_events, MAX_PLAYERS);
  if (load.n_screens > MAX_SCREENS)
    g_error ("--screens takes 0 to %u", MAX_SCREENS);
  if (pace <= 0)
    g_error ("--pace takes a time over 0 s");
  if (cli == NULL)
    cli = "hammer-cli";
  database = keep != NULL ? g_strdup (keep) : g_build_filename (dir, "hall.db", NULL);
  load.pace_ms = pace * 1000;
  load.loop = g_main_loop_new (NULL, FALSE);
  load.errors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  load.posted = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (Kind kind = 0; kind < N_KINDS; kind++)
    load.latency[kind] = g_array_new (FALSE, FALSE, sizeof (double));

  /* The day, check-in open, served. */
  day = bench_serve_create_day (cli, database, load.n_players, load.n_events, events);
  {
    const char *args[] = { "serve", "check-in", "--day", day, "--open", NULL };

    g_free (bench_run_cli (cli, database, args));
  }
  server = bench_serve_start (cli, database, "--day", day, NULL, &description);
  server_pid = (GPid) g_ascii_strtoll (g_subprocess_get_identifier (server), NULL, 10);
  load.day_id = g_ascii_strtoll (day, NULL, 10);
  if (!(load.desk = hammer_store_open (database, &error)))
    g_error ("Could not open %s: %s", database, error->message);
  {
    JsonObject *line = json_node_get_object (description);

    load.url = g_strdup (json_object_get_string_member (line, "url"));
    load.check_in_key = g_strdup (json_object_get_string_member (
                                    json_object_get_object_member (line, "check_in"), "key"));
  }
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (description), "boards")), ==, N_BOARDS);

  /* Every client from an address of its own. */
  for (guint b = 0; b < N_BOARDS; b++)
    load.boards[b] = (Board) { &load, bench_serve_session (b, GRACE_MS / 1000) };
  for (guint p = 0; p < load.n_players; p++)
    load.players[p] = (Player) { &load, bench_serve_session (N_BOARDS + p, GRACE_MS / 1000), p,
                                 g_strdup_printf ("Player %c%03u", 'A' + p % load.n_events,
                                                  p + 1) };
  for (guint s = 0; s < load.n_screens; s++)
    load.screens[s] = (Screen) { &load, bench_serve_session (N_BOARDS + load.n_players + s,
                                                             GRACE_MS / 1000) };

  /* The players at the door. */
  start = bench_now_ms ();
  for (guint p = 0; p < DOOR_PHONES; p++)
    door_next (&load);
  g_main_loop_run (load.loop);
  door_s = (bench_now_ms () - start) / 1000;

  /* The desk draws and calls the boards; the hall plays. */
  bench_serve_draw_day (cli, database, day, (const char *const *) events);
  load_before = bench_load_average ();
  load.timed = TRUE;
  start = bench_now_ms ();
  server_cpu = bench_process_cpu_s (server_pid);
  own_cpu = bench_own_cpu_s ();
  start_clients (&load, events, json_object_get_array_member (json_node_get_object (description),
                                                              "boards"));
  g_timeout_add ((guint) (seconds * 1000), time_up_cb, &load);
  g_timeout_add ((guint) (seconds * 1000 + GRACE_MS), give_up_cb, &load);
  g_main_loop_run (load.loop);
  seconds = (bench_now_ms () - start) / 1000;
  server_cpu = bench_process_cpu_s (server_pid) - server_cpu;
  own_cpu = bench_own_cpu_s () - own_cpu;

  g_subprocess_send_signal (server, SIGTERM);
  if (!g_subprocess_wait_check (server, NULL, &error))
    g_error ("hammer-cli serve did not end well: %s", error->message);

  printf ("machine: load average %s at the start of the timed part, %ld cores\n", load_before,
          sysconf (_SC_NPROCESSORS_ONLN));
  faults = print_figures (&load, door_s, seconds, server_cpu, own_cpu);
  faults += bench_serve_check_results (cli, database, (const char *const *) events, load.posted,
                                       load.posts_ok) +
            bench_serve_check_file (database, load.posts_ok, load.repeats_ok);
  printf ("%s\n", faults == 0 ? "all checks passed" : "CHECKS FAILED");

  for (guint b = 0; b < N_BOARDS; b++)
    {
      g_free (load.boards[b].key);
      g_free (load.boards[b].body);
      g_clear_object (&load.boards[b].session);
    }
  for (guint p = 0; p < load.n_players; p++)
    {
      g_free (load.players[p].name);
      g_free (load.players[p].key);
      g_free (load.players[p].etag);
      g_clear_object (&load.players[p].session);
    }
  for (guint s = 0; s < load.n_screens; s++)
    {
      g_free (load.screens[s].etag);
      g_free (load.screens[s].tab_etag);
      g_clear_object (&load.screens[s].session);
    }
  for (Kind kind = 0; kind < N_KINDS; kind++)
    g_array_unref (load.latency[kind]);
  for (guint e = 0; events[e] != NULL; e++)
    g_free (events[e]);
  g_hash_table_unref (load.errors);
  g_hash_table_unref (load.posted);
  g_clear_object (&load.desk);
  g_main_loop_unref (load.loop);
  g_free (load.url);
  g_free (load.check_in_key);
  bench_remove_dir (dir);
  return faults == 0 ? 0 : 1;
}
