/* hammer-score-form.c
 *
 * The sheet typed in is kept as text (HammerScoreFormText: games of rows of
 * cells) and replayed through the rules module after every change, so that
 * what the grid shows — totals, the hammer, a refused end — is always the
 * verdict of the same code that stores the result. Undo keeps whole sheets,
 * one for each end taken.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "hammer-score-form-private.h"

struct _HammerScoreForm
{
  GObject parent_instance;

  const HammerRules *rules;
  HammerOptions options;
  guint n_sides;
  char **names; /* what the rules' sentences call the sides, or NULL */

  HammerScoreFormText *sheet;
  GPtrArray *undo; /* HammerScoreFormText */
  guint undo_index;

  /* The verdict of the last check. */
  HammerMatch *match;
  int bad_game;
  int bad_row;
  int bad_side;
  char *bad_message;
  guint n_ends;
};

G_DEFINE_FINAL_TYPE (HammerScoreForm, hammer_score_form, G_TYPE_OBJECT)

static gboolean
is_sjoelbak (HammerScoreForm *self)
{
  return self->rules->counts;
}

static HammerScoreFormGame *
sheet_game (HammerScoreForm *self,
            guint             g)
{
  return g_ptr_array_index (self->sheet->games, g);
}

static HammerScoreFormRow *
sheet_row (HammerScoreForm *self,
           guint             g,
           guint             r)
{
  return g_ptr_array_index (sheet_game (self, g)->rows, r);
}

/* Checking */

static void
refuse_here (HammerScoreForm *self,
             int               g,
             int               r,
             int               side,
             char             *message)
{
  self->bad_game = g;
  self->bad_row = r;
  self->bad_side = side;
  g_free (self->bad_message);
  self->bad_message = message;
}

/* Plays row @r of game @g into self->match; FALSE, with the problem noted,
 * when the rules refuse it. */
static gboolean
check_row (HammerScoreForm *self,
           guint             g,
           guint             r)
{
  HammerScoreFormGame *game = sheet_game (self, g);
  HammerScoreFormRow *row = g_ptr_array_index (game->rows, r);
  guint n = hammer_score_form_get_n_cells (self);
  g_autoptr(GError) violation = NULL;
  g_autofree int *values = g_new0 (int, n);
  g_autofree int *penalties = g_new0 (int, n);
  HammerEndEntry entry;
  HammerEnd end;
  guint bad_cell = 0;

  if (!_hammer_score_form_row_to_entry (row, self->sheet->counts, self->n_sides, values, penalties,
                                         &entry, &bad_cell))
    {
      refuse_here (self, g, r, -1,
                   self->sheet->counts || is_sjoelbak (self)
                   ? g_strdup_printf (_("Game %u: “%s” is not a whole number."),
                                      g + 1, row->cells[bad_cell])
                   /* TRANSLATORS: a cell of an end that is no score. */
                   : g_strdup_printf (_("Game %u, end %u: “%s” is not a score; type "
                                        "the points, and a penalty after a minus "
                                        "(18-5)."),
                                      g + 1, r + 1, row->cells[bad_cell]));
      self->bad_side = self->sheet->counts ? (int) (bad_cell / HAMMER_SCORE_COMPARTMENTS)
                                           : (int) bad_cell;
      return FALSE;
    }

  /* A game starts with its first end that is filled in. */
  if (hammer_match_get_n_games (self->match) == g)
    {
      if (!hammer_match_start_game (self->match, game->first, &violation))
        {
          refuse_here (self, g, r, -1, g_strdup (violation->message));
          return FALSE;
        }
    }
  else if (hammer_match_get_n_games (self->match) < g)
    {
      refuse_here (self, g, r, -1,
                   g_strdup_printf (_("Game %u has no score yet; fill in the games "
                                      "in order."),
                                    hammer_match_get_n_games (self->match) + 1));
      return FALSE;
    }

  if (!hammer_match_add_end (self->match, &entry, &violation))
    {
      refuse_here (self, g, r, hammer_error_get_side (violation), g_strdup (violation->message));
      return FALSE;
    }

  self->n_ends++;
  row->end = hammer_match_get_n_ends (self->match, g) - 1;
  hammer_match_get_end (self->match, g, row->end, &end);
  row->hammer = end.hammer;
  return TRUE;
}

/* Replays the sheet through the rules module into self->match, up to the
 * first end it refuses, noting for each row what the grid shows. */
