/* bench/day.c — how fast the day's queue calls the next matches
 *
 * A 300-player day with five events on 40 boards and a rest of 10 minutes:
 * knockouts of 128, 96 and 64, a Swiss of 48 in 5 rounds and a round robin
 * of 24, the players shared among them (seeded, so every run plays the
 * same day). The day is played to its end: after each result the desk calls
 * the next matches (hammer_days_call_next_matches(), as Call Next Match
 * does), and every call is timed, its write to the file included. Prints
 * the median and the worst call over the whole day, against the goal of
 * 50 ms, and the machine's load average: the worst call is mostly the
 * commit's sync, which a busy disk stretches. After every call, the
 * hall server's reading of the day (its document, `serve --day`) is timed
 * on a connection of its own, as the server reads it (the day's models
 * kept between readings) and read afresh, in turn. No timing is asserted:
 * machines differ. Beside each call's time its thread's time on a core
 * is counted, which a busy machine stretches far less.
 *
 * bench-day [--calls N]: the day stops after N calls (its first N, the
 * same every run): for `valgrind --tool=callgrind
 * --toggle-collect=hammer_days_call_next_matches`, whose count of
 * instructions per call is the figure to compare between two builds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"
#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "hammer-now.h"

#include <time.h>

#define N_PLAYERS 300
#define N_BOARDS  40

static const char *wins[2] = {
  "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]},"
  " {\"points\": [4, 0]}]}, {\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]},"
  " {\"points\": [4, 0]}, {\"points\": [4, 0]}]}]}",
  "{\"games\": [{\"ends\": [{\"points\": [0, 4]}, {\"points\": [0, 4]}, {\"points\": [0, 4]},"
  " {\"points\": [0, 4]}]}, {\"ends\": [{\"points\": [0, 4]}, {\"points\": [0, 4]},"
  " {\"points\": [0, 4]}, {\"points\": [0, 4]}]}]}",
};

static GDateTime *clock_now;

static GDateTime *
bench_clock (gpointer user_data)
{
  return g_date_time_ref (clock_now);
}

/* This thread's time on a core, in milliseconds. */
static double
thread_cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The load average beside the figures: on a shared machine it explains a
 * worst call. */
static void
print_load (void)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    return;
  fields = g_strsplit (text, " ", 4);
  if (g_strv_length (fields) >= 3)
    g_print ("load average: %s %s %s (%u processors)\n", fields[0], fields[1], fields[2],
             g_get_num_processors ());
}

