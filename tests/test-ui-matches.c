/* test-ui-matches.c — the matches and boards views on the event's typed
 * matches: after a result they show what the JSON says, the row of the
 * match changed in place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-board-item.h"
#include "hammer-boards-view.h"
#include "hammer-match-item.h"
#include "hammer-matches-view.h"
#include "ui-test-common.h"

typedef StoreFixture Fixture;

/* The matches view's columns, in its order. */
enum { ROUND, NUMBER, SIDE_A, RESULT, SIDE_B, STATE, BOARD };

static gint64
new_event (Fixture *f)
{
  const char *names[] = { "Anna", "Bert", "Cees", "Dirk", NULL };

  /* The draw puts both semi-finals on the two boards, not called yet. */
  return store_new_event (f->store, "Knock-out", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                          NULL, names, 7);
}

static JsonArray *
matches_json (Fixture *f,
              gint64   event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (f->store, event_id, &error);

  g_assert_no_error (error);
  return json_array_ref (json_node_get_array (node));
}

static const char *
name_or_empty (JsonArray *names,
               guint      side)
{
  JsonNode *node = json_array_get_element (names, side);

  return JSON_NODE_HOLDS_VALUE (node) ? json_node_get_string (node) : "";
}

/* A cell shows a dash where it has nothing to say. */
static const char *
shown (const char *text)
{
  return *text != '\0' ? text : "—";
}

/* Every row of the view says what the JSON says of its match. */
static void
assert_rows_agree (GtkWidget *columns,
                   JsonArray *matches)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (columns)));

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, json_array_get_length (matches));
  for (guint r = 0; r < json_array_get_length (matches); r++)
    {
      JsonObject *match = json_array_get_object_element (matches, r);
      JsonArray *names = json_object_get_array_member (match, "names");
      g_autoptr(HammerMatchItem) item = g_list_model_get_item (model, r);
      g_autofree char *round = ui_cell_text (columns, r, ROUND);
      g_autofree char *side_a = ui_cell_text (columns, r, SIDE_A);
      g_autofree char *side_b = ui_cell_text (columns, r, SIDE_B);

      g_assert_cmpint (hammer_match_item_get_id (item), ==,
                       json_object_get_int_member (match, "id"));
      g_assert_cmpstr (round, ==, json_object_get_string_member (match, "round_name"));
      g_assert_cmpstr (side_a, ==, shown (name_or_empty (names, 0)));
      g_assert_cmpstr (side_b, ==, shown (name_or_empty (names, 1)));
    }
}

static gboolean
cell_is (GtkWidget  *columns,
         guint       row,
         guint       column,
         const char *text)
{
  g_autofree char *cell = ui_cell_text (columns, row, column);

  return g_strcmp0 (cell, shown (text)) == 0;
}

/* Whether the text of a cell is in bold, as a winner's name is. */
static gboolean
cell_is_winner (GtkWidget *columns,
                guint      row,
                guint      column)
{
  GtkWidget *list = NULL;
  GtkWidget *line;
  guint i = 0;

  /* As ui_cell_text() finds the cell. */
  for (GtkWidget *child = gtk_widget_get_first_child (columns); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child) || g_str_equal (G_OBJECT_TYPE_NAME (child), "GtkColumnListView"))
      list = child;
  g_assert_nonnull (list);
  for (line = gtk_widget_get_first_child (list); line != NULL && i < row;
       line = gtk_widget_get_next_sibling (line))
    i++;
  g_assert_nonnull (line);
  line = gtk_widget_get_first_child (line);
  for (i = 0; line != NULL && i < column; i++)
    line = gtk_widget_get_next_sibling (line);
  g_assert_nonnull (line);
  line = gtk_widget_get_first_child (line);
  while (line != NULL && !GTK_IS_INSCRIPTION (line) && !GTK_IS_LABEL (line))
    line = gtk_widget_get_first_child (line);
  g_assert_nonnull (line);
  return gtk_widget_has_css_class (line, "match-winner");
}

static void
record (Fixture *f,
        gint64   event_id,
        gint64   match_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) input = json_from_string (FIRST_SIDE_WINS, &error);
  g_autoptr(JsonNode) state = NULL;

  g_assert_no_error (error);
  state = hammer_events_record_result (f->store, event_id, match_id, input, 0, &error);
  g_assert_no_error (error);
}

