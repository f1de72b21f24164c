/* hammer-day-queue.c — one queue for a tournament day: who is held and why, the day's call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-day.h"
#include "events/hammer-events-private.h"

/* Why a player may not be called now: on board @board of @event, or
 * resting until @rest_until. */
typedef struct
{
  gint64  player;
  gint64  event;
  guint   board;
  char   *rest_until;
  char   *free_at;     /* when the hold likely ends: the match's estimated end and the rest */
} Hold;

struct _HammerDayHolds
{
  GPtrArray  *models;     /* HammerEventModel*: every event of the day */
  GPtrArray  *owned;      /* those loaded here */
  GHashTable *boards;     /* gint64* board ids with an open match */
  GHashTable *playing;    /* gint64* player id → Hold* */
  GHashTable *resting;    /* gint64* player id → Hold* */
  GHashTable *board_ends; /* gint64* board id → the estimated end of its match (char*) */
  guint       rest_minutes;
};

static void
hold_free (Hold *hold)
{
  g_free (hold->rest_until);
  g_free (hold->free_at);
  g_free (hold);
}

void
hammer_day_holds_free (HammerDayHolds *holds)
{
  if (holds == NULL)
    return;
  g_ptr_array_unref (holds->models);
  g_ptr_array_unref (holds->owned);
  g_hash_table_unref (holds->boards);
  g_hash_table_unref (holds->playing);
  g_hash_table_unref (holds->resting);
  g_hash_table_unref (holds->board_ends);
  g_free (holds);
}

static gint64 *
id_key (gint64 id)
{
  return g_memdup2 (&id, sizeof id);
}

/* The player ids of match @index of @model, into @out (at most 8). */
static guint
match_player_ids (HammerEventModel *model,
                  guint             index,
                  gint64            out[8])
{
  int players[4];
  guint n = hammer_event_match_players (model, index, players);
  guint n_ids = 0;

  for (guint p = 0; p < n; p++)
    {
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, players[p]);

      for (guint k = 0; entrant != NULL && k < entrant->player_ids->len && n_ids < 8; k++)
        out[n_ids++] = g_array_index (entrant->player_ids, gint64, k);
    }
  return n_ids;
}

void
hammer_day_holds_take (HammerDayHolds   *holds,
                       HammerEventModel *model,
                       guint             index,
                       guint             number)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  g_autofree char *end = hammer_event_estimate_end (model, row);
  g_autoptr(GDateTime) end_time = NULL;
  g_autoptr(GDateTime) free_time = NULL;
  gint64 ids[8];
  guint n = match_player_ids (model, index, ids);

  /* Not called yet: it starts now. */
  if (end == NULL || !(end_time = g_date_time_new_from_iso8601 (end, NULL)))
    {
      g_autoptr(GDateTime) now = hammer_now ();

      g_clear_pointer (&end, g_free);
      end_time = g_date_time_add_minutes (now, hammer_event_match_minutes (model, 0));
      end = g_date_time_format_iso8601 (end_time);
    }
  free_time = g_date_time_add_minutes (end_time, holds->rest_minutes);
  g_hash_table_add (holds->boards, id_key (row->board_id));
  g_hash_table_replace (holds->board_ends, id_key (row->board_id), g_strdup (end));
  for (guint p = 0; p < n; p++)
    {
      Hold *hold = g_new0 (Hold, 1);

      *hold = (Hold) { ids[p], model->id, number, NULL, g_date_time_format_iso8601 (free_time) };
      g_hash_table_replace (holds->playing, id_key (ids[p]), hold);
    }
}

/* A played match (not a bye) that ended less than the rest ago keeps its
 * players resting until then. */
