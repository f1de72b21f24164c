/* hammer-draw-placings.c — the placings of an elimination: the places each
 * match puts at stake and, as the results come, who took which place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-draw.h"
#include "hammer-format-private.h"

/* The elimination stage of @draw: its size (a power of two) from the
 * matches of its first round; 0 if there is none. */
static guint
elimination_size (const HammerDraw *draw,
                  guint             stage)
{
  guint n_first = 0;

  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *match = &draw->matches[i];

      if (match->stage == stage && match->round == 1
          && (match->bracket == HAMMER_BRACKET_WINNERS || match->bracket == HAMMER_BRACKET_FINAL))
        n_first++;
    }
  return 2 * n_first;
}

/* Places in a double elimination: everyone a losers' round eliminates
 * shares the place after those eliminated later, counting the slots of the
 * bracket (so byes do not move anyone up): with 8, the losers' final loser
 * is 3rd, the losers' semifinal loser 4th, then 5th (two), 7th (two); with
 * 16 it goes on 9th (four), 13th (four). @lb_place has 2k - 1 entries,
 * indexed by losers' round. */
static void
losers_places (guint  k,
               guint *lb_place)
{
  guint n_rounds = 2 * (k - 1);
  guint ahead = 2;

  for (guint round = n_rounds; round >= 1; round--)
    {
      guint n_matches;

      if (round == 1)
        n_matches = 1u << (k - 2);
      else if (round % 2 == 0)
        n_matches = 1u << (k - 1 - round / 2);
      else
        n_matches = 1u << (k - 2 - round / 2);
      lb_place[round] = ahead + 1;
      ahead += n_matches;
    }
}

/* What one elimination stage needs to know to place its entrants. */
typedef struct
{
  gboolean double_elimination;
  guint    stage;
  guint    size;
  guint    k;
  guint    lb_place[64];
  gboolean third_place;
  gboolean reset_played;
} Placing;

/* The places that @match gives: to its winner, its loser, and both sides
 * when nobody won; 0 where that side goes on. FALSE for a match that
 * places nobody. */
static gboolean
match_places (const Placing         *placing,
              const HammerDrawMatch *match,
              int                   *win_place,
              int                   *lose_place,
              int                   *nobody_place)
{
  *win_place = *lose_place = *nobody_place = 0;
  switch (match->bracket)
    {
    case HAMMER_BRACKET_WINNERS:
      if (placing->double_elimination)
        {
          /* The loser drops into the losers' bracket; out here only
           * when nobody won, at the place of the round he would have
           * dropped into. */
          if (placing->k == 1)
            *nobody_place = 2;
          else
            *nobody_place = (int) placing->lb_place[match->round == 1 ? 1
                                                                       : 2 * (match->round - 1)];
        }
      else if (match->round + 1 == placing->k && placing->third_place)
        {
          *nobody_place = 4;
        }
      else
        {
          *lose_place = (int) (placing->size >> match->round) + 1;
          *nobody_place = *lose_place;
        }
      return TRUE;

    case HAMMER_BRACKET_LOSERS:
      if (match->round < G_N_ELEMENTS (placing->lb_place))
        *lose_place = (int) placing->lb_place[match->round];
      *nobody_place = *lose_place;
      return TRUE;

    case HAMMER_BRACKET_THIRD_PLACE:
      *win_place = 3;
      *lose_place = 4;
      *nobody_place = 4;
      return TRUE;

    case HAMMER_BRACKET_FINAL:
      *nobody_place = 2;
      if (!placing->double_elimination || !placing->reset_played)
        {
          *win_place = 1;
          *lose_place = 2;
        }
      return TRUE;

    case HAMMER_BRACKET_FINAL_RESET:
      *win_place = 1;
      *lose_place = 2;
      *nobody_place = 2;
      return TRUE;

    default:
      return FALSE;
    }
}

