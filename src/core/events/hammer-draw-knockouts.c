/* hammer-draw-knockouts.c — what a knockout plays besides its main
 * bracket: a consolation of those who lost their first match, or every
 * place played out; hammer-draw.c draws the main bracket around them;
 * and the knockouts after groups: who goes where, the second knockout of
 * those who do not go on, and the place of those in neither
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-draw.h"
#include "hammer-error.h"
#include "hammer-format-private.h"

/* The fewest a knockout with a consolation or every place played takes:
 * with fewer, nobody is left to play either. */
#define KNOCKOUT_EXTRA_MIN 4

gboolean
_hammer_draw_check_knockout_plan (const HammerDrawOptions  *options,
                                  GError                  **error)
{
  if (options->consolation && options->placement)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A knockout has either a consolation bracket or every place "
                             "played out, not both"));
      return FALSE;
    }
  return TRUE;
}

gboolean
_hammer_draw_check_knockout (const HammerDrawOptions  *options,
                             guint                     n_knockout,
                             GError                  **error)
{
  if (!_hammer_draw_check_knockout_plan (options, error))
    return FALSE;
  if ((options->consolation || options->placement) && n_knockout < KNOCKOUT_EXTRA_MIN)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   options->consolation
                   ? g_dngettext (GETTEXT_PACKAGE,
                                  "A consolation bracket needs at least %u entrants in the "
                                  "knockout; it has %u",
                                  "A consolation bracket needs at least %u entrants in the "
                                  "knockout; it has %u", n_knockout)
                   : g_dngettext (GETTEXT_PACKAGE,
                                  "Playing out every place needs at least %u entrants in the "
                                  "knockout; it has %u",
                                  "Playing out every place needs at least %u entrants in the "
                                  "knockout; it has %u", n_knockout),
                   KNOCKOUT_EXTRA_MIN, n_knockout);
      return FALSE;
    }
  return TRUE;
}


/* The consolation's slots: the loser of each first-round match of the
 * main bracket. A bye is no match, so where a first-round match was a bye
 * its slot takes the loser of the second-round match it feeds, if that
 * loser came through the bye; where both were byes that loser always
 * did, and the other slot is a bye. */
void
_hammer_draw_consolation_slots (HammerDrawConsolation *cons,
                   const HammerSource *slots,
                   const guint        *first,
                   const guint        *second)
{
  for (guint q = 0; q < cons->size / 2; q++)
    {
      gboolean bye_a = source_is_bye (&slots[4 * q]) || source_is_bye (&slots[4 * q + 1]);
      gboolean bye_b = source_is_bye (&slots[4 * q + 2]) || source_is_bye (&slots[4 * q + 3]);
      HammerSource *pair = &cons->slots[2 * q];

      if (bye_a && bye_b)
        {
          pair[0] = source_loser (second[q]);
          pair[1] = source_bye ();
        }
      else
        {
          pair[0] = bye_a ? source_loser_if (second[q], HAMMER_LOSER_FIRST)
                          : source_loser (first[2 * q]);
          pair[1] = bye_b ? source_loser_if (second[q], HAMMER_LOSER_FIRST)
                          : source_loser (first[2 * q + 1]);
        }
    }
}

/* Draws the consolation's next round; its last round has its final, and
 * a match for its third place before it. */
void
_hammer_draw_consolation_round (GArray                *matches,
                                HammerDrawConsolation *cons)
{
  guint round = ++cons->drawn;
  guint n = cons->size >> round;

  if (round == 1)
    {
      for (guint q = 0; q < n; q++)
        cons->indices[q] = hammer_draw_add_match (matches, cons->bracket, 1, q, -1,
                                                  cons->stage, cons->slots[2 * q],
                                                  cons->slots[2 * q + 1]);
      return;
    }
  if (round == cons->k && cons->third_place)
    hammer_draw_add_match (matches, cons->bracket, round, 1, -1, cons->stage,
                           source_loser (cons->indices[0]), source_loser (cons->indices[1]));
  _hammer_draw_add_next_round (matches, cons->indices, 2 * n, cons->bracket, round, cons->stage);
}

/* Numbering the matches the results make matches */

