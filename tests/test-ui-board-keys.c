/* test-ui-board-keys.c — the boards' keys and QR codes as a person types
 * and scans them, under Xvfb: a URL wrapped on screen or on paper has no
 * hyphen added to its key, and every page of a score sheet of a match on a
 * board carries the board's code, with the local network on or off
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-board-entry-window.h"
#include "hammer-core.h"
#include "hammer-event-page.h"
#include "hammer-print-dialog.h"
#include "hammer-window.h"
#include "serve/hammer-board-entry.h"
#include "sheets/hammer-sheets.h"
#include "ui-test-common.h"

typedef struct
{
  UiFixture ui;
  gint64 event_id;
  GSettings *settings;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 8);

  f->ui.store = tmp_store_open ("hammer-board-keys-XXXXXX", &f->ui.dir, NULL);
  /* Best of five: a blank sheet takes whole pages. */
  f->event_id = store_new_event (f->ui.store, "Winterbeker", "table",
                                 HAMMER_FORMAT_SINGLE_ELIMINATION, 4, "{\"best_of\": 5}",
                                 (const char * const *) names, 11);
  f->settings = g_settings_new ("io.github.hammertourney.Hammer");
  /* Any free port: a test never counts on one being free. */
  g_settings_set_int (f->settings, "board-entry-port", 0);
  f->ui.window = ui_open_window (f->ui.store, 1100, 720);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_settings_reset (f->settings, "board-entry-port");
  g_clear_object (&f->settings);
  ui_close_store (&f->ui.store, &f->ui.dir);
}

/* Opens board entry from the event page's menu, as the director does. */
static HammerBoardEntryWindow *
open_board_entry (Fixture *f)
{
  return HAMMER_BOARD_ENTRY_WINDOW (ui_open_board_entry (f->ui.window, f->event_id));
}

/* The mapped labels under @root that show a board's URL (not the check-in
 * page's, a line of the window's width). */
static void
collect_url_labels (GtkWidget *root,
                    GPtrArray *labels)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      strstr (gtk_label_get_text (GTK_LABEL (root)), "?key=") != NULL &&
      strstr (gtk_label_get_text (GTK_LABEL (root)), "/board/") != NULL)
    g_ptr_array_add (labels, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_url_labels (child, labels);
}

/* How wide @label draws @text on one line of its own, in Pango units. */
static int
text_width (GtkWidget  *label,
            const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (label, text);
  int width;

  pango_layout_get_size (layout, &width, NULL);
  return width;
}

/* Each line of a wrapped URL is as wide as its own characters: a hyphen
 * added at the break would make it wider by the hyphen. */
static void
test_url_on_screen (Fixture       *f,
                    gconstpointer  data)
{
  HammerBoardEntryWindow *window = open_board_entry (f);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  UI_WAIT_FOR ((g_ptr_array_set_size (labels, 0),
                collect_url_labels (GTK_WIDGET (window), labels), labels->len == 4));
  ui_wait_frames (GTK_WIDGET (window), 2);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (label));
      const char *text = pango_layout_get_text (layout);
      int n_lines = pango_layout_get_line_count (layout);

      /* The URL is longer than a card is wide: it wraps in its key. */
      g_assert_cmpint (n_lines, >, 1);
      for (int l = 0; l < n_lines; l++)
        {
          PangoLayoutLine *line = pango_layout_get_line_readonly (layout, l);
          g_autofree char *part = g_strndup (text + line->start_index, (gsize) line->length);
          PangoRectangle extents;

          pango_layout_line_get_extents (line, NULL, &extents);
          if (ABS (extents.width - text_width (label, part)) >= PANGO_SCALE)
            g_error ("line %d of “%s” is “%s” with a hyphen added", l, text, part);
        }
    }
}

/* Whether @url reads in @words whole, or wrapped in two: a first part
 * and the rest after it, as a person types it. A hyphen added at the break
 * ends the first part, which @url does not then start with. */
static gboolean
url_whole (GStrv       words,
           const char *url)
{
  for (guint i = 0; words[i] != NULL; i++)
    {
      gsize length = strlen (words[i]);

      if (g_str_equal (words[i], url))
        return TRUE;
      if (length == 0 || !g_str_has_prefix (url, words[i]))
        continue;
      /* The rest is further on: the codes stand side by side, and the
       * text reads across the page. */
      for (guint j = i + 1; words[j] != NULL; j++)
        if (g_str_equal (words[j], url + length))
          return TRUE;
    }
  return FALSE;
}

/* The printed codes: each URL, key and all, reads as typed, with no
 * hyphen added where it wraps. */
static void
test_url_on_paper (Fixture       *f,
                   gconstpointer  data)
{
  HammerBoardEntryWindow *window = open_board_entry (f);
  g_autofree char *path = g_build_filename (f->ui.dir, "codes.pdf", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) words = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) keys = hammer_board_entry_list_keys (
    f->ui.store, f->event_id,
    hammer_server_get_url (hammer_board_entry_window_get_server (window)), NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (keys->len, ==, 4);
  hammer_board_entry_window_set_print_to (window, path);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "board-entry.print", NULL));
  UI_WAIT_FOR (g_file_test (path, G_FILE_TEST_EXISTS) && pdf_whole (path));
  text = pdf_text (path);
  g_strdelimit (text, "\n\t", ' ');
  words = g_strsplit (text, " ", -1);
  for (guint b = 0; b < keys->len; b++)
    {
      const char *url = hammer_board_key_get_url (g_ptr_array_index (keys, b));

      if (!url_whole (words, url))
        g_error ("“%s” is not whole on paper: %s", url, text);
    }
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

