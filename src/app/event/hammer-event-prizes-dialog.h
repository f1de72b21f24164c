/* hammer-event-prizes-dialog.h — an event's entry fee and its prizes by
 * place, as percentages of the fees taken or as amounts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "events/hammer-event.h"
#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_EVENT_PRIZES_DIALOG (hammer_event_prizes_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerEventPrizesDialog, hammer_event_prizes_dialog, HAMMER,
                      EVENT_PRIZES_DIALOG, AdwWindow)

/* A dialog over @parent for @event's fee (before its draw) and payout;
 * what it saves is said in a toast near @report_widget, with Undo. */
GtkWidget *hammer_event_prizes_dialog_new (GtkWindow   *parent,
                                           GtkWidget   *report_widget,
                                           HammerEvent *event);

G_END_DECLS
