/* hammer-day-state.c — the day as the desk sees it, typed: its boards, its queue with the
 * holds, its events' progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-day.h"
#include "events/hammer-day-private.h"

/* A board's match last as planned: on it now, or planned after that. */
typedef struct
{
  gint64 event;
  guint  number;
} PlanLast;

/* The day's boards as the waiting matches will likely take them, in the
 * queue's order: when each board comes free, and each player. */
typedef struct
{
  GPtrArray  *free_at;   /* GDateTime per board of the day, by number */
  GHashTable *players;   /* player id → GDateTime their planned match ends, rest added */
  GArray     *last;      /* per board: PlanLast, the match it plays last as planned */
  guint       rest_minutes;
} Plan;

/* The match on the board numbered @number now, of @state's boards. */
static PlanLast
board_now (const HammerDayState *state,
           guint                 number)
{
  for (guint b = 0; b < state->boards->len; b++)
    {
      const HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);

      if (board->number == number && board->event != 0)
        return (PlanLast) { board->event, board->match_number };
    }
  return (PlanLast) { 0, 0 };
}

static void
plan_init (Plan                 *plan,
           const HammerDayState *state,
           HammerDayHolds       *holds,
           HammerDayEvent       *any,
           guint                 rest_minutes)
{
  g_autoptr(GDateTime) now = hammer_now ();

  plan->free_at = g_ptr_array_new_with_free_func ((GDestroyNotify) g_date_time_unref);
  plan->players = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                         (GDestroyNotify) g_date_time_unref);
  plan->last = g_array_new (FALSE, TRUE, sizeof (PlanLast));
  plan->rest_minutes = rest_minutes;
  for (guint b = 0; any != NULL && b < any->model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (any->model->boards, HammerEventBoard, b);
      gint64 board_id = board->id;
      g_autoptr(GDateTime) held = hammer_day_holds_board_free_at (holds, board_id);
      PlanLast last = board_now (state, board->number);

      g_array_append_val (plan->last, last);

      g_ptr_array_add (plan->free_at, g_date_time_ref (held != NULL &&
                                                       g_date_time_compare (held, now) > 0
                                                       ? held : now));
    }
}

static void
plan_clear (Plan *plan)
{
  g_clear_pointer (&plan->free_at, g_ptr_array_unref);
  g_clear_pointer (&plan->players, g_hash_table_unref);
  g_clear_pointer (&plan->last, g_array_unref);
}

static GDateTime *
later (GDateTime *a,
       GDateTime *b)
{
  return a == NULL || (b != NULL && g_date_time_compare (b, a) > 0) ? b : a;
}

/* When match @index of @event will likely start (ISO 8601), or NULL when no
 * board of the day takes it: on the board that takes it and comes free
 * first (hammer_day_board_takes()), not before its held players are free
 * (their board's match over and rested, or their rest over), nor before a
 * match planned earlier with one of its players ends and they rested.
 * Notes on @waiting that board and the match it plays before. */
static char *
plan_eta (Plan             *plan,
          HammerDayHolds   *holds,
          HammerDayEvent   *event,
          guint             index,
          HammerDayWaiting *waiting)
{
  HammerEventModel *model = event->model;
  g_autoptr(GDateTime) held = hammer_day_holds_not_before (holds, model, index);
  GDateTime *start = NULL;
  g_autoptr(GDateTime) end = NULL;
  gint64 ids[8];
  guint n = hammer_day_match_player_ids (model, index, ids);
  guint best = G_MAXUINT;

  for (guint b = 0; b < plan->free_at->len && b < model->boards->len; b++)
    if (hammer_day_board_takes (&g_array_index (model->boards, HammerEventBoard, b), model,
                                index) &&
        (best == G_MAXUINT || g_date_time_compare (plan->free_at->pdata[b],
                                                   plan->free_at->pdata[best]) < 0))
      best = b;
  if (best == G_MAXUINT)
    return NULL;
  start = later (plan->free_at->pdata[best], held);
  for (guint p = 0; p < n; p++)
    start = later (start, g_hash_table_lookup (plan->players, &ids[p]));
  start = g_date_time_ref (start);
  end = g_date_time_add_minutes (start, hammer_event_match_minutes (
                                          model, &g_array_index (model->matches,
                                                                 HammerEventMatchRow, index),
                                          0));
  g_date_time_unref (g_ptr_array_index (plan->free_at, best));
  g_ptr_array_index (plan->free_at, best) = g_date_time_ref (end);
  waiting->board = g_array_index (model->boards, HammerEventBoard, best).number;
  waiting->after_event = g_array_index (plan->last, PlanLast, best).event;
  waiting->after = g_array_index (plan->last, PlanLast, best).number;
  g_array_index (plan->last, PlanLast, best).event = model->id;
  g_array_index (plan->last, PlanLast, best).number = g_array_index (model->matches,
                                                                     HammerEventMatchRow,
                                                                     index).number;
  for (guint p = 0; p < n; p++)
    g_hash_table_replace (plan->players, g_memdup2 (&ids[p], sizeof ids[p]),
                          g_date_time_add_minutes (end, plan->rest_minutes));
  {
    char *text = g_date_time_format_iso8601 (start);

    g_date_time_unref (start);
    return text;
  }
}

