/* hammer-day-desk-async.c — the registration desk for the app: its lists
 * read off the main thread, its changes on the store's writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day-desk.h"
#include "store/hammer-store-tx.h"

static gpointer
read_register (HammerStore  *reader,
               gint64        day_id,
               GError      **error)
{
  return hammer_days_get_register (reader, day_id, error);
}

void
hammer_days_get_register_async (HammerStore         *self,
                                gint64               day_id,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  hammer_store_read_async (self, read_register, day_id,
                           (GDestroyNotify) hammer_day_register_free,
                           hammer_days_get_register_async, cancellable, callback, user_data);
}

HammerDayRegister *
hammer_days_get_register_finish (HammerStore   *self,
                                 GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_store_read_finish (self, result, hammer_days_get_register_async, error);
}

static gpointer
read_money (HammerStore  *reader,
            gint64        day_id,
            GError      **error)
{
  return hammer_days_get_money (reader, day_id, error);
}

void
hammer_days_get_money_async (HammerStore         *self,
                             gint64               day_id,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  hammer_store_read_async (self, read_money, day_id, (GDestroyNotify) hammer_day_money_free,
                           hammer_days_get_money_async, cancellable, callback, user_data);
}

HammerDayMoney *
hammer_days_get_money_finish (HammerStore   *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_store_read_finish (self, result, hammer_days_get_money_async, error);
}

/* What one of the desk's writes needs, copied for the writer's thread. */
typedef struct
{
  gint64              day_id;
  gint64              event_id;
  gint64              player_id;
  gboolean            in;
  HammerPaymentMethod method;
  gint64              cents;
  HammerPayout        payout;
} DeskWrite;

static void
desk_write_free (DeskWrite *write)
{
  hammer_payout_clear (&write->payout);
  g_free (write);
}

static void
queue_write (HammerStore          *self,
             HammerStoreWriteFunc  func,
             DeskWrite            *write,
             gpointer              source_tag,
             GCancellable         *cancellable,
             GAsyncReadyCallback   callback,
             gpointer              user_data)
{
  hammer_store_write_async (self, func, NULL, write, (GDestroyNotify) desk_write_free,
                            source_tag, cancellable, callback, user_data);
}

static gboolean
check_in_write (HammerStore  *writer,
                gpointer      data,
                GError      **error)
{
  DeskWrite *write = data;

  return hammer_days_check_in (writer, write->day_id, write->player_id, write->in, error);
}

void
hammer_days_check_in_async (HammerStore         *self,
                            gint64               day_id,
                            gint64               player_id,
                            gboolean             in,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  DeskWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (DeskWrite, 1);
  write->day_id = day_id;
  write->player_id = player_id;
  write->in = in;
  queue_write (self, check_in_write, write, hammer_days_check_in_async, cancellable, callback,
               user_data);
}

gboolean
hammer_days_check_in_finish (HammerStore   *self,
                             GAsyncResult  *result,
                             gint64        *change_id,
                             GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return hammer_store_write_finish_change (self, result, hammer_days_check_in_async, change_id,
                                           error);
}

static gboolean
pay_write (HammerStore  *writer,
           gpointer      data,
           GError      **error)
{
  DeskWrite *write = data;

  return hammer_days_pay (writer, write->day_id, write->player_id, write->event_id,
                          write->method, write->cents, error);
}

void
hammer_days_pay_async (HammerStore         *self,
                       gint64               day_id,
                       gint64               player_id,
                       gint64               event_id,
                       HammerPaymentMethod  method,
                       gint64               cents,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  DeskWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (DeskWrite, 1);
  write->day_id = day_id;
  write->player_id = player_id;
  write->event_id = event_id;
  write->method = method;
  write->cents = cents;
  queue_write (self, pay_write, write, hammer_days_pay_async, cancellable, callback, user_data);
}

gboolean
hammer_days_pay_finish (HammerStore   *self,
                        GAsyncResult  *result,
                        gint64        *change_id,
                        GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return hammer_store_write_finish_change (self, result, hammer_days_pay_async, change_id,
                                           error);
}

static gboolean
refund_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  DeskWrite *write = data;

  return hammer_days_refund (writer, write->day_id, write->player_id, write->event_id,
                             write->method, write->cents, error);
}

void
hammer_days_refund_async (HammerStore         *self,
                          gint64               day_id,
                          gint64               player_id,
                          gint64               event_id,
                          HammerPaymentMethod  method,
                          gint64               cents,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  DeskWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (DeskWrite, 1);
  write->day_id = day_id;
  write->player_id = player_id;
  write->event_id = event_id;
  write->method = method;
  write->cents = cents;
  queue_write (self, refund_write, write, hammer_days_refund_async, cancellable, callback,
               user_data);
}

gboolean
hammer_days_refund_finish (HammerStore   *self,
                           GAsyncResult  *result,
                           gint64        *change_id,
                           GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return hammer_store_write_finish_change (self, result, hammer_days_refund_async, change_id,
                                           error);
}

static gboolean
fee_write (HammerStore  *writer,
           gpointer      data,
           GError      **error)
{
  DeskWrite *write = data;

  return hammer_events_set_fee (writer, write->event_id, write->cents, error);
}

void
hammer_events_set_fee_async (HammerStore         *self,
                             gint64               event_id,
                             gint64               cents,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  DeskWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (DeskWrite, 1);
  write->event_id = event_id;
  write->cents = cents;
  queue_write (self, fee_write, write, hammer_events_set_fee_async, cancellable, callback,
               user_data);
}

gboolean
hammer_events_set_fee_finish (HammerStore   *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return hammer_store_write_finish (self, result, hammer_events_set_fee_async, error);
}

static gboolean
payout_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  DeskWrite *write = data;

  return hammer_events_set_payout (writer, write->event_id, &write->payout, error);
}

void
hammer_events_set_payout_async (HammerStore         *self,
                                gint64               event_id,
                                const HammerPayout  *payout,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  DeskWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (DeskWrite, 1);
  write->event_id = event_id;
  if (payout != NULL && payout->kind != HAMMER_PAYOUT_NONE)
    {
      write->payout.kind = payout->kind;
      write->payout.values = g_array_copy (payout->values);
    }
  queue_write (self, payout_write, write, hammer_events_set_payout_async, cancellable, callback,
               user_data);
}

gboolean
hammer_events_set_payout_finish (HammerStore   *self,
                                 GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return hammer_store_write_finish (self, result, hammer_events_set_payout_async, error);
}
