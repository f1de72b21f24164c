/* hammer-rotating-partners.c — the rounds of a rotating-partners event
 *
 * The partners come from the circle method's rounds (a one-factorisation
 * of the complete graph on the players, one more "nobody" for an odd
 * number): every pair of players is partners in exactly one of them, so no
 * partner ever comes twice. A round takes one of these pairings whole;
 * whoever is paired with nobody sits out, and when the pairs left are odd
 * in number one pair sits out too. Which pairing goes to which round, and
 * which pair sits out, is searched (depth first) so that nobody sits out a
 * second time before everyone has once; fields of 4k + 3 players, whose
 * search is hardest, need none (plan_thirds()). The pairs of a round then meet
 * the pairs they met least: a minimum-cost matching of pairs (weights
 * turned round for the maximum-weight matching).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "events/hammer-matching.h"
#include "events/hammer-rotating-partners.h"
#include "hammer-error.h"

/* The search for fair sitting out tries this many times, each of this
 * many steps, before it settles for the longest fair start it found: a
 * bound that keeps the draw quick (only the last few rounds of the
 * largest fields' longest events ever need it). */
#define MAX_ATTEMPTS 20
#define MAX_STEPS 2000

typedef struct
{
  guint    n_players;
  guint    n_slots;      /* n_players rounded up to even; the last slot is nobody when odd */
  guint    n_factors;    /* n_slots - 1 */
  guint    n_rounds;
  guint   *order;        /* slot -> player, shuffled */
  guint   *sat;          /* per player: rounds sat out so far */
  gboolean *used;        /* per factor */
  guint   *plan_factor;  /* per round */
  int     *plan_pair;    /* per round: which pair of the factor sits out, -1 none */
  guint    steps;
  guint    best_depth;   /* the most rounds a search planned fairly */
  guint   *best_factor;
  int     *best_pair;
} Search;

/* The @k-th pair (0 … n_slots / 2 - 1) of factor @f, as slots; pair 0
 * holds the last slot, nobody for an odd number of players. */
static void
factor_pair (const Search *s,
             guint         f,
             guint         k,
             guint        *a,
             guint        *b)
{
  if (k == 0)
    {
      *a = s->n_factors;
      *b = f;
      return;
    }
  *a = (f + k) % s->n_factors;
  *b = (f + s->n_factors - k) % s->n_factors;
}

static gboolean
has_nobody (const Search *s)
{
  return s->n_players % 2 == 1;
}

/* Whether a pair of the factor must sit out besides nobody's partner:
 * the pairs playing must make whole tables. */
static gboolean
pair_sits_out (const Search *s)
{
  guint n_pairs = s->n_players / 2;

  return n_pairs % 2 == 1;
}

static void
sit (Search *s,
     guint   f,
     int     pair,
     int     delta)
{
  guint a, b;

  if (has_nobody (s))
    {
      factor_pair (s, f, 0, &a, &b);
      s->sat[s->order[b]] += delta;
    }
  if (pair >= 0)
    {
      factor_pair (s, f, pair, &a, &b);
      s->sat[s->order[a]] += delta;
      s->sat[s->order[b]] += delta;
    }
}

typedef struct
{
  guint  factor;
  int    pair;
  guint  urgency;  /* the fewest ways left for one of its sitters to sit out */
  guint  lot;
} Candidate;

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *x = a, *y = b;

  if (x->urgency != y->urgency)
    return x->urgency < y->urgency ? -1 : 1;
  return x->lot < y->lot ? -1 : x->lot > y->lot ? 1 : 0;
}

/* The sitters of (@f, @pair), as players; returns how many. */
static guint
sitters (const Search *s,
         guint         f,
         int           pair,
         guint         out[3])
{
  guint n = 0, a, b;

  if (has_nobody (s))
    {
      factor_pair (s, f, 0, &a, &b);
      out[n++] = s->order[b];
    }
  if (pair >= 0)
    {
      factor_pair (s, f, pair, &a, &b);
      out[n++] = s->order[a];
      out[n++] = s->order[b];
    }
  return n;
}

/* Every fair choice for the next round, those whose sitters have the
 * fewest other chances first: a player who can still sit out in only one
 * unused round must get it before it goes. */
