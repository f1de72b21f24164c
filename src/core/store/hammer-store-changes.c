/* hammer-store-changes.c — how the store changes: transactions, the changes
 * they make, and where changes come from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "hammer-store-private.h"

gboolean
hammer_store_tx_begin (HammerStoreTx  *tx,
                       sqlite3        *db,
                       const char     *description,
                       GError        **error)
{
  g_autofree char *now = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (tx != NULL, FALSE);
  g_return_val_if_fail (db != NULL, FALSE);

  tx->db = db;
  tx->change_id = 0;
  tx->seq = 0;

  /* A file whose check was put off is not written before it passed. */
  if (!hammer_store_check_connection (db, error))
    {
      tx->db = NULL;
      return FALSE;
    }

  /* IMMEDIATE takes the write lock now, so a second writer waits here
   * (busy timeout) instead of failing halfway through the change. */
  if (!hammer_store_exec (db, "BEGIN IMMEDIATE", _("Could not start a change"), error))
    {
      tx->db = NULL;
      return FALSE;
    }

  if (!(stmt = hammer_store_borrow_statement (db, "INSERT INTO changes (description, made_at, source)"
                                                  " VALUES (?, ?, hammer_change_source ())", error)))
    goto fail;
  sqlite3_bind_text (stmt, 1, description, -1, SQLITE_TRANSIENT);
  now = hammer_now_stamp ();
  sqlite3_bind_text (stmt, 2, now, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not start a change"), error);
      goto fail;
    }
  tx->change_id = sqlite3_last_insert_rowid (db);
  return TRUE;

fail:
  hammer_store_tx_rollback (tx);
  return FALSE;
}

char *
hammer_store_tx_dup_source (HammerStoreTx *tx)
{
  sqlite3_stmt *stmt;
  char *source = NULL;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, NULL);

  stmt = hammer_store_borrow_statement (tx->db, "SELECT hammer_change_source ()", NULL);
  if (stmt != NULL && sqlite3_step (stmt) == SQLITE_ROW)
    source = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  if (stmt != NULL)
    sqlite3_reset (stmt);
  return source;
}

gboolean
hammer_store_tx_describe (HammerStoreTx  *tx,
                          const char     *description,
                          GError        **error)
{
  sqlite3_stmt *stmt;
  gboolean done;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (description != NULL, FALSE);

  if (!(stmt = hammer_store_borrow_statement (tx->db, "UPDATE changes SET description = ?"
                                                      " WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_text (stmt, 1, description, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, tx->change_id);
  done = hammer_store_step_done (stmt, _("Could not record the change"), error);
  sqlite3_reset (stmt);
  return done;
}

gboolean
hammer_store_tx_commit (HammerStoreTx  *tx,
                        GError        **error)
{
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);

  rc = sqlite3_exec (tx->db, "COMMIT", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (tx->db, rc, _("Could not save the change"), error);
      hammer_store_tx_rollback (tx);
      return FALSE;
    }
  tx->db = NULL;
  return TRUE;
}

gboolean
hammer_store_tx_finish (HammerStoreTx  *tx,
                        HammerStore    *store,
                        GError        **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  if (!hammer_store_tx_commit (tx, error))
    return FALSE;
  hammer_store_emit_changed (store);
  return TRUE;
}

gboolean
hammer_store_tx_finish_adopting (HammerStoreTx         *tx,
                                 HammerStore           *store,
                                 HammerStoreAdoptFunc   adopt,
                                 gpointer               data,
                                 GError               **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (adopt != NULL, FALSE);

  if (!hammer_store_tx_commit (tx, error))
    return FALSE;
  hammer_store_emit_changed_adopting (store, adopt, data);
  return TRUE;
}

gboolean
hammer_store_tx_end (HammerStoreTx  *tx,
                     HammerStore    *store,
                     gboolean        written,
                     GError        **error)
{
  if (written && hammer_store_tx_finish (tx, store, error))
    return TRUE;
  hammer_store_tx_rollback (tx);
  return FALSE;
}

void
hammer_store_tx_rollback (HammerStoreTx *tx)
{
  g_return_if_fail (tx != NULL);

  if (tx->db != NULL && !sqlite3_get_autocommit (tx->db))
    sqlite3_exec (tx->db, "ROLLBACK", NULL, NULL, NULL);
  tx->db = NULL;
}

gint64
hammer_store_tx_insert_row (HammerStoreTx  *tx,
                            const char     *table,
                            sqlite3_stmt   *stmt,
                            const char     *what,
                            GError        **error)
{
  gboolean done;
  gint64 id;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, 0);

  done = hammer_store_step_done (stmt, what, error);
  sqlite3_reset (stmt);
  if (!done)
    return 0;
  id = sqlite3_last_insert_rowid (tx->db);
  return hammer_store_tx_log_row (tx, table, id, NULL, error) ? id : 0;
}

gboolean
hammer_store_tx_run_logged (HammerStoreTx  *tx,
                            const char     *table,
                            gint64          id,
                            sqlite3_stmt   *stmt,
                            GError        **error)
{
  g_autofree char *before = NULL;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);

  if (!(before = hammer_store_snapshot_existing (tx->db, table, id, error)))
    return FALSE;

  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not save the change"), error);
      return FALSE;
    }

  return hammer_store_tx_log_row (tx, table, id, before, error);
}

