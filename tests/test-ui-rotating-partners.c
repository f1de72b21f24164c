/* test-ui-rotating-partners.c — a rotating-partners event made with
 * hammer-cli, opened in the real window under Xvfb: every match shows the
 * two players of each side and who sits the round out, the draw's round
 * the same, the standings one line per player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hammer-core.h"
#include "hammer-draw-view.h"
#include "hammer-event-assistant.h"
#include "hammer-matches-view.h"
#include "hammer-standings-view.h"
#include "hammer-window.h"
#include "ui-test-common.h"

/* The matches view's columns, in its order. */
enum { ROUND, NUMBER, SIDE_A, RESULT, SIDE_B, STATE, BOARD, SITTING_OUT };

static void
test_opened_from_cli (void)
{
  /* Drawn with seed 7, the rounds test-partners-cli.c works out by hand:
   * per round, side A and side B. */
  static const char * const sides[][2] = {
    { "P4 / P1", "P2 / P5" }, { "P1 / P2", "P3 / P4" }, { "P5 / P4", "P1 / P3" },
    { "P3 / P5", "P4 / P2" }, { "P2 / P3", "P5 / P1" },
  };
  /* Five players: each round, the one in neither side. */
  static const char * const sitting_out[] = { "P3", "P5", "P2", "P1", "P4" };
  g_autofree char *dir = NULL;
  g_autofree char *path = tmp_db_path ("hammer-ui-partners-XXXXXX", &dir);
  g_autofree char *csv = g_build_filename (dir, "players.csv", NULL);
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerWindow *window;
  GtkWidget *view, *columns, *label;
  GListModel *model;

  g_assert_true (g_file_set_contents (csv, "name\nP1\nP2\nP3\nP4\nP5\n", -1, NULL));
  cli_ok (path, "event", "create", "--name", "Koppels", "--rules", "table", "--option", "target=15",
          "--option", "best_of=1", "--format", "rotating-partners", "--rounds", "5", "--boards",
          "2", NULL);
  cli_ok (path, "entrants", "import", "--event", "1", csv, NULL);
  cli_ok (path, "draw", "--event", "1", "--seed", "7", NULL);
  /* Round 1: P4 and P1 win 15 to 5. */
  cli_input_ok (path, "{\"match\": 1, \"games\": [{\"ends\": [{\"points\": [3, 0]},"
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
      g_assert_true (ui_cell_is (columns, r, SITTING_OUT, sitting_out[r]));
    }
  g_assert_true (ui_cell_is (columns, 0, RESULT, "15 – 5"));
  ui_save_shot (GTK_WIDGET (window), "rotating-partners-matches.png");

  /* The draw shows the newest round, and the desk reads who sits it out. */
  hammer_window_show_event_view (window, 1, "draw");
  UI_WAIT_FOR ((view = ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_DRAW_VIEW)) != NULL &&
               gtk_widget_get_mapped (view));
  label = ui_find_required (view, "sitting_out_label");
  UI_WAIT_FOR (gtk_widget_get_visible (label) &&
               g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), "Sitting out: P4") == 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_find_required (view, "round_dropdown")), 0);
  UI_WAIT_FOR (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), "Sitting out: P3") == 0);
  ui_wait_frames (label, 3);
  ui_save_shot (GTK_WIDGET (window), "rotating-partners-draw.png");

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

/* The assistant offers the format with its rounds row in its own words,
 * and makes a doubles event of it. */
static void
test_assistant (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-ui-partners-XXXXXX", &dir, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  HammerWindow *window = ui_open_window (store, 1100, 720);
  GtkWidget *dialog;
  GtkWidget *rounds_row;
  g_autofree char *description = NULL;
  GListModel *formats;
  guint chosen = G_MAXUINT;
  gint64 event_id = 0;

  ui_open_event_assistant (window, store, &dialog, &event_id);

  formats = adw_combo_row_get_model (ADW_COMBO_ROW (ui_find_required (dialog, "format_row")));
  for (guint i = 0; i < g_list_model_get_n_items (formats); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (formats), i),
                   "Rotating Partners") == 0)
      chosen = i;
  g_assert_cmpuint (chosen, !=, G_MAXUINT);
  ui_type_into (dialog, "name_row", "Koppelavond");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "game_row")),
                              ui_rules_index ("table"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "format_row")), chosen);
  rounds_row = ui_find_required (dialog, "rounds_row");
  UI_WAIT_FOR (gtk_widget_get_visible (rounds_row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rounds_row)), ==,
                   "Rounds");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (rounds_row)), ==,
                   "0 gives everyone a new partner every round while there is one");
  /* The format in a sentence, the players left over sitting out included. */
  description = g_strdup (adw_preferences_group_get_description (
    ADW_PREFERENCES_GROUP (ui_find_required (dialog, "format_group"))));
  g_assert_nonnull (strstr (description, "a new partner every round"));
  g_assert_nonnull (strstr (description, "standings are per player"));
  g_assert_nonnull (strstr (description, "sit out the round, in turn"));
  ui_save_shot (dialog, "assistant-rotating-partners.png");
  /* Another format says its own. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "format_row")), 0);
  g_assert_cmpstr (adw_preferences_group_get_description (
                     ADW_PREFERENCES_GROUP (ui_find_required (dialog, "format_group"))), !=,
                   description);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "format_row")), chosen);

  /* Doubles, shown as such, the target following the teams. */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (
                     GTK_SPIN_BUTTON (ui_find_by_name (dialog, "option-team_size"))), ==, 2);

  UI_WAIT_FOR (gtk_widget_is_sensitive (ui_find_required (dialog, "create_button")));
  ui_click (ui_find_required (dialog, "create_button"));
  UI_WAIT_FOR (dialog == NULL);
  g_assert_cmpint (event_id, >, 0);
  event = hammer_events_get_event_json (store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (event), "format"), ==,
                   "rotating-partners");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (
                     json_node_get_object (event), "options"), "team_size"), ==, 2);

  ui_close_store (&store, &dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui-rotating-partners/opened-from-cli", test_opened_from_cli);
  g_test_add_func ("/ui-rotating-partners/assistant", test_assistant);
  return g_test_run ();
}
