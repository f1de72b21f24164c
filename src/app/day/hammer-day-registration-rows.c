/* hammer-day-registration-rows.c — a player's row at the registration
 * desk: name, events and money, Check In, Pay and More, with their menus
 * (on a phone's width all in one menu); the rows only name the desk's
 * actions, which hammer-day-registration.c installs and carries out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-day-desk.h"

#include "hammer-day-player-item.h"
#include "hammer-day-registration-private.h"
#include "hammer-money.h"

/* Whether @item paid for an event they withdrew from: what a refund is for. */
gboolean
_hammer_day_registration_has_refundable (HammerDayPlayerItem *item)
{
  for (guint e = 0; e < hammer_day_player_item_get_n_entries (item); e++)
    {
      const HammerDayPlayerItemEntry *entry = hammer_day_player_item_get_entry (item, e);

      if (entry->withdrawn && entry->paid > 0)
        return TRUE;
    }
  return FALSE;
}

/* A row's menus */

static void
append_pay_items (GMenu      *menu,
                  gint64      player_id,
                  gint64      event_id)
{
  static const HammerPaymentMethod methods[] = {
    HAMMER_PAYMENT_CASH, HAMMER_PAYMENT_TRANSFER, HAMMER_PAYMENT_OTHER,
  };

  for (guint m = 0; m < G_N_ELEMENTS (methods); m++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (hammer_payment_method_label (methods[m]),
                                                   NULL);

      g_menu_item_set_action_and_target_value (item, "desk.pay",
                                               g_variant_new ("(xxs)", player_id, event_id,
                                                              hammer_payment_method_to_string (
                                                                methods[m])));
      g_menu_append_item (menu, item);
    }
}

/* Pay: every fee at once in one way, or one event's; each section names
 * the event, its fee and how it was paid. */
static GMenuModel *
pay_menu (HammerDayPlayerItem *item)
{
  GMenu *menu = g_menu_new ();
  gint64 player_id = hammer_day_player_item_get_player_id (item);
  const char *currency = hammer_day_player_item_get_currency (item);
  guint n = hammer_day_player_item_get_n_entries (item);

  if (n > 1)
    {
      g_autoptr(GMenu) all = g_menu_new ();

      append_pay_items (all, player_id, 0);
      g_menu_append_section (menu, _("Every Fee"), G_MENU_MODEL (all));
    }
  for (guint e = 0; e < n; e++)
    {
      const HammerDayPlayerItemEntry *entry = hammer_day_player_item_get_entry (item, e);
      g_autoptr(GMenu) one = g_menu_new ();
      g_autofree char *fee = hammer_money_format (entry->fee, currency);
      g_autofree char *heading = NULL;

      if (entry->method != HAMMER_PAYMENT_NONE)
        /* TRANSLATORS: a Pay menu's heading: "Singles · € 5,00 · Cash". */
        heading = g_strdup_printf (_("%s · %s · %s"), entry->event_name, fee,
                                   hammer_payment_method_label (entry->method));
      else
        /* TRANSLATORS: a Pay menu's heading: "Singles · € 5,00". */
        heading = g_strdup_printf (_("%s · %s"), entry->event_name, fee);
      append_pay_items (one, player_id, entry->event);
      g_menu_append_section (menu, heading, G_MENU_MODEL (one));
    }
  {
    g_autoptr(GMenuItem) amount = g_menu_item_new (_("Another _Amount…"), NULL);
    g_autoptr(GMenu) last = g_menu_new ();

    g_menu_item_set_action_and_target_value (amount, "desk.pay-amount",
                                             g_variant_new_int64 (player_id));
    g_menu_append_item (last, amount);
    g_menu_append_section (menu, NULL, G_MENU_MODEL (last));
  }
  return G_MENU_MODEL (menu);
}

static GMenuModel *
more_menu (HammerDayPlayerItem *item)
{
  GMenu *menu = g_menu_new ();
  gint64 player_id = hammer_day_player_item_get_player_id (item);

  if (hammer_day_player_item_get_paid (item) > 0)
    {
      g_autoptr(GMenuItem) back = g_menu_item_new (_("_Take Back Payment"), NULL);

      g_menu_item_set_action_and_target_value (back, "desk.pay",
                                               g_variant_new ("(xxs)", player_id, (gint64) 0,
                                                              "none"));
      g_menu_append_item (menu, back);
    }
  if (_hammer_day_registration_has_refundable (item))
    {
      g_autoptr(GMenuItem) refund = g_menu_item_new (_("_Refund…"), NULL);

      g_menu_item_set_action_and_target_value (refund, "desk.refund",
                                               g_variant_new_int64 (player_id));
      g_menu_append_item (menu, refund);
    }
  {
    g_autoptr(GMenuItem) receipt = g_menu_item_new (_("Print _Receipt…"), NULL);

    g_menu_item_set_action_and_target_value (receipt, "desk.print-receipt",
                                             g_variant_new_int64 (player_id));
    g_menu_append_item (menu, receipt);
  }
  /* Only for a player who has a link to give up: one from a phone's check-in. */
  if (hammer_day_player_item_get_phone_key (item))
    {
      g_autoptr(GMenuItem) link = g_menu_item_new (_("New _Phone Link…"), NULL);

      g_menu_item_set_action_and_target_value (link, "desk.new-phone-link",
                                               g_variant_new_int64 (player_id));
      g_menu_append_item (menu, link);
    }
  return G_MENU_MODEL (menu);
}

