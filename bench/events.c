/* events.c — double eliminations of 1024 and 4096 entrants through
 * `hammer-cli`, as a director's script would run them: the event created,
 * the entrants added, the draw made, then every result of the whole bracket
 * imported as one file, one durable transaction. The results are played out
 * here first: random winners, best-of-three table games, round by round.
 *
 * Beside them, in the same run, the peer: brackets-manager.js creating and
 * playing out the same brackets in memory (bench/brackets-manager.js, run
 * by node; the bench installs the package from npm into a cache under the
 * build directory when it is missing). Medians of RUNS runs.
 *
 * Prints its figures and the ratios; asserts nothing about time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "events/hammer-draw.h"
#include "hammer-core.h"

#define BEST_OF 3
#define TARGET  15
#define RUNS    5
/* What the peer is measured with: the versions bench/draw.c compares with. */
#define PEER_PACKAGES "brackets-manager@1.11.1", "brackets-memory-db@1.0.6"

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
play_bracket (guint       n_entrants,
              GHashTable *ids,
              guint      *n_lines,
              double     *engine_ms)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDraw) draw = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (n_entrants);
  g_autofree int *results = NULL;
  g_autofree HammerResolvedMatch *resolved = NULL;
  HammerDrawOptions options = { .final_reset = TRUE };
  GString *lines = g_string_new (NULL);
  double start = bench_now_ms ();
  guint n_ready;

  draw = hammer_draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, n_entrants, &options, &error);
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

/* One event's figures: wall and processor time of each command. */
typedef struct
{
  double create_ms, entrants_ms, draw_ms, import_ms;
  double create_cpu_ms, entrants_cpu_ms, draw_cpu_ms, import_cpu_ms;
  double engine_ms;
  guint n_lines;
} EventRun;

/* Creates, fills, draws and plays out a double elimination of @n_entrants
 * in a database of its own under @dir. */
static void
run_event (const char *cli,
           const char *dir,
           guint       n_entrants,
           EventRun   *run)
{
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

  memset (run, 0, sizeof *run);
  for (const char *suffix = ""; suffix != NULL; suffix = *suffix == '\0' ? "-wal" : NULL)
    {
      g_autofree char *path = g_strconcat (db, suffix, NULL);

      g_remove (path);
    }
  for (guint i = 0; i < n_entrants; i++)
    g_string_append_printf (csv, "Player %04u\n", i + 1);
  g_assert_true (g_file_set_contents (csv_path, csv->str, -1, NULL));

  {
    const char *args[] = { cli, "event", "create", "--database", db, "--name", "Benchmark Open",
                           "--rules", "table", "--option", "best_of=3", "--format",
                           "double-elimination", "--boards", "32", "--json", NULL };

    run->create_ms = run_cli (args, &out, &run->create_cpu_ms);
    created = json_from_string (out, NULL);
    event = g_strdup_printf ("%" G_GINT64_FORMAT,
                             json_object_get_int_member (json_node_get_object (created), "id"));
    g_clear_pointer (&out, g_free);
  }
  {
    const char *args[] = { cli, "entrants", "import", "--database", db, "--event", event,
                           csv_path, NULL };

    run->entrants_ms = run_cli (args, &out, &run->entrants_cpu_ms);
    g_clear_pointer (&out, g_free);
  }
  {
    const char *args[] = { cli, "draw", "--database", db, "--event", event, "--seed", "1",
                           "--json", NULL };

    run->draw_ms = run_cli (args, &out, &run->draw_cpu_ms);
    ids = read_match_ids (out);
    g_clear_pointer (&out, g_free);
  }

  /* Not timed as the director's work: the results a day would bring. */
  lines = play_bracket (n_entrants, ids, &run->n_lines, &run->engine_ms);
  g_assert_true (g_file_set_contents (lines_path, lines, -1, NULL));

  {
    const char *args[] = { cli, "results", "import", "--database", db, "--event", event,
                           "--file", lines_path, "--json", NULL };

    run->import_ms = run_cli (args, &out, &run->import_cpu_ms);
    report = json_from_string (out, NULL);
    if (json_object_get_int_member (json_node_get_object (report), "imported") != run->n_lines)
      {
        g_printerr ("results import stored fewer results than it was given:\n%s\n", out);
        exit (1);
      }
  }
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The median of one figure over @n runs, @offset its place in EventRun. */
static double
median_of (const EventRun *runs,
           guint           n,
           gsize           offset)
{
  double values[RUNS];

  g_assert (n <= RUNS);
  for (guint i = 0; i < n; i++)
    values[i] = G_STRUCT_MEMBER (double, &runs[i], offset);
  qsort (values, n, sizeof (double), compare_doubles);
  return values[n / 2];
}

/* Where the peer's packages are, installing them there from npm when they
 * are missing; NULL (and @why) when they cannot be had. */
static char *
peer_modules (char **why)
{
  const char *cache = g_getenv ("HAMMER_BENCH_NPM_CACHE");
  g_autofree char *modules = NULL;
  g_autofree char *marker = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  if (cache == NULL)
    {
      *why = g_strdup ("HAMMER_BENCH_NPM_CACHE is not set (meson sets it)");
      return NULL;
    }
  modules = g_build_filename (cache, "node_modules", NULL);
  marker = g_build_filename (modules, "brackets-memory-db", "package.json", NULL);
  if (!g_file_test (marker, G_FILE_TEST_EXISTS))
    {
      const char *args[] = { "npm", "install", "--no-audit", "--no-fund", "--no-save",
                             "--prefix", cache, PEER_PACKAGES, NULL };

      g_mkdir_with_parents (cache, 0755);
      g_printerr ("events: installing brackets-manager.js into %s\n", cache);
      if (!g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_SEARCH_PATH |
                         G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status, &error) ||
          !g_spawn_check_wait_status (status, &error))
        {
          *why = g_strdup_printf ("npm install failed: %s %s", error->message,
                                  err != NULL ? err : "");
          return NULL;
        }
    }
  return g_steal_pointer (&modules);
}

