/* test-swiss.c — Swiss pairing: hand-checked rounds, simulated events, and
 * the matching underneath against brute force
 *
 * The references here are the test's own: a dynamic programme over subsets
 * for the cheapest pairing of small fields, a greedy pairing for large
 * ones, and a randomised Tutte-matrix rank test for whether any pairing
 * without a rematch exists at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hammer-error.h"
#include "events/hammer-draw.h"
#include "events/hammer-matching.h"
#include "events/hammer-swiss.h"

#define SEED 20250611
#define BRUTE_MAX 16
#define INFEASIBLE G_MAXINT
/* A first-shot clash counts for more than any sum of score differences
 * here: the pairing avoids clashes first. */
#define CLASH 100000

/* A simulated event */

typedef struct
{
  int      score;      /* 2 a win or bye, 1 a draw */
  gboolean had_bye;
  guint    byes;
  int      balance;
  gboolean withdrawn;
  gboolean forced_clash;  /* met someone of the same extreme balance, unavoidably */
  GArray  *opponents;
} Sim;

typedef struct
{
  guint  n;
  Sim   *sims;
  int   *order;   /* standing order: score, then entrant number */
  guint *rank;    /* by entrant */
} Event;

static Event *
event_new (guint n)
{
  Event *event = g_new0 (Event, 1);

  event->n = n;
  event->sims = g_new0 (Sim, n);
  event->order = g_new (int, n);
  event->rank = g_new0 (guint, n);
  for (guint i = 0; i < n; i++)
    event->sims[i].opponents = g_array_new (FALSE, FALSE, sizeof (int));
  return event;
}

static void
event_free (Event *event)
{
  for (guint i = 0; i < event->n; i++)
    g_array_unref (event->sims[i].opponents);
  g_free (event->sims);
  g_free (event->order);
  g_free (event->rank);
  g_free (event);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Event, event_free)

static int
compare_standing (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  const Sim *sims = user_data;
  int x = *(const int *) a, y = *(const int *) b;

  if (sims[x].score != sims[y].score)
    return sims[x].score > sims[y].score ? -1 : 1;
  return x < y ? -1 : x > y;
}

static gboolean
have_met (const Event *event,
          int          a,
          int          b)
{
  const GArray *opponents = event->sims[a].opponents;

  for (guint k = 0; k < opponents->len; k++)
    if (g_array_index (opponents, int, k) == b)
      return TRUE;
  return FALSE;
}

/* The players for the next round, handed over in a shuffled order: the
 * pairing has to find the standings from score and rank itself. */
static HammerSwissPlayer *
event_players (Event *event,
               GRand *rand)
{
  HammerSwissPlayer *players = g_new0 (HammerSwissPlayer, event->n);
  g_autofree int *shuffled = g_new (int, event->n);

  for (guint i = 0; i < event->n; i++)
    event->order[i] = (int) i;
  g_qsort_with_data (event->order, event->n, sizeof (int), compare_standing, event->sims);
  for (guint k = 0; k < event->n; k++)
    event->rank[event->order[k]] = k;

  for (guint i = 0; i < event->n; i++)
    shuffled[i] = (int) i;
  for (guint i = event->n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      int t = shuffled[i - 1];

      shuffled[i - 1] = shuffled[j];
      shuffled[j] = t;
    }
  for (guint k = 0; k < event->n; k++)
    {
      int e = shuffled[k];
      Sim *sim = &event->sims[e];

      players[k].entrant = e;
      players[k].score = sim->score;
      players[k].rank = event->rank[e];
      players[k].had_bye = sim->had_bye;
      players[k].first_balance = sim->balance;
      players[k].opponents = (const int *) (gpointer) sim->opponents->data;
      players[k].n_opponents = sim->opponents->len;
      players[k].withdrawn = sim->withdrawn;
    }
  return players;
}

/* Results: 45 % wins each way, 10 % draws. */
static void
event_play (Event  *event,
            GArray *pairs,
            GRand  *rand)
{
  for (guint k = 0; k < pairs->len; k++)
    {
      HammerSwissPair *pair = &g_array_index (pairs, HammerSwissPair, k);
      Sim *a = &event->sims[pair->first];
      Sim *b;
      int outcome;

      if (pair->second == HAMMER_ENTRANT_BYE)
        {
          a->had_bye = TRUE;
          a->byes++;
          a->score += 2;
          continue;
        }
      b = &event->sims[pair->second];
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
          a->score++;
          b->score++;
        }
    }
}

/* References */

