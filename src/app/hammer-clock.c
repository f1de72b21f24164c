/* hammer-clock.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-clock.h"

static HammerClockFunc clock_func;
static gpointer clock_data;

GDateTime *
hammer_clock_now (void)
{
  if (clock_func != NULL)
    return clock_func (clock_data);
  return g_date_time_new_now_utc ();
}

void
hammer_clock_set_func (HammerClockFunc func,
                       gpointer        user_data)
{
  clock_func = func;
  clock_data = user_data;
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
