/* hammer-draw.c — the draw and bracket engine: which matches an event has
 * and where their sides come from; the names of its brackets and the text
 * of its sources are hammer-draw-names.c's, what the results so far make
 * of them hammer-draw-results.c's, the placings they give
 * hammer-draw-placings.c's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <stdio.h>
#include <string.h>

#include "hammer-draw.h"
#include "hammer-error.h"
#include "hammer-format-private.h"

/* Upper limits keep the allocations sane; a round robin grows with the
 * square of its field, and the groups' knockout is placed by a matching
 * whose cost grows with the cube of the number of groups. */

/* The default group size when the options leave the number of groups open. */
#define GROUP_SIZE      4
#define DEFAULT_ADVANCE 2

/* Small helpers */

static guint
bit_length (guint value)
{
  guint bits = 0;

  while (value != 0)
    {
      bits++;
      value >>= 1;
    }
  return bits;
}

static guint
next_power_of_two (guint n)
{
  guint size = 1;

  while (size < n)
    size <<= 1;
  return size;
}

guint
hammer_draw_add_match (GArray        *matches,
           HammerBracket  bracket,
           guint          round,
           guint          position,
           int            group,
           guint          stage,
           HammerSource   side0,
           HammerSource   side1)
{
  HammerDrawMatch match = {
    .bracket = bracket,
    .round = round,
    .position = position,
    .group = group,
    .stage = stage,
    .n_sides = 2,
    .sources = { side0, side1 },
  };

  g_array_append_val (matches, match);
  return matches->len - 1;
}

/* Standard seed positions: the seed (0-based) at each position of a bracket
 * of @size. Built by the usual fold: the bracket of 2s is the bracket of s
 * with every seed t followed by its mirror 2s - 1 - t, so that 1 meets 16,
 * 8 meets 9, 5 meets 12 … and seeds 1 and 2 can only meet in the final,
 * seeds 1 to 4 only in the semifinals, and so on. */
guint *
_hammer_draw_seed_order (guint size)
{
  guint *order = g_new (guint, size);
  guint length = 1;

  order[0] = 0;
  while (length < size)
    {
      /* Spread from the back so that nothing is overwritten before use. */
      for (guint i = length; i-- > 0;)
        {
          guint seed = order[i];

          order[2 * i] = seed;
          order[2 * i + 1] = 2 * length - 1 - seed;
        }
      length *= 2;
    }
  return order;
}

/* Elimination brackets */

/* The first round of an elimination bracket over @slots (bracket order).
 * Writes the match indices to @first. */
static void
add_first_round (GArray             *matches,
                 const HammerSource *slots,
                 guint               size,
                 HammerBracket       bracket,
                 guint               stage,
                 guint              *first)
{
  for (guint q = 0; q < size / 2; q++)
    first[q] = hammer_draw_add_match (matches, bracket, 1, q, -1, stage, slots[2 * q], slots[2 * q + 1]);
}

/* Round @round of a winners' bracket: the winners of @previous, two by two,
 * replaced in place by the new match indices. */
void
_hammer_draw_add_next_round (GArray        *matches,
                guint         *indices,
                guint          n_previous,
                HammerBracket  bracket,
                guint          round,
                guint          stage)
{
  for (guint q = 0; q < n_previous / 2; q++)
    {
      HammerSource a = source_winner (indices[2 * q]);
      HammerSource b = source_winner (indices[2 * q + 1]);

      indices[q] = hammer_draw_add_match (matches, bracket, round, q, -1, stage, a, b);
    }
}

/* What a knockout plays besides its main bracket. */
typedef struct
{
  gboolean third_place;  /* a match for third place */
  gboolean consolation;  /* a consolation bracket of those who lost their first match */
  gboolean placement;    /* every place played out */
} KnockoutPlan;

/* A single-elimination bracket over @slots: @size a power of two, BYE
 * sources only against real ones. The final is HAMMER_BRACKET_FINAL, in the
 * last round; the third-place match, in the same round, comes just before
 * it so that it can be played first. A consolation's round r is drawn
 * before the main bracket's round r + 2, its last ones before the final. */
