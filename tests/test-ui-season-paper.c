/* test-ui-season-paper.c — a season's paper and files, and its settings,
 * through the season page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "hammer-core.h"
#include "hammer-season-item.h"
#include "hammer-league-page.h"
#include "hammer-print-dialog.h"
#include "hammer-season-page.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"
#include "sheets/hammer-season-sheets.h"
#include "ui-test-common.h"

typedef struct
{
  char *dir;
  HammerStore *store;
  gint64 season;
  GtkWindow *window;
  GtkWidget *page;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) members = NULL;
  const char *names[] = { "Anna de Vries", "Bram Jansen", "Cor Bakker", NULL };
  const gint64 present[] = { 1, 2, 3 };
  int totals[30];

  fixture->store = tmp_store_open ("hammer-ui-season-paper-XXXXXX", &fixture->dir, NULL);
  fixture->season = hammer_seasons_create (fixture->store, "Winter", "2026-09-01", 10,
                                           &error);
  g_assert_no_error (error);
  members = hammer_seasons_add_members (fixture->store, fixture->season, names, &error);
  g_assert_no_error (error);
  /* Anna shoots 120 a game, Bram 105 and Cor 90. */
  for (int i = 0; i < 30; i++)
    totals[i] = i < 10 ? 120 : i < 20 ? 105 : 90;
  /* Classes come from the start averages until the first promotion date. */
  for (guint i = 0; i < 3; i++)
    {
      hammer_seasons_set_start_average (fixture->store, fixture->season, present[i],
                                        120 - 15.0 * i, &error);
      g_assert_no_error (error);
    }
  hammer_seasons_save_night (fixture->store, fixture->season, 0, "2026-09-10", present, 3,
                             totals, NULL, NULL, &error);
  g_assert_no_error (error);

  fixture->window = GTK_WINDOW (adw_window_new ());
  fixture->page = hammer_season_page_new (fixture->store, fixture->season);
  adw_window_set_content (ADW_WINDOW (fixture->window), fixture->page);
  ui_present (fixture->window, 1100, 720);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_close_store (&fixture->store, &fixture->dir);
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  GError **error = user_data;

  if (hammer_competition_page_export_finish (HAMMER_COMPETITION_PAGE (object), result, error))
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_EXISTS, "done");
}

/* Runs the page's export of @document to @path; NULL when it worked, else
 * the error. */
static GError *
export (Fixture    *fixture,
        const char *document,
        const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GError *error = NULL;

  hammer_competition_page_export_async (HAMMER_COMPETITION_PAGE (fixture->page), document, file,
                                        NULL, export_done_cb, &error);
  UI_WAIT_FOR (error != NULL);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    g_clear_error (&error);
  return error;
}

/* Whether @menu or one of its submenus has an item of @action on @target. */
static gboolean
menu_offers (GMenuModel *menu,
             const char *action,
             const char *target)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *item_action = NULL;
      g_autofree char *item_target = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (menu, i);
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action) &&
          g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_TARGET, "s", &item_target) &&
          g_str_equal (item_action, action) && g_str_equal (item_target, target))
        return TRUE;
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          gboolean found = menu_offers (link, action, target);

          g_object_unref (link);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

/* The members' season cards and the night by class are offered to print
 * and to save; saved, the cards are a page for each member and the night is
 * split by class. */
