/* hammer-swiss.c — pairing one round of a Swiss event
 *
 * The pairing is a minimum-cost perfect matching over every pair that has
 * not met, solved exactly. Each pair's cost, from the strongest term down;
 * each of the first two outweighs everything below it can add up to over
 * the whole round, so they are strict priorities:
 *
 *  1. a first-shot clash: both players already shot first two times more
 *     than second (or both two times less), so one of them would reach 3.
 *     As the absolute colour rule of the Dutch system, this comes before
 *     the score: a clash happens only when every pairing has one;
 *  2. the score difference (in the event's smallest score unit): among
 *     the pairings with the fewest clashes, none has a smaller sum of score
 *     differences, whatever the terms below prefer;
 *  3. how many score groups the pair skips (a player floating two groups
 *     down costs the same score difference as two players floating one
 *     group each, and the second is better);
 *  4. the distance from the Dutch pairing: within a score group the top
 *     half meets the bottom half (1 v 1 + g/2, …); a group that receives a
 *     floater from above pairs it with its top player and folds the rest;
 *     an odd group sends its lowest player down, and the floater meets the
 *     top of the group below. The term is the square of the deviation in
 *     places, capped; for a floater, (2b)² + a², where b counts the players
 *     below it in its own group and a those above its opponent in theirs,
 *     so that the lowest player who can float does so before the fold
 *     below is disturbed;
 *  5. first-shot balance: partners whose balances differ are preferred, so
 *     that the one with the lower balance can shoot first and both move
 *     towards zero.
 *
 * Solving the matching over all n²/2 pairs would be slow for 1000 players,
 * so the blossom algorithm runs on a sparse graph: each player's nearest
 * allowed opponents around its own place and around its Dutch partner's
 * place. Its dual solution then proves the result optimal for every pair
 * left out, or names the pairs that could improve it; those are added and
 * the matching solved again. The sparse graph is widened when it has no
 * perfect matching at all, up to the complete graph, after a quick check
 * that any pairing exists; only when none does is the round declared
 * impossible. So the result is exact, and usually found on the first
 * sparse graph.
 *
 * The bye goes to the lowest-ranked player without one, or, when that
 * leaves no pairing without a rematch, to the next; players who had a bye
 * come last, lowest-ranked first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hammer-draw.h"
#include "hammer-error.h"
#include "hammer-matching.h"
#include "hammer-swiss.h"

/* The terms below the score difference (see the top of this file). */
#define RANK_UNIT      G_GINT64_CONSTANT (4)
#define RANK_CAP       G_GINT64_CONSTANT (4095)   /* a deviation of 64 places */
#define SKIP_UNIT      (G_GINT64_CONSTANT (1) << 16)
#define SKIP_CAP       G_GINT64_CONSTANT (7)
#define QUALITY_MAX    (SKIP_CAP * SKIP_UNIT + RANK_UNIT * RANK_CAP + 2)

/* Candidate opponents per player and place looked at on the first try. */
#define FIRST_WINDOW 6

typedef struct
{
  const HammerSwissPlayer *players;
  guint                    m;            /* players to pair, in standing order */
  const guint             *who;          /* m: index into players */
  gint64                  *score;        /* m: in score units */
  guint                   *group;        /* m */
  guint                    n_groups;
  guint                   *group_start;  /* n_groups + 1 */
  guint                   *group_half;   /* n_groups: distance of the Dutch partner */
  guint                   *opp_start;    /* m + 1 */
  guint                   *opp;          /* local indices of the players met before */
  gint64                   multiplier;   /* of the score difference */
  gint64                   clash;        /* the cost of a first-shot clash */
} Field;

static void
field_clear (Field *field)
{
  g_free (field->score);
  g_free (field->group);
  g_free (field->group_start);
  g_free (field->group_half);
  g_free (field->opp_start);
  g_free (field->opp);
}

/* Opponent lists are sorted: long events make them long. */
static gboolean
have_met (const Field *field,
          guint        i,
          guint        j)
{
  guint low = field->opp_start[i], high = field->opp_start[i + 1];

  while (low < high)
    {
      guint middle = low + (high - low) / 2;

      if (field->opp[middle] < j)
        low = middle + 1;
      else
        high = middle;
    }
  return low < field->opp_start[i + 1] && field->opp[low] == j;
}

