/* hammer-phone-check-in.c — the desk's switch "Phone check-in open", the
 * check-in code shown large and on the door sign, and the late entries
 * asked for from the phones
 *
 * It reads whether check-in is open off the main thread and writes the
 * desk's choice on the store's writer; a refused write puts the switch
 * back and says why. Once every event served is drawn, check-in is closed
 * whatever the switch said: the switch shows it closed, and rests. Another
 * program's change (`hammer-cli serve check-in
 * --open`) shows at the store's next change notice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "serve/hammer-check-in.h"
#include "sheets/hammer-door-sign.h"

#include "hammer-app-utils.h"
#include "hammer-check-in-code-dialog.h"
#include "hammer-entry-requests-list.h"
#include "hammer-phone-check-in.h"
#include "hammer-print.h"
#include "hammer-window.h"

struct _HammerPhoneCheckIn
{
  GtkWidget     parent_instance;

  GtkSwitch    *open_switch;
  GtkLabel     *open_label;
  HammerEntryRequestsList *requests_list;

  HammerStore  *store;
  gint64        event_id;
  gint64        day_id;
  GCancellable *reading;
  GCancellable *writing;
  gboolean      updating;   /* the switch is set from the database, not by the desk */
  guint         n_writes;
};

G_DEFINE_FINAL_TYPE (HammerPhoneCheckIn, hammer_phone_check_in, GTK_TYPE_WIDGET)

static gboolean
has_scope (HammerPhoneCheckIn *self)
{
  return self->store != NULL && (self->event_id > 0) != (self->day_id > 0);
}

static void
show_open (HammerPhoneCheckIn *self,
           gboolean            open)
{
  self->updating = TRUE;
  gtk_switch_set_active (self->open_switch, open);
  self->updating = FALSE;
}

/* Once every event served is drawn, the switch says check-in is closed
 * for that, and rests: no one can check in any more. */
static void
show_drawn (HammerPhoneCheckIn *self,
            gboolean            drawn)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->open_switch), !drawn);
  gtk_label_set_text_with_mnemonic (self->open_label, drawn ? _("Check-in closed: the draw is made")
                                                            : _("Phone check-in _open"));
}

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(HammerPhoneCheckIn) self = user_data;
  g_autoptr(GError) error = NULL;
  gboolean open = FALSE, drawn = FALSE;

  if (!hammer_check_in_get_state_finish (HAMMER_STORE (source), result, &open, &drawn, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not read whether phone check-in is open: %s", error->message);
      return;
    }
  g_clear_object (&self->reading);
  show_drawn (self, drawn);
  /* The desk's own write in flight decides what the switch shows. */
  if (self->n_writes == 0)
    show_open (self, open);
}

static void
reload (HammerPhoneCheckIn *self)
{
  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "check-in.show-code", has_scope (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "check-in.print-sign", has_scope (self));
  /* With a scope, the read says whether the switch may move. */
  if (!has_scope (self))
    {
      show_drawn (self, FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->open_switch), FALSE);
      show_open (self, FALSE);
      return;
    }
  self->reading = g_cancellable_new ();
  hammer_check_in_get_open_async (self->store, self->event_id, self->day_id, self->reading,
                                  read_cb, g_object_ref (self));
}

static void
store_changes_cb (HammerPhoneCheckIn *self,
                  HammerChangeSet    *changes)
{
  reload (self);
}

static void
write_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(HammerPhoneCheckIn) self = user_data;
  g_autoptr(GError) error = NULL;

  self->n_writes--;
  if (!hammer_check_in_set_open_finish (HAMMER_STORE (source), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      hammer_window_report_refusal_near (GTK_WIDGET (self), error);
      reload (self);
    }
}

static void
active_changed_cb (HammerPhoneCheckIn *self)
{
  if (self->updating || !has_scope (self))
    return;
  self->n_writes++;
  hammer_check_in_set_open_async (self->store, self->event_id, self->day_id,
                                  gtk_switch_get_active (self->open_switch), self->writing,
                                  write_cb, g_object_ref (self));
}

