/* test-ui-standings.c — the standings view and the print dialog under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "events/hammer-event-matches.h"
#include "hammer-core.h"
#include "hammer-display-window.h"
#include "hammer-draw-item.h"
#include "hammer-draw-view.h"
#include "hammer-match-item.h"
#include "hammer-print-dialog.h"
#include "hammer-standings-view.h"
#include "hammer-window.h"
#include "io/hammer-tables.h"
#include "ui-test-common.h"

typedef struct
{
  char         *dir;
  HammerStore  *store;
  GtkWindow    *window;
  GtkWidget    *view;
  gint64        event_id;
} Fixture;

#define GAME "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
             "{\"points\": [3, 0]}]}"
#define WIN "{\"games\": [" GAME ", " GAME "]}"

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", "Dirk Visser", NULL };

  f->store = tmp_store_open ("hammer-ui-standings-XXXXXX", &f->dir, NULL);
  f->event_id = store_new_event (f->store, "Winterbeker", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                                 NULL, names, 5);

  f->window = GTK_WINDOW (adw_window_new ());
  gtk_window_set_default_size (f->window, 900, 700);
  f->view = hammer_standings_view_new (f->store, f->event_id);
  adw_window_set_content (ADW_WINDOW (f->window), f->view);
  gtk_window_present (f->window);
  ui_spin ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  ui_close_store (&f->store, &f->dir);
}

/* Records a win for side A of the first match still to play. */
static void
record_one (Fixture *f)
{
  store_record (f->store, f->event_id, store_first_ready (f->store, f->event_id), WIN);
}

/* The text of cell @column of line @row, as the column view shows it. */
static char *
cell_text (Fixture *f,
           guint    row,
           guint    column)
{
  return ui_cell_text (ui_find_required (f->view, "column_view"), row, column);
}

static char *
first_tie_breaker (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = hammer_events_get_event_json (f->store, f->event_id, &error);
  JsonObject *settings = json_object_get_object_member (json_node_get_object (event), "settings");

  return g_strdup (json_array_get_string_element (
    json_object_get_array_member (settings, "tie_breakers"), 0));
}

/* Whether the first row of the tie-breaker @list is @name's. */
static gboolean
first_row_is (GtkWidget  *list,
              const char *name)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);

  return row != NULL && g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (row)), name) == 0;
}

static void
test_live (Fixture       *f,
           gconstpointer  data)
{
  GtkColumnView *view = GTK_COLUMN_VIEW (ui_find_required (f->view, "column_view"));
  GtkLabel *status = GTK_LABEL (ui_find_required (f->view, "status_label"));
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_autofree char *before = NULL, *after = NULL;
  guint n_columns = g_list_model_get_n_items (gtk_column_view_get_columns (view));

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
  /* Place, name and the round robin's figures: played, won, points, … */
  g_assert_cmpuint (n_columns, >=, 8);
  g_assert_cmpstr (gtk_label_get_text (status), ==, "Standings before the first result");
  /* Nobody has played: all four share first place. */
  before = cell_text (f, 0, 0);
  g_assert_cmpstr (before, ==, "1=");

  record_one (f);
  UI_WAIT_FOR (g_strcmp0 (gtk_label_get_text (status),
                          "Live standings · 1 of 6 matches played") == 0);
  after = cell_text (f, 0, 0);
  g_assert_cmpstr (after, ==, "1");
  g_assert_cmpstr (gtk_label_get_text (status), ==, "Live standings · 1 of 6 matches played");
  {
    /* The winner is on top with one match played and won. */
    g_autofree char *played = cell_text (f, 0, 2);
    g_autofree char *won = cell_text (f, 0, 3);

    g_assert_cmpstr (played, ==, "1");
    g_assert_cmpstr (won, ==, "1");
  }
}

