/* test-ui-score.c — score entry through the real dialog, key by key, under Xvfb
 *
 * Keys go where a secretary's keys go: to the focused cell, through the
 * cell's own key handler; what it leaves alone is typed into the text or,
 * for Enter, activates the cell as GtkText does. Every key is counted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-boards-view.h"
#include "hammer-event-page.h"
#include "hammer-core.h"
#include "hammer-score-dialog.h"
#include "hammer-score-first.h"
#include "hammer-score-grid.h"
#include "hammer-window.h"
#include "ui-score-dialog.h"

typedef struct
{
  char *dir;
  HammerStore *store;
  HammerWindow *window;
  gint64 event_id;
} Fixture;

/* The first visible label under @root whose text starts with @prefix. */
static GtkLabel *
find_label (GtkWidget  *root,
            const char *prefix)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_visible (root) &&
      g_str_has_prefix (gtk_label_get_label (GTK_LABEL (root)), prefix))
    return GTK_LABEL (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label (child, prefix);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether @cell lies wholly inside what its scrolled window shows. */
static gboolean
cell_in_view (GtkWidget *cell)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (cell, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  g_assert_nonnull (scrolled);
  if (!gtk_widget_compute_bounds (cell, scrolled, &bounds))
    return FALSE;
  return bounds.origin.y >= 0 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scrolled) &&
         bounds.origin.x >= 0 &&
         bounds.origin.x + bounds.size.width <= gtk_widget_get_width (scrolled);
}

/* Waits until the focused cell has been laid out and a few frames have
 * passed, so that the scrolled window has done whatever it does. */
static GtkWidget *
settled_focus (GtkWindow *dialog)
{
  GtkWidget *cell;

  UI_WAIT_FOR ((cell = ui_score_focused_cell (dialog)) != NULL && gtk_widget_get_height (cell) > 0);
  UI_WAIT_FOR (cell_in_view (cell));
  return ui_score_focused_cell (dialog);
}

static double
scrolled_to (GtkWindow *dialog)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (ui_find_required (GTK_WIDGET (dialog),
                                                                   "sections_box"),
                                                 GTK_TYPE_SCROLLED_WINDOW);

  return gtk_adjustment_get_value (
    gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)));
}

/* The text of every cell, one line each. */
static char *
sheet_text (GtkWindow *dialog)
{
  g_autoptr(GPtrArray) cells = ui_score_cells (dialog);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < cells->len; i++)
    g_string_append_printf (text, "%s\n",
                            gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, i))));
  return g_string_free (text, FALSE);
}

/* One key press on the focused widget. Out of the cells, only Ctrl+Enter
 * reaches the dialog: its shortcut for Save. */
static void
press (GtkWindow       *dialog,
       guint            keyval,
       GdkModifierType  mods)
{
  if (ui_score_focused_cell (dialog) != NULL)
    {
      ui_press_key (dialog, keyval, mods);
      return;
    }
  g_assert_true (keyval == GDK_KEY_Return && mods == GDK_CONTROL_MASK);
  ui_keys_pressed++;
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.save", NULL);
  ui_spin ();
}

static JsonObject *
get_match (Fixture *fixture,
           gint64   match_id,
           JsonNode **keep)
{
  g_autoptr(GError) error = NULL;
  JsonArray *matches;

  *keep = hammer_events_get_matches_json (fixture->store, fixture->event_id, &error);
  g_assert_no_error (error);
  matches = json_node_get_array (*keep);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_object_get_int_member (match, "id") == match_id)
        return match;
    }
  g_error ("No match %" G_GINT64_FORMAT, match_id);
  return NULL;
}

static void
make_event (Fixture            *fixture,
            const char         *rules,
            const char         *options,
            HammerFormat        format,
            const char * const *names)
{
  fixture->event_id = store_new_event (fixture->store, "Club night", rules, format, 2, options,
                                       names, 1);
}

static GtkWindow *
open_dialog (Fixture *fixture,
             gint64   match_id)
{
  return ui_score_dialog_open (fixture->window, fixture->store, fixture->event_id, match_id);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  ui_keys_pressed = 0;
  fixture->store = tmp_store_open ("hammer-ui-score-XXXXXX", &fixture->dir, NULL);
  fixture->window = ui_open_window (fixture->store, 1000, 700);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_close_store (&fixture->store, &fixture->dir);
}

/* A handicap at the desk: Anna starts each game on 10, so 3 and 2 win
 * game 1 in the form before Save, as the store then records it. */
static void
test_handicap_match (Fixture       *fixture,
                     gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(GError) error = NULL;
  GtkLabel *label;
  GtkWindow *dialog;
  JsonObject *match;

  fixture->event_id = store_new_event (fixture->store, "Club night", "table",
                                       HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                                       "{\"best_of\": 1}", names, -1);
  g_assert_true (hammer_events_set_entrant_handicap (fixture->store, fixture->event_id, 1, 10,
                                                     &error));
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (fixture->store, fixture->event_id, TRUE, 1, &error));
  g_assert_no_error (error);
  dialog = open_dialog (fixture, 1);

  ui_type_keys (dialog, "3\n\n2\n\n");
  label = find_label (GTK_WIDGET (dialog), "Game 1 to");
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Game 1 to Anna, 15–0");
  g_assert_true (ui_score_save_enabled (dialog));
  ui_save_shot (GTK_WIDGET (dialog), "score-handicap.png");
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  match = get_match (fixture, 1, &keep);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 0);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (match, "totals"),
                                               0), ==, 15);
}

/* A game clock: time is called while the second end is typed (Alt+T,
 * "Time called in this end"); that end finishes the game, Anna ahead 3–2
 * short of 15, and the store keeps the called time, which the dialog
 * shows again on that end when it opens the result for correction. */