static void
add_single_elimination (GArray             *matches,
                        const HammerSource *slots,
                        guint               size,
                        guint               stage,
                        const KnockoutPlan *plan)
{
  guint k = bit_length (size) - 1;
  g_autofree guint *indices = g_new (guint, size / 2);
  g_autofree guint *first = NULL;
  g_autofree guint *cons_indices = NULL;
  g_autofree HammerSource *cons_slots = NULL;
  HammerDrawConsolation cons = { 0 };
  gboolean any_bye = FALSE;

  if (plan->placement)
    {
      _hammer_draw_playoff (matches, slots, size, stage);
      return;
    }
  for (guint i = 0; i < size; i++)
    any_bye |= source_is_bye (&slots[i]);
  if (plan->consolation && k >= 2)
    {
      cons.bracket = HAMMER_BRACKET_CONSOLATION;
      cons.size = size / 2;
      cons.k = k - 1;
      cons.stage = stage;
      cons.third_place = plan->third_place && cons.k >= 2;
      cons.indices = cons_indices = g_new (guint, size / 4);
      cons.slots = cons_slots = g_new (HammerSource, size / 2);
    }

  add_first_round (matches, slots, size, k == 1 ? HAMMER_BRACKET_FINAL : HAMMER_BRACKET_WINNERS,
                   stage, indices);
  first = g_memdup2 (indices, sizeof (guint) * (size / 2));
  for (guint round = 2; round <= k; round++)
    {
      guint n_previous = size >> (round - 1);

      /* With a consolation, the first-round losers play it and are no
       * longer in the main bracket's third-place match; a second-round
       * loser goes there only after a match of his own before. */
      if (cons.size > 0 && round >= 3)
        _hammer_draw_consolation_round (matches, &cons);
      if (cons.size > 0 && round == k)
        {
          if (k == 2)
            _hammer_draw_consolation_slots (&cons, slots, first, NULL);
          while (cons.drawn < cons.k)
            _hammer_draw_consolation_round (matches, &cons);
        }
      if (round == k && plan->third_place && (cons.size == 0 || k >= 3))
        {
          HammerLoserFilter filter = cons.size > 0 && k == 3 && any_bye ? HAMMER_LOSER_LATER
                                                                         : HAMMER_LOSER_ANY;

          hammer_draw_add_match (matches, HAMMER_BRACKET_THIRD_PLACE, round, 0, -1, stage,
                                 source_loser_if (indices[0], filter),
                                 source_loser_if (indices[1], filter));
        }
      _hammer_draw_add_next_round (matches, indices, n_previous,
                      round == k ? HAMMER_BRACKET_FINAL : HAMMER_BRACKET_WINNERS, round, stage);
      if (cons.size > 0 && round == 2 && k >= 3)
        _hammer_draw_consolation_slots (&cons, slots, first, indices);
    }
}

/* The losers' bracket drop-in order.
 *
 * In losers' round 2r the losers of winners' round r + 1 drop in; there are
 * m = size / 2^(r + 1) of them, one per block of 2^(r + 1) bracket positions.
 * Losers' match p takes the loser of winners' match p XOR c[r]. XOR with
 * m - 1 is the familiar "reverse", XOR with m / 2 the "half shift"; a
 * constant of its own for every round covers those and everything between.
 *
 * Two players meet again when one beat the other in the winners' bracket,
 * lost later himself, and both win their way to the same losers' match. With
 * the constants, where that can happen depends only on
 * D = bit_length ((c[i] >> (r - i)) XOR c[r]) for a drop-in in round r and
 * a loser from round i (c[0] = 0 for the first-round losers): D = 0 puts
 * them in the newcomer's first losers' match, D > 0 in losers' round
 * 2 (r + D) - 1. Each match won or lost on the way halves the chance, so
 * with every result a coin toss the expected number of rematches is a sum
 * of such pair terms, and the constants below minimise it among those that
 * keep the first possible rematch as late as any constants can. They were
 * found by an exhaustive search over all constants (up to the symmetries of
 * the bracket tree). The expectation comes to about 0.70 to 0.75 rematches
 * per event from 16 entrants up; the first possible rematch is in losers'
 * round 5 of 8 with 32 entrants, 8 of 12 with 128, 13 of 18 with 1024. */
