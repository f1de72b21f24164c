/* test-league-fixtures.c — the typed fixtures and tables of a league: they
 * say what the league's JSON says, and follow a result exactly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"
#include "league/hammer-league-fixtures.h"
#include "league/hammer-leagues.h"
#include "test-common.h"

typedef StoreFixture Fixture;

/* A single game of table shuffleboard that the away side wins 2–0. */
#define AWAY_WINS "{\"games\": [{\"ends\": [{\"points\": [0, 8]}, {\"points\": [0, 7]}]}," \
                  " {\"ends\": [{\"points\": [0, 8]}, {\"points\": [0, 7]}]}]}"

static const char *team_names[] = { "Hawks", "Dolphins", "Owls", "Bears" };

/* Four teams of one player each, their fixtures made. */
static gint64
new_league (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  HammerLeagueSpec spec;
  gint64 league;

  hammer_league_spec_init (&spec);
  spec.name = "Gelijk";
  spec.rules = "table";
  spec.start_date = "2026-10-01";
  spec.format = "1x1";
  league = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  for (guint t = 0; t < G_N_ELEMENTS (team_names); t++)
    {
      g_autofree char *player = g_strdup_printf ("%s speler", team_names[t]);
      const char *players[] = { player, NULL };

      hammer_leagues_add_team (f->store, league, NULL, team_names[t], NULL, players, &error);
      g_assert_no_error (error);
    }
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);
  return league;
}

static gint64
nullable_int (JsonObject *object,
              const char *member,
              gint64      otherwise)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? json_node_get_int (node) : otherwise;
}

