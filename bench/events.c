/* events.c — a 1024-entrant double elimination: drawn, then every result
 * entered through `hammer-cli results import`, each result committed on its
 * own (as the CLI does), and once more through the API in one process.
 *
 * Prints its figures; asserts nothing about time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "events/hammer-events.h"
#include "hammer-core.h"

#define N_ENTRANTS 1024

/* Side 0 wins 1–0 with four ends of 4 (table, best of one game). */
static const char *win_games = "\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]},"
                               " {\"points\": [4, 0]}, {\"points\": [4, 0]}]}]";

static gint64
create_event (HammerStore *store)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  json_object_set_int_member (options, "best_of", 1);
  hammer_event_spec_init (&spec);
  spec.name = "Benchmark Open";
  spec.rules = "table";
  spec.options = options;
  spec.format = HAMMER_FORMAT_DOUBLE_ELIMINATION;
  spec.n_boards = 32;
  event_id = hammer_store_create_event (store, &spec, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < N_ENTRANTS; i++)
    g_ptr_array_add (names, g_strdup_printf ("Player %04u", i + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_store_add_entrants (store, event_id, (const char * const *) names->pdata, &error);
  g_assert_no_error (error);
  return event_id;
}

/* The result lines for every match side 0 wins, in draw order: every
 * match's sources come before it, so each line finds its match ready. */
static char *
result_lines (HammerStore *store,
              gint64       event_id,
              guint       *n_lines)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_store_get_matches_json (store, event_id, &error);
  g_autoptr(GString) lines = g_string_new (NULL);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (matches);
  *n_lines = 0;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      if (json_object_get_boolean_member_with_default (match, "bye", FALSE) ||
          g_strcmp0 (json_object_get_string_member (match, "bracket"), "final-reset") == 0)
        continue;
      g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", %s}\n",
                              json_object_get_int_member (match, "id"), win_games);
      (*n_lines)++;
    }
  return g_string_free (g_steal_pointer (&lines), FALSE);
}

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

/* The engine alone, in memory, as the peer measured itself: draw, then
 * decide every playable match (side 0 wins) and resolve after each result. */
static double
engine_only_ms (guint *n_played)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDraw) draw = NULL;
  g_autofree int *results = NULL;
  g_autofree HammerResolvedMatch *resolved = NULL;
  HammerDrawOptions options = { .final_reset = TRUE };
  double start = now_ms ();
  gboolean progress = TRUE;

  draw = hammer_draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, N_ENTRANTS, &options, &error);
  g_assert_no_error (error);
  results = g_new (int, draw->n_matches);
  resolved = g_new0 (HammerResolvedMatch, draw->n_matches);
  for (guint i = 0; i < draw->n_matches; i++)
    results[i] = -1;

  *n_played = 0;
  while (progress)
    {
      progress = FALSE;
      hammer_draw_resolve (draw, results, NULL, NULL, NULL, resolved);
      for (guint i = 0; i < draw->n_matches; i++)
        if (resolved[i].status == HAMMER_MATCH_READY)
          {
            results[i] = 0;
            (*n_played)++;
            progress = TRUE;
            /* One result at a time, each resolved, as results come in. */
            hammer_draw_resolve (draw, results, NULL, NULL, NULL, resolved);
          }
    }
  return now_ms () - start;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-XXXXXX", &error);
  g_autofree char *cli_db = g_build_filename (dir, "cli.db", NULL);
  g_autofree char *api_db = g_build_filename (dir, "api.db", NULL);
  g_autofree char *lines_path = g_build_filename (dir, "results.jsonl", NULL);
  g_autofree char *lines = NULL;
  g_autofree char *event_arg = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *cli = g_getenv ("HAMMER_CLI");
  g_autoptr(HammerStore) store = NULL;
  double start, draw_ms, cli_ms, api_ms;
  gint64 event_id;
  guint n_lines;
  int status = 0;

  g_assert_no_error (error);
  if (cli == NULL)
    cli = argc > 1 ? argv[1] : "hammer-cli";

  /* Through the command line, as a director's script would. */
  store = hammer_store_open (cli_db, &error);
  g_assert_no_error (error);
  event_id = create_event (store);
  start = now_ms ();
  hammer_store_draw_event (store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  draw_ms = now_ms () - start;
  lines = result_lines (store, event_id, &n_lines);
  g_assert_true (g_file_set_contents (lines_path, lines, -1, NULL));
  g_clear_object (&store);

  event_arg = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  {
    const char *args[] = { cli, "results", "import", "--database", cli_db, "--event", event_arg,
                           "--file", lines_path, NULL };

    start = now_ms ();
    g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                  &error);
    cli_ms = now_ms () - start;
    g_assert_no_error (error);
    if (!g_spawn_check_wait_status (status, NULL))
      {
        g_printerr ("hammer-cli results import failed:\n%s\n", err);
        return 1;
      }
  }

  /* The same through the API in one process. */
  store = hammer_store_open (api_db, &error);
  g_assert_no_error (error);
  event_id = create_event (store);
  hammer_store_draw_event (store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  {
    g_auto(GStrv) each = g_strsplit (lines, "\n", -1);
    g_autofree char *api_lines = result_lines (store, event_id, &n_lines);
    g_auto(GStrv) api_each = g_strsplit (api_lines, "\n", -1);

    start = now_ms ();
    for (guint i = 0; api_each[i] != NULL && *api_each[i] != '\0'; i++)
      {
        g_autoptr(JsonNode) input = json_from_string (api_each[i], NULL);
        g_autoptr(JsonNode) state = NULL;
        gint64 match = json_object_get_int_member (json_node_get_object (input), "match");

        state = hammer_store_record_result (store, event_id, match, input, FALSE, NULL, &error);
        g_assert_no_error (error);
      }
    api_ms = now_ms () - start;
  }

  {
    guint n_played = 0;
    double engine_ms = engine_only_ms (&n_played);

    printf ("events: engine in memory (draw, %u results, resolved after each): %.2f ms "
            "(peer: brackets-manager.js in memory, about 370 ms)\n", n_played, engine_ms);
  }
  printf ("events: double elimination of %d entrants, %u results, each its own transaction\n",
          N_ENTRANTS, n_lines);
  printf ("events: draw: %.1f ms\n", draw_ms);
  printf ("events: hammer-cli results import (whole process): %.1f ms, %.1f us per result\n",
          cli_ms, cli_ms * 1000 / n_lines);
  printf ("events: API, one process: %.1f ms, %.1f us per result\n", api_ms,
          api_ms * 1000 / n_lines);
  printf ("events: draw + results through the CLI, every result committed and synced: %.1f ms\n",
          draw_ms + cli_ms);

  g_clear_object (&store);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_remove (path);
      }
    g_rmdir (dir);
  }
  return 0;
}
