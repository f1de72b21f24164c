/* hammer-server-series.c — sjoelbak series cards from the boards and from
 * the players' own phones (see hammer-series-card.h):
 *
 *   GET  /api/series?key=K&q=TEXT                  the cards whose player's name
 *                                                  or number holds TEXT
 *   GET  /api/series/card?key=K&player=ID[&event=E] a card
 *   POST /api/series/card?key=K&player=ID[&event=E] its next games
 *
 * A board's key (or the desk's) opens every card of what is served: a card
 * moves with its player from board to board. A player's own key (check-in
 * hands it out) opens their own card only, "player" left out or theirs;
 * another's is 403. Everything here runs on the server's thread, with its
 * own store.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-series-card.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-player-page.h"
#include "serve/hammer-server-private.h"

/* Who a request's key is: a board (1…), the desk (0), or a player. */
typedef struct
{
  int    board;     /* -1 for a player's key */
  gint64 player_id; /* the player's, for their key */
} Holder;

/* Fills @holder from the request's key; answers 403 and FALSE for a key
 * that opens no card (or, with @boards_only, a player's key). */
static gboolean
authorize (HammerServer              *self,
           const HammerServerRequest *request,
           HammerServerResponse      *response,
           gboolean                   boards_only,
           Holder                    *holder)
{
  const char *key = hammer_server_request_get_query (request, "key");

  holder->board = hammer_server_find_key (self, key);
  holder->player_id = 0;
  if (holder->board > 0)
    hammer_server_board_seen (self, (guint) holder->board, request->address);
  if (holder->board >= 0)
    return TRUE;
  if (!boards_only && (holder->player_id = hammer_player_pages_find_key (self->store, key)) > 0)
    return TRUE;
  hammer_server_reply_error (response, 403,
                             boards_only ? _("Only a board’s page finds series cards")
                                         : _("This key opens no series card; scan the code "
                                             "again"), NULL);
  return FALSE;
}

/* The number of query parameter @name, 0 when it is not given, -1 (after
 * answering 400) when it is no number. */
static gint64
query_id (const HammerServerRequest *request,
          HammerServerResponse      *response,
          const char                *name)
{
  const char *text = hammer_server_request_get_query (request, name);
  guint64 value = 0;

  if (text == NULL)
    return 0;
  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &value, NULL))
    {
      g_autofree char *message = g_strdup_printf (_("“%s” must be an id"), name);

      hammer_server_reply_error (response, 400, message, NULL);
      return -1;
    }
  return (gint64) value;
}

/* The player whose card the request asks for, or -1 after answering: a
 * player's key opens only their own. */
static gint64
card_player (const HammerServerRequest *request,
             HammerServerResponse      *response,
             const Holder              *holder)
{
  gint64 player_id = query_id (request, response, "player");

  if (player_id < 0)
    return -1;
  if (holder->board < 0)
    {
      if (player_id != 0 && player_id != holder->player_id)
        {
          hammer_server_reply_error (response, 403,
                                     _("Your key opens your own series card only"), NULL);
          return -1;
        }
      return holder->player_id;
    }
  if (player_id == 0)
    {
      hammer_server_reply_error (response, 400, _("Say whose card: “player” is missing"),
                                 NULL);
      return -1;
    }
  return player_id;
}

/* GET /api/series?key=K&q=TEXT */
static void
search (HammerServer              *self,
        const HammerServerRequest *request,
        HammerServerResponse      *response)
{
  const char *text = hammer_server_request_get_query (request, "q");
  g_autoptr(JsonNode) found = NULL;
  g_autoptr(GError) error = NULL;
  Holder holder;

  if (!authorize (self, request, response, TRUE, &holder))
    return;
  if (text != NULL && (strlen (text) > 100 || !g_utf8_validate (text, -1, NULL)))
    {
      hammer_server_reply_error (response, 400, _("Type at most 100 letters of a name"), NULL);
      return;
    }
  if (!(found = hammer_series_card_search (self->store, self->event_id, self->day_id, text,
                                           &error)))
    hammer_server_reply_gerror (response, error, NULL);
  else
    hammer_server_reply_json (response, 200, found);
}

/* The answer to a card's new games refused: a broken rule with its game,
 * end and side, else the error's status. */
static void
answer_refusal (HammerServerResponse *response,
                const GError         *error)
{
  g_autoptr(JsonObject) violation = hammer_error_to_violation_json (error);

  hammer_server_reply_gerror (response, error, violation);
}

/* POST /api/series/card: the card's next games. */
static void
add_games (HammerServer              *self,
           const HammerServerRequest *request,
           HammerServerResponse      *response,
           const Holder              *holder,
           gint64                     player_id,
           gint64                     event_id)
{
  g_autoptr(JsonNode) body = NULL;
  g_autoptr(JsonNode) card = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *source = NULL;
  guint refused = hammer_server_check_post (request);
  gboolean changed = FALSE;

  if (refused == 403)
    {
      hammer_server_reply_error (response, 403, _("Games are sent from the card’s own page"),
                                 NULL);
      return;
    }
  if (refused != 0)
    {
      hammer_server_reply_error (response, refused, _("Games are sent as JSON"), NULL);
      return;
    }
  if (!(body = hammer_server_read_object (request)))
    {
      hammer_server_reply_error (response, 400, _("Games are sent as a JSON object"), NULL);
      return;
    }
  source = holder->board >= 0 ? hammer_source_for_board ((guint) holder->board)
                              : g_strdup (HAMMER_SOURCE_PHONE);
  hammer_store_set_source (self->store, source);
  card = hammer_series_card_add (self->store, self->event_id, self->day_id, player_id, event_id,
                                 body, &changed, &error);
  if (card == NULL)
    {
      answer_refusal (response, error);
      return;
    }
  hammer_server_reply_json (response, 200, card);
  /* The desk's series view reads it at once; the same games again told
   * nobody anything new. */
  if (changed)
    hammer_server_emit_result_stored (self, json_object_get_int_member (json_node_get_object (
                                                                          card), "match"),
                                      (guint) MAX (holder->board, 0));
}

/* GET and POST /api/series/card */
static void
serve_card (HammerServer              *self,
            const HammerServerRequest *request,
            HammerServerResponse      *response,
            gboolean                   post)
{
  g_autoptr(JsonNode) card = NULL;
  g_autoptr(GError) error = NULL;
  gint64 player_id, event_id;
  Holder holder;

  if (!authorize (self, request, response, FALSE, &holder) ||
      (player_id = card_player (request, response, &holder)) < 0 ||
      (event_id = query_id (request, response, "event")) < 0)
    return;
  if (post)
    add_games (self, request, response, &holder, player_id, event_id);
  else if (!(card = hammer_series_card_get (self->store, self->event_id, self->day_id,
                                            player_id, event_id, &error)))
    hammer_server_reply_gerror (response, error, NULL);
  else
    hammer_server_reply_json (response, 200, card);
}

gboolean
hammer_server_route_series (HammerServer              *self,
                            const HammerServerRequest *request,
                            HammerServerResponse      *response)
{
  const char *path = request->path;
  gboolean get = hammer_server_request_is_get (request);

  if (g_str_equal (path, "/api/series"))
    {
      if (get)
        search (self, request, response);
      else
        hammer_server_reply_error (response, 405, _("There is no such page"), NULL);
    }
  else if (g_str_equal (path, "/api/series/card"))
    {
      if (get || g_str_equal (request->method, "POST"))
        serve_card (self, request, response, !get);
      else
        hammer_server_reply_error (response, 405, _("There is no such page"), NULL);
    }
  else
    return FALSE;
  return TRUE;
}
