/* test-ui.c — the real window, driven through its widgets under Xvfb
 *
 * With HAMMER_UI_SHOTS=DIR the clubs page is saved there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "hammer-core.h"
#include "hammer-club-dialog.h"
#include "hammer-import-dialog.h"
#include "hammer-player-dialog.h"
#include "hammer-style-switcher.h"
#include "hammer-window.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

static guint
count_players (Fixture *fixture)
{
  g_autoptr(GPtrArray) players = hammer_roster_list_players (fixture->store, NULL);
  return players->len;
}

static guint listed_players (Fixture *fixture);

static const char *
visible_page (Fixture    *fixture,
              const char *page_id)
{
  GtkWidget *page = ui_find_required (GTK_WIDGET (fixture->window), page_id);
  return gtk_stack_get_visible_child_name (GTK_STACK (ui_find_required (page, "stack")));
}

/* The icon of @page_id's status page @status_id: set only when first shown
 * (Adwaita has these icons as SVG alone; a start without them does not load
 * the SVG renderer). */
static const char *
status_icon (Fixture    *fixture,
             const char *page_id,
             const char *status_id)
{
  GtkWidget *page = ui_find_required (GTK_WIDGET (fixture->window), page_id);

  return adw_status_page_get_icon_name (ADW_STATUS_PAGE (ui_find_required (page, status_id)));
}

/* Asserts that @widget's icon theme draws @icon_name at @size from an image
 * in Hammer's resources, not an SVG: an empty roster's first frame shows
 * it, and an SVG would load the SVG renderer (librsvg) at start. The app's
 * icons are in the theme as GtkApplication puts them there (from its
 * resource base path); the tests' windows have no application. */
static void
assert_icon_from_resources (GtkWidget  *widget,
                            const char *icon_name,
                            int         size)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (widget));
  g_autoptr(GtkIconPaintable) icon = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *uri = NULL;

  gtk_icon_theme_add_resource_path (theme, "/io/github/hammertourney/Hammer/icons");
  icon = gtk_icon_theme_lookup_icon (theme, icon_name, NULL, size, 1, GTK_TEXT_DIR_LTR, 0);
  file = gtk_icon_paintable_get_file (icon);
  uri = file != NULL ? g_file_get_uri (file) : NULL;
  g_assert_nonnull (uri);
  g_test_message ("%s at %d: %s", icon_name, size, uri);
  g_assert_true (g_str_has_prefix (uri, "resource:///io/github/hammertourney/Hammer/icons/"));
  g_assert_true (g_str_has_suffix (uri, ".png"));
}

/* A secretary opens Hammer on a new database, adds a player through the
 * dialog, and finds the player stored. */
static void
test_add_player_through_dialog (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(GPtrArray) players = NULL;
  GtkWindow *dialog;
  GtkWidget *save;
  HammerPlayer *player;

  g_assert_cmpstr (visible_page (fixture, "players_page"), ==, "empty");
  g_assert_cmpstr (status_icon (fixture, "players_page", "empty_page"), ==,
                   "hammer-player-symbolic");
  assert_icon_from_resources (GTK_WIDGET (fixture->window), "hammer-player-symbolic", 128);

  ui_click (ui_find_required (GTK_WIDGET (fixture->window), "empty_add_button"));
  UI_WAIT_FOR ((dialog = ui_find_toplevel (HAMMER_TYPE_PLAYER_DIALOG)) != NULL);
  save = ui_find_required (GTK_WIDGET (dialog), "save_button");

  /* Nothing to save without a name. */
  g_assert_false (gtk_widget_get_sensitive (save));

  ui_type_into (GTK_WIDGET (dialog), "name_row", "  Wietske   Dijkstra ");
  ui_type_into (GTK_WIDGET (dialog), "club_row", "Sjoelclub De Rappe Schijf");
  ui_type_into (GTK_WIDGET (dialog), "licence_row", "ANS-104251");
  g_assert_true (gtk_widget_get_sensitive (save));

  /* A mistyped average is marked, and cannot be saved. */
  ui_type_into (GTK_WIDGET (dialog), "average_row", "12x");
  g_assert_false (gtk_widget_get_sensitive (save));
  g_assert_true (gtk_widget_has_css_class (ui_find_required (GTK_WIDGET (dialog), "average_row"),
                                           "error"));
  ui_type_into (GTK_WIDGET (dialog), "average_row", "121,7");
  g_assert_true (gtk_widget_get_sensitive (save));

  /* The write runs on the store's writer: until the main loop hears it is
   * done, the dialog stays, Save insensitive (a second click writes
   * nothing twice). A save on the main thread would have closed it here. */
  g_signal_emit_by_name (save, "clicked");
  g_assert_nonnull (ui_find_toplevel (HAMMER_TYPE_PLAYER_DIALOG));
  g_assert_false (gtk_widget_get_sensitive (save));
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_PLAYER_DIALOG) == NULL);

  players = hammer_roster_list_players (fixture->store, NULL);
  g_assert_cmpuint (players->len, ==, 1);
  player = g_ptr_array_index (players, 0);
  g_assert_cmpstr (hammer_player_get_name (player), ==, "Wietske Dijkstra");
  g_assert_cmpstr (hammer_player_get_club_name (player), ==, "Sjoelclub De Rappe Schijf");
  g_assert_cmpstr (hammer_player_get_licence (player), ==, "ANS-104251");
  g_assert_cmpfloat_with_epsilon (hammer_player_get_average (player), 121.7, 1e-9);

  /* The page shows the list now, and the sidebar counts the player. */
  UI_WAIT_FOR (g_strcmp0 (visible_page (fixture, "players_page"), "list") == 0);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (ui_find_required (GTK_WIDGET (fixture->window),
                                                                  "players_count"))), ==, "1");
}

