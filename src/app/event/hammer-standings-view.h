/* hammer-standings-view.h — the live standings of an event and its tie-breakers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"
#include "hammer-event-view.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_STANDINGS_VIEW (hammer_standings_view_get_type ())

G_DECLARE_FINAL_TYPE (HammerStandingsView, hammer_standings_view, HAMMER, STANDINGS_VIEW,
                      HammerEventView)

GtkWidget *hammer_standings_view_new (HammerStore *store,
                                      gint64       event_id);

G_END_DECLS
