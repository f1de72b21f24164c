/* hammer-cli-league.c — hammer-cli season league, teams, fixtures, fixture,
 * result, table and stats, and season export --league: team leagues
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "hammer-cli-private.h"
#include "league/hammer-league-files.h"
#include "league/hammer-leagues.h"

/* League ids are plain digits, without a sign or a space before them. */
static gboolean
parse_id (const char *text,
          gint64     *id)
{
  return text != NULL && g_ascii_isdigit (*text) && hammer_cli_parse_id (text, id);
}

static int
require_league (const char *text,
                gint64     *league_id)
{
  if (text == NULL)
    return hammer_cli_usage_error (_("Name the league with --league ID (“hammer-cli season "
                                     "league list” shows them)"));
  if (!parse_id (text, league_id))
    return hammer_cli_usage_error (_("“%s” is not a league number"), text);
  return HAMMER_CLI_EXIT_OK;
}

static int
require_fixture (const char *text,
                 gint64     *fixture_id)
{
  if (text == NULL)
    return hammer_cli_usage_error (_("Name the fixture with --fixture ID (“hammer-cli season "
                                     "fixtures” lists them)"));
  if (!parse_id (text, fixture_id))
    return hammer_cli_usage_error (_("“%s” is not a fixture number"), text);
  return HAMMER_CLI_EXIT_OK;
}

/* "A, B,C" as a list of trimmed, non-empty names. */
static GStrv
split_list (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text != NULL ? text : "", ",", -1);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    if (*g_strstrip (parts[i]) != '\0')
      g_strv_builder_add (builder, parts[i]);
  return g_strv_builder_end (builder);
}

