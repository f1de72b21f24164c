/* hammer-store-changes.c — how the store changes: statements, transactions,
 * the change log and undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "hammer-change-set-private.h"
#include "hammer-store-private.h"

gboolean
hammer_store_is_logged_table (const char *table)
{
  /* The list is the change sets': names spliced into SQL are only these. */
  return _hammer_table_from_name (table, NULL);
}

/* Statements */

void
hammer_store_set_error (sqlite3     *db,
                        int          rc,
                        const char  *what,
                        GError     **error)
{
  const char *detail = db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc);
  HammerError code;
  g_autofree char *reason = NULL;

  switch (rc & 0xff)
    {
    case SQLITE_CONSTRAINT:
      code = HAMMER_ERROR_INVALID;
      reason = g_strdup (detail);
      break;
    case SQLITE_CORRUPT:
      code = HAMMER_ERROR_CORRUPT;
      reason = g_strdup (_("the database file is damaged; restore it from a backup"));
      break;
    case SQLITE_NOTADB:
      code = HAMMER_ERROR_NOT_A_DATABASE;
      reason = g_strdup (_("the file is not a Hammer database"));
      break;
    case SQLITE_FULL:
      code = HAMMER_ERROR_IO;
      reason = g_strdup (_("the disk is full; nothing was changed"));
      break;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      code = HAMMER_ERROR_FAILED;
      reason = g_strdup (_("another program is writing to the database; try again in a moment"));
      break;
    case SQLITE_READONLY:
      code = HAMMER_ERROR_IO;
      reason = g_strdup (_("the database file may only be read, not written"));
      break;
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
      code = HAMMER_ERROR_IO;
      reason = g_strdup (detail);
      break;
    default:
      code = HAMMER_ERROR_FAILED;
      reason = g_strdup (detail);
      break;
    }

  g_set_error (error, HAMMER_ERROR, code, "%s: %s", what, reason);
}

gboolean
hammer_store_exec (sqlite3     *db,
                   const char  *sql,
                   const char  *what,
                   GError     **error)
{
  int rc = sqlite3_exec (db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, what, error);
      return FALSE;
    }
  return TRUE;
}

sqlite3_stmt *
hammer_store_prepare (sqlite3     *db,
                      const char  *sql,
                      GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      return NULL;
    }
  return stmt;
}

GArray *
hammer_store_step_ids (sqlite3       *db,
                       sqlite3_stmt  *stmt,
                       const char    *what,
                       GError       **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;

  g_return_val_if_fail (stmt != NULL, NULL);

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, what, error);
      return NULL;
    }
  return g_steal_pointer (&ids);
}

void
hammer_store_bind_text (sqlite3_stmt *stmt,
                        int           index,
                        const char   *text)
{
  if (text != NULL && *text != '\0')
    sqlite3_bind_text (stmt, index, text, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, index);
}

gboolean
hammer_store_step_done (sqlite3_stmt  *stmt,
                        const char    *what,
                        GError       **error)
{
  int rc = sqlite3_step (stmt);

  if (rc != SQLITE_DONE && rc != SQLITE_ROW)
    {
      hammer_store_set_error (sqlite3_db_handle (stmt), rc, what, error);
      return FALSE;
    }
  return TRUE;
}

gint64
hammer_store_query_int (sqlite3     *db,
                        const char  *sql,
                        int         *rc_out)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 value = 0;
  int rc;

  rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);
  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          value = sqlite3_column_int64 (stmt, 0);
          rc = SQLITE_OK;
        }
      else if (rc == SQLITE_DONE)
        rc = SQLITE_OK;
    }
  *rc_out = rc;
  return value;
}

/* The statement cache. Statements that run for every logged row are
 * prepared once per connection: preparing costs more than running them.
 * A statement is found by its SQL's address first, checked against the
 * statement's own text (an address may be reused for other SQL), and by
 * the text only when that fails: hashing the text of a long statement for
 * each of thousands of rows cost more than running some of them. */
static GMutex statement_cache_lock;
static GHashTable *statement_caches;  /* sqlite3* → StatementCache */

typedef struct
{
  GHashTable *by_text;     /* SQL → sqlite3_stmt*, owning the statements */
  GHashTable *by_address;  /* the address a caller gave its SQL at → sqlite3_stmt* */
} StatementCache;

