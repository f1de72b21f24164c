/* hammer-store.c — one SQLite file: opened, and told of its changes
 *
 * Its schema is brought up to date in hammer-store-migrate.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include "hammer-i18n.h"
#include <glib/gstdio.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-change-set-private.h"
#include "hammer-store-locks-private.h"
#include "hammer-store-private.h"

#define BUSY_TIMEOUT_MS 5000

struct _HammerStore
{
  GObject parent_instance;

  char *path;
  sqlite3 *db;
  int schema_version;
  guint64 generation;   /* counts the changes made through this store */
  gint64 seen_version;  /* PRAGMA data_version when hammer_store_refresh() last looked */
  gint64 seen_change;   /* the newest change of the log told of in "changes" */
  char *source;         /* who makes the changes made through this store: "desk", "cli", "board:N" */
  HammerStoreWriter *writer;  /* the queue of writes off the main thread, made by the first */
  HammerCheckpointer *checkpointer; /* NULL: SQLite checkpoints in the commits */
  HammerStoreCheck *check;   /* the integrity check put off, until the store goes */
  gboolean remember_good;    /* the file passed (or the check is @check's): see finalize */
};

G_DEFINE_FINAL_TYPE (HammerStore, hammer_store, G_TYPE_OBJECT)

enum {
  CHANGED,
  CHANGES,
  N_SIGNALS
};

static guint signals[N_SIGNALS];
/* Opening */

/* Reads the file's first bytes through SQLite's own file layer, never with
 * a descriptor of our own: POSIX drops every lock a process holds on a
 * file when it closes any descriptor of it, so reading the header of a
 * file this process has open already (the desk's store and the hall
 * server's, in one process) would take the other connection's locks away,
 * and the next program to close the file would delete its log under it.
 * SQLite keeps such a descriptor open until its locks are released. */
static gboolean
check_file_header (const char  *path,
                   GError     **error)
{
  static const char magic[16] = "SQLite format 3";
  sqlite3_vfs *vfs = sqlite3_vfs_find (NULL);
  g_autofree sqlite3_file *file = g_malloc0 (vfs->szOsFile);
  g_autofree char *full_path = g_malloc0 (vfs->mxPathname + 1);
  sqlite3_int64 size = 0;
  char header[16] = { 0 };
  int flags = 0;
  int rc;

  _hammer_store_locks_install ();

  /* A missing file is created. */
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return TRUE;

  errno = 0;
  rc = vfs->xFullPathname (vfs, path, vfs->mxPathname + 1, full_path);
  if (rc == SQLITE_OK)
    rc = vfs->xOpen (vfs, full_path, file, SQLITE_OPEN_MAIN_DB | SQLITE_OPEN_READONLY, &flags);
  if (rc != SQLITE_OK)
    {
      int saved_errno = errno;

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO, _("Could not open “%s”: %s"),
                   path, saved_errno != 0 ? g_strerror (saved_errno) : sqlite3_errstr (rc));
      return FALSE;
    }
  rc = file->pMethods->xFileSize (file, &size);
  if (rc == SQLITE_OK && size > 0)
    rc = file->pMethods->xRead (file, header, MIN (size, (sqlite3_int64) sizeof header), 0);
  file->pMethods->xClose (file);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO, _("Could not read “%s”: %s"),
                   path, sqlite3_errstr (rc));
      return FALSE;
    }

  /* An empty file is what some programs leave when asked for a new one. */
  if (size == 0)
    return TRUE;

  if (size < (sqlite3_int64) sizeof header || memcmp (header, magic, sizeof magic) != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE,
                   _("“%s” is not a Hammer database: it is not an SQLite database file"), path);
      return FALSE;
    }
  return TRUE;
}

/* SQL's hammer_change_source(): the source the change log records for a
 * change made on this connection. A connection of no store (a worker's
 * import for the desk) records none, which reads as the desk. */
static void
change_source_function (sqlite3_context  *context,
                        int               n_values,
                        sqlite3_value   **values)
{
  HammerStore *store = sqlite3_user_data (context);

  if (store != NULL && store->source != NULL)
    sqlite3_result_text (context, store->source, -1, SQLITE_TRANSIENT);
  else
    sqlite3_result_null (context);
}

static gboolean
register_change_source (sqlite3      *db,
                        HammerStore  *store,
                        GError      **error)
{
  int rc = sqlite3_create_function (db, "hammer_change_source", 0,
                                    SQLITE_UTF8 | SQLITE_DIRECTONLY, store,
                                    change_source_function, NULL, NULL);

  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not open the database"), error);
      return FALSE;
    }
  return TRUE;
}

