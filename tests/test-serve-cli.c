/* test-serve-cli.c — `hammer-cli serve` and a server that cannot start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/prctl.h>

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

static void
end_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* The match on board @board as `hammer-cli matches` lists it: read by
 * another process, which opens the file and closes it again. */
static JsonObject *
cli_board_match (const char *path,
                 const char *event,
                 guint       board,
                 JsonNode  **root)
{
  g_auto(CliRun) run = { 0 };
  JsonArray *matches;

  cli_run (&run, path, NULL, "matches", "--event", event, NULL);
  g_assert_cmpint (run.status, ==, 0);
  *root = test_parse_json (run.out);
  matches = json_node_get_array (*root);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonNode *on = json_object_get_member (match, "board");

      if (on != NULL && JSON_NODE_HOLDS_VALUE (on) && json_node_get_int (on) == board)
        return match;
    }
  g_assert_not_reached ();
}

/* hammer-cli serve: the line, a result stored from board 1 that another
 * program reads, SIGTERM, exit 0. Nobody else holds the file open: a
 * program that opens and closes it while the server runs must not take the
 * server's writes away (a second connection of one process once dropped
 * the first one's locks, and the file's log was deleted under it). */
static void
test_cli_serve (void)
{
  const char * const names[] = { "Anna", "Bert", "Cor", "Dirk", NULL };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-serve-XXXXXX", &dir, &path);
  g_autofree char *event = NULL;
  g_autofree char *line = NULL;
  g_autofree char *post = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) output = NULL;
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(JsonNode) described = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Answer) answer = { 0 };
  JsonObject *object, *match;
  gint64 event_id;

  event_id = store_new_event (store, "Headless", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                              "{\"target\": 7, \"best_of\": 1}", names, 1);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  g_clear_object (&store);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  /* A failed assertion ends this test: the server ends with it. */
  g_subprocess_launcher_set_child_setup (launcher, end_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("HAMMER_CLI"), "serve",
                                         "--database", path, "--event", event, "--port", "0",
                                         NULL);
  g_assert_no_error (error);
  output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  line = g_data_input_stream_read_line_utf8 (output, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  described = test_parse_json (line);
  object = json_node_get_object (described);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "boards")), ==,
                    2);

  match = cli_board_match (path, event, 1, &before);
  post = g_strdup_printf ("%sapi/matches/%" G_GINT64_FORMAT "/result?key=%s",
                          json_object_get_string_member (object, "url"),
                          json_object_get_int_member (match, "id"),
                          json_object_get_string_member (
                            json_array_get_object_element (
                              json_object_get_array_member (object, "boards"), 0), "key"));
  request (session, post, "{\"games\": [{\"ends\": [{\"points\": [7, 0]}]}]}", NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);

  /* Board 1 has the next match; the finished one is read with its source. */
  {
    g_auto(CliRun) run = { 0 };
    JsonArray *matches;
    gboolean found = FALSE;

    cli_run (&run, path, NULL, "matches", "--event", event, NULL);
    after = test_parse_json (run.out);
    matches = json_node_get_array (after);
    for (guint i = 0; i < json_array_get_length (matches); i++)
      {
        JsonObject *stored = json_array_get_object_element (matches, i);

        if (json_object_get_int_member (stored, "id") != json_object_get_int_member (match, "id"))
          continue;
        found = TRUE;
        g_assert_cmpstr (json_object_get_string_member (stored, "state"), ==, "finished");
        g_assert_cmpstr (json_object_get_string_member (stored, "result_source"), ==, "board:1");
      }
    g_assert_true (found);
  }

  g_subprocess_send_signal (process, SIGTERM);
  g_assert_true (g_subprocess_wait (process, NULL, &error));
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  tmp_store_close (&store, &dir, &path);
}

/* hammer-cli serve for an event that is not there: 2; on a port taken: 1;
 * each with the JSON error. */
static void
test_cli_serve_refused (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-serve-XXXXXX", &dir, &path);
  g_autoptr(HammerServer) server = NULL;
  g_autoptr(GUri) uri = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *event = NULL;
  g_autofree char *port = NULL;
  g_auto(CliRun) missing = { 0 };
  g_auto(CliRun) taken = { 0 };
  g_autoptr(JsonNode) missing_root = NULL;
  g_autoptr(JsonNode) taken_root = NULL;
  gint64 event_id;

  cli_run (&missing, path, NULL, "serve", "--event", "42", NULL);
  g_assert_cmpint (missing.status, ==, 2);
  missing_root = test_parse_json (missing.out);
  g_assert_nonnull (json_object_get_object_member (json_node_get_object (missing_root), "error"));

  event_id = store_new_event (store, "Taken", "table", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL, NULL,
                              -1);
  server = hammer_server_new (path, event_id);
  g_assert_true (hammer_server_start (server, NULL, 0, &error));
  uri = g_uri_parse (hammer_server_get_url (server), G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  port = g_strdup_printf ("%d", g_uri_get_port (uri));
  cli_run (&taken, path, NULL, "serve", "--event", event, "--port", port, NULL);
  g_assert_cmpint (taken.status, ==, 1);
  taken_root = test_parse_json (taken.out);
  g_assert_nonnull (json_object_get_object_member (json_node_get_object (taken_root), "error"));
  hammer_server_stop (server);
  g_clear_object (&server);
  tmp_store_close (&store, &dir, &path);
}

/* hammer-cli serve when the hall server's HTTP part is missing (an install
 * without it): refused, saying which file could not be loaded; the event
 * is there and served once the part is. */
static void
test_cli_serve_part_missing (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-serve-XXXXXX", &dir, &path);
  g_autofree char *parts = g_build_filename (dir, "no-parts", NULL);
  g_autofree char *event = NULL;
  g_autofree char *expected = NULL;
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *error;
  gint64 event_id;

  event_id = store_new_event (store, "Served", "table", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL, NULL,
                              -1);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  g_assert_cmpint (g_mkdir (parts, 0700), ==, 0);
  g_setenv ("HAMMER_PART_DIR", parts, TRUE);
  cli_run (&run, path, NULL, "serve", "--event", event, NULL);
  g_unsetenv ("HAMMER_PART_DIR");
  g_assert_cmpint (run.status, ==, 1);
  root = test_parse_json (run.out);
  error = json_object_get_object_member (json_node_get_object (root), "error");
  g_assert_nonnull (error);
  expected = g_build_filename (parts, "hammer-serve-http.so", NULL);
  g_assert_nonnull (strstr (json_object_get_string_member (error, "message"), expected));
  g_rmdir (parts);
  tmp_store_close (&store, &dir, &path);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/serve/start-refused", test_start_refused);
  g_test_add_func ("/serve/cli", test_cli_serve);
  g_test_add_func ("/serve/cli-refused", test_cli_serve_refused);
  g_test_add_func ("/serve/cli-part-missing", test_cli_serve_part_missing);

  return g_test_run ();
}
