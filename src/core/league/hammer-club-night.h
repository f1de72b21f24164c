/* hammer-club-night.h — sjoelbak club nights, averages, classes and points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "rules/hammer-rules.h"

G_BEGIN_DECLS

/* Games in one federation series (docs/ARCHITECTURE.md, "Rules decisions"). */
#define HAMMER_SERIES_GAMES 10
/* Series that count in the best-series ranking. */
#define HAMMER_BEST_SERIES  4
/* Games a club night has at most. */
#define HAMMER_CLUB_NIGHT_MAX_GAMES 50

typedef struct _HammerClubSeason HammerClubSeason;

/* One line of a ranking. */
typedef struct
{
  guint  place;   /* from 1; equal lines share it */
  guint  member;
  int    total;   /* what the ranking is by: points, total or best-series sum */
  guint  games;   /* games played (best series: series counted) */
  double average; /* per game; 0 without games */
} HammerClubRank;

/* The season running on @date: 1 September on or before it. */
void               hammer_club_season_start_for     (const GDate      *date,
                                                     GDate            *start);

/* A season of club nights of @games_per_night games (1–50) in the season
 * that holds @date. Defaults: classes A–E, 2 points a game and 5 for the
 * night, no promotion dates. */
HammerClubSeason  *hammer_club_season_new           (const GDate      *date,
                                                     guint             games_per_night);
void               hammer_club_season_free          (HammerClubSeason *season);
void               hammer_club_season_get_start     (const HammerClubSeason *season,
                                                     GDate            *start);
guint              hammer_club_season_get_games_per_night (const HammerClubSeason *season);

/* Members, numbered from 0. @start_average (or a negative number for none)
 * stands in for the member's average until they have played this season. */
guint              hammer_club_season_add_member    (HammerClubSeason *season,
                                                     const char       *name,
                                                     double            start_average);
guint              hammer_club_season_get_n_members (const HammerClubSeason *season);
const char        *hammer_club_season_get_member_name (const HammerClubSeason *season,
                                                     guint             member);

/* Classes from best to worst: @names (NULL-terminated, at least one) and
 * @n_names − 1 lower limits, descending: a member whose average is at or
 * above limits[i] (and below limits[i − 1]) is in class i; below the last
 * limit, in the last class. */
gboolean           hammer_club_season_set_classes   (HammerClubSeason *season,
                                                     const char *const *names,
                                                     const double     *limits,
                                                     GError          **error);
const char        *hammer_club_season_get_class_name (const HammerClubSeason *season,
                                                     int               klass);
/* The class an average falls in. */
int                hammer_club_season_class_for     (const HammerClubSeason *season,
                                                     double            average);
/* Classes change only on these dates. */
void               hammer_club_season_add_promotion_date (HammerClubSeason *season,
                                                     const GDate      *date);
/* The member's class on @date: set by their average over the nights before
 * the last promotion date on or before @date; before that, by the start
 * average. -1: no class yet. */
int                hammer_club_season_get_class     (const HammerClubSeason *season,
                                                     guint             member,
                                                     const GDate      *date);

/* The points competition: @per_game for each game at or above the average,
 * @bonus when the night's total beats games × average. */
void               hammer_club_season_set_points    (HammerClubSeason *season,
                                                     int               per_game,
                                                     int               bonus);

/* The bonus counts the first @games games of a night only (their total
 * against @games × the average); 0, or more than a night has: every game. */
void               hammer_club_season_set_bonus_games (HammerClubSeason *season,
                                                     guint             games);
/* The points settings; @bonus_games is the games the bonus counts (never
 * 0). Any pointer may be NULL. */
void               hammer_club_season_get_points    (const HammerClubSeason *season,
                                                     int              *per_game,
                                                     int              *bonus,
                                                     guint            *bonus_games);
guint              hammer_club_season_get_n_classes (const HammerClubSeason *season);
/* The lower limit of class @klass; 0 for the last class. */
double             hammer_club_season_get_class_limit (const HammerClubSeason *season,
                                                     int               klass);
guint              hammer_club_season_get_n_promotion_dates (const HammerClubSeason *season);
void               hammer_club_season_get_promotion_date (const HammerClubSeason *season,
                                                     guint             index,
                                                     GDate            *date);
void               hammer_club_season_get_night_date (const HammerClubSeason *season,
                                                     guint             night,
                                                     GDate            *date);

/* Nights, numbered from 0 in date order (adding one renumbers later ones). */
gboolean           hammer_club_season_add_night     (HammerClubSeason *season,
                                                     const GDate      *date,
                                                     GError          **error);
guint              hammer_club_season_get_n_nights  (const HammerClubSeason *season);
/* The night on @date, or -1. */
int                hammer_club_season_find_night    (const HammerClubSeason *season,
                                                     const GDate      *date);
/* Enters (or replaces) the game totals of @member on night @night: exactly
 * games-per-night totals, each one that 30 disks can score. */
gboolean           hammer_club_season_set_games     (HammerClubSeason *season,
                                                     guint             night,
                                                     guint             member,
                                                     const int        *totals,
                                                     guint             n_totals,
                                                     GError          **error);
/* One game of a club night as the rules module checks it: sjoelbak for one
 * player with the rules' disks (30), without the 148 bonus. */
const HammerMatch *hammer_club_night_game          (void);
/* The most a game of a club night scores: 148. */
int                hammer_club_night_get_max_total  (void);
/* Whether @total can be scored in one game of 30 disks. */
gboolean           hammer_sjoelbak_total_is_possible (int              total);
/* Whether @counts (disks in compartments 1–4) can be one game of 30 disks. */
gboolean           hammer_sjoelbak_counts_are_possible (const int    counts[4]);
/* Why @total cannot be scored in one game, translated, or %NULL when it can. */
char              *hammer_sjoelbak_total_problem    (int              total);

/* The night's ranking: by total, ties by best game, then the next best. */
GArray            *hammer_club_season_rank_night    (const HammerClubSeason *season,
                                                     guint             night);
/* The same ranking of a night not stored yet (as it is being typed):
 * @games holds @games_per_night games of each of @n_members members (0 for
 * a game without a total), @present says who played. The lines are of
 * those present, "member" their index. */
GArray            *hammer_club_night_rank_games     (const int        *games,
                                                     const gboolean   *present,
                                                     guint             n_members,
                                                     guint             games_per_night);
/* Season standings by total (ties as in a night) or by average (ties by
 * more games, then by total). */
GArray            *hammer_club_season_rank_by_total (const HammerClubSeason *season);
GArray            *hammer_club_season_rank_by_average (const HammerClubSeason *season);
/* The points competition standings (total = points). */
GArray            *hammer_club_season_rank_by_points (const HammerClubSeason *season);
/* Best-4-series: total = the sum of the best series, games = series counted. */
GArray            *hammer_club_season_rank_best_series (const HammerClubSeason *season);

/* The average over every game this season, or over the last @last games
 * (0: all); FALSE without games. */
gboolean           hammer_club_season_get_average   (const HammerClubSeason *season,
                                                     guint             member,
                                                     guint             last,
                                                     double           *average);
/* The average points are earned against on night @night, or FALSE when the
 * member has none then (a new member's first night). */
gboolean           hammer_club_season_get_average_before (const HammerClubSeason *season,
                                                     guint             member,
                                                     guint             night,
                                                     double           *average);
/* The points of @member on @night; 0 when absent. */
int                hammer_club_season_get_night_points (const HammerClubSeason *season,
                                                     guint             night,
                                                     guint             member);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerClubSeason, hammer_club_season_free)

G_END_DECLS