static gboolean
clash (const Event *event,
       int          a,
       int          b)
{
  int x = event->sims[a].balance, y = event->sims[b].balance;

  return (x >= 2 && y >= 2) || (x <= -2 && y <= -2);
}

/* What a pair costs: a first-shot clash, then the score difference. */
static int
pair_cost (const Event *event,
           int          a,
           int          b)
{
  return (clash (event, a, b) ? CLASH : 0) +
         ABS (event->sims[a].score - event->sims[b].score);
}

/* The least cost of pairing @mask without a rematch, by dynamic
 * programming over subsets; INFEASIBLE when there is no such pairing. */
static int
brute_cost (const Event *event,
            const int   *members,
            guint        mask,
            int         *memo)
{
  int i, best = INFEASIBLE;
  guint rest;

  if (mask == 0)
    return 0;
  if (memo[mask] != -1)
    return memo[mask];
  i = __builtin_ctz (mask);
  rest = mask & ~(1u << i);
  for (guint m = rest; m != 0; m &= m - 1)
    {
      int j = __builtin_ctz (m);
      int sub;

      if (have_met (event, members[i], members[j]))
        continue;
      sub = brute_cost (event, members, rest & ~(1u << j), memo);
      if (sub != INFEASIBLE)
        best = MIN (best, sub + pair_cost (event, members[i], members[j]));
    }
  memo[mask] = best;
  return best;
}

static int
brute_best (const Event *event,
            const int   *members,
            guint        n_members)
{
  g_autofree int *memo = NULL;

  g_assert_cmpuint (n_members, <=, BRUTE_MAX);
  memo = g_new (int, 1u << n_members);
  memset (memo, -1, sizeof (int) * (1u << n_members));
  return brute_cost (event, members, (1u << n_members) - 1, memo);
}

/* The greedy pairing in standing order, without @bye: its cost, or -1
 * when it gets stuck. */
static int
greedy_cost (const Event *event,
             int          bye)
{
  g_autofree gboolean *taken = g_new0 (gboolean, event->n);
  int sum = 0;

  for (guint a = 0; a < event->n; a++)
    {
      int x = event->order[a];
      guint b;

      if (taken[a] || x == bye || event->sims[x].withdrawn)
        continue;
      taken[a] = TRUE;
      for (b = a + 1; b < event->n; b++)
        {
          int y = event->order[b];

          if (!taken[b] && y != bye && !event->sims[y].withdrawn && !have_met (event, x, y))
            break;
        }
      if (b == event->n)
        return -1;
      taken[b] = TRUE;
      sum += pair_cost (event, x, event->order[b]);
    }
  return sum;
}

/* Whether the members (plus, with @any_bye, one vertex joined to all, for
 * "one of them sits out") can all be paired without a rematch: the Tutte
 * matrix with random entries modulo a prime is regular exactly then, but
 * for a chance of about n/p. Two tries make a false "no" vanishingly rare. */
#define PRIME 2147483647u

static guint64
power_mod (guint64 base,
           guint64 exponent)
{
  guint64 result = 1;

  base %= PRIME;
  while (exponent > 0)
    {
      if (exponent & 1)
        result = result * base % PRIME;
      base = base * base % PRIME;
      exponent >>= 1;
    }
  return result;
}

static gboolean
tutte_regular (const Event *event,
               const int   *members,
               guint        n_members,
               gboolean     any_bye,
               gboolean     no_clash,
               GRand       *rand)
{
  guint size = n_members + (any_bye ? 1 : 0);
  g_autofree guint64 *a = NULL;

  if (size % 2 == 1)
    return FALSE;
  if (size == 0)
    return TRUE;
  a = g_new0 (guint64, (gsize) size * size);
  for (guint i = 0; i < size; i++)
    for (guint j = i + 1; j < size; j++)
      if (j == n_members ||
          (!have_met (event, members[i], members[j]) &&
           !(no_clash && clash (event, members[i], members[j]))))
        {
          guint64 r = g_rand_int_range (rand, 1, G_MAXINT32);

          a[i * size + j] = r;
          a[j * size + i] = PRIME - r;
        }
  for (guint c = 0; c < size; c++)
    {
      guint pivot = c;
      guint64 inverse;

      while (pivot < size && a[pivot * size + c] == 0)
        pivot++;
      if (pivot == size)
        return FALSE;
      if (pivot != c)
        for (guint k = 0; k < size; k++)
          {
            guint64 t = a[c * size + k];

            a[c * size + k] = a[pivot * size + k];
            a[pivot * size + k] = t;
          }
      inverse = power_mod (a[c * size + c], PRIME - 2);
      for (guint r = c + 1; r < size; r++)
        {
          guint64 factor = a[r * size + c] * inverse % PRIME;

          if (factor == 0)
            continue;
          for (guint k = c; k < size; k++)
            a[r * size + k] = (a[r * size + k] + (PRIME - factor) * a[c * size + k]) % PRIME;
        }
    }
  return TRUE;
}

