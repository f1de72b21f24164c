/* test-document-mutations.c — a league document and a season document
 * changed number by number
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case takes a document Hammer exported (from the seed corpus of the
 * fuzz targets) and changes one value to 0, -1, something huge, something
 * out of range, another type, or a reference to nothing. Every such
 * document is refused whole, with a message that says where, and nothing
 * is stored; the untouched documents are read as they are.
 */
#include "config.h"

#include <string.h>

#include "hammer-core.h"
#include "league/hammer-season-document.h"
#include "io/hammer-tables.h"
#include "league/hammer-leagues.h"
#include "test-common.h"

#define LEAGUE_DOCUMENT "02-deck-divisions-substitute-postponed.json"
#define SEASON_DOCUMENT "01-five-games-counts-classes.json"

typedef struct
{
  const char *path;   /* members and element numbers, "/"-separated */
  const char *value;  /* JSON text, or NULL to remove the member */
  const char *where;  /* in the message */
} Mutation;

static const Mutation league_mutations[] = {
  { "version", "0", "it has no version" },
  { "version", "-1", "it has no version" },
  { "version", "\"1\"", "it has no version" },
  { "version", "1e300", "it has no version" },
  { "league/interval_days", "0", "the days between match days are not 1 to 366" },
  { "league/interval_days", "367", "the days between match days are not 1 to 366" },
  { "league/interval_days", "\"7\"", "the days between match days are not 1 to 366" },
  { "league/rest_days", "-1", "the rest days are not 0 to 365" },
  { "league/rest_days", "1e12", "the rest days are not 0 to 365" },
  { "league/weekday", "0", "the weekday is not 1 (Monday) to 7 (Sunday)" },
  { "league/weekday", "8", "the weekday is not 1 (Monday) to 7 (Sunday)" },
  { "league/weekday", "2.5", "the weekday is not 1 (Monday) to 7 (Sunday)" },
  { "league/double_round", "1", "double_round is not true or false" },
  { "league/format/0", "0", "game 1 of the format does not have 1 to" },
  { "league/format/0", "-1", "game 1 of the format does not have 1 to" },
  { "league/format/1", "1e12", "game 2 of the format does not have 1 to" },
  { "league/format/1", "\"2\"", "game 2 of the format does not have 1 to" },
  { "league/format", "[]", "the format is not a list of 1 to 50 games" },
  { "league/format", "{}", "the format is not a list of 1 to 50 games" },
  { "league/points_per_game", "-1", "not 0 to 1000" },
  { "league/win_bonus", "1001", "not 0 to 1000" },
  { "league/draw_bonus", "1e300", "not 0 to 1000" },
  { "league/start", "\"2026-02-30\"", "is not a date" },
  { "league/end", "\"2026-08-31\"", "the end date is before the start date" },
  { "divisions", "[]", "the league has no division" },
  { "teams", "{}", "divisions, players, teams or fixtures are missing" },
  { "teams/0/division", "-1", "team N1 is in no division of the league" },
  { "teams/0/division", "2", "team N1 is in no division of the league" },
  { "teams/0/division", "0.5", "team N1 is in no division of the league" },
  { "teams/0/division", "\"0\"", "team N1 is in no division of the league" },
  { "teams/0/division", NULL, "team N1 is in no division of the league" },
  { "teams/0/players/0", "-1", "the roster of N1 names player 1, who is not in the document" },
  { "teams/0/players/0", "11", "the roster of N1 names player 1, who is not in the document" },
  { "teams/0/players/0", "1e20", "the roster of N1 names player 1, who is not in the document" },
  { "teams/0/players/1", "0", "the roster of N1 names a player twice" },
  { "teams/0/players/1", "2", "player 3 is on the rosters of N1 and N2" },
  { "fixtures/0/division", "2", "fixture 1 is in no division of the league" },
  { "fixtures/0/division", "1", "fixture 1: a team of another division plays in it" },
  { "fixtures/0/day", "0", "fixture 1 has no match day" },
  { "fixtures/0/day", "-1", "fixture 1 has no match day" },
  { "fixtures/0/day", "\"1\"", "fixture 1 has no match day" },
  { "fixtures/0/day", "1e300", "fixture 1 has no match day" },
  /* Two teams play two match days in a double round robin. */
  { "fixtures/0/day", "3", "fixture 1: match day 3 is not one of the 2 match days of its "
                           "division" },
  { "fixtures/13/day", "7", "fixture 14: match day 7 is not one of the 6 match days of its "
                            "division" },
  { "fixtures/1/day", "1", "fixture 2: match day 1 has two dates" },
  { "fixtures/3/away", "4", "fixture 4: Z3 plays twice on match day 1" },
  { "fixtures/6/day_date", "\"2026-09-16\"", "fixture 8: match day 3 has two dates" },
  { "fixtures/1/day_date", "\"2026-08-25\"", "fixture 2: match day 2 is not in the season" },
  { "fixtures/6/day_date", "\"2026-09-05\"", "fixture 7: match days 2 and 3 are not in the "
                                             "order of their dates" },
  /* Found by fuzz-league-json: match days 1 and 3 on one date imported in
   * one order but not in the other, the order of the export. */
  { "fixtures/4/day_date", "\"2026-09-01\"", "fixture 5: match days 1 and 2 are not in the "
                                             "order of their dates" },
  { "fixtures/0/date", "\"2025-09-01\"", "fixture 1 is played outside the season" },
  { "fixtures/0/away", "0", "fixture 1: N1 plays against itself" },
  { "fixtures/0/away", "5", "fixture 1 names a team that is not in the document" },
  { "fixtures/0/home", "-1", "fixture 1 names a team that is not in the document" },
  { "fixtures/0/home", "2", "fixture 1: a team of another division plays in it" },
  { "fixtures/0/away", "null", "fixture 1: a bye for N1, in a division of an even number of "
                               "teams" },
  { "fixtures/0/postponed", "\"no\"", "fixture 1: postponed is not true or false" },
  { "fixtures/0/postponed", "true", "fixture 1 is postponed but played on its match day" },
  { "fixtures/0/date", "\"2026-09-02\"", "fixture 1 is not postponed but not played on its "
                                         "match day" },
  { "fixtures/0/games/0/game", "2", "game 1 is not one of the 2 games of a team match" },
  { "fixtures/0/games/0/game", "-1", "game 1 is not one of the 2 games of a team match" },
  { "fixtures/0/games/0/game", "\"0\"", "game 1 is not one of the 2 games of a team match" },
  { "fixtures/0/games/1/game", "0", "(fixture 1), game 1: entered twice" },
  { "fixtures/0/games/0/home/0", "11", "(fixture 1), game 1: player 1 of N1 is not in the "
                                       "document" },
  { "fixtures/0/games/0/home/0", "-1", "(fixture 1), game 1: player 1 of N1 is not in the "
                                       "document" },
  { "fixtures/0/games/0/home/0", "4", "(fixture 1), game 1: player 5 is not on the roster of "
                                      "N1 and not a substitute" },
  { "fixtures/0/games/0/home", "[0, 1]", "(fixture 1), game 1: N1 plays it with 1 player" },
  { "fixtures/0/games/1/substitutes/0", "11", "(fixture 1), game 2: a substitute is not in "
                                              "the document" },
  { "fixtures/0/games/1/substitutes", "[8, 5]", "(fixture 1), game 2: a substitute does not "
                                                "play the game" },
  { "fixtures/0/games/0/result", "null", "N1 – N2 (fixture 1), game 1: " },
};

