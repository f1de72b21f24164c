/* hammer-check-in-async.c — the desk's switch of phone check-in for the
 * app: read off the main thread, written on the store's writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "serve/hammer-check-in.h"
#include "store/hammer-store-tx.h"

/* What is served as one id for a read: an event's (> 0) or a day's (< 0). */
static gint64
scope_id (gint64 event_id,
          gint64 day_id)
{
  return day_id > 0 ? -day_id : event_id;
}

/* Reads {open, drawn}. */
static gpointer
read_open (HammerStore  *reader,
           gint64        id,
           GError      **error)
{
  gboolean *state = g_new0 (gboolean, 2);

  if (!hammer_check_in_get_state (reader, id > 0 ? id : 0, id < 0 ? -id : 0, &state[0],
                                  &state[1], error))
    g_clear_pointer (&state, g_free);
  return state;
}

void
hammer_check_in_get_open_async (HammerStore         *store,
                                gint64               event_id,
                                gint64               day_id,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail ((event_id > 0) != (day_id > 0));

  hammer_store_read_async (store, read_open, scope_id (event_id, day_id), g_free,
                           hammer_check_in_get_open_async, cancellable, callback, user_data);
}

gboolean
hammer_check_in_get_open_finish (HammerStore   *store,
                                 GAsyncResult  *result,
                                 gboolean      *open,
                                 GError       **error)
{
  return hammer_check_in_get_state_finish (store, result, open, NULL, error);
}

gboolean
hammer_check_in_get_state_finish (HammerStore   *store,
                                  GAsyncResult  *result,
                                  gboolean      *open,
                                  gboolean      *drawn,
                                  GError       **error)
{
  g_autofree gboolean *read = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (open != NULL, FALSE);

  read = hammer_store_read_finish (store, result, hammer_check_in_get_open_async, error);
  *open = read != NULL && read[0];
  if (drawn != NULL)
    *drawn = read != NULL && read[1];
  return read != NULL;
}

typedef struct
{
  gint64   event_id;
  gint64   day_id;
  gboolean open;
} OpenWrite;

static gboolean
write_open (HammerStore  *writer,
            gpointer      data,
            GError      **error)
{
  OpenWrite *write = data;

  return hammer_check_in_set_open (writer, write->event_id, write->day_id, write->open, error);
}

void
hammer_check_in_set_open_async (HammerStore         *store,
                                gint64               event_id,
                                gint64               day_id,
                                gboolean             open,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  OpenWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail ((event_id > 0) != (day_id > 0));

  write = g_new0 (OpenWrite, 1);
  write->event_id = event_id;
  write->day_id = day_id;
  write->open = open;
  hammer_store_write_async (store, write_open, NULL, write, g_free,
                            hammer_check_in_set_open_async, cancellable, callback, user_data);
}

gboolean
hammer_check_in_set_open_finish (HammerStore   *store,
                                 GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  return hammer_store_write_finish (store, result, hammer_check_in_set_open_async, error);
}
