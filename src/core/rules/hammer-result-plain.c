/* hammer-result-plain.c — a result of the plain shape, read straight into a match
 *
 * Nearly every result a results file or a sheet brings is {"match": ID,
 * "games": [{"first"?: N, "ends": [{"points": [A, B]}, …]}, …]} with whole
 * numbers written plainly. Reading those into JSON nodes, copying them
 * canonical and writing them out again took most of a results import
 * (issue 28); here such a text is scanned once into plain arrays and played
 * into the match. Anything else, down to a number written 1e1, is left to
 * the JSON path (hammer-match-json.c), which has the words for what is
 * wrong: this file refuses nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-rules-private.h"
#include "rules/hammer-result-plain.h"

/* The most digits a number may have here: nine always fit an int. */
#define MAX_DIGITS 9

typedef struct
{
  const char *p;
  GArray     *games;   /* PlainGame */
  GArray     *values;  /* int: every end's points, end after end */
  GArray     *widths;  /* guint: how many points each end lists */
  guint       n_values;  /* of @values' elements, those read: it grows ahead */
  guint       n_widths;  /* the same of @widths */
  int         match;   /* "match", or 0 when not given */
} Scanner;

struct _HammerPlainResult
{
  GArray *games;   /* PlainGame */
  GArray *values;  /* int: every end's points, end after end */
  GArray *widths;  /* guint: how many points each end lists */
  guint   n_sides;  /* 0 until the ends' width is known to fit */
};

typedef struct
{
  int      first;       /* -1: not given */
  gboolean first_last;  /* written after "ends", and so kept */
  guint    n_ends;
} PlainGame;

