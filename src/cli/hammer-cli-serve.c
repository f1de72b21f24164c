/* hammer-cli-serve.c — hammer-cli serve: the hall server without the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib-unix.h>
#include <glib/gi18n.h>
#include <stdio.h>

#include "hammer-cli-events-private.h"
#include "hammer-cli-private.h"
#include "events/hammer-events.h"
#include "serve/hammer-agreement.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "serve/hammer-server.h"
#include "serve/hammer-server-port.h"
#include "serve/hammer-server-transport.h"
#include "sheets/hammer-door-sign.h"
#include "sheets/hammer-sheets.h"

static gboolean
quit_on_signal (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_CONTINUE;
}

/* The line the contract promises, on one line, flushed at once: a script
 * waits for it before it makes its first request. */
static void
print_line (JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  fputs (text, stdout);
  fputc ('\n', stdout);
  fflush (stdout);
}

/* serve check-in --event ID | --day ID [--open | --close] [--sign FILE.pdf
 * [--paper SIZE]] [--renew-player ID]: the desk opens and closes check-in
 * from phones, prints the door sign with its QR code (FILE.svg: the code
 * alone) and hands a player a new link to their page; prints {"event" or
 * "day", "open", "drawn": closed since every event is drawn, "key"},
 * "sign": FILE when it wrote one and "player", "player_key" for a renewed
 * key, with "url", the player's page at the address the hall was last
 * served at, when there is one. */
static int
check_in_command (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  g_autofree char *event = NULL;
  g_autofree char *day = NULL;
  g_autofree char *key = NULL;
  g_autofree char *sign = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *renew = NULL;
  g_autofree char *player_key = NULL;
  g_autofree char *base_url = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) object = json_object_new ();
  JsonNode *node;
  gboolean open = FALSE, close = FALSE, is_open = FALSE, drawn = FALSE;
  HammerPaper paper_size = HAMMER_PAPER_A4;
  gint64 event_id = 0, day_id = 0, player_id = 0;
  int exit_code = HAMMER_CLI_EXIT_OK;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_STRING, &event, N_("The event served"), N_("ID") },
    { "day", 0, 0, G_OPTION_ARG_STRING, &day, N_("The day served"), N_("ID") },
    { "open", 0, 0, G_OPTION_ARG_NONE, &open, N_("Open check-in from phones"), NULL },
    { "close", 0, 0, G_OPTION_ARG_NONE, &close, N_("Close check-in from phones"), NULL },
    { "sign", 0, 0, G_OPTION_ARG_FILENAME, &sign,
      N_("Write the door sign with the check-in page's QR code to FILE as PDF (or the code "
         "alone, to FILE.svg)"),
      N_("FILE.pdf") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_("The door sign's paper: a4 or letter"),
      N_("SIZE") },
    { "renew-player", 0, 0, G_OPTION_ARG_STRING, &renew,
      N_("Hand the player a new link to their own page; the old one stops working"), N_("ID") },
    { NULL }
  };

  if (!hammer_cli_parse_options ("serve check-in", "",
                                 _("Open or close check-in from players’ phones, say "
                                   "whether it is open, or print the door sign"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (open && close)
    return hammer_cli_usage_error (_("--open and --close cannot go together"));
  if ((event != NULL) == (day != NULL))
    return hammer_cli_usage_error (_("“serve check-in” needs --event ID or --day ID"));
  if ((event != NULL && !hammer_cli_parse_id_of ("--event", event, &event_id, &exit_code)) ||
      (day != NULL && !hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code)) ||
      (renew != NULL &&
       !hammer_cli_parse_id_of ("--renew-player", renew, &player_id, &exit_code)))
    return exit_code;
  if (paper != NULL && sign == NULL)
    return hammer_cli_usage_error (_("--paper goes with --sign"));
  if (sign != NULL && g_str_equal (sign, "-"))
    return hammer_cli_usage_error (_("A PDF needs a file: give --sign FILE.pdf"));
  if (paper != NULL && (!hammer_paper_from_string (paper, &paper_size) ||
                        paper_size == HAMMER_PAPER_A3))
    return hammer_cli_usage_error (_("“%s” is not a paper size; use a4 or letter"), paper);
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      ((open || close) &&
       !hammer_check_in_set_open (store, event_id, day_id, open, &error)) ||
      !hammer_check_in_get_state (store, event_id, day_id, &is_open, &drawn, &error) ||
      !(key = hammer_check_in_ensure_key (store, event_id, day_id, &error)) ||
      (sign != NULL && g_str_has_suffix (sign, ".svg") &&
       !hammer_door_sign_write_svg (store, event_id, day_id, sign, &error)) ||
      (sign != NULL && !g_str_has_suffix (sign, ".svg") &&
       !hammer_door_sign_write_file (store, event_id, day_id, paper_size, sign, &error)) ||
      (player_id != 0 &&
       (!(player_key = hammer_check_in_renew_player_key (store, event_id, day_id, player_id,
                                                         &error)) ||
        !hammer_board_entry_dup_url (store, event_id, day_id, &base_url, &error))))
    return hammer_cli_fail (error, NULL);
  json_object_set_int_member (object, day_id != 0 ? "day" : "event",
                              day_id != 0 ? day_id : event_id);
  json_object_set_boolean_member (object, "open", is_open);
  json_object_set_boolean_member (object, "drawn", drawn);
  json_object_set_string_member (object, "key", key);
  if (sign != NULL)
    json_object_set_string_member (object, "sign", sign);
  if (player_key != NULL)
    {
      json_object_set_int_member (object, "player", player_id);
      json_object_set_string_member (object, "player_key", player_key);
      if (base_url != NULL)
        {
          g_autofree char *url = hammer_check_in_own_page_url (base_url, player_key);

          json_object_set_string_member (object, "url", url);
        }
    }
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, object);
  return hammer_cli_print_or_fail (node, &error);
}