gboolean
hammer_draw_match_is_conditional (const HammerDrawMatch *matches,
                                  guint                  index)
{
  const HammerDrawMatch *match;

  g_return_val_if_fail (matches != NULL, FALSE);

  match = &matches[index];
  for (guint s = 0; s < MIN (match->n_sides, 2); s++)
    {
      const HammerSource *source = &match->sources[s];

      /* The loser of such a match is nobody where it is a bye; its winner
       * is always someone (a consolation's first round has a loser of a
       * first match on one side), and a third place sends nobody on. */
      if (source->kind == HAMMER_SOURCE_LOSER
          && (source->place != HAMMER_LOSER_ANY
              || (source->ref >= 0 && (guint) source->ref < index
                  && hammer_draw_match_is_conditional (matches, (guint) source->ref))))
        return TRUE;
    }
  return FALSE;
}

typedef struct
{
  const char *at;     /* when the results said it is played; "" unknown */
  guint       index;
} Decided;

/* When the results made conditional match @index a match: the latest end
 * of the matches whose losers it waits on. */
static const char *
decided_at (const HammerDraw   *draw,
            guint               index,
            const char * const *finished_at)
{
  const HammerDrawMatch *match = &draw->matches[index];
  const char *latest = "";

  for (guint s = 0; s < MIN (match->n_sides, 2); s++)
    {
      const HammerSource *source = &match->sources[s];

      if (source->kind == HAMMER_SOURCE_LOSER && source->ref >= 0 && (guint) source->ref < index
          && finished_at[source->ref] != NULL && strcmp (finished_at[source->ref], latest) > 0)
        latest = finished_at[source->ref];
    }
  return latest;
}

static int
compare_decided (gconstpointer a,
                 gconstpointer b)
{
  const Decided *x = a;
  const Decided *y = b;
  int by_time = strcmp (x->at, y->at);

  return by_time != 0 ? by_time : (x->index > y->index) - (x->index < y->index);
}

guint
hammer_draw_number_resolved (const HammerDraw          *draw,
                             const HammerResolvedMatch *resolved,
                             const char * const        *finished_at,
                             guint                     *numbers)
{
  g_autoptr(GArray) decided = NULL;
  guint next;

  g_return_val_if_fail (draw != NULL, 1);
  g_return_val_if_fail (resolved != NULL || draw->n_matches == 0, 1);
  g_return_val_if_fail (finished_at != NULL || draw->n_matches == 0, 1);
  g_return_val_if_fail (numbers != NULL || draw->n_matches == 0, 1);

  next = hammer_draw_number_matches (draw->matches, draw->n_matches, 1, numbers);
  decided = g_array_new (FALSE, FALSE, sizeof (Decided));
  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerResolvedMatch *r = &resolved[i];
      Decided known = { NULL, i };

      /* A bye is no match; a match waiting on a side might still be one. */
      if (!hammer_draw_match_is_conditional (draw->matches, i) || r->bye
          || r->status == HAMMER_MATCH_PENDING || r->status == HAMMER_MATCH_SKIPPED)
        continue;
      known.at = decided_at (draw, i, finished_at);
      g_array_append_val (decided, known);
    }
  g_array_sort (decided, compare_decided);
  for (guint k = 0; k < decided->len; k++)
    numbers[g_array_index (decided, Decided, k).index] = next++;
  return next;
}

/* A chart of a knockout with every place played out: the entrants who
 * play for places @first … @first + @size - 1, in bracket order. */
typedef struct
{
  guint         first;
  guint         size;
  HammerSource *slots;
} Chart;

static HammerBracket
chart_bracket (const Chart *chart)
{
  if (chart->first == 1)
    return chart->size == 2 ? HAMMER_BRACKET_FINAL : HAMMER_BRACKET_WINNERS;
  if (chart->first == 3 && chart->size == 2)
    return HAMMER_BRACKET_THIRD_PLACE;
  return HAMMER_BRACKET_PLACEMENT;
}

/* Every place played out: each round splits every chart into the winners,
 * who play on for its upper half of the places, and the losers, who play
 * for its lower half, until every chart is one match. A bye is known from
 * the draw: two byes meet in no match, and the loser of a bye is a bye.
 * Within a round the charts for the lower places come first, so that the
 * final is the last match. */
