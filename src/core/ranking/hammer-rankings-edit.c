/* hammer-rankings-edit.c — a ranking renamed, its events taken out, the
 * ranking deleted; and the rankings' writes and reads off the main thread
 *
 * The _async writes run the synchronous write of the same name on the
 * store's writer (hammer_store_write_async()), so that the app and
 * hammer-cli write through the same code; a ranking is read on a worker
 * thread through a reader of its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>

#include "hammer-error.h"
#include "ranking/hammer-rankings.h"
#include "store/hammer-store-tx.h"

/* Ranking @ranking_id's name, NOT_FOUND when there is none. */
static char *
read_name (sqlite3  *db,
           gint64    ranking_id,
           GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT name FROM rankings WHERE id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, ranking_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  if (rc == SQLITE_DONE)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("There is no ranking %" PRId64), ranking_id);
  else
    hammer_store_set_error (db, rc, _("Could not read the ranking"), error);
  return NULL;
}

gboolean
hammer_rankings_rename (HammerStore  *self,
                        gint64        ranking_id,
                        const char   *name,
                        GError      **error)
{
  g_autofree char *stripped = NULL;
  g_autofree char *old_name = NULL;
  g_autofree char *description = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_auto(HammerStoreTx) tx = { 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  stripped = g_strstrip (g_strdup (name));
  if (*stripped == '\0')
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A ranking needs a name"));
      return FALSE;
    }
  if (!(old_name = read_name (hammer_store_get_db (self), ranking_id, error)))
    return FALSE;
  /* TRANSLATORS: a change in the history; the old and the new name of a ranking. */
  description = g_strdup_printf (_("Rename ranking %s to %s"), old_name, stripped);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error) ||
      !(stmt = hammer_store_prepare (tx.db, "UPDATE rankings SET name = ? WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_text (stmt, 1, stripped, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, ranking_id);
  return hammer_store_tx_end (&tx, self,
                              hammer_store_tx_run_logged (&tx, "rankings", ranking_id, stmt,
                                                          error),
                              error);
}

/* The ids of the ranking_events rows of @ranking_id, of event @event_id
 * only when it is not 0. */
static GArray *
read_rows (sqlite3  *db,
           gint64    ranking_id,
           gint64    event_id,
           GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "SELECT id FROM ranking_events WHERE ranking_id = ?1"
                                         " AND (?2 = 0 OR event_id = ?2)", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, ranking_id);
  sqlite3_bind_int64 (stmt, 2, event_id);
  return hammer_store_step_ids (db, stmt, _("Could not read the ranking’s events"), error);
}

static gboolean
delete_rows (HammerStoreTx  *tx,
             GArray         *rows,
             GError        **error)
{
  for (guint i = 0; i < rows->len; i++)
    if (!hammer_store_tx_update_row (tx, "ranking_events", g_array_index (rows, gint64, i),
                                     "DELETE FROM ranking_events WHERE id = ?1", error))
      return FALSE;
  return TRUE;
}

gboolean
hammer_rankings_remove_event (HammerStore  *self,
                              gint64        ranking_id,
                              gint64        event_id,
                              GError      **error)
{
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autoptr(GArray) rows = NULL;
  g_auto(HammerStoreTx) tx = { 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(name = read_name (hammer_store_get_db (self), ranking_id, error)))
    return FALSE;
  /* TRANSLATORS: a change in the history; %s is a ranking's name. */
  description = g_strdup_printf (_("Remove an event from ranking %s"), name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error) ||
      !(rows = read_rows (tx.db, ranking_id, event_id, error)))
    return FALSE;
  if (rows->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Event %" PRId64 " is not in ranking %s"), event_id, name);
      return FALSE;
    }
  return hammer_store_tx_end (&tx, self, delete_rows (&tx, rows, error), error);
}

/* Deletes ranking @ranking_id; its name as it was deleted in @deleted_name
 * (when given), which a page reading it again may not know yet. */
