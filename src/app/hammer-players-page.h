/* hammer-players-page.h — the roster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PLAYERS_PAGE (hammer_players_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerPlayersPage, hammer_players_page, HAMMER, PLAYERS_PAGE, GtkWidget)

void hammer_players_page_set_store       (HammerPlayersPage *self,
                                          HammerStore       *store);
void hammer_players_page_add             (HammerPlayersPage *self);
void hammer_players_page_start_search    (HammerPlayersPage *self);
void hammer_players_page_delete_selected (HammerPlayersPage *self);
guint hammer_players_page_get_n_players  (HammerPlayersPage *self);

G_END_DECLS
