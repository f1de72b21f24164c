/* test-ui-competition-page.c — the season and league pages through their
 * base, HammerCompetitionPage, in the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "hammer-competition-page.h"
#include "hammer-core.h"
#include "hammer-league-page.h"
#include "hammer-season-page.h"
#include "ui-test-common.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"

typedef UiFixture Fixture;

/* How often a list was filled again: every reload splices each list once. */
typedef struct
{
  guint fills;
} Counter;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Counter    *counter)
{
  counter->fills++;
}

static void
count_fills (GtkWidget  *page,
             const char *view,
             Counter    *counter)
{
  GtkColumnView *column_view = GTK_COLUMN_VIEW (ui_find_required (page, view));

  g_signal_connect (gtk_column_view_get_model (column_view), "items-changed",
                    G_CALLBACK (items_changed_cb), counter);
}

static guint
n_items (GtkWidget  *page,
         const char *view)
{
  GtkColumnView *column_view = GTK_COLUMN_VIEW (ui_find_required (page, view));

  return g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (column_view)));
}

static const char *
shown_page (GtkWidget *page)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (ui_find_required (page, "main_stack")));
}

static gboolean
window_back_shown (GtkWidget *page)
{
  return gtk_widget_get_visible (ui_find_required (page, "window_back_button"));
}

/* Lets the store tell its change notices and the pages read what they do.
 * For the checks that a page did NOT read: nothing shows that a reload
 * will never come, so a wrong one gets a fixed time to show up. */
static void
settle (void)
{
  ui_spin ();
  ui_wait_ms (150);
  ui_spin ();
}

