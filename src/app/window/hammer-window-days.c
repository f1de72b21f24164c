/* hammer-window-days.c — the window's tournament days: their lines in the
 * sidebar and the day page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-event-item.h"
#include "events/hammer-day.h"
#include "hammer-window-private.h"

void
_hammer_window_add_day_items (GPtrArray *items,
                              GPtrArray *days)
{
  /* Each with its events' count. */
  for (guint i = 0; i < days->len; i++)
    {
      HammerDaySummary *day = g_ptr_array_index (days, i);

      g_ptr_array_add (items, hammer_event_item_new_day (day->id, day->name, day->date,
                                                         day->n_events));
    }
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
