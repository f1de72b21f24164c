/* hammer-board-item.h — one board of an event: its match, since when, and
 * what likely comes next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-board.h"
#include "hammer-match-item.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_BOARD_ITEM (hammer_board_item_get_type ())

G_DECLARE_FINAL_TYPE (HammerBoardItem, hammer_board_item, HAMMER, BOARD_ITEM, GObject)

/* The item of @board as it is now: the boards view makes it again, and a
 * card with it, when the board's key changes. */
HammerBoardItem *hammer_board_item_new_for_board     (HammerBoard     *board);
/* Where the board's result of its match waits (the card says so). */
void             hammer_board_item_set_result_wait   (HammerBoardItem *self,
                                                      HammerResultWait wait);
HammerResultWait hammer_board_item_get_result_wait   (HammerBoardItem *self);
guint            hammer_board_item_get_number        (HammerBoardItem *self);
const char      *hammer_board_item_get_name          (HammerBoardItem *self);
/* The match on the board, or %NULL when it is free. */
HammerMatchItem *hammer_board_item_get_match         (HammerBoardItem *self);
GDateTime       *hammer_board_item_get_since         (HammerBoardItem *self);
GDateTime       *hammer_board_item_get_estimated_end (HammerBoardItem *self);
/* The match the queue will likely send here next, or %NULL. */
HammerMatchItem *hammer_board_item_get_next          (HammerBoardItem *self);
/* Whether the match on the board waits to be called: the draw or a result
 * put it there and its clock has not started. FALSE for a free board. */
gboolean         hammer_board_item_is_waiting        (HammerBoardItem *self);
/* What the boards view and the display window say of a match that waits to
 * be called ("Waiting to be called"), or %NULL when the board's match was
 * called or the board is free. */
const char      *hammer_board_item_get_waiting_text  (HammerBoardItem *self);
/* "Next: Anna v Bert", the match likely next on the board, or %NULL. */
char            *hammer_board_item_dup_next_text     (HammerBoardItem *self);
/* "Last: Anna v Bert, 2 – 1, from board 3": the board's latest result and,
 * when not the desk's, where it came from; %NULL before its first. */
char            *hammer_board_item_dup_last_text     (HammerBoardItem *self);
/* Whole minutes the match has been on the board at @now; -1 when free. */
int              hammer_board_item_get_minutes       (HammerBoardItem *self,
                                                      GDateTime       *now);
/* Whether the match runs past its estimated finish at @now. */
gboolean         hammer_board_item_is_late           (HammerBoardItem *self,
                                                      GDateTime       *now);
/* Equal for two items made from the same data with the same next match. */
const char      *hammer_board_item_get_key           (HammerBoardItem *self);

/* Gives the matches of @queue (HammerMatchItem, in calling order) to the
 * @boards (HammerBoardItem) in the order they will likely come free: free
 * boards first, then by estimated finish. */
void             hammer_board_item_plan_next         (GPtrArray       *boards,
                                                      GPtrArray       *queue);

/* The day's other event whose match is on the board, or %NULL. */
const char      *hammer_board_item_get_event_name    (HammerBoardItem *self);

G_END_DECLS
