/* hammer-server-confirm.c — a player agrees to a board's result on their
 * own page: POST /api/matches/ID/confirm?key=PK with {"agree": true} or
 * {"agree": false} (maybe with their own "games": of ends, or each game's
 * "totals" as they remember them), and the "proposal" they
 * were shown (its id in /api/me's "to_agree"): refused (409) when the board
 * has sent another result since. Without "proposal" the answer is to
 * whatever is proposed now. See hammer-agreement.h
 *
 * A board's page is shown what its players are asked to agree to, and,
 * once one said it is not right, both versions as the desk sees them.
 *
 * Everything here runs on the server's thread, with its own store.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-agreement.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "serve/hammer-player-page.h"
#include "serve/hammer-server-private.h"

/* Whether the POST may change anything; answers 403 or 415 otherwise. */
static gboolean
post_allowed (const HammerServerRequest *request,
              HammerServerResponse      *response)
{
  guint refused = hammer_server_check_post (request);

  if (refused == 403)
    hammer_server_reply_error (response, 403, _("Agree to a result on your own page"), NULL);
  else if (refused != 0)
    hammer_server_reply_error (response, refused, _("An agreement is sent as JSON"), NULL);
  return refused == 0;
}

/* The player whose key the request carries, or 0 after answering 403. */
static gint64
authorize (HammerServer              *self,
           const HammerServerRequest *request,
           HammerServerResponse      *response)
{
  gint64 player_id =
    hammer_check_in_find_player_key (self->store, self->event_id, self->day_id,
                                     hammer_server_request_get_query (request, "key"));

  if (player_id == 0)
    hammer_server_reply_error (response, 403,
                               _("This key does not open a player’s page here; ask the desk "
                                 "for a new link"), NULL);
  return player_id;
}

/* The body's "agree" into @agree, its "proposal" into @proposal_id (0
 * without) and, with a refusal, the player's own result (their "games")
 * into @version; FALSE after answering 400. */
static gboolean
read_answer (const HammerServerRequest *request,
             HammerServerResponse      *response,
             gboolean                  *agree,
             gint64                    *proposal_id,
             JsonNode                 **version)
{
  g_autoptr(JsonNode) body = hammer_server_read_object (request);
  JsonNode *member;

  member = body != NULL ? json_object_get_member (json_node_get_object (body), "agree") : NULL;
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) ||
      json_node_get_value_type (member) != G_TYPE_BOOLEAN)
    {
      hammer_server_reply_error (response, 400,
                                 _("An agreement is sent as {\"agree\": true} or "
                                   "{\"agree\": false}"), NULL);
      return FALSE;
    }
  *agree = json_node_get_boolean (member);
  member = json_object_get_member (json_node_get_object (body), "proposal");
  if (member != NULL &&
      (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_INT64 ||
       json_node_get_int (member) <= 0))
    {
      hammer_server_reply_error (response, 400,
                                 _("An agreement names the result shown by its \"proposal\" "
                                   "number"), NULL);
      return FALSE;
    }
  *proposal_id = member != NULL ? json_node_get_int (member) : 0;
  if (!*agree && json_object_has_member (json_node_get_object (body), "games"))
    *version = g_steal_pointer (&body);
  return TRUE;
}

void
hammer_server_post_confirm (HammerServer              *self,
                            const HammerServerRequest *request,
                            HammerServerResponse      *response,
                            gint64                     match_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) version = NULL;
  g_autoptr(JsonNode) checked = NULL;
  g_autoptr(JsonNode) answer = NULL;
  const char *state;
  gint64 player_id, proposal_id = 0, event_id = 0;
  gboolean finished = FALSE, agree = FALSE;
  int board;

  if (!post_allowed (request, response) ||
      !(player_id = authorize (self, request, response)) ||
      (board = hammer_server_find_match_board (self, response, match_id, &event_id,
                                               &finished)) < 0 ||
      !read_answer (request, response, &agree, &proposal_id, &version))
    return;
  /* The player's own version goes to the desk only as the rules read it. */
  if (version != NULL &&
      !(checked = hammer_events_check_version (self->store, event_id, match_id, version,
                                               &error)))
    {
      g_autoptr(JsonObject) violation = hammer_error_to_violation_json (error);

      hammer_server_reply_gerror (response, error, violation);
      return;
    }
  if (!(answer = hammer_agreement_answer (self->store, event_id, match_id, player_id,
                                          proposal_id, agree, version, &error)))
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  hammer_server_reply_json (response, 200, answer);
  /* Stored now (an agreement again has no "result"), or now for the desk:
   * the desk hears of it as of a board's. */
  state = json_object_get_string_member (json_node_get_object (answer), "state");
  if (json_object_has_member (json_node_get_object (answer), "result") ||
      g_str_equal (state, "disputed") || g_str_equal (state, "waiting"))
    hammer_server_emit_result_stored (self, match_id, (guint) MAX (board, 0));
}

gboolean
hammer_server_add_agreement (HammerServer  *self,
                             JsonNode      *event,
                             JsonObject    *match,
                             const char    *agreement,
                             GError       **error)
{
  gint64 event_id = json_object_get_int_member (json_node_get_object (event), "id");
  gint64 match_id = json_object_get_int_member (match, "id");
  JsonNode *shown;

  if (agreement == NULL)
    return TRUE;
  json_object_set_string_member (match, "agreement", agreement);
  if (g_strcmp0 (agreement, "proposed") == 0)
    shown = hammer_agreement_get_proposed (self->store, event_id, match_id, error);
  else if (g_strcmp0 (agreement, "disputed") == 0)
    shown = hammer_board_entry_list_waiting_for_match (self->store, event_id, match_id, error);
  else
    return TRUE;
  if (shown == NULL)
    return FALSE;
  json_object_set_member (match, g_str_equal (agreement, "proposed") ? "proposal" : "versions",
                          shown);
  return TRUE;
}