static GArray *
candidates (Search *s,
            GRand  *rand)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (Candidate));
  g_autofree guint *ways = g_new0 (guint, s->n_players);
  guint first_pair = has_nobody (s) ? 1 : 0;
  guint last_pair = pair_sits_out (s) ? s->n_slots / 2 : first_pair + 1;
  guint lo = G_MAXUINT, hi = 0, n_lo = 0;

  for (guint p = 0; p < s->n_players; p++)
    {
      lo = MIN (lo, s->sat[p]);
      hi = MAX (hi, s->sat[p]);
    }
  for (guint p = 0; p < s->n_players; p++)
    n_lo += s->sat[p] == lo;

  for (guint pass = 0; pass < 2; pass++)
    for (guint f = 0; f < s->n_factors; f++)
      {
        if (s->used[f])
          continue;
        for (guint k = first_pair; k < last_pair; k++)
          {
            int pair = pair_sits_out (s) ? (int) k : -1;
            guint who[3], n_who = sitters (s, f, pair, who);
            Candidate c = { f, pair, G_MAXUINT, 0 };
            guint n_who_lo = 0;

            /* Fair stays fair when all have sat out as often, when only
             * those who sat out least sit out now, or when all of those
             * do (the next turn begins). */
            for (guint i = 0; i < n_who; i++)
              n_who_lo += s->sat[who[i]] == lo;
            if (hi > lo && n_who_lo < n_who && n_who_lo < n_lo)
              continue;
            for (guint i = 0; i < n_who; i++)
              if (pass == 0)
                ways[who[i]]++;
              else
                c.urgency = MIN (c.urgency, ways[who[i]]);
            if (pass == 1)
              {
                c.lot = g_rand_int (rand);
                g_array_append_val (found, c);
              }
          }
      }
  g_array_sort (found, compare_candidates);
  return found;
}

static gboolean
search (Search *s,
        guint   round,
        GRand  *rand)
{
  g_autoptr(GArray) choices = NULL;

  if (round > s->best_depth)
    {
      s->best_depth = round;
      memcpy (s->best_factor, s->plan_factor, round * sizeof (guint));
      memcpy (s->best_pair, s->plan_pair, round * sizeof (int));
    }
  if (round == s->n_rounds)
    return TRUE;
  choices = candidates (s, rand);
  for (guint i = 0; i < choices->len && s->steps < MAX_STEPS; i++)
    {
      Candidate *c = &g_array_index (choices, Candidate, i);

      s->steps++;
      sit (s, c->factor, c->pair, 1);
      s->used[c->factor] = TRUE;
      s->plan_factor[round] = c->factor;
      s->plan_pair[round] = c->pair;
      if (search (s, round + 1, rand))
        return TRUE;
      s->used[c->factor] = FALSE;
      sit (s, c->factor, c->pair, -1);
    }
  return FALSE;
}

/* A field of 4k + 3 players sits three out a round: nobody's partner (slot
 * f in factor f) and one pair. Taking the factors in turn and in each the
 * pair d = (n + 1) / 3 slots either side of f, the sitters are three fronts
 * about a third of the circle apart, each moving on a slot a round: after
 * any round the times two players sat out differ by one at most, so every
 * number of rounds is fair, and every player sits out three times in n.
 * The search would have to find such a plan, and in the largest of these
 * fields it does not within its bound, at a cost growing with the square of
 * the field each step. */
static void
plan_thirds (Search *s)
{
  guint d = (s->n_players + 1) / 3;

  for (guint r = 0; r < s->n_rounds; r++)
    {
      s->plan_factor[r] = r;
      s->plan_pair[r] = (int) d;
    }
}

/* When the search gives up: the longest fair start it found, and after
 * it each round the choice whose sitters sat out least. */
