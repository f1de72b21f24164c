/* hammer-score-form-text.c — the text of a score sheet, and the stored result it makes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-score-form-private.h"

HammerScoreFormRow *
_hammer_score_form_row_new (guint n_cells)
{
  HammerScoreFormRow *row = g_new0 (HammerScoreFormRow, 1);

  row->cells = g_new0 (char *, n_cells + 1);
  for (guint c = 0; c < n_cells; c++)
    row->cells[c] = g_strdup ("");
  row->hammer = row->end = -1;
  return row;
}

void
_hammer_score_form_row_free (HammerScoreFormRow *row)
{
  g_strfreev (row->cells);
  g_free (row->penalties);
  g_free (row);
}

gboolean
_hammer_score_form_row_is_empty (const HammerScoreFormRow *row)
{
  for (guint c = 0; row->cells[c] != NULL; c++)
    if (row->cells[c][0] != '\0')
      return FALSE;
  return TRUE;
}

HammerScoreFormGame *
_hammer_score_form_game_new (void)
{
  HammerScoreFormGame *game = g_new0 (HammerScoreFormGame, 1);

  game->first = -1;
  game->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) _hammer_score_form_row_free);
  return game;
}

static void
game_free (HammerScoreFormGame *game)
{
  g_ptr_array_unref (game->rows);
  g_free (game);
}

HammerScoreFormText *
_hammer_score_form_text_new (gboolean counts)
{
  HammerScoreFormText *sheet = g_new0 (HammerScoreFormText, 1);

  sheet->counts = counts;
  sheet->games = g_ptr_array_new_with_free_func ((GDestroyNotify) game_free);
  return sheet;
}

void
_hammer_score_form_text_free (HammerScoreFormText *sheet)
{
  g_ptr_array_unref (sheet->games);
  g_free (sheet);
}

HammerScoreFormText *
_hammer_score_form_text_copy (const HammerScoreFormText *sheet,
                               guint                       n_sides)
{
  HammerScoreFormText *copy = _hammer_score_form_text_new (sheet->counts);

  for (guint g = 0; g < sheet->games->len; g++)
    {
      HammerScoreFormGame *game = g_ptr_array_index (sheet->games, g);
      HammerScoreFormGame *game_copy = _hammer_score_form_game_new ();

      game_copy->first = game->first;
      for (guint r = 0; r < game->rows->len; r++)
        {
          HammerScoreFormRow *row = g_ptr_array_index (game->rows, r);
          HammerScoreFormRow *row_copy = g_new0 (HammerScoreFormRow, 1);

          row_copy->cells = g_strdupv (row->cells);
          if (row->penalties != NULL)
            row_copy->penalties = g_memdup2 (row->penalties, n_sides * sizeof (int));
          row_copy->hammer = row_copy->end = -1;
          row_copy->time_called = row->time_called;
          g_ptr_array_add (game_copy->rows, row_copy);
        }
      g_ptr_array_add (copy->games, game_copy);
    }
  return copy;
}

gboolean
_hammer_score_form_text_equal (const HammerScoreFormText *a,
                                const HammerScoreFormText *b)
{
  if (a->counts != b->counts || a->games->len != b->games->len)
    return FALSE;
  for (guint g = 0; g < a->games->len; g++)
    {
      HammerScoreFormGame *ga = g_ptr_array_index (a->games, g);
      HammerScoreFormGame *gb = g_ptr_array_index (b->games, g);

      if (ga->rows->len != gb->rows->len || ga->first != gb->first)
        return FALSE;
      for (guint r = 0; r < ga->rows->len; r++)
        {
          HammerScoreFormRow *ra = g_ptr_array_index (ga->rows, r);
          HammerScoreFormRow *rb = g_ptr_array_index (gb->rows, r);

          if (!g_strv_equal ((const char * const *) ra->cells, (const char * const *) rb->cells) ||
              ra->time_called != rb->time_called)
            return FALSE;
        }
    }
  return TRUE;
}

gboolean
_hammer_score_form_parse_cell (const char *text,
                                int        *value,
                                int        *penalty)
{
  const char *p = text;
  char *end = NULL;
  gint64 number, off = 0;

  while (g_ascii_isspace (*p))
    p++;
  if (*p == '\0')
    {
      *value = 0;
      if (penalty != NULL)
        *penalty = 0;
      return TRUE;
    }
  number = g_ascii_strtoll (p, &end, 10);
  if (end == p)
    return FALSE;
  while (g_ascii_isspace (*end))
    end++;
  if (*end == '-' && penalty != NULL)
    {
      p = end + 1;
      while (g_ascii_isspace (*p))
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      off = g_ascii_strtoll (p, &end, 10);
      while (g_ascii_isspace (*end))
        end++;
    }
  if (*end != '\0' || number < -100000 || number > 100000 || off > 100000)
    return FALSE;
  *value = (int) number;
  if (penalty != NULL)
    *penalty = (int) off;
  return TRUE;
}

gboolean
_hammer_score_form_row_to_entry (const HammerScoreFormRow *row,
                                  gboolean                   counts,
                                  guint                      n_sides,
                                  int                       *values,
                                  int                       *penalties,
                                  HammerEndEntry            *entry,
                                  guint                     *bad_cell)
{
  gboolean penalised = FALSE;
  guint n = counts ? HAMMER_SCORE_COMPARTMENTS * n_sides : n_sides;

  for (guint c = 0; c < n; c++)
    {
      if (!_hammer_score_form_parse_cell (row->cells[c], &values[c],
                                           counts ? NULL : &penalties[c]))
        {
          *bad_cell = c;
          return FALSE;
        }
      penalised |= !counts && penalties[c] != 0;
    }

  memset (entry, 0, sizeof *entry);
  entry->n_sides = n_sides;
  entry->penalties = penalised ? penalties : row->penalties;
  entry->time_called = row->time_called;
  if (counts)
    entry->counts = values;
  else
    entry->points = values;
  return TRUE;
}

/* Saving and loading */