static void
add_waiting_match (HammerDayState *state,
                   sqlite3        *db,
                   HammerDayHolds *holds,
                   Plan           *plan,
                   HammerDayEvent *event,
                   guint           index)
{
  HammerEventMatchRow *row = &g_array_index (event->model->matches, HammerEventMatchRow, index);
  HammerDayHold *hold = hammer_day_holds_find (holds, event->model, index);
  HammerDayWaiting waiting = { event->model->id, row->id, row->number };

  for (guint side = 0; side < 2; side++)
    waiting.names[side] = hammer_event_side_name (event->model, index, side);
  waiting.held = hold != NULL;
  if (hold != NULL)
    {
      waiting.held_player = hold->player;
      waiting.held_name = hammer_day_player_name (db, hold->player);
      waiting.held_event = hold->event;
      waiting.held_board = hold->rest_until == NULL ? hold->board : 0;
      waiting.rest_until = g_strdup (hold->rest_until);
    }
  waiting.eta = plan_eta (plan, holds, event, index, &waiting);
  g_array_append_val (state->waiting, waiting);
}

/* The ready matches not on a board in the order the call takes them (its
 * own hammer_day_queue_next(), as if every board were free: a match whose
 * player an earlier one takes comes once those are done), then the held
 * ones, each with why; the first @max_waiting of them. It moves @events on
 * as the call would: read the events' progress first. */
static void
add_waiting (HammerDayState *state,
             sqlite3        *db,
             HammerDayHolds *holds,
             GArray         *events,
             guint           max_waiting)
{
  g_autoptr(GHashTable) listed = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                       NULL);
  HammerDayEvent *event = NULL;
  guint index = 0;
  guint n_taken;
  Plan plan;

  plan_init (&plan, state, holds,
             events->len > 0 ? &g_array_index (events, HammerDayEvent, 0) : NULL,
             state->rest_minutes);
  do
    {
      n_taken = 0;
      g_hash_table_remove_all (taken);
      /* A new pass: what a player taken in the last one held back may come. */
      for (guint e = 0; e < events->len; e++)
        g_array_index (events, HammerDayEvent, e).from = 0;
      while (state->waiting->len < max_waiting &&
             hammer_day_queue_next (holds, events, NULL, TRUE, listed, taken, &event,
                                    &index))
        {
          gint64 ids[8];
          guint n = hammer_day_match_player_ids (event->model, index, ids);

          add_waiting_match (state, db, holds, &plan, event, index);
          g_hash_table_add (listed, &g_array_index (event->model->matches, HammerEventMatchRow,
                                                    index).id);
          for (guint p = 0; p < n; p++)
            g_hash_table_add (taken, g_memdup2 (&ids[p], sizeof ids[p]));
          hammer_day_queue_took (events, event, index);
          n_taken++;
        }
    }
  while (n_taken > 0);
  for (guint e = 0; e < events->len; e++)
    {
      event = &g_array_index (events, HammerDayEvent, e);
      for (guint k = 0; k < event->queue->len && state->waiting->len < max_waiting; k++)
        {
          HammerEventMatchRow *row;

          index = g_array_index (event->queue, guint, k);
          row = &g_array_index (event->model->matches, HammerEventMatchRow, index);
          if (row->board_id == 0 && !g_hash_table_contains (listed, &row->id))
            add_waiting_match (state, db, holds, &plan, event, index);
        }
    }
  plan_clear (&plan);
}

