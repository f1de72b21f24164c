/* hammer-server-routes.c — what the hall server answers: the pages, the
 * hall's JSON, a board's match, and results from the boards
 *
 * Everything here runs on the server's thread, with its own store.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-json.h"
#include "rules/hammer-rules.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-hall-cache.h"
#include "serve/hammer-server-private.h"
#include "serve/hammer-web-pages.h"
#include "store/hammer-store-private.h"

/* How many of the matches waiting for a board it shows. */
#define N_QUEUE 10

/* Every request, as soon as its headers are in: the rate limit, and a body
 * too large is refused before it is read. */
void
hammer_server_early_handler (SoupServer        *server,
                             SoupServerMessage *msg,
                             const char        *path,
                             GHashTable        *query,
                             gpointer           user_data)
{
  HammerServer *self = user_data;
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  g_autofree char *address = hammer_server_client_address (msg);
  const char *key = query != NULL ? g_hash_table_lookup (query, "key") : NULL;

  hammer_i18n_set_thread_language (hammer_web_pick_language (
                                     soup_message_headers_get_one (headers, "Accept-Language")));
  if (!hammer_server_rate_allow (self, address, key))
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg),
                                    "Retry-After", "1");
      hammer_server_reply_error (msg, 429,
                                 _("Too many requests; wait a moment and try again"), NULL);
    }
  else if (soup_message_headers_get_content_length (headers) > HAMMER_SERVER_MAX_BODY)
    hammer_server_reply_error (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE,
                               _("The request is too large: a result is at most 64 KiB"), NULL);
  hammer_i18n_set_thread_language (NULL);
}

/* Parses the number after @prefix in @path, up to @rest ("" or "/result"),
 * into @number; FALSE when @path is not of that form. */
static gboolean
parse_path_number (const char *path,
                   const char *prefix,
                   const char *rest,
                   gint64     *number)
{
  const char *digits;
  char *end = NULL;

  if (!g_str_has_prefix (path, prefix))
    return FALSE;
  digits = path + strlen (prefix);
  if (!g_ascii_isdigit (*digits))
    return FALSE;
  *number = g_ascii_strtoll (digits, &end, 10);
  return *number > 0 && *number < G_MAXINT && g_str_equal (end, rest);
}

/* The board whose key the request carries (0 for the desk's), -1 for a key
 * that opens nothing, or -2 for another board's key: with @board > 0, only
 * its key or the desk's opens it. */
static int
key_board (HammerServer      *self,
           SoupServerMessage *msg,
           GHashTable        *query,
           gint64             board)
{
  const char *key = query != NULL ? g_hash_table_lookup (query, "key") : NULL;
  int found = hammer_board_entry_find_key (self->store, self->event_id, key);

  if (found < 0)
    return -1;
  if (found > 0)
    {
      g_autofree char *address = hammer_server_client_address (msg);

      hammer_server_board_seen (self, found, address);
    }
  if (board > 0 && found > 0 && found != board)
    return -2;
  return found;
}

/* As key_board(), answering 403 when the key does not open @board. */
static int
authorize (HammerServer      *self,
           SoupServerMessage *msg,
           GHashTable        *query,
           gint64             board)
{
  int found = key_board (self, msg, query, board);

  if (found == -1)
    hammer_server_reply_error (msg, SOUP_STATUS_FORBIDDEN,
                               _("This key does not open board entry; scan the board’s code "
                                 "again"), NULL);
  else if (found == -2)
    hammer_server_reply_error (msg, SOUP_STATUS_FORBIDDEN,
                               _("This key is for another board"), NULL);
  return found < 0 ? -1 : found;
}

static void
reply_gerror (SoupServerMessage *msg,
              const GError      *error,
              JsonObject        *violation)
{
  hammer_server_reply_error (msg, violation != NULL ? SOUP_STATUS_UNPROCESSABLE_ENTITY
                                                    : hammer_server_error_status (error),
                             error->message, violation);
}

/* Pages and their files */

/* A page, answered with @status: a board's page opened with a key that does
 * not open it is still the page (403), so that the phone says so in its
 * language rather than showing JSON. */
