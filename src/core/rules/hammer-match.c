/* hammer-match.c — one match scored end by end under a rule set: its
 * games started and its ends added, in the order of play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-rules-private.h"

/* TRANSLATORS: a side of a match whose name is not known, numbered from 1. */
#define SIDE_UNNAMED N_("Side %d")

/* Room for a short game or two once anything is added: grown from nothing,
 * a replay's arrays took a dozen reallocations a match. */
#define GAMES_START 3
#define ENDS_START 16
#define POOL_START 128

/* @array, of *@size elements of @element bytes, grown to hold @needed: at
 * least doubled, so that ends added one by one seldom move it. */
static inline gpointer
grow_array (gpointer  array,
            guint    *size,
            guint     needed,
            gsize     element,
            guint     start)
{
  guint new_size = MAX (MAX (*size * 2, start), needed);

  if (needed <= *size)
    return array;
  *size = new_size;
  return g_realloc_n (array, new_size, element);
}

HammerMatch *
hammer_match_new (const HammerRules   *rules,
                  const HammerOptions *options)
{
  HammerMatch *match;
  gboolean teams;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (options->sides >= 1 && options->sides <= HAMMER_MAX_SIDES, NULL);
  g_return_val_if_fail (rules->n_zones <= HAMMER_MAX_ZONES, NULL);
  for (guint i = 0; i < HAMMER_N_OPTIONS; i++)
    g_return_val_if_fail (!rules->options[i].applies ||
                          hammer_options_get (options, i) != HAMMER_OPTION_UNSET, NULL);

  match = g_new0 (HammerMatch, 1);
  match->rules = rules;
  match->options = *options;
  match->n_sides = options->sides;
  match->weights = rules->counts ? options->disks : rules->weights;
  teams = options->team_size != HAMMER_OPTION_UNSET && options->team_size >= 2;
  match->round_ends = teams ? 2 : 1;
  match->tie_ends = teams ? rules->team_tie_ends : rules->tie_ends;
  match->qualifying = hammer_rules_has_qualifying (rules);
  /* Asked once, not after every end. */
  match->counts_best = hammer_options_counted_games (options, G_MAXUINT) < G_MAXUINT;
  for (guint z = 0; z < rules->n_zones; z++)
    match->zone_values[z] = hammer_rules_zone_value (rules, options, z);
  hammer_match_compute_reach (match);

  match->state = HAMMER_STATE_IN_PROGRESS;
  match->winner = -1;

  return match;
}

void
hammer_match_free (HammerMatch *match)
{
  if (match == NULL)
    return;

  g_free (match->games);
  g_free (match->ends);
  g_free (match->pool);
  g_strfreev (match->names);
  g_free (match);
}

void
hammer_match_set_side_names (HammerMatch        *match,
                             const char * const *names)
{
  g_return_if_fail (match != NULL);

  g_clear_pointer (&match->names, g_strfreev);
  if (names == NULL)
    return;
  match->names = g_new0 (char *, match->n_sides + 1);
  for (int s = 0; s < match->n_sides && names[s] != NULL; s++)
    match->names[s] = g_strdup (names[s]);
}

char *
hammer_side_unnamed (int side)
{
  return g_strdup_printf (_(SIDE_UNNAMED), side + 1);
}

const char *
hammer_match_side_name (const HammerMatch *match,
                        int                side,
                        char               buffer[HAMMER_SIDE_NAME_SIZE])
{
  if (match->names != NULL && side >= 0 && side < match->n_sides &&
      match->names[side] != NULL && *match->names[side] != '\0')
    return match->names[side];
  g_snprintf (buffer, HAMMER_SIDE_NAME_SIZE, _(SIDE_UNNAMED), side + 1);
  return buffer;
}

void
hammer_match_reset (HammerMatch *match)
{
  g_return_if_fail (match != NULL);

  match->n_games = 0;
  match->n_ends = 0;
  match->pool_len = 0;
  memset (match->games_won, 0, sizeof match->games_won);
  memset (match->totals, 0, sizeof match->totals);
  match->state = HAMMER_STATE_IN_PROGRESS;
  match->winner = -1;
}

void
hammer_match_reserve (HammerMatch *match,
                      guint        n_ends,
                      guint        n_pool)
{
  g_return_if_fail (match != NULL);

  match->ends = grow_array (match->ends, &match->ends_size, match->n_ends + n_ends,
                            sizeof (HammerEndRecord), ENDS_START);
  match->pool = grow_array (match->pool, &match->pool_size, match->pool_len + n_pool,
                            sizeof (int), POOL_START);
}

