/* hammer-match-getters.c — what a match scored so far says: its state, its
 * totals, its games and their ends
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-rules-private.h"

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
  if (hammer_match_plays_for_total (match))
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

  return match->n_games;
}

guint
hammer_match_get_n_ends (const HammerMatch *match,
                         guint              game)
{
  g_return_val_if_fail (match != NULL, 0);
  g_return_val_if_fail (game < match->n_games, 0);

  return hammer_match_game_at (match, game)->n_ends;
}

HammerState
hammer_match_get_game_state (const HammerMatch *match,
                             guint              game)
{
  g_return_val_if_fail (match != NULL, HAMMER_STATE_IN_PROGRESS);
  g_return_val_if_fail (game < match->n_games, HAMMER_STATE_IN_PROGRESS);

  return hammer_match_game_at (match, game)->state;
}

int
hammer_match_get_game_winner (const HammerMatch *match,
                              guint              game)
{
  g_return_val_if_fail (match != NULL, -1);
  g_return_val_if_fail (game < match->n_games, -1);

  return hammer_match_game_at (match, game)->winner;
}

int
hammer_match_get_game_first (const HammerMatch *match,
                             guint              game)
{
  g_return_val_if_fail (match != NULL, -1);
  g_return_val_if_fail (game < match->n_games, -1);

  return hammer_match_game_at (match, game)->first;
}

const int *
hammer_match_get_game_totals (const HammerMatch *match,
                              guint              game)
{
  g_return_val_if_fail (match != NULL, NULL);
  g_return_val_if_fail (game < match->n_games, NULL);

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
  g_return_if_fail (game < match->n_games);
  record = hammer_match_game_at (match, game);
  g_return_if_fail (end < record->n_ends);

  n = match->n_sides;
  stored = &match->ends[record->first_end + end];
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
