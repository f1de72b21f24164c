/* events.c — a 1024-entrant double elimination through `hammer-cli`, as a
 * director's script would run it: the event created, the entrants added,
 * the draw made, then every result of the whole bracket imported as one
 * file, one durable transaction. The results are played out here first:
 * random winners, best-of-three table games, round by round.
 *
 * Prints its figures; asserts nothing about time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <sys/resource.h>

#include "events/hammer-draw.h"
#include "hammer-core.h"

#define N_ENTRANTS 1024
#define BEST_OF    3
#define TARGET     15

/* brackets-manager.js, the same bracket created and played out in memory,
 * as measured on this machine. */
#define PEER_LOW_MS  370.0
#define PEER_HIGH_MS 740.0

/* One table game to TARGET, won by whoever gets there: ends of 1 to 4
 * points to one side. Appends it to @json; returns the winning side. */
static int
play_game (GRand   *rand,
           GString *json)
{
  int totals[2] = { 0, 0 };
  gboolean first = TRUE;

  g_string_append (json, "{\"ends\": [");
  while (totals[0] < TARGET && totals[1] < TARGET)
    {
      int side = g_rand_int_range (rand, 0, 2);
      int points = g_rand_int_range (rand, 1, 5);

      totals[side] += points;
      g_string_append_printf (json, "%s{\"points\": [%d, %d]}", first ? "" : ", ",
                              side == 0 ? points : 0, side == 1 ? points : 0);
      first = FALSE;
    }
  g_string_append (json, "]}");
  return totals[0] >= TARGET ? 0 : 1;
}

/* A best-of-BEST_OF match as a result line's "games"; returns the winner. */
static int
play_match (GRand   *rand,
            GString *json)
{
  int won[2] = { 0, 0 };

  g_string_append (json, "\"games\": [");
  while (won[0] <= BEST_OF / 2 && won[1] <= BEST_OF / 2)
    {
      if (won[0] + won[1] > 0)
        g_string_append (json, ", ");
      won[play_game (rand, json)]++;
    }
  g_string_append_c (json, ']');
  return won[0] > BEST_OF / 2 ? 0 : 1;
}

/* The key a match has both in the draw and in `hammer-cli matches`. */
static char *
match_key (const char *bracket,
           gint64      round,
           gint64      position)
{
  return g_strdup_printf ("%s/%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, bracket, round, position);
}

/* Plays the drawn bracket in memory, wave by wave (every match that is
 * ready, then resolve again), and writes a result line for each played
 * match, with its id from @ids. Every line finds its match ready. */
static char *
play_bracket (GHashTable *ids,
              guint      *n_lines,
              double     *engine_ms)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDraw) draw = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1024);
  g_autofree int *results = NULL;
  g_autofree HammerResolvedMatch *resolved = NULL;
  HammerDrawOptions options = { .final_reset = TRUE };
  GString *lines = g_string_new (NULL);
  double start = bench_now_ms ();
  guint n_ready;

  draw = hammer_draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, N_ENTRANTS, &options, &error);
  g_assert_no_error (error);
  results = g_new (int, draw->n_matches);
  resolved = g_new0 (HammerResolvedMatch, draw->n_matches);
  for (guint i = 0; i < draw->n_matches; i++)
    results[i] = -1;

  *n_lines = 0;
  do
    {
      hammer_draw_resolve (draw, results, NULL, NULL, NULL, resolved);
      n_ready = 0;
      for (guint i = 0; i < draw->n_matches; i++)
        {
          const HammerDrawMatch *m = &draw->matches[i];
          g_autofree char *bracket = NULL;
          g_autofree char *key = NULL;
          gpointer id;

          if (resolved[i].status != HAMMER_MATCH_READY)
            continue;
          bracket = hammer_bracket_name (m->bracket, m->group);
          key = match_key (bracket, m->round, m->position);
          id = g_hash_table_lookup (ids, key);
          g_assert_nonnull (id);
          g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", ",
                                  (gint64) GPOINTER_TO_SIZE (id));
          results[i] = play_match (rand, lines);
          g_string_append (lines, "}\n");
          n_ready++;
          (*n_lines)++;
        }
    }
  while (n_ready > 0);
  *engine_ms = bench_now_ms () - start;
  return g_string_free (lines, FALSE);
}