static void
assert_agrees (Fixture              *f,
               gint64                league,
               HammerLeagueFixtures *fixtures)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = hammer_leagues_fixtures_json (f->store, league, &error);
  g_autoptr(JsonNode) tables = NULL;
  JsonArray *divisions;
  guint position = 0;

  g_assert_no_error (error);
  g_assert_cmpstr (hammer_league_fixtures_get_name (fixtures), ==,
                   json_object_get_string_member (json_node_get_object (report), "name"));
  divisions = json_object_get_array_member (json_node_get_object (report), "divisions");
  g_assert_cmpuint (g_strv_length ((char **) hammer_league_fixtures_get_divisions (fixtures)), ==,
                    json_array_get_length (divisions));
  for (guint d = 0; d < json_array_get_length (divisions); d++)
    {
      JsonArray *days = json_object_get_array_member (json_array_get_object_element (divisions,
                                                                                     d),
                                                      "match_days");

      for (guint k = 0; k < json_array_get_length (days); k++)
        {
          JsonArray *list = json_object_get_array_member (json_array_get_object_element (days, k),
                                                          "fixtures");

          for (guint i = 0; i < json_array_get_length (list); i++)
            {
              JsonObject *object = json_array_get_object_element (list, i);
              JsonObject *home = json_object_get_object_member (object, "home");
              JsonNode *away = json_object_get_member (object, "away");
              JsonNode *date = json_object_get_member (object, "date");
              g_autoptr(HammerTeamMatch) match = NULL;

              /* Byes are listed too, at their place among the day's fixtures. */
              do
                {
                  g_clear_object (&match);
                  match = g_list_model_get_item (G_LIST_MODEL (fixtures), position++);
                  g_assert_nonnull (match);
                }
              while (g_strcmp0 (hammer_team_match_get_state (match), "bye") == 0);
              g_assert_cmpint (hammer_team_match_get_id (match), ==,
                               json_object_get_int_member (object, "id"));
              g_assert_cmpuint (hammer_team_match_get_division (match), ==, d);
              g_assert_cmpint (hammer_team_match_get_day (match), ==,
                               json_object_get_int_member (object, "day"));
              g_assert_cmpstr (hammer_team_match_get_date (match), ==,
                               JSON_NODE_HOLDS_NULL (date) ? NULL : json_node_get_string (date));
              g_assert_cmpstr (hammer_team_match_get_home_name (match), ==,
                               json_object_get_string_member (home, "name"));
              g_assert_cmpint (hammer_team_match_get_home_team (match), ==,
                               json_object_get_int_member (home, "id"));
              g_assert_cmpstr (hammer_team_match_get_away_name (match), ==,
                               json_object_get_string_member (json_node_get_object (away),
                                                              "name"));
              g_assert_cmpstr (hammer_team_match_get_state (match), ==,
                               json_object_get_string_member (object, "state"));
              g_assert_cmpint (hammer_team_match_get_games_entered (match), ==,
                               json_object_get_int_member (object, "games_entered"));
              g_assert_cmpint (hammer_team_match_get_home_points (match), ==,
                               json_array_get_int_element (
                                 json_object_get_array_member (object, "game_points"), 0));
              g_assert_cmpint (hammer_team_match_get_away_points (match), ==,
                               json_array_get_int_element (
                                 json_object_get_array_member (object, "game_points"), 1));
              g_assert_cmpint (hammer_team_match_get_winner (match), ==,
                               nullable_int (object, "winner", -1));
              g_assert_true (hammer_league_fixtures_lookup (fixtures,
                                                            hammer_team_match_get_id (match))
                             == match);
            }
        }
    }

  tables = hammer_leagues_table_json (f->store, league, &error);
  g_assert_no_error (error);
  divisions = json_object_get_array_member (json_node_get_object (tables), "divisions");
  for (guint d = 0; d < json_array_get_length (divisions); d++)
    {
      JsonArray *lines = json_object_get_array_member (json_array_get_object_element (divisions,
                                                                                      d),
                                                       "table");
      GListModel *table = hammer_league_fixtures_get_table (fixtures, d);

      g_assert_cmpuint (g_list_model_get_n_items (table), ==, json_array_get_length (lines));
      for (guint i = 0; i < json_array_get_length (lines); i++)
        {
          JsonObject *line = json_array_get_object_element (lines, i);
          g_autoptr(HammerLeagueTableRow) row = g_list_model_get_item (table, i);

          g_assert_cmpint (hammer_league_table_row_get_team (row), ==,
                           json_object_get_int_member (line, "team"));
          g_assert_cmpstr (hammer_league_table_row_get_name (row), ==,
                           json_object_get_string_member (line, "name"));
          g_assert_cmpuint (hammer_league_table_row_get_place (row), ==,
                            json_object_get_int_member (line, "place"));
          g_assert_cmpstr (hammer_league_table_row_get_place_label (row), ==,
                           json_object_get_string_member (line, "place_label"));
          g_assert_cmpuint (hammer_league_table_row_get_played (row), ==,
                            json_object_get_int_member (line, "played"));
          g_assert_cmpuint (hammer_league_table_row_get_won (row), ==,
                            json_object_get_int_member (line, "won"));
          g_assert_cmpuint (hammer_league_table_row_get_drawn (row), ==,
                            json_object_get_int_member (line, "drawn"));
          g_assert_cmpuint (hammer_league_table_row_get_lost (row), ==,
                            json_object_get_int_member (line, "lost"));
          g_assert_cmpint (hammer_league_table_row_get_games_for (row), ==,
                           json_object_get_int_member (line, "games_for"));
          g_assert_cmpint (hammer_league_table_row_get_games_against (row), ==,
                           json_object_get_int_member (line, "games_against"));
          g_assert_cmpint (hammer_league_table_row_get_points (row), ==,
                           json_object_get_int_member (line, "points"));
        }
    }
}

/* The games of fixture @match and the rosters of its teams, as the
 * fixture's and the league's JSON say them. */