static inline int
balance_of (const Field *field,
            guint        i)
{
  return field->players[field->who[i]].first_balance;
}

/* Everything in a pair's cost but the score difference, for i < j. */
static gint64
pair_quality (const Field *field,
              guint        i,
              guint        j)
{
  guint gi = field->group[i], gj = field->group[j];
  int bi = balance_of (field, i), bj = balance_of (field, j);
  gint64 rank, quality;
  int spread = ABS (bi - bj);

  if (gi == gj)
    {
      gint64 deviation = ABS ((gint64) (j - i) - (gint64) field->group_half[gi]);

      rank = deviation * deviation;
    }
  else
    {
      gint64 below = field->group_start[gi + 1] - 1 - i;
      gint64 above = j - field->group_start[gj];

      rank = 4 * below * below + above * above;
    }
  rank = MIN (rank, RANK_CAP);

  quality = RANK_UNIT * rank + (2 - MIN (spread, 2));
  if (gj > gi + 1)
    quality += SKIP_UNIT * MIN ((gint64) (gj - gi - 1), SKIP_CAP);
  return quality;
}

static inline gboolean
clash (const Field *field,
       guint        i,
       guint        j)
{
  int bi = balance_of (field, i), bj = balance_of (field, j);

  return (bi >= 2 && bj >= 2) || (bi <= -2 && bj <= -2);
}

/* The matching maximises weight: a pair's weight is minus its cost. */
static inline gint64
pair_weight (const Field *field,
             guint        i,
             guint        j)
{
  return -((clash (field, i, j) ? field->clash : 0) +
           field->multiplier * (field->score[i] - field->score[j]) +
           pair_quality (field, i, j));
}

