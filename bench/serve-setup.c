/* serve-setup.c — what the hall benches share (see serve-setup.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "serve-setup.h"

#include <sqlite3.h>
#include <stdio.h>

#include "bench-common.h"
#include "hammer-json.h"

#define MAX_EVENTS 5

static gint64
created_id (const char *out)
{
  g_autoptr(JsonNode) created = json_from_string (out, NULL);

  if (created == NULL || !JSON_NODE_HOLDS_OBJECT (created))
    g_error ("hammer-cli printed “%s”, not an object", out);
  return json_object_get_int_member (json_node_get_object (created), "id");
}

char *
bench_serve_create_day (const char *cli,
                        const char *database,
                        guint       n_players,
                        guint       n_events,
                        char       *events[])
{
  g_autofree char *boards = g_strdup_printf ("%u", BENCH_SERVE_BOARDS);
  g_autofree char *out = NULL;
  char *day;

  g_return_val_if_fail (n_events >= 1 && n_events <= MAX_EVENTS, NULL);

  {
    const char *args[] = { "day", "create", "--name", "Load day", "--date", "2026-12-05",
                           "--boards", boards, "--json", NULL };

    out = bench_run_cli (cli, database, args);
  }
  day = g_strdup_printf ("%" G_GINT64_FORMAT, created_id (out));
  for (guint e = 0; e < n_events; e++)
    {
      g_autoptr(GPtrArray) add = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *event_out = NULL;
      const char *names[MAX_EVENTS] = { "Singles", "Ladies", "Veterans", "Juniors", "Open" };

      {
        const char *args[] = { "event", "create", "--name", names[e], "--rules", "table",
                               "--option", "best_of=1", "--format", "round-robin",
                               "--day", day, "--json", NULL };

        event_out = bench_run_cli (cli, database, args);
      }
      events[e] = g_strdup_printf ("%" G_GINT64_FORMAT, created_id (event_out));
      g_ptr_array_add (add, g_strdup ("entrants"));
      g_ptr_array_add (add, g_strdup ("add"));
      g_ptr_array_add (add, g_strdup ("--event"));
      g_ptr_array_add (add, g_strdup (events[e]));
      for (guint p = e; p < n_players; p += n_events)
        g_ptr_array_add (add, g_strdup_printf ("Player %c%03u", 'A' + e, p + 1));
      g_ptr_array_add (add, NULL);
      g_free (bench_run_cli (cli, database, (const char * const *) add->pdata));
    }
  return day;
}

void
bench_serve_draw_day (const char        *cli,
                      const char        *database,
                      const char        *day,
                      const char *const *events)
{
  g_return_if_fail (day != NULL && events != NULL);

  for (guint e = 0; events[e] != NULL; e++)
    {
      const char *args[] = { "draw", "--event", events[e], "--seed", "1", NULL };

      g_free (bench_run_cli (cli, database, args));
    }
  {
    const char *args[] = { "boards", "call", "--day", day, NULL };

    g_free (bench_run_cli (cli, database, args));
  }
}

GSubprocess *
bench_serve_start (const char  *cli,
                   const char  *database,
                   const char  *what,
                   const char  *id,
                   const char  *trace,
                   JsonNode   **description)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDataInputStream) lines = NULL;
  g_autofree char *line = NULL;
  GSubprocess *server;
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);

  g_return_val_if_fail (description != NULL, NULL);

  /* Its trace of every post: where the time went. */
  if (trace != NULL)
    g_subprocess_launcher_setenv (launcher, "HAMMER_SERVE_TRACE", trace, TRUE);
  server = g_subprocess_launcher_spawn (launcher, &error, cli, "--database", database,
                                        "serve", what, id, "--port", "0",
                                        "--rate-limit", "1000000", NULL);
  if (server == NULL)
    g_error ("hammer-cli serve: %s", error->message);
  lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (server));
  if (!(line = g_data_input_stream_read_line_utf8 (lines, NULL, NULL, &error)))
    g_error ("hammer-cli serve printed no line: %s", error ? error->message : "it ended");
  if (!(*description = json_from_string (line, &error)))
    g_error ("hammer-cli serve printed “%s”: %s", line, error->message);
  return server;
}