static void
note_rest (HammerDayHolds   *holds,
           HammerEventModel *model,
           guint             index,
           GDateTime        *now)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  g_autoptr(GDateTime) finished = NULL;
  g_autoptr(GDateTime) until = NULL;
  g_autofree char *until_text = NULL;
  gint64 ids[8];
  guint n;

  if (row->finished_at == NULL || row->input == NULL ||
      !(finished = g_date_time_new_from_iso8601 (row->finished_at, NULL)))
    return;
  until = g_date_time_add_minutes (finished, holds->rest_minutes);
  if (g_date_time_compare (until, now) <= 0)
    return;
  until_text = g_date_time_format_iso8601 (until);
  n = match_player_ids (model, index, ids);
  for (guint p = 0; p < n; p++)
    {
      Hold *old = g_hash_table_lookup (holds->resting, &ids[p]);
      Hold *hold;

      if (old != NULL && g_strcmp0 (old->rest_until, until_text) >= 0)
        continue;
      hold = g_new0 (Hold, 1);
      *hold = (Hold) { ids[p], model->id, 0, g_strdup (until_text), g_strdup (until_text) };
      g_hash_table_replace (holds->resting, id_key (ids[p]), hold);
    }
}

static void
scan_model (HammerDayHolds   *holds,
            HammerEventModel *model,
            GDateTime        *now)
{
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      if (row->board_id != 0 && hammer_event_match_open (model, i))
        {
          HammerEventBoard *board = hammer_event_board_by_id (model, row->board_id);

          hammer_day_holds_take (holds, model, i, board != NULL ? board->number : 0);
        }
      else if (holds->rest_minutes > 0)
        note_rest (holds, model, i, now);
    }
}

static HammerDayHolds *
holds_alloc (void)
{
  HammerDayHolds *holds = g_new0 (HammerDayHolds, 1);

  holds->models = g_ptr_array_new ();
  holds->owned = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_event_model_free);
  holds->boards = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  holds->playing = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                          (GDestroyNotify) hold_free);
  holds->resting = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                          (GDestroyNotify) hold_free);
  holds->board_ends = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  return holds;
}

static void
holds_scan (HammerDayHolds *holds)
{
  g_autoptr(GDateTime) now = hammer_now ();

  for (guint e = 0; e < holds->models->len; e++)
    scan_model (holds, holds->models->pdata[e], now);
}

