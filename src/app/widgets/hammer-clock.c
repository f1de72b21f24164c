/* hammer-clock.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-clock.h"
#include "hammer-now.h"

GDateTime *
hammer_clock_now (void)
{
  return hammer_now ();
}

GDateTime *
hammer_clock_now_local (void)
{
  g_autoptr(GDateTime) now = hammer_now ();

  return g_date_time_to_local (now);
}

char *
hammer_clock_today (void)
{
  g_autoptr(GDateTime) now = hammer_clock_now_local ();

  return g_date_time_format (now, "%Y-%m-%d");
}

GDateTime *
hammer_clock_parse (const char *iso8601)
{
  g_autoptr(GTimeZone) utc = NULL;

  if (iso8601 == NULL || *iso8601 == '\0')
    return NULL;
  utc = g_time_zone_new_utc ();
  return g_date_time_new_from_iso8601 (iso8601, utc);
}
