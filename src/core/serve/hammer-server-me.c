/* hammer-server-me.c — a player's own page on their phone: GET /me?key=PK
 * and GET /api/me?key=PK (see hammer-player-page.h)
 *
 * The key is the player's own, which check-in handed their phone; it opens
 * only that player's page, and only while they play in what is served.
 * Answers with a key are never kept by a cache, and the page tells no
 * other site its address (Referrer-Policy: no-referrer).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-json.h"
#include "serve/hammer-agreement.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "serve/hammer-player-page.h"
#include "serve/hammer-server-private.h"

/* The player whose key the request carries and who plays here, with their
 * answer written in @body and its ETag in @etag (the pages'; NULL while
 * the events are read again: hammer_player_pages_get_body()); 0 when the
 * key opens nothing here. */
static gint64
key_player (HammerServer               *self,
            const HammerServerRequest  *request,
            const char                **body,
            const char                **etag,
            GError                    **error)
{
  gint64 player_id =
    hammer_check_in_find_player_key (self->store, self->event_id, self->day_id,
                                     hammer_server_request_get_query (request, "key"));
  g_autoptr(GError) local = NULL;

  if (player_id == 0)
    return 0;
  if (self->players == NULL)
    self->players = hammer_player_pages_new (self->event_id, self->day_id);
  if (hammer_player_pages_get_body (self->players, self->store, self->reader, request->made_at,
                                    player_id, body, etag, &local))
    return player_id;
  if (!g_error_matches (local, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND))
    g_propagate_error (error, g_steal_pointer (&local));
  return 0;
}

static void
refuse_key (HammerServerResponse *response)
{
  hammer_server_reply_error (response, 403,
                             _("This key does not open a player’s page here; ask the desk for "
                               "a new link"), NULL);
}

/* Adds the match ids of the proposals of @list to @ids. */
static void
add_proposal_matches (GHashTable *ids,
                      JsonNode   *list)
{
  JsonArray *array = json_node_get_array (list);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gint64 id = hammer_json_int (json_array_get_object_element (array, i), "match", 0);

      g_hash_table_add (ids, g_memdup2 (&id, sizeof id));
    }
}

/* Marks @item (of "next" or "schedule") when its result waits: "waiting"
 * says for whom ("players" to agree, or the "desk": disputed, or
 * confirmed there), and a match played is not "called" any more, though
 * it keeps its board until the result is stored. TRUE when it did. */
static gboolean
mark_waiting (JsonObject *item,
              GHashTable *players,
              GHashTable *desk)
{
  const char *waiting = NULL;
  gint64 id;

  if (item == NULL || !json_object_get_null_member (item, "result"))
    return FALSE;
  id = hammer_json_int (item, "match", 0);
  if (g_hash_table_contains (players, &id))
    waiting = "players";
  else if (g_hash_table_contains (desk, &id))
    waiting = "desk";
  else
    return FALSE;
  json_object_set_string_member (item, "waiting", waiting);
  json_object_set_boolean_member (item, "called", FALSE);
  return TRUE;
}

/* The answer with the results waiting for player @player_id's side to
 * agree and those their side agreed to, waiting for the other
 * (hammer-agreement.h), and the player's matches whose result waits
 * marked (mark_waiting()), made from @cached for this poll, in @body and
 * @etag; both stay NULL with nothing to add (@cached as it is will do).
 * FALSE after answering an error. */
