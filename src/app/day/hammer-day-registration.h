/* hammer-day-registration.h — the registration desk of a tournament day:
 * every player with their events, fees and payments, checked in or not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_DAY_REGISTRATION (hammer_day_registration_get_type ())

G_DECLARE_FINAL_TYPE (HammerDayRegistration, hammer_day_registration, HAMMER,
                      DAY_REGISTRATION, GtkWidget)

/* Shows the players of day @day_id of @store, read again whenever a change
 * touches the day's entrants, payments or check-ins. */
void         hammer_day_registration_set_day    (HammerDayRegistration *self,
                                                 HammerStore           *store,
                                                 gint64                 day_id);
/* The events of the day a late entry may go to (ids and names, in step);
 * an event drawn already is the core's to refuse. */
void         hammer_day_registration_set_events (HammerDayRegistration *self,
                                                 const gint64          *ids,
                                                 const char * const    *names,
                                                 guint                  n_events);
/* On a phone's width (the "narrow" property) each row's Check In and Pay
 * are in its menu, and the name has the row's width. */
void         hammer_day_registration_set_narrow (HammerDayRegistration *self,
                                                 gboolean               narrow);
/* The players as shown (HammerDayPlayerItem), after the search. */
GListModel  *hammer_day_registration_get_players (HammerDayRegistration *self);
/* For the tests: whether a read or a write is under way. */
gboolean     hammer_day_registration_get_busy   (HammerDayRegistration *self);

G_END_DECLS
