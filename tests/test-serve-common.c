/* test-serve-common.c — one HTTP request for the tests of the hall server,
 * and the served file of the tests of the phones' pages
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

void
serve_test_assert_foreign (SoupSession *session,
                           const char  *url,
                           const char  *body)
{
  g_autoptr(SoupMessage) foreign = soup_message_new ("POST", url);
  g_autoptr(GBytes) sent = g_bytes_new (body, strlen (body));
  g_autoptr(GBytes) answer = NULL;
  g_autoptr(GError) error = NULL;

  soup_message_set_request_body_from_bytes (foreign, "application/json", sent);
  soup_message_headers_replace (soup_message_get_request_headers (foreign), "Origin",
                                "http://evil.example");
  answer = soup_session_send_and_read (session, foreign, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (foreign), ==, 403);
}

void
serve_test_assert_too_large (SoupSession *session,
                             const char  *url,
                             const char  *head,
                             const char  *tail)
{
  g_autoptr(GString) big = g_string_new (head);
  g_auto(Answer) answer = { 0 };

  while (big->len < 70 * 1024)
    g_string_append (big, "xxxxxxxxxxxxxxxx");
  g_string_append (big, tail);
  request (session, url, big->str, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 413);
}

void
serve_test_assert_flood (HammerServer *server,
                         SoupSession  *session,
                         const char   *url)
{
  guint n_refused = 0;

  hammer_server_set_rate_limit (server, 1, 3);
  for (guint i = 0; i < 6; i++)
    {
      g_auto(Answer) answer = { 0 };

      request (session, url, NULL, NULL, &answer);
      n_refused += answer.status == 429;
    }
  g_assert_cmpuint (n_refused, >=, 1);
}

char *
id_text (gint64 id)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, id);
}

void
phone_fixture_begin (PhoneFixture *f,
                     const char   *template)
{
  f->path = tmp_db_path (template, &f->dir);
  f->session = soup_session_new ();
}

/* The "id" hammer-cli printed for @arguments on @f's file. */
static gint64
cli_id_argv (PhoneFixture       *f,
             const char * const *arguments)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) printed = NULL;

  cli_run_argv (&run, f->path, NULL, arguments);
  if (run.status != 0)
    g_error ("hammer-cli %s failed: %s%s", arguments[0], run.out, run.err);
  printed = test_parse_json (run.out);
  return json_object_get_int_member (json_node_get_object (printed), "id");
}

