/* hammer-league-page.h — a team league: next match day, fixtures, table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-competition-page.h"
#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_LEAGUE_PAGE (hammer_league_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerLeaguePage, hammer_league_page, HAMMER, LEAGUE_PAGE,
                      HammerCompetitionPage)

/* Its views, for hammer_competition_page_show_view(): "next", "fixtures",
 * "table", "players", "teams". */
GtkWidget *hammer_league_page_new (HammerStore *store,
                                   gint64       league_id);

/* The documents of hammer_competition_page_export_async(): as PDF
 * "fixtures", "table", or "form" (the score form of the fixture selected in
 * the fixture list, else those of the next match day); "table-csv",
 * "fixtures-csv", "players-csv", "html" (the web page) or "json" (the league
 * document) as such files. */

G_END_DECLS
