/* hammer-player-page.c — a player's own page on their phone: their next
 * match, results, places and the day's schedule (see hammer-player-page.h)
 *
 * Nothing is worked out here that the core works out already: the matches
 * and standings are the events' JSON (hammer_events_get_matches_json(),
 * hammer_events_get_standings_json()), the expected times and boards the
 * day's queue (hammer_days_get_state_cached(): its "eta", board and the
 * match the board plays before) or an event's timetable
 * (hammer_events_get_timetable_json()), the places hammer-places.h's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-json.h"
#include "hammer-places.h"
#include "serve/hammer-player-page.h"
#include "store/hammer-change-set.h"
#include "store/hammer-store-tx.h"

/* How many of a day's waiting matches get an expected time and board: a
 * day of thousands plans the next few hours, as far as a phone looks,
 * and each change costs no more. */
#define MAX_PLANNED 400

/* When and where a match not on a board yet will likely be played. */
typedef struct
{
  char   *eta;
  guint   board;
  gint64  after_event;
  guint   after;
} Planned;

typedef struct
{
  gint64    id;
  char     *name;
  gboolean  finished;   /* the event's "state" is "finished" */
  JsonNode *matches;    /* hammer_events_get_matches_json() */
  JsonNode *standings;  /* hammer_events_get_standings_json() */
  GHashTable *by_entrant; /* entrant id → GArray of the indexes of its matches, in order */
  GHashTable *by_player;  /* player id → the same, of the matches listing "players" per side
                           * (rotating partners: a side is two entrants) */
} EventPart;

struct _HammerPlayerPages
{
  gint64      event_id;
  gint64      day_id;
  gboolean    read;
  gint64      data_version;
  guint64     generation;
  GArray     *events;   /* EventPart, by id */
  GHashTable *planned;  /* match id → Planned */
  GHashTable *boards;   /* number → a board's own name (not "Board N") */
  gint64      as_of;    /* the newest change in the log at the last reading, or -1 */
  GHashTable *answers;  /* player id → Answer, of this reading */
  /* The matches' texts (their round names) are in the language they were
   * read in: one reading per language asked, language → HammerPlayerPages. */
  GHashTable *languages;
};

/* A player's answer as written for their phone. */
typedef struct
{
  char *body;
  char *etag;
} Answer;

static void
answer_free (Answer *answer)
{
  g_free (answer->body);
  g_free (answer->etag);
  g_free (answer);
}

static void
planned_free (Planned *planned)
{
  g_free (planned->eta);
  g_free (planned);
}

static void
event_part_clear (EventPart *part)
{
  g_free (part->name);
  g_clear_pointer (&part->matches, json_node_unref);
  g_clear_pointer (&part->standings, json_node_unref);
  g_clear_pointer (&part->by_entrant, g_hash_table_unref);
  g_clear_pointer (&part->by_player, g_hash_table_unref);
}

/* Adds match @m to the list of @id in @index. */
static void
index_add (GHashTable *index,
           gint64      id,
           guint       m)
{
  GArray *list;

  if (id == 0)
    return;
  if (!(list = g_hash_table_lookup (index, &id)))
    {
      list = g_array_new (FALSE, FALSE, sizeof (guint));
      g_hash_table_insert (index, g_memdup2 (&id, sizeof id), list);
    }
  if (list->len == 0 || g_array_index (list, guint, list->len - 1) != m)
    g_array_append_val (list, m);
}

/* The id in @node, 0 for null. */
static gint64
node_id (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_int (node) : 0;
}

/* Each entrant's matches of @part, and each player's where a match lists
 * its sides' players, so that a player's page reads only theirs. */
static void
index_matches (EventPart *part)
{
  JsonArray *matches = json_node_get_array (part->matches);

  part->by_entrant = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                            (GDestroyNotify) g_array_unref);
  part->by_player = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                           (GDestroyNotify) g_array_unref);
  for (guint m = 0; m < json_array_get_length (matches); m++)
    {
      JsonObject *match = json_array_get_object_element (matches, m);
      JsonArray *sides = hammer_json_array (match, "sides");
      JsonArray *players = hammer_json_array (match, "players");

      for (guint s = 0; s < hammer_json_length (sides); s++)
        index_add (part->by_entrant, node_id (json_array_get_element (sides, s)), m);
      for (guint s = 0; s < hammer_json_length (players); s++)
        {
          JsonArray *side = hammer_json_element_array (players, s);

          for (guint p = 0; p < hammer_json_length (side); p++)
            index_add (part->by_player, node_id (json_array_get_element (side, p)), m);
        }
    }
}

