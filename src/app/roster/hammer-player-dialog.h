/* hammer-player-dialog.h — add or edit one player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PLAYER_DIALOG (hammer_player_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerPlayerDialog, hammer_player_dialog, HAMMER, PLAYER_DIALOG, AdwWindow)

/* With @player %NULL the dialog adds a new player, otherwise it edits a copy
 * of @player and saves it through @store. */
HammerPlayerDialog *hammer_player_dialog_new (GtkWindow    *parent,
                                              HammerStore  *store,
                                              HammerPlayer *player);

G_END_DECLS