static int
compare_uints (const void *a,
               const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

static gint64
isqrt (gint64 value)
{
  gint64 root = (gint64) sqrt ((double) value);

  while (root * root > value)
    root--;
  while ((root + 1) * (root + 1) <= value)
    root++;
  return root;
}

static int
compare_keys (gconstpointer a,
              gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

/* Up to @window allowed opponents of @i, nearest to place @target first. */
static void
add_candidates (const Field *field,
                guint        i,
                gint64       target,
                guint        window,
                GArray      *keys)
{
  guint found = 0;

  for (gint64 step = 0; found < window; step++)
    {
      gboolean inside = FALSE;

      for (int side = 0; side < (step == 0 ? 1 : 2) && found < window; side++)
        {
          gint64 c = side == 0 ? target + step : target - step;
          guint64 key;

          if (c < 0 || c >= (gint64) field->m)
            continue;
          inside = TRUE;
          if ((guint) c == i || have_met (field, i, (guint) c))
            continue;
          key = (guint) c < i ? ((guint64) c << 32) | i : ((guint64) i << 32) | (guint) c;
          g_array_append_val (keys, key);
          found++;
        }
      if (!inside)
        break;
    }
}

static HammerMatching *
sparse_graph (const Field *field,
              guint        window)
{
  g_autoptr(GArray) keys = g_array_sized_new (FALSE, FALSE, sizeof (guint64),
                                              field->m * window * 3);
  HammerMatching *matching = hammer_matching_new (field->m);
  guint64 last = G_MAXUINT64;

  for (guint i = 0; i < field->m; i++)
    {
      guint half = field->group_half[field->group[i]];

      add_candidates (field, i, i, window, keys);
      if (half > 0)
        {
          add_candidates (field, i, (gint64) i + half, window, keys);
          add_candidates (field, i, (gint64) i - half, window, keys);
        }
    }
  g_array_sort (keys, compare_keys);
  for (guint k = 0; k < keys->len; k++)
    {
      guint64 key = g_array_index (keys, guint64, k);
      guint i = key >> 32, j = key & 0xffffffffu;

      if (key == last)
        continue;
      last = key;
      hammer_matching_add_edge (matching, i, j, pair_weight (field, i, j));
    }
  return matching;
}

/* Adds every allowed pair whose reduced cost under the matching's duals is
 * negative, the pairs that could make a better matching; returns how many.
 * None means the matching is optimal over all allowed pairs. The scan skips
 * what the cost terms rule out: groups too far in score for any dual, and
 * places too far from the Dutch partner. */
static guint
add_improving_pairs (const Field    *field,
                     HammerMatching *matching)
{
  g_autofree gint64 *low = g_new (gint64, field->n_groups + 1);
  g_autofree gint64 *low_below = g_new (gint64, field->n_groups + 1);
  guint added = 0;

  for (guint x = 0; x < field->n_groups; x++)
    {
      low[x] = G_MAXINT64;
      for (guint j = field->group_start[x]; j < field->group_start[x + 1]; j++)
        low[x] = MIN (low[x], hammer_matching_get_dual (matching, j));
    }
  low_below[field->n_groups] = G_MAXINT64;
  for (guint x = field->n_groups; x-- > 0;)
    low_below[x] = MIN (low[x], low_below[x + 1]);

  for (guint i = 0; i < field->m; i++)
    {
      gint64 yi = hammer_matching_get_dual (matching, i);
      guint gi = field->group[i];

      for (guint x = gi; x < field->n_groups; x++)
        {
          gint64 gap = field->score[i] - field->score[field->group_start[x]];
          gint64 step = 2 * field->multiplier * gap;
          gint64 need;
          guint from = x == gi ? i + 1 : field->group_start[x];
          guint to = field->group_start[x + 1];

          /* The reduced cost of (i, j) is y_i + y_j + 2 cost(i, j) at least. */
          if (yi + low_below[x] + step >= 0)
            break;
          need = -(yi + low[x] + step);
          if (need <= 0)
            continue;
          if (need <= 2 * RANK_UNIT * RANK_CAP)
            {
              /* Only rank terms r with 2 RANK_UNIT r < need can help. */
              gint64 limit = (need - 1) / (2 * RANK_UNIT);

              if (x == gi)
                {
                  gint64 half = field->group_half[gi];
                  gint64 d = isqrt (limit);

                  from = MAX ((gint64) from, (gint64) i + half - d);
                  to = MIN ((gint64) to, (gint64) i + half + d + 1);
                }
              else
                {
                  gint64 below = field->group_start[gi + 1] - 1 - i;

                  if (4 * below * below > limit)
                    continue;
                  to = MIN ((gint64) to,
                            (gint64) field->group_start[x] + isqrt (limit - 4 * below * below) + 1);
                }
            }
          for (guint j = from; j < to; j++)
            {
              gint64 weight = pair_weight (field, i, j);
              gint64 reduced = yi + hammer_matching_get_dual (matching, j) - 2 * weight;

              if (reduced >= 0)
                continue;
              if (hammer_matching_reduced_cost (matching, i, j, weight) >= 0 ||
                  have_met (field, i, j))
                continue;
              hammer_matching_add_edge (matching, i, j, weight);
              added++;
            }
        }
    }
  return added;
}

/* Whether any pairing without a rematch exists: a matching of maximum
 * cardinality over every allowed pair, weights aside. */
static gboolean
field_can_pair (const Field *field)
{
  g_autoptr(HammerMatching) matching = hammer_matching_new (field->m);

  for (guint i = 0; i < field->m; i++)
    for (guint j = i + 1; j < field->m; j++)
      if (!have_met (field, i, j))
        hammer_matching_add_edge (matching, i, j, 0);
  return hammer_matching_solve (matching);
}

/* Pairs the field; returns the matching, or NULL when no perfect matching
 * without a rematch exists. */
static HammerMatching *
pair_field (const Field *field)
{
  guint window = FIRST_WINDOW;

  for (;;)
    {
      g_autoptr(HammerMatching) matching = sparse_graph (field, window);
      guint rounds = 0;

      if (hammer_matching_solve (matching))
        {
          guint added;

          while ((added = add_improving_pairs (field, matching)) > 0)
            {
              rounds++;
              g_debug ("Swiss: %u pairs added after solve %u", added, rounds);
              if (!hammer_matching_solve (matching))
                g_assert_not_reached ();   /* more edges keep it perfect */
            }
          g_debug ("Swiss: %u players paired on %u edges (window %u, %u re-solves)",
                   field->m, hammer_matching_get_n_edges (matching), window, rounds);
          return g_steal_pointer (&matching);
        }
      /* When the first graph falls short, make sure there is a pairing at
       * all before widening: late in long events most of the field has
       * met, and a bye candidate often leaves nothing to find. */
      if (window >= field->m || (window == FIRST_WINDOW && !field_can_pair (field)))
        return NULL;
      window *= 4;
    }
}

/* The score groups of the field: players level on score, in standing
 * order, and how many of each group fold against the other half. */
static void
field_groups (Field                   *field,
              const HammerSwissPlayer *players,
              guint                    unit)
{
  guint m = field->m;
  const guint *who = field->who;

  field->score = g_new (gint64, MAX (m, 1));
  field->group = g_new (guint, MAX (m, 1));
  field->group_start = g_new (guint, m + 1);
  field->group_half = g_new (guint, MAX (m, 1));
  field->n_groups = 0;
  for (guint i = 0; i < m; i++)
    {
      field->score[i] = llround (players[who[i]].score * unit);
      if (i == 0 || field->score[i] != field->score[i - 1])
        field->group_start[field->n_groups++] = i;
      field->group[i] = field->n_groups - 1;
    }
  field->group_start[field->n_groups] = m;
  for (guint x = 0; x < field->n_groups; x++)
    {
      /* With an odd number of players above, one floats in and meets the
       * group's top player; the rest fold. */
      guint floats_in = field->group_start[x] % 2;
      guint size = field->group_start[x + 1] - field->group_start[x];

      field->group_half[x] = size > floats_in ? (size - floats_in) / 2 : 0;
    }
}

/* Opponents as local indices, both ways, so a one-sided record counts;
 * @local maps an index into the players to the field's, or G_MAXUINT. */
static void
field_opponents (Field                   *field,
                 const HammerSwissPlayer *players,
                 GHashTable              *by_entrant,
                 const guint             *local)
{
  guint m = field->m;
  const guint *who = field->who;
  g_autofree guint *count = g_new0 (guint, m + 1);

  field->opp_start = g_new0 (guint, m + 1);
  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < m; i++)
        {
          const HammerSwissPlayer *player = &players[who[i]];

          for (guint o = 0; o < player->n_opponents; o++)
            {
              gpointer value;
              guint j;

              if (!g_hash_table_lookup_extended (by_entrant,
                                                 GINT_TO_POINTER (player->opponents[o]),
                                                 NULL, &value))
                continue;
              j = local[GPOINTER_TO_UINT (value)];
              if (j == G_MAXUINT || j == i)
                continue;
              if (pass == 0)
                {
                  count[i]++;
                  count[j]++;
                }
              else
                {
                  field->opp[count[i]++] = j;
                  field->opp[count[j]++] = i;
                }
            }
        }
      if (pass == 0)
        {
          for (guint i = 0; i < m; i++)
            field->opp_start[i + 1] = field->opp_start[i] + count[i];
          field->opp = g_new (guint, MAX (field->opp_start[m], 1));
          for (guint i = 0; i < m; i++)
            count[i] = field->opp_start[i];
        }
    }
  for (guint i = 0; i < m; i++)
    qsort (field->opp + field->opp_start[i], field->opp_start[i + 1] - field->opp_start[i],
           sizeof (guint), compare_uints);
}

