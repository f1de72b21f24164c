/* test-seasons.c — sjoelbak club-night seasons in the store and on the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdarg.h>
#include <string.h>
#include <sys/wait.h>

#include <sqlite3.h>

#include "hammer-core.h"
#include "league/hammer-seasons.h"
#include "test-common.h"

typedef StoreFixture Fixture;

/* A season of three games a night with Anna, Bert and Cor. */
static gint64
make_season (Fixture *f,
             GArray **members)
{
  const char *names[] = { "Anna", "Bert", "Cor", NULL };
  g_autoptr(GError) error = NULL;
  gint64 season;

  season = hammer_seasons_create (f->store, "Club 2025", "2025-09-05", 3, &error);
  g_assert_no_error (error);
  g_assert_cmpint (season, >, 0);
  *members = hammer_seasons_add_members (f->store, season, names, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*members);
  g_assert_cmpuint ((*members)->len, ==, 3);
  return season;
}

static gint64
count_games (Fixture *f)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *members;
  gint64 games = 0;

  /* Every member's games, as the members report counts them. */
  node = hammer_seasons_members_json (f->store, 1, &error);
  g_assert_no_error (error);
  members = json_object_get_array_member (json_node_get_object (node), "members");
  for (guint i = 0; i < json_array_get_length (members); i++)
    games += json_object_get_int_member (json_array_get_object_element (members, i), "games");
  return games;
}

static JsonObject *
ranking_line (JsonNode   *node,
              const char *array,
              guint       index)
{
  JsonArray *lines = json_object_get_array_member (json_node_get_object (node), array);

  g_assert_cmpuint (json_array_get_length (lines), >, index);
  return json_array_get_object_element (lines, index);
}

static void
test_schema (Fixture       *f,
             gconstpointer  data)
{
  g_assert_cmpint (HAMMER_STORE_SCHEMA_VERSION, >=, 3);
  g_assert_cmpint (hammer_store_get_schema_version (f->store), ==, HAMMER_STORE_SCHEMA_VERSION);
}

