/* hammer-day-money.c — the prizes of an event's final classification and
 * a day's money: fees due, taken and by what means, prizes and balance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-money.h"
#include "events/hammer-day-desk.h"
#include "events/hammer-events-private.h"

/* The one rule of the desk's money */

void
hammer_fee_sum_add (HammerFeeSum *sum,
                    gint64        fee,
                    gboolean      withdrawn,
                    gint64        paid,
                    gint64        refunded)
{
  g_return_if_fail (sum != NULL);

  /* Money taken stays taken, from one who withdrew too, unless the desk
   * gave it back; one who withdrew owes nothing more. */
  sum->paid += paid;
  sum->refunded += refunded;
  if (withdrawn)
    return;
  sum->due += fee;
  sum->outstanding += MAX (fee - paid, 0);
}

gboolean
hammer_day_entry_paid_in_full (const HammerDayEntry *entry)
{
  g_return_val_if_fail (entry != NULL, FALSE);

  return entry->method != HAMMER_PAYMENT_NONE && entry->paid >= entry->fee;
}

gint64
hammer_day_entry_outstanding (const HammerDayEntry *entry)
{
  HammerFeeSum sum = { 0 };

  g_return_val_if_fail (entry != NULL, 0);

  hammer_fee_sum_add (&sum, entry->fee, entry->withdrawn, entry->paid, entry->refunded);
  return sum.outstanding;
}

/* Prizes and the day's money */

/* What @entrant paid, and what it was given back; 0 where nothing was. */
static gint64
entrant_paid (const HammerEventEntrant *entrant)
{
  return entrant->paid_method != HAMMER_PAYMENT_NONE ? entrant->paid_cents : 0;
}

static gint64
entrant_refund (const HammerEventEntrant *entrant)
{
  return entrant->refund_method != HAMMER_PAYMENT_NONE ? entrant->refund_cents : 0;
}

gint64
hammer_event_fees_taken (HammerEventModel *model)
{
  HammerFeeSum fees = { 0 };

  for (guint i = 0; i < model->entrants->len; i++)
    {
      const HammerEventEntrant *entrant = model->entrants->pdata[i];

      hammer_fee_sum_add (&fees, model->fee_cents, entrant->withdrawn, entrant_paid (entrant),
                          entrant_refund (entrant));
    }
  /* What was given back is not the prizes' to pay. */
  return fees.paid - fees.refunded;
}

gint64 *
hammer_event_prizes (HammerEventModel *model,
                     GArray           *lines,
                     gint64           *left_over,
                     gint64           *paid,
                     gint64           *remainder)
{
  g_autofree guint *places = NULL;
  g_autofree gint64 *prizes = NULL;

  if (model->payout.kind == HAMMER_PAYOUT_NONE || hammer_event_state (model) !=
      HAMMER_EVENT_FINISHED || lines->len == 0)
    return NULL;
  places = g_new0 (guint, lines->len);
  prizes = g_new0 (gint64, lines->len);
  for (guint i = 0; i < lines->len; i++)
    places[i] = g_array_index (lines, HammerEventStandingsLine, i).place;
  *paid = hammer_payout_split (&model->payout, hammer_event_fees_taken (model), places,
                               lines->len, prizes, left_over, remainder);
  return g_steal_pointer (&prizes);
}

void
hammer_day_money_free (HammerDayMoney *money)
{
  if (money == NULL)
    return;
  g_free (money->name);
  g_free (money->date);
  g_free (money->venue);
  g_free (money->currency);
  g_clear_pointer (&money->events, g_array_unref);
  g_free (money);
}

static void
event_money_clear (HammerDayEventMoney *event)
{
  g_free (event->name);
}