/* The players to pair, in standing order, without @skip (-1: none). */
static gboolean
field_init (Field                   *field,
            const HammerSwissPlayer *players,
            guint                    n_players,
            const guint             *order,
            guint                    n_order,
            int                      skip,
            guint                   *local,        /* n_players scratch */
            GHashTable              *by_entrant,
            guint                   *who,          /* n_order scratch */
            guint                    unit,
            GError                 **error)
{
  gint64 spread;
  guint m = 0, pairs;

  field->players = players;
  field->who = who;
  for (guint p = 0; p < n_players; p++)
    local[p] = G_MAXUINT;
  for (guint k = 0; k < n_order; k++)
    if ((int) k != skip)
      {
        local[order[k]] = m;
        who[m++] = order[k];
      }
  field->m = m;

  field_groups (field, players, unit);
  field_opponents (field, players, by_entrant, local);

  /* The score term must outweigh everything the terms below can add up to
   * over the round, the clash term everything below it, and all of it
   * must still fit the matching's weights. */
  pairs = m / 2;
  spread = m > 0 ? field->score[0] - field->score[m - 1] : 0;
  field->multiplier = (gint64) pairs * QUALITY_MAX + 1;
  if (spread > HAMMER_MATCHING_MAX_WEIGHT / 4 / field->multiplier / MAX (pairs, 1))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Too many players or too wide a range of scores to pair "
                                "(%u player)",
                                "Too many players or too wide a range of scores to pair "
                                "(%u players)", m), m);
      return FALSE;
    }
  field->clash = (gint64) pairs * (field->multiplier * spread + QUALITY_MAX) + 1;
  return TRUE;
}