/* The peer in a node process of its own, one run at a time: each runs
 * when the bench asks, between Hammer's runs, so that both are measured
 * in the same minutes (this machine's speed wanders by a fifth and more);
 * node stays warm across them as in one process. */
typedef struct
{
  GSubprocess *process;
  GDataInputStream *out;
  GOutputStream *in;
} Peer;

static void
peer_clear (Peer *peer)
{
  if (peer->process != NULL)
    {
      g_output_stream_close (peer->in, NULL, NULL);
      g_subprocess_wait (peer->process, NULL, NULL);
    }
  g_clear_object (&peer->out);
  g_clear_object (&peer->process);
}

/* Starts the peer on a bracket of @n_entrants for @runs runs; FALSE (and
 * @why) when it cannot run. */
static gboolean
peer_start (Peer        *peer,
            const char  *modules,
            guint        n_entrants,
            guint        runs,
            char       **why)
{
  const char *script = g_getenv ("HAMMER_BENCH_PEER_SCRIPT");
  g_autofree char *runs_text = g_strdup_printf ("%u", runs);
  g_autofree char *size_text = g_strdup_printf ("%u", n_entrants);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GError) error = NULL;

  if (script == NULL)
    {
      *why = g_strdup ("HAMMER_BENCH_PEER_SCRIPT is not set (meson sets it)");
      return FALSE;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_setenv (launcher, "HAMMER_BENCH_PEER_STEP", "1", TRUE);
  peer->process = g_subprocess_launcher_spawn (launcher, &error, "node", script, modules,
                                               runs_text, size_text, NULL);
  if (peer->process == NULL)
    {
      *why = g_strdup_printf ("node %s failed: %s", script, error->message);
      return FALSE;
    }
  peer->in = g_subprocess_get_stdin_pipe (peer->process);
  peer->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (peer->process));
  return TRUE;
}

/* The line the peer prints next, which must start with @word; FALSE (and
 * @why) when it does not come. */
static gboolean
peer_read (Peer        *peer,
           const char  *word,
           double      *wall_ms,
           double      *cpu_ms,
           char       **why)
{
  g_autofree char *line = g_data_input_stream_read_line (peer->out, NULL, NULL, NULL);
  gsize length = strlen (word);

  if (line == NULL || strncmp (line, word, length) != 0 || line[length] != ' ' ||
      sscanf (line + length, " %*u %lf %lf", wall_ms, cpu_ms) != 2)
    {
      *why = g_strdup_printf ("the peer said “%s”, not “%s …”", line != NULL ? line : "nothing",
                              word);
      return FALSE;
    }
  return TRUE;
}

/* Has the peer run once; its wall and processor time. */
static gboolean
peer_run_once (Peer    *peer,
               double  *wall_ms,
               double  *cpu_ms,
               char   **why)
{
  if (!g_output_stream_write_all (peer->in, "\n", 1, NULL, NULL, NULL) ||
      !g_output_stream_flush (peer->in, NULL, NULL))
    {
      *why = g_strdup ("the peer is gone");
      return FALSE;
    }
  return peer_read (peer, "run", wall_ms, cpu_ms, why);
}

/* Measures Hammer and the peer on a double elimination of @n_entrants and
 * prints both and their ratios. */