static void
finalize_statement (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

static void
statement_cache_free (StatementCache *cache)
{
  g_hash_table_unref (cache->by_address);
  g_hash_table_unref (cache->by_text);
  g_free (cache);
}

sqlite3_stmt *
hammer_store_borrow_statement (sqlite3     *db,
                               const char  *sql,
                               GError     **error)
{
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&statement_cache_lock);
  StatementCache *cache;
  sqlite3_stmt *stmt;
  int rc;

  if (statement_caches == NULL)
    statement_caches = g_hash_table_new_full (NULL, NULL, NULL,
                                              (GDestroyNotify) statement_cache_free);
  cache = g_hash_table_lookup (statement_caches, db);
  if (cache == NULL)
    {
      cache = g_new0 (StatementCache, 1);
      cache->by_text = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                              finalize_statement);
      cache->by_address = g_hash_table_new (NULL, NULL);
      g_hash_table_insert (statement_caches, db, cache);
    }

  stmt = g_hash_table_lookup (cache->by_address, sql);
  if (stmt == NULL || strcmp (sqlite3_sql (stmt), sql) != 0)
    stmt = g_hash_table_lookup (cache->by_text, sql);
  if (stmt != NULL)
    {
      g_hash_table_insert (cache->by_address, (gpointer) sql, stmt);
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      return stmt;
    }

  rc = sqlite3_prepare_v3 (db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      return NULL;
    }
  g_hash_table_insert (cache->by_text, g_strdup (sql), stmt);
  g_hash_table_insert (cache->by_address, (gpointer) sql, stmt);
  return stmt;
}

void
hammer_store_close_connection (sqlite3 *db)
{
  if (db == NULL)
    return;

  /* The cached statements go first: they are what the cache lent out. */
  g_mutex_lock (&statement_cache_lock);
  if (statement_caches != NULL)
    g_hash_table_remove (statement_caches, db);
  g_mutex_unlock (&statement_cache_lock);
  sqlite3_close_v2 (db);
}

/* The change log */

/* The SQL of one logged table: the JSON snapshot of a row, made by SQLite
 * itself from the table's columns, and the change log's insert, which takes
 * the row's snapshot after the change in the same step. */
typedef struct
{
  char *snapshot;
  char *log;
  char *log_new;     /* rows ?3 to ?4, new in this change, in the order of their ids */
  char *hold;        /* the rows of the JSON array ?2, in its order, held from place ?1 */
  char *log_held;    /* the rows held at places ?2 to ?3, logged with what they are now */
} TableSql;

static TableSql *
table_sql_new (sqlite3    *db,
               const char *table)
{
  g_autoptr(sqlite3_stmt) columns = NULL;
  g_autofree char *pragma = g_strdup_printf ("PRAGMA table_info(%s)", table);
  g_autoptr(GString) object = g_string_new ("json_object(");
  g_autoptr(GString) of_t = g_string_new ("json_object(");
  TableSql *sql = g_new0 (TableSql, 1);
  gboolean first = TRUE;

  /* of_t names the columns of "t": json_each() has an "id" of its own. */
  if (sqlite3_prepare_v2 (db, pragma, -1, &columns, NULL) == SQLITE_OK)
    while (sqlite3_step (columns) == SQLITE_ROW)
      {
        const char *name = (const char *) sqlite3_column_text (columns, 1);

        /* The roster's folded keys derive from the row's own columns; its
         * triggers write them again when undo puts the row back. */
        if (g_str_has_suffix (name, "_folded"))
          continue;
        g_string_append_printf (object, "%s'%s', %s", first ? "" : ", ", name, name);
        g_string_append_printf (of_t, "%s'%s', t.%s", first ? "" : ", ", name, name);
        first = FALSE;
      }
  g_string_append_c (object, ')');
  g_string_append_c (of_t, ')');
  sql->snapshot = g_strdup_printf ("SELECT %s FROM %s WHERE id = ?", object->str, table);
  sql->log = g_strdup_printf ("INSERT INTO change_rows (change_id, seq, table_name, row_id,"
                              " before, after) VALUES (?1, ?2, '%s', ?3, ?4,"
                              " (SELECT %s FROM %s WHERE id = ?3))", table, object->str, table);
  sql->log_new = g_strdup_printf ("INSERT INTO change_rows (change_id, seq, table_name, row_id,"
                                  " before, after) SELECT ?1, ?2 + id - ?3, '%s', id, NULL, %s"
                                  " FROM %s WHERE id BETWEEN ?3 AND ?4 ORDER BY id", table,
                                  object->str, table);
  sql->hold = g_strdup_printf ("INSERT INTO temp.hammer_held_rows (seq, row_id, snapshot)"
                               " SELECT ?1 + j.key, t.id, %s FROM json_each (?2) j JOIN %s t"
                               " ON t.id = j.value", of_t->str, table);
  sql->log_held = g_strdup_printf ("INSERT INTO change_rows (change_id, seq, table_name, row_id,"
                                   " before, after) SELECT ?1, h.seq, '%s', h.row_id, h.snapshot,"
                                   " CASE WHEN t.id IS NULL THEN NULL ELSE %s END"
                                   " FROM temp.hammer_held_rows h LEFT JOIN %s t"
                                   " ON t.id = h.row_id WHERE h.seq BETWEEN ?2 AND ?3"
                                   " ORDER BY h.seq", table, of_t->str, table);
  return sql;
}

