/* hammer-server-routes.c — what the hall server answers: the pages, the
 * hall's JSON, a board's match, and results from the boards
 *
 * Everything here runs on the server's thread, with its own store, on the
 * transport's typed requests and answers (hammer-server-exchange.h): no
 * HTTP library here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "events/hammer-day.h"
#include "events/hammer-event.h"
#include "events/hammer-events.h"
#include "events/hammer-format.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-json.h"
#include "hammer-now.h"
#include "rules/hammer-rules.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-hall-cache.h"
#include "serve/hammer-server-private.h"
#include "serve/hammer-side-players.h"
#include "serve/hammer-web-pages.h"
#include "store/hammer-store-tx.h"

/* How many of the matches waiting for a board it shows. */
#define N_QUEUE 10

/* What the server and the core say to this phone, refusals of the rules
 * among them, reads in the phone's language. */
static void
speak_language_of (const HammerServerRequest *request)
{
  hammer_i18n_set_thread_language (hammer_web_pick_language (request->accept_language));
}

/* An answer in the phone's language (an error's message, a page) differs
 * with Accept-Language: caches keep one per language. */
static void
vary_language (HammerServerResponse *response)
{
  hammer_server_response_set_header (response, "Vary", "Accept-Language");
}

/* Every request, as soon as its head is in: the rate limit, by the
 * client's address alone. */
gboolean
hammer_server_route_head (HammerServer              *self,
                          const HammerServerRequest *request,
                          HammerServerResponse      *response)
{
  gboolean allowed = hammer_server_rate_allow (self, request->address);

  if (!allowed)
    {
      speak_language_of (request);
      hammer_server_response_set_header (response, "Retry-After", "1");
      hammer_server_reply_error (response, 429,
                                 _("Too many requests; wait a moment and try again"), NULL);
      vary_language (response);
      hammer_i18n_set_thread_language (NULL);
    }
  return !allowed;
}

/* Why a body over the limit is refused, naming what the route takes. */
static const char *
too_large_message (const char *path)
{
  gint64 number;

  if (path == NULL)
    return _("The request is too large: at most 64 KiB");
  if (g_str_equal (path, "/api/late-entries"))
    return _("The request is too large: a late entry is at most 64 KiB");
  if (hammer_server_parse_path_number (path, "/api/players/", "/check-in", &number))
    return _("The request is too large: a check-in is at most 64 KiB");
  if (hammer_server_parse_path_number (path, "/api/matches/", "/confirm", &number))
    return _("The request is too large: an answer to a result is at most 64 KiB");
  if (g_str_has_prefix (path, "/api/series"))
    return _("The request is too large: a series card is at most 64 KiB");
  if (g_str_has_prefix (path, "/api/matches/"))
    return _("The request is too large: a result is at most 64 KiB");
  return _("The request is too large: at most 64 KiB");
}

void
hammer_server_route_refuse (const HammerServerRequest *request,
                            HammerServerResponse      *response,
                            guint                      status)
{
  speak_language_of (request);
  if (status == 413)
    hammer_server_reply_error (response, 413, too_large_message (request->path), NULL);
  else
    hammer_server_reply_error (response, 400, _("The request is not valid HTTP"), NULL);
  vary_language (response);
  response->close = TRUE;
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
key_board (HammerServer              *self,
           const HammerServerRequest *request,
           gint64                     board)
{
  const char *key = hammer_server_request_get_query (request, "key");
  int found = hammer_server_find_key (self, key);

  if (found < 0)
    return -1;
  if (found > 0)
    hammer_server_board_seen (self, found, request->address);
  if (board > 0 && found > 0 && found != board)
    return -2;
  return found;
}

int
hammer_server_authorize (HammerServer              *self,
           const HammerServerRequest *request,
           HammerServerResponse      *response,
           gint64                     board)
{
  int found = key_board (self, request, board);

  if (found == -1)
    hammer_server_reply_error (response, 403,
                               _("This key does not open board entry; scan the board’s code "
                                 "again"), NULL);
  else if (found == -2)
    hammer_server_reply_error (response, 403,
                               _("This key is for another board"), NULL);
  return found < 0 ? -1 : found;
}

/* Pages and their files */

/* A page, answered with @status: a board's page opened with a key that does
 * not open it is still the page (403), so that the phone says so in its
 * language rather than showing JSON. */
static void
serve_page (const HammerServerRequest *request,
            HammerServerResponse      *response,
            const char                *name,
            guint                      status)
{
  const char *language = hammer_web_pick_language (request->accept_language);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) page = hammer_web_page_render (name, language, &error);

  if (page == NULL)
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  hammer_server_response_set_header (response, "Content-Language", language);
  hammer_server_reply_bytes (response, "text/html; charset=utf-8", page);
  response->status = status;
  /* A board's page is opened with its key in the address: no cache keeps
   * it, nor the hall's, which the phone reloads to see it new. */
  hammer_server_response_set_header (response, "Cache-Control", "no-store");
}

