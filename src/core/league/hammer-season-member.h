/* hammer-season-member.h — one member of a club-night season, as screens
 * show it
 *
 * Read-only properties that notify when a change to the store changes
 * them; HammerSeasonMembers keeps them up to date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_SEASON_MEMBER (hammer_season_member_get_type ())

G_DECLARE_FINAL_TYPE (HammerSeasonMember, hammer_season_member, HAMMER, SEASON_MEMBER, GObject)

/* The member's id in the season ("member" of the season's JSON). */
gint64      hammer_season_member_get_id              (HammerSeasonMember *self);
gint64      hammer_season_member_get_player          (HammerSeasonMember *self);
const char *hammer_season_member_get_name            (HammerSeasonMember *self);
/* The class after the last night, or %NULL before the member has one. */
const char *hammer_season_member_get_class_name      (HammerSeasonMember *self);
guint       hammer_season_member_get_games           (HammerSeasonMember *self);
int         hammer_season_member_get_total           (HammerSeasonMember *self);
/* The season average, and the one over the season's last games; -1 while
 * the member has played no game. */
double      hammer_season_member_get_average         (HammerSeasonMember *self);
double      hammer_season_member_get_last_average    (HammerSeasonMember *self);
/* The member's line of the standings by the members' ranking
 * (hammer_season_members_set_ranking()): its place, 0 when the member is
 * not in them; the place as paper shows it ("3", "1="), or %NULL; the
 * total, or the points by points; the games, or the series by best
 * series; and the line's average. */
guint       hammer_season_member_get_place           (HammerSeasonMember *self);
const char *hammer_season_member_get_place_label     (HammerSeasonMember *self);
int         hammer_season_member_get_figure          (HammerSeasonMember *self);
guint       hammer_season_member_get_count           (HammerSeasonMember *self);
double      hammer_season_member_get_ranking_average (HammerSeasonMember *self);
/* The average the member started the season with, or -1 for none. */
double      hammer_season_member_get_start_average   (HammerSeasonMember *self);
/* HammerSeasonMemberNight: the nights the member played, in date order. */
GListModel *hammer_season_member_get_nights          (HammerSeasonMember *self);

G_END_DECLS
