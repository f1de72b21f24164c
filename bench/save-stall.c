/* save-stall.c — how long the window stops while a score is saved
 *
 * Two events are built with hammer-cli, as in event-views: a sjoelbak
 * series of 500 players, half of whose cards are in, and a double
 * elimination of 1024 entrants with its first two rounds played. The
 * app's own window is opened in this process (under its own Xvfb when
 * DISPLAY is not set), on the series' ranking and on the knockout's
 * matches. A score is typed into the real score dialog and saved with its
 * Save action, a few times for each event; meanwhile a source on the main
 * context ticks every millisecond, and the longest gap between two ticks
 * is the main thread's longest stall: from Save until the dialog is gone,
 * the change shown and a few frames painted after. On a loaded machine a
 * stall is also time the thread waited for a processor: the processor time
 * the main thread spent within the gap ("busy") is the app's own part, and
 * the same figures with no save at all show the machine's.
 *
 * Prints its figures; asserts nothing about time. A frame lasts 16 ms at
 * 60 Hz: a stall longer than that is a frame the window did not paint.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"

#include <adwaita.h>
#include <json-glib/json-glib.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>

#include "hammer-core.h"
#include "hammer-score-dialog.h"
#include "hammer-window.h"
#include "ui-test-common.h"

#define N_KNOCKOUT   1024
#define N_SERIES     500
#define SERIES_GAMES 5
#define N_SAVES      5

static const char *cli;

/* Runs the main loop until @done holds (or 60 s pass: a bench never hangs). */
#define WAIT_FOR(done)                                                      \
  G_STMT_START {                                                            \
    gboolean timed_out_ = FALSE;                                            \
    guint source_ = g_timeout_add_seconds (60, ui_timeout_cb, &timed_out_); \
    while (!(done) && !timed_out_)                                          \
      g_main_context_iteration (NULL, TRUE);                                \
    if (!timed_out_)                                                        \
      g_source_remove (source_);                                            \
    else                                                                    \
      g_error ("timed out waiting for %s", #done);                          \
  } G_STMT_END

/* Building the events */

static JsonNode *
run_cli_json (const char         *database,
              const char * const *args)
{
  g_autofree char *out = bench_run_cli (cli, database, args);
  JsonNode *node = json_from_string (out, NULL);

  if (node == NULL)
    g_error ("hammer-cli %s printed %s", args[0], out);
  return node;
}

/* Creates an event, enters @n new players and draws it; its id. */
static gint64
make_event (const char *database,
            const char *name,
            const char *rules,
            const char *option,
            const char *format,
            guint       n)
{
  const char *create[] = { "--json", "event", "create", "--name", name, "--rules", rules,
                           "--option", option, "--format", format, NULL };
  g_autoptr(JsonNode) created = run_cli_json (database, create);
  gint64 id = json_object_get_int_member (json_node_get_object (created), "id");
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  const char *draw[] = { "draw", "--event", event, "--seed", "7", NULL };

  g_ptr_array_add (args, g_strdup ("entrants"));
  g_ptr_array_add (args, g_strdup ("add"));
  g_ptr_array_add (args, g_strdup ("--event"));
  g_ptr_array_add (args, g_strdup (event));
  for (guint p = 0; p < n; p++)
    g_ptr_array_add (args, g_strdup_printf ("%s Speler %04u", name, p + 1));
  g_ptr_array_add (args, NULL);
  g_free (bench_run_cli (cli, database, (const char * const *) args->pdata));
  g_free (bench_run_cli (cli, database, draw));
  return id;
}

/* The matches of @event that are ready to be played (byes left out); with
 * @results, their lines are written there as won by the first side (with
 * @series, the first @limit cards get five games). */
static GArray *
ready_matches (const char *database,
               gint64      event_id,
               GString    *results,
               gboolean    series,
               guint       limit)
{
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  const char *list[] = { "--json", "matches", "--event", event, NULL };
  g_autoptr(JsonNode) node = run_cli_json (database, list);
  JsonArray *matches = json_node_get_array (node);
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      gint64 id = json_object_get_int_member (match, "id");

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0 ||
          json_object_get_boolean_member_with_default (match, "bye", FALSE))
        continue;
      g_array_append_val (ids, id);
      if (results == NULL || ids->len > limit)
        continue;
      if (!series)
        g_string_append_printf (results, "{\"match\": %" G_GINT64_FORMAT ", \"games\": [{"
                                "\"ends\": [{\"points\": [8, 0]}, {\"points\": [7, 0]}]}]}\n",
                                id);
      else
        {
          g_string_append_printf (results, "{\"match\": %" G_GINT64_FORMAT ", \"games\": [", id);
          for (guint g = 0; g < SERIES_GAMES; g++)
            g_string_append_printf (results, "%s{\"ends\": [{\"points\": [%u]}]}",
                                    g > 0 ? ", " : "", 60 + (i * 7 + g * 13) % 80);
          g_string_append (results, "]}\n");
        }
    }
  return ids;
}

