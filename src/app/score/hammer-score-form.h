/* hammer-score-form.h — one match's score as it is typed, with its undo stack
 *
 * Pure GLib: the score dialog shows it, and tests drive it without a
 * display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-core.h"
#include "rules/hammer-result-input.h"

G_BEGIN_DECLS

/* A sjoelbak board has four compartments; a count row has four cells per side. */
#define HAMMER_SCORE_COMPARTMENTS 4

#define HAMMER_TYPE_SCORE_FORM (hammer_score_form_get_type ())

G_DECLARE_FINAL_TYPE (HammerScoreForm, hammer_score_form, HAMMER, SCORE_FORM, GObject)

/* What Enter (or Tab) on the last cell of a row did. */
typedef enum
{
  HAMMER_SCORE_ROW_EMPTY,   /* an empty row that stays: nothing changed */
  HAMMER_SCORE_ROW_REMOVED, /* a cleared end in the middle was taken out */
  HAMMER_SCORE_ROW_REFUSED, /* the rules refuse an end at or before the row */
  HAMMER_SCORE_ROW_TAKEN,   /* the end is taken; the rows stay as they were */
  HAMMER_SCORE_ROW_GREW,    /* the end is taken and the rows changed: an empty row added for
                             * the next end (or one a corrected game now lacks), or an empty
                             * one left after a game now over taken out */
  HAMMER_SCORE_ROW_DROPPED, /* the end is taken, and it decided the match: the games after
                             * were taken out (hammer_score_form_drop_after_decided()) */
} HammerScoreRow;

/* An empty sheet for a match of @n_sides under @rules with @options
 * (resolved for @rules): a sjoelbak series has a row per game from the
 * start; an end-scored match has one empty end to type into. */
HammerScoreForm  *hammer_score_form_new            (const HammerRules  *rules,
                                                      const HammerOptions *options,
                                                      guint               n_sides);
/* Puts the stored @result (as hammer_events_record_result() keeps it) on
 * the sheet, to be corrected; it is what undo goes back to. FALSE, with
 * the sheet left as it was, when the rules do not read it back. */
gboolean           hammer_score_form_load_result    (HammerScoreForm   *self,
                                                      HammerResultInput  *result,
                                                      GError            **error);

/* Names the sides in the rules' sentences ("Anna cannot have scored 17"). */
void               hammer_score_form_set_names      (HammerScoreForm   *self,
                                                      const char * const *names);

const HammerRules *hammer_score_form_get_rules      (HammerScoreForm   *self);
guint              hammer_score_form_get_n_sides    (HammerScoreForm   *self);
/* Whether the sheet holds sjoelbak compartment counts rather than totals. */
gboolean           hammer_score_form_get_counts     (HammerScoreForm   *self);
/* The cells of a row: one per side, or HAMMER_SCORE_COMPARTMENTS per side
 * for counts. */
guint              hammer_score_form_get_n_cells    (HammerScoreForm   *self);
/* The cell shown at @place of a row, and the place of @cell: counts stand
 * in the order the compartments lie on the board
 * (hammer_sjoelbak_compartment_at()), side after side; other cells where
 * they are kept. */
guint              hammer_score_form_cell_at        (HammerScoreForm   *self,
                                                      guint               place);
guint              hammer_score_form_place_of       (HammerScoreForm   *self,
                                                      guint               cell);
guint              hammer_score_form_get_n_games    (HammerScoreForm   *self);
guint              hammer_score_form_get_n_rows     (HammerScoreForm   *self,
                                                      guint               game);
/* The text typed in a cell, "" when empty. */
const char        *hammer_score_form_get_cell       (HammerScoreForm   *self,
                                                      guint               game,
                                                      guint               row,
                                                      guint               cell);
/* Whether any game of a sjoelbak sheet has something typed. */
gboolean           hammer_score_form_has_typed      (HammerScoreForm   *self);
/* The first empty cell, where typing goes on; FALSE when there is none. */
gboolean           hammer_score_form_find_open_cell (HammerScoreForm   *self,
                                                      guint              *game,
                                                      guint              *row,
                                                      guint              *cell);

/* Typing */
/* Sets a cell as typed and checks the sheet again. */
void               hammer_score_form_set_cell       (HammerScoreForm   *self,
                                                      guint               game,
                                                      guint               row,
                                                      guint               cell,
                                                      const char         *text);