/* The score sheets of the first round as Export as PDF writes them; the
 * number of pages in @n_pages. */
static GPtrArray *
export_codes (Fixture    *f,
              const char *name,
              guint      *n_pages)
{
  g_autofree char *pdf = g_build_filename (f->ui.dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  GPtrArray *codes = g_ptr_array_new_with_free_func (g_free);
  GError *error = NULL;
  HammerPrintDialog *dialog;

  hammer_print_dialog_present (GTK_WIDGET (f->ui.window), f->ui.store, f->event_id,
                               HAMMER_SHEET_SCORE_SHEETS, TRUE);
  dialog = HAMMER_PRINT_DIALOG (ui_wait_for_toplevel (HAMMER_TYPE_PRINT_DIALOG));
  hammer_print_dialog_export_to_file_async (dialog, file, NULL, export_done_cb, &error);
  UI_WAIT_FOR (g_object_get_data (G_OBJECT (dialog), "hammer-test-done") != NULL);
  g_assert_no_error (error);
  gtk_window_destroy (GTK_WINDOW (dialog));
  *n_pages = pdf_pages (pdf);
  for (guint page = 1; page <= *n_pages; page++)
    {
      g_auto(GStrv) on_page = pdf_qr_codes (pdf, page, 200);

      /* One code a page, never two. */
      g_assert_cmpuint (g_strv_length (on_page), <=, 1);
      g_ptr_array_add (codes, g_strdup (on_page[0]));
    }
  return codes;
}

/* Each of the four matches on the boards takes whole pages, and each page
 * carries its board's code, however the hall is served: with the local
 * network off the codes are those phones reach once it is on. */
static void
test_code_on_every_page (Fixture       *f,
                         gconstpointer  data)
{
  HammerBoardEntryWindow *window = open_board_entry (f);
  GtkWidget *network = ui_find_required (GTK_WIDGET (window), "network_switch");
  gboolean has_network = FALSE;
  g_autoptr(GError) error = NULL;

  /* The network first: a machine on none turns the switch off again. */
  for (guint pass = 0; pass < 2; pass++)
    {
      gboolean local = pass == 0;
      g_autofree char *name = g_strdup_printf ("sheets-%u.pdf", pass);
      g_autoptr(GPtrArray) codes = NULL;
      g_autoptr(GHashTable) pages_of = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                              NULL);
      g_autoptr(JsonNode) urls = NULL;
      g_autoptr(GPtrArray) keys = NULL;
      guint n_pages = 0;

      gtk_switch_set_active (GTK_SWITCH (network), local);
      UI_WAIT_FOR (hammer_board_entry_window_get_server (window) != NULL &&
                   hammer_server_is_running (hammer_board_entry_window_get_server (window)));
      if (local)
        has_network = gtk_switch_get_active (GTK_SWITCH (network));
      urls = hammer_sheets_board_urls (f->ui.store, f->event_id, &error);
      g_assert_no_error (error);
      /* A machine on no network has no address a phone reaches. */
      if (!has_network)
        {
          g_assert_true (JSON_NODE_HOLDS_NULL (urls));
          g_test_message ("no local network: no codes to print");
          continue;
        }
      g_assert_false (JSON_NODE_HOLDS_NULL (urls));
      codes = export_codes (f, name, &n_pages);
      g_assert_cmpuint (n_pages, >=, 8);
      for (guint page = 0; page < n_pages; page++)
        {
          const char *code = g_ptr_array_index (codes, page);

          if (code == NULL)
            g_error ("page %u of %u has no code (network %s)", page + 1, n_pages,
                     local ? "on" : "off");
          g_assert_nonnull (strstr (code, "/board/"));
          g_assert_false (g_str_has_prefix (code, "http://127."));
          g_hash_table_insert (pages_of, g_strdup (code),
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (
                                                   g_hash_table_lookup (pages_of, code)) + 1));
        }
      /* Four boards, each the same number of pages. */
      g_assert_cmpuint (g_hash_table_size (pages_of), ==, 4);
      keys = hammer_board_entry_list_keys (f->ui.store, f->event_id, NULL, NULL, &error);
      g_assert_no_error (error);
      for (guint b = 0; b < keys->len; b++)
        {
          const char *key = hammer_board_key_get_key (g_ptr_array_index (keys, b));
          GHashTableIter iter;
          gpointer code, count;
          guint found = 0;

          g_hash_table_iter_init (&iter, pages_of);
          while (g_hash_table_iter_next (&iter, &code, &count))
            if (g_str_has_suffix (code, key))
              found = GPOINTER_TO_UINT (count);
          g_assert_cmpuint (found, ==, n_pages / keys->len);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, func) g_test_add ((path), Fixture, NULL, fixture_set_up, (func), \
                                    fixture_tear_down)

  ADD ("/ui/board-keys/url-on-screen", test_url_on_screen);
  ADD ("/ui/board-keys/url-on-paper", test_url_on_paper);
  ADD ("/ui/board-keys/code-on-every-page", test_code_on_every_page);

#undef ADD
  return g_test_run ();
}
