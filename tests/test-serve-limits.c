/* test-serve-limits.c — the hall server's limits through raw sockets on
 * loopback: descriptors given back, bodies too large refused before they
 * are read, heads that never come, connection limits that hold, forty
 * boards at once, strict parsing and the headers every answer owes
 *
 * No bound here depends on the machine's speed but "within TIMEOUT
 * seconds", which is generous.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include "serve/hammer-server-private.h"
#include "store/hammer-store-tx.h"
#include "test-common.h"
#include "test-serve-raw.h"

#define TIMEOUT RAW_TIMEOUT
#define N_BOARDS 40
/* Connections one client holds, with half a head, while the boards post. */
#define N_CROWD 300

#define WIN_FIRST "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}"

typedef struct
{
  StoreFixture  store;
  gint64        event_id;
  HammerServer *server;
  JsonNode     *description;
  guint         port;
} LimitsFixture;

static guint
open_descriptors (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/fd", 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* The fixture: forty boards, each with a match */

static const char *
board_key (LimitsFixture *f,
           guint          board)
{
  JsonArray *boards = json_object_get_array_member (json_node_get_object (f->description),
                                                    "boards");

  return json_object_get_string_member (json_array_get_object_element (boards, board - 1),
                                        "key");
}

static void
start_server (LimitsFixture            *f,
              const HammerServerLimits *limits)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = NULL;

  f->server = hammer_server_new (f->store.path, f->event_id);
  hammer_server_set_rate_limit (f->server, 100000, 100000);
  hammer_server_set_limits (f->server, limits);
  g_assert_true (hammer_server_start (f->server, NULL, 0, &error));
  g_assert_no_error (error);
  f->description = hammer_server_describe (f->server);
  uri = g_uri_parse (hammer_server_get_url (f->server), G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  f->port = g_uri_get_port (uri);
}

static void
limits_set_up (LimitsFixture *f,
               gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Player", 2 * N_BOARDS);

  store_fixture_set_up (&f->store, NULL);
  f->event_id = store_new_event (f->store.store, "Hall", "table", HAMMER_FORMAT_SWISS,
                                 N_BOARDS, "{\"target\": 7, \"best_of\": 1}",
                                 (const char * const *) names, 1);
  /* The tests that need other limits start it themselves. */
  if (data == NULL)
    start_server (f, NULL);
}

static void
limits_tear_down (LimitsFixture *f,
                  gconstpointer  data)
{
  hammer_server_stop (f->server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_clear_object (&f->server);
  g_clear_pointer (&f->description, json_node_unref);
  store_fixture_tear_down (&f->store, NULL);
}

/* The match on board @board. */
static gint64
board_match_id (LimitsFixture *f,
                const char    *source,
                guint          board)
{
  g_autofree char *path = g_strdup_printf ("/api/boards/%u?key=%s", board, board_key (f, board));
  g_autofree char *request = raw_get_request (path);
  g_auto(RawAnswer) answer = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *match;

  raw_exchange (f->port, source, request, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  root = test_parse_json (answer.body);
  match = json_object_get_object_member (json_node_get_object (root), "match");
  g_assert_nonnull (match);
  return json_object_get_int_member (match, "id");
}

/* Defect 2: descriptors */

/* Clients that ask, keep the connection alive and then close it give every
 * descriptor back: a process with 256 of them answers 1,500 in a row. */
static void
test_descriptors_given_back (LimitsFixture *f,
                             gconstpointer  data)
{
  struct rlimit saved, low;
  g_autofree char *request = raw_get_request ("/api/event");
  guint before, after = 0;
  gint64 give_up;

  g_assert_cmpint (getrlimit (RLIMIT_NOFILE, &saved), ==, 0);
  low = saved;
  low.rlim_cur = MIN (saved.rlim_cur, 256);
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &low), ==, 0);
  start_server (f, NULL);
  before = open_descriptors ();

  for (guint i = 0; i < 1500; i++)
    {
      g_auto(RawAnswer) answer = { 0 };
      int fd = raw_connect (f->port, NULL);

      g_assert_true (raw_send (fd, request, strlen (request)));
      raw_read_answer (fd, &answer);
      g_assert_cmpuint (answer.status, ==, 200);
      close (fd);
    }
  /* Still answering, and back where it started (give or take the server's
   * last connections closing). */
  give_up = g_get_monotonic_time () + TIMEOUT * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < give_up && (after = open_descriptors ()) > before + 2)
    g_usleep (20000);
  g_assert_cmpuint (after, <=, before + 2);
  {
    g_auto(RawAnswer) answer = { 0 };

    raw_exchange (f->port, NULL, request, &answer);
    g_assert_cmpuint (answer.status, ==, 200);
  }
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &saved), ==, 0);
}