/* A result: its row shows it, the final its winner, from the same items. */
static void
test_matches_after_result (Fixture       *f,
                           gconstpointer  data)
{
  gint64 event_id = new_event (f);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *view = hammer_matches_view_new (f->store, event_id);
  g_autoptr(JsonArray) before = NULL;
  g_autoptr(JsonArray) after = NULL;
  g_autoptr(HammerMatchItem) first = NULL;
  g_autoptr(HammerMatchItem) final = NULL;
  g_autoptr(HammerMatchItem) still_first = NULL;
  g_autoptr(HammerMatchItem) still_final = NULL;
  GtkWidget *columns;
  GListModel *model;

  gtk_window_set_child (window, view);
  ui_present (window, 1100, 600);
  columns = ui_find_required (view, "column_view");
  model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (columns)));
  UI_WAIT_FOR (g_list_model_get_n_items (model) == 3);
  /* The view makes its rows as it lays them out. */
  ui_wait_frames (columns, 2);

  before = matches_json (f, event_id);
  assert_rows_agree (columns, before);
  /* The boards view's words for a match put on a board, not yet called. */
  g_assert_true (cell_is (columns, 0, STATE, "Waiting to be called"));
  g_assert_true (cell_is (columns, 0, RESULT, ""));
  g_assert_true (cell_is (columns, 0, BOARD, "Board 1"));
  g_assert_true (cell_is (columns, 2, STATE, "Waiting"));
  g_assert_false (cell_is_winner (columns, 0, SIDE_A));
  first = g_list_model_get_item (model, 0);
  final = g_list_model_get_item (model, 2);

  record (f, event_id, hammer_match_item_get_id (first));
  UI_WAIT_FOR (cell_is (columns, 0, RESULT, "2 – 0"));
  ui_spin ();

  after = matches_json (f, event_id);
  assert_rows_agree (columns, after);
  g_assert_true (cell_is (columns, 0, STATE, "Finished"));
  /* The winner in bold: the row's bindings follow its item. */
  g_assert_true (cell_is_winner (columns, 0, SIDE_A));
  g_assert_false (cell_is_winner (columns, 0, SIDE_B));
  g_assert_true (cell_is (columns, 2, SIDE_A, hammer_match_item_get_side (first, 0)));
  g_assert_true (cell_is (columns, 2, STATE, "Waiting"));
  /* The rows keep their items: the matches changed in place. */
  still_first = g_list_model_get_item (model, 0);
  still_final = g_list_model_get_item (model, 2);
  g_assert_true (still_first == first);
  g_assert_true (still_final == final);
  g_assert_cmpint (hammer_match_item_get_winner (first), ==, 0);

  gtk_window_destroy (window);
}

static GtkWidget *
card (GtkWidget *view,
      guint      index)
{
  GtkFlowBox *grid = GTK_FLOW_BOX (ui_find_required (view, "board_grid"));
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (grid, index);

  return child != NULL ? gtk_flow_box_child_get_child (child) : NULL;
}

static HammerBoardItem *
card_board (GtkWidget *view,
            guint      index)
{
  GtkWidget *widget = card (view, index);

  return widget != NULL ? g_object_get_data (G_OBJECT (widget), "hammer-board") : NULL;
}

/* A result frees its board, which then says it was the last. */
static void
test_boards_after_result (Fixture       *f,
                          gconstpointer  data)
{
  gint64 event_id = new_event (f);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *view = hammer_boards_view_new (f->store, event_id);
  g_autoptr(JsonArray) matches = matches_json (f, event_id);
  JsonObject *first = json_array_get_object_element (matches, 0);
  JsonArray *names = json_object_get_array_member (first, "names");
  g_autofree char *title = g_strdup_printf ("%s – %s", name_or_empty (names, 0),
                                            name_or_empty (names, 1));
  g_autofree char *last = NULL;
  g_autofree char *expected = NULL;
  HammerBoardItem *board;

  gtk_window_set_child (window, view);
  ui_present (window, 1100, 700);
  UI_WAIT_FOR (card_board (view, 1) != NULL);

  board = card_board (view, 0);
  g_assert_cmpuint (hammer_board_item_get_number (board), ==, 1);
  g_assert_nonnull (hammer_board_item_get_match (board));
  g_assert_cmpstr (hammer_match_item_get_title (hammer_board_item_get_match (board)), ==, title);
  /* Put on the board by the draw, not called yet. */
  g_assert_cmpstr (hammer_board_item_get_waiting_text (board), ==, "Waiting to be called");
  g_assert_true (ui_has_label (view, title));

  record (f, event_id, json_object_get_int_member (first, "id"));
  UI_WAIT_FOR (card_board (view, 0) != NULL &&
               hammer_board_item_get_match (card_board (view, 0)) == NULL);
  ui_spin ();

  board = card_board (view, 0);
  last = hammer_board_item_dup_last_text (board);
  expected = g_strdup_printf ("Last: %s, 2 – 0", title);
  g_assert_cmpstr (last, ==, expected);
  /* The other board keeps its match. */
  g_assert_nonnull (hammer_board_item_get_match (card_board (view, 1)));

  gtk_window_destroy (window);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui-matches/matches-after-result", Fixture, NULL, store_fixture_set_up,
              test_matches_after_result, store_fixture_tear_down);
  g_test_add ("/ui-matches/boards-after-result", Fixture, NULL, store_fixture_set_up,
              test_boards_after_result, store_fixture_tear_down);

  return g_test_run ();
}
