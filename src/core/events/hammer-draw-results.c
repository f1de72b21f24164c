/* hammer-draw-results.c — what the results make of a draw: who plays in
 * each match, the numbers people read and the boards of a sjoelbak series
 * (the placings of an elimination are in hammer-draw-placings.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-draw.h"
#include "hammer-format-private.h"

/* Resolving */

static gboolean
bracket_allows_draws (HammerBracket bracket)
{
  return bracket == HAMMER_BRACKET_ROUND_ROBIN || bracket == HAMMER_BRACKET_GROUP
         || bracket == HAMMER_BRACKET_SWISS;
}

gboolean
_hammer_draw_first_match (const HammerDraw *draw,
                          guint             index,
                          guint             side)
{
  const HammerSource *source = &draw->matches[index].sources[side];

  while (source->kind == HAMMER_SOURCE_WINNER && source->ref >= 0 && (guint) source->ref < index)
    {
      const HammerDrawMatch *from = &draw->matches[source->ref];

      index = (guint) source->ref;
      if (from->n_sides < 2)
        return FALSE;
      if (from->sources[0].kind == HAMMER_SOURCE_BYE)
        source = &from->sources[1];
      else if (from->sources[1].kind == HAMMER_SOURCE_BYE)
        source = &from->sources[0];
      else
        return FALSE;
    }
  return source->kind == HAMMER_SOURCE_SEED || source->kind == HAMMER_SOURCE_GROUP;
}

static int
resolve_source (const HammerDraw          *draw,
                guint                      index,
                const HammerSource        *source,
                const HammerResolvedMatch *out,
                HammerGroupPlaceFunc       group_place,
                gpointer                   user_data)
{
  const HammerResolvedMatch *from;
  int entrant;

  switch (source->kind)
    {
    case HAMMER_SOURCE_SEED:
      if (source->ref >= 0 && (guint) source->ref < draw->n_entrants)
        return source->ref;
      return HAMMER_ENTRANT_UNKNOWN;

    case HAMMER_SOURCE_BYE:
      return HAMMER_ENTRANT_BYE;

    case HAMMER_SOURCE_WINNER:
    case HAMMER_SOURCE_LOSER:
      /* Sources come first; anything else is a damaged draw, and waiting
       * for ever is the safe answer to it. */
      if (source->ref < 0 || (guint) source->ref >= index)
        return HAMMER_ENTRANT_UNKNOWN;
      from = &out[source->ref];
      if (from->status != HAMMER_MATCH_FINISHED)
        return HAMMER_ENTRANT_UNKNOWN;
      /* A match that nobody won (a bye against a bye, or both sides
       * withdrawn) sends nobody on either way. */
      if (from->winner < 0)
        return HAMMER_ENTRANT_BYE;
      if (source->kind == HAMMER_SOURCE_WINNER)
        return from->entrants[from->winner];
      if (draw->matches[source->ref].n_sides < 2)
        return HAMMER_ENTRANT_BYE;
      if (source->place != HAMMER_LOSER_ANY
          && _hammer_draw_first_match (draw, (guint) source->ref, (guint) (1 - from->winner))
             != (source->place == HAMMER_LOSER_FIRST))
        return HAMMER_ENTRANT_BYE;
      return from->entrants[1 - from->winner];

    case HAMMER_SOURCE_GROUP:
      if (group_place == NULL)
        return HAMMER_ENTRANT_UNKNOWN;
      entrant = group_place (source->ref, source->place, user_data);
      if (entrant == HAMMER_ENTRANT_BYE
          || (entrant >= 0 && (guint) entrant < draw->n_entrants))
        return entrant;
      return HAMMER_ENTRANT_UNKNOWN;

    case HAMMER_SOURCE_NONE:
    default:
      return HAMMER_ENTRANT_UNKNOWN;
    }
}

/* Whether the final reset at @index is played: only after a grand final
 * that the losers' side (side 1) won on the board. A grand final decided by
 * a walkover or a bye leaves nothing to reset. Returns FALSE with @pending
 * set while the grand final is undecided. */
static gboolean
reset_needed (const HammerDraw          *draw,
              guint                      index,
              const HammerResolvedMatch *out,
              gboolean                  *pending)
{
  const HammerSource *source = &draw->matches[index].sources[1];
  const HammerResolvedMatch *final;

  *pending = FALSE;
  if (source->kind != HAMMER_SOURCE_WINNER || source->ref < 0 || (guint) source->ref >= index)
    {
      *pending = TRUE;
      return FALSE;
    }
  final = &out[source->ref];
  if (final->status != HAMMER_MATCH_FINISHED)
    {
      *pending = TRUE;
      return FALSE;
    }
  return final->winner == 1 && !final->bye && !final->walkover;
}

