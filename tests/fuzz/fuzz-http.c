/* fuzz-http.c — the hall server's request head and body on arbitrary bytes:
 * the listener's strict head, then the routes as the transport calls them
 * (hammer-server-exchange.h), on an event of four boards, without a socket
 *
 * The input is what a client sends: a head, and the body after it. Keys
 * cannot be guessed, so "key=DESK" and "key=B1" … "key=B4" in the target
 * stand for the desk's and the boards' real keys. Results the routes store
 * stay in the database for the inputs after (a hall's database grows too).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-server-listener.h"
#include "serve/hammer-server-private.h"

#include "fuzz-target.h"

/* The listener refuses a longer head (431). */
#define MAX_HEAD (16 * 1024)
#define N_BOARDS 4

static HammerServer *server;
static char *folder;
static char *database;
static char *keys[N_BOARDS + 1];  /* 0: the desk's */

static void
clean_up (void)
{
  static const char * const suffixes[] = { "", "-wal", "-shm", "-journal" };

  if (server != NULL)
    hammer_server_close_without_socket (server);
  g_clear_object (&server);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *path = g_strconcat (database, suffixes[i], NULL);

      g_remove (path);
    }
  g_rmdir (folder);
  g_clear_pointer (&folder, g_free);
  g_clear_pointer (&database, g_free);
  for (guint i = 0; i <= N_BOARDS; i++)
    g_clear_pointer (&keys[i], g_free);
}

/* An event of eight players on four boards, drawn, and its keys. */
static gint64
make_event (GError **error)
{
  static const char * const names[] = { "Anna", "Bert", "Cor", "Dirk", "Els", "Fien", "Gijs",
                                        "Hanna", NULL };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(JsonNode) options = json_from_string ("{\"target\": 7, \"best_of\": 1}", NULL);
  g_autoptr(JsonNode) entry = NULL;
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec spec;
  JsonArray *boards;
  gint64 event_id;

  if (!(store = hammer_store_open (database, error)))
    return 0;
  hammer_event_spec_init (&spec);
  spec.name = "Hall";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_ROUND_ROBIN;
  spec.n_boards = N_BOARDS;
  spec.options = json_node_get_object (options);
  if (!(event_id = hammer_events_create (store, &spec, error)) ||
      !(ids = hammer_events_add_entrants (store, event_id, names, error)) ||
      !hammer_events_draw (store, event_id, TRUE, 1, error) ||
      !(entry = hammer_board_entry_ensure (store, event_id, error)))
    return 0;
  keys[0] = g_strdup (json_object_get_string_member (json_node_get_object (entry), "desk_key"));
  boards = json_object_get_array_member (json_node_get_object (entry), "boards");
  for (guint i = 0; i < N_BOARDS && i < json_array_get_length (boards); i++)
    keys[i + 1] = g_strdup (json_object_get_string_member (json_array_get_object_element (boards,
                                                                                         i),
                                                           "key"));
  return event_id;
}

static void
set_up_once (void)
{
  g_autoptr(GError) error = NULL;
  /* In memory where there is one: every stored result is a commit. */
  const char *base = g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) ? "/dev/shm" : g_get_tmp_dir ();
  g_autofree char *template = g_build_filename (base, "hammer-fuzz-http-XXXXXX", NULL);
  gint64 event_id;

  if (server != NULL)
    return;
  folder = g_mkdtemp (g_steal_pointer (&template));
  g_assert_nonnull (folder);
  database = g_build_filename (folder, "hall.db", NULL);
  event_id = make_event (&error);
  g_assert_no_error (error);
  server = hammer_server_new (database, event_id);
  /* The rate limit would turn every input after the first few into 429. */
  hammer_server_set_rate_limit (server, G_MAXUINT / 2, G_MAXUINT / 2);
  g_assert_true (hammer_server_open_without_socket (server, &error));
  g_assert_no_error (error);
  atexit (clean_up);
}