static void
plan_from_best (Search *s)
{
  guint first_pair = has_nobody (s) ? 1 : 0;
  guint last_pair = pair_sits_out (s) ? s->n_slots / 2 : first_pair + 1;

  memset (s->sat, 0, s->n_players * sizeof (guint));
  memset (s->used, 0, s->n_factors * sizeof (gboolean));
  for (guint r = 0; r < s->n_rounds; r++)
    {
      guint best_factor = 0, best_high = G_MAXUINT, best_sum = G_MAXUINT;
      int best_pair = -1;

      if (r < s->best_depth)
        {
          best_factor = s->best_factor[r];
          best_pair = s->best_pair[r];
        }
      else
        for (guint f = 0; f < s->n_factors; f++)
          for (guint k = first_pair; k < last_pair && !s->used[f]; k++)
            {
              int pair = pair_sits_out (s) ? (int) k : -1;
              guint who[3], n_who = sitters (s, f, pair, who);
              guint high = 0, sum = 0;

              for (guint i = 0; i < n_who; i++)
                {
                  high = MAX (high, s->sat[who[i]]);
                  sum += s->sat[who[i]];
                }
              if (high < best_high || (high == best_high && sum < best_sum))
                {
                  best_factor = f;
                  best_pair = pair;
                  best_high = high;
                  best_sum = sum;
                }
            }
      s->used[best_factor] = TRUE;
      s->plan_factor[r] = best_factor;
      s->plan_pair[r] = best_pair;
      sit (s, best_factor, best_pair, 1);
    }
}

