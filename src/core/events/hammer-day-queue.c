/* hammer-day-queue.c — one queue for a tournament day: its fair order and the day's call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-day.h"
#include "events/hammer-day-private.h"

/* The play @event has left that no board has yet, and all its play, in
 * minutes; and the latest call of its matches. */
static void
measure_play (HammerDayEvent *event)
{
  HammerEventModel *model = event->model;

  event->left = event->total = 0;
  event->last_called = NULL;
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerMatchStatus status = model->resolved[i].status;
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      gint64 minutes;

      if (row->called_at != NULL && g_strcmp0 (row->called_at, event->last_called) > 0)
        event->last_called = row->called_at;
      /* A bye has no number and is no match anyone plays. */
      if (row->number == 0 || status == HAMMER_MATCH_SKIPPED)
        continue;
      minutes = hammer_event_match_minutes (model, row, 0);
      event->total += minutes;
      if ((status == HAMMER_MATCH_PENDING || status == HAMMER_MATCH_READY) && row->board_id == 0)
        event->left += minutes;
    }
}

static void
day_event_clear (HammerDayEvent *event)
{
  g_clear_pointer (&event->queue, g_array_unref);
  g_clear_pointer (&event->bracket, g_free);
  g_clear_pointer (&event->shared, hammer_day_shared_unref);
}

/* Behind its schedule: a day's events are to end together, so an event is
 * the further behind the less of its play has started (finished or on a
 * board): a round robin of forty-five matches is not behind a knockout of
 * seven for having more of them left. Two events equally behind (two that
 * have not started) take turns: the one whose match was called longest
 * ago, or never, first. */
static int
compare_behind (gconstpointer a,
                gconstpointer b)
{
  const HammerDayEvent *x = a, *y = b;
  gint64 started_x = (x->total - x->left) * MAX (y->total, 1);
  gint64 started_y = (y->total - y->left) * MAX (x->total, 1);
  int order;

  if (started_x != started_y)
    return started_x < started_y ? -1 : 1;
  if (x->turn != y->turn)
    return x->turn < y->turn ? -1 : 1;
  if ((order = g_strcmp0 (x->last_called, y->last_called)) != 0)
    return order;
  return x->model->id < y->model->id ? -1 : x->model->id > y->model->id;
}

GArray *
hammer_day_events_new (HammerDayHolds *holds)
{
  GArray *events = g_array_new (FALSE, TRUE, sizeof (HammerDayEvent));
  g_autoptr(HammerDayShared) shared = NULL;

  g_array_set_clear_func (events, (GDestroyNotify) day_event_clear);
  for (guint e = 0; e < holds->models->len; e++)
    {
      HammerEventModel *model = holds->models->pdata[e];
      HammerDayEvent event = { model, hammer_event_compute_queue (model) };

      event.bracket = hammer_day_event_bracket_new (model);
      measure_play (&event);
      g_array_append_val (events, event);
    }
  shared = hammer_day_shared_new (events);
  for (guint e = 0; e < events->len; e++)
    g_array_index (events, HammerDayEvent, e).shared = g_rc_box_acquire (shared);
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
  guint n = hammer_day_match_player_ids (model, index, ids);

  for (guint p = 0; p < n; p++)
    if (g_hash_table_contains (players, &ids[p]))
      return TRUE;
  return FALSE;
}

static gboolean
queue_next (HammerDayHolds          *holds,
            GArray                  *events,
            const HammerEventBoard  *board,
            gboolean                 round_only,
            gboolean                 yield,
            GHashTable              *skip,
            GHashTable              *taken,
            HammerDayEvent          **found,
            guint                   *found_index)
{
  for (guint e = 0; e < events->len; e++)
    {
      HammerDayEvent *event = &g_array_index (events, HammerDayEvent, e);
      guint k;

      for (k = board == NULL ? event->from : 0; k < event->queue->len; k++)
        {
          guint index = g_array_index (event->queue, guint, k);
          HammerEventMatchRow *row = &g_array_index (event->model->matches, HammerEventMatchRow,
                                                     index);

          if (row->board_id != 0 || (skip != NULL && g_hash_table_contains (skip, &row->id)) ||
              (board != NULL && !hammer_day_board_takes (board, event->model, index)) ||
              (round_only && !hammer_day_board_round_has (board, event->model, index)) ||
              hammer_day_holds_find (holds, event->model, index) != NULL ||
              (taken != NULL && has_player_in (event->model, index, taken)) ||
              (yield && hammer_day_queue_yields (holds, event, index, skip, taken)))
            continue;
          if (board == NULL)
            event->from = k + 1;
          *found = event;
          *found_index = index;
          return TRUE;
        }
      if (board == NULL)
        event->from = k;
    }
  return FALSE;
}

