/* hammer-store-checkpoint.c — the WAL copied back into the database file on
 * a thread of its own, not by the commit that happens to fill it
 *
 * SQLite's automatic checkpoint runs inside a commit once the WAL holds a
 * thousand pages: that commit then writes and syncs the whole database file
 * besides its own few pages. For the hall server, one result posted in a
 * hundred paid for it (the soak's p99). A connection that hands its
 * checkpoints over keeps SQLite's threshold, but the copying is done on a
 * worker thread, by a connection of the worker's (passive: it waits for no
 * reader and stops no writer), while the commit that reached it answers at
 * once. Its syncs are SQLite's own: PRAGMA synchronous = FULL, as the
 * store's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <sqlite3.h>

#include "hammer-store-private.h"

/* SQLite's own (SQLITE_DEFAULT_WAL_AUTOCHECKPOINT). */
#define CHECKPOINT_PAGES 1000
#define CHECKPOINT_BUSY_MS 5000

struct _HammerCheckpointer
{
  gint     ref_count;           /* atomic: the store's and a running checkpoint's */
  GMutex   lock;
  GCond    idle;                /* signalled when running goes back to FALSE */
  gboolean running;             /* under lock: a checkpoint is under way */
  char    *path;
  sqlite3 *db;                  /* the worker's; used by one checkpoint at a time */
};

static HammerCheckpointer *
checkpointer_ref (HammerCheckpointer *self)
{
  g_atomic_int_inc (&self->ref_count);
  return self;
}

static void
checkpointer_unref (HammerCheckpointer *self)
{
  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  if (self->db != NULL)
    sqlite3_close (self->db);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->idle);
  g_free (self->path);
  g_free (self);
}

static void
checkpoint_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  HammerCheckpointer *self = task_data;
  int rc = SQLITE_OK;

  if (self->db == NULL)
    {
      rc = sqlite3_open_v2 (self->path, &self->db, SQLITE_OPEN_READWRITE, NULL);
      if (rc == SQLITE_OK)
        {
          sqlite3_busy_timeout (self->db, CHECKPOINT_BUSY_MS);
          rc = sqlite3_exec (self->db, "PRAGMA synchronous = FULL", NULL, NULL, NULL);
        }
      if (rc != SQLITE_OK)
        g_clear_pointer (&self->db, sqlite3_close);
    }
  if (self->db != NULL)
    rc = sqlite3_wal_checkpoint_v2 (self->db, NULL, SQLITE_CHECKPOINT_PASSIVE, NULL, NULL);
  /* Not done (busy, or no connection): the next commit past the threshold
   * asks again. */
  if (rc != SQLITE_OK && rc != SQLITE_BUSY)
    g_message ("Could not checkpoint “%s”: %s", self->path,
               self->db != NULL ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
  g_mutex_lock (&self->lock);
  self->running = FALSE;
  g_cond_broadcast (&self->idle);
  g_mutex_unlock (&self->lock);
  g_task_return_boolean (task, rc == SQLITE_OK);
}

/* Starts a checkpoint on the worker unless one is under way. */
static void
start_checkpoint (HammerCheckpointer *self)
{
  g_autoptr(GTask) task = NULL;
  gboolean was_running;

  g_mutex_lock (&self->lock);
  was_running = self->running;
  self->running = TRUE;
  g_mutex_unlock (&self->lock);
  if (was_running)
    return;
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, start_checkpoint);
  g_task_set_task_data (task, checkpointer_ref (self), (GDestroyNotify) checkpointer_unref);
  g_task_run_in_thread (task, checkpoint_thread);
}

/* After each commit of the store's connection, on its thread. */
static int
on_wal_commit (void       *data,
               sqlite3    *db,
               const char *name,
               int         pages)
{
  if (pages >= CHECKPOINT_PAGES)
    start_checkpoint (data);
  return SQLITE_OK;
}

HammerCheckpointer *
hammer_checkpointer_new (sqlite3    *db,
                         const char *path)
{
  HammerCheckpointer *self = g_new0 (HammerCheckpointer, 1);

  self->ref_count = 1;
  g_mutex_init (&self->lock);
  g_cond_init (&self->idle);
  self->path = g_strdup (path);
  /* Replaces SQLite's automatic checkpoint on @db. */
  sqlite3_wal_hook (db, on_wal_commit, self);
  return self;
}

void
hammer_checkpointer_free (HammerCheckpointer *self,
                          sqlite3            *db)
{
  if (self == NULL)
    return;
  /* No checkpoint starts from here on: @db's commits are on this thread. */
  if (db != NULL)
    sqlite3_wal_autocheckpoint (db, CHECKPOINT_PAGES);
  /* The one under way ends, and its connection closes, before @db does:
   * the last connection to close deletes the WAL, and a process could end
   * with the worker's still open and the WAL left behind. */
  g_mutex_lock (&self->lock);
  while (self->running)
    g_cond_wait (&self->idle, &self->lock);
  g_clear_pointer (&self->db, sqlite3_close);
  g_mutex_unlock (&self->lock);
  checkpointer_unref (self);
}