static void
serve_page (SoupServerMessage *msg,
            const char        *name,
            guint              status)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  const char *language = hammer_web_pick_language (soup_message_headers_get_one (headers,
                                                                                 "Accept-Language"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) page = hammer_web_page_render (name, language, &error);

  if (page == NULL)
    {
      reply_gerror (msg, error, NULL);
      return;
    }
  soup_message_headers_replace (soup_server_message_get_response_headers (msg),
                                "Content-Language", language);
  hammer_server_reply_bytes (msg, "text/html; charset=utf-8", page);
  soup_server_message_set_status (msg, status, NULL);
}

static void
serve_asset (SoupServerMessage *msg,
             const char        *name)
{
  g_autoptr(GError) error = NULL;
  const char *content_type = NULL;
  g_autoptr(GBytes) asset = hammer_web_asset (name, &content_type, &error);

  if (asset == NULL)
    reply_gerror (msg, error, NULL);
  else
    hammer_server_reply_bytes (msg, content_type, asset);
}

/* The hall's JSON */

static void
copy_member (JsonObject *to,
             JsonObject *from,
             const char *member)
{
  if (json_object_has_member (from, member))
    json_object_set_member (to, member, json_node_copy (json_object_get_member (from, member)));
  else
    json_object_set_null_member (to, member);
}

/* What a board's page shows, made again only when the database changed:
 * forty boards asking for their match read the same. */
static gboolean
refresh_boards (HammerServer  *self,
                guint          board,
                GError       **error)
{
  return hammer_hall_cache_get_board (self->hall, self->store, board, &self->event,
                                      &self->boards_json, error);
}

/* The hall's JSON, likewise: two hundred phones polling read one answer. */
static gboolean
refresh_hall (HammerServer  *self,
              GError       **error)
{
  return hammer_hall_cache_get_hall (self->hall, self->store, N_QUEUE, &self->hall_body,
                                     &self->hall_etag, error);
}

static void
serve_event (HammerServer      *self,
             SoupServerMessage *msg)
{
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);
  SoupMessageHeaders *response = soup_server_message_get_response_headers (msg);
  const char *if_none_match = soup_message_headers_get_one (request, "If-None-Match");
  g_autoptr(GError) error = NULL;

  if (!refresh_hall (self, &error))
    {
      reply_gerror (msg, error, NULL);
      return;
    }
  hammer_server_add_safety_headers (msg);
  soup_message_headers_replace (response, "ETag", self->hall_etag);
  soup_message_headers_replace (response, "Cache-Control", "no-cache");
  if (if_none_match != NULL && strstr (if_none_match, self->hall_etag) != NULL)
    {
      soup_server_message_set_status (msg, SOUP_STATUS_NOT_MODIFIED, NULL);
      return;
    }
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, "application/json", SOUP_MEMORY_COPY,
                                    self->hall_body, strlen (self->hall_body));
}

/* A board's match */

/* Per game of the match, whether its players choose who shoots first, as
 * the rules say (the page asks only then). */
static JsonArray *
first_chosen (JsonObject *event)
{
  const HammerRules *rules = hammer_rules_lookup (json_object_get_string_member_with_default (
                                                    event, "rules", ""), NULL);
  JsonObject *options = json_object_get_object_member (event, "options");
  gint64 n_games = options != NULL
                   ? json_object_get_int_member_with_default (options, "best_of", 1) : 1;
  JsonArray *chosen = json_array_new ();

  for (gint64 game = 0; rules != NULL && game < CLAMP (n_games, 1, 99); game++)
    json_array_add_boolean_element (chosen, hammer_rules_game_first_chosen (rules, (guint) game));
  return chosen;
}

/* {"id", "number", "names", "rules", "options", "first_chosen", "games"} of
 * the match on board @board of @boards (hammer_events_get_boards_json()),
 * or NULL; @name gets the board's name. */