static void
test_tie_breakers (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *list = ui_find_required (f->view, "tie_breakers_list");
  GtkWidget *add_button = ui_find_required (f->view, "add_button");
  g_autofree char *first = first_tie_breaker (f), *moved = NULL, *after = NULL;
  GtkListBoxRow *row1 = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1);
  GtkWidget *up;
  g_autofree char *second = NULL;

  g_assert_nonnull (row1);
  /* The row is made anew on every change: keep its name. */
  second = g_strdup (gtk_widget_get_name (GTK_WIDGET (row1)));
  g_assert_true (gtk_widget_get_visible (add_button));

  /* The second moves up with its button… */
  up = ui_find_by_name (GTK_WIDGET (row1), "up");
  g_assert_nonnull (up);
  g_assert_true (gtk_widget_is_sensitive (up));
  g_signal_emit_by_name (up, "clicked");
  /* On the store's writer: the list moves once the main loop has run. */
  g_assert_true (first_row_is (list, first));
  ui_wait_writes (f->store);
  g_assert_true (first_row_is (list, second));
  moved = first_tie_breaker (f);
  g_assert_cmpstr (moved, ==, second);
  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (gtk_list_box_get_row_at_index (
                     GTK_LIST_BOX (list), 0))), ==, second);

  /* …and back down with Alt+Down from the focused row. */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)));
  gtk_widget_activate_action (f->view, "standings.move-focused", "i", 1);
  ui_wait_writes (f->store);
  g_assert_true (first_row_is (list, first));
  {
    g_autofree char *back = first_tie_breaker (f);

    g_assert_cmpstr (back, ==, first);
  }

  /* After the first result: no buttons, no change. */
  record_one (f);
  UI_WAIT_FOR (!gtk_widget_get_visible (add_button));
  row1 = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1);
  g_assert_null (ui_find_by_name (GTK_WIDGET (row1), "up"));
  g_assert_false (gtk_widget_get_visible (add_button));
  gtk_widget_activate_action (f->view, "standings.move-up", "i", 1);
  ui_wait_writes (f->store);
  after = first_tie_breaker (f);
  g_assert_cmpstr (after, ==, first);
}

/* A new event of four in @format with @match_points ("W,D,L" or NULL),
 * drawn, shown in the standings view of the window. */
static void
show_new_event (Fixture      *f,
                HammerFormat  format,
                const char   *match_points)
{
  const char *names[] = { "Eva Jansen", "Frits Mol", "Gea Bos", "Henk Kok", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) entered = NULL;
  HammerEventSpec spec;

  hammer_event_spec_init (&spec);
  spec.name = "Voorjaar";
  spec.rules = "table";
  spec.format = format;
  spec.match_points = match_points;
  f->event_id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  entered = hammer_events_add_entrants (f->store, f->event_id, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, f->event_id, TRUE, 3, &error));
  g_assert_no_error (error);
  f->view = hammer_standings_view_new (f->store, f->event_id);
  adw_window_set_content (ADW_WINDOW (f->window), f->view);
  ui_spin ();
}

/* The tie-breaker row named @name in the view, or NULL. */
static GtkWidget *
tie_breaker_row (Fixture    *f,
                 const char *name)
{
  GtkWidget *list = ui_find_required (f->view, "tie_breakers_list");

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), name) == 0)
      return row;
  return NULL;
}

/* Whether the add button's menu offers the tie-breaker titled @title. */
static gboolean
menu_offers (Fixture    *f,
             const char *title)
{
  GMenuModel *menu = gtk_menu_button_get_menu_model (
    GTK_MENU_BUTTON (ui_find_required (f->view, "add_button")));

  for (int i = 0; menu != NULL && i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label) &&
          g_str_equal (label, title))
        return TRUE;
    }
  return FALSE;
}

/* The match points tie-breaker says the event's own points, the default
 * 2-1-0 where it has none; a knockout, placing by the round reached, does
 * not list it, nor offer it. */
static void
test_match_points_card (Fixture       *f,
                        gconstpointer  data)
{
  GtkWidget *row = tie_breaker_row (f, "match-points");

  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Points for results: 2 a win, 1 a draw, 0 a loss");

  show_new_event (f, HAMMER_FORMAT_ROUND_ROBIN, "3,1,0");
  row = tie_breaker_row (f, "match-points");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Points for results: 3 a win, 1 a draw, 0 a loss");

  show_new_event (f, HAMMER_FORMAT_SINGLE_ELIMINATION, NULL);
  g_assert_nonnull (gtk_list_box_get_row_at_index (
    GTK_LIST_BOX (ui_find_required (f->view, "tie_breakers_list")), 0));
  g_assert_null (tie_breaker_row (f, "match-points"));
  g_assert_false (menu_offers (f, "Match points"));
  g_assert_true (menu_offers (f, "Buchholz"));
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  GError **error = user_data;
  gboolean ok = hammer_print_dialog_export_to_file_finish (HAMMER_PRINT_DIALOG (object), result,
                                                           error);

  g_assert_true (ok == (*error == NULL));
  g_object_set_data (object, "hammer-test-done", GINT_TO_POINTER (1));
}

