/* hammer-league-page.h — a team league: next match day, fixtures, table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_LEAGUE_PAGE (hammer_league_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerLeaguePage, hammer_league_page, HAMMER, LEAGUE_PAGE, GtkWidget)

GtkWidget *hammer_league_page_new       (HammerStore      *store,
                                         gint64            league_id);
/* Shows one of the views: "next", "fixtures", "table", "players", "teams". */
void       hammer_league_page_show_view (HammerLeaguePage *self,
                                         const char       *name);

G_END_DECLS
