/* hammer-day-json.c — the day's state as JSON: the command line's (boards --day) and the
 * hall server's (its day page), one home for both
 *
 * What waits and why is written alike for both; a board differs: the
 * command line's has its reservation and its match's id, the hall's its
 * match as an event's hall page has it (hammer.js draws both alike).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "hammer-i18n.h"

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
add_text_or_null (JsonBuilder *builder,
                  const char  *member,
                  const char  *text)
{
  json_builder_set_member_name (builder, member);
  add_string_or_null (builder, text);
}

/* "names": the sides' names, null where not known. */
static void
add_names (JsonBuilder *builder,
           char *const  names[2])
{
  json_builder_set_member_name (builder, "names");
  json_builder_begin_array (builder);
  add_string_or_null (builder, names[0]);
  add_string_or_null (builder, names[1]);
  json_builder_end_array (builder);
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
  if (on)
    add_names (builder, board->names);
  else
    add_text_or_null (builder, "names", NULL);
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
  add_names (builder, waiting->names);
  json_builder_set_member_name (builder, "held");
  json_builder_add_boolean_value (builder, waiting->held);
  json_builder_set_member_name (builder, "eta");
  add_string_or_null (builder, waiting->eta);
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

static JsonNode *
boards_json (const HammerDayState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "day");
  json_builder_add_int_value (builder, state->id);
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

/* The command line's view of hammer_days_get_state(). */
JsonNode *
hammer_days_get_boards_json (HammerStore  *self,
                             gint64        day_id,
                             GError      **error)
{
  g_autoptr(HammerDayState) state = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(state = hammer_days_get_state (self, day_id, error)))
    return NULL;
  return boards_json (state);
}

/* The hall's */

static int
compare_by_id (gconstpointer a,
               gconstpointer b)
{
  const HammerDayEventProgress *first = *(HammerDayEventProgress *const *) a;
  const HammerDayEventProgress *second = *(HammerDayEventProgress *const *) b;

  return (first->id > second->id) - (first->id < second->id);
}

static void
add_hall_events (JsonBuilder          *builder,
                 const HammerDayState *state)
{
  g_autoptr(GPtrArray) order = g_ptr_array_sized_new (state->events->len);

  /* The tabs keep their places however far behind each event is. */
  for (guint e = 0; e < state->events->len; e++)
    g_ptr_array_add (order, &g_array_index (state->events, HammerDayEventProgress, e));
  g_ptr_array_sort (order, compare_by_id);
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint e = 0; e < order->len; e++)
    {
      const HammerDayEventProgress *event = g_ptr_array_index (order, e);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_int_value (builder, event->id);
      add_text_or_null (builder, "name", event->name);
      json_builder_set_member_name (builder, "played");
      json_builder_add_int_value (builder, event->n_played);
      json_builder_set_member_name (builder, "matches");
      json_builder_add_int_value (builder, event->n_matches);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* A board as an event's hall page has it: its match an object. */
static void
add_hall_board (JsonBuilder          *builder,
                const HammerDayBoard *board)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, board->number);
  /* The document serves every language: a default name is the page's to say. */
  add_text_or_null (builder, "name",
                    hammer_i18n_board_name_is_default (board->name, board->number)
                    ? NULL : board->name);
  add_int_or_null (builder, "event", board->event);
  json_builder_set_member_name (builder, "match");
  if (board->event != 0)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_int_value (builder, board->match);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, board->match_number);
      add_names (builder, board->names);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  add_text_or_null (builder, "since", board->since);
  json_builder_end_object (builder);
}

JsonNode *
hammer_day_state_to_hall_json (const HammerDayState *state,
                               guint                 n_next)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (state != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "day");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, state->id);
  add_text_or_null (builder, "name", state->name);
  add_text_or_null (builder, "date", state->date);
  add_text_or_null (builder, "venue", state->venue);
  json_builder_end_object (builder);
  add_hall_events (builder, state);
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (guint b = 0; b < state->boards->len; b++)
    add_hall_board (builder, &g_array_index (state->boards, HammerDayBoard, b));
  json_builder_end_array (builder);
  /* What waits as the command line lists it, the first @n_next. */
  json_builder_set_member_name (builder, "next");
  json_builder_begin_array (builder);
  for (guint w = 0; w < MIN (state->waiting->len, n_next); w++)
    add_waiting_json (builder, &g_array_index (state->waiting, HammerDayWaiting, w));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
