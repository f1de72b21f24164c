/* hammer-cli-season.c — hammer-cli season: sjoelbak club nights
 *
 * Export and import are in hammer-cli-season-files.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "hammer-cli-private.h"
#include "league/hammer-seasons.h"

/* The disks in compartments 1 to 4 of one game. */
typedef int GameCounts[4];

static gboolean
parse_number (const char *text,
              int         low,
              int         high,
              int        *value)
{
  char *end = NULL;
  gint64 number;

  if (text == NULL || *text == '\0')
    return FALSE;
  number = g_ascii_strtoll (text, &end, 10);
  if (*end != '\0' || number < low || number > high)
    return FALSE;
  *value = (int) number;
  return TRUE;
}

/* The --season ID of the club-night commands. */
static int
require_season (const char *text,
                int        *season_id)
{
  if (!parse_number (text, 1, G_MAXINT, season_id))
    return hammer_cli_usage_error (_("Name the season with --season ID"));
  return HAMMER_CLI_EXIT_OK;
}

/* The season of a settings or export command: SEASON as the first
 * argument, or --season ID as the other commands take it. */
int
hammer_cli_take_season (const char   *option,
                        int          *argc,
                        char       ***argv,
                        int          *season_id)
{
  const char *text = option;

  if (text == NULL && *argc > 1)
    {
      text = (*argv)[1];
      (*argv)[1] = (*argv)[0];
      (*argc)--;
      (*argv)++;
    }
  if (text == NULL)
    return hammer_cli_usage_error (_("Name the season: SEASON or --season ID"));
  if (!parse_number (text, 1, G_MAXINT, season_id))
    return hammer_cli_usage_error (_("“%s” is not a season number"), text);
  return HAMMER_CLI_EXIT_OK;
}

/* Parses the options of a command that takes a season and no arguments:
 * the season is *@season (--season ID), or with @as_argument SEASON, the
 * first argument, where --season is not given. */
static gboolean
parse_season_options (const char     *command,
                      const char     *summary,
                      GOptionEntry   *entries,
                      gboolean        as_argument,
                      char          **season,
                      int            *argc,
                      char         ***argv,
                      int            *season_id,
                      int            *exit_code)
{
  if (!hammer_cli_parse_options (command, as_argument ? _("SEASON") : "", summary, entries,
                                 argc, argv, exit_code))
    return FALSE;
  if (as_argument && (*exit_code = hammer_cli_take_season (*season, argc, argv, season_id)) != 0)
    return FALSE;
  if (*argc > 1)
    {
      *exit_code = hammer_cli_usage_error (_("Unexpected argument “%s”"), (*argv)[1]);
      return FALSE;
    }
  return as_argument || (*exit_code = require_season (*season, season_id)) == 0;
}

