/* hammer-glicko.h — ratings by Glickman's Glicko-2 system
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Glickman's defaults for a player who has no rating yet, and the system
 * constant τ Hammer rates with (his example's). */
#define HAMMER_GLICKO_DEFAULT_RATING     1500.0
#define HAMMER_GLICKO_DEFAULT_DEVIATION  350.0
#define HAMMER_GLICKO_DEFAULT_VOLATILITY 0.06
#define HAMMER_GLICKO_TAU                0.5

/* A player's rating on the Glicko scale (1500 ± deviation). */
typedef struct
{
  double rating;
  double deviation;
  double volatility;
} HammerGlickoRating;

/* One game of a rating period between two players, by their index in the
 * ratings; @winner is 0 or 1, or -1 for a draw. */
typedef struct
{
  guint players[2];
  int   winner;
} HammerGlickoGame;

void hammer_glicko_rating_init (HammerGlickoRating     *rating);

/* Rates one period: every one of the @n_players ratings is updated in
 * place, from the ratings before the period; a player without a game in it
 * keeps rating and volatility, and the deviation grows. The games must
 * name players below @n_players, two different ones. */
void hammer_glicko_rate_period (HammerGlickoRating     *ratings,
                                guint                   n_players,
                                const HammerGlickoGame *games,
                                guint                   n_games,
                                double                  tau);

G_END_DECLS
