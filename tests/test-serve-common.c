/* test-serve-common.c — one HTTP request for the tests of the hall server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "test-common.h"
#include "test-serve-common.h"

void
answer_clear (Answer *answer)
{
  g_clear_pointer (&answer->body, g_free);
  g_clear_pointer (&answer->headers, soup_message_headers_unref);
}

void
request (SoupSession *session,
         const char  *url,
         const char  *body,
         const char  *if_none_match,
         Answer      *answer)
{
  g_autoptr(SoupMessage) msg = soup_message_new (body != NULL ? "POST" : "GET", url);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_assert_nonnull (msg);
  if (body != NULL)
    {
      g_autoptr(GBytes) request_body = g_bytes_new (body, strlen (body));

      soup_message_set_request_body_from_bytes (msg, "application/json", request_body);
    }
  if (if_none_match != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "If-None-Match",
                                  if_none_match);
  bytes = soup_session_send_and_read (session, msg, NULL, &error);
  g_assert_no_error (error);
  answer->status = soup_message_get_status (msg);
  /* An empty body (304) has no data at all. */
  answer->body = g_bytes_get_size (bytes) > 0
                 ? g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes))
                 : g_strdup ("");
  answer->headers = soup_message_headers_ref (soup_message_get_response_headers (msg));
}

JsonNode *
get_json_in_language (SoupSession *session,
                      const char  *url,
                      const char  *language)
{
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", url);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language",
                                language);
  bytes = soup_session_send_and_read (session, msg, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (msg), ==, 200);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  return test_parse_json (text);
}

HammerServer *
serve_test_start (const char  *path,
                  gint64       event_id,
                  gint64       day_id,
                  JsonNode   **description)
{
  g_autoptr(GError) error = NULL;
  HammerServer *server = day_id != 0 ? hammer_server_new_for_day (path, day_id)
                                     : hammer_server_new (path, event_id);

  hammer_server_set_rate_limit (server, 10000, 10000);
  g_assert_true (hammer_server_start (server, NULL, 0, &error));
  g_assert_no_error (error);
  *description = hammer_server_describe (server);
  g_assert_nonnull (*description);
  return server;
}

void
serve_test_stop (HammerServer **server,
                 JsonNode     **description,
                 SoupSession  **session,
                 char         **dir,
                 char         **path)
{
  if (*server != NULL)
    hammer_server_stop (*server);
  g_clear_object (server);
  g_clear_pointer (description, json_node_unref);
  g_clear_object (session);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  tmp_remove_tree (*dir);
  g_clear_pointer (dir, g_free);
  g_clear_pointer (path, g_free);
}

const char *
serve_test_board_key (JsonNode *description,
                      guint     board)
{
  JsonArray *boards = json_object_get_array_member (json_node_get_object (description),
                                                    "boards");

  return json_object_get_string_member (json_array_get_object_element (boards, board - 1),
                                        "key");
}

static void
end_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

GSubprocess *
serve_cli_spawn (const char  *path,
                 JsonNode   **line,
                 const char  *first,
                 ...)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GDataInputStream) output = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GSubprocess *process;
  va_list args;

  g_ptr_array_add (argv, (char *) g_getenv ("HAMMER_CLI"));
  g_ptr_array_add (argv, "serve");
  g_ptr_array_add (argv, "--database");
  g_ptr_array_add (argv, (char *) path);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  /* A failed assertion ends the test: the server ends with it. */
  g_subprocess_launcher_set_child_setup (launcher, end_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  g_filter_input_stream_set_close_base_stream (G_FILTER_INPUT_STREAM (output), FALSE);
  text = g_data_input_stream_read_line_utf8 (output, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (text);
  *line = test_parse_json (text);
  return process;
}

char *
serve_cli_stop (GSubprocess *process)
{
  g_autoptr(GError) error = NULL;
  char *errors = NULL;

  g_subprocess_send_signal (process, SIGTERM);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &errors, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  return errors;
}
