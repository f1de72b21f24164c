/* hammer-player-page.h — one member's season: average and scores plotted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PLAYER_PAGE (hammer_player_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerPlayerPage, hammer_player_page, HAMMER, PLAYER_PAGE, GtkWidget)

GtkWidget  *hammer_player_page_new       (HammerStore      *store,
                                          gint64            season_id,
                                          gint64            member_id);
void        hammer_player_page_set_member (HammerPlayerPage *self,
                                          gint64            season_id,
                                          gint64            member_id);
/* The member's name, or %NULL before one is shown. */
const char *hammer_player_page_get_name  (HammerPlayerPage *self);

G_END_DECLS
