/* test-ui-season.c — a club night entered through the real screens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "hammer-club-night-entry.h"
#include "hammer-core.h"
#include "hammer-league-page.h"
#include "hammer-player-page.h"
#include "hammer-plot.h"
#include "hammer-season-dialog.h"
#include "hammer-season-item.h"
#include "hammer-season-page.h"
#include "hammer-team-match-entry.h"
#include "ui-test-common.h"
#include "league/hammer-club-night.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"

typedef struct
{
  char *dir;
  char *path;
  HammerStore *store;
  gint64 season;
  GtkWindow *window;
  GtkWidget *page;
  guint keystrokes;
} Fixture;

static void
spin (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* The shared wait: a generous time, and a failure that names @check. */
#define WAIT_FOR(check) UI_WAIT_FOR (check)

static GtkWidget *
find_by_id (GtkWidget  *root,
            const char *id)
{
  const char *own = GTK_IS_BUILDABLE (root) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (root))
                                            : NULL;

  if (g_strcmp0 (own, id) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_id (child, id);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_required (GtkWidget  *root,
               const char *id)
{
  GtkWidget *widget = find_by_id (root, id);

  if (widget == NULL)
    g_error ("No widget “%s” in %s", id, G_OBJECT_TYPE_NAME (root));
  return widget;
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) members = NULL;
  const char *names[] = { "Anna de Vries", "Bram Jansen", "Cor Bakker", NULL };

  fixture->dir = g_dir_make_tmp ("hammer-ui-season-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->path = g_build_filename (fixture->dir, "hammer.db", NULL);
  fixture->store = hammer_store_open (fixture->path, &error);
  g_assert_no_error (error);
  fixture->season = hammer_seasons_create (fixture->store, "Winter", "2026-09-01", 10,
                                           &error);
  g_assert_no_error (error);
  members = hammer_seasons_add_members (fixture->store, fixture->season, names, &error);
  g_assert_no_error (error);

  fixture->window = GTK_WINDOW (adw_window_new ());
  fixture->page = hammer_season_page_new (fixture->store, fixture->season);
  adw_window_set_content (ADW_WINDOW (fixture->window), fixture->page);
  gtk_window_set_default_size (fixture->window, 1100, 720);
  gtk_window_present (fixture->window);
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (fixture->window)));
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      g_remove (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (g_list_model_get_n_items (toplevels) > 0)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, 0);
      gtk_window_destroy (window);
      spin ();
    }
  clock_release ();
  g_clear_object (&fixture->store);
  remove_tree (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}

/* The window's key handler: what a keyboard press reaches first. */
static GtkEventController *
key_controller (GtkWidget *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "club-night-keys") == 0)
        return controller;
    }
  g_error ("The club-night screen has no key handler");
  return NULL;
}

static void
press (Fixture   *fixture,
       GtkWidget *entry,
       guint      keyval)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (key_controller (entry), "key-pressed", keyval, 0, 0, &handled);
  /* Every key used here is the screen's own: none falls through to a cell. */
  g_assert_true (handled);
  fixture->keystrokes++;
  spin ();
}

/* Types @text: digits, with "\n" for Enter and "\b" for Backspace. */
static void
type_keys (Fixture    *fixture,
           GtkWidget  *entry,
           const char *text)
{
  for (const char *c = text; *c; c++)
    press (fixture, entry, *c == '\n' ? GDK_KEY_Return
                           : *c == '\b' ? GDK_KEY_BackSpace
                           : GDK_KEY_0 + (guint) (*c - '0'));
}

/* The focused cell's member row (from 1) and game (from 1), as "row:game". */
static char *
focus_position (GtkWidget *entry)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (entry));

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (g_object_get_data (G_OBJECT (w), "hammer-row") != NULL)
      return g_strdup_printf ("%d:%d",
                              GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "hammer-row")),
                              GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "hammer-game"))
                                + 1);
  return g_strdup (focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none");
}

#define ASSERT_FOCUS(entry, expected)                     \
  G_STMT_START {                                          \
    g_autofree char *at_ = focus_position (entry);        \
    g_assert_cmpstr (at_, ==, expected);                  \
  } G_STMT_END

static guint
n_items (GtkWidget *page,
         const char *view_id)
{
  GtkColumnView *view = GTK_COLUMN_VIEW (find_required (page, view_id));

  return g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (view)));
}

static HammerSeasonItem *
item_at (GtkWidget  *page,
         const char *view_id,
         guint       position)
{
  GtkColumnView *view = GTK_COLUMN_VIEW (find_required (page, view_id));

  return g_list_model_get_item (G_LIST_MODEL (gtk_column_view_get_model (view)), position);
}

/* The place column of @view_id as the page shows it, line by line. */
static char *
shown_place (GtkWidget  *page,
             const char *view_id,
             guint       line)
{
  return ui_cell_text (find_required (page, view_id), line, 0);
}

/* Anna and Bram play the same games, Cor less: the season's standings by
 * average show "1=" twice, then 3, as on paper and in files; a league
 * table of two teams before their match shows "1=" for both. */
