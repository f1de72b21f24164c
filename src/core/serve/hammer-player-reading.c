/* hammer-player-reading.c — what the players' pages read of what is
 * served, once per change (see hammer-player-reading.h)
 *
 * Nothing is worked out here that the core works out already: the matches
 * and standings are the events' JSON (hammer_events_get_matches_json(),
 * hammer_events_get_standings_json()), the expected times and boards the
 * day's queue (hammer_days_get_state_cached(): its "eta", board and the
 * match the board plays before) or an event's timetable
 * (hammer_events_get_timetable_json()).
 *
 * A reading and its events are counted references (atomic): a part the
 * change left alone is shared by the reading before and the one after,
 * which are freed on the server's thread; the reader's thread only takes
 * a reference to a part it takes over, and reads none of its JSON.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "hammer-i18n.h"
#include "hammer-json.h"
#include "serve/hammer-player-reading.h"
#include "store/hammer-change-set.h"
#include "store/hammer-store-tx.h"

/* How many of a day's waiting matches get an expected time and board: a
 * day of thousands plans the next few hours, as far as a phone looks,
 * and each change costs no more. */
#define MAX_PLANNED 400

struct _HammerPlayerReading
{
  gint64      event_id;
  gint64      day_id;
  gint64      data_version;  /* of the connection that read it */
  gint64      as_of;         /* the newest change in the log then, or -1 */
  GPtrArray  *events;        /* HammerEventPart (counted), in the day's order */
  GHashTable *planned;       /* match id → HammerPlannedMatch */
  GHashTable *boards;        /* number → a board's own name (not "Board N") */
};

static void
planned_free (HammerPlannedMatch *planned)
{
  g_free (planned->eta);
  g_free (planned);
}

static void
part_clear (HammerEventPart *part)
{
  g_free (part->name);
  g_clear_pointer (&part->matches, json_node_unref);
  g_clear_pointer (&part->standings, json_node_unref);
  g_clear_pointer (&part->by_entrant, g_hash_table_unref);
  g_clear_pointer (&part->by_player, g_hash_table_unref);
}

static void
part_release (HammerEventPart *part)
{
  g_atomic_rc_box_release_full (part, (GDestroyNotify) part_clear);
}

static void
reading_clear (HammerPlayerReading *self)
{
  g_ptr_array_unref (self->events);
  g_hash_table_unref (self->planned);
  g_hash_table_unref (self->boards);
}

HammerPlayerReading *
hammer_player_reading_ref (HammerPlayerReading *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_atomic_rc_box_acquire (self);
}

void
hammer_player_reading_unref (HammerPlayerReading *self)
{
  g_return_if_fail (self != NULL);

  g_atomic_rc_box_release_full (self, (GDestroyNotify) reading_clear);
}

static HammerPlayerReading *
reading_new (gint64 event_id,
             gint64 day_id)
{
  HammerPlayerReading *self = g_atomic_rc_box_new0 (HammerPlayerReading);

  self->event_id = event_id;
  self->day_id = day_id;
  self->as_of = -1;
  self->events = g_ptr_array_new_with_free_func ((GDestroyNotify) part_release);
  self->planned = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                         (GDestroyNotify) planned_free);
  self->boards = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  return self;
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

/* Each entrant's matches of @part, and each player's where a match lists
 * its sides' players, so that a player's page reads only theirs. */
static void
index_matches (HammerEventPart *part)
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
        index_add (part->by_entrant, hammer_json_element_int (sides, s, 0), m);
      for (guint s = 0; s < hammer_json_length (players); s++)
        {
          JsonArray *side = hammer_json_element_array (players, s);

          for (guint p = 0; p < hammer_json_length (side); p++)
            index_add (part->by_player, hammer_json_element_int (side, p, 0), m);
        }
    }
}

static void
plan (HammerPlayerReading *self,
      gint64               match,
      const char          *eta,
      guint                board,
      gint64               after_event,
      guint                after)
{
  HammerPlannedMatch *planned = g_new0 (HammerPlannedMatch, 1);

  planned->eta = g_strdup (eta);
  planned->board = board;
  planned->after_event = after_event;
  planned->after = after;
  g_hash_table_replace (self->planned, g_memdup2 (&match, sizeof match), planned);
}

/* The day's queue: when and where each waiting match will likely start. */
static gboolean
read_day_plan (HammerPlayerReading  *self,
               HammerStore          *store,
               GError              **error)
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
read_event_plan (HammerPlayerReading *self,
                 HammerStore         *store,
                 gint64               event_id)
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

/* The names the served boards have of their own; a default one ("Board
 * 3") the page says in the phone's language. */
static void
read_board_names (HammerPlayerReading *self,
                  sqlite3             *db)
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

/* Event @id's part of @previous when @changes (since it) say nothing of
 * it, shared, or NULL. */
static HammerEventPart *
reuse_part (HammerPlayerReading *previous,
            HammerChangeSet     *changes,
            gint64               id)
{
  if (previous == NULL || changes == NULL || hammer_change_set_touches_event (changes, id))
    return NULL;
  for (guint e = 0; e < previous->events->len; e++)
    {
      HammerEventPart *found = g_ptr_array_index (previous->events, e);

      if (found->id == id)
        return g_atomic_rc_box_acquire (found);
    }
  return NULL;
}