static void
add_end (HammerResultInput         *input,
         const HammerScoreFormRow *row,
         gboolean                   counts,
         guint                      n_sides)
{
  guint n = counts ? HAMMER_SCORE_COMPARTMENTS * n_sides : n_sides;
  g_autofree int *values = g_new0 (int, n);
  g_autofree int *penalties = g_new0 (int, n);
  HammerEndEntry entry;
  guint bad_cell;

  _hammer_score_form_row_to_entry (row, counts, n_sides, values, penalties, &entry, &bad_cell);
  hammer_result_input_add_end (input, &entry);
}

HammerResultInput *
_hammer_score_form_text_to_input (const HammerScoreFormText *sheet,
                                   guint                       n_sides)
{
  HammerResultInput *input = hammer_result_input_new ();

  for (guint g = 0; g < sheet->games->len; g++)
    {
      HammerScoreFormGame *game = g_ptr_array_index (sheet->games, g);
      gboolean begun = FALSE;

      for (guint r = 0; r < game->rows->len; r++)
        {
          HammerScoreFormRow *row = g_ptr_array_index (game->rows, r);

          if (_hammer_score_form_row_is_empty (row))
            continue;
          /* A game with no end typed is left out. */
          if (!begun)
            {
              hammer_result_input_add_game (input, game->first);
              begun = TRUE;
            }
          add_end (input, row, sheet->counts, n_sides);
        }
    }
  return input;
}

/* End @e of game @g of @match as a row of the sheet: a penalty goes in the
 * cell as on paper ("18-5"); counts keep theirs beside the cells. */
static HammerScoreFormRow *
row_from_end (const HammerMatch *match,
              guint              g,
              guint              e,
              gboolean           counts,
              guint              n_sides)
{
  HammerScoreFormRow *row =
    _hammer_score_form_row_new (counts ? HAMMER_SCORE_COMPARTMENTS * n_sides : n_sides);
  gboolean penalised = FALSE;
  HammerEnd end;

  hammer_match_get_end (match, g, e, &end);
  for (guint s = 0; s < n_sides; s++)
    {
      penalised |= end.penalties[s] != 0;
      if (counts)
        for (guint k = 0; k < HAMMER_SCORE_COMPARTMENTS; k++)
          {
            guint c = s * HAMMER_SCORE_COMPARTMENTS + k;

            g_free (row->cells[c]);
            row->cells[c] = g_strdup_printf ("%d", end.counts ? end.counts[c] : 0);
          }
      else
        {
          g_free (row->cells[s]);
          row->cells[s] = end.penalties[s] != 0
                          ? g_strdup_printf ("%d-%d", end.raw[s], end.penalties[s])
                          : g_strdup_printf ("%d", end.raw[s]);
        }
    }
  if (penalised && counts)
    row->penalties = g_memdup2 (end.penalties, n_sides * sizeof (int));
  row->time_called = end.time_called;
  return row;
}

HammerScoreFormText *
_hammer_score_form_text_from_result (const HammerRules   *rules,
                                      const HammerOptions *options,
                                      guint                n_sides,
                                      HammerResultInput   *result,
                                      GError             **error)
{
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(GError) violation = NULL;
  gboolean counts = FALSE;
  HammerScoreFormText *sheet;

  if (!(match = hammer_result_input_replay (result, rules, options, &violation)))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT, violation->message);
      return NULL;
    }

  for (guint g = 0; g < hammer_match_get_n_games (match); g++)
    for (guint e = 0; e < hammer_match_get_n_ends (match, g); e++)
      {
        HammerEnd end;

        hammer_match_get_end (match, g, e, &end);
        counts |= end.counts != NULL;
      }

  sheet = _hammer_score_form_text_new (counts);
  for (guint g = 0; g < hammer_match_get_n_games (match); g++)
    {
      HammerScoreFormGame *game = _hammer_score_form_game_new ();

      /* Only a game that names who shoots first keeps that choice on the
       * sheet. */
      if (hammer_result_input_has_game_first (result, g))
        game->first = hammer_match_get_game_first (match, g);

      for (guint e = 0; e < hammer_match_get_n_ends (match, g); e++)
        g_ptr_array_add (game->rows, row_from_end (match, g, e, counts, n_sides));
      g_ptr_array_add (sheet->games, game);
    }
  return sheet;
}
