/* hammer-store-undo.c — undoing a change of the change log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-roster-private.h"
#include "hammer-store-private.h"

/* Says in words what keeps row @row_id of @table from coming back as
 * @snapshot: a licence or a club name that is someone else's now. %NULL
 * when it is something else. */
static char *
describe_clash (sqlite3     *db,
                const char  *table,
                gint64       row_id,
                const char  *snapshot)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  const char *column = g_str_equal (table, "players") ? "licence" : "name";
  g_autofree char *value = hammer_store_snapshot_value (db, table, snapshot, column);
  g_autofree char *sql = NULL;

  if (value == NULL)
    return NULL;

  /* As the unique indexes compare: licences exactly, club names in any case. */
  sql = g_strdup_printf ("SELECT name FROM %s WHERE %s = ?%s AND id != ?", table, column,
                         g_str_equal (table, "clubs") ? " COLLATE NOCASE" : "");
  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    return NULL;
  sqlite3_bind_text (stmt, 1, value, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, row_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return NULL;

  if (g_str_equal (table, "players"))
    return g_strdup_printf (_("licence %s belongs to %s now"), value,
                            (const char *) sqlite3_column_text (stmt, 0));
  return g_strdup_printf (_("there is another club called “%s” now"),
                          (const char *) sqlite3_column_text (stmt, 0));
}

static void
set_damaged_record (GError **error)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
               _("Could not undo the change: its record in the database is damaged"));
}

/* Runs @stmt, prepared on @db, and says on error that the undo failed. */
static gboolean
step_undo (sqlite3       *db,
           sqlite3_stmt  *stmt,
           GError       **error)
{
  int rc = sqlite3_step (stmt);

  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not undo the change"), error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
delete_row (sqlite3     *db,
            const char  *table,
            gint64       row_id,
            GError     **error)
{
  g_autofree char *sql = g_strdup_printf ("DELETE FROM %s WHERE id = ?", table);
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, sql, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, row_id);
  return step_undo (db, stmt, error);
}

/* Says why row @row_id of @table cannot come back as @snapshot when a
 * constraint refused it. */
static void
set_clash_error (sqlite3     *db,
                 const char  *table,
                 gint64       row_id,
                 const char  *snapshot,
                 GError     **error)
{
  g_autofree char *clash = describe_clash (db, table, row_id, snapshot);

  if (clash != NULL)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("Could not undo the change: %s"), clash);
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("Could not undo the change: it would clash with what was stored since"));
}

/* Puts a row back into the state of @snapshot, or removes it when @snapshot
 * is %NULL. */
static gboolean
restore_row (sqlite3     *db,
             const char  *table,
             gint64       row_id,
             const char  *snapshot,
             GError     **error)
{
  int rc;

  if (snapshot == NULL)
    return delete_row (db, table, row_id, error);

  rc = hammer_store_restore_snapshot (db, table, snapshot);
  if (rc == SQLITE_DONE)
    return TRUE;
  /* A snapshot that does not read as the table's row is a damaged record,
   * said so: SQLite's own words would add nothing for the user. */
  if (rc == SQLITE_FORMAT || (rc & 0xff) == SQLITE_ERROR)
    {
      set_damaged_record (error);
      return FALSE;
    }
  if ((rc & 0xff) == SQLITE_CONSTRAINT)
    {
      g_debug ("Undo of %s %" PRId64 ": %s", table, row_id, sqlite3_errmsg (db));
      set_clash_error (db, table, row_id, snapshot, error);
      return FALSE;
    }
  hammer_store_set_error (db, rc, _("Could not undo the change"), error);
  return FALSE;
}

/* The description of change @change_id, when it may still be undone. */
static char *
undoable_description (sqlite3     *db,
                      gint64       change_id,
                      GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *description = NULL;

  if (!(stmt = hammer_store_prepare (db, "SELECT description, undone_by FROM changes"
                                     " WHERE id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, change_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no change %" PRId64 " to undo"), change_id);
      return NULL;
    }
  description = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  if (sqlite3_column_int64 (stmt, 1) != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has been undone already"), description);
      return NULL;
    }
  return g_steal_pointer (&description);
}

/* The refusal of undoing change @change_id over a row a later change
 * touched: it names that change, and who made it when it was not the desk,
 * so the director knows what to take back first (or correct instead). */
static void
set_built_on_error (sqlite3     *db,
                    gint64       change_id,
                    const char  *description,
                    const char  *table,
                    gint64       row_id,
                    GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *later = NULL;
  g_autofree char *from = NULL;

  stmt = hammer_store_prepare (db, "SELECT c.description, c.source FROM change_rows r"
                               " JOIN changes c ON c.id = r.change_id"
                               " WHERE r.change_id > ?1 AND r.table_name = ?2 AND r.row_id = ?3"
                               " ORDER BY r.change_id DESC LIMIT 1", NULL);
  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, change_id);
      sqlite3_bind_text (stmt, 2, table, -1, SQLITE_STATIC);
      sqlite3_bind_int64 (stmt, 3, row_id);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        {
          later = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
          from = hammer_source_describe ((const char *) sqlite3_column_text (stmt, 1));
        }
    }

  if (later != NULL && from != NULL)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 /* Translators: the second is a change, the third where it came
                  * from ("from board 3"). */
                 _("“%s” cannot be undone: “%s” (%s) was made on top of it since"),
                 description, later, from);
  else if (later != NULL)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("“%s” cannot be undone: “%s” was made on top of it since"),
                 description, later);
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("“%s” cannot be undone: what it changed has been changed again since"),
                 description);
}

