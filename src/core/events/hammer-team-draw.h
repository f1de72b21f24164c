/* hammer-team-draw.h — a blind draw of players into teams, by lot, by
 * pools of strength (A/B, A/B/C) or keeping pros apart
 *
 * Pure: players are numbered 0 … n-1 in the order of their strength.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  HAMMER_TEAM_DRAW_LOT,   /* every team by lot */
  HAMMER_TEAM_DRAW_POOLS, /* one player of each pool: the top part, the next, … */
  HAMMER_TEAM_DRAW_PROS,  /* pros spread over the teams, at most one a team while they last */
} HammerTeamDrawKind;

/* "ab" and "abc" (pools as many as the team has players; ab for doubles,
 * abc for teams of three), "pros", or "lot" */
gboolean hammer_team_draw_kind_from_string (const char          *text,
                                            HammerTeamDrawKind  *kind,
                                            guint               *n_pools);

/* Deals @n_players (a multiple of @team_size) into teams and returns their
 * numbers team after team, @team_size each. For pools the players are
 * numbered strongest first and @team_size pools of n / @team_size are cut
 * from that order; @pro (NULL for none) marks the pros. */
guint   *hammer_team_draw                  (guint               n_players,
                                            guint               team_size,
                                            HammerTeamDrawKind  kind,
                                            const gboolean     *pro,
                                            GRand              *rand);

G_END_DECLS
