/* hammer-server-late-entries.c — late entries from the check-in page: a
 * player not on the list asks to be entered, and the phone reads the
 * desk's answer (see hammer-entry-requests.h)
 *
 *   GET  /api/late-entries?key=K       {"open", "drawn", "events": [{"event", "name"}]}
 *   POST /api/late-entries?key=K       {"name", "club", "events": [ID, …]}
 *        → 202 {"request", "key": RK, "state": "waiting"}
 *   GET  /api/late-entries/ID?key=RK   {"request", "name", "state"}, and once
 *        accepted the player's own page: {"player", "key", "url"}; for a
 *        player on the list already instead {"desk": true, "message"}: the
 *        link to their page is had at the desk, never by whoever asked
 *
 * K is check-in's key; RK the request's own, which the phone keeps. Asking
 * is refused (403) while check-in is closed, for an event drawn and for a
 * name already waiting twice; an address that asked
 * HAMMER_SERVER_LATE_ENTRY_BURST lately is told to wait (429, Retry-After).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-entry-requests.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-check-in.h"
#include "serve/hammer-keys.h"
#include "serve/hammer-server-private.h"

/* A request names at most this many events. */
#define MAX_EVENTS 50

/* Whether the desk has check-in open; 403 and FALSE when not. */
static gboolean
check_open (HammerServer         *self,
            HammerServerResponse *response)
{
  g_autoptr(GError) error = NULL;
  gboolean open = FALSE, drawn = FALSE;

  if (!hammer_check_in_get_state (self->store, self->event_id, self->day_id, &open, &drawn,
                                  &error))
    {
      hammer_server_reply_gerror (response, error, NULL);
      return FALSE;
    }
  if (!open)
    hammer_server_reply_error (response, 403,
                               drawn ? _("The draw is made, so check-in is closed; please see "
                                         "the desk")
                                     : _("Check-in is closed; please see the desk"), NULL);
  return open;
}

/* Whether the phone at @request's address may ask for one more late
 * entry; 429 with Retry-After and FALSE when it asked too many lately. */
static gboolean
check_flood (HammerServer              *self,
             const HammerServerRequest *request,
             HammerServerResponse      *response)
{
  guint wait = hammer_server_late_entry_wait (self, request->address, FALSE);
  g_autofree char *seconds = NULL;

  if (wait == 0)
    return TRUE;
  seconds = g_strdup_printf ("%u", wait);
  hammer_server_response_set_header (response, "Retry-After", seconds);
  hammer_server_reply_error (response, 429,
                             _("This phone asked for many late entries already; please see "
                               "the desk"), NULL);
  return FALSE;
}

/* GET /api/late-entries?key=K */
static void
list_events (HammerServer         *self,
             HammerServerResponse *response)
{
  g_autoptr(GArray) events = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) answer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonArray *list = json_array_new ();
  gboolean open = FALSE, drawn = FALSE;

  if (!hammer_check_in_get_state (self->store, self->event_id, self->day_id, &open, &drawn,
                                  &error) ||
      !(events = hammer_entry_requests_open_events (self->store, self->event_id, self->day_id,
                                                    &error)))
    {
      json_array_unref (list);
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  for (guint i = 0; open && i < events->len; i++)
    {
      HammerEntryRequestEvent *event = &g_array_index (events, HammerEntryRequestEvent, i);
      JsonObject *item = json_object_new ();

      json_object_set_int_member (item, "event", event->id);
      json_object_set_string_member (item, "name", event->name);
      json_array_add_object_element (list, item);
    }
  json_object_set_boolean_member (answer, "open", open);
  json_object_set_boolean_member (answer, "drawn", drawn);
  json_object_set_array_member (answer, "events", list);
  json_node_set_object (root, answer);
  hammer_server_reply_json (response, 200, root);
}

/* The events of a request's body, or NULL after answering 400. */
static GArray *
body_events (JsonObject           *body,
             HammerServerResponse *response)
{
  JsonNode *node = json_object_get_member (body, "events");
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (array = json_node_get_array (node)) > MAX_EVENTS)
    {
      hammer_server_reply_error (response, 400, _("“events” must be a list of event ids"),
                                 NULL);
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      gint64 id;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_INT64 ||
          (id = json_node_get_int (element)) <= 0)
        {
          hammer_server_reply_error (response, 400, _("“events” must be a list of event ids"),
                                     NULL);
          return NULL;
        }
      g_array_append_val (ids, id);
    }
  return g_steal_pointer (&ids);
}

/* A text member of @body: NULL when absent; FALSE after answering 400 when
 * it is not text. */
static gboolean
body_text (JsonObject           *body,
           const char           *member,
           const char          **text,
           HammerServerResponse *response)
{
  JsonNode *node = json_object_get_member (body, member);

  *text = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      *text = json_node_get_string (node);
      return TRUE;
    }
  hammer_server_reply_error (response, 400,
                             _("A late entry is sent as {\"name\": …, \"club\": …, \"events\": "
                               "[…]}"), NULL);
  return FALSE;
}