static void
test_member_cards (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *pdf = g_build_filename (fixture->dir, "cards.pdf", NULL);
  g_autofree char *classes_pdf = g_build_filename (fixture->dir, "classes.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *classes_text = NULL;
  GtkWidget *button = ui_find_by_type (fixture->page, GTK_TYPE_MENU_BUTTON);
  GMenuModel *menu;

  g_assert_nonnull (button);
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
  g_assert_true (menu_offers (menu, "season.print", "member-card"));
  g_assert_true (menu_offers (menu, "season.export-pdf", "member-card"));
  g_assert_true (menu_offers (menu, "season.print", "night-classes"));
  g_assert_true (menu_offers (menu, "season.export-pdf", "night-classes"));

  g_assert_null (export (fixture, "member-card", pdf));
  g_assert_cmpuint (pdf_pages (pdf), ==, 3);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Anna de Vries"));
  g_assert_nonnull (strstr (text, "Bram Jansen"));
  g_assert_nonnull (strstr (text, "Cor Bakker"));
  g_assert_nonnull (strstr (text, "September 10, 2026"));

  g_assert_null (export (fixture, "night-classes", classes_pdf));
  classes_text = pdf_text (classes_pdf);
  g_assert_nonnull (strstr (classes_text, "Club night of September 10, 2026 by class"));
  g_assert_nonnull (strstr (classes_text, "Anna de Vries"));
}

/* The averages list goes to a PDF that says who averages what; the
 * standings go to CSV and the season to JSON. */
static void
test_export (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *pdf = g_build_filename (fixture->dir, "averages.pdf", NULL);
  g_autofree char *night_pdf = g_build_filename (fixture->dir, "night.pdf", NULL);
  g_autofree char *csv = g_build_filename (fixture->dir, "standings.csv", NULL);
  g_autofree char *json = g_build_filename (fixture->dir, "season.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *night_text = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  char *anna, *bram, *cor;

  g_assert_null (export (fixture, "averages", pdf));
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Winter"));
  anna = strstr (text, "Anna de Vries");
  bram = strstr (text, "Bram Jansen");
  cor = strstr (text, "Cor Bakker");
  g_assert_nonnull (anna);
  g_assert_nonnull (bram);
  g_assert_nonnull (cor);
  /* Best average first, with the average as printed. */
  g_assert_true (anna < bram && bram < cor);
  g_assert_nonnull (strstr (text, "120.0"));
  g_assert_nonnull (strstr (text, "90.0"));

  g_assert_null (export (fixture, "night", night_pdf));
  night_text = pdf_text (night_pdf);
  g_assert_nonnull (strstr (night_text, "1200"));

  g_assert_null (export (fixture, "standings-csv", csv));
  g_file_get_contents (csv, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "Anna de Vries"));
  g_assert_nonnull (strstr (contents, "1200"));
  g_clear_pointer (&contents, g_free);

  g_assert_null (export (fixture, "json", json));
  g_file_get_contents (json, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "\"hammer-season\""));
}

/* A folder that cannot be written to gets a message naming the file and
 * why, and nothing is left behind. */
static void
test_unwritable (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *blocker = g_build_filename (fixture->dir, "not-a-folder", NULL);
  g_autofree char *pdf = g_build_filename (blocker, "averages.pdf", NULL);
  g_autofree char *csv = g_build_filename (blocker, "averages.csv", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) csv_error = NULL;

  /* A file where the folder should be stops even a superuser. */
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  error = export (fixture, "averages", pdf);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_assert_nonnull (strstr (error->message, pdf));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOTDIR)));

  csv_error = export (fixture, "averages-csv", csv);
  g_assert_error (csv_error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_assert_nonnull (strstr (csv_error->message, csv));
  g_assert_nonnull (strstr (csv_error->message, "Nothing was written"));
}

static void
collect (GtkWidget *root,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

/* The class entries and limits, in the order shown. */
static void
set_class (GtkWidget  *view,
           guint       row,
           const char *name,
           double      limit)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();

  collect (view, GTK_TYPE_ENTRY, entries);
  collect (view, GTK_TYPE_SPIN_BUTTON, spins);
  /* A spin button holds a GtkText, not a GtkEntry: the entries are the names. */
  g_assert_cmpuint (row, <, entries->len);
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, row)), name);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (g_ptr_array_index (spins, row)), limit);
}

static guint
n_rows (GtkWidget *view)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();

  collect (view, GTK_TYPE_ENTRY, entries);
  return entries->len;
}

