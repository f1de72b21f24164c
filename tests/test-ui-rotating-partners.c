/* test-ui-rotating-partners.c — a rotating-partners event made with
 * hammer-cli, opened in the real window under Xvfb: every match shows the
 * two players of each side, the standings one line per player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "hammer-core.h"
#include "hammer-matches-view.h"
#include "hammer-standings-view.h"
#include "hammer-window.h"
#include "ui-test-common.h"

/* The matches view's columns, in its order. */
enum { ROUND, NUMBER, SIDE_A, RESULT, SIDE_B };

static void
cli_ok (const char *database,
        const char *input,
        const char *first,
        ...) G_GNUC_NULL_TERMINATED;

static void
cli_ok (const char *database,
        const char *input,
        const char *first,
        ...)
{
  g_auto(CliRun) run = { 0 };
  va_list args;

  va_start (args, first);
  cli_runv (&run, database, input, first, args);
  va_end (args);
  g_assert_cmpint (run.status, ==, 0);
}

static void
test_opened_from_cli (void)
{
  /* Drawn with seed 7, the rounds test-partners-cli.c works out by hand:
   * per round, side A and side B. */
  static const char * const sides[][2] = {
    { "P4 / P1", "P2 / P5" }, { "P1 / P2", "P3 / P4" }, { "P5 / P4", "P1 / P3" },
    { "P3 / P5", "P4 / P2" }, { "P2 / P3", "P5 / P1" },
  };
  g_autofree char *dir = NULL;
  g_autofree char *path = tmp_db_path ("hammer-ui-partners-XXXXXX", &dir);
  g_autofree char *csv = g_build_filename (dir, "players.csv", NULL);
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerWindow *window;
  GtkWidget *view, *columns;
  GListModel *model;

  g_assert_true (g_file_set_contents (csv, "name\nP1\nP2\nP3\nP4\nP5\n", -1, NULL));
  cli_ok (path, NULL, "event", "create", "--name", "Koppels", "--rules", "table", "--option",
          "target=15", "--option", "best_of=1", "--format", "rotating-partners", "--rounds", "5",
          "--boards", "2", NULL);
  cli_ok (path, NULL, "entrants", "import", "--event", "1", csv, NULL);
  cli_ok (path, NULL, "draw", "--event", "1", "--seed", "7", NULL);
  /* Round 1: P4 and P1 win 15 to 5. */
  cli_ok (path, "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [3, 0]},"
                " {\"points\": [0, 3]},"
                " {\"points\": [0, 2]}, {\"points\": [3, 0]}, {\"points\": [3, 0]},"
                " {\"points\": [3, 0]}, {\"points\": [3, 0]}]}]}\n",
          "results", "import", "--event", "1", NULL);

  store = hammer_store_open (path, &error);
  g_assert_no_error (error);
  window = ui_open_window (store, 1100, 720);
  hammer_window_show_event_view (window, 1, "matches");
  UI_WAIT_FOR ((view = ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_MATCHES_VIEW)) != NULL &&
               gtk_widget_get_mapped (view));
  columns = ui_find_required (view, "column_view");
  model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (columns)));
  UI_WAIT_FOR (g_list_model_get_n_items (model) == 5);
  ui_wait_frames (columns, 2);
  for (guint r = 0; r < G_N_ELEMENTS (sides); r++)
    {
      UI_WAIT_FOR (ui_cell_is (columns, r, SIDE_A, sides[r][0]));
      g_assert_true (ui_cell_is (columns, r, SIDE_B, sides[r][1]));
    }
  g_assert_true (ui_cell_is (columns, 0, RESULT, "15 – 5"));

  /* The standings: one line per player, the winners of round 1 first. */
  hammer_window_show_event_view (window, 1, "standings");
  UI_WAIT_FOR ((view = ui_find_by_type (GTK_WIDGET (window),
                                        HAMMER_TYPE_STANDINGS_VIEW)) != NULL &&
               gtk_widget_get_mapped (view));
  columns = ui_find_required (view, "column_view");
  model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (columns)));
  UI_WAIT_FOR (g_list_model_get_n_items (model) == 5);
  ui_wait_frames (columns, 2);
  {
    g_autofree char *first = ui_cell_text (columns, 0, 1);
    g_autofree char *second = ui_cell_text (columns, 1, 1);

    g_assert_true (g_strcmp0 (first, "P1") == 0 || g_strcmp0 (first, "P4") == 0);
    g_assert_true (g_strcmp0 (second, "P1") == 0 || g_strcmp0 (second, "P4") == 0);
    g_assert_cmpstr (first, !=, second);
  }

  ui_close_all ();
  g_clear_object (&store);
  ui_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui-rotating-partners/opened-from-cli", test_opened_from_cli);
  return g_test_run ();
}
