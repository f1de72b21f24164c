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
  const char           *name;
  HammerCliCommandFunc  func;
  const char           *summary;
} HammerCliCommand;

static const HammerCliCommand commands[] = {
  { "players", hammer_cli_players, N_("List, add and import players") },
  { "clubs",   hammer_cli_clubs,   N_("List clubs") },
  { "rules",   hammer_cli_rules,   N_("Show the rule sets with their zones and options") },
  { "score",   hammer_cli_score,   N_("Check one match read as JSON on standard input") },
  { "event",     hammer_cli_events, N_("Create, show and list events") },
  { "entrants",  hammer_cli_events, N_("Enter, import and withdraw the entrants of an event") },
  { "draw",      hammer_cli_events, N_("Draw an event") },
  { "matches",   hammer_cli_events, N_("List the matches of an event") },
  { "result",    hammer_cli_events, N_("Record the result of one match") },
  { "results",   hammer_cli_events, N_("Import results, one match a line") },
  { "standings", hammer_cli_events, N_("The standings of an event") },
  { "boards",    hammer_cli_events, N_("The boards of an event, and putting a match on one") },
  { "export",    hammer_cli_events, N_("Export an event") },
  { "import",    hammer_cli_events, N_("Import an event document") },
  { "season",    hammer_cli_season, N_("Seasons: sjoelbak club nights and team leagues") },
  { "day",       hammer_cli_day,    N_("Tournament days: several events on one set of boards") },
  { "ranking",   hammer_cli_ranking,
    N_("Rankings across events: create, edit, add, show, export") },
  { "rate",      hammer_cli_rate,   N_("Glicko-2 ratings of players and games read as JSON") },
  { "ratings",   hammer_cli_ratings, N_("Every player's rating from the matches of a game") },
  { "serve",     hammer_cli_serve,  N_("Serve the hall: board pages for phones and the live page") },
};

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
  HammerCli cli = { NULL, FALSE };
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
      if (g_str_equal (argv[1], commands[i].name))
        {
          exit_code = commands[i].func (&cli, argc - 1, argv + 1);
          g_free (cli.database);
          return exit_code;
        }
    }

  exit_code = hammer_cli_usage_error (_("Unknown command “%s”; “hammer-cli --help” lists them"),
                                      argv[1]);
  g_free (cli.database);
  return exit_code;
}
