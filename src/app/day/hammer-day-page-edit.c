/* hammer-day-page-edit.c — Edit Day… of the day page's menu: the New Day
 * dialog on the day shown, and Undo once its change is stored
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-day-dialog.h"
#include "hammer-day-page-private.h"
#include "hammer-window.h"

/* The page reads the day again on the store's change; the toast offers
 * Undo of it. */
static void
edited_cb (HammerDayPage *self)
{
  /* TRANSLATORS: a toast after Edit Day… stored the day's new name, date,
   * venue or rest. */
  hammer_window_report_last_change_near (GTK_WIDGET (self), self->store, _("Day changed"));
}

static void
edit_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerDayPage *self = HAMMER_DAY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;

  if (self->store == NULL || self->state == NULL || self->state->id != self->day_id ||
      !GTK_IS_WINDOW (root))
    return;
  dialog = hammer_day_dialog_new_edit (GTK_WINDOW (root), self->store, self->state);
  g_signal_connect_object (dialog, "edited", G_CALLBACK (edited_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_hammer_day_page_class_edit_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "day.edit", NULL, edit_action);
}
