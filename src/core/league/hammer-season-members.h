/* hammer-season-members.h — the members and nights of a club-night
 * season, kept up to date
 *
 * A GListModel of HammerSeasonMember in the season's order, as
 * hammer_seasons_members_json() lists them, which follows the store's
 * "changes": a member whose numbers changed notifies what changed of it,
 * added and removed members give items-changed for just their places. Its
 * nights (HammerSeasonNight, newest first, as
 * hammer_seasons_nights_json()), its standings and its averages (the same
 * HammerSeasonMember objects in the order of hammer_seasons_standings_json()
 * and hammer_seasons_averages_json()) follow alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "league/hammer-season-member-night.h"
#include "league/hammer-season-member.h"
#include "league/hammer-season-night.h"
#include "league/hammer-seasons.h"
#include "store/hammer-change-set.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_SEASON_MEMBERS (hammer_season_members_get_type ())

G_DECLARE_FINAL_TYPE (HammerSeasonMembers, hammer_season_members, HAMMER, SEASON_MEMBERS, GObject)

/* The members of season @season_id, or %NULL with @error set when it cannot
 * be read. */
HammerSeasonMembers *hammer_season_members_new             (HammerStore          *store,
                                                            gint64                season_id,
                                                            GError              **error);
HammerStore         *hammer_season_members_get_store       (HammerSeasonMembers  *self);
gint64               hammer_season_members_get_season_id   (HammerSeasonMembers  *self);
/* The season's name (the "name" property), "" once it is gone. */
const char          *hammer_season_members_get_name        (HammerSeasonMembers  *self);
/* The "games-per-night" property. */
guint                hammer_season_members_get_games_per_night (HammerSeasonMembers *self);
/* The "last-games" property: the N of the last-N average. */
guint                hammer_season_members_get_last_games  (HammerSeasonMembers  *self);
/* The "ranking" property: the order of the standings, by total at first. */
HammerSeasonRanking  hammer_season_members_get_ranking     (HammerSeasonMembers  *self);
void                 hammer_season_members_set_ranking     (HammerSeasonMembers  *self,
                                                            HammerSeasonRanking   ranking);
/* The "classes" property: the names of the season's classes, best first. */
const char * const  *hammer_season_members_get_classes     (HammerSeasonMembers  *self);
/* The lowest average of class @klass, or -1 for the last class, which has
 * no limit. */
double               hammer_season_members_get_class_limit (HammerSeasonMembers  *self,
                                                            guint                 klass);
/* The points competition: the properties "per-game", "bonus" and
 * "bonus-games", as hammer_seasons_set_points() sets them. */
void                 hammer_season_members_get_points      (HammerSeasonMembers  *self,
                                                            int                  *per_game,
                                                            int                  *bonus,
                                                            guint                *bonus_games);
/* The "promotion-dates" property: YYYY-MM-DD, in order. */
const char * const  *hammer_season_members_get_promotion_dates (HammerSeasonMembers *self);
/* HammerSeasonNight, newest first. */
GListModel          *hammer_season_members_get_nights      (HammerSeasonMembers  *self);
/* HammerSeasonMember: the members in the standings, first first. */
GListModel          *hammer_season_members_get_standings   (HammerSeasonMembers  *self);
/* HammerSeasonMember: by class, then average. */
GListModel          *hammer_season_members_get_averages    (HammerSeasonMembers  *self);
/* The member with id @member_id, or %NULL. */
HammerSeasonMember  *hammer_season_members_lookup          (HammerSeasonMembers  *self,
                                                            gint64                member_id);
/* The same, or %NULL with %HAMMER_ERROR_NOT_FOUND set. */
HammerSeasonMember  *hammer_season_members_find            (HammerSeasonMembers  *self,
                                                            gint64                member_id,
                                                            GError              **error);
/* The night with id @night_id, or %NULL with %HAMMER_ERROR_NOT_FOUND set. */
HammerSeasonNight   *hammer_season_members_find_night      (HammerSeasonMembers  *self,
                                                            gint64                night_id,
                                                            GError              **error);
/* Reads again what @changes touched of the season (everything when
 * @changes is %NULL or not complete). The model calls it itself on the
 * store's "changes"; a view that must know the model is current before it
 * reads it may call it first. */
void                 hammer_season_members_update          (HammerSeasonMembers  *self,
                                                            HammerChangeSet      *changes);
/* Why the last update could not read the season ("read-error"), or %NULL;
 * the members stay as last read meanwhile. A season deleted is no error:
 * it has no members and no name. */
const char          *hammer_season_members_get_read_error  (HammerSeasonMembers  *self);

/* The members of season @season_id as a GListModel of HammerSeasonMember
 * (a HammerSeasonMembers), or %NULL with @error set. */
GListModel          *hammer_seasons_list_members           (HammerStore          *store,
                                                            gint64                season_id,
                                                            GError              **error);

G_END_DECLS
