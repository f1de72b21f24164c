/* hammer-team-match-entry.h — the games of one team match, entered at once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_TEAM_MATCH_ENTRY (hammer_team_match_entry_get_type ())

G_DECLARE_FINAL_TYPE (HammerTeamMatchEntry, hammer_team_match_entry, HAMMER, TEAM_MATCH_ENTRY,
                      AdwWindow)

/* Opens fixture @fixture_id of a team league. Emits "saved" once stored. */
GtkWidget *hammer_team_match_entry_new (GtkWindow   *parent,
                                        HammerStore *store,
                                        gint64       fixture_id);

G_END_DECLS