SoupSession *
bench_serve_session (guint index,
                     guint timeout_s)
{
  g_autofree char *text = g_strdup_printf ("127.0.%u.%u", 1 + index / 250, 1 + index % 250);
  g_autoptr(GInetAddress) address = g_inet_address_new_from_string (text);
  g_autoptr(GSocketAddress) local = g_inet_socket_address_new (address, 0);

  return soup_session_new_with_options ("local-address", local, "timeout", timeout_s, NULL);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

double
bench_percentile (GArray *values,
                  double  fraction)
{
  guint rank;

  g_return_val_if_fail (values != NULL, 0);

  if (values->len == 0)
    return 0;
  g_array_sort (values, compare_doubles);
  rank = (guint) MIN (values->len - 1, (guint) (fraction * values->len + 0.999999) - 1);
  return g_array_index (values, double, rank);
}

/* What of event @event's results were posted, in @counts: stored, lost,
 * stored though not posted, other than posted. */
static void
count_event_results (GHashTable *posted,
                     const char *cli,
                     const char *database,
                     const char *event,
                     guint       counts[4])
{
  const char *args[] = { "matches", "--event", event, "--json", NULL };
  g_autofree char *out = bench_run_cli (cli, database, args);
  g_autoptr(JsonNode) node = json_from_string (out, NULL);
  JsonArray *matches = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      gint64 id = json_object_get_int_member (match, "id");
      gpointer side_of = g_hash_table_lookup (posted, &id);
      gboolean finished = g_strcmp0 (hammer_json_string (match, "state"), "finished") == 0;
      guint board = GPOINTER_TO_UINT (side_of) / 2, side = GPOINTER_TO_UINT (side_of) % 2;
      g_autofree char *source = g_strdup_printf ("board:%u", board);

      if (side_of == NULL)
        {
          counts[2] += finished;
          continue;
        }
      if (!finished)
        {
          counts[1]++;
          continue;
        }
      counts[0]++;
      if (hammer_json_int (match, "winner", -1) != side ||
          g_strcmp0 (hammer_json_string (match, "result_source"), source) != 0)
        counts[3]++;
    }
}

guint
bench_serve_check_results (const char        *cli,
                           const char        *database,
                           const char *const *events,
                           GHashTable        *posted,
                           guint              posts_ok)
{
  guint counts[4] = { 0 };

  g_return_val_if_fail (events != NULL && posted != NULL, 1);

  for (guint e = 0; events[e] != NULL; e++)
    count_event_results (posted, cli, database, events[e], counts);
  printf ("checks: %u results stored of %u answered 200; lost %u, not posted but stored %u, "
          "other than posted %u\n", counts[0], posts_ok, counts[1], counts[2], counts[3]);
  return counts[1] + counts[2] + counts[3] + (counts[0] != posts_ok);
}

guint
bench_serve_check_file (const char *database,
                        guint       posts_ok,
                        guint       repeats_ok)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  g_autofree char *integrity = NULL;
  gint64 changes = -1;
  guint faults = 0;

  g_return_val_if_fail (database != NULL, 1);

  if (sqlite3_open_v2 (database, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK)
    g_error ("Could not open %s: %s", database, sqlite3_errmsg (db));
  if (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL) == SQLITE_OK &&
      sqlite3_step (stmt) == SQLITE_ROW)
    integrity = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  if (sqlite3_prepare_v2 (db, "SELECT count(*) FROM changes WHERE source LIKE 'board:%'", -1,
                          &stmt, NULL) == SQLITE_OK &&
      sqlite3_step (stmt) == SQLITE_ROW)
    changes = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);

  printf ("checks: integrity_check %s; %" G_GINT64_FORMAT " changes from boards for %u results "
          "(%u sent twice)\n", integrity != NULL ? integrity : "(no answer)", changes,
          posts_ok, repeats_ok);
  faults += g_strcmp0 (integrity, "ok") != 0;
  faults += changes != (gint64) posts_ok;
  return faults;
}