static void
test_clock_time_called (Fixture       *fixture,
                        gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(JsonNode) keep = NULL;
  GtkCheckButton *check;
  GtkWidget *grid;
  GtkWindow *dialog;
  JsonObject *match;

  make_event (fixture, "table", "{\"best_of\": 1, \"clock\": 30}",
              HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  dialog = open_dialog (fixture, 1);
  check = GTK_CHECK_BUTTON (ui_find_by_type (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON));
  g_assert_nonnull (check);
  g_assert_cmpstr (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (check)) ==
                   GTK_ACCESSIBLE_ROLE_CHECKBOX ? "checkbox" : "other", ==, "checkbox");
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (check)));
  g_assert_false (gtk_check_button_get_active (check));

  ui_type_keys (dialog, "3\n\n\t2");
  g_assert_true (ui_press_shortcut (dialog, GDK_KEY_t, GDK_ALT_MASK));
  g_assert_true (gtk_check_button_get_active (check));
  /* The cursor stays in the end it marked. */
  g_assert_nonnull (ui_score_focused_cell (dialog));
  ui_type_keys (dialog, "\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1 to Anna, 3–2") != NULL);
  g_assert_true (ui_score_save_enabled (dialog));
  ui_save_shot (GTK_WIDGET (dialog), "score-clock.png");
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  match = get_match (fixture, 1, &keep);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");

  /* Opened for correction: end 1 without, end 2 with the called time. */
  dialog = open_dialog (fixture, 1);
  check = GTK_CHECK_BUTTON (ui_find_by_type (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON));
  grid = ui_find_required (GTK_WIDGET (dialog), "sections_box");
  hammer_score_grid_focus_cell (HAMMER_SCORE_GRID (grid), 0, 0, 0);
  ui_spin ();
  g_assert_false (gtk_check_button_get_active (check));
  hammer_score_grid_focus_cell (HAMMER_SCORE_GRID (grid), 0, 1, 0);
  ui_spin ();
  g_assert_true (gtk_check_button_get_active (check));
  gtk_window_destroy (dialog);
}

/* A whole best-of-3 table shuffleboard match typed without the mouse:
 * the grid says who won each game, moves on to the next, refuses an end in
 * which both sides scored and one of more than four weights can make, and
 * hands over to Save once the match is won. */
static void
test_table_match (Fixture       *fixture,
                  gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(GPtrArray) cells = NULL;
  JsonObject *match;
  JsonArray *games_won;
  GtkWindow *dialog;
  GtkLabel *label;

  make_event (fixture, "table", "{\"target\": 15, \"best_of\": 3}",
              HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  dialog = open_dialog (fixture, 1);
  g_assert_false (ui_score_save_enabled (dialog));
  g_assert_nonnull (ui_score_focused_cell (dialog));

  /* Game 1: Anna 8, then 7. Enter on a blank cell counts 0. */
  ui_type_keys (dialog, "8\n\n7\n\n");
  label = find_label (GTK_WIDGET (dialog), "Game 1 to");
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "Game 1 to Anna, 15–0");
  /* The cursor waits in the first end of game 2. */
  cells = ui_score_cells (dialog);
  g_assert_cmpuint (cells->len, ==, 2 * 2 + 2);
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 4));
  g_clear_pointer (&cells, g_ptr_array_unref);

  /* Game 2 to Dirk: Tab moves as Enter does. */
  ui_type_keys (dialog, "\t9\n\t6\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 2 to Dirk, 15–0") != NULL);
  g_assert_true (ui_score_save_enabled (dialog));

  /* Game 3: both sides scoring in one end is refused, live, before Enter. */
  ui_type_keys (dialog, "4\t3");
  g_assert_nonnull (strstr (ui_score_error_text (dialog),
                            "only the side with the leading weight scores"));
  g_assert_true (gtk_widget_has_css_class (ui_score_focused_cell (dialog), "error"));
  g_assert_false (ui_score_save_enabled (dialog));
  /* Enter does not take it. */
  ui_type_keys (dialog, "\n");
  g_assert_false (ui_score_save_enabled (dialog));
  g_assert_cmpstr (find_label (GTK_WIDGET (dialog), "Game 3 to") ? "won" : "open", ==, "open");

  /* Backspace on an empty cell goes back to the one before. */
  ui_type_keys (dialog, "\t\b\b");
  cells = ui_score_cells (dialog);
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, cells->len - 2));
  g_clear_pointer (&cells, g_ptr_array_unref);
  /* Back in Anna's cell ("4"): erase it and go forward to Dirk's. */
  ui_type_keys (dialog, "\b\t\b");
  g_assert_cmpstr (ui_score_error_text (dialog), ==, "");
  g_assert_true (ui_score_save_enabled (dialog));

  /* More than four weights can score is refused with the rules' words. */
  ui_type_keys (dialog, "17");
  g_assert_cmpstr (ui_score_error_text (dialog), ==,
                   "Game 3, end 1: Anna cannot have scored 17 — 4 weights score at most 16.");
  g_assert_false (ui_score_save_enabled (dialog));
  ui_type_keys (dialog, "\b\b12\n\n");
  g_assert_cmpstr (ui_score_error_text (dialog), ==, "");

  /* Undo takes the end back out, redo puts it in again. */
  press (dialog, GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_null (find_label (GTK_WIDGET (dialog), "Game 3 to"));
  cells = ui_score_cells (dialog);
  g_assert_cmpuint (cells->len, ==, 2 * 2 + 2 * 2 + 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, 8))), ==, "");
  g_clear_pointer (&cells, g_ptr_array_unref);
  press (dialog, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  cells = ui_score_cells (dialog);
  g_assert_cmpuint (cells->len, ==, 2 * 2 + 2 * 2 + 2 * 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, 8))), ==, "12");
  g_clear_pointer (&cells, g_ptr_array_unref);

  /* Anna's 3 wins the match; focus goes to Save. */
  ui_type_keys (dialog, "3\n\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 3 to Anna, 15–0") != NULL);
  g_assert_true (gtk_window_get_focus (dialog) ==
                 ui_find_required (GTK_WIDGET (dialog), "save_button"));
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

  match = get_match (fixture, 1, &keep);
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 0);
  games_won = json_object_get_array_member (match, "games_won");
  g_assert_cmpint (json_array_get_int_element (games_won, 0), ==, 2);
  g_assert_cmpint (json_array_get_int_element (games_won, 1), ==, 1);
  /* The window announces it, with undo. */
  g_assert_nonnull (find_label (GTK_WIDGET (fixture->window), "Result saved: Anna v Dirk, 2–1"));
  g_assert_cmpuint (ui_keys_pressed, <, 60);
}

/* Ten sjoelbak games for one player in fewer than 40 keys: a total moves on
 * by itself once no further digit could make it right. */
static void
test_sjoelbak_series_keys (Fixture       *fixture,
                           gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(JsonNode) keep = NULL;
  JsonObject *match;
  GtkWindow *dialog;

  make_event (fixture, "sjoelbak", "{\"games\": 10}", HAMMER_FORMAT_SERIES, names);
  dialog = open_dialog (fixture, 1);
  g_assert_true (gtk_toggle_button_get_active (
                   GTK_TOGGLE_BUTTON (ui_find_required (GTK_WIDGET (dialog), "totals_toggle"))));

  /* "12" may still become 120, so it waits for Enter. */
  ui_type_keys (dialog, "95" "87" "120" "76" "101" "64" "99" "118" "12\n" "88");
  g_assert_true (gtk_window_get_focus (dialog) ==
                 ui_find_required (GTK_WIDGET (dialog), "save_button"));
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "860") != NULL);
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Best game 120") != NULL);
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_cmpuint (ui_keys_pressed, <, 40);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

  match = get_match (fixture, 1, &keep);
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (match, "totals"), 0),
                   ==, 860);
}

