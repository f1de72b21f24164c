/* hammer-day-money-view.c — a tournament day's money as the core sums it:
 * the fees due, what was taken by each means, what was given back, what is
 * outstanding, the prizes of the finished events and the balance, then
 * each event's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-day-desk.h"
#include "sheets/hammer-day-sheets.h"

#include "hammer-app-utils.h"
#include "hammer-day-money-view.h"
#include "hammer-day-paper.h"
#include "hammer-money.h"
#include "hammer-window.h"

enum
{
  ROW_DUE,
  ROW_CASH,
  ROW_TRANSFER,
  ROW_OTHER,
  ROW_REFUNDS,
  ROW_OUTSTANDING,
  ROW_PRIZES,
  ROW_BALANCE,
  N_ROWS
};

struct _HammerDayMoneyView
{
  GtkWidget     parent_instance;

  AdwActionRow *due_row;
  AdwActionRow *cash_row;
  AdwActionRow *transfer_row;
  AdwActionRow *other_row;
  AdwActionRow *refunds_row;
  AdwActionRow *outstanding_row;
  AdwActionRow *prizes_row;
  AdwActionRow *balance_row;
  GtkListBox   *events_list;
  GtkLabel     *amounts[N_ROWS];

  HammerStore  *store;
  gint64        day_id;
  GCancellable *reading;
};

G_DEFINE_FINAL_TYPE (HammerDayMoneyView, hammer_day_money_view, GTK_TYPE_WIDGET)

static void
set_amount (HammerDayMoneyView *self,
            guint               row,
            gint64              cents,
            const char         *currency)
{
  g_autofree char *text = hammer_money_format (cents, currency);

  gtk_label_set_label (self->amounts[row], text);
}

/* "4 entrants · fee € 5,00 · € 15,00 of € 20,00 taken · prizes € 12,00". */
static GtkWidget *
event_row (const HammerDayEventMoney *event,
           const char                *currency)
{
  GtkWidget *row;
  g_autofree char *fee = hammer_money_format (event->fee, currency);
  g_autofree char *due = hammer_money_format (event->due, currency);
  g_autofree char *taken = hammer_money_format (event->taken, currency);
  g_autofree char *prizes = hammer_money_format (event->prizes, currency);
  g_autofree char *entrants = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *label;

  /* TRANSLATORS: the entrants of an event of the day: "4 entrants". */
  entrants = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entrant", "%u entrants",
                                           event->n_entrants), event->n_entrants);
  if (event->finished && event->has_payout)
    /* TRANSLATORS: an event's money: "4 entrants · fee € 5,00 · prizes € 12,00". */
    subtitle = g_strdup_printf (_("%s · fee %s · prizes %s"), entrants, fee, prizes);
  else
    /* TRANSLATORS: an event's money: "4 entrants · fee € 5,00". */
    subtitle = g_strdup_printf (_("%s · fee %s"), entrants, fee);
  if (event->refunded > 0)
    {
      g_autofree char *back = hammer_money_format (event->refunded, currency);
      g_autofree char *more = NULL;

      /* TRANSLATORS: an event's money, then what the desk gave back of
       * its fees: "4 entrants · fee € 5,00 · € 5,00 given back". */
      more = g_strdup_printf (_("%s · %s given back"), subtitle, back);
      g_free (subtitle);
      subtitle = g_steal_pointer (&more);
    }
  row = hammer_plain_row_new (event->name, subtitle);
  /* TRANSLATORS: what an event's fees brought in: "€ 15,00 of € 20,00 taken". */
  {
    g_autofree char *text = g_strdup_printf (_("%s of %s taken"), taken, due);

    label = gtk_label_new (text);
  }
  gtk_widget_add_css_class (label, "numeric");
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

/* How the refunds went back, "Cash € 3,00 · Transfer € 4,00"; "" for none. */
static char *
refunds_text (HammerDayMoney *money)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (HammerPaymentMethod m = HAMMER_PAYMENT_CASH; m <= HAMMER_PAYMENT_OTHER; m++)
    {
      g_autofree char *amount = NULL;

      if (money->refunded[m] == 0)
        continue;
      amount = hammer_money_format (money->refunded[m], money->currency);
      if (text->len > 0)
        g_string_append (text, " · ");
      /* TRANSLATORS: how much went back one way: "Cash € 3,00". */
      g_string_append_printf (text, C_("refund", "%s %s"), hammer_payment_method_label (m),
                              amount);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_money (HammerDayMoneyView *self,
            HammerDayMoney     *money)
{
  GtkWidget *child;

  set_amount (self, ROW_DUE, money->due, money->currency);
  set_amount (self, ROW_CASH, money->taken[HAMMER_PAYMENT_CASH], money->currency);
  set_amount (self, ROW_TRANSFER, money->taken[HAMMER_PAYMENT_TRANSFER], money->currency);
  set_amount (self, ROW_OTHER, money->taken[HAMMER_PAYMENT_OTHER], money->currency);
  set_amount (self, ROW_REFUNDS, money->refunded_total, money->currency);
  {
    g_autofree char *how = refunds_text (money);

    adw_action_row_set_subtitle (self->refunds_row, how);
  }
  set_amount (self, ROW_OUTSTANDING, money->outstanding, money->currency);
  set_amount (self, ROW_PRIZES, money->prizes, money->currency);
  set_amount (self, ROW_BALANCE, money->balance, money->currency);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->events_list))) != NULL)
    gtk_list_box_remove (self->events_list, child);
  for (guint e = 0; e < money->events->len; e++)
    gtk_list_box_append (self->events_list,
                         event_row (&g_array_index (money->events, HammerDayEventMoney, e),
                                    money->currency));
  gtk_widget_set_visible (GTK_WIDGET (self->events_list), money->events->len > 0);
}

