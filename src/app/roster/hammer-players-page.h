/* hammer-players-page.h — the roster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-roster-page.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PLAYERS_PAGE (hammer_players_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerPlayersPage, hammer_players_page, HAMMER, PLAYERS_PAGE,
                      HammerRosterPage)

G_END_DECLS
