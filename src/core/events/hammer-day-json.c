/* hammer-day-json.c — the day's state as the command line writes it (boards --day)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"

static void
add_int_or_null (JsonBuilder *builder,
                 const char  *member,
                 gint64       value)
{
  json_builder_set_member_name (builder, member);
  if (value != 0)
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_string_or_null (JsonBuilder *builder,
                    const char  *value)
{
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_board_json (JsonBuilder          *builder,
                const HammerDayBoard *board)
{
  gboolean on = board->event != 0;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, board->number);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, board->name);
  json_builder_set_member_name (builder, "reserved");
  if (board->reserved_event != 0)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "event");
      json_builder_add_int_value (builder, board->reserved_event);
      json_builder_set_member_name (builder, "stage");
      if (board->reserved_stage >= 0)
        json_builder_add_int_value (builder, board->reserved_stage);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "round");
      add_string_or_null (builder, board->reserved_round);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  add_int_or_null (builder, "event", board->event);
  add_int_or_null (builder, "match", board->match);
  json_builder_set_member_name (builder, "match_number");
  if (on)
    json_builder_add_int_value (builder, board->match_number);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "names");
  if (on)
    {
      json_builder_begin_array (builder);
      add_string_or_null (builder, board->names[0]);
      add_string_or_null (builder, board->names[1]);
      json_builder_end_array (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "since");
  add_string_or_null (builder, board->since);
  json_builder_end_object (builder);
}

static void
add_waiting_json (JsonBuilder            *builder,
                  const HammerDayWaiting *waiting)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  json_builder_add_int_value (builder, waiting->event);
  json_builder_set_member_name (builder, "match");
  json_builder_add_int_value (builder, waiting->match);
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, waiting->number);
  json_builder_set_member_name (builder, "held");
  json_builder_add_boolean_value (builder, waiting->held);
  if (waiting->held)
    {
      if (waiting->rest_until != NULL)
        {
          json_builder_set_member_name (builder, "rest_until");
          json_builder_add_string_value (builder, waiting->rest_until);
        }
      json_builder_set_member_name (builder, waiting->rest_until != NULL ? "rested_player"
                                                                         : "held_by");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, waiting->held_player);
      json_builder_set_member_name (builder, "name");
      add_string_or_null (builder, waiting->held_name);
      json_builder_set_member_name (builder, "event");
      json_builder_add_int_value (builder, waiting->held_event);
      if (waiting->rest_until == NULL)
        {
          json_builder_set_member_name (builder, "board");
          json_builder_add_int_value (builder, waiting->held_board);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
}

/* The command line's view of hammer_days_get_state(). */
JsonNode *
hammer_days_get_boards_json (HammerStore  *self,
                             gint64        day_id,
                             GError      **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(HammerDayState) state = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(state = hammer_days_get_state (self, day_id, error)))
    return NULL;
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "day");
  json_builder_add_int_value (builder, day_id);
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (guint b = 0; b < state->boards->len; b++)
    add_board_json (builder, &g_array_index (state->boards, HammerDayBoard, b));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "matches");
  json_builder_begin_array (builder);
  for (guint w = 0; w < state->waiting->len; w++)
    add_waiting_json (builder, &g_array_index (state->waiting, HammerDayWaiting, w));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