/* The column lists are the same on every connection of one schema. */
static const TableSql *
table_sql (sqlite3    *db,
           const char *table)
{
  static GMutex lock;
  static GHashTable *sql_by_table;
  TableSql *sql;

  g_mutex_lock (&lock);
  if (sql_by_table == NULL)
    sql_by_table = g_hash_table_new (g_str_hash, g_str_equal);
  sql = g_hash_table_lookup (sql_by_table, table);
  if (sql == NULL)
    {
      sql = table_sql_new (db, table);
      g_hash_table_insert (sql_by_table, (gpointer) g_intern_string (table), sql);
    }
  g_mutex_unlock (&lock);
  return sql;
}

char *
hammer_store_snapshot_row (sqlite3     *db,
                           const char  *table,
                           gint64       row_id,
                           GError     **error)
{
  sqlite3_stmt *stmt;
  char *snapshot = NULL;
  int rc;

  g_return_val_if_fail (hammer_store_is_logged_table (table), NULL);

  if (!(stmt = hammer_store_borrow_statement (db, table_sql (db, table)->snapshot, error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, row_id);

  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    snapshot = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  else if (rc != SQLITE_DONE)
    hammer_store_set_error (db, rc, _("Could not read the database"), error);
  sqlite3_reset (stmt);
  return snapshot;
}

/* Whether row @id of @table is there: for the message of a batch that
 * found fewer rows than it was given. */
static gboolean
hammer_store_row_exists (sqlite3    *db,
                         const char *table,
                         gint64      id)
{
  g_autofree char *snapshot = hammer_store_snapshot_row (db, table, id, NULL);

  return snapshot != NULL;
}

void
hammer_store_set_not_found (const char  *table,
                            gint64       id,
                            GError     **error)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               g_str_equal (table, "clubs")
                 ? _("There is no club with number %" PRId64)
                 : g_str_equal (table, "players")
                     ? _("There is no player with number %" PRId64)
                     : _("Row %" PRId64 " is missing from the database"), id);
}