static void
assert_games_agree (Fixture              *f,
                    HammerLeagueFixtures *fixtures,
                    HammerTeamMatch      *match)
{
  g_autoptr(GError) error = NULL;
  gint64 id = hammer_team_match_get_id (match);
  g_autoptr(JsonNode) report = hammer_leagues_fixture_json (f->store, id, &error);
  g_autoptr(GListModel) games = hammer_league_fixtures_dup_games (fixtures, id);
  g_autoptr(GListModel) roster =
    hammer_league_fixtures_dup_roster (fixtures, hammer_team_match_get_home_team (match));
  JsonArray *list;

  g_assert_no_error (error);
  g_assert_cmpstr (hammer_league_fixtures_get_rules (fixtures), ==, "table");
  g_assert_cmpuint (g_list_model_get_n_items (roster), ==, 1);
  list = json_object_get_array_member (json_node_get_object (report), "games");
  g_assert_cmpuint (g_list_model_get_n_items (games), ==, json_array_get_length (list));
  for (guint g = 0; g < json_array_get_length (list); g++)
    {
      JsonObject *object = json_array_get_object_element (list, g);
      g_autoptr(HammerTeamMatchGame) game = g_list_model_get_item (games, g);
      g_autofree char *options = NULL;
      g_autofree char *expected = NULL;
      JsonNode *node;

      g_assert_cmpuint (hammer_team_match_game_get_game (game), ==,
                        json_object_get_int_member (object, "game"));
      g_assert_cmpuint (hammer_team_match_game_get_players (game), ==,
                        json_object_get_int_member (object, "players"));
      g_assert_cmpstr (hammer_team_match_game_get_kind (game), ==,
                       json_object_get_string_member (object, "kind"));
      g_assert_true (hammer_team_match_game_get_entered (game) ==
                     json_object_get_boolean_member (object, "entered"));
      node = json_node_init_object (json_node_alloc (),
                                    hammer_team_match_game_get_options (game));
      options = json_to_string (node, FALSE);
      json_node_unref (node);
      expected = json_to_string (json_object_get_member (object, "options"), FALSE);
      g_assert_cmpstr (options, ==, expected);
      if (!hammer_team_match_game_get_entered (game))
        {
          g_assert_cmpstr (hammer_team_match_game_get_ends_text (game), ==, "");
          continue;
        }
      for (int side = 0; side < 2; side++)
        {
          JsonArray *players = json_object_get_array_member (object, side == 0 ? "home" : "away");
          GListModel *typed = side == 0 ? hammer_team_match_game_get_home (game)
                                        : hammer_team_match_game_get_away (game);

          g_assert_cmpuint (g_list_model_get_n_items (typed), ==, json_array_get_length (players));
          for (guint p = 0; p < json_array_get_length (players); p++)
            {
              JsonObject *player = json_array_get_object_element (players, p);
              g_autoptr(HammerLeaguePlayer) one = g_list_model_get_item (typed, p);

              g_assert_cmpint (hammer_league_player_get_id (one), ==,
                               json_object_get_int_member (player, "id"));
              g_assert_cmpstr (hammer_league_player_get_name (one), ==,
                               json_object_get_string_member (player, "name"));
              g_assert_true (hammer_league_player_get_substitute (one) ==
                             json_object_get_boolean_member (player, "substitute"));
            }
        }
      g_assert_cmpstr (hammer_team_match_game_get_ends_text (game), ==, "0-8 0-7 / 0-8 0-7");
    }
}