/* The same player twice is refused in the dialog, with the reason, and the
 * dialog stays open with what was typed. */
static void
test_duplicate_refused_in_dialog (Fixture       *fixture,
                                  gconstpointer  data)
{
  g_autoptr(HammerPlayer) first = hammer_player_new ("Jan de Vries");
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;
  GtkWidget *revealer;
  GtkWidget *label;

  hammer_player_set_licence (first, "ANS-098812");
  hammer_roster_add_player (fixture->store, first, &error);
  g_assert_no_error (error);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.add", NULL);
  UI_WAIT_FOR ((dialog = ui_find_toplevel (HAMMER_TYPE_PLAYER_DIALOG)) != NULL);
  ui_type_into (GTK_WIDGET (dialog), "name_row", "Johannes de Vries");
  ui_type_into (GTK_WIDGET (dialog), "licence_row", "ANS-098812");
  ui_click (ui_find_required (GTK_WIDGET (dialog), "save_button"));

  revealer = ui_find_required (GTK_WIDGET (dialog), "error_revealer");
  label = ui_find_required (GTK_WIDGET (dialog), "error_label");
  UI_WAIT_FOR (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  g_assert_nonnull (ui_find_toplevel (HAMMER_TYPE_PLAYER_DIALOG));
  /* Save is offered again, for what is typed next. */
  g_assert_true (gtk_widget_get_sensitive (ui_find_required (GTK_WIDGET (dialog),
                                                          "save_button")));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "Jan de Vries"));
  g_assert_cmpuint (count_players (fixture), ==, 1);
}

/* Deleting selected players offers undo; undo brings them back. */
static void
test_delete_and_undo (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GtkColumnView *view;
  GtkSelectionModel *selection;

  hammer_roster_load_demo (fixture->store, &error);
  g_assert_no_error (error);
  UI_WAIT_FOR (listed_players (fixture) == 41);
  g_assert_cmpuint (count_players (fixture), ==, 41);

  view = GTK_COLUMN_VIEW (ui_find_required (ui_find_required (GTK_WIDGET (fixture->window),
                                                        "players_page"), "column_view"));
  selection = gtk_column_view_get_model (view);
  gtk_selection_model_select_range (selection, 0, 3, TRUE);
  UI_WAIT_FOR (gtk_widget_get_sensitive (ui_find_required (GTK_WIDGET (fixture->window),
                                                            "delete_button")));
  g_assert_true (gtk_widget_get_sensitive (ui_find_required (GTK_WIDGET (fixture->window),
                                                          "delete_button")));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.delete-selected", NULL);
  /* The undo needs the toast's change, told once the write is done. */
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (listed_players (fixture) == 38);
  g_assert_cmpuint (count_players (fixture), ==, 38);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.undo-last", NULL);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (listed_players (fixture) == 41);
  g_assert_cmpuint (count_players (fixture), ==, 41);
}

/* The demo club is written on the store's writer: the window goes on
 * meanwhile; then its players are listed, the toast says so, and its Undo
 * takes the club away again. */
static void
test_load_demo (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);

  g_assert_cmpuint (count_players (fixture), ==, 0);
  g_assert_true (gtk_widget_activate_action (window, "window.load-demo", NULL));
  g_assert_cmpuint (count_players (fixture), ==, 0);

  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (listed_players (fixture) == 41);
  g_assert_cmpuint (count_players (fixture), ==, 41);
  UI_WAIT_FOR (ui_has_toast (fixture->window, "The demo club is ready"));

  gtk_widget_activate_action (window, "window.undo-last", NULL);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (listed_players (fixture) == 0);
  g_assert_cmpuint (count_players (fixture), ==, 0);
}

