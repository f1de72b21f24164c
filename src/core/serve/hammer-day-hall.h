/* hammer-day-hall.h — a tournament day as the hall server shows it: the
 * day's document for its hall page, and a board of the day for its page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

/* The answer of /api/event when the server serves day @day_id: its state
 * (read from the models kept on @store, in one read transaction) as
 * hammer_day_state_to_hall_json() writes it, with the first @n_next
 * matches the day's queue takes next. */
JsonNode *hammer_day_hall_document (HammerStore  *store,
                                    gint64        day_id,
                                    guint         n_next,
                                    GError      **error);
/* Board @number of day @day_id for its page, as hammer_events_get_board_json()
 * has a board of one event: {"event": the event of the match on it now, or
 * null while it is free, "boards": [the board]}, "boards" empty when the
 * day has no such board. */
JsonNode *hammer_day_hall_board    (HammerStore  *store,
                                    gint64        day_id,
                                    guint         number,
                                    GError      **error);

G_END_DECLS
