/* hammer-cli-events.c — events from the command line: event, matches,
 * standings, boards, export, import (entrants and draw are in
 * hammer-cli-entrants.c, result and results in hammer-cli-results.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "hammer-money.h"
#include "events/hammer-event-files.h"
#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "io/hammer-tables.h"
#include "hammer-cli-events-private.h"
#include "hammer-cli-private.h"
#include "league/hammer-leagues.h"

/* Most commands name their event with --event ID. */
static int
require_event (const char *text,
               gint64     *event_id)
{
  if (text == NULL)
    return hammer_cli_usage_error (_("Name the event with --event ID (“hammer-cli event list” "
                                     "shows them)"));
  if (!hammer_cli_parse_id (text, event_id))
    return hammer_cli_usage_error (_("“%s” is not an event number"), text);
  return HAMMER_CLI_EXIT_OK;
}

static int
event_create (HammerCli  *cli,
              int         argc,
              char      **argv)
{
  g_autofree char *name = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *format = NULL;
  g_autofree char *date = NULL;
  g_autofree char *venue = NULL;
  g_autofree char *tie_breakers = NULL;
  g_autofree char *classes = NULL;
  g_autofree char *match_points = NULL;
  g_autofree char *board_names = NULL;
  g_autofree char *day = NULL;
  g_autofree char *fee = NULL;
  g_autofree char *confirm = NULL;
  g_auto(GStrv) option_args = NULL;
  int rounds = 0, boards = 0, groups = 0, advance = 2;
  gboolean third_place = FALSE, no_final_reset = FALSE, double_round = FALSE;
  gboolean consolation = FALSE, placement = FALSE, second_knockout = FALSE;
  /* The games as the rules module lists them. */
  g_autofree char *rule_ids = hammer_rules_list_ids (FALSE);
  /* TRANSLATORS: %s lists the ids of the games: "table, court or deck". */
  g_autofree char *rules_help = g_strdup_printf (_("The game: %s"), rule_ids);
  /* The formats as the registry lists them. */
  g_autofree char *format_ids = hammer_format_list_ids ();
  g_autofree char *format_choices = hammer_format_list_choices ();
  GOptionEntry entries[] = {
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The event's name"), N_("NAME") },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, rules_help, N_("ID") },
    { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &option_args,
      N_("A rule option, e.g. target=21 (see “hammer-cli rules”)"), N_("KEY=VALUE") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, format_choices, N_("FORMAT") },
    { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, N_("Rounds: Swiss, rotating partners"), N_("N") },
    { "boards", 0, 0, G_OPTION_ARG_INT, &boards, N_("How many boards"), N_("N") },
    { "board-names", 0, 0, G_OPTION_ARG_STRING, &board_names,
      N_("The boards' names, comma-separated"), N_("LIST") },
    { "date", 0, 0, G_OPTION_ARG_STRING, &date, N_("The date, as 2026-11-21"), N_("DATE") },
    { "venue", 0, 0, G_OPTION_ARG_STRING, &venue, N_("Where it is played"), N_("VENUE") },
    { "day", 0, 0, G_OPTION_ARG_STRING, &day,
      N_("The tournament day it is played on, on the day's boards"), N_("ID") },
    { "fee", 0, 0, G_OPTION_ARG_STRING, &fee, N_("The entry fee, as 5.00"), N_("AMOUNT") },
    { "third-place", 0, 0, G_OPTION_ARG_NONE, &third_place, N_("Play for third place"), NULL },
    { "consolation", 0, 0, G_OPTION_ARG_NONE, &consolation,
      N_("A consolation bracket for those who lose their first match"), NULL },
    { "placement", 0, 0, G_OPTION_ARG_NONE, &placement,
      N_("Play out every place of the knockout"), NULL },
    { "no-final-reset", 0, 0, G_OPTION_ARG_NONE, &no_final_reset,
      N_("Double elimination: no second final"), NULL },
    { "double-round", 0, 0, G_OPTION_ARG_NONE, &double_round,
      N_("Round robin: everyone meets twice, home and away"), NULL },
    { "groups", 0, 0, G_OPTION_ARG_INT, &groups, N_("Groups: how many"), N_("N") },
    { "advance", 0, 0, G_OPTION_ARG_INT, &advance,
      N_("Groups: how many of each go on to the knockout"), N_("N") },
    { "second-knockout", 0, 0, G_OPTION_ARG_NONE, &second_knockout,
      N_("Groups: those who do not go on play a second knockout"), NULL },
    { "tie-breakers", 0, 0, G_OPTION_ARG_STRING, &tie_breakers,
      N_("Tie-breakers in order, comma-separated"), N_("LIST") },
    { "classes", 0, 0, G_OPTION_ARG_STRING, &classes,
      N_("Classes by average, best first, e.g. A=130,B=115,C=0"), N_("LIST") },
    { "match-points", 0, 0, G_OPTION_ARG_STRING, &match_points,
      N_("The points of a win, a draw and a loss, e.g. 3,1,0 (default 2,1,0)"), N_("W,D,L") },
    { "confirm", 0, 0, G_OPTION_ARG_STRING, &confirm,
      N_("Who agrees to a board’s result before it is stored: board (the default) or "
         "players, a player of each side on their own page"), N_("WHO") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  gint64 id;
  int exit_code = 0;

  if (!hammer_cli_parse_options ("event create", "", _("Create an event"), entries,
                                 &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (name == NULL || rules == NULL || format == NULL)
    return hammer_cli_usage_error (_("“event create” needs --name, --rules and --format"));

  hammer_event_spec_init (&spec);
  spec.name = name;
  spec.rules = rules;
  if (!hammer_format_from_string (format, &spec.format))
    /* TRANSLATORS: %s is what was given, then the formats' ids: "“knockout” is
     * not a format; use swiss, groups or series". */
    return hammer_cli_usage_error (_("“%s” is not a format; use %s"), format, format_ids);
  for (guint i = 0; option_args != NULL && option_args[i] != NULL; i++)
    if (!hammer_cli_add_option (options, option_args[i]))
      return hammer_cli_usage_error (_("“%s” is not KEY=VALUE"), option_args[i]);
  if (rounds < 0 || boards < 0 || groups < 0 || advance < 0)
    return hammer_cli_usage_error (_("Counts cannot be negative"));
  /* The contract reads "--rounds N": a count left to the draw would be
   * stored as 0 and played as another number. */
  if (spec.format == HAMMER_FORMAT_ROTATING_PARTNERS && rounds == 0)
    return hammer_cli_usage_error (_("--format rotating-partners needs --rounds N: how many "
                                     "rounds to play, 1 or more"));

  spec.options = options;
  spec.rounds = rounds;
  spec.n_boards = boards;
  spec.date = date;
  spec.venue = venue;
  spec.third_place = third_place;
  spec.consolation = consolation;
  spec.placement = placement;
  spec.second_knockout = second_knockout;
  spec.final_reset = !no_final_reset;
  spec.double_round = double_round;
  spec.n_groups = groups;
  spec.advance = advance;
  spec.tie_breakers = tie_breakers;
  spec.classes = classes;
  spec.match_points = match_points;
  spec.board_names = board_names;
  if (day != NULL && !hammer_cli_parse_id (day, &spec.day_id))
    return hammer_cli_usage_error (_("--day: “%s” is not a day number"), day);
  if (day != NULL && (boards != 0 || board_names != NULL))
    return hammer_cli_usage_error (_("--boards: an event of a day plays on the day’s boards; "
                                     "give --boards to “day create”"));

  if (confirm != NULL && !hammer_confirm_from_string (confirm, &spec.confirm))
    return hammer_cli_usage_error (_("--confirm: “%s” is neither “board” nor “players”"),
                                   confirm);

  if (fee != NULL && !hammer_money_parse (fee, "--fee", &spec.fee_cents, &error))
    return hammer_cli_fail (error, NULL);

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(id = hammer_events_create (store, &spec, &error)))
    return hammer_cli_fail (error, NULL);

  hammer_cli_print_id (id);
  return HAMMER_CLI_EXIT_OK;
}

static int
event_show_or_list (HammerCli  *cli,
                    int         argc,
                    char      **argv,
                    gboolean    show)
{
  g_autofree char *event = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event_id = 0;
  int exit_code = 0;

  if (!hammer_cli_parse_id_option (show ? "event show" : "event list", show ? _("[ID]") : "",
                                   show ? _("Show an event") : _("List the events"),
                                   "event", N_("The event"), show ? &event : NULL,
                                   &argc, &argv, &exit_code))
    return exit_code;
  if (show && event == NULL && argc == 2)
    event = g_strdup (argv[1]);
  else if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (show && (exit_code = require_event (event, &event_id)) != 0)
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (show)
    {
      JsonNode *node = hammer_events_get_event_json (store, event_id, &error);
      return hammer_cli_print_or_fail (node, &error);
    }
  else
    {
      JsonNode *node = hammer_events_list_json (store, &error);
      return hammer_cli_print_or_fail (node, &error);
    }
}

/* event tie-breakers --event ID NAME,NAME,… : a new order before the first result. */
static int
event_tie_breakers (HammerCli  *cli,
                    int         argc,
                    char      **argv)
{
  g_autofree char *event = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  gint64 event_id = 0;
  int exit_code = 0;

  if (!hammer_cli_parse_id_option ("event tie-breakers", _("LIST"),
                                   _("Change the tie-breakers of an event before its first "
                                     "result, e.g. match-points,head-to-head,point-difference"),
                                   "event", N_("The event"), &event, &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return hammer_cli_usage_error (_("“event tie-breakers” needs one comma-separated list of "
                                     "tie-breakers"));
  if ((exit_code = require_event (event, &event_id)) != 0)
    return exit_code;
  names = g_strsplit (argv[1], ",", -1);
  for (guint i = 0; names[i] != NULL; i++)
    g_strstrip (names[i]);

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_events_set_tie_breakers (store, event_id, (const char *const *) names, &error))
    return hammer_cli_fail (error, NULL);
  {
    JsonNode *node = hammer_events_get_event_json (store, event_id, &error);

    return hammer_cli_print_or_fail (node, &error);
  }
}

static int
hammer_cli_event (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "create"))
    return event_create (cli, argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "show"))
    return event_show_or_list (cli, argc - 1, argv + 1, TRUE);
  if (argc >= 2 && g_str_equal (argv[1], "list"))
    return event_show_or_list (cli, argc - 1, argv + 1, FALSE);
  if (argc >= 2 && g_str_equal (argv[1], "tie-breakers"))
    return event_tie_breakers (cli, argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "fee"))
    return hammer_cli_event_fee (cli, argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "payout"))
    return hammer_cli_event_payout (cli, argc - 1, argv + 1);
  return hammer_cli_usage_error (_("“event” needs a subcommand: create, show, list, "
                                   "tie-breakers, fee or payout"));
}