/* A sjoelbak knockout of 3 games summed after pool matches of 1
 * ("knockout_games"): the form offers a row of each side for all 3
 * games, the match is over only after the third, and the higher total of
 * the three wins it. */
static void
test_sjoelbak_knockout_games (Fixture       *fixture,
                              gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(GPtrArray) cells = NULL;
  JsonObject *match;
  GtkWindow *dialog;

  make_event (fixture, "sjoelbak", "{\"games\": 1, \"knockout_games\": 3}",
              HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  dialog = open_dialog (fixture, 1);
  cells = ui_score_cells (dialog);
  g_assert_cmpuint (cells->len, ==, 3 * 2);
  g_assert_true (ui_has_label (GTK_WIDGET (dialog), "3"));

  /* Two games typed leave the match open, the third still to type; a
   * game's lead is no win (Anna won game 1, Dirk leads after two). */
  ui_type_keys (dialog, "120" "110" "80" "95");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "205") != NULL);
  g_assert_cmpstr (ui_score_error_text (dialog), ==, "");
  g_assert_null (find_label (GTK_WIDGET (dialog), "The match is over"));
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 4));
  ui_type_keys (dialog, "60" "54");
  /* The totals of all three games, side by side, and Anna's by one. */
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "260") != NULL);
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "259") != NULL);
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "The match is over: Anna wins") != NULL);
  ui_save_shot (GTK_WIDGET (dialog), "score-knockout-3-games.png");
  g_assert_true (ui_score_save_enabled (dialog));
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

  match = get_match (fixture, 1, &keep);
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
  g_assert_cmpint (json_object_get_int_member (match, "games"), ==, 3);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (match, "totals"), 0),
                   ==, 260);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (match, "totals"), 1),
                   ==, 259);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 0);
}

/* The column of a cell in its grid. */
static int
cell_column (GtkWidget *cell)
{
  int column;

  gtk_grid_query_child (GTK_GRID (gtk_widget_get_parent (cell)), cell, &column, NULL, NULL, NULL);
  return column;
}

/* The compartment heading over a sjoelbak cell. */
static const char *
column_heading (GtkWidget *cell)
{
  GtkWidget *heading = gtk_grid_get_child_at (GTK_GRID (gtk_widget_get_parent (cell)),
                                              cell_column (cell), 1);

  g_assert_true (GTK_IS_LABEL (heading));
  return gtk_label_get_text (GTK_LABEL (heading));
}

/* Ctrl+S saves a score sheet as it saves a club night, from a cell and
 * from the Save button alike; Ctrl+Enter stays. */
static void
test_save_keys (Fixture       *fixture,
                gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(JsonNode) keep_second = NULL;
  GtkWindow *dialog;

  make_event (fixture, "sjoelbak", "{\"games\": 2}", HAMMER_FORMAT_SERIES, names);
  dialog = open_dialog (fixture, 1);
  ui_type_keys (dialog, "95" "8");
  g_assert_nonnull (ui_score_focused_cell (dialog));
  ui_press_key (dialog, GDK_KEY_s, GDK_CONTROL_MASK);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (
                     get_match (fixture, 1, &keep), "totals"), 0), ==, 103);

  dialog = open_dialog (fixture, 2);
  ui_type_keys (dialog, "95" "88");
  g_assert_true (gtk_window_get_focus (dialog) ==
                 ui_find_required (GTK_WIDGET (dialog), "save_button"));
  g_assert_true (ui_press_shortcut (dialog, GDK_KEY_s, GDK_CONTROL_MASK));
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (
                     get_match (fixture, 2, &keep_second), "totals"), 0), ==, 183);
}

/* Compartment counts move on after each digit; more disks than a game has
 * and totals no count can make are refused. */
static void
test_sjoelbak_counts (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  /* Typed 8, 7, 6, 5 left to right: the compartments lie on the board as
   * 2, 3, 4, 1. */
  const int counts[4] = { 5, 8, 7, 6 };
  g_autoptr(GPtrArray) cells = NULL;
  g_autofree char *points = NULL;
  GtkWindow *dialog;

  make_event (fixture, "sjoelbak", "{\"games\": 3}", HAMMER_FORMAT_SERIES, names);
  dialog = open_dialog (fixture, 1);

  /* A total that no 30 disks make. */
  ui_type_keys (dialog, "149");
  /* The rules' sentence names the player. */
  g_assert_cmpstr (ui_score_error_text (dialog), ==,
                   "Game 1: Anna cannot have scored 149 — 30 disks score at most 148.");
  g_assert_false (ui_score_save_enabled (dialog));
  ui_type_keys (dialog, "\b\b\b");

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_find_required (GTK_WIDGET (dialog),
                                                                  "counts_toggle")), TRUE);
  ui_spin ();
  cells = ui_score_cells (dialog);
  g_assert_cmpuint (cells->len, ==, 3 * 4);
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 0));
  g_assert_true (ui_has_label (GTK_WIDGET (dialog), "1"));
  g_assert_cmpint (cell_column (g_ptr_array_index (cells, 0)), <,
                   cell_column (g_ptr_array_index (cells, 3)));
  ui_type_keys (dialog, "8765");
  /* Compartment 2 is the first on the board; 1 the last. */
  g_assert_cmpstr (column_heading (g_ptr_array_index (cells, 0)), ==, "2");
  g_assert_cmpstr (column_heading (g_ptr_array_index (cells, 3)), ==, "1");
  points = g_strdup_printf ("%d", hammer_sjoelbak_points (counts));
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), points));
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 4));

  ui_type_keys (dialog, "999");
  g_assert_cmpstr (ui_score_error_text (dialog), ==, "");
  ui_type_keys (dialog, "9");
  g_assert_nonnull (strstr (ui_score_error_text (dialog), "36 disks"));
  g_assert_false (ui_score_save_enabled (dialog));

  /* A count of 10 or more: back with Backspace, then the second digit. */
  ui_type_keys (dialog, "\b\b\b\b\b\b");
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 4));
  ui_type_keys (dialog, "\b1\b2");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, 4))), ==, "12");
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 5));
  g_assert_true (ui_score_save_enabled (dialog));
}

/* Anna, Bert, Carla and Dirk in a knockout of best of one to 15, on two
 * boards; matches 1 … @n_won won 15–0 by their first side. */
