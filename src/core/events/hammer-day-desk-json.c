/* hammer-day-desk-json.c — the registration desk's lists as the command
 * line prints them; amounts in cents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day-desk.h"

static void
add_int (JsonBuilder *builder,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

static void
add_string (JsonBuilder *builder,
            const char  *member,
            const char  *value)
{
  json_builder_set_member_name (builder, member);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

/* The members "due", "paid", "refunded", "outstanding". */
static void
add_fees (JsonBuilder        *builder,
          const HammerFeeSum *fees)
{
  add_int (builder, "due", fees->due);
  add_int (builder, "paid", fees->paid);
  add_int (builder, "refunded", fees->refunded);
  add_int (builder, "outstanding", fees->outstanding);
}

static void
add_entry (JsonBuilder          *builder,
           const HammerDayEntry *entry)
{
  json_builder_begin_object (builder);
  add_int (builder, "event", entry->event);
  add_string (builder, "name", entry->event_name);
  add_int (builder, "entrant", entry->entrant);
  add_int (builder, "fee", entry->fee);
  json_builder_set_member_name (builder, "team");
  json_builder_add_boolean_value (builder, entry->team);
  add_string (builder, "team_names", entry->team_names);
  /* Paid in full; a part payment is not. */
  json_builder_set_member_name (builder, "paid");
  json_builder_add_boolean_value (builder, hammer_day_entry_paid_in_full (entry));
  add_int (builder, "amount", entry->paid);
  add_int (builder, "amount_paid", entry->paid);
  add_int (builder, "outstanding", hammer_day_entry_outstanding (entry));
  add_string (builder, "method", hammer_payment_method_to_string (entry->method));
  json_builder_set_member_name (builder, "withdrawn");
  json_builder_add_boolean_value (builder, entry->withdrawn);
  add_int (builder, "refund", entry->refunded);
  add_string (builder, "refund_method", hammer_payment_method_to_string (entry->refund_method));
  json_builder_end_object (builder);
}

static void
add_player (JsonBuilder           *builder,
            const HammerDayPlayer *player)
{
  json_builder_begin_object (builder);
  add_int (builder, "player", player->player);
  add_string (builder, "name", player->name);
  add_string (builder, "club", player->club);
  json_builder_set_member_name (builder, "checked_in");
  json_builder_add_boolean_value (builder, player->checked_in != NULL);
  add_string (builder, "checked_in_at", player->checked_in);
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint e = 0; e < player->entries->len; e++)
    add_entry (builder, &g_array_index (player->entries, HammerDayEntry, e));
  json_builder_end_array (builder);
  add_fees (builder, &player->fees);
  json_builder_end_object (builder);
}

JsonNode *
hammer_day_register_to_json (HammerDayRegister *reg,
                             gint64             player_id)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (reg != NULL, NULL);

  json_builder_begin_object (builder);
  add_int (builder, "day", reg->id);
  add_string (builder, "currency", reg->currency);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < reg->players->len; i++)
    {
      const HammerDayPlayer *player = reg->players->pdata[i];

      if (player_id == 0 || player->player == player_id)
        add_player (builder, player);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "totals");
  json_builder_begin_object (builder);
  add_fees (builder, &reg->fees);
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

JsonNode *
hammer_day_money_to_json (HammerDayMoney *money)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (money != NULL, NULL);

  json_builder_begin_object (builder);
  add_int (builder, "day", money->id);
  add_string (builder, "currency", money->currency);
  add_int (builder, "due", money->due);
  json_builder_set_member_name (builder, "taken");
  json_builder_begin_object (builder);
  for (HammerPaymentMethod m = HAMMER_PAYMENT_CASH; m <= HAMMER_PAYMENT_OTHER; m++)
    add_int (builder, hammer_payment_method_to_string (m), money->taken[m]);
  add_int (builder, "total", money->taken_total);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "refunded");
  json_builder_begin_object (builder);
  for (HammerPaymentMethod m = HAMMER_PAYMENT_CASH; m <= HAMMER_PAYMENT_OTHER; m++)
    add_int (builder, hammer_payment_method_to_string (m), money->refunded[m]);
  add_int (builder, "total", money->refunded_total);
  json_builder_end_object (builder);
  add_int (builder, "outstanding", money->outstanding);
  add_int (builder, "prizes", money->prizes);
  add_int (builder, "balance", money->balance);
  json_builder_set_member_name (builder, "warnings");
  json_builder_begin_array (builder);
  for (guint e = 0; e < money->events->len; e++)
    {
      g_autofree char *warning = NULL;

      warning = hammer_day_event_money_warning (&g_array_index (money->events,
                                                                HammerDayEventMoney, e),
                                                money->currency);
      if (warning != NULL)
        json_builder_add_string_value (builder, warning);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint e = 0; e < money->events->len; e++)
    {
      const HammerDayEventMoney *event = &g_array_index (money->events, HammerDayEventMoney, e);

      json_builder_begin_object (builder);
      add_int (builder, "event", event->event);
      add_string (builder, "name", event->name);
      add_int (builder, "fee", event->fee);
      add_int (builder, "entrants", event->n_entrants);
      add_int (builder, "due", event->due);
      add_int (builder, "taken", event->taken);
      add_int (builder, "refunded", event->refunded);
      json_builder_set_member_name (builder, "finished");
      json_builder_add_boolean_value (builder, event->finished);
      add_int (builder, "prizes", event->prizes);
      add_int (builder, "remainder", event->remainder);
      add_int (builder, "fixed_prizes", event->fixed_prizes);
      if (event->over_fees)
        {
          g_autofree char *warning = hammer_day_event_money_warning (event, money->currency);

          add_string (builder, "warning", warning);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
