/* hammer-window-days.c — the window's tournament days: their list in the
 * sidebar, under a heading of their own, and the day page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-event-item.h"
#include "hammer-event-row.h"
#include "events/hammer-day.h"
#include "hammer-window-private.h"

void
_hammer_window_setup_day_list (HammerWindow *self)
{
  self->days = g_list_store_new (HAMMER_TYPE_EVENT_ITEM);
  self->days_selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->days)));
  gtk_single_selection_set_autoselect (self->days_selection, FALSE);
  gtk_single_selection_set_can_unselect (self->days_selection, TRUE);
  gtk_single_selection_set_selected (self->days_selection, GTK_INVALID_LIST_POSITION);
  gtk_list_view_set_model (self->days_list, GTK_SELECTION_MODEL (self->days_selection));
  /* The rows as the events' are (the template they had is gone). */
  {
    g_autoptr(GtkListItemFactory) factory = hammer_event_row_factory_new ();

    gtk_list_view_set_factory (self->days_list, factory);
  }
}

void
_hammer_window_show_days (HammerWindow *self,
                          GPtrArray    *days)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  /* Each with its events' count. */
  for (guint i = 0; i < days->len; i++)
    {
      HammerDaySummary *day = g_ptr_array_index (days, i);

      g_ptr_array_add (items, hammer_event_item_new_day (day->id, day->name, day->date,
                                                         day->n_events));
    }
  _hammer_window_replace_items (self->days, self->days_selection, items);
  gtk_widget_set_visible (GTK_WIDGET (self->no_days_label), items->len == 0);
}

void
_hammer_window_day_activated_cb (HammerWindow *self,
                                 guint         position)
{
  g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->days), position);

  if (item != NULL)
    hammer_window_show_day (self, hammer_event_item_get_id (item));
}

void
hammer_window_show_day (HammerWindow *self,
                        gint64        day_id)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  _hammer_window_reload_seasons (self);
  hammer_day_page_set_day_id (HAMMER_DAY_PAGE (_hammer_window_ensure_page (self, "day")), day_id);
  gtk_stack_set_visible_child_name (self->content_stack, "day");
  _hammer_window_select_competition (self, HAMMER_EVENT_ITEM_DAY, day_id);
}