/* The day's rest and its events' ids, by id. */
static GArray *
day_event_ids (sqlite3   *db,
               gint64     day_id,
               guint     *rest_minutes,
               GError   **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!hammer_day_check_exists (db, day_id, error) ||
      !(stmt = hammer_store_prepare (db, "SELECT id, (SELECT rest_minutes FROM days WHERE id = ?1)"
                                         " FROM events WHERE day_id = ?1 ORDER BY id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, day_id);
  *rest_minutes = 0;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      *rest_minutes = (guint) sqlite3_column_int64 (stmt, 1);
      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the day"), error);
      return NULL;
    }
  return g_steal_pointer (&ids);
}

GArray *
hammer_days_get_event_ids (HammerStore  *self,
                           gint64        day_id,
                           GError      **error)
{
  guint rest_minutes;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return day_event_ids (hammer_store_get_db (self), day_id, &rest_minutes, error);
}

/* Loads the day's events (all but @model, which is used as it is). */
HammerDayHolds *
hammer_day_holds_new (sqlite3           *db,
                      gint64             day_id,
                      HammerEventModel  *model,
                      gboolean           ignore_rest,
                      GError           **error)
{
  g_autoptr(HammerDayHolds) holds = holds_alloc ();
  g_autoptr(GArray) ids = NULL;
  guint rest = 0;

  if (!(ids = day_event_ids (db, day_id, &rest, error)))
    return NULL;
  holds->rest_minutes = ignore_rest ? 0 : rest;
  for (guint e = 0; e < ids->len; e++)
    {
      gint64 event_id = g_array_index (ids, gint64, e);
      HammerEventModel *other;

      if (model != NULL && model->id == event_id)
        {
          g_ptr_array_add (holds->models, model);
          continue;
        }
      if (!(other = hammer_event_load (db, event_id, error)))
        return NULL;
      g_ptr_array_add (holds->owned, other);
      g_ptr_array_add (holds->models, other);
    }
  holds_scan (holds);
  return g_steal_pointer (&holds);
}

/* The holds of day @day_id from the models kept on @self, read again
 * where they changed (hammer-day-cache.c); hand them back with
 * holds_keep(). */
static HammerDayHolds *
holds_take (HammerStore  *self,
            sqlite3      *db,
            gint64        day_id,
            gboolean      ignore_rest,
            GError      **error)
{
  g_autoptr(HammerDayHolds) holds = holds_alloc ();
  g_autoptr(GArray) ids = NULL;
  guint rest = 0;

  if (!(ids = day_event_ids (db, day_id, &rest, error)) ||
      !hammer_day_cache_take (self, db, day_id, ids, holds->owned, error))
    return NULL;
  holds->rest_minutes = ignore_rest ? 0 : rest;
  for (guint e = 0; e < holds->owned->len; e++)
    g_ptr_array_add (holds->models, holds->owned->pdata[e]);
  holds_scan (holds);
  return g_steal_pointer (&holds);
}

/* Gives the models of @holds back to @self's cache (-1: as of the change
 * the cache had seen when they were taken). */
static void
holds_keep (HammerStore    *self,
            HammerDayHolds *holds,
            gint64          seen_change)
{
  hammer_day_cache_keep (self, holds->owned, seen_change);
}

/* A failed write may have left the models as nothing stored is. */
static void
holds_forget (HammerStore *self)
{
  hammer_day_cache_forget (self);
}

gboolean
hammer_day_holds_board_busy (HammerDayHolds *holds,
                             gint64          board_id)
{
  return g_hash_table_contains (holds->boards, &board_id);
}

/* The hold on the first held player of match @index, or NULL. */
static Hold *
find_hold (HammerDayHolds   *holds,
           HammerEventModel *model,
           guint             index)
{
  gint64 ids[8];
  guint n = match_player_ids (model, index, ids);

  for (guint p = 0; p < n; p++)
    {
      Hold *hold = g_hash_table_lookup (holds->playing, &ids[p]);

      if (hold != NULL)
        return hold;
    }
  for (guint p = 0; p < n; p++)
    {
      Hold *hold = g_hash_table_lookup (holds->resting, &ids[p]);

      if (hold != NULL)
        return hold;
    }
  return NULL;
}

/* The later of @time and the stamp @text; a new reference. */
static GDateTime *
later_of (GDateTime  *time,
          const char *text)
{
  g_autoptr(GDateTime) parsed = text != NULL ? g_date_time_new_from_iso8601 (text, NULL) : NULL;

  if (parsed != NULL && (time == NULL || g_date_time_compare (parsed, time) > 0))
    return g_steal_pointer (&parsed);
  return time != NULL ? g_date_time_ref (time) : NULL;
}

GDateTime *
hammer_day_holds_board_free_at (HammerDayHolds *holds,
                                gint64          board_id)
{
  return later_of (NULL, g_hash_table_lookup (holds->board_ends, &board_id));
}

GDateTime *
hammer_day_holds_not_before (HammerDayHolds   *holds,
                             HammerEventModel *model,
                             guint             index)
{
  g_autoptr(GDateTime) latest = NULL;
  gint64 ids[8];
  guint n = match_player_ids (model, index, ids);

  for (guint p = 0; p < n; p++)
    {
      GHashTable *tables[2] = { holds->playing, holds->resting };

      for (guint t = 0; t < 2; t++)
        {
          Hold *hold = g_hash_table_lookup (tables[t], &ids[p]);
          GDateTime *next;

          if (hold == NULL)
            continue;
          next = later_of (latest, hold->free_at);
          g_clear_pointer (&latest, g_date_time_unref);
          latest = next;
        }
    }
  return g_steal_pointer (&latest);
}

void
hammer_day_holds_mark (HammerDayHolds   *holds,
                       HammerEventModel *model,
                       gboolean         *busy)
{
  for (guint e = 0; e < model->entrants->len; e++)
    {
      HammerEventEntrant *entrant = model->entrants->pdata[e];

      if (entrant->draw_index < 0)
        continue;
      for (guint k = 0; k < entrant->player_ids->len; k++)
        {
          gint64 id = g_array_index (entrant->player_ids, gint64, k);

          if (g_hash_table_contains (holds->playing, &id) ||
              g_hash_table_contains (holds->resting, &id))
            busy[entrant->draw_index] = TRUE;
        }
    }
}

gboolean
hammer_day_board_takes (const HammerEventBoard *board,
                        HammerEventModel       *model,
                        guint                   index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  if (board->reserved_event == 0)
    return TRUE;
  return board->reserved_event == model->id &&
         (board->reserved_stage < 0 || (int) row->dm.stage == board->reserved_stage);
}

/* The play an event has left that no board has yet, in minutes: the event
 * with the most would end last, so it is the furthest behind. */
static gint64
play_left (HammerEventModel *model)
{
  gint64 n = 0;

  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerMatchStatus status = model->resolved[i].status;
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      n += (status == HAMMER_MATCH_PENDING || status == HAMMER_MATCH_READY) && row->board_id == 0;
    }
  return n * hammer_event_match_minutes (model, 0);
}

