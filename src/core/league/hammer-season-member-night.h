/* hammer-season-member-night.h — a night one member of a season played,
 * as the member's page shows it
 *
 * Read-only properties that notify when a change to the store changes
 * them; HammerSeasonMembers keeps them up to date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_SEASON_MEMBER_NIGHT (hammer_season_member_night_get_type ())

G_DECLARE_FINAL_TYPE (HammerSeasonMemberNight, hammer_season_member_night, HAMMER,
                      SEASON_MEMBER_NIGHT, GObject)

/* The night's id. */
gint64      hammer_season_member_night_get_id             (HammerSeasonMemberNight *self);
/* YYYY-MM-DD. */
const char *hammer_season_member_night_get_date           (HammerSeasonMemberNight *self);
/* The member's game totals that night, @n_games of them. */
const int  *hammer_season_member_night_get_games          (HammerSeasonMemberNight *self,
                                                           guint                   *n_games);
/* The disks counted in each compartment, four a game, when the night was
 * entered by counts; else %NULL. */
const int  *hammer_season_member_night_get_counts         (HammerSeasonMemberNight *self);
int         hammer_season_member_night_get_total          (HammerSeasonMemberNight *self);
/* The member's season average after that night. */
double      hammer_season_member_night_get_season_average (HammerSeasonMemberNight *self);

G_END_DECLS
