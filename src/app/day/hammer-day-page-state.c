/* hammer-day-page-state.c — the day page shows the day as read: its title,
 * the boards' cards, the queue with who is held and why, the events'
 * progress and how far behind, and what Add Event offers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-day.h"

#include "hammer-app-utils.h"
#include "hammer-day-page-private.h"
#include "hammer-day-text.h"
#include "hammer-event-item.h"

static GtkWidget *
waiting_row (HammerDayState         *state,
             const HammerDayWaiting *waiting)
{
  g_autofree char *title = hammer_day_text_waiting (state, waiting);
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  if (waiting->held)
    {
      g_autofree char *why = hammer_day_text_held (state, waiting);

      /* TRANSLATORS: a waiting match held back: "Held: Anna Bakker rests until 14:35". */
      subtitle = g_strdup_printf (_("Held: %s"), why);
    }
  else
    subtitle = g_strdup (_("Ready to call"));
  {
    g_autofree char *eta = hammer_day_text_eta (waiting);

    if (eta != NULL)
      {
        /* TRANSLATORS: a waiting match's state and when it will likely start:
         * "Ready to call · about 14:20". */
        g_autofree char *both = g_strdup_printf (_("%s · %s"), subtitle, eta);

        g_free (subtitle);
        subtitle = g_steal_pointer (&both);
      }
  }
  row = hammer_plain_row_new (title, subtitle);
  if (waiting->held)
    adw_action_row_set_icon_name (ADW_ACTION_ROW (row), "media-playback-pause-symbolic");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "event-id", GSIZE_TO_POINTER ((gsize) waiting->event));
  return row;
}

/* "2 h 15 min" or "40 min": the play an event has left. */
static char *
duration_text (gint64 minutes)
{
  if (minutes >= 60)
    /* TRANSLATORS: hours and minutes of play: "2 h 15 min". */
    return g_strdup_printf (_("%d h %02d min"), (int) (minutes / 60), (int) (minutes % 60));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d min", "%d min", minutes),
                          (int) minutes);
}

/* An event's progress; one behind the others says by how much (as the
 * queue measures it), and the furthest behind that its matches go first.
 * Narrow, the words alone say how far it is: the bar gives them its room. */
static GtkWidget *
event_row (const HammerDayEventProgress *event,
           gboolean                      furthest_behind,
           gboolean                      narrow)
{
  GtkWidget *row;
  GtkWidget *level = gtk_level_bar_new_for_interval (0, MAX (event->n_matches, 1));
  g_autofree char *played = NULL;
  g_autofree char *left = duration_text (event->minutes_left);
  g_autofree char *subtitle = NULL;

  /* TRANSLATORS: an event's progress: "3 of 7 matches played". */
  played = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u match played",
                                         "%u of %u matches played", event->n_matches),
                            event->n_played, event->n_matches);
  if (event->minutes_left == 0)
    subtitle = g_strdup (played);
  else if (furthest_behind && event->minutes_behind > 0)
    /* TRANSLATORS: "3 of 7 matches played · about 1 h 20 min of play waiting: its matches
     * go first" (the event furthest behind of the day). */
    subtitle = g_strdup_printf (_("%s · about %s of play waiting: its matches go first"),
                                played, left);
  else
    /* TRANSLATORS: "3 of 7 matches played · about 40 min of play waiting". */
    subtitle = g_strdup_printf (_("%s · about %s of play waiting"), played, left);
  row = hammer_plain_row_new (event->name, subtitle);
  if (event->minutes_behind > 0)
    {
      g_autofree char *duration = duration_text (event->minutes_behind);
      /* TRANSLATORS: how far an event of the day is behind the others: "12 min behind". */
      g_autofree char *behind = g_strdup_printf (_("%s behind"), duration);
      GtkWidget *label = gtk_label_new (behind);

      /* A wrapping label asks for its least width: wide, one line. */
      gtk_label_set_wrap (GTK_LABEL (label), narrow);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_label_set_xalign (GTK_LABEL (label), 1);
      gtk_widget_add_css_class (label, "warning");
      gtk_widget_set_tooltip_text (label, _("Its play waiting beyond that of the event with the "
                                            "least: the queue calls its matches first"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  gtk_level_bar_set_value (GTK_LEVEL_BAR (level), event->n_played);
  gtk_widget_set_size_request (level, 80, -1);
  gtk_widget_set_valign (level, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (level), GTK_ACCESSIBLE_PROPERTY_LABEL, played,
                                  -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), level);
  gtk_widget_set_visible (level, !narrow);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "event-id", GSIZE_TO_POINTER ((gsize) event->id));
  return row;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_list_box_remove (GTK_LIST_BOX (box), child);
    }
}

