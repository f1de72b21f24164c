/* hammer-player-page.c — a player's own page on their phone: their next
 * match, results, places and the day's schedule (see hammer-player-page.h)
 *
 * What is read of the events is a reading (hammer-player-reading.h), one
 * per language of the phones, made again after a change: on the server's
 * reader when it has one, so that the thread that answers goes on
 * answering meanwhile. A poll that came after the change waits for the
 * new reading (its call shows at once); one that came before it may take
 * the one it asked for, newer changes or not, so that a stream of
 * changes never keeps a phone waiting for ever. Each player's answer is
 * then written once per reading, when their phone first asks.
 *
 * Nothing is worked out here that the core works out already: the places
 * are hammer-places.h's, the rest the reading's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-json.h"
#include "hammer-places.h"
#include "serve/hammer-player-page.h"
#include "serve/hammer-player-reading.h"
#include "store/hammer-store-tx.h"

/* The reading of one language and the answers written from it. */
typedef struct
{
  HammerPlayerPages   *pages;
  char                *language;    /* "" for none */
  HammerPlayerReading *reading;     /* the newest made, or NULL */
  HammerReadState      state;       /* of @reading, and the next */
  GHashTable          *answers;     /* player id → Answer, of @reading */
} Language;

struct _HammerPlayerPages
{
  gint64      event_id;
  gint64      day_id;
  GHashTable *languages;  /* language → Language */
};

/* A player's answer as written for their phone. */
typedef struct
{
  char *body;
  char *etag;
} Answer;

/* A reading asked of the reader. */
typedef struct
{
  Language            *language;  /* the pages', which outlive the reader */
  HammerPlayerReading *previous;  /* taken over where nothing changed; NULL: none */
  HammerReadVersion    version;
  gint64               asked_at;
} Asked;

static void
answer_free (Answer *answer)
{
  g_free (answer->body);
  g_free (answer->etag);
  g_free (answer);
}

static void
language_free (Language *language)
{
  g_clear_pointer (&language->reading, hammer_player_reading_unref);
  g_hash_table_unref (language->answers);
  hammer_read_state_clear (&language->state);
  g_free (language->language);
  g_free (language);
}

static void
asked_free (Asked *asked)
{
  g_clear_pointer (&asked->previous, hammer_player_reading_unref);
  g_free (asked);
}

HammerPlayerPages *
hammer_player_pages_new (gint64 event_id,
                         gint64 day_id)
{
  HammerPlayerPages *self = g_new0 (HammerPlayerPages, 1);

  self->event_id = event_id;
  self->day_id = day_id;
  self->languages = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                           (GDestroyNotify) language_free);
  return self;
}

void
hammer_player_pages_free (HammerPlayerPages *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->languages);
  g_free (self);
}

/* The reading of what is served in the thread's language. */
static Language *
in_language (HammerPlayerPages *self)
{
  const char *name = hammer_i18n_get_thread_language ();
  Language *language;

  if (name == NULL)
    name = "";
  if (!(language = g_hash_table_lookup (self->languages, name)))
    {
      language = g_new0 (Language, 1);
      language->pages = self;
      language->language = g_strdup (name);
      language->answers = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                 (GDestroyNotify) answer_free);
      g_hash_table_insert (self->languages, language->language, language);
    }
  return language;
}

/* Makes @reading the language's, as asked for at @version and @asked_at. */
static void
take_reading (Language                *language,
              HammerPlayerReading     *reading,
              const HammerReadVersion *version,
              gint64                   asked_at)
{
  g_clear_pointer (&language->reading, hammer_player_reading_unref);
  language->reading = reading;
  hammer_read_state_done (&language->state, NULL, version, asked_at);
  g_hash_table_remove_all (language->answers);
}

/* On the reader's thread. */
static gpointer
read_on_reader (HammerStore  *reader,
                gpointer      data,
                GError      **error)
{
  Asked *asked = data;
  HammerPlayerPages *pages = asked->language->pages;

  return hammer_player_reading_read (reader, pages->event_id, pages->day_id, asked->previous,
                                     error);
}

