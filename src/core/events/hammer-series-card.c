/* hammer-series-card.c — a player's sjoelbak series card, game by game
 *
 * See hammer-series-card.h. A card's games are stored as the match's
 * result, the whole series so far, through hammer_events_record_result():
 * the rules module checks every game, and the change log, the desk's
 * undo and the store's change notices are those of any result.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "events/hammer-events-private.h"
#include "events/hammer-series-card.h"

/* The events served: @event_id alone, or every event of @day_id. */
static GArray *
served_events (HammerStore  *store,
               gint64        event_id,
               gint64        day_id,
               GError      **error)
{
  sqlite3 *db = hammer_store_get_db (store);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  GArray *ids;

  if (day_id == 0)
    {
      ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_array_append_val (ids, event_id);
      return ids;
    }
  if (!(stmt = hammer_store_prepare (db, "SELECT id FROM events WHERE day_id = ? ORDER BY id",
                                     error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, day_id);
  return hammer_store_step_ids (db, stmt, _("Could not read the day"), error);
}

/* The entrant on the card of series match @index, or NULL for none (a
 * match of another stage, a withdrawn entrant). */
static HammerEventEntrant *
card_entrant (HammerEventModel *model,
              guint             index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  HammerEventEntrant *entrant;

  if (row->dm.bracket != HAMMER_BRACKET_SERIES)
    return NULL;
  entrant = hammer_event_entrant_by_index (model, model->resolved[index].entrants[0]);
  return entrant != NULL && !entrant->withdrawn && entrant->player_ids->len > 0 ? entrant
                                                                                : NULL;
}

/* The games stored on the card of match @index ({"ends": […]} each), or
 * NULL for none. */
static JsonNode *
stored_games (const HammerEventMatchRow *row)
{
  g_autoptr(JsonNode) input = hammer_event_row_result_json (row);
  JsonNode *games;

  if (input == NULL || !JSON_NODE_HOLDS_OBJECT (input) ||
      !(games = hammer_json_member (json_node_get_object (input), "games")) ||
      !JSON_NODE_HOLDS_ARRAY (games))
    return NULL;
  return json_node_copy (games);
}

/* The compartment counts of a stored game, or NULL where it was entered as
 * a total. */
static JsonArray *
game_counts (JsonArray *games,
             guint      game)
{
  JsonObject *object = hammer_json_element_object (games, game);
  JsonObject *end = hammer_json_element_object (hammer_json_array (object, "ends"), 0);

  return hammer_json_element_array (hammer_json_array (end, "counts"), 0);
}

static guint
series_length (HammerEventModel *model,
               guint             index)
{
  HammerOptions options;

  hammer_event_match_options (model, index, &options);
  return (guint) MAX (options.games, 1);
}

/* The card of match @index, as hammer_series_card_get() describes it. */
static JsonNode *
card_json (HammerEventModel *model,
           guint             index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  HammerEventEntrant *entrant = card_entrant (model, index);
  g_autoptr(JsonNode) games = stored_games (row);
  JsonArray *list = games != NULL ? json_node_get_array (games) : NULL;
  guint n_games = row->input != NULL ? MIN (row->summary.n_games, hammer_json_length (list)) : 0;
  guint length = series_length (model, index);
  JsonObject *card = json_object_new ();
  JsonArray *entered = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  HammerOptions options;
  gint64 total = 0;

  hammer_event_match_options (model, index, &options);
  json_object_set_int_member (card, "event", model->id);
  json_object_set_string_member (card, "event_name", model->name);
  json_object_set_int_member (card, "match", row->id);
  json_object_set_int_member (card, "number", row->number);
  json_object_set_int_member (card, "player", g_array_index (entrant->player_ids, gint64, 0));
  json_object_set_string_member (card, "name", entrant->name);
  json_object_set_int_member (card, "games", length);
  json_object_set_int_member (card, "disks", options.disks);
  for (guint g = 0; g < n_games; g++)
    {
      JsonObject *game = json_object_new ();
      JsonArray *counts = game_counts (list, g);
      int points = row->summary.game_points[g];

      json_object_set_int_member (game, "game", g);
      json_object_set_int_member (game, "total", points);
      if (counts != NULL)
        json_object_set_array_member (game, "counts", json_array_ref (counts));
      else
        json_object_set_null_member (game, "counts");
      json_array_add_object_element (entered, game);
      total += points;
    }
  json_object_set_array_member (card, "entered", entered);
  json_object_set_int_member (card, "total", total);
  if (n_games < length)
    json_object_set_int_member (card, "next", n_games);
  else
    json_object_set_null_member (card, "next");
  json_object_set_boolean_member (card, "finished", n_games >= length);
  json_node_take_object (node, card);
  return node;
}

/* The card of @player_id in @model, -1 for none. */
static int
find_card (HammerEventModel *model,
           gint64            player_id)
{
  if (model->format != HAMMER_FORMAT_SERIES)
    return -1;
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventEntrant *entrant = card_entrant (model, i);

      for (guint p = 0; entrant != NULL && p < entrant->player_ids->len; p++)
        if (g_array_index (entrant->player_ids, gint64, p) == player_id)
          return (int) i;
    }
  return -1;
}

static gboolean
card_open (HammerEventModel *model,
           guint             index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  return row->input == NULL || row->summary.n_games < series_length (model, index);
}

/* The model of the event holding @player_id's card, with @index its match;
 * NULL with HAMMER_ERROR_NOT_FOUND when no event served has one. The
 * caller gives the model back with hammer_event_keep(). */
static HammerEventModel *
take_card (HammerStore  *store,
           gint64        event_id,
           gint64        day_id,
           gint64        player_id,
           gint64        only_event,
           guint        *index,
           GError      **error)
{
  g_autoptr(GArray) ids = served_events (store, event_id, day_id, error);
  HammerEventModel *found = NULL;

  if (ids == NULL)
    return NULL;
  for (guint e = 0; e < ids->len; e++)
    {
      gint64 id = g_array_index (ids, gint64, e);
      g_autoptr(HammerEventModel) model = NULL;
      int card;

      if (only_event != 0 && id != only_event)
        continue;
      if (!(model = hammer_event_take (store, id, error)))
        {
          g_clear_pointer (&found, hammer_event_model_free);
          return NULL;
        }
      card = find_card (model, player_id);
      /* Their first card still open, else their first. */
      if (card >= 0 && (found == NULL || (!card_open (found, *index) &&
                                          card_open (model, (guint) card))))
        {
          if (found != NULL)
            hammer_event_keep (store, found);
          found = g_steal_pointer (&model);
          *index = (guint) card;
        }
      if (model != NULL)
        hammer_event_keep (store, g_steal_pointer (&model));
    }
  if (found == NULL)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("This player has no sjoelbak series card here"));
  return found;
}

