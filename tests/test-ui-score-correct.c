/* test-ui-score-correct.c — correcting a finished match in the score dialog
 *
 * A best-of-three of table shuffleboard stored 2–1 (Anna 15–0, Dirk 15–0,
 * Anna 15–0) is corrected key by key as a secretary does from the paper.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-print-dialog.h"
#include "hammer-score-dialog.h"
#include "hammer-window.h"
#include "ui-score-dialog.h"

typedef struct
{
  char *dir;
  HammerStore *store;
  HammerWindow *window;
  gint64 event_id;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };

  ui_keys_pressed = 0;
  fixture->store = tmp_store_open ("hammer-ui-score-correct-XXXXXX", &fixture->dir, NULL);
  fixture->window = ui_open_window (fixture->store, 1000, 700);
  fixture->event_id = store_new_event (fixture->store, "Club night", "table",
                                       HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                                       "{\"target\": 15, \"best_of\": 3}", names, 1);
  store_record (fixture->store, fixture->event_id, 1,
                "{\"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [7, 0]}]},"
                " {\"ends\": [{\"points\": [0, 9]}, {\"points\": [0, 6]}]},"
                " {\"ends\": [{\"points\": [12, 0]}, {\"points\": [3, 0]}]}]}");
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_close_store (&fixture->store, &fixture->dir);
}

static guint
n_cells (GtkWindow *dialog)
{
  g_autoptr(GPtrArray) cells = ui_score_cells (dialog);

  return cells->len;
}

static GtkWindow *
open_dialog (Fixture *fixture)
{
  GtkWindow *dialog = ui_score_dialog_open (fixture->window, fixture->store, fixture->event_id, 1);

  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), "Game 3 to Anna, 15–0"));
  g_assert_cmpuint (n_cells (dialog), ==, 12);
  return dialog;
}

/* The stored result of match 1 as `hammer-cli` shows its games. */
static char *
stored_games (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (fixture->store, fixture->event_id,
                                                                &error);
  JsonObject *match;

  g_assert_no_error (error);
  match = json_array_get_object_element (json_node_get_array (matches), 0);
  g_assert_cmpint (json_object_get_int_member (match, "id"), ==, 1);
  return json_to_string (json_object_get_member (json_object_get_object_member (match, "result"),
                                                 "games"), FALSE);
}

static void
save (Fixture   *fixture,
      GtkWindow *dialog)
{
  g_assert_true (ui_score_save_enabled (dialog));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.save", NULL);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  ui_wait_writes (fixture->store);
}

/* Game 1 was 8 and 6, then 1: the correction leaves game 1 open, so the
 * sheet offers a third end in game 1 to type it into. */
static void
test_end_added_to_earlier_game (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autofree char *games = NULL;
  GtkWindow *dialog = open_dialog (fixture);
  g_autoptr(GPtrArray) cells = ui_score_cells (dialog);

  /* The stored result (kept in its short form) opened end by end. */
  ui_save_shot (GTK_WIDGET (dialog), "score-correct-stored.png");
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 0));
  /* To Anna's 7, which was a 6; Enter on the row takes it. */
  ui_type_keys (dialog, "\t\t\b6\t\n");
  UI_WAIT_FOR (strstr (ui_score_error_text (dialog), "game 2 cannot start") != NULL);
  g_assert_false (ui_score_save_enabled (dialog));
  /* The end to add is an empty row of game 1, and the cursor is in it. */
  UI_WAIT_FOR (n_cells (dialog) == 14);
  g_clear_pointer (&cells, g_ptr_array_unref);
  cells = ui_score_cells (dialog);
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 4));
  ui_type_keys (dialog, "1\n\n");
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), "Game 1 to Anna, 15–0"));
  g_assert_cmpstr (ui_score_error_text (dialog), ==, "");
  g_assert_cmpuint (n_cells (dialog), ==, 14);
  save (fixture, dialog);

  games = stored_games (fixture);
  g_assert_nonnull (strstr (games, "[{\"ends\":[{\"points\":[8,0]},{\"points\":[6,0]},"
                                   "{\"points\":[1,0]}]}"));
}

