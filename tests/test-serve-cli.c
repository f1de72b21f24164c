/* test-serve-cli.c — `hammer-cli serve` and a server that cannot start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>

#include "serve/hammer-server.h"
#include "test-common.h"
#include "test-serve-common.h"

static void
test_start_refused (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-serve-XXXXXX", &dir, &path);
  g_autoptr(HammerServer) missing = hammer_server_new (path, 99);
  g_autoptr(HammerServer) first = NULL;
  g_autoptr(HammerServer) second = NULL;
  g_autoptr(GUri) uri = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event_id;

  g_assert_false (hammer_server_start (missing, NULL, 0, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_assert_false (hammer_server_is_running (missing));
  g_assert_null (hammer_server_get_url (missing));
  g_clear_error (&error);

  event_id = store_new_event (store, "Taken", "table", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL, NULL,
                              -1);
  first = hammer_server_new (path, event_id);
  g_assert_true (hammer_server_start (first, NULL, 0, &error));
  uri = g_uri_parse (hammer_server_get_url (first), G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  second = hammer_server_new (path, event_id);
  g_assert_false (hammer_server_start (second, "127.0.0.1", g_uri_get_port (uri), &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_clear_error (&error);
  g_assert_false (hammer_server_start (second, "not an address", 0, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  hammer_server_stop (first);
  g_clear_object (&first);
  tmp_store_close (&store, &dir, &path);
}

/* hammer-cli serve: the line, one request, SIGTERM, exit 0. */
static void
test_cli_serve (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-serve-XXXXXX", &dir, &path);
  g_autofree char *event = NULL;
  g_autofree char *line = NULL;
  g_autofree char *url = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) output = NULL;
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(JsonNode) described = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Answer) answer = { 0 };
  gint64 event_id;

  event_id = store_new_event (store, "Headless", "table", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL,
                              NULL, -1);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("HAMMER_CLI"),
                              "serve", "--database", path, "--event", event, "--port", "0", NULL);
  g_assert_no_error (error);
  output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  line = g_data_input_stream_read_line_utf8 (output, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  described = test_parse_json (line);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (described), "boards")), ==, 2);

  url = g_strconcat (json_object_get_string_member (json_node_get_object (described), "url"),
                     "api/event", NULL);
  request (session, url, NULL, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);

  g_subprocess_send_signal (process, SIGTERM);
  g_assert_true (g_subprocess_wait (process, NULL, &error));
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  tmp_store_close (&store, &dir, &path);
}

/* hammer-cli serve for an event that is not there: 2 and the JSON error. */
static void
test_cli_serve_missing (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-serve-XXXXXX", &dir, &path);
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) root = NULL;

  cli_run (&run, path, NULL, "serve", "--event", "42", NULL);
  g_assert_cmpint (run.status, ==, 2);
  root = test_parse_json (run.out);
  g_assert_nonnull (json_object_get_object_member (json_node_get_object (root), "error"));
  tmp_store_close (&store, &dir, &path);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/serve/start-refused", test_start_refused);
  g_test_add_func ("/serve/cli", test_cli_serve);
  g_test_add_func ("/serve/cli-missing", test_cli_serve_missing);

  return g_test_run ();
}
