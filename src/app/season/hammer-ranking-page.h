/* hammer-ranking-page.h — a ranking across events: its players with the
 * results that count, their points over time, and its events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-competition-page.h"
#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_RANKING_PAGE (hammer_ranking_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerRankingPage, hammer_ranking_page, HAMMER, RANKING_PAGE,
                      HammerCompetitionPage)

/* Its views, for hammer_competition_page_show_view(): "standings" and
 * "events". The documents of hammer_competition_page_export_async():
 * "ranking" as PDF, "csv" and "html" as such files. */
GtkWidget *hammer_ranking_page_new          (HammerStore       *store,
                                             gint64             ranking_id);
/* Selects the line of player @player_id, whose points the plot shows. */
/* Whether the page is reading its ranking or the events it may count
 * again (after a change); what it shows is the last read's until then. */
gboolean   hammer_ranking_page_get_reading  (HammerRankingPage *self);
void       hammer_ranking_page_show_player  (HammerRankingPage *self,
                                             gint64             player_id);

G_END_DECLS