/* Resolves match @i of @draw from its sources in @out, which come first. */
static void
resolve_match (const HammerDraw      *draw,
               guint                  i,
               const int             *results,
               const gboolean        *withdrawn,
               HammerGroupPlaceFunc   group_place,
               gpointer               user_data,
               HammerResolvedMatch   *out)
{
  const HammerDrawMatch *match = &draw->matches[i];
  HammerResolvedMatch *r = &out[i];
  int result = results != NULL ? results[i] : -1;
  gboolean real[2];
  gboolean gone[2];
  int a;
  int b;

  r->status = HAMMER_MATCH_PENDING;
  r->winner = -1;
  r->bye = FALSE;
  r->walkover = FALSE;
  r->entrants[0] = HAMMER_ENTRANT_UNKNOWN;
  r->entrants[1] = HAMMER_ENTRANT_UNKNOWN;

  if (match->bracket == HAMMER_BRACKET_FINAL_RESET)
    {
      gboolean pending;

      if (!reset_needed (draw, i, out, &pending))
        {
          if (!pending)
            r->status = HAMMER_MATCH_SKIPPED;
          return;
        }
    }

  r->entrants[0] = resolve_source (draw, i, &match->sources[0], out, group_place, user_data);

  if (match->n_sides < 2)
    {
      /* A series: one side, finished once its games are in; a drawn
       * result (-2) means the same here. */
      a = r->entrants[0];
      if (a < 0)
        return;
      if (result == 0 || result == -2)
        {
          r->status = HAMMER_MATCH_FINISHED;
          r->winner = result == 0 ? 0 : -1;
        }
      else if (withdrawn != NULL && withdrawn[a])
        {
          r->status = HAMMER_MATCH_FINISHED;
          r->walkover = TRUE;
        }
      else
        {
          r->status = HAMMER_MATCH_READY;
        }
      return;
    }

  r->entrants[1] = resolve_source (draw, i, &match->sources[1], out, group_place, user_data);
  a = r->entrants[0];
  b = r->entrants[1];

  /* Who gets a bye or a walkover depends on who the other side is. */
  if (a == HAMMER_ENTRANT_UNKNOWN || b == HAMMER_ENTRANT_UNKNOWN)
    return;

  real[0] = a >= 0;
  real[1] = b >= 0;
  gone[0] = real[0] && withdrawn != NULL && withdrawn[a];
  gone[1] = real[1] && withdrawn != NULL && withdrawn[b];
  /* Rotating partners: a match of a round under way with one who has
   * withdrawn, on either side, is not played and counts for nobody: a
   * walkover would give two players a win and the other partner a round
   * for nothing (docs/ARCHITECTURE.md, "Rotating partners"). A result
   * entered before he left stands. */
  if (match->partners[0].kind == HAMMER_SOURCE_SEED && withdrawn != NULL &&
      !(result == 0 || result == 1 || result == -2))
    for (guint s = 0; s < 2; s++)
      {
        const HammerSource *people[2] = { &match->sources[s], &match->partners[s] };

        for (guint x = 0; x < 2; x++)
          if (people[x]->kind == HAMMER_SOURCE_SEED && people[x]->ref >= 0 &&
              (guint) people[x]->ref < draw->n_entrants && withdrawn[people[x]->ref])
            {
              r->status = HAMMER_MATCH_SKIPPED;
              return;
            }
      }

  /* A result stands even if a side withdrew later; a result on a match
   * that cannot be played is ignored. A drawn match only exists where
   * the format has draws: an elimination match needs a winner. */
  if (real[0] && real[1] && (result == 0 || result == 1))
    {
      r->status = HAMMER_MATCH_FINISHED;
      r->winner = result;
    }
  else if (real[0] && real[1] && result == -2 && bracket_allows_draws (match->bracket))
    {
      r->status = HAMMER_MATCH_FINISHED;
      r->winner = -1;
    }
  else if (gone[0] || gone[1] || !real[0] || !real[1])
    {
      /* Decided without play. A withdrawn entrant never goes on by a
       * bye: against a bye, or against another who withdrew, nobody
       * wins, and nobody is what goes on. */
      gboolean stays[2] = { real[0] && !gone[0], real[1] && !gone[1] };

      r->status = HAMMER_MATCH_FINISHED;
      r->walkover = gone[0] || gone[1];
      r->bye = !real[0] || !real[1];
      if (stays[0] && !stays[1])
        r->winner = 0;
      else if (stays[1] && !stays[0])
        r->winner = 1;
    }
  else
    {
      r->status = HAMMER_MATCH_READY;
    }
}