/* Back on the server's thread. */
static void
read_done (gpointer      result,
           const GError *error,
           gpointer      data)
{
  Asked *asked = data;

  if (result != NULL)
    take_reading (asked->language, result, &asked->version, asked->asked_at);
  else
    hammer_read_state_done (&asked->language->state, error, &asked->version, asked->asked_at);
}

/* The reading for a request made at @since, or NULL: with @error, or
 * (without) while it is made on @reader. */
static HammerPlayerReading *
reading_for (HammerPlayerPages   *self,
             HammerStore         *store,
             HammerServerReader  *reader,
             gint64               since,
             GError             **error)
{
  Language *language = in_language (self);
  HammerReadVersion version;
  gint64 asked_at;
  Asked *asked;

  if (language->reading != NULL && hammer_read_state_is_fresh (&language->state, store, since))
    return language->reading;
  if (hammer_read_state_failed (&language->state, store, error) ||
      !hammer_read_state_ask (&language->state, store, &version, &asked_at))
    return NULL;
  if (reader == NULL)
    {
      HammerPlayerReading *reading = hammer_player_reading_read (store, self->event_id,
                                                                 self->day_id,
                                                                 language->reading, error);

      if (reading == NULL)
        {
          language->state.under_way = FALSE;
          return NULL;
        }
      take_reading (language, reading, &version, asked_at);
      return reading;
    }
  asked = g_new0 (Asked, 1);
  asked->language = language;
  asked->previous = language->reading != NULL ? hammer_player_reading_ref (language->reading)
                                              : NULL;
  asked->version = version;
  asked->asked_at = asked_at;
  hammer_server_reader_queue (reader, language->language[0] != '\0' ? language->language : NULL,
                              read_on_reader, read_done, asked, (GDestroyNotify) asked_free);
  return NULL;
}

/* The text @sql (one "?", the id) reads of row @id, NULL for none. */
static char *
read_text (sqlite3    *db,
           const char *sql,
           gint64      id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, sql, NULL);
  char *text = NULL;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    text = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_reset (stmt);
  return text;
}

/* The entrants of event @event_id the player is one of (not withdrawn). */
static GHashTable *
player_entrants (sqlite3 *db,
                 gint64   event_id,
                 gint64   player_id)
{
  GHashTable *entrants = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT e.id FROM entrants e"
                                                          " JOIN entrant_players p"
                                                          " ON p.entrant_id = e.id"
                                                          " WHERE e.event_id = ?1"
                                                          " AND p.player_id = ?2"
                                                          " AND e.withdrawn = 0", NULL);

  if (stmt == NULL)
    return entrants;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, player_id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      g_hash_table_add (entrants, g_memdup2 (&id, sizeof id));
    }
  sqlite3_reset (stmt);
  return entrants;
}

static void
set_int_or_null (JsonObject *object,
                 const char *member,
                 gint64      value)
{
  if (value != 0)
    json_object_set_int_member (object, member, value);
  else
    json_object_set_null_member (object, member);
}

/* Whether player @player_id is one of @side's "players". */
static gboolean
side_has_player (JsonArray *side,
                 gint64     player_id)
{
  for (guint p = 0; p < hammer_json_length (side); p++)
    if (hammer_json_element_int (side, p, 0) == player_id)
      return TRUE;
  return FALSE;
}

/* The side of @match that is one of @entrants, or that lists player
 * @player_id among its "players" (rotating partners); -1 for none. */
static int
own_side (JsonObject *match,
          GHashTable *entrants,
          gint64      player_id)
{
  JsonArray *sides = hammer_json_array (match, "sides");
  JsonArray *players = hammer_json_array (match, "players");

  for (guint s = 0; s < hammer_json_length (sides); s++)
    {
      gint64 id = hammer_json_element_int (sides, s, 0);

      if (id != 0 && g_hash_table_contains (entrants, &id))
        return (int) s;
    }
  for (guint s = 0; s < hammer_json_length (players); s++)
    if (side_has_player (hammer_json_element_array (players, s), player_id))
      return (int) s;
  return -1;
}

