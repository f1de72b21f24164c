/* hammer-day-desk.c — a day's registration desk: entry fees, payout tables,
 * the day's list of players, check-in once for the day and payments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-money.h"
#include "hammer-now.h"
#include "events/hammer-day.h"
#include "events/hammer-day-desk.h"
#include "events/hammer-events-private.h"

static const char * const method_names[] = { NULL, "cash", "transfer", "other" };

const char *
hammer_payment_method_to_string (HammerPaymentMethod method)
{
  return method < G_N_ELEMENTS (method_names) ? method_names[method] : NULL;
}

gboolean
hammer_payment_method_from_string (const char          *text,
                                   HammerPaymentMethod *method)
{
  g_return_val_if_fail (method != NULL, FALSE);

  *method = HAMMER_PAYMENT_NONE;
  for (guint i = 1; text != NULL && i < G_N_ELEMENTS (method_names); i++)
    if (g_str_equal (text, method_names[i]))
      {
        *method = (HammerPaymentMethod) i;
        return TRUE;
      }
  return FALSE;
}

const char *
hammer_payment_method_label (HammerPaymentMethod method)
{
  switch (method)
    {
    /* TRANSLATORS: how an entry fee was paid. */
    case HAMMER_PAYMENT_CASH: return C_("payment", "Cash");
    /* TRANSLATORS: how an entry fee was paid: by bank transfer. */
    case HAMMER_PAYMENT_TRANSFER: return C_("payment", "Transfer");
    /* TRANSLATORS: how an entry fee was paid: neither cash nor transfer. */
    case HAMMER_PAYMENT_OTHER: return C_("payment", "Other");
    case HAMMER_PAYMENT_NONE:
    default: return "";
    }
}

/* Fees and payouts */