void
hammer_cli_event_args_clear (HammerCliEventArgs *args)
{
  g_free (args->event);
  g_free (args->match);
  g_free (args->number);
  g_free (args->seed);
  g_free (args->board);
  g_free (args->format);
  g_free (args->output);
  g_free (args->file);
  g_free (args->pools);
  g_free (args->by);
  g_free (args->seed_by);
  g_free (args->ranking);
  g_free (args->speak);
  g_free (args->language);
}

gboolean
hammer_cli_parse_event_args (const char           *command,
                             const char           *parameters,
                             const char           *summary,
                             HammerCliEventArgs   *args,
                             int                  *argc,
                             char               ***argv,
                             gint64               *event_id,
                             int                  *exit_code)
{
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_STRING, &args->event, N_("The event"), N_("ID") },
    { "match", 0, 0, G_OPTION_ARG_STRING, &args->match, N_("The match"), N_("ID") },
    { "number", 0, 0, G_OPTION_ARG_STRING, &args->number,
      N_("The match by its number within the event, as screens and paper show it"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &args->seed, N_("Fixes the random choices"), N_("N") },
    { "board", 0, 0, G_OPTION_ARG_STRING, &args->board, N_("The board's number"), N_("N") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &args->format, N_("json"), N_("FORMAT") },
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &args->output, N_("Write to FILE"), N_("FILE") },
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &args->file,
      N_("Read FILE instead of standard input"), N_("FILE") },
    { "reset-dependents", 0, 0, G_OPTION_ARG_NONE, &args->reset_dependents,
      N_("With a correction: clear the results of the matches that follow"), NULL },
    { "restart-boards", 0, 0, G_OPTION_ARG_NONE, &args->restart_boards,
      N_("With a correction: restart the matches on a board or under way that get other "
         "players"), NULL },
    { "keep-going", 0, 0, G_OPTION_ARG_NONE, &args->keep_going,
      N_("Results import: store the good lines even when others are refused"), NULL },
    { "ignore-rest", 0, 0, G_OPTION_ARG_NONE, &args->ignore_rest,
      N_("Boards call and assign, an event of a day: let players who are still resting play"),
      NULL },
    { "pools", 0, 0, G_OPTION_ARG_STRING, &args->pools,
      N_("Blind draw: one partner from each pool of strength (ab, abc), or no two pros in a "
         "team (pros)"), N_("KIND") },
    { "by", 0, 0, G_OPTION_ARG_STRING, &args->by,
      N_("Blind draw: the pools by seed (the default), by the players' averages or by their "
         "ratings"),
      N_("seed|average|rating") },
    { "seed-by", 0, 0, G_OPTION_ARG_STRING, &args->seed_by,
      N_("Draw: seed the entrants by their rating, or by a ranking's points, first"),
      N_("rating|ranking") },
    { "ranking", 0, 0, G_OPTION_ARG_STRING, &args->ranking,
      N_("Draw with --seed-by ranking: the ranking"), N_("ID") },
    { "speak", 0, 0, G_OPTION_ARG_FILENAME, &args->speak,
      N_("Call: write the calls, said aloud, to FILE as WAV"), N_("FILE") },
    { "language", 0, 0, G_OPTION_ARG_STRING, &args->language,
      N_("Call with --speak: the hall's language"), N_("nl|de|en") },
    { NULL }
  };

  /* The options each command reads besides --event, so that its --help
   * lists only those and another is refused as unknown; a command not
   * named here takes them all. */
  static const struct
  {
    const char *command;
    const char *options[4];
  } own[] = {
    { "entrants add", { NULL } },
    { "entrants import", { NULL } },
    { "entrants withdraw", { NULL } },
    { "entrants seed", { NULL } },
    { "entrants handicap", { NULL } },
    { "entrants blind-draw", { "pools", "by", "seed", NULL } },
    { "draw", { "seed", "seed-by", "ranking", NULL } },
    { "results waiting", { NULL } },
  };
  GOptionEntry *taken = entries;
  GOptionEntry kept[G_N_ELEMENTS (entries)];

  for (guint c = 0; c < G_N_ELEMENTS (own); c++)
    {
      guint n = 0;

      if (!g_str_equal (own[c].command, command))
        continue;
      for (guint e = 0; entries[e].long_name != NULL; e++)
        {
          gboolean wanted = g_str_equal (entries[e].long_name, "event");

          for (guint o = 0; !wanted && own[c].options[o] != NULL; o++)
            wanted = g_str_equal (entries[e].long_name, own[c].options[o]);
          if (wanted)
            kept[n++] = entries[e];
        }
      kept[n] = (GOptionEntry) { NULL };
      taken = kept;
    }

  if (!hammer_cli_parse_options (command, parameters, summary, taken, argc, argv, exit_code))
    return FALSE;
  return (*exit_code = require_event (args->event, event_id)) == 0;
}