static int
highest_descriptor (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/fd", 0, NULL);
  const char *name;
  int highest = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    highest = MAX (highest, atoi (name));
  return highest;
}

/* The process runs out of descriptors (the clients' and the server's are
 * the same process's here): once some are free again, the server accepts
 * again, and answers the client that waited in the backlog. */
static void
test_descriptors_run_out (LimitsFixture *f,
                          gconstpointer  data)
{
  g_autofree char *request = raw_get_request ("/api/event");
  g_auto(RawAnswer) answer = { 0 };
  GArray *clients = g_array_new (FALSE, FALSE, sizeof (int));
  struct rlimit saved, low;
  int last;

  g_assert_cmpint (getrlimit (RLIMIT_NOFILE, &saved), ==, 0);
  low = saved;
  low.rlim_cur = highest_descriptor () + 41;
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &low), ==, 0);
  /* Connections until this process has no descriptor left, each from an
   * address of its own: no limit per address is met. */
  for (;;)
    {
      struct sockaddr_in to = { .sin_family = AF_INET, .sin_port = htons (f->port) };
      struct sockaddr_in from = { .sin_family = AF_INET };
      struct timeval timeout = { .tv_sec = TIMEOUT };
      g_autofree char *source = g_strdup_printf ("127.0.3.%u", clients->len + 1);
      int fd = socket (AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);

      if (fd < 0)
        {
          g_assert_cmpint (errno, ==, EMFILE);
          break;
        }
      inet_pton (AF_INET, source, &from.sin_addr);
      g_assert_cmpint (bind (fd, (struct sockaddr *) &from, sizeof from), ==, 0);
      inet_pton (AF_INET, "127.0.0.1", &to.sin_addr);
      setsockopt (fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
      g_assert_cmpint (connect (fd, (struct sockaddr *) &to, sizeof to), ==, 0);
      g_array_append_val (clients, fd);
      /* Let the server take it, or fail to. */
      g_usleep (10000);
    }
  g_assert_cmpuint (clients->len, >, 10);
  last = g_array_index (clients, int, clients->len - 1);
  /* Descriptors free again: the ten oldest clients leave. */
  for (guint i = 0; i < 10; i++)
    close (g_array_index (clients, int, i));
  g_assert_true (raw_send (last, request, strlen (request)));
  raw_read_answer (last, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  for (guint i = 10; i < clients->len; i++)
    close (g_array_index (clients, int, i));
  g_array_unref (clients);
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &saved), ==, 0);
}

/* Defect 3: bodies too large */

/* A Content-Length of 1 GiB and no body: 413 at once, and the connection
 * closed, without a byte of the body. */
static void
test_huge_length_refused (LimitsFixture *f,
                          gconstpointer  data)
{
  g_autofree char *path = g_strdup_printf ("/api/matches/1/result?key=%s", board_key (f, 1));
  g_autofree char *request = g_strdup_printf ("POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                              "Content-Type: application/json\r\n"
                                              "Content-Length: 1073741824\r\n\r\n", path);
  g_auto(RawAnswer) answer = { 0 };
  int fd = raw_connect (f->port, NULL);

  g_assert_true (raw_send (fd, request, strlen (request)));
  raw_read_answer (fd, &answer);
  g_assert_cmpuint (answer.status, ==, 413);
  g_assert_nonnull (strstr (answer.body, "\"too-large\""));
  g_assert_true (raw_closed_by_server (fd));
  close (fd);
}

/* A chunked body that goes on and on: 413 once it is too large, and the
 * server stops reading long before the client has sent it all. */