static gboolean
cell_is (GtkWidget  *view,
         guint       row,
         guint       column,
         const char *text)
{
  g_autofree char *cell = ui_cell_text (view, row, column);

  return g_strcmp0 (cell, text) == 0;
}

/* The club's own classes, typed into the settings, show in the averages;
 * limits that do not go down are refused under the list in the store's
 * words, and nothing changes. */
static void
test_classes (Fixture       *fixture,
              gconstpointer  data)
{
  GtkWidget *settings = ui_find_required (fixture->page, "settings_view");
  GtkWidget *view = ui_find_required (settings, "classes_view");
  GtkWidget *problem = ui_find_required (settings, "classes_error");
  GtkWidget *averages = ui_find_required (fixture->page, "averages_view");
  gint64 change = hammer_store_get_last_change (fixture->store);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *last = NULL;
  guint rows;

  gtk_widget_activate_action (fixture->page, "season.show-settings", NULL);
  UI_WAIT_FOR (g_strcmp0 (adw_view_stack_get_visible_child_name (
                           ADW_VIEW_STACK (ui_find_required (fixture->page, "view_stack"))),
                          "settings") == 0);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (
                     ADW_VIEW_STACK (ui_find_required (fixture->page, "view_stack"))),
                   ==, "settings");
  UI_WAIT_FOR (n_rows (view) > 0);
  before = ui_cell_text (averages, 0, 1);

  /* Two classes: Gold from 110, Silver from 0. */
  rows = n_rows (view);
  for (guint i = rows; i > 2; i--)
    {
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

      collect (view, GTK_TYPE_BUTTON, buttons);
      ui_click (g_ptr_array_index (buttons, buttons->len - 1));
      ui_spin ();
    }
  while (n_rows (view) < 2)
    {
      gtk_widget_activate_action (settings, "settings.add-class", NULL);
      ui_spin ();
    }
  UI_WAIT_FOR (n_rows (view) == 2);

  /* Limits going up are refused. */
  set_class (view, 0, "Gold", 50);
  set_class (view, 1, "Silver", 80);
  gtk_widget_activate_action (settings, "settings.save-classes", NULL);
  UI_WAIT_FOR (gtk_widget_get_visible (problem));
  g_assert_true (gtk_widget_get_visible (problem));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (problem)), !=, "");
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change);

  set_class (view, 0, "Gold", 110);
  set_class (view, 1, "Silver", 0);
  gtk_widget_activate_action (settings, "settings.save-classes", NULL);
  UI_WAIT_FOR (hammer_store_get_last_change (fixture->store) == change + 1);
  /* The settings hear after the store has told the change. */
  ui_wait_writes (fixture->store);
  g_assert_false (gtk_widget_get_visible (problem));
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change + 1);

  /* Anna (120) is Gold, Cor (90) Silver, in the averages list. */
  UI_WAIT_FOR (cell_is (averages, 0, 1, "Gold"));
  after = ui_cell_text (averages, 0, 1);
  g_assert_cmpstr (after, !=, before);
  last = ui_cell_text (averages, 2, 1);
  g_assert_cmpstr (last, ==, "Silver");

  /* Undo brings the old classes back. */
  hammer_store_undo (fixture->store, change + 1, NULL);
  UI_WAIT_FOR (ui_cell_is (averages, 0, 1, before));
  g_clear_pointer (&after, g_free);
  after = ui_cell_text (averages, 0, 1);
  g_assert_cmpstr (after, ==, before);
}

/* The points competition and promotion dates are stored one change each;
 * a date outside the season is refused inline. */
