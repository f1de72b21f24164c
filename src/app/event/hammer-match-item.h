/* hammer-match-item.h — one match of an event, as the lists show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-event-match.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_MATCH_ITEM (hammer_match_item_get_type ())

G_DECLARE_FINAL_TYPE (HammerMatchItem, hammer_match_item, HAMMER, MATCH_ITEM, GObject)

typedef enum
{
  HAMMER_MATCH_ITEM_WAITING,    /* its sides are not known yet */
  HAMMER_MATCH_ITEM_READY,      /* to be called to a board */
  HAMMER_MATCH_ITEM_ON_BOARD,
  HAMMER_MATCH_ITEM_FINISHED,   /* results, walkovers and byes */
} HammerMatchCategory;

/* The item of @match, which it follows: what changes of @match, changes
 * of the item, with notify. */
HammerMatchItem     *hammer_match_item_new_for_match   (HammerEventMatch *match);
/* The item of @match as it is now, which does not follow it: for what is
 * made again when it changes (a board's card, a row of the queue, a
 * board's result waiting for the desk), and compared by its key. */
HammerMatchItem     *hammer_match_item_new_copy        (HammerEventMatch *match);
/* The match the item follows, or was copied from. */
HammerEventMatch    *hammer_match_item_get_match       (HammerMatchItem *self);
gint64               hammer_match_item_get_id          (HammerMatchItem *self);
guint                hammer_match_item_get_number      (HammerMatchItem *self);
guint                hammer_match_item_get_round       (HammerMatchItem *self);
HammerMatchCategory  hammer_match_item_get_category    (HammerMatchItem *self);
/* A name, or "" while the side is not known. */
const char          *hammer_match_item_get_side        (HammerMatchItem *self,
                                                        guint            side);
/* The side that won, or -1. */
int                  hammer_match_item_get_winner      (HammerMatchItem *self);
const char          *hammer_match_item_get_result      (HammerMatchItem *self);
/* Where the result came from when not from the desk, as the core words it
 * (“from board 3”), else %NULL. */
const char          *hammer_match_item_get_source      (HammerMatchItem *self);
/* Whether a board sent the result (not the desk, nor hammer-cli). */
gboolean             hammer_match_item_is_from_board   (HammerMatchItem *self);
const char          *hammer_match_item_get_state_text  (HammerMatchItem *self);
/* The one wording of a match put on a board and not called yet, for the
 * lists, the boards' cards and the display window. */
const char          *hammer_match_item_waiting_to_be_called_text (void);
/* “Losers’ round 2”, as the core names it. */
const char          *hammer_match_item_get_round_name (HammerMatchItem *self);
/* Rotating partners: the names of those the match's round leaves out,
 * “P02, P06”; "" else. */
const char          *hammer_match_item_get_sitting_out (HammerMatchItem *self);
guint                hammer_match_item_get_board       (HammerMatchItem *self);
const char          *hammer_match_item_get_board_name  (HammerMatchItem *self);
const char          *hammer_match_item_get_finished_at (HammerMatchItem *self);
/* "Anna – Piet" */
const char          *hammer_match_item_get_title       (HammerMatchItem *self);
/* "Losers’ round 2 · Match 9" */
const char          *hammer_match_item_get_description (HammerMatchItem *self);
/* Equal for two items made from the same data. */
const char          *hammer_match_item_get_key         (HammerMatchItem *self);
/* Whether a side's name holds @key, a case-folded search text. */
gboolean             hammer_match_item_matches_search  (HammerMatchItem *self,
                                                        const char      *key);

G_END_DECLS
