/* test-ui-rules-entry.c — the app's entries decide no rule: a team match
 * row and a club night's grid take and refuse what the rules module does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hammer-club-night-entry.h"
#include "hammer-core.h"
#include "hammer-team-match-entry.h"
#include "league/hammer-club-night.h"
#include "league/hammer-leagues.h"
#include "ui-test-common.h"

/* The first fixture of a court league of two teams, singles to 20, one
 * game: the 10-off area makes a frame's points negative. */
static gint64
court_fixture (HammerStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) options = json_from_string ("{\"target\": 20, \"best_of\": 1}", NULL);
  g_autoptr(JsonNode) fixtures = NULL;
  const char *home[] = { "Anna", "Bram", NULL };
  const char *away[] = { "Cor", "Dirk", NULL };
  HammerLeagueSpec spec;
  JsonArray *list;
  gint64 league;

  hammer_league_spec_init (&spec);
  spec.name = "Court League";
  spec.rules = "court";
  spec.options = json_node_get_object (options);
  spec.start_date = "2026-10-01";
  spec.end_date = "2027-06-30";
  spec.format = "1 singles";
  league = hammer_leagues_create (store, &spec, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (store, league, NULL, "Hawks", NULL, home, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (store, league, NULL, "Pucks", NULL, away, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_generate_fixtures (store, league, &error));
  g_assert_no_error (error);

  fixtures = hammer_leagues_fixtures_json (store, league, &error);
  g_assert_no_error (error);
  /* Two teams: the first match day has their one fixture. */
  list = json_object_get_array_member (
    json_array_get_object_element (
      json_object_get_array_member (json_array_get_object_element (
        json_object_get_array_member (json_node_get_object (fixtures), "divisions"), 0),
        "match_days"), 0), "fixtures");
  return json_object_get_int_member (json_array_get_object_element (list, 0), "id");
}

static GtkEntry *
first_ends_entry (GtkWidget *entry)
{
  GtkWidget *grid = ui_find_required (entry, "grid");

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_ENTRY (child))
      return GTK_ENTRY (child);
  g_assert_not_reached ();
}

/* A court frame where the home side lost 10 (“-10-8”) is one the rules
 * take, and the row takes it; a 9 no disks make is refused with the rules'
 * sentence. The row once read the points itself and refused every negative
 * number as “not an end”. */
static void
test_team_match_court (UiFixture     *fixture,
                       gconstpointer  data)
{
  gint64 fixture_id = court_fixture (fixture->store);
  GtkWidget *entry = hammer_team_match_entry_new (GTK_WINDOW (fixture->window), fixture->store,
                                                  fixture_id);
  GtkWidget *message;
  GtkEntry *ends;
  gint64 change;

  ui_present (GTK_WINDOW (entry), 900, 500);
  message = ui_find_required (entry, "message_label");
  ends = first_ends_entry (entry);

  gtk_editable_set_text (GTK_EDITABLE (ends), "9-0");
  UI_WAIT_FOR (gtk_widget_get_visible (message));
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (message)), "cannot have scored 9"));

  /* −10 + 30 = 20 at home, 8 away: the game is won. */
  gtk_editable_set_text (GTK_EDITABLE (ends), "-10-8 30-0");
  /* The message of 9-0 above goes. */
  UI_WAIT_FOR (!gtk_widget_get_visible (message));
  if (gtk_widget_get_visible (message))
    g_test_message ("%s", gtk_label_get_text (GTK_LABEL (message)));
  g_assert_false (gtk_widget_get_visible (message));

  change = hammer_store_get_last_change (fixture->store);
  gtk_widget_activate_action (entry, "team.save", NULL);
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_TEAM_MATCH_ENTRY) == NULL);
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, change + 1);
}

/* A club night's grid checks a game as the rules module does: a total
 * the club night's game refuses stays marked, counts of more disks than
 * the game has are refused, and what the rules take moves on. */
static void
test_club_night_game (UiFixture     *fixture,
                      gconstpointer  data)
{
  const HammerMatch *game = hammer_club_night_game ();

  /* 148 with 30 disks; 149 and more only with the bonus, not played on
   * club nights. */
  g_assert_cmpint (hammer_match_get_pieces (game), ==, 30);
  g_assert_cmpint (hammer_match_get_max_points (game), ==, 148);
  g_assert_true (hammer_sjoelbak_total_is_possible (147));
  g_assert_false (hammer_sjoelbak_total_is_possible (149));
  {
    g_autofree char *more = hammer_sjoelbak_total_problem (149);
    const int thirty[4] = { 7, 7, 7, 9 };
    const int too_many[4] = { 8, 8, 8, 8 };

    g_assert_cmpstr (more, ==, "149 is more than a game can score; the most is 148.");
    g_assert_true (hammer_sjoelbak_counts_are_possible (thirty));
    g_assert_false (hammer_sjoelbak_counts_are_possible (too_many));
  }
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui-rules-entry/team-match-court", UiFixture, NULL, ui_fixture_set_up,
              test_team_match_court, ui_fixture_tear_down);
  g_test_add ("/ui-rules-entry/club-night-game", UiFixture, NULL, ui_fixture_set_up,
              test_club_night_game, ui_fixture_tear_down);
  return g_test_run ();
}
