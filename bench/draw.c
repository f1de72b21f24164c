/* draw.c — rematches in the losers' bracket of a double elimination: how
 * many losers' matches, on average, bring together two entrants who already
 * met in the winners' bracket, when every match is a coin toss.
 *
 * Prints its figures next to brackets-manager.js 1.11.1 measured the same way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "events/hammer-draw.h"

#define N_EVENTS 10000

/* brackets-manager.js 1.11.1, mean rematches per event with random
 * results; measured for these sizes only. */
static const struct
{
  guint  n_entrants;
  double rematches;
} peer[] = {
  { 32, 0.79 },
  { 128, 0.88 },
};

/* Plays one event with random results, wave by wave: every match that is
 * ready gets a winner, then the draw is resolved again. */
static void
play_event (const HammerDraw    *draw,
            GRand               *rand,
            int                 *results,
            HammerResolvedMatch *resolved)
{
  guint n_ready;

  for (guint i = 0; i < draw->n_matches; i++)
    results[i] = -1;
  do
    {
      hammer_draw_resolve (draw, results, NULL, NULL, NULL, resolved);
      n_ready = 0;
      for (guint i = 0; i < draw->n_matches; i++)
        if (resolved[i].status == HAMMER_MATCH_READY)
          {
            results[i] = g_rand_int_range (rand, 0, 2);
            n_ready++;
          }
    }
  while (n_ready > 0);
}

int
main (int   argc,
      char *argv[])
{
  static const guint sizes[] = { 8, 16, 32, 64, 128 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261124);

  printf ("draw: double elimination, mean losers' bracket rematches per event "
          "(entrants who met in the winners' bracket), %d events with random results\n",
          N_EVENTS);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autoptr(GError) error = NULL;
      HammerDrawOptions options = { .final_reset = TRUE };
      g_autoptr(HammerDraw) draw = hammer_draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, sizes[s],
                                                    &options, &error);
      g_autofree int *results = NULL;
      g_autofree HammerResolvedMatch *resolved = NULL;
      g_autofree char *peer_text = g_strdup ("not known");
      guint64 total = 0;

      g_assert_no_error (error);
      results = g_new (int, draw->n_matches);
      resolved = g_new0 (HammerResolvedMatch, draw->n_matches);
      for (guint e = 0; e < N_EVENTS; e++)
        {
          play_event (draw, rand, results, resolved);
          total += hammer_draw_count_rematches (draw, resolved);
        }

      for (guint p = 0; p < G_N_ELEMENTS (peer); p++)
        if (peer[p].n_entrants == sizes[s])
          {
            g_free (peer_text);
            peer_text = g_strdup_printf ("%.2f", peer[p].rematches);
          }
      printf ("draw: %4u entrants: Hammer %.3f, brackets-manager.js 1.11.1 %s\n", sizes[s],
              (double) total / N_EVENTS, peer_text);
    }
  return 0;
}
