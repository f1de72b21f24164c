/* hammer-matches-view.h — every match of an event, filtered by state,
 * round and name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"
#include "hammer-event-view.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_MATCHES_VIEW (hammer_matches_view_get_type ())

G_DECLARE_FINAL_TYPE (HammerMatchesView, hammer_matches_view, HAMMER, MATCHES_VIEW,
                      HammerEventView)

GtkWidget *hammer_matches_view_new        (HammerStore       *store,
                                           gint64             event_id);
/* Selects match @match_id and scrolls it into view, showing every match
 * first when the filters hide it. */
void       hammer_matches_view_show_match (HammerMatchesView *self,
                                           gint64             match_id);

G_END_DECLS
