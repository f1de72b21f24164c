/* test-serve-port.c — the hall served again at the port of the last time,
 * so that printed codes and the phones' saved links keep working; a
 * notice when another program took that port meanwhile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-error.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-server-port.h"
#include "test-common.h"
#include "test-serve-common.h"

typedef struct
{
  char        *dir;
  char        *path;
  char        *event;        /* its id, as the command line takes it */
  gint64       event_id;
  SoupSession *session;
} PortFixture;

static void
port_set_up (PortFixture   *f,
             gconstpointer  data)
{
  const char * const names[] = { "Anna", "Bert", "Cor", "Dirk", NULL };
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-serve-port-XXXXXX", &f->dir, &f->path);

  f->event_id = store_new_event (store, "Again", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                                 "{\"target\": 7, \"best_of\": 1}", names, 1);
  f->event = g_strdup_printf ("%" G_GINT64_FORMAT, f->event_id);
  f->session = soup_session_new ();
}

static void
port_tear_down (PortFixture   *f,
                gconstpointer  data)
{
  g_clear_object (&f->session);
  g_free (f->event);
  tmp_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

/* A port no program listens on now, from the system. */
static guint
free_port (void)
{
  g_autoptr(GSocketListener) probe = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  guint16 port = g_socket_listener_add_any_inet_port (probe, NULL, &error);

  g_assert_no_error (error);
  g_socket_listener_close (probe);
  return port;
}

/* Another program's socket listening on @port of loopback. */
static GSocket *
take_port (guint port)
{
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) address = g_inet_socket_address_new (loopback, port);
  g_autoptr(GError) error = NULL;
  GSocket *socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                  G_SOCKET_PROTOCOL_TCP, &error);

  g_assert_no_error (error);
  g_assert_true (g_socket_bind (socket, address, TRUE, &error));
  g_assert_true (g_socket_listen (socket, &error));
  g_assert_no_error (error);
  return socket;
}

static guint
url_port (const char *url)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = g_uri_parse (url, G_URI_FLAGS_NONE, &error);

  g_assert_no_error (error);
  return (guint) g_uri_get_port (uri);
}

static const char *
line_url (JsonNode *line)
{
  return json_object_get_string_member (json_node_get_object (line), "url");
}

static gboolean
line_port_changed (JsonNode *line)
{
  JsonObject *object = json_node_get_object (line);

  g_assert_true (json_object_has_member (object, "port_changed"));
  return json_object_get_boolean_member (object, "port_changed");
}

/* The status of board 1's JSON under @url with @key. */
static guint
board_status (PortFixture *f,
              const char  *url,
              const char  *key)
{
  g_autofree char *board = g_strdup_printf ("%sapi/boards/1?key=%s", url, key);
  g_auto(Answer) answer = { 0 };

  request (f->session, board, NULL, NULL, &answer);
  return answer.status;
}

/* Served once with --event or --day @id and stopped again, as the day
 * before: the line it printed. */
static JsonNode *
serve_once (PortFixture *f,
            const char  *what,
            const char  *id)
{
  g_autoptr(GSubprocess) process = NULL;
  JsonNode *line = NULL;

  process = serve_cli_spawn (f->path, &line, what, id, NULL);
  g_free (serve_cli_stop (process));
  return line;
}

/* Served, stopped and served again without a port asked for: the same
 * address, and the code printed the first time opens board 1 still. */
static void
test_same_port (PortFixture   *f,
                gconstpointer  data)
{
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) again = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *errors = NULL;
  g_autofree char *key = NULL;
  g_autofree char *url = NULL;

  first = serve_once (f, "--event", f->event);
  g_assert_false (line_port_changed (first));
  url = g_strdup (line_url (first));
  key = g_strdup (serve_test_board_key (first, 1));

  process = serve_cli_spawn (f->path, &again, "--event", f->event, NULL);
  g_assert_cmpstr (line_url (again), ==, url);
  g_assert_false (line_port_changed (again));
  g_assert_cmpstr (serve_test_board_key (again, 1), ==, key);
  g_assert_cmpuint (board_status (f, url, key), ==, 200);
  g_assert_cmpuint (board_status (f, url, serve_test_board_key (again, 2)), ==, 403);
  errors = serve_cli_stop (process);
  g_assert_cmpstr (errors, ==, "");
}

/* The port of the last time taken by another program: served at a free
 * one, and the line and standard error say the printed codes no longer
 * work. The keys stay; the new address is the one remembered next. */
static void
test_port_taken (PortFixture   *f,
                 gconstpointer  data)
{
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) moved = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GSocket) squatter = NULL;
  g_autofree char *errors = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *key = NULL;
  g_autofree char *moved_url = NULL;
  guint port;

  first = serve_once (f, "--event", f->event);
  port = url_port (line_url (first));
  key = g_strdup (serve_test_board_key (first, 1));

  squatter = take_port (port);
  process = serve_cli_spawn (f->path, &moved, "--event", f->event, NULL);
  moved_url = g_strdup (line_url (moved));
  g_assert_cmpuint (url_port (moved_url), !=, port);
  g_assert_true (line_port_changed (moved));
  g_assert_cmpstr (serve_test_board_key (moved, 1), ==, key);
  g_assert_cmpuint (board_status (f, moved_url, key), ==, 200);
  errors = serve_cli_stop (process);
  g_clear_object (&process);
  expected = g_strdup_printf ("Port %u could not be used", port);
  g_assert_nonnull (strstr (errors, expected));
  g_free (expected);
  expected = g_strdup_printf ("so the hall is served at port %u. Codes printed for port %u no "
                              "longer work: print them again.", url_port (moved_url), port);
  g_assert_nonnull (strstr (errors, expected));

  /* The codes printed after the notice keep working, though the old port
   * is free again. */
  g_socket_close (squatter, NULL);
  after = serve_once (f, "--event", f->event);
  g_assert_cmpstr (line_url (after), ==, moved_url);
  g_assert_false (line_port_changed (after));
}