gboolean
hammer_events_set_fee (HammerStore  *self,
                       gint64        event_id,
                       gint64        cents,
                       GError      **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(HammerEventModel) model = NULL;
  g_autofree char *description = NULL;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (cents < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--fee: an entry fee cannot be negative"));
      return FALSE;
    }
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (tx.db, event_id, error)))
    return FALSE;
  /* Those entered before the draw were told one fee. */
  if (model->drawn)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The draw of “%s” has been made: its entry fee stays as it was"),
                   model->name);
      return FALSE;
    }
  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Set the entry fee of %s"), model->name);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !(stmt = hammer_store_borrow_statement (tx.db, "UPDATE events SET fee_cents = ?2"
                                                     " WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, cents);
  if (!hammer_store_tx_run_logged (&tx, "events", event_id, stmt, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}

gboolean
hammer_events_set_payout (HammerStore         *self,
                          gint64               event_id,
                          const HammerPayout  *payout,
                          GError             **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(HammerEventModel) model = NULL;
  g_autofree char *description = NULL;
  g_autofree char *stored = NULL;
  sqlite3_stmt *stmt;
  gboolean clear = payout == NULL || payout->kind == HAMMER_PAYOUT_NONE;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (tx.db, event_id, error)))
    return FALSE;
  if (clear && model->payout.kind == HAMMER_PAYOUT_NONE)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has no payout table to clear"), model->name);
      return FALSE;
    }
  description = clear ? g_strdup_printf (_("Clear the prizes of %s"), model->name)
                      /* TRANSLATORS: a change in the history; %s is an event's name. */
                      : g_strdup_printf (_("Set the prizes of %s"), model->name);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !(stmt = hammer_store_borrow_statement (tx.db, "UPDATE events SET payout_kind = ?2,"
                                                     " payout = ?3 WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (!clear)
    {
      stored = hammer_payout_to_stored (payout);
      sqlite3_bind_text (stmt, 2, hammer_payout_kind_to_string (payout->kind), -1,
                         SQLITE_STATIC);
      sqlite3_bind_text (stmt, 3, stored, -1, SQLITE_TRANSIENT);
    }
  if (!hammer_store_tx_run_logged (&tx, "events", event_id, stmt, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}

/* The day's list */

static void
day_player_free (HammerDayPlayer *player)
{
  g_free (player->name);
  g_free (player->club);
  g_free (player->checked_in);
  g_clear_pointer (&player->entries, g_array_unref);
  g_free (player);
}

static void
day_entry_clear (HammerDayEntry *entry)
{
  g_free (entry->event_name);
  g_free (entry->team_names);
}

void
hammer_day_register_free (HammerDayRegister *reg)
{
  if (reg == NULL)
    return;
  g_free (reg->name);
  g_free (reg->date);
  g_free (reg->venue);
  g_free (reg->currency);
  g_clear_pointer (&reg->players, g_ptr_array_unref);
  g_free (reg);
}

HammerDayPlayer *
hammer_day_register_find (HammerDayRegister *reg,
                          gint64             player_id)
{
  g_return_val_if_fail (reg != NULL, NULL);

  for (guint i = 0; i < reg->players->len; i++)
    if (((HammerDayPlayer *) reg->players->pdata[i])->player == player_id)
      return reg->players->pdata[i];
  return NULL;
}

/* The day's name, date, venue and currency into the four pointers. */
gboolean
hammer_day_read_heading (sqlite3  *db,
                         gint64    day_id,
                         char    **name,
                         char    **date,
                         char    **venue,
                         char    **currency,
                         GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!hammer_day_check_exists (db, day_id, error) ||
      !(stmt = hammer_store_prepare (db, "SELECT name, date, venue, currency FROM days"
                                         " WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      hammer_store_set_error (db, sqlite3_errcode (db), _("Could not read the day"), error);
      return FALSE;
    }
  *name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  *date = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  *venue = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  *currency = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  return TRUE;
}

static int
compare_day_players (gconstpointer a,
                     gconstpointer b)
{
  const HammerDayPlayer *x = *(HammerDayPlayer * const *) a;
  const HammerDayPlayer *y = *(HammerDayPlayer * const *) b;
  int order = hammer_i18n_compare_names (x->name, y->name);

  return order != 0 ? order : (x->player > y->player) - (x->player < y->player);
}

/* Every entry of a player in an event of the day, withdrawn ones too: the
 * desk may owe them a refund. */
static const char register_sql[] =
  "SELECT p.id, p.name, c.name, ci.checked_in_at, e.id, e.name, e.drawn_at IS NOT NULL,"
  " e.fee_cents, n.id, n.paid_method, n.paid_cents,"
  " (SELECT count(*) FROM entrant_players t WHERE t.entrant_id = n.id) > 1,"
  " n.withdrawn, n.refund_method, n.refund_cents,"
  " (SELECT group_concat (name, ' / ') FROM (SELECT tp.name FROM entrant_players t"
  "  JOIN players tp ON tp.id = t.player_id WHERE t.entrant_id = n.id ORDER BY t.position)),"
  " EXISTS (SELECT 1 FROM player_keys k WHERE k.player_id = p.id AND k.day_id = e.day_id)"
  " FROM events e JOIN entrants n ON n.event_id = e.id"
  " JOIN entrant_players ep ON ep.entrant_id = n.id"
  " JOIN players p ON p.id = ep.player_id"
  " LEFT JOIN clubs c ON c.id = p.club_id"
  " LEFT JOIN day_check_ins ci ON ci.day_id = e.day_id AND ci.player_id = p.id"
  " WHERE e.day_id = ? ORDER BY p.id, e.id";

HammerDayRegister *
hammer_days_get_register (HammerStore  *self,
                          gint64        day_id,
                          GError      **error)
{
  g_autoptr(HammerDayRegister) reg = g_new0 (HammerDayRegister, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GHashTable) counted = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                        NULL);
  HammerDayPlayer *player = NULL;
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (self);
  reg->id = day_id;
  reg->players = g_ptr_array_new_with_free_func ((GDestroyNotify) day_player_free);
  if (!hammer_day_read_heading (db, day_id, &reg->name, &reg->date, &reg->venue, &reg->currency,
                                error) ||
      !(stmt = hammer_store_prepare (db, register_sql, error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, day_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerDayEntry entry = { 0 };

      if (player == NULL || player->player != sqlite3_column_int64 (stmt, 0))
        {
          player = g_new0 (HammerDayPlayer, 1);
          player->player = sqlite3_column_int64 (stmt, 0);
          player->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
          player->club = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
          player->checked_in = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
          player->phone_key = sqlite3_column_int (stmt, 16);
          player->entries = g_array_new (FALSE, TRUE, sizeof (HammerDayEntry));
          g_array_set_clear_func (player->entries, (GDestroyNotify) day_entry_clear);
          g_ptr_array_add (reg->players, player);
        }
      entry.event = sqlite3_column_int64 (stmt, 4);
      entry.event_name = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
      entry.drawn = sqlite3_column_int (stmt, 6);
      entry.fee = sqlite3_column_int64 (stmt, 7);
      entry.entrant = sqlite3_column_int64 (stmt, 8);
      if (hammer_payment_method_from_string ((const char *) sqlite3_column_text (stmt, 9),
                                             &entry.method))
        entry.paid = sqlite3_column_int64 (stmt, 10);
      entry.team = sqlite3_column_int (stmt, 11);
      entry.withdrawn = sqlite3_column_int (stmt, 12);
      if (hammer_payment_method_from_string ((const char *) sqlite3_column_text (stmt, 13),
                                             &entry.refund_method))
        entry.refunded = sqlite3_column_int64 (stmt, 14);
      if (entry.team)
        entry.team_names = g_strdup ((const char *) sqlite3_column_text (stmt, 15));
      /* Each of a team's players sees the team's fee; the day counts it once. */
      hammer_fee_sum_add (&player->fees, entry.fee, entry.withdrawn, entry.paid, entry.refunded);
      if (g_hash_table_add (counted, g_memdup2 (&entry.entrant, sizeof entry.entrant)))
        hammer_fee_sum_add (&reg->fees, entry.fee, entry.withdrawn, entry.paid, entry.refunded);
      g_array_append_val (player->entries, entry);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the day"), error);
      return NULL;
    }
  g_ptr_array_sort (reg->players, compare_day_players);
  return g_steal_pointer (&reg);
}

/* Check-in and payments */

/* Player @player_id's entrants in the events of day @day_id (withdrawn ones
 * aside) into @entries, as the register lists them, and their name; fails
 * naming them when they are in none. */
static gboolean
read_player_entries (sqlite3     *db,
                     gint64       day_id,
                     gint64       player_id,
                     GArray      *entries,
                     char       **name,
                     GError     **error)
{
  g_autoptr(sqlite3_stmt) player = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!hammer_day_check_exists (db, day_id, error) ||
      !(player = hammer_store_prepare (db, "SELECT name FROM players WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (player, 1, player_id);
  if (sqlite3_step (player) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("--player: there is no player with number %" PRId64), player_id);
      return FALSE;
    }
  *name = g_strdup ((const char *) sqlite3_column_text (player, 0));
  if (!(stmt = hammer_store_prepare (db, "SELECT n.id, e.id, e.name, e.drawn_at IS NOT NULL,"
                                         " e.fee_cents, n.paid_method, n.paid_cents,"
                                         " (SELECT group_concat (name, ' / ') FROM"
                                         "  (SELECT tp.name FROM entrant_players t"
                                         "   JOIN players tp ON tp.id = t.player_id"
                                         "   WHERE t.entrant_id = n.id ORDER BY t.position)),"
                                         " (SELECT count(*) FROM entrant_players t"
                                         "  WHERE t.entrant_id = n.id) > 1 FROM events e"
                                         " JOIN entrants n ON n.event_id = e.id"
                                         " AND n.withdrawn = 0"
                                         " JOIN entrant_players ep ON ep.entrant_id = n.id"
                                         " WHERE e.day_id = ? AND ep.player_id = ?"
                                         " ORDER BY e.id", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id);
  sqlite3_bind_int64 (stmt, 2, player_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerDayEntry entry = { 0 };

      entry.entrant = sqlite3_column_int64 (stmt, 0);
      entry.event = sqlite3_column_int64 (stmt, 1);
      entry.event_name = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      entry.drawn = sqlite3_column_int (stmt, 3);
      entry.fee = sqlite3_column_int64 (stmt, 4);
      if (hammer_payment_method_from_string ((const char *) sqlite3_column_text (stmt, 5),
                                             &entry.method))
        entry.paid = sqlite3_column_int64 (stmt, 6);
      entry.team = sqlite3_column_int (stmt, 8);
      entry.team_names = g_strdup ((const char *) sqlite3_column_text (stmt, 7));
      g_array_append_val (entries, entry);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the day"), error);
      return FALSE;
    }
  if (entries->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s is in no event of day %" PRId64 ": enter them in one first"), *name,
                   day_id);
      return FALSE;
    }
  return TRUE;
}

static GArray *
entries_new (void)
{
  GArray *entries = g_array_new (FALSE, TRUE, sizeof (HammerDayEntry));

  g_array_set_clear_func (entries, (GDestroyNotify) day_entry_clear);
  return entries;
}

/* Records player @player_id as here on day @day_id, inside @tx. */
static gboolean
insert_check_in (HammerStoreTx  *tx,
                 gint64          day_id,
                 gint64          player_id,
                 GError        **error)
{
  g_autofree char *now = hammer_now_stamp ();
  sqlite3_stmt *stmt = hammer_store_borrow_statement (tx->db, "INSERT INTO day_check_ins"
                                                              " (day_id, player_id,"
                                                              " checked_in_at)"
                                                              " VALUES (?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id);
  sqlite3_bind_int64 (stmt, 2, player_id);
  sqlite3_bind_text (stmt, 3, now, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_insert_row (tx, "day_check_ins", stmt, _("Could not check in"),
                                     error) != 0;
}

/* Marks each of @entries present (@in) or absent, inside @tx: presence
 * decides the draw, so a drawn event keeps its field. */
static gboolean
mark_entries (HammerStoreTx  *tx,
              GArray         *entries,
              gboolean        in,
              GError        **error)
{
  for (guint i = 0; i < entries->len; i++)
    {
      HammerDayEntry *entry = &g_array_index (entries, HammerDayEntry, i);

      if (!entry->drawn &&
          !hammer_store_tx_update_row (tx, "entrants", entry->entrant,
                                       in ? "UPDATE entrants SET present = 1 WHERE id = ?1"
                                          : "UPDATE entrants SET present = 0 WHERE id = ?1",
                                       error))
        return FALSE;
    }
  return TRUE;
}

/* The id of player @player_id's check-in on day @day_id, 0 when there is
 * none (or, with @error set, when it cannot be read). */
static gint64
find_check_in (sqlite3  *db,
               gint64    day_id,
               gint64    player_id,
               GError  **error)
{
  g_autoptr(sqlite3_stmt) find = NULL;

  if (!(find = hammer_store_prepare (db, "SELECT id FROM day_check_ins"
                                         " WHERE day_id = ? AND player_id = ?", error)))
    return 0;
  sqlite3_bind_int64 (find, 1, day_id);
  sqlite3_bind_int64 (find, 2, player_id);
  return sqlite3_step (find) == SQLITE_ROW ? sqlite3_column_int64 (find, 0) : 0;
}

gboolean
hammer_days_tx_mark_here (HammerStoreTx  *tx,
                          gint64          day_id,
                          gint64          player_id,
                          GError        **error)
{
  g_autoptr(GArray) entries = entries_new ();
  g_autofree char *name = NULL;
  g_autoptr(GError) local = NULL;

  if (!read_player_entries (tx->db, day_id, player_id, entries, &name, error))
    return FALSE;
  if (find_check_in (tx->db, day_id, player_id, &local) == 0)
    {
      if (local != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      if (!insert_check_in (tx, day_id, player_id, error))
        return FALSE;
    }
  return mark_entries (tx, entries, TRUE, error);
}

gboolean
hammer_days_check_in (HammerStore  *self,
                      gint64        day_id,
                      gint64        player_id,
                      gboolean      in,
                      GError      **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(GArray) entries = entries_new ();
  g_autoptr(GError) local = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  gint64 check_in_id = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !read_player_entries (tx.db, day_id, player_id, entries, &name, error))
    return FALSE;
  check_in_id = find_check_in (tx.db, day_id, player_id, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (in == (check_in_id != 0))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   in ? _("%s is checked in already") : _("%s is not checked in"), name);
      return FALSE;
    }
  description = in ? g_strdup_printf (_("Check in %s"), name)
                   /* TRANSLATORS: a change in the history; %s is a player's name. */
                   : g_strdup_printf (_("Take back the check-in of %s"), name);
  if (!hammer_store_tx_describe (&tx, description, error))
    return FALSE;
  if (in ? !insert_check_in (&tx, day_id, player_id, error)
         : !hammer_store_tx_update_row (&tx, "day_check_ins", check_in_id,
                                        "DELETE FROM day_check_ins WHERE id = ?1", error))
    return FALSE;
  if (!mark_entries (&tx, entries, in, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}

/* What paying @cents (-1: what is left) of @entry's fee by @method (NONE:
 * taking its payment back) adds up to, into @paid; FALSE with @error unset
 * when a payment of every fee passes it by (paid already, or nothing to
 * take back). A payment belongs to the entry: a team's fee paid by one of
 * its players is paid for both, and taken back by either. */
static gboolean
check_payment (const HammerDayEntry  *entry,
               HammerPaymentMethod    method,
               gint64                 cents,
               gboolean               named,
               gint64                *paid,
               GError               **error)
{
  gint64 left = MAX (entry->fee - entry->paid, 0);

  if (method == HAMMER_PAYMENT_NONE)
    {
      if (entry->method == HAMMER_PAYMENT_NONE && named)
        /* TRANSLATORS: an event's name, an entrant's ("Anna / Bert" for a team). */
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("The %s fee of %s is not paid; there is nothing to take back"),
                     entry->event_name, entry->team_names);
      *paid = 0;
      return entry->method != HAMMER_PAYMENT_NONE;
    }
  if (entry->method != HAMMER_PAYMENT_NONE && left == 0)
    {
      if (named)
        /* TRANSLATORS: an event's name, an entrant's, how it was paid ("Cash"). */
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("The %s fee of %s is paid already (%s)"), entry->event_name,
                     entry->team_names, hammer_payment_method_label (entry->method));
      return FALSE;
    }
  if (cents == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("0.00 pays nothing: take part or all of what is left to pay"));
      return FALSE;
    }
  if (cents > left)
    {
      g_autofree char *amount = hammer_money_amount (cents);
      g_autofree char *outstanding = hammer_money_amount (left);

      /* TRANSLATORS: an amount typed, what is left to pay, an event's name, an entrant's. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--amount: %s is more than the %s still to pay of the %s fee of %s"),
                   amount, outstanding, entry->event_name, entry->team_names);
      return FALSE;
    }
  /* One method an entry: the rest goes the way the first part went. */
  if (entry->method != HAMMER_PAYMENT_NONE && entry->method != method)
    {
      g_autofree char *part = hammer_money_amount (entry->paid);

      /* TRANSLATORS: an event's name, an entrant's, what was paid and how ("Cash"). */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--method: %2$s paid %3$s of the %1$s fee by %4$s; take the rest the "
                     "same way"), entry->event_name, entry->team_names, part,
                   hammer_payment_method_label (entry->method));
      return FALSE;
    }
  *paid = entry->paid + (cents >= 0 ? cents : left);
  return TRUE;
}

gboolean
hammer_days_pay (HammerStore          *self,
                 gint64                day_id,
                 gint64                player_id,
                 gint64                event_id,
                 HammerPaymentMethod   method,
                 gint64                cents,
                 GError              **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(GArray) entries = entries_new ();
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  guint n_paid = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !read_player_entries (tx.db, day_id, player_id, entries, &name, error))
    return FALSE;
  if (event_id != 0)
    {
      g_autoptr(HammerEventModel) model = hammer_event_load (tx.db, event_id, error);
      gboolean entered = FALSE;

      if (model == NULL)
        return FALSE;
      if (model->day_id != day_id)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("--event: event %" PRId64 " “%s” is not played on day %" PRId64),
                       event_id, model->name, day_id);
          return FALSE;
        }
      for (guint i = 0; i < entries->len; i++)
        entered |= g_array_index (entries, HammerDayEntry, i).event == event_id;
      if (!entered)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("--event: %s is not entered in “%s”; enter them first"), name,
                       model->name);
          return FALSE;
        }
    }
  else if (cents >= 0 && entries->len > 1)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--amount: %s is in %u events; name the one paid with --event"), name,
                   entries->len);
      return FALSE;
    }
  description = method == HAMMER_PAYMENT_NONE
                /* TRANSLATORS: a change in the history; %s is a player's name. */
                ? g_strdup_printf (_("Mark the entry fees of %s unpaid"), name)
                /* TRANSLATORS: a change in the history; %s is a player's name. */
                : g_strdup_printf (_("Take the entry fees of %s"), name);
  if (!hammer_store_tx_describe (&tx, description, error))
    return FALSE;
  for (guint i = 0; i < entries->len; i++)
    {
      HammerDayEntry *entry = &g_array_index (entries, HammerDayEntry, i);
      sqlite3_stmt *stmt;
      g_autoptr(GError) refused = NULL;
      gint64 paid = 0;

      if (event_id != 0 && entry->event != event_id)
        continue;
      if (!check_payment (entry, method, cents, event_id != 0, &paid, &refused))
        {
          if (refused != NULL)
            {
              g_propagate_error (error, g_steal_pointer (&refused));
              return FALSE;
            }
          continue;
        }
      if (!(stmt = hammer_store_borrow_statement (tx.db, "UPDATE entrants SET paid_method = ?2,"
                                                         " paid_cents = ?3 WHERE id = ?1",
                                                  error)))
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, entry->entrant);
      if (method != HAMMER_PAYMENT_NONE)
        {
          sqlite3_bind_text (stmt, 2, hammer_payment_method_to_string (method), -1,
                             SQLITE_STATIC);
          sqlite3_bind_int64 (stmt, 3, paid);
        }
      if (!hammer_store_tx_run_logged (&tx, "entrants", entry->entrant, stmt, error))
        return FALSE;
      n_paid++;
    }
  if (n_paid == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   method == HAMMER_PAYMENT_NONE
                   /* TRANSLATORS: a player's name. */
                   ? _("No entry fee of %s is paid; there is nothing to take back")
                   /* TRANSLATORS: a player's name. */
                   : _("Every entry fee of %s is paid already"), name);
      return FALSE;
    }
  return hammer_store_tx_finish (&tx, self, error);
}
