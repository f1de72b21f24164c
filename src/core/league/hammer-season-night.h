/* hammer-season-night.h — one club night of a season, as screens show it
 *
 * Read-only properties that notify when a change to the store changes
 * them; HammerSeasonMembers keeps them up to date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_SEASON_NIGHT (hammer_season_night_get_type ())

G_DECLARE_FINAL_TYPE (HammerSeasonNight, hammer_season_night, HAMMER, SEASON_NIGHT, GObject)

gint64      hammer_season_night_get_id            (HammerSeasonNight *self);
/* YYYY-MM-DD. */
const char *hammer_season_night_get_date          (HammerSeasonNight *self);
/* The members who played that night. */
guint       hammer_season_night_get_present       (HammerSeasonNight *self);
/* The names of the night's winners, more than one when they share the
 * first place, with ", " between; "" before games are entered. */
const char *hammer_season_night_get_winners       (HammerSeasonNight *self);
/* Their total, 0 before games are entered. */
int         hammer_season_night_get_winning_total (HammerSeasonNight *self);

G_END_DECLS