static gint64
add_league (HammerStore *store,
            const char  *name,
            const char  *home,
            const char  *away)
{
  const char *home_players[] = { home, NULL };
  const char *away_players[] = { away, NULL };
  g_autoptr(GError) error = NULL;
  HammerLeagueSpec spec;
  gint64 league;

  hammer_league_spec_init (&spec);
  spec.name = name;
  spec.rules = "table";
  spec.start_date = "2026-10-01";
  spec.format = "1x1";
  league = hammer_leagues_create (store, &spec, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (store, league, NULL, "Hawks", NULL, home_players, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (store, league, NULL, "Dolphins", NULL, away_players, &error);
  g_assert_no_error (error);
  return league;
}

/* A season page and a league page read again when their own competition
 * changes, or a name in it, and not for another season or league; a page
 * off screen reads once it is shown again; both keep their header, their
 * missing page and the window's Back as before. */
static void
test_follow_own_competition (Fixture       *fixture,
                             gconstpointer  data)
{
  const char *names[] = { "Anna de Vries", "Bram Jansen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) members = NULL;
  g_autoptr(GPtrArray) roster = NULL;
  g_autoptr(HammerPlayer) anna = NULL;
  g_autofree char *shown_name = NULL;
  Counter season_fills = { 0 };
  Counter league_fills = { 0 };
  GtkWidget *season_page, *league_page;
  gint64 winter, spring, league, cup;

  winter = hammer_seasons_create (fixture->store, "Winter", "2026-09-01", 10, &error);
  g_assert_no_error (error);
  members = hammer_seasons_add_members (fixture->store, winter, names, &error);
  g_assert_no_error (error);
  spring = hammer_seasons_create (fixture->store, "Spring", "2026-09-01", 10, &error);
  g_assert_no_error (error);
  league = add_league (fixture->store, "Gelijk", "Piet", "Mia");
  cup = add_league (fixture->store, "Beker", "Lies", "Tom");

  /* The season page: its title, and its nights. */
  hammer_window_show_season (fixture->window, FALSE, winter);
  UI_WAIT_FOR ((season_page = ui_find_by_type (GTK_WIDGET (fixture->window),
                                               HAMMER_TYPE_SEASON_PAGE)) != NULL &&
               n_items (season_page, "members_view") == 2);
  season_page = ui_find_by_type (GTK_WIDGET (fixture->window), HAMMER_TYPE_SEASON_PAGE);
  g_assert_nonnull (season_page);
  g_assert_true (HAMMER_IS_COMPETITION_PAGE (season_page));
  g_assert_cmpstr (hammer_competition_page_get_title (HAMMER_COMPETITION_PAGE (season_page)), ==,
                   "Winter");
  g_assert_cmpstr (shown_page (season_page), ==, "main");
  g_assert_cmpuint (n_items (season_page, "nights_view"), ==, 0);
  g_assert_cmpuint (n_items (season_page, "members_view"), ==, 2);
  count_fills (season_page, "nights_view", &season_fills);

  /* A night of another season is not the page's news. */
  hammer_seasons_add_night (fixture->store, spring, "2026-09-10", &error);
  g_assert_no_error (error);
  settle ();
  g_assert_cmpuint (season_fills.fills, ==, 0);

  /* A night of its own is. */
  hammer_seasons_add_night (fixture->store, winter, "2026-09-10", &error);
  g_assert_no_error (error);
  UI_WAIT_FOR (n_items (season_page, "nights_view") == 1);
  g_assert_cmpuint (season_fills.fills, >, 0);

  /* So is a member's new name, which the roster keeps. */
  season_fills.fills = 0;
  roster = hammer_roster_list_players (fixture->store, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < roster->len && anna == NULL; i++)
    if (g_strcmp0 (hammer_player_get_name (g_ptr_array_index (roster, i)), "Anna de Vries") == 0)
      anna = g_object_ref (g_ptr_array_index (roster, i));
  g_assert_nonnull (anna);
  hammer_player_set_name (anna, "Anna Smit");
  g_assert_true (hammer_roster_update_player (fixture->store, anna, &error));
  g_assert_no_error (error);
  UI_WAIT_FOR (season_fills.fills > 0);
  hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (season_page), "members");
  UI_WAIT_FOR (ui_cell_is (ui_find_required (season_page, "members_view"), 0, 0, "Anna Smit"));
  shown_name = ui_cell_text (ui_find_required (season_page, "members_view"), 0, 0);
  g_assert_cmpstr (shown_name, ==, "Anna Smit");

  /* The league page, in the same place of the window. */
  hammer_window_show_season (fixture->window, TRUE, league);
  UI_WAIT_FOR ((league_page = ui_find_by_type (GTK_WIDGET (fixture->window),
                                               HAMMER_TYPE_LEAGUE_PAGE)) != NULL &&
               gtk_widget_get_mapped (league_page) && n_items (league_page, "teams_view") == 2);
  league_page = ui_find_by_type (GTK_WIDGET (fixture->window), HAMMER_TYPE_LEAGUE_PAGE);
  g_assert_nonnull (league_page);
  g_assert_true (gtk_widget_get_mapped (league_page));
  g_assert_false (gtk_widget_get_mapped (season_page));
  g_assert_cmpstr (hammer_competition_page_get_title (HAMMER_COMPETITION_PAGE (league_page)), ==,
                   "Gelijk");
  hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (league_page), "fixtures");
  g_assert_cmpuint (n_items (league_page, "fixtures_view"), ==, 0);
  g_assert_cmpuint (n_items (league_page, "teams_view"), ==, 2);
  count_fills (league_page, "fixtures_view", &league_fills);

  /* Another league's fixtures are not its news; its own are. */
  g_assert_true (hammer_leagues_generate_fixtures (fixture->store, cup, &error));
  g_assert_no_error (error);
  settle ();
  g_assert_cmpuint (league_fills.fills, ==, 0);
  g_assert_true (hammer_leagues_generate_fixtures (fixture->store, league, &error));
  g_assert_no_error (error);
  UI_WAIT_FOR (n_items (league_page, "fixtures_view") > 0);
  g_assert_cmpuint (league_fills.fills, >, 0);

  /* The season page off screen does not read its night now, but once it
   * is shown again. */
  season_fills.fills = 0;
  hammer_seasons_add_night (fixture->store, winter, "2026-09-17", &error);
  g_assert_no_error (error);
  settle ();
  g_assert_cmpuint (season_fills.fills, ==, 0);
  g_assert_cmpuint (n_items (season_page, "nights_view"), ==, 1);
  hammer_window_show_season (fixture->window, FALSE, winter);
  UI_WAIT_FOR (n_items (season_page, "nights_view") == 2);
  g_assert_cmpuint (season_fills.fills, >, 0);

  /* Folded, the window's Back leads to the sidebar; on a member's page the
   * page's own Back leads to the season instead. */
  g_object_set (season_page, "folded", TRUE, NULL);
  g_assert_true (window_back_shown (season_page));
  hammer_season_page_show_member (HAMMER_SEASON_PAGE (season_page),
                                  hammer_seasons_find_member (fixture->store, winter,
                                                              "Bram Jansen", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (shown_page (season_page), ==, "player");
  g_assert_false (window_back_shown (season_page));
  g_assert_true (gtk_widget_get_visible (ui_find_required (season_page, "back_button")));
  gtk_widget_activate_action (season_page, "season.back", NULL);
  g_assert_cmpstr (shown_page (season_page), ==, "main");
  g_assert_true (window_back_shown (season_page));
  g_object_set (season_page, "folded", FALSE, NULL);
  g_assert_false (window_back_shown (season_page));
  g_object_set (league_page, "folded", TRUE, NULL);
  g_assert_true (window_back_shown (league_page));
  g_object_set (league_page, "folded", FALSE, NULL);
  g_assert_false (window_back_shown (league_page));

  /* A season that is not there says so, and the next one shows again. */
  hammer_window_show_season (fixture->window, FALSE, spring + cup + 100);
  UI_WAIT_FOR (g_strcmp0 (shown_page (season_page), "missing") == 0);
  g_assert_cmpstr (shown_page (season_page), ==, "missing");
  hammer_window_show_season (fixture->window, FALSE, spring);
  UI_WAIT_FOR (g_strcmp0 (shown_page (season_page), "main") == 0);
  g_assert_cmpstr (hammer_competition_page_get_title (HAMMER_COMPETITION_PAGE (season_page)), ==,
                   "Spring");
  g_assert_cmpuint (n_items (season_page, "nights_view"), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/competition-page/follow-own-competition", Fixture, NULL, ui_fixture_set_up,
              test_follow_own_competition, ui_fixture_tear_down);

  return g_test_run ();
}