static int
list_command (HammerCli  *cli,
              int         argc,
              char      **argv,
              const char *command)
{
  g_auto(HammerCliEventArgs) args = { 0 };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *since = NULL;
  JsonNode *node = NULL;
  gint64 event_id = 0;
  int exit_code = 0;
  gboolean calling;

  if (!hammer_cli_parse_event_args (command, "",
                                    g_str_equal (command, "matches")
                                      ? _("The matches of an event")
                                      : g_str_equal (command, "standings")
                                        ? _("The standings of an event")
                                        : _("The boards of an event and the queue"),
                                    &args, &argc, &argv, &event_id, &exit_code))
    return exit_code;

  calling = g_str_equal (command, "boards") && argc >= 2 && g_str_equal (argv[1], "call");
  if (!hammer_cli_speak_options_ok (args.speak, args.language, calling, &exit_code))
    return exit_code;
  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  since = hammer_now_stamp ();

  if (g_str_equal (command, "boards") && argc >= 2 && g_str_equal (argv[1], "assign"))
    {
      gint64 match_id = 0, board = 0;

      if (!hammer_cli_parse_id (args.match, &match_id) || !hammer_cli_parse_id (args.board, &board))
        return hammer_cli_usage_error (_("“boards assign” needs --match ID and --board N"));
      if (!hammer_events_assign_board_full (store, event_id, match_id, board, args.ignore_rest,
                                            &error))
        {
          g_autoptr(JsonObject) details = json_object_new ();

          /* The desk decides whether a rest may be cut short. */
          if (g_strcmp0 (hammer_error_get_reason (error), "player-resting") == 0)
            g_printerr (_("“boards assign --ignore-rest” puts the match on the board anyway\n"));
          if (hammer_error_get_reason (error) != NULL)
            json_object_set_string_member (details, "reason", hammer_error_get_reason (error));
          return hammer_cli_fail (error, details);
        }
    }
  else if (g_str_equal (command, "boards") && argc >= 2 && g_str_equal (argv[1], "call") &&
           args.board != NULL)
    {
      gint64 board = 0;

      if (!hammer_cli_parse_id (args.board, &board))
        return hammer_cli_usage_error (_("“boards call --board N” needs a board number"));
      if (!hammer_events_call_board (store, event_id, board, &error))
        return hammer_cli_fail (error, NULL);
    }
  else if (g_str_equal (command, "boards") && argc >= 2 && g_str_equal (argv[1], "call"))
    {
      HammerDayCall report = { 0 };
      guint called = hammer_events_call_next_matches_full (store, event_id, args.ignore_rest,
                                                           &report, &error);

      if (error != NULL)
        return hammer_cli_fail (error, NULL);
      g_printerr (g_dngettext (GETTEXT_PACKAGE, "%u match called to a board\n",
                               "%u matches called to boards\n", called), called);
      /* The desk must know why free boards stay free, as with the day's call. */
      if (hammer_day_call_rest_holds_back (&report))
        g_printerr (g_dngettext (GETTEXT_PACKAGE,
                                 "%u ready match waits for its players' rest; "
                                 "“boards call --event %" PRId64 " --ignore-rest” "
                                 "calls it anyway\n",
                                 "%u ready matches wait for their players' rest; "
                                 "“boards call --event %" PRId64 " --ignore-rest” "
                                 "calls them anyway\n", report.n_held_resting),
                    report.n_held_resting, event_id);
    }
  else if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);

  if (g_str_equal (command, "matches"))
    return hammer_cli_print_text_or_fail (hammer_events_write_matches_json (store, event_id,
                                                                            &error), &error);
  if (g_str_equal (command, "standings"))
    node = hammer_events_get_standings_json (store, event_id, &error);
  else
    node = hammer_events_get_boards_json (store, event_id, &error);
  if (node != NULL && args.speak != NULL &&
      (exit_code = hammer_cli_speak_calls (node, since,
                                           hammer_cli_speak_language (args.language),
                                           args.speak)) != HAMMER_CLI_EXIT_OK)
    {
      json_node_unref (node);
      return exit_code;
    }
  return hammer_cli_print_or_fail (node, &error);
}