static void
test_export (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *pdf = g_build_filename (f->dir, "standings.pdf", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "no", "such", "folder.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autoptr(GFile) bad = g_file_new_for_path (missing);
  g_autofree char *text = NULL;
  GError *error = NULL;
  HammerPrintDialog *dialog;

  record_one (f);
  /* What Export as PDF on the event page opens while the standings are in front. */
  hammer_print_dialog_present (f->view, f->store, f->event_id, HAMMER_SHEET_STANDINGS, TRUE);
  dialog = HAMMER_PRINT_DIALOG (ui_wait_for_toplevel (HAMMER_TYPE_PRINT_DIALOG));
  g_assert_nonnull (dialog);
  /* Opened for the standings. */
  g_assert_cmpstr (gtk_string_object_get_string (
                     adw_combo_row_get_selected_item (
                       ADW_COMBO_ROW (ui_find_required (GTK_WIDGET (dialog), "kind_row")))), ==,
                   "Standings");

  hammer_print_dialog_export_to_file_async (dialog, file, NULL, export_done_cb, &error);
  UI_WAIT_FOR (g_object_get_data (G_OBJECT (dialog), "hammer-test-done") != NULL);
  g_assert_no_error (error);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Standings"));
  g_assert_nonnull (strstr (text, "Winterbeker"));
  g_assert_nonnull (strstr (text, "Anna Bakker"));
  g_assert_nonnull (strstr (text, "Dirk Visser"));

  /* A folder that is not there: a clear error, and no file. */
  g_object_set_data (G_OBJECT (dialog), "hammer-test-done", NULL);
  hammer_print_dialog_export_to_file_async (dialog, bad, NULL, export_done_cb, &error);
  UI_WAIT_FOR (g_object_get_data (G_OBJECT (dialog), "hammer-test-done") != NULL);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "folder.pdf"));
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
}

/* The standings view's columns are the core's, those paper, the web page
 * and the CSV file show, in their order and under their headers (a header
 * of two words on two lines). */
static void
assert_core_columns (GtkColumnView *view,
                     HammerStore   *store,
                     gint64         event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = hammer_events_get_event_json (store, event_id, &error);
  g_autoptr(JsonNode) standings = hammer_events_get_standings_json (store, event_id, &error);
  g_autoptr(GArray) figures = NULL;
  GListModel *columns = gtk_column_view_get_columns (view);

  g_assert_no_error (error);
  figures = hammer_tables_standings_columns (json_node_get_object (event),
                                             json_node_get_array (standings), FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (columns), ==, figures->len);
  for (guint i = 0; i < figures->len; i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);
      g_autofree char *title = g_strdup (gtk_column_view_column_get_title (column));

      g_strdelimit (title, "\n", ' ');
      g_assert_cmpstr (title, ==, g_array_index (figures, HammerStandingsColumn, i).header);
    }
}

