/* hammer-store-check.c — the integrity check, now or put off until the
 * window is on screen
 *
 * SQLite's quick_check reads every page: on a federation's database that is
 * tens of milliseconds the first frame does not need. The app's opening
 * (hammer_store_open_async()) therefore leaves it to a worker thread once
 * the window has painted, on a connection of its own, and every write
 * waits for it: a write on the store's own connection (its transaction's
 * start, hammer_store_tx_begin()) or on the store's writer. A damaged file
 * is then refused before anything is written to it, as when it is checked
 * at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-store-private.h"

#define BUSY_TIMEOUT_MS 5000

typedef enum {
  CHECK_WAITING,
  CHECK_RUNNING,
  CHECK_DONE,
} CheckState;

struct _HammerStoreCheck
{
  GMutex mutex;
  GCond done;
  char *path;
  sqlite3 *guarded;   /* the store's own connection, whose writes wait */
  CheckState state;
  GError *error;      /* why the file was refused, once done */
};

/* The connections whose checks have not passed, and their checks: a
 * transaction knows its connection only. Counted, so that a write on a
 * checked file does not take the lock. */
G_LOCK_DEFINE_STATIC (unchecked);
static GHashTable *unchecked;
static gint n_unchecked;

static void
forget_connection (HammerStoreCheck *check)
{
  G_LOCK (unchecked);
  if (unchecked != NULL && g_hash_table_remove (unchecked, check->guarded))
    g_atomic_int_add (&n_unchecked, -1);
  G_UNLOCK (unchecked);
}

gboolean
hammer_store_quick_check (sqlite3     *db,
                          const char  *path,
                          GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, "PRAGMA quick_check", error)))
    {
      g_prefix_error (error, _("“%s”: "), path);
      return FALSE;
    }
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW || g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0), "ok") != 0)
    {
      /* SQLite's findings ("Page 22: btreeInitPage() returns error code
       * 11", several lines of them) are for a developer, not the user. */
      g_debug ("quick_check of %s: %s", path,
               rc == SQLITE_ROW ? (const char *) sqlite3_column_text (stmt, 0)
                                : sqlite3_errmsg (db));
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                   _("“%s” is damaged. Hammer has not changed it; restore it from a "
                     "backup."),
                   path);
      return FALSE;
    }
  return TRUE;
}

/* On a read-only connection of the check's own: the store's connection
 * belongs to the main thread. */
static gboolean
run_check (HammerStoreCheck  *check,
           GError           **error)
{
  sqlite3 *db = NULL;
  gboolean ok;
  int rc;

  rc = sqlite3_open_v2 (check->path, &db, SQLITE_OPEN_READONLY, NULL);
  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Could not open “%s”"), check->path);

      hammer_store_set_error (db, rc, what, error);
      sqlite3_close (db);
      return FALSE;
    }
  sqlite3_extended_result_codes (db, TRUE);
  sqlite3_busy_timeout (db, BUSY_TIMEOUT_MS);
  ok = hammer_store_quick_check (db, check->path, error);
  sqlite3_close (db);
  return ok;
}

HammerStoreCheck *
hammer_store_check_new (const char *path,
                        sqlite3    *guarded)
{
  HammerStoreCheck *check = g_new0 (HammerStoreCheck, 1);

  g_mutex_init (&check->mutex);
  g_cond_init (&check->done);
  check->path = g_strdup (path);
  check->guarded = guarded;
  check->state = CHECK_WAITING;

  G_LOCK (unchecked);
  if (unchecked == NULL)
    unchecked = g_hash_table_new (NULL, NULL);
  g_hash_table_insert (unchecked, guarded, check);
  g_atomic_int_add (&n_unchecked, 1);
  G_UNLOCK (unchecked);
  return check;
}

/* The store is going: no write on its connection waits any more, and no
 * check runs, as each holds the store. */
void
hammer_store_check_free (HammerStoreCheck *check)
{
  forget_connection (check);
  g_clear_error (&check->error);
  g_free (check->path);
  g_cond_clear (&check->done);
  g_mutex_clear (&check->mutex);
  g_free (check);
}

/* Runs the check on this thread when no other thread has begun it, or
 * waits for that one; then says whether the file passed. */
gboolean
hammer_store_check_await (HammerStoreCheck  *check,
                          GError           **error)
{
  gboolean ok;

  g_mutex_lock (&check->mutex);
  if (check->state == CHECK_WAITING)
    {
      GError *check_error = NULL;

      check->state = CHECK_RUNNING;
      g_mutex_unlock (&check->mutex);
      ok = run_check (check, &check_error);
      /* A file that passed has nothing more to guard. */
      if (ok)
        forget_connection (check);
      g_mutex_lock (&check->mutex);
      check->error = check_error;
      check->state = CHECK_DONE;
      g_cond_broadcast (&check->done);
    }
  while (check->state != CHECK_DONE)
    g_cond_wait (&check->done, &check->mutex);

  ok = check->error == NULL;
  if (!ok)
    g_propagate_error (error, g_error_copy (check->error));
  g_mutex_unlock (&check->mutex);
  return ok;
}

gboolean
hammer_store_check_connection (sqlite3  *db,
                               GError  **error)
{
  HammerStoreCheck *check = NULL;

  if (g_atomic_int_get (&n_unchecked) == 0)
    return TRUE;

  G_LOCK (unchecked);
  if (unchecked != NULL)
    check = g_hash_table_lookup (unchecked, db);
  G_UNLOCK (unchecked);
  return check == NULL || hammer_store_check_await (check, error);
}
