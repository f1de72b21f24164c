/* hammer-events-boards.c — calling matches to the boards and putting a match on one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-events-private.h"
#include "events/hammer-day.h"
#include "events/hammer-day-private.h"

/* Puts match @index on @board_id. With @call the director calls it there and
 * its clock starts now; without, it waits on the board to be called (or
 * for its first end), as the draw and each result leave it. */
gboolean
hammer_event_put_on_board (HammerStoreTx    *tx,
                           HammerEventModel *model,
                           guint             index,
                           gint64            board_id,
                           gboolean          call,
                           GError          **error)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  g_autofree char *now = call ? hammer_now_stamp () : NULL;
  sqlite3_stmt *stmt = hammer_store_borrow_statement (tx->db,
                                                      "UPDATE matches SET board_id = ?2,"
                                                      " called_at = ?3, number = ?4"
                                                      " WHERE id = ?1", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, row->id);
  sqlite3_bind_int64 (stmt, 2, board_id);
  hammer_store_bind_text (stmt, 3, now);
  /* The number as people read it now: a consolation's match takes its
   * own once the results say it is played (hammer_event_number_resolved()),
   * and the change's summary names the match by the stored one. */
  if (row->number > 0)
    sqlite3_bind_int (stmt, 4, (int) row->number);
  else
    sqlite3_bind_null (stmt, 4);
  if (!hammer_store_tx_run_logged (tx, "matches", row->id, stmt, error))
    return FALSE;
  row->board_id = board_id;
  g_free (row->called_at);
  row->called_at = g_steal_pointer (&now);
  return TRUE;
}

/* Fills every free board from the queue; nobody is put on two boards. One
 * pass over the matches finds the busy boards and players. With @holds (an
 * event of a day) a board another event's match is on is busy too, and so
 * is a player on a board or resting in any event of the day. */
gboolean
hammer_event_assign_boards_held (HammerStoreTx    *tx,
                                 HammerEventModel *model,
                                 HammerDayHolds   *holds,
                                 gboolean          call,
                                 guint            *n_assigned,
                                 GError          **error)
{
  g_autoptr(GArray) queue = NULL;
  g_autoptr(GHashTable) busy_boards = NULL;
  g_autofree gboolean *busy = NULL;
  guint n_free = 0;
  guint next = 0;

  if (model->boards->len == 0)
    return TRUE;

  busy_boards = g_hash_table_new (g_int64_hash, g_int64_equal);
  busy = g_new0 (gboolean, model->entrants->len + 1);
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      if (row->board_id == 0 || !hammer_event_match_open (model, i))
        continue;
      g_hash_table_add (busy_boards, &row->board_id);
      hammer_event_mark_busy (model, i, busy);
    }
  if (holds != NULL)
    hammer_day_holds_mark (holds, model, busy);

  /* Nothing to fill while every board is busy. A match of a busy player
   * cannot go on a board: the queue leaves them out before it sorts, and
   * after a result only the two players it freed have any. */
  for (guint b = 0; b < model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      n_free += !g_hash_table_contains (busy_boards, &board->id) &&
                (holds == NULL || !hammer_day_holds_board_busy (holds, board->id));
    }
  if (n_free == 0)
    return TRUE;
  queue = hammer_event_compute_queue_limited (model, busy, 0);
  for (guint b = 0; b < model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      if (g_hash_table_contains (busy_boards, &board->id) ||
          (holds != NULL && hammer_day_holds_board_busy (holds, board->id)))
        continue;

      for (guint k = next; k < queue->len; k++)
        {
          guint index = g_array_index (queue, guint, k);

          if (hammer_event_match_busy (model, index, busy) ||
              !hammer_day_board_takes (board, model, index))
            continue;
          if (!hammer_event_put_on_board (tx, model, index, board->id, call, error))
            return FALSE;
          (*n_assigned)++;
          hammer_event_mark_busy (model, index, busy);
          /* The queue's head moves on past what is taken or held for good. */
          while (next < queue->len &&
                 hammer_event_match_busy (model, g_array_index (queue, guint, next), busy))
            next++;
          break;
        }
    }
  return TRUE;
}

gboolean
hammer_event_assign_boards (HammerStoreTx    *tx,
                            HammerEventModel *model,
                            GError          **error)
{
  guint n_assigned = 0;

  /* The boards of a day are the day's queue's to fill (hammer-day-queue.c):
   * a result in one event must not hand its board to the same event when
   * another is further behind. */
  if (model->day_id != 0)
    return TRUE;
  return hammer_event_assign_boards_held (tx, model, NULL, FALSE, &n_assigned, error);
}