static void
make_four_played (Fixture *fixture,
                  gint64   n_won)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  g_autoptr(JsonNode) won_by_first = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [7, 0]}]}]}", NULL);

  make_event (fixture, "table", "{\"target\": 15, \"best_of\": 1}",
              HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  for (gint64 id = 1; id <= n_won; id++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) stored = hammer_events_record_result (fixture->store, fixture->event_id,
                                                                id, won_by_first, 0, &error);
      g_assert_no_error (error);
    }
}

/* A correction that changes who goes on is refused while the next round
 * has a result, named in a dialog; "Reset Those Matches and Save" records
 * it and clears the final. */
static void
test_correction_resets_dependents (Fixture       *fixture,
                                   gconstpointer  data)
{
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(GPtrArray) cells = NULL;
  AdwMessageDialog *message;
  JsonObject *match;
  GtkWindow *dialog;

  make_four_played (fixture, 3);

  /* The finished match opens filled in. */
  dialog = open_dialog (fixture, 1);
  cells = ui_score_cells (dialog);
  g_assert_cmpuint (cells->len, ==, 4);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, 0))), ==, "8");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, 2))), ==, "7");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1 to Anna, 15–0") != NULL);

  /* The sheet said Dirk, not Anna; the cursor waits in the first cell. */
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 0));
  /* Each cell is cleared first, as a secretary does whether or not the old
   * score is still selected. */
  ui_type_keys (dialog, "\b0\t\b8\t\b0\t\b7\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1 to Dirk, 15–0") != NULL);
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);

  UI_WAIT_FOR ((message = ADW_MESSAGE_DIALOG (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))) != NULL);
  /* Named as everywhere else: number, then round. */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (message),
                            "\n• Match 3 (Final): Anna v Bert\n"));
  g_assert_true (adw_message_dialog_has_response (message, "reset"));
  g_assert_cmpint (adw_message_dialog_get_response_appearance (message, "reset"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  /* Nothing changed yet. */
  match = get_match (fixture, 1, &keep);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 0);
  g_clear_pointer (&keep, json_node_unref);

  adw_message_dialog_response (message, "reset");
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

  match = get_match (fixture, 1, &keep);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 1);
  g_clear_pointer (&keep, json_node_unref);
  match = get_match (fixture, 3, &keep);
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "ready");
  g_assert_false (json_object_has_member (match, "result"));
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (match, "names"), 0),
                   ==, "Dirk");
}

/* The button of @message that reads @label, clicked as a user does: the
 * message dialog answers and closes. */
static void
click_response (AdwMessageDialog *message,
                const char       *label)
{
  GtkWidget *button = NULL;

  for (GtkWidget *widget = ui_find_by_type (GTK_WIDGET (message), GTK_TYPE_BUTTON);
       widget != NULL && button == NULL; widget = gtk_widget_get_next_sibling (widget))
    if (GTK_IS_BUTTON (widget) &&
        g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
      button = widget;
  g_assert_nonnull (button);
  ui_click (button);
  ui_spin ();
}

/* The card of board @number in the boards view on screen. */
static GtkWidget *
board_card (Fixture *fixture,
            guint    number)
{
  GtkWidget *view = ui_find_by_type (GTK_WIDGET (fixture->window), HAMMER_TYPE_BOARDS_VIEW);
  GtkFlowBoxChild *child;

  g_assert_nonnull (view);
  child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (ui_find_required (view, "board_grid")),
                                           number - 1);
  g_assert_nonnull (child);
  return gtk_flow_box_child_get_child (child);
}

/* Brings the event in again from its document in which match @index was
 * called to its board @minutes ago, and works on the copy. */
static void
called_minutes_ago (Fixture *fixture,
                    guint    index,
                    int      minutes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = hammer_events_export (fixture->store, fixture->event_id,
                                                       &error);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(GDateTime) then = g_date_time_add_minutes (now, -minutes);
  g_autofree char *called = g_date_time_format (then, "%Y-%m-%dT%H:%M:%S.%fZ");
  JsonArray *matches;

  g_assert_no_error (error);
  matches = json_object_get_array_member (json_node_get_object (document), "matches");
  json_object_set_string_member (json_array_get_object_element (matches, index), "called_at",
                                 called);
  fixture->event_id = hammer_events_import (fixture->store, document, &error);
  g_assert_no_error (error);
}

/* Retyping match 2 so that Carla won puts her in Bert's place in the
 * final, which Anna and Bert are playing on a board: the dialog names
 * board and match before anything is saved; Cancel keeps everything, and
 * "Restart and Save" saves with the final starting over on its board. */
static void
test_correction_restarts_board (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) keep = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *message;
  JsonObject *match;
  GtkWindow *dialog;
  GtkLabel *toast;
  gint64 corrected, final, board;
  g_autofree char *label = NULL;

  make_four_played (fixture, 2);
  called_minutes_ago (fixture, 2, 42);
  {
    g_autoptr(JsonNode) list = hammer_events_get_matches_json (fixture->store, fixture->event_id,
                                                               &error);
    JsonObject *second = json_array_get_object_element (json_node_get_array (list), 1);
    JsonObject *last = json_array_get_object_element (json_node_get_array (list), 2);

    g_assert_no_error (error);
    corrected = json_object_get_int_member (second, "id");
    final = json_object_get_int_member (last, "id");
    board = json_object_get_int_member (last, "board");
    label = g_strdup_printf ("Match %" G_GINT64_FORMAT,
                             json_object_get_int_member_with_default (last, "number", final));
  }

  hammer_window_show_event_view (fixture->window, fixture->event_id, "boards");
  UI_WAIT_FOR (find_label (board_card (fixture, board), "Anna – Bert") != NULL);
  g_assert_nonnull (find_label (board_card (fixture, board), "42 min"));

  dialog = open_dialog (fixture, corrected);
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1 to Bert, 15–0") != NULL);
  ui_type_keys (dialog, "\b0\t\b8\t\b0\t\b7\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1 to Carla, 15–0") != NULL);
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);

  UI_WAIT_FOR ((message = ADW_MESSAGE_DIALOG (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))) != NULL);
  body = g_strdup_printf ("Board %" G_GINT64_FORMAT " is playing %s: Anna v Bert. This "
                          "correction puts Carla in Bert’s place; %s will start over on "
                          "Board %" G_GINT64_FORMAT ".", board, label, label, board);
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, "Restart a Match Under Way?");
  g_assert_cmpstr (adw_message_dialog_get_body (message), ==, body);
  g_assert_cmpstr (adw_message_dialog_get_default_response (message), ==, "cancel");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (message, "restart"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);

  /* Cancel: the correction waits in its dialog, the board plays on. */
  click_response (message, "_Cancel");
  UI_WAIT_FOR (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) == NULL);
  g_assert_true (ui_find_toplevel (HAMMER_TYPE_SCORE_DIALOG) == dialog);
  match = get_match (fixture, corrected, &keep);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 0);
  g_clear_pointer (&keep, json_node_unref);
  g_assert_nonnull (find_label (board_card (fixture, board), "Anna – Bert"));
  g_assert_nonnull (find_label (board_card (fixture, board), "42 min"));

  /* Confirmed: saved, and the board shows the new final from its start. */
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);
  UI_WAIT_FOR ((message = ADW_MESSAGE_DIALOG (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))) != NULL);
  click_response (message, "_Restart and Save");
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  match = get_match (fixture, corrected, &keep);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 1);
  g_clear_pointer (&keep, json_node_unref);
  UI_WAIT_FOR (find_label (board_card (fixture, board), "Anna – Carla") != NULL);
  g_assert_nonnull (find_label (board_card (fixture, board), "Waiting to be called"));

  /* The toast says what the correction did to the board. */
  g_free (body);
  body = g_strdup_printf ("Result corrected; %s starts over on Board %" G_GINT64_FORMAT, label,
                          board);
  UI_WAIT_FOR ((toast = find_label (GTK_WIDGET (fixture->window), "Result ")) != NULL);
  g_assert_cmpstr (gtk_label_get_label (toast), ==, body);
}