static const guint drop_in_table[][13] = {
  [1] = { 0 },
  [2] = { 0, 0 },
  [3] = { 0, 1, 0 },
  [4] = { 0, 2, 0, 0 },
  [5] = { 0, 2, 2, 0, 0 },
  [6] = { 0, 8, 6, 1, 1, 0 },
  [7] = { 0, 8, 8, 6, 0, 1, 0 },
  [8] = { 0, 16, 12, 8, 6, 0, 1, 0 },
  [9] = { 0, 16, 16, 12, 8, 6, 0, 1, 0 },
  [10] = { 0, 128, 80, 48, 28, 2, 2, 2, 0, 0 },
  [11] = { 0, 128, 128, 80, 48, 28, 6, 1, 2, 0, 0 },
  [12] = { 0, 128, 128, 128, 80, 48, 28, 6, 0, 2, 0, 0 },
  [13] = { 0, 1024, 768, 416, 16, 16, 16, 12, 14, 5, 0, 1, 0 },
};

/* Beyond the table (more than 8192 places, where the search takes too
 * long), each constant is simply as far as possible in the bracket tree from
 * every earlier one, ties to the largest. */
static void
drop_in_constants (guint  k,
                   guint *constants)
{
  if (k < G_N_ELEMENTS (drop_in_table))
    {
      memcpy (constants, drop_in_table[k], sizeof (guint) * k);
      return;
    }

  constants[0] = 0;
  for (guint r = 1; r < k; r++)
    {
      guint m = 1u << (k - r - 1);
      guint best = 0;
      guint best_distance = 0;

      for (guint c = 0; c < m; c++)
        {
          guint distance = G_MAXUINT;

          for (guint i = 0; i < r; i++)
            distance = MIN (distance, bit_length (c ^ (constants[i] >> (r - i))));
          if (distance >= best_distance)
            {
              best = c;
              best_distance = distance;
            }
        }
      constants[r] = best;
    }
}

/* A double-elimination bracket over @slots.
 *
 * Winners' bracket: as single elimination, all rounds HAMMER_BRACKET_WINNERS.
 * Losers' bracket, 2 (k - 1) rounds for a bracket of 2^k: round 1 pairs the
 * losers of winners' first-round matches 2p and 2p + 1; round 2r brings in
 * the losers of winners' round r + 1 (see drop_in_constants()); round
 * 2r + 1 pairs the survivors. Then the grand final (round k + 1, after
 * the winners' k) and the reset (round k + 2).
 *
 * Byes: the loser of a first-round bye is a BYE, written as such. Standard
 * seeding gives every pair of first-round matches at most one bye while the
 * byes are no more than a quarter of the bracket; with more, two byes meet
 * in losers' round 1. That match is not drawn: its place in losers' round 2
 * becomes a BYE source, so the dropped-in loser there has a bye. No bye can
 * reach losers' round 3. */
