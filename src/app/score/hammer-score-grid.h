/* hammer-score-grid.h — the cells of a score sheet, typed in key by key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-score-form.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_SCORE_GRID (hammer_score_grid_get_type ())

G_DECLARE_FINAL_TYPE (HammerScoreGrid, hammer_score_grid, HAMMER, SCORE_GRID, GtkBox)

/* Shows @sheet, whose sides are called @names, and types into it. The grid
 * emits "changed" whenever what it shows of the rules' verdict changed,
 * "done" when typing goes on past the last cell left to fill in, and
 * "dropped" (with how many) when an end decided the match and the games
 * after it were taken out. */
void       hammer_score_grid_set_sheet       (HammerScoreGrid  *self,
                                              HammerScoreForm *sheet,
                                              const char * const *names);
/* Builds the cells again, after the sheet changed other than by typing
 * (undo, a switch to counts). */
void       hammer_score_grid_rebuild         (HammerScoreGrid  *self);
/* Shows again what the rules make of the sheet, after a change other than
 * typing that leaves the cells as they are (who shoots first). */
void       hammer_score_grid_refresh         (HammerScoreGrid  *self);
void       hammer_score_grid_focus_cell      (HammerScoreGrid  *self,
                                              guint             game,
                                              guint             row,
                                              guint             cell);
/* Focuses the first empty cell, where typing goes on; "done" when there is
 * none. */
void       hammer_score_grid_focus_open_cell (HammerScoreGrid  *self);
/* The game and row of the cell that has, or last had, the focus ("this
 * end"); FALSE before any had it. "row-focused" says when it moves. */
gboolean   hammer_score_grid_get_cursor      (HammerScoreGrid  *self,
                                              guint            *game,
                                              guint            *row);


G_END_DECLS
