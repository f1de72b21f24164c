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

#include "hammer-decimal.h"
#include "hammer-rules-private.h"
#include "rules/hammer-result-plain.h"

/* The most digits a number may have here: nine always fit an int. */
#define MAX_DIGITS 9

/* How many values and games a line is read into on the stack: lines of
 * up to 2,000 bytes, some 600 ends. */
#define STACK_VALUES 1024
#define STACK_GAMES  192

/* Not set: the ends of a result list points of differing widths. */
#define WIDTH_MIXED G_MAXUINT

typedef struct
{
  int      first;       /* -1: not given */
  gboolean first_last;  /* written after "ends", and so kept */
  guint    n_ends;
} PlainGame;

typedef struct
{
  const char *p;
  const char *end;       /* the text's NUL */
  PlainGame  *games;     /* room for as many as the text can hold */
  int        *values;    /* the same: every end's points, end after end */
  guint       n_games;
  guint       n_values;
  guint       n_ends;
  guint       width;     /* how many points every end lists, or WIDTH_MIXED */
  int         match;     /* "match", or 0 when not given */
} Scanner;

/* One block: the struct, then its games, then its values; read into the
 * scanner's room first, then copied once it is known how much there is (a
 * line's three GArrays were a seventh of reading a results file). */
struct _HammerPlainResult
{
  PlainGame *games;
  int       *values;  /* every end's points, end after end, @width to an end */
  guint      n_games;
  guint      n_ends;
  guint      width;    /* as Scanner.width; 0 when there are no ends */
  guint      n_sides;  /* 0 until the ends' width is known to fit */
};

/* The helpers below move a cursor @p that the functions reading an end, a
 * game and a result keep in a local variable, not in the Scanner: through
 * a pointer, the compiler read it from memory again after every value
 * stored (the build does not assume strict aliasing), and skipping spaces
 * alone took a third of reading a line. */

G_ALWAYS_INLINE static inline void
skip_space (const char **p)
{
  /* Every byte of JSON's white space is at most ' ': most bytes are let
   * by with one comparison. */
  while ((guchar) **p <= ' ' && (**p == ' ' || **p == '\t' || **p == '\n' || **p == '\r'))
    (*p)++;
}

G_ALWAYS_INLINE static inline gboolean
expect (const char **p,
        char         c)
{
  skip_space (p);
  if (**p != c)
    return FALSE;
  (*p)++;
  return TRUE;
}

/* A member name and its colon, @quoted being the name in quotes, of the
 * constant @length: a memcmp() the compiler makes a word's comparison, not
 * strlen() and strncmp() for every name. @end is the text's NUL. */
G_ALWAYS_INLINE static inline gboolean
read_name (const char **p,
           const char  *end,
           const char  *quoted,
           gsize        length)
{
  skip_space (p);
  if ((gsize) (end - *p) < length || memcmp (*p, quoted, length) != 0)
    return FALSE;
  *p += length;
  return expect (p, ':');
}

#define NAME(name) "\"" name "\"", sizeof ("\"" name "\"") - 1

/* Which of two member names, told apart by their first letters, comes
 * next: 0 or 1, or -1 for any other. */
G_ALWAYS_INLINE static inline int
read_either_name (const char **p,
                  const char  *end,
                  const char  *quoted_a,
                  gsize        length_a,
                  const char  *quoted_b,
                  gsize        length_b)
{
  skip_space (p);
  if ((*p)[0] != '"')
    return -1;
  if ((*p)[1] == quoted_a[1])
    return read_name (p, end, quoted_a, length_a) ? 0 : -1;
  return read_name (p, end, quoted_b, length_b) ? 1 : -1;
}

/* A whole number as JSON writes it plainly: no fraction, exponent or
 * leading zero, and no "-0", which the JSON path would keep as a double. */
G_ALWAYS_INLINE static inline gboolean
read_int (const char **cursor,
          int         *value)
{
  const char *p;
  gboolean negative;
  int number;

  skip_space (cursor);
  p = *cursor;
  negative = *p == '-';
  p += negative;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  number = *p++ - '0';
  if (number == 0)
    {
      if (negative || g_ascii_isdigit (*p))
        return FALSE;
    }
  else
    {
      const char *last = p + MAX_DIGITS - 1;

      while (p < last && g_ascii_isdigit (*p))
        number = number * 10 + (*p++ - '0');
    }
  if (g_ascii_isdigit (*p) || *p == '.' || *p == 'e' || *p == 'E')
    return FALSE;
  *cursor = p;
  *value = negative ? -number : number;
  return TRUE;
}