typedef struct
{
  HammerEventModel *model;
  GArray           *queue;   /* match indices, in the event's own calling order */
  gint64            left;
} DayEvent;

static void
day_event_clear (DayEvent *event)
{
  g_clear_pointer (&event->queue, g_array_unref);
}

static int
compare_behind (gconstpointer a,
                gconstpointer b)
{
  const DayEvent *x = a, *y = b;

  if (x->left != y->left)
    return x->left > y->left ? -1 : 1;
  return x->model->id < y->model->id ? -1 : x->model->id > y->model->id;
}

static GArray *
day_events (HammerDayHolds *holds)
{
  GArray *events = g_array_new (FALSE, TRUE, sizeof (DayEvent));

  g_array_set_clear_func (events, (GDestroyNotify) day_event_clear);
  for (guint e = 0; e < holds->models->len; e++)
    {
      HammerEventModel *model = holds->models->pdata[e];
      DayEvent event = { model, hammer_event_compute_queue (model), play_left (model) };

      g_array_append_val (events, event);
    }
  g_array_sort (events, compare_behind);
  return events;
}

/* Whether a player of match @index of @model is in @players (ids). */
static gboolean
has_player_in (HammerEventModel *model,
               guint             index,
               GHashTable       *players)
{
  gint64 ids[8];
  guint n = match_player_ids (model, index, ids);

  for (guint p = 0; p < n; p++)
    if (g_hash_table_contains (players, &ids[p]))
      return TRUE;
  return FALSE;
}

/* The queue's one order, which the call and the listing share: the first
 * match @board may take (any board when it is NULL), not held, not in
 * @skip (match ids) and with no player in @taken (player ids), of the
 * event furthest behind that has one. */
static gboolean
queue_next (HammerDayHolds          *holds,
            GArray                  *events,
            const HammerEventBoard  *board,
            GHashTable              *skip,
            GHashTable              *taken,
            DayEvent               **found,
            guint                   *found_index)
{
  for (guint e = 0; e < events->len; e++)
    {
      DayEvent *event = &g_array_index (events, DayEvent, e);

      for (guint k = 0; k < event->queue->len; k++)
        {
          guint index = g_array_index (event->queue, guint, k);
          HammerEventMatchRow *row = &g_array_index (event->model->matches, HammerEventMatchRow,
                                                     index);

          if (row->board_id != 0 || (skip != NULL && g_hash_table_contains (skip, &row->id)) ||
              (board != NULL && !hammer_day_board_takes (board, event->model, index)) ||
              find_hold (holds, event->model, index) != NULL ||
              (taken != NULL && has_player_in (event->model, index, taken)))
            continue;
          *found = event;
          *found_index = index;
          return TRUE;
        }
    }
  return FALSE;
}

/* @event's match was taken: it is that much less behind. */
static void
queue_took (GArray   *events,
            DayEvent *event)
{
  event->left -= hammer_event_match_minutes (event->model, 0);
  g_array_sort (events, compare_behind);
}

