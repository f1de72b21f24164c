/* hammer-season-page.h — a season: nights, standings, averages, members
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-competition-page.h"
#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_SEASON_PAGE (hammer_season_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerSeasonPage, hammer_season_page, HAMMER, SEASON_PAGE,
                      HammerCompetitionPage)

GtkWidget *hammer_season_page_new         (HammerStore      *store,
                                           gint64            season_id);
/* Shows one of the views: "nights", "standings", "averages", "members",
 * "settings". */
void       hammer_season_page_show_view   (HammerSeasonPage *self,
                                           const char       *name);
/* Shows the player page of member @member_id of the season. */
void       hammer_season_page_show_member (HammerSeasonPage *self,
                                           gint64            member_id);

/* The documents of hammer_competition_page_export_async(): "night" (the
 * ranking of the selected night, or of the last), "standings" (in the
 * ranking shown), "averages", "report" or "form" as PDF; "standings-csv",
 * "averages-csv", "html" or "json" as such files. */

G_END_DECLS
