/* hammer-ranking-table.h — a ranking's points table and field-size
 * factors, read and written, and a ranking's lines from typed results
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  HAMMER_RANKED_BY_PLACES,     /* the points table by place */
  HAMMER_RANKED_BY_TOTALS,     /* the sum of the best series totals */
  HAMMER_RANKED_BY_AVERAGES,   /* the mean of the best series averages */
} HammerRankedBy;

const char *hammer_ranked_by_to_string   (HammerRankedBy  by);
gboolean    hammer_ranked_by_from_string (const char     *text,
                                          HammerRankedBy *by);

typedef struct
{
  guint  place;
  double points;
} HammerPlacePoints;

/* Fields from @min to @max entrants (@max 0: no end) earn @factor of the
 * table's points. */
typedef struct
{
  guint  min;
  guint  max;
  double factor;
} HammerFieldFactor;

/* "1=25,2=18,3=15": place=points pairs, places whole numbers from 1, points
 * not negative (a decimal point), each place once. Returns
 * HammerPlacePoints by place, or NULL with HAMMER_ERROR_INVALID naming the
 * pair that is wrong. */
GArray *hammer_ranking_parse_points   (const char  *text,
                                       GError     **error);
/* Refuses @table (parsed by hammer_ranking_parse_points()) where a worse
 * place earns more than a better one; tables stored before this check
 * still load, so it runs where a table is set, not where it is read. */
gboolean hammer_ranking_check_points_order (GArray  *table,
                                            GError **error);
char   *hammer_ranking_points_text    (GArray      *table);
/* "8-11=0.5,4-7=0.25,12+=1": field sizes (a range, one size, or a size
 * and up) = factor, not overlapping. Empty text: no factors. */
GArray *hammer_ranking_parse_factors  (const char  *text,
                                       GError     **error);
char   *hammer_ranking_factors_text   (GArray      *factors);
/* A place's points in @table, 0 for a place without a value. */
double  hammer_ranking_place_points   (GArray      *table,
                                       guint        place);
/* The factor of a field of @field entrants: 1 outside every range. */
double  hammer_ranking_field_factor   (GArray      *factors,
                                       guint        field);

/* One result of a player in an event of the ranking. */
typedef struct
{
  gint64  event_id;
  guint   order;     /* the event's place in time, from 0 */
  char   *day;       /* YYYY-MM-DD */
  guint   place;
  double  points;    /* what it earns: places' points, or a series' figure */
  gboolean consolation;   /* counted by the consolation table */
  guint    bracket_place; /* then its place in the consolation; 0: none yet */
} HammerRankingResult;

typedef struct
{
  guint     place;
  gboolean  shared;
  gint64    player_id;
  char     *name;
  double    points;
  GArray   *counted;         /* HammerRankingResult: the best that count, in time order */
  GArray   *results;         /* HammerRankingResult: every one, in time order */
  guint     previous_place;  /* before the latest event; 0: not ranked then */
  double    window_points;   /* within the threshold's years */
  gboolean  marked;          /* at or over the threshold */
  gboolean  qualified;       /* within the cut */
  GArray   *history;         /* double: the points after each event that counts */
} HammerRankingLine;

void hammer_ranking_line_free (HammerRankingLine *line);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerRankingLine, hammer_ranking_line_free)

typedef struct
{
  gint64      player_id;
  const char *name;
  GArray     *results;   /* HammerRankingResult */
} HammerRankingPlayer;

/* Ranks @players by their best @best results (0: all), each line taking
 * the player's results, in order: more points first; with places, then
 * more better places among those that count; then the place is shared
 * (listed by name). Averages rank by the mean of the best, the rest by the
 * sum. Returns HammerRankingLine*; the threshold, the cut and the previous
 * place are the caller's. */

GPtrArray *hammer_ranking_rank (HammerRankingPlayer *players,
                                guint                n_players,
                                HammerRankedBy       by,
                                guint                best);

G_END_DECLS