/* The teams of each division, as the league's JSON says them. */
static void
assert_teams_agree (Fixture              *f,
                    gint64                league,
                    HammerLeagueFixtures *fixtures)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = hammer_leagues_get_json (f->store, league, &error);
  JsonArray *divisions;

  g_assert_no_error (error);
  divisions = json_object_get_array_member (json_node_get_object (report), "divisions");
  for (guint d = 0; d <= json_array_get_length (divisions); d++)
    {
      g_autoptr(GListModel) teams = hammer_league_fixtures_dup_teams (fixtures, d);
      JsonArray *list;

      /* One past the last: a division the league does not have. */
      if (d == json_array_get_length (divisions))
        {
          g_assert_cmpuint (g_list_model_get_n_items (teams), ==, 0);
          break;
        }
      list = json_object_get_array_member (json_array_get_object_element (divisions, d), "teams");
      g_assert_cmpuint (g_list_model_get_n_items (teams), ==, json_array_get_length (list));
      for (guint t = 0; t < json_array_get_length (list); t++)
        {
          JsonObject *object = json_array_get_object_element (list, t);
          JsonArray *players = json_object_get_array_member (object, "players");
          g_autoptr(HammerLeagueTeamLine) team = g_list_model_get_item (teams, t);
          GListModel *typed = hammer_league_team_line_get_players (team);

          g_assert_cmpint (hammer_league_team_line_get_id (team), ==,
                           json_object_get_int_member (object, "id"));
          g_assert_cmpstr (hammer_league_team_line_get_name (team), ==,
                           json_object_get_string_member (object, "name"));
          g_assert_cmpstr (hammer_league_team_line_get_club (team), ==,
                           json_object_get_string_member_with_default (object, "club", NULL));
          g_assert_cmpuint (g_list_model_get_n_items (typed), ==, json_array_get_length (players));
          for (guint p = 0; p < json_array_get_length (players); p++)
            {
              JsonObject *player = json_array_get_object_element (players, p);
              g_autoptr(HammerLeaguePlayer) one = g_list_model_get_item (typed, p);

              g_assert_cmpint (hammer_league_player_get_id (one), ==,
                               json_object_get_int_member (player, "id"));
              g_assert_cmpstr (hammer_league_player_get_name (one), ==,
                               json_object_get_string_member (player, "name"));
            }
        }
    }
}

/* The fixtures and tables say what the JSON says, before and after. */
static void
test_agrees (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(HammerLeagueFixtures) fixtures = NULL;
  g_autoptr(GError) error = NULL;
  gint64 league = new_league (f);

  fixtures = hammer_league_fixtures_new (f->store, league, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixtures)), ==, 6);
  g_assert_cmpuint (g_list_model_get_n_items (hammer_league_fixtures_get_table (fixtures, 0)), ==,
                    4);
  g_assert_cmpuint (g_list_model_get_n_items (hammer_league_fixtures_get_table (fixtures, 1)), ==,
                    0);
  assert_agrees (f, league, fixtures);
  assert_teams_agree (f, league, fixtures);
}

/* A result notifies its fixture, no other, and the rows of its two teams;
 * the winner moves to the top in one items-changed; undone, all is back. */
