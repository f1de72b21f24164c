/* hammer-standings.h — who is ahead, by an event's ordered tie-breakers
 *
 * Pure functions, no store: entrants are numbered 0 … n-1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "hammer-draw.h"
#include "hammer-places.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_TIE_MATCH_POINTS,       /* 2 a win, 1 a draw (configurable below) */
  HAMMER_TIE_WINS,
  HAMMER_TIE_GAMES_WON,
  HAMMER_TIE_GAME_DIFFERENCE,
  HAMMER_TIE_POINT_DIFFERENCE,
  HAMMER_TIE_HEAD_TO_HEAD,       /* among exactly the tied entrants */
  HAMMER_TIE_BUCHHOLZ,           /* sum of opponents' match points */
  HAMMER_TIE_MEDIAN_BUCHHOLZ,    /* Buchholz without the best and worst opponent */
  HAMMER_TIE_SONNEBORN_BERGER,   /* opponents' match points, weighted by the result against them */
  HAMMER_TIE_TOTAL_POINTS,       /* points scored in every game */
  HAMMER_TIE_BEST_GAME,          /* best single game, then second best, … (sjoelbak) */
  HAMMER_N_TIE_BREAKERS,
} HammerTieBreaker;

/* "match-points", "wins", "games-won", "game-difference", "point-difference",
 * "head-to-head", "buchholz", "median-buchholz", "sonneborn-berger",
 * "total-points", "best-game" */
const char *hammer_tie_breaker_to_string   (HammerTieBreaker  tie_breaker);
gboolean    hammer_tie_breaker_from_string (const char       *name,
                                            HammerTieBreaker *tie_breaker);
/* The sensible defaults per format; returns how many were written to @out
 * (at most HAMMER_N_TIE_BREAKERS). */
guint       hammer_tie_breakers_default    (HammerFormat      format,
                                            HammerTieBreaker *out);

/* One finished (or bye) match as standings see it. */
typedef struct
{
  guint       n_sides;          /* 2; 1 for a series */
  int         entrants[2];      /* HAMMER_ENTRANT_BYE for a bye */
  int         winner;           /* side index, -1 for a draw */
  int         games_won[2];
  int         points[2];        /* all points scored over the match */
  const int  *game_points[2];   /* per side, the points of each game (n_games), or NULL */
  guint       n_games;
  guint       n_counted;        /* of n_games, those whose points make points[] (a series
                                 * where only the best count); 0: all of them */
  gboolean    bye;              /* no match: neither played nor won; bye_points to the side */
  gboolean    walkover;         /* a bye (entrants[1]) because the other side withdrew:
                                 * a match played and won, with no games or points */
} HammerStandingsMatch;

typedef struct
{
  int    entrant;
  guint  place;                /* 1-based; equal for entrants the tie-breakers cannot separate */
  guint  played;
  guint  wins;
  guint  draws;
  guint  losses;
  double match_points;
  int    games_won;
  int    games_lost;
  int    points_for;
  int    points_against;
  double buchholz;
  double median_buchholz;
  double sonneborn_berger;
  int    best_game;
  guint  n_games;
  guint  n_counted;            /* the games whose points make points_for */
} HammerStandingsRow;

typedef struct
{
  double win_points;   /* default 2 */
  double draw_points;  /* default 1 */
  double loss_points;  /* default 0 */
  double bye_points;   /* default = win_points; a walkover is worth win_points */
} HammerStandingsOptions;

/* Fills @options with the defaults above. */
void        hammer_standings_options_init  (HammerStandingsOptions        *options);
/* Reads an event's match points, "W,D,L" (as "3,1,0" or "1,0.5,0"), into
 * @points: win, draw, loss. %FALSE with HAMMER_ERROR_INVALID when one is not
 * a number or they are not ordered win ≥ draw ≥ loss. */
gboolean    hammer_match_points_parse      (const char                    *text,
                                            double                         points[3],
                                            GError                       **error);

/* Orders @n_entrants by @tie_breakers over @matches; returns an array of
 * HammerStandingsRow in standing order. @options may be NULL. */
GArray     *hammer_standings_compute       (guint                          n_entrants,
                                            const HammerStandingsMatch    *matches,
                                            guint                          n_matches,
                                            const HammerTieBreaker        *tie_breakers,
                                            guint                          n_tie_breakers,
                                            const HammerStandingsOptions  *options);


G_END_DECLS
