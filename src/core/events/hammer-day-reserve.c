/* hammer-day-reserve.c — a board of a tournament day kept for one event of it, or one stage
 * of that event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "events/hammer-day.h"
#include "events/hammer-day-private.h"

/* Whether event @event_id has stage @stage (from 0): an event of groups
 * and a knockout has two, the groups (0) and the knockout (1); any other
 * one, played in one stage. */
static gboolean
check_stage (sqlite3  *db,
             gint64    event_id,
             int       stage,
             GError  **error)
{
  g_autoptr(HammerEventModel) model = hammer_event_load (db, event_id, error);

  if (model == NULL)
    return FALSE;
  if (hammer_format_get_info (model->format)->staged)
    {
      if (stage <= 1)
        return TRUE;
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has no stage %d: a board may be kept for its stage 0, the groups, "
                     "or its stage 1, the knockout"), model->name, stage);
      return FALSE;
    }
  if (stage == 0)
    return TRUE;
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("“%s” has no stage %d: it is played in one stage, so a board is kept for the "
                 "whole event"), model->name, stage);
  return FALSE;
}

gboolean
hammer_days_reserve_board (HammerStore  *self,
                           gint64        day_id,
                           guint         number,
                           gint64        event_id,
                           int           stage,
                           GError      **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  sqlite3_stmt *stmt;
  gint64 board_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* TRANSLATORS: a change in the history. */
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), _("Reserve a board"), error) ||
      !hammer_day_check_exists (tx.db, day_id, error))
    return FALSE;
  if (!(board_id = hammer_day_find_board (tx.db, day_id, number, NULL, error)))
    return FALSE;
  if (event_id != 0 && hammer_events_get_day (self, event_id, NULL) != day_id)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--reserve: event %" PRId64 " is not played on day %" PRId64),
                   event_id, day_id);
      return FALSE;
    }
  if (event_id != 0 && stage >= 0 && !check_stage (tx.db, event_id, stage, error))
    return FALSE;
  if (!(stmt = hammer_store_borrow_statement (tx.db, "UPDATE boards SET reserved_event_id = ?2,"
                                                     " reserved_stage = ?3 WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, board_id);
  if (event_id != 0)
    sqlite3_bind_int64 (stmt, 2, event_id);
  if (event_id != 0 && stage >= 0)
    sqlite3_bind_int (stmt, 3, stage);
  if (!hammer_store_tx_run_logged (&tx, "boards", board_id, stmt, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}