/* The names of the other players on side @side of @match with player
 * @player_id, where the match lists its sides' players (rotating
 * partners); an empty list where it does not. */
static JsonArray *
partners (sqlite3    *db,
          JsonObject *match,
          int         side,
          gint64      player_id)
{
  JsonArray *own = hammer_json_element_array (hammer_json_array (match, "players"), side);
  JsonArray *names = json_array_new ();

  for (guint p = 0; p < hammer_json_length (own); p++)
    {
      gint64 id = hammer_json_element_int (own, p, 0);
      g_autofree char *name = NULL;

      if (id != 0 && id != player_id &&
          (name = read_text (db, "SELECT name FROM players WHERE id = ?", id)))
        json_array_add_string_element (names, name);
    }
  return names;
}

/* A sjoelbak series card (a match of one side, bracket "series"): its
 * length, the games on it, their total and the board of the next game;
 * NULL for any other match. */
static JsonObject *
series_card (JsonObject *match)
{
  JsonObject *card;
  JsonArray *points, *boards, *totals;
  guint entered, games;

  if (g_strcmp0 (json_object_get_string_member_with_default (match, "bracket", NULL),
                 "series") != 0)
    return NULL;
  points = hammer_json_element_array (hammer_json_array (match, "game_points"), 0);
  boards = hammer_json_array (match, "boards");
  totals = hammer_json_array (match, "totals");
  entered = hammer_json_length (points);
  games = (guint) json_object_get_int_member_with_default (match, "games", 0);
  card = json_object_new ();
  json_object_set_int_member (card, "games", games);
  json_object_set_int_member (card, "entered", entered);
  json_object_set_int_member (card, "total", hammer_json_length (totals) > 0
                                             ? json_array_get_int_element (totals, 0) : 0);
  set_int_or_null (card, "next_board", entered < games && entered < hammer_json_length (boards)
                                       ? json_array_get_int_element (boards, entered) : 0);
  return card;
}

/* The names of @match's sides but @side. */
static JsonArray *
opponents (JsonObject *match,
           int         side)
{
  JsonArray *names = json_object_get_array_member (match, "names");
  JsonArray *others = json_array_new ();

  for (guint s = 0; names != NULL && s < json_array_get_length (names); s++)
    if ((int) s != side)
      json_array_add_element (others, json_node_copy (json_array_get_element (names, s)));
  return others;
}

static JsonObject *
match_result (JsonObject *match,
              int         side)
{
  JsonObject *result = json_object_new ();
  JsonNode *winner = json_object_get_member (match, "winner");

  if (winner != NULL && JSON_NODE_HOLDS_VALUE (winner))
    json_object_set_boolean_member (result, "won", json_node_get_int (winner) == side);
  else
    json_object_set_null_member (result, "won");
  json_object_set_int_member (result, "side", side);
  hammer_json_copy_member (result, match, "games_won");
  hammer_json_copy_member (result, match, "totals");
  hammer_json_copy_member (result, match, "walkover");
  return result;
}