/* Plays the ready matches of @event_id (the first @limit of them). */
static void
play_ready (const char *database,
            const char *results_path,
            gint64      event_id,
            gboolean    series,
            guint       limit)
{
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(GArray) ids = ready_matches (database, event_id, lines, series, limit);
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  const char *import[] = { "results", "import", "--event", event, "--file", results_path, NULL };

  if (lines->len == 0)
    return;
  bench_write_file (results_path, lines);
  g_free (bench_run_cli (cli, database, import));
}

/* Measuring */

/* Ticks every millisecond on the main context and keeps the longest gap. */
typedef struct
{
  double last;
  double longest;
  double last_cpu;
  double longest_cpu;
  guint ticks;
} Stall;

/* The processor time of the calling thread, in milliseconds: on a loaded
 * machine a gap between ticks is also the time the thread waited for a
 * processor, which no change to the app makes shorter. */
static double
thread_cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

/* How long the store's listeners (the window and its views) take over a
 * change: from "changed" (this handler connected before them) to the end
 * of "changes" (connected after them). */
typedef struct
{
  double started;
  double started_cpu;
  double longest;
  double longest_cpu;
} Notices;

static Notices notices;

static double thread_cpu_ms (void);

static void
changed_first_cb (HammerStore *store)
{
  notices.started = bench_now_ms ();
  notices.started_cpu = thread_cpu_ms ();
}

static void
changes_last_cb (HammerStore *store)
{
  notices.longest = MAX (notices.longest, bench_now_ms () - notices.started);
  notices.longest_cpu = MAX (notices.longest_cpu, thread_cpu_ms () - notices.started_cpu);
}

static gboolean
tick_cb (gpointer data)
{
  Stall *stall = data;
  double now = bench_now_ms ();
  double cpu = thread_cpu_ms ();

  if (stall->ticks > 0)
    {
      stall->longest = MAX (stall->longest, now - stall->last);
      stall->longest_cpu = MAX (stall->longest_cpu, cpu - stall->last_cpu);
    }
  stall->last = now;
  stall->last_cpu = cpu;
  stall->ticks++;
  return G_SOURCE_CONTINUE;
}

static GtkWindow *
find_dialog (void)
{
  return ui_find_toplevel (HAMMER_TYPE_SCORE_DIALOG);
}

/* Types a score into the dialog of @match_id and saves it; returns the
 * longest stall from Save to a while after the dialog is gone. */
