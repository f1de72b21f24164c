/* hammer-day-dialog.c — creates a tournament day: its name, date, venue,
 * boards with their names, and the rest between a player's matches; or
 * changes a day's name, date, venue and rest after (its boards are added
 * and removed on the day page, and have no rename)
 *
 * What is typed is checked as it is typed, so that the message under the
 * form names the field that is wrong before anything is written; the day
 * is created on the store's writer, in one change that undo takes back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "events/hammer-day.h"

#include "hammer-day-dialog.h"
#include "hammer-window.h"

struct _HammerDayDialog
{
  AdwWindow     parent_instance;

  HammerStore  *store;
  GCancellable *cancellable;
  gint64        day_id;    /* the day edited; 0: a new day */

  GtkWidget    *name_row;
  GtkWidget    *date_row;
  GtkWidget    *venue_row;
  GtkWidget    *boards_row;
  GtkWidget    *boards_spin;
  GtkWidget    *board_names_row;
  GtkWidget    *create_button;
  GtkWidget    *rest_spin;
  GtkWidget    *message_label;
};

G_DEFINE_FINAL_TYPE (HammerDayDialog, hammer_day_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_CREATED,
  SIGNAL_EDITED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
text_of (GtkWidget *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

/* How many names the board names field holds: commas part them. */
static guint
count_names (const char *text)
{
  g_auto(GStrv) names = g_strsplit (text, ",", -1);

  return g_strv_length (names);
}

/* The first thing wrong with the form, in words that name the field; NULL
 * when it can be created. */
static char *
problem (HammerDayDialog *self)
{
  g_autofree char *name = g_strstrip (g_strdup (text_of (self->name_row)));
  g_autofree char *date = g_strstrip (g_strdup (text_of (self->date_row)));
  const char *names = text_of (self->board_names_row);
  guint n_boards = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->boards_spin));
  GDate parsed;
  int year, month, day;
  guint n_names;

  if (*name == '\0')
    return g_strdup (_("Name: a day needs a name."));
  g_date_clear (&parsed, 1);
  if (strlen (date) != 10 || sscanf (date, "%4d-%2d-%2d", &year, &month, &day) != 3 ||
      !g_date_valid_dmy (day, month, year))
    return g_strdup (_("Date: a date like 2026-12-05."));
  if (*names != '\0' && (n_names = count_names (names)) != n_boards)
    /* TRANSLATORS: the board names of a new day do not match its boards:
     * "Board names: 3 names for 4 boards". */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Board names: %u name for %u boards.",
                                         "Board names: %u names for %u boards.", n_names),
                            n_names, n_boards);
  return NULL;
}

static void
check_cb (HammerDayDialog *self)
{
  g_autofree char *message = problem (self);
  gboolean typed = *text_of (self->name_row) != '\0' || *text_of (self->date_row) != '\0';

  /* An empty form says nothing yet: nobody has got anything wrong. */
  gtk_label_set_text (GTK_LABEL (self->message_label), typed && message != NULL ? message : "");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "day-dialog.create",
                                 message == NULL && self->cancellable == NULL);
}

static void
created_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(HammerDayDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  gint64 day_id = hammer_days_create_finish (HAMMER_STORE (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->cancellable);
  if (day_id == 0)
    {
      /* The form stays as typed, so that the desk corrects rather than retypes. */
      gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
      check_cb (self);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_CREATED], 0, day_id);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
edited_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(HammerDayDialog) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!hammer_days_edit_finish (HAMMER_STORE (source), result, NULL, NULL, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_clear_object (&self->cancellable);
      gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
      check_cb (self);
      return;
    }
  g_clear_object (&self->cancellable);
  g_signal_emit (self, signals[SIGNAL_EDITED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
create_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerDayDialog *self = HAMMER_DAY_DIALOG (widget);
  g_autofree char *name = g_strstrip (g_strdup (text_of (self->name_row)));
  g_autofree char *date = g_strstrip (g_strdup (text_of (self->date_row)));
  g_autofree char *venue = g_strstrip (g_strdup (text_of (self->venue_row)));
  const char *names = text_of (self->board_names_row);
  HammerDaySpec spec = {
    .name = name,
    .date = date,
    .venue = *venue != '\0' ? venue : NULL,
    .n_boards = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->boards_spin)),
    .board_names = *names != '\0' ? names : NULL,
    .rest_minutes = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->rest_spin)),
  };
  g_autofree char *message = problem (self);

  if (message != NULL || self->cancellable != NULL)
    return;
  self->cancellable = g_cancellable_new ();
  check_cb (self);
  if (self->day_id != 0)
    {
      HammerDayChange change = { name, date, venue, spec.rest_minutes };

      hammer_days_update_async (self->store, self->day_id, &change, self->cancellable,
                                edited_cb, g_object_ref (self));
      return;
    }
  hammer_days_create_async (self->store, &spec, self->cancellable, created_cb,
                            g_object_ref (self));
}

GtkWidget *
hammer_day_dialog_new (GtkWindow   *parent,
                       HammerStore *store)
{
  HammerDayDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_DAY_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  return GTK_WIDGET (self);
}

GtkWidget *
hammer_day_dialog_new_edit (GtkWindow            *parent,
                            HammerStore          *store,
                            const HammerDayState *state)
{
  HammerDayDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (state != NULL && state->id > 0, NULL);

  self = HAMMER_DAY_DIALOG (hammer_day_dialog_new (parent, store));
  self->day_id = state->id;
  gtk_window_set_title (GTK_WINDOW (self), _("Edit Day"));
  gtk_button_set_label (GTK_BUTTON (self->create_button), _("_Save"));
  gtk_widget_set_visible (self->boards_row, FALSE);
  gtk_widget_set_visible (self->board_names_row, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), state->name);
  gtk_editable_set_text (GTK_EDITABLE (self->date_row), state->date);
  gtk_editable_set_text (GTK_EDITABLE (self->venue_row), state->venue != NULL ? state->venue : "");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->rest_spin), state->rest_minutes);
  check_cb (self);
  return GTK_WIDGET (self);
}

static void
hammer_day_dialog_dispose (GObject *object)
{
  HammerDayDialog *self = HAMMER_DAY_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (hammer_day_dialog_parent_class)->dispose (object);
}

static void
hammer_day_dialog_class_init (HammerDayDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_day_dialog_dispose;

  /* The new day's id, once it is stored. */
  signals[SIGNAL_CREATED] = g_signal_new ("created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  /* Edit Day's change is stored: the day's last change, which undo takes back. */
  signals[SIGNAL_EDITED] = g_signal_new ("edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/day/"
                                               "hammer-day-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerDayDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayDialog, date_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayDialog, venue_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayDialog, boards_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayDialog, boards_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerDayDialog, create_button);
  gtk_widget_class_bind_template_child (widget_class, HammerDayDialog, board_names_row);
  gtk_widget_class_bind_template_child (widget_class, HammerDayDialog, rest_spin);
  gtk_widget_class_bind_template_child (widget_class, HammerDayDialog, message_label);
  gtk_widget_class_bind_template_callback (widget_class, check_cb);

  gtk_widget_class_install_action (widget_class, "day-dialog.create", NULL, create_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_day_dialog_init (HammerDayDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  check_cb (self);
}
