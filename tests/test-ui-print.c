/* test-ui-print.c — the print dialog's rounds and the printer's dialog
 * remembered, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "hammer-core.h"
#include "hammer-print-dialog.h"
#include "ui-test-common.h"

typedef struct
{
  char      *dir;
  HammerStore *store;
  GtkWindow *window;
  GtkWidget *child;
  gint64     event_id;
} Fixture;

#define GAME "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
             "{\"points\": [3, 0]}]}"
#define WIN "{\"games\": [" GAME ", " GAME "]}"

/* A double elimination of eight, its winners' first round played: the
 * winners' second round and the losers' first are to play. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", "Els", "Frank", "Gerda", "Henk",
                          NULL };

  f->store = tmp_store_open ("hammer-ui-print-XXXXXX", &f->dir, NULL);
  f->event_id = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 4,
                                 NULL, names, 3);
  for (int m = 0; m < 4; m++)
    store_record (f->store, f->event_id, store_first_ready (f->store, f->event_id), WIN);

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

static HammerPrintDialog *
open_dialog (Fixture         *f,
             HammerSheetKind  kind,
             gboolean         to_pdf)
{
  hammer_print_dialog_present (f->child, f->store, f->event_id, kind, to_pdf);
  return HAMMER_PRINT_DIALOG (ui_wait_for_toplevel (HAMMER_TYPE_PRINT_DIALOG));
}

static const char *
selected_text (GtkWidget  *dialog,
               const char *id)
{
  AdwComboRow *row = ADW_COMBO_ROW (ui_find_required (dialog, id));

  return gtk_string_object_get_string (adw_combo_row_get_selected_item (row));
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

/* The rounds are named as the app names them, a bracket's round by
 * itself: the current one is the losers' first, and its sheets are that
 * round's matches only, not the winners' ones of the same number. */
static void
test_round_names (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *pdf = g_build_filename (f->dir, "losers.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autofree char *text = NULL;
  GError *error = NULL;
  HammerPrintDialog *dialog = open_dialog (f, HAMMER_SHEET_SCORE_SHEETS, TRUE);
  GListModel *rounds = adw_combo_row_get_model (ADW_COMBO_ROW (
    ui_find_required (GTK_WIDGET (dialog), "round_row")));
  g_autoptr(GString) listed = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (rounds); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (rounds, i);

      g_string_append_printf (listed, "%s;", gtk_string_object_get_string (item));
    }
  g_assert_nonnull (strstr (listed->str, "Every round;Winners’ round 1;Losers’ round 1;"));
  g_assert_nonnull (strstr (listed->str, "Winners’ round 2;"));
  g_assert_null (strstr (listed->str, "Round "));
  g_assert_cmpstr (selected_text (GTK_WIDGET (dialog), "round_row"), ==, "Losers’ round 1");

  hammer_print_dialog_export_to_file_async (dialog, file, NULL, export_done_cb, &error);
  UI_WAIT_FOR (g_object_get_data (G_OBJECT (dialog), "hammer-test-done") != NULL);
  g_assert_no_error (error);
  text = pdf_text (pdf);
  g_assert_cmpuint (count_in (text, "Losers’ round 1"), ==, 2);
  g_assert_null (strstr (text, "Winners’ round"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_wait_until_gone (HAMMER_TYPE_PRINT_DIALOG);
}

/* The printer's dialog (GtkPrintUnixDialog, read through its properties:
 * its header is not the app's), or NULL. */
static GtkWindow *
unix_dialog (void)
{
  GType type = g_type_from_name ("GtkPrintUnixDialog");

  return type != 0 ? ui_find_toplevel (type) : NULL;
}

/* Print in the dialog, up to the printer's dialog. */
static GtkWindow *
print_through (Fixture         *f,
               HammerSheetKind  kind)
{
  HammerPrintDialog *dialog = open_dialog (f, kind, FALSE);
  GtkWindow *printer_dialog;

  g_signal_emit_by_name (ui_find_required (GTK_WIDGET (dialog), "go_button"), "clicked");
  UI_WAIT_FOR ((printer_dialog = unix_dialog ()) != NULL);
  return printer_dialog;
}

static GtkPrintSettings *
dialog_settings (GtkWindow *dialog)
{
  GtkPrintSettings *settings = NULL;

  g_object_get (dialog, "print-settings", &settings, NULL);
  return settings;
}

static gboolean
printer_is (GtkWindow  *dialog,
            const char *name)
{
  g_autoptr(GObject) printer = NULL;
  g_autofree char *printer_name = NULL;

  g_object_get (dialog, "selected-printer", &printer, NULL);
  if (printer != NULL)
    g_object_get (printer, "name", &printer_name, NULL);
  return g_strcmp0 (printer_name, name) == 0;
}

/* Selects printer @name in the printer's dialog's list, as a click does;
 * FALSE while the list does not have it yet. */
static gboolean
click_printer (GtkWindow  *dialog,
               const char *name)
{
  GtkWidget *view = ui_find_by_id (GTK_WIDGET (dialog), "printer_list");
  GtkSelectionModel *model = view != NULL ? gtk_column_view_get_model (GTK_COLUMN_VIEW (view))
                                          : NULL;

  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (G_LIST_MODEL (model)); i++)
    {
      g_autoptr(GObject) printer = g_list_model_get_item (G_LIST_MODEL (model), i);
      g_autofree char *printer_name = NULL;

      g_object_get (printer, "name", &printer_name, NULL);
      if (g_strcmp0 (printer_name, name) == 0)
        return gtk_selection_model_select_item (model, i, TRUE);
    }
  return FALSE;
}

/* Print to File proposes the event and the document rather than
 * “output.pdf”, and keeps its printer and folder for the session: a second
 * document goes where the first went, under a name of its own. */
static void
test_print_to_file_remembered (Fixture       *f,
                               gconstpointer  data)
{
  g_autofree char *first = g_build_filename (f->dir, "Open – score sheets.pdf", NULL);
  g_autofree char *second = g_build_filename (f->dir, "Open – standings.pdf", NULL);
  g_autofree char *cwd = g_get_current_dir ();
  g_autoptr(GtkPrintSettings) settings = NULL;
  g_autofree char *proposed = NULL;
  GtkWindow *dialog;

  g_assert_null (hammer_print_get_session_settings ());
  /* Without a folder chosen, Print to File proposes the current one. */
  g_assert_cmpint (g_chdir (f->dir), ==, 0);
  dialog = print_through (f, HAMMER_SHEET_SCORE_SHEETS);
  UI_WAIT_FOR (click_printer (dialog, "Print to File"));
  UI_WAIT_FOR (printer_is (dialog, "Print to File"));
  settings = dialog_settings (dialog);
  proposed = g_filename_from_uri (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI),
                                  NULL, NULL);
  g_assert_cmpstr (proposed, ==, first);
  g_clear_object (&settings);
  g_clear_pointer (&proposed, g_free);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  UI_WAIT_FOR (hammer_print_get_session_settings () != NULL);
  UI_WAIT_FOR (g_file_test (first, G_FILE_TEST_EXISTS));
  UI_WAIT_FOR (unix_dialog () == NULL);
  g_assert_cmpint (g_chdir (cwd), ==, 0);

  dialog = print_through (f, HAMMER_SHEET_STANDINGS);
  UI_WAIT_FOR (printer_is (dialog, "Print to File"));
  settings = dialog_settings (dialog);
  proposed = g_filename_from_uri (gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI),
                                  NULL, NULL);
  g_assert_cmpstr (proposed, ==, second);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  UI_WAIT_FOR (unix_dialog () == NULL);
}