static void
test_chunked_too_large (LimitsFixture *f,
                        gconstpointer  data)
{
  g_autofree char *path = g_strdup_printf ("/api/matches/1/result?key=%s", board_key (f, 1));
  g_autofree char *request = g_strdup_printf ("POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                              "Content-Type: application/json\r\n"
                                              "Transfer-Encoding: chunked\r\n\r\n", path);
  g_autofree char *filler = g_strnfill (16 * 1024, ' ');
  g_autofree char *chunk = g_strdup_printf ("4000\r\n%s\r\n", filler);
  const gsize all = 256 * 1024 * 1024;
  gsize sent = 0;
  g_auto(RawAnswer) answer = { 0 };
  int fd = raw_connect (f->port, NULL);

  g_assert_true (raw_send (fd, request, strlen (request)));
  while (sent < all)
    {
      struct pollfd readable = { .fd = fd, .events = POLLIN };

      /* The answer came: stop sending. */
      if (poll (&readable, 1, 0) > 0)
        break;
      if (!raw_send (fd, chunk, strlen (chunk)))
        break;
      sent += 16 * 1024;
    }
  g_assert_cmpuint (sent, <, all);
  raw_read_answer (fd, &answer);
  g_assert_cmpuint (answer.status, ==, 413);
  g_assert_true (raw_closed_by_server (fd));
  close (fd);
}

/* Defect 4: timeouts and limits */

/* A client that says nothing, or half a head, or drips its head a byte at
 * a time, is closed after the header timeout. */
static void
test_header_timeout (LimitsFixture *f,
                     gconstpointer  data)
{
  HammerServerLimits limits;
  const char *half = "GET /api/event HTTP/1.1\r\nHo";
  const char *drip = "GET /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
  int silent, partial, slow;
  gboolean slow_closed = FALSE;
  gint64 give_up;

  hammer_server_limits_default (&limits);
  limits.idle_timeout = 1;
  limits.header_timeout = 1;
  start_server (f, &limits);

  silent = raw_connect (f->port, NULL);
  partial = raw_connect (f->port, NULL);
  g_assert_true (raw_send (partial, half, strlen (half)));
  slow = raw_connect (f->port, NULL);
  g_assert_true (raw_send (slow, drip, strlen (drip)));
  g_assert_true (raw_closed_by_server (silent));
  g_assert_true (raw_closed_by_server (partial));
  /* A byte every tenth of a second never lets it go idle. */
  give_up = g_get_monotonic_time () + TIMEOUT * G_USEC_PER_SEC;
  while (!slow_closed && g_get_monotonic_time () < give_up)
    {
      struct pollfd readable = { .fd = slow, .events = POLLIN };

      if (!raw_send (slow, "x", 1) || poll (&readable, 1, 100) > 0)
        slow_closed = TRUE;
    }
  g_assert_true (slow_closed);
  g_assert_true (raw_closed_by_server (slow));
  close (silent);
  close (partial);
  close (slow);

  /* And the server goes on serving. */
  {
    g_autofree char *request = raw_get_request ("/api/event");
    g_auto(RawAnswer) answer = { 0 };

    raw_exchange (f->port, NULL, request, &answer);
    g_assert_cmpuint (answer.status, ==, 200);
  }
}

/* The limit per address and the limit of all connections hold; clients
 * from other addresses are served meanwhile, and once a connection ends
 * another is taken. */
static void
test_connection_limits (LimitsFixture *f,
                        gconstpointer  data)
{
  HammerServerLimits limits;
  g_autofree char *request = raw_get_request ("/api/event");
  int held[8];
  int over;

  hammer_server_limits_default (&limits);
  limits.max_per_address = 4;
  limits.max_connections = 8;
  start_server (f, &limits);

  /* Four from one address are held open (their heads not sent); a fifth
   * is closed at once. */
  for (guint i = 0; i < 4; i++)
    held[i] = raw_connect (f->port, "127.0.0.1");
  over = raw_connect (f->port, "127.0.0.1");
  g_assert_true (raw_closed_by_server (over));
  close (over);
  {
    g_auto(RawAnswer) answer = { 0 };

    raw_exchange (f->port, "127.0.0.2", request, &answer);
    g_assert_cmpuint (answer.status, ==, 200);
  }

  /* Eight in all: a ninth, from an address of its own, is closed too. */
  for (guint i = 4; i < 8; i++)
    {
      g_autofree char *source = g_strdup_printf ("127.0.0.%u", i + 1);

      held[i] = raw_connect (f->port, source);
    }
  over = raw_connect (f->port, "127.0.0.20");
  g_assert_true (raw_closed_by_server (over));
  close (over);

  /* One ends: room again. */
  close (held[0]);
  {
    g_auto(RawAnswer) answer = { 0 };
    gint64 give_up = g_get_monotonic_time () + TIMEOUT * G_USEC_PER_SEC;

    while (answer.status != 200 && g_get_monotonic_time () < give_up)
      raw_exchange (f->port, "127.0.0.21", request, &answer);
    g_assert_cmpuint (answer.status, ==, 200);
  }
  for (guint i = 1; i < 8; i++)
    close (held[i]);
}