/* Whether the window's focus is in @widget. */
static gboolean
focus_within (Fixture   *fixture,
              GtkWidget *widget)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (fixture->window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* After an undo the focus is back in the list the user was in, not on the
 * header bar's menu button or the toast: after Ctrl+Z from the list, and
 * after the toast's Undo, which a click focuses. */
static void
test_undo_keeps_focus (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *view;
  GtkSelectionModel *selection;
  GtkWidget *toast_button;

  hammer_roster_load_demo (fixture->store, &error);
  g_assert_no_error (error);
  UI_WAIT_FOR (listed_players (fixture) == 41);
  view = ui_find_required (ui_find_required (GTK_WIDGET (fixture->window), "players_page"),
                           "column_view");
  selection = gtk_column_view_get_model (GTK_COLUMN_VIEW (view));

  for (guint round = 0; round < 2; round++)
    {
      gtk_selection_model_select_item (selection, 5, TRUE);
      gtk_widget_grab_focus (view);
      ui_wait_frames (view, 2);
      g_assert_true (focus_within (fixture, view));
      gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.delete-selected", NULL);
      ui_wait_writes (fixture->store);
      UI_WAIT_FOR (listed_players (fixture) == 40);
      ui_wait_frames (view, 2);
      if (round == 1)
        {
          /* The toast's Undo, as a click leaves it: focused. */
          UI_WAIT_FOR ((toast_button = ui_find_by_id (GTK_WIDGET (fixture->window),
                                                      "action_button")) != NULL &&
                       gtk_widget_get_mapped (toast_button));
          gtk_widget_grab_focus (toast_button);
          g_assert_false (focus_within (fixture, view));
        }
      gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.undo-last", NULL);
      ui_wait_writes (fixture->store);
      UI_WAIT_FOR (listed_players (fixture) == 41);
      ui_wait_frames (view, 3);
      UI_WAIT_FOR (focus_within (fixture, view));
      g_assert_true (focus_within (fixture, view));
    }
}

/* Search narrows the list and says so; a search without hits says that. */
static void
test_search (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *page;
  GtkWidget *title;

  hammer_roster_load_demo (fixture->store, &error);
  g_assert_no_error (error);
  UI_WAIT_FOR (listed_players (fixture) == 41);

  g_assert_null (status_icon (fixture, "players_page", "no_results_page"));
  page = ui_find_required (GTK_WIDGET (fixture->window), "players_page");
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.search", NULL);
  ui_type_into (page, "search_entry", "rappe schijf");
  title = ui_find_required (page, "window_title");
  UI_WAIT_FOR (g_strcmp0 (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)),
                          "10 of 41 players") == 0);

  ui_type_into (page, "search_entry", "nobody plays here");
  UI_WAIT_FOR (g_strcmp0 (visible_page (fixture, "players_page"), "no-results") == 0);
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), ==,
                   "0 of 41 players");
  g_assert_cmpstr (status_icon (fixture, "players_page", "no_results_page"), ==,
                   "edit-find-symbolic");
}

static char *
write_file (Fixture    *fixture,
            const char *name,
            const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (fixture->dir, name, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* A Dutch spreadsheet with one bad row: nothing is imported until the
 * secretary chooses to import only the good rows. */
static void
test_import_with_bad_row (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *path = write_file (fixture, "leden.csv",
                                      "Naam;Vereniging;Licentienummer;Gemiddelde\r\n"
                                      "Kees Bakker;SV Het Vierde Vak;ANS-076541;138,2\r\n"
                                      "Truus Smit;SV Het Vierde Vak;ANS-090015;veel\r\n"
                                      "Bram Mulder;SV Het Vierde Vak;ANS-101902;107,7\r\n");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HammerImportDialog *dialog;
  GtkWidget *import_button;
  GtkWidget *stack;

  dialog = hammer_import_dialog_new (GTK_WINDOW (fixture->window), fixture->store, file);
  gtk_window_present (GTK_WINDOW (dialog));
  stack = ui_find_required (GTK_WIDGET (dialog), "stack");
  UI_WAIT_FOR (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (stack)), "preview") == 0);

  import_button = ui_find_required (GTK_WIDGET (dialog), "import_button");
  g_assert_false (gtk_widget_get_sensitive (import_button));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (ui_find_required (GTK_WIDGET (dialog),
                                                                           "problem_label"))),
                            "Line 3"));

  gtk_switch_set_active (GTK_SWITCH (ui_find_required (GTK_WIDGET (dialog), "good_rows_switch")),
                         TRUE);
  UI_WAIT_FOR (gtk_widget_get_sensitive (import_button));
  g_assert_true (gtk_widget_get_sensitive (import_button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (import_button)), ==, "_Import 2 Players");

  ui_click (import_button);
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_IMPORT_DIALOG) == NULL);
  g_assert_cmpuint (count_players (fixture), ==, 2);

  /* The whole import is one change, undone in one go. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.undo-last", NULL);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (listed_players (fixture) == 0);
  g_assert_cmpuint (count_players (fixture), ==, 0);
}

/* A file that is no spreadsheet gets a page that says why, and no import. */
static void
test_import_unreadable (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *path = write_file (fixture, "broken.csv",
                                      "Name,Club\n\"Jan de Vries,Rappe Schijf\n");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HammerImportDialog *dialog;
  GtkWidget *stack;
  GtkWidget *error_page;

  dialog = hammer_import_dialog_new (GTK_WINDOW (fixture->window), fixture->store, file);
  gtk_window_present (GTK_WINDOW (dialog));
  stack = ui_find_required (GTK_WIDGET (dialog), "stack");
  UI_WAIT_FOR (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (stack)), "error") == 0);

  error_page = ui_find_required (GTK_WIDGET (dialog), "error_page");
  g_assert_nonnull (strstr (adw_status_page_get_description (ADW_STATUS_PAGE (error_page)),
                            "Line 2"));
  g_assert_false (gtk_widget_get_sensitive (ui_find_required (GTK_WIDGET (dialog),
                                                              "import_button")));
  g_assert_cmpuint (count_players (fixture), ==, 0);
}