static void
test_season_api (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GArray) members = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) night = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(JsonNode) report = NULL;
  const int anna1[] = { 80, 90, 100 };
  const int bert1[] = { 60, 70, 80 };
  const int anna2[] = { 100, 100, 100 };
  const int bert_counts[][4] = { { 5, 5, 5, 5 }, { 0, 0, 0, 0 }, { 2, 2, 2, 2 } };
  gint64 season, night1, night2, found;
  JsonObject *line;

  season = make_season (f, &members);
  night1 = hammer_seasons_add_night (f->store, season, "2025-09-10", &error);
  g_assert_no_error (error);
  night2 = hammer_seasons_add_night (f->store, season, "2025-09-17", &error);
  g_assert_no_error (error);

  /* A night outside the season, or twice on one date, is refused. */
  g_assert_cmpint (hammer_seasons_add_night (f->store, season, "2026-09-10", &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (hammer_seasons_add_night (f->store, season, "2025-09-10", &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);

  found = hammer_seasons_find_night (f->store, season, "2025-09-17", &error);
  g_assert_no_error (error);
  g_assert_cmpint (found, ==, night2);
  found = hammer_seasons_find_member (f->store, season, "bert", &error);
  g_assert_no_error (error);
  g_assert_cmpint (found, ==, g_array_index (members, gint64, 1));

  g_assert_true (hammer_seasons_enter_games (f->store, season, night1,
                                             g_array_index (members, gint64, 0),
                                             anna1, NULL, 3, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_enter_games (f->store, season, night1,
                                             g_array_index (members, gint64, 1),
                                             bert1, NULL, 3, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_seasons_enter_games (f->store, season, night2,
                                             g_array_index (members, gint64, 0),
                                             anna2, NULL, 3, NULL, &error));
  g_assert_no_error (error);
  /* Compartment counts: 5 × (2 + 3 + 4 + 1) × 2 = 100, 0 and 40. */
  g_assert_true (hammer_seasons_enter_games (f->store, season, night2,
                                             g_array_index (members, gint64, 1),
                                             NULL, bert_counts, 3, NULL, &error));
  g_assert_no_error (error);

  night = hammer_seasons_night_json (f->store, season, night2, &error);
  g_assert_no_error (error);
  line = ranking_line (night, "ranking", 0);
  g_assert_cmpstr (json_object_get_string_member (line, "name"), ==, "Anna");
  g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 300);
  line = ranking_line (night, "ranking", 1);
  g_assert_cmpstr (json_object_get_string_member (line, "name"), ==, "Bert");
  g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 140);

  standings = hammer_seasons_standings_json (f->store, season, HAMMER_SEASON_BY_TOTAL,
                                             &error);
  g_assert_no_error (error);
  line = ranking_line (standings, "standings", 0);
  g_assert_cmpint (json_object_get_int_member (line, "place"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 570);
  g_assert_cmpint (json_object_get_int_member (line, "games"), ==, 6);
  line = ranking_line (standings, "standings", 1);
  g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 350);
  g_clear_pointer (&standings, json_node_unref);

  for (guint r = HAMMER_SEASON_BY_AVERAGE; r <= HAMMER_SEASON_BY_BEST4; r++)
    {
      standings = hammer_seasons_standings_json (f->store, season, r, &error);
      g_assert_no_error (error);
      g_assert_nonnull (standings);
      g_clear_pointer (&standings, json_node_unref);
    }

  report = hammer_seasons_members_json (f->store, season, &error);
  g_assert_no_error (error);
  line = ranking_line (report, "members", 0);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "average"), 95.0, 1e-9);
  line = ranking_line (report, "members", 2);
  g_assert_true (json_object_get_null_member (line, "average"));
  g_assert_cmpint (json_object_get_int_member (line, "games"), ==, 0);

  /* A member twice, and a season that does not exist. */
  {
    const char *again[] = { "Anna", NULL };
    GArray *none = hammer_seasons_add_members (f->store, season, again, &error);

    g_assert_null (none);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
    g_clear_error (&error);
  }
  g_assert_null (hammer_seasons_members_json (f->store, 99, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
}

static void
test_impossible (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GArray) members = NULL;
  g_autoptr(GError) error = NULL;
  const int totals[] = { 80, 149, 90 };
  const int counts[][4] = { { 1, 1, 1, 1 }, { 10, 10, 10, 10 }, { 0, 0, 0, 0 } };
  const int short_entry[] = { 80, 90 };
  gint64 season, night, last;
  int bad = -1;

  season = make_season (f, &members);
  night = hammer_seasons_add_night (f->store, season, "2025-10-01", &error);
  g_assert_no_error (error);
  last = hammer_store_get_last_change (f->store);

  g_assert_false (hammer_seasons_enter_games (f->store, season, night,
                                              g_array_index (members, gint64, 0),
                                              totals, NULL, 3, &bad, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpint (bad, ==, 1);
  g_assert_nonnull (strstr (error->message, "2025-10-01"));
  g_assert_nonnull (strstr (error->message, "Anna"));
  g_assert_nonnull (strstr (error->message, "game 2"));
  g_clear_error (&error);

  g_assert_false (hammer_seasons_enter_games (f->store, season, night,
                                              g_array_index (members, gint64, 1),
                                              NULL, counts, 3, &bad, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpint (bad, ==, 1);
  g_clear_error (&error);

  g_assert_false (hammer_seasons_enter_games (f->store, season, night,
                                              g_array_index (members, gint64, 1),
                                              short_entry, NULL, 2, &bad, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpint (bad, ==, -1);
  g_clear_error (&error);

  /* Nothing was stored, and no change was recorded. */
  g_assert_cmpint (count_games (f), ==, 0);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, last);
}

static void
test_reenter_and_undo (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GArray) members = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(JsonNode) undone = NULL;
  const int first[] = { 80, 90, 100 };
  const int second[] = { 50, 60, 70 };
  gint64 season, night, anna;

  season = make_season (f, &members);
  anna = g_array_index (members, gint64, 0);
  night = hammer_seasons_add_night (f->store, season, "2025-10-01", &error);
  g_assert_no_error (error);

  g_assert_true (hammer_seasons_enter_games (f->store, season, night, anna, first, NULL,
                                             3, NULL, &error));
  g_assert_no_error (error);
  before = hammer_seasons_night_json (f->store, season, night, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (ranking_line (before, "ranking", 0), "total"),
                   ==, 270);

  /* Entering again replaces the member's games of the night. */
  g_assert_true (hammer_seasons_enter_games (f->store, season, night, anna, second, NULL,
                                             3, NULL, &error));
  g_assert_no_error (error);
  after = hammer_seasons_night_json (f->store, season, night, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (ranking_line (after, "ranking", 0), "total"),
                   ==, 180);
  g_assert_cmpint (count_games (f), ==, 3);

  /* Undo brings back the first entry, whole. */
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  undone = hammer_seasons_night_json (f->store, season, night, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (before, undone));
  g_assert_cmpint (count_games (f), ==, 3);

  /* And undoing the first entry leaves the night empty. */
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store) - 2,
                                    &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_games (f), ==, 0);
}

/* hammer-cli on the fixture's database; its exit status. */
#define RUN_CLI(f, output, ...) cli_run_json ((f)->path, (output), NULL, __VA_ARGS__)

static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;
  JsonObject *line;

  /* The CLI opens the file itself. */
  g_clear_object (&f->store);

  g_assert_cmpint (RUN_CLI (f, &node, "season", "create", "--name", "Club", "--start",
                            "2025-09-01", "--games", "3", NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "id"), ==, 1);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, "season", "members", "add", "--season", "1", "Anna",
                            "Bert", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (node)), ==, 2);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, "season", "night", "add", "--season", "1", "--date",
                            "2025-09-10", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, "season", "games", "--season", "1", "--night",
                            "2025-09-10", "--member", "Anna", "80", "90", "100", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, "season", "games", "--season", "1", "--night", "1",
                            "--member", "2", "--counts", "5,5,5,5", "--counts", "0,0,0,0",
                            "--counts", "2,2,2,2", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);

  /* An impossible total: exit 2, naming night, member and game. */
  g_assert_cmpint (RUN_CLI (f, &node, "season", "games", "--season", "1", "--night", "1",
                            "--member", "Bert", "10", "200", "10", NULL), ==, 2);
  object = json_object_get_object_member (json_node_get_object (node), "error");
  g_assert_nonnull (object);
  g_assert_cmpint (json_object_get_int_member (object, "night"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (object, "member"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (object, "game"), ==, 1);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, "season", "night", "--season", "1", "--night", "1",
                            NULL), ==, 0);
  line = ranking_line (node, "ranking", 1);
  g_assert_cmpstr (json_object_get_string_member (line, "name"), ==, "Bert");
  g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 140);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, "season", "standings", "--season", "1", "--by",
                            "average", NULL), ==, 0);
  line = ranking_line (node, "standings", 0);
  g_assert_cmpstr (json_object_get_string_member (line, "name"), ==, "Anna");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "average"), 90.0, 1e-9);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, "season", "standings", "--season", "1", "--by", "best4",
                            NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, "season", "standings", "--season", "1", "--by", "nope",
                            NULL), ==, 2);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, "season", "members", "--season", "1", NULL), ==, 0);
  line = ranking_line (node, "members", 1);
  g_assert_cmpint (json_object_get_int_member (line, "games"), ==, 3);
  g_assert_true (json_object_has_member (line, "last10_average"));
  g_assert_true (json_object_has_member (line, "class"));
  g_clear_pointer (&node, json_node_unref);
}