static void
test_points_and_dates (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWidget *settings = ui_find_required (fixture->page, "settings_view");
  GtkWidget *problem = ui_find_required (settings, "dates_error");
  gint64 change = hammer_store_get_last_change (fixture->store);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *points;

  hammer_season_page_show_view (HAMMER_SEASON_PAGE (fixture->page), "settings");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_required (settings, "per_game_spin")), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_required (settings, "bonus_spin")), 4);
  gtk_widget_activate_action (settings, "settings.save-points", NULL);
  UI_WAIT_FOR (hammer_store_get_last_change (fixture->store) == change + 1);
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change + 1);
  node = hammer_seasons_settings_json (fixture->store, fixture->season, NULL);
  points = json_object_get_object_member (json_node_get_object (node), "points");
  g_assert_cmpint (json_object_get_int_member (points, "per_game"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (points, "bonus"), ==, 4);

  ui_type_into (settings, "date_entry", "1999-01-01");
  gtk_widget_activate_action (settings, "settings.add-date", NULL);
  UI_WAIT_FOR (gtk_widget_get_visible (problem));
  g_assert_true (gtk_widget_get_visible (problem));
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change + 1);

  ui_type_into (settings, "date_entry", "2026-12-01");
  gtk_widget_activate_action (settings, "settings.add-date", NULL);
  UI_WAIT_FOR (hammer_store_get_last_change (fixture->store) == change + 2);
  ui_wait_writes (fixture->store);
  g_assert_false (gtk_widget_get_visible (problem));
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change + 2);
  g_clear_pointer (&node, json_node_unref);
  node = hammer_seasons_settings_json (fixture->store, fixture->season, NULL);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (node), "promotion_dates")), ==, 1);
  g_assert_true (gtk_widget_get_visible (ui_find_required (settings, "dates_frame")));
}

static void
league_export_done_cb (GObject      *object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  GError **error = user_data;

  if (hammer_competition_page_export_finish (HAMMER_COMPETITION_PAGE (object), result, error))
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_EXISTS, "done");
}

static GError *
export_league (GtkWidget  *page,
               const char *document,
               const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GError *error = NULL;

  hammer_competition_page_export_async (HAMMER_COMPETITION_PAGE (page), document, file, NULL,
                                        league_export_done_cb, &error);
  UI_WAIT_FOR (error != NULL);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    g_clear_error (&error);
  return error;
}

/* A league prints the score forms of its next match day (both team
 * matches, named), the fixture list and the table. */
static void
test_league (Fixture       *fixture,
             gconstpointer  data)
{
  const char *teams[] = { "Ajax", "Bees", "Cats", "Dogs" };
  g_autofree char *forms = g_build_filename (fixture->dir, "forms.pdf", NULL);
  g_autofree char *list = g_build_filename (fixture->dir, "fixtures.pdf", NULL);
  g_autofree char *table = g_build_filename (fixture->dir, "table.pdf", NULL);
  g_autofree char *csv = g_build_filename (fixture->dir, "table.csv", NULL);
  g_autofree char *json = g_build_filename (fixture->dir, "league.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  HammerLeagueSpec spec;
  GtkWidget *page;
  gint64 league;

  hammer_league_spec_init (&spec);
  spec.name = "Thursday League";
  spec.rules = "table";
  spec.start_date = "2026-09-03";
  league = hammer_leagues_create (fixture->store, &spec, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (teams); i++)
    {
      g_autofree char *first = g_strdup_printf ("%s One", teams[i]);
      g_autofree char *second = g_strdup_printf ("%s Two", teams[i]);
      const char *players[] = { first, second, NULL };

      hammer_leagues_add_team (fixture->store, league, NULL, teams[i], NULL, players,
                               &error);
      g_assert_no_error (error);
    }
  hammer_leagues_generate_fixtures (fixture->store, league, &error);
  g_assert_no_error (error);

  page = hammer_league_page_new (fixture->store, league);
  adw_window_set_content (ADW_WINDOW (fixture->window), page);
  ui_wait_until_mapped (page);

  g_assert_null (export_league (page, "form", forms));
  text = pdf_text (forms);
  /* Two team matches on the first match day, each with its own form. */
  g_assert_nonnull (strstr (text, "Thursday League"));
  for (guint i = 0; i < G_N_ELEMENTS (teams); i++)
    g_assert_nonnull (strstr (text, teams[i]));
  /* A page for each form. */
  g_assert_cmpuint (pdf_pages (forms), ==, 2);
  g_clear_pointer (&text, g_free);

  g_assert_null (export_league (page, "fixtures", list));
  text = pdf_text (list);
  g_assert_nonnull (strstr (text, "Dogs"));
  g_clear_pointer (&text, g_free);

  g_assert_null (export_league (page, "table", table));
  text = pdf_text (table);
  g_assert_nonnull (strstr (text, "Cats"));
  g_clear_pointer (&text, g_free);

  /* The next match day's games on blank score sheets, from both menus;
   * none is entered, so there is nothing to print filled. */
  {
    GtkWidget *button = ui_find_by_type (page, GTK_TYPE_MENU_BUTTON);
    GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
    g_autofree char *games = g_build_filename (fixture->dir, "games.pdf", NULL);
    g_autoptr(GError) refused = NULL;

    g_assert_true (menu_offers (menu, "league.print", "games"));
    g_assert_true (menu_offers (menu, "league.export-pdf", "games"));
    g_assert_true (menu_offers (menu, "league.print", "games-filled"));
    g_assert_true (menu_offers (menu, "league.export-pdf", "games-filled"));
    g_assert_null (export_league (page, "games", games));
    text = pdf_text (games);
    g_assert_nonnull (strstr (text, "Ajax"));
    g_assert_nonnull (strstr (text, "Dogs"));
    refused = export_league (page, "games-filled", games);
    g_assert_error (refused, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
    g_assert_cmpstr (refused->message, ==, "No game of these team matches is entered yet");
  }

  /* The files: the table as CSV, the league as JSON. */
  g_assert_null (export_league (page, "table-csv", csv));
  g_file_get_contents (csv, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "Bees"));
  g_clear_pointer (&contents, g_free);
  g_assert_null (export_league (page, "json", json));
  g_file_get_contents (json, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "Dogs Two"));
}