/* The same correction while the final only waits on its board, never
 * called: nothing is under way, so the question and the toast say the
 * match waits with other players rather than that it restarts. */
static void
test_correction_changes_waiting (Fixture       *fixture,
                                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) list = NULL;
  g_autofree char *body = NULL;
  g_autofree char *text = NULL;
  AdwMessageDialog *message;
  JsonObject *last;
  GtkWindow *dialog;
  GtkLabel *toast;
  gint64 board;

  make_four_played (fixture, 2);
  list = hammer_events_get_matches_json (fixture->store, fixture->event_id, &error);
  g_assert_no_error (error);
  last = json_array_get_object_element (json_node_get_array (list), 2);
  board = json_object_get_int_member (last, "board");
  g_assert_cmpint (board, >, 0);

  dialog = open_dialog (fixture, 2);
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1 to Bert, 15–0") != NULL);
  ui_type_keys (dialog, "\b0\t\b8\t\b0\t\b7\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1 to Carla, 15–0") != NULL);
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);

  UI_WAIT_FOR ((message = ADW_MESSAGE_DIALOG (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))) != NULL);
  body = g_strdup_printf ("Match 3 waits on Board %" G_GINT64_FORMAT " to be called: Anna v "
                          "Bert. This correction puts Carla in Bert’s place; Match 3 still "
                          "waits on Board %" G_GINT64_FORMAT ".", board, board);
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==,
                   "Change Who Plays a Waiting Match?");
  g_assert_cmpstr (adw_message_dialog_get_body (message), ==, body);
  g_assert_cmpstr (adw_message_dialog_get_default_response (message), ==, "cancel");
  click_response (message, "_Change and Save");
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

  text = g_strdup_printf ("Result corrected; Match 3 waits on Board %" G_GINT64_FORMAT
                          " with other players", board);
  UI_WAIT_FOR ((toast = find_label (GTK_WIDGET (fixture->window), "Result ")) != NULL);
  g_assert_cmpstr (gtk_label_get_label (toast), ==, text);
}

/* A side that does not turn up: withdrawing it, after a confirmation,
 * makes the match a walkover. */
static void
test_walkover (Fixture       *fixture,
               gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  g_autoptr(JsonNode) keep = NULL;
  AdwMessageDialog *message;
  JsonObject *match;
  GtkWindow *dialog;

  make_event (fixture, "table", "{}", HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  dialog = open_dialog (fixture, 1);
  g_assert_true (gtk_widget_get_visible (ui_find_required (GTK_WIDGET (dialog),
                                                          "walkover_button")));

  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.walkover", "i", 1);
  UI_WAIT_FOR ((message = ADW_MESSAGE_DIALOG (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))) != NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, "Withdraw Dirk?");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (message, "withdraw"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_response (message, "withdraw");
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

  match = get_match (fixture, 1, &keep);
  g_assert_true (json_object_get_boolean_member_with_default (match, "walkover", FALSE));
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 0);
  g_assert_nonnull (find_label (GTK_WIDGET (fixture->window), "Dirk withdrew: walkover"));
}

/* The views open a match through the event page's "event.open-match";
 * court penalties go in with the points and come back with them. */
static void
test_opened_from_event_page (Fixture       *fixture,
                             gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(GPtrArray) cells = NULL;
  JsonObject *match, *end;
  GtkWidget *page;
  GtkWindow *dialog;

  make_event (fixture, "court", "{}", HAMMER_FORMAT_ROUND_ROBIN, names);
  hammer_window_show_event_view (fixture->window, fixture->event_id, "matches");
  UI_WAIT_FOR (ui_find_by_type (GTK_WIDGET (fixture->window), HAMMER_TYPE_EVENT_PAGE) != NULL);
  page = ui_find_by_type (GTK_WIDGET (fixture->window), HAMMER_TYPE_EVENT_PAGE);
  g_assert_nonnull (page);
  g_assert_true (gtk_widget_activate_action (page, "event.open-match", "x", (gint64) 1));
  UI_WAIT_FOR ((dialog = ui_find_toplevel (HAMMER_TYPE_SCORE_DIALOG)) != NULL);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (fixture->window));
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1") != NULL);
  g_assert_nonnull (ui_score_focused_cell (dialog));

  /* Court penalties are 5 or 10 off, typed after a minus as on paper. */
  ui_type_keys (dialog, "18-3");
  g_assert_nonnull (strstr (ui_score_error_text (dialog), "penalties are 5 off or 10 off"));
  g_assert_false (ui_score_save_enabled (dialog));
  ui_type_keys (dialog, "\b5\n7\n");
  g_assert_cmpstr (ui_score_error_text (dialog), ==, "");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "13 (−5)") != NULL);
  /* An unfinished match may be saved; it stays in progress. */
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

  match = get_match (fixture, 1, &keep);
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "in_progress");
  end = json_array_get_object_element (
    json_object_get_array_member (json_array_get_object_element (
      json_object_get_array_member (json_object_get_object_member (match, "result"), "games"), 0),
      "ends"), 0);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (end, "points"), 0),
                   ==, 18);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (end, "penalties"),
                                               0), ==, 5);

  /* Opened again, the penalty is in its cell. */
  dialog = open_dialog (fixture, 1);
  cells = ui_score_cells (dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, 0))), ==, "18-5");
}