/* A whole night by compartment counts: the rules score the counts, the
 * games keep them, a game of more than 30 disks refuses the night, and a
 * member entered by totals in the same night keeps totals. */
static void
test_whole_night_counts (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GArray) members = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  int counts[6][4] = {
    { 7, 7, 8, 8 }, { 5, 5, 5, 5 }, { 10, 0, 0, 0 },
    { -1, 0, 0, 0 }, { -1, 0, 0, 0 }, { -1, 0, 0, 0 },
  };
  int totals[6] = { 0, 0, 0, 100, 110, 120 };
  gint64 ids[2];
  gint64 season, night, change;
  int bad_member = -1, bad_game = -1;
  JsonObject *line;

  season = make_season (f, &members);
  ids[0] = g_array_index (members, gint64, 0);
  ids[1] = g_array_index (members, gint64, 1);
  change = hammer_store_get_last_change (f->store);

  counts[1][3] = 16;
  night = hammer_seasons_save_night_counts (f->store, season, 0, "2025-09-12", ids, 2, totals,
                                            (const int (*)[4]) counts, &bad_member,
                                            &bad_game, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpint (night, ==, 0);
  g_assert_cmpint (bad_member, ==, 0);
  g_assert_cmpint (bad_game, ==, 1);
  g_assert_nonnull (strstr (error->message, "Anna, game 2"));
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);
  g_clear_error (&error);

  counts[1][3] = 5;
  night = hammer_seasons_save_night_counts (f->store, season, 0, "2025-09-12", ids, 2, totals,
                                            (const int (*)[4]) counts, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (night, >, 0);

  node = hammer_seasons_night_json (f->store, season, night, &error);
  g_assert_no_error (error);
  line = ranking_line (node, "ranking", 0);
  g_assert_cmpstr (json_object_get_string_member (line, "name"), ==, "Bert");
  g_assert_false (json_object_has_member (line, "counts"));
  g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 330);
  line = ranking_line (node, "ranking", 1);
  g_assert_cmpstr (json_object_get_string_member (line, "name"), ==, "Anna");
  /* 147 + 100 + 10. */
  g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 257);
  g_assert_cmpint (json_array_get_int_element (
                     json_array_get_array_element (json_object_get_array_member (line, "counts"),
                                                   2), 0), ==, 10);
}

