/* hammer-clock.h — the time and the date the app reckons with
 *
 * Everything in the app that shows how long a match has been on a board, or
 * fills in today's date, asks this clock. It reads the core's clock
 * (hammer-now.h): a test that sets that one with hammer_now_set_func() moves
 * time for the app and for the times the core stamps alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The current time (UTC): hammer_now(). */
GDateTime *hammer_clock_now       (void);
/* The same in the local time zone. */
GDateTime *hammer_clock_now_local (void);
/* Today's local date as YYYY-MM-DD, the default of every date field. */
char      *hammer_clock_today     (void);
/* Parses a store timestamp ("2026-11-21T19:02:11.000000Z"); %NULL for
 * %NULL or an unreadable one. */
GDateTime *hammer_clock_parse     (const char *iso8601);

G_END_DECLS