static void
add_double_elimination (GArray             *matches,
                        const HammerSource *slots,
                        guint               size,
                        gboolean            final_reset)
{
  guint k = bit_length (size) - 1;
  g_autofree guint *first = g_new (guint, size / 2);
  g_autofree guint *wb = g_new (guint, size / 2);
  g_autofree HammerSource *lb = g_new (HammerSource, MAX (size / 4, 1));
  guint constants[32];
  HammerSource lb_champion;
  guint grand_final;

  drop_in_constants (k, constants);
  add_first_round (matches, slots, size, HAMMER_BRACKET_WINNERS, 0, first);
  memcpy (wb, first, sizeof (guint) * (size / 2));

  for (guint round = 2; round <= k; round++)
    {
      guint m = size >> round;              /* matches in this winners' round */
      guint lb_round = 2 * (round - 1);     /* the losers' round they drop into */
      guint c = constants[round - 1];

      _hammer_draw_add_next_round (matches, wb, 2 * m, HAMMER_BRACKET_WINNERS, round, 0);

      if (round == 2)
        {
          for (guint p = 0; p < size / 4; p++)
            {
              HammerSource a = source_loser (first[2 * p]);
              HammerSource b = source_loser (first[2 * p + 1]);

              if (source_is_bye (&slots[4 * p]) || source_is_bye (&slots[4 * p + 1]))
                a = source_bye ();
              if (source_is_bye (&slots[4 * p + 2]) || source_is_bye (&slots[4 * p + 3]))
                b = source_bye ();

              if (source_is_bye (&a) && source_is_bye (&b))
                lb[p] = source_bye ();
              else
                lb[p] = source_winner (hammer_draw_add_match (matches, HAMMER_BRACKET_LOSERS, 1, p, -1, 0,
                                                  a, b));
            }
        }

      /* The newcomer takes side 0: he comes from the stronger bracket, as
       * the better seed does in the first round. */
      for (guint p = 0; p < m; p++)
        lb[p] = source_winner (hammer_draw_add_match (matches, HAMMER_BRACKET_LOSERS, lb_round, p, -1, 0,
                                          source_loser (wb[p ^ c]), lb[p]));

      if (round < k)
        {
          for (guint p = 0; p < m / 2; p++)
            lb[p] = source_winner (hammer_draw_add_match (matches, HAMMER_BRACKET_LOSERS, lb_round + 1, p,
                                              -1, 0, lb[2 * p], lb[2 * p + 1]));
        }
    }

  /* With two entrants there is no losers' bracket: the loser of the only
   * winners' match goes straight to the grand final. */
  lb_champion = k == 1 ? source_loser (wb[0]) : lb[0];
  grand_final = hammer_draw_add_match (matches, HAMMER_BRACKET_FINAL, k + 1, 0, -1, 0,
                           source_winner (wb[0]), lb_champion);

  /* The reset keeps the sides of the grand final: it is played only when
   * the losers' side (side 1) won that, so its loser is the winners' side. */
  if (final_reset)
    hammer_draw_add_match (matches, HAMMER_BRACKET_FINAL_RESET, k + 2, 0, -1, 0,
               source_loser (grand_final), source_winner (grand_final));
}

static void
seed_slots (guint         n_entrants,
            guint         size,
            HammerSource *slots)
{
  g_autofree guint *order = _hammer_draw_seed_order (size);

  /* Seeds beyond the field are byes; by the fold they face seeds 1, 2, …,
   * so the byes go to the top seeds, and since more than half the bracket
   * is filled no bye meets another. */
  for (guint i = 0; i < size; i++)
    slots[i] = order[i] < n_entrants ? source_seed (order[i]) : source_bye ();
}

/* Round robins */

/* One round of a Berger table for @n players (0-based, local numbers):
 * calls @emit with (home, away) for every pair. Round @round is 0-based,
 * below n - 1 for even n and below n for odd n.
 *
 * The circle method: with M = n - 1 (n even; n with a dummy for odd n),
 * players 0 … M - 1 stand on a circle and player M in the middle. In round
 * r the circle player c with 2c = r (mod M) meets the middle (or has the
 * bye), and c - t meets c + t for t = 1 … (M - 1) / 2, so every pair meets
 * once in M rounds.
 *
 * Home and away: c + t is at home. As r runs through the rounds, c runs
 * through every circle place, so each circle player is c + t for exactly
 * half his circle games; the middle player is at home in the even rounds,
 * and a circle player is at home against him in the odd ones. So everyone
 * is within one of an even split, and as c moves by (M + 1) / 2 a round the
 * player mostly alternates between home and away. */
typedef void (*PairFunc) (guint    home,
                          guint    away,
                          guint    position,
                          gpointer user_data);

static guint
berger_rounds (guint n)
{
  return n % 2 == 0 ? n - 1 : n;
}

static void
berger_round (guint     n,
              guint     round,
              PairFunc  emit,
              gpointer  user_data)
{
  guint middle = n % 2 == 0 ? n - 1 : n;   /* M: n itself is the dummy for odd n */
  guint c = (guint) (((guint64) round * ((middle + 1) / 2)) % middle);
  guint position = 0;

  if (middle < n)
    {
      if (round % 2 == 0)
        emit (middle, c, position++, user_data);
      else
        emit (c, middle, position++, user_data);
    }
  for (guint t = 1; t <= (middle - 1) / 2; t++)
    emit ((c + t) % middle, (c + middle - t) % middle, position++, user_data);
}

