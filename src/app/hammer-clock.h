/* hammer-clock.h — the time the boards and the hall's screen reckon with
 *
 * Everything that shows how long a match has been on a board asks this
 * clock, so that a test can move time on without waiting.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef GDateTime *(*HammerClockFunc) (gpointer user_data);

/* The current time (UTC), from the clock function when one is set. */
GDateTime *hammer_clock_now      (void);
/* Replaces the system clock with @func; %NULL puts the system clock back. */
void       hammer_clock_set_func (HammerClockFunc func,
                                  gpointer        user_data);
/* Parses a store timestamp ("2026-11-21T19:02:11.000000Z"); %NULL for
 * %NULL or an unreadable one. */
GDateTime *hammer_clock_parse    (const char     *iso8601);

G_END_DECLS
