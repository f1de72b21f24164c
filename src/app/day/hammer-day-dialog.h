/* hammer-day-dialog.h — the New Day dialog, and Edit Day in it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"
#include "events/hammer-day.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_DAY_DIALOG (hammer_day_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerDayDialog, hammer_day_dialog, HAMMER, DAY_DIALOG, AdwWindow)

/* A dialog that creates a day in @store; "created" (gint64 id) once it is
 * stored, then it closes. */
GtkWidget *hammer_day_dialog_new (GtkWindow   *parent,
                                  HammerStore *store);
/* The same dialog changing day @state->id of @store: its name, date, venue
 * and rest as @state has them (the boards are kept on the day page);
 * "edited" once the change is stored, then it closes. */
GtkWidget *hammer_day_dialog_new_edit (GtkWindow            *parent,
                                       HammerStore          *store,
                                       const HammerDayState *state);

G_END_DECLS