static void
check (HammerScoreForm *self)
{
  gboolean stopped = FALSE;

  g_clear_pointer (&self->match, hammer_match_free);
  self->match = hammer_match_new (self->rules, &self->options);
  hammer_match_set_side_names (self->match, (const char * const *) self->names);
  refuse_here (self, -1, -1, -1, NULL);
  self->n_ends = 0;

  for (guint g = 0; g < self->sheet->games->len; g++)
    {
      HammerScoreFormGame *game = sheet_game (self, g);

      /* A game whose first shooter was chosen starts before its first end
       * is typed, so that the empty row shows the hammer that follows. */
      if (!stopped && game->first >= 0 && hammer_match_get_n_games (self->match) == g &&
          (g == 0 || hammer_match_get_game_state (self->match, g - 1) == HAMMER_STATE_FINISHED))
        hammer_match_start_game (self->match, game->first, NULL);

      for (guint r = 0; r < game->rows->len; r++)
        {
          HammerScoreFormRow *row = g_ptr_array_index (game->rows, r);
          int next_game = -1, hammer = -1;

          /* A row shows totals and the hammer only once the rules took it. */
          row->hammer = row->end = -1;
          if (stopped)
            continue;

          /* The next end shows who will have the hammer in it, typed in or
           * not, refused or not. */
          hammer_match_get_next (self->match, &next_game, NULL, NULL, &hammer);
          row->hammer = next_game == (int) g ? hammer : -1;
          if (!_hammer_score_form_row_is_empty (row))
            stopped = !check_row (self, g, r);
        }
    }
}

/* An end-scored sheet always ends in an empty row to type into while the
 * match goes on: in the current game, or in the next once it is over. */
static gboolean
ensure_open_row (HammerScoreForm *self)
{
  HammerScoreFormGame *last;
  guint                 n_games;

  if (is_sjoelbak (self) || self->bad_message != NULL ||
      hammer_match_get_state (self->match) == HAMMER_STATE_FINISHED)
    return FALSE;

  if (self->sheet->games->len == 0)
    g_ptr_array_add (self->sheet->games, _hammer_score_form_game_new ());
  last = sheet_game (self, self->sheet->games->len - 1);
  if (last->rows->len > 0 &&
      _hammer_score_form_row_is_empty (g_ptr_array_index (last->rows, last->rows->len - 1)))
    return FALSE;

  n_games = hammer_match_get_n_games (self->match);
  if (n_games == self->sheet->games->len &&
      hammer_match_get_game_state (self->match, n_games - 1) == HAMMER_STATE_FINISHED)
    {
      last = _hammer_score_form_game_new ();
      g_ptr_array_add (self->sheet->games, last);
    }
  g_ptr_array_add (last->rows, _hammer_score_form_row_new (hammer_score_form_get_n_cells (self)));
  return TRUE;
}

/* A correction that leaves a game short of its end while the next game
 * has ends (the rules refuse to start it): that game gets an empty row
 * for the end it now lacks, so that the end can be added there. */
static gboolean
open_row_in_unfinished_game (HammerScoreForm *self)
{
  guint n_games = hammer_match_get_n_games (self->match);
  HammerScoreFormGame *game;

  if (is_sjoelbak (self) || self->bad_message == NULL || n_games == 0 ||
      self->bad_game != (int) n_games ||
      hammer_match_get_game_state (self->match, n_games - 1) == HAMMER_STATE_FINISHED)
    return FALSE;
  game = sheet_game (self, n_games - 1);
  if (game->rows->len > 0 &&
      _hammer_score_form_row_is_empty (g_ptr_array_index (game->rows, game->rows->len - 1)))
    return FALSE;
  g_ptr_array_add (game->rows, _hammer_score_form_row_new (hammer_score_form_get_n_cells (self)));
  return TRUE;
}

/* The empty rows left at the end of a game that is over, which such a row
 * may be once the correction is typed elsewhere, are taken out. */
static gboolean
tidy_finished_games (HammerScoreForm *self)
{
  gboolean changed = FALSE;

  if (is_sjoelbak (self))
    return FALSE;
  for (guint g = 0; g < hammer_match_get_n_games (self->match) && g < self->sheet->games->len;
       g++)
    {
      GPtrArray *rows = sheet_game (self, g)->rows;

      if (hammer_match_get_game_state (self->match, g) != HAMMER_STATE_FINISHED)
        continue;
      while (rows->len > 1 && _hammer_score_form_row_is_empty (g_ptr_array_index (rows,
                                                                                  rows->len - 1)))
        {
          g_ptr_array_remove_index (rows, rows->len - 1);
          changed = TRUE;
        }
    }
  return changed;
}

