/* hammer-day-async.c — the tournament day for the app: its state read off
 * the main thread, its call on the store's writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "hammer-list-splice.h"
#include "store/hammer-store-tx.h"

static gpointer
read_state (HammerStore  *reader,
            gint64        day_id,
            GError      **error)
{
  return hammer_days_get_state (reader, day_id, error);
}

void
hammer_days_get_state_async (HammerStore         *self,
                             gint64               day_id,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  hammer_store_read_async (self, read_state, day_id, (GDestroyNotify) hammer_day_state_free,
                           hammer_days_get_state_async, cancellable, callback, user_data);
}

HammerDayState *
hammer_days_get_state_finish (HammerStore   *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_store_read_finish (self, result, hammer_days_get_state_async, error);
}

typedef struct
{
  gint64        day_id;
  gboolean      ignore_rest;
  HammerDayCall report;
} CallWrite;

static gboolean
call_write (HammerStore  *writer,
            gpointer      data,
            GError      **error)
{
  CallWrite *write = data;

  return hammer_days_call_next_matches (writer, write->day_id, write->ignore_rest,
                                        &write->report, error);
}

void
hammer_days_call_next_matches_async (HammerStore         *self,
                                     gint64               day_id,
                                     gboolean             ignore_rest,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  CallWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (CallWrite, 1);
  write->day_id = day_id;
  write->ignore_rest = ignore_rest;
  hammer_store_write_async (self, call_write, NULL, write, g_free,
                            hammer_days_call_next_matches_async, cancellable, callback, user_data);
}

gboolean
hammer_days_call_next_matches_finish (HammerStore    *self,
                                      GAsyncResult   *result,
                                      HammerDayCall  *report,
                                      GError        **error)
{
  CallWrite *write;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (report != NULL, FALSE);

  if (!hammer_store_write_finish (self, result, hammer_days_call_next_matches_async, error))
    return FALSE;
  write = hammer_store_write_get_data (result);
  *report = write->report;
  return TRUE;
}

typedef struct
{
  HammerDaySpec spec;   /* its texts point at the copies in @texts */
  GPtrArray    *texts;
  gint64        day_id;
} CreateWrite;

static void
create_write_free (CreateWrite *write)
{
  g_ptr_array_unref (write->texts);
  g_free (write);
}

static gboolean
create_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  CreateWrite *write = data;

  write->day_id = hammer_days_create (writer, &write->spec, error);
  return write->day_id != 0;
}

void
hammer_days_create_async (HammerStore         *self,
                          const HammerDaySpec *spec,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  CreateWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (spec != NULL);

  write = g_new0 (CreateWrite, 1);
  write->texts = g_ptr_array_new_with_free_func (g_free);
  write->spec = *spec;
  write->spec.name = hammer_keep_text (write->texts, spec->name);
  write->spec.date = hammer_keep_text (write->texts, spec->date);
  write->spec.venue = hammer_keep_text (write->texts, spec->venue);
  write->spec.board_names = hammer_keep_text (write->texts, spec->board_names);
  write->spec.currency = hammer_keep_text (write->texts, spec->currency);
  hammer_store_write_async (self, create_write, NULL, write, (GDestroyNotify) create_write_free,
                            hammer_days_create_async, cancellable, callback, user_data);
}

gint64
hammer_days_create_finish (HammerStore   *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  CreateWrite *write;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!hammer_store_write_finish (self, result, hammer_days_create_async, error))
    return 0;
  write = hammer_store_write_get_data (result);
  return write->day_id;
}