HammerPlayerPages *
hammer_player_pages_new (gint64 event_id,
                         gint64 day_id)
{
  HammerPlayerPages *self = g_new0 (HammerPlayerPages, 1);

  self->event_id = event_id;
  self->day_id = day_id;
  self->events = g_array_new (FALSE, TRUE, sizeof (EventPart));
  g_array_set_clear_func (self->events, (GDestroyNotify) event_part_clear);
  self->planned = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                         (GDestroyNotify) planned_free);
  self->boards = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->as_of = -1;
  self->answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) answer_free);
  self->languages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) hammer_player_pages_free);
  return self;
}

void
hammer_player_pages_free (HammerPlayerPages *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->events);
  g_hash_table_unref (self->planned);
  g_hash_table_unref (self->boards);
  g_hash_table_unref (self->answers);
  g_hash_table_unref (self->languages);
  g_free (self);
}

static void
plan (HammerPlayerPages *self,
      gint64             match,
      const char        *eta,
      guint              board,
      gint64             after_event,
      guint              after)
{
  Planned *planned = g_new0 (Planned, 1);

  planned->eta = g_strdup (eta);
  planned->board = board;
  planned->after_event = after_event;
  planned->after = after;
  g_hash_table_replace (self->planned, g_memdup2 (&match, sizeof match), planned);
}

/* The day's queue: when and where each waiting match will likely start. */
static gboolean
read_day_plan (HammerPlayerPages  *self,
               HammerStore        *store,
               GError            **error)
{
  g_autoptr(HammerDayState) state = hammer_days_get_state_cached (store, self->day_id,
                                                                  MAX_PLANNED, error);

  if (state == NULL)
    return FALSE;
  for (guint w = 0; w < state->waiting->len; w++)
    {
      HammerDayWaiting *waiting = &g_array_index (state->waiting, HammerDayWaiting, w);

      plan (self, waiting->match, waiting->eta, waiting->board, waiting->after_event,
            waiting->after);
    }
  return TRUE;
}

/* An event's timetable: each match's board and start, and the match that
 * board plays before it (the one before it there in the timetable). An
 * event with nothing left to play has none. */
