/* hammer-match.c — one match scored end by end under a rule set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-rules-private.h"

/* TRANSLATORS: a side of a match whose name is not known, numbered from 1. */
#define SIDE_UNNAMED N_("Side %d")

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
  for (guint z = 0; z < rules->n_zones; z++)
    match->zone_values[z] = hammer_rules_zone_value (rules, options, z);
  hammer_match_compute_reach (match);

  match->games = g_array_new (FALSE, FALSE, sizeof (HammerGameRecord));
  match->ends = g_array_new (FALSE, FALSE, sizeof (HammerEndRecord));
  match->pool = g_array_new (FALSE, FALSE, sizeof (int));
  match->state = HAMMER_STATE_IN_PROGRESS;
  match->winner = -1;

  return match;
}

void
hammer_match_free (HammerMatch *match)
{
  if (match == NULL)
    return;

  g_array_unref (match->games);
  g_array_unref (match->ends);
  g_array_unref (match->pool);
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

  g_array_set_size (match->games, 0);
  g_array_set_size (match->ends, 0);
  g_array_set_size (match->pool, 0);
  memset (match->games_won, 0, sizeof match->games_won);
  memset (match->totals, 0, sizeof match->totals);
  match->state = HAMMER_STATE_IN_PROGRESS;
  match->winner = -1;
}

/* Appends @n ints to the pool and returns their offset. */
static guint
pool_grow (HammerMatch *match,
           guint        n)
{
  guint offset = match->pool->len;

  g_array_set_size (match->pool, offset + n);
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
  guint n_games = match->games->len;

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

  n_games = match->games->len;
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

  record.first_end = match->ends->len;
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
  g_array_append_val (match->games, record);

  return TRUE;
}

/* Whether exactly one side has the highest total; its index, or -1. */
static int
sole_leader (const int *totals,
             int        n_sides,
             int       *highest)
{
  int best = 0;
  int count = 1;

  for (int side = 1; side < n_sides; side++)
    {
      if (totals[side] > totals[best])
        {
          best = side;
          count = 1;
        }
      else if (totals[side] == totals[best])
        {
          count++;
        }
    }

  if (highest != NULL)
    *highest = totals[best];
  return count == 1 ? best : -1;
}

/* Whether the match is decided on the total points of all its games
 * (court, "total_games"), not on games won. */
static gboolean
plays_for_total (const HammerMatch *match)
{
  return match->options.total_games != HAMMER_OPTION_UNSET && match->options.total_games > 0;
}

/* Sjoelbak, "counting": a series' totals are those of each side's best
 * games so far, the others dropped. */
static void
count_best_games (HammerMatch *match)
{
  guint n_games = match->games->len;
  guint n_counted = hammer_options_counted_games (&match->options, n_games);
  g_autofree int *games = g_new (int, MAX (n_games, 1));

  for (int side = 0; side < match->n_sides; side++)
    {
      int sum = 0;

      for (guint g = 0; g < n_games; g++)
        games[g] = hammer_match_pool_at (match, hammer_match_game_at (match, g)->totals)[side];
      /* Descending insertion sort: series are short. */
      for (guint i = 1; i < n_games; i++)
        for (guint j = i; j > 0 && games[j - 1] < games[j]; j--)
          {
            int swap = games[j];

            games[j] = games[j - 1];
            games[j - 1] = swap;
          }
      for (guint g = 0; g < n_counted; g++)
        sum += games[g];
      match->totals[side] = sum;
    }
}

/* The totals a game is decided on. A handicap as a shorter race counts
 * as if the side had it on the board: "that side's target is shorter" by
 * it, and a lead is measured the same way. */
static const int *
race_totals (HammerMatch      *match,
             HammerGameRecord *record,
             int               raced[HAMMER_MAX_SIDES])
{
  int *totals = hammer_match_pool_at (match, record->totals);

  if (match->options.handicap_race != 1 ||
      (match->options.handicaps[0] == 0 && match->options.handicaps[1] == 0))
    return totals;
  for (int side = 0; side < match->n_sides; side++)
    raced[side] = totals[side] + (side < 2 ? match->options.handicaps[side] : 0);
  return raced;
}

