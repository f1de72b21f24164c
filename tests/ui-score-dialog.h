/* ui-score-dialog.h — what the UI tests of the score dialog share: the
 * dialog opened, its cells, its error line and its Save button
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-score-dialog.h"
#include "ui-test-common.h"

G_BEGIN_DECLS

/* The score dialog of match @match_id of @event_id over @window,
 * presented, mapped and with the keyboard, as a user's would be. */
GtkWindow  *ui_score_dialog_open  (HammerWindow *window,
                                   HammerStore  *store,
                                   gint64        event_id,
                                   gint64        match_id);
/* The score cells of @dialog in reading order. */
GPtrArray  *ui_score_cells        (GtkWindow    *dialog);
/* The score cell that has the focus in @dialog, or NULL. */
GtkWidget  *ui_score_focused_cell (GtkWindow    *dialog);
/* What @dialog's error line says, "" while it is hidden. */
const char *ui_score_error_text   (GtkWindow    *dialog);
/* Whether @dialog's Save button may be pressed. */
gboolean    ui_score_save_enabled (GtkWindow    *dialog);

G_END_DECLS