static gboolean
can_pair (const Event *event,
          const int   *members,
          guint        n_members,
          gboolean     any_bye,
          gboolean     no_clash,
          GRand       *rand)
{
  return tutte_regular (event, members, n_members, any_bye, no_clash, rand) ||
         tutte_regular (event, members, n_members, any_bye, no_clash, rand);
}

/* The active players in standing order. */
static guint
active_members (const Event *event,
                int          skip,
                int         *members)
{
  guint n = 0;

  for (guint k = 0; k < event->n; k++)
    {
      int e = event->order[k];

      if (!event->sims[e].withdrawn && e != skip)
        members[n++] = e;
    }
  return n;
}

/* Checks one round's pairing against every rule; returns its cost. */
static int
check_round (Event                   *event,
             const HammerSwissPlayer *players,
             GArray                  *pairs,
             GRand                   *rand)
{
  g_autofree int *seen = g_new0 (int, event->n);
  g_autofree int *members = g_new (int, event->n + 1);
  guint n_active = 0, n_byes = 0, n_members;
  int bye = -1, sum = 0, greedy;
  gboolean someone_without_bye = FALSE;

  for (guint i = 0; i < event->n; i++)
    if (!event->sims[i].withdrawn)
      {
        n_active++;
        someone_without_bye |= !event->sims[i].had_bye;
      }
  g_assert_cmpuint (pairs->len, ==, (n_active + 1) / 2);

  for (guint k = 0; k < pairs->len; k++)
    {
      HammerSwissPair *pair = &g_array_index (pairs, HammerSwissPair, k);

      g_assert_cmpint (pair->first, >=, 0);
      g_assert_cmpint (pair->first, <, (int) event->n);
      g_assert_false (event->sims[pair->first].withdrawn);
      seen[pair->first]++;
      if (pair->second == HAMMER_ENTRANT_BYE)
        {
          n_byes++;
          bye = pair->first;
          /* The bye is the bottom board. */
          g_assert_cmpuint (k, ==, pairs->len - 1);
          continue;
        }
      g_assert_cmpint (pair->second, >=, 0);
      g_assert_cmpint (pair->second, <, (int) event->n);
      g_assert_false (event->sims[pair->second].withdrawn);
      seen[pair->second]++;
      g_assert_false (have_met (event, pair->first, pair->second));
      /* The player who shot first less often shoots first. */
      g_assert_cmpint (event->sims[pair->first].balance, <=, event->sims[pair->second].balance);
      sum += pair_cost (event, pair->first, pair->second);
      /* Top boards first: the higher player of each pair comes down the list. */
      if (k > 0)
        {
          HammerSwissPair *prev = &g_array_index (pairs, HammerSwissPair, k - 1);
          guint prev_top = MIN (event->rank[prev->first], event->rank[prev->second]);

          g_assert_cmpuint (prev_top, <, MIN (event->rank[pair->first], event->rank[pair->second]));
        }
    }
  for (guint i = 0; i < event->n; i++)
    g_assert_cmpint (seen[i], ==, event->sims[i].withdrawn ? 0 : 1);
  g_assert_cmpuint (n_byes, ==, n_active % 2);

  if (bye >= 0)
    {
      /* Never a second bye while someone has had none, unless no pairing
       * is possible otherwise; and no lower-ranked player without a bye
       * could have taken it. */
      n_members = active_members (event, -1, members);
      for (guint k = n_members; k-- > 0;)
        {
          int e = members[k];
          int *others = g_new (int, n_members);
          guint n_others = active_members (event, e, others);
          gboolean feasible;

          if (e == bye)
            {
              g_free (others);
              break;
            }
          if (event->sims[e].had_bye && !event->sims[bye].had_bye)
            {
              g_free (others);
              continue;
            }
          /* A better candidate than the one chosen: it must be impossible. */
          if (n_others <= BRUTE_MAX)
            feasible = brute_best (event, others, n_others) != INFEASIBLE;
          else
            feasible = can_pair (event, others, n_others, FALSE, FALSE, rand);
          g_free (others);
          g_assert_false (feasible);
        }
      if (event->sims[bye].had_bye && someone_without_bye)
        {
          /* Only when nobody without a bye can sit out. */
          for (guint k = 0; k < n_members; k++)
            if (!event->sims[members[k]].had_bye)
              {
                g_autofree int *others = g_new (int, n_members);
                guint n_others = active_members (event, members[k], others);

                g_assert_false (can_pair (event, others, n_others, FALSE, FALSE, rand));
              }
        }
    }

  /* As few clashes and as close in score as can be: exact for small
   * fields, never worse than greedy for large ones. */
  n_members = active_members (event, bye, members);
  if (sum >= CLASH)
    {
      /* A clash only when no pairing avoids one. */
      g_assert_false (can_pair (event, members, n_members, FALSE, TRUE, rand));
      for (guint k = 0; k < pairs->len; k++)
        {
          HammerSwissPair *pair = &g_array_index (pairs, HammerSwissPair, k);

          if (pair->second >= 0 && clash (event, pair->first, pair->second))
            {
              event->sims[pair->first].forced_clash = TRUE;
              event->sims[pair->second].forced_clash = TRUE;
            }
        }
    }
  if (n_members <= BRUTE_MAX)
    g_assert_cmpint (sum, ==, brute_best (event, members, n_members));
  greedy = greedy_cost (event, bye);
  if (greedy >= 0)
    g_assert_cmpint (sum, <=, greedy);

  (void) players;
  return sum;
}