/* A dialog on match @match_id at @width × @height. */
static GtkWindow *
open_dialog_sized (Fixture *fixture,
                   gint64   match_id,
                   int      width,
                   int      height)
{
  GtkWidget *dialog = hammer_score_dialog_new (GTK_WINDOW (fixture->window), fixture->store,
                                               fixture->event_id, match_id);

  gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
  gtk_window_present (GTK_WINDOW (dialog));
  UI_WAIT_FOR (gtk_widget_get_mapped (dialog));
  ui_wait_active (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

/* A best-of-3 typed in a short dialog: when a game ends, the first end of
 * the next one comes into view with the cursor, and typing there never
 * makes the view jump back to game 1. */
static void
test_focus_in_view (Fixture       *fixture,
                    gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  GtkWindow *dialog;
  GtkWidget *cell;

  make_event (fixture, "table", "{\"target\": 15, \"best_of\": 3}",
              HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  dialog = open_dialog_sized (fixture, 1, 640, 420);

  /* Game 1 to Anna in eight ends. */
  for (int e = 0; e < 7; e++)
    {
      ui_type_keys (dialog, "2\n\n");
      g_assert_true (cell_in_view (settled_focus (dialog)));
    }
  ui_type_keys (dialog, "1\n\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1 to Anna, 15–0") != NULL);
  g_assert_true (cell_in_view (settled_focus (dialog)));

  /* Game 2 to Bert in eight ends. */
  for (int e = 0; e < 7; e++)
    {
      ui_type_keys (dialog, "\t2\n");
      g_assert_true (cell_in_view (settled_focus (dialog)));
    }
  ui_type_keys (dialog, "\t1\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 2 to Bert, 15–0") != NULL);

  /* The cursor is in game 3's first end, and that is what the sheet shows. */
  cell = settled_focus (dialog);
  {
    g_autoptr(GPtrArray) cells = ui_score_cells (dialog);

    g_assert_true (cell == g_ptr_array_index (cells, 2 * 8 * 2));
  }
  g_assert_true (cell_in_view (cell));
  g_assert_cmpfloat (scrolled_to (dialog), >, 0);

  /* Typing on stays there. */
  ui_type_keys (dialog, "3");
  g_assert_true (cell_in_view (settled_focus (dialog)));
  ui_type_keys (dialog, "\n\n");
  g_assert_true (cell_in_view (settled_focus (dialog)));
  ui_type_keys (dialog, "4\n\n");
  g_assert_true (cell_in_view (settled_focus (dialog)));

  /* The last end wins the match: the cursor goes to Save and the ends
   * just typed stay in view, to be checked before saving. */
  ui_type_keys (dialog, "4\n\n");
  cell = settled_focus (dialog);
  ui_type_keys (dialog, "4\n\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 3 to Anna, 15–0") != NULL);
  UI_WAIT_FOR (gtk_window_get_focus (dialog) == ui_find_required (GTK_WIDGET (dialog),
                                                                  "save_button"));
  UI_WAIT_FOR (cell_in_view (cell));
  g_assert_true (cell_in_view (cell));
}

/* Once the match is over the cursor waits on Save; Tab and a digit there
 * never reach game 1. */
static void
test_keys_after_match_over (Fixture       *fixture,
                            gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(GPtrArray) cells = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GtkWidget *save;
  GtkWindow *dialog;

  make_event (fixture, "table", "{\"target\": 15, \"best_of\": 3}",
              HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  dialog = open_dialog (fixture, 1);
  ui_type_keys (dialog, "8\n\n7\n\n" "8\n\n7\n\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 2 to Anna, 15–0") != NULL);
  save = ui_find_required (GTK_WIDGET (dialog), "save_button");
  g_assert_true (gtk_window_get_focus (dialog) == save);
  before = sheet_text (dialog);

  /* Tab moves on as the window moves it; the digits go nowhere. */
  for (int i = 0; i < 6; i++)
    {
      g_signal_emit_by_name (dialog, "move-focus", GTK_DIR_TAB_FORWARD);
      ui_spin ();
      g_assert_null (ui_score_focused_cell (dialog));
      if (gtk_window_get_focus (dialog) != NULL && GTK_IS_EDITABLE (gtk_window_get_focus (dialog)))
        ui_type_keys (dialog, "2");
    }
  cells = ui_score_cells (dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (cells, 0))), ==, "8");
  g_assert_cmpstr (ui_score_error_text (dialog), ==, "");
  g_assert_nonnull (find_label (GTK_WIDGET (dialog), "Game 1 to Anna, 15–0"));

  /* Shift+Tab comes back into the sheet at its last end, to correct it. */
  gtk_widget_grab_focus (save);
  for (int i = 0; i < 8 && ui_score_focused_cell (dialog) == NULL; i++)
    {
      g_signal_emit_by_name (dialog, "move-focus", GTK_DIR_TAB_BACKWARD);
      ui_spin ();
    }
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, cells->len - 1));
  after = sheet_text (dialog);
  g_assert_cmpstr (before, ==, after);
}

/* The x of @widget in @dialog. */
static double
x_in (GtkWindow *dialog,
      GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (dialog), &bounds));
  return bounds.origin.x;
}

/* The coin toss goes in at the top of the sheet: the hammer of the first
 * end follows it, it is saved with the result, and the sheet opens with
 * it again. */
