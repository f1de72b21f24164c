/* hammer-player-sorter.h — a column's sort on the players page, which
 * SQLite does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PLAYER_SORTER (hammer_player_sorter_get_type ())

G_DECLARE_FINAL_TYPE (HammerPlayerSorter, hammer_player_sorter, HAMMER, PLAYER_SORTER, GtkSorter)

/* The order of @view_sorter, a column view's sorter whose columns sort by
 * HammerPlayerSorters: its primary column's order and direction. FALSE
 * when it sorts by none. */
gboolean hammer_player_sorter_read_primary (GtkSorter         *view_sorter,
                                            HammerPlayerOrder *order,
                                            gboolean          *descending);

G_END_DECLS