/* The league page and hammer-cli season export make a league's files
 * alike, and both refuse the forms of a next match day when every match
 * day is done, with the same sentence. */
static void
test_league_files_agree (Fixture       *fixture,
                         gconstpointer  data)
{
  const char *teams[] = { "Ajax", "Bees", "Cats" };
  const char *database = hammer_store_get_path (fixture->store);
  g_autofree char *csv = g_build_filename (fixture->dir, "table.csv", NULL);
  g_autofree char *forms = g_build_filename (fixture->dir, "forms.pdf", NULL);
  g_autofree char *league_arg = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(JsonNode) fixtures = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  HammerLeagueSpec spec;
  JsonArray *days;
  GtkWidget *page;
  gint64 league;

  hammer_league_spec_init (&spec);
  spec.name = "Friday League";
  spec.rules = "table";
  spec.start_date = "2026-09-04";
  league = hammer_leagues_create (fixture->store, &spec, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (teams); i++)
    {
      g_autofree char *first = g_strdup_printf ("%s One", teams[i]);
      const char *players[] = { first, NULL };

      hammer_leagues_add_team (fixture->store, league, NULL, teams[i], NULL, players,
                               &error);
      g_assert_no_error (error);
    }
  hammer_leagues_generate_fixtures (fixture->store, league, &error);
  g_assert_no_error (error);
  league_arg = g_strdup_printf ("%" G_GINT64_FORMAT, league);

  page = hammer_league_page_new (fixture->store, league);
  adw_window_set_content (ADW_WINDOW (fixture->window), page);
  ui_wait_until_mapped (page);

  g_assert_null (export_league (page, "table-csv", csv));
  g_file_get_contents (csv, &contents, NULL, &error);
  g_assert_no_error (error);
  cli_run (&run, database, NULL, "season", "export", "--league", league_arg, "--format", "csv",
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, contents);

  /* Every team match put off without a new date: no match day is left. */
  fixtures = hammer_leagues_fixtures_json (fixture->store, league, &error);
  g_assert_no_error (error);
  days = json_object_get_array_member (json_array_get_object_element (
           json_object_get_array_member (json_node_get_object (fixtures), "divisions"), 0),
                                       "match_days");
  for (guint d = 0; d < json_array_get_length (days); d++)
    {
      JsonArray *list = json_object_get_array_member (json_array_get_object_element (days, d),
                                                      "fixtures");

      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          gint64 id = json_object_get_int_member (json_array_get_object_element (list, i), "id");

          g_assert_true (hammer_leagues_postpone_fixture (fixture->store, id, NULL, &error));
          g_assert_no_error (error);
        }
    }
  ui_spin ();

  error = export_league (page, "form", forms);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (forms, G_FILE_TEST_EXISTS));
  cli_run (&run, database, NULL, "season", "export", "--league", league_arg, "--format", "pdf",
           "--kind", "form", "--output", forms, NULL);
  g_assert_cmpint (run.status, ==, 2);
  expected = g_strdup_printf ("hammer-cli: %s\n", error->message);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_false (g_file_test (forms, G_FILE_TEST_EXISTS));
}