static const Mutation season_mutations[] = {
  { "version", "0", "it has no version" },
  { "version", "\"1\"", "it has no version" },
  { "name", "\"\"", "the season has no name" },
  { "start", "\"2026-09-02\"", "the season does not start on 1 September" },
  { "start", "\"2026-02-30\"", "is not a date" },
  { "end", "\"2027-09-01\"", "the season does not end a year after it starts" },
  { "games_per_night", "0", "the games of a night are not 1 to 50" },
  { "games_per_night", "-1", "the games of a night are not 1 to 50" },
  { "games_per_night", "51", "the games of a night are not 1 to 50" },
  { "games_per_night", "1e12", "the games of a night are not 1 to 50" },
  { "games_per_night", "\"5\"", "the games of a night are not 1 to 50" },
  { "games_per_night", "10", "night 1, line 1: not the 10 games of a night" },
  { "classes", "[]", "the season has no classes" },
  { "classes/0/name", "\"\"", "class 1 has no name" },
  { "classes/0/name", "\"A,B\"", "class 1 has no name" },
  { "classes/1/name", "\"hoofdklasse\"", "Class hoofdklasse is named twice" },
  { "classes/0/limit", "-1", "must be an average between 0 and 148" },
  { "classes/0/limit", "149", "must be an average between 0 and 148" },
  { "classes/0/limit", "\"130\"", "class Hoofdklasse has no limit" },
  { "classes/1/limit", "131", "The limits must go down from class to class" },
  { "classes/2/limit", "10", "The last class, C, must start at 0" },
  { "points/per_game", "-1", "the points are not 0 to 100 a game" },
  { "points/per_game", "101", "the points are not 0 to 100 a game" },
  { "points/bonus", "1001", "the points are not 0 to 100 a game" },
  { "points/bonus_games", "0", "the points are not 0 to 100 a game" },
  { "points/bonus_games", "6", "the points are not 0 to 100 a game" },
  { "points", "[]", "the points are not 0 to 100 a game" },
  { "promotion_dates/0", "\"2028-01-01\"", "promotion date 1 is not in the season" },
  { "promotion_dates/0", "7", "is not a date" },
  { "last_games", "0", "the last games of the averages are not 1 to 1000" },
  { "last_games", "1001", "the last games of the averages are not 1 to 1000" },
  { "class_date", "\"2030-01-01\"", "The day of the classes is not in the season" },
  { "members/0/member", "-1", "member 1 has no number" },
  { "members/0/member", "6", "member 2 is in the list twice" },
  { "members/0/member", "99", "night 1, line 1: no place, member or name, or a member twice" },
  { "members/0/place", "0", "member 1 has no place, player or name" },
  { "members/0/place", "7", "member 1 has no place, player or name" },
  { "members/0/class", "\"Z\"", "member 1 (=SUM(A1)) is in no class of the season" },
  { "members/0/games", "-1", "member 1 (=SUM(A1)): the games, total or averages" },
  { "members/0/games", "16", "member 1 (=SUM(A1)): the games, total or averages" },
  { "members/0/total", "1e9", "member 1 (=SUM(A1)): the games, total or averages" },
  { "members/0/total", NULL, "member 1 (=SUM(A1)): the games, total or averages" },
  { "members/0/average", "149", "member 1 (=SUM(A1)): the games, total or averages" },
  { "members/0/average", "\"89.2\"", "member 1 (=SUM(A1)): the games, total or averages" },
  { "members", "{}", "the members, the nights or the standings are missing" },
  { "nights/0/date", "\"2026-08-31\"", "night 1 is not in the season" },
  { "nights/1/date", "\"2026-09-08\"", "night 2 is not after the night before it" },
  { "nights/0/night", "0", "night 1 has no number" },
  { "nights/0/ranking", "null", "night 1 has no ranking of the members" },
  { "nights/0/ranking/0/place", "0", "night 1, line 1: no place, member or name" },
  { "nights/0/ranking/0/place", "6", "night 1, line 1: no place, member or name" },
  { "nights/0/ranking/1/member", "2", "night 1, line 2: no place, member or name, or a member "
                                      "twice" },
  { "nights/0/ranking/0/games/0", "149", "night 1, line 1, game 1: 149 is more than a game "
                                         "can score" },
  { "nights/0/ranking/0/games/0", "-1", "night 1, line 1, game 1: -1 is below 0" },
  { "nights/0/ranking/0/games/0", "1e300", "night 1, line 1, game 1: not a whole number" },
  { "nights/0/ranking/0/games/0", "1e12", "is more than a game can score; the most is 148" },
  { "nights/0/ranking/0/games/0", "\"100\"", "night 1, line 1, game 1: not a whole number" },
  { "nights/0/ranking/0/games", "[100, 20, 100, 112]", "night 1, line 1: not the 5 games" },
  { "nights/0/ranking/0/total", "432", "night 1, line 1: the total, points or averages" },
  { "nights/0/ranking/0/points", "-1", "night 1, line 1: the total, points or averages" },
  { "nights/0/ranking/0/points", "23", "night 1, line 1: the total, points or averages" },
  { "nights/0/ranking/0/class", "\"Z\"", "night 1, line 1: a class the season does not have" },
  { "nights/0/ranking/0/average_before", "-1", "night 1, line 1: the total, points or "
                                               "averages" },
  { "nights/0/ranking/3/counts/0/0", "31", "night 1, line 4, game 1: the disks in the "
                                           "compartments do not make 27" },
  { "nights/0/ranking/3/counts/0/1", "-1", "night 1, line 4, game 1: the disks in the "
                                           "compartments do not make 27" },
  { "nights/0/ranking/3/counts/0/0", "6", "night 1, line 4, game 1: the disks in the "
                                          "compartments do not make 27" },
  { "nights/0/ranking/3/counts/4", NULL, "night 1, line 4: not a count of the compartments "
                                         "for every game" },
  { "standings/total/0/member", "99", "the standings by total, line 1" },
  { "standings/average/0/place", "6", "the standings by average, line 1" },
  { "standings/points/0/points", "1e9", "the standings by points, line 1" },
  { "standings/total/0/games", "-1", "the standings by total, line 1" },
  { "standings/best4", NULL, "the standings by best4 are missing" },
};