/* POST /api/late-entries?key=K */
static void
ask (HammerServer              *self,
     const HammerServerRequest *request,
     HammerServerResponse      *response)
{
  g_autoptr(JsonNode) body = NULL;
  g_autoptr(GArray) events = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *key = NULL;
  g_autoptr(JsonObject) answer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  const char *name = NULL, *club = NULL;
  guint refused = hammer_server_check_post (request);
  gint64 id;

  if (refused != 0)
    {
      hammer_server_reply_error (response, refused,
                                 refused == 403 ? _("Ask from the check-in page of this hall")
                                                : _("A late entry is sent as JSON"), NULL);
      return;
    }
  if (!hammer_server_check_in_authorize (self, request, response) ||
      !check_open (self, response) || !check_flood (self, request, response))
    return;
  if (!(body = hammer_server_read_object (request)))
    {
      hammer_server_reply_error (response, 400,
                                 _("A late entry is sent as {\"name\": …, \"club\": …, "
                                   "\"events\": […]}"), NULL);
      return;
    }
  if (!body_text (json_node_get_object (body), "name", &name, response) ||
      !body_text (json_node_get_object (body), "club", &club, response) ||
      !(events = body_events (json_node_get_object (body), response)))
    return;
  if (!(key = hammer_key_new (&error)) ||
      !(id = hammer_entry_requests_ask (self->store, self->event_id, self->day_id,
                                        name != NULL ? name : "", club,
                                        (const gint64 *) events->data, events->len, key,
                                        &error)))
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  /* Only what is stored counts: a refused ask costs the phone nothing. */
  hammer_server_late_entry_wait (self, request->address, TRUE);
  json_object_set_int_member (answer, "request", id);
  json_object_set_string_member (answer, "key", key);
  json_object_set_string_member (answer, "state", "waiting");
  json_node_set_object (root, answer);
  hammer_server_reply_json (response, 202, root);
}

/* GET /api/late-entries/ID?key=RK */
static void
read_answer (HammerServer              *self,
             const HammerServerRequest *request,
             HammerServerResponse      *response,
             gint64                     request_id)
{
  g_autoptr(HammerEntryRequest) asked = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) answer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  HammerEntryRequestState state;

  asked = hammer_entry_requests_get (self->store, request_id, NULL);
  /* An unknown request and a wrong key are one refusal: nothing to learn
   * from trying numbers. */
  if (asked == NULL ||
      !hammer_key_equal (hammer_entry_request_get_key (asked),
                         hammer_server_request_get_query (request, "key")))
    {
      hammer_server_reply_error (response, 403,
                                 _("This key does not open that late entry; ask at the desk"),
                                 NULL);
      return;
    }
  state = hammer_entry_request_get_state (asked);
  json_object_set_int_member (answer, "request", request_id);
  json_object_set_string_member (answer, "name", hammer_entry_request_get_name (asked));
  json_object_set_string_member (answer, "state", hammer_entry_request_state_to_string (state));
  if (state == HAMMER_ENTRY_REQUEST_ACCEPTED && hammer_entry_request_get_player (asked) > 0)
    {
      gint64 player = hammer_entry_request_get_player (asked);
      g_autofree char *key = hammer_check_in_player_key (self->store, self->event_id,
                                                           self->day_id, player, &error);
      g_autofree char *url = NULL;

      if (key == NULL)
        {
          hammer_server_reply_gerror (response, error, NULL);
          return;
        }
      url = hammer_server_own_page_url (self, request, key);
      json_object_set_int_member (answer, "player", player);
      json_object_set_string_member (answer, "key", key);
      json_object_set_string_member (answer, "url", url);
    }
  else if (state == HAMMER_ENTRY_REQUEST_ACCEPTED)
    {
      json_object_set_boolean_member (answer, "desk", TRUE);
      json_object_set_string_member (answer, "message",
                                     _("You are entered; get the link to your own page at the "
                                       "desk"));
    }
  json_node_set_object (root, answer);
  hammer_server_reply_json (response, 200, root);
}

gboolean
hammer_server_route_late_entries (HammerServer              *self,
                                  const HammerServerRequest *request,
                                  HammerServerResponse      *response)
{
  gint64 request_id;

  if (g_str_equal (request->path, "/api/late-entries"))
    {
      if (g_str_equal (request->method, "POST"))
        ask (self, request, response);
      else if (hammer_server_request_is_get (request))
        {
          if (hammer_server_check_in_authorize (self, request, response))
            list_events (self, response);
        }
      else
        hammer_server_reply_error (response, 405, _("There is no such page"), NULL);
    }
  else if (hammer_server_parse_path_number (request->path, "/api/late-entries/", "",
                                            &request_id))
    {
      if (hammer_server_request_is_get (request))
        read_answer (self, request, response, request_id);
      else
        hammer_server_reply_error (response, 405, _("There is no such page"), NULL);
    }
  else
    return FALSE;
  return TRUE;
}