/* Whether @progress has matches still to play. */
static gboolean
progress_unfinished (const HammerDayEventProgress *progress)
{
  return progress->n_played < progress->n_matches;
}

/* The share of @event's play that has started (finished or on a board). */
static double
share_started (const HammerDayEvent *event)
{
  return event->total > 0 ? (double) (event->total - event->left) / (double) event->total : 1.0;
}

static void
add_progress (HammerDayState *state,
              GArray         *events)
{
  double most_started = 0.0;

  for (guint e = 0; e < events->len; e++)
    {
      HammerDayEvent *event = &g_array_index (events, HammerDayEvent, e);
      HammerEventModel *model = event->model;
      HammerDayEventProgress progress = { model->id, g_strdup (model->name) };

      progress.n_stages = 1;
      for (guint i = 0; i < model->matches->len; i++)
        {
          HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
          HammerMatchStatus status = model->resolved[i].status;

          progress.n_stages = MAX (progress.n_stages, row->dm.stage + 1);
          /* A bye has no number and is no match anyone plays. */
          if (row->number == 0 || status == HAMMER_MATCH_SKIPPED)
            continue;
          progress.n_matches++;
          progress.n_played += status == HAMMER_MATCH_FINISHED;
        }
      progress.rounds = hammer_day_event_rounds (model);
      progress.minutes_left = event->left;
      if (progress_unfinished (&progress))
        most_started = MAX (most_started, share_started (event));
      g_array_append_val (state->events, progress);
    }
  /* Behind as the queue measures it: the play it would have to start to
   * be as far along as the event of the day furthest ahead, which the
   * queue's order evens out. */
  for (guint e = 0; e < state->events->len; e++)
    {
      HammerDayEventProgress *progress = &g_array_index (state->events, HammerDayEventProgress, e);
      HammerDayEvent *event = &g_array_index (events, HammerDayEvent, e);

      if (progress_unfinished (progress))
        progress->minutes_behind = (gint64) ((most_started - share_started (event)) *
                                             (double) event->total + 0.5);
    }
}

static void
clear_open_event (HammerDayOpenEvent *event)
{
  g_free (event->name);
}

/* The events not drawn yet and on no day: those that may join it. */
static gboolean
add_open_events (HammerDayState  *state,
                 sqlite3         *db,
                 GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (db, "SELECT id, name FROM events"
                                                           " WHERE day_id IS NULL"
                                                           " AND drawn_at IS NULL ORDER BY id",
                                                       error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerDayOpenEvent event = { sqlite3_column_int64 (stmt, 0),
                                   g_strdup ((const char *) sqlite3_column_text (stmt, 1)) };

      g_array_append_val (state->open_events, event);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the events"), error);
      return FALSE;
    }
  return TRUE;
}

static void
clear_board (HammerDayBoard *board)
{
  g_free (board->name);
  g_free (board->names[0]);
  g_free (board->names[1]);
  g_free (board->since);
  g_free (board->reserved_round);
}

static void
clear_waiting (HammerDayWaiting *waiting)
{
  g_free (waiting->names[0]);
  g_free (waiting->names[1]);
  g_free (waiting->held_name);
  g_free (waiting->rest_until);
  g_free (waiting->eta);
}

static void
clear_progress (HammerDayEventProgress *progress)
{
  g_free (progress->name);
  g_strfreev (progress->rounds);
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
  g_clear_pointer (&state->open_events, g_array_unref);
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
  state->open_events = g_array_new (FALSE, TRUE, sizeof (HammerDayOpenEvent));
  g_array_set_clear_func (state->open_events, (GDestroyNotify) clear_open_event);
  return g_steal_pointer (&state);
}

/* The state of day @day_id; with @cached, from the models kept on @self
 * (hammer-event-cache.c), read again only where the change log says they
 * changed, and kept for the next time. */
