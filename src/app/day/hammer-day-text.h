/* hammer-day-text.h — a tournament day in words, as the day page and the
 * day's hall display say it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "events/hammer-day.h"

G_BEGIN_DECLS

/* The name of event @event_id of the day, "" when it is not one of them. */
const char *hammer_day_text_event_name (HammerDayState         *state,
                                        gint64                  event_id);
/* "Anna Bakker v Bert Jansen"; a side not known yet is a dash. */
char       *hammer_day_text_sides      (char * const            names[2]);
/* An ISO 8601 time as the clock on the wall reads it. */
char       *hammer_day_text_clock      (const char             *iso);
/* Why a waiting match is held: "Anna Bakker is playing on Board 7",
 * "Anna Bakker rests until 14:35". */
char       *hammer_day_text_held       (HammerDayState         *state,
                                        const HammerDayWaiting *waiting);
/* A waiting match: "Singles · Match 5: Anna Bakker v Bert Jansen". */
char       *hammer_day_text_waiting    (HammerDayState         *state,
                                        const HammerDayWaiting *waiting);

/* When a waiting match will likely start: "about 14:20"; NULL when not known. */
char       *hammer_day_text_eta        (const HammerDayWaiting *waiting);

G_END_DECLS