static void
test_shared_places (Fixture       *fixture,
                    gconstpointer  data)
{
  const char *names[] = { "Anna de Vries", "Bram Jansen", "Cor Bakker" };
  const int level[10] = { 100, 101, 102, 103, 104, 105, 106, 107, 108, 109 };
  const int lower[10] = { 90, 91, 92, 93, 94, 95, 96, 97, 98, 99 };
  const char *a[] = { "Piet", "Lies", NULL };
  const char *b[] = { "Mia", "Tom", NULL };
  g_autoptr(GError) error = NULL;
  HammerLeagueSpec spec;
  GtkWidget *window;
  GtkWidget *page;
  gint64 night, league;

  night = hammer_seasons_add_night (fixture->store, fixture->season, "2026-09-10", &error);
  g_assert_no_error (error);
  for (guint m = 0; m < G_N_ELEMENTS (names); m++)
    {
      gint64 member = hammer_seasons_find_member (fixture->store, fixture->season, names[m],
                                                  &error);

      g_assert_no_error (error);
      g_assert_true (hammer_seasons_enter_games (fixture->store, fixture->season, night,
                                                 member, m < 2 ? level : lower, NULL, 10,
                                                 NULL, &error));
      g_assert_no_error (error);
    }
  hammer_season_page_show_view (HAMMER_SEASON_PAGE (fixture->page), "standings");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_required (fixture->page, "ranking_dropdown")),
                              HAMMER_SEASON_BY_AVERAGE);
  WAIT_FOR (n_items (fixture->page, "standings_view") == 3);
  spin ();
  for (guint line = 0; line < 3; line++)
    {
      g_autofree char *place = shown_place (fixture->page, "standings_view", line);

      g_assert_cmpstr (place, ==, line < 2 ? "1=" : "3");
    }

  hammer_league_spec_init (&spec);
  spec.name = "Gelijk";
  spec.rules = "table";
  spec.start_date = "2026-10-01";
  spec.format = "2x1";
  league = hammer_leagues_create (fixture->store, &spec, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (fixture->store, league, NULL, "Hawks", NULL, a, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (fixture->store, league, NULL, "Dolphins", NULL, b, &error);
  g_assert_no_error (error);
  window = adw_window_new ();
  page = hammer_league_page_new (fixture->store, league);
  adw_window_set_content (ADW_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (page), "table");
  WAIT_FOR (n_items (page, "table_view") == 2);
  spin ();
  for (guint line = 0; line < 2; line++)
    {
      g_autofree char *place = shown_place (page, "table_view", line);

      g_assert_cmpstr (place, ==, "1=");
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The place column of the club-night entry's grid (its last column), top
 * down: the places shown while the night is typed. */
static GPtrArray *
entry_places (GtkWidget *entry)
{
  GtkGrid *grid = GTK_GRID (find_required (entry, "grid"));
  GPtrArray *places = g_ptr_array_new_with_free_func (g_free);
  int last = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int column, row;

      gtk_grid_query_child (grid, child, &column, &row, NULL, NULL);
      last = MAX (last, column);
    }
  for (int row = 0; row < 100; row++)
    {
      GtkWidget *label = gtk_grid_get_child_at (grid, last, row);

      if (label == NULL || !GTK_IS_LABEL (label) || !gtk_widget_get_visible (label) ||
          !g_ascii_isdigit (gtk_label_get_text (GTK_LABEL (label))[0]))
        continue;
      g_ptr_array_add (places, g_strdup (gtk_label_get_text (GTK_LABEL (label))));
    }
  return places;
}

/* The entry ranks the night as the saved night does: level totals go by
 * the best game (Anna's 110), then the next; Bram and Cor, level on every
 * game, share second place. */
static void
test_entry_places (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) places = NULL;
  const gint64 members[] = { 1, 2, 3 };
  int totals[30];
  GtkWidget *entry;

  for (int i = 0; i < 30; i++)
    totals[i] = i == 0 ? 110 : i < 10 ? 100 : 101;
  hammer_seasons_save_night (fixture->store, fixture->season, 0, "2026-09-10", members, 3,
                             totals, NULL, NULL, &error);
  g_assert_no_error (error);
  WAIT_FOR (n_items (fixture->page, "nights_view") == 1);
  g_signal_emit_by_name (find_required (fixture->page, "nights_view"), "activate", 0);
  WAIT_FOR ((entry = GTK_WIDGET (find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY))) != NULL);
  spin ();

  places = entry_places (entry);
  g_assert_cmpuint (places->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (places, 0), ==, "1");
  g_assert_cmpstr (g_ptr_array_index (places, 1), ==, "2=");
  g_assert_cmpstr (g_ptr_array_index (places, 2), ==, "2=");
  gtk_window_destroy (GTK_WINDOW (entry));
}

/* 30 disks score every total up to 148, so the smallest impossible one is
 * just above it. */
static int
impossible_total (void)
{
  int total = 0;

  while (hammer_sjoelbak_total_is_possible (total))
    total++;
  return total;
}

/* A secretary enters a club night of three members and ten games each with
 * the keyboard alone, is stopped by an impossible total, saves, finds the
 * night in the standings and on the winner's player page, and undoes it. */