static void
money_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(HammerDayMoneyView) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDayMoney) money = hammer_days_get_money_finish (HAMMER_STORE (source), result,
                                                                  &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->reading);
  if (money == NULL)
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  show_money (self, money);
}

static void
reload (HammerDayMoneyView *self)
{
  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  if (self->store == NULL || self->day_id == 0)
    return;
  self->reading = g_cancellable_new ();
  hammer_days_get_money_async (self->store, self->day_id, self->reading, money_read_cb,
                               g_object_ref (self));
}

/* A result finishes an event and its prizes count. */
static void
store_changes_cb (HammerDayMoneyView *self,
                  HammerChangeSet    *changes)
{
  static const HammerTable tables[] = {
    HAMMER_TABLE_DAYS, HAMMER_TABLE_EVENTS, HAMMER_TABLE_ENTRANTS, HAMMER_TABLE_MATCHES,
  };

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    if (hammer_change_set_touches (changes, tables[i]))
      {
        reload (self);
        return;
      }
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  HammerDayMoneyView *self = HAMMER_DAY_MONEY_VIEW (widget);

  if (self->store != NULL && self->day_id != 0)
    hammer_day_paper_print (widget, self->store, self->day_id, HAMMER_DAY_SHEET_MONEY, 0);
}

void
hammer_day_money_view_set_day (HammerDayMoneyView *self,
                               HammerStore        *store,
                               gint64              day_id)
{
  g_return_if_fail (HAMMER_IS_DAY_MONEY_VIEW (self));
  g_return_if_fail (store == NULL || HAMMER_IS_STORE (store));

  if (!hammer_follow_store (&self->store, store, G_CALLBACK (store_changes_cb), self) &&
      self->day_id == day_id)
    return;
  self->day_id = day_id;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "money.print",
                                 store != NULL && day_id != 0);
  reload (self);
}

gboolean
hammer_day_money_view_get_busy (HammerDayMoneyView *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_MONEY_VIEW (self), FALSE);

  return self->reading != NULL;
}

static void
hammer_day_money_view_dispose (GObject *object)
{
  HammerDayMoneyView *self = HAMMER_DAY_MONEY_VIEW (object);
  GtkWidget *child;

  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  hammer_follow_store (&self->store, NULL, G_CALLBACK (store_changes_cb), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_DAY_MONEY_VIEW);
  /* The view's child is no template child: it goes by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (hammer_day_money_view_parent_class)->dispose (object);
}

static void
hammer_day_money_view_class_init (HammerDayMoneyViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_day_money_view_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/day/"
                                               "hammer-day-money-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerDayMoneyView, due_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayMoneyView, cash_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayMoneyView, transfer_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayMoneyView, other_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayMoneyView, refunds_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayMoneyView, outstanding_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayMoneyView, prizes_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayMoneyView, balance_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayMoneyView, events_list);

  gtk_widget_class_install_action (widget_class, "money.print", NULL, print_action);
}

static void
hammer_day_money_view_init (HammerDayMoneyView *self)
{
  AdwActionRow *rows[N_ROWS];

  gtk_widget_init_template (GTK_WIDGET (self));
  rows[ROW_DUE] = self->due_row;
  rows[ROW_CASH] = self->cash_row;
  rows[ROW_TRANSFER] = self->transfer_row;
  rows[ROW_OTHER] = self->other_row;
  rows[ROW_REFUNDS] = self->refunds_row;
  rows[ROW_OUTSTANDING] = self->outstanding_row;
  rows[ROW_PRIZES] = self->prizes_row;
  rows[ROW_BALANCE] = self->balance_row;
  /* Each amount is a label of its own, beside its name, for a screen
   * reader to read with it. */
  for (guint r = 0; r < N_ROWS; r++)
    {
      self->amounts[r] = GTK_LABEL (gtk_label_new ("–"));
      gtk_widget_add_css_class (GTK_WIDGET (self->amounts[r]), "numeric");
      if (r == ROW_BALANCE)
        gtk_widget_add_css_class (GTK_WIDGET (self->amounts[r]), "heading");
      adw_action_row_add_suffix (rows[r], GTK_WIDGET (self->amounts[r]));
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "money.print", FALSE);
}
