/* hammer-events-call-async.c — an event's boards called off the main thread: the next
 * matches from its queue, or the match waiting on one board
 *
 * Each runs the synchronous call of the same name on the store's writer
 * (hammer_store_write_async()), as hammer-events-async.c does the event's
 * other writes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"

typedef struct
{
  gint64 event_id;
  guint  board_number;  /* the board called; 0: the next matches */
  guint  n_called;
} CallWrite;

static gboolean
call_write (HammerStore  *writer,
            gpointer      data,
            GError      **error)
{
  CallWrite *write = data;
  GError *local = NULL;

  if (write->board_number > 0)
    return hammer_events_call_board (writer, write->event_id, write->board_number, error);
  write->n_called = hammer_events_call_next_matches (writer, write->event_id, &local);
  if (local == NULL)
    return TRUE;
  g_propagate_error (error, local);
  return FALSE;
}

static void
call_start (HammerStore         *self,
            gint64               event_id,
            guint                board_number,
            gpointer             source_tag,
            GCancellable        *cancellable,
            GAsyncReadyCallback  callback,
            gpointer             user_data)
{
  CallWrite *write = g_new0 (CallWrite, 1);

  write->event_id = event_id;
  write->board_number = board_number;
  hammer_store_write_async (self, call_write, NULL, write, g_free, source_tag, cancellable,
                            callback, user_data);
}

void
hammer_events_call_next_matches_async (HammerStore         *self,
                                       gint64               event_id,
                                       GCancellable        *cancellable,
                                       GAsyncReadyCallback  callback,
                                       gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  call_start (self, event_id, 0, hammer_events_call_next_matches_async, cancellable, callback,
              user_data);
}

gboolean
hammer_events_call_next_matches_finish (HammerStore   *self,
                                        GAsyncResult  *result,
                                        guint         *n_called,
                                        GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!hammer_store_write_finish (self, result, hammer_events_call_next_matches_async, error))
    return FALSE;
  if (n_called != NULL)
    *n_called = ((CallWrite *) hammer_store_write_get_data (result))->n_called;
  return TRUE;
}

void
hammer_events_call_board_async (HammerStore         *self,
                                gint64               event_id,
                                guint                board_number,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (board_number > 0);

  call_start (self, event_id, board_number, hammer_events_call_board_async, cancellable,
              callback, user_data);
}

gboolean
hammer_events_call_board_finish (HammerStore   *self,
                                 GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return hammer_store_write_finish (self, result, hammer_events_call_board_async, error);
}