guint
hammer_events_call_next_matches (HammerStore  *self,
                                 gint64        event_id,
                                 GError      **error)
{
  return hammer_events_call_next_matches_full (self, event_id, FALSE, NULL, error);
}

/* Of @model's waiting matches, which @holds keep off the free boards, and
 * how many boards stay free: as the day's call reports. */
static void
count_held (HammerEventModel *model,
            HammerDayHolds   *holds,
            HammerDayCall    *report)
{
  g_autoptr(GArray) queue = hammer_event_compute_queue (model);

  for (guint k = 0; k < queue->len; k++)
    {
      guint index = g_array_index (queue, guint, k);
      HammerDayHold *hold;

      if (g_array_index (model->matches, HammerEventMatchRow, index).board_id != 0 ||
          !(hold = hammer_day_holds_find (holds, model, index)))
        continue;
      if (hold->rest_until != NULL)
        report->n_held_resting++;
      else
        report->n_held_playing++;
    }
  report->n_free_left = model->boards->len;
  for (guint b = 0; b < model->boards->len; b++)
    {
      gint64 board_id = g_array_index (model->boards, HammerEventBoard, b).id;
      gboolean busy = hammer_day_holds_board_busy (holds, board_id);

      /* The holds were read before this call put matches on boards. */
      for (guint i = 0; i < model->matches->len && !busy; i++)
        busy = g_array_index (model->matches, HammerEventMatchRow, i).board_id == board_id &&
               hammer_event_match_open (model, i);
      report->n_free_left -= busy;
    }
}

/* Calls the open matches of @model that wait on a board uncalled (the
 * draw and the results put them there without starting their clocks):
 * the desk's call of the next matches calls them too, so that their
 * players hear of it. Adds their number to @n_called. */
static gboolean
call_waiting_on_boards (HammerStoreTx    *tx,
                        HammerEventModel *model,
                        guint            *n_called,
                        GError          **error)
{
  g_autofree char *now = NULL;
  sqlite3_stmt *stmt = NULL;

  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      if (row->board_id == 0 || row->called_at != NULL || !hammer_event_match_open (model, i))
        continue;
      if (now == NULL)
        now = hammer_now_stamp ();
      if (stmt == NULL &&
          !(stmt = hammer_store_borrow_statement (tx->db, "UPDATE matches SET called_at = ?2"
                                                          " WHERE id = ?1", error)))
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, row->id);
      sqlite3_bind_text (stmt, 2, now, -1, SQLITE_TRANSIENT);
      if (!hammer_store_tx_run_logged (tx, "matches", row->id, stmt, error))
        return FALSE;
      row->called_at = g_strdup (now);
      (*n_called)++;
    }
  return TRUE;
}

guint
hammer_events_call_next_matches_full (HammerStore    *self,
                                      gint64          event_id,
                                      gboolean        ignore_rest,
                                      HammerDayCall  *report,
                                      GError        **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  HammerStoreTx tx = { 0 };
  guint n_assigned = 0;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  db = hammer_store_get_db (self);
  /* TRANSLATORS: a change in the history. */
  if (!hammer_store_tx_begin (&tx, db, _("Call the next matches"), error))
    return 0;
  if (!(model = hammer_event_load (db, event_id, error)) ||
      (model->day_id != 0 &&
       !(holds = hammer_day_holds_new (db, model->day_id, model, ignore_rest, error))) ||
      !hammer_event_assign_boards_held (&tx, model, holds, TRUE, &n_assigned, error) ||
      !call_waiting_on_boards (&tx, model, &n_assigned, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }
  if (report != NULL)
    {
      *report = (HammerDayCall) { .n_called = n_assigned };
      if (holds != NULL)
        count_held (model, holds, report);
    }

  /* Nothing to call leaves no empty entry in the history. */
  if (n_assigned == 0)
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }
  if (!hammer_store_tx_finish (&tx, self, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }
  return n_assigned;
}

gboolean
hammer_events_assign_board (HammerStore  *self,
                            gint64        event_id,
                            gint64        match_id,
                            guint         board_number,
                            GError      **error)
{
  return hammer_events_assign_board_full (self, event_id, match_id, board_number, FALSE, error);
}

/* Who holds what, as match @index of @model is about to go on a board:
 * for an event of a day, the boards and players of every event of the
 * day (and who rests, unless @ignore_rest); for another, its own. A match
 * moved from one board to another holds neither that board nor its
 * players. */
static HammerDayHolds *
holds_for_assign (sqlite3           *db,
                  HammerEventModel  *model,
                  guint              index,
                  gboolean           ignore_rest,
                  GError           **error)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  gint64 board_id = row->board_id;
  HammerDayHolds *holds;

  row->board_id = 0;
  holds = model->day_id != 0
          ? hammer_day_holds_new (db, model->day_id, model, ignore_rest, error)
          : hammer_day_holds_new_for_event (model);
  row->board_id = board_id;
  return holds;
}

