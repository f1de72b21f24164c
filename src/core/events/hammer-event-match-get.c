/* hammer-event-match-get.c — what a HammerEventMatch says, read out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-event-match-private.h"
#include "rules/hammer-result-plain.h"

gint64
hammer_event_match_get_id (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  return self->id;
}

guint
hammer_event_match_get_number (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  return self->number;
}

guint
hammer_event_match_get_round (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  return self->round;
}

gboolean
hammer_event_match_get_left_out (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), FALSE);
  return self->left_out;
}

const char * const *
hammer_event_match_get_sitting_out (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  return (const char * const *) self->sitting_out;
}

guint
hammer_event_match_get_first_place (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  return self->first_place;
}

const char *
hammer_event_match_get_round_name (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  return self->round_name;
}

const char *
hammer_event_match_get_bracket (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  return self->bracket;
}

guint
hammer_event_match_get_n_sides (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 2);
  return self->n_sides;
}

const char *
hammer_event_match_get_side_name (HammerEventMatch *self,
                                  guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  g_return_val_if_fail (side < 2, NULL);
  return self->names[side];
}

gint64
hammer_event_match_get_entrant (HammerEventMatch *self,
                                guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  g_return_val_if_fail (side < 2, 0);
  return self->entrants[side];
}

HammerEventMatchState
hammer_event_match_get_state (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), HAMMER_EVENT_MATCH_PENDING);
  return self->state;
}

int
hammer_event_match_get_winner (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), -1);
  return self->winner;
}

gboolean
hammer_event_match_get_bye (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), FALSE);
  return self->bye;
}

gboolean
hammer_event_match_get_walkover (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), FALSE);
  return self->walkover;
}

const char *
hammer_event_match_get_result (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  return self->result;
}

guint
hammer_event_match_get_games_won (HammerEventMatch *self,
                                  guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  g_return_val_if_fail (side < 2, 0);
  return self->games_won[side];
}

const char *
hammer_event_match_get_source (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  return self->source;
}

guint
hammer_event_match_get_board (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  return self->board;
}

const char *
hammer_event_match_get_board_name (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  return self->board_name;
}

const char *
hammer_event_match_get_called_at (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  return self->called_at;
}

const char *
hammer_event_match_get_finished_at (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  return self->finished_at;
}

gboolean
hammer_event_match_get_has_score (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), FALSE);
  return self->has_score;
}

const char *
hammer_event_match_get_input (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);

  /* Only the score dialog opens a result again: its JSON is made then. */
  if (self->input == NULL && self->stored_input != NULL)
    self->input = hammer_result_stored_to_json (self->stored_input);
  return self->input;
}

int
hammer_event_match_get_total (HammerEventMatch *self,
                              guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  g_return_val_if_fail (side < 2, 0);
  return self->totals[side];
}

guint
hammer_event_match_get_n_games (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  return self->n_games;
}

int
hammer_event_match_get_game_points (HammerEventMatch *self,
                                    guint             side,
                                    guint             game)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  g_return_val_if_fail (side < self->n_sides, 0);
  g_return_val_if_fail (game < self->n_games, 0);
  return self->game_points[side * self->n_games + game];
}

guint
hammer_event_match_get_position (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  return self->position;
}

guint
hammer_event_match_get_stage (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  return self->stage;
}

HammerEventMatchFrom
hammer_event_match_get_from (HammerEventMatch *self,
                             guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), HAMMER_EVENT_MATCH_FROM_SEED);
  g_return_val_if_fail (side < 2, HAMMER_EVENT_MATCH_FROM_SEED);
  return self->from[side];
}

gint64
hammer_event_match_get_from_match (HammerEventMatch *self,
                                   guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  g_return_val_if_fail (side < 2, 0);
  return self->from_match[side];
}

guint
hammer_event_match_get_from_number (HammerEventMatch *self,
                                    guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  g_return_val_if_fail (side < 2, 0);
  return self->from_number[side];
}

const char *
hammer_event_match_get_from_group (HammerEventMatch *self,
                                   guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), NULL);
  g_return_val_if_fail (side < 2, NULL);
  return self->from_group[side];
}

guint
hammer_event_match_get_from_place (HammerEventMatch *self,
                                   guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  g_return_val_if_fail (side < 2, 0);
  return self->from_place[side];
}
