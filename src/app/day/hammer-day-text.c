/* hammer-day-text.c — a tournament day in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-day-text.h"

const char *
hammer_day_text_event_name (HammerDayState *state,
                            gint64          event_id)
{
  for (guint e = 0; e < state->events->len; e++)
    {
      HammerDayEventProgress *event = &g_array_index (state->events, HammerDayEventProgress, e);

      if (event->id == event_id)
        return event->name;
    }
  return "";
}

static const char *
board_name (HammerDayState *state,
            guint           number)
{
  for (guint b = 0; b < state->boards->len; b++)
    {
      HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);

      if (board->number == number)
        return board->name;
    }
  return "";
}

char *
hammer_day_text_sides (char * const names[2])
{
  /* TRANSLATORS: the two sides of a match: "Anna Bakker v Bert Jansen". */
  return g_strdup_printf (_("%s v %s"), names[0] != NULL ? names[0] : "–",
                          names[1] != NULL ? names[1] : "–");
}

char *
hammer_day_text_clock (const char *iso)
{
  g_autoptr(GDateTime) time = iso != NULL ? g_date_time_new_from_iso8601 (iso, NULL) : NULL;
  g_autoptr(GDateTime) local = time != NULL ? g_date_time_to_local (time) : NULL;

  return local != NULL ? g_date_time_format (local, "%H:%M") : g_strdup (iso);
}

char *
hammer_day_text_held (HammerDayState         *state,
                      const HammerDayWaiting *waiting)
{
  const char *name = waiting->held_name != NULL ? waiting->held_name : "?";

  if (waiting->rest_until != NULL)
    {
      g_autofree char *clock = hammer_day_text_clock (waiting->rest_until);

      /* TRANSLATORS: why a match is held: "Anna Bakker rests until 14:35". */
      return g_strdup_printf (_("%s rests until %s"), name, clock);
    }
  /* TRANSLATORS: why a match is held: "Anna Bakker is playing on Board 7". */
  return g_strdup_printf (_("%s is playing on %s"), name, board_name (state, waiting->held_board));
}

char *
hammer_day_text_waiting (HammerDayState         *state,
                         const HammerDayWaiting *waiting)
{
  g_autofree char *sides = NULL;

  g_return_val_if_fail (state != NULL && waiting != NULL, NULL);

  sides = hammer_day_text_sides (waiting->names);
  /* TRANSLATORS: a waiting match: "Singles · Match 5: Anna Bakker v Bert Jansen". */
  return g_strdup_printf (_("%s · Match %u: %s"), hammer_day_text_event_name (state, waiting->event),
                          waiting->number, sides);
}

char *
hammer_day_text_eta (const HammerDayWaiting *waiting)
{
  g_autofree char *clock = NULL;

  g_return_val_if_fail (waiting != NULL, NULL);

  if (waiting->eta == NULL)
    return NULL;
  clock = hammer_day_text_clock (waiting->eta);
  /* TRANSLATORS: when a waiting match will likely start: "about 14:20". */
  return g_strdup_printf (_("about %s"), clock);
}