/* A copy of @node that shares nothing with it (json_node_copy() shares the
 * objects and arrays inside). */
static JsonNode *
deep_copy (JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  return json_from_string (text, NULL);
}

static JsonNode *
read_document (const char *target,
               const char *name)
{
  g_autofree char *path = g_build_filename (TEST_SRCDIR, "fuzz", "corpus", target, name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  return deep_copy (json_parser_get_root (parser));
}

/* Sets (or with @value %NULL removes) what @path names in @root. */
static void
mutate (JsonNode   *root,
        const char *path,
        const char *value)
{
  g_auto(GStrv) steps = g_strsplit (path, "/", -1);
  g_autoptr(JsonNode) replacement = value != NULL ? json_from_string (value, NULL) : NULL;
  JsonNode *node = root;
  JsonNode *parent = NULL;
  const char *last = NULL;

  g_assert_true (value == NULL || replacement != NULL);
  for (guint i = 0; steps[i] != NULL; i++)
    {
      parent = node;
      last = steps[i];
      if (JSON_NODE_HOLDS_OBJECT (parent))
        node = json_object_get_member (json_node_get_object (parent), last);
      else
        node = json_array_get_element (json_node_get_array (parent),
                                       (guint) g_ascii_strtoull (last, NULL, 10));
      g_assert_true (node != NULL || steps[i + 1] == NULL);
    }

  if (JSON_NODE_HOLDS_OBJECT (parent))
    {
      JsonObject *object = json_node_get_object (parent);

      if (replacement == NULL)
        json_object_remove_member (object, last);
      else
        json_object_set_member (object, last, g_steal_pointer (&replacement));
    }
  else
    {
      JsonArray *array = json_node_get_array (parent);
      guint index = (guint) g_ascii_strtoull (last, NULL, 10);
      g_autoptr(JsonArray) copy = json_array_new ();

      /* A JsonArray has no way to replace one element, so the array is
       * built again around it. */
      for (guint i = 0; i < json_array_get_length (array); i++)
        if (i != index)
          json_array_add_element (copy, json_node_copy (json_array_get_element (array, i)));
        else if (replacement != NULL)
          json_array_add_element (copy, g_steal_pointer (&replacement));
      json_node_set_array (parent, copy);
    }
}

static guint
count_leagues (HammerStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) leagues = hammer_leagues_list_json (store, &error);

  g_assert_no_error (error);
  return json_array_get_length (json_node_get_array (leagues));
}