/* One of the player's matches as the page shows it. */
static JsonObject *
schedule_item (HammerPlayerReading   *reading,
               sqlite3               *db,
               const HammerEventPart *event,
               JsonObject            *match,
               int                    side,
               gint64                 player_id)
{
  JsonObject *item = json_object_new ();
  JsonObject *series = series_card (match);
  gint64 id = json_object_get_int_member (match, "id");
  const char *state = json_object_get_string_member_with_default (match, "state", "");
  gboolean finished = g_str_equal (state, "finished");
  JsonNode *board = json_object_get_member (match, "board");
  gboolean on_board = !finished && board != NULL && JSON_NODE_HOLDS_VALUE (board);
  const HammerPlannedMatch *planned = on_board ? NULL
                                                : hammer_player_reading_get_planned (reading, id);
  /* When it was called to its board, NULL while it was not. */
  const char *name;
  g_autofree char *since = on_board ? read_text (db, "SELECT called_at FROM matches"
                                                  " WHERE id = ?", id) : NULL;

  json_object_set_int_member (item, "event", event->id);
  json_object_set_string_member (item, "event_name", event->name);
  json_object_set_int_member (item, "match", id);
  hammer_json_copy_member (item, match, "number");
  hammer_json_copy_member (item, match, "round_name");
  json_object_set_string_member (item, "state", state);
  if (on_board)
    json_object_set_int_member (item, "board", json_node_get_int (board));
  else
    set_int_or_null (item, "board", !finished && planned != NULL ? planned->board : 0);
  if (!json_object_get_null_member (item, "board") &&
      (name = hammer_player_reading_get_board_name (
         reading, (guint) json_object_get_int_member (item, "board"))))
    json_object_set_string_member (item, "board_name", name);
  else
    json_object_set_null_member (item, "board_name");
  json_object_set_boolean_member (item, "called", since != NULL);
  if (since != NULL)
    json_object_set_string_member (item, "since", since);
  else
    json_object_set_null_member (item, "since");
  json_object_set_array_member (item, "opponents", opponents (match, side));
  json_object_set_array_member (item, "partners", partners (db, match, side, player_id));
  if (series != NULL)
    json_object_set_object_member (item, "series", series);
  else
    json_object_set_null_member (item, "series");
  if (!finished && planned != NULL && planned->eta != NULL)
    json_object_set_string_member (item, "eta", planned->eta);
  else
    json_object_set_null_member (item, "eta");
  if (!finished && planned != NULL && planned->after != 0)
    {
      JsonObject *after = json_object_new ();

      json_object_set_int_member (after, "event", planned->after_event);
      /* Named here: it may be an event the player is not in. */
      json_object_set_string_member (after, "event_name",
                                     hammer_player_reading_get_event_name (reading,
                                                                          planned->after_event));
      json_object_set_int_member (after, "number", planned->after);
      json_object_set_object_member (item, "after", after);
    }
  else
    json_object_set_null_member (item, "after");
  if (finished)
    json_object_set_object_member (item, "result", match_result (match, side));
  else
    json_object_set_null_member (item, "result");
  if (finished && json_object_has_member (match, "finished_at"))
    hammer_json_copy_member (item, match, "finished_at");
  else
    json_object_set_null_member (item, "finished_at");
  return item;
}

static int
compare_indexes (gconstpointer a,
                 gconstpointer b)
{
  guint first = *(const guint *) a, second = *(const guint *) b;

  return (first > second) - (first < second);
}

/* The indexes of the matches of @event with one of @entrants or with
 * player @player_id on a side, in order, each once. */
static GArray *
own_matches (const HammerEventPart *event,
             GHashTable            *entrants,
             gint64                 player_id)
{
  GArray *own = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *played = g_hash_table_lookup (event->by_player, &player_id);
  GHashTableIter iter;
  gpointer key;
  guint kept = 0;

  g_hash_table_iter_init (&iter, entrants);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      GArray *list = g_hash_table_lookup (event->by_entrant, key);

      if (list != NULL)
        g_array_append_vals (own, list->data, list->len);
    }
  if (played != NULL)
    g_array_append_vals (own, played->data, played->len);
  g_array_sort (own, compare_indexes);
  for (guint i = 0; i < own->len; i++)
    if (kept == 0 || g_array_index (own, guint, kept - 1) != g_array_index (own, guint, i))
      g_array_index (own, guint, kept++) = g_array_index (own, guint, i);
  g_array_set_size (own, kept);
  return own;
}

/* The player's place in @event, or NULL where they have no line; in @out
 * whether the event is over for them: it is finished, or they are out of
 * its knockout with their place. */
static JsonObject *
standing (const HammerEventPart *event,
          GHashTable            *entrants,
          gboolean              *out)
{
  *out = event->finished;
  JsonArray *lines = json_node_get_array (event->standings);

  for (guint i = 0; lines != NULL && i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      gint64 entrant = json_object_get_int_member_with_default (line, "entrant", 0);
      g_autofree char *text = NULL;
      JsonObject *place;

      if (!g_hash_table_contains (entrants, &entrant))
        continue;
      *out |= json_object_has_member (line, "still_in") &&
              !hammer_standings_line_is_still_in (line) &&
              json_object_get_int_member_with_default (line, "place", 0) > 0;
      place = json_object_new ();
      json_object_set_int_member (place, "event", event->id);
      json_object_set_string_member (place, "event_name", event->name);
      hammer_json_copy_member (place, line, "place");
      text = hammer_standings_line_place_text (line, FALSE);
      json_object_set_string_member (place, "place_text", text);
      hammer_json_copy_member (place, line, "played");
      hammer_json_copy_member (place, line, "wins");
      hammer_json_copy_member (place, line, "losses");
      return place;
    }
  return NULL;
}

