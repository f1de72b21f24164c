/* test-ui-paper-kinds.c — the print dialog offers the desk's documents
 * where they apply: pairings for rounds played at once, certificates once
 * the event is over, board signs once its boards have pages on the
 * network, a timetable while there is something to play; under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hammer-core.h"
#include "hammer-print-dialog.h"
#include "serve/hammer-board-entry.h"
#include "ui-test-common.h"

#define GAME "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
             "{\"points\": [3, 0]}]}"
#define WIN "{\"games\": [" GAME ", " GAME "]}"

typedef struct
{
  char        *dir;
  HammerStore *store;
  GtkWindow   *window;
  GtkWidget   *child;
} Fixture;

static const char *const names[] = { "Anna", "Bert", "Carla", "Dirk", "Els", "Frank", NULL };

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->store = tmp_store_open ("hammer-ui-paper-kinds-XXXXXX", &f->dir, NULL);
  f->window = GTK_WINDOW (adw_window_new ());
  f->child = gtk_label_new ("");
  adw_window_set_content (ADW_WINDOW (f->window), f->child);
  ui_present (f->window, 600, 400);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  ui_close_store (&f->store, &f->dir);
}

/* The documents the dialog lists, "Score sheets;Standings;…;". */
static char *
listed_kinds (GtkWidget *dialog)
{
  GListModel *kinds = adw_combo_row_get_model (ADW_COMBO_ROW (ui_find_required (dialog,
                                                                                "kind_row")));
  GString *listed = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (kinds); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (kinds, i);

      g_string_append_printf (listed, "%s;", gtk_string_object_get_string (item));
    }
  return g_string_free (listed, FALSE);
}

static GtkWidget *
open_dialog (Fixture         *f,
             gint64           event,
             HammerSheetKind  kind)
{
  hammer_print_dialog_present (f->child, f->store, event, kind, TRUE);
  return GTK_WIDGET (ui_wait_for_toplevel (HAMMER_TYPE_PRINT_DIALOG));
}

static void
close_dialog (GtkWidget *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_wait_until_gone (HAMMER_TYPE_PRINT_DIALOG);
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  GError **error = user_data;

  hammer_print_dialog_export_to_file_finish (HAMMER_PRINT_DIALOG (object), result, error);
  g_object_set_data (object, "hammer-test-done", GINT_TO_POINTER (1));
}

/* A Swiss event under way: a sign-in list, pairings with a round to
 * choose, a provisional classification, a timetable; no certificates yet,
 * no bracket, no board signs while the hall was never served. The
 * pairings printed are the round chosen. */
static void
test_swiss_under_way (Fixture       *f,
                      gconstpointer  data)
{
  gint64 event = store_new_event (f->store, "Swiss", "table", HAMMER_FORMAT_SWISS, 3, NULL,
                                  names, 2);
  g_autofree char *pdf = g_build_filename (f->dir, "pairings.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autofree char *listed = NULL, *text = NULL;
  GError *error = NULL;
  GtkWidget *dialog, *round_row;
  AdwComboRow *kind_row;

  /* Round 1 played: round 2 is paired. */
  for (int m = 0; m < 3; m++)
    store_record (f->store, event, store_first_ready (f->store, event), WIN);
  dialog = open_dialog (f, event, HAMMER_SHEET_PAIRINGS);
  listed = listed_kinds (dialog);
  g_assert_nonnull (strstr (listed, "Sign-in list;Pairings;Final classification;"));
  g_assert_true (g_str_has_suffix (listed, ";Timetable;"));
  g_assert_null (strstr (listed, "Certificates"));
  g_assert_null (strstr (listed, "Board signs"));
  g_assert_null (strstr (listed, "Bracket"));

  /* Pairings come with the round: the one to play now. */
  round_row = ui_find_required (dialog, "round_row");
  g_assert_true (gtk_widget_get_visible (round_row));
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "filled_row")));
  g_assert_cmpstr (gtk_string_object_get_string (
                     adw_combo_row_get_selected_item (ADW_COMBO_ROW (round_row))), ==,
                   "Round 2");

  hammer_print_dialog_export_to_file_async (HAMMER_PRINT_DIALOG (dialog), file, NULL,
                                            export_done_cb, &error);
  UI_WAIT_FOR (g_object_get_data (G_OBJECT (dialog), "hammer-test-done") != NULL);
  g_assert_no_error (error);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Pairings — round 2 Points so far: after round 1"));
  g_assert_null (strstr (text, "round 1 The first round"));
  g_assert_cmpuint (pdf_pages (pdf), ==, 1);

  /* The sign-in list has no round to choose. */
  kind_row = ADW_COMBO_ROW (ui_find_required (dialog, "kind_row"));
  while (!g_str_equal (gtk_string_object_get_string (adw_combo_row_get_selected_item (kind_row)),
                       "Sign-in list"))
    adw_combo_row_set_selected (kind_row, adw_combo_row_get_selected (kind_row) - 1);
  g_assert_false (gtk_widget_get_visible (round_row));
  close_dialog (dialog);
}

/* A knockout played out on boards served on the network: certificates and
 * board signs; no pairings. */
static void
test_knockout_over (Fixture       *f,
                    gconstpointer  data)
{
  gint64 event = store_new_event (f->store, "Cup", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                                  NULL, names, 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) entry = NULL;
  g_autofree char *listed = NULL;
  GtkWidget *dialog;

  dialog = open_dialog (f, event, HAMMER_SHEET_STANDINGS);
  listed = listed_kinds (dialog);
  g_assert_null (strstr (listed, "Certificates"));
  g_assert_null (strstr (listed, "Board signs"));
  g_assert_null (strstr (listed, "Pairings"));
  close_dialog (dialog);
  g_clear_pointer (&listed, g_free);

  for (int m = 0; m < 5; m++)
    store_record (f->store, event, store_first_ready (f->store, event), WIN);
  entry = hammer_board_entry_ensure (f->store, event, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_board_entry_set_url (f->store, event, "http://10.0.0.5:8080/", &error));

  dialog = open_dialog (f, event, HAMMER_SHEET_CERTIFICATES);
  listed = listed_kinds (dialog);
  g_assert_nonnull (strstr (listed, "Bracket;"));
  g_assert_nonnull (strstr (listed, "Sign-in list;Final classification;Certificates;"
                                    "Board signs;"));
  g_assert_null (strstr (listed, "Pairings"));
  /* Nothing is left to play: no timetable. */
  g_assert_null (strstr (listed, "Timetable"));
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (
                     ADW_COMBO_ROW (ui_find_required (dialog, "kind_row")))), ==,
                   "Certificates");
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "round_row")));
  close_dialog (dialog);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/paper-kinds/swiss-under-way", Fixture, NULL, fixture_set_up,
              test_swiss_under_way, fixture_tear_down);
  g_test_add ("/ui/paper-kinds/knockout-over", Fixture, NULL, fixture_set_up,
              test_knockout_over, fixture_tear_down);

  return g_test_run ();
}
