/* hammer-cli.c — the headless face of Hammer's engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "hammer-cli-private.h"
#include "hammer-i18n.h"

typedef struct
{
  const char *word;
  const char *summary;
} HammerCliSubcommand;

typedef struct
{
  const char                *name;
  HammerCliCommandFunc       func;
  const char                *summary;
  const HammerCliSubcommand *subcommands;  /* of a command group, to NULL; its "--help" */
} HammerCliCommand;

/* The groups' subcommands, one line each, as "hammer-cli GROUP --help"
 * lists them; the lines are those of each subcommand's own --help where
 * that is short. */
static const HammerCliSubcommand players_subcommands[] = {
  { "list",   N_("List the players of the roster") },
  { "add",    N_("Add a player to the roster") },
  { "mark",   N_("Mark players of the roster as pros or amateurs") },
  { "import", N_("Import players from a CSV file with a header row") },
  { "export", N_("Write the roster as CSV, which “players import” reads back") },
  { NULL }
};

static const HammerCliSubcommand clubs_subcommands[] = {
  { "list", N_("List the clubs") },
  { NULL }
};

static const HammerCliSubcommand event_subcommands[] = {
  { "create",       N_("Create an event") },
  { "show",         N_("Show an event") },
  { "list",         N_("List the events") },
  { "tie-breakers", N_("Change the tie-breakers of an event before its first result") },
  { "fee",          N_("Set the entry fee of an event before its draw, as 5.00") },
  { "payout",       N_("The prizes of an event by place") },
  { NULL }
};

static const HammerCliSubcommand entrants_subcommands[] = {
  { "add",        N_("Enter players (or teams as “A / B”) in an event") },
  { "import",     N_("Enter the players of a CSV file in an event") },
  { "seed",       N_("Seed an entrant (0 takes the seed away)") },
  { "blind-draw", N_("Pair the players into teams by lot") },
  { "handicap",   N_("Give entrants a handicap, one by one or by rating or class") },
  { "withdraw",   N_("Withdraw an entrant; their next matches are walkovers") },
  { "requests",   N_("Late entries asked for from phones: list, accept or decline them") },
  { NULL }
};

static const HammerCliSubcommand results_subcommands[] = {
  { "import", N_("Import results, one match a line") },
  { "waiting", N_("Results from the boards waiting for the desk or for the players") },
  { NULL }
};

static const HammerCliSubcommand season_subcommands[] = {
  { "create",    N_("Create a season of club nights") },
  { "members",   N_("The members of a season with their averages") },
  { "night",     N_("Add a club night to a season") },
  { "games",     N_("Enter a member's games of one club night") },
  { "standings", N_("The standings of a season") },
  { "classes",   N_("Show or set the classes of a season") },
  { "points",    N_("Show or set the points competition of a season") },
  { "promotion", N_("Show, add or remove the dates on which classes change") },
  { "averages",  N_("Each member's average over the season and the last games, and class") },
  { "export",    N_("Export a season or a league as a document, a table or a web page") },
  { "import",    N_("Import a league document as a new league") },
  { "league",    N_("Create a team league") },
  { "teams",     N_("The teams of a league with their rosters") },
  { "fixtures",  N_("The fixtures of a league by match day") },
  { "fixture",   N_("One fixture with its games") },
  { "result",    N_("Enter the results of a team match's games") },
  { "table",     N_("The league table of every division") },
  { "stats",     N_("Every player's games across the season") },
  { NULL }
};

static const HammerCliSubcommand day_subcommands[] = {
  { "create",   N_("Create a tournament day") },
  { "edit",     N_("Change a tournament day's name, date, venue or rest") },
  { "show",     N_("Show a tournament day") },
  { "list",     N_("List the days") },
  { "add",      N_("Play events not drawn yet on the day's boards") },
  { "board",    N_("Add a board to a day, reserve one, free it or remove it") },
  { "delete",   N_("Delete a tournament day; its events keep its boards as their own") },
  { "players",  N_("The day's players: their events, fees, payments and check-in") },
  { "check-in", N_("Check a player in for the whole day") },
  { "pay",      N_("Record a player's entry fees as paid") },
  { "money",    N_("The day's money: fees due, taken, outstanding, prizes") },
  { "export",   N_("The registration desk's paper") },
  { NULL }
};

static const HammerCliSubcommand ranking_subcommands[] = {
  { "create", N_("Creates a ranking across events; prints its id.") },
  { "edit",   N_("Change a ranking's settings") },
  { "add",    N_("Adds events to a ranking, by their ids.") },
  { "show",   N_("The ranking in order, with the results that count.") },
  { "export", N_("A ranking on paper, as a table or as a web page.") },
  { "list",   N_("List the rankings") },
  { NULL }
};