/* Page @name (the hall's, /, or the check-in page) with the event's or the
 * day's name in its title and heading, there before any script runs: a
 * hall screen or a phone shows whose it is at once. Without the name (a
 * read that failed) it is the page all the same, the script filling it
 * in. */
static void
serve_named_page (HammerServer              *self,
                  const HammerServerRequest *request,
                  HammerServerResponse      *response,
                  const char                *name,
                  guint                      status)
{
  const char *language = hammer_web_pick_language (request->accept_language);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) page = NULL;
  g_autoptr(JsonNode) day = NULL;
  g_autoptr(HammerEvent) event = NULL;
  const char *title = NULL;

  if (self->day_id != 0 && (day = hammer_days_get_json (self->store, self->day_id, NULL)))
    title = json_object_get_string_member_with_default (json_node_get_object (day), "name", NULL);
  else if (self->day_id == 0 &&
           (event = hammer_events_get_event (self->store, self->event_id, NULL)))
    title = hammer_event_get_name (event);
  if (title == NULL || *title == '\0')
    {
      serve_page (request, response, name, status);
      return;
    }
  if (!(page = hammer_web_page_render_titled (name, language, title, &error)))
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  hammer_server_response_set_header (response, "Content-Language", language);
  hammer_server_reply_bytes (response, "text/html; charset=utf-8", page);
  response->status = status;
  hammer_server_response_set_header (response, "Cache-Control", "no-store");
}

