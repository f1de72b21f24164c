/* hammer-cli-day.c — hammer-cli day create, show, list and board; boards --day
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "hammer-cli-private.h"
#include "events/hammer-day.h"

/* A whole number from 0 given to @option; @value stays as it is when the
 * option was not given. */
static gboolean
parse_count (const char *option,
             const char *text,
             guint      *value,
             int        *exit_code)
{
  guint64 number;

  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT, &number, NULL))
    {
      *exit_code = hammer_cli_usage_error (_("%s takes a whole number, not “%s”"), option, text);
      return FALSE;
    }
  *value = (guint) number;
  return TRUE;
}

static int
create_command (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_autofree char *name = NULL;
  g_autofree char *date = NULL;
  g_autofree char *venue = NULL;
  g_autofree char *boards = NULL;
  g_autofree char *board_names = NULL;
  g_autofree char *rest = NULL;
  g_autofree char *currency = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerDaySpec spec = { 0 };
  int exit_code = HAMMER_CLI_EXIT_OK;
  gint64 id;
  GOptionEntry entries[] = {
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The day's name"), N_("NAME") },
    { "date", 0, 0, G_OPTION_ARG_STRING, &date, N_("The date, as 2026-11-21"), N_("DATE") },
    { "venue", 0, 0, G_OPTION_ARG_STRING, &venue, N_("Where it is played"), N_("VENUE") },
    { "boards", 0, 0, G_OPTION_ARG_STRING, &boards, N_("How many boards"), N_("N") },
    { "board-names", 0, 0, G_OPTION_ARG_STRING, &board_names,
      N_("The boards' names, comma-separated, one for each board"), N_("LIST") },
    { "rest", 0, 0, G_OPTION_ARG_STRING, &rest,
      N_("The least minutes between a player's matches"), N_("MIN") },
    { "currency", 0, 0, G_OPTION_ARG_STRING, &currency,
      N_("The sign fees and prizes are printed with (default €)"), N_("SIGN") },
    { NULL }
  };

  if (!hammer_cli_parse_options ("day create", "", _("Create a tournament day"), entries,
                                 &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (name == NULL || date == NULL || boards == NULL)
    return hammer_cli_usage_error (_("“day create” needs --name, --date and --boards"));
  if (!parse_count ("--boards", boards, &spec.n_boards, &exit_code) ||
      !parse_count ("--rest", rest, &spec.rest_minutes, &exit_code))
    return exit_code;
  spec.name = name;
  spec.date = date;
  spec.venue = venue;
  spec.board_names = board_names;
  spec.currency = currency;
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(id = hammer_days_create (store, &spec, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_id (id);
}

static int
edit_command (HammerCli  *cli,
              int         argc,
              char      **argv)
{
  g_autofree char *day = NULL;
  g_autofree char *name = NULL;
  g_autofree char *date = NULL;
  g_autofree char *venue = NULL;
  g_autofree char *rest = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerDayChange change = { NULL, NULL, NULL, -1 };
  gint64 day_id = 0;
  guint rest_minutes = 0;
  int exit_code = HAMMER_CLI_EXIT_OK;
  GOptionEntry entries[] = {
    { "day", 0, 0, G_OPTION_ARG_STRING, &day, N_("The day"), N_("ID") },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The day's name"), N_("NAME") },
    { "date", 0, 0, G_OPTION_ARG_STRING, &date, N_("The date, as 2026-11-21"), N_("DATE") },
    { "venue", 0, 0, G_OPTION_ARG_STRING, &venue,
      N_("Where it is played (empty: nowhere said)"), N_("VENUE") },
    { "rest", 0, 0, G_OPTION_ARG_STRING, &rest,
      N_("The least minutes between a player's matches"), N_("MIN") },
    { NULL }
  };

  if (!hammer_cli_parse_options ("day edit", "",
                                 _("Change a tournament day's name, date, venue or rest"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code) ||
      !parse_count ("--rest", rest, &rest_minutes, &exit_code))
    return exit_code;
  if (name == NULL && date == NULL && venue == NULL && rest == NULL)
    return hammer_cli_usage_error (_("“day edit” needs one or more of --name, --date, --venue "
                                     "and --rest"));
  change.name = name;
  change.date = date;
  change.venue = venue;
  if (rest != NULL)
    change.rest_minutes = (int) rest_minutes;
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_days_update (store, day_id, &change, &error))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (hammer_days_get_json (store, day_id, &error), &error);
}

/* show (a day), list, or delete (a day; then prints the days left). */
static int
show_command (HammerCli  *cli,
              int         argc,
              char      **argv,
              gboolean    show,
              gboolean    delete)
{
  g_autofree char *day = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 day_id = 0;
  int exit_code = 0;

  if (!hammer_cli_parse_id_option (delete ? "day delete" : show ? "day show" : "day list", "",
                                   delete ? _("Delete a tournament day; its events keep its "
                                              "boards as their own")
                                   : show ? _("Show a tournament day") : _("List the days"),
                                   "day", N_("The day"), show ? &day : NULL,
                                   &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (show && !hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code))
    return exit_code;
  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (delete && !hammer_days_delete (store, day_id, &error))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (show && !delete ? hammer_days_get_json (store, day_id, &error)
                                                  : hammer_days_list_json (store, &error),
                                   &error);
}

/* --reserve EVENT[:STAGE|:ROUND] into @event_id and @stage (-1: any) or
 * @round. A stage is 0 or "groups", 1 or "knockout" (the knockout after the
 * groups); anything else after the event is a round ("final",
 * "consolation:semifinal"), which the core reads. The core refuses a stage
 * or round the event does not have. */
static gboolean
parse_reservation (const char  *text,
                   gint64      *event_id,
                   int         *stage,
                   char       **round)
{
  g_auto(GStrv) parts = g_strsplit (text, ":", 2);
  gint64 number;

  if (!hammer_cli_parse_id (parts[0], event_id))
    return FALSE;
  *stage = -1;
  if (parts[1] == NULL)
    return TRUE;
  if (g_str_equal (parts[1], "0") || g_ascii_strcasecmp (parts[1], "groups") == 0)
    number = 0;
  else if (g_ascii_strcasecmp (parts[1], "knockout") == 0)
    number = 1;
  else if (g_ascii_isdigit (parts[1][0]))
    {
      if (!hammer_cli_parse_id (parts[1], &number) || number > G_MAXINT)
        return FALSE;
    }
  else
    {
      *round = g_strdup (parts[1]);
      return TRUE;
    }
  *stage = (int) number;
  return TRUE;
}

static int
board_command (HammerCli  *cli,
               int         argc,
               char      **argv)
{
  g_autofree char *day = NULL;
  g_autofree char *board = NULL;
  g_autofree char *reserve = NULL;
  g_autofree char *round = NULL;
  g_autofree char *name = NULL;
  gboolean free_board = FALSE, remove = FALSE, add = FALSE;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 day_id = 0, event_id = 0;
  guint number = 0;
  int stage = -1;
  int exit_code = 0;
  GOptionEntry entries[] = {
    { "day", 0, 0, G_OPTION_ARG_STRING, &day, N_("The day"), N_("ID") },
    { "board", 0, 0, G_OPTION_ARG_STRING, &board, N_("The board's number"), N_("N") },
    { "reserve", 0, 0, G_OPTION_ARG_STRING, &reserve,
      N_("Keep the board for an event, for one stage of an event of groups and a knockout "
         "(STAGE is 0 or groups, 1 or knockout), or for one round of its knockout: ROUND is "
         "final, semifinal, quarterfinal or grand-final, of another bracket after its name "
         "(consolation:final, second-knockout:semifinal)"), N_("EVENT[:STAGE|:ROUND]") },
    { "free", 0, 0, G_OPTION_ARG_NONE, &free_board, N_("Let the board take any match"), NULL },
    { "remove", 0, 0, G_OPTION_ARG_NONE, &remove,
      N_("Remove the board (refused while a match is on it)"), NULL },
    { "add", 0, 0, G_OPTION_ARG_NONE, &add, N_("Add a board after the last"), NULL },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("With --add: the new board's name"),
      N_("NAME") },
    { NULL }
  };

  if (!hammer_cli_parse_options ("day board", "", _("Add a board to a day, reserve one, free it or remove it"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code) ||
      !parse_count ("--board", board, &number, &exit_code))
    return exit_code;
  if (add)
    {
      if (board != NULL || reserve != NULL || free_board || remove)
        return hammer_cli_usage_error (_("“day board --add” takes only --day and --name"));
      if (!(store = hammer_cli_open_store (cli, &error)) ||
          !hammer_days_add_board (store, day_id, name, &number, &error))
        return hammer_cli_fail (error, NULL);
      return hammer_cli_print_or_fail (hammer_days_get_json (store, day_id, &error), &error);
    }
  if (name != NULL)
    return hammer_cli_usage_error (_("--name goes with --add"));
  if (board == NULL || (reserve != NULL) + free_board + remove != 1)
    return hammer_cli_usage_error (_("“day board” needs --add, or --board N and one of "
                                     "--reserve, --free or --remove"));
  if (reserve != NULL && !parse_reservation (reserve, &event_id, &stage, &round))
    return hammer_cli_usage_error (_("--reserve: “%s” is not EVENT, EVENT:STAGE or EVENT:ROUND. "
                                     "STAGE is 0 or groups (the group stage), 1 or knockout "
                                     "(the knockout after the groups); ROUND is final, "
                                     "semifinal, quarterfinal or grand-final, of another "
                                     "bracket after its name: consolation:final"), reserve);
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(remove ? hammer_days_remove_board (store, day_id, number, &error)
               : hammer_days_reserve_board (store, day_id, number, event_id, stage, round,
                                            &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (hammer_days_get_json (store, day_id, &error), &error);
}

static int
add_command (HammerCli  *cli,
             int         argc,
             char      **argv)
{
  g_autofree char *day = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 day_id = 0;
  int exit_code = 0;

  if (!hammer_cli_parse_id_option ("day add", _("EVENT…"),
                                   _("Play events not drawn yet on the day's boards"),
                                   "day", N_("The day"), &day, &argc, &argv, &exit_code))
    return exit_code;
  if (!hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code))
    return exit_code;
  if (argc < 2)
    return hammer_cli_usage_error (_("“day add” needs the events' numbers"));
  for (int i = 1; i < argc; i++)
    {
      gint64 event_id;

      if (!hammer_cli_parse_id (argv[i], &event_id))
        return hammer_cli_usage_error (_("“%s” is not an event number"), argv[i]);
    }
  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  /* One change an event: those before a refused one stay on the day. */
  for (int i = 1; i < argc; i++)
    {
      gint64 event_id = 0;

      hammer_cli_parse_id (argv[i], &event_id);
      if (!hammer_days_add_event (store, day_id, event_id, &error))
        return hammer_cli_fail (error, NULL);
    }
  return hammer_cli_print_or_fail (hammer_days_get_json (store, day_id, &error), &error);
}

int
hammer_cli_day (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  int exit_code;

  if (hammer_cli_take_word (&argc, &argv, "create"))
    return create_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "edit"))
    return edit_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "show"))
    return show_command (cli, argc, argv, TRUE, FALSE);
  if (hammer_cli_take_word (&argc, &argv, "list"))
    return show_command (cli, argc, argv, FALSE, FALSE);
  if (hammer_cli_take_word (&argc, &argv, "delete"))
    return show_command (cli, argc, argv, TRUE, TRUE);
  if (hammer_cli_take_word (&argc, &argv, "board"))
    return board_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "add"))
    return add_command (cli, argc, argv);
  if ((exit_code = hammer_cli_day_desk (cli, argc, argv)) >= 0)
    return exit_code;
  return hammer_cli_usage_error (_("“day” takes create, edit, show, list, add, board, delete, "
                                   "players, check-in, pay, money or export"));
}