static void
read_event_plan (HammerPlayerPages *self,
                 HammerStore       *store,
                 gint64             event_id)
{
  g_autoptr(JsonNode) timetable = hammer_events_get_timetable_json (store, event_id, NULL);
  g_autoptr(GHashTable) last = g_hash_table_new (NULL, NULL);
  JsonArray *matches;

  if (timetable == NULL)
    return;
  matches = json_object_get_array_member (json_node_get_object (timetable), "matches");
  for (guint i = 0; matches != NULL && i < json_array_get_length (matches); i++)
    {
      JsonObject *entry = json_array_get_object_element (matches, i);
      JsonObject *match = json_object_get_object_member (entry, "match");
      guint board = (guint) json_object_get_int_member_with_default (entry, "board", 0);
      guint number = (guint) json_object_get_int_member_with_default (match, "number", 0);
      guint before = GPOINTER_TO_UINT (g_hash_table_lookup (last, GUINT_TO_POINTER (board)));

      if (!json_object_get_boolean_member_with_default (entry, "on_board", FALSE))
        plan (self, json_object_get_int_member (match, "id"),
              json_object_get_string_member_with_default (entry, "start", NULL), board,
              before != 0 ? event_id : 0, before);
      g_hash_table_insert (last, GUINT_TO_POINTER (board), GUINT_TO_POINTER (number));
    }
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

/* The names the served boards have of their own; a default one ("Board
 * 3") the page says in the phone's language. */
static void
read_board_names (HammerPlayerPages *self,
                  sqlite3           *db)
{
  g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (db, self->day_id != 0
                                                           ? "SELECT number, name FROM boards"
                                                             " WHERE day_id = ?"
                                                           : "SELECT number, name FROM boards"
                                                             " WHERE event_id = ?", NULL);

  if (stmt == NULL)
    return;
  sqlite3_bind_int64 (stmt, 1, self->day_id != 0 ? self->day_id : self->event_id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      guint number = (guint) sqlite3_column_int (stmt, 0);
      const char *name = (const char *) sqlite3_column_text (stmt, 1);

      if (name != NULL && !hammer_i18n_board_name_is_default (name, number))
        g_hash_table_insert (self->boards, GUINT_TO_POINTER (number), g_strdup (name));
    }
}

/* Event @id's part from @old (emptied there) when @changes (since the
 * last reading) say nothing of it, or FALSE. */
static gboolean
reuse_part (GArray          *old,
            HammerChangeSet *changes,
            gint64           id,
            EventPart       *part)
{
  if (old == NULL || changes == NULL || hammer_change_set_touches_event (changes, id))
    return FALSE;
  for (guint e = 0; e < old->len; e++)
    {
      EventPart *found = &g_array_index (old, EventPart, e);

      if (found->id == id && found->matches != NULL)
        {
          *part = *found;
          *found = (EventPart) { 0 };
          return TRUE;
        }
    }
  return FALSE;
}

/* Whether @part is over: the event's own "state" says so. */
static gboolean
read_finished (EventPart    *part,
               HammerStore  *store,
               GError      **error)
{
  g_autoptr(JsonNode) event = hammer_events_get_event_json (store, part->id, error);

  if (event == NULL)
    return FALSE;
  part->finished = g_strcmp0 (json_object_get_string_member_with_default (
                                json_node_get_object (event), "state", NULL), "finished") == 0;
  return TRUE;
}

/* Reads the events; those of @old that @changes leave alone are taken
 * over as they are (a result goes into one event of a day's five). */
static gboolean
read_events (HammerPlayerPages  *self,
             HammerStore        *store,
             GArray             *old,
             HammerChangeSet    *changes,
             GError            **error)
{
  g_autoptr(GArray) ids = NULL;

  if (self->day_id != 0)
    {
      if (!(ids = hammer_days_get_event_ids (store, self->day_id, error)) ||
          !read_day_plan (self, store, error))
        return FALSE;
    }
  else
    {
      ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_array_append_val (ids, self->event_id);
    }
  read_board_names (self, hammer_store_get_db (store));
  for (guint e = 0; e < ids->len; e++)
    {
      EventPart part = { g_array_index (ids, gint64, e) };
      EventPart *added;

      if (!reuse_part (old, changes, part.id, &part))
        part.name = read_text (hammer_store_get_db (store),
                               "SELECT name FROM events WHERE id = ?", part.id);
      g_array_append_val (self->events, part);
      added = &g_array_index (self->events, EventPart, e);
      if (added->matches == NULL &&
          (!(added->matches = hammer_events_get_matches_json (store, part.id, error)) ||
           !(added->standings = hammer_events_get_standings_json (store, part.id, error)) ||
           !read_finished (added, store, error)))
        return FALSE;
      if (added->by_entrant == NULL)
        index_matches (added);
      if (self->day_id == 0)
        read_event_plan (self, store, part.id);
    }
  return TRUE;
}

/* What changed since the last reading, from the change log, or NULL when
 * everything must be read again: nothing read yet, the log unreadable, a
 * commit the log does not hold (a program writing past it), or the day
 * itself or its boards changed. */
static HammerChangeSet *
changes_since_reading (HammerPlayerPages *self,
                       sqlite3           *db,
                       gint64             data_version,
                       gint64            *last)
{
  g_autoptr(HammerChangeSet) changes = NULL;
  const HammerChangedRow *rows;
  guint n_rows;

  if (!self->read || self->as_of < 0)
    return NULL;
  changes = hammer_store_read_changes_since (db, self->as_of, last);
  if (!hammer_change_set_is_complete (changes))
    return NULL;
  rows = hammer_change_set_get_rows (changes, &n_rows);
  if (n_rows == 0 && data_version != self->data_version)
    return NULL;
  for (guint r = 0; r < n_rows; r++)
    if ((rows[r].table == HAMMER_TABLE_DAYS && rows[r].id == self->day_id) ||
        (rows[r].table == HAMMER_TABLE_BOARDS && rows[r].owner == 0))
      return NULL;
  return g_steal_pointer (&changes);
}

/* What is read of the events, again when the database changed. */
static gboolean
refresh (HammerPlayerPages  *self,
         HammerStore        *store,
         GError            **error)
{
  gint64 data_version = hammer_store_get_data_version (store);
  guint64 generation = hammer_store_get_generation (store);
  sqlite3 *db = hammer_store_get_db (store);
  g_autoptr(HammerChangeSet) changes = NULL;
  g_autoptr(GArray) old = NULL;
  gboolean began, done;
  gint64 last = -1;
  int rc = SQLITE_OK;

  if (self->read && data_version == self->data_version && generation == self->generation)
    return TRUE;
  g_hash_table_remove_all (self->answers);
  g_hash_table_remove_all (self->planned);
  g_hash_table_remove_all (self->boards);
  /* One state of the file for all of it. */
  if (!hammer_store_read_begin (db, &began, error))
    return FALSE;
  changes = changes_since_reading (self, db, data_version, &last);
  if (changes == NULL)
    last = hammer_store_query_int (db, "SELECT coalesce (max (id), 0) FROM changes", &rc);
  old = g_steal_pointer (&self->events);
  self->events = g_array_new (FALSE, TRUE, sizeof (EventPart));
  g_array_set_clear_func (self->events, (GDestroyNotify) event_part_clear);
  self->read = FALSE;
  done = read_events (self, store, old, changes, error);
  hammer_store_read_end (db, began);
  if (!done)
    return FALSE;
  self->as_of = changes != NULL || rc == SQLITE_OK ? last : -1;
  self->read = TRUE;
  self->data_version = data_version;
  self->generation = generation;
  return TRUE;
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
    if (node_id (json_array_get_element (side, p)) == player_id)
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
      gint64 id = node_id (json_array_get_element (sides, s));

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
      gint64 id = node_id (json_array_get_element (own, p));
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

/* The name of served event @id, NULL for none. */
static const char *
event_name (HammerPlayerPages *self,
            gint64             id)
{
  for (guint e = 0; e < self->events->len; e++)
    if (g_array_index (self->events, EventPart, e).id == id)
      return g_array_index (self->events, EventPart, e).name;
  return NULL;
}

/* One of the player's matches as the page shows it. */
static JsonObject *
schedule_item (HammerPlayerPages *self,
               sqlite3           *db,
               const EventPart   *event,
               JsonObject        *match,
               int                side,
               gint64             player_id)
{
  JsonObject *item = json_object_new ();
  JsonObject *series = series_card (match);
  gint64 id = json_object_get_int_member (match, "id");
  const char *state = json_object_get_string_member_with_default (match, "state", "");
  gboolean finished = g_str_equal (state, "finished");
  JsonNode *board = json_object_get_member (match, "board");
  gboolean on_board = !finished && board != NULL && JSON_NODE_HOLDS_VALUE (board);
  Planned *planned = on_board ? NULL : g_hash_table_lookup (self->planned, &id);
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
      (name = g_hash_table_lookup (self->boards, GUINT_TO_POINTER (json_object_get_int_member (
                                                                     item, "board")))))
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
                                     event_name (self, planned->after_event));
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
own_matches (const EventPart *event,
             GHashTable      *entrants,
             gint64           player_id)
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
standing (const EventPart *event,
          GHashTable      *entrants,
          gboolean        *out)
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
answer_player (HammerPlayerPages  *self,
               HammerStore        *store,
               gint64              player_id,
               GError            **error)
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
  if (!refresh (self, store, error))
    return NULL;
  for (guint e = 0; e < self->events->len; e++)
    {
      const EventPart *event = &g_array_index (self->events, EventPart, e);
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
          item = schedule_item (self, db, event, match, side, player_id);
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

/* The reading of what is served in the thread's language. */
static HammerPlayerPages *
in_language (HammerPlayerPages *self)
{
  const char *language = hammer_i18n_get_thread_language ();
  HammerPlayerPages *reading;

  if (language == NULL)
    language = "";
  if (!(reading = g_hash_table_lookup (self->languages, language)))
    {
      reading = hammer_player_pages_new (self->event_id, self->day_id);
      g_hash_table_insert (self->languages, g_strdup (language), reading);
    }
  return reading;
}

gboolean
hammer_player_pages_get_body (HammerPlayerPages  *self,
                              HammerStore        *store,
                              gint64              player_id,
                              const char        **body,
                              const char        **etag,
                              GError            **error)
{
  HammerPlayerPages *reading;
  g_autofree char *key = NULL;
  g_autoptr(JsonNode) node = NULL;
  Answer *answer;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (body != NULL && etag != NULL, FALSE);

  reading = in_language (self);
  if (!refresh (reading, store, error))
    return FALSE;
  key = g_strdup_printf ("%" G_GINT64_FORMAT, player_id);
  if ((answer = g_hash_table_lookup (reading->answers, key)) == NULL)
    {
      if (!(node = answer_player (reading, store, player_id, error)))
        return FALSE;
      json_object_set_array_member (json_node_get_object (node), "to_agree", json_array_new ());
      json_object_set_array_member (json_node_get_object (node), "agreed", json_array_new ());
      answer = g_new0 (Answer, 1);
      answer->body = hammer_player_pages_write_answer (node, &answer->etag);
      g_hash_table_insert (reading->answers, g_steal_pointer (&key), answer);
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
  return body;}


JsonNode *
hammer_player_pages_get (HammerPlayerPages  *self,
                         HammerStore        *store,
                         gint64              player_id,
                         GError            **error)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return answer_player (in_language (self), store, player_id, error);
}
