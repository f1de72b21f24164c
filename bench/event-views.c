/* event-views.c — whether big events stay fluid in the app
 *
 * Two events are built with the project's own tool, hammer-cli: a double
 * elimination of 1024 entrants with its first two rounds played, and a
 * sjoelbak series of 500 players, half of whose cards are in. The app's
 * own window is then opened in this process (under its own Xvfb when
 * DISPLAY is not set), and the bench measures:
 *
 * - the time to open the entrants and matches views of each event, and the
 *   series' ranking, from the call to the first frame painted after it;
 * - the time per scroll step of a page in each list, on the window's frame
 *   clock: the work of the frame (layout and paint, where rows are bound)
 *   and the wall time from the scroll to the frame painted;
 * - for the series, the time per key press of a typed total (key to frame)
 *   and from Save to the total stored and shown in the ranking, painted;
 * - resident memory after each step.
 *
 * Prints its figures; asserts nothing about time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-common.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "hammer-core.h"
#include "hammer-draw-item.h"
#include "hammer-event-page.h"
#include "hammer-score-dialog.h"
#include "hammer-window.h"
#include "ui-test-common.h"

#define N_KNOCKOUT     1024
#define N_SERIES       500
#define SERIES_GAMES   5
#define N_SCROLL_STEPS 40
#define N_CARDS_TYPED  10

static const char *cli;

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
static char *
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
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT,
                                            json_object_get_int_member (
                                              json_node_get_object (created), "id"));
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
  return g_steal_pointer (&event);
}

/* Plays out every match that is ready, won by its first side; with @cards
 * (a series) the first @cards cards get their games. */
static void
play_ready (const char *database,
            const char *event,
            const char *results_path,
            guint       cards)
{
  const char *list[] = { "--json", "matches", "--event", event, NULL };
  const char *import[] = { "results", "import", "--event", event, "--file", results_path, NULL };
  g_autoptr(JsonNode) node = run_cli_json (database, list);
  g_autoptr(GString) lines = g_string_new (NULL);
  JsonArray *matches = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      gint64 id = json_object_get_int_member (match, "id");

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0 ||
          json_object_get_boolean_member_with_default (match, "bye", FALSE))
        continue;
      if (cards == 0)
        g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\": ["
                                "{\"points\": [8, 0]}, {\"points\": [7, 0]}]}]}\n", id);
      else if (i < cards)
        {
          g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": [", id);
          for (guint g = 0; g < SERIES_GAMES; g++)
            g_string_append_printf (lines, "%s{\"ends\": [{\"points\": [%u]}]}", g > 0 ? ", " : "",
                                    60 + (i * 7 + g * 13) % 80);
          g_string_append (lines, "]}\n");
        }
    }
  if (lines->len == 0)
    return;
  bench_write_file (results_path, lines);
  g_free (bench_run_cli (cli, database, import));
}

/* The series' matches (cards) without a result, in their order. */
static GArray *
open_cards (const char *database,
            const char *event)
{
  const char *list[] = { "--json", "matches", "--event", event, NULL };
  g_autoptr(JsonNode) node = run_cli_json (database, list);
  JsonArray *matches = json_node_get_array (node);
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      gint64 id = json_object_get_int_member (match, "id");

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "finished") != 0)
        g_array_append_val (ids, id);
    }
  return ids;
}

/* Measuring */

/* The phases of the last frame: GTK lays the window out on the frame
 * clock's "layout" (where a list binds the rows that come into view) and
 * snapshots and renders it on "paint"; these handlers run after GTK's. */
typedef struct
{
  guint painted;
  double frame_start;
  double layout_start;
  double paint_start;
  double last_work;
  double last_layout;
  double last_paint;
} Frames;

static void
before_paint_cb (GdkFrameClock *clock,
                 Frames        *frames)
{
  frames->frame_start = bench_now_ms ();
}

static void
update_cb (GdkFrameClock *clock,
           Frames        *frames)
{
  frames->layout_start = bench_now_ms ();
}

static void
layout_cb (GdkFrameClock *clock,
           Frames        *frames)
{
  frames->paint_start = bench_now_ms ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Frames        *frames)
{
  double now = bench_now_ms ();

  frames->last_work = now - frames->frame_start;
  frames->last_layout = frames->paint_start - frames->layout_start;
  frames->last_paint = now - frames->paint_start;
  frames->painted++;
}

