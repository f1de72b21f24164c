/* hammer-draw-names.c — the draw's words: the names of its brackets and
 * the text of where a side comes from ("seed:3", "winner:12", "group:2:1"),
 * written and read back; the draw itself is hammer-draw.c's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include "hammer-draw.h"

static const char * const bracket_names[] = {
  [HAMMER_BRACKET_WINNERS] = "winners",
  [HAMMER_BRACKET_LOSERS] = "losers",
  [HAMMER_BRACKET_FINAL] = "final",
  [HAMMER_BRACKET_FINAL_RESET] = "final-reset",
  [HAMMER_BRACKET_THIRD_PLACE] = "third-place",
  [HAMMER_BRACKET_ROUND_ROBIN] = "round-robin",
  [HAMMER_BRACKET_SWISS] = "swiss",
  [HAMMER_BRACKET_GROUP] = "group",
  [HAMMER_BRACKET_SERIES] = "series",
  [HAMMER_BRACKET_CONSOLATION] = "consolation",
  [HAMMER_BRACKET_PLACEMENT] = "placement",
  [HAMMER_BRACKET_SECOND_KNOCKOUT] = "second-knockout",
};

char *
hammer_bracket_name (HammerBracket bracket,
                     int           group)
{
  g_return_val_if_fail ((guint) bracket < G_N_ELEMENTS (bracket_names), NULL);

  if (bracket == HAMMER_BRACKET_GROUP && group >= 0)
    {
      /* Spreadsheet-style letters: A … Z, then AA, AB, …, so that any
       * number of groups gets a short name that sorts as people expect. */
      GString *name = g_string_new (NULL);
      guint value = (guint) group + 1;

      while (value > 0)
        {
          value--;
          g_string_prepend_c (name, (char) ('A' + value % 26));
          value /= 26;
        }
      return g_string_free (name, FALSE);
    }
  return g_strdup (bracket_names[bracket]);
}

/* @prefix, @ref in decimal, then @suffix: what printf ("%s%d%s") makes,
 * without its cost, as a draw of 1024 writes some 10,000 of them. */
static char *
reference_text (const char *prefix,
                int         ref,
                const char *suffix)
{
  char number[16];
  char *start = number + sizeof number;
  guint magnitude = ref < 0 ? -(guint) ref : (guint) ref;

  *--start = '\0';
  do
    *--start = '0' + magnitude % 10;
  while ((magnitude /= 10) > 0);
  if (ref < 0)
    *--start = '-';
  return g_strconcat (prefix, start, suffix, NULL);
}

char *
hammer_event_source_to_string (const HammerSource *source)
{
  switch (source->kind)
    {
    case HAMMER_SOURCE_SEED: return reference_text ("seed:", source->ref, "");
    case HAMMER_SOURCE_BYE: return g_strdup ("bye");
    case HAMMER_SOURCE_WINNER: return reference_text ("winner:", source->ref, "");
    case HAMMER_SOURCE_LOSER:
      if (source->place == HAMMER_LOSER_FIRST)
        return reference_text ("loser:", source->ref, ":first");
      if (source->place == HAMMER_LOSER_LATER)
        return reference_text ("loser:", source->ref, ":later");
      return reference_text ("loser:", source->ref, "");
    case HAMMER_SOURCE_GROUP:
      {
        g_autofree char *place = reference_text (":", source->place, "");

        return reference_text ("group:", source->ref, place);
      }
    case HAMMER_SOURCE_NONE:
    default: return NULL;
    }
}

/* Whether @text is @prefix and a number, which goes to *@ref, and where
 * the text after it starts; what sscanf ("seed:%d") read, without its
 * cost: every match of an event loaded parses four of them. */
static gboolean
parse_reference (const char  *text,
                 const char  *prefix,
                 int         *ref,
                 const char **rest)
{
  gsize length = strlen (prefix);
  char *end = NULL;
  gint64 value;

  if (strncmp (text, prefix, length) != 0)
    return FALSE;
  errno = 0;
  value = g_ascii_strtoll (text + length, &end, 10);
  if (end == text + length || errno != 0 || value < G_MININT || value > G_MAXINT)
    return FALSE;
  *ref = (int) value;
  if (rest != NULL)
    *rest = end;
  return TRUE;
}

void
hammer_event_source_from_string (const char   *text,
                                 HammerSource *source)
{
  const char *rest = NULL;

  memset (source, 0, sizeof *source);
  source->kind = HAMMER_SOURCE_NONE;
  if (text == NULL)
    return;

  if (g_str_equal (text, "bye"))
    source->kind = HAMMER_SOURCE_BYE;
  else if (parse_reference (text, "seed:", &source->ref, NULL))
    source->kind = HAMMER_SOURCE_SEED;
  else if (parse_reference (text, "winner:", &source->ref, NULL))
    source->kind = HAMMER_SOURCE_WINNER;
  else if (parse_reference (text, "loser:", &source->ref, &rest))
    {
      source->kind = HAMMER_SOURCE_LOSER;
      if (g_str_equal (rest, ":first"))
        source->place = HAMMER_LOSER_FIRST;
      else if (g_str_equal (rest, ":later"))
        source->place = HAMMER_LOSER_LATER;
    }
  else if (parse_reference (text, "group:", &source->ref, &rest) &&
           parse_reference (rest, ":", &source->place, NULL))
    source->kind = HAMMER_SOURCE_GROUP;
}