static gboolean
answer_agreements (HammerServerResponse *response,
                   const char           *cached,
                   JsonNode             *to_agree,
                   JsonNode             *agreed,
                   GHashTable           *desk,
                   char                **body,
                   char                **etag)
{
  g_autoptr(GHashTable) players = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                         NULL);
  g_autoptr(JsonNode) answer = NULL;
  JsonObject *object;
  JsonArray *schedule;
  gboolean marked = FALSE;

  add_proposal_matches (players, to_agree);
  add_proposal_matches (players, agreed);
  if (g_hash_table_size (players) == 0 && g_hash_table_size (desk) == 0)
    return TRUE;
  if (!(answer = hammer_json_parse (cached, -1)) || !(object = hammer_json_node_object (answer)))
    {
      hammer_server_reply_error (response, 500, _("Could not read the database"), NULL);
      return FALSE;
    }
  marked = mark_waiting (hammer_json_object (object, "next"), players, desk);
  schedule = hammer_json_array (object, "schedule");
  for (guint i = 0; i < hammer_json_length (schedule); i++)
    marked |= mark_waiting (json_array_get_object_element (schedule, i), players, desk);
  if (!marked && g_hash_table_size (players) == 0)
    return TRUE;
  json_object_set_member (object, "to_agree", json_node_ref (to_agree));
  json_object_set_member (object, "agreed", json_node_ref (agreed));
  *body = hammer_player_pages_write_answer (answer, etag);
  return TRUE;
}

/* GET /api/me?key=PK: the player's answer with "to_agree" and "agreed"
 * (results their side agreed to, waiting for the other), and 304 while
 * it is the one the phone has (If-None-Match, as the hall's page asks).
 * With neither, and no result of theirs waiting for the desk, the answer
 * written once per reading of the events
 * (hammer_player_pages_get_body()); the agreements and what waits for the
 * desk are read anew each time, as the players answer. */
static void
serve_me_json (HammerServer              *self,
               const HammerServerRequest *request,
               HammerServerResponse      *response)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) to_agree = NULL;
  g_autoptr(JsonNode) agreed = NULL;
  g_autoptr(GHashTable) desk = NULL;
  g_autofree char *own_body = NULL;
  g_autofree char *own_etag = NULL;
  const char *body = NULL;
  const char *etag = NULL;
  gint64 player_id;

  if ((player_id = key_player (self, request, &body, &etag, &error)) == 0)
    {
      if (error != NULL)
        hammer_server_reply_gerror (response, error, NULL);
      else
        refuse_key (response);
      return;
    }
  if (body == NULL)
    {
      /* Answered once the events are read again, with what changed. */
      hammer_server_response_defer (response);
      return;
    }
  if (!(to_agree = hammer_agreement_list_both_for_player (self->store, self->event_id,
                                                          self->day_id, player_id, &agreed,
                                                          &error)) ||
      !(desk = hammer_board_entry_list_waiting_matches (self->store, self->event_id,
                                                        self->day_id, &error)))
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  if (!answer_agreements (response, body, to_agree, agreed, desk, &own_body, &own_etag))
    return;
  if (own_body != NULL)
    {
      body = own_body;
      etag = own_etag;
    }
  hammer_server_add_safety_headers (response);
  hammer_server_response_set_header (response, "ETag", etag);
  /* It is opened with the player's key: no cache keeps it. */
  hammer_server_response_set_header (response, "Cache-Control", "no-store");
  if (request->if_none_match != NULL && strstr (request->if_none_match, etag) != NULL)
    {
      hammer_server_response_set_body (response, 304, NULL, NULL);
      return;
    }
  hammer_server_response_set_body (response, 200, "application/json",
                                   g_bytes_new (body, strlen (body)));
}

gboolean
hammer_server_route_me (HammerServer              *self,
                        const HammerServerRequest *request,
                        HammerServerResponse      *response)
{
  const char *path = request->path;

  if (!g_str_equal (path, "/me") && !g_str_equal (path, "/api/me"))
    return FALSE;
  if (!hammer_server_request_is_get (request))
    hammer_server_reply_error (response, 405, _("There is no such page"), NULL);
  else if (g_str_equal (path, "/api/me"))
    serve_me_json (self, request, response);
  else
    {
      g_autoptr(GError) error = NULL;
      const char *body, *etag;
      gint64 player_id = key_player (self, request, &body, &etag, &error);

      /* A wrong key still gets the page (403), which says so in the
       * phone's language. */
      if (player_id != 0 && body == NULL)
        hammer_server_response_defer (response);
      else
        hammer_server_serve_page (request, response, "me", player_id != 0 ? 200 : 403);
    }
  return TRUE;
}