static JsonNode *
board_match (JsonNode    *event,
             JsonNode    *boards,
             gint64       board,
             gboolean    *found,
             const char **name)
{
  JsonArray *list = json_object_get_array_member (json_node_get_object (boards), "boards");

  *found = FALSE;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *entry = json_array_get_object_element (list, i);
      JsonObject *match, *out, *result;

      if (json_object_get_int_member (entry, "number") != board)
        continue;
      *found = TRUE;
      *name = json_object_get_string_member_with_default (entry, "name", NULL);
      if (json_object_get_null_member (entry, "match"))
        return NULL;
      match = json_object_get_object_member (entry, "match");
      out = json_object_new ();
      copy_member (out, match, "id");
      copy_member (out, match, "number");
      copy_member (out, match, "names");
      copy_member (out, match, "round_name");
      copy_member (out, json_node_get_object (event), "rules");
      copy_member (out, json_node_get_object (event), "options");
      json_object_set_array_member (out, "first_chosen",
                                    first_chosen (json_node_get_object (event)));
      /* The ends typed so far, at the desk or here. */
      result = json_object_has_member (match, "result")
               ? json_object_get_object_member (match, "result") : NULL;
      if (result != NULL && json_object_has_member (result, "games"))
        copy_member (out, result, "games");
      else
        json_object_set_array_member (out, "games", json_array_new ());
      return json_node_init_object (json_node_alloc (), out);
    }
  return NULL;
}

/* What the desk did with the latest result this match's board sent for it
 * to confirm ("waiting", "recorded", "rejected"), or NULL for none: a page
 * told "the desk confirms it" learns of a rejection by it. */
static const char *
submission_state (HammerServer *self,
                  gint64        match_id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (hammer_store_get_db (self->store),
                                                      "SELECT state FROM board_submissions"
                                                      " WHERE match_id = ?1"
                                                      " ORDER BY id DESC LIMIT 1", NULL);
  const char *state = NULL;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, match_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      const char *text = (const char *) sqlite3_column_text (stmt, 0);

      /* One of the table's three, as a constant that outlives the statement. */
      state = g_strcmp0 (text, "rejected") == 0 ? "rejected"
              : g_strcmp0 (text, "recorded") == 0 ? "recorded" : "waiting";
    }
  sqlite3_reset (stmt);
  return state;
}

static void
serve_board (HammerServer      *self,
             SoupServerMessage *msg,
             gint64             board)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) answer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonNode *match;
  const char *name = NULL;
  gboolean found;

  if (!refresh_boards (self, board, &error))
    {
      reply_gerror (msg, error, NULL);
      return;
    }
  match = board_match (self->event, self->boards_json, board, &found, &name);
  if (!found)
    {
      g_autofree char *message = g_strdup_printf (_("This event has no board %u"),
                                                  (guint) board);

      hammer_server_reply_error (msg, SOUP_STATUS_NOT_FOUND, message, NULL);
      return;
    }
  json_object_set_int_member (answer, "board", board);
  if (name != NULL)
    json_object_set_string_member (answer, "name", name);
  if (match != NULL)
    {
      JsonObject *object = json_node_get_object (match);
      const char *submission = submission_state (self, json_object_get_int_member (object, "id"));

      if (submission != NULL)
        json_object_set_string_member (object, "submission", submission);
    }
  if (match != NULL)
    json_object_set_member (answer, "match", match);
  else
    json_object_set_null_member (answer, "match");
  json_node_set_object (root, answer);
  hammer_server_reply_json (msg, SOUP_STATUS_OK, root);
}

/* Results from the boards */

/* Whether the desk confirms each board's result first. */
static gboolean
desk_confirms (HammerServer *self)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (hammer_store_get_db (self->store),
                                                      "SELECT confirm FROM board_entry"
                                                      " WHERE event_id = ?1", NULL);
  gboolean confirm = FALSE;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, self->event_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    confirm = sqlite3_column_int (stmt, 0) != 0;
  sqlite3_reset (stmt);
  return confirm;
}

/* The board match @match_id is on, 0 for none, -1 (answered 404) for a
 * match the event does not have; @finished says whether it has a result.
 * Read from its row: the whole event's JSON costs more than the result. */
