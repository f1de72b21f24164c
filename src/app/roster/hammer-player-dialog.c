/* hammer-player-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "hammer-player-dialog.h"
#include "hammer-window.h"
#include "hammer-app-utils.h"

struct _HammerPlayerDialog
{
  AdwWindow parent_instance;

  HammerStore *store;
  HammerPlayer *player;   /* a copy being edited; id 0 when new */

  AdwWindowTitle *window_title;
  GtkButton *save_button;
  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  AdwEntryRow *name_row;
  AdwEntryRow *club_row;
  GtkMenuButton *club_menu_button;
  AdwEntryRow *licence_row;
  AdwEntryRow *average_row;
  GtkSwitch *active_switch;
  GtkSwitch *pro_switch;
  AdwEntryRow *email_row;
  AdwEntryRow *phone_row;
};

G_DEFINE_FINAL_TYPE (HammerPlayerDialog, hammer_player_dialog, ADW_TYPE_WINDOW)

/* Accepts "7.5" and the Dutch and German "7,5". */
static gboolean
parse_average (const char *text,
               double     *average)
{
  g_autofree char *dotted = NULL;
  char *end = NULL;

  dotted = g_strstrip (g_strdelimit (g_strdup (text), ",", '.'));
  if (*dotted == '\0')
    return FALSE;
  *average = g_ascii_strtod (dotted, &end);
  return *end == '\0' && isfinite (*average) && *average >= 0 && *average <= 1000;
}

static const char *
row_text (AdwEntryRow *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

static void
field_changed_cb (HammerPlayerDialog *self)
{
  const char *average = row_text (self->average_row);
  g_autofree char *email = g_strstrip (g_strdup (row_text (self->email_row)));
  double value;
  gboolean average_bad = !hammer_text_is_blank (average) && !parse_average (average, &value);
  gboolean email_bad = *email != '\0' && (strchr (email, '@') == NULL ||
                                          strchr (email, ' ') != NULL);

  hammer_widget_set_error (GTK_WIDGET (self->average_row), average_bad);
  hammer_widget_set_error (GTK_WIDGET (self->email_row), email_bad);

  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button),
                            !hammer_text_is_blank (row_text (self->name_row)) &&
                            !average_bad && !email_bad);
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
}

static void
show_error (HammerPlayerDialog *self,
            const char         *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
}

/* Players added one after another share a toast. */
static char *
added_title (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player added", "%u players added", n),
                          n);
}

static void
save_clicked_cb (HammerPlayerDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  HammerWindow *window;
  const char *average = row_text (self->average_row);
  gboolean adding = hammer_player_get_id (self->player) == 0;
  double value;

  if (!gtk_widget_get_sensitive (GTK_WIDGET (self->save_button)))
    return;

  hammer_player_set_name (self->player, row_text (self->name_row));
  hammer_player_set_club_name (self->player, row_text (self->club_row));
  hammer_player_set_licence (self->player, row_text (self->licence_row));
  hammer_player_set_email (self->player, row_text (self->email_row));
  hammer_player_set_phone (self->player, row_text (self->phone_row));
  hammer_player_set_active (self->player, gtk_switch_get_active (self->active_switch));
  hammer_player_set_pro (self->player, gtk_switch_get_active (self->pro_switch));
  if (parse_average (average, &value))
    hammer_player_set_average (self->player, value);
  else
    hammer_player_clear_average (self->player);

  if (adding ? !hammer_roster_add_player (self->store, self->player, &error)
             : !hammer_roster_update_player (self->store, self->player, &error))
    {
      if (adding)
        hammer_player_set_id (self->player, 0);
      show_error (self, error->message);
      return;
    }

  window = HAMMER_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (self)));
  if (window != NULL)
    {
      /* TRANSLATORS: %s is a player's name. */
      message = g_strdup_printf (adding ? _("%s added") : _("%s saved"),
                                 hammer_player_get_name (self->player));
      hammer_window_report_counted_change (window, message, adding ? added_title : NULL,
                                           hammer_store_get_last_change (self->store));
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
pick_club_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerPlayerDialog *self = HAMMER_PLAYER_DIALOG (widget);

  gtk_editable_set_text (GTK_EDITABLE (self->club_row), g_variant_get_string (parameter, NULL));
}