JsonNode *
hammer_series_card_get (HammerStore  *store,
                        gint64        event_id,
                        gint64        day_id,
                        gint64        player_id,
                        gint64        only_event,
                        GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  JsonNode *card;
  guint index = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id != 0) != (day_id != 0), NULL);

  if (!(model = take_card (store, event_id, day_id, player_id, only_event, &index, error)))
    return NULL;
  card = card_json (model, index);
  hammer_event_keep (store, g_steal_pointer (&model));
  return card;
}

/* Whether the card of match @index is one @wanted (folded) finds: by its
 * player's name, or by its number when @wanted is one. */
static gboolean
card_found (HammerEventModel *model,
            guint             index,
            const char       *wanted,
            guint64           number)
{
  g_autofree char *name = hammer_i18n_fold_name (card_entrant (model, index)->name);

  if (number > 0)
    return g_array_index (model->matches, HammerEventMatchRow, index).number == number;
  return strstr (name, wanted) != NULL;
}

static gint
compare_found (gconstpointer a,
               gconstpointer b)
{
  JsonObject *one = json_node_get_object (*(JsonNode **) a);
  JsonObject *other = json_node_get_object (*(JsonNode **) b);
  int by_name = g_utf8_collate (json_object_get_string_member (one, "name"),
                                json_object_get_string_member (other, "name"));

  if (by_name != 0)
    return by_name;
  return (int) CLAMP (json_object_get_int_member (one, "event") -
                      json_object_get_int_member (other, "event"), -1, 1);
}