typedef struct
{
  LimitsFixture *f;
  guint          board;
  gint64         match_id;
  guint          status;
} BoardPost;

static gpointer
post_from_board (gpointer data)
{
  BoardPost *post = data;
  g_autofree char *source = g_strdup_printf ("127.0.1.%u", post->board);
  g_autofree char *path = g_strdup_printf ("/api/matches/%" G_GINT64_FORMAT "/result?key=%s",
                                           post->match_id, board_key (post->f, post->board));
  g_autofree char *request = raw_post_request (path, "Content-Type: application/json\r\n",
                                               WIN_FIRST);
  g_auto(RawAnswer) answer = { 0 };

  raw_exchange (post->f->port, source, request, &answer);
  post->status = answer.status;
  return NULL;
}

/* Forty boards send their results at once, each from its own address with
 * the default limits, while one client holds 300 connections with half a
 * head each, in a process of 512 descriptors: every board is answered. */
static void
test_forty_boards (LimitsFixture *f,
                   gconstpointer  data)
{
  const char *half = "GET /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
  BoardPost posts[N_BOARDS];
  GThread *threads[N_BOARDS];
  int crowd[N_CROWD];
  struct rlimit saved, low;

  for (guint i = 0; i < N_BOARDS; i++)
    {
      g_autofree char *source = g_strdup_printf ("127.0.1.%u", i + 1);

      posts[i] = (BoardPost) { f, i + 1, board_match_id (f, source, i + 1), 0 };
    }
  g_assert_cmpint (getrlimit (RLIMIT_NOFILE, &saved), ==, 0);
  low = saved;
  low.rlim_cur = MIN (saved.rlim_cur, 512);
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &low), ==, 0);
  for (guint i = 0; i < N_CROWD; i++)
    {
      crowd[i] = raw_connect (f->port, "127.0.2.1");
      raw_send (crowd[i], half, strlen (half));
    }

  for (guint i = 0; i < N_BOARDS; i++)
    threads[i] = g_thread_new ("board", post_from_board, &posts[i]);
  for (guint i = 0; i < N_BOARDS; i++)
    g_thread_join (threads[i]);
  for (guint i = 0; i < N_CROWD; i++)
    close (crowd[i]);
  g_assert_cmpint (setrlimit (RLIMIT_NOFILE, &saved), ==, 0);
  for (guint i = 0; i < N_BOARDS; i++)
    g_assert_cmpuint (posts[i].status, ==, 200);
}

/* Strict parsing */

/* @request is refused with 400, and the connection closed; nothing after
 * it is answered. */
static void
assert_malformed (LimitsFixture *f,
                  const char    *request)
{
  g_auto(RawAnswer) answer = { 0 };
  g_auto(RawAnswer) smuggled = { 0 };
  int fd = raw_connect (f->port, NULL);

  g_assert_true (raw_send (fd, request, strlen (request)));
  raw_read_answer (fd, &answer);
  g_assert_cmpuint (answer.status, ==, 400);
  raw_read_answer (fd, &smuggled);
  g_assert_cmpuint (smuggled.status, ==, 0);
  g_assert_true (raw_closed_by_server (fd));
  close (fd);
}