static int
compare_players (gconstpointer a,
                 gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

/* Sets the pairs of @round against each other, each meeting the pairs it
 * met least; @met counts, per two players, how often they were opponents. */
static void
seat_tables (HammerPartnersRound *round,
             GArray              *pairs,
             guint               *met,
             guint                n_players,
             GRand               *rand)
{
  g_autoptr(HammerMatching) matching = hammer_matching_new (pairs->len / 2);
  guint n_pairs = pairs->len / 2;

  for (guint i = 0; i < n_pairs; i++)
    for (guint j = i + 1; j < n_pairs; j++)
      {
        gint64 cost = 0;

        for (guint x = 0; x < 2; x++)
          for (guint y = 0; y < 2; y++)
            cost += met[g_array_index (pairs, guint, 2 * i + x) * n_players +
                        g_array_index (pairs, guint, 2 * j + y)];
        /* A random part below one meeting breaks ties, so that equal
         * choices do not always fall the same way. */
        hammer_matching_add_edge (matching, i, j,
                                  (G_GINT64_CONSTANT (1) << 40) - cost * 1024 -
                                  g_rand_int_range (rand, 0, 1024));
      }
  hammer_matching_solve (matching);
  for (guint i = 0; i < n_pairs; i++)
    {
      int j = hammer_matching_get_mate (matching, i);
      HammerPartnersTable table;

      if (j < (int) i)
        continue;
      for (guint x = 0; x < 2; x++)
        {
          table.players[0][x] = g_array_index (pairs, guint, 2 * i + x);
          table.players[1][x] = g_array_index (pairs, guint, 2 * j + x);
        }
      for (guint x = 0; x < 2; x++)
        for (guint y = 0; y < 2; y++)
          {
            met[table.players[0][x] * n_players + table.players[1][y]]++;
            met[table.players[1][y] * n_players + table.players[0][x]]++;
          }
      g_array_append_val (round->tables, table);
    }
}

void
hammer_partners_round_free (HammerPartnersRound *round)
{
  if (round == NULL)
    return;
  g_clear_pointer (&round->tables, g_array_unref);
  g_clear_pointer (&round->sitting_out, g_array_unref);
  g_free (round);
}

guint
hammer_partners_max_rounds (guint n_players)
{
  return n_players < 2 ? 0 : n_players + n_players % 2 - 1;
}

GPtrArray *
hammer_partners_draw (guint      n_players,
                      guint      n_rounds,
                      guint32    seed,
                      GError   **error)
{
  g_autoptr(GRand) rand = NULL;
  g_autoptr(GPtrArray) rounds = NULL;
  g_autofree guint *met = NULL;
  Search s = { 0 };
  gboolean found = FALSE;

  if (n_players < 4)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Rotating partners needs at least four players; there is %u",
                                "Rotating partners needs at least four players; there are %u",
                                n_players),
                   n_players);
      return NULL;
    }
  if (n_rounds == 0 || n_rounds > hammer_partners_max_rounds (n_players))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   /* TRANSLATORS: how many players, then the most rounds
                    * they can play, then the rounds asked for. */
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u players can play at most %u rounds with a new partner every "
                                "round, not %u",
                                "%u players can play at most %u rounds with a new partner every "
                                "round, not %u", n_players),
                   n_players, hammer_partners_max_rounds (n_players), n_rounds);
      return NULL;
    }

  rand = g_rand_new_with_seed (seed);
  s.n_players = n_players;
  s.n_slots = n_players + n_players % 2;
  s.n_factors = s.n_slots - 1;
  s.n_rounds = n_rounds;
  s.order = g_new (guint, s.n_slots);
  s.sat = g_new0 (guint, n_players);
  s.used = g_new0 (gboolean, s.n_factors);
  s.plan_factor = g_new0 (guint, n_rounds);
  s.plan_pair = g_new0 (int, n_rounds);
  s.best_factor = g_new0 (guint, n_rounds);
  s.best_pair = g_new0 (int, n_rounds);
  for (guint i = 0; i < s.n_slots; i++)
    s.order[i] = i;
  /* Shuffled, so that the entry list does not decide who partners whom;
   * the last slot (nobody, for an odd number) stays where it is. */
  for (guint i = n_players - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, i + 1);
      guint t = s.order[i];

      s.order[i] = s.order[j];
      s.order[j] = t;
    }
  if (n_players % 4 == 3)
    {
      plan_thirds (&s);
      found = TRUE;
    }
  /* A search that loses its way deep down rarely finds back: it starts
   * again, other ties drawn, a few times. */
  for (guint attempt = 0; !found && attempt < MAX_ATTEMPTS; attempt++)
    {
      memset (s.sat, 0, n_players * sizeof (guint));
      memset (s.used, 0, s.n_factors * sizeof (gboolean));
      s.steps = 0;
      found = search (&s, 0, rand);
    }
  if (!found)
    plan_from_best (&s);

  met = g_new0 (guint, n_players * n_players);
  rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_partners_round_free);
  for (guint r = 0; r < n_rounds; r++)
    {
      HammerPartnersRound *round = g_new0 (HammerPartnersRound, 1);
      g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (guint));

      round->tables = g_array_new (FALSE, FALSE, sizeof (HammerPartnersTable));
      round->sitting_out = g_array_new (FALSE, FALSE, sizeof (guint));
      g_ptr_array_add (rounds, round);
      for (guint k = 0; k < s.n_slots / 2; k++)
        {
          guint a, b;

          factor_pair (&s, s.plan_factor[r], k, &a, &b);
          if (a == s.n_factors && has_nobody (&s))
            g_array_append_val (round->sitting_out, s.order[b]);
          else if ((int) k == s.plan_pair[r])
            {
              g_array_append_val (round->sitting_out, s.order[a]);
              g_array_append_val (round->sitting_out, s.order[b]);
            }
          else
            {
              g_array_append_val (pairs, s.order[a]);
              g_array_append_val (pairs, s.order[b]);
            }
        }
      g_array_sort (round->sitting_out, compare_players);
      seat_tables (round, pairs, met, n_players, rand);
    }

  g_free (s.order);
  g_free (s.sat);
  g_free (s.used);
  g_free (s.plan_factor);
  g_free (s.plan_pair);
  g_free (s.best_factor);
  g_free (s.best_pair);
  return g_steal_pointer (&rounds);
}

/* What @round adds to @partnered, @met and @sat. */
static void
count_round (const HammerPartnersRound *round,
             guint                     *partnered,
             guint                     *met,
             guint                     *sat,
             guint                      n_players)
{
  for (guint t = 0; t < round->tables->len; t++)
    {
      const HammerPartnersTable *table = &g_array_index (round->tables, HammerPartnersTable, t);

      for (guint s = 0; s < 2; s++)
        {
          partnered[table->players[s][0] * n_players + table->players[s][1]]++;
          partnered[table->players[s][1] * n_players + table->players[s][0]]++;
          for (guint x = 0; x < 2; x++)
            for (guint y = 0; y < 2; y++)
              met[table->players[s][x] * n_players + table->players[!s][y]]++;
        }
    }
  for (guint i = 0; i < round->sitting_out->len; i++)
    sat[g_array_index (round->sitting_out, guint, i)]++;
}

