/* hammer-club-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-club-dialog.h"
#include "hammer-window.h"

struct _HammerClubDialog
{
  AdwWindow parent_instance;

  HammerStore *store;
  gint64 club_id;   /* 0 when adding */

  AdwWindowTitle *window_title;
  GtkButton *save_button;
  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  AdwEntryRow *name_row;
  AdwEntryRow *city_row;

  /* The save on the store's writer; Save waits insensitive meanwhile.
   * saved_message, set while it runs, is its toast: the club as saved,
   * whatever is typed meanwhile. */
  GCancellable *save_cancellable;
  char *saved_message;
};

G_DEFINE_FINAL_TYPE (HammerClubDialog, hammer_club_dialog, ADW_TYPE_WINDOW)

static void
field_changed_cb (HammerClubDialog *self)
{
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  g_autofree char *name = g_strstrip (g_strdup (typed));

  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button),
                            self->saved_message == NULL && *name != '\0');
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  HammerClubDialog *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  HammerWindow *window;
  gboolean ok;

  if (g_async_result_is_tagged (result, hammer_roster_add_club_async))
    ok = hammer_roster_add_club_finish (HAMMER_STORE (source), result, &error) != 0;
  else
    ok = hammer_roster_update_club_finish (HAMMER_STORE (source), result, &error);
  /* The dialog is gone: its dispose cancelled. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  message = g_steal_pointer (&self->saved_message);
  if (!ok)
    {
      field_changed_cb (self);
      gtk_label_set_label (self->error_label, error->message);
      gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
      return;
    }

  window = HAMMER_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (self)));
  if (window != NULL)
    hammer_window_report_change (window, message, hammer_store_get_last_change (self->store));
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Saves on the store's writer: the window goes on meanwhile. */
static void
save_clicked_cb (HammerClubDialog *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  const char *city = gtk_editable_get_text (GTK_EDITABLE (self->city_row));
  g_autofree char *clean = NULL;

  if (self->saved_message != NULL || !gtk_widget_get_sensitive (GTK_WIDGET (self->save_button)))
    return;

  clean = g_strstrip (g_strdup (name));
  /* TRANSLATORS: %s is a club's name. */
  self->saved_message = g_strdup_printf (self->club_id == 0 ? _("%s added") : _("%s saved"),
                                         clean);
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), FALSE);
  /* No reference for the write: dispose cancels. */
  if (self->club_id == 0)
    hammer_roster_add_club_async (self->store, name, city, self->save_cancellable, saved_cb,
                                  self);
  else
    hammer_roster_update_club_async (self->store, self->club_id, name, city,
                                     self->save_cancellable, saved_cb, self);
}

static void
hammer_club_dialog_dispose (GObject *object)
{
  HammerClubDialog *self = (HammerClubDialog *) object;

  /* A save still queued is not made; its callback does not touch us. */
  g_cancellable_cancel (self->save_cancellable);
  g_clear_object (&self->save_cancellable);
  g_clear_pointer (&self->saved_message, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_CLUB_DIALOG);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (hammer_club_dialog_parent_class)->dispose (object);
}

static void
hammer_club_dialog_class_init (HammerClubDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_club_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/roster/hammer-club-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerClubDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerClubDialog, save_button);
  gtk_widget_class_bind_template_child (widget_class, HammerClubDialog, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerClubDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerClubDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, HammerClubDialog, city_row);
  gtk_widget_class_bind_template_callback (widget_class, field_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, save_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_club_dialog_init (HammerClubDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->save_cancellable = g_cancellable_new ();
}

HammerClubDialog *
hammer_club_dialog_new (GtkWindow   *parent,
                        HammerStore *store,
                        HammerClub  *club)
{
  HammerClubDialog *self;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (club == NULL || HAMMER_IS_CLUB (club), NULL);

  self = g_object_new (HAMMER_TYPE_CLUB_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);

  if (club == NULL)
    {
      adw_window_title_set_title (self->window_title, _("New Club"));
      gtk_button_set_label (self->save_button, _("_Add"));
    }
  else
    {
      self->club_id = hammer_club_get_id (club);
      adw_window_title_set_title (self->window_title, _("Edit Club"));
      gtk_button_set_label (self->save_button, _("_Save"));
      gtk_editable_set_text (GTK_EDITABLE (self->name_row), hammer_club_get_name (club));
      gtk_editable_set_text (GTK_EDITABLE (self->city_row),
                             hammer_club_get_city (club) ? hammer_club_get_city (club) : "");
    }

  field_changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
  return self;
}
