/* test-season-members.c — the typed members and nights of a season: they
 * say what the season's JSON says, and follow a change exactly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sqlite3.h>

#include "hammer-core.h"
#include "league/hammer-season-members.h"
#include "league/hammer-seasons.h"
#include "test-common.h"

typedef StoreFixture Fixture;

static const int high[10] = { 100, 101, 102, 103, 104, 105, 106, 107, 108, 109 };
static const int mid[10] = { 90, 91, 92, 93, 94, 95, 96, 97, 98, 99 };
static const int low[10] = { 60, 61, 62, 63, 64, 65, 66, 67, 68, 69 };

static double
nullable_double (JsonObject *object,
                 const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? json_node_get_double (node) : -1;
}

static JsonArray *
report_array (JsonNode   *report,
              const char *member)
{
  return json_object_get_array_member (json_node_get_object (report), member);
}

/* Anna, Bram and Cor; Anna and Bram play the first night. */
static gint64
new_season (Fixture *f,
            gint64  *night,
            GArray **members)
{
  const char *names[] = { "Anna de Vries", "Bram Jansen", "Cor Bakker", NULL };
  g_autoptr(GError) error = NULL;
  gint64 season;

  season = hammer_seasons_create (f->store, "Winter", "2026-09-01", 10, &error);
  g_assert_no_error (error);
  *members = hammer_seasons_add_members (f->store, season, names, &error);
  g_assert_no_error (error);
  *night = hammer_seasons_add_night (f->store, season, "2026-09-10", &error);
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_enter_games (f->store, season, *night,
                                             g_array_index (*members, gint64, 0), high, NULL,
                                             10, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_enter_games (f->store, season, *night,
                                             g_array_index (*members, gint64, 1), mid, NULL,
                                             10, NULL, &error));
  g_assert_no_error (error);
  return season;
}

static void
assert_standings_agree (Fixture             *f,
                        gint64               season,
                        HammerSeasonMembers *members,
                        HammerSeasonRanking  ranking)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = hammer_seasons_standings_json (f->store, season, ranking, &error);
  GListModel *standings = hammer_season_members_get_standings (members);
  JsonArray *lines;

  g_assert_no_error (error);
  hammer_season_members_set_ranking (members, ranking);
  lines = report_array (report, "standings");
  g_assert_cmpuint (g_list_model_get_n_items (standings), ==, json_array_get_length (lines));
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      g_autoptr(HammerSeasonMember) member = g_list_model_get_item (standings, i);

      g_assert_cmpint (hammer_season_member_get_id (member), ==,
                       json_object_get_int_member (line, "member"));
      g_assert_cmpint (hammer_season_member_get_place (member), ==,
                       json_object_get_int_member (line, "place"));
      g_assert_cmpstr (hammer_season_member_get_place_label (member), ==,
                       json_object_get_string_member (line, "place_label"));
      g_assert_cmpint (hammer_season_member_get_figure (member), ==,
                       json_object_get_int_member (line, ranking == HAMMER_SEASON_BY_POINTS
                                                           ? "points" : "total"));
      g_assert_cmpint (hammer_season_member_get_count (member), ==,
                       json_object_get_int_member (line, ranking == HAMMER_SEASON_BY_BEST4
                                                           ? "series" : "games"));
      g_assert_cmpfloat (hammer_season_member_get_ranking_average (member), ==,
                         json_object_get_double_member (line, "average"));
    }
}

