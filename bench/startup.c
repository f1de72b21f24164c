/* startup.c — how long Hammer takes to show its window, and how much memory
 * it holds then, beside an empty libadwaita window (bench-empty-window).
 *
 * Two club databases are built first with the project's own tool,
 * hammer-cli: a federation's, 25,000 players in 120 clubs, and a club's
 * 200 players, each with the same 200 events of about 14,000 matches
 * (round robins played out, double eliminations drawn), so that the two
 * differ in the roster alone. Each program is then started several times
 * in turn under one X server (its own Xvfb when DISPLAY is not set). The
 * program reports (HAMMER_REPORT_FIRST_FRAME), on the monotonic clock all
 * processes share, when its window is mapped and when it has painted its
 * first frame, with its processor time then; both wall times run from the
 * spawn. Resident memory is read 2 s after that frame, and whether the SVG
 * renderer (librsvg) is loaded then.
 *
 * Prints the medians of HAMMER_STARTUP_RUNS starts of each (9 unless
 * told), with the lowest and highest, and the ratios of the medians to the
 * reference's, with the lowest and highest ratio of two starts made one
 * after the other; asserts nothing about time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#define N_PLAYERS       25000
#define N_CLUB_PLAYERS  200
#define N_CLUBS         120
#define N_EVENTS  200
/* Starts of each program, in turn: HAMMER_STARTUP_RUNS, or this many. An
 * odd number has a middle run. */
#define DEFAULT_RUNS 9
#define MAX_RUNS     99
/* Round robins of 13 (78 matches) and double eliminations of 32 (62). */
#define ROUND_ROBIN_SIZE 13
#define KNOCKOUT_SIZE    32

static const char *cli;

static const char *const first_names[] = {
  "Anna", "Bram", "Cor", "Dirk", "Eva", "Fenna", "Gerrit", "Hanna", "Ids", "Jan", "Kees",
  "Lotte", "Marit", "Nora", "Otto", "Pieter", "Quinten", "Roos", "Sjoerd", "Tjitske", "Ulbe",
  "Vera", "Wim", "Xander", "Yvonne", "Zeger", "Alan", "Brenda", "Carol", "Doug", "Ellen",
  "Frank", "Gord", "Hazel", "Ian", "Joan", "Keith", "Linda", "Margaret", "Neil", "Olive",
  "Paul", "Rita", "Susan", "Trevor", "Una", "Victor", "Wayne", "Yolanda", "Zoe",
};

static const char *const last_names[] = {
  "de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot",
  "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker", "Brouwer", "de Wit", "Dijkstra",
  "Smits", "de Graaf", "van der Meer", "van der Linden", "Kok", "Jacobs", "de Haan", "Vermeulen",
  "van den Berg", "van der Heijden", "Hoekstra", "Postma", "Wijnstra", "Zijlstra", "Kuipers",
  "Bosma", "Hoekman", "Fraser", "MacLeod", "Nakamura", "Henderson", "Whitcombe", "Blake",
  "Pryce", "Thornton", "Kowalski", "Petrovic", "Tremblay", "Marsh", "Pritchard", "Danby",
  "Fairbrother",
};

/* The players of the database being built. */
static guint n_players;

static char *
player_name (guint i)
{
  guint n_first = G_N_ELEMENTS (first_names), n_last = G_N_ELEMENTS (last_names);

  return g_strdup_printf ("%s %s %u", first_names[i % n_first], last_names[(i / n_first) % n_last],
                          i / (n_first * n_last) + 1);
}

static gint64
create_event (const char *database,
              guint       e,
              const char *format)
{
  g_autofree char *name = g_strdup_printf ("Toernooi %u", e + 1);
  const char *args[] = { "--json", "event", "create", "--name", name, "--rules", "table",
                         "--option", "best_of=1", "--format", format, NULL };
  g_autofree char *out = bench_run_cli (cli, database, args);
  g_autoptr(JsonNode) node = json_from_string (out, NULL);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    g_error ("event create printed %s", out);
  return json_object_get_int_member (json_node_get_object (node), "id");
}

/* Plays out every match that is ready: one game to 15, won by the first
 * side in ends of three. */
