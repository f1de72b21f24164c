/* hammer-score-text.c — a score, and the marks beside it, as paper and screens print them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-score-text.h"

#include "hammer-i18n.h"

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

const char *
hammer_walkover_mark (void)
{
  /* Translators: short for walkover, beside the side that withdrew, on
   * screen and on paper. */
  return C_("walkover", "w/o");
}

char *
hammer_sitting_out_text (const char * const *names)
{
  g_autofree char *list = NULL;

  if (names == NULL || names[0] == NULL)
    return NULL;
  list = g_strjoinv (", ", (char **) names);
  /* Translators: the players a round of rotating partners leaves out;
   * %s lists their names, “P02, P06”. */
  return g_strdup_printf (_("Sitting out: %s"), list);
}