static gboolean
delete_ranking (HammerStore  *self,
                gint64        ranking_id,
                char        **deleted_name,
                GError      **error)
{
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autoptr(GArray) rows = NULL;
  g_auto(HammerStoreTx) tx = { 0 };

  if (!(name = read_name (hammer_store_get_db (self), ranking_id, error)))
    return FALSE;
  /* TRANSLATORS: a change in the history; %s is a ranking's name. */
  description = g_strdup_printf (_("Delete ranking %s"), name);
  /* Its events' rows first, each logged, so that undo brings them back. */
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error) ||
      !(rows = read_rows (tx.db, ranking_id, 0, error)))
    return FALSE;
  if (!hammer_store_tx_end (&tx, self,
                            delete_rows (&tx, rows, error) &&
                            hammer_store_tx_update_row (&tx, "rankings", ranking_id,
                                                        "DELETE FROM rankings WHERE id = ?1",
                                                        error),
                            error))
    return FALSE;
  if (deleted_name != NULL)
    *deleted_name = g_steal_pointer (&name);
  return TRUE;
}

gboolean
hammer_rankings_delete (HammerStore  *self,
                        gint64        ranking_id,
                        GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return delete_ranking (self, ranking_id, NULL, error);
}

/* Off the main thread */

typedef enum
{
  WRITE_CREATE,
  WRITE_ADD,
  WRITE_REMOVE,
  WRITE_RENAME,
  WRITE_DELETE,
  WRITE_EDIT,
} WriteKind;

typedef struct
{
  WriteKind          kind;
  gint64             ranking_id;
  GArray            *event_ids;   /* gint64 */
  char              *name;
  char              *points;
  char              *factors;
  char              *consolation_points;
  char              *rules;
  HammerRankingSpec  spec;        /* its texts point at the strings above */
} RankingWrite;

static void
ranking_write_free (RankingWrite *write)
{
  g_clear_pointer (&write->event_ids, g_array_unref);
  g_free (write->name);
  g_free (write->points);
  g_free (write->factors);
  g_free (write->consolation_points);
  g_free (write->rules);
  g_free (write);
}

static gboolean
ranking_write (HammerStore  *writer,
               gpointer      data,
               GError      **error)
{
  RankingWrite *write = data;

  switch (write->kind)
    {
    case WRITE_CREATE:
      write->ranking_id = hammer_rankings_create (writer, &write->spec, error);
      return write->ranking_id != 0;
    case WRITE_ADD:
      return hammer_rankings_add_events (writer, write->ranking_id,
                                         (const gint64 *) (void *) write->event_ids->data,
                                         write->event_ids->len, error);
    case WRITE_REMOVE:
      return hammer_rankings_remove_event (writer, write->ranking_id,
                                           g_array_index (write->event_ids, gint64, 0), error);
    case WRITE_RENAME:
      return hammer_rankings_rename (writer, write->ranking_id, write->name, error);
    case WRITE_DELETE:
      return delete_ranking (writer, write->ranking_id, &write->name, error);
    case WRITE_EDIT:
      return hammer_rankings_edit (writer, write->ranking_id, &write->spec, error);
    default:
      g_assert_not_reached ();
    }
}

static RankingWrite *
write_new (WriteKind kind,
           gint64    ranking_id)
{
  RankingWrite *write = g_new0 (RankingWrite, 1);

  write->kind = kind;
  write->ranking_id = ranking_id;
  write->event_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  return write;
}

/* A write of @spec, whose texts are the caller's: copied for the
 * writer's thread. */
static RankingWrite *
write_new_with_spec (WriteKind                kind,
                     gint64                   ranking_id,
                     const HammerRankingSpec *spec)
{
  RankingWrite *write = write_new (kind, ranking_id);

  write->spec = *spec;
  write->spec.name = write->name = g_strdup (spec->name);
  write->spec.points = write->points = g_strdup (spec->points);
  write->spec.factors = write->factors = g_strdup (spec->factors);
  write->spec.consolation_points = write->consolation_points =
    g_strdup (spec->consolation_points);
  write->spec.rules = write->rules = g_strdup (spec->rules);
  return write;
}