static int
league_create (HammerCli  *cli,
               int         argc,
               char      **argv)
{
  g_autofree char *name = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *start = NULL;
  g_autofree char *end = NULL;
  g_autofree char *weekday = NULL;
  g_autofree char *format = NULL;
  g_autofree char *blocked = NULL;
  g_autofree char *tie_breakers = NULL;
  g_auto(GStrv) option_args = NULL;
  g_auto(GStrv) divisions = NULL;
  gboolean double_round = FALSE;
  int interval = 7, rest = 0, points = 1, win_bonus = 2, draw_bonus = 1;
  /* The games as the rules module lists them. */
  g_autofree char *rule_ids = hammer_rules_list_ids (TRUE);
  /* TRANSLATORS: %s lists the ids of the games: "table, court or deck". */
  g_autofree char *rules_help = g_strdup_printf (_("The game: %s"), rule_ids);
  GOptionEntry entries[] = {
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The league's name"), N_("NAME") },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, rules_help, N_("ID") },
    { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &option_args,
      N_("An option of the rule set (repeatable)"), N_("KEY=VALUE") },
    { "start", 0, 0, G_OPTION_ARG_STRING, &start, N_("The first possible match day"),
      N_("YYYY-MM-DD") },
    { "end", 0, 0, G_OPTION_ARG_STRING, &end, N_("The last possible match day"),
      N_("YYYY-MM-DD") },
    { "weekday", 0, 0, G_OPTION_ARG_STRING, &weekday,
      N_("The weekday of the match days: mon … sun (default: the start's)"), N_("DAY") },
    { "interval", 0, 0, G_OPTION_ARG_INT, &interval, N_("Days between match days (7)"),
      N_("N") },
    { "rest", 0, 0, G_OPTION_ARG_INT, &rest, N_("Free days a team has at least between "
      "matches (0)"), N_("N") },
    { "double-round", 0, 0, G_OPTION_ARG_NONE, &double_round,
      N_("Home and away: every pair meets twice"), NULL },
    { "blocked", 0, 0, G_OPTION_ARG_STRING, &blocked, N_("Dates without matches"),
      N_("DATE,…") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      N_("The games of a team match, as games x players a side (4x1,2x2)"), N_("FORMAT") },
    { "points-per-game", 0, 0, G_OPTION_ARG_INT, &points, N_("Points for each game won (1)"),
      N_("N") },
    { "win-bonus", 0, 0, G_OPTION_ARG_INT, &win_bonus,
      N_("Bonus points for winning the team match (2)"), N_("N") },
    { "draw-bonus", 0, 0, G_OPTION_ARG_INT, &draw_bonus,
      N_("Bonus points to each team of a drawn team match (1)"), N_("N") },
    { "tie-breakers", 0, 0, G_OPTION_ARG_STRING, &tie_breakers,
      N_("game-difference, games-for, head-to-head, wins, score-difference, in order"),
      N_("LIST") },
    { "division", 0, 0, G_OPTION_ARG_STRING_ARRAY, &divisions,
      N_("A division (repeatable; default: one named after the league)"), N_("NAME") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) blocked_dates = NULL;
  HammerLeagueSpec spec;
  int exit_code = 0;
  gint64 id;

  if (!hammer_cli_parse_options ("season league create", "", _("Create a team league"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (name == NULL || rules == NULL || start == NULL)
    return hammer_cli_usage_error (_("“season league create” needs --name, --rules and "
                                     "--start"));
  if (interval < 1 || rest < 0 || points < 0 || win_bonus < 0 || draw_bonus < 0)
    return hammer_cli_usage_error (_("--interval must be at least 1; --rest, "
                                     "--points-per-game and the bonuses cannot be negative"));

  hammer_league_spec_init (&spec);
  spec.name = name;
  spec.rules = rules;
  spec.start_date = start;
  spec.end_date = end;
  if (weekday != NULL && !hammer_league_weekday_from_string (weekday, &spec.weekday))
    return hammer_cli_usage_error (_("--weekday: “%s” is not a weekday; use mon, tue, wed, "
                                     "thu, fri, sat or sun"), weekday);
  for (guint i = 0; option_args != NULL && option_args[i] != NULL; i++)
    if (!hammer_cli_add_option (options, option_args[i]))
      return hammer_cli_usage_error (_("“%s” is not KEY=VALUE"), option_args[i]);
  spec.options = options;
  spec.interval_days = (guint) interval;
  spec.rest_days = (guint) rest;
  spec.double_round = double_round;
  blocked_dates = split_list (blocked);
  spec.blocked = (const char *const *) blocked_dates;
  spec.format = format;
  spec.points_per_game = (guint) points;
  spec.win_bonus = (guint) win_bonus;
  spec.draw_bonus = (guint) draw_bonus;
  spec.tie_breakers = tie_breakers;
  spec.divisions = (const char *const *) divisions;

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(id = hammer_leagues_create (store, &spec, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_id (id);
}

static int
league_command (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_autofree char *league = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gboolean list;
  gboolean delete;
  int exit_code = 0;
  gint64 league_id = 0;

  if (hammer_cli_take_word (&argc, &argv, "create"))
    return league_create (cli, argc, argv);
  list = hammer_cli_take_word (&argc, &argv, "list");
  delete = !list && hammer_cli_take_word (&argc, &argv, "delete");
  if (!list && !delete)
    hammer_cli_take_word (&argc, &argv, "show");
  if (!hammer_cli_parse_id_option (list ? "season league list"
                                   : delete ? "season league delete" : "season league show", "",
                                   list ? _("List the team leagues")
                                   : delete ? _("Delete a league with its teams, fixtures and "
                                                "results")
                                   : _("A league's settings, divisions and teams"),
                                   "league", N_("The league"), list ? NULL : &league,
                                   &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”; “season league” takes create, "
                                     "list, show or delete"), argv[1]);
  if (!list && (exit_code = require_league (league, &league_id)) != HAMMER_CLI_EXIT_OK)
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (list)
    return hammer_cli_print_or_fail (hammer_leagues_list_json (store, &error), &error);
  if (delete)
    {
      g_autoptr(JsonObject) object = json_object_new ();
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      gint64 change;

      if (!(change = hammer_leagues_delete (store, league_id, &error)))
        return hammer_cli_fail (error, NULL);
      json_object_set_int_member (object, "deleted", league_id);
      json_object_set_int_member (object, "change", change);
      json_node_set_object (node, object);
      hammer_cli_print_json (node);
      return HAMMER_CLI_EXIT_OK;
    }
  return hammer_cli_print_or_fail (hammer_leagues_get_json (store, league_id, &error), &error);
}

static int
teams_add_players (HammerCli  *cli,
                   int         argc,
                   char      **argv)
{
  g_autofree char *team = NULL;
  g_autofree char *players = NULL;
  GOptionEntry entries[] = {
    { "team", 0, 0, G_OPTION_ARG_STRING, &team, N_("The team"), N_("ID") },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players,
      N_("The players to add: by name or id"), N_("NAME,…") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) roster = NULL;
  g_autoptr(JsonObject) object = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  int exit_code = 0;
  gint64 team_id = 0;

  if (!hammer_cli_parse_options ("season teams add-players", "",
                                 _("Put players on a team's roster, also during the season"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (team == NULL || !parse_id (team, &team_id))
    return hammer_cli_usage_error (_("Name the team with --team ID (“hammer-cli season teams” "
                                     "lists them)"));
  roster = split_list (players);
  if (roster[0] == NULL)
    return hammer_cli_usage_error (_("“season teams add-players” needs --players NAME,…"));

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_leagues_add_players (store, team_id, (const char *const *) roster, &error))
    return hammer_cli_fail (error, NULL);
  json_object_set_int_member (object, "team", team_id);
  json_object_set_int_member (object, "added", g_strv_length (roster));
  json_node_set_object (node, object);
  hammer_cli_print_json (node);
  return HAMMER_CLI_EXIT_OK;
}

static int
teams_command (HammerCli  *cli,
               int         argc,
               char      **argv)
{
  g_autofree char *league = NULL;
  g_autofree char *division = NULL;
  g_autofree char *club = NULL;
  g_autofree char *players = NULL;
  GOptionEntry entries[] = {
    { "league", 0, 0, G_OPTION_ARG_STRING, &league, N_("The league"), N_("ID") },
    { "division", 0, 0, G_OPTION_ARG_STRING, &division,
      N_("The division, by name or id (default: the first)"), N_("DIVISION") },
    { "club", 0, 0, G_OPTION_ARG_STRING, &club, N_("The team's club"), N_("CLUB") },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players,
      N_("The roster: players by name or id"), N_("NAME,…") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) roster = NULL;
  gboolean add;
  int exit_code = 0;
  gint64 league_id = 0;
  gint64 id;

  if (hammer_cli_take_word (&argc, &argv, "add-players"))
    return teams_add_players (cli, argc, argv);
  add = hammer_cli_take_word (&argc, &argv, "add");
  if (!add)
    hammer_cli_take_word (&argc, &argv, "list");
  if (!hammer_cli_parse_options (add ? "season teams add" : "season teams",
                                 add ? _("NAME") : "",
                                 add ? _("Add a team with its roster to a league")
                                     : _("The teams of a league with their rosters"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if ((exit_code = require_league (league, &league_id)) != HAMMER_CLI_EXIT_OK)
    return exit_code;
  if (add && argc != 2)
    return hammer_cli_usage_error (_("“season teams add” needs the team's name (in quotes "
                                     "when it has spaces)"));
  if (!add && argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”; to add a team, use “season "
                                     "teams add”"), argv[1]);

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (!add)
    return hammer_cli_print_or_fail (hammer_leagues_get_json (store, league_id, &error), &error);

  roster = split_list (players);
  if (!(id = hammer_leagues_add_team (store, league_id, division, argv[1], club,
                                      (const char *const *) roster, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_id (id);
}

static int
fixtures_command (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  g_autofree char *league = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gboolean generate;
  int exit_code = 0;
  gint64 league_id = 0;

  generate = hammer_cli_take_word (&argc, &argv, "generate");
  if (!generate)
    hammer_cli_take_word (&argc, &argv, "list");
  if (!hammer_cli_parse_id_option (generate ? "season fixtures generate" : "season fixtures",
                                   "", generate ? _("Make the fixtures of a league")
                                                : _("The fixtures of a league by match day"),
                                   "league", N_("The league"), &league, &argc, &argv,
                                   &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”; “season fixtures” takes "
                                     "generate or list"), argv[1]);
  if ((exit_code = require_league (league, &league_id)) != HAMMER_CLI_EXIT_OK)
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (generate && !hammer_leagues_generate_fixtures (store, league_id, &error))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (hammer_leagues_fixtures_json (store, league_id, &error), &error);
}

static int
fixture_command (HammerCli  *cli,
                 int         argc,
                 char      **argv)
{
  g_autofree char *fixture = NULL;
  g_autofree char *date = NULL;
  GOptionEntry entries[] = {
    { "fixture", 0, 0, G_OPTION_ARG_STRING, &fixture, N_("The fixture"), N_("ID") },
    { "date", 0, 0, G_OPTION_ARG_STRING, &date, N_("The new date"), N_("YYYY-MM-DD") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  const char *action = NULL;
  int exit_code = 0;
  gint64 fixture_id = 0;

  if (hammer_cli_take_word (&argc, &argv, "postpone"))
    action = "postpone";
  else if (hammer_cli_take_word (&argc, &argv, "reschedule"))
    action = "reschedule";
  else
    hammer_cli_take_word (&argc, &argv, "show");
  if (!hammer_cli_parse_options (action == NULL ? "season fixture"
                                   : g_str_equal (action, "postpone") ? "season fixture postpone"
                                   : "season fixture reschedule", "",
                                 action == NULL ? _("One fixture with its games")
                                   : g_str_equal (action, "postpone")
                                       ? _("Postpone a fixture, to --date or to a date not yet "
                                           "known")
                                       : _("Move a fixture to another date"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”; “season fixture” takes show, "
                                     "postpone or reschedule"), argv[1]);
  if ((exit_code = require_fixture (fixture, &fixture_id)) != HAMMER_CLI_EXIT_OK)
    return exit_code;
  if (action != NULL && g_str_equal (action, "reschedule") && date == NULL)
    return hammer_cli_usage_error (_("“season fixture reschedule” needs --date YYYY-MM-DD"));
  if (action == NULL && date != NULL)
    return hammer_cli_usage_error (_("--date goes with “season fixture postpone” or "
                                     "“reschedule”"));

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (action != NULL &&
      !hammer_leagues_postpone_fixture (store, fixture_id, date, &error))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (hammer_leagues_fixture_json (store, fixture_id, &error), &error);
}

/* The text of a result: --result, else the --file, else standard input. */
static char *
read_result_text (const char *result,
                  const char *file,
                  int        *exit_code)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  if (result != NULL)
    return g_strdup (result);
  if (file != NULL)
    {
      if (!g_file_get_contents (file, &text, NULL, &error))
        {
          g_autoptr(GError) io = g_error_new (HAMMER_ERROR, HAMMER_ERROR_IO, "%s",
                                              error->message);
          *exit_code = hammer_cli_fail (io, NULL);
        }
      return text;
    }
  if (!(text = hammer_cli_read_stdin (NULL, &error)))
    *exit_code = hammer_cli_fail (error, NULL);
  return text;
}

static int
result_command (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_autofree char *fixture = NULL;
  g_autofree char *home = NULL;
  g_autofree char *away = NULL;
  g_autofree char *result = NULL;
  g_autofree char *file = NULL;
  int game = -1;
  gboolean clear = FALSE;
  GOptionEntry entries[] = {
    { "fixture", 0, 0, G_OPTION_ARG_STRING, &fixture, N_("The fixture"), N_("ID") },
    { "clear", 0, 0, G_OPTION_ARG_NONE, &clear,
      N_("Remove what was entered for --game"), NULL },
    { "game", 0, 0, G_OPTION_ARG_INT, &game,
      N_("One game of the team match, counted from 0 as in the JSON"), N_("N") },
    { "home", 0, 0, G_OPTION_ARG_STRING, &home, N_("The home side's players of the game"),
      N_("NAME,…") },
    { "away", 0, 0, G_OPTION_ARG_STRING, &away, N_("The away side's players of the game"),
      N_("NAME,…") },
    { "result", 0, 0, G_OPTION_ARG_STRING, &result,
      N_("The result as JSON (else read from --file or standard input)"), N_("JSON") },
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &file, N_("Read the result from FILE"),
      N_("FILE") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  int exit_code = 0;
  gint64 fixture_id = 0;
  gboolean ok;

  if (!hammer_cli_parse_options ("season result", "",
                                 _("Enter the result of one game of a team match (--game, "
                                   "--home, --away and the game as for “hammer-cli score”), or "
                                   "of several: {\"games\": [{\"game\", \"home\", \"away\", "
                                   "\"result\"}, …]}"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if ((exit_code = require_fixture (fixture, &fixture_id)) != HAMMER_CLI_EXIT_OK)
    return exit_code;
  if (clear)
    {
      if (game < 0 || home != NULL || away != NULL || result != NULL || file != NULL)
        return hammer_cli_usage_error (_("“season result --clear” takes --fixture and --game "
                                         "only"));
      if (!(store = hammer_cli_open_store (cli, &error)) ||
          !hammer_leagues_clear_game (store, fixture_id, (guint) game, &error))
        return hammer_cli_fail (error, NULL);
      return hammer_cli_print_or_fail (hammer_leagues_fixture_json (store, fixture_id, &error),
                            &error);
    }
  if (game >= 0 && (home == NULL || away == NULL))
    return hammer_cli_usage_error (_("“season result --game” needs --home and --away"));
  if (game < 0 && (home != NULL || away != NULL))
    return hammer_cli_usage_error (_("--home and --away go with --game; a whole team match "
                                     "names the players of each game in its JSON"));
  if (result != NULL && file != NULL)
    return hammer_cli_usage_error (_("Give the result with --result or --file, not both"));

  if (!(text = read_result_text (result, file, &exit_code)) ||
      !hammer_cli_load_result (parser, text, -1, &exit_code))
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (game >= 0)
    {
      g_auto(GStrv) home_players = split_list (home);
      g_auto(GStrv) away_players = split_list (away);

      ok = hammer_leagues_enter_game (store, fixture_id, (guint) game,
                                      (const char *const *) home_players,
                                      (const char *const *) away_players,
                                      json_parser_get_root (parser), &error);
    }
  else
    ok = hammer_leagues_enter_match (store, fixture_id, json_parser_get_root (parser), &error);
  if (!ok)
    {
      /* The fixture, game and end of a broken rule come with the GError. */
      g_autoptr(JsonObject) violation = hammer_error_to_violation_json (error);

      return hammer_cli_fail (error, violation);
    }
  return hammer_cli_print_or_fail (hammer_leagues_fixture_json (store, fixture_id, &error), &error);
}

static int
report_command (HammerCli  *cli,
                const char *command,
                int         argc,
                char      **argv)
{
  g_autofree char *league = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *full = g_strdup_printf ("season %s", command);
  gboolean table = g_str_equal (command, "table");
  int exit_code = 0;
  gint64 league_id = 0;

  if (!hammer_cli_parse_id_option (full, "",
                                   table ? _("The league table of every division")
                                         : _("Every player's games across the season"),
                                   "league", N_("The league"), &league, &argc, &argv,
                                   &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if ((exit_code = require_league (league, &league_id)) != HAMMER_CLI_EXIT_OK)
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (table)
    return hammer_cli_print_or_fail (hammer_leagues_table_json (store, league_id, &error), &error);
  return hammer_cli_print_or_fail (hammer_leagues_stats_json (store, league_id, &error), &error);
}

/* A league's CSV, web page or document. */
static int
league_export_file (HammerCli              *cli,
                    int                     league_id,
                    const char             *format,
                    const char             *kind,
                    const HammerCliOutput  *out)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean csv = g_str_equal (format, "csv");
  gboolean html = g_str_equal (format, "html");
  HammerCsvOptions options;

  if (!g_str_equal (format, "json") && !csv && !html)
    return hammer_cli_usage_error (_("This Hammer exports leagues as pdf, csv, html and json"));
  if (kind != NULL && !g_str_equal (kind, "table") && !g_str_equal (kind, "fixtures") &&
      !g_str_equal (kind, "stats"))
    return hammer_cli_usage_error (_("A league's --kind for csv and html is table, fixtures or "
                                     "stats"));
  if (g_str_equal (format, "json") && kind != NULL)
    return hammer_cli_usage_error (_("The JSON export is the whole league; --kind goes with "
                                     "csv, html and pdf"));
  if (!csv && (out->bom || out->semicolon))
    return hammer_cli_usage_error (_("--bom and --semicolon go with --format csv"));

  hammer_cli_output_csv_options (out, &options);
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(text = hammer_leagues_export_text (store, league_id,
                                           csv ? HAMMER_FILE_CSV
                                               : html ? HAMMER_FILE_HTML : HAMMER_FILE_JSON,
                                           kind, &options, &error)) ||
      /* The document on the terminal ends its last line, as every JSON
       * hammer-cli prints does. */
      !hammer_cli_write_output (out->output, text,
                                !csv && !html && hammer_cli_output_is_stdout (out), &error))
    return hammer_cli_fail (error, NULL);
  return HAMMER_CLI_EXIT_OK;
}

int
hammer_cli_league_export (HammerCli              *cli,
                          int                     league_id,
                          const char             *format,
                          const char             *kind,
                          const char             *paper,
                          gboolean                landscape,
                          int                     day,
                          int                     fixture,
                          gboolean                filled,
                          const HammerCliOutput  *out)
{
  /* Without --format a league's export is its paper, as it was first. */
  if (format != NULL && !g_str_equal (format, "pdf"))
    {
      if (paper != NULL || landscape)
        return hammer_cli_usage_error (_("--paper and --landscape go with --format pdf"));
      if (day != 0 || fixture != 0)
        return hammer_cli_usage_error (_("--day and --fixture go with --kind form"));
      if (filled)
        return hammer_cli_usage_error (_("--filled goes with --kind games"));
      return league_export_file (cli, league_id, format, kind, out);
    }
  return hammer_cli_league_export_pdf (cli, league_id, kind, paper, landscape, day, fixture,
                                       filled, out);
}

gboolean
hammer_cli_is_league_command (const char *command)
{
  static const char * const names[] = {
    "league", "teams", "fixtures", "fixture", "result", "table", "stats",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (command, names[i]) == 0)
      return TRUE;
  return FALSE;
}

int
hammer_cli_league (HammerCli  *cli,
                   int         argc,
                   char      **argv)
{
  const char *command;

  g_return_val_if_fail (argc >= 1, HAMMER_CLI_EXIT_FAILURE);

  command = argv[0];
  if (g_str_equal (command, "league"))
    return league_command (cli, argc, argv);
  if (g_str_equal (command, "teams"))
    return teams_command (cli, argc, argv);
  if (g_str_equal (command, "fixtures"))
    return fixtures_command (cli, argc, argv);
  if (g_str_equal (command, "fixture"))
    return fixture_command (cli, argc, argv);
  if (g_str_equal (command, "result"))
    return result_command (cli, argc, argv);
  if (g_str_equal (command, "table") || g_str_equal (command, "stats"))
    return report_command (cli, command, argc, argv);
  return hammer_cli_usage_error (_("Unknown command “season %s”"), command);
}