/* Runs the main loop until @done holds (or 60 s pass: a bench never hangs). */
#define WAIT_FOR(done)                                                  \
  G_STMT_START {                                                        \
    gboolean timed_out_ = FALSE;                                        \
    guint source_ = g_timeout_add_seconds (60, ui_timeout_cb, &timed_out_); \
    while (!(done) && !timed_out_)                                      \
      g_main_context_iteration (NULL, TRUE);                            \
    if (!timed_out_)                                                    \
      g_source_remove (source_);                                        \
    else                                                                \
      g_error ("timed out waiting for %s", #done);                      \
  } G_STMT_END

/* Follows the frames of @widget's surface. */
static void
follow_frames (GtkWidget *widget,
               Frames    *frames)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), frames);
  g_signal_connect_after (clock, "update", G_CALLBACK (update_cb), frames);
  g_signal_connect_after (clock, "layout", G_CALLBACK (layout_cb), frames);
  g_signal_connect_after (clock, "after-paint", G_CALLBACK (after_paint_cb), frames);
}

static void
unfollow_frames (GtkWidget *widget,
                 Frames    *frames)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  if (clock != NULL)
    g_signal_handlers_disconnect_by_data (clock, frames);
}

/* Waits for the next frame painted from now. */
static void
wait_frame (GtkWidget *widget,
            Frames    *frames)
{
  guint painted = frames->painted;

  gtk_widget_queue_draw (widget);
  WAIT_FOR (frames->painted > painted);
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* "median 3.1 ms, 95th 5.0, highest 7.2" of @values. */
static char *
summary (GArray *values)
{
  double *v = (double *) values->data;

  if (values->len == 0)
    return g_strdup ("no samples");
  qsort (v, values->len, sizeof (double), compare_doubles);
  return g_strdup_printf ("median %6.1f ms, 95th %6.1f, highest %6.1f",
                          v[values->len / 2], v[MIN (values->len - 1, values->len * 95 / 100)],
                          v[values->len - 1]);
}

/* The list of the view @name on screen, and its vertical adjustment. */
static GtkWidget *
visible_list (HammerWindow *window,
              const char   *name)
{
  GtkWidget *page = ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_EVENT_PAGE);
  AdwViewStack *stack = ADW_VIEW_STACK (ui_find_by_type (page, ADW_TYPE_VIEW_STACK));
  GtkWidget *view = adw_view_stack_get_child_by_name (stack, name);
  const char *id = g_str_equal (name, "draw") ? "series_view" : "column_view";

  return ui_find_by_id (view, id);
}

static void
open_view (HammerWindow *window,
           Frames       *frames,
           gint64        event_id,
           const char   *event_label,
           const char   *name)
{
  GtkWidget *page = ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_EVENT_PAGE);
  double start = bench_now_ms ();
  GtkWidget *list;

  /* Another event opens on the view its state asks for (the boards while
   * it is played): that first, then the view. */
  if (page == NULL || hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (page)) != event_id)
    {
      hammer_window_show_event (window, event_id);
      page = ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_EVENT_PAGE);
      wait_frame (GTK_WIDGET (window), frames);
      printf ("event-views: %-22s open the event on %-9s %7.1f ms   (%.0f MiB resident)\n",
              event_label, hammer_event_page_get_view (HAMMER_EVENT_PAGE (page)),
              bench_now_ms () - start, bench_resident_mib (0));
      start = bench_now_ms ();
    }
  hammer_event_page_show_view (HAMMER_EVENT_PAGE (page), name);
  list = visible_list (window, name);
  WAIT_FOR (gtk_widget_get_mapped (list));
  wait_frame (GTK_WIDGET (window), frames);
  printf ("event-views: %-22s open %-9s %7.1f ms   (%.0f MiB resident)\n", event_label, name,
          bench_now_ms () - start, bench_resident_mib (0));
}

static void
scroll_view (HammerWindow *window,
             Frames       *frames,
             const char   *event_label,
             const char   *name)
{
  GtkWidget *list = visible_list (window, name);
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (gtk_widget_get_parent (list));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);
  g_autoptr(GArray) work = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) layout = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) paint = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *work_text = NULL, *wall_text = NULL;
  g_autofree char *layout_text = NULL, *paint_text = NULL;
  guint steps = 0;

  for (guint i = 0; i < N_SCROLL_STEPS; i++)
    {
      double upper = gtk_adjustment_get_upper (adjustment);
      double page = gtk_adjustment_get_page_size (adjustment);
      double value = gtk_adjustment_get_value (adjustment);
      /* Down to the end, then back up. */
      double next = steps % 2 == 0 ? value + page : value - page;
      double start;

      if (next + page > upper || next < 0)
        {
          steps++;
          continue;
        }
      start = bench_now_ms ();
      gtk_adjustment_set_value (adjustment, next);
      wait_frame (GTK_WIDGET (window), frames);
      g_array_append_val (work, frames->last_work);
      g_array_append_val (layout, frames->last_layout);
      g_array_append_val (paint, frames->last_paint);
      {
        double elapsed = bench_now_ms () - start;

        g_array_append_val (wall, elapsed);
      }
    }
  work_text = summary (work);
  wall_text = summary (wall);
  layout_text = summary (layout);
  paint_text = summary (paint);
  printf ("event-views: %-22s scroll %-7s %u steps of a page: frame work %s\n", event_label,
          name, work->len, work_text);
  printf ("event-views: %-22s scroll %-7s            layout (rows bound) %s\n", event_label,
          name, layout_text);
  printf ("event-views: %-22s scroll %-7s            snapshot and render %s\n", event_label,
          name, paint_text);
  printf ("event-views: %-22s scroll %-7s            scroll to painted %s   (%.0f MiB)\n",
          event_label, name, wall_text, bench_resident_mib (0));
}