/* The app's whole-night entry: one change for all members, refused whole
 * for one impossible total, and a correction drops who was absent. */
static void
test_whole_night (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GArray) members = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) nights = NULL;
  g_autoptr(JsonNode) anna = NULL;
  g_autoptr(JsonNode) seasons = NULL;
  int totals[9] = { 100, 110, 120, 90, 95, 149, 80, 85, 90 };
  gint64 ids[3];
  gint64 season, night, change;
  int bad_member = -1, bad_game = -1;
  JsonObject *line;
  JsonArray *list;

  season = make_season (f, &members);
  for (guint i = 0; i < 3; i++)
    ids[i] = g_array_index (members, gint64, i);
  change = hammer_store_get_last_change (f->store);

  night = hammer_seasons_save_night (f->store, season, 0, "2025-09-12", ids, 3, totals,
                                     &bad_member, &bad_game, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpint (night, ==, 0);
  g_assert_cmpint (bad_member, ==, 1);
  g_assert_cmpint (bad_game, ==, 2);
  g_assert_nonnull (strstr (error->message, "Bert"));
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);
  g_clear_error (&error);

  totals[5] = 100;
  night = hammer_seasons_save_night (f->store, season, 0, "2025-09-12", ids, 3, totals,
                                     &bad_member, &bad_game, &error);
  g_assert_no_error (error);
  g_assert_cmpint (night, >, 0);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change + 1);

  nights = hammer_seasons_nights_json (f->store, season, &error);
  g_assert_no_error (error);
  line = ranking_line (nights, "nights", 0);
  g_assert_cmpint (json_object_get_int_member (line, "present"), ==, 3);
  list = json_object_get_array_member (line, "winners");
  g_assert_cmpuint (json_array_get_length (list), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (list, 0), "name"),
                   ==, "Anna");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (list, 0), "total"),
                   ==, 330);

  anna = hammer_seasons_member_json (f->store, season, ids[0], &error);
  g_assert_no_error (error);
  line = ranking_line (anna, "nights", 0);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "season_average"), 110,
                                  1e-9);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (line, "games")), ==, 3);
  list = json_object_get_array_member (json_node_get_object (anna), "classes");
  g_assert_cmpuint (json_array_get_length (list), ==, 5);

  seasons = hammer_seasons_list_json (f->store, &error);
  g_assert_no_error (error);
  list = json_node_get_array (seasons);
  g_assert_cmpuint (json_array_get_length (list), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (list, 0), "nights"),
                   ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (list, 0), "members"),
                   ==, 3);
  /* The sidebar's typed listing says the same of it. */
  {
    g_autoptr(GListModel) listings = hammer_seasons_list (f->store, &error);
    g_autoptr(HammerCompetitionListing) first = NULL;
    JsonObject *object = json_array_get_object_element (list, 0);

    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (listings), ==, 1);
    first = g_list_model_get_item (listings, 0);
    g_assert_cmpint (hammer_competition_listing_get_kind (first), ==,
                     HAMMER_COMPETITION_LISTING_CLUB_NIGHTS);
    g_assert_cmpint (hammer_competition_listing_get_id (first), ==,
                     json_object_get_int_member (object, "season"));
    g_assert_cmpstr (hammer_competition_listing_get_name (first), ==,
                     json_object_get_string_member (object, "name"));
    g_assert_cmpstr (hammer_competition_listing_get_start (first), ==,
                     json_object_get_string_member (object, "start"));
    g_assert_null (hammer_competition_listing_get_rules_id (first));
  }

  /* A second night on the same date is refused, nothing written. */
  change = hammer_store_get_last_change (f->store);
  g_assert_cmpint (hammer_seasons_save_night (f->store, season, 0, "2025-09-12", ids, 3,
                                              totals, NULL, NULL, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);

  /* The night corrected without Bert: his games go; undo brings them back. */
  g_assert_cmpint (count_games (f), ==, 9);
  ids[1] = ids[2];
  memmove (totals + 3, totals + 6, 3 * sizeof (int));
  g_assert_cmpint (hammer_seasons_save_night (f->store, season, night, NULL, ids, 2, totals,
                                              NULL, NULL, &error), ==, night);
  g_assert_no_error (error);
  g_assert_cmpint (count_games (f), ==, 6);
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_games (f), ==, 9);

  /* A start average in range is stored; one above a perfect game is not. */
  g_assert_false (hammer_seasons_set_start_average (f->store, season, ids[0], 150, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (hammer_seasons_set_start_average (f->store, season, ids[0], 101.5, &error));
  g_assert_no_error (error);
  g_clear_pointer (&anna, json_node_unref);
  anna = hammer_seasons_member_json (f->store, season, ids[0], &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (json_node_get_object (anna),
                                                                 "start_average"), 101.5, 1e-9);
}

/* hammer-cli season games and the app's club night entry write through
 * one function: they refuse the same game with the same sentence, and a
 * member who is not in the season is named as such before their games. */
static void
test_one_write_path (Fixture       *f,
                     gconstpointer  data)
{
  const int counts[][4] = { { 5, 5, 5, 5 }, { 1, 1, 1, 1 }, { 2, 2, 2, 2 },
                            { 20, 20, 0, 0 }, { 1, 1, 1, 1 }, { 2, 2, 2, 2 } };
  g_autoptr(GArray) members = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *season_arg = NULL;
  g_autofree char *expected = NULL;
  HammerNightGames games = { 0 };
  gint64 season, night, ids[2], stranger = 999;
  int bad_member = -1, bad_game = -1;

  season = make_season (f, &members);
  night = hammer_seasons_add_night (f->store, season, "2025-10-01", &error);
  g_assert_no_error (error);
  ids[0] = g_array_index (members, gint64, 0);
  ids[1] = g_array_index (members, gint64, 1);
  season_arg = g_strdup_printf ("%" G_GINT64_FORMAT, season);

  g_assert_cmpint (cli_run_text (f->path, &out, &err, NULL, "season", "games", "--season",
                                 season_arg, "--night", "2025-10-01", "--member", "Bert",
                                 "--counts", "20,20,0,0", "--counts", "1,1,1,1",
                                 "--counts", "2,2,2,2", NULL), ==, 2);

  /* The night as the app enters it: Anna's games are good, Bert's first
   * is not. */
  games.night_id = night;
  games.member_ids = ids;
  games.n_members = 2;
  games.counts = counts;
  games.whole_night = TRUE;
  g_assert_cmpint (hammer_seasons_enter_night_games (f->store, season, &games, &bad_member,
                                                     &bad_game, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpint (bad_member, ==, 1);
  g_assert_cmpint (bad_game, ==, 0);
  expected = g_strdup_printf ("hammer-cli: %s\n", error->message);
  g_assert_cmpstr (err, ==, expected);
  g_assert_cmpstr (error->message, ==, "Club night 2025-10-01, Bert, game 1: 20, 20, 0 and 0 "
                                       "disks cannot be in the compartments of one game of 30 "
                                       "disks.");
  g_clear_error (&error);

  /* Someone outside the season is refused as such, whatever their games. */
  games.member_ids = &stranger;
  games.n_members = 1;
  games.counts = counts + 3;
  g_assert_cmpint (hammer_seasons_enter_night_games (f->store, season, &games, &bad_member,
                                                     &bad_game, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "Season Club 2025 has no member 999");
  g_assert_cmpint (bad_member, ==, 0);
  g_assert_cmpint (bad_game, ==, -1);
  g_clear_error (&error);
  g_assert_cmpint (count_games (f), ==, 0);

  /* One member's games leave the others' alone; a whole night does not. */
  games.member_ids = ids;
  games.n_members = 2;
  games.totals = (const int []) { 0, 0, 0, 100, 100, 100 };
  games.counts = NULL;
  g_assert_cmpint (hammer_seasons_enter_night_games (f->store, season, &games, NULL, NULL,
                                                     &error), ==, night);
  g_assert_no_error (error);
  g_assert_cmpint (count_games (f), ==, 6);
  games.member_ids = ids + 1;
  games.n_members = 1;
  games.whole_night = FALSE;
  g_assert_cmpint (hammer_seasons_enter_night_games (f->store, season, &games, NULL, NULL,
                                                     &error), ==, night);
  g_assert_cmpint (count_games (f), ==, 6);
  games.whole_night = TRUE;
  g_assert_cmpint (hammer_seasons_enter_night_games (f->store, season, &games, NULL, NULL,
                                                     &error), ==, night);
  g_assert_cmpint (count_games (f), ==, 3);
}

/* A season whose settings in the database cannot be read is damaged: it
 * is not shown with the default classes and points, which the next change
 * of its settings would then write over what the club had set. */
static void
test_damaged_settings (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) members = NULL;
  sqlite3 *raw = NULL;
  gint64 season;

  season = hammer_seasons_create (f->store, "Club 2026", "2026-09-05", 10, &error);
  g_assert_no_error (error);
  g_clear_object (&f->store);

  g_assert_cmpint (sqlite3_open (f->path, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, "UPDATE club_seasons SET classes = '{\"names\": ['",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);

  f->store = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  members = hammer_seasons_members_json (f->store, season, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  g_assert_null (members);
  g_clear_error (&error);
  g_assert_false (hammer_seasons_set_last_games (f->store, season, 5, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
}

/* Members join a new season with their roster average (or a typed one) as
 * start average, and so with a class before their first night. */
static void
test_start_averages_from_roster (Fixture       *f,
                                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(HammerPlayer) kees = hammer_player_new ("Kees Jansen");
  g_autoptr(HammerPlayer) lies = hammer_player_new ("Lies Bakker");
  g_autoptr(HammerPlayer) piet = hammer_player_new ("Piet Smit");
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *kees_id = NULL, *lies_id = NULL, *piet_id = NULL;
  const char *players[4];
  const double averages[] = { HAMMER_START_AVERAGE_ROSTER, HAMMER_START_AVERAGE_ROSTER, 121.5 };
  const double too_high[] = { 150.0 };
  gint64 season;
  gint64 change;

  hammer_player_set_average (kees, 138.2);
  hammer_player_set_average (piet, 99.0);
  g_assert_true (hammer_roster_add_player (f->store, kees, &error));
  g_assert_true (hammer_roster_add_player (f->store, lies, &error));
  g_assert_true (hammer_roster_add_player (f->store, piet, &error));
  g_assert_no_error (error);
  kees_id = g_strdup_printf ("%" G_GINT64_FORMAT, hammer_player_get_id (kees));
  lies_id = g_strdup_printf ("%" G_GINT64_FORMAT, hammer_player_get_id (lies));
  piet_id = g_strdup_printf ("%" G_GINT64_FORMAT, hammer_player_get_id (piet));
  season = hammer_seasons_create (f->store, "Club 2026", "2026-09-04", 10, &error);
  g_assert_no_error (error);

  /* A typed start average past a perfect game refuses the whole change. */
  players[0] = kees_id;
  players[1] = NULL;
  change = hammer_store_get_last_change (f->store);
  g_assert_null (hammer_seasons_add_members_averaged (f->store, season, players, too_high,
                                                      &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Kees Jansen"));
  g_clear_error (&error);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);

  /* Kees's roster 138.2; Lies has none on the roster; Piet's typed 121.5
   * wins over his roster 99. */
  players[0] = kees_id;
  players[1] = lies_id;
  players[2] = piet_id;
  players[3] = NULL;
  ids = hammer_seasons_add_members_averaged (f->store, season, players, averages, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ids->len, ==, 3);

  node = hammer_seasons_member_json (f->store, season, g_array_index (ids, gint64, 0), &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (json_node_get_object (node),
                                                                 "start_average"), 138.2, 1e-9);
  g_assert_false (json_object_get_null_member (json_node_get_object (node), "class"));
  g_clear_pointer (&node, json_node_unref);

  node = hammer_seasons_member_json (f->store, season, g_array_index (ids, gint64, 1), &error);
  g_assert_no_error (error);
  g_assert_true (json_object_get_null_member (json_node_get_object (node), "start_average"));
  g_clear_pointer (&node, json_node_unref);

  node = hammer_seasons_member_json (f->store, season, g_array_index (ids, gint64, 2), &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (json_node_get_object (node),
                                                                 "start_average"), 121.5, 1e-9);
}

/* The start average of member @member of season 1 in the database at
 * @path, or -1 for none. */
static double
stored_start_average (const char *path,
                      gint64      member)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (path, &error);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;

  g_assert_no_error (error);
  node = hammer_seasons_member_json (store, 1, member, &error);
  g_assert_no_error (error);
  object = json_node_get_object (node);
  return json_object_get_null_member (object, "start_average")
         ? -1 : json_object_get_double_member (object, "start_average");
}

/* The ids of the members `season members add` printed. */
static gint64
added_member (JsonNode *added,
              guint     index)
{
  return json_object_get_int_member (json_array_get_object_element (json_node_get_array (added),
                                                                    index), "id");
}

/* `season members add` starts members as the app does: with a typed start
 * average (--start-average) or each player's roster average
 * (--roster-average); a start average that cannot be one stores nothing. */
static void
test_cli_start_averages (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayer) kees = hammer_player_new ("Kees Jansen");
  g_autoptr(JsonNode) node = NULL;
  const char *wrong[] = { "veel", "-3", "149", NULL };

  hammer_player_set_average (kees, 138.2);
  g_assert_true (hammer_roster_add_player (f->store, kees, &error));
  g_assert_no_error (error);
  g_clear_object (&f->store);
  g_assert_cmpint (RUN_CLI (f, &node, "season", "create", "--name", "Club", "--start",
                            "2026-09-01", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);

  for (guint i = 0; wrong[i] != NULL; i++)
    {
      g_assert_cmpint (RUN_CLI (f, &node, "season", "members", "add", "--season", "1",
                                "--start-average", wrong[i], "Anna", NULL), ==, 2);
      g_assert_nonnull (strstr (json_object_get_string_member (
        json_object_get_object_member (json_node_get_object (node), "error"), "message"),
                                wrong[i]));
      g_clear_pointer (&node, json_node_unref);
    }
  g_assert_cmpint (RUN_CLI (f, &node, "season", "members", "add", "--season", "1",
                            "--start-average", "1", "--roster-average", "Anna", NULL), ==, 2);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, "season", "members", "add", "--season", "1",
                            "--start-average", "121,5", "Anna", "Bert", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (node)), ==, 2);
  g_assert_cmpfloat_with_epsilon (stored_start_average (f->path, added_member (node, 0)), 121.5,
                                  1e-9);
  g_assert_cmpfloat_with_epsilon (stored_start_average (f->path, added_member (node, 1)), 121.5,
                                  1e-9);
  g_clear_pointer (&node, json_node_unref);
  /* Cor is new to the roster, so it has no average for him. */
  g_assert_cmpint (RUN_CLI (f, &node, "season", "members", "add", "--season", "1",
                            "--roster-average", "Kees Jansen", "Cor", NULL), ==, 0);
  g_assert_cmpfloat_with_epsilon (stored_start_average (f->path, added_member (node, 0)), 138.2,
                                  1e-9);
  g_assert_cmpfloat (stored_start_average (f->path, added_member (node, 1)), ==, -1);
  g_clear_pointer (&node, json_node_unref);
  /* Without either, as before: no start average. */
  g_assert_cmpint (RUN_CLI (f, &node, "season", "members", "add", "--season", "1", "Dirk",
                            NULL), ==, 0);
  g_assert_cmpfloat (stored_start_average (f->path, added_member (node, 0)), ==, -1);
  g_clear_pointer (&node, json_node_unref);

  /* All five are members. */
  g_assert_cmpint (RUN_CLI (f, &node, "season", "members", "--season", "1", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
    json_node_get_object (node), "members")), ==, 5);
}

/* The app's side: a club night and a setting written on the store's
 * writer. The night's arrays are the write's own (the caller's are gone
 * before it runs), and a refused night names its member and game through
 * the _finish as the synchronous write does. */
static void
test_async (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GArray) members = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) settings = NULL;
  HammerNightGames games = { 0 };
  int bad_member = -1, bad_game = -1;
  gint64 season, change, night;
  gint64 *ids;
  int *totals;

  season = make_season (f, &members);
  change = hammer_store_get_last_change (f->store);
  for (int impossible = 1; impossible >= 0; impossible--)
    {
      const int night_totals[9] = { 100, 110, 120, 90, 95, impossible ? 149 : 100, 80, 85, 90 };

      ids = g_memdup2 (members->data, sizeof (gint64) * 3);
      totals = g_memdup2 (night_totals, sizeof night_totals);
      games.date = "2025-09-12";
      games.member_ids = ids;
      games.n_members = 3;
      games.n_games = 3;
      games.totals = totals;
      games.whole_night = TRUE;
      hammer_seasons_enter_night_games_async (f->store, season, &games, NULL,
                                              test_keep_result_cb, &result);
      memset (totals, 0xff, sizeof night_totals);
      g_free (totals);
      g_free (ids);
      night = hammer_seasons_enter_night_games_finish (f->store, test_wait_result (&result),
                                                       &bad_member, &bad_game, &error);
      g_clear_object (&result);
      if (impossible)
        {
          g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
          g_assert_cmpint (night, ==, 0);
          g_assert_cmpint (bad_member, ==, 1);
          g_assert_cmpint (bad_game, ==, 2);
          g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);
          g_clear_error (&error);
        }
    }
  g_assert_no_error (error);
  g_assert_cmpint (night, >, 0);
  g_assert_cmpint (bad_member, ==, -1);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change + 1);
  g_assert_cmpint (count_games (f), ==, 9);

  hammer_seasons_set_last_games_async (f->store, season, 4, NULL, test_keep_result_cb, &result);
  g_assert_true (hammer_seasons_setting_finish (f->store, test_wait_result (&result), NULL, &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  settings = hammer_seasons_settings_json (f->store, season, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (settings), "last_games"),
                   ==, 4);
  hammer_seasons_add_promotion_date_async (f->store, season, "1999-01-01", NULL,
                                           test_keep_result_cb, &result);
  g_assert_false (hammer_seasons_setting_finish (f->store, test_wait_result (&result), NULL, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change + 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, store_fixture_set_up, func, store_fixture_tear_down)
  ADD ("/seasons/schema", test_schema);
  ADD ("/seasons/api", test_season_api);
  ADD ("/seasons/impossible", test_impossible);
  ADD ("/seasons/reenter-undo", test_reenter_and_undo);
  ADD ("/seasons/cli", test_cli);
  ADD ("/seasons/whole-night", test_whole_night);
  ADD ("/seasons/whole-night-counts", test_whole_night_counts);
  ADD ("/seasons/one-write-path", test_one_write_path);
  ADD ("/seasons/damaged-settings", test_damaged_settings);
  ADD ("/seasons/start-averages-from-roster", test_start_averages_from_roster);
  ADD ("/seasons/cli-start-averages", test_cli_start_averages);
  ADD ("/seasons/async", test_async);
#undef ADD

  return g_test_run ();
}