static void
test_club_night (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(HammerSeasonItem) first = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *bad = g_strdup_printf ("%d", impossible_total ());
  g_autofree char *problem = hammer_sjoelbak_total_problem (impossible_total ());
  GtkWidget *entry;
  GtkWidget *message;
  GtkWidget *player_page;
  gint64 change_before;
  gint64 change;

  g_assert_cmpuint (n_items (fixture->page, "nights_view"), ==, 0);
  /* The night is entered on the evening itself: its date is today's. */
  clock_fix_date ("2026-09-10");
  gtk_widget_activate_action (fixture->page, "season.new-night", NULL);
  WAIT_FOR ((entry = GTK_WIDGET (find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY))) != NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_required (entry, "date_entry"))), ==,
                   "2026-09-10");
  spin ();
  ASSERT_FOCUS (entry, "1:1");

  /* Ten games for Anna: totals that cannot grow move on by themselves;
   * only 12 waits for Enter, since 120 to 129 would be totals too. */
  fixture->keystrokes = 0;
  type_keys (fixture, entry, "95" "102");
  ASSERT_FOCUS (entry, "1:3");
  type_keys (fixture, entry, "12");
  ASSERT_FOCUS (entry, "1:3");
  type_keys (fixture, entry, "\n" "88" "110" "148" "0" "130" "99" "121");
  ASSERT_FOCUS (entry, "2:1");
  g_assert_cmpuint (fixture->keystrokes, <, 40);
  g_test_message ("Keystrokes for ten games: %u", fixture->keystrokes);

  /* Backspace on an empty game goes back to the last one. */
  type_keys (fixture, entry, "\b");
  ASSERT_FOCUS (entry, "1:10");
  type_keys (fixture, entry, "\n");
  ASSERT_FOCUS (entry, "2:1");

  /* An impossible total stays put, marked with the rules' message. */
  message = find_required (entry, "message_label");
  type_keys (fixture, entry, bad);
  ASSERT_FOCUS (entry, "2:1");
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), problem));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "Bram Jansen, game 1"));

  /* Saving now (Ctrl+S) stores nothing. */
  change_before = hammer_store_get_last_change (fixture->store);
  g_assert_true (ui_press_shortcut (GTK_WINDOW (entry), GDK_KEY_s, GDK_CONTROL_MASK));
  spin ();
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change_before);
  g_assert_nonnull (find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY));

  /* The impossible total is selected: typing replaces it. */
  ASSERT_FOCUS (entry, "2:1");
  type_keys (fixture, entry, "100" "101" "102" "103" "104" "105" "106" "107" "108" "109");
  g_assert_false (gtk_widget_get_visible (message));
  ASSERT_FOCUS (entry, "3:1");
  type_keys (fixture, entry, "90" "91" "92" "93" "94" "95" "96" "97" "98" "99");

  /* Ctrl+Enter saves too, as in the score dialog. */
  g_assert_true (ui_press_shortcut (GTK_WINDOW (entry), GDK_KEY_Return, GDK_CONTROL_MASK));
  WAIT_FOR (find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY) == NULL);
  change = hammer_store_get_last_change (fixture->store);
  g_assert_cmpint (change, ==, change_before + 1);

  /* The season page shows the night and the standings; its summary counts
   * in the singular where there is one. */
  WAIT_FOR (n_items (fixture->page, "nights_view") == 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_required (fixture->page,
                                                                 "season_summary"))),
                   ==, "3 members · 1 night · 10 games a night");
  g_assert_cmpuint (n_items (fixture->page, "standings_view"), ==, 3);
  first = item_at (fixture->page, "standings_view", 0);
  g_assert_cmpstr (hammer_season_item_get_string (first, "name"), ==, "Bram Jansen");
  g_assert_cmpint (hammer_season_item_get_int (first, "total"), ==, 1045);
  g_assert_cmpint (hammer_season_item_get_int (first, "place"), ==, 1);

  /* Activating the line opens Bram's player page with his plots. */
  g_signal_emit_by_name (find_required (fixture->page, "standings_view"), "activate", 0);
  WAIT_FOR (g_strcmp0 (gtk_stack_get_visible_child_name (
                         GTK_STACK (find_required (fixture->page, "main_stack"))), "player") == 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (find_required (fixture->page,
                                                                               "main_stack"))),
                   ==, "player");
  player_page = find_required (fixture->page, "player_page");
  g_assert_cmpstr (hammer_player_page_get_name (HAMMER_PLAYER_PAGE (player_page)), ==,
                   "Bram Jansen");
  g_assert_cmpuint (hammer_plot_get_n_points (HAMMER_PLOT (find_required (player_page,
                                                                          "average_plot"))),
                    ==, 1);
  /* Totals 100 to 109 fall in one bin of ten. */
  g_assert_cmpuint (hammer_plot_get_n_points (HAMMER_PLOT (find_required (player_page,
                                                                          "histogram_plot"))),
                    ==, 1);
  gtk_widget_activate_action (fixture->page, "season.back", NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (find_required (fixture->page,
                                                                               "main_stack"))),
                   ==, "main");

  /* Undo takes the whole night back. */
  g_assert_true (hammer_store_undo (fixture->store, change, &error));
  g_assert_no_error (error);
  WAIT_FOR (n_items (fixture->page, "nights_view") == 0);
  g_assert_cmpuint (n_items (fixture->page, "standings_view"), ==, 0);
  g_clear_object (&first);
  first = item_at (fixture->page, "members_view", 1);
  g_assert_cmpstr (hammer_season_item_get_string (first, "name"), ==, "Bram Jansen");
  g_assert_cmpint (hammer_season_item_get_int (first, "games"), ==, 0);
}

/* A night opened again for correction: one member marked absent loses his
 * games, and a corrected total changes the ranking. */