/* The target with "key=DESK" and "key=B1" … for the real keys. */
static char *
with_keys (const char *target)
{
  GString *text = g_string_new (target);

  for (guint i = N_BOARDS; i > 0; i--)
    {
      g_autofree char *name = g_strdup_printf ("key=B%u", i);
      g_autofree char *real = g_strconcat ("key=", keys[i], NULL);

      g_string_replace (text, name, real, 0);
    }
  {
    g_autofree char *real = g_strconcat ("key=", keys[0], NULL);

    g_string_replace (text, "key=DESK", real, 0);
  }
  return g_string_free (text, FALSE);
}

/* Sets the headers the routes read from the strict head's lines @lines
 * (after the request line), the first of each name as MHD gives it. */
static void
read_headers (HammerServerRequest *request,
              char               **lines)
{
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      char *colon = strchr (lines[i], ':');
      char **field = NULL;

      if (colon == NULL)
        continue;
      *colon = '\0';
      if (g_ascii_strcasecmp (lines[i], "Host") == 0)
        field = &request->host;
      else if (g_ascii_strcasecmp (lines[i], "Accept-Language") == 0)
        field = &request->accept_language;
      else if (g_ascii_strcasecmp (lines[i], "If-None-Match") == 0)
        field = &request->if_none_match;
      else if (g_ascii_strcasecmp (lines[i], "Content-Type") == 0)
        field = &request->content_type;
      else if (g_ascii_strcasecmp (lines[i], "Origin") == 0)
        field = &request->origin;
      if (field != NULL && *field == NULL)
        *field = g_strstrip (g_strdup (colon + 1));
    }
}

/* What every answer must be: a status, and JSON that parses when it says
 * it is JSON. */
static void
check_answer (const HammerServerResponse *response)
{
  g_assert_cmpuint (response->status, >=, 200);
  g_assert_cmpuint (response->status, <, 600);
  if (response->content_type != NULL &&
      g_str_has_prefix (response->content_type, "application/json"))
    {
      gsize length = 0;
      const char *data = g_bytes_get_data (response->body, &length);
      g_autofree char *text = g_strndup (data, length);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = json_from_string (text, &error);

      g_assert_no_error (error);
      g_assert_nonnull (node);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *text = (const char *) data;
  const char *end;
  g_autofree char *head = NULL;
  g_autofree char *target = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) request_line = NULL;
  g_autoptr(HammerServerRequest) request = NULL;
  g_autoptr(HammerServerResponse) response = NULL;
  gboolean complete = FALSE;
  gsize head_length, body_length;

  set_up_once ();

  /* The listener peeks at what has come so far: a prefix of a strict head
   * is never refused (it refuses at the first byte that breaks it). */
  if (!hammer_server_head_is_strict (text, MIN (size, MAX_HEAD), &complete))
    return 0;
  g_assert_true (hammer_server_head_is_strict (text, MIN (size, MAX_HEAD) / 2, &complete) ||
                 complete);
  complete = FALSE;
  hammer_server_head_is_strict (text, MIN (size, MAX_HEAD), &complete);
  if (!complete || !(end = g_strstr_len (text, MIN (size, MAX_HEAD), "\r\n\r\n")))
    return 0;
  head_length = end - text + 4;
  body_length = size - head_length;

  head = g_strndup (text, end - text);
  lines = g_strsplit (head, "\r\n", -1);
  request_line = g_strsplit (lines[0], " ", 3);
  g_assert_cmpuint (g_strv_length (request_line), ==, 3);
  target = with_keys (request_line[1]);
  request = hammer_server_request_new (request_line[0], target, "127.0.0.1");
  read_headers (request, lines + 1);
  response = hammer_server_response_new ();

  /* As the transport does: the rate limit first, a body too large is
   * refused, else the whole body goes to the routes. */
  if (hammer_server_route_head (server, request, response))
    ;
  else if (body_length > HAMMER_SERVER_MAX_BODY)
    hammer_server_route_refuse (request, response, 413);
  else
    {
      request->body = g_bytes_new (text + head_length, body_length);
      hammer_server_request_begun (server);
      hammer_server_route (server, request, response);
      hammer_server_request_ended (server);
    }
  check_answer (response);

  /* The signals of results stored go out now, not pile up. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return 0;
}
