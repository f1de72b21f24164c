/* hammer-draw-names.c — the draw's words: the names of its brackets and
 * the text of where a side comes from ("seed:3", "winner:12", "group:2:1"),
 * written and read back; the draw itself is hammer-draw.c's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-decimal.h"
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

/* Writes @text at @out; returns the end of what it wrote (no NUL). */
static char *
write_text (char       *out,
            const char *text)
{
  while (*text != '\0')
    *out++ = *text++;
  return out;
}

/* Writes @prefix then @ref in decimal at @out; returns the end of what it
 * wrote (no NUL): what printf ("%s%d") makes, without its cost, as a draw
 * of 1024 writes some 10,000 of them. */
static char *
write_reference (char       *out,
                 const char *prefix,
                 int         ref)
{
  return hammer_write_decimal (write_text (out, prefix), ref);
}

const char *
hammer_event_source_write (const HammerSource *source,
                           char                text[HAMMER_SOURCE_TEXT_MAX])
{
  /* The longest, "group:" and two ints of 11 characters with a colon
   * between, takes 30 bytes with its end. */
  char *end;

  switch (source->kind)
    {
    case HAMMER_SOURCE_SEED:
      end = write_reference (text, "seed:", source->ref);
      break;
    case HAMMER_SOURCE_BYE:
      end = write_text (text, "bye");
      break;
    case HAMMER_SOURCE_WINNER:
      end = write_reference (text, "winner:", source->ref);
      break;
    case HAMMER_SOURCE_LOSER:
      end = write_reference (text, "loser:", source->ref);
      if (source->place == HAMMER_LOSER_FIRST)
        end = write_text (end, ":first");
      else if (source->place == HAMMER_LOSER_LATER)
        end = write_text (end, ":later");
      break;
    case HAMMER_SOURCE_GROUP:
      end = write_reference (text, "group:", source->ref);
      end = write_reference (end, ":", source->place);
      break;
    case HAMMER_SOURCE_NONE:
    default:
      return NULL;
    }
  *end = '\0';
  return text;
}

char *
hammer_event_source_to_string (const HammerSource *source)
{
  char text[HAMMER_SOURCE_TEXT_MAX];

  return g_strdup (hammer_event_source_write (source, text));
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
  const char *p = text + length;
  const char *digits;
  gboolean negative = FALSE;
  gint64 value = 0;

  if (strncmp (text, prefix, length) != 0)
    return FALSE;
  /* The number as g_ascii_strtoll() reads one (spaces, a sign, digits),
   * without its cost; past the range of an int it is no reference. */
  while (g_ascii_isspace (*p))
    p++;
  if (*p == '-' || *p == '+')
    negative = *p++ == '-';
  for (digits = p; g_ascii_isdigit (*p); p++)
    if ((value = value * 10 + (*p - '0')) > (gint64) G_MAXINT + 1)
      return FALSE;
  if (p == digits || (negative ? -value < G_MININT : value > G_MAXINT))
    return FALSE;
  *ref = (int) (negative ? -value : value);
  if (rest != NULL)
    *rest = p;
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

void
hammer_event_source_as_stored (const HammerSource *source,
                               HammerSource       *stored)
{
  HammerSource kept = { HAMMER_SOURCE_NONE, 0, 0 };

  /* What hammer_event_source_write() writes of each kind. */
  switch (source->kind)
    {
    case HAMMER_SOURCE_SEED:
    case HAMMER_SOURCE_WINNER:
      kept.kind = source->kind;
      kept.ref = source->ref;
      break;
    case HAMMER_SOURCE_BYE:
      kept.kind = source->kind;
      break;
    case HAMMER_SOURCE_LOSER:
      kept.kind = source->kind;
      kept.ref = source->ref;
      if (source->place == HAMMER_LOSER_FIRST || source->place == HAMMER_LOSER_LATER)
        kept.place = source->place;
      break;
    case HAMMER_SOURCE_GROUP:
      kept = *source;
      break;
    case HAMMER_SOURCE_NONE:
    default:
      break;
    }
  *stored = kept;
}
