/* hammer-board.h — one board of an event: its match, since when, its last
 * result
 *
 * Read-only properties that notify; HammerEventMatches keeps them up to
 * date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-event-match.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_BOARD (hammer_board_get_type ())

G_DECLARE_FINAL_TYPE (HammerBoard, hammer_board, HAMMER, BOARD, GObject)

gint64            hammer_board_get_id            (HammerBoard *self);
guint             hammer_board_get_number        (HammerBoard *self);
/* Its name, “Board 3” when the event did not name it. */
const char       *hammer_board_get_name          (HammerBoard *self);
/* The name the event gave it, as the event JSON's "boards"; %NULL when it
 * gave none. */
const char       *hammer_board_get_own_name      (HammerBoard *self);
/* The match on the board, or %NULL when it is free. */
HammerEventMatch *hammer_board_get_match         (HammerBoard *self);
/* When its match was called (ISO 8601), %NULL while it waits to be. */
const char       *hammer_board_get_since         (HammerBoard *self);
/* When its match will likely end (ISO 8601), or %NULL. */
const char       *hammer_board_get_estimated_end (HammerBoard *self);
/* The board's latest result, or %NULL. */
HammerEventMatch *hammer_board_get_last          (HammerBoard *self);
/* On a day: the name of the other event whose match is on the board (then
 * that match is its match), or %NULL when the match is this event's own or
 * the board is free. */
const char       *hammer_board_get_event_name    (HammerBoard *self);

G_END_DECLS