static void
expect_message (const GError *error,
                const char   *path,
                const char   *value,
                const char   *where)
{
  if (g_test_verbose ())
    g_printerr ("%s = %s: %s\n", path, value != NULL ? value : "(removed)", error->message);
  /* Every case is tried, so that one run names every message that is off. */
  if (strstr (error->message, where) == NULL)
    {
      g_printerr ("%s = %s: “%s” does not say “%s”\n", path, value != NULL ? value : "(removed)",
                  error->message, where);
      g_test_fail ();
    }
}

static void
test_league (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-mutations-XXXXXX", &dir, &path);
  g_autoptr(JsonNode) pristine = read_document ("fuzz-league-json", LEAGUE_DOCUMENT);
  g_autoptr(GError) error = NULL;
  gint64 before = hammer_store_get_last_change (store);

  /* The document as exported imports, and its undo leaves the store as it was. */
  g_assert_cmpint (hammer_leagues_import (store, pristine, &error), >, 0);
  g_assert_no_error (error);
  hammer_store_undo (store, hammer_store_get_last_change (store), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_leagues (store), ==, 0);
  before = hammer_store_get_last_change (store);

  for (guint i = 0; i < G_N_ELEMENTS (league_mutations); i++)
    {
      const Mutation *m = &league_mutations[i];
      g_autoptr(JsonNode) document = deep_copy (pristine);
      g_autoptr(GError) refused = NULL;

      mutate (document, m->path, m->value);
      if (hammer_leagues_import (store, document, &refused) != 0)
        g_error ("%s = %s: imported", m->path, m->value != NULL ? m->value : "(removed)");
      g_assert_error (refused, HAMMER_ERROR, HAMMER_ERROR_INVALID);
      expect_message (refused, m->path, m->value, m->where);
      g_assert_cmpint (hammer_store_get_last_change (store), ==, before);
      g_assert_cmpuint (count_leagues (store), ==, 0);
    }

  /* A document of a newer Hammer says so. */
  {
    g_autoptr(JsonNode) document = deep_copy (pristine);
    g_autoptr(GError) newer = NULL;

    mutate (document, "version", "2");
    g_assert_cmpint (hammer_leagues_import (store, document, &newer), ==, 0);
    g_assert_error (newer, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE);
  }

  tmp_store_close (&store, &dir, &path);
}