gboolean
hammer_cli_is_day_boards (int    argc,
                          char **argv)
{
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--day") || g_str_has_prefix (argv[i], "--day="))
      return TRUE;
  return FALSE;
}

int
hammer_cli_day_boards (HammerCli  *cli,
                       int         argc,
                       char      **argv)
{
  g_autofree char *day = NULL;
  g_autofree char *speak = NULL;
  g_autofree char *language = NULL;
  g_autofree char *since = NULL;
  gboolean ignore_rest = FALSE;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerDayCall call = { 0 };
  JsonNode *boards;
  gint64 day_id = 0;
  int exit_code = 0;
  GOptionEntry entries[] = {
    { "day", 0, 0, G_OPTION_ARG_STRING, &day, N_("The day"), N_("ID") },
    { "ignore-rest", 0, 0, G_OPTION_ARG_NONE, &ignore_rest,
      N_("Call: let players who are still resting play"), NULL },
    { "speak", 0, 0, G_OPTION_ARG_FILENAME, &speak,
      N_("Call: write the calls, said aloud, to FILE as WAV"), N_("FILE") },
    { "language", 0, 0, G_OPTION_ARG_STRING, &language,
      N_("Call with --speak: the hall's language"), N_("nl|de|en") },
    { NULL }
  };

  if (!hammer_cli_parse_options ("boards", _("[call]"),
                                 _("The boards of a day, and calling matches to them"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (!hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code))
    return exit_code;
  if (argc > 2 || (argc == 2 && !g_str_equal (argv[1], "call")))
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[argc - 1]);
  if (!hammer_cli_speak_options_ok (speak, language, argc == 2, &exit_code))
    return exit_code;
  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  since = hammer_now_stamp ();
  if (argc == 2)
    {
      if (!hammer_days_call_next_matches (store, day_id, ignore_rest, &call, &error))
        return hammer_cli_fail (error, NULL);
      g_printerr (g_dngettext (GETTEXT_PACKAGE, "%u match called to a board\n",
                               "%u matches called to boards\n", call.n_called), call.n_called);
      /* The desk must know why free boards stay free. */
      if (hammer_day_call_rest_holds_back (&call))
        g_printerr (g_dngettext (GETTEXT_PACKAGE,
                                 "%u ready match waits for its players' rest; "
                                 "“boards call --day %" PRId64 " --ignore-rest” "
                                 "calls it anyway\n",
                                 "%u ready matches wait for their players' rest; "
                                 "“boards call --day %" PRId64 " --ignore-rest” "
                                 "calls them anyway\n", call.n_held_resting),
                    call.n_held_resting, day_id);
    }
  boards = hammer_days_get_boards_json (store, day_id, &error);
  /* What the call did and why boards stay free, for a script as the hint. */
  if (argc == 2 && boards != NULL && JSON_NODE_HOLDS_OBJECT (boards))
    {
      JsonObject *report = json_object_new ();

      json_object_set_int_member (report, "called", call.n_called);
      json_object_set_int_member (report, "held_resting", call.n_held_resting);
      json_object_set_int_member (report, "held_playing", call.n_held_playing);
      json_object_set_boolean_member (report, "rest_holds_back",
                                      hammer_day_call_rest_holds_back (&call));
      json_object_set_object_member (json_node_get_object (boards), "call", report);
    }
  if (boards != NULL && speak != NULL &&
      (exit_code = hammer_cli_speak_calls (boards, since, hammer_cli_speak_language (language),
                                           speak)) != HAMMER_CLI_EXIT_OK)
    {
      json_node_unref (boards);
      return exit_code;
    }
  return hammer_cli_print_or_fail (boards, &error);
}