/* The disks counted of @member on @night, as the night's JSON has them. */
static void
assert_counts_agree (Fixture                 *f,
                     gint64                   season,
                     HammerSeasonMember      *member,
                     HammerSeasonMemberNight *night)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = hammer_seasons_night_json (f->store, season,
                                                          hammer_season_member_night_get_id (night),
                                                          &error);
  JsonArray *ranking;
  const int *counts = hammer_season_member_night_get_counts (night);

  g_assert_no_error (error);
  ranking = report_array (report, "ranking");
  for (guint i = 0; i < json_array_get_length (ranking); i++)
    {
      JsonObject *line = json_array_get_object_element (ranking, i);
      JsonArray *all;

      if (json_object_get_int_member (line, "member") != hammer_season_member_get_id (member))
        continue;
      if (!json_object_has_member (line, "counts"))
        {
          g_assert_null (counts);
          return;
        }
      all = json_object_get_array_member (line, "counts");
      g_assert_nonnull (counts);
      for (guint g = 0; g < json_array_get_length (all); g++)
        for (guint c = 0; c < 4; c++)
          g_assert_cmpint (counts[g * 4 + c], ==,
                           json_array_get_int_element (json_array_get_array_element (all, g), c));
      return;
    }
  g_assert_not_reached ();
}

/* A member's page: the member's nights, and the classes with limits. */
static void
assert_member_agrees (Fixture             *f,
                      gint64               season,
                      HammerSeasonMembers *members,
                      HammerSeasonMember  *member)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = hammer_seasons_member_json (f->store, season,
                                                           hammer_season_member_get_id (member),
                                                           &error);
  g_autoptr(JsonNode) settings = hammer_seasons_settings_json (f->store, season, NULL);
  const char * const *classes = hammer_season_members_get_classes (members);
  const char * const *dates = hammer_season_members_get_promotion_dates (members);
  GListModel *nights = hammer_season_member_get_nights (member);
  JsonObject *points;
  JsonArray *list;
  int per_game, bonus;
  guint bonus_games;

  g_assert_no_error (error);
  g_assert_nonnull (settings);
  points = json_object_get_object_member (json_node_get_object (settings), "points");
  hammer_season_members_get_points (members, &per_game, &bonus, &bonus_games);
  g_assert_cmpint (per_game, ==, json_object_get_int_member (points, "per_game"));
  g_assert_cmpint (bonus, ==, json_object_get_int_member (points, "bonus"));
  g_assert_cmpint (bonus_games, ==, json_object_get_int_member (points, "bonus_games"));
  list = json_object_get_array_member (json_node_get_object (settings), "promotion_dates");
  g_assert_cmpuint (g_strv_length ((char **) dates), ==, json_array_get_length (list));
  for (guint i = 0; i < json_array_get_length (list); i++)
    g_assert_cmpstr (dates[i], ==, json_array_get_string_element (list, i));
  g_assert_cmpfloat (hammer_season_member_get_start_average (member), ==,
                     nullable_double (json_node_get_object (report), "start_average"));
  list = report_array (report, "classes");
  g_assert_cmpuint (g_strv_length ((char **) classes), ==, json_array_get_length (list));
  for (guint c = 0; c < json_array_get_length (list); c++)
    {
      JsonObject *object = json_array_get_object_element (list, c);

      g_assert_cmpstr (classes[c], ==, json_object_get_string_member (object, "name"));
      g_assert_cmpfloat (hammer_season_members_get_class_limit (members, c), ==,
                         nullable_double (object, "limit"));
    }
  list = report_array (report, "nights");
  g_assert_cmpuint (g_list_model_get_n_items (nights), ==, json_array_get_length (list));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *object = json_array_get_object_element (list, i);
      JsonArray *games = json_object_get_array_member (object, "games");
      g_autoptr(HammerSeasonMemberNight) night = g_list_model_get_item (nights, i);
      guint n_games;
      const int *totals = hammer_season_member_night_get_games (night, &n_games);

      g_assert_cmpint (hammer_season_member_night_get_id (night), ==,
                       json_object_get_int_member (object, "night"));
      g_assert_cmpstr (hammer_season_member_night_get_date (night), ==,
                       json_object_get_string_member (object, "date"));
      g_assert_cmpint (hammer_season_member_night_get_total (night), ==,
                       json_object_get_int_member (object, "total"));
      g_assert_cmpfloat (hammer_season_member_night_get_season_average (night), ==,
                         json_object_get_double_member (object, "season_average"));
      g_assert_cmpuint (n_games, ==, json_array_get_length (games));
      for (guint g = 0; g < n_games; g++)
        g_assert_cmpint (totals[g], ==, json_array_get_int_element (games, g));
      assert_counts_agree (f, season, member, night);
    }
}

