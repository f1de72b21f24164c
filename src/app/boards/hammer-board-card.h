/* hammer-board-card.h — one board of the boards view: its match, since when, what comes next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-board-item.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_BOARD_CARD (hammer_board_card_get_type ())
G_DECLARE_FINAL_TYPE (HammerBoardCard, hammer_board_card, HAMMER, BOARD_CARD, GtkFlowBoxChild)

GtkWidget       *hammer_board_card_new         (HammerBoardItem *board);
void             hammer_board_card_update_time (HammerBoardCard *self,
                                                GDateTime       *now);

G_END_DECLS