static void
measure (const char *cli,
         const char *dir,
         const char *modules,
         const char *no_peer,
         guint       n_entrants,
         guint       runs)
{
  EventRun event_runs[RUNS];
  g_autofree char *why = NULL;
  Peer peer = { NULL, };
  double peer_ms = 0, peer_cpu_ms = 0;
  double drawn_ms, drawn_cpu_ms, import_ms, import_cpu_ms;
  gboolean have_peer;

  /* Hammer, then the peer, run after run. */
  have_peer = modules != NULL && peer_start (&peer, modules, n_entrants, runs, &why);
  for (guint r = 0; r < runs; r++)
    {
      double wall_ms, cpu_ms;

      run_event (cli, dir, n_entrants, &event_runs[r]);
      have_peer = have_peer && peer_run_once (&peer, &wall_ms, &cpu_ms, &why);
    }
  /* The medians of its runs, as it counts them. */
  have_peer = have_peer && peer_read (&peer, "peer", &peer_ms, &peer_cpu_ms, &why);
  peer_clear (&peer);

#define MEDIAN(member) median_of (event_runs, runs, G_STRUCT_OFFSET (EventRun, member))
  import_ms = MEDIAN (import_ms);
  import_cpu_ms = MEDIAN (import_cpu_ms);
  /* The draw and the import are the work the peer does too; creating the
   * event and adding the entrants it does in its create. */
  {
    double drawn[RUNS], drawn_cpu[RUNS], whole[RUNS], whole_cpu[RUNS];

    for (guint r = 0; r < runs; r++)
      {
        const EventRun *e = &event_runs[r];

        drawn[r] = e->draw_ms + e->import_ms;
        drawn_cpu[r] = e->draw_cpu_ms + e->import_cpu_ms;
        whole[r] = drawn[r] + e->create_ms + e->entrants_ms;
        whole_cpu[r] = drawn_cpu[r] + e->create_cpu_ms + e->entrants_cpu_ms;
      }
    qsort (drawn, runs, sizeof (double), compare_doubles);
    qsort (drawn_cpu, runs, sizeof (double), compare_doubles);
    qsort (whole, runs, sizeof (double), compare_doubles);
    qsort (whole_cpu, runs, sizeof (double), compare_doubles);
    drawn_ms = drawn[runs / 2];
    drawn_cpu_ms = drawn_cpu[runs / 2];

    printf ("events: double elimination of %u entrants, best of %d table games, %u results; "
            "medians of %u runs\n", n_entrants, BEST_OF, event_runs[0].n_lines, runs);
    printf ("events:   played out in memory by the bench (Hammer's draw engine): %.1f ms\n",
            MEDIAN (engine_ms));
    printf ("events:   hammer-cli event create %.1f ms + entrants import %.1f ms + draw %.1f ms "
            "+ results import %.1f ms = %.1f ms wall, %.1f ms processor, whole processes\n",
            MEDIAN (create_ms), MEDIAN (entrants_ms), MEDIAN (draw_ms), import_ms,
            whole[runs / 2], whole_cpu[runs / 2]);
  }
  /* On a busy machine the wall time is mostly waiting for a processor;
   * the processor time is what each process costs. */
  printf ("events:   processor time of each: event create %.1f ms, entrants import %.1f ms, "
          "draw %.1f ms, results import %.1f ms\n", MEDIAN (create_cpu_ms),
          MEDIAN (entrants_cpu_ms), MEDIAN (draw_cpu_ms), import_cpu_ms);
  printf ("events:   results import, one transaction (WAL, synchronous=FULL): %.1f ms wall "
          "(%.1f us per result), %.1f ms processor\n", import_ms,
          import_ms * 1000 / event_runs[0].n_lines, import_cpu_ms);
  printf ("events:   drawn and all results imported durably: %.1f ms wall, %.1f ms processor\n",
          drawn_ms, drawn_cpu_ms);
#undef MEDIAN
  if (!have_peer)
    {
      printf ("events:   peer: brackets-manager.js not measured: %s\n",
              why != NULL ? why : no_peer);
      return;
    }
  printf ("events:   peer: brackets-manager.js 1.11.1, created and played out in memory: "
          "%.1f ms wall, %.1f ms processor\n", peer_ms, peer_cpu_ms);
  printf ("events:   drawn and imported durably against the peer (its time over Hammer's): "
          "%.1f× by wall time, %.1f× by processor time (goal ≥ 10×)\n", peer_ms / drawn_ms,
          peer_cpu_ms / drawn_cpu_ms);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-XXXXXX", &error);
  g_autofree char *why = NULL;
  g_autofree char *modules = NULL;
  const char *cli = g_getenv ("HAMMER_CLI");

  g_assert_no_error (error);
  if (cli == NULL)
    cli = argc > 1 ? argv[1] : "hammer-cli";
  modules = peer_modules (&why);

  /* The figures mean little without how busy the machine was. */
  {
    g_autofree char *load = NULL;

    if (g_file_get_contents ("/proc/loadavg", &load, NULL, NULL))
      printf ("events: load average (1, 5, 15 min, /proc/loadavg): %s", load);
  }
  measure (cli, dir, modules, why, 1024, RUNS);
  /* The peer takes some 5 s of processor time a run at this size: one run. */
  measure (cli, dir, modules, why, 4096, 1);

  /* HAMMER_BENCH_KEEP keeps the last run's files, to profile its commands. */
  if (g_getenv ("HAMMER_BENCH_KEEP") != NULL)
    printf ("events: files kept in %s\n", dir);
  else
    bench_remove_dir (dir);
  return 0;
}