gint64
phone_fixture_cli_id (PhoneFixture *f,
                      const char   *first,
                      ...)
{
  g_autoptr(GPtrArray) arguments = g_ptr_array_new ();
  va_list args;

  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (arguments, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (arguments, NULL);
  return cli_id_argv (f, (const char * const *) arguments->pdata);
}

void
phone_fixture_enter (PhoneFixture *f,
                     gint64        event_id,
                     const char   *names)
{
  g_autofree char *event = id_text (event_id);
  g_auto(GStrv) each = g_strsplit (names, ",", -1);
  g_autoptr(GPtrArray) arguments = g_ptr_array_new ();
  g_auto(CliRun) run = { 0 };

  g_ptr_array_add (arguments, (gpointer) "entrants");
  g_ptr_array_add (arguments, (gpointer) "add");
  g_ptr_array_add (arguments, (gpointer) "--event");
  g_ptr_array_add (arguments, event);
  for (guint i = 0; each[i] != NULL; i++)
    g_ptr_array_add (arguments, each[i]);
  g_ptr_array_add (arguments, NULL);
  cli_run_argv (&run, f->path, NULL, (const char * const *) arguments->pdata);
  if (run.status != 0)
    g_error ("hammer-cli entrants add failed: %s%s", run.out, run.err);
}

/* Event @name of table shuffleboard in @format with @options (or NULL), on
 * day @day_id's boards or, when it is 0, on two of its own. */
static gint64
create_event (PhoneFixture *f,
              const char   *name,
              const char   *format,
              const char   *options,
              gint64        day_id)
{
  g_autofree char *day = id_text (day_id);
  g_auto(GStrv) each = g_strsplit (options != NULL ? options : "", ",", -1);
  g_autoptr(GPtrArray) arguments = g_ptr_array_new ();
  const char *const head[] = { "event", "create", "--name", name, "--rules", "table",
                               "--format", format };

  for (guint i = 0; i < G_N_ELEMENTS (head); i++)
    g_ptr_array_add (arguments, (gpointer) head[i]);
  for (guint i = 0; each[i] != NULL; i++)
    {
      g_ptr_array_add (arguments, (gpointer) "--option");
      g_ptr_array_add (arguments, each[i]);
    }
  g_ptr_array_add (arguments, (gpointer) (day_id != 0 ? "--day" : "--boards"));
  g_ptr_array_add (arguments, day_id != 0 ? day : (gpointer) "2");
  g_ptr_array_add (arguments, NULL);
  return cli_id_argv (f, (const char * const *) arguments->pdata);
}

void
phone_fixture_event (PhoneFixture *f,
                     const char   *template,
                     const char   *options,
                     const char   *names)
{
  phone_fixture_begin (f, template);
  f->event_id = create_event (f, "Singles", "single-elimination", options, 0);
  phone_fixture_enter (f, f->event_id, names);
}

void
phone_fixture_day (PhoneFixture *f,
                   const char   *template,
                   const char   *board_names,
                   const char   *options,
                   const char   *singles,
                   const char   *mixed)
{
  phone_fixture_begin (f, template);
  if (board_names != NULL)
    f->day_id = phone_fixture_cli_id (f, "day", "create", "--name", "Open", "--date",
                                      "2026-12-05", "--boards", "2", "--board-names",
                                      board_names, NULL);
  else
    f->day_id = phone_fixture_cli_id (f, "day", "create", "--name", "Open", "--date",
                                      "2026-12-05", "--boards", "2", NULL);
  f->event_id = create_event (f, "Singles", "single-elimination", options, f->day_id);
  f->second_id = create_event (f, "Mixed", "round-robin", options, f->day_id);
  phone_fixture_enter (f, f->event_id, singles);
  phone_fixture_enter (f, f->second_id, mixed);
}

void
phone_fixture_tear_down (PhoneFixture  *f,
                         gconstpointer  data)
{
  serve_test_stop (&f->server, &f->description, &f->session, &f->dir, &f->path);
}

void
phone_fixture_start (PhoneFixture *f)
{
  f->server = serve_test_start (f->path, f->event_id, f->day_id, &f->description);
}

const char *
phone_fixture_check_in_key (PhoneFixture *f)
{
  JsonObject *check_in = json_object_get_object_member (json_node_get_object (f->description),
                                                        "check_in");

  g_assert_nonnull (check_in);
  return json_object_get_string_member (check_in, "key");
}

void
phone_fixture_set_open (PhoneFixture *f,
                        gboolean      open)
{
  g_autofree char *id = id_text (f->day_id != 0 ? f->day_id : f->event_id);
  g_autoptr(JsonNode) out = cli_json_ok (f->path, "serve", "check-in",
                                         f->day_id != 0 ? "--day" : "--event", id,
                                         open ? "--open" : "--close", NULL);

  g_assert_cmpint (json_object_get_boolean_member (json_node_get_object (out), "open"), ==,
                   open);
}

char *
phone_fixture_url (PhoneFixture *f,
                   const char   *path,
                   const char   *key)
{
  return g_strdup_printf ("%s%s%skey=%s", hammer_server_get_url (f->server), path,
                          strchr (path, '?') != NULL ? "&" : "?", key);
}

void
phone_fixture_fetch (PhoneFixture *f,
                     const char   *path,
                     const char   *key,
                     const char   *body,
                     const char   *if_none_match,
                     Answer       *answer)
{
  g_autofree char *url = phone_fixture_url (f, path, key);

  request (f->session, url, body, if_none_match, answer);
}

char *
phone_fixture_check_in (PhoneFixture *f,
                        gint64        player)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *path = g_strdup_printf ("api/players/%" G_GINT64_FORMAT "/check-in", player);
  g_autoptr(JsonNode) root = NULL;

  phone_fixture_fetch (f, path, phone_fixture_check_in_key (f), "{}", NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  root = test_parse_json (answer.body);
  return g_strdup (json_object_get_string_member (json_node_get_object (root), "key"));
}