static void
serve_asset (HammerServerResponse *response,
             const char           *name)
{
  g_autoptr(GError) error = NULL;
  const char *content_type = NULL;
  g_autoptr(GBytes) asset = hammer_web_asset (name, &content_type, &error);

  if (asset == NULL)
    hammer_server_reply_gerror (response, error, NULL);
  else
    {
      /* The same in every language. */
      hammer_server_reply_bytes (response, content_type, asset);
      hammer_server_response_remove_header (response, "Vary");
    }
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

/* The hall's JSON of @cache, likewise: two hundred phones polling read one
 * answer, and hear 304 while it is the one they have. */
static void
serve_hall_json (HammerServer              *self,
                 const HammerServerRequest *request,
                 HammerServerResponse      *response,
                 HammerHallCache           *cache)
{
  const char *if_none_match = request->if_none_match;
  const char *body = NULL, *etag = NULL;
  g_autoptr(GError) error = NULL;

  if (!hammer_hall_cache_get_hall (cache, self->store, self->reader, request->made_at, N_QUEUE,
                                   &body, &etag, &error))
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  if (body == NULL)
    {
      /* Answered once the reader made it. */
      hammer_server_response_defer (response);
      return;
    }
  hammer_server_add_safety_headers (response);
  hammer_server_response_set_header (response, "ETag", etag);
  hammer_server_response_set_header (response, "Cache-Control", "no-cache");
  if (if_none_match != NULL && strstr (if_none_match, etag) != NULL)
    {
      hammer_server_response_set_body (response, 304, NULL, NULL);
      return;
    }
  hammer_server_response_set_body (response, 200, "application/json",
                                   g_bytes_new (body, strlen (body)));
}

/* GET /api/events/ID of a day's server: that event's hall, as /api/event
 * of its own server has it (a tab of the day's page). Only the day's
 * events have one: the cache holds no more documents than the day has
 * events. */
static void
serve_day_event (HammerServer              *self,
                 const HammerServerRequest *request,
                 HammerServerResponse      *response,
                 gint64                     event_id)
{
  HammerHallCache *cache = g_hash_table_lookup (self->event_halls, &event_id);
  g_autoptr(GError) error = NULL;

  if (cache == NULL)
    {
      gint64 day_id = hammer_events_get_day (self->store, event_id, &error);

      if (error != NULL)
        {
          hammer_server_reply_gerror (response, error, NULL);
          return;
        }
      if (day_id != self->day_id)
        {
          hammer_server_reply_error (response, 404, _("This day has no such event"), NULL);
          return;
        }
      cache = hammer_hall_cache_new (event_id);
      g_hash_table_insert (self->event_halls, g_memdup2 (&event_id, sizeof event_id), cache);
    }
  serve_hall_json (self, request, response, cache);
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

/* What a phone may type in one end, as the rules decide it: "points" {"min",
 * "max"} per side, and "penalty_step" where the game's sheet has penalties
 * (court, deck), else null. */
static JsonObject *
entry_limits (JsonObject *event)
{
  g_autoptr(HammerMatch) match = hammer_hall_cache_new_match (event);
  JsonObject *limits = json_object_new ();
  JsonObject *points = json_object_new ();
  const HammerRules *rules;

  if (match == NULL)
    {
      json_object_unref (points);
      return limits;
    }
  rules = hammer_match_get_rules (match);
  json_object_set_int_member (points, "min", hammer_match_get_min_points (match));
  json_object_set_int_member (points, "max", hammer_match_get_max_points (match));
  json_object_set_object_member (limits, "points", points);
  if (rules->sheet.penalties)
    json_object_set_int_member (limits, "penalty_step", rules->penalty_step);
  else
    json_object_set_null_member (limits, "penalty_step");
  return limits;
}

/* The event's format for people, in the phone's language, or NULL. */
static const char *
format_name (JsonObject *event)
{
  HammerFormat format;

  if (!hammer_format_from_string (json_object_get_string_member_with_default (event, "format",
                                                                              ""), &format))
    return NULL;
  return hammer_format_get_name (format);
}

/* The event's options as @match plays them, resolved into @resolved: a
 * knockout match's games, as the match list gives them (a sjoelbak final
 * of 3 games after pools of 1). The rule set, or NULL where the rules
 * refuse them; @own says whether the match's options differ. */
static const HammerRules *
match_options (JsonObject    *event,
               JsonObject    *match,
               HammerOptions *resolved,
               gboolean      *own)
{
  const char *id = json_object_get_string_member_with_default (event, "rules", "");
  const HammerRules *rules = hammer_rules_lookup (id, NULL);
  JsonNode *options = json_object_get_member (event, "options");
  gint64 games = json_object_get_int_member_with_default (match, "games", -1);
  int event_games;

  if (rules == NULL ||
      !hammer_options_from_json (rules, options != NULL && JSON_NODE_HOLDS_OBJECT (options)
                                          ? json_node_get_object (options) : NULL,
                                 resolved, NULL))
    return NULL;
  event_games = resolved->games;
  hammer_options_for_match_games (resolved, (int) CLAMP (games, -1, G_MAXINT));
  *own = resolved->games != event_games;
  return rules;
}

/* The event's options as @match plays them, for its page: the event's own
 * where they are the same. */
static JsonNode *
match_options_json (JsonObject *event,
                    JsonObject *match)
{
  JsonNode *options = json_object_get_member (event, "options");
  HammerOptions resolved;
  gboolean own = FALSE;
  const HammerRules *rules = match_options (event, match, &resolved, &own);
  JsonNode *node;

  if (rules == NULL || !own)
    return options != NULL ? json_node_copy (options) : json_node_new (JSON_NODE_NULL);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, hammer_options_to_json (rules, &resolved));
  return node;
}

/* The event's game variants and @match's handicaps in the phone's
 * language, a phrase each: what the rules module says of them
 * (hammer_options_describe_variants()). */
static JsonArray *
match_variants (JsonObject *event,
                JsonObject *match)
{
  JsonNode *handicaps = json_object_get_member (match, "handicaps");
  JsonArray *variants = json_array_new ();
  g_auto(GStrv) lines = NULL;
  HammerOptions resolved;
  gboolean own;
  const HammerRules *rules = match_options (event, match, &resolved, &own);

  if (rules == NULL)
    return variants;
  for (guint s = 0; handicaps != NULL && JSON_NODE_HOLDS_ARRAY (handicaps) &&
                    s < MIN (json_array_get_length (json_node_get_array (handicaps)),
                             G_N_ELEMENTS (resolved.handicaps)); s++)
    resolved.handicaps[s] = json_array_get_int_element (json_node_get_array (handicaps), s);
  lines = hammer_options_describe_variants (rules, &resolved);
  for (guint i = 0; lines[i] != NULL; i++)
    json_array_add_string_element (variants, lines[i]);
  return variants;
}

/* The game clock of a match on its board, {"minutes", "left"}: its
 * minutes and the seconds left of them now, counted from when the match
 * was called (@since), never below 0. NULL without a clock or a call. The
 * page counts down from "left", so that the phone's own clock does not
 * matter. */
static JsonObject *
match_clock (JsonObject *event,
             const char *since)
{
  JsonNode *options = json_object_get_member (event, "options");
  g_autoptr(GDateTime) called = NULL;
  g_autoptr(GDateTime) now = NULL;
  JsonObject *clock;
  gint64 minutes, left;

  if (options == NULL || !JSON_NODE_HOLDS_OBJECT (options) || since == NULL ||
      !(minutes = json_object_get_int_member_with_default (json_node_get_object (options),
                                                           "clock", 0)) ||
      minutes < 0 || !(called = g_date_time_new_from_iso8601 (since, NULL)))
    return NULL;
  now = hammer_now ();
  left = minutes * 60 - g_date_time_difference (now, called) / G_TIME_SPAN_SECOND;
  clock = json_object_new ();
  json_object_set_int_member (clock, "minutes", minutes);
  json_object_set_int_member (clock, "left", CLAMP (left, 0, minutes * 60));
  return clock;
}

/* {"id", "number", "names", "rules", "options", "first_chosen", "games"} of
 * the match on board @board of @boards (hammer_events_get_boards_json()),
 * or NULL; @name gets the board's name. */
static JsonNode *
board_match (sqlite3     *db,
             JsonNode    *event,
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
      JsonObject *match, *out, *result, *clock;
      JsonNode *node;

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
      /* Each player of a side of two, whole: "player_names". */
      hammer_side_players_add (db, match);
      if (json_object_has_member (match, "player_names"))
        copy_member (out, match, "player_names");
      copy_member (out, match, "round_name");
      copy_member (out, json_node_get_object (event), "rules");
      json_object_set_member (out, "options",
                              match_options_json (json_node_get_object (event), match));
      json_object_set_array_member (out, "variants", match_variants (json_node_get_object (event),
                                                                    match));
      json_object_set_array_member (out, "first_chosen",
                                    first_chosen (json_node_get_object (event)));
      json_object_set_object_member (out, "limits", entry_limits (json_node_get_object (event)));
      clock = match_clock (json_node_get_object (event),
                           json_object_get_string_member_with_default (entry, "since", NULL));
      if (clock != NULL)
        json_object_set_object_member (out, "clock", clock);
      copy_member (out, json_node_get_object (event), "format");
      if (format_name (json_node_get_object (event)) != NULL)
        json_object_set_string_member (out, "format_name",
                                       format_name (json_node_get_object (event)));
      /* The ends typed so far, at the desk or here. */
      result = json_object_has_member (match, "result")
               ? json_object_get_object_member (match, "result") : NULL;
      if (result != NULL && json_object_has_member (result, "games"))
        copy_member (out, result, "games");
      else
        json_object_set_array_member (out, "games", json_array_new ());
      node = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (node, out);
      return node;
    }
  return NULL;
}