/* Game 2 was Anna's, not Dirk's: once the correction decides the match
 * 2–0, game 3 is taken out by itself, and a toast offers it back. */
static void
test_games_after_decided_dropped (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autofree char *games = NULL;
  GtkWindow *dialog = open_dialog (fixture);
  g_autoptr(GPtrArray) cells = ui_score_cells (dialog);
  AdwToastOverlay *overlay;

  /* Game 2's first end: 9 to Anna. */
  gtk_widget_grab_focus (g_ptr_array_index (cells, 4));
  ui_type_keys (dialog, "\b9\t\b0\n");
  /* Its second end: 6 to Anna. */
  UI_WAIT_FOR (ui_score_focused_cell (dialog) != NULL);
  ui_type_keys (dialog, "\b6\t\b0\n");
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), "Game 2 to Anna, 15–0"));
  UI_WAIT_FOR (n_cells (dialog) == 8);
  g_assert_cmpstr (ui_score_error_text (dialog), ==, "");
  g_assert_false (ui_has_label (GTK_WIDGET (dialog), "Game 3 to Anna, 15–0"));
  overlay = ADW_TOAST_OVERLAY (ui_find_by_type (GTK_WIDGET (dialog), ADW_TYPE_TOAST_OVERLAY));
  g_assert_nonnull (overlay);
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), "Game 3 taken out"));
  g_assert_true (ui_score_save_enabled (dialog));

  /* Undo puts game 3 back as it was, and the toast goes; redo takes it out
   * again. */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.undo", NULL);
  UI_WAIT_FOR (n_cells (dialog) == 12);
  UI_WAIT_FOR (!ui_has_label (GTK_WIDGET (dialog), "Game 3 taken out"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.redo", NULL);
  UI_WAIT_FOR (n_cells (dialog) == 8);
  /* Save with game 3 still there takes it out as Enter does. */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.undo", NULL);
  UI_WAIT_FOR (n_cells (dialog) == 12);
  save (fixture, dialog);

  games = stored_games (fixture);
  g_assert_nonnull (strstr (games, "{\"ends\":[{\"points\":[9,0]},{\"points\":[6,0]}]}]"));
  g_assert_null (strstr (games, "[12,0]"));
}

/* The ⋮ menu of a finished match: what makes sense once it is over. */
static void
test_menu_of_finished_match (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkWindow *dialog = open_dialog (fixture);
  GtkMenuButton *button = GTK_MENU_BUTTON (ui_find_required (GTK_WIDGET (dialog),
                                                             "walkover_button"));
  GMenuModel *menu;
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) cells = NULL;

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (button)));
  menu = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (menu);
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      char *label = NULL;

      g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
      g_ptr_array_add (labels, label);
    }
  g_ptr_array_add (labels, NULL);
  /* No withdrawal once the match is played. */
  g_assert_cmpstrv ((char **) labels->pdata,
                    ((const char *[]) { "Print Score Sheets…", "Discard Corrections", NULL }));

  /* Discarding the corrections puts the stored result back. */
  cells = ui_score_cells (dialog);
  ui_type_keys (dialog, "\b6\t");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, 0))), ==, "6");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.revert", NULL);
  g_clear_pointer (&cells, g_ptr_array_unref);
  cells = ui_score_cells (dialog);
  UI_WAIT_FOR (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, 0))),
                          "8") == 0);

  /* Print Score Sheets… opens the print dialog over the score dialog. */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.print", NULL);
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_PRINT_DIALOG) != NULL);
  g_assert_true (gtk_window_get_transient_for (ui_find_toplevel (HAMMER_TYPE_PRINT_DIALOG)) ==
                 dialog);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/score-correct/end-added-to-earlier-game", Fixture, NULL,
              fixture_set_up, test_end_added_to_earlier_game, fixture_tear_down);
  g_test_add ("/ui/score-correct/games-after-decided-dropped", Fixture, NULL,
              fixture_set_up, test_games_after_decided_dropped, fixture_tear_down);
  g_test_add ("/ui/score-correct/menu-of-finished-match", Fixture, NULL,
              fixture_set_up, test_menu_of_finished_match, fixture_tear_down);

  return g_test_run ();
}