static HammerLayout *
lay_out_report (gpointer      data,
                HammerPaper   paper,
                gboolean      landscape,
                GError      **error)
{
  HammerSeasonSheetOptions options;

  hammer_season_sheet_options_init (&options);
  options.kind = HAMMER_SEASON_SHEET_REPORT;
  options.paper = paper;
  options.landscape = landscape;
  *(guint *) g_object_get_data (G_OBJECT (data), "laid-out") += 1;
  return hammer_season_sheets_layout (g_object_get_data (G_OBJECT (data), "document"), &options,
                                      error);
}

/* The printer's pages are the season's report, laid out for the paper
 * the printer's dialog settled on and drawn page by page. */
static void
test_print_operation (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *pdf = g_build_filename (fixture->dir, "printed.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) letter = gtk_paper_size_new (GTK_PAPER_NAME_LETTER);
  g_autoptr(GObject) holder = g_object_new (G_TYPE_OBJECT, NULL);
  g_autofree char *text = NULL;
  guint laid_out = 0;

  g_object_set_data_full (holder, "document",
                          hammer_seasons_export_json (fixture->store, fixture->season,
                                                      NULL),
                          (GDestroyNotify) json_node_unref);
  g_object_set_data (holder, "laid-out", &laid_out);
  operation = hammer_print_operation_new_for_layout (lay_out_report, g_object_ref (holder),
                                                     g_object_unref, HAMMER_PAPER_A4, FALSE,
                                                     NULL, "Winter");
  gtk_page_setup_set_paper_size (setup, letter);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_export_filename (operation, pdf);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL,
                                            &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_cmpuint (laid_out, ==, 1);

  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Winter"));
  g_assert_nonnull (strstr (text, "Anna de Vries"));
  g_assert_nonnull (strstr (text, "Page 1 of"));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui-season-paper/export", Fixture, NULL, fixture_set_up, test_export,
              fixture_tear_down);
  g_test_add ("/ui-season-paper/unwritable", Fixture, NULL, fixture_set_up, test_unwritable,
              fixture_tear_down);
  g_test_add ("/ui-season-paper/classes", Fixture, NULL, fixture_set_up, test_classes,
              fixture_tear_down);
  g_test_add ("/ui-season-paper/points-and-dates", Fixture, NULL, fixture_set_up,
              test_points_and_dates, fixture_tear_down);
  g_test_add ("/ui-season-paper/league-files-agree", Fixture, NULL, fixture_set_up,
              test_league_files_agree, fixture_tear_down);
  g_test_add ("/ui-season-paper/league", Fixture, NULL, fixture_set_up, test_league,
              fixture_tear_down);
  g_test_add ("/ui-season-paper/member-cards", Fixture, NULL, fixture_set_up,
              test_member_cards, fixture_tear_down);
  g_test_add ("/ui-season-paper/print-operation", Fixture, NULL, fixture_set_up,
              test_print_operation, fixture_tear_down);
  return g_test_run ();
}