gboolean
hammer_store_tx_update_row (HammerStoreTx  *tx,
                            const char     *table,
                            gint64          id,
                            const char     *sql,
                            GError        **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);

  if (!(stmt = hammer_store_borrow_statement (tx->db, sql, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  return hammer_store_tx_run_logged (tx, table, id, stmt, error);
}

gint64
hammer_store_get_last_change (HammerStore *self)
{
  sqlite3_stmt *stmt;
  gint64 id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  /* Another writer's change (a board's, hammer-cli's) is not this store's
   * to offer for undo, even when it is the newest in the file. */
  stmt = hammer_store_borrow_statement (hammer_store_get_db (self),
                                        "SELECT id FROM changes"
                                        " WHERE coalesce (source, 'desk') = ?"
                                        " ORDER BY id DESC LIMIT 1", NULL);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_text (stmt, 1, hammer_store_get_source (self), -1, SQLITE_STATIC);
  id = sqlite3_step (stmt) == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : 0;
  sqlite3_reset (stmt);
  return id;
}

char *
hammer_source_for_board (guint board)
{
  if (board == 0)
    return g_strdup (HAMMER_SOURCE_DESK_KEY);
  return g_strdup_printf (HAMMER_SOURCE_BOARD_PREFIX "%u", board);
}

char *
hammer_source_describe (const char *source)
{
  if (source == NULL || g_str_equal (source, HAMMER_SOURCE_DESK))
    return NULL;
  if (g_str_equal (source, HAMMER_SOURCE_CLI))
    return g_strdup (_("from hammer-cli"));
  if (g_str_equal (source, HAMMER_SOURCE_DESK_KEY))
    /* Translators: where a result came from: the hall server's desk key
     * (hammer-cli serve prints it), as in "2–1, from the desk key". */
    return g_strdup (_("from the desk key"));
  if (g_str_equal (source, HAMMER_SOURCE_PHONE))
    /* Translators: where a change came from, as in "…, from a player’s phone". */
    return g_strdup (_("from a player’s phone"));
  if (g_str_has_prefix (source, HAMMER_SOURCE_BOARD_PREFIX))
    {
      guint64 board = 0;

      if (g_ascii_string_to_unsigned (source + strlen (HAMMER_SOURCE_BOARD_PREFIX), 10, 1,
                                      G_MAXUINT, &board, NULL))
        /* Translators: where a result came from, as in "2–1, from board 3". */
        return g_strdup_printf (_("from board %u"), (guint) board);
    }
  /* Translators: where a change came from, a writer Hammer does not know. */
  return g_strdup_printf (_("from “%s”"), source);
}
