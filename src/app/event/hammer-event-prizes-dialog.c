/* hammer-event-prizes-dialog.c — an event's entry fee and its prizes by
 * place: read as the core reads them, a refusal shown at its field, saved
 * on the store's writer as changes the window's Undo takes back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-day-desk.h"

#include "hammer-app-utils.h"
#include "hammer-event-prizes-dialog.h"
#include "hammer-money.h"
#include "hammer-window.h"

struct _HammerEventPrizesDialog
{
  AdwWindow     parent_instance;

  AdwPreferencesGroup *fee_group;
  AdwEntryRow  *fee_row;
  AdwComboRow  *kind_row;
  AdwEntryRow  *places_row;
  GtkLabel     *error_label;
  GtkWidget    *save_button;

  HammerEvent  *event;
  GtkWidget    *report_widget;
  GCancellable *writing;
  /* What is being saved, between the fee's write and the payout's. */
  HammerPayout  payout;
  gboolean      payout_changed;
};

G_DEFINE_FINAL_TYPE (HammerEventPrizesDialog, hammer_event_prizes_dialog, ADW_TYPE_WINDOW)

/* "12.5" or "50": what a place's value reads as, the point whatever the
 * language, as hammer_payout_parse() splits at commas. */
static void
append_value (GString *text,
              gint64   value)
{
  g_string_append_printf (text, "%" G_GINT64_FORMAT, value / 100);
  if (value % 100 != 0)
    {
      g_string_append_printf (text, ".%02d", (int) (value % 100));
      if (text->str[text->len - 1] == '0')
        g_string_truncate (text, text->len - 1);
    }
}

static char *
payout_text (const HammerPayout *payout)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint p = 0; payout->values != NULL && p < payout->values->len; p++)
    {
      gint64 value = g_array_index (payout->values, gint64, p);

      if (value == 0)
        continue;
      if (text->len > 0)
        g_string_append_c (text, ',');
      g_string_append_printf (text, "%u=", p + 1);
      append_value (text, value);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
same_payout (const HammerPayout *a,
             const HammerPayout *b)
{
  guint n_a = a->values != NULL ? a->values->len : 0;
  guint n_b = b->values != NULL ? b->values->len : 0;

  if (a->kind != b->kind)
    return FALSE;
  for (guint p = 0; p < MAX (n_a, n_b); p++)
    if ((p < n_a ? g_array_index (a->values, gint64, p) : 0) !=
        (p < n_b ? g_array_index (b->values, gint64, p) : 0))
      return FALSE;
  return TRUE;
}

static void
show_error (HammerEventPrizesDialog *self,
            GtkWidget               *field,
            const GError            *error)
{
  gtk_label_set_label (self->error_label, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
  hammer_widget_set_error (field, TRUE);
  gtk_widget_grab_focus (field);
}

static void
clear_errors (HammerEventPrizesDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  hammer_widget_set_error (GTK_WIDGET (self->fee_row), FALSE);
  hammer_widget_set_error (GTK_WIDGET (self->places_row), FALSE);
}

static void
field_changed_cb (HammerEventPrizesDialog *self)
{
  clear_errors (self);
}

static void
kind_changed_cb (HammerEventPrizesDialog *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->places_row),
                            adw_combo_row_get_selected (self->kind_row) != HAMMER_PAYOUT_NONE);
  clear_errors (self);
}

static void
entry_activated_cb (HammerEventPrizesDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "prizes.save", NULL);
}

static void
set_busy (HammerEventPrizesDialog *self,
          gboolean                 busy)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "prizes.save", !busy);
}

/* Saved: the toast names the event; its Undo takes back the last change,
 * the window's Undo the one before. */
static void
finish (HammerEventPrizesDialog *self)
{
  /* TRANSLATORS: a toast: "Entry fee and prizes of Singles saved". */
  g_autofree char *done = g_strdup_printf (_("Entry fee and prizes of %s saved"),
                                           hammer_event_get_name (self->event));

  hammer_window_report_last_change_near (self->report_widget,
                                         hammer_event_get_store (self->event), done);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
payout_saved_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(HammerEventPrizesDialog) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!hammer_events_set_payout_finish (HAMMER_STORE (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          set_busy (self, FALSE);
          show_error (self, GTK_WIDGET (self->places_row), error);
        }
      return;
    }
  finish (self);
}

