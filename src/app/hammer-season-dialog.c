/* hammer-season-dialog.c — creates a season
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "league/hammer-club-night.h"
#include "league/hammer-seasons.h"

#include "hammer-season-dialog.h"
#include "hammer-window.h"

struct _HammerSeasonDialog
{
  AdwWindow    parent_instance;

  HammerStore *store;

  GtkWidget   *name_row;
  GtkWidget   *start_row;
  GtkWidget   *games_row;
  GtkWidget   *error_label;
};

G_DEFINE_FINAL_TYPE (HammerSeasonDialog, hammer_season_dialog, ADW_TYPE_WINDOW)

enum
{
  CREATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_sensitive (HammerSeasonDialog *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.create", *name != '\0');
  gtk_widget_set_visible (self->error_label, FALSE);
  gtk_widget_remove_css_class (self->start_row, "error");
}

static void
create_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerSeasonDialog *self = HAMMER_SEASON_DIALOG (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  guint games = adw_combo_row_get_selected (ADW_COMBO_ROW (self->games_row)) == 1 ? 15 : 10;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  GtkWindow *parent;
  gint64 id;

  id = hammer_store_create_season (self->store, name,
                                   gtk_editable_get_text (GTK_EDITABLE (self->start_row)),
                                   games, &error);
  if (id == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->error_label), error->message);
      gtk_widget_set_visible (self->error_label, TRUE);
      if (g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_INVALID) && *name != '\0')
        {
          gtk_widget_add_css_class (self->start_row, "error");
          gtk_widget_grab_focus (self->start_row);
        }
      return;
    }

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (HAMMER_IS_WINDOW (parent))
    {
      /* TRANSLATORS: a toast; %s is the season's name. */
      message = g_strdup_printf (_("Season “%s” created"), name);
      hammer_window_report_change (HAMMER_WINDOW (parent), message,
                                   hammer_store_get_last_change (self->store));
    }
  g_signal_emit (self, signals[CREATED], 0, id);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
entry_activated_cb (HammerSeasonDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "season.create", NULL);
}

static void
hammer_season_dialog_dispose (GObject *object)
{
  HammerSeasonDialog *self = HAMMER_SEASON_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_SEASON_DIALOG);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (hammer_season_dialog_parent_class)->dispose (object);
}

static void
hammer_season_dialog_class_init (HammerSeasonDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_season_dialog_dispose;

  signals[CREATED] = g_signal_new ("created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/"
                                               "hammer-season-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, start_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, games_row);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonDialog, error_label);

  gtk_widget_class_install_action (widget_class, "season.create", NULL, create_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_season_dialog_init (HammerSeasonDialog *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_editable_set_text (GTK_EDITABLE (self->start_row), today);
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (update_sensitive), self);
  g_signal_connect_swapped (self->start_row, "changed", G_CALLBACK (update_sensitive), self);
  g_signal_connect_swapped (self->name_row, "entry-activated", G_CALLBACK (entry_activated_cb),
                            self);
  g_signal_connect_swapped (self->start_row, "entry-activated", G_CALLBACK (entry_activated_cb),
                            self);
  update_sensitive (self);
}

GtkWidget *
hammer_season_dialog_new (GtkWindow   *parent,
                          HammerStore *store)
{
  HammerSeasonDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_SEASON_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  return GTK_WIDGET (self);
}