static void
test_first_to_shoot (Fixture       *fixture,
                     gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(GPtrArray) cells = NULL;
  GtkDropDown *first;
  GtkWindow *dialog;
  GtkLabel *marker;
  JsonObject *match;

  make_event (fixture, "table", "{\"target\": 15, \"best_of\": 3}",
              HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  dialog = open_dialog (fixture, 1);
  first = GTK_DROP_DOWN (ui_find_required (GTK_WIDGET (dialog), "first_dropdown"));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (first)));
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (first)) ||
                 gtk_widget_get_focusable (gtk_widget_get_first_child (GTK_WIDGET (first))));
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (first)), ==,
                   "Anna");

  /* By default Anna shoots first and Bert has the hammer. */
  cells = ui_score_cells (dialog);
  UI_WAIT_FOR (gtk_widget_get_width (g_ptr_array_index (cells, 1)) > 0);
  marker = find_label (GTK_WIDGET (dialog), "●");
  g_assert_nonnull (marker);
  g_assert_cmpfloat (x_in (dialog, GTK_WIDGET (marker)), >,
                     x_in (dialog, g_ptr_array_index (cells, 0)));

  /* Bert won the toss: Anna has the hammer, and the cursor stays put. */
  gtk_drop_down_set_selected (first, 1);
  ui_wait_frames (GTK_WIDGET (dialog), 2);
  marker = find_label (GTK_WIDGET (dialog), "●");
  g_assert_cmpfloat (x_in (dialog, GTK_WIDGET (marker)), <,
                     x_in (dialog, g_ptr_array_index (cells, 0)));
  g_assert_true (ui_score_focused_cell (dialog) == g_ptr_array_index (cells, 0));

  /* Undo takes the choice back, redo puts it in again. */
  press (dialog, GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (gtk_drop_down_get_selected (first), ==, 0);
  press (dialog, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  g_assert_cmpuint (gtk_drop_down_get_selected (first), ==, 1);

  ui_type_keys (dialog, "8\n\n");
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));
  match = get_match (fixture, 1, &keep);
  g_assert_cmpint (json_object_get_int_member (match, "first"), ==, 1);

  /* Opened again, the toss is where it was. */
  dialog = open_dialog (fixture, 1);
  first = GTK_DROP_DOWN (ui_find_required (GTK_WIDGET (dialog), "first_dropdown"));
  g_assert_cmpuint (gtk_drop_down_get_selected (first), ==, 1);

  /* Sjoelbak has no order of play: no choice. */
  gtk_window_destroy (dialog);
  g_clear_pointer (&keep, json_node_unref);
  make_event (fixture, "sjoelbak", "{\"games\": 3}", HAMMER_FORMAT_SERIES, names);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) list = hammer_events_get_matches_json (fixture->store,
                                                               fixture->event_id, &error);

    g_assert_no_error (error);
    dialog = open_dialog (fixture, json_object_get_int_member (
                            json_array_get_object_element (json_node_get_array (list), 0), "id"));
  }
  g_assert_false (gtk_widget_is_visible (ui_find_required (GTK_WIDGET (dialog),
                                                          "first_dropdown")));
}

static void
collect_firsts (GtkWidget *root,
                GPtrArray *firsts)
{
  if (HAMMER_IS_SCORE_FIRST (root))
    g_ptr_array_add (firsts, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_firsts (child, firsts);
}

/* Who shoots first in each game after the first, in game order. */
static GPtrArray *
game_firsts (GtkWindow *dialog)
{
  GPtrArray *firsts = g_ptr_array_new ();

  collect_firsts (ui_find_required (GTK_WIDGET (dialog), "sections_box"), firsts);
  return firsts;
}

/* Who shoots first in every game. In table shuffleboard the players choose
 * again after game 1 (the toss loser chooses for game 2, game 3 is tossed
 * again): each later game offers the choice under its heading, the hammer
 * of its first end follows it, it is saved with that game and the sheet
 * opens with it again. In old English shovelboard the rules decide (the
 * winner of the previous end starts): game 2 shows that side and how the
 * rules decide, and offers nothing. */
static void
test_first_to_shoot_per_game (Fixture       *fixture,
                              gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(GPtrArray) cells = NULL;
  g_autoptr(GPtrArray) firsts = NULL;
  GtkDropDown *choice;
  GtkWindow *dialog;
  GtkLabel *marker;
  GtkLabel *mnemonic;
  JsonArray *games;
  JsonObject *match;

  make_event (fixture, "table", "{\"target\": 15, \"best_of\": 3}",
              HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  dialog = open_dialog (fixture, 1);
  /* Game 1 to Anna, who shot first after the toss. */
  ui_type_keys (dialog, "8\n\n7\n\n");
  firsts = game_firsts (dialog);
  g_assert_cmpuint (firsts->len, ==, 1);
  choice = GTK_DROP_DOWN (ui_find_by_type (g_ptr_array_index (firsts, 0), GTK_TYPE_DROP_DOWN));
  g_assert_nonnull (choice);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (choice)));
  /* Alt+F reaches it from the keyboard, as it does game 1's toss. */
  mnemonic = find_label (g_ptr_array_index (firsts, 0), "_First to shoot");
  g_assert_nonnull (mnemonic);
  g_assert_cmpuint (gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (mnemonic)), ==, GDK_KEY_f);
  g_assert_true (gtk_label_get_mnemonic_widget (mnemonic) == GTK_WIDGET (choice));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (choice)), ==,
                   "Who shoots first in game 2; the other side has the hammer");
  /* Unless told otherwise, the side that started game 1 does not start
   * game 2: Bert shoots first and Anna has the hammer. */
  g_assert_cmpuint (gtk_drop_down_get_selected (choice), ==, 1);
  cells = ui_score_cells (dialog);
  UI_WAIT_FOR (gtk_widget_get_width (g_ptr_array_index (cells, 4)) > 0);
  marker = find_label (gtk_widget_get_parent (g_ptr_array_index (firsts, 0)), "●");
  g_assert_cmpfloat (x_in (dialog, GTK_WIDGET (marker)), <,
                     x_in (dialog, g_ptr_array_index (cells, 4)));

  /* Bert, the toss loser, lets Anna shoot first: the hammer goes to him. */
  gtk_drop_down_set_selected (choice, 0);
  ui_wait_frames (GTK_WIDGET (dialog), 2);
  marker = find_label (gtk_widget_get_parent (g_ptr_array_index (firsts, 0)), "●");
  g_assert_cmpfloat (x_in (dialog, GTK_WIDGET (marker)), >,
                     x_in (dialog, g_ptr_array_index (cells, 4)));
  g_clear_pointer (&cells, g_ptr_array_unref);
  g_clear_pointer (&firsts, g_ptr_array_unref);

  /* Game 2 to Bert; game 3 is tossed again, so it offers the choice too. */
  cells = ui_score_cells (dialog);
  gtk_widget_grab_focus (g_ptr_array_index (cells, 4));
  g_clear_pointer (&cells, g_ptr_array_unref);
  ui_type_keys (dialog, "\t9\n\t6\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 2 to Bert, 15–0") != NULL);
  firsts = game_firsts (dialog);
  g_assert_cmpuint (firsts->len, ==, 2);
  g_assert_nonnull (ui_find_by_type (g_ptr_array_index (firsts, 1), GTK_TYPE_DROP_DOWN));
  g_clear_pointer (&firsts, g_ptr_array_unref);
  press (dialog, GDK_KEY_Return, GDK_CONTROL_MASK);
  UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

  match = get_match (fixture, 1, &keep);
  games = json_object_get_array_member (json_object_get_object_member (match, "result"),
                                        "games");
  g_assert_false (json_object_has_member (json_array_get_object_element (games, 0), "first"));
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 1),
                                               "first"), ==, 0);

  /* Opened again, game 2's choice is where it was. */
  dialog = open_dialog (fixture, 1);
  firsts = game_firsts (dialog);
  g_assert_cmpuint (firsts->len, ==, 2);
  choice = GTK_DROP_DOWN (ui_find_by_type (g_ptr_array_index (firsts, 0), GTK_TYPE_DROP_DOWN));
  g_assert_cmpuint (gtk_drop_down_get_selected (choice), ==, 0);
  g_clear_pointer (&firsts, g_ptr_array_unref);
  gtk_window_destroy (dialog);
  g_clear_pointer (&keep, json_node_unref);

  /* Shovelboard: Bert wins the toss and game 1's only end, so the rules
   * send him first in game 2, where the hammer rotation would send Anna. */
  make_event (fixture, "shovelboard", "{\"target\": 11, \"best_of\": 3}",
              HAMMER_FORMAT_SINGLE_ELIMINATION, names);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) list = hammer_events_get_matches_json (fixture->store,
                                                               fixture->event_id, &error);

    g_assert_no_error (error);
    dialog = open_dialog (fixture, json_object_get_int_member (
                            json_array_get_object_element (json_node_get_array (list), 0), "id"));
  }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_find_required (GTK_WIDGET (dialog),
                                                               "first_dropdown")), 1);
  ui_spin ();
  ui_type_keys (dialog, "\t11\n");
  UI_WAIT_FOR (find_label (GTK_WIDGET (dialog), "Game 1 to Bert") != NULL);
  firsts = game_firsts (dialog);
  g_assert_cmpuint (firsts->len, ==, 1);
  g_assert_null (ui_find_by_type (g_ptr_array_index (firsts, 0), GTK_TYPE_DROP_DOWN));
  g_assert_nonnull (find_label (g_ptr_array_index (firsts, 0), "Bert"));
  g_assert_nonnull (find_label (g_ptr_array_index (firsts, 0),
                                hammer_rules_next_game_first (hammer_rules_lookup ("shovelboard",
                                                                                   NULL))));
}

