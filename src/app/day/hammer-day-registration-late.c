/* hammer-day-registration-late.c — the registration desk's late entries:
 * a player entered in an event of the day not drawn yet, picked from the
 * roster's players that match what is typed (as the event's entrants view
 * offers them), or new by the name typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-events.h"

#include "hammer-app-utils.h"
#include "hammer-day-player-item.h"
#include "hammer-day-registration-private.h"

static void
late_entry_done_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(DeskEdit) edit = user_data;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;
  g_autoptr(GArray) ids = hammer_events_add_entrants_finish (HAMMER_STORE (source), result,
                                                            &change_id, &error);

  if (ids != NULL)
    gtk_editable_set_text (GTK_EDITABLE (edit->view->late_name_entry), "");
  _hammer_day_registration_end_edit (edit, ids != NULL, change_id, error);
}

/* Enters @typed (a player of the roster by name, or a new one) in the
 * event chosen. */
static void
enter_late (HammerDayRegistration *self,
            const char            *typed)
{
  guint chosen = gtk_drop_down_get_selected (self->late_event_dropdown);
  g_autofree char *name = g_strstrip (g_strdup (typed));
  GtkStringObject *event = gtk_drop_down_get_selected_item (self->late_event_dropdown);
  const char *names[] = { name, NULL };
  char *done;

  if (self->store == NULL || chosen >= self->event_ids->len || event == NULL ||
      hammer_text_is_blank (name))
    return;
  gtk_menu_button_popdown (self->late_entry_button);
  /* TRANSLATORS: a toast: "Anna Bakker entered in Singles". */
  done = g_strdup_printf (_("%s entered in %s"), name, gtk_string_object_get_string (event));
  hammer_events_add_entrants_async (self->store, g_array_index (self->event_ids, gint64, chosen),
                                    names, self->writing, late_entry_done_cb,
                                    _hammer_day_registration_begin_edit (self, done));
}

static void
late_entry_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (widget);
  /* The player of the roster highlighted, as the entrants view enters one. */
  HammerPlayer *picked = hammer_roster_matches_get_selected (self->late_matches);

  enter_late (self, picked != NULL ? hammer_player_get_name (picked)
                                   : gtk_editable_get_text (GTK_EDITABLE (self->late_name_entry)));
}

static void
late_entry_activate_cb (HammerDayRegistration *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "desk.late-entry", NULL);
}

/* Whether the day's player @player_id is entered in event @event_id. */
static gboolean
entered_in (HammerDayRegistration *self,
            gint64                 player_id,
            gint64                 event_id)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->players)); i++)
    {
      g_autoptr(HammerDayPlayerItem) item = g_list_model_get_item (G_LIST_MODEL (self->players),
                                                                   i);

      if (hammer_day_player_item_get_player_id (item) != player_id)
        continue;
      for (guint e = 0; e < hammer_day_player_item_get_n_entries (item); e++)
        if (hammer_day_player_item_get_entry (item, e)->event == event_id)
          return TRUE;
    }
  return FALSE;
}

/* The late entry offers the roster's active players not in the event
 * chosen yet, as a name is typed. */
static void
offer_roster (HammerDayRegistration *self)
{
  guint chosen = gtk_drop_down_get_selected (self->late_event_dropdown);
  gint64 event_id = chosen < self->event_ids->len ? g_array_index (self->event_ids, gint64,
                                                                   chosen) : 0;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) offered = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  if (self->store != NULL && !(players = hammer_roster_list_players (self->store, &error)))
    g_warning ("Could not read the roster: %s", error->message);
  for (guint i = 0; players != NULL && i < players->len; i++)
    {
      HammerPlayer *player = g_ptr_array_index (players, i);

      if (hammer_player_get_active (player) &&
          !entered_in (self, hammer_player_get_id (player), event_id))
        g_ptr_array_add (offered, player);
    }
  hammer_roster_matches_set_players (self->late_matches, offered);
  gtk_widget_set_visible (GTK_WIDGET (self->late_matches),
                          hammer_roster_matches_search (self->late_matches,
                                                        gtk_editable_get_text (GTK_EDITABLE (
                                                          self->late_name_entry))) > 0);
}

static void
late_entry_shown_cb (HammerDayRegistration *self)
{
  offer_roster (self);
}

static void
late_event_chosen_cb (HammerDayRegistration *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self->late_name_entry)))
    offer_roster (self);
}

static void
late_name_changed_cb (HammerDayRegistration *self)
{
  guint n = hammer_roster_matches_search (self->late_matches,
                                          gtk_editable_get_text (GTK_EDITABLE (
                                                                   self->late_name_entry)));

  gtk_widget_set_visible (GTK_WIDGET (self->late_matches), n > 0);
}

static void
late_match_activated_cb (HammerDayRegistration *self,
                         HammerPlayer          *player)
{
  enter_late (self, hammer_player_get_name (player));
}

void
hammer_day_registration_set_events (HammerDayRegistration *self,
                                    const gint64          *ids,
                                    const char * const    *names,
                                    guint                  n_events)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint chosen;

  g_return_if_fail (HAMMER_IS_DAY_REGISTRATION (self));
  g_return_if_fail (n_events == 0 || (ids != NULL && names != NULL));

  chosen = gtk_drop_down_get_selected (self->late_event_dropdown);
  g_array_set_size (self->event_ids, 0);
  g_array_append_vals (self->event_ids, ids, n_events);
  for (guint e = 0; e < n_events; e++)
    gtk_string_list_append (list, names[e]);
  gtk_drop_down_set_model (self->late_event_dropdown, G_LIST_MODEL (list));
  if (chosen < n_events)
    gtk_drop_down_set_selected (self->late_event_dropdown, chosen);
  _hammer_day_registration_update_actions (self);
}

void
_hammer_day_registration_class_late_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (HAMMER_TYPE_ROSTER_MATCHES);
  gtk_widget_class_bind_template_child (widget_class, HammerDayRegistration, late_entry_button);
  gtk_widget_class_bind_template_child (widget_class, HammerDayRegistration,
                                        late_event_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerDayRegistration, late_name_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerDayRegistration, late_matches);
  gtk_widget_class_bind_template_callback (widget_class, late_entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, late_entry_shown_cb);
  gtk_widget_class_bind_template_callback (widget_class, late_event_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, late_name_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, late_match_activated_cb);
  gtk_widget_class_install_action (widget_class, "desk.late-entry", NULL, late_entry_action);
}

void
_hammer_day_registration_late_init (HammerDayRegistration *self)
{
  hammer_roster_matches_follow_keys (self->late_matches, GTK_WIDGET (self->late_name_entry));
}