/* The queue's one order, which the call and the listing share: the first
 * match @board may take (any board when it is NULL), not held, not in
 * @skip (match ids) and with no player in @taken (player ids), of the
 * event furthest behind that has one. A board kept for a round takes a
 * match of it before one that leads to it. For no board (a listing) @skip
 * and @taken only grow between two calls, so a match passed over stays so:
 * each event's next look starts where its last ended (HammerDayEvent.from),
 * and a listing of a day of 8,000 waiting matches is no longer quadratic
 * (issue 31: the hall server's day document). */
gboolean
hammer_day_queue_next (HammerDayHolds          *holds,
                       GArray                  *events,
                       const HammerEventBoard  *board,
                       gboolean                 yield,
                       GHashTable              *skip,
                       GHashTable              *taken,
                       HammerDayEvent          **found,
                       guint                   *found_index)
{
  return (board != NULL && board->reserved_round >= 0 &&
          queue_next (holds, events, board, TRUE, yield, skip, taken, found, found_index)) ||
         queue_next (holds, events, board, FALSE, yield, skip, taken, found, found_index);
}

/* @event's match @index was taken: it is that much less behind, and had
 * its turn. */
void
hammer_day_queue_took (GArray         *events,
                       HammerDayEvent *event,
                       guint           index)
{
  guint turn = 0;

  for (guint e = 0; e < events->len; e++)
    turn = MAX (turn, g_array_index (events, HammerDayEvent, e).turn);
  event->left -= hammer_event_match_minutes (event->model,
                                             &g_array_index (event->model->matches,
                                                             HammerEventMatchRow, index), 0);
  event->turn = turn + 1;
  g_array_sort (events, compare_behind);
}

/* Puts the queue's next match that @board may take on it; with @yield, one
 * that gives way to no other (hammer-day-yield.c). */
static gboolean
fill_board (HammerStoreTx          *tx,
            HammerDayHolds         *holds,
            GArray                 *events,
            const HammerEventBoard *board,
            gboolean                yield,
            guint                  *n_called,
            GError                **error)
{
  HammerDayEvent *event = NULL;
  guint index = 0;

  if (!hammer_day_queue_next (holds, events, board, yield, NULL, NULL, &event, &index))
    return TRUE;
  if (!hammer_event_put_on_board (tx, event->model, index, board->id, TRUE, error))
    return FALSE;
  hammer_day_holds_take (holds, event->model, index, board->number);
  (*n_called)++;
  hammer_day_queue_took (events, event, index);
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
      HammerDayEvent *event = &g_array_index (events, HammerDayEvent, e);

      for (guint k = 0; k < event->queue->len; k++)
        {
          guint index = g_array_index (event->queue, guint, k);
          HammerDayHold *hold;

          if (g_array_index (event->model->matches, HammerEventMatchRow, index).board_id != 0 ||
              !(hold = hammer_day_holds_find (holds, event->model, index)))
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
  if (!(holds = hammer_day_holds_from_cache (self, day_id, NULL, ignore_rest, error)))
    return FALSE;
  if (holds->models->len == 0)
    {
      hammer_day_holds_keep (self, holds, -1);
      return TRUE;
    }

  /* Every event of the day reads the same boards: the day's. */
  first = holds->models->pdata[0];
  for (guint b = 0; b < first->boards->len; b++)
    g_ptr_array_add (boards, &g_array_index (first->boards, HammerEventBoard, b));
  g_ptr_array_sort (boards, compare_reserved_first);
  events = hammer_day_events_new (holds);
  /* First each match after those it gives way to; then what stays free
   * takes what is left: a free board and a ready match whose players are
   * free are never left apart. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint b = 0; b < boards->len; b++)
      {
        const HammerEventBoard *board = boards->pdata[b];

        if (!hammer_day_holds_board_busy (holds, board->id) &&
            !fill_board (&tx, holds, events, board, pass == 0, &report->n_called, error))
          {
            hammer_event_forget_kept (self);
            return FALSE;
          }
      }
  count_held (holds, events, report);
  for (guint b = 0; b < boards->len; b++)
    if (!hammer_day_holds_board_busy (holds, ((const HammerEventBoard *) boards->pdata[b])->id))
      report->n_free_left++;

  /* Nothing called leaves no empty entry in the history. */
  if (report->n_called == 0)
    {
      hammer_store_tx_rollback (&tx);
      hammer_day_holds_keep (self, holds, -1);
      return TRUE;
    }
  change_id = tx.change_id;
  if (!hammer_store_tx_finish (&tx, self, error))
    {
      hammer_event_forget_kept (self);
      return FALSE;
    }
  hammer_day_holds_keep (self, holds, change_id);
  return TRUE;
}

gboolean
hammer_day_call_rest_holds_back (const HammerDayCall *call)
{
  g_return_val_if_fail (call != NULL, FALSE);

  return call->n_free_left > 0 && call->n_held_resting > 0;
}
