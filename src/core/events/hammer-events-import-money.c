/* hammer-events-import-money.c — the desk's money in an event document:
 * the entry fee, the payout table and what each entrant paid
 *
 * Each is optional: a document from before the desk imports as it was,
 * with no fee, no table and nobody paid.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-json.h"
#include "events/hammer-events-private.h"

/* The most a fee, a fixed prize or a payment may be: ten million. */
#define MAX_CENTS G_GINT64_CONSTANT (1000000000)

static gboolean
money_error (GError     **error,
             const char  *what)
{
  return hammer_event_document_error (error, what);
}

static gboolean
read_payout (JsonObject    *event,
             HammerPayout  *payout,
             GError       **error)
{
  JsonNode *node = hammer_json_member (event, "payout");
  JsonObject *table;
  JsonArray *places;
  gint64 total = 0;

  payout->kind = HAMMER_PAYOUT_NONE;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return money_error (error, _("the event’s payout table is not an object"));
  table = json_node_get_object (node);
  if (g_strcmp0 (hammer_json_string (table, "kind"), "percent") == 0)
    payout->kind = HAMMER_PAYOUT_PERCENT;
  else if (g_strcmp0 (hammer_json_string (table, "kind"), "amount") == 0)
    payout->kind = HAMMER_PAYOUT_AMOUNT;
  else
    return money_error (error, _("the event’s payout table is neither “percent” nor "
                                 "“amount”"));
  places = hammer_json_array (table, "places");
  if (places == NULL || json_array_get_length (places) == 0)
    return money_error (error, _("the event’s payout table has no places"));
  payout->values = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < json_array_get_length (places); i++)
    {
      gint64 value;

      if (!hammer_json_node_int (json_array_get_element (places, i), &value) || value < 0 ||
          value > MAX_CENTS)
        {
          g_autofree char *what = g_strdup_printf (_("the event’s payout table: place %u is "
                                                     "not a whole number from 0"), i + 1);
          return money_error (error, what);
        }
      total += value;
      g_array_append_val (payout->values, value);
    }
  /* Hundredths of a percent: the whole of the fees is 10000. */
  if (payout->kind == HAMMER_PAYOUT_PERCENT && total > 10000)
    return money_error (error, _("the event’s payout table pays out more than all the fees"));
  return TRUE;
}

gboolean
hammer_event_document_money (JsonObject    *event,
                             gint64        *fee,
                             HammerPayout  *payout,
                             GError       **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (event != NULL, FALSE);
  g_return_val_if_fail (fee != NULL && payout != NULL, FALSE);

  if (!hammer_json_check_int (event, "fee", 0, MAX_CENTS, 0, fee, &local))
    {
      /* TRANSLATORS: "the event’s fee: …" what is wrong with the number. */
      g_autofree char *what = g_strdup_printf (_("the event’s fee: %s"), local->message);
      return money_error (error, what);
    }
  return read_payout (event, payout, error);
}

gboolean
hammer_event_document_payment (JsonObject           *entrant,
                               guint                 index,
                               const char           *member,
                               HammerPaymentMethod  *method,
                               gint64               *cents,
                               GError              **error)
{
  JsonNode *node;
  JsonObject *paid;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (entrant != NULL, FALSE);
  g_return_val_if_fail (method != NULL && cents != NULL, FALSE);

  *method = HAMMER_PAYMENT_NONE;
  *cents = 0;
  node = hammer_json_member (entrant, member);
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node) ||
      !hammer_payment_method_from_string (hammer_json_string ((paid = json_node_get_object (node)),
                                                              "method"), method))
    {
      /* TRANSLATORS: %u is the entrant's place in the document, %s “paid” or
       * “refund”. */
      g_autofree char *what = g_strdup_printf (_("entrant %u: its “%s” has no method "
                                                 "(cash, transfer or other)"), index + 1,
                                               member);
      return money_error (error, what);
    }
  if (!hammer_json_check_int (paid, "amount", 0, MAX_CENTS, -1, cents, &local) || *cents < 0)
    {
      /* TRANSLATORS: %u is the entrant's place in the document, %s “paid” or
       * “refund”. */
      g_autofree char *what = g_strdup_printf (_("entrant %u: its “%s” has no amount in "
                                                 "cents from 0"), index + 1, member);
      return money_error (error, what);
    }
  return TRUE;
}