static void
test_correct_night (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) night = NULL;
  const gint64 members[] = { 1, 2, 3 };
  int totals[30];
  GtkWidget *entry;
  GtkWidget *present;
  JsonArray *ranking;
  gint64 night_id;

  for (int i = 0; i < 30; i++)
    totals[i] = 100 + i / 10;
  night_id = hammer_seasons_save_night (fixture->store, fixture->season, 0, "2026-09-10",
                                        members, 3, totals, NULL, NULL, &error);
  g_assert_no_error (error);
  WAIT_FOR (n_items (fixture->page, "nights_view") == 1);

  g_signal_emit_by_name (find_required (fixture->page, "nights_view"), "activate", 0);
  WAIT_FOR ((entry = GTK_WIDGET (find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY))) != NULL);
  g_assert_false (gtk_widget_get_visible (find_required (entry, "date_box")));

  /* Cor (third toggle) goes home; Anna's first game was 140, not 100. */
  present = find_required (entry, "present_box");
  for (GtkWidget *child = gtk_widget_get_first_child (present); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *toggle = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (g_str_equal (gtk_check_button_get_label (GTK_CHECK_BUTTON (toggle)), "Cor Bakker"))
        gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), FALSE);
    }
  ASSERT_FOCUS (entry, "1:1");
  type_keys (fixture, entry, "140");
  gtk_widget_activate_action (entry, "entry.save", NULL);
  WAIT_FOR (find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY) == NULL);

  night = hammer_seasons_night_json (fixture->store, fixture->season, night_id, &error);
  g_assert_no_error (error);
  ranking = json_object_get_array_member (json_node_get_object (night), "ranking");
  g_assert_cmpuint (json_array_get_length (ranking), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (ranking, 0),
                                                  "name"), ==, "Anna de Vries");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (ranking, 0),
                                               "total"), ==, 1040);
}

/* The focused cell's index in its member's line: game × 4 + compartment. */
static int
focus_cell_index (GtkWidget *entry)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (entry));

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (g_object_get_data (G_OBJECT (w), "hammer-row") != NULL)
      return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "hammer-cell"));
  return -1;
}

static JsonObject *
ranking_line (JsonNode   *night,
              const char *name)
{
  JsonArray *ranking = json_object_get_array_member (json_node_get_object (night), "ranking");

  for (guint i = 0; i < json_array_get_length (ranking); i++)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (ranking, i),
                                                    "name"), name))
      return json_array_get_object_element (ranking, i);
  g_error ("%s did not play", name);
  return NULL;
}

static void
assert_counts (JsonObject *line,
               guint       game,
               int         c1,
               int         c2,
               int         c3,
               int         c4)
{
  JsonArray *four = json_array_get_array_element (json_object_get_array_member (line, "counts"),
                                                  game);

  g_assert_cmpint (json_array_get_int_element (four, 0), ==, c1);
  g_assert_cmpint (json_array_get_int_element (four, 1), ==, c2);
  g_assert_cmpint (json_array_get_int_element (four, 2), ==, c3);
  g_assert_cmpint (json_array_get_int_element (four, 3), ==, c4);
}

/* A club night entered by compartment counts: the cells of a game stand as
 * the compartments lie on the board (2, 3, 4, 1), as a card is copied;
 * every count is one key and moves on by itself, a count of 10 takes
 * Backspace and a second digit, more than 30 disks in a game are refused
 * with the rules' reason, and the night is stored with its counts and
 * reopens by counts. */