/* The state of the latest row of @match_id in @sql's table ("SELECT
 * state … WHERE match_id = ?1 ORDER BY id DESC LIMIT 1"), as the one of
 * @states (constants that outlive the statement) it is, or NULL. */
static const char *
latest_state (HammerServer       *self,
              const char         *sql,
              gint64              match_id,
              const char * const *states)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (hammer_store_get_db (self->store), sql,
                                                      NULL);
  const char *state = NULL;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, match_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      const char *text = (const char *) sqlite3_column_text (stmt, 0);

      for (guint i = 0; states[i] != NULL && state == NULL; i++)
        if (g_strcmp0 (text, states[i]) == 0)
          state = states[i];
    }
  sqlite3_reset (stmt);
  return state;
}

/* What the desk did with the latest result this match's board sent for it
 * to confirm ("waiting", "recorded", "rejected"), or NULL for none: a page
 * told "the desk confirms it" learns of a rejection by it. */
static const char *
submission_state (HammerServer *self,
                  gint64        match_id)
{
  static const char *const states[] = { "rejected", "recorded", "waiting", NULL };

  return latest_state (self, "SELECT state FROM board_submissions WHERE match_id = ?1"
                             " ORDER BY id DESC LIMIT 1", match_id, states);
}

/* Where the latest result the board sent for its players to agree to
 * stands: "proposed" (waiting for them), "disputed" (a player said it is
 * not right: the desk decides), or NULL for neither. */