/* The processor time (user and system) of every child that has ended. */
static double
children_cpu_ms (void)
{
  struct rusage usage;

  getrusage (RUSAGE_CHILDREN, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

/* Runs hammer-cli with @args; returns its wall time, its output in @out,
 * and adds its processor time to @cpu_ms: on a busy machine the wall time
 * also counts the waiting. */
static double
run_cli (const char * const *args,
         char              **out,
         double             *cpu_ms)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  double start = bench_now_ms ();
  double cpu_start = children_cpu_ms ();
  int status = 0;

  g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, &err, &status,
                &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    {
      g_printerr ("%s %s failed:\n%s\n", args[1], args[2], err);
      exit (1);
    }
  *cpu_ms += children_cpu_ms () - cpu_start;
  return bench_now_ms () - start;
}

/* The database ids of the event's matches, by bracket, round and position. */
static GHashTable *
read_match_ids (const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  GHashTable *ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *array;

  g_assert_nonnull (node);
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      g_hash_table_insert (ids, match_key (json_object_get_string_member (match, "bracket"),
                                           json_object_get_int_member (match, "round"),
                                           json_object_get_int_member (match, "position")),
                           GSIZE_TO_POINTER ((gsize) json_object_get_int_member (match, "id")));
    }
  return ids;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-XXXXXX", &error);
  g_autofree char *db = g_build_filename (dir, "hammer.db", NULL);
  g_autofree char *csv_path = g_build_filename (dir, "entrants.csv", NULL);
  g_autofree char *lines_path = g_build_filename (dir, "results.jsonl", NULL);
  g_autoptr(GString) csv = g_string_new ("name\n");
  g_autoptr(GHashTable) ids = NULL;
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) report = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *event = NULL;
  g_autofree char *out = NULL;
  const char *cli = g_getenv ("HAMMER_CLI");
  double create_ms, entrants_ms, draw_ms, import_ms, engine_ms, total_ms;
  double create_cpu_ms = 0, entrants_cpu_ms = 0, draw_cpu_ms = 0, import_cpu_ms = 0;
  double total_cpu_ms;
  guint n_lines;

  g_assert_no_error (error);
  if (cli == NULL)
    cli = argc > 1 ? argv[1] : "hammer-cli";
  for (guint i = 0; i < N_ENTRANTS; i++)
    g_string_append_printf (csv, "Player %04u\n", i + 1);
  g_assert_true (g_file_set_contents (csv_path, csv->str, -1, NULL));

  {
    const char *args[] = { cli, "event", "create", "--database", db, "--name", "Benchmark Open",
                           "--rules", "table", "--option", "best_of=3", "--format",
                           "double-elimination", "--boards", "32", "--json", NULL };

    create_ms = run_cli (args, &out, &create_cpu_ms);
    created = json_from_string (out, NULL);
    event = g_strdup_printf ("%" G_GINT64_FORMAT,
                             json_object_get_int_member (json_node_get_object (created), "id"));
    g_clear_pointer (&out, g_free);
  }
  {
    const char *args[] = { cli, "entrants", "import", "--database", db, "--event", event,
                           csv_path, NULL };

    entrants_ms = run_cli (args, &out, &entrants_cpu_ms);
    g_clear_pointer (&out, g_free);
  }
  {
    const char *args[] = { cli, "draw", "--database", db, "--event", event, "--seed", "1",
                           "--json", NULL };

    draw_ms = run_cli (args, &out, &draw_cpu_ms);
    ids = read_match_ids (out);
    g_clear_pointer (&out, g_free);
  }

  /* Not timed as the director's work: the results a day would bring. */
  lines = play_bracket (ids, &n_lines, &engine_ms);
  g_assert_true (g_file_set_contents (lines_path, lines, -1, NULL));

  {
    const char *args[] = { cli, "results", "import", "--database", db, "--event", event,
                           "--file", lines_path, "--json", NULL };

    import_ms = run_cli (args, &out, &import_cpu_ms);
    report = json_from_string (out, NULL);
    if (json_object_get_int_member (json_node_get_object (report), "imported") != n_lines)
      {
        g_printerr ("results import stored fewer results than it was given:\n%s\n", out);
        return 1;
      }
  }
  total_ms = create_ms + entrants_ms + draw_ms + import_ms;
  total_cpu_ms = create_cpu_ms + entrants_cpu_ms + draw_cpu_ms + import_cpu_ms;

  printf ("events: double elimination of %d entrants, best of %d table games, %u results "
          "played out in memory in %.1f ms\n", N_ENTRANTS, BEST_OF, n_lines, engine_ms);
  printf ("events: hammer-cli results import, one transaction (WAL, synchronous=FULL), "
          "whole process: %.1f ms wall (%.1f us per result), %.1f ms processor\n",
          import_ms, import_ms * 1000 / n_lines, import_cpu_ms);
  printf ("events: hammer-cli event create %.1f ms + entrants import %.1f ms + draw %.1f ms "
          "+ results import %.1f ms = %.1f ms wall, %.1f ms processor, whole processes\n",
          create_ms, entrants_ms, draw_ms, import_ms, total_ms, total_cpu_ms);
  /* On a busy machine the wall time is mostly waiting for a processor;
   * the processor time is what each process costs. */
  printf ("events: processor time of each: event create %.1f ms, entrants import %.1f ms, "
          "draw %.1f ms, results import %.1f ms\n", create_cpu_ms, entrants_cpu_ms, draw_cpu_ms,
          import_cpu_ms);
  /* The peer's figure is the same work in memory, not durable: 370 to
   * 740 ms on this machine. The goal is ten times faster. */
  printf ("events: peer: brackets-manager.js, the same work in memory: %.0f-%.0f ms "
          "(goal: 10 times faster, %.0f-%.0f ms)\n", PEER_LOW_MS, PEER_HIGH_MS,
          PEER_LOW_MS / 10, PEER_HIGH_MS / 10);
  printf ("events: results import against the peer (its time over Hammer's): %.1f-%.1f "
          "by wall time, %.1f-%.1f by processor time\n", PEER_LOW_MS / import_ms,
          PEER_HIGH_MS / import_ms, PEER_LOW_MS / import_cpu_ms, PEER_HIGH_MS / import_cpu_ms);
  printf ("events: create + entrants + draw + import against the peer (its time over "
          "Hammer's): %.1f-%.1f by wall time, %.1f-%.1f by processor time\n",
          PEER_LOW_MS / total_ms, PEER_HIGH_MS / total_ms, PEER_LOW_MS / total_cpu_ms,
          PEER_HIGH_MS / total_cpu_ms);

  bench_remove_dir (dir);
  return 0;
}