static void
test_season (void)
{
  g_autoptr(JsonNode) pristine = read_document ("fuzz-season-json", SEASON_DOCUMENT);
  g_autoptr(GError) error = NULL;
  HammerCsvOptions options;

  hammer_csv_options_init (&options);
  g_assert_nonnull (hammer_season_document_get (pristine, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (season_mutations); i++)
    {
      const Mutation *m = &season_mutations[i];
      g_autoptr(JsonNode) document = deep_copy (pristine);
      g_autoptr(GError) refused = NULL;
      g_autoptr(GError) csv_error = NULL;
      g_autofree char *csv = NULL;

      mutate (document, m->path, m->value);
      if (hammer_season_document_get (document, &refused) != NULL)
        g_error ("%s = %s: read", m->path, m->value != NULL ? m->value : "(removed)");
      g_assert_error (refused, HAMMER_ERROR, HAMMER_ERROR_INVALID);
      expect_message (refused, m->path, m->value, m->where);

      /* What draws a night's table from it refuses it too. */
      csv = hammer_tables_season_csv (document, "night", NULL, &options, &csv_error);
      g_assert_null (csv);
      g_assert_error (csv_error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    }

  {
    g_autoptr(JsonNode) document = deep_copy (pristine);
    g_autoptr(GError) newer = NULL;

    mutate (document, "version", "2");
    g_assert_null (hammer_season_document_get (document, &newer));
    g_assert_error (newer, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE);
  }
}

/* hammer-cli refuses a damaged league document with exit 2, whether it is
 * given to “season import” or to “import”, and stores nothing. */
static void
test_cli (void)
{
  static const Mutation cases[] = {
    { "fixtures/3/away", "4", "fixture 4: Z3 plays twice on match day 1" },
    { "fixtures/0/day", "3", "fixture 1: match day 3 is not one of the 2 match days" },
    { "teams/0/players/0", "11", "the roster of N1 names player 1" },
    { "league/format/0", "-1", "game 1 of the format does not have 1 to" },
  };
  g_autofree char *dir = NULL;
  g_autofree char *db = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-mutations-cli-XXXXXX", &dir, &db);
  g_autoptr(JsonNode) pristine = read_document ("fuzz-league-json", LEAGUE_DOCUMENT);
  g_autofree char *file = g_build_filename (dir, "league.json", NULL);

  g_clear_object (&store);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint command = 0; command < 2; command++)
      {
        g_autoptr(JsonNode) document = deep_copy (pristine);
        g_autoptr(GError) error = NULL;
        g_autofree char *text = NULL;
        g_autofree char *out = NULL;
        g_autofree char *err = NULL;

        mutate (document, cases[i].path, cases[i].value);
        text = json_to_string (document, TRUE);
        g_assert_true (g_file_set_contents (file, text, -1, &error));
        g_assert_no_error (error);
        if (command == 0)
          g_assert_cmpint (cli_run_text (db, NULL, &err, NULL, "season", "import", file, NULL),
                           ==, 2);
        else
          g_assert_cmpint (cli_run_text (db, NULL, &err, NULL, "import", file, NULL), ==, 2);
        if (strstr (err, cases[i].where) == NULL)
          g_error ("%s = %s: “%s” does not say “%s”", cases[i].path, cases[i].value, err,
                   cases[i].where);
        g_assert_cmpint (cli_run_text (db, &out, NULL, NULL, "season", "league", "list", NULL),
                         ==, 0);
        g_assert_cmpstr (g_strstrip (out), ==, "[]");
      }

  store = hammer_store_open (db, NULL);
  tmp_store_close (&store, &dir, &db);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document-mutations/league", test_league);
  g_test_add_func ("/document-mutations/season", test_season);
  g_test_add_func ("/document-mutations/cli", test_cli);
  return g_test_run ();
}