static void
assert_agrees (Fixture             *f,
               gint64               season,
               HammerSeasonMembers *members)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = hammer_seasons_members_json (f->store, season, &error);
  g_autoptr(JsonNode) averages = NULL;
  g_autoptr(JsonNode) nights = NULL;
  HammerSeasonRanking ranking = hammer_season_members_get_ranking (members);
  JsonObject *header;
  JsonArray *list;

  g_assert_no_error (error);
  header = json_node_get_object (report);
  g_assert_cmpstr (hammer_season_members_get_name (members), ==,
                   json_object_get_string_member (header, "name"));
  g_assert_cmpint (hammer_season_members_get_games_per_night (members), ==,
                   json_object_get_int_member (header, "games_per_night"));
  list = report_array (report, "members");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (members)), ==,
                    json_array_get_length (list));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *object = json_array_get_object_element (list, i);
      g_autoptr(HammerSeasonMember) member = g_list_model_get_item (G_LIST_MODEL (members), i);

      g_assert_true (hammer_season_members_lookup (members, hammer_season_member_get_id (member))
                     == member);
      g_assert_cmpint (hammer_season_member_get_id (member), ==,
                       json_object_get_int_member (object, "member"));
      g_assert_cmpint (hammer_season_member_get_player (member), ==,
                       json_object_get_int_member (object, "player"));
      g_assert_cmpstr (hammer_season_member_get_name (member), ==,
                       json_object_get_string_member (object, "name"));
      g_assert_cmpstr (hammer_season_member_get_class_name (member), ==,
                       test_nullable_string (object, "class"));
      g_assert_cmpint (hammer_season_member_get_games (member), ==,
                       json_object_get_int_member (object, "games"));
      g_assert_cmpint (hammer_season_member_get_total (member), ==,
                       json_object_get_int_member (object, "total"));
      g_assert_cmpfloat (hammer_season_member_get_average (member), ==,
                         nullable_double (object, "average"));
      assert_member_agrees (f, season, members, member);
    }

  averages = hammer_seasons_averages_json (f->store, season, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_season_members_get_last_games (members), ==,
                   json_object_get_int_member (json_node_get_object (averages), "last_games"));
  list = report_array (averages, "members");
  g_assert_cmpuint (g_list_model_get_n_items (hammer_season_members_get_averages (members)), ==,
                    json_array_get_length (list));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *object = json_array_get_object_element (list, i);
      g_autoptr(HammerSeasonMember) member =
        g_list_model_get_item (hammer_season_members_get_averages (members), i);

      g_assert_cmpint (hammer_season_member_get_id (member), ==,
                       json_object_get_int_member (object, "member"));
      g_assert_cmpfloat (hammer_season_member_get_last_average (member), ==,
                         nullable_double (object, "last_average"));
    }

  nights = hammer_seasons_nights_json (f->store, season, &error);
  g_assert_no_error (error);
  list = report_array (nights, "nights");
  g_assert_cmpuint (g_list_model_get_n_items (hammer_season_members_get_nights (members)), ==,
                    json_array_get_length (list));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *object = json_array_get_object_element (list, i);
      JsonArray *winners = json_object_get_array_member (object, "winners");
      g_autoptr(HammerSeasonNight) night =
        g_list_model_get_item (hammer_season_members_get_nights (members), i);
      g_autoptr(GString) names = g_string_new (NULL);
      gint64 total = 0;

      for (guint w = 0; w < json_array_get_length (winners); w++)
        {
          JsonObject *winner = json_array_get_object_element (winners, w);

          g_string_append_printf (names, "%s%s", w > 0 ? ", " : "",
                                  json_object_get_string_member (winner, "name"));
          total = json_object_get_int_member (winner, "total");
        }
      g_assert_cmpint (hammer_season_night_get_id (night), ==,
                       json_object_get_int_member (object, "night"));
      g_assert_cmpstr (hammer_season_night_get_date (night), ==,
                       json_object_get_string_member (object, "date"));
      g_assert_cmpint (hammer_season_night_get_present (night), ==,
                       json_object_get_int_member (object, "present"));
      g_assert_cmpstr (hammer_season_night_get_winners (night), ==, names->str);
      g_assert_cmpint (hammer_season_night_get_winning_total (night), ==, total);
    }

  for (guint r = HAMMER_SEASON_BY_TOTAL; r <= HAMMER_SEASON_BY_BEST4; r++)
    assert_standings_agree (f, season, members, r);
  hammer_season_members_set_ranking (members, ranking);
}