void
hammer_draw_places_at_stake (const HammerDraw *draw,
                             guint            *first,
                             guint            *last)
{
  guint stage;
  guint size;

  g_return_if_fail (draw != NULL);
  g_return_if_fail ((first != NULL && last != NULL) || draw->n_matches == 0);

  memset (first, 0, sizeof (guint) * draw->n_matches);
  memset (last, 0, sizeof (guint) * draw->n_matches);
  if (!hammer_format_places_by_bracket (draw->format))
    return;
  stage = hammer_format_get_info (draw->format)->staged ? 1 : 0;
  size = elimination_size (draw, stage);

  /* The first round plays for every place; a winner plays on for the
   * upper half of the places his match was for, a loser for the lower. */
  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *match = &draw->matches[i];
      gboolean from_match = FALSE;

      if (match->stage != stage || match->n_sides < 2 || match->bracket == HAMMER_BRACKET_LOSERS
          || match->bracket == HAMMER_BRACKET_FINAL_RESET
          || match->bracket == HAMMER_BRACKET_CONSOLATION
          || match->bracket == HAMMER_BRACKET_SECOND_KNOCKOUT)
        continue;
      for (guint side = 0; side < 2 && !from_match; side++)
        {
          const HammerSource *source = &match->sources[side];
          guint a, b, half;

          if ((source->kind != HAMMER_SOURCE_WINNER && source->kind != HAMMER_SOURCE_LOSER)
              || source->ref < 0 || (guint) source->ref >= i || first[source->ref] == 0)
            continue;
          from_match = TRUE;
          a = first[source->ref];
          b = last[source->ref];
          half = (b - a + 1) / 2;
          first[i] = source->kind == HAMMER_SOURCE_WINNER ? a : a + half;
          last[i] = first[i] + half - 1;
        }
      if (!from_match && match->round == 1)
        {
          first[i] = 1;
          last[i] = size;
        }
    }
}

guint
hammer_draw_consolation_offset (const HammerDraw *draw)
{
  g_return_val_if_fail (draw != NULL, 0);

  for (guint i = 0; i < draw->n_matches; i++)
    if (draw->matches[i].bracket == HAMMER_BRACKET_CONSOLATION)
      return elimination_size (draw, draw->matches[i].stage) / 2;
  return 0;
}

/* Every place played out: the matches for two places place both sides. */
static void
place_playoff (const HammerDraw          *draw,
               const HammerResolvedMatch *resolved,
               int                       *places)
{
  g_autofree guint *first = g_new0 (guint, MAX (draw->n_matches, 1));
  g_autofree guint *last = g_new0 (guint, MAX (draw->n_matches, 1));

  hammer_draw_places_at_stake (draw, first, last);
  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerResolvedMatch *r = &resolved[i];

      if (first[i] == 0 || r->status != HAMMER_MATCH_FINISHED)
        continue;
      for (guint side = 0; side < 2; side++)
        {
          int entrant = r->entrants[side];

          if (entrant < 0 || (guint) entrant >= draw->n_entrants)
            continue;
          /* Nobody goes on from a match nobody won: both take its last place. */
          if (r->winner < 0)
            places[entrant] = (int) last[i];
          else if (last[i] == first[i] + 1)
            places[entrant] = (int) ((guint) r->winner == side ? first[i] : last[i]);
        }
    }
}

/* The consolation as a knockout of its own: its last round has its final
 * and, with two matches, its third-place match; the second knockout
 * after groups likewise. */
static void
consolation_match (const HammerDrawMatch *match,
                   guint                  k,
                   HammerDrawMatch       *as)
{
  *as = *match;
  if (match->round < k)
    as->bracket = HAMMER_BRACKET_WINNERS;
  else if (match->round > 1 && match->sources[0].kind == HAMMER_SOURCE_LOSER)
    as->bracket = HAMMER_BRACKET_THIRD_PLACE;
  else
    as->bracket = HAMMER_BRACKET_FINAL;
}

/* Places the sides of the finished match @i by @placing, @offset after
 * its bracket's first; @skip_first_losers leaves those who lost their
 * first match unplaced, for the consolation. */
static void
place_match (const HammerDraw          *draw,
             guint                      i,
             const HammerDrawMatch     *match,
             const Placing             *placing,
             const HammerResolvedMatch *r,
             int                        offset,
             gboolean                   skip_first_losers,
             int                       *places)
{
  int win_place, lose_place, nobody_place;

  if (r->status != HAMMER_MATCH_FINISHED
      || !match_places (placing, match, &win_place, &lose_place, &nobody_place))
    return;

  for (guint side = 0; side < 2; side++)
    {
      int entrant = r->entrants[side];
      int place;

      if (entrant < 0 || (guint) entrant >= draw->n_entrants)
        continue;
      if (r->winner < 0)
        place = nobody_place;
      else if ((guint) r->winner == side)
        place = win_place;
      else if (skip_first_losers && _hammer_draw_first_match (draw, i, side))
        place = 0;
      else
        place = lose_place;
      if (place > 0)
        places[entrant] = place + offset;
    }
}