/* {"points": [A, B, …]} */
static gboolean
read_end (Scanner *s)
{
  const char *p = s->p;
  guint width = 0;

  if (!expect (&p, '{') || !read_name (&p, s->end, NAME ("points")) || !expect (&p, '['))
    return FALSE;
  if (!expect (&p, ']'))
    {
      do
        {
          /* The room is as much as the text can hold: a value takes two
           * bytes at least, "0,". */
          if (!read_int (&p, &s->values[s->n_values]))
            return FALSE;
          s->n_values++;
          width++;
        }
      while (expect (&p, ','));
      if (!expect (&p, ']'))
        return FALSE;
    }
  if (s->n_ends++ == 0)
    s->width = width;
  else if (width != s->width)
    s->width = WIDTH_MIXED;
  if (!expect (&p, '}'))
    return FALSE;
  s->p = p;
  return TRUE;
}

/* {"first"?: N, "ends": […]}, in either order, each once. */
static gboolean
read_game (Scanner *s)
{
  PlainGame game = { -1, FALSE, 0 };
  gboolean seen[2] = { FALSE, FALSE };
  const char *p = s->p;

  if (!expect (&p, '{'))
    return FALSE;
  do
    {
      int member = read_either_name (&p, s->end, NAME ("first"), NAME ("ends"));

      if (member < 0 || seen[member])
        return FALSE;
      seen[member] = TRUE;
      if (member == 0)
        {
          /* A negative side is the JSON path's to refuse. */
          if (!read_int (&p, &game.first) || game.first < 0)
            return FALSE;
          game.first_last = seen[1];
          continue;
        }
      if (!expect (&p, '['))
        return FALSE;
      if (expect (&p, ']'))
        continue;
      do
        {
          s->p = p;
          if (!read_end (s))
            return FALSE;
          p = s->p;
          game.n_ends++;
        }
      while (expect (&p, ','));
      if (!expect (&p, ']'))
        return FALSE;
    }
  while (expect (&p, ','));
  if (!seen[1] || !expect (&p, '}'))
    return FALSE;
  /* The room holds a game for every eleven bytes, {"ends":[]}. */
  s->games[s->n_games++] = game;
  s->p = p;
  return TRUE;
}

/* {"match"?: ID, "games": […]}, in either order, each once, and nothing
 * after it. */
static gboolean
read_result (Scanner *s)
{
  gboolean seen[2] = { FALSE, FALSE };
  const char *p = s->p;
  int id;

  if (!expect (&p, '{'))
    return FALSE;
  do
    {
      int member = read_either_name (&p, s->end, NAME ("match"), NAME ("games"));

      if (member < 0 || seen[member])
        return FALSE;
      seen[member] = TRUE;
      if (member == 0)
        {
          if (!read_int (&p, &id))
            return FALSE;
          s->match = id;
          continue;
        }
      if (!expect (&p, '['))
        return FALSE;
      if (expect (&p, ']'))
        continue;
      do
        {
          s->p = p;
          if (!read_game (s))
            return FALSE;
          p = s->p;
        }
      while (expect (&p, ','));
      if (!expect (&p, ']'))
        return FALSE;
    }
  while (expect (&p, ','));
  if (!seen[1] || !expect (&p, '}'))
    return FALSE;
  skip_space (&p);
  return *p == '\0';
}

#undef NAME

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
  const int *value;
  gsize size;
  char *text, *out;

  g_return_val_if_fail (s != NULL, NULL);
  g_return_val_if_fail (s->width != WIDTH_MIXED, NULL);

  size = sizeof "{\"games\":[]}" +
         s->n_games * (sizeof ",{\"first\":," + INT_SIZE + sizeof "\"ends\":[]}") +
         s->n_ends * (sizeof ",{\"points\":[]}" + s->width * (INT_SIZE + 1));
  out = text = g_malloc (size);
  value = s->values;
  PUT (out, "{\"games\":[");
  for (guint g = 0; g < s->n_games; g++)
    {
      const PlainGame *game = &s->games[g];

      if (g > 0)
        *out++ = ',';
      *out++ = '{';
      if (game->first >= 0 && !game->first_last)
        {
          PUT (out, "\"first\":");
          out = hammer_write_decimal (out, game->first);
          *out++ = ',';
        }
      PUT (out, "\"ends\":[");
      for (guint e = 0; e < game->n_ends; e++)
        {
          if (e > 0)
            *out++ = ',';
          PUT (out, "{\"points\":[");
          for (guint k = 0; k < s->width; k++, value++)
            {
              if (k > 0)
                *out++ = ',';
              out = hammer_write_decimal (out, *value);
            }
          PUT (out, "]}");
        }
      *out++ = ']';
      if (game->first >= 0 && game->first_last)
        {
          PUT (out, ",\"first\":");
          out = hammer_write_decimal (out, game->first);
        }
      *out++ = '}';
    }
  PUT (out, "]}");
  *out = '\0';
  g_assert ((gsize) (out - text) < size);
  return text;
}