static char *
export_text (HammerStore             *store,
             gint64                   event_id,
             const char              *format,
             const char              *kind,
             const HammerCsvOptions  *options,
             GError                 **error)
{
  HammerEventFile file = HAMMER_EVENT_FILE_HTML;

  if (g_str_equal (format, "json"))
    file = HAMMER_EVENT_FILE_JSON;
  else if (g_str_equal (format, "csv"))
    file = g_str_equal (kind, "standings") ? HAMMER_EVENT_FILE_STANDINGS_CSV
                                           : HAMMER_EVENT_FILE_RESULTS_CSV;
  return hammer_events_export_text (store, event_id, file, options, error);
}

static int
export_command (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_autofree char *event = NULL;
  g_autofree char *format = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *paper = NULL;
  g_auto(HammerCliOutput) out = { 0 };
  gboolean landscape = FALSE, filled = FALSE;
  int round = 0, board = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_STRING, &event, N_("The event"), N_("ID") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("json (the default), csv, html or pdf"),
      N_("FORMAT") },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind,
      N_("CSV: standings (the default) or results; PDF: score-sheets, standings, results, "
         "schedule, bracket, ranking-by-class, sign-in, pairings, classification, "
         "certificates, board-signs or timetable"), N_("KIND") },
    { "round", 0, 0, G_OPTION_ARG_INT, &round,
      N_("PDF score sheets and pairings: only this round"),
      N_("N") },
    { "board", 0, 0, G_OPTION_ARG_INT, &board, N_("PDF score sheets: only this board"),
      N_("N") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_("PDF: a4 (the default), a3 or letter"),
      N_("PAPER") },
    { "landscape", 0, 0, G_OPTION_ARG_NONE, &landscape, N_("PDF: turn the paper sideways"),
      NULL },
    { "filled", 0, 0, G_OPTION_ARG_NONE, &filled,
      N_("PDF score sheets: filled in from the entered results"), NULL },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  HammerCsvOptions options;
  gint64 event_id = 0;
  int exit_code = 0;

  if (!hammer_cli_parse_output_options ("export", "", _("Export an event"), entries, &out, &argc,
                                        &argv, &exit_code))
    return exit_code;
  if ((exit_code = require_event (event, &event_id)) != 0)
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (format == NULL)
    format = g_strdup ("json");
  if (g_str_equal (format, "pdf"))
    {
      HammerCliEventPaper sheet = { kind, paper, landscape, filled, round, board };

      return hammer_cli_event_export_pdf (cli, event_id, &sheet, &out);
    }
  if (paper != NULL || landscape || filled || round != 0 || board != 0)
    return hammer_cli_usage_error (_("--paper, --landscape, --filled, --round and --board go "
                                     "with --format pdf"));
  if (!g_str_equal (format, "json") && !g_str_equal (format, "csv") &&
      !g_str_equal (format, "html"))
    return hammer_cli_usage_error (_("This Hammer exports events as json, csv, html and pdf"));
  if (!g_str_equal (format, "csv") && (kind != NULL || out.bom || out.semicolon))
    return hammer_cli_usage_error (_("--kind, --bom and --semicolon go with --format csv"));
  if (kind == NULL)
    kind = g_strdup ("standings");
  if (!g_str_equal (kind, "standings") && !g_str_equal (kind, "results"))
    return hammer_cli_usage_error (_("“%s” is not a kind of CSV export; use standings or "
                                     "results"), kind);

  hammer_cli_output_csv_options (&out, &options);

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(text = export_text (store, event_id, format, kind, &options, &error)) ||
      !hammer_cli_write_output (out.output, text, g_str_equal (format, "json"), &error))
    return hammer_cli_fail (error, NULL);
  return HAMMER_CLI_EXIT_OK;
}

