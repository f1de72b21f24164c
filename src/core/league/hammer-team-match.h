/* hammer-team-match.h — one fixture of a team league, as screens show it
 *
 * Read-only properties that notify when a change to the store changes
 * them; HammerLeagueFixtures keeps them up to date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_TEAM_MATCH (hammer_team_match_get_type ())

G_DECLARE_FINAL_TYPE (HammerTeamMatch, hammer_team_match, HAMMER, TEAM_MATCH, GObject)

gint64       hammer_team_match_get_id            (HammerTeamMatch *self);
/* The division, by its place among the league's divisions. */
guint        hammer_team_match_get_division      (HammerTeamMatch *self);
/* The match day, from 1. */
guint        hammer_team_match_get_day           (HammerTeamMatch *self);
/* YYYY-MM-DD; %NULL while postponed without a new date. */
const char  *hammer_team_match_get_date          (HammerTeamMatch *self);
gboolean     hammer_team_match_get_postponed     (HammerTeamMatch *self);
/* The teams' ids; the away team is 0 for a bye. */
gint64       hammer_team_match_get_home_team     (HammerTeamMatch *self);
gint64       hammer_team_match_get_away_team     (HammerTeamMatch *self);
/* The teams' names; the away team's is %NULL for a bye. */
const char  *hammer_team_match_get_home_name     (HammerTeamMatch *self);
const char  *hammer_team_match_get_away_name     (HammerTeamMatch *self);
/* "scheduled", "rescheduled", "postponed", "in_progress", "played" or "bye",
 * as the fixtures' JSON says. */
const char  *hammer_team_match_get_state         (HammerTeamMatch *self);
guint        hammer_team_match_get_games_entered (HammerTeamMatch *self);
/* Game points, home and away. */
int          hammer_team_match_get_home_points   (HammerTeamMatch *self);
int          hammer_team_match_get_away_points   (HammerTeamMatch *self);
/* 0 for home, 1 for away, -1 for a draw or while not played. */
int          hammer_team_match_get_winner        (HammerTeamMatch *self);

G_END_DECLS
