/* hammer-phone-link-dialog.c — a player's new link to their own page, made
 * on the store's writer (hammer_phone_link_renew_async()) and shown as a
 * large QR code with the link to copy
 *
 * The link is under the address where phones last reached the hall. While
 * no Board Entry window of the app serves what the link is for, the key is
 * made all the same and the dialog says that the page opens once the hall
 * server runs; a hall never served on the local network has no address to
 * give, and the core refuses before the old link stops working.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "serve/hammer-phone-link.h"

#include "hammer-board-entry-window.h"
#include "hammer-phone-link-dialog.h"
#include "hammer-qr-view.h"

struct _HammerPhoneLinkDialog
{
  AdwWindow        parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  GtkLabel        *name_label;
  HammerQrView    *code_view;
  GtkLabel        *url_label;
  GtkLabel        *note_label;
  AdwStatusPage   *status_page;

  GCancellable    *writing;
  gint64           event_id;
  gint64           day_id;
  char            *name;
  char            *url;
};

G_DEFINE_FINAL_TYPE (HammerPhoneLinkDialog, hammer_phone_link_dialog, ADW_TYPE_WINDOW)

/* What the desk's question leaves for the write. */
typedef struct
{
  GtkWindow   *window;   /* the window asked over, or NULL */
  HammerStore *store;
  gint64       event_id;
  gint64       day_id;
  gint64       player_id;
  char        *name;
} Ask;

static void
ask_free (Ask *ask)
{
  g_clear_object (&ask->window);
  g_clear_object (&ask->store);
  g_free (ask->name);
  g_free (ask);
}

static void
show_failure (HammerPhoneLinkDialog *self,
              const GError          *error)
{
  /* TRANSLATORS: the title over why a new phone link could not be made:
   * "No New Link for Anna Bakker". */
  g_autofree char *title = g_strdup_printf (_("No New Link for %s"), self->name);

  adw_status_page_set_title (self->status_page, title);
  adw_status_page_set_description (self->status_page, error->message);
  gtk_stack_set_visible_child_name (self->stack, "failed");
}

static void
renewed_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(HammerPhoneLinkDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPhoneLink) link = hammer_phone_link_renew_finish (HAMMER_STORE (source),
                                                                    result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->writing);
  if (link == NULL || !hammer_qr_view_set_text (self->code_view, link->url, &error))
    {
      show_failure (self, error);
      return;
    }
  self->url = g_strdup (link->url);
  gtk_label_set_text (self->url_label, link->url);
  gtk_widget_set_visible (GTK_WIDGET (self->note_label),
                          !hammer_board_entry_window_is_serving (HAMMER_STORE (source),
                                                                 self->event_id, self->day_id));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "phone-link.copy", TRUE);
  gtk_stack_set_visible_child_name (self->stack, "code");
}

static void
make_link (Ask *ask)
{
  HammerPhoneLinkDialog *self;

  self = g_object_new (HAMMER_TYPE_PHONE_LINK_DIALOG, "transient-for", ask->window, NULL);
  self->name = g_strdup (ask->name);
  gtk_label_set_text (self->name_label, ask->name);
  self->event_id = ask->event_id;
  self->day_id = ask->day_id;
  self->writing = g_cancellable_new ();
  hammer_phone_link_renew_async (ask->store, ask->event_id, ask->day_id, ask->player_id,
                                 self->writing, renewed_cb, g_object_ref (self));
  gtk_window_present (GTK_WINDOW (self));
}

static void
response_cb (AdwMessageDialog *dialog,
             const char       *response,
             gpointer          user_data)
{
  if (g_str_equal (response, "renew"))
    make_link (user_data);
}

void
hammer_phone_link_dialog_ask (GtkWidget   *parent,
                              HammerStore *store,
                              gint64       event_id,
                              gint64       day_id,
                              gint64       player_id,
                              const char  *name)
{
  GtkRoot *root;
  GtkWidget *dialog;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  Ask *ask;

  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail ((event_id > 0) != (day_id > 0));
  g_return_if_fail (player_id > 0);
  g_return_if_fail (name != NULL);

  root = gtk_widget_get_root (parent);
  ask = g_new0 (Ask, 1);
  ask->window = GTK_IS_WINDOW (root) ? g_object_ref (GTK_WINDOW (root)) : NULL;
  ask->store = g_object_ref (store);
  ask->event_id = event_id;
  ask->day_id = day_id;
  ask->player_id = player_id;
  ask->name = g_strdup (name);
  /* TRANSLATORS: the question before a player gets a new link to their
   * own page: "New Phone Link for Anna Bakker?". */
  heading = g_strdup_printf (_("New Phone Link for %s?"), name);
  /* TRANSLATORS: %s is the player's name. */
  body = g_strdup_printf (_("The link on the old phone stops working at once. %s scans the new "
                            "code here at the desk."), name);
  dialog = adw_message_dialog_new (ask->window, heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "renew", _("_New Link"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "renew",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  /* The question keeps what it asks about for as long as it is around. */
  g_object_set_data_full (G_OBJECT (dialog), "hammer-ask", ask, (GDestroyNotify) ask_free);
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), ask);
  gtk_window_present (GTK_WINDOW (dialog));
}

const char *
hammer_phone_link_dialog_get_url (HammerPhoneLinkDialog *self)
{
  g_return_val_if_fail (HAMMER_IS_PHONE_LINK_DIALOG (self), NULL);

  return self->url;
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerPhoneLinkDialog *self = HAMMER_PHONE_LINK_DIALOG (widget);

  if (self->url == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), self->url);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Link copied")));
}

static void
hammer_phone_link_dialog_dispose (GObject *object)
{
  HammerPhoneLinkDialog *self = HAMMER_PHONE_LINK_DIALOG (object);

  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->url, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_PHONE_LINK_DIALOG);
  G_OBJECT_CLASS (hammer_phone_link_dialog_parent_class)->dispose (object);
}

static void
hammer_phone_link_dialog_class_init (HammerPhoneLinkDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_phone_link_dialog_dispose;

  g_type_ensure (HAMMER_TYPE_QR_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/day/"
                                               "hammer-phone-link-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneLinkDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneLinkDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneLinkDialog, name_label);
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneLinkDialog, code_view);
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneLinkDialog, url_label);
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneLinkDialog, note_label);
  gtk_widget_class_bind_template_child (widget_class, HammerPhoneLinkDialog, status_page);
  gtk_widget_class_install_action (widget_class, "phone-link.copy", NULL, copy_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_phone_link_dialog_init (HammerPhoneLinkDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "phone-link.copy", FALSE);
}
