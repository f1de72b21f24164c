/* hammer-event-listing.h — an event as the lists of events show it
 *
 * What the window's sidebar and `hammer-cli event list` say of an event,
 * without its entrants, matches and standings: made once for the rows it
 * is read from and immutable (a list read again gives new listings where
 * an event changed, the same ones where it did not).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "events/hammer-event.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_EVENT_LISTING (hammer_event_listing_get_type ())

G_DECLARE_FINAL_TYPE (HammerEventListing, hammer_event_listing, HAMMER, EVENT_LISTING, GObject)

gint64            hammer_event_listing_get_id         (HammerEventListing *self);
const char       *hammer_event_listing_get_name       (HammerEventListing *self);
const char       *hammer_event_listing_get_rules_id   (HammerEventListing *self);
HammerFormat      hammer_event_listing_get_format     (HammerEventListing *self);
/* YYYY-MM-DD, or %NULL. */
const char       *hammer_event_listing_get_date       (HammerEventListing *self);
const char       *hammer_event_listing_get_venue      (HammerEventListing *self);
guint             hammer_event_listing_get_n_entrants (HammerEventListing *self);
/* The boards it plays on: its own, or for an event of a day the day's. */
guint             hammer_event_listing_get_n_boards   (HammerEventListing *self);
/* The day it is played on, 0 for none. */
gint64            hammer_event_listing_get_day_id     (HammerEventListing *self);
HammerEventState  hammer_event_listing_get_state      (HammerEventListing *self);

/* The events of @self (HammerEventListing), latest date first, those
 * without a date last; %NULL with @error set when they cannot be read. */
GPtrArray        *hammer_events_list                  (HammerStore         *self,
                                                       GError             **error);
/* The same list read on another thread, through a reader of @self's file;
 * what it learnt is kept for the next call on @self. */
void              hammer_events_list_async            (HammerStore         *self,
                                                       GCancellable        *cancellable,
                                                       GAsyncReadyCallback  callback,
                                                       gpointer             user_data);
GPtrArray        *hammer_events_list_finish           (HammerStore         *self,
                                                       GAsyncResult        *result,
                                                       GError             **error);

G_END_DECLS