/* Puts back one row of the change being undone, logging it in @tx. */
static gboolean
undo_row (HammerStoreTx  *tx,
          gint64          change_id,
          const char     *description,
          const char     *table,
          gint64          row_id,
          const char     *before,
          const char     *after,
          GError        **error)
{
  g_autofree char *current = NULL;
  g_autofree char *current_mark = NULL;
  g_autoptr(GError) local_error = NULL;

  if (table == NULL || !hammer_store_is_logged_table (table))
    {
      set_damaged_record (error);
      return FALSE;
    }

  /* The row's mark only to compare with one: older files have snapshots. */
  if (hammer_store_row_mark_columns (after) > 0)
    current = hammer_store_snapshot_row_marked (tx->db, table, row_id, &current_mark,
                                                &local_error);
  else
    current = hammer_store_snapshot_row (tx->db, table, row_id, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* Undoing over a later edit would silently throw that edit away. */
  if (!hammer_store_row_is_as_logged (tx->db, table, row_id, current, current_mark, after))
    {
      set_built_on_error (tx->db, change_id, description, table, row_id, error);
      return FALSE;
    }

  return restore_row (tx->db, table, row_id, before, error) &&
         (before == NULL || !g_str_equal (table, "players") ||
          hammer_roster_check_restored_player (tx->db, row_id, error)) &&
         hammer_store_tx_log_row (tx, table, row_id, current, error);
}

/* Puts back every row of change @change_id, the last one first. */
static gboolean
undo_rows (HammerStoreTx  *tx,
           gint64          change_id,
           const char     *description,
           GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (tx->db,
                                     "SELECT table_name, row_id, before, after FROM change_rows"
                                     " WHERE change_id = ? ORDER BY seq DESC", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, change_id);

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    if (!undo_row (tx, change_id, description,
                   (const char *) sqlite3_column_text (stmt, 0), sqlite3_column_int64 (stmt, 1),
                   (const char *) sqlite3_column_text (stmt, 2),
                   (const char *) sqlite3_column_text (stmt, 3), error))
      return FALSE;
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not undo the change"), error);
      return FALSE;
    }
  return TRUE;
}

/* Runs @sql, an UPDATE of the changes with ?1 and ?2, inside the undo. */
static gboolean
link_changes (sqlite3     *db,
              const char  *sql,
              gint64       first,
              gint64       second,
              GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, sql, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, first);
  sqlite3_bind_int64 (stmt, 2, second);
  return step_undo (db, stmt, error);
}

gboolean
hammer_store_undo (HammerStore  *self,
                   gint64        change_id,
                   GError      **error)
{
  sqlite3 *db;
  g_autofree char *description = NULL;
  g_autofree char *undo_description = NULL;
  HammerStoreTx tx = { 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (change_id > 0, FALSE);

  db = hammer_store_get_db (self);
  if (!(description = undoable_description (db, change_id, error)))
    return FALSE;

  /* TRANSLATORS: %s describes the change being undone, e.g. "Delete 3 players". */
  undo_description = g_strdup_printf (_("Undo: %s"), description);
  if (!hammer_store_tx_begin (&tx, db, undo_description, error))
    return FALSE;

  if (!undo_rows (&tx, change_id, description, error) ||
      !link_changes (db, "UPDATE changes SET undone_by = ?1 WHERE id = ?2;", tx.change_id,
                     change_id, error) ||
      !link_changes (db, "UPDATE changes SET undoes = ?1 WHERE id = ?2", change_id,
                     tx.change_id, error) ||
      !hammer_store_tx_finish (&tx, self, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  gint64 change_id;
  gint64 undo_id;
} UndoWrite;

static gboolean
undo_write (HammerStore  *writer,
            gpointer      data,
            GError      **error)
{
  UndoWrite *undo = data;

  if (!hammer_store_undo (writer, undo->change_id, error))
    return FALSE;
  undo->undo_id = hammer_store_get_last_change (writer);
  return TRUE;
}

void
hammer_store_undo_async (HammerStore         *self,
                         gint64               change_id,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  UndoWrite *undo;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (change_id > 0);

  undo = g_new0 (UndoWrite, 1);
  undo->change_id = change_id;
  hammer_store_write_async (self, undo_write, NULL, undo, g_free, hammer_store_undo_async,
                            cancellable, callback, user_data);
}

gint64
hammer_store_undo_finish (HammerStore   *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  if (!hammer_store_write_finish (self, result, hammer_store_undo_async, error))
    return 0;
  return ((UndoWrite *) hammer_store_write_get_data (result))->undo_id;
}
