/* hammer-glicko.c — ratings by Glickman's Glicko-2 system
 *
 * The steps are those of Mark E. Glickman, "Example of the Glicko-2
 * system" (2013): ratings move to the Glicko-2 scale, each player's games
 * of the period give the estimated variance v and improvement Δ, the new
 * volatility is the root found by the Illinois algorithm, and the
 * deviation and rating follow from it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "hammer-glicko.h"

/* The factor between the Glicko and the Glicko-2 scales (step 2). */
#define SCALE 173.7178
/* The convergence tolerance of step 5. */
#define EPSILON 0.000001

void
hammer_glicko_rating_init (HammerGlickoRating *rating)
{
  g_return_if_fail (rating != NULL);

  rating->rating = HAMMER_GLICKO_DEFAULT_RATING;
  rating->deviation = HAMMER_GLICKO_DEFAULT_DEVIATION;
  rating->volatility = HAMMER_GLICKO_DEFAULT_VOLATILITY;
}

static double
glicko_g (double phi)
{
  return 1.0 / sqrt (1.0 + 3.0 * phi * phi / (G_PI * G_PI));
}

typedef struct
{
  double delta2;
  double phi2;
  double v;
  double a;
  double tau2;
} VolatilityFunction;

static double
volatility_f (const VolatilityFunction *f,
              double                    x)
{
  double ex = exp (x);
  double d = f->phi2 + f->v + ex;

  return ex * (f->delta2 - f->phi2 - f->v - ex) / (2.0 * d * d) - (x - f->a) / f->tau2;
}

/* Step 5: the new volatility σ′, by the Illinois algorithm. */
static double
new_volatility (double sigma,
                double phi,
                double v,
                double delta,
                double tau)
{
  VolatilityFunction f = { delta * delta, phi * phi, v, log (sigma * sigma), tau * tau };
  double A = f.a, B, fA, fB;

  if (f.delta2 > f.phi2 + v)
    B = log (f.delta2 - f.phi2 - v);
  else
    {
      guint k = 1;

      while (volatility_f (&f, f.a - k * tau) < 0)
        k++;
      B = f.a - k * tau;
    }

  fA = volatility_f (&f, A);
  fB = volatility_f (&f, B);
  while (fabs (B - A) > EPSILON)
    {
      double C = A + (A - B) * fA / (fB - fA);
      double fC = volatility_f (&f, C);

      if (fC * fB <= 0)
        {
          A = B;
          fA = fB;
        }
      else
        fA /= 2.0;
      B = C;
      fB = fC;
    }

  return exp (A / 2.0);
}

void
hammer_glicko_rate_period (HammerGlickoRating     *ratings,
                           guint                   n_players,
                           const HammerGlickoGame *games,
                           guint                   n_games,
                           double                  tau)
{
  /* Per player, Σ g²E(1−E) (whose inverse is v) and Σ g(s−E), gathered
   * from every game before any rating moves: a period's games count as
   * played at once. */
  g_autofree double *info = NULL;
  g_autofree double *gain = NULL;
  g_autofree guint8 *played = NULL;

  g_return_if_fail (ratings != NULL || n_players == 0);
  g_return_if_fail (games != NULL || n_games == 0);
  g_return_if_fail (tau > 0);

  info = g_new0 (double, MAX (n_players, 1));
  gain = g_new0 (double, MAX (n_players, 1));
  played = g_new0 (guint8, MAX (n_players, 1));

  for (guint i = 0; i < n_games; i++)
    {
      const HammerGlickoGame *game = &games[i];
      guint p0 = game->players[0], p1 = game->players[1];
      double mu0, mu1, g0, g1, e0, e1, s0;

      g_return_if_fail (p0 < n_players && p1 < n_players && p0 != p1);

      mu0 = (ratings[p0].rating - HAMMER_GLICKO_DEFAULT_RATING) / SCALE;
      mu1 = (ratings[p1].rating - HAMMER_GLICKO_DEFAULT_RATING) / SCALE;
      /* Each side sees the other's deviation. */
      g1 = glicko_g (ratings[p1].deviation / SCALE);
      g0 = glicko_g (ratings[p0].deviation / SCALE);
      e0 = 1.0 / (1.0 + exp (-g1 * (mu0 - mu1)));
      e1 = 1.0 / (1.0 + exp (-g0 * (mu1 - mu0)));
      s0 = game->winner == 0 ? 1.0 : game->winner == 1 ? 0.0 : 0.5;

      info[p0] += g1 * g1 * e0 * (1.0 - e0);
      gain[p0] += g1 * (s0 - e0);
      info[p1] += g0 * g0 * e1 * (1.0 - e1);
      gain[p1] += g0 * ((1.0 - s0) - e1);
      played[p0] = played[p1] = 1;
    }

  for (guint p = 0; p < n_players; p++)
    {
      HammerGlickoRating *r = &ratings[p];
      double phi = r->deviation / SCALE;
      double mu, v, sigma, phi_star, phi_new;

      /* A game whose outcome was certain (ratings thousands apart) tells
       * nothing, and would make v infinite. */
      if (!played[p] || !(info[p] > 0))
        {
          /* Step 6 alone: the deviation grows by the volatility. */
          r->deviation = sqrt (phi * phi + r->volatility * r->volatility) * SCALE;
          continue;
        }

      mu = (r->rating - HAMMER_GLICKO_DEFAULT_RATING) / SCALE;
      v = 1.0 / info[p];
      sigma = new_volatility (r->volatility, phi, v, v * gain[p], tau);
      phi_star = sqrt (phi * phi + sigma * sigma);
      phi_new = 1.0 / sqrt (1.0 / (phi_star * phi_star) + 1.0 / v);

      r->rating = (mu + phi_new * phi_new * gain[p]) * SCALE + HAMMER_GLICKO_DEFAULT_RATING;
      r->deviation = phi_new * SCALE;
      r->volatility = sigma;
    }
}
