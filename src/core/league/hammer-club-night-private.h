/* hammer-club-night-private.h — what the parts of the club-night engine share
 *
 * The season with its members and nights, which hammer-club-night.c keeps
 * and checks, and hammer-club-night-rankings.c ranks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_LEAGUE_COMPILATION)
# error "Only the league's own files may include hammer-club-night-private.h"
#endif

#include "league/hammer-club-night.h"

G_BEGIN_DECLS

#define MAX_GAMES HAMMER_CLUB_NIGHT_MAX_GAMES

typedef struct
{
  char   *name;
  double  start_average; /* negative: none */
} HammerClubSeasonMember;

typedef struct
{
  GDate      date;
  GPtrArray *entries; /* int[games_per_night] per member, NULL when absent */
} HammerClubSeasonNight;

struct _HammerClubSeason
{
  GDate      start;
  guint      games_per_night;
  GPtrArray *members;    /* HammerClubSeasonMember */
  GArray    *nights;     /* HammerClubSeasonNight, by date */
  GStrv      class_names;
  GArray    *class_limits; /* double */
  GArray    *promotions; /* GDate, sorted */
  int        per_game;
  int        bonus;
  guint      bonus_games; /* 0: every game of the night */
};

/* The games of @member on @night, or %NULL when they were not there. */
const int *_hammer_club_night_get_entry (const HammerClubSeason *season,
                                         guint                   night,
                                         guint                   member);

G_END_DECLS
