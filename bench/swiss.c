/* bench/swiss.c — how fast Swiss rounds are paired, and how close the pairs are
 *
 * Plays whole events with seeded random results (45 % wins each way, 10 %
 * draws; 2 points a win, 1 a draw, a bye counts as a win) and prints plain
 * lines: the time of every pairing, how many pairs met across a score
 * difference, and the sum of the score differences, next to the same
 * figures for a greedy pairing of the same positions (each player in
 * standing order takes the nearest allowed opponent below), the usual
 * shortcut; and first-shot clashes (two players at +2, or at -2, meeting,
 * so that one of them reaches 3). No timing is asserted: machines differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "events/hammer-draw.h"
#include "events/hammer-swiss.h"

typedef struct
{
  double  score;
  guint   seed;
  gboolean had_bye;
  int     balance;
  GArray *opponents;
} Entrant;

static int
compare_standing (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  const Entrant *entrants = user_data;
  const Entrant *x = &entrants[*(const int *) a];
  const Entrant *y = &entrants[*(const int *) b];

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return x->seed < y->seed ? -1 : x->seed > y->seed;
}

static gboolean
clash (const Entrant *a,
       const Entrant *b)
{
  return (a->balance >= 2 && b->balance >= 2) || (a->balance <= -2 && b->balance <= -2);
}

static gboolean
have_met (const Entrant *e,
          int            other)
{
  for (guint k = 0; k < e->opponents->len; k++)
    if (g_array_index (e->opponents, int, k) == other)
      return TRUE;
  return FALSE;
}

/* The greedy reference on the same standings, without the bye player:
 * the sum of score differences, or -1 when it gets stuck. */
static double
greedy_sum (const Entrant *entrants,
            const int     *order,
            guint          n,
            int            bye,
            guint         *n_float,
            guint         *n_clash)
{
  g_autofree gboolean *taken = g_new0 (gboolean, n);
  double sum = 0;

  *n_float = 0;
  *n_clash = 0;
  for (guint a = 0; a < n; a++)
    {
      guint b;

      if (taken[a] || order[a] == bye)
        continue;
      taken[a] = TRUE;
      for (b = a + 1; b < n; b++)
        if (!taken[b] && order[b] != bye && !have_met (&entrants[order[a]], order[b]))
          break;
      if (b == n)
        return -1;
      taken[b] = TRUE;
      sum += fabs (entrants[order[a]].score - entrants[order[b]].score);
      *n_float += entrants[order[a]].score != entrants[order[b]].score;
      *n_clash += clash (&entrants[order[a]], &entrants[order[b]]);
    }
  return sum;
}