static const char *
agreement_state (HammerServer *self,
                 gint64        match_id)
{
  static const char *const states[] = { "proposed", "disputed", NULL };

  return latest_state (self, "SELECT state FROM result_proposals WHERE match_id = ?1"
                             " ORDER BY id DESC LIMIT 1", match_id, states);
}

/* "event": {"id", "name"} of @event (the board's event's fields) on @match. */
static void
add_match_event (JsonObject *match,
                 JsonNode   *event)
{
  JsonObject *fields = json_node_get_object (event);
  JsonObject *summary = json_object_new ();

  copy_member (summary, fields, "id");
  copy_member (summary, fields, "name");
  json_object_set_object_member (match, "event", summary);
}

static void
serve_board (HammerServer         *self,
             HammerServerResponse *response,
             gint64                board)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) answer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonNode *match;
  const char *name = NULL;
  gboolean found;

  if (!refresh_boards (self, board, &error))
    {
      hammer_server_reply_gerror (response, error, NULL);
      return;
    }
  match = board_match (hammer_store_get_db (self->store), self->event, self->boards_json, board,
                       &found, &name);
  if (!found)
    {
      g_autofree char *message = self->day_id != 0
                                 ? g_strdup_printf (_("This day has no board %u"), (guint) board)
                                 : g_strdup_printf (_("This event has no board %u"),
                                                    (guint) board);

      hammer_server_reply_error (response, 404, message, NULL);
      return;
    }
  json_object_set_int_member (answer, "board", board);
  /* A default name in the phone's language: "Bahn 1". */
  if (name != NULL)
    {
      g_autofree char *shown = hammer_i18n_board_name (name, (guint) board);

      json_object_set_string_member (answer, "name", shown);
    }
  if (match != NULL)
    {
      JsonObject *object = json_node_get_object (match);
      const char *submission = submission_state (self, json_object_get_int_member (object, "id"));

      const char *agreement = agreement_state (self, json_object_get_int_member (object, "id"));

      if (submission != NULL)
        json_object_set_string_member (object, "submission", submission);
      if (!hammer_server_add_agreement (self, self->event, object, agreement, &error))
        {
          json_node_unref (match);
          hammer_server_reply_gerror (response, error, NULL);
          return;
        }
      /* On a day the board's page says whose match it is: its event's. */
      if (self->day_id != 0)
        add_match_event (object, self->event);
    }
  if (match != NULL)
    json_object_set_member (answer, "match", match);
  else
    json_object_set_null_member (answer, "match");
  json_node_set_object (root, answer);
  hammer_server_reply_json (response, 200, root);
}

/* Routing */

/* GET routes: TRUE when @path is one of them (answered, or refused; with
 * @answer FALSE, only says whether it is). */