/* Puts the queue's next match that @board may take on it. */
static gboolean
fill_board (HammerStoreTx          *tx,
            HammerDayHolds         *holds,
            GArray                 *events,
            const HammerEventBoard *board,
            guint                  *n_called,
            GError                **error)
{
  DayEvent *event = NULL;
  guint index = 0;

  if (!queue_next (holds, events, board, NULL, NULL, &event, &index))
    return TRUE;
  if (!hammer_event_put_on_board (tx, event->model, index, board->id, TRUE, error))
    return FALSE;
  hammer_day_holds_take (holds, event->model, index, board->number);
  (*n_called)++;
  queue_took (events, event);
  return TRUE;
}

/* Reserved boards first, so that what they are kept for goes there. */
static int
compare_reserved_first (gconstpointer a,
                        gconstpointer b)
{
  const HammerEventBoard *x = *(HammerEventBoard * const *) a;
  const HammerEventBoard *y = *(HammerEventBoard * const *) b;

  if ((x->reserved_event != 0) != (y->reserved_event != 0))
    return x->reserved_event != 0 ? -1 : 1;
  return x->number < y->number ? -1 : x->number > y->number;
}

static void
count_held (HammerDayHolds *holds,
            GArray         *events,
            HammerDayCall  *report)
{
  for (guint e = 0; e < events->len; e++)
    {
      DayEvent *event = &g_array_index (events, DayEvent, e);

      for (guint k = 0; k < event->queue->len; k++)
        {
          guint index = g_array_index (event->queue, guint, k);
          Hold *hold;

          if (g_array_index (event->model->matches, HammerEventMatchRow, index).board_id != 0 ||
              !(hold = find_hold (holds, event->model, index)))
            continue;
          if (hold->rest_until != NULL)
            report->n_held_resting++;
          else
            report->n_held_playing++;
        }
    }
}

gboolean
hammer_days_call_next_matches (HammerStore    *self,
                               gint64          day_id,
                               gboolean        ignore_rest,
                               HammerDayCall  *report,
                               GError        **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autoptr(GArray) events = NULL;
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  HammerEventModel *first;
  gint64 change_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (report != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *report = (HammerDayCall) { 0 };
  /* TRANSLATORS: a change in the history. */
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), _("Call the next matches"), error))
    return FALSE;
  /* Inside the change, with the write lock held: no other change comes
   * between what the cache is checked against and this one. */
  if (!(holds = holds_take (self, tx.db, day_id, ignore_rest, error)))
    return FALSE;
  if (holds->models->len == 0)
    {
      holds_keep (self, holds, -1);
      return TRUE;
    }

  /* Every event of the day reads the same boards: the day's. */
  first = holds->models->pdata[0];
  for (guint b = 0; b < first->boards->len; b++)
    g_ptr_array_add (boards, &g_array_index (first->boards, HammerEventBoard, b));
  g_ptr_array_sort (boards, compare_reserved_first);
  events = day_events (holds);
  for (guint b = 0; b < boards->len; b++)
    {
      const HammerEventBoard *board = boards->pdata[b];

      if (!hammer_day_holds_board_busy (holds, board->id) &&
          !fill_board (&tx, holds, events, board, &report->n_called, error))
        {
          holds_forget (self);
          return FALSE;
        }
    }
  count_held (holds, events, report);

  /* Nothing called leaves no empty entry in the history. */
  if (report->n_called == 0)
    {
      hammer_store_tx_rollback (&tx);
      holds_keep (self, holds, -1);
      return TRUE;
    }
  change_id = tx.change_id;
  if (!hammer_store_tx_finish (&tx, self, error))
    {
      holds_forget (self);
      return FALSE;
    }
  holds_keep (self, holds, change_id);
  return TRUE;
}

static char *
player_name (sqlite3 *db,
             gint64   player)
{
  g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (db, "SELECT name FROM players WHERE id = ?",
                                                       NULL);

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, player);
  return sqlite3_step (stmt) == SQLITE_ROW ? g_strdup ((const char *) sqlite3_column_text (stmt, 0))
                                           : NULL;
}

