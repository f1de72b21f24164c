/* hammer-day-update.c — a day's name, date, venue and rest changed after it
 * was made
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "events/hammer-day.h"
#include "events/hammer-day-private.h"
#include "events/hammer-events-private.h"
#include "store/hammer-store-tx.h"

/* Checks @change as hammer_days_create() checks a new day's fields; the
 * name stripped in @name (NULL when it stays). */
static gboolean
check_change (const HammerDayChange  *change,
              char                  **name,
              GError                **error)
{
  if (change->name != NULL && *(*name = g_strstrip (g_strdup (change->name))) == '\0')
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("--name: a day needs a name"));
      return FALSE;
    }
  if (change->date != NULL && *change->date == '\0')
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--date: a day needs a date like 2026-11-21"));
      return FALSE;
    }
  return change->date == NULL || hammer_event_check_date (change->date, error);
}

gboolean
hammer_days_update (HammerStore            *self,
                    gint64                  day_id,
                    const HammerDayChange  *change,
                    GError                **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (change != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_change (change, &name, error) ||
      !hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !hammer_day_check_exists (tx.db, day_id, error))
    return FALSE;
  if (!(stmt = hammer_store_borrow_statement (tx.db, "SELECT name FROM days WHERE id = ?",
                                              error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id);
  /* TRANSLATORS: a change in the history; %s is a tournament day's name. */
  description = g_strdup_printf (_("Edit day %s"),
                                 name != NULL ? name
                                 : sqlite3_step (stmt) == SQLITE_ROW
                                 ? (const char *) sqlite3_column_text (stmt, 0) : "");
  sqlite3_reset (stmt);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !(stmt = hammer_store_borrow_statement (tx.db, "UPDATE days SET"
                                                     " name = coalesce (?2, name),"
                                                     " date = coalesce (?3, date),"
                                                     " venue = CASE WHEN ?4 THEN ?5 ELSE venue END,"
                                                     " rest_minutes = coalesce (?6, rest_minutes)"
                                                     " WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id);
  hammer_store_bind_text (stmt, 2, name);
  hammer_store_bind_text (stmt, 3, change->date);
  sqlite3_bind_int (stmt, 4, change->venue != NULL);
  hammer_store_bind_text (stmt, 5, change->venue);
  if (change->rest_minutes >= 0)
    sqlite3_bind_int64 (stmt, 6, change->rest_minutes);
  if (!hammer_store_tx_run_logged (&tx, "days", day_id, stmt, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}
