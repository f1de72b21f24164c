/* bench/standings.c — how fast standings of a large league are computed
 *
 * A 200-team double round robin (39,800 matches, best of 3 with game
 * points) with seeded random results, ranked with the round-robin
 * tie-breakers (head-to-head included) and with the Swiss ones. Prints the
 * best and the median of 25 runs. No timing is asserted: machines differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "events/hammer-standings.h"

#define N_TEAMS 200
#define RUNS    25

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static void
bench_format (const HammerStandingsMatch *matches,
              guint                       n_matches,
              HammerFormat                format)
{
  HammerTieBreaker order[HAMMER_N_TIE_BREAKERS];
  guint n_order = hammer_tie_breakers_default (format, order);
  gint64 times[RUNS];
  guint shared = 0;

  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr(GArray) rows = NULL;
      gint64 start = g_get_monotonic_time ();

      rows = hammer_standings_compute (N_TEAMS, matches, n_matches, order, n_order, NULL);
      times[run] = g_get_monotonic_time () - start;
      shared = 0;
      for (guint k = 1; k < rows->len; k++)
        shared += g_array_index (rows, HammerStandingsRow, k).place ==
                  g_array_index (rows, HammerStandingsRow, k - 1).place;
    }
  qsort (times, RUNS, sizeof (gint64), compare_times);
  g_print ("standings: %u-team double round robin, %u matches, %s tie-breakers: "
           "%.2f ms best, %.2f ms median (%u places shared)\n",
           N_TEAMS, n_matches, hammer_format_to_string (format),
           times[0] / 1000.0, times[RUNS / 2] / 1000.0, shared);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (200);
  g_autoptr(GArray) matches = g_array_new (FALSE, TRUE, sizeof (HammerStandingsMatch));
  g_autoptr(GArray) games = g_array_new (FALSE, FALSE, sizeof (int));
  guint n_matches;

  /* Game points are filled in after all matches exist: the array must not
   * move while matches point into it. */
  for (int leg = 0; leg < 2; leg++)
    for (int a = 0; a < N_TEAMS; a++)
      for (int b = a + 1; b < N_TEAMS; b++)
        {
          HammerStandingsMatch match = { 0, };
          int n_games = g_rand_int_range (rand, 2, 4);
          int winner = g_rand_int_range (rand, 0, 2);

          match.n_sides = 2;
          match.entrants[0] = leg == 0 ? a : b;
          match.entrants[1] = leg == 0 ? b : a;
          match.winner = winner;
          match.games_won[winner] = 2;
          match.games_won[1 - winner] = n_games - 2;
          match.n_games = n_games;
          for (int s = 0; s < 2; s++)
            for (int g = 0; g < n_games; g++)
              {
                int points = g_rand_int_range (rand, 0, 16);

                g_array_append_val (games, points);
                match.points[s] += points;
              }
          g_array_append_val (matches, match);
        }
  n_matches = matches->len;
  {
    guint offset = 0;

    for (guint k = 0; k < n_matches; k++)
      {
        HammerStandingsMatch *match = &g_array_index (matches, HammerStandingsMatch, k);

        for (int s = 0; s < 2; s++)
          {
            match->game_points[s] = &g_array_index (games, int, offset);
            offset += match->n_games;
          }
      }
  }

  bench_format ((const HammerStandingsMatch *) (gpointer) matches->data, n_matches,
                HAMMER_FORMAT_ROUND_ROBIN);
  bench_format ((const HammerStandingsMatch *) (gpointer) matches->data, n_matches,
                HAMMER_FORMAT_SWISS);
  return 0;
}