void
_hammer_draw_playoff (GArray             *matches,
                      const HammerSource *slots,
                      guint               size,
                      guint               stage)
{
  g_autoptr(GArray) charts = g_array_new (FALSE, FALSE, sizeof (Chart));
  guint k = g_bit_storage (size) - 1;
  Chart main_chart = { 1, size, g_memdup2 (slots, sizeof (HammerSource) * size) };

  g_array_append_val (charts, main_chart);
  for (guint round = 1; round <= k; round++)
    {
      g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (Chart));
      guint n_placement = 0;

      for (guint c = charts->len; c-- > 0;)
        {
          Chart *chart = &g_array_index (charts, Chart, c);
          guint half = chart->size / 2;
          HammerBracket bracket = chart_bracket (chart);
          Chart upper = { chart->first, half, g_new (HammerSource, half) };
          Chart lower = { chart->first + half, half, g_new (HammerSource, half) };

          for (guint q = 0; q < half; q++)
            {
              HammerSource *a = &chart->slots[2 * q];
              HammerSource *b = &chart->slots[2 * q + 1];
              guint position;
              guint index;

              if (source_is_bye (a) && source_is_bye (b))
                {
                  upper.slots[q] = lower.slots[q] = source_bye ();
                  continue;
                }
              position = bracket == HAMMER_BRACKET_PLACEMENT ? n_placement++ : q;
              /* A bye is drawn as the main bracket's are: the one who has
               * it first, then "Bye". */
              if (source_is_bye (a))
                index = hammer_draw_add_match (matches, bracket, round, position, -1, stage, *b,
                                               *a);
              else
                index = hammer_draw_add_match (matches, bracket, round, position, -1, stage, *a,
                                               *b);
              upper.slots[q] = source_winner (index);
              lower.slots[q] = source_is_bye (a) || source_is_bye (b) ? source_bye ()
                                                                      : source_loser (index);
            }
          g_free (chart->slots);
          /* Kept from the upper places down. */
          g_array_prepend_val (next, lower);
          g_array_prepend_val (next, upper);
        }
      g_array_set_size (charts, 0);
      g_array_append_vals (charts, next->data, next->len);
    }
  for (guint c = 0; c < charts->len; c++)
    g_free (g_array_index (charts, Chart, c).slots);
}

/* The knockouts after groups */

/* The round in which two bracket positions (0-based) can meet: 1 for the
 * two halves of a first-round match, up to log2 (size) for the final. */
static guint
meeting_round (guint a,
               guint b)
{
  return g_bit_storage (a ^ b) * ((a ^ b) != 0);
}

typedef struct
{
  guint         n_groups;
  guint         n_slots;
  const guint  *score;      /* n_groups × n_slots: earliest meeting with a group mate */
  const guint  *preference; /* n_groups × n_slots: slots, best first */
  guint         threshold;
  int          *group_of_slot;
  gboolean     *visited;
} Matching;