static void
test_club_night_counts (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) night = NULL;
  GtkWidget *entry;
  GtkWidget *message;
  GtkWidget *present;
  JsonObject *line;
  gint64 change_before;
  gint64 night_id;
  GtkWindow *window;

  gtk_widget_activate_action (fixture->page, "season.new-night", NULL);
  WAIT_FOR ((entry = GTK_WIDGET (find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY))) != NULL);
  window = GTK_WINDOW (entry);
  gtk_editable_set_text (GTK_EDITABLE (find_required (entry, "date_entry")), "2026-09-17");
  /* Cor stays home tonight. */
  present = find_required (entry, "present_box");
  for (GtkWidget *child = gtk_widget_get_first_child (present); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *toggle = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (g_str_equal (gtk_check_button_get_label (GTK_CHECK_BUTTON (toggle)), "Cor Bakker"))
        gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), FALSE);
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_required (entry, "counts_toggle")),
                                TRUE);
  spin ();
  ASSERT_FOCUS (entry, "1:1");

  /* Anna's ten games: four keys each, nothing else, in the board's order:
   * 7, 7, 8, 8 in compartments 1 to 4 are typed 7, 8, 8, 7. */
  ui_keys_pressed = 0;
  ui_type_keys (window, "7887");
  ASSERT_FOCUS (entry, "1:2");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_required (entry, "message_label"))), ==,
                   "");
  ui_type_keys (window, "6556" "7887" "7887" "7887" "7887" "7887" "7887" "7887" "7887");
  ASSERT_FOCUS (entry, "2:1");
  g_assert_cmpuint (ui_keys_pressed, ==, 40);

  /* 9 + 9 + 9 + 9 is 36 disks: the game stays, marked, with the reason. */
  message = find_required (entry, "message_label");
  ui_type_keys (window, "9999");
  ASSERT_FOCUS (entry, "2:1");
  g_assert_cmpint (focus_cell_index (entry), ==, 3);
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "Bram Jansen, game 1"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "36 disks"));

  change_before = hammer_store_get_last_change (fixture->store);
  gtk_widget_activate_action (entry, "entry.save", NULL);
  spin ();
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change_before);
  g_assert_nonnull (find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY));

  /* The refused count (compartment 1, the last on the board) is selected:
   * a 3 replaces it. Then a 10 in the first compartment on the board, 2:
   * 1, back with Backspace, 0. */
  ASSERT_FOCUS (entry, "2:1");
  g_assert_cmpint (focus_cell_index (entry), ==, 3);
  ui_type_keys (window, "3");
  g_assert_false (gtk_widget_get_visible (message));
  ASSERT_FOCUS (entry, "2:2");
  ui_type_keys (window, "1\b0" "000");
  ASSERT_FOCUS (entry, "2:3");
  ui_type_keys (window, "3333" "3333" "3333" "3333" "3333" "3333" "3333" "3333");
  /* Where the keyboard goes in the dialog, whether or not the X server has
   * given the dialog the focus yet. */
  g_assert_true (gtk_widget_is_focus (find_required (entry, "save_button")));

  gtk_widget_activate_action (entry, "entry.save", NULL);
  WAIT_FOR (find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY) == NULL);
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change_before + 1);

  /* The store has the counts and the totals the rules make of them. */
  night_id = hammer_seasons_find_night (fixture->store, fixture->season, "2026-09-17",
                                        &error);
  g_assert_no_error (error);
  night = hammer_seasons_night_json (fixture->store, fixture->season, night_id, &error);
  g_assert_no_error (error);
  line = ranking_line (night, "Anna de Vries");
  assert_counts (line, 0, 7, 7, 8, 8);
  assert_counts (line, 1, 6, 6, 5, 5);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (line, "games"), 0),
                   ==, 147);
  g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 9 * 147 + 103);
  line = ranking_line (night, "Bram Jansen");
  assert_counts (line, 0, 3, 9, 9, 9);
  assert_counts (line, 1, 0, 10, 0, 0);
  g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 114 + 20 + 8 * 60);

  /* Opened again, the night shows its counts. */
  entry = hammer_club_night_entry_new (fixture->window, fixture->store, fixture->season,
                                       night_id);
  gtk_window_present (GTK_WINDOW (entry));
  WAIT_FOR (gtk_widget_get_mapped (entry));
  g_assert_true (gtk_toggle_button_get_active (
    GTK_TOGGLE_BUTTON (find_required (entry, "counts_toggle"))));
  ASSERT_FOCUS (entry, "1:1");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gtk_root_get_focus (GTK_ROOT (entry)))),
                   ==, "7");
  /* Down a game's column the compartments read 2, 3, 4, 1, as on the board
   * and the card. */
  for (int c = 0; c < 4; c++)
    {
      static const char * const on_board[] = { "2", "3", "4", "1" };
      GtkWidget *caption = gtk_grid_get_child_at (GTK_GRID (find_required (entry, "grid")), 1,
                                                  1 + c);

      g_assert_true (GTK_IS_LABEL (caption));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (caption)), ==, on_board[c]);
    }
}

static void
created_cb (GtkWidget *dialog,
            gint64     id,
            gint64    *created)
{
  *created = id;
}

/* The New Season dialog refuses a bad date where it was typed, then
 * creates the season. */
static void
test_season_dialog (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(JsonNode) seasons = NULL;
  GtkWidget *dialog;
  GtkWidget *error_label;
  JsonArray *list;
  gint64 created = 0;

  /* A new season of club nights starts on the 1 September of today's
   * season unless the secretary says otherwise; a league today. */
  clock_fix_date ("2031-03-15");
  dialog = hammer_season_dialog_new (fixture->window, fixture->store);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_required (dialog, "start_row"))), ==,
                   "2030-09-01");
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_required (dialog, "kind_row")), 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_required (dialog, "start_row"))), ==,
                   "2031-03-15");
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_required (dialog, "kind_row")), 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_required (dialog, "start_row"))), ==,
                   "2030-09-01");
  g_signal_connect (dialog, "created", G_CALLBACK (created_cb), &created);
  gtk_window_present (GTK_WINDOW (dialog));
  WAIT_FOR (gtk_widget_get_mapped (dialog));

  gtk_editable_set_text (GTK_EDITABLE (find_required (dialog, "name_row")), "Summer");
  gtk_editable_set_text (GTK_EDITABLE (find_required (dialog, "start_row")), "2027-13-01");
  gtk_widget_activate_action (dialog, "season.create", NULL);
  WAIT_FOR (gtk_widget_get_visible (find_required (dialog, "error_label")));
  error_label = find_required (dialog, "error_label");
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)), "2027-13-01"));
  g_assert_cmpint (created, ==, 0);

  gtk_editable_set_text (GTK_EDITABLE (find_required (dialog, "start_row")), "2027-09-01");
  gtk_widget_activate_action (dialog, "season.create", NULL);
  WAIT_FOR (find_toplevel (HAMMER_TYPE_SEASON_DIALOG) == NULL);
  g_assert_cmpint (created, >, fixture->season);

  seasons = hammer_seasons_list_json (fixture->store, NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (seasons)), ==, 2);
  list = json_node_get_array (seasons);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (list, 0), "name"),
                   ==, "Summer");
}

/* The start a season is saved with is the one the dialog shows: a date
 * typed within a season is shown as that season's 1 September, with the
 * reason, and saved so once confirmed. The clock is fixed, so that the
 * test does not depend on today. */
