/* hammer-check-in-code-dialog.c — the check-in code, large on the screen
 *
 * The address is the one the door sign holds (hammer_door_sign_read()):
 * where the hall was last served on the local network, read on the store's
 * writer as it may make check-in's key. The code is drawn crisp, as large
 * as the window allows (HammerQrView).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sheets/hammer-door-sign.h"

#include "hammer-app-utils.h"
#include "hammer-check-in-code-dialog.h"
#include "hammer-qr-view.h"

struct _HammerCheckInCodeDialog
{
  AdwWindow       parent_instance;

  GtkStack       *stack;
  GtkLabel       *title_label;
  HammerQrView   *code_area;
  GtkLabel       *url_label;
  AdwStatusPage  *status_page;

  GCancellable   *reading;
  char           *url;
};

G_DEFINE_FINAL_TYPE (HammerCheckInCodeDialog, hammer_check_in_code_dialog, ADW_TYPE_WINDOW)

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(HammerCheckInCodeDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDoorSign) sign = hammer_door_sign_read_finish (HAMMER_STORE (source), result,
                                                                &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->reading);
  if (sign != NULL && !hammer_qr_view_set_text (self->code_area, sign->url, &error))
    g_clear_pointer (&sign, hammer_door_sign_free);
  if (sign == NULL)
    {
      hammer_status_page_set_plain_description (self->status_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "none");
      return;
    }
  self->url = g_strdup (sign->url);
  gtk_label_set_text (self->title_label, sign->title);
  gtk_label_set_text (self->url_label, sign->url);
  gtk_stack_set_visible_child_name (self->stack, "code");
}

const char *
hammer_check_in_code_dialog_get_url (HammerCheckInCodeDialog *self)
{
  g_return_val_if_fail (HAMMER_IS_CHECK_IN_CODE_DIALOG (self), NULL);

  return self->url;
}

GtkWindow *
hammer_check_in_code_dialog_present (GtkWidget   *parent,
                                     HammerStore *store,
                                     gint64       event_id,
                                     gint64       day_id)
{
  HammerCheckInCodeDialog *self;
  GtkRoot *root;

  g_return_val_if_fail (parent == NULL || GTK_IS_WIDGET (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);

  root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  self = g_object_new (HAMMER_TYPE_CHECK_IN_CODE_DIALOG,
                       "transient-for", GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                       NULL);
  self->reading = g_cancellable_new ();
  hammer_door_sign_read_async (store, event_id, day_id, self->reading, read_cb,
                               g_object_ref (self));
  gtk_window_present (GTK_WINDOW (self));
  return GTK_WINDOW (self);
}

static void
hammer_check_in_code_dialog_dispose (GObject *object)
{
  HammerCheckInCodeDialog *self = HAMMER_CHECK_IN_CODE_DIALOG (object);

  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  g_clear_pointer (&self->url, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_CHECK_IN_CODE_DIALOG);
  G_OBJECT_CLASS (hammer_check_in_code_dialog_parent_class)->dispose (object);
}

static void
hammer_check_in_code_dialog_class_init (HammerCheckInCodeDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_check_in_code_dialog_dispose;

  g_type_ensure (HAMMER_TYPE_QR_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/day/"
                                               "hammer-check-in-code-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerCheckInCodeDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerCheckInCodeDialog, title_label);
  gtk_widget_class_bind_template_child (widget_class, HammerCheckInCodeDialog, code_area);
  gtk_widget_class_bind_template_child (widget_class, HammerCheckInCodeDialog, url_label);
  gtk_widget_class_bind_template_child (widget_class, HammerCheckInCodeDialog, status_page);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_check_in_code_dialog_init (HammerCheckInCodeDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