/* A consolation, a second knockout or a placement chart places by its
 * bracket's slots, byes and all, after the slots of what came before:
 * 11 entrants would end 1, 2, 3, 3, 5, 5, 9, 10, 11, 11, 13. Once every
 * entrant has a place, each becomes one more than the number placed
 * ahead, so the order stands and only a shared place leaves a gap.
 * Before that the places are the brackets' own, as nobody's is final. */
static void
close_gaps (int   *places,
            guint  n_entrants)
{
  g_autofree int *closed = g_new (int, MAX (n_entrants, 1));

  for (guint e = 0; e < n_entrants; e++)
    if (places[e] <= 0)
      return;
  for (guint e = 0; e < n_entrants; e++)
    {
      closed[e] = 1;
      for (guint o = 0; o < n_entrants; o++)
        closed[e] += places[o] < places[e];
    }
  memcpy (places, closed, sizeof (int) * n_entrants);
}

void
hammer_draw_placings (const HammerDraw          *draw,
                      const HammerResolvedMatch *resolved,
                      int                       *places)
{
  Placing placing = { 0 };
  Placing cons = { 0 };
  Placing second = { 0 };
  const HammerFormatInfo *info;
  gboolean playoff = FALSE;

  g_return_if_fail (draw != NULL);
  g_return_if_fail (resolved != NULL || draw->n_matches == 0);
  g_return_if_fail (places != NULL);

  memset (places, 0, sizeof (int) * draw->n_entrants);
  if (!hammer_format_places_by_bracket (draw->format))
    return;

  info = hammer_format_get_info (draw->format);
  placing.double_elimination = info->losers_bracket;
  placing.stage = info->staged ? 1 : 0;
  placing.size = elimination_size (draw, placing.stage);
  if (placing.size < 2)
    return;
  placing.k = g_bit_storage (placing.size) - 1;
  if (placing.double_elimination && placing.k >= 2)
    losers_places (placing.k, placing.lb_place);

  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerDrawMatch *match = &draw->matches[i];

      if (match->stage != placing.stage)
        continue;
      if (match->bracket == HAMMER_BRACKET_THIRD_PLACE)
        placing.third_place = TRUE;
      if (match->bracket == HAMMER_BRACKET_FINAL_RESET)
        placing.reset_played = resolved[i].status != HAMMER_MATCH_SKIPPED;
      if (match->bracket == HAMMER_BRACKET_PLACEMENT)
        playoff = TRUE;
      if (match->bracket == HAMMER_BRACKET_CONSOLATION)
        {
          if (match->round == 1)
            cons.size += 2;
          cons.k = MAX (cons.k, match->round);
          if (match->sources[0].kind == HAMMER_SOURCE_LOSER && match->round > 1)
            cons.third_place = TRUE;
        }
      if (match->bracket == HAMMER_BRACKET_SECOND_KNOCKOUT)
        {
          if (match->round == 1)
            second.size += 2;
          second.k = MAX (second.k, match->round);
          if (match->sources[0].kind == HAMMER_SOURCE_LOSER && match->round > 1)
            second.third_place = TRUE;
        }
    }

  if (playoff)
    place_playoff (draw, resolved, places);
  else
    for (guint i = 0; i < draw->n_matches; i++)
      {
        const HammerDrawMatch *match = &draw->matches[i];
        HammerDrawMatch as;

        if (match->stage != placing.stage || match->n_sides < 2
            || match->bracket == HAMMER_BRACKET_SECOND_KNOCKOUT)
          continue;
        if (match->bracket != HAMMER_BRACKET_CONSOLATION)
          {
            place_match (draw, i, match, &placing, &resolved[i], 0, cons.size > 0, places);
            continue;
          }
        /* The consolation places after every place of the main bracket. */
        consolation_match (match, cons.k, &as);
        place_match (draw, i, &as, &cons, &resolved[i], (int) placing.size / 2, FALSE, places);
      }

  /* The second knockout places after every place of the first. */
  if (second.size > 0)
    {
      int offset = (int) hammer_draw_second_knockout_offset (draw);

      for (guint i = 0; i < draw->n_matches; i++)
        {
          const HammerDrawMatch *match = &draw->matches[i];
          HammerDrawMatch as;

          if (match->bracket != HAMMER_BRACKET_SECOND_KNOCKOUT)
            continue;
          consolation_match (match, second.k, &as);
          place_match (draw, i, &as, &second, &resolved[i], offset, FALSE, places);
        }
    }

  if (info->staged)
    _hammer_draw_place_group_stage (draw, resolved, places);
  if (cons.size > 0 || second.size > 0 || playoff)
    close_gaps (places, draw->n_entrants);
}