static gboolean
route_get (HammerServer              *self,
           const HammerServerRequest *request,
           HammerServerResponse      *response,
           gboolean                   answer)
{
  const char *path = request->path;
  gint64 number;

  if (g_str_equal (path, "/"))
    {
      if (answer)
        serve_named_page (self, request, response, self->day_id != 0 ? "day" : "hall", 200);
    }
  else if (g_str_equal (path, "/api/event"))
    {
      if (answer)
        serve_hall_json (self, request, response, self->hall);
    }
  else if (self->day_id != 0 && parse_path_number (path, "/api/events/", "", &number))
    {
      if (answer)
        serve_day_event (self, request, response, number);
    }
  else if (g_str_has_prefix (path, "/static/"))
    {
      if (answer)
        serve_asset (response, path + strlen ("/static/"));
    }
  else if (parse_path_number (path, "/board/", "", &number))
    {
      if (answer)
        serve_page (request, response, "board",
                    key_board (self, request, number) >= 0 ? 200 : 403);
    }
  else if (parse_path_number (path, "/api/boards/", "", &number))
    {
      if (answer && hammer_server_authorize (self, request, response, number) >= 0)
        serve_board (self, response, number);
    }
  else
    return FALSE;
  return TRUE;
}

/* What is not a route is 404 whatever the method; a route asked with a
 * method it does not take is 405. */
static void
route_request (HammerServer              *self,
               const HammerServerRequest *request,
               HammerServerResponse      *response)
{
  gint64 match_id;
  gboolean check;

  /* Phones checking in at the door (hammer-server-check-in.c). */
  if (hammer_server_route_check_in (self, request, response))
    return;
  if (parse_path_number (request->path, "/api/matches/", "/confirm", &match_id))
    {
      if (g_str_equal (request->method, "POST"))
        hammer_server_post_confirm (self, request, response, match_id);
      else
        hammer_server_reply_error (response, 405, _("An agreement is sent with POST"), NULL);
      return;
    }
  /* A player's own page (hammer-server-me.c). */
  if (hammer_server_route_me (self, request, response))
    return;
  /* Late entries asked for at the door (hammer-server-late-entries.c). */
  if (hammer_server_route_late_entries (self, request, response))
    return;
  /* Sjoelbak series cards (hammer-server-series.c). */
  if (hammer_server_route_series (self, request, response))
    return;
  check = parse_path_number (request->path, "/api/matches/", "/check", &match_id);
  if (check || parse_path_number (request->path, "/api/matches/", "/result", &match_id))
    {
      if (g_str_equal (request->method, "POST"))
        hammer_server_post_result (self, request, response, match_id, !check);
      else
        hammer_server_reply_error (response, 405, _("Results are sent with POST"), NULL);
      return;
    }
  if (hammer_server_request_is_get (request))
    {
      if (!route_get (self, request, response, TRUE))
        hammer_server_reply_error (response, 404, _("There is no such page"), NULL);
    }
  else if (route_get (self, request, response, FALSE))
    hammer_server_reply_error (response, 405, _("There is no such page"), NULL);
  else
    hammer_server_reply_error (response, 404, _("There is no such page"), NULL);
}

void
hammer_server_route (HammerServer              *self,
                     const HammerServerRequest *request,
                     HammerServerResponse      *response)
{
  speak_language_of (request);
  /* Set first: an asset, the same in every language, takes it away. */
  vary_language (response);
  route_request (self, request, response);
  hammer_i18n_set_thread_language (NULL);
}

/* For the routes of other files (hammer-server-private.h) */

gboolean
hammer_server_parse_path_number (const char *path,
                                 const char *prefix,
                                 const char *rest,
                                 gint64     *number)
{
  return parse_path_number (path, prefix, rest, number);
}

void
hammer_server_serve_named_page (HammerServer              *self,
                                const HammerServerRequest *request,
                                HammerServerResponse      *response,
                                const char                *name,
                                guint                      status)
{
  serve_named_page (self, request, response, name, status);
}

void
hammer_server_serve_page (const HammerServerRequest *request,
                          HammerServerResponse      *response,
                          const char                *name,
                          guint                      status)
{
  serve_page (request, response, name, status);
}