typedef struct
{
  GArray        *matches;
  const guint   *members;     /* local number → entrant */
  HammerBracket  bracket;
  int            group;
  guint          round;       /* 1-based, as stored */
  gboolean       swap;        /* the second leg of a double round robin */
} RoundRobinContext;

static void
emit_round_robin_pair (guint    home,
                       guint    away,
                       guint    position,
                       gpointer user_data)
{
  RoundRobinContext *ctx = user_data;
  HammerSource a = source_seed (ctx->members[home]);
  HammerSource b = source_seed (ctx->members[away]);

  if (ctx->swap)
    hammer_draw_add_match (ctx->matches, ctx->bracket, ctx->round, position, ctx->group, 0, b, a);
  else
    hammer_draw_add_match (ctx->matches, ctx->bracket, ctx->round, position, ctx->group, 0, a, b);
}

/* Round @round (0-based, counting both legs) of a round robin among
 * @members, if the group has that round. */
static void
add_round_robin_round (GArray        *matches,
                       const guint   *members,
                       guint          n_members,
                       HammerBracket  bracket,
                       int            group,
                       gboolean       double_round,
                       guint          round)
{
  guint per_leg = berger_rounds (n_members);
  RoundRobinContext ctx = { matches, members, bracket, group, round + 1, round >= per_leg };

  if (n_members < 2 || round >= per_leg * (double_round ? 2 : 1))
    return;
  berger_round (n_members, round % per_leg, emit_round_robin_pair, &ctx);
}

/* Groups then knockout */

gboolean
_hammer_draw_groups (GArray                   *matches,
            guint                     n_entrants,
            const HammerDrawOptions  *options,
            guint                    *n_groups_out,
            GError                  **error)
{
  guint n_groups = options->n_groups != 0 ? options->n_groups
                                          : (n_entrants + GROUP_SIZE - 1) / GROUP_SIZE;
  guint advance = options->advance != 0 ? options->advance : DEFAULT_ADVANCE;
  guint smallest;
  guint n_advancing;
  guint size;
  guint max_rounds = 0;
  g_autofree guint *members = NULL;
  g_autofree guint *group_size = NULL;
  g_autofree guint *counts = NULL;
  g_autofree HammerSource *slots = NULL;
  guint first_knockout;

  if (n_groups > n_entrants / 2)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Cannot make %u groups of at least two from %u entrant",
                                "Cannot make %u groups of at least two from %u entrants",
                                n_entrants), n_groups, n_entrants);
      return FALSE;
    }
  smallest = n_entrants / n_groups;
  if (advance > smallest)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Cannot send %u of each group to the knockout: the smallest group has %u"),
                   advance, smallest);
      return FALSE;
    }
  n_advancing = n_groups * advance;
  if (n_advancing < 2)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The knockout needs at least two entrants from the groups"));
      return FALSE;
    }

  /* Seeds snake into the groups: A B C D D C B A A B …, so that the sum
   * of seeds is as even as the field allows. Each group lists its members
   * in seed order, the same row of members[] for every group. */
  members = g_new (guint, n_groups * (smallest + 1));
  group_size = g_new0 (guint, n_groups);
  for (guint i = 0; i < n_entrants; i++)
    {
      guint row = i / n_groups;
      guint column = i % n_groups;
      guint g = row % 2 == 0 ? column : n_groups - 1 - column;

      members[g * (smallest + 1) + group_size[g]++] = i;
    }

  for (guint g = 0; g < n_groups; g++)
    max_rounds = MAX (max_rounds,
                      berger_rounds (group_size[g]) * (options->double_round ? 2 : 1));

  /* Round by round across the groups, so that the matches of one round
   * come together whatever group they are in. */
  for (guint round = 0; round < max_rounds; round++)
    for (guint g = 0; g < n_groups; g++)
      add_round_robin_round (matches, &members[g * (smallest + 1)], group_size[g],
                             HAMMER_BRACKET_GROUP, (int) g, options->double_round, round);

  size = next_power_of_two (n_advancing);
  slots = g_new (HammerSource, size);
  counts = g_new (guint, n_groups);
  for (guint g = 0; g < n_groups; g++)
    counts[g] = advance;
  _hammer_draw_place_group_knockout (n_groups, counts, 1, size, slots);
  if (!_hammer_draw_check_knockout (options, n_advancing, error))
    return FALSE;
  if (options->second_knockout && n_entrants - n_advancing < 2)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A second knockout needs at least two entrants who do not go "
                                "on from the groups; these groups leave %u",
                                "A second knockout needs at least two entrants who do not go "
                                "on from the groups; these groups leave %u",
                                n_entrants - n_advancing), n_entrants - n_advancing);
      return FALSE;
    }
  first_knockout = matches->len;
  add_single_elimination (matches, slots, size, 1,
                          &(KnockoutPlan) { options->third_place && n_advancing >= 4,
                                            options->consolation, options->placement });
  if (options->second_knockout)
    {
      /* Everyone below the places that go on, each group as far as it goes. */
      for (guint g = 0; g < n_groups; g++)
        counts[g] = group_size[g] - advance;
      _hammer_draw_second_knockout (matches, first_knockout, n_groups, counts, advance + 1,
                                    options->third_place);
    }

  *n_groups_out = n_groups;
  return TRUE;
}