static gint64
add_event (HammerStore  *store,
           GRand        *rand,
           gint64        day_id,
           HammerFormat  format,
           guint         rounds,
           guint         n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) ids = NULL;
  guint order[N_PLAYERS];
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Event";
  spec.rules = "table";
  spec.format = format;
  spec.rounds = rounds;
  spec.day_id = day_id;
  if (!(event_id = hammer_events_create (store, &spec, &error)))
    g_error ("%s", error->message);
  for (guint p = 0; p < N_PLAYERS; p++)
    order[p] = p;
  for (guint p = 0; p < n; p++)
    {
      guint k = g_rand_int_range (rand, p, N_PLAYERS), t = order[p];

      order[p] = order[k];
      order[k] = t;
      g_ptr_array_add (names, g_strdup_printf ("Player %03u", order[p] + 1));
    }
  g_ptr_array_add (names, NULL);
  if (!(ids = hammer_events_add_entrants (store, event_id, (const char * const *) names->pdata,
                                          &error)) ||
      !hammer_events_draw (store, event_id, TRUE, 7, &error))
    g_error ("%s", error->message);
  return event_id;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-day-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) kept_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) fresh_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(HammerStore) hall = NULL;
  guint max_calls = G_MAXUINT;
  HammerDaySpec spec = { "Open", "2026-12-05", "Hal", N_BOARDS, NULL, 10 };
  guint n_called = 0, n_results = 0;
  gint64 day_id;

  if (argc == 3 && g_str_equal (argv[1], "--calls"))
    max_calls = (guint) g_ascii_strtoull (argv[2], NULL, 10);
  else if (argc != 1)
    g_error ("bench-day [--calls N]");
  if (dir == NULL)
    g_error ("%s", error->message);
  path = g_build_filename (dir, "hammer.db", NULL);
  clock_now = g_date_time_new_utc (2026, 12, 5, 9, 0, 0);
  hammer_now_set_func (bench_clock, NULL);
  if (!(store = hammer_store_open (path, &error)) ||
      !(day_id = hammer_days_create (store, &spec, &error)))
    g_error ("%s", error->message);
  add_event (store, rand, day_id, HAMMER_FORMAT_SINGLE_ELIMINATION, 0, 128);
  add_event (store, rand, day_id, HAMMER_FORMAT_SINGLE_ELIMINATION, 0, 96);
  add_event (store, rand, day_id, HAMMER_FORMAT_SINGLE_ELIMINATION, 0, 64);
  add_event (store, rand, day_id, HAMMER_FORMAT_SWISS, 5, 48);
  add_event (store, rand, day_id, HAMMER_FORMAT_ROUND_ROBIN, 0, 24);
  if (!(hall = hammer_store_open (path, &error)))
    g_error ("%s", error->message);

  for (;;)
    {
      g_autoptr(JsonNode) boards = NULL;
      g_autoptr(GPtrArray) busy = g_ptr_array_new ();
      HammerDayCall call;
      JsonArray *list;
      double start = bench_now_ms (), cpu_start = thread_cpu_ms ();

      if (times->len == max_calls)
        break;
      if (!hammer_days_call_next_matches (store, day_id, FALSE, &call, &error))
        g_error ("%s", error->message);
      g_array_append_val (times, (double) { bench_now_ms () - start });
      g_array_append_val (cpu_times, (double) { thread_cpu_ms () - cpu_start });
      n_called += call.n_called;
      /* Which goes first takes turns: the second finds SQLite's pages read. */
      for (guint turn = 0; turn < 2; turn++)
        {
          gboolean kept = (turn + times->len) % 2 == 0;
          g_autoptr(HammerDayState) state = NULL;

          start = bench_now_ms ();
          state = kept ? hammer_days_get_state_cached (hall, day_id, G_MAXUINT, &error)
                       : hammer_days_get_state (hall, day_id, &error);
          if (state == NULL)
            g_error ("%s", error->message);
          g_array_append_val (kept ? kept_times : fresh_times,
                              (double) { bench_now_ms () - start });
        }

      if (!(boards = hammer_days_get_boards_json (store, day_id, &error)))
        g_error ("%s", error->message);
      list = json_object_get_array_member (json_node_get_object (boards), "boards");
      for (guint b = 0; b < json_array_get_length (list); b++)
        if (!json_object_get_null_member (json_array_get_object_element (list, b), "match"))
          g_ptr_array_add (busy, json_array_get_object_element (list, b));
      if (busy->len == 0 &&
          json_array_get_length (json_object_get_array_member (json_node_get_object (boards),
                                                               "matches")) == 0)
        break;
      if (busy->len > 0)
        {
          JsonObject *board = busy->pdata[g_rand_int_range (rand, 0, busy->len)];
          g_autoptr(JsonNode) input = json_from_string (wins[g_rand_int_range (rand, 0, 2)], NULL);
          gint64 event_id = json_object_get_int_member (board, "event");
          gint64 match_id = json_object_get_int_member (board, "match");
          g_autoptr(JsonNode) state = hammer_events_record_result (store, event_id, match_id,
                                                                   input, FALSE, &error);

          if (state == NULL)
            g_error ("%s", error->message);
          n_results++;
        }
      {
        GDateTime *later = g_date_time_add_minutes (clock_now, 1);

        g_date_time_unref (clock_now);
        clock_now = later;
      }
    }

  g_array_sort (times, compare_doubles);
  g_print ("day: %u players, 5 events, %u boards; %u results, %u matches called in %u calls\n",
           N_PLAYERS, N_BOARDS, n_results, n_called, times->len);
  g_print ("call next match: median %.1f ms, max %.1f ms (goal: under 50 ms)\n",
           g_array_index (times, double, times->len / 2),
           g_array_index (times, double, times->len - 1));
  g_array_sort (cpu_times, compare_doubles);
  g_print ("its time on a core: median %.2f ms, p99 %.2f ms, max %.2f ms\n",
           g_array_index (cpu_times, double, cpu_times->len / 2),
           g_array_index (cpu_times, double, cpu_times->len * 99 / 100),
           g_array_index (cpu_times, double, cpu_times->len - 1));
  g_array_sort (kept_times, compare_doubles);
  g_array_sort (fresh_times, compare_doubles);
  g_print ("the hall server's reading of the day: median %.1f ms, p99 %.1f ms with its models "
           "kept; read afresh, median %.1f ms, p99 %.1f ms\n",
           g_array_index (kept_times, double, kept_times->len / 2),
           g_array_index (kept_times, double, kept_times->len * 99 / 100),
           g_array_index (fresh_times, double, fresh_times->len / 2),
           g_array_index (fresh_times, double, fresh_times->len * 99 / 100));
  print_load ();
  g_clear_object (&hall);
  g_clear_object (&store);
  hammer_now_set_func (NULL, NULL);
  g_date_time_unref (clock_now);
  bench_remove_dir (dir);
  return 0;
}