/* The members of a card a search lists. */
static JsonNode *
found_json (HammerEventModel *model,
            guint             index)
{
  g_autoptr(JsonNode) card = card_json (model, index);
  JsonObject *full = json_node_get_object (card);
  JsonObject *found = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  const char *members[] = { "event", "event_name", "player", "name", "number", "games",
                            "total" };

  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    json_object_set_member (found, members[m],
                            json_node_copy (json_object_get_member (full, members[m])));
  json_object_set_int_member (found, "entered",
                              json_array_get_length (json_object_get_array_member (full,
                                                                                  "entered")));
  json_node_take_object (node, found);
  return node;
}

/* The numbers of the boards the cards of @model's series are shot on, in
 * the boards' order: a board's page offers the cards only where one is. */
static JsonArray *
card_boards (HammerEventModel *model)
{
  g_autofree gboolean *used = g_new0 (gboolean, model->boards->len + 1);
  JsonArray *boards = json_array_new ();

  for (guint i = 0; model->boards->len > 0 && i < model->matches->len; i++)
    if (card_entrant (model, i) != NULL)
      for (int g = 0; g < model->options.games; g++)
        {
          guint number = hammer_event_series_board_number (
            model, &g_array_index (model->matches, HammerEventMatchRow, i), g);

          for (guint b = 0; b < model->boards->len; b++)
            used[b] |= g_array_index (model->boards, HammerEventBoard, b).number == number;
        }
  for (guint b = 0; b < model->boards->len; b++)
    if (used[b])
      json_array_add_int_element (boards, g_array_index (model->boards, HammerEventBoard,
                                                         b).number);
  return boards;
}

/* The series event of @model as a search lists it. */
static void
add_event (JsonArray        *events,
           HammerEventModel *model)
{
  JsonObject *event = json_object_new ();

  json_object_set_int_member (event, "event", model->id);
  json_object_set_string_member (event, "name", model->name);
  json_object_set_int_member (event, "games", MAX (model->options.games, 1));
  json_object_set_boolean_member (event, "drawn", model->drawn);
  json_object_set_array_member (event, "boards", card_boards (model));
  json_array_add_object_element (events, event);
}

JsonNode *
hammer_series_card_search (HammerStore  *store,
                           gint64        event_id,
                           gint64        day_id,
                           const char   *text,
                           GError      **error)
{
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  g_autofree char *wanted = hammer_i18n_fold_name (stripped);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  JsonObject *answer = json_object_new ();
  JsonArray *events = json_array_new ();
  JsonArray *cards = json_array_new ();
  guint64 number = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id != 0) != (day_id != 0), NULL);

  json_object_set_array_member (answer, "events", events);
  json_object_set_array_member (answer, "cards", cards);
  json_node_take_object (node, answer);
  if (!g_ascii_string_to_unsigned (stripped, 10, 1, G_MAXUINT, &number, NULL))
    number = 0;
  if (!(ids = served_events (store, event_id, day_id, error)))
    return NULL;
  for (guint e = 0; e < ids->len; e++)
    {
      g_autoptr(HammerEventModel) model = hammer_event_take (store, g_array_index (ids, gint64,
                                                                                   e), error);

      if (model == NULL)
        return NULL;
      if (model->format == HAMMER_FORMAT_SERIES)
        add_event (events, model);
      for (guint i = 0; *wanted != '\0' && model->format == HAMMER_FORMAT_SERIES &&
                        i < model->matches->len; i++)
        if (card_entrant (model, i) != NULL && card_found (model, i, wanted, number))
          g_ptr_array_add (found, found_json (model, i));
      hammer_event_keep (store, g_steal_pointer (&model));
    }
  g_ptr_array_sort (found, compare_found);
  for (guint f = 0; f < MIN (found->len, HAMMER_SERIES_CARD_MAX_FOUND); f++)
    json_array_add_element (cards, json_node_ref (g_ptr_array_index (found, f)));
  return g_steal_pointer (&node);
}