/* A sjoelbak series with classes: one class at a time, its places from 1. */
static void
test_classes (Fixture       *f,
              gconstpointer  data)
{
  const char *names[] = { "Ida Hoekstra", "Jan Dijkstra", "Kees Visser", "Lies Bos", NULL };
  static const double averages[] = { 141, 133, 118, 97 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(JsonNode) matches = NULL;
  GtkDropDown *dropdown;
  GtkColumnView *view;
  GtkWidget *series;
  HammerEventSpec spec;
  gint64 event_id;

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(HammerPlayer) player = hammer_player_new (names[i]);

      hammer_player_set_average (player, averages[i]);
      hammer_roster_add_player (f->store, player, &error);
      g_assert_no_error (error);
    }
  hammer_event_spec_init (&spec);
  spec.name = "Sjoelmarathon";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.n_boards = 2;
  spec.classes = "A=130,B=0";
  event_id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);
  hammer_events_draw (f->store, event_id, TRUE, 3, &error);
  g_assert_no_error (error);

  series = hammer_standings_view_new (f->store, event_id);
  adw_window_set_content (ADW_WINDOW (f->window), series);
  f->view = series;
  UI_WAIT_FOR (gtk_widget_get_visible (ui_find_required (series, "class_dropdown")));
  dropdown = GTK_DROP_DOWN (ui_find_required (series, "class_dropdown"));
  view = GTK_COLUMN_VIEW (ui_find_required (series, "column_view"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dropdown)));
  /* Screen and paper show the same columns: the class, no matches played. */
  assert_core_columns (view, f->store, event_id);
  {
    GListModel *columns = gtk_column_view_get_columns (view);
    g_autoptr(GtkColumnViewColumn) third = g_list_model_get_item (columns, 2);

    g_assert_cmpstr (gtk_column_view_column_get_title (third), ==, "Class");
  }
  /* Every class, A, B. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view))),
                    ==, 4);

  gtk_drop_down_set_selected (dropdown, 2);
  UI_WAIT_FOR (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view))) == 2);
  /* Class B: the two lower averages, places counted within the class. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view))),
                    ==, 2);
  {
    g_autofree char *name0 = cell_text (f, 0, 1), *name1 = cell_text (f, 1, 1);
    g_autofree char *place = cell_text (f, 0, 0);

    g_assert_true ((g_str_equal (name0, "Kees Visser") && g_str_equal (name1, "Lies Bos")) ||
                   (g_str_equal (name0, "Lies Bos") && g_str_equal (name1, "Kees Visser")));
    g_assert_cmpstr (place, ==, "1=");
  }

  /* A result keeps the class shown. */
  matches = hammer_events_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GString) input = g_string_new ("{\"games\": [");
    g_autoptr(JsonNode) node = NULL, out = NULL;
    JsonObject *match = json_array_get_object_element (json_node_get_array (matches), 0);

    for (guint g = 0; g < 10; g++)
      g_string_append_printf (input, "%s{\"ends\": [{\"counts\": [[5, 9, 5, 7]]}]}",
                              g > 0 ? ", " : "");
    g_string_append (input, "]}");
    node = json_from_string (input->str, &error);
    out = hammer_events_record_result (f->store, event_id, json_object_get_int_member (match, "id"),
                                       node, FALSE, &error);
    g_assert_no_error (error);
  }
  UI_WAIT_FOR (gtk_drop_down_get_selected (dropdown) == 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view))),
                    ==, 2);
}

/* Printing draws the same pages: GTK's own PDF export of the print
 * operation shows the standings, page for page. */
static void
test_print_operation (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *pdf = g_build_filename (f->dir, "printed.pdf", NULL);
  g_autoptr(HammerEventSheetSource) source = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *info = NULL, *footer = NULL;
  HammerSheetDocument *sheets;
  HammerSheetOptions options;

  record_one (f);
  source = hammer_event_sheet_source_new (f->store, f->event_id, HAMMER_SHEET_STANDINGS, &error);
  g_assert_no_error (error);
  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_STANDINGS;
  sheets = hammer_event_sheet_source_lay_out (source, &options, &error);
  g_assert_no_error (error);

  /* Laid out for A4 upright, but Letter sideways is what the printer's
   * dialog settles on: the pages follow. */
  operation = hammer_print_operation_new (source, &options, sheets, "Winterbeker");
  {
    g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
    g_autoptr(GtkPaperSize) letter = gtk_paper_size_new (GTK_PAPER_NAME_LETTER);

    gtk_page_setup_set_paper_size (setup, letter);
    gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_LANDSCAPE);
    gtk_print_operation_set_default_page_setup (operation, setup);
  }
  gtk_print_operation_set_export_filename (operation, pdf);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL,
                                            &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);

  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Standings"));
  g_assert_nonnull (strstr (text, "Anna Bakker"));
  /* The footer counts the pages there are, however many a typeface makes. */
  footer = g_strdup_printf ("Page 1 of %u", pdf_pages (pdf));
  g_assert_nonnull (strstr (text, footer));
  info = pdf_page_size (pdf);
  /* Letter, sideways. */
  g_assert_nonnull (strstr (info, "792 x 612"));
}

/* In the app: the event page's Export as PDF opens on the document of the
 * view in front, and the export's toast goes to the window. */
