/* hammer-store-statements.c — SQLite statements as the store runs them: errors in
 * the user's words, small helpers and the cache of prepared statements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-store-private.h"

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