/* The order the player's matches come in: those on a board first, then by
 * their expected start (unknown last), finished ones apart. */
static int
compare_items (gconstpointer a,
               gconstpointer b)
{
  JsonObject *first = *(JsonObject *const *) a;
  JsonObject *second = *(JsonObject *const *) b;
  const char *eta_a = json_object_get_string_member_with_default (first, "eta", NULL);
  const char *eta_b = json_object_get_string_member_with_default (second, "eta", NULL);
  gboolean on_a = json_object_get_boolean_member (first, "called") ||
                  (eta_a == NULL && !json_object_get_null_member (first, "board"));
  gboolean on_b = json_object_get_boolean_member (second, "called") ||
                  (eta_b == NULL && !json_object_get_null_member (second, "board"));

  if (on_a != on_b)
    return on_a ? -1 : 1;
  if ((eta_a == NULL) != (eta_b == NULL))
    return eta_a != NULL ? -1 : 1;
  if (eta_a != NULL && g_strcmp0 (eta_a, eta_b) != 0)
    return g_strcmp0 (eta_a, eta_b);
  return 0;
}

/* The order the player's finished matches were played in, across the
 * events: by when each finished (unknown first), then by number. */
static int
compare_finished (gconstpointer a,
                  gconstpointer b)
{
  JsonObject *first = *(JsonObject *const *) a;
  JsonObject *second = *(JsonObject *const *) b;
  int by_time = g_strcmp0 (json_object_get_string_member_with_default (first, "finished_at",
                                                                       NULL),
                           json_object_get_string_member_with_default (second, "finished_at",
                                                                       NULL));
  gint64 number_a = json_object_get_int_member_with_default (first, "number", 0);
  gint64 number_b = json_object_get_int_member_with_default (second, "number", 0);

  if (by_time != 0)
    return by_time;
  return (number_a > number_b) - (number_a < number_b);
}

/* @items as an array, in their order or with @backwards the other way. */
static JsonArray *
array_of (GPtrArray *items,
          gboolean   backwards)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < items->len; i++)
    json_array_add_object_element (array, json_object_ref (g_ptr_array_index (
                                                             items, backwards ? items->len - 1 - i
                                                                              : i)));
  return array;
}