/* One event's share of the day's money, added to @money and @day. */
static void
add_event_money (HammerDayMoney   *money,
                 HammerFeeSum     *day,
                 HammerEventModel *model)
{
  HammerDayEventMoney event = { .event = model->id, .name = g_strdup (model->name),
                                .fee = model->fee_cents,
                                .has_payout = model->payout.kind != HAMMER_PAYOUT_NONE,
                                .finished = hammer_event_state (model) == HAMMER_EVENT_FINISHED };
  HammerFeeSum fees = { 0 };

  for (guint i = 0; i < model->entrants->len; i++)
    {
      const HammerEventEntrant *entrant = model->entrants->pdata[i];
      gint64 paid = entrant_paid (entrant);
      gint64 refund = entrant_refund (entrant);

      hammer_fee_sum_add (&fees, model->fee_cents, entrant->withdrawn, paid, refund);
      hammer_fee_sum_add (day, model->fee_cents, entrant->withdrawn, paid, refund);
      money->taken[entrant->paid_method] += paid;
      money->refunded[entrant->refund_method] += refund;
      event.n_entrants += !entrant->withdrawn;
    }
  event.due = fees.due;
  /* What the event keeps: the day's money tells what went back apart. */
  event.taken = fees.paid - fees.refunded;
  event.refunded = fees.refunded;
  if (event.finished && event.has_payout)
    {
      g_autoptr(GArray) lines = hammer_event_standings (model);
      g_autofree gint64 *prizes = hammer_event_prizes (model, lines, NULL, &event.prizes,
                                                       &event.remainder);

      (void) prizes;
    }
  if (model->payout.kind == HAMMER_PAYOUT_AMOUNT)
    for (guint i = 0; i < model->payout.values->len; i++)
      event.fixed_prizes += g_array_index (model->payout.values, gint64, i);
  event.over_fees = event.fixed_prizes > event.taken;
  money->prizes += event.prizes;
  g_array_append_val (money->events, event);
}

char *
hammer_day_event_money_warning (const HammerDayEventMoney *event,
                                const char                *currency)
{
  g_autofree char *prizes = NULL;
  g_autofree char *taken = NULL;

  g_return_val_if_fail (event != NULL, NULL);

  if (!event->over_fees)
    return NULL;
  prizes = hammer_money_format (event->fixed_prizes, currency);
  taken = hammer_money_format (event->taken, currency);
  /* TRANSLATORS: a warning of the day's money: an event's name, what its
   * payout table of fixed amounts pays in all, and the fees taken. */
  return g_strdup_printf (_("%s: its fixed prizes (%s) are more than the fees taken (%s)"),
                          event->name, prizes, taken);
}

HammerDayMoney *
hammer_days_get_money (HammerStore  *self,
                       gint64        day_id,
                       GError      **error)
{
  g_autoptr(HammerDayMoney) money = g_new0 (HammerDayMoney, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) ids = NULL;
  HammerFeeSum day = { 0 };
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (self);
  money->id = day_id;
  money->events = g_array_new (FALSE, TRUE, sizeof (HammerDayEventMoney));
  g_array_set_clear_func (money->events, (GDestroyNotify) event_money_clear);
  if (!hammer_day_read_heading (db, day_id, &money->name, &money->date, &money->venue,
                                &money->currency, error) ||
      !(stmt = hammer_store_prepare (db, "SELECT id FROM events WHERE day_id = ? ORDER BY id",
                                     error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, day_id);
  if (!(ids = hammer_store_step_ids (db, stmt, _("Could not read the day"), error)))
    return NULL;
  for (guint e = 0; e < ids->len; e++)
    {
      g_autoptr(HammerEventModel) model = hammer_event_load (db, g_array_index (ids, gint64, e),
                                                             error);

      if (model == NULL)
        return NULL;
      add_event_money (money, &day, model);
    }
  money->due = day.due;
  money->taken_total = day.paid;
  money->refunded_total = day.refunded;
  money->outstanding = day.outstanding;
  money->balance = money->taken_total - money->refunded_total - money->prizes;
  return g_steal_pointer (&money);
}
