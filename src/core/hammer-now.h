/* hammer-now.h — the one clock of Hammer
 *
 * Everything that stamps or reckons with the current time asks this clock:
 * the core when it calls a match to a board or records a result, the app for
 * today's date and for how long a board has been busy (through its
 * hammer-clock.h). A test replaces it to fix the time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Returns a new reference to the time it stands for, in UTC. */
typedef GDateTime *(*HammerNowFunc) (gpointer user_data);

/* The current time in UTC: the system's, or the replacement's when one is
 * set. */
GDateTime *hammer_now          (void);
/* The current time as the core stamps it in the database (when a row was
 * made, a match called or finished, an event drawn): ISO 8601 in UTC with
 * microseconds, "2026-11-24T17:30:00.000000Z". Free with g_free(). */
char      *hammer_now_stamp    (void);
/* Replaces the system clock with @func, called with @user_data; %NULL puts
 * the system clock back. Set it before other threads read the time. */
void       hammer_now_set_func (HammerNowFunc func,
                                gpointer      user_data);

G_END_DECLS