/* hammer_fold(TEXT): the roster's folded sort and search key of a text
 * (hammer_i18n_fold_name()), '' for NULL; schema 13's triggers call it. */
static void
fold_function (sqlite3_context  *context,
               int               argc,
               sqlite3_value   **argv)
{
  const char *text = (const char *) sqlite3_value_text (argv[0]);
  g_autofree char *folded = text != NULL ? hammer_i18n_fold_name (text) : NULL;

  sqlite3_result_text (context, folded != NULL ? folded : "", -1, SQLITE_TRANSIENT);
}

static gboolean
register_fold (sqlite3  *db,
               GError  **error)
{
  /* Not SQLITE_DIRECTONLY: the triggers of the players and clubs use it. */
  int rc = sqlite3_create_function (db, "hammer_fold", 1,
                                    SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, NULL,
                                    fold_function, NULL, NULL);

  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not open the database"), error);
      return FALSE;
    }
  return TRUE;
}

sqlite3 *
hammer_store_open_connection (const char  *path,
                              GError     **error)
{
  sqlite3 *db = NULL;
  int rc;

  _hammer_store_locks_install ();
  rc = sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Could not open “%s”"), path);

      hammer_store_set_error (db, rc, what, error);
      sqlite3_close (db);
      return NULL;
    }

  sqlite3_extended_result_codes (db, TRUE);
  sqlite3_busy_timeout (db, BUSY_TIMEOUT_MS);

  /* The first statement reads the file's header: a damaged or truncated
   * file is found out here, so the message names it. A statement of many
   * rows keeps what it would undo in memory, not in a file of its own in
   * /var/tmp: a draw wrote 3.6 MB there, and a full /var/tmp failed it. */
  rc = sqlite3_exec (db, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;"
                     " PRAGMA temp_store = MEMORY;",
                     NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Could not open “%s”"), path);

      hammer_store_set_error (db, rc, what, error);
      sqlite3_close (db);
      return NULL;
    }

  if (!register_change_source (db, NULL, error) || !register_fold (db, error) ||
      !hammer_store_register_log_functions (db, error))
    {
      sqlite3_close (db);
      return NULL;
    }
  return db;
}

char *
hammer_store_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, "hammer.db", NULL);
}

static HammerStore *
open_store (const char  *path,
            gboolean     may_put_off_check,
            GError     **error)
{
  g_autoptr(HammerStore) self = NULL;
  g_autofree char *default_path = NULL;
  g_autofree char *folder = NULL;
  gboolean put_off = FALSE;
  gboolean known_good;

  if (path == NULL)
    path = default_path = hammer_store_default_path ();

  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO, _("Could not create the folder “%s”: %s"),
                   folder, g_strerror (saved_errno));
      return NULL;
    }

  if (!check_file_header (path, error))
    return NULL;

  /* Asked before a connection of ours puts a write-ahead log beside it. */
  known_good = hammer_store_check_is_known_good (path);

  self = g_object_new (HAMMER_TYPE_STORE, NULL);
  self->path = g_strdup (path);
  if (!(self->db = hammer_store_open_connection (path, error)) ||
      !register_change_source (self->db, self, error))
    return NULL;

  if (!hammer_store_migrate (self->db, path, &self->schema_version,
                             may_put_off_check || known_good ? &put_off : NULL, error))
    return NULL;
  if (put_off && !known_good)
    self->check = hammer_store_check_new (path, self->db);
  self->remember_good = TRUE;
  self->seen_version = hammer_store_get_data_version (self);
  self->seen_change = _hammer_change_set_last_change (self->db);

  return g_steal_pointer (&self);
}

HammerStore *
hammer_store_open (const char  *path,
                   GError     **error)
{
  return open_store (path, FALSE, error);
}

HammerStore *
hammer_store_open_check_before_write (const char  *path,
                                      GError     **error)
{
  return open_store (path, TRUE, error);
}

HammerStore *
hammer_store_open_reader (HammerStore  *self,
                          GError      **error)
{
  g_autoptr(HammerStore) reader = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  reader = g_object_new (HAMMER_TYPE_STORE, NULL);
  reader->path = g_strdup (self->path);
  reader->schema_version = self->schema_version;
  rc = sqlite3_open_v2 (self->path, &reader->db, SQLITE_OPEN_READONLY, NULL);
  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Could not open “%s”"), self->path);

      hammer_store_set_error (reader->db, rc, what, error);
      return NULL;
    }
  sqlite3_extended_result_codes (reader->db, TRUE);
  sqlite3_busy_timeout (reader->db, BUSY_TIMEOUT_MS);
  /* A reader makes snapshots of rows as the writers do. */
  if (!hammer_store_register_log_functions (reader->db, error))
    return NULL;
  reader->seen_version = hammer_store_get_data_version (reader);
  return g_steal_pointer (&reader);
}

