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
