/* hammer-clubs-page.h — the clubs and how many members each has
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-roster-page.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_CLUBS_PAGE (hammer_clubs_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerClubsPage, hammer_clubs_page, HAMMER, CLUBS_PAGE, HammerRosterPage)

G_END_DECLS
