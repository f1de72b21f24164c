/* hammer-event-matches.h — the matches, boards and queue of an event, kept
 * up to date
 *
 * A GListModel of HammerEventMatch in playing order, as
 * hammer_events_get_matches_json() lists them, which follows the store's
 * "changes": a match whose row changed notifies what changed of it, added
 * and removed matches give items-changed for just their places. Its
 * boards (HammerBoard) and its queue (the ready matches not on a board, in
 * calling order, the same HammerEventMatch objects) follow alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "events/hammer-board.h"
#include "events/hammer-event-match.h"
#include "events/hammer-format.h"
#include "store/hammer-change-set.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_EVENT_MATCHES (hammer_event_matches_get_type ())

G_DECLARE_FINAL_TYPE (HammerEventMatches, hammer_event_matches, HAMMER, EVENT_MATCHES, GObject)

/* The matches of event @event_id, or %NULL with @error set when it cannot
 * be read. */
HammerEventMatches *hammer_event_matches_new       (HammerStore        *store,
                                                    gint64              event_id,
                                                    GError            **error);
HammerStore        *hammer_event_matches_get_store  (HammerEventMatches *self);
gint64              hammer_event_matches_get_event_id (HammerEventMatches *self);
/* The event's format, as last read. */
HammerFormat        hammer_event_matches_get_format (HammerEventMatches *self);
/* The day the event is part of (whose boards it shares), or 0. */
gint64              hammer_event_matches_get_day_id (HammerEventMatches *self);
/* HammerBoard, by number. */
GListModel         *hammer_event_matches_get_boards (HammerEventMatches *self);
/* HammerEventMatch: what the boards call next, first first. */
GListModel         *hammer_event_matches_get_queue  (HammerEventMatches *self);
/* The match with id @match_id, or %NULL. */
HammerEventMatch   *hammer_event_matches_lookup     (HammerEventMatches *self,
                                                     gint64              match_id);
/* Reads again what @changes touched of the event (everything when
 * @changes is %NULL or not complete). The model calls it itself on the
 * store's "changes"; a view that must know the model is current before it
 * reads it may call it first: a second call for the same changes finds
 * nothing to do. */
void                hammer_event_matches_update     (HammerEventMatches *self,
                                                     HammerChangeSet    *changes);
/* Why the last update could not read the matches ("read-error"), or %NULL;
 * the matches stay as last read meanwhile. An event deleted is no error:
 * it has no matches. */
const char         *hammer_event_matches_get_read_error (HammerEventMatches *self);

/* The matches of event @event_id as a GListModel of HammerEventMatch (a
 * HammerEventMatches), or %NULL with @error set. */
GListModel         *hammer_events_list_matches      (HammerStore        *store,
                                                     gint64              event_id,
                                                     GError            **error);

G_END_DECLS