/* What /api/me answers for player @player_id from @self's reading. */
static JsonNode *
answer_player (HammerPlayerReading  *reading,
               HammerStore          *store,
               gint64                player_id,
               GError              **error)
{
  g_autoptr(GPtrArray) done = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  g_autoptr(GPtrArray) to_play = g_ptr_array_new_with_free_func (
                                   (GDestroyNotify) json_object_unref);
  JsonArray *events = json_array_new ();
  JsonArray *standings = json_array_new ();
  g_autoptr(JsonObject) answer = json_object_new ();
  sqlite3 *db;
  g_autofree char *name = NULL;
  gboolean entered = FALSE;
  /* Every event of the player's is over for them. */
  gboolean finished = TRUE;

  db = hammer_store_get_db (store);
  json_object_set_array_member (answer, "events", events);
  json_object_set_array_member (answer, "standings", standings);
  for (guint e = 0; e < hammer_player_reading_get_n_events (reading); e++)
    {
      const HammerEventPart *event = hammer_player_reading_get_event (reading, e);
      g_autoptr(GHashTable) entrants = player_entrants (db, event->id, player_id);
      JsonArray *matches = json_node_get_array (event->matches);
      g_autoptr(GArray) own = NULL;
      JsonObject *summary, *place;
      gboolean out;

      if (g_hash_table_size (entrants) == 0)
        continue;
      entered = TRUE;
      summary = json_object_new ();
      json_object_set_int_member (summary, "id", event->id);
      json_object_set_string_member (summary, "name", event->name);
      json_array_add_object_element (events, summary);
      if ((place = standing (event, entrants, &out)) != NULL)
        json_array_add_object_element (standings, place);
      finished &= out;
      own = own_matches (event, entrants, player_id);
      for (guint k = 0; k < own->len; k++)
        {
          JsonObject *match;
          int side;
          JsonObject *item;

          match = json_array_get_object_element (matches, g_array_index (own, guint, k));
          side = own_side (match, entrants, player_id);
          if (side < 0 || json_object_get_boolean_member_with_default (match, "bye", FALSE))
            continue;
          item = schedule_item (reading, db, event, match, side, player_id);
          g_ptr_array_add (json_object_get_null_member (item, "result") ? to_play : done, item);
        }
    }
  if (!entered || !(name = read_text (db, "SELECT name FROM players WHERE id = ?", player_id)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("This player plays in none of the events served here"));
      return NULL;
    }
  g_ptr_array_sort (to_play, compare_items);
  g_ptr_array_sort (done, compare_finished);
  json_object_set_int_member (answer, "player", player_id);
  json_object_set_string_member (answer, "name", name);
  if (to_play->len > 0)
    json_object_set_object_member (answer, "next",
                                   json_object_ref (g_ptr_array_index (to_play, 0)));
  else
    json_object_set_null_member (answer, "next");
  json_object_set_boolean_member (answer, "finished", finished && to_play->len == 0);
  /* Latest first. */
  json_object_set_array_member (answer, "results", array_of (done, TRUE));
  g_ptr_array_extend_and_steal (done, g_steal_pointer (&to_play));
  json_object_set_array_member (answer, "schedule", array_of (done, FALSE));
  return json_node_init_object (json_node_alloc (), answer);
}

gboolean
hammer_player_pages_get_body (HammerPlayerPages   *self,
                              HammerStore         *store,
                              HammerServerReader  *reader,
                              gint64               since,
                              gint64               player_id,
                              const char         **body,
                              const char         **etag,
                              GError             **error)
{
  HammerPlayerReading *reading;
  Language *language;
  g_autoptr(JsonNode) node = NULL;
  GError *local = NULL;
  Answer *answer;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (body != NULL && etag != NULL, FALSE);

  *body = *etag = NULL;
  if (!(reading = reading_for (self, store, reader, since, &local)))
    {
      if (local == NULL)
        return TRUE;
      g_propagate_error (error, local);
      return FALSE;
    }
  language = in_language (self);
  if ((answer = g_hash_table_lookup (language->answers, &player_id)) == NULL)
    {
      if (!(node = answer_player (reading, store, player_id, error)))
        return FALSE;
      json_object_set_array_member (json_node_get_object (node), "to_agree", json_array_new ());
      json_object_set_array_member (json_node_get_object (node), "agreed", json_array_new ());
      answer = g_new0 (Answer, 1);
      answer->body = hammer_player_pages_write_answer (node, &answer->etag);
      g_hash_table_insert (language->answers, g_memdup2 (&player_id, sizeof player_id), answer);
    }
  *body = answer->body;
  *etag = answer->etag;
  return TRUE;
}

char *
hammer_player_pages_write_answer (JsonNode  *answer,
                                  char     **etag)
{
  g_autofree char *checksum = NULL;
  char *body;

  g_return_val_if_fail (answer != NULL && etag != NULL, NULL);

  body = hammer_json_write (answer);
  checksum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, body, -1);
  *etag = g_strdup_printf ("\"%.32s\"", checksum);
  return body;
}

JsonNode *
hammer_player_pages_get (HammerPlayerPages  *self,
                         HammerStore        *store,
                         gint64              player_id,
                         GError            **error)
{
  Language *language;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  language = in_language (self);
  g_return_val_if_fail (language->reading != NULL, NULL);
  return answer_player (language->reading, store, player_id, error);
}
