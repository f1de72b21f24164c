/* hammer-score-text.c — a score as paper and screens print it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-score-text.h"

char *
hammer_score_text (gint64 value)
{
  /* The magnitude as unsigned, so that the smallest gint64 has one too. */
  if (value < 0)
    return g_strdup_printf (HAMMER_MINUS_SIGN "%" G_GUINT64_FORMAT, -(guint64) value);
  return g_strdup_printf ("%" G_GINT64_FORMAT, value);
}

char *
hammer_number_text (char *number)
{
  char *text;

  if (number == NULL || number[0] != '-')
    return number;
  text = g_strconcat (HAMMER_MINUS_SIGN, number + 1, NULL);
  g_free (number);
  return text;
}

char *
hammer_penalty_text (gint64 points)
{
  if (points == 0)
    return g_strdup ("");
  return hammer_score_text (-ABS (points));
}
