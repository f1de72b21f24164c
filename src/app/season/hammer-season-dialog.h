/* hammer-season-dialog.h — creates a season
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_SEASON_DIALOG (hammer_season_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerSeasonDialog, hammer_season_dialog, HAMMER, SEASON_DIALOG, AdwWindow)

/* Creates a season of club nights, emitting "created" (its id, gint64), or a
 * team league, emitting "league-created" (its id, gint64), before it closes. */
GtkWidget *hammer_season_dialog_new (GtkWindow   *parent,
                                     HammerStore *store);

G_END_DECLS