void
hammer_phone_check_in_set_scope (HammerPhoneCheckIn *self,
                                 HammerStore        *store,
                                 gint64              event_id,
                                 gint64              day_id)
{
  g_return_if_fail (HAMMER_IS_PHONE_CHECK_IN (self));
  g_return_if_fail (store == NULL || HAMMER_IS_STORE (store));

  if (!hammer_follow_store (&self->store, store, G_CALLBACK (store_changes_cb), self) &&
      self->event_id == event_id && self->day_id == day_id)
    return;
  self->event_id = event_id;
  self->day_id = day_id;
  hammer_entry_requests_list_set_scope (self->requests_list, store, event_id, day_id);
  reload (self);
}

static void
show_code_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerPhoneCheckIn *self = HAMMER_PHONE_CHECK_IN (widget);

  if (has_scope (self))
    hammer_check_in_code_dialog_present (widget, self->store, self->event_id, self->day_id);
}

static HammerLayout *
lay_out_sign (gpointer      data,
              HammerPaper   paper,
              gboolean      landscape,
              GError      **error)
{
  return hammer_door_sign_lay_out (data, paper, error);
}

static void
sign_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(HammerPhoneCheckIn) self = user_data;
  g_autoptr(GError) error = NULL;
  HammerDoorSign *sign = hammer_door_sign_read_finish (HAMMER_STORE (source), result, &error);
  g_autofree char *title = NULL;

  if (sign == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hammer_window_report_refusal_near (GTK_WIDGET (self), error);
      return;
    }
  /* TRANSLATORS: the print job's name of the door sign; %s is the event's
   * or the day's name. */
  title = g_strdup_printf (_("%s – Door Sign"), sign->title);
  if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    hammer_print_run (GTK_WIDGET (self), lay_out_sign, sign,
                      (GDestroyNotify) hammer_door_sign_free, title);
  else
    hammer_door_sign_free (sign);
}

static void
print_sign_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerPhoneCheckIn *self = HAMMER_PHONE_CHECK_IN (widget);

  if (has_scope (self))
    hammer_door_sign_read_async (self->store, self->event_id, self->day_id, self->writing,
                                 sign_read_cb, g_object_ref (self));
}

gboolean
hammer_phone_check_in_get_open (HammerPhoneCheckIn *self)
{
  g_return_val_if_fail (HAMMER_IS_PHONE_CHECK_IN (self), FALSE);

  return gtk_switch_get_active (self->open_switch);
}

gboolean
hammer_phone_check_in_get_busy (HammerPhoneCheckIn *self)
{
  g_return_val_if_fail (HAMMER_IS_PHONE_CHECK_IN (self), FALSE);

  return self->reading != NULL || self->n_writes > 0 ||
         hammer_entry_requests_list_get_busy (self->requests_list);
}

static void
hammer_phone_check_in_dispose (GObject *object)
{
  HammerPhoneCheckIn *self = HAMMER_PHONE_CHECK_IN (object);
  GtkWidget *child;

  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  hammer_follow_store (&self->store, NULL, G_CALLBACK (store_changes_cb), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_PHONE_CHECK_IN);
  /* Its box is no template child: it goes by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (hammer_phone_check_in_parent_class)->dispose (object);
}

static void
hammer_phone_check_in_class_init (HammerPhoneCheckInClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_phone_check_in_dispose;

  g_type_ensure (HAMMER_TYPE_ENTRY_REQUESTS_LIST);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/day/"
                                               "hammer-phone-check-in.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneCheckIn, open_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneCheckIn, open_label);
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneCheckIn, requests_list);
  gtk_widget_class_bind_template_callback (widget_class, active_changed_cb);
  gtk_widget_class_install_action (widget_class, "check-in.show-code", NULL, show_code_action);
  gtk_widget_class_install_action (widget_class, "check-in.print-sign", NULL, print_sign_action);
}

static void
hammer_phone_check_in_init (HammerPhoneCheckIn *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->writing = g_cancellable_new ();
  gtk_widget_set_sensitive (GTK_WIDGET (self->open_switch), FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "check-in.show-code", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "check-in.print-sign", FALSE);
}