/* Runs an event of @n players for up to @rounds rounds, checking every
 * round; stops early (and checks that it had to) when no pairing without a
 * rematch is left. Returns the rounds played. */
static guint
simulate (guint    n,
          guint    rounds,
          guint32  seed,
          gboolean withdrawals)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(Event) event = event_new (n);
  guint played = 0;

  for (guint r = 0; r < rounds; r++)
    {
      g_autofree HammerSwissPlayer *players = NULL;
      g_autoptr(GArray) pairs = NULL;
      g_autoptr(GError) error = NULL;

      if (withdrawals && r > 0 && n > 4 && g_rand_int_range (rand, 0, 4) == 0)
        {
          int e = g_rand_int_range (rand, 0, n);

          event->sims[e].withdrawn = TRUE;
        }
      players = event_players (event, rand);
      pairs = hammer_swiss_pair (players, n, seed + r, &error);
      if (pairs == NULL)
        {
          g_autofree int *members = g_new (int, n);
          guint n_members = active_members (event, -1, members);

          g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
          /* Whoever sits out, nobody can be paired without a rematch. */
          g_assert_false (can_pair (event, members, n_members, n_members % 2 == 1, FALSE, rand));
          break;
        }
      g_assert_no_error (error);
      check_round (event, players, pairs, rand);
      event_play (event, pairs, rand);
      played++;
    }

  /* Nobody ends beyond ±2, but for a clash no pairing could avoid. */
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (ABS (event->sims[i].balance), <=, event->sims[i].forced_clash ? 3 : 2);
  return played;
}

static guint
ceil_log2 (guint n)
{
  guint bits = 0;

  while ((1u << bits) < n)
    bits++;
  return bits;
}

/* Hand-checked rounds */

typedef struct
{
  int    entrant;
  double score;
  guint  rank;
  gboolean had_bye;
  int    balance;
  int    opponents[8];
  guint  n_opponents;
} Row;

static GArray *
pair_rows (const Row *rows,
           guint      n,
           GError   **error)
{
  g_autofree HammerSwissPlayer *players = g_new0 (HammerSwissPlayer, n);

  for (guint i = 0; i < n; i++)
    {
      players[i].entrant = rows[i].entrant;
      players[i].score = rows[i].score;
      players[i].rank = rows[i].rank;
      players[i].had_bye = rows[i].had_bye;
      players[i].first_balance = rows[i].balance;
      players[i].opponents = rows[i].opponents;
      players[i].n_opponents = rows[i].n_opponents;
    }
  return hammer_swiss_pair (players, n, 7, error);
}

/* The pairs as "a-b" with the lower number first, boards in order, the bye
 * as "a-bye". */
static char *
pairs_text (GArray *pairs)
{
  GString *text = g_string_new (NULL);

  for (guint k = 0; k < pairs->len; k++)
    {
      HammerSwissPair *pair = &g_array_index (pairs, HammerSwissPair, k);

      if (k > 0)
        g_string_append_c (text, ' ');
      if (pair->second == HAMMER_ENTRANT_BYE)
        g_string_append_printf (text, "%d-bye", pair->first);
      else
        g_string_append_printf (text, "%d-%d", MIN (pair->first, pair->second),
                                MAX (pair->first, pair->second));
    }
  return g_string_free (text, FALSE);
}