/* The short form (hammer_plain_result_write_short()) */

char *
hammer_plain_result_write_short (const HammerPlainResult *s)
{
  const int *value;
  char *text, *out;

  g_return_val_if_fail (s != NULL, NULL);
  g_return_val_if_fail (s->width != WIDTH_MIXED, NULL);

  if (s->n_games == 0 || s->width == 0)
    return NULL;
  for (guint g = 0; g < s->n_games; g++)
    if (s->games[g].n_ends == 0)
      return NULL;
  out = text = g_malloc (s->n_games * (INT_SIZE + 4) + s->n_ends * s->width * (INT_SIZE + 1) + 1);
  value = s->values;
  for (guint g = 0; g < s->n_games; g++)
    {
      const PlainGame *game = &s->games[g];

      if (g > 0)
        *out++ = ';';
      if (game->first >= 0 && !game->first_last)
        {
          *out++ = 'f';
          out = hammer_write_decimal (out, game->first);
          *out++ = ' ';
        }
      for (guint e = 0; e < game->n_ends; e++)
        {
          if (e > 0)
            *out++ = ' ';
          for (guint k = 0; k < s->width; k++, value++)
            {
              if (k > 0)
                *out++ = ',';
              out = hammer_write_decimal (out, *value);
            }
        }
      if (game->first >= 0 && game->first_last)
        {
          PUT (out, " F");
          out = hammer_write_decimal (out, game->first);
        }
    }
  *out = '\0';
  return text;
}

#undef PUT

/* A number of the short form, as hammer_write_decimal() writes it. */
static gboolean
read_short_int (const char **cursor,
                int         *value)
{
  const char *p = *cursor;
  gboolean negative = *p == '-';
  const char *last;
  int number;

  p += negative;
  if (!g_ascii_isdigit (*p) || (*p == '0' && (negative || g_ascii_isdigit (p[1]))))
    return FALSE;
  number = *p++ - '0';
  for (last = p + MAX_DIGITS - 1; p < last && g_ascii_isdigit (*p); p++)
    number = number * 10 + (*p - '0');
  if (g_ascii_isdigit (*p))
    return FALSE;
  *cursor = p;
  *value = negative ? -number : number;
  return TRUE;
}

HammerPlainResult *
hammer_plain_result_read_short (const char *text)
{
  g_autoptr(HammerPlainResult) self = NULL;
  gsize length, max_games = 1, max_values;
  const char *p = text;

  g_return_val_if_fail (text != NULL, NULL);

  length = strlen (text);
  if (length == 0 || *text == '{')
    return NULL;
  for (const char *c = text; *c != '\0'; c++)
    max_games += *c == ';';
  /* A value takes a byte and its separator at least. */
  max_values = length / 2 + 1;
  self = g_malloc (sizeof (HammerPlainResult) + max_games * sizeof (PlainGame) +
                   max_values * sizeof (int));
  self->games = (PlainGame *) (self + 1);
  self->values = (int *) (self->games + max_games);
  self->n_games = self->n_ends = self->width = 0;

  for (;;)
    {
      PlainGame *game = &self->games[self->n_games++];

      game->first = -1;
      game->first_last = FALSE;
      game->n_ends = 0;
      if (*p == 'f')
        {
          p++;
          if (!read_short_int (&p, &game->first) || game->first < 0 || *p++ != ' ')
            return NULL;
        }
      for (;;)
        {
          guint width = 0;

          if (*p == 'F' && game->n_ends > 0 && game->first < 0)
            {
              p++;
              if (!read_short_int (&p, &game->first) || game->first < 0)
                return NULL;
              game->first_last = TRUE;
              break;
            }
          /* The values so far are n_ends ends of width: the next goes after them. */
          for (;;)
            {
              if (!read_short_int (&p, &self->values[self->n_ends * self->width + width]))
                return NULL;
              width++;
              if (*p != ',')
                break;
              p++;
            }
          if (self->n_ends++ == 0)
            self->width = width;
          else if (width != self->width)
            return NULL;
          game->n_ends++;
          if (*p != ' ')
            break;
          p++;
        }
      if (*p == '\0')
        break;
      if (*p++ != ';')
        return NULL;
    }
  self->n_sides = self->width;
  return g_steal_pointer (&self);
}