static void
test_result_notifies (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GHashTable) notified = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(HammerLeagueFixtures) fixtures = NULL;
  g_autoptr(HammerTeamMatch) first = NULL;
  g_autoptr(HammerTeamMatch) second = NULL;
  g_autoptr(HammerLeagueTableRow) top = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(JsonNode) result = json_from_string (AWAY_WINS, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *home_player = NULL;
  g_autofree char *away_player = NULL;
  const char *home[2] = { NULL, NULL };
  const char *away[2] = { NULL, NULL };
  TestItemsChanged seen = { 0 };
  TestItemsChanged seen_table = { 0 };
  GListModel *table;
  gint64 league = new_league (f);

  fixtures = hammer_league_fixtures_new (f->store, league, &error);
  g_assert_no_error (error);
  table = hammer_league_fixtures_get_table (fixtures, 0);
  first = g_list_model_get_item (G_LIST_MODEL (fixtures), 0);
  second = g_list_model_get_item (G_LIST_MODEL (fixtures), 1);
  g_assert_cmpstr (hammer_team_match_get_state (first), ==, "scheduled");
  for (guint i = 0; i < g_list_model_get_n_items (table); i++)
    {
      HammerLeagueTableRow *row = g_list_model_get_item (table, i);

      g_assert_cmpstr (hammer_league_table_row_get_place_label (row), ==, "1=");
      g_signal_connect (row, "notify", G_CALLBACK (test_notify_cb), notified);
      g_ptr_array_add (rows, row);
    }
  g_signal_connect (fixtures, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);
  g_signal_connect (table, "items-changed", G_CALLBACK (test_items_changed_cb), &seen_table);
  g_signal_connect (first, "notify", G_CALLBACK (test_notify_cb), notified);
  g_signal_connect (second, "notify", G_CALLBACK (test_notify_cb), notified);

  home_player = g_strdup_printf ("%s speler", hammer_team_match_get_home_name (first));
  away_player = g_strdup_printf ("%s speler", hammer_team_match_get_away_name (first));
  home[0] = home_player;
  away[0] = away_player;
  g_assert_true (hammer_leagues_enter_game (f->store, hammer_team_match_get_id (first), 0, home,
                                            away, result, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (seen.n_changes, ==, 0);
  g_assert_true (test_was_notified (notified, first, "state"));
  g_assert_true (test_was_notified (notified, first, "games-entered"));
  g_assert_true (test_was_notified (notified, first, "winner"));
  g_assert_false (test_was_notified (notified, first, "home-name"));
  g_assert_cmpstr (hammer_team_match_get_state (first), ==, "played");
  g_assert_cmpint (hammer_team_match_get_winner (first), ==, 1);
  g_assert_cmpuint (test_notified_of (notified, second), ==, 0);
  assert_games_agree (f, fixtures, first);
  assert_games_agree (f, fixtures, second);

  /* The away team leads now: it came up from below. */
  top = g_list_model_get_item (table, 0);
  g_assert_cmpint (hammer_league_table_row_get_team (top), ==,
                   hammer_team_match_get_away_team (first));
  g_assert_cmpuint (hammer_league_table_row_get_place (top), ==, 1);
  g_assert_cmpstr (hammer_league_table_row_get_place_label (top), ==, "1");
  g_assert_cmpuint (seen_table.n_changes, ==, 1);
  g_assert_cmpuint (seen_table.removed, ==, seen_table.added);
  for (guint i = 0; i < rows->len; i++)
    {
      HammerLeagueTableRow *row = g_ptr_array_index (rows, i);
      gint64 team = hammer_league_table_row_get_team (row);
      gboolean played = team == hammer_team_match_get_home_team (first) ||
                        team == hammer_team_match_get_away_team (first);

      g_assert_true (test_was_notified (notified, row, "played") == played);
      g_assert_true (test_was_notified (notified, row, "won") ==
                     (team == hammer_team_match_get_away_team (first)));
      g_assert_false (test_was_notified (notified, row, "name"));
    }
  assert_agrees (f, league, fixtures);

  /* Undone, the fixture is scheduled again: notifies, not a new list. */
  g_hash_table_remove_all (notified);
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (seen.n_changes, ==, 0);
  g_assert_cmpstr (hammer_team_match_get_state (first), ==, "scheduled");
  g_assert_true (test_was_notified (notified, first, "state"));
  g_assert_cmpuint (test_notified_of (notified, second), ==, 0);
  assert_agrees (f, league, fixtures);
}

/* The league deleted empties the lists. */
static void
test_league_deleted (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(HammerLeagueFixtures) fixtures = NULL;
  g_autoptr(GError) error = NULL;
  TestItemsChanged seen = { 0 };
  gint64 league = new_league (f);

  fixtures = hammer_league_fixtures_new (f->store, league, &error);
  g_assert_no_error (error);
  g_signal_connect (fixtures, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);
  g_assert_cmpint (hammer_leagues_delete (f->store, league, &error), >, 0);
  g_assert_no_error (error);
  g_assert_cmpuint (seen.n_changes, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 6);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixtures)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (hammer_league_fixtures_get_table (fixtures, 0)), ==,
                    0);
  g_assert_cmpstr (hammer_league_fixtures_get_name (fixtures), ==, "");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/league-fixtures/agrees", Fixture, NULL, store_fixture_set_up, test_agrees,
              store_fixture_tear_down);
  g_test_add ("/league-fixtures/result-notifies", Fixture, NULL, store_fixture_set_up,
              test_result_notifies, store_fixture_tear_down);
  g_test_add ("/league-fixtures/league-deleted", Fixture, NULL, store_fixture_set_up,
              test_league_deleted, store_fixture_tear_down);
  return g_test_run ();
}
