/* hammer-score-form-getters.c — what a score form says: its cells, its
 * games and rows, and the rules' verdict on them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-score-form-private.h"

const HammerRules *
hammer_score_form_get_rules (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), NULL);

  return self->rules;
}

guint
hammer_score_form_get_n_sides (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), 0);

  return self->n_sides;
}

gboolean
hammer_score_form_get_counts (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  return self->sheet->counts;
}

guint
hammer_score_form_get_n_cells (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), 0);

  return self->sheet->counts ? HAMMER_SCORE_COMPARTMENTS * self->n_sides : self->n_sides;
}

guint
hammer_score_form_cell_at (HammerScoreForm *self,
                           guint            place)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), place);

  if (!self->sheet->counts)
    return place;
  return place - place % HAMMER_SCORE_COMPARTMENTS +
         hammer_sjoelbak_compartment_at (place % HAMMER_SCORE_COMPARTMENTS);
}

guint
hammer_score_form_place_of (HammerScoreForm *self,
                            guint            cell)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), cell);

  if (!self->sheet->counts)
    return cell;
  return cell - cell % HAMMER_SCORE_COMPARTMENTS +
         hammer_sjoelbak_place_of (cell % HAMMER_SCORE_COMPARTMENTS);
}

guint
hammer_score_form_get_n_games (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), 0);

  return self->sheet->games->len;
}

guint
hammer_score_form_get_n_rows (HammerScoreForm *self,
                               guint             game)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), 0);
  g_return_val_if_fail (game < self->sheet->games->len, 0);

  return _hammer_score_form_game_at (self, game)->rows->len;
}

const char *
hammer_score_form_get_cell (HammerScoreForm *self,
                             guint             game,
                             guint             row,
                             guint             cell)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), NULL);
  g_return_val_if_fail (game < self->sheet->games->len, NULL);
  g_return_val_if_fail (row < _hammer_score_form_game_at (self, game)->rows->len, NULL);
  g_return_val_if_fail (cell < hammer_score_form_get_n_cells (self), NULL);

  return _hammer_score_form_row_at (self, game, row)->cells[cell];
}

gboolean
hammer_score_form_has_typed (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  for (guint g = 0; g < self->sheet->games->len; g++)
    if (!_hammer_score_form_row_is_empty (_hammer_score_form_row_at (self, g, 0)))
      return TRUE;
  return FALSE;
}

gboolean
hammer_score_form_find_open_cell (HammerScoreForm *self,
                                   guint            *game,
                                   guint            *row,
                                   guint            *cell)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  for (guint g = 0; g < self->sheet->games->len; g++)
    {
      HammerScoreFormGame *each_game = g_ptr_array_index (self->sheet->games, g);

      for (guint r = 0; r < each_game->rows->len; r++)
        {
          HammerScoreFormRow *each = g_ptr_array_index (each_game->rows, r);

          /* In the order the cells are shown. */
          for (guint p = 0; each->cells[p] != NULL; p++)
            {
              guint c = hammer_score_form_cell_at (self, p);

              if (each->cells[c][0] == '\0' &&
                  (_hammer_score_form_row_is_empty (each) || _hammer_score_form_is_sjoelbak (self)))
                {
                  *game = g;
                  *row = r;
                  *cell = c;
                  return TRUE;
                }
            }
        }
    }
  return FALSE;
}

const HammerMatch *
hammer_score_form_get_match (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), NULL);

  return self->match;
}

guint
hammer_score_form_get_n_ends (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), 0);

  return self->n_ends;
}

const char *
hammer_score_form_get_problem (HammerScoreForm *self,
                                int              *game,
                                int              *row,
                                int              *side)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), NULL);

  if (game != NULL)
    *game = self->bad_game;
  if (row != NULL)
    *row = self->bad_row;
  if (side != NULL)
    *side = self->bad_side;
  return self->bad_message;
}

gboolean
hammer_score_form_cell_refused (HammerScoreForm *self,
                                 guint             game,
                                 guint             row,
                                 guint             cell)
{
  guint side;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  if (self->bad_message == NULL || self->bad_game != (int) game || self->bad_row != (int) row)
    return FALSE;
  side = self->sheet->counts ? cell / HAMMER_SCORE_COMPARTMENTS : cell;
  return self->bad_side < 0 || side == (guint) self->bad_side;
}

gboolean
hammer_score_form_get_row_end (HammerScoreForm *self,
                                guint             game,
                                guint             row,
                                int              *hammer,
                                HammerEnd        *end)
{
  HammerScoreFormRow *r;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);
  g_return_val_if_fail (game < self->sheet->games->len, FALSE);
  g_return_val_if_fail (row < _hammer_score_form_game_at (self, game)->rows->len, FALSE);

  r = _hammer_score_form_row_at (self, game, row);
  *hammer = r->hammer;
  if (r->end < 0)
    return FALSE;
  hammer_match_get_end (self->match, game, r->end, end);
  return TRUE;
}

