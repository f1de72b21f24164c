/* test-ui-ranking.c — a ranking across events in the main window, beside
 * the seasons: its lines, a player's points plotted, its events, following
 * a result, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "hammer-core.h"
#include "hammer-plot.h"
#include "hammer-ranking-page.h"
#include "ranking/hammer-rankings.h"
#include "ui-test-common.h"

#define GAME "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
             "{\"points\": [3, 0]}]}"
#define WIN "{\"games\": [" GAME ", " GAME "]}"

typedef struct
{
  char         *dir;
  HammerStore  *store;
  HammerWindow *window;
  gint64        ranking;
  gint64        second;
} Fixture;

/* A round robin of Anna, Bert and Cor, drawn with seed 5; the first side
 * wins the first @n matches. */
static gint64
play (Fixture    *f,
      const char *name,
      guint       n)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", NULL };
  gint64 event = store_new_event (f->store, name, "table", HAMMER_FORMAT_ROUND_ROBIN, 1, NULL,
                                  names, 5);

  for (guint i = 0; i < n; i++)
    store_record (f->store, event, store_first_ready (f->store, event), WIN);
  return event;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  HammerRankingSpec spec = { .name = "Club ranking", .points = "1=10,2=6,3=4" };
  gint64 events[2];

  f->store = tmp_store_open ("hammer-ui-ranking-XXXXXX", &f->dir, NULL);
  events[0] = play (f, "Spring", 3);
  /* The second event still has a match to play. */
  events[1] = f->second = play (f, "Summer", 2);
  f->ranking = hammer_rankings_create (f->store, &spec, NULL);
  g_assert_cmpint (f->ranking, >, 0);
  g_assert_true (hammer_rankings_add_events (f->store, f->ranking, events, 2, NULL));
  f->window = ui_open_window (f->store, 1100, 720);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  ui_close_store (&f->store, &f->dir);
}

/* The title of line @i of the ranking as the core ranks it. */
static char *
line_title (Fixture *f,
            guint    i)
{
  g_autoptr(HammerRanking) ranking = hammer_rankings_get (f->store, f->ranking, NULL);
  const HammerRankingLine *line;
  g_autofree char *place = NULL;

  g_assert_nonnull (ranking);
  g_assert_cmpuint (i, <, ranking->lines->len);
  line = g_ptr_array_index (ranking->lines, i);
  place = hammer_standings_place_label (line->place, line->shared);
  return g_strdup_printf ("%s. %s", place, line->name);
}

static void
test_ranking_page (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *page, *lines, *plot, *second_row;
  g_autofree char *leader = line_title (f, 0);
  g_autofree char *runner_up = line_title (f, 1);
  g_autofree char *after = NULL;

  /* Listed beside the seasons, and shown from there. */
  ui_wait_for_label (GTK_WIDGET (f->window), "Club ranking");
  hammer_window_show_ranking (f->window, f->ranking);
  page = ui_find_by_type (GTK_WIDGET (f->window), HAMMER_TYPE_RANKING_PAGE);
  g_assert_nonnull (page);
  ui_wait_until_mapped (page);
  /* Only the finished event counts yet. */
  ui_wait_for_label (page, "1 event counts");
  ui_wait_for_label (page, leader);
  lines = ui_find_required (page, "lines_list");
  plot = ui_find_required (page, "points_plot");
  UI_WAIT_FOR (hammer_plot_get_n_points (HAMMER_PLOT (plot)) == 1);

  /* Choosing the second line plots that player's points. */
  second_row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (lines), 1));
  gtk_widget_activate (second_row);
  gtk_list_box_select_row (GTK_LIST_BOX (lines), GTK_LIST_BOX_ROW (second_row));
  {
    g_autofree char *name = g_strdup (strchr (runner_up, ' ') + 1);
    g_autofree char *title = g_strdup_printf ("Points of %s over time", name);

    ui_wait_for_label (page, title);
  }

  /* The last match of the second event played: it counts, live. */
  store_record (f->store, f->second, store_first_ready (f->store, f->second), WIN);
  ui_wait_for_label (page, "2 events count");
  after = line_title (f, 0);
  ui_wait_for_label (page, after);
  UI_WAIT_FOR (hammer_plot_get_n_points (HAMMER_PLOT (plot)) == 2);

  /* Its events, the second now counting too. */
  hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (page), "events");
  ui_wait_for_label (page, "Summer");
  g_assert_true (gtk_widget_get_visible (ui_find_required (page, "events_list")));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/ranking/page", Fixture, NULL, fixture_set_up, test_ranking_page,
              fixture_tear_down);

  return g_test_run ();
}