static void
add_waiting_match (HammerDayState *state,
                   sqlite3        *db,
                   HammerDayHolds *holds,
                   DayEvent       *event,
                   guint           index)
{
  HammerEventMatchRow *row = &g_array_index (event->model->matches, HammerEventMatchRow, index);
  Hold *hold = find_hold (holds, event->model, index);
  HammerDayWaiting waiting = { event->model->id, row->id, row->number };

  for (guint side = 0; side < 2; side++)
    waiting.names[side] = hammer_event_side_name (event->model, index, side);
  waiting.held = hold != NULL;
  if (hold != NULL)
    {
      waiting.held_player = hold->player;
      waiting.held_name = player_name (db, hold->player);
      waiting.held_event = hold->event;
      waiting.held_board = hold->rest_until == NULL ? hold->board : 0;
      waiting.rest_until = g_strdup (hold->rest_until);
    }
  g_array_append_val (state->waiting, waiting);
}

/* The ready matches not on a board in the order the call takes them (its
 * own queue_next(), as if every board were free: a match whose player an
 * earlier one takes comes once those are done), then the held ones, each
 * with why. It moves @events on as the call would: read the events'
 * progress first. */
static void
add_waiting (HammerDayState *state,
             sqlite3        *db,
             HammerDayHolds *holds,
             GArray         *events)
{
  g_autoptr(GHashTable) listed = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                       NULL);
  DayEvent *event = NULL;
  guint index = 0;
  guint n_taken;

  do
    {
      n_taken = 0;
      g_hash_table_remove_all (taken);
      while (queue_next (holds, events, NULL, listed, taken, &event, &index))
        {
          gint64 ids[8];
          guint n = match_player_ids (event->model, index, ids);

          add_waiting_match (state, db, holds, event, index);
          g_hash_table_add (listed, &g_array_index (event->model->matches, HammerEventMatchRow,
                                                    index).id);
          for (guint p = 0; p < n; p++)
            g_hash_table_add (taken, id_key (ids[p]));
          queue_took (events, event);
          n_taken++;
        }
    }
  while (n_taken > 0);
  for (guint e = 0; e < events->len; e++)
    {
      event = &g_array_index (events, DayEvent, e);
      for (guint k = 0; k < event->queue->len; k++)
        {
          HammerEventMatchRow *row;

          index = g_array_index (event->queue, guint, k);
          row = &g_array_index (event->model->matches, HammerEventMatchRow, index);
          if (row->board_id == 0 && !g_hash_table_contains (listed, &row->id))
            add_waiting_match (state, db, holds, event, index);
        }
    }
}

static void
add_progress (HammerDayState *state,
              GArray         *events)
{
  for (guint e = 0; e < events->len; e++)
    {
      DayEvent *event = &g_array_index (events, DayEvent, e);
      HammerEventModel *model = event->model;
      HammerDayEventProgress progress = { model->id, g_strdup (model->name) };

      for (guint i = 0; i < model->matches->len; i++)
        {
          HammerMatchStatus status = model->resolved[i].status;

          /* A bye has no number and is no match anyone plays. */
          if (g_array_index (model->matches, HammerEventMatchRow, i).number == 0 ||
              status == HAMMER_MATCH_SKIPPED)
            continue;
          progress.n_matches++;
          progress.n_played += status == HAMMER_MATCH_FINISHED;
        }
      progress.minutes_left = event->left;
      g_array_append_val (state->events, progress);
    }
}

static void
clear_board (HammerDayBoard *board)
{
  g_free (board->name);
  g_free (board->names[0]);
  g_free (board->names[1]);
  g_free (board->since);
}

static void
clear_waiting (HammerDayWaiting *waiting)
{
  g_free (waiting->names[0]);
  g_free (waiting->names[1]);
  g_free (waiting->held_name);
  g_free (waiting->rest_until);
}

static void
clear_progress (HammerDayEventProgress *progress)
{
  g_free (progress->name);
}

void
hammer_day_state_free (HammerDayState *state)
{
  if (state == NULL)
    return;
  g_free (state->name);
  g_free (state->date);
  g_free (state->venue);
  g_clear_pointer (&state->boards, g_array_unref);
  g_clear_pointer (&state->waiting, g_array_unref);
  g_clear_pointer (&state->events, g_array_unref);
  g_free (state);
}