/* Event @id's part as it is now. */
static HammerEventPart *
read_part (HammerStore  *store,
           gint64        id,
           GError      **error)
{
  HammerEventPart *part = g_atomic_rc_box_new0 (HammerEventPart);
  g_autoptr(JsonNode) event = NULL;
  sqlite3_stmt *stmt = hammer_store_borrow_statement (hammer_store_get_db (store),
                                                      "SELECT name FROM events WHERE id = ?",
                                                      NULL);

  part->id = id;
  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, id);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        part->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      sqlite3_reset (stmt);
    }
  if (!(part->matches = hammer_events_get_matches_json (store, id, error)) ||
      !(part->standings = hammer_events_get_standings_json (store, id, error)) ||
      !(event = hammer_events_get_event_json (store, id, error)))
    {
      part_release (part);
      return NULL;
    }
  /* Over: the event's own "state" says so. */
  part->finished = g_strcmp0 (json_object_get_string_member_with_default (
                                json_node_get_object (event), "state", NULL), "finished") == 0;
  index_matches (part);
  return part;
}

/* Reads the events; those of @previous that @changes leave alone are taken
 * over as they are (a result goes into one event of a day's five). */
static gboolean
read_events (HammerPlayerReading  *self,
             HammerStore          *store,
             HammerPlayerReading  *previous,
             HammerChangeSet      *changes,
             GError              **error)
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
      gint64 id = g_array_index (ids, gint64, e);
      HammerEventPart *part = reuse_part (previous, changes, id);

      if (part == NULL && !(part = read_part (store, id, error)))
        return FALSE;
      g_ptr_array_add (self->events, part);
      if (self->day_id == 0)
        read_event_plan (self, store, id);
    }
  return TRUE;
}

/* What changed since @previous, from the change log, or NULL when
 * everything must be read again: nothing read yet, the log unreadable, a
 * commit the log does not hold (a program writing past it), or the day
 * itself or its boards changed. */
static HammerChangeSet *
changes_since (HammerPlayerReading *previous,
               sqlite3             *db,
               gint64               data_version,
               gint64              *last)
{
  g_autoptr(HammerChangeSet) changes = NULL;
  const HammerChangedRow *rows;
  guint n_rows;

  if (previous == NULL || previous->as_of < 0)
    return NULL;
  changes = hammer_store_read_changes_since (db, previous->as_of, last);
  if (!hammer_change_set_is_complete (changes))
    return NULL;
  rows = hammer_change_set_get_rows (changes, &n_rows);
  if (n_rows == 0 && data_version != previous->data_version)
    return NULL;
  for (guint r = 0; r < n_rows; r++)
    if ((rows[r].table == HAMMER_TABLE_DAYS && rows[r].id == previous->day_id) ||
        (rows[r].table == HAMMER_TABLE_BOARDS && rows[r].owner == 0))
      return NULL;
  return g_steal_pointer (&changes);
}

HammerPlayerReading *
hammer_player_reading_read (HammerStore          *store,
                            gint64                event_id,
                            gint64                day_id,
                            HammerPlayerReading  *previous,
                            GError              **error)
{
  g_autoptr(HammerPlayerReading) self = NULL;
  g_autoptr(HammerChangeSet) changes = NULL;
  sqlite3 *db;
  gboolean began, done;
  gint64 last = -1;
  int rc = SQLITE_OK;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (store);
  self = reading_new (event_id, day_id);
  self->data_version = hammer_store_get_data_version (store);
  /* One state of the file for all of it. */
  if (!hammer_store_read_begin (db, &began, error))
    return NULL;
  changes = changes_since (previous, db, self->data_version, &last);
  if (changes == NULL)
    last = hammer_store_query_int (db, "SELECT coalesce (max (id), 0) FROM changes", &rc);
  done = read_events (self, store, previous, changes, error);
  hammer_store_read_end (db, began);
  if (!done)
    return NULL;
  self->as_of = changes != NULL || rc == SQLITE_OK ? last : -1;
  return g_steal_pointer (&self);
}

guint
hammer_player_reading_get_n_events (HammerPlayerReading *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->events->len;
}

const HammerEventPart *
hammer_player_reading_get_event (HammerPlayerReading *self,
                                 guint                index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->events->len, NULL);

  return g_ptr_array_index (self->events, index);
}

const char *
hammer_player_reading_get_event_name (HammerPlayerReading *self,
                                      gint64               id)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint e = 0; e < self->events->len; e++)
    {
      const HammerEventPart *part = g_ptr_array_index (self->events, e);

      if (part->id == id)
        return part->name;
    }
  return NULL;
}

const HammerPlannedMatch *
hammer_player_reading_get_planned (HammerPlayerReading *self,
                                   gint64               match_id)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_hash_table_lookup (self->planned, &match_id);
}

const char *
hammer_player_reading_get_board_name (HammerPlayerReading *self,
                                      guint                number)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_hash_table_lookup (self->boards, GUINT_TO_POINTER (number));
}