/* A port asked for wins over the one of the last time, which the line
 * says no longer holds; without one asked for, that port is kept next. */
static void
test_port_asked (PortFixture   *f,
                 gconstpointer  data)
{
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) asked = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *errors = NULL;
  g_autofree char *port_text = NULL;
  g_autofree char *expected = NULL;
  guint port, other;

  first = serve_once (f, "--event", f->event);
  port = url_port (line_url (first));

  while ((other = free_port ()) == port)
    ;
  port_text = g_strdup_printf ("%u", other);
  process = serve_cli_spawn (f->path, &asked, "--event", f->event, "--port", port_text, NULL);
  g_assert_cmpuint (url_port (line_url (asked)), ==, other);
  g_assert_true (line_port_changed (asked));
  errors = serve_cli_stop (process);
  g_clear_object (&process);
  expected = g_strdup_printf ("Codes printed for port %u no longer work", port);
  g_assert_nonnull (strstr (errors, expected));

  after = serve_once (f, "--event", f->event);
  g_assert_cmpuint (url_port (line_url (after)), ==, other);
  g_assert_false (line_port_changed (after));
}

/* A day served again is at its port of the last time too. */
static void
test_day_same_port (PortFixture   *f,
                    gconstpointer  data)
{
  g_autoptr(JsonNode) day = NULL;
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) again = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *day_id = NULL;
  g_autofree char *url = NULL;

  day = cli_json_ok (f->path, "day", "create", "--name", "Open", "--date", "2026-12-05",
                     "--boards", "2", NULL);
  day_id = g_strdup_printf ("%" G_GINT64_FORMAT,
                            json_object_get_int_member (json_node_get_object (day), "id"));
  cli_ok (f->path, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "round-robin", "--day", day_id, NULL);

  first = serve_once (f, "--day", day_id);
  url = g_strdup (line_url (first));
  process = serve_cli_spawn (f->path, &again, "--day", day_id, NULL);
  g_assert_cmpstr (line_url (again), ==, url);
  g_assert_false (line_port_changed (again));
  g_assert_cmpuint (board_status (f, url, serve_test_board_key (first, 1)), ==, 200);
  g_free (serve_cli_stop (process));
}

/* As the app starts board entry: nothing remembered, the port of the
 * settings when free, else a free one with the notice; once remembered,
 * that port before the settings'. */
static void
test_fallback (PortFixture   *f,
               gconstpointer  data)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerServer) server = NULL;
  g_autoptr(GSocket) squatter = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notice = NULL;
  g_autofree char *remembered = NULL;
  g_autofree char *expected = NULL;
  guint settings = free_port ();
  guint port;

  store = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  server = hammer_server_new (f->path, f->event_id);

  squatter = take_port (settings);
  g_assert_true (hammer_server_start_keeping_port (server, store, NULL, 0, settings, &notice,
                                                   &error));
  g_assert_no_error (error);
  port = url_port (hammer_server_get_url (server));
  g_assert_cmpuint (port, !=, settings);
  expected = g_strdup_printf ("Port %u could not be used", settings);
  g_assert_nonnull (notice);
  g_assert_true (g_str_has_prefix (notice, expected));
  g_assert_true (hammer_board_entry_set_url (store, f->event_id, hammer_server_get_url (server),
                                             &error));
  hammer_server_stop (server);
  g_clear_pointer (&notice, g_free);

  /* The settings' port free again: the one remembered comes first. */
  g_socket_close (squatter, NULL);
  g_assert_true (hammer_server_start_keeping_port (server, store, NULL, 0, settings, &notice,
                                                   &error));
  g_assert_no_error (error);
  g_assert_cmpuint (url_port (hammer_server_get_url (server)), ==, port);
  g_assert_null (notice);
  hammer_server_stop (server);

  /* Nothing remembered: the settings' port. */
  g_assert_true (hammer_board_entry_set_url (store, f->event_id, NULL, &error));
  g_assert_true (hammer_board_entry_dup_url (store, f->event_id, 0, &remembered, &error));
  g_assert_null (remembered);
  g_assert_true (hammer_server_start_keeping_port (server, store, NULL, 0, settings, &notice,
                                                   &error));
  g_assert_cmpuint (url_port (hammer_server_get_url (server)), ==, settings);
  g_assert_null (notice);
  hammer_server_stop (server);

  /* Whatever else is wrong is said as it is, not as a port taken. */
  g_assert_false (hammer_server_start_keeping_port (server, store, "not an address", 0, settings,
                                                    &notice, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_null (notice);
}

#define ADD(path, func) \
  g_test_add ((path), PortFixture, NULL, port_set_up, (func), port_tear_down)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/serve-port/same-port", test_same_port);
  ADD ("/serve-port/port-taken", test_port_taken);
  ADD ("/serve-port/port-asked", test_port_asked);
  ADD ("/serve-port/day", test_day_same_port);
  ADD ("/serve-port/fallback", test_fallback);

  return g_test_run ();
}
