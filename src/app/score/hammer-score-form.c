/* hammer-score-form.c
 *
 * The sheet typed in is kept as text (HammerScoreFormText: games of rows of
 * cells) and replayed through the rules module after every change, so that
 * what the grid shows — totals, the hammer, a refused end — is always the
 * verdict of the same code that stores the result. Undo keeps whole sheets,
 * one for each end taken. The replay is in hammer-score-form-check.c,
 * what the form says in hammer-score-form-getters.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "hammer-score-form-private.h"

G_DEFINE_FINAL_TYPE (HammerScoreForm, hammer_score_form, G_TYPE_OBJECT)

/* Takes @sheet as the one undo goes back to. */
static void
start_from (HammerScoreForm     *self,
            HammerScoreFormText *sheet)
{
  g_clear_pointer (&self->sheet, _hammer_score_form_text_free);
  self->sheet = sheet;

  /* Sjoelbak: every game of the series is a row from the start. */
  if (_hammer_score_form_is_sjoelbak (self))
    {
      int n_games = self->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES
                    ? self->options.games : 1;

      while (self->sheet->games->len < (guint) n_games)
        {
          HammerScoreFormGame *game = _hammer_score_form_game_new ();

          g_ptr_array_add (game->rows,
                           _hammer_score_form_row_new (hammer_score_form_get_n_cells (self)));
          g_ptr_array_add (self->sheet->games, game);
        }
    }

  _hammer_score_form_check (self);
  _hammer_score_form_ensure_open_row (self);
  _hammer_score_form_check (self);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_add (self->undo, _hammer_score_form_text_copy (self->sheet, self->n_sides));
  self->undo_index = 0;
}

/* Undo */

static void
push_undo (HammerScoreForm *self)
{
  HammerScoreFormText *current = g_ptr_array_index (self->undo, self->undo_index);

  if (_hammer_score_form_text_equal (current, self->sheet))
    return;
  g_ptr_array_set_size (self->undo, self->undo_index + 1);
  g_ptr_array_add (self->undo, _hammer_score_form_text_copy (self->sheet, self->n_sides));
  self->undo_index = self->undo->len - 1;
}

static void
restore (HammerScoreForm *self,
         guint             index)
{
  HammerScoreFormText *snapshot = g_ptr_array_index (self->undo, index);

  g_clear_pointer (&self->sheet, _hammer_score_form_text_free);
  self->sheet = _hammer_score_form_text_copy (snapshot, self->n_sides);
  self->undo_index = index;
  _hammer_score_form_check (self);
}

gboolean
hammer_score_form_undo (HammerScoreForm *self)
{
  HammerScoreFormText *current;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  current = g_ptr_array_index (self->undo, self->undo_index);
  /* What is typed but not finished goes first, then one end at a time. */
  if (!_hammer_score_form_text_equal (current, self->sheet))
    restore (self, self->undo_index);
  else if (self->undo_index > 0)
    restore (self, self->undo_index - 1);
  else
    return FALSE;
  return TRUE;
}

gboolean
hammer_score_form_redo (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  if (self->undo_index + 1 >= self->undo->len)
    return FALSE;
  restore (self, self->undo_index + 1);
  return TRUE;
}

gboolean
hammer_score_form_is_modified (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  return !_hammer_score_form_text_equal (g_ptr_array_index (self->undo, 0), self->sheet);
}

/* Typing */

void
hammer_score_form_set_cell (HammerScoreForm *self,
                             guint             game,
                             guint             row,
                             guint             cell,
                             const char       *text)
{
  HammerScoreFormRow *r;

  g_return_if_fail (HAMMER_IS_SCORE_FORM (self));
  g_return_if_fail (game < self->sheet->games->len);
  g_return_if_fail (row < _hammer_score_form_game_at (self, game)->rows->len);
  g_return_if_fail (cell < hammer_score_form_get_n_cells (self));

  r = _hammer_score_form_row_at (self, game, row);
  g_free (r->cells[cell]);
  r->cells[cell] = g_strdup (text);
  _hammer_score_form_check (self);
}

/* Whether @value in cell @c of row @r of game @g would make an end the
 * rules accept, with the rest of the row as typed. */