/* Adding games */

/* One game as the body gives it, {"total": T} or {"counts": [c1, c2, c3,
 * c4]}, as the rules read a game of one side: {"ends": [{"points": [T]}]}
 * or {"ends": [{"counts": [[…]]}]}; NULL and an error naming game @game
 * (from 0) and the compartment where it is no game. */
static JsonNode *
read_game (JsonNode  *node,
           guint      game,
           GError   **error)
{
  JsonObject *object = hammer_json_node_object (node);
  JsonNode *total = object != NULL ? hammer_json_member (object, "total") : NULL;
  JsonArray *counts = object != NULL ? hammer_json_array (object, "counts") : NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  gint64 value;

  if ((total == NULL) == (counts == NULL))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Game %u: enter either its total or the disks in each compartment"),
                   game + 1);
      return NULL;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "ends");
  json_builder_begin_array (builder);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, total != NULL ? "points" : "counts");
  json_builder_begin_array (builder);
  if (total != NULL)
    {
      if (!hammer_json_node_int (total, &value) || value < G_MININT || value > G_MAXINT)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Game %u: the total must be a whole number"), game + 1);
          return NULL;
        }
      json_builder_add_int_value (builder, value);
    }
  else
    {
      if (json_array_get_length (counts) != 4)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Game %u: enter the disks of all four compartments"), game + 1);
          return NULL;
        }
      json_builder_begin_array (builder);
      for (guint c = 0; c < 4; c++)
        {
          if (!hammer_json_node_int (json_array_get_element (counts, c), &value) ||
              value < G_MININT || value > G_MAXINT)
            {
              /* TRANSLATORS: %u is the game, %d the compartment (its gate's number). */
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Game %u: the disks in compartment %d must be a whole number"),
                           game + 1, (int) c + 1);
              return NULL;
            }
          json_builder_add_int_value (builder, value);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* The body's first game (from 0) and its games as the rules read them. */
static JsonArray *
read_body (JsonNode  *body,
           guint     *first,
           GError   **error)
{
  JsonObject *object = hammer_json_node_object (body);
  JsonNode *game = object != NULL ? hammer_json_member (object, "game") : NULL;
  JsonArray *games = object != NULL ? hammer_json_array (object, "games") : NULL;
  g_autoptr(JsonArray) read = json_array_new ();
  gint64 value;

  if (game == NULL || !hammer_json_node_int (game, &value) || value < 0 ||
      value >= G_MAXINT || games == NULL || json_array_get_length (games) == 0 ||
      json_array_get_length (games) > HAMMER_SERIES_CARD_MAX_GAMES)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Games are sent as {\"game\": N, \"games\": [{\"total\": T} or "
                     "{\"counts\": [C1, C2, C3, C4]}]}, at most %d at once"),
                   HAMMER_SERIES_CARD_MAX_GAMES);
      return NULL;
    }
  *first = (guint) value;
  for (guint g = 0; g < json_array_get_length (games); g++)
    {
      JsonNode *node = read_game (json_array_get_element (games, g), *first + g, error);

      if (node == NULL)
        return NULL;
      json_array_add_element (read, node);
    }
  return g_steal_pointer (&read);
}

/* The card's games with @games added from game @first: NULL with the
 * reason where they do not follow on, @changed FALSE where the card has
 * them all already. */