static void
test_event_page (Fixture       *f,
                 gconstpointer  data)
{
  HammerWindow *window = hammer_window_new (NULL, f->store);
  g_autofree char *pdf = g_build_filename (f->dir, "from-page.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  GError *error = NULL;
  HammerPrintDialog *dialog;
  AdwComboRow *kind_row, *round_row, *board_row;

  gtk_window_present (GTK_WINDOW (window));
  hammer_window_show_event_view (window, f->event_id, "standings");
  UI_WAIT_FOR (ui_find_by_id (GTK_WIDGET (window), "tie_breakers_list") != NULL);
  g_assert_nonnull (ui_find_by_id (GTK_WIDGET (window), "tie_breakers_list"));

  /* As the menu item of the event page does. */
  gtk_widget_activate_action (ui_find_by_id (GTK_WIDGET (window), "tie_breakers_list"),
                              "event.export-pdf", NULL);
  dialog = HAMMER_PRINT_DIALOG (ui_wait_for_toplevel (HAMMER_TYPE_PRINT_DIALOG));
  g_assert_nonnull (dialog);
  kind_row = ADW_COMBO_ROW (ui_find_required (GTK_WIDGET (dialog), "kind_row"));
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (kind_row)), ==,
                   "Standings");

  /* Score sheets start at the current round, every board. */
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (kind_row)); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (adw_combo_row_get_model (kind_row),
                                                               i);

      if (g_str_equal (gtk_string_object_get_string (item), "Score sheets"))
        adw_combo_row_set_selected (kind_row, i);
    }
  round_row = ADW_COMBO_ROW (ui_find_required (GTK_WIDGET (dialog), "round_row"));
  board_row = ADW_COMBO_ROW (ui_find_required (GTK_WIDGET (dialog), "board_row"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (round_row)));
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (round_row)), ==,
                   "Round 1");
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (board_row)), ==,
                   "Every board");

  hammer_print_dialog_export_to_file_async (dialog, file, NULL, export_done_cb, &error);
  UI_WAIT_FOR (g_object_get_data (G_OBJECT (dialog), "hammer-test-done") != NULL);
  g_assert_no_error (error);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_wait_until_gone (HAMMER_TYPE_PRINT_DIALOG);

  /* One action for this round's score sheets, every board, to the printer:
   * the printer's own dialog chooses the paper. */
  record_one (f);
  gtk_widget_activate_action (ui_find_by_id (GTK_WIDGET (window), "tie_breakers_list"),
                              "event.print-score-sheets", NULL);
  dialog = HAMMER_PRINT_DIALOG (ui_wait_for_toplevel (HAMMER_TYPE_PRINT_DIALOG));
  g_assert_nonnull (dialog);
  kind_row = ADW_COMBO_ROW (ui_find_required (GTK_WIDGET (dialog), "kind_row"));
  round_row = ADW_COMBO_ROW (ui_find_required (GTK_WIDGET (dialog), "round_row"));
  board_row = ADW_COMBO_ROW (ui_find_required (GTK_WIDGET (dialog), "board_row"));
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (kind_row)), ==,
                   "Score sheets");
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (board_row)), ==,
                   "Every board");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (round_row)));
  g_assert_false (gtk_widget_get_visible (ui_find_required (GTK_WIDGET (dialog), "paper_group")));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (ui_find_required (GTK_WIDGET (dialog),
                                                                    "go_button"))), ==,
                   "_Print…");

  /* Print lays the sheets out in a thread, then hands over to the
   * printer's dialog; cancelling there leaves the window as it was. */
  g_signal_emit_by_name (ui_find_required (GTK_WIDGET (dialog), "go_button"), "clicked");
  UI_WAIT_FOR (g_type_from_name ("GtkPrintUnixDialog") != 0 &&
            ui_find_toplevel (g_type_from_name ("GtkPrintUnixDialog")) != NULL);
  g_assert_null (ui_find_toplevel (HAMMER_TYPE_PRINT_DIALOG));
  gtk_dialog_response (GTK_DIALOG (ui_find_toplevel (g_type_from_name ("GtkPrintUnixDialog"))),
                       GTK_RESPONSE_CANCEL);
  UI_WAIT_FOR (ui_find_toplevel (g_type_from_name ("GtkPrintUnixDialog")) == NULL);
  g_assert_null (ui_find_toplevel (g_type_from_name ("GtkPrintUnixDialog")));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* Surfaces: the same figures on every screen */

/* A column view's table as it shows it: the titles of the visible columns
 * and their cell texts, line by line in the order shown. */