char *
hammer_plain_result_write_stored (const HammerPlainResult *self)
{
  char *text;

  g_return_val_if_fail (self != NULL, NULL);

  text = hammer_plain_result_write_short (self);
  return text != NULL ? text : hammer_plain_result_write (self);
}

char *
hammer_result_stored_to_json (const char *stored)
{
  g_autoptr(HammerPlainResult) plain = NULL;

  g_return_val_if_fail (stored != NULL, NULL);

  if (!(plain = hammer_plain_result_read_short (stored)))
    return g_strdup (stored);
  return hammer_plain_result_write (plain);
}

char *
hammer_result_json_to_stored (const char *json)
{
  g_autoptr(HammerPlainResult) plain = NULL;
  gint64 match_id;
  char *text;

  g_return_val_if_fail (json != NULL, NULL);

  /* Only what writes back to the very same text: the canonical JSON. */
  if ((plain = hammer_plain_result_read_line (json, &match_id)) && match_id == 0 &&
      plain->width != WIDTH_MIXED && (text = hammer_plain_result_write_short (plain)))
    {
      g_autofree char *again = hammer_plain_result_write (plain);

      if (g_str_equal (again, json))
        return text;
      g_free (text);
    }
  return g_strdup (json);
}

HammerPlainResult *
hammer_plain_result_read_line (const char *text,
                               gint64     *match_id)
{
  PlainGame games[STACK_GAMES];
  int values[STACK_VALUES];
  g_autofree PlainGame *games_heap = NULL;
  g_autofree int *values_heap = NULL;
  Scanner s = { text, NULL, games, values, 0, 0, 0, 0, 0 };
  HammerPlainResult *self;
  gsize length, max_games, max_values;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (match_id != NULL, NULL);

  /* Room for all the text can hold, which the scanner then needs not
   * check: a game takes eleven bytes at least, {"ends":[]}, a value two,
   * "0,". A line of a results file fits on the stack. */
  length = strlen (text);
  s.end = text + length;
  max_games = length / 11 + 1;
  max_values = length / 2 + 2;
  if (max_games > STACK_GAMES)
    s.games = games_heap = g_new (PlainGame, max_games);
  if (max_values > STACK_VALUES)
    s.values = values_heap = g_new (int, max_values);
  if (!read_result (&s))
    return NULL;

  self = g_malloc (sizeof (HammerPlainResult) + s.n_games * sizeof (PlainGame) +
                   s.n_values * sizeof (int));
  self->games = (PlainGame *) (self + 1);
  self->values = (int *) (self->games + s.n_games);
  memcpy (self->games, s.games, s.n_games * sizeof (PlainGame));
  memcpy (self->values, s.values, s.n_values * sizeof (int));
  self->n_games = s.n_games;
  self->n_ends = s.n_ends;
  self->width = s.width;
  self->n_sides = 0;
  *match_id = s.match;
  return self;
}

gboolean
hammer_plain_result_fit_sides (HammerPlainResult *self,
                               guint              n_sides)
{
  g_return_val_if_fail (self != NULL, FALSE);

  /* An end of another width is the JSON path's to name. */
  if (self->n_ends > 0 && self->width != n_sides)
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

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL && self->n_sides > 0 &&
                        (guint) options->sides == self->n_sides, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Played as the JSON path plays it, so that a broken rule reads the same. */
  match = hammer_match_new (rules, options);
  hammer_match_set_side_names (match, names);
  /* Every game's totals and every end's four rows of points, at once. */
  hammer_match_reserve (match, self->n_ends,
                        self->n_sides * (self->n_games + 4 * self->n_ends));
  points = self->values;
  for (guint g = 0; g < self->n_games; g++)
    {
      const PlainGame *game = &self->games[g];

      if (!hammer_match_start_game (match, game->first, error))
        return NULL;
      for (guint e = 0; e < game->n_ends; e++, points += self->n_sides)
        {
          HammerEndEntry entry = { .n_sides = self->n_sides, .points = points };

          if (!hammer_match_add_end (match, &entry, error))
            return NULL;
        }
    }
  return g_steal_pointer (&match);
}