static void
fill_club_menu (HammerPlayerDialog *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) none = g_menu_new ();
  g_autoptr(GMenu) clubs_section = g_menu_new ();
  g_autoptr(GPtrArray) clubs = NULL;
  g_autoptr(GError) error = NULL;

  g_menu_append (none, _("No Club"), "dialog.pick-club::");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (none));

  clubs = hammer_roster_list_clubs (self->store, &error);
  if (clubs == NULL)
    g_warning ("Could not list the clubs: %s", error->message);
  for (guint i = 0; clubs != NULL && i < clubs->len; i++)
    {
      const char *name = hammer_club_get_name (g_ptr_array_index (clubs, i));
      g_autoptr(GMenuItem) item = g_menu_item_new (name, NULL);

      /* Club names may hold "::" or quotes; a target value keeps them whole. */
      g_menu_item_set_action_and_target_value (item, "dialog.pick-club",
                                               g_variant_new_string (name));
      g_menu_append_item (clubs_section, item);
    }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (clubs_section));

  gtk_menu_button_set_menu_model (self->club_menu_button, G_MENU_MODEL (menu));
  gtk_widget_set_visible (GTK_WIDGET (self->club_menu_button), clubs != NULL && clubs->len > 0);
}

static void
hammer_player_dialog_dispose (GObject *object)
{
  HammerPlayerDialog *self = (HammerPlayerDialog *) object;

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_PLAYER_DIALOG);
  g_clear_object (&self->store);
  g_clear_object (&self->player);

  G_OBJECT_CLASS (hammer_player_dialog_parent_class)->dispose (object);
}

static void
hammer_player_dialog_class_init (HammerPlayerDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_player_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/roster/hammer-player-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, save_button);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, club_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, club_menu_button);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, licence_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, average_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, active_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, pro_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, email_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayerDialog, phone_row);
  gtk_widget_class_bind_template_callback (widget_class, field_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, save_clicked_cb);

  gtk_widget_class_install_action (widget_class, "dialog.pick-club", "s", pick_club_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_player_dialog_init (HammerPlayerDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
set_row_text (AdwEntryRow *row,
              const char  *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
}

HammerPlayerDialog *
hammer_player_dialog_new (GtkWindow    *parent,
                          HammerStore  *store,
                          HammerPlayer *player)
{
  HammerPlayerDialog *self;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (player == NULL || HAMMER_IS_PLAYER (player), NULL);

  self = g_object_new (HAMMER_TYPE_PLAYER_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->player = player ? hammer_player_copy (player) : hammer_player_new (NULL);

  if (player == NULL)
    {
      adw_window_title_set_title (self->window_title, _("New Player"));
      gtk_button_set_label (self->save_button, _("_Add"));
    }
  else
    {
      g_autofree char *average = NULL;

      adw_window_title_set_title (self->window_title, _("Edit Player"));
      gtk_button_set_label (self->save_button, _("_Save"));
      set_row_text (self->name_row, hammer_player_get_name (player));
      set_row_text (self->club_row, hammer_player_get_club_name (player));
      set_row_text (self->licence_row, hammer_player_get_licence (player));
      set_row_text (self->email_row, hammer_player_get_email (player));
      set_row_text (self->phone_row, hammer_player_get_phone (player));
      if (hammer_player_has_average (player))
        average = g_strdup_printf ("%.1f", hammer_player_get_average (player));
      set_row_text (self->average_row, average);
      gtk_switch_set_active (self->active_switch, hammer_player_get_active (player));
      gtk_switch_set_active (self->pro_switch, hammer_player_get_pro (player));
    }

  fill_club_menu (self);
  field_changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
  return self;
}