static JsonNode *
merge_games (HammerEventModel *model,
             guint             index,
             guint             first,
             JsonArray        *games,
             gboolean         *changed,
             GError          **error)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  const char *name = card_entrant (model, index)->name;
  g_autoptr(JsonNode) stored = stored_games (row);
  JsonArray *had = stored != NULL ? json_node_get_array (stored) : NULL;
  guint n_had = hammer_json_length (had);
  guint n_new = json_array_get_length (games);
  guint length = series_length (model, index);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (first > n_had)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Game %u cannot come yet: %s’s card has %u games; enter game %u first"),
                   first + 1, name, n_had, n_had + 1);
      return NULL;
    }
  if (first + n_new > length)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "Game %u: the series has only %u game",
                                "Game %u: the series has only %u games", length),
                   length + 1, length);
      return NULL;
    }
  for (guint g = first; g < MIN (n_had, first + n_new); g++)
    {
      g_autoptr(JsonNode) wrapped = json_node_new (JSON_NODE_OBJECT);
      g_autoptr(JsonNode) canonical = NULL;
      JsonObject *object = json_object_new ();
      JsonArray *one = json_array_new ();

      json_array_add_element (one, json_node_copy (json_array_get_element (games, g - first)));
      json_object_set_array_member (object, "games", one);
      json_node_take_object (wrapped, object);
      canonical = hammer_result_canonical (wrapped);
      if (!json_node_equal (json_array_get_element (had, g),
                            json_array_get_element (hammer_json_array (
                                                      json_node_get_object (canonical),
                                                      "games"), 0)))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("Game %u is on %s’s card already, with %d; only the desk can "
                         "correct it"), g + 1, name, row->summary.game_points[g]);
          return NULL;
        }
    }
  *changed = first + n_new > n_had;
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint g = 0; g < MAX (n_had, first + n_new); g++)
    json_builder_add_value (builder, json_node_copy (g < n_had ? json_array_get_element (had, g)
                                                               : json_array_get_element (
                                                                   games, g - first)));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

JsonNode *
hammer_series_card_add (HammerStore  *store,
                        gint64        event_id,
                        gint64        day_id,
                        gint64        player_id,
                        gint64        only_event,
                        JsonNode     *body,
                        gboolean     *changed,
                        GError      **error)
{
  const HammerResultFlags flags = HAMMER_RESULT_KEEP_RESULT | HAMMER_RESULT_EXTENDS_ONLY;
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(JsonArray) games = NULL;
  g_autoptr(JsonNode) merged = NULL;
  g_autoptr(JsonNode) state = NULL;
  const char *language;
  gboolean grows = FALSE;
  gint64 card_event, match_id;
  guint index = 0, first = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id != 0) != (day_id != 0), NULL);
  g_return_val_if_fail (body != NULL, NULL);

  if (changed != NULL)
    *changed = FALSE;
  if (!(games = read_body (body, &first, error)) ||
      !(model = take_card (store, event_id, day_id, player_id, only_event, &index, error)))
    return NULL;
  merged = merge_games (model, index, first, games, &grows, error);
  card_event = model->id;
  match_id = g_array_index (model->matches, HammerEventMatchRow, index).id;
  hammer_event_keep (store, g_steal_pointer (&model));
  if (merged == NULL)
    return NULL;
  if (grows)
    {
      /* Checked in the reader's language, so that a refusal reads in it;
       * written in the desk's, which the change log speaks. */
      if (!(state = hammer_events_check_result (store, card_event, match_id, merged, flags,
                                                error)))
        return NULL;
      g_clear_pointer (&state, json_node_unref);
      language = hammer_i18n_get_thread_language ();
      hammer_i18n_set_thread_language (NULL);
      state = hammer_events_record_result (store, card_event, match_id, merged, flags, error);
      hammer_i18n_set_thread_language (language);
      if (state == NULL)
        return NULL;
      if (changed != NULL)
        *changed = TRUE;
    }
  return hammer_series_card_get (store, event_id, day_id, player_id, card_event, error);
}
