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

/* Writes a document of the league to @file: as PDF "fixtures", "table",
 * or "form" (the score form of the fixture selected in the fixture list,
 * else those of the next match day); "table-csv", "fixtures-csv",
 * "players-csv", "html" (the web page) or "json" (the league document) as
 * such files. Atomic and asynchronous; the menu's export items end here. */
void       hammer_league_page_export_async  (HammerLeaguePage    *self,
                                             const char          *document,
                                             GFile               *file,
                                             GCancellable        *cancellable,
                                             GAsyncReadyCallback  callback,
                                             gpointer             user_data);
gboolean   hammer_league_page_export_finish (HammerLeaguePage    *self,
                                             GAsyncResult        *result,
                                             GError             **error);

G_END_DECLS
