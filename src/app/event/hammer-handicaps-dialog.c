/* hammer-handicaps-dialog.c — sets every entrant's handicap by rating or
 * by class
 *
 * The classes are checked as they are typed by the classes module, so that
 * the message above the form names what is wrong before anything is
 * written; the class table and the rest the core checks when it writes,
 * on the store's writer, and its message shows in the same place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-event-handicaps.h"
#include "hammer-classes.h"

#include "hammer-handicaps-dialog.h"
#include "hammer-window.h"

struct _HammerHandicapsDialog
{
  AdwWindow     parent_instance;

  HammerStore  *store;
  gint64        event_id;
  GCancellable *cancellable;

  GtkWidget    *by_row;
  GtkWidget    *rating_group;
  GtkWidget    *class_group;
  GtkWidget    *scale_spin;
  GtkWidget    *classes_row;
  GtkWidget    *table_row;
  GtkWidget    *error_label;
};

G_DEFINE_FINAL_TYPE (HammerHandicapsDialog, hammer_handicaps_dialog, ADW_TYPE_WINDOW)

static HammerHandicapBy
handicap_by (HammerHandicapsDialog *self)
{
  return adw_combo_row_get_selected (ADW_COMBO_ROW (self->by_row)) == 1
           ? HAMMER_HANDICAP_BY_CLASS : HAMMER_HANDICAP_BY_RATING;
}

static const char *
row_text (GtkWidget *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

/* Fills @spec from the form (its texts the rows' own), or returns what is
 * wrong and where. */
static char *
read_form (HammerHandicapsDialog *self,
           HammerHandicapSpec    *spec)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  g_autofree double *limits = NULL;
  g_autofree char *table = NULL;

  spec->by = handicap_by (self);
  spec->scale = gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->scale_spin));
  spec->classes = row_text (self->classes_row);
  spec->table = row_text (self->table_row);
  if (spec->by == HAMMER_HANDICAP_BY_RATING)
    return NULL;
  if (!hammer_classes_parse_ratings (spec->classes, &names, &limits, &error))
    /* TRANSLATORS: a field of the form and what is wrong in it. */
    return g_strdup_printf (_("Classes by rating: %s"), error->message);
  table = g_strstrip (g_strdup (spec->table));
  if (*table == '\0')
    return g_strdup (_("Handicap by class: give the handicap of each class, such as "
                       "A=0,B=2,C=4"));
  return NULL;
}

/* Shows what is wrong as it is typed; empty rows are not wrong yet. */
static void
form_changed_cb (HammerHandicapsDialog *self)
{
  HammerHandicapSpec spec;
  g_autofree char *problem = NULL;
  gboolean by_class = handicap_by (self) == HAMMER_HANDICAP_BY_CLASS;
  gboolean started = *row_text (self->classes_row) != '\0' || *row_text (self->table_row) != '\0';

  gtk_widget_set_visible (self->rating_group, !by_class);
  gtk_widget_set_visible (self->class_group, by_class);
  problem = read_form (self, &spec);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "handicaps.set", problem == NULL);
  gtk_label_set_text (GTK_LABEL (self->error_label), problem != NULL ? problem : "");
  gtk_widget_set_visible (self->error_label, problem != NULL && started);
}

static void
filled_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(HammerHandicapsDialog) self = data;
  g_autoptr(GError) error = NULL;
  gint64 change = 0;
  g_autoptr(GPtrArray) lines = hammer_events_fill_handicaps_finish (HAMMER_STORE (source), result,
                                                                    &change, &error);
  g_autofree char *message = NULL;
  GtkWindow *parent;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self), TRUE);
  if (lines == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->error_label), error->message);
      gtk_widget_set_visible (self->error_label, TRUE);
      return;
    }
  /* A rule that gives every entrant the handicap it has stores nothing,
   * and the toast must not offer to undo a change made before. */
  if (change == 0)
    {
      message = g_strdup (_("The handicaps stay as they were: every entrant has the one the "
                            "rule gives"));
    }
  else if (handicap_by (self) == HAMMER_HANDICAP_BY_RATING)
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "Handicap set by rating for %u entrant",
                                            "Handicaps set by rating for %u entrants",
                                            lines->len), lines->len);
  else
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "Handicap set by class for %u entrant",
                                            "Handicaps set by class for %u entrants",
                                            lines->len), lines->len);
  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (HAMMER_IS_WINDOW (parent))
    hammer_window_report_change (HAMMER_WINDOW (parent), message, change);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
set_activated (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerHandicapsDialog *self = HAMMER_HANDICAPS_DIALOG (widget);
  HammerHandicapSpec spec;
  g_autofree char *problem = read_form (self, &spec);

  if (problem != NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->error_label), problem);
      gtk_widget_set_visible (self->error_label, TRUE);
      return;
    }
  /* The form waits for the writer: ratings are read from every match of the game. */
  gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
  hammer_events_fill_handicaps_async (self->store, self->event_id, &spec, self->cancellable,
                                      filled_cb, g_object_ref (self));
}

static void
entry_activated_cb (HammerHandicapsDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "handicaps.set", NULL);
}

static void
hammer_handicaps_dialog_dispose (GObject *object)
{
  HammerHandicapsDialog *self = HAMMER_HANDICAPS_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_HANDICAPS_DIALOG);
  g_clear_object (&self->store);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (hammer_handicaps_dialog_parent_class)->dispose (object);
}

static void
hammer_handicaps_dialog_class_init (HammerHandicapsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_handicaps_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/event/"
                                               "hammer-handicaps-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerHandicapsDialog, by_row);
  gtk_widget_class_bind_template_child (widget_class, HammerHandicapsDialog, rating_group);
  gtk_widget_class_bind_template_child (widget_class, HammerHandicapsDialog, class_group);
  gtk_widget_class_bind_template_child (widget_class, HammerHandicapsDialog, scale_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerHandicapsDialog, classes_row);
  gtk_widget_class_bind_template_child (widget_class, HammerHandicapsDialog, table_row);
  gtk_widget_class_bind_template_child (widget_class, HammerHandicapsDialog, error_label);

  gtk_widget_class_install_action (widget_class, "handicaps.set", NULL, set_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_handicaps_dialog_init (HammerHandicapsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  g_signal_connect_swapped (self->classes_row, "changed", G_CALLBACK (form_changed_cb), self);
  g_signal_connect_swapped (self->table_row, "changed", G_CALLBACK (form_changed_cb), self);
  g_signal_connect_swapped (self->classes_row, "entry-activated",
                            G_CALLBACK (entry_activated_cb), self);
  g_signal_connect_swapped (self->table_row, "entry-activated", G_CALLBACK (entry_activated_cb),
                            self);
  g_signal_connect_swapped (self->by_row, "notify::selected", G_CALLBACK (form_changed_cb), self);
  form_changed_cb (self);
}

GtkWidget *
hammer_handicaps_dialog_new (GtkWindow   *parent,
                             HammerStore *store,
                             gint64       event_id)
{
  HammerHandicapsDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_HANDICAPS_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->event_id = event_id;
  return GTK_WIDGET (self);
}