/* Whether @text in a sjoelbak cell is done: no further digit could make it
 * right ("95" cannot become 950, "12" may become 120), or it is a count. */
gboolean           hammer_score_form_cell_complete  (HammerScoreForm   *self,
                                                      guint               game,
                                                      guint               row,
                                                      guint               cell,
                                                      const char         *text);
/* Enter on the last cell of a row: blank cells become 0, and the end is
 * taken (a step of undo) if the rules allow it; a cleared end is taken out. */
HammerScoreRow     hammer_score_form_commit_row     (HammerScoreForm   *self,
                                                      guint               game,
                                                      guint               row);
/* Takes out the games after the one that decided the match (a correction
 * that makes it 2–0 leaves game 3 on the sheet), as a step of undo of its
 * own; how many. Enter on a row does it by itself. */
guint              hammer_score_form_drop_after_decided (HammerScoreForm *self);
/* How many games the sheet has after the one that decided the match: what
 * hammer_score_form_drop_after_decided() would take out. */
guint              hammer_score_form_get_n_after_decided (HammerScoreForm *self);
/* Puts the sheet back as it was opened (the stored result); a step of undo. */
void               hammer_score_form_revert         (HammerScoreForm   *self);
/* Switches a sjoelbak sheet between totals and compartment counts: counts
 * become the totals they make; totals cannot become counts, so the switch
 * that way is for a sheet without totals. */
void               hammer_score_form_set_counts     (HammerScoreForm   *self,
                                                      gboolean            counts);

/* Chooses who shoots first in the first end of @game — the coin toss for
 * game 1 — or, with -1, leaves it to the rules; a step of undo. The hammer
 * of every end after it follows. Nothing for a rule set without an order
 * of play. */
void               hammer_score_form_set_first      (HammerScoreForm   *self,
                                                      guint               game,
                                                      int                 side);
/* Who shoots first in the first end of @game: the side chosen (@chosen
 * TRUE), else the one the rules give; -1 when there is no order of play
 * or the games before do not tell yet. */
int                hammer_score_form_get_first      (HammerScoreForm   *self,
                                                      guint               game,
                                                      gboolean           *chosen);

/* Whether the game has a clock (the option "clock"), so that time can be
 * called in an end. */
gboolean           hammer_score_form_has_clock      (HammerScoreForm   *self);
/* Marks row @row of @game as the end in which time was called, or not; a
 * step of undo. The rules then end the game once that end (or round) is
 * finished. TRUE when rows came or went, so that a grid builds again. */
gboolean           hammer_score_form_set_time_called (HammerScoreForm  *self,
                                                       guint              game,
                                                       guint              row,
                                                       gboolean           called);
gboolean           hammer_score_form_get_time_called (HammerScoreForm  *self,
                                                       guint              game,
                                                       guint              row);

/* Undo works end by end: what is typed but not taken goes first. FALSE
 * when there is nothing to undo (or redo). */
gboolean           hammer_score_form_undo           (HammerScoreForm   *self);
gboolean           hammer_score_form_redo           (HammerScoreForm   *self);
/* Whether the sheet differs from the one it was opened with. */
gboolean           hammer_score_form_is_modified    (HammerScoreForm   *self);

/* The verdict of the rules on the sheet as it stands */
/* The match as far as the rules took it: up to the first end they refuse. */
const HammerMatch *hammer_score_form_get_match      (HammerScoreForm   *self);
/* The ends the rules took. */
guint              hammer_score_form_get_n_ends     (HammerScoreForm   *self);
/* The rules' sentence on the first end they refuse, or NULL; where it is
 * (@side is -1 when it concerns the whole row). */
const char        *hammer_score_form_get_problem    (HammerScoreForm   *self,
                                                      int                *game,
                                                      int                *row,
                                                      int                *side);
/* Whether the problem concerns that cell. */
gboolean           hammer_score_form_cell_refused   (HammerScoreForm   *self,
                                                      guint               game,
                                                      guint               row,
                                                      guint               cell);
/* Who has the hammer in a row (-1: nobody shown), and whether the rules
 * took it, with @end filled in then. */
gboolean           hammer_score_form_get_row_end    (HammerScoreForm   *self,
                                                      guint               game,
                                                      guint               row,
                                                      int                *hammer,
                                                      HammerEnd          *end);

/* The ends typed as hammer_events_record_input_async() takes them. */
HammerResultInput *hammer_score_form_to_input       (HammerScoreForm   *self);

G_END_DECLS
