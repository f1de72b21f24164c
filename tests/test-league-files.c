/* test-league-files.c — a team league's CSV, web page and document, and
 * the document's import, in the core and on the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdarg.h>
#include <string.h>

#include "hammer-core.h"
#include "io/hammer-league-tables.h"
#include "league/hammer-leagues.h"
#include "store/hammer-player.h"
#include "test-common.h"

#define HOSTILE_PLAYER "=cmd|' /C calc'!A0"
#define HOSTILE_TEAM "<script>alert(1)</script>"

typedef struct
{
  char        *dir;
  char        *path;
  HammerStore *store;
  gint64       league;
  gint64       fixtures[3];   /* the team matches of match days 1, 2, 3 */
} Fixture;

static HammerStore *
open_store (const char *dir,
            const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);
  HammerStore *store = hammer_store_open (path, &error);

  g_assert_no_error (error);
  return store;
}

/* A best-of-3 singles table match that @winner wins 2–0 (15–0 twice). */
static JsonNode *
singles (int winner)
{
  const char *a = winner == 0 ? "[8, 0]" : "[0, 8]";
  const char *b = winner == 0 ? "[7, 0]" : "[0, 7]";
  g_autofree char *text = g_strdup_printf ("{\"games\": [{\"ends\": [{\"points\": %s}, "
                                           "{\"points\": %s}]}, {\"ends\": [{\"points\": %s}, "
                                           "{\"points\": %s}]}]}", a, b, a, b);

  return json_from_string (text, NULL);
}

/* A doubles table match (to 21) that @winner wins 2–0. */
static JsonNode *
doubles (int winner)
{
  const char *a = winner == 0 ? "[8, 0]" : "[0, 8]";
  const char *c = winner == 0 ? "[3, 0]" : "[0, 3]";
  const char *d = winner == 0 ? "[2, 0]" : "[0, 2]";
  g_autofree char *game = g_strdup_printf ("{\"ends\": [{\"points\": %s}, {\"points\": %s}, "
                                           "{\"points\": %s}, {\"points\": %s}]}", a, a, c, d);
  g_autofree char *text = g_strdup_printf ("{\"games\": [%s, %s]}", game, game);

  return json_from_string (text, NULL);
}

static void
enter (Fixture    *f,
       gint64      fixture,
       guint       game,
       const char *home,
       const char *away,
       JsonNode   *result)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) owned = result;
  g_auto(GStrv) home_players = g_strsplit (home, "+", -1);
  g_auto(GStrv) away_players = g_strsplit (away, "+", -1);

  g_assert_true (hammer_leagues_enter_game (f->store, fixture, game,
                                            (const char *const *) home_players,
                                            (const char *const *) away_players, owned,
                                            &error));
  g_assert_no_error (error);
}

/* The fixture of match day @day that is not a bye. */
static gint64
fixture_of_day (Fixture *f,
                gint64   day)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_leagues_fixtures_json (f->store, f->league, &error);
  JsonArray *days;

  g_assert_no_error (error);
  days = json_object_get_array_member (
    json_array_get_object_element (json_object_get_array_member (json_node_get_object (node),
                                                                  "divisions"), 0),
    "match_days");
  for (guint k = 0; k < json_array_get_length (days); k++)
    {
      JsonObject *match_day = json_array_get_object_element (days, k);
      JsonArray *list = json_object_get_array_member (match_day, "fixtures");

      if (json_object_get_int_member (match_day, "day") == day && json_array_get_length (list) > 0)
        return json_object_get_int_member (json_array_get_object_element (list, 0), "id");
    }
  g_assert_not_reached ();
}

