/* hammer-score-grid-private.h — the score grid, shared by its parts:
 * hammer-score-grid.c (its cells and what the rules make of them) and
 * hammer-score-grid-keys.c (typing and moving through them)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-score-grid.h"

G_BEGIN_DECLS

struct _HammerScoreGrid
{
  GtkBox parent_instance;

  HammerScoreForm *sheet;
  char **names;
  GPtrArray *views; /* the widgets of each game, private to hammer-score-grid.c */
  gboolean filling;
  /* The row of the cell that has or last had the focus, for what the
   * dialog says of "this end" (time called). */
  gboolean has_cursor;
  guint cursor_game;
  guint cursor_row;
};

static inline gboolean
hammer_score_grid_is_sjoelbak (HammerScoreGrid *self)
{
  return hammer_score_form_get_rules (self->sheet)->counts;
}

static inline guint
hammer_score_grid_n_cells (HammerScoreGrid *self)
{
  return hammer_score_form_get_n_cells (self->sheet);
}

/* The first and last cell of a row as shown. */
static inline guint
hammer_score_grid_first_cell (HammerScoreGrid *self)
{
  return hammer_score_form_cell_at (self->sheet, 0);
}

static inline guint
hammer_score_grid_last_cell (HammerScoreGrid *self)
{
  return hammer_score_form_cell_at (self->sheet, hammer_score_grid_n_cells (self) - 1);
}

/* hammer-score-grid.c */

/* The entry of cell @c in row @r of game @g, or NULL where there is none. */
GtkWidget *hammer_score_grid_cell_entry   (HammerScoreGrid *self,
                                           guint            g,
                                           guint            r,
                                           guint            c);

/* hammer-score-grid-keys.c */

/* Makes @entry, a new cell, answer typing and keys. */
void       hammer_score_grid_connect_cell (HammerScoreGrid *self,
                                           GtkWidget       *entry);
/* Focuses cell @c of row @r in game @g, the caret at its end or its text
 * selected. */
void       hammer_score_grid_focus_at     (HammerScoreGrid *self,
                                           guint            g,
                                           guint            r,
                                           guint            c,
                                           gboolean         at_end);

G_END_DECLS