/* A JSON file chosen by mistake is named for what it is, with its line
 * and what the import reads instead, and nothing is imported. */
static void
test_import_json_file (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *path = write_file (fixture, "spelers.json",
                                      "[\n  {\"name\": \"Jan de Vries\", \"club\": \"HSV\"}\n]\n");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HammerImportDialog *dialog;
  GtkWidget *stack;
  const char *description;

  dialog = hammer_import_dialog_new (GTK_WINDOW (fixture->window), fixture->store, file);
  gtk_window_present (GTK_WINDOW (dialog));
  stack = ui_find_required (GTK_WIDGET (dialog), "stack");
  UI_WAIT_FOR (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (stack)), "error") == 0);

  description = adw_status_page_get_description (ADW_STATUS_PAGE (
    ui_find_required (GTK_WIDGET (dialog), "error_page")));
  g_assert_nonnull (strstr (description, "“spelers.json”"));
  g_assert_nonnull (strstr (description, "Line 1: This is a JSON file, not a players list"));
  g_assert_nonnull (strstr (description, "CSV"));
  g_assert_null (strstr (description, "column"));
  g_assert_false (gtk_widget_get_sensitive (ui_find_required (GTK_WIDGET (dialog),
                                                              "import_button")));
  g_assert_cmpuint (count_players (fixture), ==, 0);
}

/* A database Hammer cannot open is explained in the window, not a crash. */
static void
test_error_window (void)
{
  g_autoptr(GError) error = g_error_new_literal (HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE,
                                                 "“x.db” is not a Hammer database");
  HammerWindow *window = hammer_window_new_for_error (NULL, error);
  GtkWidget *page;

  gtk_window_present (GTK_WINDOW (window));
  ui_wait_until_mapped (ui_find_required (GTK_WIDGET (window), "error_page"));
  page = ui_find_required (GTK_WIDGET (window), "error_page");
  g_assert_true (gtk_widget_get_mapped (page));
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (page)), ==,
                   "“x.db” is not a Hammer database");
  g_assert_cmpstr (adw_status_page_get_icon_name (ADW_STATUS_PAGE (page)), ==,
                   "dialog-warning-symbolic");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* Garbage over three of the players' pages of the file at @path, as a
 * failing disk leaves it: pages the window's first frame does not read,
 * wherever the schema's own pages lie (SQLite's dbstat table tells). */
static void
damage_players_pages (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GArray) pages = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GError) error = NULL;
  sqlite3_stmt *stmt = NULL;
  sqlite3 *db = NULL;
  gsize length;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT pageno FROM dbstat WHERE name = 'players'"
                                           " AND pagetype = 'leaf' ORDER BY pageno", -1, &stmt,
                                       NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      gint64 page = sqlite3_column_int64 (stmt, 0);

      g_array_append_val (pages, page);
    }
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  g_assert_cmpuint (pages->len, >=, 3);

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      gint64 page = g_array_index (pages, gint64, pages->len / 2 - 1 + i);

      g_assert_cmpuint ((gsize) page * 4096, <=, length);
      memset (contents + (page - 1) * 4096, 0xa5, 512);
    }
  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
}