static void
set_accessible_label (GtkWidget  *widget,
                      const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* The menu of a row on a phone's width: Check In (or its undo) and Pay
 * first, then the rest. */
static GMenuModel *
narrow_menu (HammerDayPlayerItem *item,
             GMenuModel          *pay_model,
             GMenuModel          *more_model)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) first = g_menu_new ();
  gboolean in = hammer_day_player_item_get_checked_in (item);
  g_autoptr(GMenuItem) check = g_menu_item_new (in ? _("_Undo Check-In") : _("Check _In"), NULL);

  g_menu_item_set_action_and_target_value (check, "desk.check-in",
                                           g_variant_new ("(xb)",
                                                          hammer_day_player_item_get_player_id (
                                                            item), !in));
  g_menu_append_item (first, check);
  if (hammer_day_player_item_get_n_entries (item) > 0)
    g_menu_append_submenu (first, _("Pay"), pay_model);
  g_menu_append_section (menu, NULL, G_MENU_MODEL (first));
  g_menu_append_section (menu, NULL, more_model);
  return G_MENU_MODEL (menu);
}

/* Wide, a row has its Check In and Pay buttons beside the name; narrow,
 * they are in its menu and the name has the width. */
void
_hammer_day_registration_row_set_narrow (GtkWidget *row,
                                         gboolean   narrow)
{
  gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "hammer-check"), !narrow);
  gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "hammer-pay"), !narrow);
  gtk_menu_button_set_menu_model (g_object_get_data (G_OBJECT (row), "hammer-more"),
                                  g_object_get_data (G_OBJECT (row), narrow ? "hammer-more-narrow"
                                                                            : "hammer-more-wide"));
}

GtkWidget *
_hammer_day_registration_row_new (gpointer object,
                                  gpointer user_data)
{
  HammerDayPlayerItem *item = object;
  const char *name = hammer_day_player_item_get_name (item);
  gint64 player_id = hammer_day_player_item_get_player_id (item);
  gboolean in = hammer_day_player_item_get_checked_in (item);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_toggle_button_new_with_mnemonic (in ? _("Checked _In")
                                                            : _("Check _In"));
  GtkWidget *pay = gtk_menu_button_new ();
  GtkWidget *more = gtk_menu_button_new ();
  g_autoptr(GMenuModel) pay_model = pay_menu (item);
  g_autoptr(GMenuModel) more_model = more_menu (item);
  g_autofree char *subtitle = g_strdup_printf ("%s\n%s",
                                               hammer_day_player_item_get_events_text (item),
                                               hammer_day_player_item_get_money_text (item));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (in)
    adw_action_row_set_icon_name (ADW_ACTION_ROW (row), "object-select-symbolic");

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (check), in);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (check), "desk.check-in");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (check),
                                          g_variant_new ("(xb)", player_id, !in));
  {
    g_autofree char *label = in
      /* TRANSLATORS: a button's name for a screen reader: "Undo Check-In of Anna Bakker". */
      ? g_strdup_printf (_("Undo Check-In of %s"), name)
      /* TRANSLATORS: a button's name for a screen reader: "Check In Anna Bakker". */
      : g_strdup_printf (_("Check In %s"), name);

    set_accessible_label (check, label);
  }
  gtk_widget_set_tooltip_text (check, in ? _("Checked in: press to undo it")
                                         : _("Mark the player here for the whole day"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), check);

  gtk_menu_button_set_label (GTK_MENU_BUTTON (pay), _("Pay"));
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (pay), pay_model);
  gtk_widget_set_valign (pay, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (pay, hammer_day_player_item_get_n_entries (item) > 0);
  if (hammer_day_player_item_get_outstanding (item) > 0)
    gtk_widget_add_css_class (pay, "suggested-action");
  {
    /* TRANSLATORS: a Pay button's name for a screen reader: "Pay for Anna Bakker". */
    g_autofree char *label = g_strdup_printf (_("Pay for %s"), name);

    set_accessible_label (pay, label);
  }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), pay);

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (more), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (more), more_model);
  gtk_widget_set_valign (more, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (more, "flat");
  {
    /* TRANSLATORS: a row's menu's name for a screen reader: "More for Anna Bakker". */
    g_autofree char *label = g_strdup_printf (_("More for %s"), name);

    set_accessible_label (more, label);
  }
  gtk_widget_set_tooltip_text (more, _("Take back a payment, refund a fee, print a receipt"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), more);

  g_object_set_data (G_OBJECT (row), "player-id", GSIZE_TO_POINTER ((gsize) player_id));
  g_object_set_data (G_OBJECT (row), "hammer-check", check);
  g_object_set_data (G_OBJECT (row), "hammer-pay", pay);
  g_object_set_data (G_OBJECT (row), "hammer-more", more);
  g_object_set_data_full (G_OBJECT (row), "hammer-more-wide", g_object_ref (more_model),
                          g_object_unref);
  g_object_set_data_full (G_OBJECT (row), "hammer-more-narrow",
                          narrow_menu (item, pay_model, more_model), g_object_unref);
  _hammer_day_registration_row_set_narrow (row, ((HammerDayRegistration *) user_data)->narrow);
  return row;
}