static void
play_ready_matches (const char *database,
                    const char *event,
                    const char *results_path)
{
  const char *list_args[] = { "--json", "matches", "--event", event, NULL };
  const char *import_args[] = { "results", "import", "--event", event, "--file", results_path,
                                NULL };
  g_autofree char *out = bench_run_cli (cli, database, list_args);
  g_autoptr(JsonNode) node = json_from_string (out, NULL);
  g_autoptr(GString) lines = g_string_new (NULL);
  JsonArray *matches = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0 ||
          json_object_get_boolean_member_with_default (match, "bye", FALSE))
        continue;
      g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\": ["
                              "{\"points\": [3, 0]}, {\"points\": [3, 0]}, {\"points\": [3, 0]},"
                              " {\"points\": [3, 0]}, {\"points\": [3, 0]}]}]}\n",
                              json_object_get_int_member (match, "id"));
    }
  if (lines->len == 0)
    return;
  bench_write_file (results_path, lines);
  g_free (bench_run_cli (cli, database, import_args));
}

/* Builds @database of @players players in @dir, with the events. */
static void
build_database (const char *database,
                const char *dir,
                guint       players)
{
  g_autofree char *csv_path = g_build_filename (dir, "players.csv", NULL);
  g_autofree char *results_path = g_build_filename (dir, "results.jsonl", NULL);
  g_autoptr(GString) csv = g_string_new ("Name;Club\n");
  double start = bench_now_ms ();

  n_players = players;
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = player_name (i);

      g_string_append_printf (csv, "%s;Club %u\n", name, i % N_CLUBS + 1);
    }
  bench_write_file (csv_path, csv);
  {
    const char *args[] = { "players", "import", csv_path, NULL };

    g_free (bench_run_cli (cli, database, args));
  }

  for (guint e = 0; e < N_EVENTS; e++)
    {
      gboolean round_robin = e % 2 == 0;
      guint size = round_robin ? ROUND_ROBIN_SIZE : KNOCKOUT_SIZE;
      gint64 id = create_event (database, e,
                                round_robin ? "round-robin" : "double-elimination");
      g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, id);
      g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (args, g_strdup ("entrants"));
      g_ptr_array_add (args, g_strdup ("add"));
      g_ptr_array_add (args, g_strdup ("--event"));
      g_ptr_array_add (args, g_strdup (event));
      for (guint p = 0; p < size; p++)
        g_ptr_array_add (args, player_name ((e * 97 + p * 389) % n_players));
      g_ptr_array_add (args, NULL);
      g_free (bench_run_cli (cli, database, (const char * const *) args->pdata));
      {
        const char *draw_args[] = { "draw", "--event", event, "--seed", "7", NULL };

        g_free (bench_run_cli (cli, database, draw_args));
      }
      /* The round robins are over; the knockouts have played their first round. */
      play_ready_matches (database, event, results_path);
    }
  g_printerr ("startup: built the database of %u players in %.1f s\n", n_players,
              (bench_now_ms () - start) / 1000.0);
}

static guint n_runs = DEFAULT_RUNS;

typedef struct
{
  double mapped_ms[MAX_RUNS];
  double ms[MAX_RUNS];
  double cpu_ms[MAX_RUNS];
  double mib[MAX_RUNS];
  /* Starts that had the SVG renderer loaded when memory was read. */
  guint svg_starts;
} Runs;

/* Whether process @pid has librsvg mapped: GTK loads it for an icon found as
 * SVG alone, 7 MiB with libxml2. */
static gboolean
has_svg_renderer (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/maps", (int) pid);
  g_autofree char *maps = NULL;

  return g_file_get_contents (path, &maps, NULL, NULL) && strstr (maps, "/librsvg") != NULL;
}

/* Starts @argv, waits for its window mapped and its first frame, reads its
 * memory 2 s later, and whether it has loaded the SVG renderer then (counted
 * in @svg_starts), and ends it. */