static double
save_score (HammerWindow *window,
            HammerStore  *store,
            gint64        event_id,
            gint64        match_id,
            const char   *keys,
            double       *took,
            double       *busy)
{
  GtkWidget *dialog = hammer_score_dialog_new (GTK_WINDOW (window), store, event_id, match_id);
  Stall stall = { 0 };
  guint source;
  double start, end;

  gtk_window_present (GTK_WINDOW (dialog));
  WAIT_FOR (gtk_widget_get_mapped (dialog));
  ui_type_keys (GTK_WINDOW (dialog), keys);
  ui_wait_ms (100);

  notices.longest = 0;
  notices.longest_cpu = 0;
  source = g_timeout_add_full (G_PRIORITY_DEFAULT, 1, tick_cb, &stall, NULL);
  /* A tick first, so that the stall of Save counts from a tick. */
  WAIT_FOR (stall.ticks > 0);
  start = bench_now_ms ();
  gtk_widget_activate_action (dialog, "score.save", NULL);
  WAIT_FOR (find_dialog () == NULL && !ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  end = bench_now_ms ();
  /* What the views do after, and a few frames. */
  ui_wait_ms (300);
  g_source_remove (source);
  *took = end - start;
  *busy = stall.longest_cpu;
  return stall.longest;
}

/* The same stall with the window left alone for a second, and across a
 * score dialog closed without saving: what the window costs without a
 * save (its frames, the dialog's going). */
static void
measure_baseline (HammerWindow *window,
                  HammerStore  *store,
                  const char   *label,
                  gint64        event_id,
                  gint64        match_id)
{
  GtkWidget *dialog;
  Stall idle = { 0 }, cancel = { 0 };
  guint source;

  source = g_timeout_add_full (G_PRIORITY_DEFAULT, 1, tick_cb, &idle, NULL);
  ui_wait_ms (1000);
  g_source_remove (source);

  dialog = hammer_score_dialog_new (GTK_WINDOW (window), store, event_id, match_id);
  gtk_window_present (GTK_WINDOW (dialog));
  WAIT_FOR (gtk_widget_get_mapped (dialog));
  ui_wait_ms (100);
  source = g_timeout_add_full (G_PRIORITY_DEFAULT, 1, tick_cb, &cancel, NULL);
  WAIT_FOR (cancel.ticks > 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  ui_wait_ms (300);
  g_source_remove (source);
  printf ("save-stall: %-22s without a save: longest stall %6.1f ms idle (busy %4.1f), %6.1f ms "
          "across a dialog closed (busy %4.1f)\n", label, idle.longest, idle.longest_cpu,
          cancel.longest, cancel.longest_cpu);
}

static void
measure (HammerWindow *window,
         HammerStore  *store,
         const char   *label,
         gint64        event_id,
         const char   *view,
         GArray       *matches,
         const char   *keys)
{
  double longest = 0, longest_busy = 0;

  hammer_window_show_event_view (window, event_id, view);
  ui_wait_ms (500);
  measure_baseline (window, store, label, event_id, g_array_index (matches, gint64, 0));
  for (guint i = 0; i < N_SAVES && i < matches->len; i++)
    {
      double took = 0, busy = 0;
      double stall = save_score (window, store, event_id, g_array_index (matches, gint64, i),
                                 keys, &took, &busy);

      printf ("save-stall: %-22s save %u: longest stall %6.1f ms, main thread busy %6.1f ms "
              "(Save to dialog gone %6.1f ms; the window over the change %6.1f ms, busy "
              "%4.1f)\n", label, i + 1, stall, busy, took, notices.longest, notices.longest_cpu);
      longest = MAX (longest, stall);
      longest_busy = MAX (longest_busy, busy);
    }
  printf ("save-stall: %-22s longest stall of %u saves: %.1f ms, main thread busy %.1f ms\n",
          label, MIN (N_SAVES, matches->len), longest, longest_busy);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GArray) series_cards = NULL;
  g_autoptr(GArray) knockout_matches = NULL;
  g_autofree char *dir = NULL, *database = NULL, *results = NULL;
  g_autofree char *games = g_strdup_printf ("games=%d", SERIES_GAMES);
  HammerWindow *window;
  gint64 knockout_id, series_id;
  GPid xvfb = 0;
  double start;

  setvbuf (stdout, NULL, _IOLBF, 0);
  cli = g_getenv ("HAMMER_CLI");
  if (cli == NULL)
    g_error ("HAMMER_CLI must be set (meson sets it)");
  if (!(dir = g_dir_make_tmp ("hammer-bench-save-XXXXXX", &error)))
    g_error ("%s", error->message);
  database = g_build_filename (dir, "save.db", NULL);
  results = g_build_filename (dir, "results.jsonl", NULL);

  start = bench_now_ms ();
  series_id = make_event (database, "Serie", "sjoelbak", games, "series", N_SERIES);
  play_ready (database, results, series_id, TRUE, N_SERIES / 2);
  knockout_id = make_event (database, "Open", "table", "best_of=1", "double-elimination",
                            N_KNOCKOUT);
  /* The first two rounds of the winners' bracket, and what they make ready. */
  play_ready (database, results, knockout_id, FALSE, G_MAXUINT);
  play_ready (database, results, knockout_id, FALSE, G_MAXUINT);
  g_printerr ("save-stall: built the events in %.1f s\n", (bench_now_ms () - start) / 1000.0);
  series_cards = ready_matches (database, series_id, NULL, TRUE, 0);
  knockout_matches = ready_matches (database, knockout_id, NULL, FALSE, 0);

  if (g_getenv ("DISPLAY") == NULL)
    xvfb = bench_start_xvfb ("1280x1024x24");
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  /* As in event-views: Mesa's software OpenGL would drown the app's work. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  adw_init ();

  if (!(store = hammer_store_open (database, &error)))
    g_error ("%s", error->message);
  g_signal_connect (store, "changed", G_CALLBACK (changed_first_cb), NULL);
  g_signal_connect_after (store, "changes", G_CALLBACK (changes_last_cb), NULL);
  window = hammer_window_new (NULL, store);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 900);
  gtk_window_present (GTK_WINDOW (window));
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (window)));
  ui_wait_ms (500);

  /* Five totals, each moving on by itself once no digit could follow. */
  measure (window, store, "series of 500", series_id, "draw", series_cards, "958712076101");
  /* 8 and 7 to the first side: 15-0 wins the one game. */
  measure (window, store, "double elim. of 1024", knockout_id, "matches", knockout_matches,
           "8\n\n7\n\n");

  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  g_clear_object (&store);
  if (xvfb != 0)
    kill (xvfb, SIGTERM);
  bench_remove_dir (dir);
  return 0;
}