static int
import_command (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonNode *root;
  gboolean league;
  gint64 id;
  int exit_code = 0;

  if (!hammer_cli_parse_options ("import", _("FILE.json"),
                                 _("Import an event document, or a league document as "
                                   "“season import” does"), NULL,
                                 &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return hammer_cli_usage_error (_("“import” needs exactly one file"));

  if (!json_parser_load_from_file (parser, argv[1], &error))
    {
      /* A file that cannot be read is the surroundings' fault; one that is
       * not JSON is the user's. */
      g_autoptr(GError) invalid = g_error_new (HAMMER_ERROR,
                                               error->domain == G_FILE_ERROR ? HAMMER_ERROR_IO
                                                                             : HAMMER_ERROR_INVALID,
                                               _("Could not read “%s”: %s"), argv[1],
                                               error->message);
      return hammer_cli_fail (invalid, NULL);
    }

  /* A league document goes where “season import” puts it. */
  root = json_parser_get_root (parser);
  league = root != NULL && JSON_NODE_HOLDS_OBJECT (root) &&
           g_strcmp0 (json_object_get_string_member_with_default (json_node_get_object (root),
                                                                  "format", ""),
                      "hammer-league") == 0;
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(id = league ? hammer_leagues_import (store, root, &error)
                    : hammer_events_import (store, root, &error)))
    return hammer_cli_fail (error, NULL);

  hammer_cli_print_id (id);
  return HAMMER_CLI_EXIT_OK;
}

int
hammer_cli_events (HammerCli  *cli,
                   int         argc,
                   char      **argv)
{
  const char *command = argv[0];

  if (g_str_equal (command, "event"))
    return hammer_cli_event (cli, argc, argv);
  if (g_str_equal (command, "entrants"))
    return hammer_cli_entrants (cli, argc, argv);
  if (g_str_equal (command, "draw"))
    return hammer_cli_draw (cli, argc, argv);
  if (g_str_equal (command, "boards") && hammer_cli_is_day_boards (argc, argv))
    return hammer_cli_day_boards (cli, argc, argv);
  if (g_str_equal (command, "matches") || g_str_equal (command, "standings") ||
      g_str_equal (command, "boards"))
    return list_command (cli, argc, argv, command);
  if (g_str_equal (command, "result"))
    return hammer_cli_result (cli, argc, argv);
  if (g_str_equal (command, "results"))
    return hammer_cli_results (cli, argc, argv);
  if (g_str_equal (command, "export"))
    return export_command (cli, argc, argv);
  if (g_str_equal (command, "import"))
    return import_command (cli, argc, argv);
  return hammer_cli_usage_error (_("Unknown command “%s”"), command);
}