gboolean
hammer_events_assign_board_full (HammerStore  *self,
                                 gint64        event_id,
                                 gint64        match_id,
                                 guint         board_number,
                                 gboolean      ignore_rest,
                                 GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autofree char *description = NULL;
  g_auto(HammerStoreTx) tx = { 0 };
  HammerEventBoard *board = NULL;
  int index = -1;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  /* The checks below read inside the change: no other writer moves a match
   * between them and the write. */
  if (!hammer_store_tx_begin (&tx, db, HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (db, event_id, error)))
    return FALSE;

  index = hammer_event_find_match (model, match_id, error);
  for (guint b = 0; b < model->boards->len; b++)
    if (g_array_index (model->boards, HammerEventBoard, b).number == board_number)
      board = &g_array_index (model->boards, HammerEventBoard, b);

  if (index < 0)
    return FALSE;
  if (board == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("“%s” has no board %u"), model->name, board_number);
      return FALSE;
    }
  if (g_array_index (model->matches, HammerEventMatchRow, index).number == 0)
    return hammer_event_set_bye_error (&g_array_index (model->matches, HammerEventMatchRow, index),
                                       error);
  if (!hammer_event_match_open (model, index))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match %u is not ready to be played"),
                   g_array_index (model->matches, HammerEventMatchRow, index).number);
      return FALSE;
    }
  /* On a day, another event's match may hold the board, and a player may
   * play on another board or rest, in any event of the day. */
  if (!(holds = holds_for_assign (db, model, (guint) index, ignore_rest, error)))
    return FALSE;
  if (g_array_index (model->matches, HammerEventMatchRow, index).board_id == board->id ||
      hammer_day_holds_board_busy (holds, board->id))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s is in use; finish or move its match first"), board->name);
      return FALSE;
    }
  if (!hammer_day_holds_check (holds, db, model, (guint) index, error))
    return FALSE;

  /* TRANSLATORS: a change in the history. */
  description = g_strdup_printf (_("Put match %u on %s"),
                                 g_array_index (model->matches, HammerEventMatchRow, index).number,
                                 board->name);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !hammer_event_put_on_board (&tx, model, index, board->id, TRUE, error) ||
      !hammer_store_tx_finish (&tx, self, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_events_call_board (HammerStore  *self,
                          gint64        event_id,
                          guint         board_number,
                          GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autofree char *description = NULL;
  g_autofree char *label = NULL;
  g_autofree char *now = NULL;
  g_auto(HammerStoreTx) tx = { 0 };
  HammerEventBoard *board = NULL;
  HammerEventMatchRow *row = NULL;
  sqlite3_stmt *stmt;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  db = hammer_store_get_db (self);
  if (!hammer_store_tx_begin (&tx, db, HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (db, event_id, error)))
    return FALSE;
  for (guint b = 0; b < model->boards->len; b++)
    if (g_array_index (model->boards, HammerEventBoard, b).number == board_number)
      board = &g_array_index (model->boards, HammerEventBoard, b);
  if (board == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("“%s” has no board %u"), model->name, board_number);
      return FALSE;
    }
  for (guint i = 0; i < model->matches->len; i++)
    if (g_array_index (model->matches, HammerEventMatchRow, i).board_id == board->id &&
        hammer_event_match_open (model, i))
      row = &g_array_index (model->matches, HammerEventMatchRow, i);
  if (row == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s has no match to call; call the next matches first"), board->name);
      return FALSE;
    }
  label = hammer_event_match_label (row);
  if (row->called_at != NULL)
    {
      /* TRANSLATORS: "Match 9 on Board 1 was called already". */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s on %s was called already"), label, board->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history: "Call Match 9 on Board 1". */
  description = g_strdup_printf (_("Call %s on %s"), label, board->name);
  now = hammer_now_stamp ();
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !(stmt = hammer_store_borrow_statement (tx.db, "UPDATE matches SET called_at = ?2"
                                                     " WHERE id = ?1", error)))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }
  sqlite3_bind_int64 (stmt, 1, row->id);
  sqlite3_bind_text (stmt, 2, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_tx_run_logged (&tx, "matches", row->id, stmt, error) ||
      !hammer_store_tx_finish (&tx, self, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }
  return TRUE;
}
