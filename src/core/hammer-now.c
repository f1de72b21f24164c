/* hammer-now.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-now.h"

static HammerNowFunc now_func;
static gpointer now_data;

GDateTime *
hammer_now (void)
{
  GDateTime *now;

  if (now_func == NULL)
    return g_date_time_new_now_utc ();
  now = now_func (now_data);
  g_return_val_if_fail (now != NULL, g_date_time_new_now_utc ());
  /* A replacement may answer in any zone; the stamps are in UTC. */
  if (g_date_time_get_utc_offset (now) != 0)
    {
      GDateTime *utc = g_date_time_to_utc (now);

      g_date_time_unref (now);
      return utc;
    }
  return now;
}

/* Writes @value at @out as @width decimal digits, zeros in front. */
static void
put_digits (char  *out,
            int    value,
            guint  width)
{
  while (width-- > 0)
    {
      out[width] = (char) ('0' + value % 10);
      value /= 10;
    }
}

char *
hammer_now_stamp (void)
{
  g_autoptr(GDateTime) now = hammer_now ();
  char stamp[] = "0000-00-00T00:00:00.000000Z";
  int year, month, day;

  /* What g_date_time_format() writes for "%Y-%m-%dT%H:%M:%S.%fZ", without
   * parsing the format or printf: a file of 2,000 results takes a stamp
   * for each. The year of a GDateTime has four digits, 1 to 9999. */
  g_date_time_get_ymd (now, &year, &month, &day);
  put_digits (stamp, year, 4);
  put_digits (stamp + 5, month, 2);
  put_digits (stamp + 8, day, 2);
  put_digits (stamp + 11, g_date_time_get_hour (now), 2);
  put_digits (stamp + 14, g_date_time_get_minute (now), 2);
  put_digits (stamp + 17, g_date_time_get_second (now), 2);
  put_digits (stamp + 20, g_date_time_get_microsecond (now), 6);
  return g_strdup (stamp);
}

void
hammer_now_set_func (HammerNowFunc func,
                     gpointer      user_data)
{
  now_func = func;
  now_data = user_data;
}
