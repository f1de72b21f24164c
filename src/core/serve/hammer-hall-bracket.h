/* hammer-hall-bracket.h — an event's bracket and cross-tables as the hall
 * page draws them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

/* Adds to @hall (the hall's document of event @event_id) "bracket": its
 * boxes, headers and lines laid out as the app's bracket view lays them
 * out (events/hammer-bracket-layout.h), or null for an event without one;
 * and "cross_tables": one per round robin or group (HammerCrossTable),
 * empty for other formats. */
gboolean hammer_hall_bracket_add (HammerStore  *store,
                                  gint64        event_id,
                                  JsonObject   *hall,
                                  GError      **error);

G_END_DECLS