static HammerDayState *
read_state (HammerStore  *self,
            gint64        day_id,
            gboolean      cached,
            guint         max_waiting,
            GError      **error)
{
  g_autoptr(HammerDayState) state = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autoptr(GArray) events = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  sqlite3 *db;
  int rc;

  db = hammer_store_get_db (self);
  if (!(state = day_state_new (db, day_id, error)) ||
      !(holds = cached ? hammer_day_holds_from_cache (self, day_id, NULL, FALSE, error)
                       : hammer_day_holds_new (db, day_id, NULL, FALSE, error)) ||
      !(stmt = hammer_store_prepare (db, "SELECT id, number, name, reserved_event_id,"
                                         " reserved_stage, reserved_round FROM boards"
                                         " WHERE day_id = ?"
                                         " ORDER BY number", error)))
    return NULL;
  events = hammer_day_events_new (holds);
  sqlite3_bind_int64 (stmt, 1, day_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerEventModel *model = NULL;
      guint index = 0;
      HammerDayBoard board = { sqlite3_column_int (stmt, 1),
                               g_strdup ((const char *) sqlite3_column_text (stmt, 2)),
                               sqlite3_column_int64 (stmt, 3), -1 };

      if (sqlite3_column_type (stmt, 4) != SQLITE_NULL)
        board.reserved_stage = sqlite3_column_int (stmt, 4);
      board.reserved_round = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
      if (hammer_day_holds_board_match (holds, sqlite3_column_int64 (stmt, 0), &model, &index))
        {
          HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

          board.event = model->id;
          board.match = row->id;
          board.match_number = row->number;
          for (guint side = 0; side < 2; side++)
            board.names[side] = hammer_event_side_name (model, index, side);
          board.since = g_strdup (row->called_at);
          board.result_wait = hammer_result_wait_read (db, row->id);
        }
      g_array_append_val (state->boards, board);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the boards"), error);
      return NULL;
    }
  if (!add_open_events (state, db, error))
    return NULL;
  add_progress (state, events);
  add_waiting (state, db, holds, events, max_waiting);
  if (cached)
    hammer_day_holds_keep (self, holds, -1);
  return g_steal_pointer (&state);
}

/* read_state() inside one read transaction: a result another connection
 * commits meanwhile is either all in the state or not at all, never on a
 * board and gone from it at once. */
static HammerDayState *
get_state (HammerStore  *self,
           gint64        day_id,
           gboolean      cached,
           guint         max_waiting,
           GError      **error)
{
  sqlite3 *db = hammer_store_get_db (self);
  HammerDayState *state;
  gboolean began;

  if (!hammer_store_read_begin (db, &began, error))
    return NULL;
  state = read_state (self, day_id, cached, max_waiting, error);
  hammer_store_read_end (db, began);
  return state;
}

HammerDayState *
hammer_days_get_state (HammerStore  *self,
                       gint64        day_id,
                       GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Not the call's cache of models: the state is read on a reader's own
   * connection, on a worker, and must see the last write whoever made it. */
  return get_state (self, day_id, FALSE, G_MAXUINT, error);
}

HammerDayState *
hammer_days_get_state_cached (HammerStore  *self,
                              gint64        day_id,
                              guint         max_waiting,
                              GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return get_state (self, day_id, TRUE, max_waiting, error);
}

gboolean
hammer_day_state_rest_holds_back (const HammerDayState *state)
{
  gboolean free_board = FALSE, resting = FALSE;

  g_return_val_if_fail (state != NULL, FALSE);

  for (guint b = 0; b < state->boards->len; b++)
    free_board |= g_array_index (state->boards, HammerDayBoard, b).event == 0;
  for (guint w = 0; w < state->waiting->len; w++)
    {
      HammerDayWaiting *waiting = &g_array_index (state->waiting, HammerDayWaiting, w);

      /* One the queue may call now is called first, by Call Next. */
      if (!waiting->held)
        return FALSE;
      /* A hold by a board comes before a rest: rest_until is a rest alone. */
      resting |= waiting->rest_until != NULL;
    }
  return free_board && resting;
}
