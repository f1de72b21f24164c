/* hammer-day-pay-dialog.c — one event's fee of a player paid at the desk
 * with an amount typed, or given back (a refund): read as the core reads
 * money, refused at the field, recorded on the store's writer as a change
 * Undo takes back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-day-desk.h"

#include "hammer-app-utils.h"
#include "hammer-day-pay-dialog.h"
#include "hammer-money.h"
#include "hammer-window.h"

struct _HammerDayPayDialog
{
  AdwWindow            parent_instance;

  AdwComboRow         *event_row;
  AdwComboRow         *method_row;
  AdwEntryRow         *amount_row;
  GtkLabel            *error_label;
  GtkButton           *pay_button;

  HammerStore         *store;
  gint64               day_id;
  HammerDayPlayerItem *player;
  gboolean             refund;
  GArray              *entries;   /* guint: the player's entries the event row offers */
  GtkWidget           *report_widget;
  GCancellable        *writing;
};

G_DEFINE_FINAL_TYPE (HammerDayPayDialog, hammer_day_pay_dialog, ADW_TYPE_WINDOW)

static const HammerPaymentMethod methods[] = {
  HAMMER_PAYMENT_CASH, HAMMER_PAYMENT_TRANSFER, HAMMER_PAYMENT_OTHER,
};

static void
show_error (HammerDayPayDialog *self,
            const GError       *error)
{
  gtk_label_set_label (self->error_label, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
  hammer_widget_set_error (GTK_WIDGET (self->amount_row), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->amount_row));
}

static void
amount_changed_cb (HammerDayPayDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  hammer_widget_set_error (GTK_WIDGET (self->amount_row), FALSE);
}

/* The player's entry chosen in the event row, or NULL. */
static const HammerDayPlayerItemEntry *
chosen_entry (HammerDayPayDialog *self)
{
  guint chosen = adw_combo_row_get_selected (self->event_row);

  if (self->player == NULL || chosen >= self->entries->len)
    return NULL;
  return hammer_day_player_item_get_entry (self->player,
                                           g_array_index (self->entries, guint, chosen));
}

/* The amount starts at what is left to pay of the chosen event's fee (a
 * teammate may have paid part); a refund at what was paid of it, given
 * back as it was paid. */
static void
event_changed_cb (HammerDayPayDialog *self)
{
  const HammerDayPlayerItemEntry *entry = chosen_entry (self);
  g_autofree char *amount = NULL;

  if (entry == NULL)
    return;
  amount = hammer_money_amount (self->refund ? entry->paid : MAX (entry->fee - entry->paid, 0));
  gtk_editable_set_text (GTK_EDITABLE (self->amount_row), amount);
  for (guint m = 0; self->refund && m < G_N_ELEMENTS (methods); m++)
    if (methods[m] == entry->method)
      adw_combo_row_set_selected (self->method_row, m);
}

static void
amount_activated_cb (HammerDayPayDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "pay.save", NULL);
}

typedef struct
{
  HammerDayPayDialog *dialog;
  char               *done;
} PayWrite;

static void
pay_write_free (PayWrite *write)
{
  g_object_unref (write->dialog);
  g_free (write->done);
  g_free (write);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PayWrite, pay_write_free)

static void
paid_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(PayWrite) write = user_data;
  HammerDayPayDialog *self = write->dialog;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;

  if (!(self->refund
        ? hammer_days_refund_finish (HAMMER_STORE (source), result, &change_id, &error)
        : hammer_days_pay_finish (HAMMER_STORE (source), result, &change_id, &error)))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "pay.save", TRUE);
          show_error (self, error);
        }
      return;
    }
  hammer_window_report_change_near (self->report_widget, write->done, change_id);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* The toast of what @self records: "Anna Bakker paid € 2,50 for Singles:
 * Cash", "€ 2,50 given back to Anna Bakker for Singles: Cash". */