static const HammerCliCommand commands[] = {
  { "players", hammer_cli_players, N_("List, add and import players"),
    players_subcommands },
  { "clubs",   hammer_cli_clubs,   N_("List clubs"),
    clubs_subcommands },
  { "rules",   hammer_cli_rules,   N_("Show the rule sets with their zones and options") },
  { "score",   hammer_cli_score,   N_("Check one match read as JSON on standard input") },
  { "event",     hammer_cli_events, N_("Create, show and list events"),
    event_subcommands },
  { "entrants",  hammer_cli_events, N_("Enter, import and withdraw the entrants of an event"),
    entrants_subcommands },
  { "draw",      hammer_cli_events, N_("Draw an event") },
  { "matches",   hammer_cli_events, N_("List the matches of an event") },
  { "result",    hammer_cli_events, N_("Record the result of one match") },
  { "results",   hammer_cli_events, N_("Import results, one match a line"),
    results_subcommands },
  { "standings", hammer_cli_events, N_("The standings of an event") },
  { "boards",    hammer_cli_events, N_("The boards of an event, and putting a match on one") },
  { "export",    hammer_cli_events, N_("Export an event") },
  { "import",    hammer_cli_events, N_("Import an event document") },
  { "season",    hammer_cli_season, N_("Seasons: sjoelbak club nights and team leagues"),
    season_subcommands },
  { "day",       hammer_cli_day,    N_("Tournament days: several events on one set of boards"),
    day_subcommands },
  { "ranking",   hammer_cli_ranking,
    N_("Rankings across events: create, edit, add, show, export"),
    ranking_subcommands },
  { "rate",      hammer_cli_rate,   N_("Glicko-2 ratings of players and games read as JSON") },
  { "ratings",   hammer_cli_ratings, N_("Every player's rating from the matches of a game") },
  { "serve",     hammer_cli_serve,  N_("Serve the hall: board pages for phones and the live page") },
};

/* "hammer-cli GROUP --help": the group's subcommands, one line each. */
static void
print_group_help (const HammerCliCommand *command)
{
  /* TRANSLATORS: the usage line of a command group's help: "hammer-cli day SUBCOMMAND …". */
  g_print (_("Usage: hammer-cli %s SUBCOMMAND [--database FILE] [--json] [ARGUMENTS…]"),
           command->name);
  g_print ("\n\n%s\n\n%s\n", _(command->summary), _("Subcommands:"));
  for (guint i = 0; command->subcommands[i].word != NULL; i++)
    g_print ("  %-13s %s\n", command->subcommands[i].word, _(command->subcommands[i].summary));
  g_print ("\n");
  /* TRANSLATORS: %s is a command group, as in "hammer-cli day create --help". */
  g_print (_("“hammer-cli %s SUBCOMMAND --help” tells the subcommand's options."), command->name);
  g_print ("\n");
}

static void
print_help (FILE *stream)
{
  fprintf (stream, "%s\n\n", _("Usage: hammer-cli COMMAND [--database FILE] [--json] [ARGUMENTS…]"));
  fprintf (stream, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-11s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (stream, "\n%s\n", _("Options of every command:"));
  /* TRANSLATORS: the word for the file in --database FILE, as in the option's help. */
  fprintf (stream, "  --database %-6s %s\n", _("FILE"), _("Use FILE instead of the default database"));
  fprintf (stream, "  --json            %s\n", _("Print JSON on standard output"));
}

/* Takes the options every command shares out of @argv, wherever they stand,
 * so that "hammer-cli players list --json" and "hammer-cli --json players
 * list" mean the same. */
static gboolean
extract_common_options (HammerCli  *cli,
                        int        *argc,
                        char      **argv,
                        int        *exit_code)
{
  int out = 1;

  for (int i = 1; i < *argc; i++)
    {
      const char *arg = argv[i];

      if (g_str_equal (arg, "--"))
        {
          for (; i < *argc; i++)
            argv[out++] = argv[i];
          break;
        }
      else if (g_str_equal (arg, "--json"))
        cli->json = TRUE;
      else if (g_str_equal (arg, "--database"))
        {
          if (i + 1 >= *argc)
            {
              *exit_code = hammer_cli_usage_error (_("--database needs a file name"));
              return FALSE;
            }
          g_free (cli->database);
          cli->database = g_strdup (argv[++i]);
        }
      else if (g_str_has_prefix (arg, "--database="))
        {
          g_free (cli->database);
          cli->database = g_strdup (arg + strlen ("--database="));
        }
      else
        argv[out++] = argv[i];
    }

  argv[out] = NULL;
  *argc = out;
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  HammerCli cli = { NULL, FALSE, NULL, NULL, NULL };
  int exit_code = HAMMER_CLI_EXIT_OK;

  /* Usage lines read "hammer-cli [OPTION…] event create …". */
  g_set_prgname ("hammer-cli");
  hammer_i18n_init ();
  /* As given, before the common options are taken out of it. */
  hammer_cli_keep_arguments (argv);

  if (!extract_common_options (&cli, &argc, argv, &exit_code))
    return exit_code;

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      print_help (argc < 2 ? stderr : stdout);
      return argc < 2 ? HAMMER_CLI_EXIT_INVALID : HAMMER_CLI_EXIT_OK;
    }

  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("hammer-cli %s\n", PACKAGE_VERSION);
      return HAMMER_CLI_EXIT_OK;
    }

  /* Only the server reports how much memory SQLite holds (its trace) and
   * runs threads of its own; every other command is spared SQLite's locks. */
  if (!g_str_equal (argv[1], "serve"))
    hammer_store_configure_for_tool ();
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (g_str_equal (argv[1], commands[i].name) && commands[i].subcommands != NULL &&
          argc == 3 && (g_str_equal (argv[2], "--help") || g_str_equal (argv[2], "-h")))
        {
          print_group_help (&commands[i]);
          g_free (cli.database);
          return HAMMER_CLI_EXIT_OK;
        }
      if (g_str_equal (argv[1], commands[i].name))
        {
          exit_code = commands[i].func (&cli, argc - 1, argv + 1);
          hammer_cli_close_store (&cli);
          g_free (cli.database);
          return exit_code;
        }
    }

  exit_code = hammer_cli_usage_error (_("Unknown command “%s”; “hammer-cli --help” lists them"),
                                      argv[1]);
  g_free (cli.database);
  return exit_code;
}
