/* hammer-day-pay-dialog.h — one event's fee of a player paid at the desk
 * with an amount of its own (part of it, or more), or given back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"
#include "hammer-day-player-item.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_DAY_PAY_DIALOG (hammer_day_pay_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerDayPayDialog, hammer_day_pay_dialog, HAMMER, DAY_PAY_DIALOG,
                      AdwWindow)

/* A dialog over @parent for @player of day @day_id: a payment, or with
 * @refund what the desk gives back (hammer_days_refund()) of an event
 * paid for; what it records is said near @report_widget with Undo. */
GtkWidget *hammer_day_pay_dialog_new (GtkWindow           *parent,
                                      GtkWidget           *report_widget,
                                      HammerStore         *store,
                                      gint64               day_id,
                                      HammerDayPlayerItem *player,
                                      gboolean             refund);

G_END_DECLS