int
hammer_cli_serve (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  g_autofree char *event = NULL;
  g_autofree char *day = NULL;
  g_autofree char *bind = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerServer) server = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(JsonNode) description = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notice = NULL;
  gint64 event_id = 0, day_id = 0;
  int port = 0, rate_limit = -1;
  int exit_code = HAMMER_CLI_EXIT_OK;
  guint sigint, sigterm;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_STRING, &event, N_("The event to serve"), N_("ID") },
    { "day", 0, 0, G_OPTION_ARG_STRING, &day,
      N_("Serve every event of the day on one address"), N_("ID") },
    { "port", 0, 0, G_OPTION_ARG_INT, &port,
      N_("Listen on port N (0, the default: the port of the last time, or any free one when "
         "that is taken)"),
      N_("N") },
    { "bind", 0, 0, G_OPTION_ARG_STRING, &bind,
      N_("Listen on ADDRESS (default 127.0.0.1, this computer only)"), N_("ADDRESS") },
    { "rate-limit", 0, 0, G_OPTION_ARG_INT, &rate_limit,
      N_("Requests a client may make in a second, three seconds' worth at once (default 10)"),
      N_("N") },
    { NULL }
  };

  if (hammer_cli_take_word (&argc, &argv, "check-in"))
    return check_in_command (cli, argc, argv);
  if (!hammer_cli_parse_options ("serve", "",
                                 _("Serve the hall: board pages for phones and the live "
                                   "page, until stopped with Ctrl+C"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (event != NULL && day != NULL)
    return hammer_cli_usage_error (_("“serve” serves one event (--event) or one day (--day), "
                                     "not both"));
  if (day != NULL && !hammer_cli_parse_id (day, &day_id))
    return hammer_cli_usage_error (_("--day needs the id of a day (“hammer-cli day list” "
                                     "lists them)"));
  if (day == NULL && !hammer_cli_parse_id (event, &event_id))
    return hammer_cli_usage_error (_("“serve” needs --event ID or --day ID (“hammer-cli event "
                                     "list” and “hammer-cli day list” list them)"));
  if (port < 0 || port > 65535)
    return hammer_cli_usage_error (_("--port must be between 0 and 65535"));
  if (rate_limit != -1 && (rate_limit < 1 || rate_limit > 1000000))
    return hammer_cli_usage_error (_("--rate-limit must be between 1 and 1000000"));
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);

  /* The server opens its own connection to the file; this one is for the
   * address it remembers for printed codes. */
  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  path = g_strdup (hammer_store_get_path (store));
  server = day_id != 0 ? hammer_server_new_for_day (path, day_id)
                       : hammer_server_new (path, event_id);
  /* The load benchmark's clients all come from one address: its rate limit
   * and the connections one address may hold go up together. */
  if (rate_limit > 0)
    {
      HammerServerLimits limits;

      hammer_server_set_rate_limit (server, (guint) rate_limit, (guint) rate_limit * 3);
      hammer_server_limits_default (&limits);
      limits.max_per_address = limits.max_connections;
      hammer_server_set_limits (server, &limits);
    }
  /* Printed codes and the phones' links hold the port: without one asked
   * for, the hall is served where it was last time if it can be. */
  if (!hammer_server_start_keeping_port (server, store, bind, (guint) port, 0, &notice, &error))
    return hammer_cli_fail (error, NULL);
  if (!(day_id != 0
         ? hammer_board_entry_set_day_url (store, day_id, hammer_server_get_url (server), &error)
         : hammer_board_entry_set_url (store, event_id, hammer_server_get_url (server), &error)))
    {
      hammer_server_stop (server);
      return hammer_cli_fail (error, NULL);
    }
  /* Stopping is set up before the line: a script may stop the server as
   * soon as it has read it. */
  loop = g_main_loop_new (NULL, FALSE);
  sigint = g_unix_signal_add (SIGINT, quit_on_signal, loop);
  sigterm = g_unix_signal_add (SIGTERM, quit_on_signal, loop);
  description = hammer_server_describe (server);
  json_object_set_boolean_member (json_node_get_object (description), "port_changed",
                                  notice != NULL);
  if (notice != NULL)
    g_printerr ("hammer-cli: %s\n", notice);
  print_line (description);
  g_main_loop_run (loop);
  g_source_remove (sigint);
  g_source_remove (sigterm);

  /* What is in flight is answered before the program ends. */
  hammer_server_stop (server);
  return HAMMER_CLI_EXIT_OK;
}

/* results waiting --event ID: {"desk": what waits for the desk (a result
 * a player disputed names them), "players": what waits for the players'
 * agreement}. */
int
hammer_cli_results_waiting (HammerCli  *cli,
                            int         argc,
                            char      **argv)
{
  g_auto(HammerCliEventArgs) args = { 0 };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonNode) desk = NULL;
  g_autoptr(JsonNode) players = NULL;
  g_autoptr(JsonObject) waiting = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  gint64 event_id = 0;
  int exit_code = 0;

  if (!hammer_cli_parse_event_args ("results waiting", "",
                                    _("The results from the boards that wait: for the desk to "
                                      "record or reject, or for the players to agree"),
                                    &args, &argc, &argv, &event_id, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      /* No such event is said as such, not as nothing waiting. */
      !(event = hammer_events_get_event_json (store, event_id, &error)) ||
      !(desk = hammer_board_entry_list_waiting (store, event_id, &error)) ||
      !(players = hammer_agreement_list (store, event_id, &error)))
    return hammer_cli_fail (error, NULL);
  json_object_set_member (waiting, "desk", g_steal_pointer (&desk));
  json_object_set_member (waiting, "players", g_steal_pointer (&players));
  json_node_set_object (node, waiting);
  hammer_cli_print_json (node);
  return HAMMER_CLI_EXIT_OK;
}