static void
on_store_opened (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* The app's window comes before the file's integrity check; when the file
 * turns out damaged, the window says so in place of its pages, with the
 * actions that would write gone, and the file is as it was. */
static void
test_damaged_after_first_frame (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  HammerStore *store = tmp_store_open (NULL, &dir, &path);
  gsize before_length, after_length;
  HammerWindow *window;
  GtkWidget *page;

  for (guint i = 0; i < 300; i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %03u van der Testen", i);
      g_autoptr(HammerPlayer) player = hammer_player_new (name);

      hammer_roster_add_player (store, player, &error);
      g_assert_no_error (error);
    }
  g_clear_object (&store);
  damage_players_pages (path);
  g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));

  hammer_store_open_async (path, NULL, on_store_opened, &result);
  UI_WAIT_FOR (result != NULL);
  store = hammer_store_open_finish (result, &error);
  g_assert_no_error (error);
  window = hammer_window_new (NULL, store);
  ui_present (GTK_WINDOW (window), 1100, 720);

  page = ui_find_required (GTK_WIDGET (window), "error_page");
  ui_wait_until_mapped (page);
  g_assert_nonnull (strstr (adw_status_page_get_description (ADW_STATUS_PAGE (page)),
                            "is damaged"));

  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpmem (before, before_length, after, after_length);
  ui_close_store (&store, &dir);
}

/* The main menu offers follow the system, light and dark, as round buttons a
 * keyboard reaches; a choice applies at once, shows as chosen, and is kept
 * for the next start. */
static void
test_style_switch (Fixture       *fixture,
                   gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkMenuButton *menu_button;
  GtkWidget *popover, *switcher, *dark, *light, *follow;
  g_autoptr(GSettings) settings = g_settings_new ("io.github.hammertourney.Hammer");

  menu_button = GTK_MENU_BUTTON (ui_find_required (GTK_WIDGET (fixture->window),
                                                   "primary_menu_button"));
  /* A popover opens on a window that is on screen. */
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (fixture->window)));
  gtk_menu_button_popup (menu_button);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (menu_button));
  UI_WAIT_FOR (gtk_widget_get_mapped (popover));
  switcher = ui_find_by_type (popover, HAMMER_TYPE_STYLE_SWITCHER);
  g_assert_nonnull (switcher);
  g_assert_true (gtk_widget_get_mapped (switcher));
  follow = ui_find_required (switcher, "follow");
  light = ui_find_required (switcher, "light");
  dark = ui_find_required (switcher, "dark");
  for (GtkWidget **button = (GtkWidget *[]) { follow, light, dark, NULL }; *button; button++)
    {
      g_assert_true (gtk_widget_get_focusable (*button));
      g_assert_nonnull (gtk_widget_get_tooltip_text (*button));
    }

  ui_click (dark);
  UI_WAIT_FOR (adw_style_manager_get_color_scheme (manager) == ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (manager));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (dark)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (light)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (follow)));
  {
    g_autofree char *saved = g_settings_get_string (settings, "style-variant");

    g_assert_cmpstr (saved, ==, "dark");
  }

  /* A second switcher (another window) shows the style chosen in the first. */
  {
    GtkWidget *other = g_object_ref_sink (hammer_style_switcher_new ());

    g_assert_cmpstr (hammer_style_switcher_get_style (HAMMER_STYLE_SWITCHER (other)), ==, "dark");
    g_object_unref (other);
  }

  ui_click (light);
  UI_WAIT_FOR (adw_style_manager_get_color_scheme (manager) == ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (manager));
  ui_click (follow);
  UI_WAIT_FOR (adw_style_manager_get_color_scheme (manager) == ADW_COLOR_SCHEME_DEFAULT);
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_DEFAULT);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (follow)));

  /* The next start restores what was chosen last. */
  g_settings_set_string (settings, "style-variant", "dark");
  hammer_style_restore ();
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  g_settings_reset (settings, "style-variant");
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_spin ();
}

static guint
listed_players (Fixture *fixture)
{
  GtkColumnView *view = GTK_COLUMN_VIEW (ui_find_required (ui_find_required (
    GTK_WIDGET (fixture->window), "players_page"), "column_view"));

  return g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view)));
}

static void
add_players (Fixture *fixture,
             guint    n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %u", i + 1);
      g_autoptr(HammerPlayer) player = hammer_player_new (name);
      g_autoptr(GError) error = NULL;

      hammer_roster_add_player (fixture->store, player, &error);
      g_assert_no_error (error);
    }
}

/* A window on a club's roster paints its first frame before it reads the
 * players, says it is loading until then, and shows them all after. */
