/* hammer-day-refund.c — the desk gives an entry fee back, a withdrawn
 * entrant's mostly; the money summary counts it by how it went back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-money.h"
#include "events/hammer-day-desk.h"
#include "events/hammer-events-private.h"

typedef struct
{
  gint64              entrant;   /* 0: the player is not entered */
  char               *player;
  char               *event;
  gint64              day;
  HammerPaymentMethod method;
  gint64              paid;
  gboolean            withdrawn;
} RefundTarget;

static void
refund_target_clear (RefundTarget *target)
{
  g_clear_pointer (&target->player, g_free);
  g_clear_pointer (&target->event, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (RefundTarget, refund_target_clear)

/* Player @player_id's entrant in event @event_id, withdrawn or not, and
 * what it paid; fails naming what is not there. */
static gboolean
read_target (sqlite3       *db,
             gint64         player_id,
             gint64         event_id,
             RefundTarget  *target,
             GError       **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "SELECT name FROM players WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, player_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("--player: there is no player with number %" PRId64), player_id);
      return FALSE;
    }
  target->player = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (!(stmt = hammer_store_prepare (db, "SELECT e.name, e.day_id, n.id, n.paid_method,"
                                         " n.paid_cents, n.withdrawn FROM events e"
                                         " LEFT JOIN entrants n ON n.event_id = e.id AND n.id IN"
                                         " (SELECT entrant_id FROM entrant_players"
                                         "  WHERE player_id = ?2)"
                                         " WHERE e.id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, player_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no event with number %" PRId64), event_id);
      return FALSE;
    }
  target->event = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  target->day = sqlite3_column_int64 (stmt, 1);
  target->entrant = sqlite3_column_int64 (stmt, 2);
  if (hammer_payment_method_from_string ((const char *) sqlite3_column_text (stmt, 3),
                                         &target->method))
    target->paid = sqlite3_column_int64 (stmt, 4);
  target->withdrawn = sqlite3_column_int (stmt, 5);
  return TRUE;
}

/* Whether @target may have @cents (-1: all) given back; what, in @cents. */
static gboolean
check_refund (const RefundTarget  *target,
              gint64               day_id,
              gint64               event_id,
              gint64              *cents,
              GError             **error)
{
  if (target->day != day_id)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--event: event %" PRId64 " “%s” is not played on day %" PRId64),
                   event_id, target->event, day_id);
      return FALSE;
    }
  if (target->entrant == 0)
    {
      /* TRANSLATORS: a refund refused: a player's name, an event's. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--event: %s is not entered in “%s”; there is nothing to give back"),
                   target->player, target->event);
      return FALSE;
    }
  if (target->method == HAMMER_PAYMENT_NONE || target->paid == 0)
    {
      /* TRANSLATORS: a refund refused: a player's name, an event's. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s paid nothing for “%s”; there is nothing to give back"),
                   target->player, target->event);
      return FALSE;
    }
  /* One who plays keeps their place and owes their fee. */
  if (!target->withdrawn)
    {
      /* TRANSLATORS: a refund refused: a player's name, an event's. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s has not withdrawn from “%s”: give back only to a withdrawn entry; "
                     "withdraw first"), target->player, target->event);
      return FALSE;
    }
  if (*cents == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("0.00 gives nothing back: give back part or all of what was "
                             "paid"));
      return FALSE;
    }
  if (*cents > target->paid)
    {
      g_autofree char *paid = hammer_money_amount (target->paid);

      /* TRANSLATORS: a refund refused: a player's name, what they paid, an event. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--amount: %s paid %s for “%s”; no more can be given back"),
                   target->player, paid, target->event);
      return FALSE;
    }
  if (*cents < 0)
    *cents = target->paid;
  return TRUE;
}

gboolean
hammer_days_refund (HammerStore          *self,
                    gint64                day_id,
                    gint64                player_id,
                    gint64                event_id,
                    HammerPaymentMethod   method,
                    gint64                cents,
                    GError              **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_auto(RefundTarget) target = { 0 };
  g_autofree char *description = NULL;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !hammer_day_check_exists (tx.db, day_id, error) ||
      !read_target (tx.db, player_id, event_id, &target, error) ||
      !check_refund (&target, day_id, event_id, &cents, error))
    return FALSE;
  if (method == HAMMER_PAYMENT_NONE)
    method = target.method;
  /* TRANSLATORS: a change in the history: a player's name, an event's. */
  description = g_strdup_printf (_("Give back the entry fee of %s for %s"), target.player,
                                 target.event);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !(stmt = hammer_store_borrow_statement (tx.db, "UPDATE entrants SET refund_method = ?2,"
                                                     " refund_cents = ?3 WHERE id = ?1",
                                              error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, target.entrant);
  sqlite3_bind_text (stmt, 2, hammer_payment_method_to_string (method), -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, cents);
  if (!hammer_store_tx_run_logged (&tx, "entrants", target.entrant, stmt, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}
