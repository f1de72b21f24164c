/* hammer-board-entry-async.c — the desk's decisions on the boards' results
 * off the main thread
 *
 * A decision runs the synchronous write it stands for on the store's
 * writer (hammer_store_write_async()): a connection of its own on a thread
 * of its own, the writes one after the other. A write may wait for another
 * program's lock for a while; the window goes on meanwhile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "serve/hammer-agreement.h"
#include "serve/hammer-board-entry.h"
#include "store/hammer-store-tx.h"

/* What is written: the submission (or, @proposed, the proposal) recorded
 * or rejected, and, once recorded, the change the desk may undo. */
typedef struct
{
  gint64 id;
  gboolean proposed;
  gboolean record;
  gint64 change_id;
} Decision;

/* On the writer's thread. */
static gboolean
decision_write (HammerStore  *writer,
                gpointer      data,
                GError      **error)
{
  Decision *decision = data;

  if (!decision->record)
    return hammer_board_entry_reject (writer, decision->id, error);
  /* A result that waits for the players is the board's proposal: the desk
   * stores it as the board sent it. */
  return decision->proposed
         ? hammer_agreement_record (writer, decision->id, &decision->change_id, error)
         : hammer_board_entry_record (writer, decision->id, &decision->change_id, error);
}

void
hammer_board_entry_decide_async (HammerStore           *store,
                                 HammerBoardSubmission *waiting,
                                 gboolean               record,
                                 GCancellable          *cancellable,
                                 GAsyncReadyCallback    callback,
                                 gpointer               user_data)
{
  Decision *decision;
  gboolean proposed;

  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (HAMMER_IS_BOARD_SUBMISSION (waiting));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));
  proposed = g_strcmp0 (hammer_board_submission_get_state (waiting), "proposed") == 0;
  g_return_if_fail (record || !proposed);

  decision = g_new0 (Decision, 1);
  decision->id = hammer_board_submission_get_id (waiting);
  decision->proposed = proposed;
  decision->record = record;
  hammer_store_write_async (store, decision_write, NULL, decision, g_free,
                            hammer_board_entry_decide_async, cancellable, callback, user_data);
}

gboolean
hammer_board_entry_decide_finish (HammerStore   *store,
                                  GAsyncResult  *result,
                                  gint64        *change_id,
                                  GError       **error)
{
  Decision *decision;
  gboolean done;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  done = hammer_store_write_finish (store, result, hammer_board_entry_decide_async, error);
  decision = hammer_store_write_get_data (result);
  if (change_id != NULL)
    *change_id = done ? decision->change_id : 0;
  return done;
}

/* What the confirm switch writes: whether the results of each event of
 * @event_ids wait for the desk. */
typedef struct
{
  GArray *event_ids;
  gboolean confirm;
} ConfirmChange;

static void
confirm_change_free (gpointer data)
{
  ConfirmChange *change = data;

  g_array_unref (change->event_ids);
  g_free (change);
}

/* On the writer's thread: the events one after the other, stopping at the
 * first that fails. */
static gboolean
confirm_change_write (HammerStore  *writer,
                      gpointer      data,
                      GError      **error)
{
  ConfirmChange *change = data;

  for (guint e = 0; e < change->event_ids->len; e++)
    if (!hammer_board_entry_set_confirm (writer, g_array_index (change->event_ids, gint64, e),
                                         change->confirm, error))
      return FALSE;
  return TRUE;
}

void
hammer_board_entry_set_confirm_async (HammerStore         *store,
                                      GArray              *event_ids,
                                      gboolean             confirm,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  ConfirmChange *change;

  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (event_ids != NULL);
  g_return_if_fail (g_array_get_element_size (event_ids) == sizeof (gint64));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  change = g_new0 (ConfirmChange, 1);
  change->event_ids = g_array_ref (event_ids);
  change->confirm = confirm;
  hammer_store_write_async (store, confirm_change_write, NULL, change, confirm_change_free,
                            hammer_board_entry_set_confirm_async, cancellable, callback,
                            user_data);
}

gboolean
hammer_board_entry_set_confirm_finish (HammerStore   *store,
                                       GAsyncResult  *result,
                                       GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_store_write_finish (store, result, hammer_board_entry_set_confirm_async, error);
}

/* On the writer's thread. */
static gboolean
renew_keys_write (HammerStore  *writer,
                  gpointer      data,
                  GError      **error)
{
  return hammer_board_entry_renew_keys (writer, *(gint64 *) data, error);
}

void
hammer_board_entry_renew_keys_async (HammerStore         *store,
                                     gint64               event_id,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  hammer_store_write_async (store, renew_keys_write, NULL, g_memdup2 (&event_id, sizeof event_id),
                            g_free, hammer_board_entry_renew_keys_async, cancellable, callback,
                            user_data);
}

gboolean
hammer_board_entry_renew_keys_finish (HammerStore   *store,
                                      GAsyncResult  *result,
                                      GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_store_write_finish (store, result, hammer_board_entry_renew_keys_async, error);
}

/* The address to remember, of one event or of every event of a day. */
typedef struct
{
  gint64 event_id;
  gint64 day_id;
  char *url;
} UrlChange;

static void
url_change_free (gpointer data)
{
  UrlChange *change = data;

  g_free (change->url);
  g_free (change);
}

/* On the writer's thread. */
static gboolean
url_write (HammerStore  *writer,
           gpointer      data,
           GError      **error)
{
  UrlChange *change = data;

  return change->day_id != 0
         ? hammer_board_entry_set_day_url (writer, change->day_id, change->url, error)
         : hammer_board_entry_set_url (writer, change->event_id, change->url, error);
}

void
hammer_board_entry_set_url_async (HammerStore         *store,
                                  gint64               event_id,
                                  gint64               day_id,
                                  const char          *url,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  UrlChange *change;

  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail ((event_id != 0) != (day_id != 0));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  change = g_new0 (UrlChange, 1);
  change->event_id = event_id;
  change->day_id = day_id;
  change->url = g_strdup (url);
  hammer_store_write_async (store, url_write, NULL, change, url_change_free,
                            hammer_board_entry_set_url_async, cancellable, callback, user_data);
}

gboolean
hammer_board_entry_set_url_finish (HammerStore   *store,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_store_write_finish (store, result, hammer_board_entry_set_url_async, error);
}
