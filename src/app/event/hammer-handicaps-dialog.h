/* hammer-handicaps-dialog.h — sets every entrant's handicap by rating or by class
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_HANDICAPS_DIALOG (hammer_handicaps_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerHandicapsDialog, hammer_handicaps_dialog, HAMMER, HANDICAPS_DIALOG,
                      AdwWindow)

/* A dialog over @parent for the entrants of table or court event @event_id. */
GtkWidget *hammer_handicaps_dialog_new (GtkWindow   *parent,
                                        HammerStore *store,
                                        gint64       event_id);

G_END_DECLS
