/* hammer-entry-requests-list.h — the late entries players asked for from
 * their phones, each with Accept and Decline, shown to the desk as soon as
 * they come in (hammer-entry-requests.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_ENTRY_REQUESTS_LIST (hammer_entry_requests_list_get_type ())

G_DECLARE_FINAL_TYPE (HammerEntryRequestsList, hammer_entry_requests_list, HAMMER,
                      ENTRY_REQUESTS_LIST, GtkWidget)

/* The requests of event @event_id (@day_id 0) or day @day_id (@event_id
 * 0) of @store; %NULL or both 0 for none. Hidden while none waits. */
void     hammer_entry_requests_list_set_scope (HammerEntryRequestsList *self,
                                               HammerStore             *store,
                                               gint64                   event_id,
                                               gint64                   day_id);
/* How many requests are shown, waiting. */
guint    hammer_entry_requests_list_get_n     (HammerEntryRequestsList *self);
/* Whether a read or an answer is under way. */
gboolean hammer_entry_requests_list_get_busy  (HammerEntryRequestsList *self);

G_END_DECLS
