/* hammer-fixtures.h — season fixtures of a team league
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a season's fixtures are made from. Teams are numbered from 0 in the
 * order of @team_names. */
typedef struct
{
  guint               n_teams;       /* at least 2 */
  const char *const  *team_names;    /* n_teams names for messages, or NULL */
  GDate               first_date;    /* the first possible match day */
  GDateWeekday        weekday;       /* G_DATE_BAD_WEEKDAY: the first date's */
  guint               interval_days; /* days between match days; 0 means 7 */
  const GDate        *blocked;       /* dates no match may be played on */
  guint               n_blocked;
  guint               rest_days;     /* free days a team has at least between matches */
  gboolean            double_round;  /* a second half with home and away swapped */
} HammerFixtureSpec;

typedef struct
{
  guint    home;
  guint    away;
  GDate    date;      /* the match day's date unless postponed */
  gboolean postponed;
} HammerFixture;

typedef struct
{
  guint          number; /* from 1 */
  GDate          date;
  HammerFixture *matches;
  guint          n_matches;
  int            bye;    /* the team without a match, or -1 */
} HammerMatchDay;

typedef struct _HammerFixtures HammerFixtures;

HammerFixtures       *hammer_fixtures_generate      (const HammerFixtureSpec *spec,
                                                     GError                 **error);
/* The match days of a round robin of @n_teams (2 or more): one round, or
 * two with @double_round; with an odd number, every team has a bye once a
 * round. */
guint                 hammer_fixtures_count_days    (guint                    n_teams,
                                                     gboolean                 double_round);
/* Fixtures as they stand, for checking a move with
 * hammer_fixtures_postpone(): @days as hammer_fixtures_generate() made them
 * (the team numbers below @n_teams), perhaps with matches moved since. A
 * match whose date is not valid (postponed without a new date) clashes with
 * nothing. Everything is copied. */
HammerFixtures       *hammer_fixtures_new           (guint                    n_teams,
                                                     const char *const       *team_names,
                                                     const GDate             *blocked,
                                                     guint                    n_blocked,
                                                     guint                    rest_days,
                                                     const HammerMatchDay    *days,
                                                     guint                    n_days);
HammerFixtures       *hammer_fixtures_copy          (const HammerFixtures    *fixtures);
void                  hammer_fixtures_free          (HammerFixtures          *fixtures);

guint                 hammer_fixtures_get_n_teams   (const HammerFixtures    *fixtures);
guint                 hammer_fixtures_get_n_days    (const HammerFixtures    *fixtures);
const HammerMatchDay *hammer_fixtures_get_day       (const HammerFixtures    *fixtures,
                                                     guint                    day);
/* The name given for @team, or "Team N" counted from 1. */
const char           *hammer_fixtures_get_team_name (const HammerFixtures    *fixtures,
                                                     guint                    team);
gboolean              hammer_fixtures_is_blocked    (const HammerFixtures    *fixtures,
                                                     const GDate             *date);

/* A copy of @fixtures with match @match of match day @day (both from 0)
 * moved to @date. It stays listed under its match day. Refused, naming the
 * clash, when either team already plays on @date or within the rest days,
 * or when @date is blocked; @fixtures is never changed. */
HammerFixtures       *hammer_fixtures_postpone      (const HammerFixtures    *fixtures,
                                                     guint                    day,
                                                     guint                    match,
                                                     const GDate             *date,
                                                     GError                 **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerFixtures, hammer_fixtures_free)

G_END_DECLS