static void
test_roster_read_after_first_frame (Fixture       *fixture,
                                    gconstpointer  data)
{
  HammerWindow *window;

  add_players (fixture, 30);
  ui_close_all ();
  window = hammer_window_new (NULL, fixture->store);
  fixture->window = window;
  ui_present (GTK_WINDOW (window), 1100, 720);
  g_assert_true (hammer_window_get_loading (window));
  g_assert_cmpstr (visible_page (fixture, "players_page"), ==, "loading");
  /* The count is asked of the database, not of the list. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (ui_find_required (GTK_WIDGET (window),
                                                                  "players_count"))), ==, "30");

  UI_WAIT_FOR (!hammer_window_get_loading (window));
  /* Never "no results" while the list fills in. */
  g_assert_cmpstr (visible_page (fixture, "players_page"), ==, "list");
  UI_WAIT_FOR (listed_players (fixture) == 30);
  g_assert_cmpstr (visible_page (fixture, "players_page"), ==, "list");
}

/* Players added while another page is in view are counted at once and
 * listed when the players page is shown again. */
static void
test_roster_read_when_shown (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkLabel *count = GTK_LABEL (ui_find_required (GTK_WIDGET (fixture->window), "players_count"));

  hammer_window_show_page (fixture->window, "clubs");
  ui_spin ();
  add_players (fixture, 3);
  g_assert_cmpstr (gtk_label_get_label (count), ==, "3");
  /* Not read while hidden: a federation's roster is not read again for
   * every result typed on another page. */
  g_assert_cmpuint (listed_players (fixture), ==, 0);

  hammer_window_show_page (fixture->window, "players");
  UI_WAIT_FOR (listed_players (fixture) == 3);
  g_assert_cmpstr (visible_page (fixture, "players_page"), ==, "list");
}

static void
count_frame_cb (guint *painted)
{
  (*painted)++;
}

/* The clubs page reads its clubs when first shown, and shows each club's
 * name, city and members, a dimmed dash for a city not known, and a city
 * typed in later once it is stored. */
static void
test_club_cells (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(HammerPlayer) player = hammer_player_new ("Geertje Postma");
  g_autoptr(GError) error = NULL;
  GtkWidget *page, *view;
  gint64 without_city;

  hammer_roster_add_club (fixture->store, "Apeldoorn Schuivers", "Apeldoorn", &error);
  g_assert_no_error (error);
  without_city = hammer_roster_add_club (fixture->store, "Bolsward Hammer", NULL, &error);
  g_assert_no_error (error);
  hammer_player_set_club_name (player, "Apeldoorn Schuivers");
  hammer_roster_add_player (fixture->store, player, &error);
  g_assert_no_error (error);

  /* A window that opens on its players reads no clubs: the hidden page
   * builds no rows. */
  ui_close_all ();
  fixture->window = hammer_window_new (NULL, fixture->store);
  ui_present (GTK_WINDOW (fixture->window), 1100, 720);
  page = ui_find_required (GTK_WIDGET (fixture->window), "clubs_page");
  view = ui_find_required (page, "column_view");
  UI_WAIT_FOR (!hammer_window_get_loading (fixture->window));
  ui_spin ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (
                      GTK_COLUMN_VIEW (view)))), ==, 0);
  /* Nor does its loading spinner spin out of view, and the window, idle,
   * draws no frames (it drew 30 to 60 a second for that spinner). */
  g_assert_false (gtk_spinner_get_spinning (GTK_SPINNER (ui_find_required (page, "spinner"))));
  {
    GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (fixture->window));
    guint painted = 0;
    gulong handler = g_signal_connect_swapped (clock, "after-paint",
                                               G_CALLBACK (count_frame_cb), &painted);

    /* Once the lists have filled in and their rows taken their sizes,
     * the window goes quiet: half a second without a frame comes, however
     * slow the machine (a spinning spinner never lets it). */
    guint quiet_tries = 0;

    do
      {
        painted = 0;
        ui_wait_ms (500);
      }
    while (painted > 0 && ++quiet_tries < 120);
    g_signal_handler_disconnect (clock, handler);
    g_assert_cmpuint (painted, ==, 0);
  }

  hammer_window_show_page (fixture->window, "clubs");
  UI_WAIT_FOR (ui_cell_is (view, 1, 0, "Bolsward Hammer"));
  {
    g_autofree char *name = ui_cell_text (view, 0, 0);
    g_autofree char *city = ui_cell_text (view, 0, 1);
    g_autofree char *members = ui_cell_text (view, 0, 2);
    g_autofree char *no_city = ui_cell_text (view, 1, 1);
    g_autofree char *no_members = ui_cell_text (view, 1, 2);

    g_assert_cmpstr (name, ==, "Apeldoorn Schuivers");
    g_assert_cmpstr (city, ==, "Apeldoorn");
    g_assert_cmpstr (members, ==, "1");
    g_assert_cmpstr (no_city, ==, "—");
    g_assert_cmpstr (no_members, ==, "0");
  }
  g_assert_false (ui_cell_has_class (view, 0, 1, "dim-label"));
  g_assert_true (ui_cell_has_class (view, 1, 1, "dim-label"));
  g_assert_true (ui_cell_has_class (view, 0, 2, "numeric"));

  g_assert_true (hammer_roster_update_club (fixture->store, without_city, "Bolsward Hammer",
                                            "Bolsward", &error));
  g_assert_no_error (error);
  UI_WAIT_FOR (ui_cell_is (view, 1, 1, "Bolsward"));
  g_assert_false (ui_cell_has_class (view, 1, 1, "dim-label"));
  ui_wait_frames (view, 3);
  ui_save_shot (GTK_WIDGET (fixture->window), "clubs.png");
}

