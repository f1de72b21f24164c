/* hammer-score-form-private.h — the text of a score sheet, shared by its parts
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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerScoreFormText, _hammer_score_form_text_free)

G_END_DECLS
