/* hammer-entry-requests-async.c — the late entries for the app: read off
 * the main thread, answered on the store's writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-entry-requests.h"
#include "store/hammer-store-tx.h"

/* What is served as one id for a read: an event's (> 0) or a day's (< 0). */
static gpointer
read_waiting (HammerStore  *reader,
              gint64        id,
              GError      **error)
{
  return hammer_entry_requests_list (reader, id > 0 ? id : 0, id < 0 ? -id : 0, TRUE, error);
}

void
hammer_entry_requests_list_async (HammerStore         *store,
                                  gint64               event_id,
                                  gint64               day_id,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail ((event_id > 0) != (day_id > 0));

  hammer_store_read_async (store, read_waiting, day_id > 0 ? -day_id : event_id,
                           (GDestroyNotify) g_ptr_array_unref, hammer_entry_requests_list_async,
                           cancellable, callback, user_data);
}

GPtrArray *
hammer_entry_requests_list_finish (HammerStore   *store,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return hammer_store_read_finish (store, result, hammer_entry_requests_list_async, error);
}

typedef struct
{
  gint64   request_id;
  gboolean accept;
} Answer;

static gboolean
write_answer (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  Answer *answer = data;

  return answer->accept ? hammer_entry_requests_accept (writer, answer->request_id, error)
                        : hammer_entry_requests_decline (writer, answer->request_id, error);
}

void
hammer_entry_requests_answer_async (HammerStore         *store,
                                    gint64               request_id,
                                    gboolean             accept,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  Answer *answer;

  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (request_id > 0);

  answer = g_new0 (Answer, 1);
  answer->request_id = request_id;
  answer->accept = accept;
  hammer_store_write_async (store, write_answer, NULL, answer, g_free,
                            hammer_entry_requests_answer_async, cancellable, callback,
                            user_data);
}

gboolean
hammer_entry_requests_answer_finish (HammerStore   *store,
                                     GAsyncResult  *result,
                                     GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  return hammer_store_write_finish (store, result, hammer_entry_requests_answer_async, error);
}
