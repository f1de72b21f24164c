/* hammer-score-form-check.c — a score form replayed through the rules
 * module after every change, and the empty rows to type into kept where
 * the match goes on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-score-form-private.h"

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
  HammerScoreFormGame *game = _hammer_score_form_game_at (self, g);
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
                   self->sheet->counts || _hammer_score_form_is_sjoelbak (self)
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

void
_hammer_score_form_check (HammerScoreForm *self)
{
  gboolean stopped = FALSE;

  g_clear_pointer (&self->match, hammer_match_free);
  self->match = hammer_match_new (self->rules, &self->options);
  hammer_match_set_side_names (self->match, (const char * const *) self->names);
  refuse_here (self, -1, -1, -1, NULL);
  self->n_ends = 0;

  for (guint g = 0; g < self->sheet->games->len; g++)
    {
      HammerScoreFormGame *game = _hammer_score_form_game_at (self, g);

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
gboolean
_hammer_score_form_ensure_open_row (HammerScoreForm *self)
{
  HammerScoreFormGame *last;
  guint                 n_games;

  if (_hammer_score_form_is_sjoelbak (self) || self->bad_message != NULL ||
      hammer_match_get_state (self->match) == HAMMER_STATE_FINISHED)
    return FALSE;

  if (self->sheet->games->len == 0)
    g_ptr_array_add (self->sheet->games, _hammer_score_form_game_new ());
  last = _hammer_score_form_game_at (self, self->sheet->games->len - 1);
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
gboolean
_hammer_score_form_open_row_in_unfinished_game (HammerScoreForm *self)
{
  guint n_games = hammer_match_get_n_games (self->match);
  HammerScoreFormGame *game;

  if (_hammer_score_form_is_sjoelbak (self) || self->bad_message == NULL || n_games == 0 ||
      self->bad_game != (int) n_games ||
      hammer_match_get_game_state (self->match, n_games - 1) == HAMMER_STATE_FINISHED)
    return FALSE;
  game = _hammer_score_form_game_at (self, n_games - 1);
  if (game->rows->len > 0 &&
      _hammer_score_form_row_is_empty (g_ptr_array_index (game->rows, game->rows->len - 1)))
    return FALSE;
  g_ptr_array_add (game->rows, _hammer_score_form_row_new (hammer_score_form_get_n_cells (self)));
  return TRUE;
}

/* The empty rows left at the end of a game that is over, which such a row
 * may be once the correction is typed elsewhere, are taken out. */
gboolean
_hammer_score_form_tidy_finished_games (HammerScoreForm *self)
{
  gboolean changed = FALSE;

  if (_hammer_score_form_is_sjoelbak (self))
    return FALSE;
  for (guint g = 0; g < hammer_match_get_n_games (self->match) && g < self->sheet->games->len;
       g++)
    {
      GPtrArray *rows = _hammer_score_form_game_at (self, g)->rows;

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