/* The members, their averages, standings by every ranking and the nights
 * say what the JSON says. */
static void
test_agrees (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(HammerSeasonMembers) members = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  gint64 night;
  gint64 season = new_season (f, &night, &ids);

  members = hammer_season_members_new (f->store, season, &error);
  g_assert_no_error (error);
  assert_agrees (f, season, members);
  g_assert_cmpuint (g_list_model_get_n_items (hammer_season_members_get_standings (members)), ==,
                    2);

  /* Cor's night entered by counts keeps its counts. */
  {
    HammerSeasonMember *cor;
    g_autoptr(HammerSeasonMemberNight) counted = NULL;
    int counts[10][4];

    for (guint g = 0; g < 10; g++)
      for (guint c = 0; c < 4; c++)
        counts[g][c] = (int) ((g + c) % 6);
    g_assert_true (hammer_seasons_enter_games (f->store, season, night,
                                               g_array_index (ids, gint64, 2), NULL,
                                               (const int (*)[4]) counts, 10, NULL, &error));
    g_assert_no_error (error);
    cor = hammer_season_members_lookup (members, g_array_index (ids, gint64, 2));
    counted = g_list_model_get_item (hammer_season_member_get_nights (cor), 0);
    g_assert_nonnull (hammer_season_member_night_get_counts (counted));
  }

  /* Cor's start average and the last games are told as they change. */
  g_assert_true (hammer_seasons_set_start_average (f->store, season,
                                                   g_array_index (ids, gint64, 2), 80, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_set_last_games (f->store, season, 5, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_set_points (f->store, season, 3, 7, 4, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_add_promotion_date (f->store, season, "2027-01-01", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (hammer_season_members_get_promotion_dates (members)[0], ==, "2027-01-01");
  g_assert_cmpuint (hammer_season_members_get_last_games (members), ==, 5);
  assert_agrees (f, season, members);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (members)) ==
                 HAMMER_TYPE_SEASON_MEMBER);
}

/* Cor's games of a second night tell Cor and that night, by notifies:
 * no items-changed of the members, Anna and Bram told nothing; the
 * standings take Cor in where he belongs. A member added is one
 * items-changed at the end; the season deleted empties the lists. */
static void
test_games_notify (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GHashTable) notified = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(HammerSeasonMembers) members = NULL;
  g_autoptr(HammerSeasonMember) anna = NULL;
  g_autoptr(HammerSeasonMember) bram = NULL;
  g_autoptr(HammerSeasonMember) cor = NULL;
  g_autoptr(HammerSeasonNight) first = NULL;
  g_autoptr(HammerSeasonNight) second = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GArray) added = NULL;
  g_autoptr(GError) error = NULL;
  const char *dirk[] = { "Dirk Smit", NULL };
  TestItemsChanged seen = { 0 };
  TestItemsChanged seen_standings = { 0 };
  TestItemsChanged seen_nights = { 0 };
  gint64 night, later;
  gint64 season = new_season (f, &night, &ids);

  later = hammer_seasons_add_night (f->store, season, "2026-09-17", &error);
  g_assert_no_error (error);
  members = hammer_season_members_new (f->store, season, &error);
  g_assert_no_error (error);
  anna = g_list_model_get_item (G_LIST_MODEL (members), 0);
  bram = g_list_model_get_item (G_LIST_MODEL (members), 1);
  cor = g_list_model_get_item (G_LIST_MODEL (members), 2);
  second = g_list_model_get_item (hammer_season_members_get_nights (members), 0);
  first = g_list_model_get_item (hammer_season_members_get_nights (members), 1);
  g_assert_cmpint (hammer_season_night_get_id (second), ==, later);
  g_assert_cmpuint (hammer_season_member_get_place (cor), ==, 0);
  g_assert_null (hammer_season_member_get_place_label (cor));

  g_signal_connect (members, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);
  g_signal_connect (hammer_season_members_get_standings (members), "items-changed",
                    G_CALLBACK (test_items_changed_cb), &seen_standings);
  g_signal_connect (hammer_season_members_get_nights (members), "items-changed",
                    G_CALLBACK (test_items_changed_cb), &seen_nights);
  g_signal_connect (anna, "notify", G_CALLBACK (test_notify_cb), notified);
  g_signal_connect (bram, "notify", G_CALLBACK (test_notify_cb), notified);
  g_signal_connect (cor, "notify", G_CALLBACK (test_notify_cb), notified);
  g_signal_connect (first, "notify", G_CALLBACK (test_notify_cb), notified);
  g_signal_connect (second, "notify", G_CALLBACK (test_notify_cb), notified);

  g_assert_true (hammer_seasons_enter_games (f->store, season, later,
                                             g_array_index (ids, gint64, 2), low, NULL, 10,
                                             NULL, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (seen.n_changes, ==, 0);
  g_assert_true (test_was_notified (notified, cor, "games"));
  g_assert_true (test_was_notified (notified, cor, "total"));
  g_assert_true (test_was_notified (notified, cor, "average"));
  g_assert_true (test_was_notified (notified, cor, "place"));
  g_assert_false (test_was_notified (notified, cor, "name"));
  g_assert_cmpuint (hammer_season_member_get_games (cor), ==, 10);
  g_assert_cmpint (hammer_season_member_get_total (cor), ==, 645);
  g_assert_cmpuint (hammer_season_member_get_place (cor), ==, 3);
  g_assert_cmpuint (test_notified_of (notified, anna), ==, 0);
  g_assert_cmpuint (test_notified_of (notified, bram), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (hammer_season_member_get_nights (cor)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (hammer_season_member_get_nights (anna)), ==, 1);
  /* Cor comes in last: one line added at the end. */
  g_assert_cmpuint (seen_standings.n_changes, ==, 1);
  g_assert_cmpuint (seen_standings.position, ==, 2);
  g_assert_cmpuint (seen_standings.removed, ==, 0);
  g_assert_cmpuint (seen_standings.added, ==, 1);
  g_assert_cmpuint (seen_nights.n_changes, ==, 0);
  g_assert_true (test_was_notified (notified, second, "present"));
  g_assert_true (test_was_notified (notified, second, "winners"));
  g_assert_cmpstr (hammer_season_night_get_winners (second), ==, "Cor Bakker");
  g_assert_cmpuint (test_notified_of (notified, first), ==, 0);
  assert_agrees (f, season, members);

  /* A view asking again for the same change finds nothing to do. */
  g_hash_table_remove_all (notified);
  hammer_season_members_update (members, NULL);
  g_assert_cmpuint (g_hash_table_size (notified), ==, 0);
  g_assert_cmpuint (seen.n_changes, ==, 0);

  /* A new member: one items-changed, at the end. */
  added = hammer_seasons_add_members (f->store, season, dirk, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (seen.n_changes, ==, 1);
  g_assert_cmpuint (seen.position, ==, 3);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  assert_agrees (f, season, members);

  /* Undone, Dirk is gone again and nobody else changes. */
  g_hash_table_remove_all (notified);
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (seen.n_changes, ==, 2);
  g_assert_cmpuint (seen.position, ==, 3);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 0);
  g_assert_cmpuint (test_notified_of (notified, anna), ==, 0);
  assert_agrees (f, season, members);
}

/* Another season's change tells nothing; a player's new name is told. */
static void
test_other_changes (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GHashTable) notified = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(HammerSeasonMembers) members = NULL;
  g_autoptr(HammerSeasonMember) anna = NULL;
  g_autoptr(GPtrArray) roster = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  HammerPlayer *player = NULL;
  gint64 night;
  gint64 season = new_season (f, &night, &ids);

  members = hammer_season_members_new (f->store, season, &error);
  g_assert_no_error (error);
  anna = g_list_model_get_item (G_LIST_MODEL (members), 0);
  g_signal_connect (anna, "notify", G_CALLBACK (test_notify_cb), notified);

  hammer_seasons_create (f->store, "Spring", "2027-03-01", 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (test_notified_of (notified, anna), ==, 0);

  roster = hammer_roster_list_players (f->store, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < roster->len; i++)
    if (hammer_player_get_id (g_ptr_array_index (roster, i)) ==
        hammer_season_member_get_player (anna))
      player = g_ptr_array_index (roster, i);
  g_assert_nonnull (player);
  hammer_player_set_name (player, "Anna Smit");
  g_assert_true (hammer_roster_update_player (f->store, player, &error));
  g_assert_no_error (error);
  g_assert_true (test_was_notified (notified, anna, "name"));
  g_assert_cmpstr (hammer_season_member_get_name (anna), ==, "Anna Smit");
  assert_agrees (f, season, members);
}

/* A season that can no longer be read is no season without members: they
 * stay as they were and say why ("read-error"), until a read succeeds. */
static void
test_read_error (Fixture       *f,
                 gconstpointer  data)
{
  gint64 night = 0;
  g_autoptr(GArray) ids = NULL;
  gint64 season = new_season (f, &night, &ids);
  g_autoptr(HammerSeasonMembers) members = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) notified = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *damage = NULL;
  guint n_members;
  sqlite3 *raw = NULL;

  members = hammer_season_members_new (f->store, season, &error);
  g_assert_no_error (error);
  n_members = g_list_model_get_n_items (G_LIST_MODEL (members));
  g_assert_cmpuint (n_members, >, 0);
  g_assert_null (hammer_season_members_get_read_error (members));
  g_signal_connect (members, "notify", G_CALLBACK (test_notify_cb), notified);

  damage = g_strdup_printf ("CREATE TABLE kept AS SELECT classes FROM club_seasons;"
                            " UPDATE club_seasons SET classes = '[' WHERE id = %" G_GINT64_FORMAT,
                            season);
  g_assert_cmpint (sqlite3_open (hammer_store_get_path (f->store), &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, damage, NULL, NULL, NULL), ==, SQLITE_OK);
  hammer_season_members_update (members, NULL);
  g_assert_nonnull (hammer_season_members_get_read_error (members));
  g_assert_true (test_was_notified (notified, members, "read-error"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (members)), ==, n_members);
  g_assert_cmpstr (hammer_season_members_get_name (members), !=, "");

  g_hash_table_remove_all (notified);
  g_assert_cmpint (sqlite3_exec (raw, "UPDATE club_seasons SET classes = (SELECT classes FROM"
                                      " kept); DROP TABLE kept", NULL, NULL, NULL), ==,
                   SQLITE_OK);
  sqlite3_close (raw);
  hammer_season_members_update (members, NULL);
  g_assert_null (hammer_season_members_get_read_error (members));
  g_assert_true (test_was_notified (notified, members, "read-error"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (members)), ==, n_members);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/season-members/read-error", Fixture, NULL, store_fixture_set_up,
              test_read_error, store_fixture_tear_down);
  g_test_add ("/season-members/agrees", Fixture, NULL, store_fixture_set_up, test_agrees,
              store_fixture_tear_down);
  g_test_add ("/season-members/games-notify", Fixture, NULL, store_fixture_set_up,
              test_games_notify, store_fixture_tear_down);
  g_test_add ("/season-members/other-changes", Fixture, NULL, store_fixture_set_up,
              test_other_changes, store_fixture_tear_down);
  return g_test_run ();
}