static void
save_payout (HammerEventPrizesDialog *self)
{
  if (!self->payout_changed)
    {
      finish (self);
      return;
    }
  hammer_events_set_payout_async (hammer_event_get_store (self->event),
                                  hammer_event_get_id (self->event), &self->payout,
                                  self->writing, payout_saved_cb, g_object_ref (self));
}

static void
fee_saved_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(HammerEventPrizesDialog) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!hammer_events_set_fee_finish (HAMMER_STORE (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          set_busy (self, FALSE);
          show_error (self, GTK_WIDGET (self->fee_row), error);
        }
      return;
    }
  save_payout (self);
}

/* The fee, then the payout, each read as the core reads it; nothing is
 * written while either field is wrong. */
static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerEventPrizesDialog *self = HAMMER_EVENT_PRIZES_DIALOG (widget);
  HammerPayoutKind kind = adw_combo_row_get_selected (self->kind_row);
  g_autoptr(GError) error = NULL;
  gint64 fee = 0;

  clear_errors (self);
  if (!hammer_money_parse (gtk_editable_get_text (GTK_EDITABLE (self->fee_row)),
                           _("Fee per entrant"), &fee, &error))
    {
      show_error (self, GTK_WIDGET (self->fee_row), error);
      return;
    }
  hammer_payout_clear (&self->payout);
  if (kind != HAMMER_PAYOUT_NONE &&
      !hammer_payout_parse (kind, gtk_editable_get_text (GTK_EDITABLE (self->places_row)),
                            _("Prizes by place"), &self->payout, &error))
    {
      show_error (self, GTK_WIDGET (self->places_row), error);
      return;
    }
  self->payout_changed = !same_payout (&self->payout, hammer_event_get_payout (self->event));
  set_busy (self, TRUE);
  if (fee != hammer_event_get_fee (self->event))
    hammer_events_set_fee_async (hammer_event_get_store (self->event),
                                 hammer_event_get_id (self->event), fee, self->writing,
                                 fee_saved_cb, g_object_ref (self));
  else
    save_payout (self);
}

GtkWidget *
hammer_event_prizes_dialog_new (GtkWindow   *parent,
                                GtkWidget   *report_widget,
                                HammerEvent *event)
{
  HammerEventPrizesDialog *self;
  const HammerPayout *payout;
  g_autofree char *fee = NULL;
  g_autofree char *places = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (report_widget), NULL);
  g_return_val_if_fail (HAMMER_IS_EVENT (event), NULL);

  self = g_object_new (HAMMER_TYPE_EVENT_PRIZES_DIALOG, "transient-for", parent, NULL);
  self->event = g_object_ref (event);
  self->report_widget = g_object_ref (report_widget);
  payout = hammer_event_get_payout (event);
  fee = hammer_money_amount (hammer_event_get_fee (event));
  places = payout_text (payout);
  gtk_editable_set_text (GTK_EDITABLE (self->fee_row), fee);
  adw_combo_row_set_selected (self->kind_row, payout->kind);
  gtk_editable_set_text (GTK_EDITABLE (self->places_row), places);
  /* The fee is what each entrant owes from the draw on. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->fee_row), !hammer_event_get_drawn (event));
  if (hammer_event_get_drawn (event))
    adw_preferences_group_set_description (self->fee_group,
                                           _("The draw is made: the fee stays as it was"));
  kind_changed_cb (self);
  return GTK_WIDGET (self);
}

static void
hammer_event_prizes_dialog_dispose (GObject *object)
{
  HammerEventPrizesDialog *self = HAMMER_EVENT_PRIZES_DIALOG (object);

  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  g_clear_object (&self->event);
  g_clear_object (&self->report_widget);
  hammer_payout_clear (&self->payout);
  G_OBJECT_CLASS (hammer_event_prizes_dialog_parent_class)->dispose (object);
}

static void
hammer_event_prizes_dialog_class_init (HammerEventPrizesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_event_prizes_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/event/"
                                               "hammer-event-prizes-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerEventPrizesDialog, fee_group);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPrizesDialog, fee_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPrizesDialog, kind_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPrizesDialog, places_row);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPrizesDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPrizesDialog, save_button);
  gtk_widget_class_bind_template_callback (widget_class, field_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, kind_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_activated_cb);
  gtk_widget_class_install_action (widget_class, "prizes.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_event_prizes_dialog_init (HammerEventPrizesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->writing = g_cancellable_new ();
}