static int
find_match_board (HammerServer      *self,
                  SoupServerMessage *msg,
                  gint64             match_id,
                  gboolean          *finished)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (hammer_store_get_db (self->store),
                                                      "SELECT b.number, m.finished_at IS NOT NULL"
                                                      " FROM matches m LEFT JOIN boards b"
                                                      " ON b.id = m.board_id"
                                                      " WHERE m.id = ?1 AND m.event_id = ?2",
                                                      NULL);
  int board = -1;

  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, match_id);
      sqlite3_bind_int64 (stmt, 2, self->event_id);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        {
          board = sqlite3_column_int (stmt, 0);
          *finished = sqlite3_column_int (stmt, 1) != 0;
        }
      sqlite3_reset (stmt);
    }
  if (board < 0)
    hammer_server_reply_error (msg, SOUP_STATUS_NOT_FOUND, _("This event has no such match"),
                               NULL);
  return board;
}

/* The request's body as a result, or NULL after answering 400 or 413. */
static JsonNode *
read_result (SoupServerMessage *msg,
             char             **text)
{
  SoupMessageBody *body = soup_server_message_get_request_body (msg);
  g_autoptr(GBytes) bytes = soup_message_body_flatten (body);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  gsize length = g_bytes_get_size (bytes);

  if (length > HAMMER_SERVER_MAX_BODY)
    {
      hammer_server_reply_error (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE,
                                 _("The request is too large: a result is at most 64 KiB"), NULL);
      return NULL;
    }
  *text = g_strndup (g_bytes_get_data (bytes, NULL), length);
  if (!g_utf8_validate (*text, length, NULL) || !(node = json_from_string (*text, &error)) ||
      !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *message = g_strdup_printf (_("The result is not valid JSON: %s"),
                                                  error != NULL ? error->message
                                                  : _("expected an object"));

      hammer_server_reply_error (msg, SOUP_STATUS_BAD_REQUEST, message, NULL);
      return NULL;
    }
  return g_steal_pointer (&node);
}

static void
answer_state (SoupServerMessage *msg,
              JsonNode          *state,
              const GError      *error,
              JsonObject        *violation)
{
  if (state != NULL)
    hammer_server_reply_json (msg, SOUP_STATUS_OK, state);
  else
    reply_gerror (msg, error, violation);
}

/* Keeps a checked result for the desk: 202 {"waiting": true, "submission"}. */
static void
submit_result (HammerServer      *self,
               SoupServerMessage *msg,
               gint64             match_id,
               guint              board,
               const char        *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) answer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  gint64 id = hammer_board_entry_submit (self->store, self->event_id, match_id, board, text,
                                         &error);

  if (id == 0)
    {
      reply_gerror (msg, error, NULL);
      return;
    }
  json_object_set_boolean_member (answer, "waiting", TRUE);
  json_object_set_int_member (answer, "submission", id);
  json_node_set_object (root, answer);
  hammer_server_reply_json (msg, SOUP_STATUS_ACCEPTED, root);
  hammer_server_emit_result_stored (self, match_id, board);
}

/* POST /api/matches/ID/result (@store) or …/check: the rules module
 * decides; nothing is stored unless the answer is 200 (or 202, kept for
 * the desk). */