static void
assert_pairs (const Row  *rows,
              guint       n,
              const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) pairs = pair_rows (rows, n, &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  text = pairs_text (pairs);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_swiss_four (void)
{
  /* Round 1: the top half meets the bottom half. */
  Row round1[] = {
    { 0, 0, 0 }, { 1, 0, 1 }, { 2, 0, 2 }, { 3, 0, 3 },
  };
  /* 0 beat 2, 1 beat 3; 0 and 1 shot first. */
  Row round2[] = {
    { 0, 2, 0, FALSE, 1, { 2 }, 1 }, { 1, 2, 1, FALSE, 1, { 3 }, 1 },
    { 2, 0, 2, FALSE, -1, { 0 }, 1 }, { 3, 0, 3, FALSE, -1, { 1 }, 1 },
  };
  /* 1 beat 0, 2 beat 3; the last round is what is left. */
  Row round3[] = {
    { 1, 4, 0, FALSE, 2, { 3, 0 }, 2 }, { 0, 2, 1, FALSE, 0, { 2, 1 }, 2 },
    { 2, 2, 2, FALSE, 0, { 0, 3 }, 2 }, { 3, 0, 3, FALSE, -2, { 1, 2 }, 2 },
  };
  Row round4[] = {
    { 1, 6, 0, FALSE, 1, { 3, 0, 2 }, 3 }, { 0, 4, 1, FALSE, 0, { 2, 1, 3 }, 3 },
    { 2, 2, 2, FALSE, 0, { 0, 3, 1 }, 3 }, { 3, 0, 3, FALSE, -1, { 1, 2, 0 }, 3 },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) pairs = NULL;

  assert_pairs (round1, 4, "0-2 1-3");
  assert_pairs (round2, 4, "0-1 2-3");
  assert_pairs (round3, 4, "1-2 0-3");

  /* Who shoots first: the lower balance, -2 before +2. */
  pairs = pair_rows (round3, 4, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (pairs, HammerSwissPair, 1).first, ==, 3);
  g_assert_cmpint (g_array_index (pairs, HammerSwissPair, 1).second, ==, 0);
  g_assert_cmpint (g_array_index (pairs, HammerSwissPair, 0).first, ==, 2);
  g_clear_pointer (&pairs, g_array_unref);

  /* Everyone has met everyone: there is no fourth round. */
  pairs = pair_rows (round4, 4, &error);
  g_assert_null (pairs);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

static void
test_swiss_five (void)
{
  Row round1[] = {
    { 10, 0, 0 }, { 11, 0, 1 }, { 12, 0, 2 }, { 13, 0, 3 }, { 14, 0, 4 },
  };
  /* 10 beat 12, 13 beat 11 (an upset), 14 had the bye. 14 is ranked above
   * 11 and 12 now, so 12 is the lowest without a bye. In the group of three
   * on 2 points the lowest, 14, floats down to 11; 10 meets 13. */
  Row round2[] = {
    { 10, 2, 0, FALSE, 1, { 12 }, 1 }, { 13, 2, 1, FALSE, 1, { 11 }, 1 },
    { 14, 2, 2, TRUE, 0, { 0 }, 0 }, { 11, 0, 3, FALSE, -1, { 13 }, 1 },
    { 12, 0, 4, FALSE, -1, { 10 }, 1 },
  };
  /* 12 cannot sit out: 10 has met everyone else. 13 can: 10-12, 11-14. */
  Row stuck[] = {
    { 10, 4, 0, FALSE, 0, { 11, 13, 14 }, 3 }, { 11, 4, 1, FALSE, 0, { 10, 13 }, 2 },
    { 13, 2, 2, FALSE, 0, { 10, 11 }, 2 }, { 14, 2, 3, TRUE, 0, { 10 }, 1 },
    { 12, 0, 4, FALSE, 0, { 0 }, 0 },
  };
  /* Everybody had a bye: the lowest-ranked gets the second. */
  Row all_had[] = {
    { 0, 2, 0, TRUE }, { 1, 2, 1, TRUE }, { 2, 2, 2, TRUE },
  };

  assert_pairs (round1, 5, "10-12 11-13 14-bye");
  assert_pairs (round2, 5, "10-13 11-14 12-bye");
  assert_pairs (stuck, 5, "10-12 11-14 13-bye");
  assert_pairs (all_had, 3, "0-1 2-bye");
}

static void
test_swiss_six (void)
{
  Row round1[] = {
    { 0, 0, 0 }, { 1, 0, 1 }, { 2, 0, 2 }, { 3, 0, 3 }, { 4, 0, 4 }, { 5, 0, 5 },
  };
  /* 0, 1 and 5 won (5 over 2, an upset). The group on 2 points is odd:
   * its lowest, 5, floats down to the top of the next group, 2, whom it
   * has met, so to 3; 0 meets 1 and 2 meets 4. */
  Row round2[] = {
    { 0, 2, 0, FALSE, 1, { 3 }, 1 }, { 1, 2, 1, FALSE, 1, { 4 }, 1 },
    { 5, 2, 2, FALSE, -1, { 2 }, 1 }, { 2, 0, 3, FALSE, 1, { 5 }, 1 },
    { 3, 0, 4, FALSE, -1, { 0 }, 1 }, { 4, 0, 5, FALSE, -1, { 1 }, 1 },
  };
  /* Three groups of two: each pairs within itself. */
  Row round3[] = {
    { 0, 4, 0, FALSE, 0, { 3, 1 }, 2 }, { 5, 4, 1, FALSE, 0, { 2, 3 }, 2 },
    { 1, 2, 2, FALSE, 0, { 4, 0 }, 2 }, { 2, 2, 3, FALSE, 0, { 5, 4 }, 2 },
    { 3, 0, 4, FALSE, 0, { 0, 5 }, 2 }, { 4, 0, 5, FALSE, 0, { 1, 2 }, 2 },
  };

  assert_pairs (round1, 6, "0-3 1-4 2-5");
  assert_pairs (round2, 6, "0-1 3-5 2-4");
  /* 0-5 on top (not met), 1-2 in the middle, 3-4 at the bottom. */
  assert_pairs (round3, 6, "0-5 1-2 3-4");

  /* The same round 2 without the rematch: 5 floats to 2, and 3-4 fold. */
  round2[2].n_opponents = 0;
  round2[3].n_opponents = 0;
  assert_pairs (round2, 6, "0-1 2-5 3-4");
}

static void
test_swiss_first_shot (void)
{
  /* Four on equal scores, all unmet: the fold gives 0-2 and 1-3, and the
   * lower balance shoots first each time. */
  Row rows[] = {
    { 0, 2, 0, FALSE, 1 }, { 1, 2, 1, FALSE, -1 }, { 2, 2, 2, FALSE, -1 }, { 3, 2, 3, FALSE, 1 },
  };
  /* Two at +2 would clash: the pairing keeps them apart, against the
   * fold. */
  Row clash[] = {
    { 0, 2, 0, FALSE, 2 }, { 1, 2, 1, FALSE, 0 }, { 2, 2, 2, FALSE, 2 }, { 3, 2, 3, FALSE, 0 },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) pairs = pair_rows (rows, 4, &error);

  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (pairs, HammerSwissPair, 0).first, ==, 2);
  g_assert_cmpint (g_array_index (pairs, HammerSwissPair, 1).first, ==, 1);
  g_clear_pointer (&pairs, g_array_unref);

  pairs = pair_rows (clash, 4, &error);
  g_assert_no_error (error);
  for (guint k = 0; k < pairs->len; k++)
    {
      HammerSwissPair *pair = &g_array_index (pairs, HammerSwissPair, k);

      g_assert_cmpint (pair->first + pair->second, !=, 2);
      /* The player on 0 shoots first. */
      g_assert_cmpint (clash[pair->first].balance, ==, 0);
    }

  /* Equal balances: the seed decides, and the same seed decides the same. */
  {
    guint firsts[2] = { 0, 0 };

    for (guint32 seed = 0; seed < 64; seed++)
      {
        HammerSwissPlayer players[2] = { { 0, 0, 0 }, { 1, 0, 1 } };
        g_autoptr(GArray) a = hammer_swiss_pair (players, 2, seed, NULL);
        g_autoptr(GArray) b = hammer_swiss_pair (players, 2, seed, NULL);

        g_assert_cmpint (g_array_index (a, HammerSwissPair, 0).first, ==,
                         g_array_index (b, HammerSwissPair, 0).first);
        firsts[g_array_index (a, HammerSwissPair, 0).first]++;
      }
    g_assert_cmpuint (firsts[0], >, 0);
    g_assert_cmpuint (firsts[1], >, 0);
  }
}

static void
test_swiss_edges (void)
{
  HammerSwissPlayer players[3] = {
    { 5, 0, 0 }, { 6, 0, 1 }, { 7, 0, 2 },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) pairs = NULL;
  g_autofree char *text = NULL;

  /* Nobody, one player, withdrawn players. */
  pairs = hammer_swiss_pair (NULL, 0, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pairs->len, ==, 0);
  g_clear_pointer (&pairs, g_array_unref);

  pairs = hammer_swiss_pair (players, 1, 1, &error);
  g_assert_no_error (error);
  text = pairs_text (pairs);
  g_assert_cmpstr (text, ==, "5-bye");
  g_clear_pointer (&pairs, g_array_unref);
  g_clear_pointer (&text, g_free);

  players[2].withdrawn = TRUE;
  pairs = hammer_swiss_pair (players, 3, 1, &error);
  g_assert_no_error (error);
  text = pairs_text (pairs);
  g_assert_cmpstr (text, ==, "5-6");
  g_clear_pointer (&pairs, g_array_unref);
  g_clear_pointer (&text, g_free);
  players[2].withdrawn = FALSE;

  /* Opponents who withdrew or are unknown do not matter. */
  {
    int met[] = { 99, 7 };

    players[0].opponents = met;
    players[0].n_opponents = 2;
    pairs = hammer_swiss_pair (players, 3, 1, &error);
    g_assert_no_error (error);
    text = pairs_text (pairs);
    g_assert_cmpstr (text, ==, "5-6 7-bye");
    g_clear_pointer (&pairs, g_array_unref);
    g_clear_pointer (&text, g_free);
    players[0].opponents = NULL;
    players[0].n_opponents = 0;
  }

  /* Bad input. */
  players[1].entrant = 5;
  pairs = hammer_swiss_pair (players, 3, 1, &error);
  g_assert_null (pairs);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  players[1].entrant = -3;
  pairs = hammer_swiss_pair (players, 3, 1, &error);
  g_assert_null (pairs);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  players[1].entrant = 6;
  players[1].score = NAN;
  pairs = hammer_swiss_pair (players, 3, 1, &error);
  g_assert_null (pairs);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  players[1].score = 0;
  players[1].n_opponents = 2;
  pairs = hammer_swiss_pair (players, 3, 1, &error);
  g_assert_null (pairs);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

static void
test_swiss_fractional_scores (void)
{
  /* Scores in halves and thirds pair as exactly as whole ones. */
  Row rows[] = {
    { 0, 1.5, 0 }, { 1, 1.5, 1 }, { 2, 1.0, 2 },
    { 3, 0.5, 3 }, { 4, 1.0 / 3, 4 }, { 5, 1.0 / 3, 5 },
  };

  assert_pairs (rows, 6, "0-1 2-3 4-5");
}

/* Simulated events */

static void
test_swiss_simulated_small (void)
{
  for (guint n = 2; n <= 40; n++)
    for (guint32 seed = SEED + 100 * n; seed < SEED + 100 * n + 4; seed++)
      {
        guint played;

        /* Swiss length, then as long as pairings last (a round robin's
         * length at most), then with players withdrawing on the way. */
        simulate (n, MAX (1, ceil_log2 (n)), seed, FALSE);
        played = simulate (n, n - 1 + n % 2, seed + 10000, FALSE);
        g_assert_cmpuint (played, >=, MIN (ceil_log2 (n), n - 1));
        simulate (n, n - 1 + n % 2, seed + 20000, TRUE);
      }
}

static void
test_swiss_simulated_large (void)
{
  const guint sizes[] = { 64, 100, 257 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      guint n = sizes[s];

      simulate (n, ceil_log2 (n), SEED + n, FALSE);
      simulate (n, ceil_log2 (n) * 3, SEED + n + 1, TRUE);
    }
  /* Long events: every round of a round robin where it lasts, and a
   * quarter of one for the largest. */
  simulate (64, 63, SEED + 64000, FALSE);
  simulate (100, 99, SEED + 100000, FALSE);
  simulate (257, 64, SEED + 257000, FALSE);
}

static void
test_swiss_thousand (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  g_autoptr(Event) event = event_new (1000);
  gint64 start = g_get_monotonic_time ();

  for (guint r = 0; r < 9; r++)
    {
      g_autofree HammerSwissPlayer *players = event_players (event, rand);
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) pairs = hammer_swiss_pair (players, 1000, SEED + r, &error);

      g_assert_no_error (error);
      check_round (event, players, pairs, rand);
      event_play (event, pairs, rand);
    }
  for (guint i = 0; i < 1000; i++)
    g_assert_cmpint (ABS (event->sims[i].balance), <=, 2);
  g_test_message ("1000 players, 9 rounds: %.1f ms with the checks",
                  (g_get_monotonic_time () - start) / 1000.0);
}

/* The matching underneath */

typedef struct
{
  int    card;
  gint64 weight;
} Best;

static Best
brute_matching (int            n,
                const gboolean edge[][BRUTE_MAX],
                const gint64   weight[][BRUTE_MAX],
                guint          mask,
                Best          *memo,
                gboolean      *known)
{
  Best best;
  int i;
  guint rest;

  if (mask == 0)
    return (Best) { 0, 0 };
  if (known[mask])
    return memo[mask];
  i = __builtin_ctz (mask);
  rest = mask & ~(1u << i);
  best = brute_matching (n, edge, weight, rest, memo, known);
  for (guint m = rest; m != 0; m &= m - 1)
    {
      int j = __builtin_ctz (m);
      Best sub;

      if (!edge[i][j])
        continue;
      sub = brute_matching (n, edge, weight, rest & ~(1u << j), memo, known);
      sub.card++;
      sub.weight += weight[i][j];
      if (sub.card > best.card || (sub.card == best.card && sub.weight > best.weight))
        best = sub;
    }
  known[mask] = TRUE;
  memo[mask] = best;
  return best;
}

static void
test_matching_brute_force (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  g_autofree Best *memo = g_new (Best, 1u << 14);
  g_autofree gboolean *known = g_new (gboolean, 1u << 14);
  guint perfect_cases = 0;

  for (guint iteration = 0; iteration < 6000; iteration++)
    {
      gboolean edge[BRUTE_MAX][BRUTE_MAX] = { { 0, }, };
      gint64 weight[BRUTE_MAX][BRUTE_MAX] = { { 0, }, };
      int n = iteration % 2 ? 2 * g_rand_int_range (rand, 1, 8) : g_rand_int_range (rand, 1, 15);
      int density = g_rand_int_range (rand, 15, 101);
      int range = g_rand_int_range (rand, 1, 40);
      g_autoptr(HammerMatching) matching = hammer_matching_new (n);
      gboolean perfect;
      Best best;
      int card = 0;
      gint64 total = 0;

      for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
          if (g_rand_int_range (rand, 0, 100) < density)
            {
              gint64 w = g_rand_int_range (rand, -range, range + 1) * (G_GINT64_CONSTANT (1) << 40);

              w += g_rand_int_range (rand, 0, 3);
              edge[i][j] = edge[j][i] = TRUE;
              weight[i][j] = weight[j][i] = w;
              hammer_matching_add_edge (matching, i, j, w);
            }
      memset (known, 0, sizeof (gboolean) << n);
      best = brute_matching (n, (const gboolean (*)[BRUTE_MAX]) edge,
                             (const gint64 (*)[BRUTE_MAX]) weight, (1u << n) - 1, memo, known);
      perfect = hammer_matching_solve (matching);
      for (int i = 0; i < n; i++)
        {
          int j = hammer_matching_get_mate (matching, i);

          if (j < 0)
            continue;
          g_assert_cmpint (hammer_matching_get_mate (matching, j), ==, i);
          g_assert_true (edge[i][j]);
          if (i < j)
            {
              card++;
              total += weight[i][j];
            }
        }
      /* Maximum cardinality always; maximum weight when perfect. */
      g_assert_cmpint (card, ==, best.card);
      g_assert_cmpint (perfect, ==, 2 * card == n);
      if (perfect)
        {
          perfect_cases++;
          g_assert_cmpint (total, ==, best.weight);
          for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
              if (edge[i][j])
                g_assert_cmpint (hammer_matching_reduced_cost (matching, i, j, weight[i][j]),
                                 >=, 0);
        }
    }
  g_assert_cmpuint (perfect_cases, >, 1000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/swiss/hand/four", test_swiss_four);
  g_test_add_func ("/swiss/hand/five", test_swiss_five);
  g_test_add_func ("/swiss/hand/six", test_swiss_six);
  g_test_add_func ("/swiss/hand/first-shot", test_swiss_first_shot);
  g_test_add_func ("/swiss/hand/edges", test_swiss_edges);
  g_test_add_func ("/swiss/hand/fractional-scores", test_swiss_fractional_scores);
  g_test_add_func ("/swiss/matching/brute-force", test_matching_brute_force);
  g_test_add_func ("/swiss/simulated/small", test_swiss_simulated_small);
  g_test_add_func ("/swiss/simulated/large", test_swiss_simulated_large);
  g_test_add_func ("/swiss/simulated/thousand", test_swiss_thousand);

  return g_test_run ();
}
