/* hammer-event-private.h — what hammer-event.c, the HammerEvent itself,
 * shares with hammer-event-lists.c, which keeps its entrants and standings
 * lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#ifndef HAMMER_EVENTS_COMPILATION
#error "hammer-event-private.h is the events library's own"
#endif

#include "events/hammer-events-private.h"

G_BEGIN_DECLS

/* Brings @entrants (HammerEntrant) to those of @model, none when NULL;
 * TRUE when their number changed. */
gboolean _hammer_event_refresh_entrants  (GListStore       *entrants,
                                          HammerEventModel *model);
/* Brings @standings (HammerStandingsLine) to the lines of @model, none
 * when NULL. */
void     _hammer_event_refresh_standings (GListStore       *standings,
                                          HammerEventModel *model);

G_END_DECLS
