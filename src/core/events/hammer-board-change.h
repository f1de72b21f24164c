/* hammer-board-change.h — a match under way that a correction gives other
 * players, typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* One match of hammer_events_list_board_changes(), as its JSON says it. */
#define HAMMER_TYPE_BOARD_CHANGE (hammer_board_change_get_type ())

G_DECLARE_FINAL_TYPE (HammerBoardChange, hammer_board_change, HAMMER, BOARD_CHANGE, GObject)

gint64      hammer_board_change_get_match       (HammerBoardChange *self);
/* "Match 9". */
const char *hammer_board_change_get_label       (HammerBoardChange *self);
/* The number of the board it is on, 0 when on none. */
guint       hammer_board_change_get_board       (HammerBoardChange *self);
/* "Board 1", or %NULL when on none. */
const char *hammer_board_change_get_board_name  (HammerBoardChange *self);
guint       hammer_board_change_get_n_sides     (HammerBoardChange *self);
/* The name of side @side before the correction, or %NULL when not known. */
const char *hammer_board_change_get_name        (HammerBoardChange *self,
                                                 guint              side);
/* The name of side @side after it, or %NULL while not known. */
const char *hammer_board_change_get_new_name    (HammerBoardChange *self,
                                                 guint              side);
/* Whether every side is known after it: else the match stops. */
gboolean    hammer_board_change_new_names_known (HammerBoardChange *self);
/* One paragraph for the director. */
const char *hammer_board_change_get_description (HammerBoardChange *self);

/* The matches of @changes, the JSON of hammer_events_list_board_changes(),
 * as HammerBoardChange, in its order; empty for %NULL. */
GPtrArray  *hammer_board_changes_from_json      (JsonNode          *changes);

G_END_DECLS