/* Fills the club dialog on screen with @name and @city and saves it; its
 * write runs on the store's writer, so until the main loop hears that it
 * is done the dialog stays, Save insensitive (a second click writes
 * nothing twice). A save on the main thread would have closed it here. */
static void
save_club_dialog (const char *name,
                  const char *city)
{
  GtkWindow *dialog = ui_wait_for_toplevel (HAMMER_TYPE_CLUB_DIALOG);
  GtkWidget *save = ui_find_required (GTK_WIDGET (dialog), "save_button");

  ui_type_into (GTK_WIDGET (dialog), "name_row", name);
  ui_type_into (GTK_WIDGET (dialog), "city_row", city);
  g_signal_emit_by_name (save, "clicked");
  g_assert_nonnull (ui_find_toplevel (HAMMER_TYPE_CLUB_DIALOG));
  g_assert_false (gtk_widget_get_sensitive (save));
}

/* A club added and changed through its dialog, a second of the same name
 * refused in it, then deleted from the page and brought back by undo: the
 * toasts and the list as before these writes left the main thread. */
static void
test_club_dialog_and_delete (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GPtrArray) clubs = NULL;
  GtkWidget *page, *view, *revealer;
  GtkWindow *dialog;

  hammer_window_show_page (fixture->window, "clubs");
  page = ui_find_required (GTK_WIDGET (fixture->window), "clubs_page");
  view = ui_find_required (page, "column_view");
  ui_wait_until_mapped (page);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.add", NULL);
  save_club_dialog (" Rappe Schijf ", "Sneek");
  ui_wait_until_gone (HAMMER_TYPE_CLUB_DIALOG);
  UI_WAIT_FOR (ui_has_toast (fixture->window, "Rappe Schijf added"));
  UI_WAIT_FOR (ui_cell_is (view, 0, 1, "Sneek"));

  clubs = hammer_roster_list_clubs (fixture->store, NULL);
  g_assert_cmpuint (clubs->len, ==, 1);
  gtk_window_present (GTK_WINDOW (hammer_club_dialog_new (GTK_WINDOW (fixture->window),
                                                          fixture->store,
                                                          g_ptr_array_index (clubs, 0))));
  save_club_dialog ("Rappe Schijf", "Leeuwarden");
  ui_wait_until_gone (HAMMER_TYPE_CLUB_DIALOG);
  UI_WAIT_FOR (ui_has_toast (fixture->window, "Rappe Schijf saved"));
  UI_WAIT_FOR (ui_cell_is (view, 0, 1, "Leeuwarden"));

  /* Refused: the reason shows in place, and Save is offered again. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.add", NULL);
  save_club_dialog ("rappe schijf", "");
  dialog = ui_find_toplevel (HAMMER_TYPE_CLUB_DIALOG);
  revealer = ui_find_required (GTK_WIDGET (dialog), "error_revealer");
  UI_WAIT_FOR (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  g_assert_true (ui_has_label_containing (GTK_WIDGET (dialog), "already a club"));
  g_assert_true (gtk_widget_get_sensitive (ui_find_required (GTK_WIDGET (dialog),
                                                          "save_button")));
  gtk_window_destroy (dialog);
  ui_wait_until_gone (HAMMER_TYPE_CLUB_DIALOG);

  gtk_selection_model_select_item (gtk_column_view_get_model (GTK_COLUMN_VIEW (view)), 0, TRUE);
  UI_WAIT_FOR (gtk_widget_get_sensitive (ui_find_required (page, "delete_button")));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.delete-selected", NULL);
  /* Delete waits insensitive while the write runs. */
  g_assert_false (gtk_widget_get_sensitive (ui_find_required (page, "delete_button")));
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (ui_has_toast (fixture->window, "Rappe Schijf deleted"));
  UI_WAIT_FOR (g_strcmp0 (visible_page (fixture, "clubs_page"), "empty") == 0);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.undo-last", NULL);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (ui_cell_is (view, 0, 1, "Leeuwarden"));
}