static void
measure_once (const char * const *argv,
              double             *mapped_ms,
              double             *ms,
              double             *cpu_ms,
              double             *mib,
              guint              *svg_starts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  double spawned = bench_now_ms ();
  GPid pid;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  if (process == NULL)
    g_error ("%s: %s", argv[0], error->message);
  pid = (GPid) g_ascii_strtoll (g_subprocess_get_identifier (process), NULL, 10);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  for (;;)
    {
      g_autofree char *line = g_data_input_stream_read_line (out, NULL, NULL, &error);

      if (line == NULL)
        g_error ("%s ended without a first frame", argv[0]);
      if (g_str_has_prefix (line, "mapped "))
        *mapped_ms = g_ascii_strtoll (line + strlen ("mapped "), NULL, 10) / 1000.0 - spawned;
      else if (g_str_has_prefix (line, "first-frame "))
        {
          char *cpu = NULL;

          *ms = g_ascii_strtoll (line + strlen ("first-frame "), &cpu, 10) / 1000.0 - spawned;
          *cpu_ms = g_ascii_strtod (cpu, NULL) / 1000.0;
          break;
        }
    }
  g_usleep (2 * G_USEC_PER_SEC);
  *mib = bench_resident_mib (pid);
  if (has_svg_renderer (pid))
    (*svg_starts)++;
  g_subprocess_send_signal (process, SIGTERM);
  g_subprocess_wait (process, NULL, NULL);
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (const double *values)
{
  double sorted[MAX_RUNS];

  memcpy (sorted, values, n_runs * sizeof (double));
  qsort (sorted, n_runs, sizeof (double), compare_doubles);
  return sorted[n_runs / 2];
}

static double
lowest (const double *values)
{
  double low = values[0];

  for (guint i = 1; i < n_runs; i++)
    low = MIN (low, values[i]);
  return low;
}

static double
highest (const double *values)
{
  double high = values[0];

  for (guint i = 1; i < n_runs; i++)
    high = MAX (high, values[i]);
  return high;
}

/* The ratio of @runs's median to @reference's, and the lowest and highest
 * ratio of two starts made one after the other: how far one start in turn
 * may stray from the median. */
static void
print_ratio (const char   *what,
             const double *runs,
             const double *reference,
             const char   *goal)
{
  double ratios[MAX_RUNS];

  for (guint i = 0; i < n_runs; i++)
    ratios[i] = runs[i] / reference[i];
  printf ("startup:     %-15s %.2f× (starts in turn %.2f–%.2f×)%s%s\n", what,
          median (runs) / median (reference), lowest (ratios), highest (ratios),
          goal != NULL ? ", goal " : "", goal != NULL ? goal : "");
}

/* Prints one program's medians and spreads, and its ratios to
 * @reference's unless it is the reference. */
static void
print_runs (const char *what,
            const Runs *runs,
            const Runs *reference,
            const char *cpu_goal,
            const char *memory_goal)
{
  printf ("startup: %-34s mapped %5.0f ms, first frame %5.0f ms (%.0f–%.0f), processor %4.0f ms "
          "(%.0f–%.0f), %5.1f MiB (%.1f–%.1f)\n", what, median (runs->mapped_ms),
          median (runs->ms), lowest (runs->ms), highest (runs->ms), median (runs->cpu_ms),
          lowest (runs->cpu_ms), highest (runs->cpu_ms), median (runs->mib), lowest (runs->mib),
          highest (runs->mib));
  printf ("startup:     SVG renderer (librsvg) loaded in %u of %u starts\n", runs->svg_starts,
          n_runs);
  if (reference == NULL)
    return;
  print_ratio ("first frame", runs->ms, reference->ms, NULL);
  print_ratio ("processor", runs->cpu_ms, reference->cpu_ms, cpu_goal);
  print_ratio ("memory", runs->mib, reference->mib, memory_goal);
}

int
main (int    argc,
      char **argv)
{
  const char *app = g_getenv ("HAMMER_APP");
  const char *reference = g_getenv ("HAMMER_EMPTY_WINDOW");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL, *big = NULL, *club = NULL, *empty = NULL;
  g_autofree char *load = NULL;
  g_autofree char *big_label = g_strdup_printf ("Hammer, %u players, %u events", N_PLAYERS,
                                                N_EVENTS);
  g_autofree char *club_label = g_strdup_printf ("Hammer, %u players, %u events", N_CLUB_PLAYERS,
                                                 N_EVENTS);
  Runs reference_runs = { 0 }, empty_runs = { 0 }, club_runs = { 0 }, big_runs = { 0 };
  const char *runs_text = g_getenv ("HAMMER_STARTUP_RUNS");
  GPid xvfb = 0;

  cli = g_getenv ("HAMMER_CLI");
  if (cli == NULL || app == NULL || reference == NULL)
    g_error ("HAMMER_CLI, HAMMER_APP and HAMMER_EMPTY_WINDOW must be set (meson sets them)");
  if (runs_text != NULL)
    n_runs = (guint) g_ascii_strtoull (runs_text, NULL, 10);
  if (n_runs < 1 || n_runs > MAX_RUNS)
    g_error ("HAMMER_STARTUP_RUNS: from 1 to %d starts, not “%s”", MAX_RUNS, runs_text);
  if (!(dir = g_dir_make_tmp ("hammer-bench-startup-XXXXXX", &error)))
    g_error ("%s", error->message);
  /* Databases built before can be given, to measure again without building
   * them again; they are built there when missing. */
  big = argc > 1 ? g_strdup (argv[1]) : g_build_filename (dir, "federation.db", NULL);
  club = argc > 2 ? g_strdup (argv[2]) : g_build_filename (dir, "club.db", NULL);
  empty = g_build_filename (dir, "empty.db", NULL);
  if (!g_file_test (big, G_FILE_TEST_EXISTS))
    build_database (big, dir, N_PLAYERS);
  if (!g_file_test (club, G_FILE_TEST_EXISTS))
    build_database (club, dir, N_CLUB_PLAYERS);

  if (g_getenv ("DISPLAY") == NULL)
    xvfb = bench_start_xvfb ("1280x800x24");
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("HAMMER_REPORT_FIRST_FRAME", "1", TRUE);

  for (guint run = 0; run < n_runs; run++)
    {
      const char *reference_argv[] = { reference, NULL };
      const char *empty_argv[] = { app, "--database", empty, NULL };
      const char *club_argv[] = { app, "--database", club, NULL };
      const char *big_argv[] = { app, "--database", big, NULL };

      /* In turn, so that whatever else the machine does falls on all four. */
      measure_once (reference_argv, &reference_runs.mapped_ms[run], &reference_runs.ms[run],
                    &reference_runs.cpu_ms[run], &reference_runs.mib[run],
                    &reference_runs.svg_starts);
      measure_once (empty_argv, &empty_runs.mapped_ms[run], &empty_runs.ms[run],
                    &empty_runs.cpu_ms[run], &empty_runs.mib[run], &empty_runs.svg_starts);
      measure_once (club_argv, &club_runs.mapped_ms[run], &club_runs.ms[run],
                    &club_runs.cpu_ms[run], &club_runs.mib[run], &club_runs.svg_starts);
      measure_once (big_argv, &big_runs.mapped_ms[run], &big_runs.ms[run],
                    &big_runs.cpu_ms[run], &big_runs.mib[run], &big_runs.svg_starts);
    }

  if (g_file_get_contents ("/proc/loadavg", &load, NULL, NULL))
    printf ("startup: load average (1, 5, 15 min, /proc/loadavg): %s", load);
  printf ("startup: %u runs each, medians (lowest–highest); wall times from the spawn, "
          "processor time of the process to its first frame, resident memory 2 s after it\n",
          n_runs);
  print_runs ("empty libadwaita window", &reference_runs, NULL, NULL, NULL);
  print_runs ("Hammer, empty database", &empty_runs, &reference_runs, NULL, NULL);
  print_runs (club_label, &club_runs, &reference_runs, "≤ 1.2×", "≤ 1.3×");
  print_runs (big_label, &big_runs, &reference_runs, "≤ 1.2×", "≤ 1.3×");
  /* A roster that is not all in memory costs the same at any size. */
  printf ("startup: %u players against %u:\n", N_PLAYERS, N_CLUB_PLAYERS);
  print_ratio ("first frame", big_runs.ms, club_runs.ms, NULL);
  print_ratio ("processor", big_runs.cpu_ms, club_runs.cpu_ms, "within 10 %");
  print_ratio ("memory", big_runs.mib, club_runs.mib, "within 10 %");

  if (xvfb != 0)
    kill (xvfb, SIGTERM);
  bench_remove_dir (dir);
  return 0;
}