static HammerDayState *
day_state_new (sqlite3  *db,
               gint64    day_id,
               GError  **error)
{
  g_autoptr(HammerDayState) state = g_new0 (HammerDayState, 1);
  g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (db, "SELECT name, date, venue, rest_minutes"
                                                           " FROM days WHERE id = ?", error);

  if (stmt == NULL || !hammer_day_check_exists (db, day_id, error))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, day_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return NULL;
  state->id = day_id;
  state->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  state->date = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  state->venue = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  state->rest_minutes = sqlite3_column_int (stmt, 3);
  state->boards = g_array_new (FALSE, TRUE, sizeof (HammerDayBoard));
  g_array_set_clear_func (state->boards, (GDestroyNotify) clear_board);
  state->waiting = g_array_new (FALSE, TRUE, sizeof (HammerDayWaiting));
  g_array_set_clear_func (state->waiting, (GDestroyNotify) clear_waiting);
  state->events = g_array_new (FALSE, TRUE, sizeof (HammerDayEventProgress));
  g_array_set_clear_func (state->events, (GDestroyNotify) clear_progress);
  return g_steal_pointer (&state);
}

/* The event and match on board @board_id, or FALSE. */
static gboolean
find_on_board (HammerDayHolds       *holds,
               gint64                board_id,
               HammerEventModel    **model,
               HammerEventMatchRow **row)
{
  for (guint e = 0; e < holds->models->len; e++)
    {
      HammerEventModel *m = holds->models->pdata[e];

      for (guint i = 0; i < m->matches->len; i++)
        if (g_array_index (m->matches, HammerEventMatchRow, i).board_id == board_id &&
            hammer_event_match_open (m, i))
          {
            *model = m;
            *row = &g_array_index (m->matches, HammerEventMatchRow, i);
            return TRUE;
          }
    }
  return FALSE;
}

gboolean
hammer_day_holds_board_match (HammerDayHolds    *holds,
                              gint64             board_id,
                              HammerEventModel **model,
                              guint             *index)
{
  HammerEventMatchRow *row = NULL;

  if (!find_on_board (holds, board_id, model, &row))
    return FALSE;
  *index = row - &g_array_index ((*model)->matches, HammerEventMatchRow, 0);
  return TRUE;
}

HammerDayState *
hammer_days_get_state (HammerStore  *self,
                       gint64        day_id,
                       GError      **error)
{
  g_autoptr(HammerDayState) state = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autoptr(GArray) events = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (self);
  /* Not the call's cache of models: the state is read on a reader's own
   * connection, on a worker, and must see the last write whoever made it. */
  if (!(state = day_state_new (db, day_id, error)) ||
      !(holds = hammer_day_holds_new (db, day_id, NULL, FALSE, error)) ||
      !(stmt = hammer_store_prepare (db, "SELECT id, number, name, reserved_event_id,"
                                         " reserved_stage FROM boards WHERE day_id = ?"
                                         " ORDER BY number", error)))
    return NULL;
  events = day_events (holds);
  sqlite3_bind_int64 (stmt, 1, day_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerEventModel *model = NULL;
      HammerEventMatchRow *row = NULL;
      HammerDayBoard board = { sqlite3_column_int (stmt, 1),
                               g_strdup ((const char *) sqlite3_column_text (stmt, 2)),
                               sqlite3_column_int64 (stmt, 3), -1 };

      if (sqlite3_column_type (stmt, 4) != SQLITE_NULL)
        board.reserved_stage = sqlite3_column_int (stmt, 4);
      if (find_on_board (holds, sqlite3_column_int64 (stmt, 0), &model, &row))
        {
          guint index = row - &g_array_index (model->matches, HammerEventMatchRow, 0);

          board.event = model->id;
          board.match = row->id;
          board.match_number = row->number;
          for (guint side = 0; side < 2; side++)
            board.names[side] = hammer_event_side_name (model, index, side);
          board.since = g_strdup (row->called_at);
        }
      g_array_append_val (state->boards, board);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the boards"), error);
      return NULL;
    }
  add_progress (state, events);
  add_waiting (state, db, holds, events);
  return g_steal_pointer (&state);
}