/* The shortcut of the shortcuts window titled @title. */
static GtkWidget *
find_shortcut (GtkWidget  *root,
               const char *title)
{
  g_autofree char *own = NULL;

  if (GTK_IS_SHORTCUTS_SHORTCUT (root))
    {
      g_object_get (root, "title", &own, NULL);
      if (g_strcmp0 (own, title) == 0)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_shortcut (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Keyboard Shortcuts opens the shortcuts window over the main window, the
 * same one each time, every section without a warning; it lists both keys
 * that save a sheet. */
static void
test_shortcuts_window (Fixture       *fixture,
                       gconstpointer  data)
{
  const char *sections[] = { "general", "events", "scores", "seasons" };
  const char *saves[] = { "Save the Result", "Save the Night", "Save the Games" };
  GtkWindow *shortcuts;

  /* The window is built and shown under fatal warnings: none of its labels
   * may be measured at a negative width. */
  g_assert_null (ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-help-overlay", NULL);
  UI_WAIT_FOR ((shortcuts = ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW)) != NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  g_assert_true (gtk_window_get_transient_for (shortcuts) == GTK_WINDOW (fixture->window));
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_object_set (shortcuts, "section-name", sections[i], NULL);
      ui_wait_frames (GTK_WIDGET (shortcuts), 2);
    }
  /* Every sheet a result is typed on saves with Ctrl+S and Ctrl+Enter. */
  for (guint i = 0; i < G_N_ELEMENTS (saves); i++)
    {
      g_autofree char *accelerator = NULL;
      GtkWidget *shortcut = find_shortcut (GTK_WIDGET (shortcuts), saves[i]);

      g_assert_nonnull (shortcut);
      g_object_get (shortcut, "accelerator", &accelerator, NULL);
      g_assert_cmpstr (accelerator, ==, "<Primary>s <Primary>Return");
    }

  gtk_window_close (shortcuts);
  UI_WAIT_FOR (!gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-help-overlay", NULL);
  UI_WAIT_FOR (gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
  g_assert_true (ui_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW) == shortcuts);
  gtk_window_close (shortcuts);
  UI_WAIT_FOR (!gtk_widget_get_visible (GTK_WIDGET (shortcuts)));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/players/add-through-dialog", Fixture, NULL,
              ui_fixture_set_up, test_add_player_through_dialog, ui_fixture_tear_down);
  g_test_add ("/ui/players/duplicate-refused", Fixture, NULL,
              ui_fixture_set_up, test_duplicate_refused_in_dialog, ui_fixture_tear_down);
  g_test_add ("/ui/players/undo-keeps-focus", Fixture, NULL,
              ui_fixture_set_up, test_undo_keeps_focus, ui_fixture_tear_down);
  g_test_add ("/ui/window/load-demo", Fixture, NULL,
              ui_fixture_set_up, test_load_demo, ui_fixture_tear_down);
  g_test_add ("/ui/players/delete-and-undo", Fixture, NULL,
              ui_fixture_set_up, test_delete_and_undo, ui_fixture_tear_down);
  g_test_add ("/ui/players/search", Fixture, NULL,
              ui_fixture_set_up, test_search, ui_fixture_tear_down);
  g_test_add ("/ui/players/read-after-first-frame", Fixture, NULL,
              ui_fixture_set_up, test_roster_read_after_first_frame, ui_fixture_tear_down);
  g_test_add ("/ui/players/read-when-shown", Fixture, NULL,
              ui_fixture_set_up, test_roster_read_when_shown, ui_fixture_tear_down);
  g_test_add ("/ui/clubs/cells", Fixture, NULL,
              ui_fixture_set_up, test_club_cells, ui_fixture_tear_down);
  g_test_add ("/ui/clubs/dialog-and-delete", Fixture, NULL,
              ui_fixture_set_up, test_club_dialog_and_delete, ui_fixture_tear_down);
  g_test_add ("/ui/import/bad-row-then-good-rows-only", Fixture, NULL,
              ui_fixture_set_up, test_import_with_bad_row, ui_fixture_tear_down);
  g_test_add ("/ui/import/unreadable-file", Fixture, NULL,
              ui_fixture_set_up, test_import_unreadable, ui_fixture_tear_down);
  g_test_add ("/ui/import/json-file", Fixture, NULL,
              ui_fixture_set_up, test_import_json_file, ui_fixture_tear_down);
  g_test_add_func ("/ui/window/database-error", test_error_window);
  g_test_add_func ("/ui/window/damaged-after-first-frame", test_damaged_after_first_frame);
  g_test_add ("/ui/window/shortcuts", Fixture, NULL,
              ui_fixture_set_up, test_shortcuts_window, ui_fixture_tear_down);
  g_test_add ("/ui/window/style-switch", Fixture, NULL,
              ui_fixture_set_up, test_style_switch, ui_fixture_tear_down);

  return g_test_run ();
}