/* Whether the ranking shows @total for the card of @match_id. */
static gboolean
ranking_shows (GtkWidget *series_view,
               gint64     match_id,
               guint      total)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (series_view)));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(HammerDrawItem) item = g_list_model_get_item (model, i);
      guint shown = 0;

      if (hammer_draw_item_get_match_id (item) != match_id)
        continue;
      g_object_get (item, "total", &shown, NULL);
      return shown == total;
    }
  return FALSE;
}

static void
type_card (HammerWindow *window,
           Frames       *frames,
           gint64        match_id,
           GArray       *open_times,
           GArray       *key_times,
           GArray       *save_times)
{
  GtkWidget *series_view = visible_list (window, "draw");
  static const char *totals[SERIES_GAMES] = { "95", "87", "120", "76", "101" };
  Frames dialog_frames = { 0 };
  GtkWindow *dialog = NULL;
  double start = bench_now_ms (), elapsed;
  guint total = 95 + 87 + 120 + 76 + 101;

  /* Enter on the card's row of the ranking, as at the desk. */
  {
    GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (series_view)));
    guint position = GTK_INVALID_LIST_POSITION;

    for (guint i = 0; i < g_list_model_get_n_items (model); i++)
      {
        g_autoptr(HammerDrawItem) item = g_list_model_get_item (model, i);

        if (hammer_draw_item_get_match_id (item) == match_id)
          position = i;
      }
    g_assert (position != GTK_INVALID_LIST_POSITION);
    g_signal_emit_by_name (series_view, "activate", position);
  }
  {
    GListModel *toplevels = gtk_window_get_toplevels ();

    for (guint i = 0; dialog == NULL && i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

        if (HAMMER_IS_SCORE_DIALOG (toplevel))
          dialog = toplevel;
      }
  }
  g_assert (dialog != NULL);
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  follow_frames (GTK_WIDGET (dialog), &dialog_frames);
  wait_frame (GTK_WIDGET (dialog), &dialog_frames);
  elapsed = bench_now_ms () - start;
  g_array_append_val (open_times, elapsed);

  /* Each digit as the keyboard gives it, to the focused cell's text. */
  for (guint g = 0; g < SERIES_GAMES; g++)
    for (const char *k = totals[g]; *k != '\0'; k++)
      {
        GtkWidget *focus = gtk_window_get_focus (dialog);
        GtkWidget *entry = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY) : NULL;
        int position;
        char text[2] = { *k, '\0' };

        g_assert (entry != NULL && GTK_IS_EDITABLE (focus));
        start = bench_now_ms ();
        position = gtk_editable_get_position (GTK_EDITABLE (focus));
        gtk_editable_insert_text (GTK_EDITABLE (focus), text, -1, &position);
        gtk_editable_set_position (GTK_EDITABLE (focus), position);
        ui_spin ();
        wait_frame (GTK_WIDGET (dialog), &dialog_frames);
        elapsed = bench_now_ms () - start;
        g_array_append_val (key_times, elapsed);
      }

  unfollow_frames (GTK_WIDGET (dialog), &dialog_frames);

  /* Ctrl+Enter: stored, the dialog closes and the ranking shows it. */
  start = bench_now_ms ();
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.save", NULL);
  ui_spin ();
  WAIT_FOR (ranking_shows (series_view, match_id, total));
  wait_frame (GTK_WIDGET (window), frames);
  elapsed = bench_now_ms () - start;
  g_array_append_val (save_times, elapsed);
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    gboolean open = TRUE;

    while (open)
      {
        open = FALSE;
        for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
          {
            g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

            open = open || HAMMER_IS_SCORE_DIALOG (toplevel);
          }
        if (open)
          g_main_context_iteration (NULL, TRUE);
      }
  }
}