static gboolean
value_possible (HammerScoreForm *self,
                guint             g,
                guint             r,
                guint             c,
                int               value)
{
  g_autoptr(HammerMatch) before = hammer_match_new (self->rules, &self->options);
  guint n = hammer_score_form_get_n_cells (self);
  g_autofree int *values = g_new0 (int, n);
  g_autofree int *penalties = g_new0 (int, n);
  gboolean counts = self->sheet->counts;
  HammerEndEntry entry;
  guint bad_cell;

  /* The games before are replayed; a sjoelbak game stands on its own. */
  for (guint pg = 0; pg <= g; pg++)
    {
      HammerScoreFormGame *game = _hammer_score_form_game_at (self, pg);

      if (hammer_match_get_n_games (before) == pg &&
          !hammer_match_start_game (before, game->first, NULL))
        return FALSE;
      for (guint pr = 0; pr < (pg == g ? r : game->rows->len); pr++)
        {
          HammerScoreFormRow *prev = g_ptr_array_index (game->rows, pr);

          if (_hammer_score_form_row_is_empty (prev))
            continue;
          if (!_hammer_score_form_row_to_entry (prev, counts, self->n_sides, values, penalties,
                                                 &entry, &bad_cell) ||
              !hammer_match_add_end (before, &entry, NULL))
            return FALSE;
        }
      if (pg < g && hammer_match_get_game_state (before, pg) != HAMMER_STATE_FINISHED)
        return FALSE;
    }

  if (!_hammer_score_form_row_to_entry (_hammer_score_form_row_at (self, g, r), counts,
                                         self->n_sides, values, penalties, &entry, &bad_cell))
    return FALSE;
  values[c] = value;
  return hammer_match_check_end (before, &entry, NULL);
}

gboolean
hammer_score_form_cell_complete (HammerScoreForm *self,
                                  guint             game,
                                  guint             row,
                                  guint             cell,
                                  const char       *text)
{
  int value;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  if (!_hammer_score_form_parse_cell (text, &value, NULL) || *text == '\0' || *text == '-' ||
      !value_possible (self, game, row, cell, value))
    return FALSE;
  /* A count is one digit; a count of 10 or more is typed by going back
   * with Backspace and adding the second digit. */
  if (self->sheet->counts)
    return TRUE;
  if (value == 0)
    return TRUE;
  for (int digit = 0; digit <= 9; digit++)
    if (value <= 100000 / 10 && value_possible (self, game, row, cell, value * 10 + digit))
      return FALSE;
  return TRUE;
}

/* A cleared end in the middle is taken out. */
static HammerScoreRow
commit_empty_row (HammerScoreForm *self,
                  guint             g,
                  guint             r)
{
  HammerScoreFormGame *game = _hammer_score_form_game_at (self, g);

  if (_hammer_score_form_is_sjoelbak (self) ||
      (r + 1 == game->rows->len && g + 1 == self->sheet->games->len))
    return HAMMER_SCORE_ROW_EMPTY;

  g_ptr_array_remove_index (game->rows, r);
  if (game->rows->len == 0 && g > 0)
    g_ptr_array_remove_index (self->sheet->games, g);
  _hammer_score_form_check (self);
  if (_hammer_score_form_ensure_open_row (self) ||
      _hammer_score_form_open_row_in_unfinished_game (self))
    _hammer_score_form_check (self);
  push_undo (self);
  return HAMMER_SCORE_ROW_REMOVED;
}

HammerScoreRow
hammer_score_form_commit_row (HammerScoreForm *self,
                               guint             game,
                               guint             row)
{
  HammerScoreFormRow *r;
  gboolean grew;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), HAMMER_SCORE_ROW_EMPTY);
  g_return_val_if_fail (game < self->sheet->games->len, HAMMER_SCORE_ROW_EMPTY);
  g_return_val_if_fail (row < _hammer_score_form_game_at (self, game)->rows->len,
                        HAMMER_SCORE_ROW_EMPTY);

  r = _hammer_score_form_row_at (self, game, row);
  if (_hammer_score_form_row_is_empty (r))
    return commit_empty_row (self, game, row);

  for (guint c = 0; r->cells[c] != NULL; c++)
    if (r->cells[c][0] == '\0')
      {
        g_free (r->cells[c]);
        r->cells[c] = g_strdup ("0");
      }
  _hammer_score_form_check (self);

  if (self->bad_message != NULL &&
      (self->bad_game < (int) game || (self->bad_game == (int) game &&
                                       self->bad_row <= (int) row)))
    return HAMMER_SCORE_ROW_REFUSED;

  grew = _hammer_score_form_tidy_finished_games (self);
  grew |= _hammer_score_form_ensure_open_row (self) ||
          _hammer_score_form_open_row_in_unfinished_game (self);
  if (grew)
    _hammer_score_form_check (self);
  push_undo (self);
  if (hammer_score_form_drop_after_decided (self) > 0)
    return HAMMER_SCORE_ROW_DROPPED;
  return grew ? HAMMER_SCORE_ROW_GREW : HAMMER_SCORE_ROW_TAKEN;
}