static void
test_strict_parsing (LimitsFixture *f,
                     gconstpointer  data)
{
  g_autofree char *check = g_strdup_printf ("/api/matches/1/check?key=%s", board_key (f, 1));
  g_autofree char *cl_te = g_strdup_printf ("POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                            "Content-Type: application/json\r\n"
                                            "Content-Length: 5\r\n"
                                            "Transfer-Encoding: chunked\r\n\r\n"
                                            "0\r\n\r\n"
                                            "GET /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                                            check);
  g_autofree char *te_cl = g_strdup_printf ("POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                            "Transfer-Encoding: chunked\r\n"
                                            "Content-Length: 46\r\n\r\n"
                                            "0\r\n\r\n"
                                            "GET /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
                                            check);
  g_autofree char *plus = g_strdup_printf ("POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                           "Content-Type: application/json\r\n"
                                           "Content-Length: +2\r\n\r\n{}", check);

  assert_malformed (f, cl_te);
  assert_malformed (f, te_cl);
  assert_malformed (f, plus);
  /* A folded header line (obs-fold). */
  assert_malformed (f, "GET /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: a\r\n b\r\n\r\n");
  /* Lines that end in a bare LF. */
  assert_malformed (f, "GET /api/event HTTP/1.1\nHost: 127.0.0.1\n\n");
  assert_malformed (f, "GET /api/event HTTP/1.1\r\nHost: 127.0.0.1\nX-A: b\r\n\r\n");
  /* Two hosts. */
  assert_malformed (f, "GET /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: example.org\r\n\r\n");
  /* No host. */
  assert_malformed (f, "GET /api/event HTTP/1.1\r\n\r\n");
  /* Two lengths, a space before the colon, an encoding not chunked. */
  assert_malformed (f, "POST /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}");
  assert_malformed (f, "GET /api/event HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n");
  assert_malformed (f, "POST /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                       "Transfer-Encoding: gzip\r\n\r\n");
  /* A head of 64 KiB. */
  {
    g_autofree char *filler = g_strnfill (64 * 1024, 'a');
    g_autofree char *huge = g_strdup_printf ("GET /api/event HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                             "X-Filler: %s\r\n\r\n", filler);
    g_auto(RawAnswer) answer = { 0 };

    raw_exchange (f->port, NULL, huge, &answer);
    g_assert_cmpuint (answer.status, ==, 431);
  }
}

/* A key with a NUL in it opens nothing (a comparison of C strings would
 * stop there); a match 0 is no route; results are JSON from the server's
 * own pages. */
static void
test_strict_routes (LimitsFixture *f,
                    gconstpointer  data)
{
  g_autofree char *nul_path = g_strdup_printf ("/api/boards/1?key=%s%%00junk", board_key (f, 1));
  g_autofree char *nul = raw_get_request (nul_path);
  g_autofree char *zero_path = g_strdup_printf ("/api/matches/0/result?key=%s", board_key (f, 1));
  g_autofree char *zero = raw_post_request (zero_path, "Content-Type: application/json\r\n",
                                            WIN_FIRST);
  gint64 id = board_match_id (f, NULL, 2);
  g_autofree char *check = g_strdup_printf ("/api/matches/%" G_GINT64_FORMAT "/check?key=%s",
                                            id, board_key (f, 2));
  g_autofree char *form = raw_post_request (check, "Content-Type: text/plain\r\n", WIN_FIRST);
  g_autofree char *none = raw_post_request (check, "", WIN_FIRST);
  g_autofree char *cross = raw_post_request (check, "Content-Type: application/json\r\n"
                                                    "Origin: http://evil.example\r\n",
                                             WIN_FIRST);
  g_autofree char *null_origin = raw_post_request (check, "Content-Type: application/json\r\n"
                                                          "Origin: null\r\n", WIN_FIRST);
  g_autofree char *own = NULL;
  g_auto(RawAnswer) nul_answer = { 0 };
  g_auto(RawAnswer) zero_answer = { 0 };
  g_auto(RawAnswer) form_answer = { 0 };
  g_auto(RawAnswer) none_answer = { 0 };
  g_auto(RawAnswer) cross_answer = { 0 };
  g_auto(RawAnswer) null_answer = { 0 };
  g_auto(RawAnswer) own_answer = { 0 };
  g_autofree char *own_origin = NULL;

  raw_exchange (f->port, NULL, nul, &nul_answer);
  g_assert_cmpuint (nul_answer.status, ==, 403);
  raw_exchange (f->port, NULL, zero, &zero_answer);
  g_assert_cmpuint (zero_answer.status, ==, 404);
  raw_exchange (f->port, NULL, form, &form_answer);
  g_assert_cmpuint (form_answer.status, ==, 415);
  raw_exchange (f->port, NULL, none, &none_answer);
  g_assert_cmpuint (none_answer.status, ==, 415);
  raw_exchange (f->port, NULL, cross, &cross_answer);
  g_assert_cmpuint (cross_answer.status, ==, 403);
  raw_exchange (f->port, NULL, null_origin, &null_answer);
  g_assert_cmpuint (null_answer.status, ==, 403);
  /* The server's own origin (its Host) is welcome. */
  own_origin = g_strdup_printf ("Content-Type: application/json; charset=utf-8\r\n"
                                "Origin: http://127.0.0.1:%u\r\n", f->port);
  own = g_strdup_printf ("POST %s HTTP/1.1\r\nHost: 127.0.0.1:%u\r\n%s"
                         "Content-Length: %" G_GSIZE_FORMAT "\r\n\r\n%s",
                         check, f->port, own_origin, strlen (WIN_FIRST), WIN_FIRST);
  raw_exchange (f->port, NULL, own, &own_answer);
  g_assert_cmpuint (own_answer.status, ==, 200);
}

/* Pages with a key are kept by no cache; what reads in the reader's
 * language says it varies with it; no page shows in another site's
 * frame. */
static void
test_answer_headers (LimitsFixture *f,
                     gconstpointer  data)
{
  g_autofree char *page_path = g_strdup_printf ("/board/1?key=%s", board_key (f, 1));
  g_autofree char *api_path = g_strdup_printf ("/api/boards/1?key=%s", board_key (f, 1));
  const char *paths[] = { page_path, api_path, "/", "/board/1?key=wrong", "/nowhere" };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *request = raw_get_request (paths[i]);
      g_auto(RawAnswer) answer = { 0 };
      g_autofree char *csp = NULL;
      g_autofree char *vary = NULL;
      g_autofree char *cache = NULL;
      g_autofree char *frame = NULL;

      raw_exchange (f->port, NULL, request, &answer);
      g_assert_cmpuint (answer.status, !=, 0);
      csp = raw_answer_header (&answer, "Content-Security-Policy");
      vary = raw_answer_header (&answer, "Vary");
      cache = raw_answer_header (&answer, "Cache-Control");
      frame = raw_answer_header (&answer, "X-Frame-Options");
      g_assert_nonnull (csp);
      g_assert_nonnull (strstr (csp, "frame-ancestors 'none'"));
      g_assert_cmpstr (frame, ==, "DENY");
      g_assert_cmpstr (vary, ==, "Accept-Language");
      g_assert_cmpstr (cache, ==, "no-store");
    }
  /* A script is the same in every language. */
  {
    g_autofree char *request = raw_get_request ("/static/hammer.js");
    g_auto(RawAnswer) answer = { 0 };
    g_autofree char *vary = NULL;

    raw_exchange (f->port, NULL, request, &answer);
    g_assert_cmpuint (answer.status, ==, 200);
    vary = raw_answer_header (&answer, "Vary");
    g_assert_null (vary);
  }
}

/* The rate limit is the address's, whatever key it sends: made-up keys
 * bring no fresh allowance. */
static void
test_rate_limit_per_address (LimitsFixture *f,
                             gconstpointer  data)
{
  guint n_refused = 0;

  hammer_server_set_rate_limit (f->server, 1, 3);
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *path = g_strdup_printf ("/api/boards/1?key=junk%u", i);
      g_autofree char *request = raw_get_request (path);
      g_auto(RawAnswer) answer = { 0 };

      raw_exchange (f->port, "127.0.0.30", request, &answer);
      n_refused += answer.status == 429;
    }
  g_assert_cmpuint (n_refused, >=, 2);
}

#define ADD(name, func) \
  g_test_add (name, LimitsFixture, NULL, limits_set_up, func, limits_tear_down)
/* Those that start the server with limits of their own. */
#define ADD_OWN(name, func) \
  g_test_add (name, LimitsFixture, "own", limits_set_up, func, limits_tear_down)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD_OWN ("/serve-limits/descriptors-given-back", test_descriptors_given_back);
  ADD ("/serve-limits/descriptors-run-out", test_descriptors_run_out);
  ADD ("/serve-limits/huge-length-refused", test_huge_length_refused);
  ADD ("/serve-limits/chunked-too-large", test_chunked_too_large);
  ADD_OWN ("/serve-limits/header-timeout", test_header_timeout);
  ADD_OWN ("/serve-limits/connection-limits", test_connection_limits);
  ADD ("/serve-limits/forty-boards", test_forty_boards);
  ADD ("/serve-limits/strict-parsing", test_strict_parsing);
  ADD ("/serve-limits/strict-routes", test_strict_routes);
  ADD ("/serve-limits/answer-headers", test_answer_headers);
  ADD ("/serve-limits/rate-limit-per-address", test_rate_limit_per_address);

  return g_test_run ();
}