/* Decides whether the game is over after its latest end. */
static void
update_game_state (HammerMatch *match,
                   HammerGameRecord  *record)
{
  const HammerRules *rules = match->rules;
  int raced[HAMMER_MAX_SIDES];
  const int *totals = race_totals (match, record, raced);
  int highest;
  int leader = sole_leader (totals, match->n_sides, &highest);
  int decider = leader;  /* the side whose lead ends the game */
  guint n = record->n_ends;
  gboolean at_limit, timed_out;
  guint tie_ends;

  /* A sjoelbak game is one turn of every player: the higher total wins it,
   * equal totals leave it without a winner, and so does a game of one
   * player, who beats nobody. */
  if (rules->ends_per_game > 0)
    {
      if (n >= (guint) rules->ends_per_game)
        {
          record->state = HAMMER_STATE_FINISHED;
          record->winner = match->n_sides > 1 ? leader : -1;
        }
      return;
    }

  /* Court doubles: "Color lead does NOT change until both ends have played
   * a ROUND", and a game only ends after a whole round. */
  if (rules->stop_after_round && n % match->round_ends != 0)
    return;

  at_limit = match->options.frames != HAMMER_OPTION_UNSET && match->options.frames > 0 &&
             n >= (guint) match->options.frames;
  /* The clock (docs/ARCHITECTURE.md, "Rules decisions"): once time is
   * called and the end or round in play is finished, the game ends as at
   * a frame limit, so a tie is broken the same way. */
  timed_out = record->time_up > 0 && n >= record->time_up;
  at_limit = at_limit || timed_out;

  /* A match on the total of its games (Texas): a game before the last ends
   * at its target or frame limit whoever leads, and the last one ends, tie
   * break included, only once the match's totals have a leader. Each game
   * still has its own winner. */
  if (plays_for_total (match))
    {
      if (match->games->len >= (guint) match->options.total_games)
        decider = sole_leader (match->totals, match->n_sides, NULL);
      else
        {
          if (highest >= match->options.target || at_limit)
            {
              record->state = HAMMER_STATE_FINISHED;
              record->winner = leader;
            }
          return;
        }
    }

  /* After time a tie plays on by the round when the clock finishes
   * rounds, else by the game's own tie break or end by end. */
  tie_ends = match->tie_ends;
  if (timed_out && match->options.clock_round == 1)
    tie_ends = MAX (tie_ends, (guint) match->rules->clock_round_ends);

  /* A tie break runs: only its last end decides, by the totals. */
  if (record->decide_at > 0)
    {
      if (n < record->decide_at)
        return;
      if (decider >= 0)
        {
          record->state = HAMMER_STATE_FINISHED;
          record->winner = leader;
        }
      else
        {
          record->decide_at = n + tie_ends;
        }
      return;
    }

  if (highest < match->options.target && !at_limit)
    return;

  if (decider >= 0)
    {
      record->state = HAMMER_STATE_FINISHED;
      record->winner = leader;
    }
  else if (tie_ends > 0)
    {
      /* Court: "If a tie score results at game point or over, two complete
       * rounds shall be played, in DOUBLES, score totaled. In SINGLES one
       * round of play shall decide tie." */
      record->decide_at = n + tie_ends;
    }
  /* Otherwise the tied sides play on end by end until one leads. */
}

/* Decides whether the match is over after a finished game. */
static void
update_match_state (HammerMatch *match)
{
  guint n_games = match->games->len;

  if (plays_for_total (match))
    {
      if (n_games >= (guint) match->options.total_games)
        {
          match->state = HAMMER_STATE_FINISHED;
          match->winner = sole_leader (match->totals, match->n_sides, NULL);
        }
      return;
    }

  if (match->rules->match_kind == HAMMER_MATCH_BEST_OF)
    {
      int best_of = match->options.best_of;
      int leader = sole_leader (match->games_won, match->n_sides, NULL);

      for (int side = 0; side < match->n_sides; side++)
        if (2 * match->games_won[side] > best_of)
          {
            match->state = HAMMER_STATE_FINISHED;
            match->winner = side;
            return;
          }
      if (n_games >= (guint) best_of)
        {
          match->state = HAMMER_STATE_FINISHED;
          match->winner = leader;
        }
      return;
    }

  /* A series: the sum of all games decides; equal sums go to the higher best
   * single game, then the second best, and so on (Jakkolo rules). */
  if (n_games < (guint) match->options.games)
    return;

  match->state = HAMMER_STATE_FINISHED;
  /* A card of one player is a score, not a win over anybody. */
  if (match->n_sides < 2)
    return;
  match->winner = sole_leader (match->totals, match->n_sides, NULL);
  if (match->winner < 0)
    {
      gboolean tied[HAMMER_MAX_SIDES];
      g_autofree int *sorted = g_new (int, (gsize) match->n_sides * n_games);
      int highest, count;

      sole_leader (match->totals, match->n_sides, &highest);
      for (int side = 0; side < match->n_sides; side++)
        {
          int *games = sorted + (gsize) side * n_games;

          tied[side] = match->totals[side] == highest;
          for (guint g = 0; g < n_games; g++)
            games[g] = hammer_match_pool_at (match, hammer_match_game_at (match, g)->totals)[side];
          /* Descending insertion sort: series are short. */
          for (guint i = 1; i < n_games; i++)
            for (guint j = i; j > 0 && games[j - 1] < games[j]; j--)
              {
                int swap = games[j];

                games[j] = games[j - 1];
                games[j - 1] = swap;
              }
        }

      for (guint rank = 0; rank < n_games; rank++)
        {
          int best = G_MININT;

          for (int side = 0; side < match->n_sides; side++)
            if (tied[side])
              best = MAX (best, sorted[(gsize) side * n_games + rank]);
          count = 0;
          for (int side = 0; side < match->n_sides; side++)
            {
              if (tied[side] && sorted[(gsize) side * n_games + rank] < best)
                tied[side] = FALSE;
              if (tied[side])
                {
                  count++;
                  match->winner = side;
                }
            }
          if (count == 1)
            return;
        }
      match->winner = -1;
    }
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
        int winner = sole_leader (raw, n, NULL);

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

  if (match->games->len == 0 && !hammer_match_start_game (match, -1, error))
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
  g_array_append_val (match->ends, stored);
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
  if (hammer_options_counted_games (&match->options, G_MAXUINT) < G_MAXUINT)
    count_best_games (match);

  record->next_first = next_end_first (match, record, raw, &stored);

  update_game_state (match, record);
  if (record->state == HAMMER_STATE_FINISHED)
    {
      if (record->winner >= 0)
        match->games_won[record->winner]++;
      update_match_state (match);
    }

  return TRUE;
}