GPtrArray *
hammer_partners_redraw (guint           n_players,
                        const gboolean *out,
                        GPtrArray      *played,
                        guint           n_rounds,
                        guint32         seed,
                        GError        **error)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GPtrArray) rounds = NULL;
  g_autoptr(GArray) in = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *partnered = g_new0 (guint, (gsize) n_players * n_players);
  g_autofree guint *met = g_new0 (guint, (gsize) n_players * n_players);
  g_autofree guint *sat = g_new0 (guint, MAX (n_players, 1));

  g_return_val_if_fail (out != NULL || n_players == 0, NULL);
  g_return_val_if_fail (played != NULL, NULL);

  for (guint p = 0; p < n_players; p++)
    if (!out[p])
      g_array_append_val (in, p);
  if (in->len < 4 && n_rounds > 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Rotating partners needs at least four players; there is %u",
                                "Rotating partners needs at least four players; there are %u",
                                in->len),
                   in->len);
      return NULL;
    }
  for (guint r = 0; r < played->len; r++)
    count_round (g_ptr_array_index (played, r), partnered, met, sat, n_players);

  rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_partners_round_free);
  for (guint r = 0; r < n_rounds; r++)
    {
      HammerPartnersRound *round = g_new0 (HammerPartnersRound, 1);
      g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(HammerMatching) matching = NULL;
      guint n_sitting;

      round->tables = g_array_new (FALSE, FALSE, sizeof (HammerPartnersTable));
      round->sitting_out = g_array_new (FALSE, FALSE, sizeof (guint));
      g_ptr_array_add (rounds, round);
      /* One matching decides both: those who play are paired, and each
       * of the n % 4 left over is matched to a place "sitting out" (the
       * vertices after the players, never matched to each other). A
       * partner had before costs more than anything else, then sitting
       * out once more than others, then opponents met often; the lot
       * breaks ties. */
      n_sitting = in->len % 4;
      matching = hammer_matching_new (in->len + n_sitting);
      for (guint i = 0; i < in->len; i++)
        {
          guint a = g_array_index (in, guint, i);

          for (guint j = i + 1; j < in->len; j++)
            {
              guint b = g_array_index (in, guint, j);

              gint64 again = partnered[a * n_players + b];

              hammer_matching_add_edge (matching, i, j,
                                        (G_GINT64_CONSTANT (1) << 50) -
                                        again * (G_GINT64_CONSTANT (1) << 40) -
                                        (gint64) met[a * n_players + b] * 1024 -
                                        g_rand_int_range (rand, 0, 1024));
            }
          for (guint d = 0; d < n_sitting; d++)
            hammer_matching_add_edge (matching, i, in->len + d,
                                      (G_GINT64_CONSTANT (1) << 50) -
                                      (gint64) sat[a] * (G_GINT64_CONSTANT (1) << 24) -
                                      g_rand_int_range (rand, 0, 1024));
        }
      hammer_matching_solve (matching);
      for (guint i = 0; i < in->len; i++)
        {
          int j = hammer_matching_get_mate (matching, i);

          if (j >= (int) in->len)
            g_array_append_val (round->sitting_out, g_array_index (in, guint, i));
          else if (j > (int) i)
            {
              g_array_append_val (pairs, g_array_index (in, guint, i));
              g_array_append_val (pairs, g_array_index (in, guint, j));
            }
        }
      seat_tables (round, pairs, met, n_players, rand);
      /* seat_tables() counted the opponents; the partners and those who
       * sat out are counted here. */
      for (guint t = 0; t < round->tables->len; t++)
        for (guint s = 0; s < 2; s++)
          {
            const HammerPartnersTable *table = &g_array_index (round->tables,
                                                               HammerPartnersTable, t);

            partnered[table->players[s][0] * n_players + table->players[s][1]]++;
            partnered[table->players[s][1] * n_players + table->players[s][0]]++;
          }
      for (guint i = 0; i < round->sitting_out->len; i++)
        sat[g_array_index (round->sitting_out, guint, i)]++;
    }
  return g_steal_pointer (&rounds);
}
