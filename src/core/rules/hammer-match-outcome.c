/* hammer-match-outcome.c — when a game and a match are over, and who won
 *
 * hammer_match_add_end() asks after every end; a match on the totals of
 * its games (court's Texas games, a sjoelbak series) is decided here too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-rules-private.h"

int
hammer_sole_leader (const int *totals,
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

gboolean
hammer_match_plays_for_total (const HammerMatch *match)
{
  return match->options.total_games != HAMMER_OPTION_UNSET && match->options.total_games > 0;
}

/* The totals of @side in every game of @match so far into @out, the best
 * first. */
static void
game_totals_best_first (const HammerMatch *match,
                        int                side,
                        int               *out)
{
  guint n_games = match->n_games;

  for (guint g = 0; g < n_games; g++)
    out[g] = hammer_match_pool_at (match, hammer_match_game_at (match, g)->totals)[side];
  /* Descending insertion sort: series are short. */
  for (guint i = 1; i < n_games; i++)
    for (guint j = i; j > 0 && out[j - 1] < out[j]; j--)
      {
        int swap = out[j];

        out[j] = out[j - 1];
        out[j - 1] = swap;
      }
}

void
hammer_match_count_best_games (HammerMatch *match)
{
  guint n_games = match->n_games;
  guint n_counted = hammer_options_counted_games (&match->options, n_games);
  g_autofree int *games = g_new (int, MAX (n_games, 1));

  for (int side = 0; side < match->n_sides; side++)
    {
      int sum = 0;

      game_totals_best_first (match, side, games);
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

void
hammer_match_update_game_state (HammerMatch      *match,
                                HammerGameRecord *record)
{
  const HammerRules *rules = match->rules;
  int raced[HAMMER_MAX_SIDES];
  const int *totals = race_totals (match, record, raced);
  int highest;
  int leader = hammer_sole_leader (totals, match->n_sides, &highest);
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
  if (hammer_match_plays_for_total (match))
    {
      if (match->n_games >= (guint) match->options.total_games)
        decider = hammer_sole_leader (match->totals, match->n_sides, NULL);
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

void
hammer_match_update_match_state (HammerMatch *match)
{
  guint n_games = match->n_games;

  if (hammer_match_plays_for_total (match))
    {
      if (n_games >= (guint) match->options.total_games)
        {
          match->state = HAMMER_STATE_FINISHED;
          match->winner = hammer_sole_leader (match->totals, match->n_sides, NULL);
        }
      return;
    }

  if (match->rules->match_kind == HAMMER_MATCH_BEST_OF)
    {
      int best_of = match->options.best_of;
      int leader = hammer_sole_leader (match->games_won, match->n_sides, NULL);

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
  match->winner = hammer_sole_leader (match->totals, match->n_sides, NULL);
  if (match->winner < 0)
    {
      gboolean tied[HAMMER_MAX_SIDES];
      g_autofree int *sorted = g_new (int, (gsize) match->n_sides * n_games);
      int highest, count;

      hammer_sole_leader (match->totals, match->n_sides, &highest);
      for (int side = 0; side < match->n_sides; side++)
        {
          tied[side] = match->totals[side] == highest;
          game_totals_best_first (match, side, sorted + (gsize) side * n_games);
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
