/* hammer-season-page.h — a season: nights, standings, averages, members
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_SEASON_PAGE (hammer_season_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerSeasonPage, hammer_season_page, HAMMER, SEASON_PAGE, GtkWidget)

GtkWidget *hammer_season_page_new         (HammerStore      *store,
                                           gint64            season_id);
/* Shows one of the views: "nights", "standings", "averages", "members",
 * "settings". */
void       hammer_season_page_show_view   (HammerSeasonPage *self,
                                           const char       *name);
/* Shows the player page of member @member_id of the season. */
void       hammer_season_page_show_member (HammerSeasonPage *self,
                                           gint64            member_id);

/* Writes a document of the season to @file: "night" (the ranking of the
 * selected night, or of the last), "standings" (in the ranking shown),
 * "averages", "report" or "form" as PDF; "standings-csv", "averages-csv",
 * "html" or "json" as such files. Atomic and asynchronous; the menu's
 * export items end here once the user has chosen the file. */
void       hammer_season_page_export_async  (HammerSeasonPage    *self,
                                             const char          *document,
                                             GFile               *file,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
gboolean   hammer_season_page_export_finish (HammerSeasonPage    *self,
                                             GAsyncResult        *result,
                                             GError             **error);

G_END_DECLS
