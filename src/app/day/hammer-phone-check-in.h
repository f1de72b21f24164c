/* hammer-phone-check-in.h — the desk's switch "Phone check-in open": players
 * check in from their phones on the hall server's check-in page while it
 * is on (hammer-check-in.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PHONE_CHECK_IN (hammer_phone_check_in_get_type ())

G_DECLARE_FINAL_TYPE (HammerPhoneCheckIn, hammer_phone_check_in, HAMMER, PHONE_CHECK_IN,
                      GtkWidget)

/* What the switch opens: event @event_id (@day_id 0) or day @day_id
 * (@event_id 0), of @store; %NULL or both 0 for nothing (insensitive). */
void     hammer_phone_check_in_set_scope (HammerPhoneCheckIn *self,
                                          HammerStore        *store,
                                          gint64              event_id,
                                          gint64              day_id);
/* Whether the switch says open (as last read or written). */
gboolean hammer_phone_check_in_get_open  (HammerPhoneCheckIn *self);
/* Whether a read or a write is under way, its late entries' too. */
gboolean hammer_phone_check_in_get_busy  (HammerPhoneCheckIn *self);

G_END_DECLS
