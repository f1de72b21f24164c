/* hammer-day-money-view.h — a tournament day's money: the fees due, what
 * was taken and how, what is outstanding, the prizes and the balance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_DAY_MONEY_VIEW (hammer_day_money_view_get_type ())

G_DECLARE_FINAL_TYPE (HammerDayMoneyView, hammer_day_money_view, HAMMER, DAY_MONEY_VIEW,
                      GtkWidget)

/* Shows day @day_id of @store, read again whenever a change touches its
 * events, entrants or payments. */
void     hammer_day_money_view_set_day  (HammerDayMoneyView *self,
                                         HammerStore        *store,
                                         gint64              day_id);
/* For the tests: whether a read is under way. */
gboolean hammer_day_money_view_get_busy (HammerDayMoneyView *self);

G_END_DECLS
