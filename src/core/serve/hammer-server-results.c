/* hammer-server-results.c — results from the boards: checked, stored, or
 * kept for the desk
 *
 * Everything here runs on the server's thread, with its own store.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-json.h"
#include "serve/hammer-agreement.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-server-private.h"
#include "store/hammer-store-tx.h"

/* Results from the boards */

/* The board match @match_id is on, 0 for none, -1 (answered 404) for a
 * match the event served (or no event of the day served) has; @event_id
 * gets its event, @finished whether it has a result. Read from its row:
 * the whole event's JSON costs more than the result. */
int
hammer_server_find_match_board (HammerServer         *self,
                                HammerServerResponse *response,
                                gint64                match_id,
                                gint64               *event_id,
                                gboolean             *finished)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (hammer_store_get_db (self->store),
                                                      "SELECT b.number, m.finished_at IS NOT NULL,"
                                                      " m.event_id FROM matches m"
                                                      " JOIN events e ON e.id = m.event_id"
                                                      " LEFT JOIN boards b ON b.id = m.board_id"
                                                      " WHERE m.id = ?1 AND (m.event_id = ?2"
                                                      " OR e.day_id = ?3)",
                                                      NULL);
  int board = -1;

  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, match_id);
      /* 0 for what is not served: no event and no day has id 0. */
      sqlite3_bind_int64 (stmt, 2, self->event_id);
      sqlite3_bind_int64 (stmt, 3, self->day_id);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        {
          board = sqlite3_column_int (stmt, 0);
          *finished = sqlite3_column_int (stmt, 1) != 0;
          *event_id = sqlite3_column_int64 (stmt, 2);
        }
      sqlite3_reset (stmt);
    }
  if (board < 0)
    hammer_server_reply_error (response, 404,
                               self->day_id != 0 ? _("This day has no such match")
                                                 : _("This event has no such match"),
                               NULL);
  return board;
}

/* Whether @content_type is JSON ("application/json", maybe with a
 * charset): a form or a no-cors fetch of another site cannot send that. */
static gboolean
is_json (const char *content_type)
{
  g_autofree char *type = NULL;
  const char *semicolon;

  if (content_type == NULL)
    return FALSE;
  semicolon = strchr (content_type, ';');
  type = semicolon != NULL ? g_strndup (content_type, semicolon - content_type)
                           : g_strdup (content_type);
  return g_ascii_strcasecmp (g_strstrip (type), "application/json") == 0;
}

guint
hammer_server_check_post (const HammerServerRequest *request)
{
  g_autofree char *own = request->host != NULL ? g_strconcat ("http://", request->host, NULL)
                                               : NULL;

  if (request->origin != NULL && (own == NULL || g_ascii_strcasecmp (request->origin, own) != 0))
    return 403;
  if (!is_json (request->content_type))
    return 415;
  return 0;
}

/* Whether a POST may change anything (hammer_server_check_post()); answers
 * 415 or 403 otherwise. */
static gboolean
post_allowed (const HammerServerRequest *request,
              HammerServerResponse      *response)
{
  guint status = hammer_server_check_post (request);

  if (status == 403)
    hammer_server_reply_error (response, 403,
                               _("Results are sent from the board’s own page"), NULL);
  else if (status == 415)
    hammer_server_reply_error (response, 415, _("A result is sent as JSON"), NULL);
  return status == 0;
}

JsonNode *
hammer_server_read_object (const HammerServerRequest *request)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;
  const char *data = request->body != NULL ? g_bytes_get_data (request->body, &length) : NULL;

  /* The transport refused a larger body before reading it. */
  g_assert (length <= HAMMER_SERVER_MAX_BODY);
  text = g_strndup (data != NULL ? data : "", length);
  /* Hammer's own strict reader, not json-glib's: json-glib 1.6 leaks what
   * it read of a second value after the first ("{}{}"), which any client
   * could send again and again (found by fuzz-http). */
  if (!g_utf8_validate (text, length, NULL) || !(node = hammer_json_parse (text, length)) ||
      !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  return g_steal_pointer (&node);
}

/* The request's body as a result, or NULL after answering 400. */
static JsonNode *
read_result (const HammerServerRequest *request,
             HammerServerResponse      *response)
{
  JsonNode *node = hammer_server_read_object (request);

  if (node == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The result is not valid JSON: %s"),
                                                  _("expected an object"));

      hammer_server_reply_error (response, 400, message, NULL);
    }
  return node;
}

