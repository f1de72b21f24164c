/* hammer-board-entry-async.c — the desk's decisions on the boards' results
 * off the main thread
 *
 * Each runs the synchronous write of the same name on the store's writer
 * (hammer_store_write_async()): a connection of its own on a thread of its
 * own, the writes one after the other. A write may wait for another
 * program's lock for a while; the window goes on meanwhile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "serve/hammer-agreement.h"
#include "serve/hammer-board-entry.h"
#include "store/hammer-store-tx.h"

/* What is written: the submission (or, @proposed, the proposal) decided,
 * and, once recorded, the change the desk may undo. */
typedef struct
{
  gint64 id;
  gboolean proposed;
  gint64 change_id;
} Decision;

static void
queue_decision (HammerStore          *store,
                gint64                id,
                gboolean              proposed,
                HammerStoreWriteFunc  func,
                gpointer              source_tag,
                GCancellable         *cancellable,
                GAsyncReadyCallback   callback,
                gpointer              user_data)
{
  Decision *decision = g_new0 (Decision, 1);

  decision->id = id;
  decision->proposed = proposed;
  hammer_store_write_async (store, func, NULL, decision, g_free, source_tag, cancellable,
                            callback, user_data);
}

/* The change of @result's decision in @change_id, if not %NULL: 0 when it
 * failed or changed nothing. */
static gboolean
finish_decision (HammerStore   *store,
                 GAsyncResult  *result,
                 gpointer       source_tag,
                 gint64        *change_id,
                 GError       **error)
{
  gboolean done = hammer_store_write_finish (store, result, source_tag, error);
  Decision *decision = hammer_store_write_get_data (result);

  if (change_id != NULL)
    *change_id = done ? decision->change_id : 0;
  return done;
}

/* Recorded: a board's result that waits for the desk, or for the players */

static gboolean
record_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  Decision *decision = data;

  return decision->proposed
         ? hammer_agreement_record (writer, decision->id, &decision->change_id, error)
         : hammer_board_entry_record (writer, decision->id, &decision->change_id, error);
}

void
hammer_board_entry_record_async (HammerStore         *store,
                                 gint64               submission_id,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  queue_decision (store, submission_id, FALSE, record_write, hammer_board_entry_record_async,
                  cancellable, callback, user_data);
}

gboolean
hammer_board_entry_record_finish (HammerStore   *store,
                                  GAsyncResult  *result,
                                  gint64        *change_id,
                                  GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return finish_decision (store, result, hammer_board_entry_record_async, change_id, error);
}

void
hammer_agreement_record_async (HammerStore         *store,
                               gint64               proposal_id,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  queue_decision (store, proposal_id, TRUE, record_write, hammer_agreement_record_async,
                  cancellable, callback, user_data);
}

gboolean
hammer_agreement_record_finish (HammerStore   *store,
                                GAsyncResult  *result,
                                gint64        *change_id,
                                GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return finish_decision (store, result, hammer_agreement_record_async, change_id, error);
}

/* Rejected */

static gboolean
reject_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  Decision *decision = data;

  return hammer_board_entry_reject (writer, decision->id, error);
}

void
hammer_board_entry_reject_async (HammerStore         *store,
                                 gint64               submission_id,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  queue_decision (store, submission_id, FALSE, reject_write, hammer_board_entry_reject_async,
                  cancellable, callback, user_data);
}

gboolean
hammer_board_entry_reject_finish (HammerStore   *store,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return finish_decision (store, result, hammer_board_entry_reject_async, NULL, error);
}
