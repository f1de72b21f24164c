/* hammer-cli-requests.c — hammer-cli entrants requests: the late entries
 * players asked for from their phones, and the desk's answer
 *
 *   entrants requests --event ID | --day ID [--all]
 *   entrants requests accept --request ID
 *   entrants requests decline --request ID
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-entry-requests.h"
#include "hammer-cli-events-private.h"
#include "hammer-cli-private.h"

/* {"id", "name", "club", "state", "events": [{"event", "name"}], "player"}
 * and, asked in the name of a player on the list already, "listed":
 * {"player", "name"} with "note": "Already on the list as …". */
static JsonObject *
request_json (HammerEntryRequest *request)
{
  JsonObject *object = json_object_new ();
  JsonArray *events = json_array_new ();

  json_object_set_int_member (object, "id", hammer_entry_request_get_id (request));
  json_object_set_string_member (object, "name", hammer_entry_request_get_name (request));
  json_object_set_string_member (object, "club", hammer_entry_request_get_club (request));
  json_object_set_string_member (object, "state",
                                 hammer_entry_request_state_to_string (
                                   hammer_entry_request_get_state (request)));
  for (guint i = 0; i < hammer_entry_request_get_n_events (request); i++)
    {
      JsonObject *event = json_object_new ();

      json_object_set_int_member (event, "event", hammer_entry_request_get_event_id (request, i));
      json_object_set_string_member (event, "name",
                                     hammer_entry_request_get_event_name (request, i));
      json_array_add_object_element (events, event);
    }
  json_object_set_array_member (object, "events", events);
  if (hammer_entry_request_get_player (request) > 0)
    json_object_set_int_member (object, "player", hammer_entry_request_get_player (request));
  else
    json_object_set_null_member (object, "player");
  /* In the name of a player on the list: the desk sees whom. */
  if (hammer_entry_request_get_listed_player (request) > 0)
    {
      g_autofree char *note = hammer_entry_request_dup_listed_text (request);
      JsonObject *listed = json_object_new ();

      json_object_set_int_member (listed, "player",
                                  hammer_entry_request_get_listed_player (request));
      json_object_set_string_member (listed, "name",
                                     hammer_entry_request_get_listed_name (request));
      json_object_set_object_member (object, "listed", listed);
      json_object_set_string_member (object, "note", note);
    }
  return object;
}

/* entrants requests accept|decline --request ID */
static int
answer_command (HammerCli  *cli,
                int         argc,
                char      **argv,
                gboolean    accept)
{
  g_autofree char *request = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerEntryRequest) answered = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *node;
  gint64 request_id = 0;
  int exit_code = HAMMER_CLI_EXIT_OK;

  if (!hammer_cli_parse_id_option (accept ? "entrants requests accept"
                                          : "entrants requests decline", "",
                                   accept ? _("Enter the player who asked, as asked")
                                          : _("Decline a late entry; the phone is told"),
                                   "request", N_("The late entry"), &request, &argc, &argv,
                                   &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!hammer_cli_parse_id_of ("--request", request, &request_id, &exit_code))
    return exit_code;
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(accept ? hammer_entry_requests_accept (store, request_id, &error)
               : hammer_entry_requests_decline (store, request_id, &error)) ||
      !(answered = hammer_entry_requests_get (store, request_id, &error)))
    return hammer_cli_fail (error, NULL);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, request_json (answered));
  return hammer_cli_print_or_fail (node, &error);
}

int
hammer_cli_entrants_requests (HammerCli  *cli,
                              int         argc,
                              char      **argv)
{
  g_autofree char *event = NULL;
  g_autofree char *day = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) requests = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  JsonNode *node;
  gboolean all = FALSE;
  gint64 event_id = 0, day_id = 0;
  int exit_code = HAMMER_CLI_EXIT_OK;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_STRING, &event, N_("The event's late entries"), N_("ID") },
    { "day", 0, 0, G_OPTION_ARG_STRING, &day, N_("The day's late entries"), N_("ID") },
    { "all", 0, 0, G_OPTION_ARG_NONE, &all, N_("Also those answered already"), NULL },
    { NULL }
  };

  if (hammer_cli_take_word (&argc, &argv, "accept"))
    return answer_command (cli, argc, argv, TRUE);
  if (hammer_cli_take_word (&argc, &argv, "decline"))
    return answer_command (cli, argc, argv, FALSE);
  if (!hammer_cli_parse_options ("entrants requests", "",
                                 _("The late entries players asked for from their phones"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if ((event != NULL) == (day != NULL))
    return hammer_cli_usage_error (_("“entrants requests” needs --event ID or --day ID"));
  if ((event != NULL && !hammer_cli_parse_id_of ("--event", event, &event_id, &exit_code)) ||
      (day != NULL && !hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code)))
    return exit_code;
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(requests = hammer_entry_requests_list (store, event_id, day_id, !all, &error)))
    return hammer_cli_fail (error, NULL);
  array = json_array_new ();
  for (guint i = 0; i < requests->len; i++)
    json_array_add_object_element (array, request_json (requests->pdata[i]));
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, array);
  return hammer_cli_print_or_fail (node, &error);
}
