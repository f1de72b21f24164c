/* hammer-store-check.c — the integrity check, now, put off until the
 * window is on screen, or known passed
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
 * A file that passed, was written by Hammer and closed with nothing else
 * holding it is as sound at its next opening as when it closed: its writes
 * were SQLite's. What the file was then (device, inode, size, times of
 * change) is kept in the user's cache, and an opening that finds the file
 * so, with no write-ahead log beside it, skips the check: a command-line
 * write on a federation's file does not read every page first. Whatever
 * else writes the file, a copy over it or a disk tool, gives it another
 * change time (hammer_store_check_remember_good() waits until the clock
 * has moved on from the file's last change, so that even a write in the
 * same tick of a coarse clock is seen).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <time.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "io/hammer-file.h"
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

gboolean
hammer_store_check_passed (HammerStoreCheck *check)
{
  gboolean passed;

  g_mutex_lock (&check->mutex);
  passed = check->state == CHECK_DONE && check->error == NULL;
  g_mutex_unlock (&check->mutex);
  return passed;
}

/* Files known to have passed */

/* The files remembered, the newest last; older ones drop out. */
#define N_KNOWN_GOOD 64

static char *
known_good_list_path (void)
{
  return g_build_filename (g_get_user_cache_dir (), "hammer", "checked-files", NULL);
}

static gint64
nanoseconds (const struct timespec *time)
{
  return (gint64) time->tv_sec * G_GINT64_CONSTANT (1000000000) + time->tv_nsec;
}

/* The file at @path as it is now, one line of the list; %NULL when it
 * cannot be known good: not there, or a write-ahead log beside it (another
 * connection has it, or one did not close). Never opens the file: POSIX
 * drops a process's locks on a file when it closes any descriptor of it. */
static char *
describe_file (const char *path,
               gint64     *changed_ns)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *canonical = NULL;
  g_autofree char *key = NULL;
  GStatBuf file;

  if (g_file_test (wal, G_FILE_TEST_EXISTS) || g_stat (path, &file) != 0 ||
      !S_ISREG (file.st_mode))
    return NULL;
  if (changed_ns != NULL)
    *changed_ns = nanoseconds (&file.st_ctim);
  canonical = g_canonicalize_filename (path, NULL);
  key = g_compute_checksum_for_string (G_CHECKSUM_SHA256, canonical, -1);
  return g_strdup_printf ("%s %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GINT64_FORMAT
                          " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT, key,
                          (guint64) file.st_dev, (guint64) file.st_ino, (gint64) file.st_size,
                          nanoseconds (&file.st_mtim), nanoseconds (&file.st_ctim));
}

gboolean
hammer_store_check_is_known_good (const char *path)
{
  g_autofree char *line = NULL;
  g_autofree char *list_path = NULL;
  g_autofree char *list = NULL;
  g_auto(GStrv) lines = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  if (!(line = describe_file (path, NULL)))
    return FALSE;
  list_path = known_good_list_path ();
  if (!g_file_get_contents (list_path, &list, NULL, NULL))
    return FALSE;
  lines = g_strsplit (list, "\n", -1);
  return g_strv_contains ((const char * const *) lines, line);
}

void
hammer_store_check_remember_good (const char *path)
{
  g_autofree char *line = NULL;
  g_autofree char *list_path = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *old = NULL;
  g_autoptr(GString) list = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  gint64 changed_ns = 0;
  struct timespec now, tick;
  guint n_kept = 0, first = 0;
  gsize key_length;

  g_return_if_fail (path != NULL);

  if (!(line = describe_file (path, &changed_ns)))
    return;
  /* The file's times come from the kernel's coarse clock: a write in the
   * tick of its last change would leave them as they are. Past that tick,
   * any write changes them. A tick is a few milliseconds; the wait ends
   * about when the next one comes, not a whole millisecond at a time, as
   * every write command waits here (issue 28). */
  clock_getres (CLOCK_REALTIME_COARSE, &tick);
  for (guint i = 0; i < 400; i++)
    {
      struct timespec fine;
      gint64 until_tick_us;

      clock_gettime (CLOCK_REALTIME_COARSE, &now);
      if (nanoseconds (&now) > changed_ns)
        break;
      clock_gettime (CLOCK_REALTIME, &fine);
      until_tick_us = (nanoseconds (&now) + nanoseconds (&tick) - nanoseconds (&fine)) / 1000;
      g_usleep (CLAMP (until_tick_us + 20, 20, 1000));
    }

  list_path = known_good_list_path ();
  folder = g_path_get_dirname (list_path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    return;
  key_length = strchr (line, ' ') - line + 1;
  if (g_file_get_contents (list_path, &old, NULL, NULL))
    lines = g_strsplit (old, "\n", -1);
  else
    lines = g_new0 (char *, 1);
  /* The file's line replaces the one it had; the list keeps the newest. */
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && strncmp (lines[i], line, key_length) != 0)
      n_kept++;
  if (n_kept >= N_KNOWN_GOOD)
    first = n_kept - N_KNOWN_GOOD + 1;
  n_kept = 0;
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && strncmp (lines[i], line, key_length) != 0 && n_kept++ >= first)
      g_string_append_printf (list, "%s\n", lines[i]);
  g_string_append_printf (list, "%s\n", line);
  /* Written beside and renamed over, so that commands closing at once (a
   * script's, the app's and the hall server's) each leave a list of whole
   * lines, never their writes mixed; the later rename wins, which costs the
   * other file one check. Not synced, on purpose: a list lost or cut short
   * by a crash costs one check too (a line cut short matches no file),
   * where a sync would cost every write command a millisecond. */
  hammer_file_replace (list_path, list->str, list->len, NULL);
}