static void
skip_space (Scanner *s)
{
  while (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r')
    s->p++;
}

static gboolean
expect (Scanner *s,
        char     c)
{
  skip_space (s);
  if (*s->p != c)
    return FALSE;
  s->p++;
  return TRUE;
}

/* A member name among @names, written without escapes; its index. */
static int
read_name (Scanner            *s,
           const char * const *names)
{
  skip_space (s);
  for (int i = 0; names[i] != NULL; i++)
    {
      gsize length = strlen (names[i]);

      if (s->p[0] == '"' && strncmp (s->p + 1, names[i], length) == 0 && s->p[length + 1] == '"')
        {
          s->p += length + 2;
          return expect (s, ':') ? i : -1;
        }
    }
  return -1;
}

/* A whole number as JSON writes it plainly: no fraction, exponent or
 * leading zero, and no "-0", which the JSON path would keep as a double. */
static gboolean
read_int (Scanner *s,
          int     *value)
{
  gboolean negative;
  int digits = 0, number = 0;

  skip_space (s);
  negative = *s->p == '-';
  if (negative)
    s->p++;
  if (s->p[0] == '0' && g_ascii_isdigit (s->p[1]))
    return FALSE;
  while (g_ascii_isdigit (*s->p) && digits < MAX_DIGITS)
    number = number * 10 + (*s->p++ - '0'), digits++;
  if (digits == 0 || g_ascii_isdigit (*s->p) || *s->p == '.' || *s->p == 'e' || *s->p == 'E' ||
      (negative && number == 0))
    return FALSE;
  *value = negative ? -number : number;
  return TRUE;
}

/* Appends @value to @array, whose first @n elements are read: grown by
 * half again at a time, not with a call for every value. */
static void
push_value (GArray *array,
            guint  *n,
            int     value)
{
  if (*n == array->len)
    g_array_set_size (array, MAX (*n + *n / 2, 64));
  g_array_index (array, int, (*n)++) = value;
}

static void
push_width (GArray *array,
            guint  *n,
            guint   width)
{
  if (*n == array->len)
    g_array_set_size (array, MAX (*n + *n / 2, 32));
  g_array_index (array, guint, (*n)++) = width;
}

/* {"points": [A, B, …]} */
static gboolean
read_end (Scanner *s)
{
  static const char * const names[] = { "points", NULL };
  guint width = 0;
  int value;

  if (!expect (s, '{') || read_name (s, names) != 0 || !expect (s, '['))
    return FALSE;
  if (!expect (s, ']'))
    {
      do
        {
          if (!read_int (s, &value))
            return FALSE;
          push_value (s->values, &s->n_values, value);
          width++;
        }
      while (expect (s, ','));
      if (!expect (s, ']'))
        return FALSE;
    }
  push_width (s->widths, &s->n_widths, width);
  return expect (s, '}');
}

/* {"first"?: N, "ends": […]}, in either order, each once. */
static gboolean
read_game (Scanner *s)
{
  static const char * const names[] = { "first", "ends", NULL };
  PlainGame game = { -1, FALSE, 0 };
  gboolean seen[2] = { FALSE, FALSE };

  if (!expect (s, '{'))
    return FALSE;
  do
    {
      int member = read_name (s, names);

      if (member < 0 || seen[member])
        return FALSE;
      seen[member] = TRUE;
      if (member == 0)
        {
          /* A negative side is the JSON path's to refuse. */
          if (!read_int (s, &game.first) || game.first < 0)
            return FALSE;
          game.first_last = seen[1];
          continue;
        }
      if (!expect (s, '['))
        return FALSE;
      if (expect (s, ']'))
        continue;
      do
        {
          if (!read_end (s))
            return FALSE;
          game.n_ends++;
        }
      while (expect (s, ','));
      if (!expect (s, ']'))
        return FALSE;
    }
  while (expect (s, ','));
  if (!seen[1] || !expect (s, '}'))
    return FALSE;
  g_array_append_val (s->games, game);
  return TRUE;
}

/* {"match"?: ID, "games": […]}, in either order, each once, and nothing
 * after it. */
static gboolean
read_result (Scanner *s)
{
  static const char * const names[] = { "match", "games", NULL };
  gboolean seen[2] = { FALSE, FALSE };
  int id;

  if (!expect (s, '{'))
    return FALSE;
  do
    {
      int member = read_name (s, names);

      if (member < 0 || seen[member])
        return FALSE;
      seen[member] = TRUE;
      if (member == 0)
        {
          if (!read_int (s, &id))
            return FALSE;
          s->match = id;
          continue;
        }
      if (!expect (s, '['))
        return FALSE;
      if (expect (s, ']'))
        continue;
      do
        if (!read_game (s))
          return FALSE;
      while (expect (s, ','));
      if (!expect (s, ']'))
        return FALSE;
    }
  while (expect (s, ','));
  if (!seen[1] || !expect (s, '}'))
    return FALSE;
  skip_space (s);
  return *s->p == '\0';
}

/* Writes @value in decimal at @out; returns the byte after it. Neither
 * printf nor GString: a results file writes some 100,000 of them. */
static char *
put_int (char *out,
         int   value)
{
  char digits[16];
  guint n = 0;
  unsigned int magnitude = value < 0 ? 0u - (unsigned int) value : (unsigned int) value;

  do
    digits[n++] = (char) ('0' + magnitude % 10);
  while ((magnitude /= 10) > 0);
  if (value < 0)
    *out++ = '-';
  while (n > 0)
    *out++ = digits[--n];
  return out;
}

/* Writes the literal @text at @out, moving @out past it. */
#define PUT(out, text) (memcpy ((out), (text), sizeof (text) - 1), (out) += sizeof (text) - 1)

/* The most bytes a number takes: "-2147483648". */
#define INT_SIZE 11

/* What hammer_json_write (hammer_result_canonical ()) writes of the same
 * result: "match" left out, the rest in the order written, no spaces. The
 * text is written into one block as long as it can become: a GString's
 * call for every piece was a tenth of an import's replay. */
char *
hammer_plain_result_write (const HammerPlainResult *s)
{
  guint end = 0, value = 0;
  gsize size;
  char *text, *out;

  g_return_val_if_fail (s != NULL, NULL);

  size = sizeof "{\"games\":[]}" +
         s->games->len * (sizeof ",{\"first\":," + INT_SIZE + sizeof "\"ends\":[]}") +
         s->widths->len * sizeof ",{\"points\":[]}" + s->values->len * (INT_SIZE + 1);
  out = text = g_malloc (size);
  PUT (out, "{\"games\":[");
  for (guint g = 0; g < s->games->len; g++)
    {
      const PlainGame *game = &g_array_index (s->games, PlainGame, g);

      if (g > 0)
        *out++ = ',';
      *out++ = '{';
      if (game->first >= 0 && !game->first_last)
        {
          PUT (out, "\"first\":");
          out = put_int (out, game->first);
          *out++ = ',';
        }
      PUT (out, "\"ends\":[");
      for (guint e = 0; e < game->n_ends; e++, end++)
        {
          guint width = g_array_index (s->widths, guint, end);

          if (e > 0)
            *out++ = ',';
          PUT (out, "{\"points\":[");
          for (guint k = 0; k < width; k++, value++)
            {
              if (k > 0)
                *out++ = ',';
              out = put_int (out, g_array_index (s->values, int, value));
            }
          PUT (out, "]}");
        }
      *out++ = ']';
      if (game->first >= 0 && game->first_last)
        {
          PUT (out, ",\"first\":");
          out = put_int (out, game->first);
        }
      *out++ = '}';
    }
  PUT (out, "]}");
  *out = '\0';
  g_assert ((gsize) (out - text) < size);
  return text;
}

#undef PUT

HammerPlainResult *
hammer_plain_result_read_line (const char *text,
                               gint64     *match_id)
{
  g_autoptr(HammerPlainResult) self = g_new0 (HammerPlainResult, 1);
  Scanner s = { text, NULL, NULL, NULL, 0, 0, 0 };

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (match_id != NULL, NULL);

  /* Room for a best of three of table games, ends of two sides, from the
   * start, rather than grown from nothing for every line of a results
   * file. */
  self->games = s.games = g_array_sized_new (FALSE, FALSE, sizeof (PlainGame), 4);
  self->values = s.values = g_array_sized_new (FALSE, FALSE, sizeof (int), 64);
  self->widths = s.widths = g_array_sized_new (FALSE, FALSE, sizeof (guint), 32);
  if (!read_result (&s))
    return NULL;
  g_array_set_size (self->values, s.n_values);
  g_array_set_size (self->widths, s.n_widths);
  *match_id = s.match;
  return g_steal_pointer (&self);
}

gboolean
hammer_plain_result_fit_sides (HammerPlainResult *self,
                               guint              n_sides)
{
  g_return_val_if_fail (self != NULL, FALSE);

  /* An end of another width is the JSON path's to name. */
  for (guint i = 0; i < self->widths->len; i++)
    if (g_array_index (self->widths, guint, i) != n_sides)
      return FALSE;
  self->n_sides = n_sides;
  return TRUE;
}

HammerPlainResult *
hammer_plain_result_read (const char *text,
                          guint       n_sides)
{
  g_autoptr(HammerPlainResult) self = NULL;
  gint64 match_id;

  g_return_val_if_fail (text != NULL, NULL);

  if (!(self = hammer_plain_result_read_line (text, &match_id)) ||
      !hammer_plain_result_fit_sides (self, n_sides))
    return NULL;
  return g_steal_pointer (&self);
}

void
hammer_plain_result_free (HammerPlainResult *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->games, g_array_unref);
  g_clear_pointer (&self->values, g_array_unref);
  g_clear_pointer (&self->widths, g_array_unref);
  g_free (self);
}

HammerMatch *
hammer_plain_result_replay (const HammerPlainResult  *self,
                            const HammerRules        *rules,
                            const HammerOptions      *options,
                            const char * const       *names,
                            GError                  **error)
{
  g_autoptr(HammerMatch) match = NULL;
  const int *points;
  guint end = 0;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL && self->n_sides > 0 &&
                        (guint) options->sides == self->n_sides, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Played as the JSON path plays it, so that a broken rule reads the same. */
  match = hammer_match_new (rules, options);
  hammer_match_set_side_names (match, names);
  points = (const int *) self->values->data;
  for (guint g = 0; g < self->games->len; g++)
    {
      const PlainGame *game = &g_array_index (self->games, PlainGame, g);

      if (!hammer_match_start_game (match, game->first, error))
        return NULL;
      for (guint e = 0; e < game->n_ends; e++, end++)
        {
          HammerEndEntry entry = { .n_sides = self->n_sides,
                                   .points = points + end * self->n_sides };

          if (!hammer_match_add_end (match, &entry, error))
            return NULL;
        }
    }
  return g_steal_pointer (&match);
}
