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
  gint     running;             /* atomic: a checkpoint is under way */
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
  g_atomic_int_set (&self->running, 0);
  g_task_return_boolean (task, rc == SQLITE_OK);
}

/* After each commit of the store's connection, on its thread. */
static int
on_wal_commit (void       *data,
               sqlite3    *db,
               const char *name,
               int         pages)
{
  HammerCheckpointer *self = data;
  g_autoptr(GTask) task = NULL;

  if (pages < CHECKPOINT_PAGES || !g_atomic_int_compare_and_exchange (&self->running, 0, 1))
    return SQLITE_OK;
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, on_wal_commit);
  g_task_set_task_data (task, checkpointer_ref (self), (GDestroyNotify) checkpointer_unref);
  g_task_run_in_thread (task, checkpoint_thread);
  return SQLITE_OK;
}

HammerCheckpointer *
hammer_checkpointer_new (sqlite3    *db,
                         const char *path)
{
  HammerCheckpointer *self = g_new0 (HammerCheckpointer, 1);

  self->ref_count = 1;
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
  if (db != NULL)
    sqlite3_wal_autocheckpoint (db, CHECKPOINT_PAGES);
  checkpointer_unref (self);
}
