/* hammer-events-entrant-async.c — one entrant changed, or the seeds put in
 * order, on the store's writer
 *
 * The entrants view changes one entrant at a time (a seed typed, a box
 * ticked, a row removed): each is the synchronous write it stands for, run
 * on the store's writer (hammer_store_write_async()), so that the window
 * goes on while a big event is read and written.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"
#include "events/hammer-events.h"
#include "store/hammer-store-tx.h"

typedef struct
{
  gint64 event_id;
  gint64 entrant_id;
  HammerEntrantChange change;
  int value;
  GArray *order;   /* the seeds' order, for hammer_events_set_seeds_async() */
} EntrantWrite;

static void
entrant_write_free (gpointer data)
{
  EntrantWrite *write = data;

  g_clear_pointer (&write->order, g_array_unref);
  g_free (write);
}

/* On the writer's thread. */
static gboolean
change_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  EntrantWrite *write = data;

  switch (write->change)
    {
    case HAMMER_ENTRANT_CHANGE_SEED:
      return hammer_events_seed_entrant (writer, write->event_id, write->entrant_id,
                                         (guint) write->value, error);
    case HAMMER_ENTRANT_CHANGE_PRESENT:
      return hammer_events_set_entrant_present (writer, write->event_id, write->entrant_id,
                                                write->value != 0, error);
    case HAMMER_ENTRANT_CHANGE_HANDICAP:
      return hammer_events_set_entrant_handicap (writer, write->event_id, write->entrant_id,
                                                 write->value, error);
    case HAMMER_ENTRANT_CHANGE_REMOVE:
      return hammer_events_remove_entrant (writer, write->event_id, write->entrant_id, error);
    case HAMMER_ENTRANT_CHANGE_WITHDRAW:
      return hammer_events_withdraw_entrant (writer, write->event_id, write->entrant_id, error);
    default:
      g_return_val_if_reached (FALSE);
    }
}

void
hammer_events_change_entrant_async (HammerStore          *self,
                                    gint64                event_id,
                                    gint64                entrant_id,
                                    HammerEntrantChange   change,
                                    int                   value,
                                    GCancellable         *cancellable,
                                    GAsyncReadyCallback   callback,
                                    gpointer              user_data)
{
  EntrantWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (change <= HAMMER_ENTRANT_CHANGE_WITHDRAW);
  g_return_if_fail (change != HAMMER_ENTRANT_CHANGE_SEED || value >= 0);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  write = g_new0 (EntrantWrite, 1);
  write->event_id = event_id;
  write->entrant_id = entrant_id;
  write->change = change;
  write->value = value;
  hammer_store_write_async (self, change_write, NULL, write, entrant_write_free,
                            hammer_events_change_entrant_async, cancellable, callback, user_data);
}

gboolean
hammer_events_change_entrant_finish (HammerStore   *self,
                                     GAsyncResult  *result,
                                     gint64        *change_id,
                                     GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_store_write_finish_change (self, result, hammer_events_change_entrant_async,
                                            change_id, error);
}

/* On the writer's thread. */
static gboolean
seeds_write (HammerStore  *writer,
             gpointer      data,
             GError      **error)
{
  EntrantWrite *write = data;

  return hammer_events_set_seeds (writer, write->event_id, (const gint64 *) write->order->data,
                                  write->order->len, error);
}

void
hammer_events_set_seeds_async (HammerStore          *self,
                               gint64                event_id,
                               const gint64         *entrant_ids,
                               guint                 n_entrant_ids,
                               GCancellable         *cancellable,
                               GAsyncReadyCallback   callback,
                               gpointer              user_data)
{
  EntrantWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (entrant_ids != NULL || n_entrant_ids == 0);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  write = g_new0 (EntrantWrite, 1);
  write->event_id = event_id;
  write->order = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n_entrant_ids);
  g_array_append_vals (write->order, entrant_ids, n_entrant_ids);
  hammer_store_write_async (self, seeds_write, NULL, write, entrant_write_free,
                            hammer_events_set_seeds_async, cancellable, callback, user_data);
}

gboolean
hammer_events_set_seeds_finish (HammerStore   *self,
                                GAsyncResult  *result,
                                gint64        *change_id,
                                GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_store_write_finish_change (self, result, hammer_events_set_seeds_async,
                                            change_id, error);
}
