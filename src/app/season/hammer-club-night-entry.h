/* hammer-club-night-entry.h — the screen for entering a whole club night
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_CLUB_NIGHT_ENTRY (hammer_club_night_entry_get_type ())

G_DECLARE_FINAL_TYPE (HammerClubNightEntry, hammer_club_night_entry, HAMMER, CLUB_NIGHT_ENTRY,
                      AdwWindow)

/* Opens night @night_id of season @season_id for correction, or with
 * @night_id 0 a new night. Emits "saved" (the night id) once stored. */
GtkWidget *hammer_club_night_entry_new (GtkWindow   *parent,
                                        HammerStore *store,
                                        gint64       season_id,
                                        gint64       night_id);

G_END_DECLS