/* Drawing */

void
_hammer_draw_elimination (GArray                  *matches,
                          guint                    n_entrants,
                          const HammerDrawOptions *options,
                          gboolean                 double_elimination)
{
  guint size = next_power_of_two (n_entrants);
  g_autofree HammerSource *slots = g_new (HammerSource, size);

  seed_slots (n_entrants, size, slots);
  if (!double_elimination)
    add_single_elimination (matches, slots, size, 0,
                            &(KnockoutPlan) { options->third_place && n_entrants >= 4,
                                              options->consolation, options->placement });
  else
    add_double_elimination (matches, slots, size, options->final_reset);
}

void
_hammer_draw_round_robin (GArray                  *matches,
                          guint                    n_entrants,
                          const HammerDrawOptions *options)
{
  g_autofree guint *members = g_new (guint, n_entrants);
  guint rounds = berger_rounds (n_entrants) * (options->double_round ? 2 : 1);

  for (guint i = 0; i < n_entrants; i++)
    members[i] = i;
  for (guint round = 0; round < rounds; round++)
    add_round_robin_round (matches, members, n_entrants, HAMMER_BRACKET_ROUND_ROBIN, -1,
                           options->double_round, round);
}

HammerDraw *
hammer_draw_new (HammerFormat              format,
                 guint                     n_entrants,
                 const HammerDrawOptions  *options,
                 GError                  **error)
{
  static const HammerDrawOptions defaults = { 0 };
  const HammerFormatDefinition *definition = hammer_format_get_definition (format);
  g_autoptr(GArray) matches = NULL;
  g_autoptr(HammerDraw) draw = NULL;

  g_return_val_if_fail (definition != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (options == NULL)
    options = &defaults;

  if (n_entrants == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A draw needs at least one entrant"));
      return NULL;
    }
  if (n_entrants < definition->min_entrants)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("This format needs at least two entrants"));
      return NULL;
    }
  if (n_entrants > definition->max_entrants)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Too many entrants for this format: %u (at most %u)"), n_entrants,
                   definition->max_entrants);
      return NULL;
    }

  draw = g_new0 (HammerDraw, 1);
  draw->format = format;
  draw->n_entrants = n_entrants;
  matches = g_array_new (FALSE, TRUE, sizeof (HammerDrawMatch));

  if (!definition->draw (matches, n_entrants, options, &draw->n_groups, error))
    return NULL;

  draw->n_matches = matches->len;
  draw->matches = (HammerDrawMatch *) (void *) g_array_free (g_steal_pointer (&matches),
                                                             draw->n_matches == 0);
  return g_steal_pointer (&draw);
}

void
hammer_draw_free (HammerDraw *draw)
{
  if (draw == NULL)
    return;
  g_free (draw->matches);
  g_free (draw);
}