static int
season_create (HammerCli  *cli,
               int         argc,
               char      **argv)
{
  g_autofree char *name = NULL;
  g_autofree char *start = NULL;
  int games = 10;
  GOptionEntry entries[] = {
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The season's name"), N_("NAME") },
    { "start", 0, 0, G_OPTION_ARG_STRING, &start, N_("A date in the season"), N_("YYYY-MM-DD") },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, N_("Games each member shoots a night"), N_("N") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = 0;
  gint64 id;

  if (!hammer_cli_parse_options ("season create", "", _("Create a season of club nights"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("“season create” takes no arguments"));
  if (name == NULL || start == NULL)
    return hammer_cli_usage_error (_("“season create” needs --name and --start"));
  if (games < 1)
    return hammer_cli_usage_error (_("A club night has 1 to 50 games each, not %d"), games);

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(id = hammer_seasons_create (store, name, start, (guint) games, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_id (id);
}

/* The start averages of "season members add": --start-average N for every
 * player named, or --roster-average for each player's own; NULL for none. */
static int
start_averages_for (const char  *start_average,
                    gboolean     roster_average,
                    guint        n_players,
                    double     **averages)
{
  double value = HAMMER_START_AVERAGE_ROSTER;

  *averages = NULL;
  if (start_average != NULL && roster_average)
    return hammer_cli_usage_error (_("Give --start-average or --roster-average, not both"));
  if (start_average != NULL &&
      (!hammer_cli_parse_average (start_average, &value) || value < 0 ||
       value > HAMMER_START_AVERAGE_MAX))
    return hammer_cli_usage_error (_("A start average is a number from 0 to %d, not “%s”"),
                                   HAMMER_START_AVERAGE_MAX, start_average);
  if (start_average == NULL && !roster_average)
    return HAMMER_CLI_EXIT_OK;
  *averages = g_new (double, n_players);
  for (guint i = 0; i < n_players; i++)
    (*averages)[i] = value;
  return HAMMER_CLI_EXIT_OK;
}

static int
season_members (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_autofree char *season = NULL;
  g_autofree char *start_average = NULL;
  g_autofree double *averages = NULL;
  gboolean roster_average = FALSE;
  GOptionEntry add_entries[] = {
    { "season", 0, 0, G_OPTION_ARG_STRING, &season, N_("The season"), N_("ID") },
    { "start-average", 0, 0, G_OPTION_ARG_STRING, &start_average,
      N_("Start every player named with this average, and so in its class from the first night"),
      N_("N") },
    { "roster-average", 0, 0, G_OPTION_ARG_NONE, &roster_average,
      N_("Start each player with the average the roster has for them"), NULL },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gboolean add;
  int exit_code = 0;
  int season_id = 0;

  /* "season members add --season ID NAME…" or "season members --season ID". */
  add = hammer_cli_take_word (&argc, &argv, "add");
  if (add ? !hammer_cli_parse_options ("season members add", _("NAME-OR-ID…"),
                                       _("Make players members of a season"), add_entries,
                                       &argc, &argv, &exit_code)
          : !hammer_cli_parse_id_option ("season members", "",
                                         _("The members of a season with their averages"),
                                         "season", N_("The season"), &season, &argc, &argv,
                                         &exit_code))
    return exit_code;
  if ((exit_code = require_season (season, &season_id)) != 0)
    return exit_code;
  if (!add && argc > 1)
    return hammer_cli_usage_error (_("“season members” takes no arguments; "
                                     "to add members, use “season members add”"));
  if (add && argc < 2)
    return hammer_cli_usage_error (_("“season members add” needs at least one player"));
  if (add && (exit_code = start_averages_for (start_average, roster_average, (guint) argc - 1,
                                              &averages)) != 0)
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);

  if (add)
    {
      g_autoptr(GArray) ids = NULL;
      g_autoptr(JsonArray) array = NULL;
      g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);

      if (!(ids = hammer_seasons_add_members_averaged (store, season_id,
                                                       (const char *const *) argv + 1,
                                                       averages, &error)))
        return hammer_cli_fail (error, NULL);
      array = json_array_sized_new (ids->len);
      for (guint i = 0; i < ids->len; i++)
        {
          JsonObject *object = json_object_new ();

          json_object_set_int_member (object, "id", g_array_index (ids, gint64, i));
          json_object_set_string_member (object, "name", argv[i + 1]);
          json_array_add_object_element (array, object);
        }
      json_node_set_array (root, array);
      hammer_cli_print_json (root);
      return HAMMER_CLI_EXIT_OK;
    }

  return hammer_cli_print_or_fail (hammer_seasons_members_json (store, season_id, &error),
                                   &error);
}

static int
season_night (HammerCli  *cli,
              int         argc,
              char      **argv)
{
  g_autofree char *season = NULL;
  g_autofree char *night = NULL;
  g_autofree char *date = NULL;
  GOptionEntry entries[] = {
    { "season", 0, 0, G_OPTION_ARG_STRING, &season, N_("The season"), N_("ID") },
    { "night", 0, 0, G_OPTION_ARG_STRING, &night, N_("The club night, by id or date"),
      N_("NIGHT") },
    { "date", 0, 0, G_OPTION_ARG_STRING, &date, N_("The date of a new club night"),
      N_("YYYY-MM-DD") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gboolean add;
  int exit_code = 0;
  int season_id = 0;
  gint64 night_id;

  add = hammer_cli_take_word (&argc, &argv, "add");
  if (!parse_season_options (add ? "season night add" : "season night",
                             add ? _("Add a club night to a season")
                                 : _("The ranking of one club night"),
                             entries, FALSE, &season, &argc, &argv, &season_id, &exit_code))
    return exit_code;
  if (add && date == NULL)
    return hammer_cli_usage_error (_("“season night add” needs --date YYYY-MM-DD"));
  if (!add && night == NULL)
    return hammer_cli_usage_error (_("“season night” needs --night NIGHT"));

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);

  if (add)
    {
      if (!(night_id = hammer_seasons_add_night (store, season_id, date, &error)))
        return hammer_cli_fail (error, NULL);
      return hammer_cli_print_id (night_id);
    }

  if (!(night_id = hammer_seasons_find_night (store, season_id, night, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (hammer_seasons_night_json (store, season_id, night_id, &error),
                                   &error);
}

static int
season_games (HammerCli  *cli,
              int         argc,
              char      **argv)
{
  g_autofree char *season = NULL;
  g_autofree char *night = NULL;
  g_autofree char *member = NULL;
  g_auto(GStrv) counts = NULL;
  GOptionEntry entries[] = {
    { "season", 0, 0, G_OPTION_ARG_STRING, &season, N_("The season"), N_("ID") },
    { "night", 0, 0, G_OPTION_ARG_STRING, &night, N_("The club night, by id or date"),
      N_("NIGHT") },
    { "member", 0, 0, G_OPTION_ARG_STRING, &member, N_("The member, by id or name"),
      N_("MEMBER") },
    { "counts", 0, 0, G_OPTION_ARG_STRING_ARRAY, &counts,
      N_("The disks in compartments 1 to 4 of one game (once per game)"), N_("C1,C2,C3,C4") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree int *totals = NULL;
  g_autofree GameCounts *game_counts = NULL;
  HammerNightGames games = { 0 };
  guint n_games;
  int exit_code = 0;
  int season_id = 0;
  int bad_game = -1;
  gint64 night_id;
  gint64 member_id;

  if (!hammer_cli_parse_options ("season games", _("TOTAL…"),
                                 _("Enter a member's games of one club night"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if ((exit_code = require_season (season, &season_id)) != 0)
    return exit_code;
  if (night == NULL || member == NULL)
    return hammer_cli_usage_error (_("“season games” needs --night and --member"));
  if (counts != NULL && argc > 1)
    return hammer_cli_usage_error (_("Enter either totals or --counts, not both"));

  if (counts != NULL)
    {
      n_games = g_strv_length (counts);
      game_counts = g_new0 (GameCounts, n_games);
      for (guint g = 0; g < n_games; g++)
        {
          g_auto(GStrv) parts = g_strsplit (counts[g], ",", -1);

          if (g_strv_length (parts) != 4 ||
              !parse_number (parts[0], 0, 1000, &game_counts[g][0]) ||
              !parse_number (parts[1], 0, 1000, &game_counts[g][1]) ||
              !parse_number (parts[2], 0, 1000, &game_counts[g][2]) ||
              !parse_number (parts[3], 0, 1000, &game_counts[g][3]))
            return hammer_cli_usage_error (_("Game %u: “%s” is not four counts C1,C2,C3,C4"),
                                           g + 1, counts[g]);
        }
    }
  else
    {
      n_games = (guint) argc - 1;
      if (n_games == 0)
        return hammer_cli_usage_error (_("“season games” needs the totals of the games"));
      totals = g_new0 (int, n_games);
      for (guint g = 0; g < n_games; g++)
        if (!parse_number (argv[g + 1], -1000000, 1000000, &totals[g]))
          return hammer_cli_usage_error (_("Game %u: “%s” is not a whole number"), g + 1,
                                         argv[g + 1]);
    }

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(night_id = hammer_seasons_find_night (store, season_id, night, &error)) ||
      !(member_id = hammer_seasons_find_member (store, season_id, member, &error)))
    return hammer_cli_fail (error, NULL);

  games.night_id = night_id;
  games.member_ids = &member_id;
  games.n_members = 1;
  games.n_games = n_games;
  games.totals = totals;
  games.counts = (const int (*)[4]) game_counts;
  if (!hammer_seasons_enter_night_games (store, season_id, &games, NULL, &bad_game, &error))
    {
      g_autoptr(JsonObject) details = json_object_new ();

      json_object_set_int_member (details, "night", night_id);
      json_object_set_int_member (details, "member", member_id);
      if (bad_game >= 0)
        json_object_set_int_member (details, "game", bad_game);
      else
        json_object_set_null_member (details, "game");
      return hammer_cli_fail (error, details);
    }

  return hammer_cli_print_or_fail (hammer_seasons_night_json (store, season_id, night_id, &error),
                                   &error);
}

static int
season_standings (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  g_autofree char *season = NULL;
  g_autofree char *by = NULL;
  GOptionEntry entries[] = {
    { "season", 0, 0, G_OPTION_ARG_STRING, &season, N_("The season"), N_("ID") },
    { "by", 0, 0, G_OPTION_ARG_STRING, &by, N_("total, average, points or best4"),
      N_("RANKING") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerSeasonRanking ranking = HAMMER_SEASON_BY_TOTAL;
  int exit_code = 0;
  int season_id = 0;

  if (!parse_season_options ("season standings", _("The standings of a season"), entries, FALSE,
                             &season, &argc, &argv, &season_id, &exit_code))
    return exit_code;
  if (by != NULL && !hammer_season_ranking_from_string (by, &ranking))
    return hammer_cli_usage_error (_("“%s” is not a ranking; use total, average, points "
                                     "or best4"), by);

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (hammer_seasons_standings_json (store, season_id, ranking,
                                                                  &error), &error);
}

static int
print_settings (HammerStore *store,
                gint64       season_id)
{
  g_autoptr(GError) error = NULL;

  JsonNode *report = hammer_seasons_settings_json (store, season_id, &error);

  return hammer_cli_print_or_fail (report, &error);
}

static int
season_classes (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_autofree char *season = NULL;
  g_autofree char *set = NULL;
  GOptionEntry entries[] = {
    { "season", 0, 0, G_OPTION_ARG_STRING, &season, N_("The season"), N_("ID") },
    { "set", 0, 0, G_OPTION_ARG_STRING, &set,
      N_("The classes from best to worst, each with its lowest average; the last at 0"),
      N_("A=130,B=115,C=100,D=0") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = 0;
  int season_id = 0;

  if (!parse_season_options ("season classes", _("Show or set the classes of a season"),
                             entries, TRUE, &season, &argc, &argv, &season_id, &exit_code))
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      (set != NULL && !hammer_seasons_set_classes (store, season_id, set, &error)))
    return hammer_cli_fail (error, NULL);
  return print_settings (store, season_id);
}

static int
season_points (HammerCli  *cli,
               int         argc,
               char      **argv)
{
  g_autofree char *season = NULL;
  int per_game = -1, bonus = -1, bonus_games = -1;
  GOptionEntry entries[] = {
    { "season", 0, 0, G_OPTION_ARG_STRING, &season, N_("The season"), N_("ID") },
    { "per-game", 0, 0, G_OPTION_ARG_INT, &per_game,
      N_("Points for each game at or above one's average (default 2)"), N_("N") },
    { "bonus", 0, 0, G_OPTION_ARG_INT, &bonus,
      N_("Points more when the night beats the average (default 5)"), N_("N") },
    { "bonus-games", 0, 0, G_OPTION_ARG_INT, &bonus_games,
      N_("The bonus counts the night's first N games against N times the average "
         "(default: every game of the night)"), N_("N") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = 0;
  int season_id = 0;

  if (!parse_season_options ("season points", _("Show or set the points competition of a season"),
                             entries, TRUE, &season, &argc, &argv, &season_id, &exit_code))
    return exit_code;
  if (per_game < -1 || bonus < -1 || bonus_games < -1)
    return hammer_cli_usage_error (_("--per-game, --bonus and --bonus-games take a number of 0 "
                                     "or more"));

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if ((per_game >= 0 || bonus >= 0 || bonus_games >= 0) &&
      !hammer_seasons_set_points (store, season_id, per_game, bonus, bonus_games, &error))
    return hammer_cli_fail (error, NULL);
  return print_settings (store, season_id);
}

static int
season_promotion (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  g_autofree char *season = NULL;
  g_auto(GStrv) add = NULL;
  g_auto(GStrv) remove = NULL;
  GOptionEntry entries[] = {
    { "season", 0, 0, G_OPTION_ARG_STRING, &season, N_("The season"), N_("ID") },
    { "add", 0, 0, G_OPTION_ARG_STRING_ARRAY, &add, N_("Add a promotion date"),
      N_("YYYY-MM-DD") },
    { "remove", 0, 0, G_OPTION_ARG_STRING_ARRAY, &remove, N_("Remove a promotion date"),
      N_("YYYY-MM-DD") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = 0;
  int season_id = 0;

  if (!parse_season_options ("season promotion",
                             _("Show, add or remove the dates on which classes change"),
                             entries, TRUE, &season, &argc, &argv, &season_id, &exit_code))
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  /* Each date is its own change, so that each can be undone. */
  for (guint i = 0; remove != NULL && remove[i] != NULL; i++)
    if (!hammer_seasons_remove_promotion_date (store, season_id, remove[i], &error))
      return hammer_cli_fail (error, NULL);
  for (guint i = 0; add != NULL && add[i] != NULL; i++)
    if (!hammer_seasons_add_promotion_date (store, season_id, add[i], &error))
      return hammer_cli_fail (error, NULL);
  return print_settings (store, season_id);
}

static int
season_averages (HammerCli  *cli,
                 int         argc,
                 char      **argv)
{
  g_autofree char *season = NULL;
  int last = 0, set_last = 0;
  GOptionEntry entries[] = {
    { "season", 0, 0, G_OPTION_ARG_STRING, &season, N_("The season"), N_("ID") },
    { "last", 0, 0, G_OPTION_ARG_INT, &last,
      N_("Average the last N games (default: the season's setting)"), N_("N") },
    { "set-last", 0, 0, G_OPTION_ARG_INT, &set_last,
      N_("Make N the season's number of games for the last-games average"), N_("N") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = 0;
  int season_id = 0;

  if (!parse_season_options ("season averages",
                             _("Each member's average over the season and the last games, "
                               "and class"),
                             entries, TRUE, &season, &argc, &argv, &season_id, &exit_code))
    return exit_code;
  if (last < 0 || last > HAMMER_SEASON_MAX_LAST_GAMES)
    return hammer_cli_usage_error (_("--last takes 1 to %d games"),
                                   HAMMER_SEASON_MAX_LAST_GAMES);
  if (set_last < 0 || set_last > HAMMER_SEASON_MAX_LAST_GAMES)
    return hammer_cli_usage_error (_("--set-last takes 1 to %d games"),
                                   HAMMER_SEASON_MAX_LAST_GAMES);

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (set_last > 0 &&
      !hammer_seasons_set_last_games (store, season_id, (guint) set_last, &error))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (hammer_seasons_averages_json (store, season_id, (guint) last,
                                                                 &error), &error);
}

int
hammer_cli_season (HammerCli  *cli,
                   int         argc,
                   char      **argv)
{
  const char *command;

  if (argc < 2)
    return hammer_cli_usage_error (_("“season” needs a command: create, members, night, games, "
                                     "standings, classes, points, promotion, averages, "
                                     "export, import, league, teams, fixtures, fixture, "
                                     "result, table or stats"));
  command = argv[1];
  argc--;
  argv++;

  if (g_str_equal (command, "create"))
    return season_create (cli, argc, argv);
  if (g_str_equal (command, "members"))
    return season_members (cli, argc, argv);
  if (g_str_equal (command, "night"))
    return season_night (cli, argc, argv);
  if (g_str_equal (command, "games"))
    return season_games (cli, argc, argv);
  if (g_str_equal (command, "standings"))
    return season_standings (cli, argc, argv);
  if (g_str_equal (command, "classes"))
    return season_classes (cli, argc, argv);
  if (g_str_equal (command, "points"))
    return season_points (cli, argc, argv);
  if (g_str_equal (command, "promotion"))
    return season_promotion (cli, argc, argv);
  if (g_str_equal (command, "averages"))
    return season_averages (cli, argc, argv);
  if (g_str_equal (command, "export"))
    return hammer_cli_season_export (cli, argc, argv);
  if (g_str_equal (command, "import"))
    return hammer_cli_season_import (cli, argc, argv);
  if (hammer_cli_is_league_command (command))
    return hammer_cli_league (cli, argc, argv);
  return hammer_cli_usage_error (_("Unknown command “season %s”"), command);
}