static void
run_event (guint   n,
           guint   rounds,
           guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree Entrant *entrants = g_new0 (Entrant, n);
  g_autofree HammerSwissPlayer *players = g_new0 (HammerSwissPlayer, n);
  g_autofree int *order = g_new (int, n);
  gint64 total = 0;
  double sum_all = 0, greedy_all = 0;
  guint float_all = 0, greedy_float_all = 0, clash_all = 0, greedy_clash_all = 0;
  int worst_balance = 0;
  gboolean greedy_stuck = FALSE;

  for (guint i = 0; i < n; i++)
    {
      entrants[i].seed = i;
      entrants[i].opponents = g_array_new (FALSE, FALSE, sizeof (int));
    }

  g_print ("swiss: %u players, %u rounds\n", n, rounds);
  for (guint r = 0; r < rounds; r++)
    {
      g_autoptr(GArray) pairs = NULL;
      g_autoptr(GError) error = NULL;
      gint64 start, elapsed;
      double sum = 0, greedy;
      guint n_float = 0, greedy_float = 0, n_clash = 0, greedy_clash = 0;
      int bye = -1;

      for (guint i = 0; i < n; i++)
        order[i] = (int) i;
      g_qsort_with_data (order, n, sizeof (int), compare_standing, entrants);
      for (guint k = 0; k < n; k++)
        {
          Entrant *e = &entrants[order[k]];
          HammerSwissPlayer *p = &players[k];

          p->entrant = order[k];
          p->score = e->score;
          p->rank = k;
          p->had_bye = e->had_bye;
          p->first_balance = e->balance;
          p->opponents = (const int *) (gpointer) e->opponents->data;
          p->n_opponents = e->opponents->len;
          p->withdrawn = FALSE;
        }

      start = g_get_monotonic_time ();
      pairs = hammer_swiss_pair (players, n, seed + r, &error);
      elapsed = g_get_monotonic_time () - start;
      total += elapsed;
      if (pairs == NULL)
        g_error ("round %u: %s", r + 1, error->message);

      for (guint k = 0; k < pairs->len; k++)
        {
          HammerSwissPair *pair = &g_array_index (pairs, HammerSwissPair, k);
          Entrant *a = &entrants[pair->first];

          if (pair->second == HAMMER_ENTRANT_BYE)
            {
              bye = pair->first;
              continue;
            }
          if (have_met (a, pair->second))
            g_error ("round %u: rematch %d v %d", r + 1, pair->first, pair->second);
          sum += fabs (a->score - entrants[pair->second].score);
          n_float += a->score != entrants[pair->second].score;
          n_clash += clash (a, &entrants[pair->second]);
        }
      greedy = greedy_sum (entrants, order, n, bye, &greedy_float, &greedy_clash);

      /* Results, after the standings above were used by both. */
      for (guint k = 0; k < pairs->len; k++)
        {
          HammerSwissPair *pair = &g_array_index (pairs, HammerSwissPair, k);
          Entrant *a = &entrants[pair->first];
          Entrant *b;
          int outcome;

          if (pair->second == HAMMER_ENTRANT_BYE)
            {
              a->had_bye = TRUE;
              a->score += 2;
              continue;
            }
          b = &entrants[pair->second];
          g_array_append_val (a->opponents, pair->second);
          g_array_append_val (b->opponents, pair->first);
          a->balance++;
          b->balance--;
          outcome = g_rand_int_range (rand, 0, 20);
          if (outcome < 9)
            a->score += 2;
          else if (outcome < 18)
            b->score += 2;
          else
            {
              a->score += 1;
              b->score += 1;
            }
        }

      g_print ("swiss: round %2u: %8.2f ms, %4u pairs across a score difference, "
               "sum of differences %4.0f, %u first-shot clashes "
               "(greedy: %4u pairs, %4.0f, %u clashes)\n",
               r + 1, elapsed / 1000.0, n_float, sum, n_clash, greedy_float, greedy, greedy_clash);
      sum_all += sum;
      float_all += n_float;
      clash_all += n_clash;
      greedy_clash_all += greedy_clash;
      if (greedy < 0)
        greedy_stuck = TRUE;
      else
        {
          greedy_all += greedy;
          greedy_float_all += greedy_float;
        }
    }

  g_print ("swiss: %u players x %u rounds: %.1f ms in total, %.2f ms per round\n",
           n, rounds, total / 1000.0, total / 1000.0 / rounds);
  for (guint i = 0; i < n; i++)
    worst_balance = MAX (worst_balance, ABS (entrants[i].balance));
  g_print ("swiss: %u players x %u rounds: %u pairs across a score difference, "
           "sum of differences %.0f, %u first-shot clashes, largest |first-shot balance| %d; "
           "greedy: %u pairs, %.0f, %u clashes%s\n",
           n, rounds, float_all, sum_all, clash_all, worst_balance, greedy_float_all, greedy_all,
           greedy_clash_all, greedy_stuck ? " (greedy got stuck in some round)" : "");

  for (guint i = 0; i < n; i++)
    g_array_unref (entrants[i].opponents);
}

int
main (int   argc,
      char *argv[])
{
  run_event (1000, 9, 1000);
  run_event (4000, 11, 4000);
  return 0;
}
