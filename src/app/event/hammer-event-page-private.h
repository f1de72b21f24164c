/* hammer-event-page-private.h — what the parts of the event page share
 *
 * hammer-event-page.c is the widget (its views, title, printing, export);
 * hammer-event-page-day.c moves an event not drawn yet onto a tournament
 * day or off it, from the page's menu.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-event-page.h"

G_BEGIN_DECLS

/* Fills @section of the page's menu for event @event_id (0: empty): "Take
 * Off the Day" for an event of a day, else "Play on a Day" with the days. */
void _hammer_event_page_fill_day_section (GMenu          *section,
                                          HammerStore    *store,
                                          gint64          event_id);
/* Installs event.play-on-day (the day's id) and event.leave-day. */
void _hammer_event_page_class_day_init   (GtkWidgetClass *widget_class);

G_END_DECLS