static void
test_season_start_shown (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(JsonNode) seasons = NULL;
  GtkWidget *dialog;
  GtkWidget *start;
  GtkWidget *error_label;
  JsonObject *season = NULL;
  gint64 created = 0;

  clock_fix_date ("2026-12-01");
  dialog = hammer_season_dialog_new (fixture->window, fixture->store);
  start = find_required (dialog, "start_row");
  error_label = find_required (dialog, "error_label");
  g_signal_connect (dialog, "created", G_CALLBACK (created_cb), &created);
  gtk_window_present (GTK_WINDOW (dialog));
  WAIT_FOR (gtk_widget_get_mapped (dialog));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (start)), ==, "2026-09-01");

  gtk_editable_set_text (GTK_EDITABLE (find_required (dialog, "name_row")), "Winter 2026");
  gtk_editable_set_text (GTK_EDITABLE (start), "2026-12-01");
  gtk_widget_activate_action (dialog, "season.create", NULL);
  spin ();
  g_assert_cmpint (created, ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (start)), ==, "2026-09-01");
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (error_label)), ==,
                   "A season of club nights runs from 1 September to 31 August: the season of "
                   "2026-12-01 starts on 2026-09-01. Create it again to confirm.");

  gtk_widget_activate_action (dialog, "season.create", NULL);
  WAIT_FOR (find_toplevel (HAMMER_TYPE_SEASON_DIALOG) == NULL);
  g_assert_cmpint (created, >, fixture->season);
  seasons = hammer_seasons_list_json (fixture->store, NULL);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (seasons)); i++)
    {
      season = json_array_get_object_element (json_node_get_array (seasons), i);
      if (json_object_get_int_member (season, "season") == created)
        break;
      season = NULL;
    }
  g_assert_nonnull (season);
  g_assert_cmpstr (json_object_get_string_member (season, "start"), ==, "2026-09-01");
}

/* A league secretary creates a team league in the New Season dialog, adds
 * three teams, makes the fixtures, enters a team match through its screen
 * (an impossible end is refused with the rules' message) and finds the
 * result in the league table. */