/* Kuhn's augmenting path: places group @g, moving others where needed. */
static gboolean
matching_try (Matching *m,
              guint     g)
{
  for (guint i = 0; i < m->n_slots; i++)
    {
      guint slot = m->preference[g * m->n_slots + i];

      if (m->score[g * m->n_slots + slot] < m->threshold)
        break;
      if (m->visited[slot])
        continue;
      m->visited[slot] = TRUE;
      if (m->group_of_slot[slot] < 0 || matching_try (m, (guint) m->group_of_slot[slot]))
        {
          m->group_of_slot[slot] = (int) g;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
matching_run (Matching *m)
{
  for (guint i = 0; i < m->n_slots; i++)
    m->group_of_slot[i] = -1;
  for (guint g = 0; g < m->n_groups; g++)
    {
      memset (m->visited, 0, sizeof (gboolean) * m->n_slots);
      if (!matching_try (m, g))
        return FALSE;
    }
  return TRUE;
}

/* Which (group, place) goes to which position of a bracket of @size.
 *
 * The entrants are seeded by place, then by group: the best place's
 * groups are seeds 1 … G in group order (so they get the byes and are
 * kept apart by the seeding), the next place's the seeds after them, and
 * so on; a group smaller than others has no one at its lowest places.
 * Within each place after the first, the groups are matched to that
 * place's seeds so that the earliest round in which anyone can meet a
 * group mate is as late as possible: the largest such round for which a
 * complete assignment exists (found by bipartite matching), with each
 * group trying the seeds that keep it farthest from its mates first. For
 * the runners-up of the first knockout this is always the final: standard
 * seeding puts seeds 2j - 1 and 2j in opposite halves, so each half holds
 * as many runners-up as the other half holds winners. */
void
_hammer_draw_place_group_knockout (guint         n_groups,
                                   const guint  *counts,
                                   guint         first_place,
                                   guint         size,
                                   HammerSource *slots)
{
  g_autofree guint *order = _hammer_draw_seed_order (size);
  g_autofree guint *position_of_seed = g_new (guint, size);
  g_autofree guint *at_place = g_new (guint, n_groups);
  g_autofree guint *score = g_new (guint, n_groups * n_groups);
  g_autofree guint *preference = g_new (guint, n_groups * n_groups);
  g_autofree int *group_of_slot = g_new (int, n_groups);
  g_autofree gboolean *visited = g_new (gboolean, n_groups);
  g_autofree guint *mates = NULL;
  guint k = g_bit_storage (size) - 1;
  guint most = 0;
  guint next_seed = 0;

  for (guint g = 0; g < n_groups; g++)
    most = MAX (most, counts[g]);
  mates = g_new (guint, n_groups * MAX (most, 1));
  for (guint i = 0; i < size; i++)
    {
      position_of_seed[order[i]] = i;
      slots[i] = source_bye ();
    }

  for (guint place = 0; place < most; place++)
    {
      Matching m = { 0, 0, score, preference, 0, group_of_slot, visited };
      guint threshold = G_MAXUINT;
      guint n = 0;

      /* The groups that have someone at this place, in group order. */
      for (guint g = 0; g < n_groups; g++)
        if (counts[g] > place)
          at_place[n++] = g;
      m.n_groups = m.n_slots = n;

      if (place == 0)
        {
          for (guint i = 0; i < n; i++)
            {
              guint position = position_of_seed[next_seed + i];

              mates[at_place[i] * most] = position;
              slots[position] = source_group (at_place[i], first_place);
            }
          next_seed += n;
          continue;
        }

      for (guint l = 0; l < n; l++)
        {
          guint g = at_place[l];
          guint best = 0;
          guint p = 0;

          for (guint i = 0; i < n; i++)
            {
              guint position = position_of_seed[next_seed + i];
              guint earliest = G_MAXUINT;

              for (guint q = 0; q < place; q++)
                earliest = MIN (earliest, meeting_round (position, mates[g * most + q]));
              score[l * n + i] = earliest;
              best = MAX (best, earliest);
            }
          threshold = MIN (threshold, best);

          /* Best seeds first, each kind in seed order. */
          for (guint s = k; s > 0; s--)
            for (guint i = 0; i < n; i++)
              if (score[l * n + i] == s)
                preference[l * n + p++] = i;
        }

      /* Threshold 1 allows every seed, so the loop always ends matched. */
      for (m.threshold = threshold; m.threshold > 1; m.threshold--)
        if (matching_run (&m))
          break;
      if (m.threshold <= 1)
        {
          m.threshold = 1;
          matching_run (&m);
        }

      for (guint i = 0; i < n; i++)
        {
          guint g = at_place[group_of_slot[i]];
          guint position = position_of_seed[next_seed + i];

          mates[g * most + place] = position;
          slots[position] = source_group (g, first_place + place);
        }
      next_seed += n;
    }
}

/* When a match is played among the knockouts: a consolation's round r
 * beside the main bracket's round r + 1, whose losers it waits for. */
static guint
knockout_turn (const HammerDrawMatch *match)
{
  return match->round + (match->bracket == HAMMER_BRACKET_CONSOLATION);
}

/* Puts the matches from @second on after those from @first to @second,
 * turn by turn (each part's own order kept, so that sources still come
 * first), and points their sources at their new places: the matches are
 * numbered in the order they are played. */
static void
interleave_knockouts (GArray *matches,
                      guint   first,
                      guint   second)
{
  guint n = matches->len - first;
  g_autofree HammerDrawMatch *old = g_memdup2 (&g_array_index (matches, HammerDrawMatch, first),
                                               sizeof (HammerDrawMatch) * n);
  g_autofree guint *moved_to = g_new (guint, n);
  guint a = 0, b = second - first;

  for (guint i = 0; i < n; i++)
    {
      gboolean take_a = b >= n || (a < second - first
                                   && knockout_turn (&old[a]) <= knockout_turn (&old[b]));
      guint from = take_a ? a++ : b++;

      moved_to[from] = first + i;
      g_array_index (matches, HammerDrawMatch, first + i) = old[from];
    }
  for (guint i = first; i < matches->len; i++)
    for (guint s = 0; s < 2; s++)
      {
        HammerSource *source = &g_array_index (matches, HammerDrawMatch, i).sources[s];

        if ((source->kind == HAMMER_SOURCE_WINNER || source->kind == HAMMER_SOURCE_LOSER)
            && source->ref >= (int) first)
          source->ref = (int) moved_to[source->ref - first];
      }
}

void
_hammer_draw_second_knockout (GArray      *matches,
                              guint        first_knockout,
                              guint        n_groups,
                              const guint *counts,
                              guint        first_place,
                              gboolean     third_place)
{
  guint n = 0;
  guint size = 1;
  guint second = matches->len;
  g_autofree guint *indices = NULL;
  g_autofree HammerSource *slots = NULL;
  HammerDrawConsolation knockout = { 0 };

  for (guint g = 0; g < n_groups; g++)
    n += counts[g];
  while (size < n)
    size <<= 1;
  slots = g_new (HammerSource, size);
  _hammer_draw_place_group_knockout (n_groups, counts, first_place, size, slots);

  /* A knockout drawn as a consolation is, with its own bracket. */
  knockout.bracket = HAMMER_BRACKET_SECOND_KNOCKOUT;
  knockout.size = size;
  knockout.k = g_bit_storage (size) - 1;
  knockout.stage = 1;
  knockout.third_place = third_place && knockout.k >= 2;
  knockout.indices = indices = g_new (guint, MAX (size / 2, 1));
  knockout.slots = slots;
  while (knockout.drawn < knockout.k)
    _hammer_draw_consolation_round (matches, &knockout);
  interleave_knockouts (matches, first_knockout, second);
}

/* Placing after groups */

/* How many the groups send to the first knockout: the group places in
 * its first round. */
guint
_hammer_draw_count_advancing (const HammerDraw *draw)
{
  guint n_advancing = 0;

  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *match = &draw->matches[i];

      if (match->stage != 1 || match->round != 1
          || (match->bracket != HAMMER_BRACKET_WINNERS
              && match->bracket != HAMMER_BRACKET_FINAL))
        continue;
      for (guint side = 0; side < 2; side++)
        n_advancing += match->sources[side].kind == HAMMER_SOURCE_GROUP;
    }
  return n_advancing;
}

/* Groups: whoever reached neither knockout shares the place after the
 * knockouts', once the groups have said who did. Their order among
 * themselves is the standings' business. */
void
_hammer_draw_place_group_stage (const HammerDraw          *draw,
                                const HammerResolvedMatch *resolved,
                                int                       *places)
{
  g_autofree gboolean *in_knockout = g_new0 (gboolean, draw->n_entrants);
  guint n_knockouts = 0;

  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *match = &draw->matches[i];

      if (match->stage != 1 || match->round != 1
          || (match->bracket != HAMMER_BRACKET_WINNERS && match->bracket != HAMMER_BRACKET_FINAL
              && match->bracket != HAMMER_BRACKET_SECOND_KNOCKOUT))
        continue;
      for (guint side = 0; side < 2; side++)
        {
          int entrant = resolved[i].entrants[side];

          if (match->sources[side].kind == HAMMER_SOURCE_GROUP)
            n_knockouts++;
          if (entrant == HAMMER_ENTRANT_UNKNOWN)
            return;
          if (entrant >= 0 && (guint) entrant < draw->n_entrants)
            in_knockout[entrant] = TRUE;
        }
    }
  for (guint e = 0; e < draw->n_entrants; e++)
    if (!in_knockout[e])
      places[e] = (int) n_knockouts + 1;
}

guint
hammer_draw_second_knockout_offset (const HammerDraw *draw)
{
  g_return_val_if_fail (draw != NULL, 0);

  for (guint i = 0; i < draw->n_matches; i++)
    if (draw->matches[i].bracket == HAMMER_BRACKET_SECOND_KNOCKOUT)
      {
        guint consolation = hammer_draw_consolation_offset (draw);

        /* A consolation places by the first knockout's slots, up to
         * twice its offset, byes or not: the second comes after all. */
        return consolation > 0 ? 2 * consolation : _hammer_draw_count_advancing (draw);
      }
  return 0;
}
