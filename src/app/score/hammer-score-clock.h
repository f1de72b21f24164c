/* hammer-score-clock.h — "Time called" for the end being entered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-score-grid.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_SCORE_CLOCK (hammer_score_clock_get_type ())
G_DECLARE_FINAL_TYPE (HammerScoreClock, hammer_score_clock, HAMMER, SCORE_CLOCK, GtkBox)

/* A check button that says whether time was called in the end of @grid's
 * cursor (the row of the cell being typed), and marks it in @sheet when
 * toggled: for games with a clock (hammer_score_form_has_clock()). */
GtkWidget *hammer_score_clock_new (HammerScoreForm *sheet,
                                   HammerScoreGrid *grid);

/* Marks the cursor's end the other way, as a click on the check does, the
 * focus left where it is: the dialog's Alt+T. */
void       hammer_score_clock_toggle (HammerScoreClock *self);

G_END_DECLS