char *
hammer_store_snapshot_existing (sqlite3     *db,
                                const char  *table,
                                gint64       id,
                                GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  char *snapshot = hammer_store_snapshot_row (db, table, id, &local_error);

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (snapshot == NULL)
    hammer_store_set_not_found (table, id, error);
  return snapshot;
}

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
hammer_store_tx_log_row (HammerStoreTx  *tx,
                         const char     *table,
                         gint64          row_id,
                         const char     *before,
                         GError        **error)
{
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (hammer_store_is_logged_table (table), FALSE);

  /* One step: the snapshot after the change never leaves SQLite. */
  if (!(stmt = hammer_store_borrow_statement (tx->db, table_sql (tx->db, table)->log, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, tx->change_id);
  sqlite3_bind_int64 (stmt, 2, tx->seq++);
  sqlite3_bind_int64 (stmt, 3, row_id);
  /* @before outlives the step: no copy. */
  if (before != NULL && *before != '\0')
    sqlite3_bind_text (stmt, 4, before, -1, SQLITE_STATIC);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_store_tx_log_new_rows (HammerStoreTx  *tx,
                              const char     *table,
                              gint64          first_id,
                              gint64          last_id,
                              GError        **error)
{
  sqlite3_stmt *stmt;
  gint64 n = last_id - first_id + 1;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (hammer_store_is_logged_table (table), FALSE);
  g_return_val_if_fail (first_id > 0 && n > 0, FALSE);

  if (!(stmt = hammer_store_borrow_statement (tx->db, table_sql (tx->db, table)->log_new, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, tx->change_id);
  sqlite3_bind_int64 (stmt, 2, tx->seq);
  sqlite3_bind_int64 (stmt, 3, first_id);
  sqlite3_bind_int64 (stmt, 4, last_id);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  /* A row missing from the run would leave a gap in the log's order. */
  if (sqlite3_changes64 (tx->db) != n)
    {
      for (gint64 id = first_id; id <= last_id; id++)
        if (!hammer_store_row_exists (tx->db, table, id))
          {
            hammer_store_set_not_found (table, id, error);
            break;
          }
      return FALSE;
    }
  tx->seq += n;
  return TRUE;
}

/* The rows of a change held as they were until they are logged with what
 * they have become (hammer_store_tx_log_rows_after()): one INSERT of whole
 * log rows at the end, where an INSERT of the rows as they were and an
 * UPDATE of each with its new state wrote every log row twice. A temporary
 * table: it goes with the connection, and a rollback empties it. */
static gboolean
clear_held_rows (sqlite3     *db,
                 guint        first_seq,
                 guint        last_seq,
                 GError     **error)
{
  sqlite3_stmt *stmt;
  int rc;

  if (!hammer_store_exec (db, "CREATE TEMP TABLE IF NOT EXISTS hammer_held_rows"
                              " (seq INTEGER PRIMARY KEY, row_id INTEGER NOT NULL, snapshot TEXT)",
                          _("Could not record the change"), error) ||
      !(stmt = hammer_store_borrow_statement (db, "DELETE FROM temp.hammer_held_rows"
                                                  " WHERE seq BETWEEN ?1 AND ?2", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, first_seq);
  sqlite3_bind_int64 (stmt, 2, last_seq);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_store_tx_log_rows_before (HammerStoreTx  *tx,
                                 const char     *table,
                                 const gint64   *ids,
                                 guint           n_ids,
                                 guint          *first_seq,
                                 GError        **error)
{
  g_autoptr(GString) list = g_string_new ("[");
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (hammer_store_is_logged_table (table), FALSE);
  g_return_val_if_fail (ids != NULL || n_ids == 0, FALSE);
  g_return_val_if_fail (first_seq != NULL, FALSE);

  *first_seq = tx->seq;
  if (n_ids == 0)
    return TRUE;
  for (guint i = 0; i < n_ids; i++)
    g_string_append_printf (list, "%s%" G_GINT64_FORMAT, i > 0 ? "," : "", ids[i]);
  g_string_append_c (list, ']');

  if (!clear_held_rows (tx->db, tx->seq, tx->seq + n_ids - 1, error) ||
      !(stmt = hammer_store_borrow_statement (tx->db, table_sql (tx->db, table)->hold, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, tx->seq);
  sqlite3_bind_text (stmt, 2, list->str, list->len, SQLITE_STATIC);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  if (sqlite3_changes64 (tx->db) != n_ids)
    {
      for (guint i = 0; i < n_ids; i++)
        if (!hammer_store_row_exists (tx->db, table, ids[i]))
          {
            hammer_store_set_not_found (table, ids[i], error);
            break;
          }
      return FALSE;
    }
  /* The places are the rows' now, though they are logged later. */
  tx->seq += n_ids;
  return TRUE;
}

gboolean
hammer_store_tx_log_rows_after (HammerStoreTx  *tx,
                                const char     *table,
                                guint           first_seq,
                                guint           n_ids,
                                GError        **error)
{
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (hammer_store_is_logged_table (table), FALSE);
  g_return_val_if_fail (first_seq + n_ids <= tx->seq, FALSE);

  if (n_ids == 0)
    return TRUE;
  if (!(stmt = hammer_store_borrow_statement (tx->db, table_sql (tx->db, table)->log_held,
                                              error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, tx->change_id);
  sqlite3_bind_int64 (stmt, 2, first_seq);
  sqlite3_bind_int64 (stmt, 3, first_seq + n_ids - 1);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  if (sqlite3_changes64 (tx->db) != n_ids)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED, "%s",
                   _("Could not record the change"));
      return FALSE;
    }
  return clear_held_rows (tx->db, first_seq, first_seq + n_ids - 1, error);
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
