/* hammer-score-form-private.h — the score form and the text of its sheet,
 * shared by their parts: hammer-score-form.c (typing, undo, first shooter,
 * clock), hammer-score-form-check.c (the replay through the rules),
 * hammer-score-form-getters.c (what it says) and hammer-score-form-text.c
 * (the text of a sheet)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-score-form.h"

G_BEGIN_DECLS

typedef struct
{
  char **cells;     /* n_cells strings, "" when empty */
  int   *penalties; /* per side, or NULL */
  /* The verdict of the last check: who has the hammer (-1: nobody shown),
   * and the index of the end the rules took for this row, or -1. */
  int    hammer;
  int    end;
  gboolean time_called; /* the game's clock ran out during this end */
} HammerScoreFormRow;

typedef struct
{
  int        first; /* who shoots first, as stored, or -1 */
  GPtrArray *rows;  /* HammerScoreFormRow */
} HammerScoreFormGame;

typedef struct
{
  gboolean   counts; /* sjoelbak: compartment counts instead of totals */
  GPtrArray *games;  /* HammerScoreFormGame */
} HammerScoreFormText;

HammerScoreFormRow  *_hammer_score_form_row_new          (guint                       n_cells);
void                  _hammer_score_form_row_free         (HammerScoreFormRow        *row);
gboolean              _hammer_score_form_row_is_empty     (const HammerScoreFormRow  *row);
HammerScoreFormGame *_hammer_score_form_game_new         (void);
HammerScoreFormText *_hammer_score_form_text_new         (gboolean                    counts);
void                  _hammer_score_form_text_free        (HammerScoreFormText       *sheet);
HammerScoreFormText *_hammer_score_form_text_copy        (const HammerScoreFormText *sheet,
                                                            guint                       n_sides);
gboolean              _hammer_score_form_text_equal       (const HammerScoreFormText *a,
                                                            const HammerScoreFormText *b);

/* A cell as a whole number; "" is 0. With @penalty, a penalty may follow
 * as on paper: "18-5" is 18 with 5 off. */
gboolean              _hammer_score_form_parse_cell       (const char                 *text,
                                                            int                        *value,
                                                            int                        *penalty);

/* The rules module's entry for @row, with @values and @penalties (one per
 * cell) as its storage; FALSE with the cell that is not a number. Points
 * may carry penalties; compartment counts do not. */
gboolean              _hammer_score_form_row_to_entry     (const HammerScoreFormRow  *row,
                                                            gboolean                    counts,
                                                            guint                       n_sides,
                                                            int                        *values,
                                                            int                        *penalties,
                                                            HammerEndEntry             *entry,
                                                            guint                      *bad_cell);

/* What hammer_score_form_to_input() returns. */
HammerResultInput   *_hammer_score_form_text_to_input    (const HammerScoreFormText *sheet,
                                                            guint                       n_sides);
/* The stored @result, replayed by the rules module, as a sheet; NULL with
 * the rules' sentence when they do not read it back. */
HammerScoreFormText *_hammer_score_form_text_from_result (const HammerRules          *rules,
                                                            const HammerOptions        *options,
                                                            guint                       n_sides,
                                                            HammerResultInput          *result,
                                                            GError                    **error);

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

static inline gboolean
_hammer_score_form_is_sjoelbak (HammerScoreForm *self)
{
  return self->rules->counts;
}

static inline HammerScoreFormGame *
_hammer_score_form_game_at (HammerScoreForm *self,
                            guint            g)
{
  return g_ptr_array_index (self->sheet->games, g);
}

static inline HammerScoreFormRow *
_hammer_score_form_row_at (HammerScoreForm *self,
                           guint            g,
                           guint            r)
{
  return g_ptr_array_index (_hammer_score_form_game_at (self, g)->rows, r);
}

/* hammer-score-form-check.c */

/* Replays the sheet through the rules module into self->match, up to the
 * first end it refuses, noting for each row what the grid shows. */
void                  _hammer_score_form_check            (HammerScoreForm            *self);
/* Adds the empty row to type into that an end-scored sheet always ends in
 * while the match goes on; TRUE if it added one. */
gboolean              _hammer_score_form_ensure_open_row  (HammerScoreForm            *self);
/* Adds an empty row to a game a correction left short of its end while the
 * next game has ends; TRUE if it added one. */
gboolean              _hammer_score_form_open_row_in_unfinished_game (HammerScoreForm *self);
/* Takes out the empty rows at the end of games that are over; TRUE if any. */
gboolean              _hammer_score_form_tidy_finished_games (HammerScoreForm         *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerScoreFormText, _hammer_score_form_text_free)

G_END_DECLS
