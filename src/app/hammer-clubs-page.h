/* hammer-clubs-page.h — the clubs and how many members each has
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_CLUBS_PAGE (hammer_clubs_page_get_type ())

G_DECLARE_FINAL_TYPE (HammerClubsPage, hammer_clubs_page, HAMMER, CLUBS_PAGE, GtkWidget)

void  hammer_clubs_page_set_store       (HammerClubsPage *self,
                                         HammerStore     *store);
void  hammer_clubs_page_add             (HammerClubsPage *self);
void  hammer_clubs_page_start_search    (HammerClubsPage *self);
void  hammer_clubs_page_delete_selected (HammerClubsPage *self);
guint hammer_clubs_page_get_n_clubs     (HammerClubsPage *self);

G_END_DECLS