/* Appends @n ints, not set, to the pool and returns their offset. */
static guint
pool_grow (HammerMatch *match,
           guint        n)
{
  guint offset = match->pool_len;

  match->pool = grow_array (match->pool, &match->pool_size, offset + n, sizeof (int),
                            POOL_START);
  match->pool_len = offset + n;
  return offset;
}

/* The side that shoots last when @first shoots first: the other side of
 * two, or the last of the rotation. */
static inline int
hammer_of (const HammerMatch *match,
           int                first)
{
  if (first < 0)
    return -1;
  return (first + match->n_sides - 1) % match->n_sides;
}

/* Who shoots first in the first end of the next game: option "first" for
 * game 1; after that the side that started the previous game does not
 * start this one (in table shuffleboard "the toss loser chooses for game
 * 2": docs/ARCHITECTURE.md, "Rules decisions").
 * Shovelboard tosses once: "Thereafter, the winner of the previous end
 * starts the next", also when that end closed the previous game. */
static int
default_first (const HammerMatch *match)
{
  guint n_games = match->n_games;

  if (match->rules->order == HAMMER_ORDER_NONE)
    return -1;
  if (n_games == 0)
    return match->options.first;
  if (match->rules->order == HAMMER_ORDER_WINNER_FIRST)
    return hammer_match_game_at (match, n_games - 1)->next_first;
  return (hammer_match_game_at (match, n_games - 1)->first + 1) % match->n_sides;
}