static void
test_team_league (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWidget *dialog = hammer_season_dialog_new (fixture->window, fixture->store);
  g_autoptr(HammerSeasonItem) first = NULL;
  g_autoptr(HammerSeasonItem) leader = NULL;
  const char *teams[][2] = {
    { "Hawks", "Piet, Lies" },
    { "Dolphins", "Mia, Tom" },
    { "Pucks", "Sara, Bob" },
  };
  GtkWidget *window;
  GtkWidget *page;
  GtkWidget *entry;
  GtkWidget *message;
  GtkWidget *grid;
  GPtrArray *ends = g_ptr_array_new ();
  g_autoptr(JsonNode) fixture_json = NULL;
  g_autoptr(JsonNode) stats = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *away_slot;
  GtkWidget *away_player;
  GtkWidget *substitute;
  JsonObject *sub;
  JsonArray *players;
  gboolean found_substitute = FALSE;
  guint n_choices;
  gint64 league = 0;
  gint64 change;

  g_signal_connect (dialog, "league-created", G_CALLBACK (created_cb), &league);
  gtk_window_present (GTK_WINDOW (dialog));
  WAIT_FOR (gtk_widget_get_mapped (dialog));
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_required (dialog, "kind_row")), 1);
  g_assert_true (gtk_widget_get_visible (find_required (dialog, "league_group")));
  g_assert_false (gtk_widget_get_visible (find_required (dialog, "club_group")));
  gtk_editable_set_text (GTK_EDITABLE (find_required (dialog, "name_row")), "Table League");
  gtk_editable_set_text (GTK_EDITABLE (find_required (dialog, "start_row")), "2026-10-01");
  gtk_editable_set_text (GTK_EDITABLE (find_required (dialog, "format_row")),
                         "1 singles, 1 doubles");
  gtk_widget_activate_action (dialog, "season.create", NULL);
  WAIT_FOR (find_toplevel (HAMMER_TYPE_SEASON_DIALOG) == NULL);
  g_assert_cmpint (league, >, 0);

  window = adw_window_new ();
  page = hammer_league_page_new (fixture->store, league);
  adw_window_set_content (ADW_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (page), "teams");
  for (guint t = 0; t < G_N_ELEMENTS (teams); t++)
    {
      gtk_editable_set_text (GTK_EDITABLE (find_required (page, "team_name_entry")), teams[t][0]);
      gtk_editable_set_text (GTK_EDITABLE (find_required (page, "team_players_entry")),
                             teams[t][1]);
      gtk_widget_activate_action (page, "league.add-team", NULL);
      ui_wait_writes (fixture->store);
    }
  WAIT_FOR (n_items (page, "teams_view") == 3);

  /* A team of the same name is refused where it is typed. */
  gtk_editable_set_text (GTK_EDITABLE (find_required (page, "team_name_entry")), "Hawks");
  gtk_widget_activate_action (page, "league.add-team", NULL);
  WAIT_FOR (gtk_widget_get_visible (find_required (page, "teams_error")));
  g_assert_true (gtk_widget_get_visible (find_required (page, "teams_error")));
  g_assert_cmpuint (n_items (page, "teams_view"), ==, 3);

  gtk_widget_activate_action (page, "league.make-fixtures", NULL);
  /* Three teams: three match days, each with one match and one bye. */
  WAIT_FOR (n_items (page, "fixtures_view") == 6);
  first = item_at (page, "fixtures_view", 0);
  g_assert_cmpstr (hammer_season_item_get_string (first, "state"), ==, "scheduled");

  g_signal_emit_by_name (find_required (page, "fixtures_view"), "activate", 0);
  WAIT_FOR ((entry = GTK_WIDGET (find_toplevel (HAMMER_TYPE_TEAM_MATCH_ENTRY))) != NULL);
  grid = find_required (entry, "grid");
  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_ENTRY (child))
      g_ptr_array_add (ends, child);
  g_assert_cmpuint (ends->len, ==, 2);

  /* The away side's singles player is a substitute: the last choice of the
   * list opens an entry for the name, which takes the keyboard. */
  away_slot = gtk_widget_get_first_child (gtk_grid_get_child_at (GTK_GRID (grid), 2, 1));
  away_player = gtk_widget_get_first_child (away_slot);
  substitute = gtk_widget_get_next_sibling (away_player);
  g_assert_true (GTK_IS_DROP_DOWN (away_player));
  g_assert_false (gtk_widget_get_visible (substitute));
  n_choices = g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (away_player)));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (
                     GTK_DROP_DOWN (away_player))), n_choices - 1), ==, "Substitute…");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (away_player), n_choices - 1);
  WAIT_FOR (gtk_widget_get_visible (substitute));
  g_assert_true (gtk_widget_get_visible (substitute));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (entry)), substitute));

  /* An end no table can score is refused with the rules' message. */
  message = find_required (entry, "message_label");
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (ends, 0)), "4-0 99-0");
  WAIT_FOR (gtk_widget_get_visible (message));
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "Game 1"));
  /* It names the home team, not "Side 1". */
  {
    gboolean named = FALSE;

    for (guint t = 0; t < G_N_ELEMENTS (teams); t++)
      {
        g_autofree char *sentence = g_strdup_printf ("%s cannot have scored 99", teams[t][0]);

        named |= strstr (gtk_label_get_text (GTK_LABEL (message)), sentence) != NULL;
      }
    g_assert_true (named);
  }
  change = hammer_store_get_last_change (fixture->store);
  gtk_widget_activate_action (entry, "team.save", NULL);
  spin ();
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change);

  /* Singles to 15 and doubles to 21, both best of three, won 2–0 at home. */
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (ends, 0)),
                         "4-0 4-0 4-0 3-0 / 4-0 0-2 4-0 4-0 3-0");
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (ends, 1)),
                         "4-0 4-0 4-0 4-0 4-0 1-0 / 4-0 4-0 4-0 4-0 4-0 1-0");
  WAIT_FOR (!gtk_widget_get_visible (message));
  g_assert_false (gtk_widget_get_visible (message));

  /* A substitute without a name is refused where the name goes. */
  gtk_widget_activate_action (entry, "team.save", NULL);
  WAIT_FOR (gtk_widget_get_visible (message));
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change);
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==,
                   "Game 1: type the substitute’s name.");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (entry)), substitute));
  ui_type_keys (GTK_WINDOW (entry), "Kees Visser");
  gtk_widget_activate_action (entry, "team.save", NULL);
  WAIT_FOR (find_toplevel (HAMMER_TYPE_TEAM_MATCH_ENTRY) == NULL);
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change + 1);

  /* The stored game has the substitute, and so do the players' statistics. */
  fixture_json = hammer_leagues_fixture_json (
    fixture->store,
    hammer_season_item_get_int (first, "id"), &error);
  g_assert_no_error (error);
  sub = json_array_get_object_element (
    json_object_get_array_member (json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (fixture_json), "games"), 0), "away"),
    0);
  g_assert_cmpstr (json_object_get_string_member (sub, "name"), ==, "Kees Visser");
  g_assert_true (json_object_get_boolean_member (sub, "substitute"));
  stats = hammer_leagues_stats_json (fixture->store, league, &error);
  g_assert_no_error (error);
  players = json_object_get_array_member (json_node_get_object (stats), "players");
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      if (g_str_equal (json_object_get_string_member (player, "name"), "Kees Visser"))
        {
          g_assert_cmpint (json_object_get_int_member (player, "played"), ==, 1);
          g_assert_cmpint (json_object_get_int_member (player, "substitute_games"), ==, 1);
          found_substitute = TRUE;
        }
    }
  g_assert_true (found_substitute);

  g_clear_object (&first);
  first = item_at (page, "fixtures_view", 0);
  g_assert_cmpstr (hammer_season_item_get_string (first, "state"), ==, "played");
  leader = item_at (page, "table_view", 0);
  g_assert_cmpstr (hammer_season_item_get_string (leader, "name"), ==,
                   hammer_season_item_get_string (first, "home_name"));
  g_assert_cmpint (hammer_season_item_get_int (leader, "points"), ==, 4);
  /* The home side's first player played the singles and the doubles and
   * won both, so leads the players' statistics. */
  WAIT_FOR (n_items (page, "players_view") >= 3);
  g_clear_object (&leader);
  leader = item_at (page, "players_view", 0);
  g_assert_cmpint (hammer_season_item_get_int (leader, "played"), ==, 2);
  g_assert_cmpint (hammer_season_item_get_int (leader, "won"), ==, 2);
  g_assert_cmpint (hammer_season_item_get_int (leader, "lost"), ==, 0);
  g_ptr_array_unref (ends);
}