/* Getters */

const HammerRules *
hammer_match_get_rules (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, NULL);

  return match->rules;
}

const HammerOptions *
hammer_match_get_options (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, NULL);

  return &match->options;
}

guint
hammer_match_get_n_sides (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, 0);

  return match->n_sides;
}

int
hammer_match_get_pieces (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, 0);

  return match->weights;
}

int
hammer_match_get_max_points (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, 0);

  return match->max_points;
}

int
hammer_match_get_min_points (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, 0);

  return match->min_points;
}

gboolean
hammer_match_can_end_drawn (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, FALSE);

  /* A card of one player beats nobody and draws with nobody. */
  if (match->n_sides < 2)
    return FALSE;
  /* A match on total points plays a tie off in its last game. */
  if (plays_for_total (match))
    return FALSE;
  /* Equal sums and equal games down to the last: rare, but a draw. */
  if (match->rules->match_kind != HAMMER_MATCH_BEST_OF)
    return TRUE;
  /* Games without a winner, or games won that may come out level. */
  return match->rules->ends_per_game > 0 || match->n_sides > 2 ||
         match->options.best_of % 2 == 0;
}

gboolean
hammer_match_end_points_possible (const HammerMatch *match,
                                  int                points)
{
  g_return_val_if_fail (match != NULL, FALSE);

  return hammer_match_points_possible (match, points);
}

HammerState
hammer_match_get_state (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, HAMMER_STATE_IN_PROGRESS);

  return match->state;
}

int
hammer_match_get_winner (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, -1);

  return match->winner;
}

const int *
hammer_match_get_games_won (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, NULL);

  return match->games_won;
}

const int *
hammer_match_get_totals (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, NULL);

  return match->totals;
}

guint
hammer_match_get_n_games (const HammerMatch *match)
{
  g_return_val_if_fail (match != NULL, 0);

  return match->games->len;
}

guint
hammer_match_get_n_ends (const HammerMatch *match,
                         guint              game)
{
  g_return_val_if_fail (match != NULL, 0);
  g_return_val_if_fail (game < match->games->len, 0);

  return hammer_match_game_at (match, game)->n_ends;
}

HammerState
hammer_match_get_game_state (const HammerMatch *match,
                             guint              game)
{
  g_return_val_if_fail (match != NULL, HAMMER_STATE_IN_PROGRESS);
  g_return_val_if_fail (game < match->games->len, HAMMER_STATE_IN_PROGRESS);

  return hammer_match_game_at (match, game)->state;
}

int
hammer_match_get_game_winner (const HammerMatch *match,
                              guint              game)
{
  g_return_val_if_fail (match != NULL, -1);
  g_return_val_if_fail (game < match->games->len, -1);

  return hammer_match_game_at (match, game)->winner;
}

int
hammer_match_get_game_first (const HammerMatch *match,
                             guint              game)
{
  g_return_val_if_fail (match != NULL, -1);
  g_return_val_if_fail (game < match->games->len, -1);

  return hammer_match_game_at (match, game)->first;
}

const int *
hammer_match_get_game_totals (const HammerMatch *match,
                              guint              game)
{
  g_return_val_if_fail (match != NULL, NULL);
  g_return_val_if_fail (game < match->games->len, NULL);

  return hammer_match_pool_at (match, hammer_match_game_at (match, game)->totals);
}

void
hammer_match_get_end (const HammerMatch *match,
                      guint              game,
                      guint              end,
                      HammerEnd         *out)
{
  const HammerGameRecord *record;
  const HammerEndRecord *stored;
  const int *data;
  int n;

  g_return_if_fail (match != NULL);
  g_return_if_fail (out != NULL);
  g_return_if_fail (game < match->games->len);
  record = hammer_match_game_at (match, game);
  g_return_if_fail (end < record->n_ends);

  n = match->n_sides;
  stored = &g_array_index (match->ends, HammerEndRecord, record->first_end + end);
  data = hammer_match_pool_at (match, stored->data);
  out->first = stored->first;
  out->hammer = stored->hammer;
  out->raw = data;
  out->penalties = data + n;
  out->points = data + 2 * n;
  out->totals = data + 3 * n;
  out->counts = stored->counts >= 0 ? hammer_match_pool_at (match, stored->counts) : NULL;
  out->n_zones = stored->zones >= 0 ? hammer_match_pool_at (match, stored->zones) : NULL;
  out->zones = stored->zones >= 0 ? hammer_match_pool_at (match, stored->zones + n) : NULL;
  out->time_called = stored->time_called;
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

  n_games = match->games->len;
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
