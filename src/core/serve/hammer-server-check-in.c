/* hammer-server-check-in.c — the check-in page for players' phones and
 * its API: GET /check-in?key=K, GET /api/players?key=K&q=TEXT and
 * POST /api/players/ID/check-in?key=K (see hammer-check-in.h)
 *
 * Everything here runs on the server's thread, with its own store. The
 * key is the check-in's, one for what is served; the answer to a check-in
 * carries the player's own key, for their own page (/me).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-check-in.h"
#include "serve/hammer-server-private.h"

static gboolean
key_opens (HammerServer              *self,
           const HammerServerRequest *request)
{
  /* An event of a day served alone has no check-in of its own: the day's
   * server checks its players in. */
  return self->event_day_id == 0 &&
         hammer_check_in_find_key (self->store, self->event_id, self->day_id,
                                   hammer_server_request_get_query (request, "key"));
}

gboolean
hammer_server_check_in_authorize (HammerServer              *self,
                                  const HammerServerRequest *request,
                                  HammerServerResponse      *response)
{
  if (key_opens (self, request))
    return TRUE;
  hammer_server_reply_error (response, 403,
                             _("This key does not open check-in; scan the code at the door "
                               "again"), NULL);
  return FALSE;
}

/* GET /api/players?key=K&q=TEXT */
static void
search (HammerServer              *self,
        const HammerServerRequest *request,
        HammerServerResponse      *response)
{
  const char *text = hammer_server_request_get_query (request, "q");
  g_autoptr(JsonNode) found = NULL;
  g_autoptr(GError) error = NULL;

  if (!hammer_server_check_in_authorize (self, request, response))
    return;
  if (text == NULL)
    text = "";
  if (strlen (text) > HAMMER_CHECK_IN_MAX_QUERY || !g_utf8_validate (text, -1, NULL))
    {
      g_autofree char *message = g_strdup_printf (_("Type at most %d letters of your name"),
                                                  HAMMER_CHECK_IN_MAX_QUERY);

      hammer_server_reply_error (response, 400, message, NULL);
      return;
    }
  if (!(found = hammer_check_in_search (self->store, self->event_id, self->day_id, text,
                                        &error)))
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  hammer_server_reply_json (response, 200, found);
}

/* The event the body names ({"event": ID}), 0 for none ({}), or -1 after
 * answering 400. */
static gint64
body_event (const HammerServerRequest *request,
            HammerServerResponse      *response)
{
  g_autoptr(JsonNode) body = hammer_server_read_object (request);
  JsonNode *event;

  if (body == NULL)
    {
      hammer_server_reply_error (response, 400,
                                 _("A check-in is sent as a JSON object: {} or {\"event\": ID}"),
                                 NULL);
      return -1;
    }
  event = json_object_get_member (json_node_get_object (body), "event");
  if (event == NULL || JSON_NODE_HOLDS_NULL (event))
    return 0;
  if (!JSON_NODE_HOLDS_VALUE (event) || json_node_get_value_type (event) != G_TYPE_INT64 ||
      json_node_get_int (event) <= 0)
    {
      hammer_server_reply_error (response, 400, _("“event” must be the id of an event"), NULL);
      return -1;
    }
  return json_node_get_int (event);
}

char *
hammer_server_own_page_url (HammerServer              *self,
                            const HammerServerRequest *request,
                            const char                *key)
{
  g_autofree char *base = NULL;

  if (request->host != NULL && *request->host != '\0')
    base = g_strdup_printf ("http://%s/", request->host);
  return hammer_check_in_own_page_url (base != NULL ? base
                                                    : self->url != NULL ? self->url : "/", key);
}

/* POST /api/players/ID/check-in?key=K */
static void
check_in (HammerServer              *self,
          const HammerServerRequest *request,
          HammerServerResponse      *response,
          gint64                     player_id)
{
  g_autoptr(JsonObject) answer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) error = NULL;
  g_autofree char *key = NULL;
  g_autofree char *url = NULL;
  guint refused = hammer_server_check_post (request);
  const char *language;
  gint64 event_id;

  if (refused == 403)
    {
      hammer_server_reply_error (response, 403,
                                 _("Check in from the check-in page of this hall"), NULL);
      return;
    }
  if (refused != 0)
    {
      hammer_server_reply_error (response, refused, _("A check-in is sent as JSON"), NULL);
      return;
    }
  if (!hammer_server_check_in_authorize (self, request, response) ||
      (event_id = body_event (request, response)) < 0)
    return;

  /* Refused in the phone's language; written in the desk's, which the
   * change log speaks ("Check in Anna"). */
  if (!hammer_check_in_check (self->store, self->event_id, self->day_id, player_id, event_id,
                              &error))
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  hammer_store_set_source (self->store, HAMMER_SOURCE_PHONE);
  language = hammer_i18n_get_thread_language ();
  hammer_i18n_set_thread_language (NULL);
  key = hammer_check_in_player (self->store, self->event_id, self->day_id, player_id, event_id,
                                &error);
  hammer_i18n_set_thread_language (language);
  if (key == NULL)
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  url = hammer_server_own_page_url (self, request, key);
  json_object_set_int_member (answer, "player", player_id);
  json_object_set_string_member (answer, "key", key);
  json_object_set_string_member (answer, "url", url);
  json_node_set_object (root, answer);
  hammer_server_reply_json (response, 200, root);
}

gboolean
hammer_server_route_check_in (HammerServer              *self,
                              const HammerServerRequest *request,
                              HammerServerResponse      *response)
{
  const char *path = request->path;
  gboolean get = hammer_server_request_is_get (request);
  gint64 player_id;

  if (g_str_equal (path, "/check-in"))
    {
      /* A wrong key still gets the page (403), which says so in the
       * phone's language. */
      if (get)
        hammer_server_serve_named_page (self, request, response, "check-in",
                                        key_opens (self, request) ? 200 : 403);
      else
        hammer_server_reply_error (response, 405, _("There is no such page"), NULL);
    }
  else if (g_str_equal (path, "/api/players"))
    {
      if (get)
        search (self, request, response);
      else
        hammer_server_reply_error (response, 405, _("There is no such page"), NULL);
    }
  else if (hammer_server_parse_path_number (path, "/api/players/", "/check-in", &player_id))
    {
      if (g_str_equal (request->method, "POST"))
        check_in (self, request, response, player_id);
      else
        hammer_server_reply_error (response, 405, _("A check-in is sent with POST"), NULL);
    }
  else
    return FALSE;
  return TRUE;
}