/* A start average typed for the selected member is stored; a word is not. */
static void
test_start_average (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  GtkColumnView *view = GTK_COLUMN_VIEW (find_required (fixture->page, "members_view"));
  GtkWidget *entry = find_required (fixture->page, "start_entry");
  GtkWidget *problem = find_required (fixture->page, "start_error");
  gint64 change = hammer_store_get_last_change (fixture->store);

  hammer_season_page_show_view (HAMMER_SEASON_PAGE (fixture->page), "members");
  g_assert_false (gtk_widget_get_sensitive (find_required (fixture->page, "start_box")));
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (gtk_column_view_get_model (view)), 1);
  WAIT_FOR (gtk_widget_get_sensitive (find_required (fixture->page, "start_box")));
  g_assert_true (gtk_widget_get_sensitive (find_required (fixture->page, "start_box")));

  gtk_editable_set_text (GTK_EDITABLE (entry), "many");
  g_signal_emit_by_name (entry, "activate");
  WAIT_FOR (gtk_widget_get_visible (problem));
  g_assert_true (gtk_widget_get_visible (problem));
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change);

  gtk_editable_set_text (GTK_EDITABLE (entry), "112,5");
  g_signal_emit_by_name (entry, "activate");
  WAIT_FOR (hammer_store_get_last_change (fixture->store) == change + 1);
  /* The page hears after the store has told the change. */
  ui_wait_writes (fixture->store);
  g_assert_false (gtk_widget_get_visible (problem));
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change + 1);
  node = hammer_seasons_member_json (fixture->store, fixture->season, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "name"), ==,
                   "Bram Jansen");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (json_node_get_object (node),
                                                                 "start_average"), 112.5, 1e-9);
}

/* The roster search of the members' view finds players by their club too,
 * as its list shows each player's club; a member already in stays out. */
static void
test_roster_search_club (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayer) dirk = hammer_player_new ("Dirk Smit");
  g_autoptr(HammerPlayer) els = hammer_player_new ("Els Mulder");
  GtkWidget *search;
  GListModel *found;

  hammer_player_set_club_name (dirk, "De Schuivers");
  hammer_player_set_club_name (els, "Sjoelclub Oost");
  g_assert_cmpint (hammer_roster_add_player (fixture->store, dirk, &error), >, 0);
  g_assert_cmpint (hammer_roster_add_player (fixture->store, els, &error), >, 0);
  g_assert_no_error (error);
  /* A page opened now reads the roster with them. */
  fixture->page = hammer_season_page_new (fixture->store, fixture->season);
  adw_window_set_content (ADW_WINDOW (fixture->window), fixture->page);
  WAIT_FOR (gtk_widget_get_mapped (fixture->page));
  search = find_required (fixture->page, "roster_search");
  found = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (find_required (fixture->page,
                                                                               "roster_view"))));
  hammer_season_page_show_view (HAMMER_SEASON_PAGE (fixture->page), "members");
  spin ();

  gtk_editable_set_text (GTK_EDITABLE (search), "schuivers");
  WAIT_FOR (g_list_model_get_n_items (found) == 1);
  {
    g_autoptr(HammerPlayer) player = g_list_model_get_item (found, 0);
    g_assert_cmpstr (hammer_player_get_name (player), ==, "Dirk Smit");
  }
  /* A name still finds its player. */
  gtk_editable_set_text (GTK_EDITABLE (search), "mulder");
  WAIT_FOR (g_list_model_get_n_items (found) == 1);
  {
    g_autoptr(HammerPlayer) player = g_list_model_get_item (found, 0);
    g_assert_cmpstr (hammer_player_get_name (player), ==, "Els Mulder");
  }
  /* Enter takes the one found by club. */
  gtk_editable_set_text (GTK_EDITABLE (search), "oost");
  WAIT_FOR (g_list_model_get_n_items (found) == 1);
  g_signal_emit_by_name (search, "activate");
  WAIT_FOR (n_items (fixture->page, "members_view") == 4);
  g_assert_cmpuint (n_items (fixture->page, "members_view"), ==, 4);
}

int
main (int    argc,
      char **argv)
{
  /* Every keystroke redraws the grid; under Xvfb the GL renderer falls back
   * to software and takes seconds for the whole night, Cairo a fraction. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui-season/club-night", Fixture, NULL, fixture_set_up, test_club_night,
              fixture_tear_down);
  g_test_add ("/ui-season/club-night-counts", Fixture, NULL, fixture_set_up,
              test_club_night_counts, fixture_tear_down);
  g_test_add ("/ui-season/correct-night", Fixture, NULL, fixture_set_up, test_correct_night,
              fixture_tear_down);
  g_test_add ("/ui-season/season-dialog", Fixture, NULL, fixture_set_up, test_season_dialog,
              fixture_tear_down);
  g_test_add ("/ui-season/season-start-shown", Fixture, NULL, fixture_set_up,
              test_season_start_shown, fixture_tear_down);
  g_test_add ("/ui-season/shared-places", Fixture, NULL, fixture_set_up, test_shared_places,
              fixture_tear_down);
  g_test_add ("/ui-season/entry-places", Fixture, NULL, fixture_set_up, test_entry_places,
              fixture_tear_down);
  g_test_add ("/ui-season/team-league", Fixture, NULL, fixture_set_up, test_team_league,
              fixture_tear_down);
  g_test_add ("/ui-season/start-average", Fixture, NULL, fixture_set_up, test_start_average,
              fixture_tear_down);
  g_test_add ("/ui-season/roster-search-club", Fixture, NULL, fixture_set_up,
              test_roster_search_club, fixture_tear_down);
  return g_test_run ();
}