static GtkWidget *
empty_row (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  return row;
}

/* Add Event offers the events not drawn yet and on no day, and a new one. */
static void
fill_add_event_menu (HammerDayPage *self)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) open = g_menu_new ();

  for (guint e = 0; e < self->state->open_events->len; e++)
    {
      HammerDayOpenEvent *event = &g_array_index (self->state->open_events, HammerDayOpenEvent,
                                                  e);
      g_autoptr(GMenuItem) item = g_menu_item_new (event->name, NULL);

      g_menu_item_set_action_and_target_value (item, "day.add-event",
                                               g_variant_new_int64 (event->id));
      g_menu_append_item (open, item);
    }
  if (self->state->open_events->len > 0)
    /* TRANSLATORS: the heading of the events Add Event offers. */
    g_menu_append_section (menu, _("Not Drawn Yet"), G_MENU_MODEL (open));
  g_menu_append (menu, _("_New Event…"), "day.new-event");
  gtk_menu_button_set_menu_model (self->add_event_button, G_MENU_MODEL (menu));
}

void
_hammer_day_page_show_state (HammerDayPage *self)
{
  HammerDayState *state = self->state;
  g_autofree char *date = hammer_format_date_for_display (state->date);
  g_autofree char *subtitle = NULL;

  if (state->venue != NULL && *state->venue != '\0')
    subtitle = g_strdup_printf ("%s · %s", date, state->venue);
  for (guint t = 0; t < 3; t++)
    {
      AdwWindowTitle *title = t == 0 ? self->wide_title : t == 1 ? self->narrow_title
                                                                 : self->window_title;

      adw_window_title_set_title (title, state->name);
      adw_window_title_set_subtitle (title, subtitle != NULL ? subtitle : date);
    }

  clear_box (GTK_WIDGET (self->boards_box));
  for (guint b = 0; b < state->boards->len; b++)
    gtk_flow_box_append (self->boards_box,
                         _hammer_day_page_board_card (self, &g_array_index (state->boards,
                                                                            HammerDayBoard, b)));
  clear_box (GTK_WIDGET (self->queue_list));
  for (guint w = 0; w < state->waiting->len; w++)
    gtk_list_box_append (self->queue_list,
                         waiting_row (state, &g_array_index (state->waiting, HammerDayWaiting,
                                                             w)));
  clear_box (GTK_WIDGET (self->events_list));
  for (guint e = 0; e < state->events->len; e++)
    gtk_list_box_append (self->events_list,
                         event_row (&g_array_index (state->events, HammerDayEventProgress, e),
                                    e == 0 && state->events->len > 1, self->folded));
  /* A row of its own says a list is empty: GTK 4.8's placeholder does not
   * come back once the last row is removed. */
  if (state->waiting->len == 0)
    gtk_list_box_append (self->queue_list, empty_row (_("No match is waiting")));
  if (state->events->len == 0)
    gtk_list_box_append (self->events_list, empty_row (_("No event is played on this day yet")));
  gtk_widget_set_visible (self->rest_box, hammer_day_state_rest_holds_back (state));
  fill_add_event_menu (self);
  _hammer_day_page_desk_show_events (self);
}