/* Three teams (one of them named to break a web page, with a player named
 * to run a formula) in a league of 2 singles and 1 doubles: match day 1
 * played, match day 2 half entered with a substitute, match day 3 moved. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayer) licensed = hammer_player_new ("Anna Bakker");
  const char *schijven[] = { "Anna Bakker", "Bert", "Cees", NULL };
  const char *hostile[] = { HOSTILE_PLAYER, "Dirk", "Els", NULL };
  const char *hammers[] = { "Fons", "Gijs", NULL };
  const char *blocked[] = { "2026-12-24", NULL };
  HammerLeagueSpec spec;

  f->store = tmp_store_open ("hammer-league-files-XXXXXX", &f->dir, &f->path);

  hammer_player_set_licence (licensed, "NSB-0042");
  g_assert_cmpint (hammer_roster_add_player (f->store, licensed, &error), >, 0);
  g_assert_no_error (error);

  hammer_league_spec_init (&spec);
  spec.name = "Thursday League";
  spec.rules = "table";
  spec.start_date = "2026-09-03";
  spec.end_date = "2027-05-31";
  spec.weekday = G_DATE_THURSDAY;
  spec.format = "2x1,1x2";
  spec.blocked = blocked;
  spec.tie_breakers = "head-to-head,game-difference";
  f->league = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);

  g_assert_cmpint (hammer_leagues_add_team (f->store, f->league, NULL, "De Schijven, \"A\"",
                                            "De Rappe Schijf", schijven, &error), >, 0);
  g_assert_cmpint (hammer_leagues_add_team (f->store, f->league, NULL, HOSTILE_TEAM, NULL,
                                            hostile, &error), >, 0);
  g_assert_cmpint (hammer_leagues_add_team (f->store, f->league, NULL, "Hammers", NULL,
                                            hammers, &error), >, 0);
  g_assert_true (hammer_leagues_generate_fixtures (f->store, f->league, &error));
  g_assert_no_error (error);
  for (guint d = 0; d < 3; d++)
    f->fixtures[d] = fixture_of_day (f, d + 1);

  /* Match day 1: the first named side wins two of three. */
  enter (f, f->fixtures[0], 0, HOSTILE_PLAYER, "Fons", singles (0));
  enter (f, f->fixtures[0], 1, "Dirk", "Gijs", singles (1));
  enter (f, f->fixtures[0], 2, HOSTILE_PLAYER "+Els", "Fons+Gijs", doubles (0));
  /* Match day 2 (Hammers – De Schijven): one game, with a substitute for
   * the away side. */
  enter (f, f->fixtures[1], 0, "Fons", "Zeno Invaller", singles (1));
  /* Match day 3 moves a week on. */
  g_assert_true (hammer_leagues_postpone_fixture (f->store, f->fixtures[2], "2026-09-24",
                                                  &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_store_close (&f->store, &f->dir, &f->path);
}

typedef JsonNode *(*ReportFunc) (HammerStore *, gint64, GError **);

static JsonNode *
store_report (HammerStore *store,
              gint64       league,
              ReportFunc   get)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = get (store, league, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

static JsonNode *
report (Fixture    *f,
        ReportFunc  get)
{
  return store_report (f->store, f->league, get);
}

/* The records of a CSV file, checking that each ends in CRLF. */
static GStrv
records (const char *csv)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const char *start = csv;
  const char *end;

  g_assert_true (g_str_has_suffix (csv, "\r\n"));
  while ((end = strstr (start, "\r\n")) != NULL)
    {
      g_autofree char *record = g_strndup (start, end - start);

      g_assert_null (strchr (record, '\n'));
      g_strv_builder_add (builder, record);
      start = end + 2;
    }
  g_assert_cmpstr (start, ==, "");
  return g_strv_builder_end (builder);
}

static const char *
find_record (GStrv       lines,
             const char *start)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], start))
      return lines[i];
  return NULL;
}