void
hammer_draw_resolve (const HammerDraw      *draw,
                     const int             *results,
                     const gboolean        *withdrawn,
                     HammerGroupPlaceFunc   group_place,
                     gpointer               user_data,
                     HammerResolvedMatch   *out)
{
  g_return_if_fail (draw != NULL);
  g_return_if_fail (out != NULL || draw->n_matches == 0);

  for (guint i = 0; i < draw->n_matches; i++)
    resolve_match (draw, i, results, withdrawn, group_place, user_data, out);
}

static gboolean
same_resolution (const HammerResolvedMatch *a,
                 const HammerResolvedMatch *b)
{
  return a->status == b->status && a->winner == b->winner && a->bye == b->bye
         && a->walkover == b->walkover && a->entrants[0] == b->entrants[0]
         && a->entrants[1] == b->entrants[1];
}

/* Whether match @source (winner or loser) is read by match @i. */
static gboolean
reads_match (const HammerSource *source,
             guint               i)
{
  /* A filtered loser reads the match's draw too, which never moves. */
  return (source->kind == HAMMER_SOURCE_WINNER || source->kind == HAMMER_SOURCE_LOSER)
         && source->ref >= 0 && (guint) source->ref < i;
}

/* Whether a source of match @i is a match whose resolution has moved;
 * @moved counts from match @from. */
static gboolean
follows_moved (const HammerDraw *draw,
               guint             i,
               guint             from,
               const gboolean   *moved)
{
  for (guint s = 0; s < 2; s++)
    {
      const HammerSource *source = &draw->matches[i].sources[s];

      if (reads_match (source, i) && (guint) source->ref >= from && moved[source->ref - from])
        return TRUE;
    }
  return FALSE;
}

guint *
hammer_draw_followers (const HammerDraw *draw)
{
  g_autofree guint *filled = NULL;
  guint n = 0;
  guint *out;

  g_return_val_if_fail (draw != NULL, NULL);

  /* Counted first, then each match's followers placed after the offsets. */
  out = g_new0 (guint, draw->n_matches + 1);
  for (guint i = 0; i < draw->n_matches; i++)
    for (guint s = 0; s < 2; s++)
      if (reads_match (&draw->matches[i].sources[s], i))
        {
          out[draw->matches[i].sources[s].ref]++;
          n++;
        }
  out = g_renew (guint, out, draw->n_matches + 1 + n);
  for (guint i = 0, next = draw->n_matches + 1; i <= draw->n_matches; i++)
    {
      guint count = i < draw->n_matches ? out[i] : 0;

      out[i] = next;
      next += count;
    }
  filled = g_new0 (guint, MAX (draw->n_matches, 1));
  for (guint i = 0; i < draw->n_matches; i++)
    for (guint s = 0; s < 2; s++)
      {
        const HammerSource *source = &draw->matches[i].sources[s];

        if (reads_match (source, i))
          out[out[source->ref] + filled[source->ref]++] = i;
      }
  return out;
}

/* Adds @index to @pending, kept in increasing order without repeats. */
static void
add_pending (GArray *pending,
             guint   index)
{
  guint at = pending->len;

  while (at > 0 && g_array_index (pending, guint, at - 1) > index)
    at--;
  if (at > 0 && g_array_index (pending, guint, at - 1) == index)
    return;
  g_array_insert_val (pending, at, index);
}

void
hammer_draw_resolve_after (const HammerDraw      *draw,
                           const guint           *followers,
                           const int             *results,
                           const gboolean        *withdrawn,
                           HammerGroupPlaceFunc   group_place,
                           gpointer               user_data,
                           guint                  changed,
                           HammerResolvedMatch   *out)
{
  g_autofree gboolean *moved = NULL;
  g_autoptr(GArray) pending = NULL;

  g_return_if_fail (draw != NULL);
  g_return_if_fail (out != NULL || draw->n_matches == 0);

  if (changed >= draw->n_matches)
    return;

  /* A match reads only its own result and its sources' resolutions, and
   * sources come first: what has not moved leaves everything after it as
   * it was. */
  if (followers == NULL)
    {
      moved = g_new0 (gboolean, draw->n_matches - changed);
      for (guint i = changed; i < draw->n_matches; i++)
        {
          HammerResolvedMatch before = out[i];

          if (i != changed && !follows_moved (draw, i, changed, moved))
            continue;
          resolve_match (draw, i, results, withdrawn, group_place, user_data, out);
          moved[i - changed] = !same_resolution (&before, &out[i]);
        }
      return;
    }

  /* The same, going from each match that moved to those that read it, in
   * playing order: their sources are all done by the time they come. */
  pending = g_array_sized_new (FALSE, FALSE, sizeof (guint), 8);
  g_array_append_val (pending, changed);
  while (pending->len > 0)
    {
      guint i = g_array_index (pending, guint, 0);
      HammerResolvedMatch before = out[i];

      g_array_remove_index (pending, 0);
      resolve_match (draw, i, results, withdrawn, group_place, user_data, out);
      if (same_resolution (&before, &out[i]))
        continue;
      for (guint k = followers[i]; k < followers[i + 1]; k++)
        add_pending (pending, followers[k]);
    }
}