/* Every visible label under @root that shows @name (a doubles side with a
 * line per player). */
static void
collect_labels (GtkWidget  *root,
                const char *name,
                GPtrArray  *labels)
{
  g_autofree char *shown = NULL;

  if (GTK_IS_LABEL (root))
    {
      g_auto(GStrv) lines = g_strsplit (gtk_label_get_label (GTK_LABEL (root)), "\n", -1);

      shown = g_strjoinv (" ", lines);
    }
  if (GTK_IS_LABEL (root) && gtk_widget_is_visible (root) && g_str_equal (shown, name))
    g_ptr_array_add (labels, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, name, labels);
}

/* Doubles names in the sheet's headings use the width the dialog has: at
 * 710 px (the dialog's own width) they are whole, long ones too; at 360 px
 * a name may take two lines, and what is
 * still cut has its whole name in the tooltip. */
static void
test_names_not_cut (Fixture       *fixture,
                    gconstpointer  data)
{
  const char *names[] = { "Carol Nakamura / Nora Quinn",
                          "Marie-José van den Heuvel-Smit / Anne-Sophie Timmermans",
                          NULL };
  const int widths[] = { 710, 360 };

  make_event (fixture, "table", "{\"team_size\": 2, \"best_of\": 3}",
              HAMMER_FORMAT_ROUND_ROBIN, names);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      GtkWindow *dialog = open_dialog_sized (fixture, 1, widths[w], 720);

      for (guint s = 0; s < 2; s++)
        {
          g_autoptr(GPtrArray) labels = g_ptr_array_new ();

          collect_labels (GTK_WIDGET (dialog), names[s], labels);
          /* The scoreboard and game 1's heading. */
          g_assert_cmpuint (labels->len, >=, 2);
          for (guint i = 0; i < labels->len; i++)
            {
              GtkLabel *label = g_ptr_array_index (labels, i);
              PangoLayout *layout;

              UI_WAIT_FOR (gtk_widget_get_width (GTK_WIDGET (label)) > 0);
              ui_wait_frames (GTK_WIDGET (label), 1);
              layout = gtk_label_get_layout (label);
              g_assert_cmpint (pango_layout_get_line_count (layout), <=, 2);
              if (widths[w] >= 710)
                g_assert_false (pango_layout_is_ellipsized (layout));
              if (pango_layout_is_ellipsized (layout))
                g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (label)), ==, names[s]);
            }
        }
      gtk_window_destroy (dialog);
      ui_spin ();
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/score/table-match", Fixture, NULL,
              fixture_set_up, test_table_match, fixture_tear_down);
  g_test_add ("/ui/score/handicap-match", Fixture, NULL,
              fixture_set_up, test_handicap_match, fixture_tear_down);
  g_test_add ("/ui/score/clock-time-called", Fixture, NULL,
              fixture_set_up, test_clock_time_called, fixture_tear_down);
  g_test_add ("/ui/score/sjoelbak-series-keys", Fixture, NULL,
              fixture_set_up, test_sjoelbak_series_keys, fixture_tear_down);
  g_test_add ("/ui/score/sjoelbak-knockout-games", Fixture, NULL,
              fixture_set_up, test_sjoelbak_knockout_games, fixture_tear_down);
  g_test_add ("/ui/score/save-keys", Fixture, NULL, fixture_set_up, test_save_keys,
              fixture_tear_down);
  g_test_add ("/ui/score/sjoelbak-counts", Fixture, NULL,
              fixture_set_up, test_sjoelbak_counts, fixture_tear_down);
  g_test_add ("/ui/score/correction-resets-dependents", Fixture, NULL,
              fixture_set_up, test_correction_resets_dependents, fixture_tear_down);
  g_test_add ("/ui/score/correction-restarts-board", Fixture, NULL,
              fixture_set_up, test_correction_restarts_board, fixture_tear_down);
  g_test_add ("/ui/score/correction-changes-waiting", Fixture, NULL,
              fixture_set_up, test_correction_changes_waiting, fixture_tear_down);
  g_test_add ("/ui/score/walkover", Fixture, NULL,
              fixture_set_up, test_walkover, fixture_tear_down);
  g_test_add ("/ui/score/court-from-event-page", Fixture, NULL,
              fixture_set_up, test_opened_from_event_page, fixture_tear_down);

  g_test_add ("/ui/score/focus-in-view", Fixture, NULL,
              fixture_set_up, test_focus_in_view, fixture_tear_down);
  g_test_add ("/ui/score/keys-after-match-over", Fixture, NULL,
              fixture_set_up, test_keys_after_match_over, fixture_tear_down);
  g_test_add ("/ui/score/first-to-shoot", Fixture, NULL,
              fixture_set_up, test_first_to_shoot, fixture_tear_down);
  g_test_add ("/ui/score/first-to-shoot-per-game", Fixture, NULL, fixture_set_up,
              test_first_to_shoot_per_game, fixture_tear_down);
  g_test_add ("/ui/score/names-not-cut", Fixture, NULL,
              fixture_set_up, test_names_not_cut, fixture_tear_down);

  return g_test_run ();
}
