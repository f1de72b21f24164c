/* hammer-event-row.h — an event or a season in the window's sidebar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-event-item.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_EVENT_ROW (hammer_event_row_get_type ())
G_DECLARE_FINAL_TYPE (HammerEventRow, hammer_event_row, HAMMER, EVENT_ROW, GtkWidget)

HammerEventItem *hammer_event_row_get_item (HammerEventRow  *self);
void             hammer_event_row_set_item (HammerEventRow  *self,
                                            HammerEventItem *item);

/* The sidebar's lists' factory: a row for each item, bound without a
 * builder template (a list of 200 events builds 200 rows at once). */
GtkListItemFactory *hammer_event_row_factory_new (void);

G_END_DECLS
