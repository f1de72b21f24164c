/* hammer-competition-listing.h — a season of club nights or a team league
 * in the list of them
 *
 * What hammer_seasons_list_json() and hammer_leagues_list_json() say of
 * one, that a list of seasons shows: kind, id, name, start, and for a
 * league its rule set and number of teams. A listing is read once and
 * does not change; the list is read again when the seasons do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_COMPETITION_LISTING_CLUB_NIGHTS,
  HAMMER_COMPETITION_LISTING_TEAM_LEAGUE,
} HammerCompetitionListingKind;

#define HAMMER_TYPE_COMPETITION_LISTING (hammer_competition_listing_get_type ())

G_DECLARE_FINAL_TYPE (HammerCompetitionListing, hammer_competition_listing, HAMMER,
                      COMPETITION_LISTING, GObject)

HammerCompetitionListingKind hammer_competition_listing_get_kind (HammerCompetitionListing *self);
/* The season's or the league's id. */
gint64      hammer_competition_listing_get_id       (HammerCompetitionListing *self);
const char *hammer_competition_listing_get_name     (HammerCompetitionListing *self);
/* The first date, YYYY-MM-DD, or %NULL. */
const char *hammer_competition_listing_get_start    (HammerCompetitionListing *self);
/* A league's rule set id; %NULL for a season of club nights. */
const char *hammer_competition_listing_get_rules_id (HammerCompetitionListing *self);
/* A league's number of teams; 0 for a season of club nights. */
guint       hammer_competition_listing_get_teams    (HammerCompetitionListing *self);

/* The seasons of club nights, in the order of hammer_seasons_list_json(),
 * as a new GListModel of HammerCompetitionListing, or %NULL with @error
 * set. */
GListModel *hammer_seasons_list (HammerStore  *store,
                                 GError      **error);
/* The team leagues likewise, in the order of hammer_leagues_list_json(). */
GListModel *hammer_leagues_list (HammerStore  *store,
                                 GError      **error);

G_END_DECLS