static void
column_view_table (GtkColumnView *column_view,
                   ShownTable    *table)
{
  GListModel *columns = gtk_column_view_get_columns (column_view);
  guint n_columns = g_list_model_get_n_items (columns);
  guint n_rows = g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (column_view)));
  g_autoptr(GStrvBuilder) headers = g_strv_builder_new ();

  for (guint c = 0; c < n_columns; c++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, c);

      if (gtk_column_view_column_get_visible (column))
        g_strv_builder_add (headers, gtk_column_view_column_get_title (column));
    }
  table->headers = g_strv_builder_end (headers);
  table->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (guint r = 0; r < n_rows; r++)
    {
      g_autoptr(GStrvBuilder) cells = g_strv_builder_new ();

      /* A line holds a cell for each visible column only. */
      for (guint c = 0, shown = 0; c < n_columns; c++)
        {
          g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, c);
          g_autofree char *text = NULL;

          if (!gtk_column_view_column_get_visible (column))
            continue;
          text = ui_cell_text (GTK_WIDGET (column_view), r, shown++);
          g_strv_builder_add (cells, text);
        }
      g_ptr_array_add (table->rows, g_strv_builder_end (cells));
    }
}

/* The standings view's table as it shows it. */
/* Whether the column view @id under @view has made a line for each of its
 * items: it makes them as it lays them out. */
static gboolean
lines_made (GtkWidget  *view,
            const char *id)
{
  GtkWidget *column_view = ui_find_required (view, id);
  guint n = g_list_model_get_n_items (
    G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (column_view))));

  return n > 0 && ui_cell_is (column_view, n - 1, 0, NULL);
}

static void
standings_view_table (GtkWidget  *view,
                      ShownTable *table)
{
  column_view_table (GTK_COLUMN_VIEW (ui_find_required (view, "column_view")), table);
}

/* The series ranking of the draw view as it shows it, sorted by place. */
static void
ranking_table (GtkWidget  *view,
               ShownTable *table)
{
  column_view_table (GTK_COLUMN_VIEW (ui_find_required (view, "series_view")), table);
}

/* The display window's standings: a grid of labels, headings on top. */
/* Every line of the standings comes on the display window, once in a round
 * of turns: beside the boards, or on a screen too small for that (@width
 * and @height not 0) on pages of their own, as many as the lines need. */
static void
check_display_standings_pages (HammerStore *store,
                               gint64       event_id,
                               JsonArray   *lines,
                               int          width,
                               int          height)
{
  GtkWindow *display = hammer_display_window_new (NULL, store, event_id);
  GtkWidget *section = ui_find_required (GTK_WIDGET (display), "standings_section");
  GtkGrid *grid = GTK_GRID (ui_find_required (GTK_WIDGET (display), "standings_grid"));
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint standings_pages = 0;

  if (width > 0)
    gtk_window_set_default_size (display, width, height);
  gtk_window_present (display);
  UI_WAIT_FOR (hammer_display_window_is_paged (HAMMER_DISPLAY_WINDOW (display)) == (width > 0));
  for (guint turn = 0; turn < 12; turn++)
    {
      if (gtk_widget_get_visible (section))
        {
          standings_pages++;
          for (int r = 1; gtk_grid_get_child_at (grid, 1, r) != NULL; r++)
            {
              GtkWidget *name = gtk_grid_get_child_at (grid, 1, r);

              if (!gtk_widget_get_visible (name))
                continue;
              g_assert_false (g_hash_table_contains (seen, gtk_label_get_text (GTK_LABEL (name))));
              g_hash_table_add (seen, g_strdup (gtk_label_get_text (GTK_LABEL (name))));
            }
        }
      hammer_display_window_next_page (HAMMER_DISPLAY_WINDOW (display));
      ui_spin ();
      if (g_hash_table_size (seen) == json_array_get_length (lines))
        break;
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, json_array_get_length (lines));
  g_assert_cmpuint (standings_pages, >, 1);
  {
    const char *heading = gtk_label_get_text (GTK_LABEL (ui_find_required (GTK_WIDGET (display),
                                                                           "standings_heading")));
    g_autofree char *of = g_strdup_printf (" of %u", json_array_get_length (lines));

    g_assert_true (g_str_has_prefix (heading, "Standings · "));
    g_assert_true (g_str_has_suffix (heading, of));
  }
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      g_assert_true (g_hash_table_contains (seen, json_object_get_string_member (line, "name")));
    }
  gtk_window_destroy (display);
  ui_spin ();
}