static char *
done_text (HammerDayPayDialog             *self,
           const HammerDayPlayerItemEntry *entry,
           HammerPaymentMethod             method,
           gint64                          cents)
{
  g_autofree char *amount = hammer_money_format (cents,
                                                 hammer_day_player_item_get_currency (
                                                   self->player));
  const char *name = hammer_day_player_item_get_name (self->player);

  if (self->refund)
    /* TRANSLATORS: a toast: "€ 2,50 given back to Anna Bakker for Singles: Cash". */
    return g_strdup_printf (_("%s given back to %s for %s: %s"), amount, name,
                            entry->event_name, hammer_payment_method_label (method));
  /* TRANSLATORS: a toast: "Anna Bakker paid € 2,50 for Singles: Cash". */
  return g_strdup_printf (_("%s paid %s for %s: %s"), name, amount, entry->event_name,
                          hammer_payment_method_label (method));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerDayPayDialog *self = HAMMER_DAY_PAY_DIALOG (widget);
  HammerPaymentMethod method = methods[MIN (adw_combo_row_get_selected (self->method_row),
                                            G_N_ELEMENTS (methods) - 1)];
  const HammerDayPlayerItemEntry *entry = chosen_entry (self);
  gint64 player_id = hammer_day_player_item_get_player_id (self->player);
  g_autoptr(GError) error = NULL;
  PayWrite *write;
  gint64 cents;

  if (entry == NULL)
    return;
  if (!hammer_money_parse (gtk_editable_get_text (GTK_EDITABLE (self->amount_row)), _("Amount"),
                           &cents, &error))
    {
      show_error (self, error);
      return;
    }
  write = g_new0 (PayWrite, 1);
  write->dialog = g_object_ref (self);
  write->done = done_text (self, entry, method, cents);
  gtk_widget_action_set_enabled (widget, "pay.save", FALSE);
  if (self->refund)
    hammer_days_refund_async (self->store, self->day_id, player_id, entry->event, method, cents,
                              self->writing, paid_cb, write);
  else
    hammer_days_pay_async (self->store, self->day_id, player_id, entry->event, method, cents,
                           self->writing, paid_cb, write);
}

GtkWidget *
hammer_day_pay_dialog_new (GtkWindow           *parent,
                           GtkWidget           *report_widget,
                           HammerStore         *store,
                           gint64               day_id,
                           HammerDayPlayerItem *player,
                           gboolean             refund)
{
  HammerDayPayDialog *self;
  g_autoptr(GtkStringList) events = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) ways = gtk_string_list_new (NULL);
  g_autofree char *title = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (report_widget), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (player), NULL);

  self = g_object_new (HAMMER_TYPE_DAY_PAY_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->day_id = day_id;
  self->player = g_object_ref (player);
  self->report_widget = g_object_ref (report_widget);
  self->refund = refund;
  title = refund
    /* TRANSLATORS: the refund dialog's title: "Refund for Anna Bakker". */
    ? g_strdup_printf (_("Refund for %s"), hammer_day_player_item_get_name (player))
    /* TRANSLATORS: the pay dialog's title: "Pay for Anna Bakker". */
    : g_strdup_printf (_("Pay for %s"), hammer_day_player_item_get_name (player));
  gtk_window_set_title (GTK_WINDOW (self), title);
  /* A refund gives back what was paid: only the events paid for and
   * withdrawn from (one who plays keeps their fee). */
  for (guint e = 0; e < hammer_day_player_item_get_n_entries (player); e++)
    {
      const HammerDayPlayerItemEntry *entry = hammer_day_player_item_get_entry (player, e);

      if (refund && (entry->paid == 0 || !entry->withdrawn))
        continue;
      g_array_append_val (self->entries, e);
      gtk_string_list_append (events, entry->event_name);
    }
  if (refund)
    {
      gtk_button_set_label (self->pay_button, _("_Refund"));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->method_row),
                                     /* TRANSLATORS: how a refund goes back: cash, transfer. */
                                     _("Given back"));
    }
  for (guint m = 0; m < G_N_ELEMENTS (methods); m++)
    gtk_string_list_append (ways, hammer_payment_method_label (methods[m]));
  adw_combo_row_set_model (self->event_row, G_LIST_MODEL (events));
  adw_combo_row_set_model (self->method_row, G_LIST_MODEL (ways));
  event_changed_cb (self);
  return GTK_WIDGET (self);
}

static void
hammer_day_pay_dialog_dispose (GObject *object)
{
  HammerDayPayDialog *self = HAMMER_DAY_PAY_DIALOG (object);

  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  g_clear_object (&self->store);
  g_clear_object (&self->player);
  g_clear_object (&self->report_widget);
  G_OBJECT_CLASS (hammer_day_pay_dialog_parent_class)->dispose (object);
}

static void
hammer_day_pay_dialog_finalize (GObject *object)
{
  HammerDayPayDialog *self = HAMMER_DAY_PAY_DIALOG (object);

  g_array_unref (self->entries);
  G_OBJECT_CLASS (hammer_day_pay_dialog_parent_class)->finalize (object);
}

static void
hammer_day_pay_dialog_class_init (HammerDayPayDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_day_pay_dialog_dispose;
  object_class->finalize = hammer_day_pay_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/day/"
                                               "hammer-day-pay-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerDayPayDialog, event_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPayDialog, method_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPayDialog, amount_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPayDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDayPayDialog, pay_button);
  gtk_widget_class_bind_template_callback (widget_class, amount_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, event_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, amount_activated_cb);
  gtk_widget_class_install_action (widget_class, "pay.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_day_pay_dialog_init (HammerDayPayDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->writing = g_cancellable_new ();
  self->entries = g_array_new (FALSE, FALSE, sizeof (guint));
}