static void
queue (HammerStore         *self,
       RankingWrite        *write,
       GCancellable        *cancellable,
       GAsyncReadyCallback  callback,
       gpointer             user_data)
{
  hammer_store_write_async (self, ranking_write, NULL, write, (GDestroyNotify) ranking_write_free,
                            hammer_rankings_write_finish, cancellable, callback, user_data);
}

void
hammer_rankings_create_async (HammerStore              *self,
                              const HammerRankingSpec  *spec,
                              GCancellable             *cancellable,
                              GAsyncReadyCallback       callback,
                              gpointer                  user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (spec != NULL);

  queue (self, write_new_with_spec (WRITE_CREATE, 0, spec), cancellable, callback, user_data);
}

void
hammer_rankings_edit_async (HammerStore              *self,
                            gint64                    ranking_id,
                            const HammerRankingSpec  *spec,
                            GCancellable             *cancellable,
                            GAsyncReadyCallback       callback,
                            gpointer                  user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (spec != NULL);

  queue (self, write_new_with_spec (WRITE_EDIT, ranking_id, spec), cancellable, callback,
         user_data);
}

void
hammer_rankings_add_events_async (HammerStore         *self,
                                  gint64               ranking_id,
                                  const gint64        *event_ids,
                                  guint                n_event_ids,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  RankingWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (event_ids != NULL || n_event_ids == 0);

  write = write_new (WRITE_ADD, ranking_id);
  g_array_append_vals (write->event_ids, event_ids, n_event_ids);
  queue (self, write, cancellable, callback, user_data);
}

void
hammer_rankings_remove_event_async (HammerStore         *self,
                                    gint64               ranking_id,
                                    gint64               event_id,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  RankingWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = write_new (WRITE_REMOVE, ranking_id);
  g_array_append_val (write->event_ids, event_id);
  queue (self, write, cancellable, callback, user_data);
}

void
hammer_rankings_rename_async (HammerStore         *self,
                              gint64               ranking_id,
                              const char          *name,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  RankingWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (name != NULL);

  write = write_new (WRITE_RENAME, ranking_id);
  write->name = g_strdup (name);
  queue (self, write, cancellable, callback, user_data);
}

void
hammer_rankings_delete_async (HammerStore         *self,
                              gint64               ranking_id,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  queue (self, write_new (WRITE_DELETE, ranking_id), cancellable, callback, user_data);
}

gint64
hammer_rankings_write_finish (HammerStore   *self,
                              GAsyncResult  *result,
                              gint64        *change_id,
                              GError       **error)
{
  RankingWrite *write;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!hammer_store_write_finish_change (self, result, hammer_rankings_write_finish, change_id,
                                         error))
    return 0;
  write = hammer_store_write_get_data (result);
  return write->ranking_id;
}

const char *
hammer_rankings_write_get_name (GAsyncResult *result)
{
  RankingWrite *write;

  g_return_val_if_fail (G_IS_TASK (result), NULL);

  write = hammer_store_write_get_data (result);
  return write->name;
}

/* A ranking read on a worker thread */

static gpointer
read_ranking (HammerStore  *reader,
              gint64        ranking_id,
              GError      **error)
{
  return hammer_rankings_get (reader, ranking_id, error);
}

void
hammer_rankings_get_async (HammerStore         *self,
                           gint64               ranking_id,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  hammer_store_read_async (self, read_ranking, ranking_id, (GDestroyNotify) hammer_ranking_free,
                           hammer_rankings_get_async, cancellable, callback, user_data);
}

HammerRanking *
hammer_rankings_get_finish (HammerStore   *self,
                            GAsyncResult  *result,
                            GError       **error)
{
  return hammer_store_read_finish (self, result, hammer_rankings_get_async, error);
}
