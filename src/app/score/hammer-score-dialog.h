/* hammer-score-dialog.h — keyboard-first entry of one match's score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_SCORE_DIALOG (hammer_score_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerScoreDialog, hammer_score_dialog, HAMMER, SCORE_DIALOG, AdwWindow)

/* A modal dialog over @parent to enter or correct the result of match
 * @match_id of event @event_id; it saves through
 * hammer_events_record_result_async(), off the main thread. */
GtkWidget *hammer_score_dialog_new (GtkWindow   *parent,
                                    HammerStore *store,
                                    gint64       event_id,
                                    gint64       match_id);

G_END_DECLS