/* Takes @sheet as the one undo goes back to. */
static void
start_from (HammerScoreForm     *self,
            HammerScoreFormText *sheet)
{
  g_clear_pointer (&self->sheet, _hammer_score_form_text_free);
  self->sheet = sheet;

  /* Sjoelbak: every game of the series is a row from the start. */
  if (is_sjoelbak (self))
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

  check (self);
  ensure_open_row (self);
  check (self);
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
  check (self);
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
  g_return_if_fail (row < sheet_game (self, game)->rows->len);
  g_return_if_fail (cell < hammer_score_form_get_n_cells (self));

  r = sheet_row (self, game, row);
  g_free (r->cells[cell]);
  r->cells[cell] = g_strdup (text);
  check (self);
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
      HammerScoreFormGame *game = sheet_game (self, pg);

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

  if (!_hammer_score_form_row_to_entry (sheet_row (self, g, r), counts, self->n_sides, values,
                                         penalties, &entry, &bad_cell))
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
  HammerScoreFormGame *game = sheet_game (self, g);

  if (is_sjoelbak (self) || (r + 1 == game->rows->len && g + 1 == self->sheet->games->len))
    return HAMMER_SCORE_ROW_EMPTY;

  g_ptr_array_remove_index (game->rows, r);
  if (game->rows->len == 0 && g > 0)
    g_ptr_array_remove_index (self->sheet->games, g);
  check (self);
  if (ensure_open_row (self) || open_row_in_unfinished_game (self))
    check (self);
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
  g_return_val_if_fail (row < sheet_game (self, game)->rows->len, HAMMER_SCORE_ROW_EMPTY);

  r = sheet_row (self, game, row);
  if (_hammer_score_form_row_is_empty (r))
    return commit_empty_row (self, game, row);

  for (guint c = 0; r->cells[c] != NULL; c++)
    if (r->cells[c][0] == '\0')
      {
        g_free (r->cells[c]);
        r->cells[c] = g_strdup ("0");
      }
  check (self);

  if (self->bad_message != NULL &&
      (self->bad_game < (int) game || (self->bad_game == (int) game &&
                                       self->bad_row <= (int) row)))
    return HAMMER_SCORE_ROW_REFUSED;

  grew = tidy_finished_games (self);
  grew |= ensure_open_row (self) || open_row_in_unfinished_game (self);
  if (grew)
    check (self);
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
  if (is_sjoelbak (self) || hammer_match_get_state (self->match) != HAMMER_STATE_FINISHED ||
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
  tidy_finished_games (self);
  check (self);
  push_undo (self);
  return dropped;
}

void
hammer_score_form_revert (HammerScoreForm *self)
{
  g_return_if_fail (HAMMER_IS_SCORE_FORM (self));

  g_clear_pointer (&self->sheet, _hammer_score_form_text_free);
  self->sheet = _hammer_score_form_text_copy (g_ptr_array_index (self->undo, 0), self->n_sides);
  check (self);
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
      HammerScoreFormGame *game = sheet_game (self, g);
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
  check (self);
  push_undo (self);
}

void
hammer_score_form_set_names (HammerScoreForm   *self,
                              const char * const *names)
{
  g_return_if_fail (HAMMER_IS_SCORE_FORM (self));

  g_strfreev (self->names);
  self->names = g_strdupv ((char **) names);
  check (self);
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

  if (self->rules->order == HAMMER_ORDER_NONE || sheet_game (self, game)->first == side)
    return;
  sheet_game (self, game)->first = side;
  check (self);
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
    *chosen = sheet_game (self, game)->first >= 0;
  if (self->rules->order == HAMMER_ORDER_NONE)
    return -1;
  if (sheet_game (self, game)->first >= 0)
    return sheet_game (self, game)->first;
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
  g_return_val_if_fail (row < sheet_game (self, game)->rows->len, FALSE);

  if (sheet_row (self, game, row)->time_called == !!called)
    return FALSE;
  sheet_row (self, game, row)->time_called = !!called;
  check (self);
  /* The game may now end sooner (or later): its rows follow, as when an
   * end is taken. */
  grew = tidy_finished_games (self);
  grew |= ensure_open_row (self);
  if (grew)
    check (self);
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
  g_return_val_if_fail (row < sheet_game (self, game)->rows->len, FALSE);

  return sheet_row (self, game, row)->time_called;
}

/* Reading */

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

  return sheet_game (self, game)->rows->len;
}

const char *
hammer_score_form_get_cell (HammerScoreForm *self,
                             guint             game,
                             guint             row,
                             guint             cell)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), NULL);
  g_return_val_if_fail (game < self->sheet->games->len, NULL);
  g_return_val_if_fail (row < sheet_game (self, game)->rows->len, NULL);
  g_return_val_if_fail (cell < hammer_score_form_get_n_cells (self), NULL);

  return sheet_row (self, game, row)->cells[cell];
}

gboolean
hammer_score_form_has_typed (HammerScoreForm *self)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (self), FALSE);

  for (guint g = 0; g < self->sheet->games->len; g++)
    if (!_hammer_score_form_row_is_empty (sheet_row (self, g, 0)))
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
                  (_hammer_score_form_row_is_empty (each) || is_sjoelbak (self)))
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
  g_return_val_if_fail (row < sheet_game (self, game)->rows->len, FALSE);

  r = sheet_row (self, game, row);
  *hammer = r->hammer;
  if (r->end < 0)
    return FALSE;
  hammer_match_get_end (self->match, game, r->end, end);
  return TRUE;
}

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