typedef struct
{
  const HammerSwissPlayer *players;
  const guint             *order;
} ByeContext;

static int
compare_standing (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  const HammerSwissPlayer *players = user_data;
  const HammerSwissPlayer *x = &players[*(const guint *) a];
  const HammerSwissPlayer *y = &players[*(const guint *) b];

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  if (x->rank != y->rank)
    return x->rank < y->rank ? -1 : 1;
  return x->entrant < y->entrant ? -1 : x->entrant > y->entrant;
}

/* Bye candidates (places in the standing order): those without a bye
 * first, then the lowest-ranked, then the lowest place. */
static int
compare_bye (gconstpointer a,
             gconstpointer b,
             gpointer      user_data)
{
  const ByeContext *context = user_data;
  guint ka = *(const guint *) a, kb = *(const guint *) b;
  const HammerSwissPlayer *x = &context->players[context->order[ka]];
  const HammerSwissPlayer *y = &context->players[context->order[kb]];

  if (!x->had_bye != !y->had_bye)
    return x->had_bye ? 1 : -1;
  if (x->rank != y->rank)
    return x->rank > y->rank ? -1 : 1;
  return ka > kb ? -1 : ka < kb;
}

/* The smallest multiplier that makes every score whole, so that score
 * differences can be added exactly; odd scores are rounded to thousandths. */
static guint
score_unit (const HammerSwissPlayer *players,
            const guint             *order,
            guint                    n_order)
{
  for (guint unit = 1; unit <= 64; unit++)
    {
      gboolean whole = TRUE;

      for (guint k = 0; k < n_order && whole; k++)
        {
          double scaled = players[order[k]].score * unit;

          whole = fabs (scaled - nearbyint (scaled)) < 1e-6;
        }
      if (whole)
        return unit;
    }
  return 1000;
}

/* Checks @players and puts those still in into @order (indices into
 * @players), and every entrant into @by_entrant. */
static gboolean
check_players (const HammerSwissPlayer  *players,
               guint                     n_players,
               GHashTable               *by_entrant,
               guint                    *order,
               guint                    *n_order,
               GError                  **error)
{
  *n_order = 0;
  for (guint p = 0; p < n_players; p++)
    {
      if (players[p].entrant < 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Player %u has no entrant number"), p + 1);
          return FALSE;
        }
      if (g_hash_table_contains (by_entrant, GINT_TO_POINTER (players[p].entrant)))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Entrant %d is listed twice"), players[p].entrant);
          return FALSE;
        }
      /* Scores become whole numbers of the smallest unit below. */
      if (!isfinite (players[p].score) || fabs (players[p].score) > 1e9)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Entrant %d has an impossible score"), players[p].entrant);
          return FALSE;
        }
      if (players[p].n_opponents > 0 && players[p].opponents == NULL)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The opponents of entrant %d are missing"), players[p].entrant);
          return FALSE;
        }
      g_hash_table_insert (by_entrant, GINT_TO_POINTER (players[p].entrant), GUINT_TO_POINTER (p));
      if (!players[p].withdrawn)
        order[(*n_order)++] = p;
    }
  return TRUE;
}