/* Match numbers */

/* Whether side @source of a match sends nobody, whatever the results:
 * @bye and @empty say that of the matches before. */
static gboolean
side_is_bye (const HammerSource *source,
             guint               index,
             const gboolean     *bye,
             const gboolean     *empty)
{
  if (source->kind == HAMMER_SOURCE_BYE)
    return TRUE;
  if ((source->kind != HAMMER_SOURCE_WINNER && source->kind != HAMMER_SOURCE_LOSER) ||
      source->ref < 0 || (guint) source->ref >= index)
    return FALSE;
  /* The loser of a bye is nobody; the winner of one is its real side. */
  return source->kind == HAMMER_SOURCE_LOSER ? bye[source->ref] : empty[source->ref];
}

guint
hammer_draw_number_matches (const HammerDrawMatch *matches,
                            guint                  n_matches,
                            guint                  first,
                            guint                 *numbers)
{
  g_autofree gboolean *bye = g_new0 (gboolean, MAX (n_matches, 1));
  g_autofree gboolean *empty = g_new0 (gboolean, MAX (n_matches, 1));
  guint next = first;

  g_return_val_if_fail (matches != NULL || n_matches == 0, first);
  g_return_val_if_fail (numbers != NULL || n_matches == 0, first);

  for (guint i = 0; i < n_matches; i++)
    {
      const HammerDrawMatch *match = &matches[i];
      gboolean a = side_is_bye (&match->sources[0], i, bye, empty);
      gboolean b = match->n_sides > 1 && side_is_bye (&match->sources[1], i, bye, empty);

      /* A one-sided series card is played by its one side. */
      bye[i] = match->n_sides > 1 && (a || b);
      empty[i] = match->n_sides > 1 && a && b;
      numbers[i] = bye[i] || hammer_draw_match_is_conditional (matches, i) ? 0 : next++;
    }
  return next;
}

guint
hammer_draw_count_rematches (const HammerDraw          *draw,
                             const HammerResolvedMatch *resolved)
{
  g_autoptr(GHashTable) met = NULL;
  guint n_rematches = 0;

  g_return_val_if_fail (draw != NULL, 0);
  g_return_val_if_fail (resolved != NULL || draw->n_matches == 0, 0);

  /* Sources come first in the draw, so every winners' match is seen before
   * the losers' matches its players reach. */
  met = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < draw->n_matches; i++)
    {
      const HammerResolvedMatch *r = &resolved[i];
      HammerBracket bracket = draw->matches[i].bracket;
      gsize a, b;
      gpointer key;

      if (r->status != HAMMER_MATCH_FINISHED || r->bye || r->walkover
          || (bracket != HAMMER_BRACKET_WINNERS && bracket != HAMMER_BRACKET_LOSERS))
        continue;
      a = (gsize) MIN (r->entrants[0], r->entrants[1]);
      b = (gsize) MAX (r->entrants[0], r->entrants[1]);
      key = GSIZE_TO_POINTER (a * draw->n_entrants + b + 1);
      if (bracket == HAMMER_BRACKET_WINNERS)
        g_hash_table_add (met, key);
      else if (g_hash_table_contains (met, key))
        n_rematches++;
    }
  return n_rematches;
}

/* Sjoelbak series */

/* Entrant e shoots game g on board (e + g) mod B. In every game the
 * entrants fill the boards as a run of consecutive numbers does, so each
 * board gets the same number of players give or take one; each player moves
 * one board on every game, so with two boards or more nobody shoots two
 * games in a row on one board, and with at least as many boards as games
 * nobody uses a board twice. */
guint
hammer_series_board (guint entrant,
                     guint game,
                     guint n_entrants,
                     guint n_boards)
{
  g_return_val_if_fail (n_boards > 0, 0);
  g_return_val_if_fail (entrant < n_entrants, 0);

  return (guint) (((guint64) entrant + game) % n_boards);
}