/* Reading on a worker thread */

typedef struct
{
  HammerStoreReadFunc read;
  gint64              id;
  GDestroyNotify      free_result;
} ReadJob;

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  const ReadJob *job = task_data;
  g_autoptr(HammerStore) reader = NULL;
  GError *error = NULL;
  gpointer result = NULL;

  /* A reader of its own, closed on the thread that used it. */
  if (!(reader = hammer_store_open_reader (source_object, &error)) ||
      !(result = job->read (reader, job->id, &error)))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, result, job->free_result);
}

void
hammer_store_read_async (HammerStore          *self,
                         HammerStoreReadFunc   read,
                         gint64                id,
                         GDestroyNotify        free_result,
                         gpointer              source_tag,
                         GCancellable         *cancellable,
                         GAsyncReadyCallback   callback,
                         gpointer              user_data)
{
  g_autoptr(GTask) task = NULL;
  ReadJob *job;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (read != NULL);

  job = g_new0 (ReadJob, 1);
  job->read = read;
  job->id = id;
  job->free_result = free_result;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, read_thread);
}

gpointer
hammer_store_read_finish (HammerStore   *self,
                          GAsyncResult  *result,
                          gpointer       source_tag,
                          GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

HammerStore *
hammer_store_open_writer (HammerStore  *self,
                          GError      **error)
{
  g_autoptr(HammerStore) writer = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  writer = g_object_new (HAMMER_TYPE_STORE, NULL);
  writer->path = g_strdup (self->path);
  writer->schema_version = self->schema_version;
  hammer_store_set_source (writer, self->source);
  if (!(writer->db = hammer_store_open_connection (self->path, error)) ||
      !register_change_source (writer->db, writer, error))
    return NULL;
  writer->seen_version = hammer_store_get_data_version (writer);
  return g_steal_pointer (&writer);
}

void
hammer_store_checkpoint_in_background (HammerStore *self)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (self->db != NULL);

  if (self->checkpointer == NULL)
    self->checkpointer = hammer_checkpointer_new (self->db, self->path);
}

void
hammer_store_set_cache_limit (HammerStore *self,
                              guint        kib)
{
  g_autofree char *pragma = NULL;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (self->db != NULL);
  g_return_if_fail (kib > 0);

  /* A negative size is in KiB, not in pages. */
  pragma = g_strdup_printf ("PRAGMA cache_size = -%u", kib);
  if (sqlite3_exec (self->db, pragma, NULL, NULL, NULL) != SQLITE_OK)
    g_warning ("Could not limit the page cache: %s", sqlite3_errmsg (self->db));
}

HammerStoreWriter *
hammer_store_get_writer (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (self->writer == NULL)
    self->writer = hammer_store_writer_new ();
  return self->writer;
}

static void
open_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  /* The app's opening: its window need not wait for the check. */
  HammerStore *store = open_store (task_data, TRUE, &error);

  if (store == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, store, g_object_unref);
}

void
hammer_store_open_async (const char          *path,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, hammer_store_open_async);
  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_run_in_thread (task, open_thread);
}