/* The pairs of @matching, top boards first: a pair's board is its higher
 * player's place. Who plays first evens out, by lot when even. */
static void
add_matched_pairs (GArray                  *pairs,
                   const HammerSwissPlayer *players,
                   const Field             *field,
                   HammerMatching          *matching,
                   GRand                   *rand)
{
  for (guint i = 0; i < field->m; i++)
    {
      int j = hammer_matching_get_mate (matching, i);
      const HammerSwissPlayer *x, *y;
      HammerSwissPair pair;

      g_assert (j >= 0);
      if ((guint) j < i)
        continue;
      x = &players[field->who[i]];
      y = &players[field->who[j]];
      if (x->first_balance < y->first_balance ||
          (x->first_balance == y->first_balance && g_rand_boolean (rand)))
        {
          pair.first = x->entrant;
          pair.second = y->entrant;
        }
      else
        {
          pair.first = y->entrant;
          pair.second = x->entrant;
        }
      g_array_append_val (pairs, pair);
    }
}

GArray *
hammer_swiss_pair (const HammerSwissPlayer *players,
                   guint                    n_players,
                   guint32                  seed,
                   GError                 **error)
{
  g_autoptr(GHashTable) by_entrant = NULL;
  g_autoptr(GArray) pairs = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autoptr(HammerMatching) matching = NULL;
  g_autofree guint *order = NULL;
  g_autofree guint *candidates = NULL;
  g_autofree guint *local = NULL;
  g_autofree guint *who = NULL;
  Field field = { 0, };
  guint n_order = 0, n_candidates = 0, unit;
  int bye = -1;

  g_return_val_if_fail (players != NULL || n_players == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  by_entrant = g_hash_table_new (NULL, NULL);
  order = g_new (guint, MAX (n_players, 1));
  if (!check_players (players, n_players, by_entrant, order, &n_order, error))
    return NULL;
  g_qsort_with_data (order, n_order, sizeof (guint), compare_standing, (gpointer) players);

  pairs = g_array_sized_new (FALSE, FALSE, sizeof (HammerSwissPair), n_order / 2 + 1);
  rand = g_rand_new_with_seed (seed);
  unit = score_unit (players, order, n_order);
  local = g_new (guint, MAX (n_players, 1));
  who = g_new (guint, MAX (n_order, 1));

  /* Who may take the bye, in order of preference: the lowest-ranked first,
   * those who had one only after everybody else. */
  candidates = g_new (guint, MAX (n_order, 1));
  if (n_order % 2 == 1)
    {
      ByeContext context = { players, order };

      for (guint k = 0; k < n_order; k++)
        candidates[n_candidates++] = k;
      g_qsort_with_data (candidates, n_candidates, sizeof (guint), compare_bye, &context);
    }

  for (guint c = 0; c == 0 || c < n_candidates; c++)
    {
      int skip = n_candidates > 0 ? (int) candidates[c] : -1;

      field_clear (&field);
      memset (&field, 0, sizeof field);
      if (!field_init (&field, players, n_players, order, n_order, skip, local, by_entrant, who,
                       unit, error))
        {
          field_clear (&field);
          return NULL;
        }
      matching = pair_field (&field);
      if (matching != NULL)
        {
          bye = skip;
          break;
        }
    }

  if (matching == NULL)
    {
      field_clear (&field);
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "No pairing of the %u player without a rematch exists for "
                                "this round",
                                "No pairing of the %u players without a rematch exists for "
                                "this round", n_order), n_order);
      return NULL;
    }

  add_matched_pairs (pairs, players, &field, matching, rand);
  if (bye >= 0)
    {
      HammerSwissPair pair = { players[order[bye]].entrant, HAMMER_ENTRANT_BYE };

      g_array_append_val (pairs, pair);
    }

  field_clear (&field);
  return g_steal_pointer (&pairs);
}