/* The folder the export chooser of @dialog opens in; the chooser is left
 * open. */
static char *
chooser_folder (HammerPrintDialog *dialog)
{
  GtkWindow *chooser;
  g_autoptr(GFile) folder = NULL;

  ui_click (ui_find_required (GTK_WIDGET (dialog), "go_button"));
  chooser = ui_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
  return folder != NULL ? g_file_get_path (folder) : NULL;
}

static gboolean
chosen_is (GtkWindow *chooser,
           GFile     *file)
{
  g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  if (chosen != NULL && !g_file_equal (chosen, file))
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "chosen.pdf");
  return chosen != NULL && g_file_equal (chosen, file);
}

/* Export as PDF opens neither in the folder the app was started from nor
 * anywhere by chance: in home (no documents folder here), then in the
 * folder last exported to. */
static void
test_export_folder (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *cwd = g_get_current_dir ();
  g_autofree char *pdf = g_build_filename (f->dir, "chosen.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  HammerPrintDialog *dialog;
  GtkWindow *chooser;

  g_assert_cmpint (g_chdir (f->dir), ==, 0);
  dialog = open_dialog (f, HAMMER_SHEET_STANDINGS, TRUE);
  first = chooser_folder (dialog);
  g_assert_cmpstr (first, ==, g_get_home_dir ());

  /* The user picks a file in another folder. */
  chooser = ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
  /* The chooser changes folders as it reads them. */
  UI_WAIT_FOR (chosen_is (chooser, file));
  /* Its button, not a bare response: the chooser checks the name first. */
  ui_click (gtk_dialog_get_widget_for_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT));
  /* Saved, the print dialog closes itself. */
  ui_wait_until_gone (HAMMER_TYPE_PRINT_DIALOG);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_chdir (cwd), ==, 0);

  dialog = open_dialog (f, HAMMER_SHEET_RESULTS, TRUE);
  second = chooser_folder (dialog);
  g_assert_cmpstr (second, ==, f->dir);
  chooser = ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  UI_WAIT_FOR (ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) == NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_wait_until_gone (HAMMER_TYPE_PRINT_DIALOG);
}

int
main (int    argc,
      char **argv)
{
  /* Print to File proposes a folder: the current one, where no documents
   * folder is configured, as here. */
  g_setenv ("XDG_CONFIG_HOME", "/nonexistent", TRUE);
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/print/round-names", Fixture, NULL, fixture_set_up, test_round_names,
              fixture_tear_down);
  g_test_add ("/ui/print/print-to-file-remembered", Fixture, NULL, fixture_set_up,
              test_print_to_file_remembered, fixture_tear_down);
  g_test_add ("/ui/print/export-folder", Fixture, NULL, fixture_set_up, test_export_folder,
              fixture_tear_down);

  return g_test_run ();
}