static void
answer_state (HammerServerResponse *response,
              JsonNode             *state,
              const GError         *error)
{
  g_autoptr(JsonObject) violation = NULL;

  if (state != NULL)
    {
      hammer_server_reply_json (response, 200, state);
      return;
    }
  /* The answer's members of a broken rule come from the GError. */
  violation = hammer_error_to_violation_json (error);
  hammer_server_reply_gerror (response, error, violation);
}

/* Keeps a checked result, as the rules read it (a phone's extra members
 * are not kept): for the desk, 202 {"waiting": true, "submission"}, or
 * (@players) until a player of every side agrees (hammer-agreement.h),
 * 202 {"waiting": "players", "proposal"}. */
static void
keep_result (HammerServer         *self,
             HammerServerResponse *response,
             gint64                event_id,
             gint64                match_id,
             guint                 board,
             JsonNode             *input,
             gboolean              players)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) answer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) canonical = hammer_result_canonical (input);
  g_autofree char *text = hammer_json_write (canonical);
  gint64 id = players
              ? hammer_agreement_propose (self->store, event_id, match_id, board, text, &error)
              : hammer_board_entry_submit (self->store, event_id, match_id, board, text, &error);

  if (id == 0)
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  if (players)
    json_object_set_string_member (answer, "waiting", "players");
  else
    json_object_set_boolean_member (answer, "waiting", TRUE);
  json_object_set_int_member (answer, players ? "proposal" : "submission", id);
  json_node_set_object (root, answer);
  hammer_server_reply_json (response, 202, root);
  /* The desk hears of what waits, for it or for the players (whose pages
   * ask): its views show the board's match as no longer in play. */
  hammer_server_emit_result_stored (self, match_id, board);
}

/* POST /api/matches/ID/result (@store) or …/check: the rules module
 * decides; nothing is stored unless the answer is 200 (or 202, kept for
 * the desk). */
void
hammer_server_post_result (HammerServer              *self,
             const HammerServerRequest *request,
             HammerServerResponse      *response,
             gint64                     match_id,
             gboolean                   store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) input = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autofree char *source = NULL;
  HammerResultFlags flags = HAMMER_RESULT_KEEP_RESULT;
  const char *language;
  guint64 generation;
  gint64 event_id = 0;
  gboolean finished = FALSE, players;
  int board;

  if (!post_allowed (request, response) ||
      (board = hammer_server_authorize (self, request, response, 0)) < 0 ||
      !(input = read_result (request, response)) ||
      hammer_server_find_match_board (self, response, match_id, &event_id, &finished) < 0)
    return;
  /* A board's key works for the match on its board only: the core checks
   * that inside the write, where no move of the desk can slip in between.
   * The desk's key works for every match, and what it sends is the desk
   * key's (board 0), wherever the match is: the desk's own hand is not it. */
  if (board > 0)
    flags |= HAMMER_RESULT_ITS_BOARD_ONLY;
  source = hammer_source_for_board ((guint) board);
  hammer_store_set_source (self->store, source);

  /* A board's result, where the players agree first: the desk's key is
   * the desk's own hand. */
  players = store && board > 0 && !finished &&
            hammer_events_get_confirm (self->store, event_id) == HAMMER_CONFIRM_PLAYERS;
  if (!store || players || hammer_board_entry_get_confirm (self->store, event_id))
    {
      state = hammer_events_check_result (self->store, event_id, match_id, input, flags, &error);
      /* The result the match has already (a phone that did not hear the
       * answer) waits for nobody. */
      if (state != NULL && store && !finished)
        keep_result (self, response, event_id, match_id, board, input, players);
      else
        answer_state (response, state, error);
      return;
    }

  /* Checked first in the phone's language: a refusal reads in it. */
  state = hammer_events_check_result (self->store, event_id, match_id, input, flags, &error);
  if (state == NULL)
    {
      answer_state (response, state, error);
      return;
    }
  g_clear_pointer (&state, json_node_unref);

  /* The change log speaks the desk's language ("Result of Anna v Bert"). */
  language = hammer_i18n_get_thread_language ();
  hammer_i18n_set_thread_language (NULL);
  generation = hammer_store_get_generation (self->store);
  state = hammer_events_record_result (self->store, event_id, match_id, input, flags, &error);
  hammer_i18n_set_thread_language (language);
  answer_state (response, state, error);
  /* The same result again changed nothing, and tells nobody. */
  if (state != NULL && hammer_store_get_generation (self->store) != generation)
    hammer_server_emit_result_stored (self, match_id, board);
}