guint
hammer_score_form_get_n_after_decided (HammerScoreForm *self)
{
  guint n_games;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), 0);

  n_games = hammer_match_get_n_games (self->match);
  if (_hammer_score_form_is_sjoelbak (self) ||
      hammer_match_get_state (self->match) != HAMMER_STATE_FINISHED ||
      self->sheet->games->len <= n_games)
    return 0;
  return self->sheet->games->len - n_games;
}

guint
hammer_score_form_drop_after_decided (HammerScoreForm *self)
{
  guint dropped;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), 0);

  dropped = hammer_score_form_get_n_after_decided (self);
  if (dropped == 0)
    return 0;
  /* The sheet as it was is a step of undo of its own. */
  push_undo (self);
  g_ptr_array_set_size (self->sheet->games, self->sheet->games->len - dropped);
  _hammer_score_form_tidy_finished_games (self);
  _hammer_score_form_check (self);
  push_undo (self);
  return dropped;
}

void
hammer_score_form_revert (HammerScoreForm *self)
{
  g_return_if_fail (HAMMER_IS_SCORE_FORM (self));

  g_clear_pointer (&self->sheet, _hammer_score_form_text_free);
  self->sheet = _hammer_score_form_text_copy (g_ptr_array_index (self->undo, 0), self->n_sides);
  _hammer_score_form_check (self);
  push_undo (self);
}

void
hammer_score_form_set_counts (HammerScoreForm *self,
                               gboolean          counts)
{
  g_return_if_fail (HAMMER_IS_SCORE_FORM (self));

  counts = !!counts;
  if (counts == self->sheet->counts)
    return;

  for (guint g = 0; g < self->sheet->games->len; g++)
    {
      HammerScoreFormGame *game = _hammer_score_form_game_at (self, g);
      HammerScoreFormRow *row = g_ptr_array_index (game->rows, 0);
      guint n_cells = counts ? HAMMER_SCORE_COMPARTMENTS * self->n_sides : self->n_sides;
      HammerScoreFormRow *converted = _hammer_score_form_row_new (n_cells);

      if (!counts && !_hammer_score_form_row_is_empty (row))
        for (guint s = 0; s < self->n_sides; s++)
          {
            int compartments[HAMMER_SCORE_COMPARTMENTS];

            for (guint k = 0; k < HAMMER_SCORE_COMPARTMENTS; k++)
              compartments[k] = atoi (row->cells[s * HAMMER_SCORE_COMPARTMENTS + k]);
            g_free (converted->cells[s]);
            converted->cells[s] = g_strdup_printf ("%d", hammer_sjoelbak_points (compartments));
          }
      g_ptr_array_index (game->rows, 0) = converted;
      _hammer_score_form_row_free (row);
    }
  self->sheet->counts = counts;
  _hammer_score_form_check (self);
  push_undo (self);
}

void
hammer_score_form_set_names (HammerScoreForm   *self,
                              const char * const *names)
{
  g_return_if_fail (HAMMER_IS_SCORE_FORM (self));

  g_strfreev (self->names);
  self->names = g_strdupv ((char **) names);
  _hammer_score_form_check (self);
}

/* Who shoots first */

void
hammer_score_form_set_first (HammerScoreForm *self,
                              guint             game,
                              int               side)
{
  g_return_if_fail (HAMMER_IS_SCORE_FORM (self));
  g_return_if_fail (game < self->sheet->games->len);
  g_return_if_fail (side >= -1 && side < (int) self->n_sides);

  if (self->rules->order == HAMMER_ORDER_NONE ||
      _hammer_score_form_game_at (self, game)->first == side)
    return;
  _hammer_score_form_game_at (self, game)->first = side;
  _hammer_score_form_check (self);
  push_undo (self);
}

