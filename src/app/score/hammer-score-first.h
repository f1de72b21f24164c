/* hammer-score-first.h — who shoots first in one game of a score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-score-form.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_SCORE_FIRST (hammer_score_first_get_type ())
G_DECLARE_FINAL_TYPE (HammerScoreFirst, hammer_score_first, HAMMER, SCORE_FIRST, GtkBox)

/* Who shoots first in game @game (from 0) of @sheet, whose sides are called
 * @names: a choice where the rules leave it to the players (a coin toss,
 * the toss loser's choice), else the side the rules send, with how they
 * decide. "chosen" is emitted after a choice went into the sheet. */
GtkWidget *hammer_score_first_new          (HammerScoreForm   *sheet,
                                            const char * const *names,
                                            guint               game);
/* Shows the sheet's side again, after the sheet changed. */
void       hammer_score_first_update       (HammerScoreFirst   *self);

G_END_DECLS