static void
post_result (HammerServer      *self,
             SoupServerMessage *msg,
             GHashTable        *query,
             gint64             match_id,
             gboolean           store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) violation = NULL;
  g_autoptr(JsonNode) input = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autofree char *text = NULL;
  g_autofree char *source = NULL;
  HammerResultFlags flags = HAMMER_RESULT_KEEP_RESULT;
  const char *language;
  guint64 generation;
  gboolean finished = FALSE;
  int key_board, board;

  if ((key_board = authorize (self, msg, query, 0)) < 0 ||
      !(input = read_result (msg, &text)) ||
      (board = find_match_board (self, msg, match_id, &finished)) < 0)
    return;
  /* A board's key works for the match on its board only: the core checks
   * that inside the write, where no move of the desk can slip in between.
   * The desk's key works for every match, on the board it is on. */
  if (key_board > 0)
    {
      board = key_board;
      flags |= HAMMER_RESULT_ITS_BOARD_ONLY;
    }
  source = board > 0 ? g_strdup_printf (HAMMER_SOURCE_BOARD_PREFIX "%d", board)
                     : g_strdup (HAMMER_SOURCE_DESK);
  hammer_store_set_source (self->store, source);

  if (!store || desk_confirms (self))
    {
      state = hammer_events_check_result (self->store, self->event_id, match_id, input, flags,
                                          &violation, &error);
      /* The result the match has already (a phone that did not hear the
       * answer) waits for nobody. */
      if (state != NULL && store && !finished)
        submit_result (self, msg, match_id, board, text);
      else
        answer_state (msg, state, error, violation);
      return;
    }

  /* Checked first in the phone's language: a refusal reads in it. */
  state = hammer_events_check_result (self->store, self->event_id, match_id, input, flags,
                                      &violation, &error);
  if (state == NULL)
    {
      answer_state (msg, state, error, violation);
      return;
    }
  g_clear_pointer (&state, json_node_unref);

  /* The change log speaks the desk's language ("Result of Anna v Bert"). */
  language = hammer_i18n_get_thread_language ();
  hammer_i18n_set_thread_language (NULL);
  generation = hammer_store_get_generation (self->store);
  state = hammer_events_record_result (self->store, self->event_id, match_id, input, flags,
                                       &violation, &error);
  hammer_i18n_set_thread_language (language);
  answer_state (msg, state, error, violation);
  /* The same result again changed nothing, and tells nobody. */
  if (state != NULL && hammer_store_get_generation (self->store) != generation)
    hammer_server_emit_result_stored (self, match_id, board);
}

/* Routing */

static gboolean
is_get (SoupServerMessage *msg)
{
  const char *method = soup_server_message_get_method (msg);

  return method == SOUP_METHOD_GET || method == SOUP_METHOD_HEAD;
}

/* GET routes: TRUE when @path is one of them (answered, or refused). */
static gboolean
route_get (HammerServer      *self,
           SoupServerMessage *msg,
           const char        *path,
           GHashTable        *query)
{
  gint64 number;

  if (g_str_equal (path, "/"))
    serve_page (msg, "hall", SOUP_STATUS_OK);
  else if (g_str_equal (path, "/api/event"))
    serve_event (self, msg);
  else if (g_str_has_prefix (path, "/static/"))
    serve_asset (msg, path + strlen ("/static/"));
  else if (parse_path_number (path, "/board/", "", &number))
    serve_page (msg, "board", key_board (self, msg, query, number) >= 0
                              ? SOUP_STATUS_OK : SOUP_STATUS_FORBIDDEN);
  else if (parse_path_number (path, "/api/boards/", "", &number))
    {
      if (authorize (self, msg, query, number) >= 0)
        serve_board (self, msg, number);
    }
  else
    return FALSE;
  return TRUE;
}

static void
route_request (HammerServer      *self,
               SoupServerMessage *msg,
               const char        *path,
               GHashTable        *query)
{
  gint64 match_id;
  gboolean check;

  check = parse_path_number (path, "/api/matches/", "/check", &match_id);
  if (check || parse_path_number (path, "/api/matches/", "/result", &match_id))
    {
      if (soup_server_message_get_method (msg) == SOUP_METHOD_POST)
        post_result (self, msg, query, match_id, !check);
      else
        hammer_server_reply_error (msg, SOUP_STATUS_METHOD_NOT_ALLOWED,
                                   _("Results are sent with POST"), NULL);
      return;
    }
  if (is_get (msg) && route_get (self, msg, path, query))
    return;
  hammer_server_reply_error (msg, is_get (msg) ? SOUP_STATUS_NOT_FOUND
                                               : SOUP_STATUS_METHOD_NOT_ALLOWED,
                             _("There is no such page"), NULL);
}

void
hammer_server_handler (SoupServer        *server,
                       SoupServerMessage *msg,
                       const char        *path,
                       GHashTable        *query,
                       gpointer           user_data)
{
  HammerServer *self = user_data;
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);

  /* The early handler answered already (429, 413). */
  if (soup_server_message_get_status (msg) != 0)
    return;

  /* What the server and the core say to this phone, refusals of the rules
   * among them, reads in the phone's language. */
  hammer_i18n_set_thread_language (hammer_web_pick_language (
                                     soup_message_headers_get_one (headers, "Accept-Language")));
  route_request (self, msg, path, query);
  hammer_i18n_set_thread_language (NULL);
}

