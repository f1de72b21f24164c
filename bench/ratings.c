/* bench/ratings.c — how fast Glicko-2 rates a federation's history
 *
 * 10,000 players over 500 events, one rating period each: every event
 * 1,000 players drawn at random, each playing 4 games against others of the
 * field, won as hidden strengths make likely (seeded, so every run plays the
 * same games). Prints the best and the median of 5 runs, how well the
 * ratings order the strengths, and the top of the list. No timing is
 * asserted: machines differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "events/hammer-glicko.h"

#define N_PLAYERS   10000
#define N_EVENTS    500
#define FIELD       1000
#define GAMES_EACH  4
#define RUNS        5

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static const double *sort_ratings;

static int
compare_by_rating (gconstpointer a,
                   gconstpointer b)
{
  double x = sort_ratings[*(const guint *) a], y = sort_ratings[*(const guint *) b];

  return (x < y) - (x > y);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (30);
  g_autofree double *strength = g_new (double, N_PLAYERS);
  g_autofree double *rating = g_new (double, N_PLAYERS);
  g_autofree HammerGlickoRating *ratings = g_new (HammerGlickoRating, N_PLAYERS);
  g_autofree guint *field = g_new (guint, N_PLAYERS);
  g_autofree guint *order = g_new (guint, N_PLAYERS);
  GArray *events[N_EVENTS];
  gint64 times[RUNS];
  guint n_games = 0, right = 0, pairs = 0;

  for (guint p = 0; p < N_PLAYERS; p++)
    {
      /* Normal by Box–Muller, the spread of a club's ratings. */
      double u = g_rand_double_range (rand, 1e-12, 1), v = g_rand_double (rand);

      strength[p] = 1500 + 200 * sqrt (-2 * log (u)) * cos (2 * G_PI * v);
      field[p] = p;
    }

  for (guint e = 0; e < N_EVENTS; e++)
    {
      events[e] = g_array_sized_new (FALSE, FALSE, sizeof (HammerGlickoGame),
                                     FIELD * GAMES_EACH / 2);
      /* The first FIELD of a partial shuffle play. */
      for (guint i = 0; i < FIELD; i++)
        {
          guint j = g_rand_int_range (rand, i, N_PLAYERS), t = field[i];

          field[i] = field[j];
          field[j] = t;
        }
      for (guint i = 0; i < FIELD * GAMES_EACH / 2; i++)
        {
          guint a = field[g_rand_int_range (rand, 0, FIELD)];
          guint b = field[g_rand_int_range (rand, 0, FIELD)];
          HammerGlickoGame game;
          double expected;

          if (a == b)
            continue;
          expected = 1.0 / (1.0 + pow (10, (strength[b] - strength[a]) / 400));
          game.players[0] = a;
          game.players[1] = b;
          game.winner = g_rand_double (rand) < expected ? 0 : 1;
          g_array_append_val (events[e], game);
        }
      n_games += events[e]->len;
    }

  for (guint run = 0; run < RUNS; run++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint p = 0; p < N_PLAYERS; p++)
        hammer_glicko_rating_init (&ratings[p]);
      for (guint e = 0; e < N_EVENTS; e++)
        hammer_glicko_rate_period (ratings, N_PLAYERS,
                                   (const HammerGlickoGame *) (void *) events[e]->data,
                                   events[e]->len, HAMMER_GLICKO_TAU);
      times[run] = g_get_monotonic_time () - start;
    }
  qsort (times, RUNS, sizeof (gint64), compare_times);

  /* How often two players 100 strength points apart or more are ordered
   * right by their ratings: a check that the figures mean something. */
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      rating[p] = ratings[p].rating;
      order[p] = p;
    }
  for (guint i = 0; i < 200000; i++)
    {
      guint a = g_rand_int_range (rand, 0, N_PLAYERS), b = g_rand_int_range (rand, 0, N_PLAYERS);

      if (fabs (strength[a] - strength[b]) < 100)
        continue;
      pairs++;
      right += (strength[a] > strength[b]) == (rating[a] > rating[b]);
    }
  sort_ratings = rating;
  qsort (order, N_PLAYERS, sizeof (guint), compare_by_rating);

  g_print ("ratings: %u players, %u events (rating periods), %u games: "
           "%.1f ms best, %.1f ms median\n",
           N_PLAYERS, N_EVENTS, n_games, times[0] / 1000.0, times[RUNS / 2] / 1000.0);
  g_print ("ratings: pairs 100 strength points apart or more ordered right: %.1f %%\n",
           100.0 * right / MAX (pairs, 1));
  for (guint i = 0; i < 5; i++)
    {
      const HammerGlickoRating *r = &ratings[order[i]];

      g_print ("ratings: #%u player %u: %.1f, deviation %.1f, volatility %.4f (strength %.1f)\n",
               i + 1, order[i], r->rating, r->deviation, r->volatility, strength[order[i]]);
    }

  for (guint e = 0; e < N_EVENTS; e++)
    g_array_unref (events[e]);
  return 0;
}
