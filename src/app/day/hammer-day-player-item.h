/* hammer-day-player-item.h — a player of a day as the registration desk
 * lists them: the events they are in, the fees due and paid, checked in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "events/hammer-day-desk.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_DAY_PLAYER_ITEM (hammer_day_player_item_get_type ())

G_DECLARE_FINAL_TYPE (HammerDayPlayerItem, hammer_day_player_item, HAMMER, DAY_PLAYER_ITEM,
                      GObject)

/* One of the player's entries, as the desk's Pay menu offers it. */
typedef struct
{
  gint64              event;
  const char         *event_name;
  gint64              fee;
  HammerPaymentMethod method;
  gboolean            drawn;
  gint64              paid;       /* the entry's, a team's for the team */
  gint64              refunded;   /* given back of it */
  gboolean            withdrawn;
} HammerDayPlayerItemEntry;

/* Copies what it shows of @player; amounts are in @currency. */
HammerDayPlayerItem *hammer_day_player_item_new         (const HammerDayPlayer *player,
                                                         const char            *currency);
gint64       hammer_day_player_item_get_player_id       (HammerDayPlayerItem *self);
const char  *hammer_day_player_item_get_name            (HammerDayPlayerItem *self);
const char  *hammer_day_player_item_get_currency        (HammerDayPlayerItem *self);
gboolean     hammer_day_player_item_get_checked_in      (HammerDayPlayerItem *self);
/* Whether they have a key of their own for the day's page, from a phone's
 * check-in: what a new phone link replaces. */
gboolean     hammer_day_player_item_get_phone_key       (HammerDayPlayerItem *self);
gint64       hammer_day_player_item_get_due             (HammerDayPlayerItem *self);
gint64       hammer_day_player_item_get_paid            (HammerDayPlayerItem *self);
gint64       hammer_day_player_item_get_refunded        (HammerDayPlayerItem *self);
/* What is still due (hammer_fee_sum_add()). */
gint64       hammer_day_player_item_get_outstanding     (HammerDayPlayerItem *self);
/* "Singles · Ladies", by event. */
const char  *hammer_day_player_item_get_events_text     (HammerDayPlayerItem *self);
/* "€ 5,00 due", "€ 5,00 paid (Cash) · € 5,00 given back", "No fee due". */
const char  *hammer_day_player_item_get_money_text      (HammerDayPlayerItem *self);
guint        hammer_day_player_item_get_n_entries       (HammerDayPlayerItem *self);
const HammerDayPlayerItemEntry *
             hammer_day_player_item_get_entry           (HammerDayPlayerItem *self,
                                                         guint                index);
/* Whether typed @text (folded) is part of the player's name or club. */
gboolean     hammer_day_player_item_matches             (HammerDayPlayerItem *self,
                                                         const char          *text);

G_END_DECLS
