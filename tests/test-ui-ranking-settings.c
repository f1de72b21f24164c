/* test-ui-ranking-settings.c — a ranking's settings changed from its page:
 * the form filled with them, a bad table named as it is typed and nothing
 * written, Save changing them in one change, the table following, and undo
 * bringing back the old settings, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "hammer-core.h"
#include "hammer-ranking-dialog.h"
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
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", NULL };
  HammerRankingSpec spec = { .name = "Club ranking", .points = "1=10,2=6,3=4", .best = 2,
                             .cut = 2 };
  gint64 event;

  f->store = tmp_store_open ("hammer-ui-ranking-settings-XXXXXX", &f->dir, NULL);
  event = store_new_event (f->store, "Spring", "table", HAMMER_FORMAT_ROUND_ROBIN, 1, NULL,
                           names, 5);
  for (guint i = 0; i < 3; i++)
    store_record (f->store, event, store_first_ready (f->store, event), WIN);
  f->ranking = hammer_rankings_create (f->store, &spec, NULL);
  g_assert_cmpint (f->ranking, >, 0);
  g_assert_true (hammer_rankings_add_events (f->store, f->ranking, &event, 1, NULL));
  f->window = ui_open_window (f->store, 1100, 720);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  ui_close_store (&f->store, &f->dir);
}

static const char *
row_text (GtkWindow  *dialog,
          const char *name)
{
  return gtk_editable_get_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), name)));
}

static void
set_row (GtkWindow  *dialog,
         const char *name,
         const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), name)), text);
}

/* The leader's points as the store has them now. */
static double
leader_points (Fixture *f)
{
  g_autoptr(HammerRanking) ranking = hammer_rankings_get (f->store, f->ranking, NULL);

  g_assert_nonnull (ranking);
  g_assert_cmpuint (ranking->lines->len, >, 0);
  return ((HammerRankingLine *) g_ptr_array_index (ranking->lines, 0))->points;
}

static gboolean
toast_is (Fixture    *f,
          const char *title)
{
  g_auto(GStrv) titles = hammer_window_dup_toast_titles (f->window);

  return titles != NULL && g_strv_contains ((const char * const *) titles, title);
}

static void
test_settings (Fixture       *f,
               gconstpointer  data)
{
  GtkWindow *dialog;
  GtkWidget *page, *error_label;
  g_autoptr(HammerRanking) before = NULL;
  g_autoptr(HammerRanking) after = NULL;
  g_autoptr(HammerRanking) undone = NULL;
  g_autofree char *points = NULL;
  g_autofree char *factors = NULL;
  gint64 changes;

  hammer_window_show_ranking (f->window, f->ranking);
  page = ui_find_by_type (GTK_WIDGET (f->window), HAMMER_TYPE_RANKING_PAGE);
  g_assert_nonnull (page);
  ui_wait_until_mapped (page);
  ui_wait_for_label (page, "10 points");
  before = hammer_rankings_get (f->store, f->ranking, NULL);

  /* The form holds the ranking's settings as they are. */
  gtk_widget_activate_action (page, "ranking.settings", NULL);
  dialog = ui_wait_for_toplevel (HAMMER_TYPE_RANKING_DIALOG);
  g_assert_cmpstr (gtk_window_get_title (dialog), ==, "Ranking Settings");
  g_assert_cmpstr (row_text (dialog, "name_row"), ==, "Club ranking");
  g_assert_cmpstr (row_text (dialog, "points_row"), ==, "1=10,2=6,3=4");
  g_assert_cmpstr (row_text (dialog, "best_row"), ==, "2");
  g_assert_cmpstr (row_text (dialog, "factors_row"), ==, "");
  g_assert_cmpstr (row_text (dialog, "threshold_row"), ==, "");
  g_assert_cmpstr (row_text (dialog, "cut_row"), ==, "2");
  error_label = ui_find_required (GTK_WIDGET (dialog), "error_label");
  g_assert_false (gtk_widget_get_visible (error_label));

  /* A factor table that is no table: named as typed, and Save writes
   * nothing. */
  changes = hammer_store_get_last_change (f->store);
  set_row (dialog, "factors_row", "8-11");
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (error_label)),
                                   "Field-size factors: "));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "ranking.create", NULL);
  ui_wait_writes (f->store);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, changes);

  /* Years without the threshold's points are refused as the core refuses
   * them. */
  set_row (dialog, "factors_row", "1-3=0.75");
  set_row (dialog, "years_row", "2");
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (error_label)),
                                   "Threshold within years: "));
  set_row (dialog, "threshold_row", "4.5");
  set_row (dialog, "points_row", "1=20,2=12,3=8");
  set_row (dialog, "best_row", "");
  set_row (dialog, "cut_row", "");
  g_assert_false (gtk_widget_get_visible (error_label));
  /* A shot to look at shows the rows' titles after their animation. */
  ui_wait_until_mapped (GTK_WIDGET (dialog));
  if (g_getenv ("HAMMER_UI_SHOTS") != NULL)
    ui_wait_ms (600);
  ui_save_shot (GTK_WIDGET (dialog), "ranking-settings.png");

  /* Saved on the writer: one change, the toast offers its undo, and the
   * table shows the new points (20 times the field's factor of 0.75). */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "ranking.create", NULL);
  ui_wait_until_gone (HAMMER_TYPE_RANKING_DIALOG);
  ui_wait_writes (f->store);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, changes + 1);
  UI_WAIT_FOR (toast_is (f, "Settings of ranking “Club ranking” changed"));
  after = hammer_rankings_get (f->store, f->ranking, NULL);
  points = hammer_ranking_points_text (after->points);
  factors = hammer_ranking_factors_text (after->factors);
  g_assert_cmpstr (points, ==, "1=20,2=12,3=8");
  g_assert_cmpstr (factors, ==, "1-3=0.75");
  g_assert_cmpuint (after->best, ==, 0);
  g_assert_cmpuint (after->cut, ==, 0);
  g_assert_cmpfloat (after->threshold, ==, 4.5);
  g_assert_cmpuint (after->threshold_years, ==, 2);
  g_assert_cmpfloat (leader_points (f), ==, 15);
  UI_WAIT_FOR (!hammer_ranking_page_get_reading (HAMMER_RANKING_PAGE (page)));
  ui_wait_for_label (page, "15 points");
  ui_save_shot (GTK_WIDGET (f->window), "ranking-settings-page.png");

  /* Undo: the old settings and the old table. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.undo-last", NULL);
  ui_wait_writes (f->store);
  undone = hammer_rankings_get (f->store, f->ranking, NULL);
  g_assert_cmpuint (undone->best, ==, before->best);
  g_assert_cmpuint (undone->cut, ==, before->cut);
  g_assert_cmpuint (undone->factors->len, ==, 0);
  g_assert_cmpfloat (leader_points (f), ==,
                     ((HammerRankingLine *) g_ptr_array_index (before->lines, 0))->points);
  ui_wait_for_label (page, "10 points");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/ranking-settings/edit", Fixture, NULL, fixture_set_up, test_settings,
              fixture_tear_down);

  return g_test_run ();
}