static void
display_table (GtkWidget  *display,
               ShownTable *table)
{
  GtkGrid *grid = GTK_GRID (ui_find_required (display, "standings_grid"));

  table->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (int r = 0; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    {
      char **cells = g_new0 (char *, 5);

      if (r > 0 && !gtk_widget_get_visible (gtk_grid_get_child_at (grid, 1, r)))
        {
          g_free (cells);
          break;
        }
      /* A column the display does not show has no heading. */
      for (int c = 0; c < 4; c++)
        {
          GtkWidget *label = gtk_grid_get_child_at (grid, c, r);

          cells[c] = g_strdup (gtk_widget_get_visible (label)
                                 ? gtk_label_get_text (GTK_LABEL (label)) : "");
        }
      if (r == 0)
        {
          /* The place column has no heading on the display window. */
          g_free (cells[0]);
          cells[0] = g_strdup ("Place");
          table->headers = cells;
        }
      else
        g_ptr_array_add (table->rows, cells);
    }
}

/* The matches view says of a card with games on it what the core says:
 * it is being played; and no card, finished or not, has a winner. */
static void
check_card_states (HammerStore *store,
                   gint64       event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) matches = hammer_events_list_matches (store, event_id, &error);
  guint checked = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);
      g_autoptr(HammerMatchItem) item = hammer_match_item_new_copy (match);
      HammerEventMatchState state = hammer_event_match_get_state (match);

      /* A card of one player has no winner to show in bold. */
      g_assert_cmpint (hammer_match_item_get_winner (item), <, 0);
      if (state == HAMMER_EVENT_MATCH_IN_PROGRESS)
        {
          g_assert_cmpstr (hammer_match_item_get_state_text (item), ==, "Playing");
          checked++;
        }
      else if (state == HAMMER_EVENT_MATCH_READY)
        g_assert_cmpstr (hammer_match_item_get_state_text (item), ==, "Ready");
    }
  g_assert_cmpuint (checked, ==, 1);
}

/* A card with four of its ten games typed is a result as the core counts
 * one: the heading says the standings are live, and the tie-breakers can
 * no longer be changed, as `hammer-cli event tie-breakers` refuses. */