int
hammer_score_form_get_first (HammerScoreForm *self,
                              guint             game,
                              gboolean         *chosen)
{
  int next_game = -1, next_end = -1, first = -1;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), -1);
  g_return_val_if_fail (game < self->sheet->games->len, -1);

  if (chosen != NULL)
    *chosen = _hammer_score_form_game_at (self, game)->first >= 0;
  if (self->rules->order == HAMMER_ORDER_NONE)
    return -1;
  if (_hammer_score_form_game_at (self, game)->first >= 0)
    return _hammer_score_form_game_at (self, game)->first;
  /* A game under way knows; the next one is what the rules would start. */
  if (game < hammer_match_get_n_games (self->match))
    return hammer_match_get_game_first (self->match, game);
  if (hammer_match_get_next (self->match, &next_game, &next_end, &first, NULL) &&
      next_game == (int) game && next_end == 0)
    return first;
  return -1;
}

/* The clock */

gboolean
hammer_score_form_has_clock (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  return self->options.clock != HAMMER_OPTION_UNSET && self->options.clock > 0;
}

gboolean
hammer_score_form_set_time_called (HammerScoreForm *self,
                                    guint             game,
                                    guint             row,
                                    gboolean          called)
{
  gboolean grew;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);
  g_return_val_if_fail (game < self->sheet->games->len, FALSE);
  g_return_val_if_fail (row < _hammer_score_form_game_at (self, game)->rows->len, FALSE);

  if (_hammer_score_form_row_at (self, game, row)->time_called == !!called)
    return FALSE;
  _hammer_score_form_row_at (self, game, row)->time_called = !!called;
  _hammer_score_form_check (self);
  /* The game may now end sooner (or later): its rows follow, as when an
   * end is taken. */
  grew = _hammer_score_form_tidy_finished_games (self);
  grew |= _hammer_score_form_ensure_open_row (self);
  if (grew)
    _hammer_score_form_check (self);
  push_undo (self);
  return grew;
}

gboolean
hammer_score_form_get_time_called (HammerScoreForm *self,
                                    guint             game,
                                    guint             row)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);
  g_return_val_if_fail (game < self->sheet->games->len, FALSE);
  g_return_val_if_fail (row < _hammer_score_form_game_at (self, game)->rows->len, FALSE);

  return _hammer_score_form_row_at (self, game, row)->time_called;
}

/* Reading */

/* Saving and loading */

HammerResultInput *
hammer_score_form_to_input (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), NULL);

  return _hammer_score_form_text_to_input (self->sheet, self->n_sides);
}

gboolean
hammer_score_form_load_result (HammerScoreForm  *self,
                                HammerResultInput *result,
                                GError           **error)
{
  HammerScoreFormText *sheet;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  sheet = _hammer_score_form_text_from_result (self->rules, &self->options, self->n_sides, result,
                                                error);
  if (sheet == NULL)
    return FALSE;
  start_from (self, sheet);
  return TRUE;
}

/* Class */

static void
hammer_score_form_finalize (GObject *object)
{
  HammerScoreForm *self = (HammerScoreForm *) object;

  g_clear_pointer (&self->sheet, _hammer_score_form_text_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->match, hammer_match_free);
  g_clear_pointer (&self->bad_message, g_free);
  g_clear_pointer (&self->names, g_strfreev);

  G_OBJECT_CLASS (hammer_score_form_parent_class)->finalize (object);
}

static void
hammer_score_form_class_init (HammerScoreFormClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_score_form_finalize;
}

static void
hammer_score_form_init (HammerScoreForm *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) _hammer_score_form_text_free);
  self->bad_game = self->bad_row = self->bad_side = -1;
}

HammerScoreForm *
hammer_score_form_new (const HammerRules   *rules,
                        const HammerOptions *options,
                        guint                n_sides)
{
  HammerScoreForm *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (n_sides > 0, NULL);

  self = g_object_new (HAMMER_TYPE_SCORE_FORM, NULL);
  self->rules = rules;
  self->options = *options;
  self->n_sides = n_sides;
  start_from (self, _hammer_score_form_text_new (FALSE));
  return self;
}
