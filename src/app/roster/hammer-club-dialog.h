/* hammer-club-dialog.h — add or edit one club
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_CLUB_DIALOG (hammer_club_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerClubDialog, hammer_club_dialog, HAMMER, CLUB_DIALOG, AdwWindow)

/* With @club %NULL the dialog adds a new club, otherwise it edits @club. */
HammerClubDialog *hammer_club_dialog_new (GtkWindow   *parent,
                                          HammerStore *store,
                                          HammerClub  *club);

G_END_DECLS
