/* hammer-score-dialog-private.h — the score dialog, shared by its parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-score-dialog.h"
#include "hammer-score-grid.h"
#include "hammer-score-form.h"

G_BEGIN_DECLS

struct _HammerScoreDialog
{
  AdwWindow parent_instance;

  HammerStore *store;
  gint64 event_id;
  gint64 match_id;

  guint n_sides;
  char **names;
  char *title;
  gboolean scorable;
  gboolean had_result;

  HammerScoreForm *sheet;
  GPtrArray *side_values;
  GPtrArray *side_details;
  gboolean filling;
  gboolean confirmed_close;
  /* The matches under way the last correction restarts or asked to
   * restart (HammerBoardChange), as hammer_events_record_input_finish()
   * gives them. */
  GPtrArray *board_changes;
  /* Whether one of them was called or had ends typed: else they only
   * waited on their boards, and nothing starts over. */
  gboolean changes_under_way;
  /* A save under way on the store's writer: the dialog stays, its sheet
   * as it was sent, until the write is done; disposing cancels it. */
  gboolean saving;
  int withdrawing;            /* the side whose withdrawal is being written */
  GCancellable *cancellable;

  AdwWindowTitle *window_title;
  /* The titles where the one with the names does not fit. */
  AdwWindowTitle *narrow_title;
  AdwWindowTitle *narrowest_title;
  GtkWidget *save_button;
  GtkMenuButton *walkover_button;
  GtkBox *scoreboard;
  GtkScrolledWindow *scrolled;
  GtkWidget *first_box;
  GtkWidget *clock; /* "Time called" where the game has a clock, else NULL */
  GtkDropDown *first_dropdown;
  guint focus_tick;
  GtkWidget *mode_box;
  GtkToggleButton *totals_toggle;
  GtkToggleButton *counts_toggle;
  HammerScoreGrid *sections_box;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkLabel *status_label;
  GtkSpinner *spinner;
  AdwToastOverlay *toast_overlay;
  /* The toast that tells which games a correction took out, until it is
   * dismissed; when it came, and its dismissal put off until it is in. */
  AdwToast *drop_toast;
  gint64 drop_toast_since;
  guint drop_toast_leave;
};

/* hammer-score-dialog.c */
/* Shows the sheet again after undo or redo: the grid and the mode it is in. */
void _hammer_score_dialog_show_sheet          (HammerScoreDialog      *self);

/* Shows a save under way (Save, the sheet and the walkover insensitive, a
 * spinner) or ends it, Save as the sheet allows again. */
void _hammer_score_dialog_set_saving          (HammerScoreDialog      *self,
                                               gboolean                saving);

/* hammer-score-dialog-actions.c */
/* Installs score.save, score.undo, score.redo, score.walkover, score.revert
 * and score.print, their shortcuts, and the question before unsaved scores
 * are closed. */
void _hammer_score_dialog_class_actions_init (HammerScoreDialogClass *klass);

G_END_DECLS
