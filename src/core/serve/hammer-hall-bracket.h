/* hammer-hall-bracket.h — an event's bracket and cross-tables as the hall
 * page draws them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

/* A round robin of more entrants has no cross-table on the hall page:
 * nobody reads it across a hall or on a phone (the standings say the
 * same), and two hundred screens would fetch it after every result. */
#define HAMMER_HALL_CROSS_TABLE_MAX 32

/* Adds to @hall (the hall's document of event @event_id, of format
 * @format with @n_entrants) "bracket": its boxes, headers and lines laid
 * out as the app's bracket view lays them out
 * (events/hammer-bracket-layout.h), or null for an event without one; and
 * "cross_tables": one per round robin or group (HammerCrossTable), empty
 * for other formats. Reads the matches only for a format that has either. */
gboolean hammer_hall_bracket_add (HammerStore  *store,
                                  gint64        event_id,
                                  const char   *format,
                                  guint         n_entrants,
                                  JsonObject   *hall,
                                  GError      **error);

G_END_DECLS