static void
type_cards (HammerWindow *window,
            Frames       *frames,
            GArray       *cards)
{
  g_autoptr(GArray) open_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) key_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) save_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *open_text = NULL, *key_text = NULL, *save_text = NULL;

  for (guint c = 0; c < N_CARDS_TYPED && c < cards->len; c++)
    type_card (window, frames, g_array_index (cards, gint64, c), open_times, key_times,
               save_times);
  open_text = summary (open_times);
  key_text = summary (key_times);
  save_text = summary (save_times);
  printf ("event-views: series of %u, %u cards typed:\n", N_SERIES, open_times->len);
  printf ("event-views:   open a card (to painted)          %s\n", open_text);
  printf ("event-views:   a digit typed (to painted)        %s\n", key_text);
  printf ("event-views:   Save to stored, ranked, painted   %s   (%.0f MiB)\n", save_text,
          bench_resident_mib (0));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GArray) cards = NULL;
  g_autofree char *dir = NULL, *database = NULL, *results = NULL;
  g_autofree char *knockout = NULL, *series = NULL;
  g_autofree char *games = g_strdup_printf ("games=%d", SERIES_GAMES);
  Frames frames = { 0 };
  HammerWindow *window;
  gint64 knockout_id, series_id;
  GPid xvfb = 0;
  double start;

  /* Each figure as soon as it is known. */
  setvbuf (stdout, NULL, _IOLBF, 0);
  cli = g_getenv ("HAMMER_CLI");
  if (cli == NULL)
    g_error ("HAMMER_CLI must be set (meson sets it)");
  if (!(dir = g_dir_make_tmp ("hammer-bench-views-XXXXXX", &error)))
    g_error ("%s", error->message);
  database = g_build_filename (dir, "views.db", NULL);
  results = g_build_filename (dir, "results.jsonl", NULL);

  /* Events built before can be given, to measure again without building
   * them again; they are built there when missing. The bench works on a
   * copy, since it stores cards. */
  if (argc > 1 && g_file_test (argv[1], G_FILE_TEST_EXISTS))
    {
      g_autoptr(GFile) from = g_file_new_for_path (argv[1]);
      g_autoptr(GFile) to = g_file_new_for_path (database);

      if (!g_file_copy (from, to, G_FILE_COPY_NONE, NULL, NULL, NULL, &error))
        g_error ("%s", error->message);
      knockout = g_strdup ("1");
      series = g_strdup ("2");
    }
  else
    {
      start = bench_now_ms ();
      knockout = make_event (database, "Open", "table", "best_of=1", "double-elimination",
                             N_KNOCKOUT);
      /* The first two rounds of the winners' bracket, and what they make ready. */
      play_ready (database, knockout, results, 0);
      play_ready (database, knockout, results, 0);
      series = make_event (database, "Serie", "sjoelbak", games, "series", N_SERIES);
      play_ready (database, series, results, N_SERIES / 2);
      g_printerr ("event-views: built the events in %.1f s\n", (bench_now_ms () - start) / 1000.0);
      if (argc > 1)
        {
          g_autoptr(GFile) from = g_file_new_for_path (database);
          g_autoptr(GFile) to = g_file_new_for_path (argv[1]);

          if (!g_file_copy (from, to, G_FILE_COPY_NONE, NULL, NULL, NULL, &error))
            g_error ("%s", error->message);
        }
    }
  cards = open_cards (database, series);
  knockout_id = g_ascii_strtoll (knockout, NULL, 10);
  series_id = g_ascii_strtoll (series, NULL, 10);

  if (g_getenv ("DISPLAY") == NULL)
    xvfb = bench_start_xvfb ("1280x1024x24");
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  /* Under Xvfb GTK renders with Mesa's software OpenGL, whose rasterizing
   * of a whole window would drown the app's own work in each frame; Cairo
   * renders what the app snapshots without it. Set GSK_RENDERER to
   * measure another renderer. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  adw_init ();

  if (!(store = hammer_store_open (database, &error)))
    g_error ("%s", error->message);
  window = hammer_window_new (NULL, store);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 900);
  gtk_window_present (GTK_WINDOW (window));
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (window)));
  follow_frames (GTK_WIDGET (window), &frames);
  wait_frame (GTK_WIDGET (window), &frames);
  printf ("event-views: window shown (%.0f MiB resident)\n", bench_resident_mib (0));

  open_view (window, &frames, knockout_id, "double elim. of 1024", "entrants");
  scroll_view (window, &frames, "double elim. of 1024", "entrants");
  open_view (window, &frames, knockout_id, "double elim. of 1024", "matches");
  scroll_view (window, &frames, "double elim. of 1024", "matches");

  open_view (window, &frames, series_id, "series of 500", "entrants");
  scroll_view (window, &frames, "series of 500", "entrants");
  open_view (window, &frames, series_id, "series of 500", "matches");
  scroll_view (window, &frames, "series of 500", "matches");
  open_view (window, &frames, series_id, "series of 500", "draw");
  scroll_view (window, &frames, "series of 500", "draw");
  type_cards (window, &frames, cards);

  unfollow_frames (GTK_WIDGET (window), &frames);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  g_clear_object (&store);
  if (xvfb != 0)
    kill (xvfb, SIGTERM);
  bench_remove_dir (dir);
  return 0;
}