static void
test_partial_card (Fixture       *f,
                   gconstpointer  data)
{
  const char *names[] = { "Ida Hoekstra", "Jan Dijkstra", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) card = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [130]}]}, {\"ends\": [{\"points\": [120]}]},"
    " {\"ends\": [{\"points\": [110]}]}, {\"ends\": [{\"points\": [140]}]}]}", NULL);
  g_autoptr(JsonNode) state = NULL;
  const char *tie_breakers[] = { "best-game", "total-points", NULL };
  GtkWidget *series;
  GtkLabel *status;
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Sjoelavond";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  event_id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);
  hammer_events_draw (f->store, event_id, TRUE, 3, &error);
  g_assert_no_error (error);
  matches = hammer_events_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  state = hammer_events_record_result (f->store, event_id,
                                       json_object_get_int_member (
                                        json_array_get_object_element (
                                          json_node_get_array (matches), 0), "id"),
                                       card, 0, &error);
  g_assert_no_error (error);

  series = hammer_standings_view_new (f->store, event_id);
  adw_window_set_content (ADW_WINDOW (f->window), series);
  f->view = series;
  UI_WAIT_FOR (g_strcmp0 (gtk_label_get_text (
                           GTK_LABEL (ui_find_required (series, "status_label"))),
                          "Live standings · 0 of 2 matches played") == 0);
  status = GTK_LABEL (ui_find_required (series, "status_label"));
  g_assert_cmpstr (gtk_label_get_text (status), ==, "Live standings · 0 of 2 matches played");
  g_assert_false (gtk_widget_get_visible (ui_find_required (series, "add_button")));
  /* The core refuses the change the view no longer offers. */
  g_assert_false (hammer_events_set_tie_breakers (f->store, event_id, tie_breakers, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

static void
test_surfaces (void)
{
  /* Members and the titles the screens give them: the standings view the
   * core's headers, a title of two words on two lines. */
  static const char *const view_figures[] = {
    "played", "Played", "wins", "Won", "losses", "Lost", "match_points", "Match\npoints",
    "games", "Games", "total", "Total", "average", "Average", "best_game", "Best\ngame", NULL,
  };
  /* The ranking's "Games" column holds each game's points, not a count. */
  static const char *const ranking_figures[] = {
    "total", "Total", "best_game", "Best game", NULL,
  };
  static const char *const display_figures[] = {
    "games", "Games", "total", "Total", "match_points", "Pts", NULL,
  };
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-ui-surfaces-XXXXXX", &dir);
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 ids[N_SURFACE_EVENTS];

  surface_events_build (db, ids);
  store = hammer_store_open (db, &error);
  g_assert_no_error (error);

  for (guint e = 0; e < N_SURFACE_EVENTS; e++)
    {
      g_autoptr(JsonNode) standings = hammer_events_get_standings_json (store, ids[e], &error);
      JsonArray *lines = json_node_get_array (standings);
      GtkWindow *window = GTK_WINDOW (adw_window_new ());
      GtkWindow *display;
      GtkWidget *view;
      g_auto(ShownTable) view_shown = { 0 };
      g_auto(ShownTable) display_shown = { 0 };

      g_assert_no_error (error);
      gtk_window_set_default_size (window, 1000, 800);
      view = hammer_standings_view_new (store, ids[e]);
      adw_window_set_content (ADW_WINDOW (window), view);
      gtk_window_present (window);
      UI_WAIT_FOR (lines_made (view, "column_view"));
      standings_view_table (view, &view_shown);
      shown_table_check (&view_shown, lines, -1, "Place", "Name", view_figures, 3,
                         "the standings view");

      if (e == SURFACE_SERIES)
        {
          g_auto(ShownTable) ranking_shown = { 0 };

          view = hammer_draw_view_new (store, ids[e]);
          adw_window_set_content (ADW_WINDOW (window), view);
          UI_WAIT_FOR (lines_made (view, "series_view"));
          ranking_table (view, &ranking_shown);
          shown_table_check (&ranking_shown, lines, -1, "Place", "Name", ranking_figures, 2,
                             "the series ranking");
          check_card_states (store, ids[e]);
        }
      gtk_window_destroy (window);

      display = hammer_display_window_new (NULL, store, ids[e]);
      gtk_window_present (display);
      ui_spin ();
      display_table (GTK_WIDGET (display), &display_shown);
      /* The display shows the first lines, at least eight beside the boards;
       * the rest turn over (check_display_standings_pages). */
      g_assert_cmpuint (display_shown.rows->len, >=, MIN (json_array_get_length (lines), 8));
      shown_table_check (&display_shown, lines, (int) display_shown.rows->len, "Place", "Name", display_figures,
                         e == SURFACE_DOUBLE_ELIMINATION ? 0 : 1, "the display window");
      gtk_window_destroy (display);
      ui_spin ();
      if (e == SURFACE_DOUBLE_ELIMINATION)
        {
          check_display_standings_pages (store, ids[e], lines, 0, 0);
          check_display_standings_pages (store, ids[e], lines, 480, 320);
        }
    }
  g_clear_object (&store);
  ui_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/standings/live", Fixture, NULL, fixture_set_up, test_live,
              fixture_tear_down);
  g_test_add ("/ui/standings/tie-breakers", Fixture, NULL, fixture_set_up, test_tie_breakers,
              fixture_tear_down);
  g_test_add ("/ui/standings/match-points-card", Fixture, NULL, fixture_set_up,
              test_match_points_card, fixture_tear_down);
  g_test_add ("/ui/standings/export", Fixture, NULL, fixture_set_up, test_export,
              fixture_tear_down);
  g_test_add ("/ui/standings/event-page", Fixture, NULL, fixture_set_up, test_event_page,
              fixture_tear_down);
  g_test_add ("/ui/standings/print-operation", Fixture, NULL, fixture_set_up,
              test_print_operation, fixture_tear_down);
  g_test_add ("/ui/standings/classes", Fixture, NULL, fixture_set_up, test_classes,
              fixture_tear_down);
  g_test_add ("/ui/standings/partial-card", Fixture, NULL, fixture_set_up, test_partial_card,
              fixture_tear_down);
  g_test_add_func ("/ui/standings/surfaces", test_surfaces);
  return g_test_run ();
}
