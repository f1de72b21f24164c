/* hammer-day-page.h — the desk's view of a tournament day
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_DAY_PAGE (hammer_day_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerDayPage, hammer_day_page, HAMMER, DAY_PAGE, GtkWidget)

/* Every board of day @day_id with the match on it, the queue across its
 * events with who is held and why, and each event's progress; read again
 * whenever a change touches any of the day's events. */
void         hammer_day_page_set_day_id   (HammerDayPage *self,
                                           gint64         day_id);
gint64       hammer_day_page_get_day_id   (HammerDayPage *self);
/* For the tests: whether a read or a call is under way. */
gboolean     hammer_day_page_get_busy     (HammerDayPage *self);

G_END_DECLS