HammerStore *
hammer_store_open_finish (GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

gboolean
hammer_store_await_check (HammerStore  *self,
                          GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return self->check == NULL || hammer_store_check_await (self->check, error);
}

static void
check_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  GError *error = NULL;

  if (hammer_store_await_check (source_object, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
hammer_store_check_async (HammerStore         *self,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (HAMMER_IS_STORE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_store_check_async);
  if (self->check == NULL)
    g_task_return_boolean (task, TRUE);
  else
    g_task_run_in_thread (task, check_thread);
}

gboolean
hammer_store_check_finish (HammerStore   *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
hammer_store_finalize (GObject *object)
{
  HammerStore *self = (HammerStore *) object;
  gboolean passed = self->remember_good &&
                    (self->check == NULL || hammer_store_check_passed (self->check));

  /* Waits for a write under way: nothing is queued, as each holds the store. */
  g_clear_pointer (&self->writer, hammer_store_writer_free);
  hammer_checkpointer_free (g_steal_pointer (&self->checkpointer), self->db);
  g_clear_pointer (&self->check, hammer_store_check_free);
  g_clear_pointer (&self->db, hammer_store_close_connection);
  /* Closed last, the file has no write-ahead log left and is as Hammer
   * wrote it: the next opening need not check it again. */
  if (passed)
    hammer_store_check_remember_good (self->path);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->source, g_free);

  G_OBJECT_CLASS (hammer_store_parent_class)->finalize (object);
}

static void
hammer_store_class_init (HammerStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_store_finalize;

  /**
   * HammerStore::changed:
   *
   * Emitted after a change was committed, so that lists reload.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * HammerStore::changes:
   * @changes: a #HammerChangeSet, the rows the changes touched
   *
   * Emitted after "changed", once the changes are committed: those made
   * through this store, and those of other programs that
   * hammer_store_refresh() found. A view updates what they touched.
   */
  signals[CHANGES] =
    g_signal_new ("changes", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, HAMMER_TYPE_CHANGE_SET);
}

static void
hammer_store_init (HammerStore *self)
{
  self->source = g_strdup (HAMMER_SOURCE_DESK);
}

void
hammer_store_set_source (HammerStore *self,
                         const char  *source)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (source != NULL && *source != '\0');

  g_free (self->source);
  self->source = g_strdup (source);
}

const char *
hammer_store_get_source (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  return self->source;
}

const char *
hammer_store_get_path (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  return self->path;
}

gint64
hammer_store_get_memory_used (void)
{
  return (gint64) sqlite3_memory_used ();
}

void
hammer_store_configure_for_tool (void)
{
  /* SQLite counts its heap under a lock taken for every allocation, and
   * takes a connection's lock for every call on it: together some 4 % of a
   * results import's instructions. A tool's connections are each used by
   * one thread, and only the server reads the counts. */
  sqlite3_config (SQLITE_CONFIG_MEMSTATUS, 0);
  sqlite3_config (SQLITE_CONFIG_MULTITHREAD);
}

int
hammer_store_get_schema_version (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  return self->schema_version;
}

sqlite3 *
hammer_store_get_db (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  return self->db;
}

/* Tells "changed", then "changes" with what the log has since it last
 * told, when anyone listens: hammer-cli does not pay for reading it. */
static void
emit_changes (HammerStore          *self,
              gboolean              own,
              HammerStoreAdoptFunc  adopt,
              gpointer              data)
{
  g_autoptr(HammerChangeSet) changes = NULL;

  self->generation++;
  if (adopt != NULL)
    adopt (self, data);
  g_signal_emit (self, signals[CHANGED], 0);
  if (!g_signal_has_handler_pending (self, signals[CHANGES], 0, FALSE))
    {
      self->seen_change = -1;
      return;
    }
  if (self->seen_change < 0)
    changes = _hammer_change_set_new_unknown (own);
  else
    changes = _hammer_change_set_read (self->db, self->seen_change, &self->seen_change, own);
  if (self->seen_change < 0 || !hammer_change_set_is_complete (changes))
    self->seen_change = _hammer_change_set_last_change (self->db);
  g_signal_emit (self, signals[CHANGES], 0, changes);
}

void
hammer_store_emit_changed (HammerStore *self)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  emit_changes (self, TRUE, NULL, NULL);
}

void
hammer_store_emit_changed_adopting (HammerStore          *self,
                                    HammerStoreAdoptFunc  adopt,
                                    gpointer              data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  emit_changes (self, TRUE, adopt, data);
}

guint64
hammer_store_get_generation (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  return self->generation;
}

gint64
hammer_store_get_data_version (HammerStore *self)
{
  sqlite3_stmt *stmt;
  gint64 data_version = -1;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  /* Asked before every answer the hall server keeps: prepared once. */
  if (!(stmt = hammer_store_borrow_statement (self->db, "PRAGMA data_version", NULL)))
    return -1;
  if (sqlite3_step (stmt) == SQLITE_ROW)
    data_version = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  return data_version;
}

static gboolean
notice_commits (HammerStore          *self,
                gboolean              own,
                HammerStoreAdoptFunc  adopt,
                gpointer              data)
{
  gint64 version;

  /* SQLite counts only the commits of other connections in data_version,
   * so our own changes, which emit "changed" already, do not show here. */
  version = hammer_store_get_data_version (self);
  if (version < 0 || version == self->seen_version)
    return FALSE;
  self->seen_version = version;
  emit_changes (self, own, adopt, data);
  return TRUE;
}

gboolean
hammer_store_refresh (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return notice_commits (self, FALSE, NULL, NULL);
}

gboolean
hammer_store_notice_writes (HammerStore          *self,
                            HammerStoreAdoptFunc  adopt,
                            gpointer              data)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return notice_commits (self, TRUE, adopt, data);
}
