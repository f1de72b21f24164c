/* hammer-event-item.h — an event as the sidebar lists it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-event-listing.h"
#include "league/hammer-competition-listing.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_EVENT_ITEM (hammer_event_item_get_type ())

G_DECLARE_FINAL_TYPE (HammerEventItem, hammer_event_item, HAMMER, EVENT_ITEM, GObject)

typedef enum
{
  HAMMER_EVENT_ITEM_EVENT,
  HAMMER_EVENT_ITEM_CLUB_SEASON,
  HAMMER_EVENT_ITEM_LEAGUE,
  HAMMER_EVENT_ITEM_RANKING,
  HAMMER_EVENT_ITEM_DAY,
} HammerEventItemKind;

/* @event is one element of hammer_events_list(). */
HammerEventItem *hammer_event_item_new          (HammerEventListing *event);
/* A season of club nights (an element of hammer_seasons_list()) or a
 * team league (of hammer_leagues_list()), as the sidebar lists them with
 * the events. */
HammerEventItem *hammer_event_item_new_season   (HammerCompetitionListing *season);
/* A ranking across events (of hammer_rankings_list()), listed with the
 * seasons. */
HammerEventItem *hammer_event_item_new_ranking  (gint64           id,
                                                 const char      *name,
                                                 guint            n_events);
/* A tournament day (of hammer_days_list()), listed with the seasons. */
HammerEventItem *hammer_event_item_new_day      (gint64           id,
                                                 const char      *name,
                                                 const char      *date,
                                                 guint            n_events);
HammerEventItemKind hammer_event_item_get_kind  (HammerEventItem *self);
gint64           hammer_event_item_get_id       (HammerEventItem *self);
const char      *hammer_event_item_get_name     (HammerEventItem *self);
/* "5 Dec 2026 · Table shuffleboard · Double elimination" */
const char      *hammer_event_item_get_subtitle (HammerEventItem *self);
const char      *hammer_event_item_get_icon_name (HammerEventItem *self);
/* Finished, or dated before @today (YYYY-MM-DD). */
gboolean         hammer_event_item_is_past      (HammerEventItem *self,
                                                 const char      *today);
/* YYYY-MM-DD or NULL. */
const char      *hammer_event_item_get_date     (HammerEventItem *self);
/* Takes the fields of the season or league @season (the same id and
 * kind); returns whether any changed. */
gboolean         hammer_event_item_update       (HammerEventItem          *self,
                                                 HammerCompetitionListing *season);
/* The same for an event. */
gboolean         hammer_event_item_update_event (HammerEventItem    *self,
                                                 HammerEventListing *event);

/* A date (YYYY-MM-DD) as people write it in the user's language: "5 Dec
 * 2026"; a text that is not a date comes back as it is. */
char            *hammer_format_date_for_display (const char     *date);

G_END_DECLS