static void
test_table_csv (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(JsonNode) table = report (f, hammer_leagues_table_json);
  g_autoptr(JsonNode) nothing = json_node_new (JSON_NODE_NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *semicolons = NULL;
  g_auto(GStrv) lines = NULL;
  HammerCsvOptions options;

  hammer_csv_options_init (&options);
  csv = hammer_tables_league_table_csv (table, &options, &error);
  g_assert_no_error (error);
  lines = records (csv);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_cmpstr (lines[0], ==, "Division,Place,Team,Played,Won,Drawn,Lost,Game points for,"
                                 "Game points against,Game difference,Bonus,Points,Score for,"
                                 "Score against");
  /* The winner of match day 1 leads: 2 game points and the bonus of 2. */
  g_assert_cmpstr (lines[1], ==, "Thursday League,1," HOSTILE_TEAM ",1,1,0,0,2,1,1,2,4,72,30");
  /* A name with the separator and quotes is quoted, the quotes doubled. */
  g_assert_nonnull (find_record (lines, "Thursday League,3,\"De Schijven, \"\"A\"\"\",0,"));

  options.bom = TRUE;
  options.separator = ';';
  semicolons = hammer_tables_league_table_csv (table, &options, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (semicolons, "\xef\xbb\xbf" "Division;Place;Team;"));
  g_assert_nonnull (strstr (semicolons, "\r\nThursday League;3;\"De Schijven, \"\"A\"\"\";0;"));

  g_assert_null (hammer_tables_league_table_csv (nothing, &options, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

static void
test_fixtures_csv (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(JsonNode) fixtures = report (f, hammer_leagues_fixtures_json);
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  HammerCsvOptions options;

  hammer_csv_options_init (&options);
  csv = hammer_tables_league_fixtures_csv (fixtures, &options, &error);
  g_assert_no_error (error);
  lines = records (csv);
  g_assert_cmpstr (lines[0], ==, "Division,Match day,Date,Home,Away,Game points home,"
                                 "Game points away,Match points home,Match points away,State");
  /* Three match days of one team match and one bye each. */
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_cmpstr (lines[1], ==, "Thursday League,1,2026-09-03," HOSTILE_TEAM ",Hammers,2,1,4,1,"
                                 "played");
  g_assert_cmpstr (lines[2], ==, "Thursday League,1,2026-09-03,\"De Schijven, \"\"A\"\"\",,,,,,"
                                 "bye");
  /* Entered in part: game points so far, no match points yet. */
  g_assert_nonnull (find_record (lines, "Thursday League,2,2026-09-10,Hammers,"));
  g_assert_true (g_str_has_suffix (find_record (lines, "Thursday League,2,2026-09-10,Hammers,"),
                                   ",0,1,,,in progress"));
  /* Moved: the new date, and said so. */
  g_assert_true (g_str_has_suffix (find_record (lines, "Thursday League,3,2026-09-24,"),
                                   ",,,,,rescheduled"));
}

static void
test_stats_csv (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(JsonNode) stats = report (f, hammer_leagues_stats_json);
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *semicolons = NULL;
  g_auto(GStrv) lines = NULL;
  const char *hostile;
  HammerCsvOptions options;

  hammer_csv_options_init (&options);
  csv = hammer_tables_league_stats_csv (stats, &options, &error);
  g_assert_no_error (error);
  lines = records (csv);
  g_assert_true (g_str_has_prefix (lines[0], "Name,Teams,Played,Won,Drawn,Lost,Won %,"));
  /* The formula is neutralised with a quote; a spreadsheet shows it as text. */
  hostile = find_record (lines, "'" HOSTILE_PLAYER ",");
  g_assert_nonnull (hostile);
  g_assert_true (g_str_has_prefix (hostile, "'" HOSTILE_PLAYER "," HOSTILE_TEAM ",2,2,0,0,100,"));
  g_assert_null (find_record (lines, HOSTILE_PLAYER));
  /* The substitute counts, with a game as a substitute. */
  g_assert_nonnull (find_record (lines, "Zeno Invaller,\"De Schijven, \"\"A\"\"\",1,1,0,0,100,30,0,"
                                        "30,0,1,"));

  /* Gijs won 1 of 2: a decimal comma with semicolons. */
  options.separator = ';';
  semicolons = hammer_tables_league_stats_csv (stats, &options, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (semicolons, "\r\nGijs;Hammers;2;1;0;1;50;"));
  g_assert_nonnull (strstr (semicolons, "Fons;Hammers;3;0;0;3;0;"));
}

static char *
league_html (Fixture    *f,
             const char *what)
{
  g_autoptr(JsonNode) league = report (f, hammer_leagues_get_json);
  g_autoptr(JsonNode) fixtures = report (f, hammer_leagues_fixtures_json);
  g_autoptr(JsonNode) table = report (f, hammer_leagues_table_json);
  g_autoptr(JsonNode) stats = report (f, hammer_leagues_stats_json);
  g_autoptr(GError) error = NULL;
  char *html = hammer_tables_league_html (league, fixtures, table, stats, what, &error);

  g_assert_no_error (error);
  g_assert_nonnull (html);
  return html;
}

static void
test_html (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *html = league_html (f, NULL);
  g_autofree char *table_only = league_html (f, "table");
  g_autoptr(GError) error = NULL;

  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>\n<html lang=\"en\">"));
  g_assert_nonnull (strstr (html, "<meta name=\"viewport\""));
  /* The shared style: dark mode, print and phones. */
  g_assert_nonnull (strstr (html, "prefers-color-scheme:dark"));
  g_assert_nonnull (strstr (html, "@media print"));
  g_assert_nonnull (strstr (html, "@media (max-width:30rem)"));
  /* Nothing runs and nothing is fetched. */
  g_assert_null (strstr (html, "<script"));
  g_assert_null (strstr (html, "src="));
  g_assert_null (strstr (html, "href="));
  g_assert_nonnull (strstr (html, "&lt;script&gt;alert(1)&lt;/script&gt;"));
  g_assert_nonnull (strstr (html, "=cmd|&#39; /C calc&#39;!A0"));

  g_assert_nonnull (strstr (html, "<h1>Thursday League</h1>"));
  g_assert_nonnull (strstr (html, "Table shuffleboard · September 3, 2026 to May 31, 2027"));
  /* The table with its tie-breakers, in the league's order. */
  g_assert_nonnull (strstr (html, "<h3>League table</h3>"));
  g_assert_nonnull (strstr (html, "(1 for each game won) plus the bonus (2 for winning the team "
                                  "match, 1 to each team of a draw)"));
  g_assert_true (strstr (html, "Head to head") < strstr (html, "Game difference: game points"));
  g_assert_null (strstr (html, "Score difference:"));
  g_assert_nonnull (strstr (html, "<th scope=\"row\" class=\"name\">&lt;script&gt;alert(1)"
                                  "&lt;/script&gt;</th><td class=\"num\">1</td>"));
  /* Fixtures by match day, with results, byes and the moved match. */
  g_assert_nonnull (strstr (html, "<h4>Match day 1 · September 3, 2026</h4>"));
  g_assert_nonnull (strstr (html, "<span class=\"winner\">&lt;script&gt;alert(1)&lt;/script&gt;"
                                  "</span> – <span>Hammers</span></td>"
                                  "<td class=\"num\">2–1</td><td class=\"num\">4–1</td>"));
  g_assert_nonnull (strstr (html, "De Schijven, &quot;A&quot; has a bye"));
  g_assert_nonnull (strstr (html, "in progress"));
  g_assert_nonnull (strstr (html, "moved to September 24, 2026"));
  /* The player statistics. */
  g_assert_nonnull (strstr (html, "<h2>Player statistics</h2>"));
  g_assert_nonnull (strstr (html, "Zeno Invaller"));

  g_assert_nonnull (strstr (table_only, "<h3>League table</h3>"));
  g_assert_null (strstr (table_only, "Player statistics"));
  g_assert_null (strstr (table_only, "Match day 1"));

  g_assert_null (hammer_tables_league_html (NULL, NULL, NULL, NULL, "scores", &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

static char *
export_text (HammerStore *store,
             gint64       league)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = hammer_leagues_export (store, league, &error);

  g_assert_no_error (error);
  g_assert_nonnull (document);
  return json_to_string (document, TRUE);
}

static void
test_round_trip (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *first = export_text (f->store, f->league);
  g_autoptr(HammerStore) other = open_store (f->dir, "other.db");
  g_autoptr(HammerPlayer) anna = hammer_player_new ("Anna B.");
  g_autoptr(HammerPlayer) fons = hammer_player_new ("Fons");
  g_autoptr(JsonNode) document = json_from_string (first, NULL);
  g_autoptr(JsonNode) original_table = report (f, hammer_leagues_table_json);
  g_autoptr(JsonNode) table = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;
  g_autofree char *original_text = NULL;
  g_autofree char *table_text = NULL;
  JsonObject *root = json_node_get_object (document);
  gint64 imported, again;

  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "hammer-league");
  g_assert_cmpint (json_object_get_int_member (root, "version"), ==, 1);
  g_assert_null (strstr (first, "\"id\""));

  /* Into a fresh database: the same document comes back out. */
  {
    g_autoptr(HammerStore) fresh = open_store (f->dir, "fresh.db");

    imported = hammer_leagues_import (fresh, document, &error);
    g_assert_no_error (error);
    second = export_text (fresh, imported);
    g_assert_cmpstr (second, ==, first);
  }

  /* A whole number stays whole when another program writes it as 7.0. */
  {
    g_autoptr(HammerStore) fresh = open_store (f->dir, "written-elsewhere.db");
    g_autoptr(JsonNode) copy = json_node_copy (document);
    JsonObject *league = json_object_get_object_member (json_node_get_object (copy), "league");
    g_autofree char *text = NULL;

    json_object_set_double_member (league, "interval_days",
                                   json_object_get_int_member (league, "interval_days"));
    imported = hammer_leagues_import (fresh, copy, &error);
    g_assert_no_error (error);
    text = export_text (fresh, imported);
    g_assert_cmpstr (text, ==, first);
  }

  /* Into a database with players of its own: one found by licence
   * whatever it is called there, one by name; nobody changed or doubled. */
  hammer_player_set_licence (anna, "NSB-0042");
  g_assert_cmpint (hammer_roster_add_player (other, anna, &error), >, 0);
  g_assert_cmpint (hammer_roster_add_player (other, fons, &error), >, 0);
  g_assert_no_error (error);
  imported = hammer_leagues_import (other, document, &error);
  g_assert_no_error (error);
  /* Anna and Fons were there; the 7 others of the document are added. */
  g_assert_cmpuint (store_count_players (other), ==, 2 + 7);
  third = export_text (other, imported);
  g_assert_nonnull (strstr (third, "\"name\" : \"Anna B.\""));
  g_assert_null (strstr (third, "\"Anna Bakker\""));

  /* The results are the same ones. */
  table = store_report (other, imported, hammer_leagues_table_json);
  json_object_remove_member (json_node_get_object (table), "league");
  json_object_remove_member (json_node_get_object (original_table), "league");
  for (guint i = 0; i < 2; i++)
    {
      JsonNode *node = i == 0 ? table : original_table;
      JsonArray *rows = json_object_get_array_member (
        json_array_get_object_element (json_object_get_array_member (json_node_get_object (node),
                                                                     "divisions"), 0), "table");

      json_object_remove_member (json_array_get_object_element (
        json_object_get_array_member (json_node_get_object (node), "divisions"), 0), "id");
      for (guint r = 0; r < json_array_get_length (rows); r++)
        json_object_remove_member (json_array_get_object_element (rows, r), "team");
    }
  table_text = json_to_string (table, FALSE);
  original_text = json_to_string (original_table, FALSE);
  g_assert_cmpstr (table_text, ==, original_text);

  /* Importing twice makes a second league beside the first, and one undo
   * takes the whole import back. */
  again = hammer_leagues_import (other, document, &error);
  g_assert_no_error (error);
  g_assert_cmpint (again, !=, imported);
  g_assert_cmpuint (store_count_players (other), ==, 2 + 7);
  g_assert_true (hammer_store_undo (other, hammer_store_get_last_change (other), &error));
  g_assert_no_error (error);
  {
    g_autoptr(JsonNode) leagues = hammer_leagues_list_json (other, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (json_array_get_length (json_node_get_array (leagues)), ==, 1);
  }
  g_assert_null (hammer_leagues_export (other, again, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
}

/* Imports @document (JSON with the changes of @edit applied to the good
 * document) into a fresh store and expects it refused with a message
 * holding @where, leaving nothing behind. */
static void
expect_refused (Fixture    *f,
                void      (*edit) (JsonObject *root),
                int         code,
                const char *where)
{
  g_autofree char *text = export_text (f->store, f->league);
  g_autoptr(JsonNode) document = json_from_string (text, NULL);
  g_autoptr(HammerStore) other = open_store (f->dir, "refused.db");
  g_autoptr(JsonNode) leagues = NULL;
  g_autoptr(GError) error = NULL;
  gint64 before = hammer_store_get_last_change (other);
  guint players = store_count_players (other);

  edit (json_node_get_object (document));
  g_assert_cmpint (hammer_leagues_import (other, document, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, code);
  if (g_test_verbose ())
    g_printerr ("%s\n", error->message);
  g_assert_nonnull (strstr (error->message, where));
  g_assert_cmpint (hammer_store_get_last_change (other), ==, before);
  g_assert_cmpuint (store_count_players (other), ==, players);
  leagues = hammer_leagues_list_json (other, NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (leagues)), ==, 0);
}

static JsonObject *
first_game (JsonObject *root)
{
  JsonArray *fixtures = json_object_get_array_member (root, "fixtures");

  for (guint i = 0; i < json_array_get_length (fixtures); i++)
    {
      JsonArray *games = json_object_get_array_member (json_array_get_object_element (fixtures, i),
                                                       "games");

      if (json_array_get_length (games) > 0)
        return json_array_get_object_element (games, 0);
    }
  g_assert_not_reached ();
}

static void
edit_format (JsonObject *root)
{
  json_object_set_string_member (root, "format", "hammer-event");
}

static void
edit_version (JsonObject *root)
{
  json_object_set_int_member (root, "version", 99);
}

static void
edit_result (JsonObject *root)
{
  JsonArray *games = json_object_get_array_member (json_object_get_object_member (first_game (root),
                                                                                  "result"),
                                                   "games");
  JsonArray *ends = json_object_get_array_member (json_array_get_object_element (games, 0),
                                                  "ends");

  /* The first game stops at 8–0, and the second starts anyway. */
  json_array_remove_element (ends, 1);
}

static void
edit_roster (JsonObject *root)
{
  JsonArray *teams = json_object_get_array_member (root, "teams");
  JsonArray *roster = json_object_get_array_member (json_array_get_object_element (teams, 1),
                                                    "players");

  json_array_add_int_element (roster, 0);
}

static void
edit_player (JsonObject *root)
{
  JsonArray *home = json_object_get_array_member (first_game (root), "home");

  json_array_remove_element (home, 0);
  json_array_add_int_element (home, 1);
}

static void
edit_team (JsonObject *root)
{
  json_object_set_int_member (json_array_get_object_element (json_object_get_array_member (
                                root, "fixtures"), 0), "away", 17);
}

static void
edit_tie_breakers (JsonObject *root)
{
  JsonArray *list = json_array_new ();

  json_array_add_string_element (list, "coin-toss");
  json_object_set_array_member (json_object_get_object_member (root, "league"), "tie_breakers",
                                list);
}

static void
test_import_refused (Fixture       *f,
                     gconstpointer  data)
{
  expect_refused (f, edit_format, HAMMER_ERROR_INVALID, "“hammer-league”");
  expect_refused (f, edit_version, HAMMER_ERROR_NEWER_DATABASE, "newer Hammer (version 99)");
  /* A broken game is named by its fixture and game, and the rules say why. */
  expect_refused (f, edit_result, HAMMER_ERROR_INVALID,
                  HOSTILE_TEAM " – Hammers (fixture 1), game 1: Game 1: the game is not over");
  expect_refused (f, edit_roster, HAMMER_ERROR_INVALID,
                  "player 1 is on the rosters of De Schijven, \"A\" and " HOSTILE_TEAM);
  expect_refused (f, edit_player, HAMMER_ERROR_INVALID,
                  "(fixture 1), game 1: player 2 is not on the roster of " HOSTILE_TEAM
                  " and not a substitute");
  expect_refused (f, edit_team, HAMMER_ERROR_INVALID, "fixture 1 names a team that is not in "
                                                      "the document");
  expect_refused (f, edit_tie_breakers, HAMMER_ERROR_INVALID, "“coin-toss” is not one");
}

/* The command line */

/* hammer-cli on @db; its exit status, what it printed and its errors. */
#define RUN_CLI(db, out, err, ...) cli_run_text ((db), (out), (err), NULL, __VA_ARGS__)

static void
test_cli_unknown_season (Fixture       *f,
                         gconstpointer  data)
{
  static const char * const commands[][2] = {
    { "standings", NULL }, { "members", NULL }, { "averages", NULL }, { "classes", NULL },
    { "points", NULL },
  };

  g_clear_object (&f->store);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autoptr(JsonNode) node = NULL;

      /* Before the fix these read the error before the call set it: a
       * critical, nothing printed, and exit 1. */
      g_assert_cmpint (RUN_CLI (f->path, &out, &err, "season", commands[i][0], "--season", "99",
                                NULL), ==, 2);
      g_assert_nonnull (strstr (err, "There is no season with number 99"));
      g_assert_null (strstr (err, "CRITICAL"));
      node = json_from_string (out, NULL);
      g_assert_nonnull (node);
      g_assert_cmpstr (json_object_get_string_member (
                         json_object_get_object_member (json_node_get_object (node), "error"),
                         "code"), ==, "not-found");
    }
}

static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *league = g_strdup_printf ("%" G_GINT64_FORMAT, f->league);
  g_autofree char *document = g_build_filename (f->dir, "league.json", NULL);
  g_autofree char *copy = g_build_filename (f->dir, "copy.db", NULL);
  g_autofree char *broken = g_build_filename (f->dir, "broken.json", NULL);
  g_autofree char *page = g_build_filename (f->dir, "league.html", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *first = NULL;
  g_autofree char *again = NULL;
  g_autofree char *html = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  g_clear_object (&f->store);

  g_assert_cmpint (RUN_CLI (f->path, &out, NULL, "season", "export", "--league", league,
                            "--format", "csv", "--kind", "fixtures", "--semicolon", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Division;Match day;Date;Home;Away;"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (f->path, &out, NULL, "season", "export", "--league", league,
                            "--format", "csv", "--kind", "stats", "--bom", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (out, "\xef\xbb\xbfName,Teams,"));
  g_assert_nonnull (strstr (out, "\r\n'" HOSTILE_PLAYER ","));
  g_clear_pointer (&out, g_free);
  /* Without --kind a CSV is the table. */
  g_assert_cmpint (RUN_CLI (f->path, &out, NULL, "season", "export", "--league", league,
                            "--format", "csv", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Division,Place,Team,"));
  g_clear_pointer (&out, g_free);

  g_assert_cmpint (RUN_CLI (f->path, NULL, NULL, "season", "export", "--league", league,
                            "--format", "html", "--output", page, NULL), ==, 0);
  g_assert_true (g_file_get_contents (page, &html, NULL, &error));
  g_assert_nonnull (strstr (html, "<h2>Player statistics</h2>"));
  g_assert_null (strstr (html, "<script"));

  /* Options that do not go together are refused, saying so. */
  g_assert_cmpint (RUN_CLI (f->path, NULL, &err, "season", "export", "--league", league,
                            "--format", "html", "--bom", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "--bom and --semicolon go with --format csv"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (RUN_CLI (f->path, NULL, &err, "season", "export", "--league", league,
                            "--format", "json", "--kind", "table", NULL), ==, 2);
  g_clear_pointer (&err, g_free);

  /* export → import → export gives the same document. */
  g_assert_cmpint (RUN_CLI (f->path, NULL, NULL, "season", "export", "--league", league,
                            "--format", "json", "--output", document, NULL), ==, 0);
  g_assert_cmpint (RUN_CLI (copy, &out, NULL, "season", "import", document, NULL), ==, 0);
  node = json_from_string (out, NULL);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "id"), ==, 1);
  g_clear_pointer (&out, g_free);
  g_assert_true (g_file_get_contents (document, &first, NULL, &error));
  g_assert_cmpint (RUN_CLI (copy, &again, NULL, "season", "export", "--league", "1", "--format",
                            "json", NULL), ==, 0);
  g_assert_cmpstr (g_strstrip (again), ==, g_strstrip (first));

  /* A broken document is refused whole, naming where. */
  g_assert_true (g_file_set_contents (broken, "{\"format\": \"hammer-league\", \"version\": 1, "
                                      "\"league\": {\"name\": \"X\", \"rules\": \"table\", "
                                      "\"start\": \"2026-02-30\", \"format\": [1]}}", -1,
                                      &error));
  g_assert_cmpint (RUN_CLI (copy, NULL, &err, "season", "import", broken, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "The start date: “2026-02-30” is not a date"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (RUN_CLI (copy, &out, NULL, "season", "league", "list", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);
  node = json_from_string (out, NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (node)), ==, 1);
  g_clear_pointer (&out, g_free);

  /* The import of event documents knows league documents too. */
  g_assert_cmpint (RUN_CLI (copy, &out, NULL, "import", document, NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);
  node = json_from_string (out, NULL);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "id"), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (RUN_CLI (copy, &out, NULL, "season", "league", "list", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);
  node = json_from_string (out, NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (node)), ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/league-files/table-csv", Fixture, NULL, fixture_set_up, test_table_csv,
              fixture_tear_down);
  g_test_add ("/league-files/fixtures-csv", Fixture, NULL, fixture_set_up, test_fixtures_csv,
              fixture_tear_down);
  g_test_add ("/league-files/stats-csv", Fixture, NULL, fixture_set_up, test_stats_csv,
              fixture_tear_down);
  g_test_add ("/league-files/html", Fixture, NULL, fixture_set_up, test_html, fixture_tear_down);
  g_test_add ("/league-files/round-trip", Fixture, NULL, fixture_set_up, test_round_trip,
              fixture_tear_down);
  g_test_add ("/league-files/import-refused", Fixture, NULL, fixture_set_up,
              test_import_refused, fixture_tear_down);
  g_test_add ("/league-files/cli-unknown-season", Fixture, NULL, fixture_set_up,
              test_cli_unknown_season, fixture_tear_down);
  g_test_add ("/league-files/cli", Fixture, NULL, fixture_set_up, test_cli, fixture_tear_down);

  return g_test_run ();
}