gboolean
hammer_match_start_game (HammerMatch      *match,
                         int               first,
                         GError          **error)
{
  HammerGameRecord record = { 0, };
  guint n_games;

  g_return_val_if_fail (match != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n_games = match->n_games;
  if (match->state == HAMMER_STATE_FINISHED)
    return hammer_refuse (error, match->rules, HAMMER_REASON_MATCH_OVER, n_games, -1, -1,
                          match->rules->counts && match->n_sides == 1
                          ? _("the series was over after game %u, so no game can follow it.")
                          : _("the match was over after game %u, so no game can follow it."),
                          n_games);

  if (n_games > 0 && hammer_match_game_at (match, n_games - 1)->state != HAMMER_STATE_FINISHED)
    return hammer_refuse (error, match->rules, HAMMER_REASON_UNFINISHED_GAME,
                          n_games - 1, -1, -1,
                          _("the game is not over yet, so game %u cannot start."),
                          n_games + 1);

  if (match->rules->order == HAMMER_ORDER_NONE)
    first = -1;
  else if (first == -1)
    first = default_first (match);
  else if (first < 0 || first >= match->n_sides)
    return hammer_refuse (error, match->rules, HAMMER_REASON_BAD_FIRST, n_games, -1, -1,
                          _("“first” is %d, but the sides are numbered from 0 to %d."),
                          first, match->n_sides - 1);

  record.first_end = match->n_ends;
  record.first = first;
  record.next_first = first;
  record.totals = pool_grow (match, match->n_sides);
  record.state = HAMMER_STATE_IN_PROGRESS;
  record.winner = -1;
  memset (hammer_match_pool_at (match, record.totals), 0, match->n_sides * sizeof (int));
  /* A handicap as start points: "a game starts at the handicap's points". */
  if (match->options.handicap_race != 1)
    for (int side = 0; side < match->n_sides && side < 2; side++)
      {
        hammer_match_pool_at (match, record.totals)[side] = match->options.handicaps[side];
        match->totals[side] += match->options.handicaps[side];
      }
  match->games = grow_array (match->games, &match->games_size, match->n_games + 1,
                             sizeof (HammerGameRecord), GAMES_START);
  match->games[match->n_games++] = record;

  return TRUE;
}

/* Who shoots first in the end after @stored, the last end of @record, which
 * scored @raw. */
static int
next_end_first (const HammerMatch *match,
                const HammerGameRecord  *record,
                const int         *raw,
                const HammerEndRecord   *stored)
{
  int n = match->n_sides;

  switch (match->rules->order)
    {
    case HAMMER_ORDER_SCORER_FIRST:
      {
        /* "The winner of the previous end plays first. Should the previous
         * end have resulted in no score, the player who went first
         * previously goes second." */
        int scorer = -1;

        for (int side = 0; side < n; side++)
          if (raw[side] > 0)
            scorer = side;
        return scorer >= 0 ? scorer : stored->hammer;
      }
    case HAMMER_ORDER_WINNER_FIRST:
      {
        /* "Thereafter, the winner of the previous end starts the next": the
         * side that scored most; on equal scores nobody won it, and the side
         * that started starts again (docs/ARCHITECTURE.md, "Rules
         * decisions"). */
        int winner = hammer_sole_leader (raw, n, NULL);

        return winner >= 0 ? winner : stored->first;
      }
    case HAMMER_ORDER_ALTERNATE:
      /* The lead changes every frame in singles, every round in doubles. */
      return (record->first + (int) (record->n_ends / match->round_ends)) % n;
    case HAMMER_ORDER_FIXED:
    case HAMMER_ORDER_NONE:
    default:
      return record->next_first;
    }
}

gboolean
hammer_match_add_end (HammerMatch           *match,
                      const HammerEndEntry  *entry,
                      GError               **error)
{
  int raw[HAMMER_MAX_SIDES];
  guint game = 0, end = 0;
  HammerGameRecord *record;
  HammerEndRecord stored;
  int *data, *game_totals;
  int n = 0;

  g_return_val_if_fail (match != NULL, FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_match_locate_next_end (match, &game, &end, error) ||
      !hammer_match_check_entry (match, entry, game, end, raw, error))
    return FALSE;

  if (match->n_games == 0 && !hammer_match_start_game (match, -1, error))
    return FALSE;

  n = match->n_sides;
  record = hammer_match_game_at (match, game);
  stored.first = record->next_first;
  stored.hammer = hammer_of (match, stored.first);
  stored.data = pool_grow (match, 4 * n);
  stored.counts = -1;
  stored.zones = -1;
  if (entry->counts != NULL)
    {
      stored.counts = pool_grow (match, 4 * n);
      memcpy (hammer_match_pool_at (match, stored.counts), entry->counts, 4 * n * sizeof (int));
    }
  if (entry->n_zones != NULL)
    {
      int total = 0;

      for (int side = 0; side < n; side++)
        total += entry->n_zones[side];
      stored.zones = pool_grow (match, n + total);
      memcpy (hammer_match_pool_at (match, stored.zones), entry->n_zones, n * sizeof (int));
      memcpy (hammer_match_pool_at (match, stored.zones + n), entry->zones, total * sizeof (int));
    }

  data = hammer_match_pool_at (match, stored.data);
  game_totals = hammer_match_pool_at (match, record->totals);
  for (int side = 0; side < n; side++)
    {
      int penalty = entry->penalties != NULL ? entry->penalties[side] : 0;
      int points = raw[side] - penalty;
      int total = game_totals[side] + points;

      /* Deck, "exact": "points over it are taken off" — an overshoot
       * bounces back from the target. */
      if (match->options.exact == 1 && total > match->options.target)
        total = match->options.target - (total - match->options.target);

      data[side] = raw[side];
      data[n + side] = penalty;
      data[2 * n + side] = points;
      data[3 * n + side] = total;
      match->totals[side] += total - game_totals[side];
      game_totals[side] = total;
    }
  stored.time_called = entry->time_called;
  match->ends = grow_array (match->ends, &match->ends_size, match->n_ends + 1,
                            sizeof (HammerEndRecord), ENDS_START);
  match->ends[match->n_ends++] = stored;
  record->n_ends++;
  if (entry->time_called)
    {
      guint round = MAX (match->rules->clock_round_ends, 1);

      /* "Then finish the end or round": with clock_round the game runs on
       * to the end of the round, counted from the game's first end. */
      record->time_end = record->n_ends;
      record->time_up = record->n_ends;
      if (match->options.clock_round == 1)
        record->time_up = (record->n_ends + round - 1) / round * round;
    }
  if (match->counts_best)
    hammer_match_count_best_games (match);

  record->next_first = next_end_first (match, record, raw, &stored);

  hammer_match_update_game_state (match, record);
  if (record->state == HAMMER_STATE_FINISHED)
    {
      if (record->winner >= 0)
        match->games_won[record->winner]++;
      hammer_match_update_match_state (match);
    }

  return TRUE;
}

gboolean
hammer_match_get_next (const HammerMatch *match,
                       int               *game,
                       int               *end,
                       int               *first,
                       int               *hammer)
{
  int next_game, next_end, next_first;
  guint n_games;

  g_return_val_if_fail (match != NULL, FALSE);

  n_games = match->n_games;
  if (match->state == HAMMER_STATE_FINISHED)
    {
      next_game = next_end = next_first = -1;
    }
  else if (n_games > 0 && hammer_match_game_at (match, n_games - 1)->state != HAMMER_STATE_FINISHED)
    {
      const HammerGameRecord *record = hammer_match_game_at (match, n_games - 1);

      next_game = n_games - 1;
      next_end = record->n_ends;
      next_first = record->next_first;
    }
  else
    {
      next_game = n_games;
      next_end = 0;
      next_first = default_first (match);
    }

  if (game != NULL)
    *game = next_game;
  if (end != NULL)
    *end = next_end;
  if (first != NULL)
    *first = next_first;
  if (hammer != NULL)
    *hammer = hammer_of (match, next_first);

  return match->state != HAMMER_STATE_FINISHED;
}
