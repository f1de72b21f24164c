/* hammer-events-boards-json.c — the boards as screens show them: when a
 * match will likely end, what is on each board and its latest result, and
 * the boards and the queue as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"
#include "events/hammer-day-private.h"

/* Typical minutes a game takes, as its rule set says: per game of a
 * best-of match, or per game of a sjoelbak series. */
static int
minutes_per_game (HammerEventModel *model)
{
  return model->rules->minutes_per_game > 0 ? model->rules->minutes_per_game : 15;
}

int
hammer_event_match_minutes (HammerEventModel          *model,
                            const HammerEventMatchRow *row,
                            int                        played)
{
  HammerOptions options;
  int games;

  /* A knockout match may be longer than a pool's (sjoelbak). */
  hammer_event_row_options (model, row, &options);
  games = model->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES ? options.games
                                                                  : options.best_of;

  /* A best-of match rarely needs every game: reckon with the majority. */
  if (model->rules->match_kind == HAMMER_MATCH_BEST_OF)
    games = games / 2 + 1;
  return (played + MAX (games - played, 1)) * minutes_per_game (model);
}

/* When the match on a board will likely end: the typical length of the
 * games still to play, counted from the last thing that happened. */
char *
hammer_event_estimate_end (HammerEventModel    *model,
                           HammerEventMatchRow *row)
{
  g_autoptr(GDateTime) start = NULL;
  g_autoptr(GDateTime) end = NULL;
  int played = row->input != NULL ? (int) row->summary.n_games : 0;

  if (row->called_at == NULL || !(start = g_date_time_new_from_iso8601 (row->called_at, NULL)))
    return NULL;
  end = g_date_time_add_minutes (start, hammer_event_match_minutes (model, row, played));
  return g_date_time_format_iso8601 (end);
}

/* Notes match @index as what is on its board now (@current) or as the
 * board's latest result (@last), as the matches come in their order. */
static void
note_board_match (HammerEventModel *model,
                  guint             index,
                  int              *current,
                  int              *last)
{
  const HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  if (hammer_event_match_open (model, index))
    *current = index;
  else if (model->resolved[index].status == HAMMER_MATCH_FINISHED && row->finished_at != NULL &&
           (*last < 0 || g_strcmp0 (row->finished_at,
                                    g_array_index (model->matches, HammerEventMatchRow,
                                                   *last).finished_at) >= 0))
    *last = index;
}

void
hammer_event_board_matches (HammerEventModel *model,
                            guint             board,
                            int              *current,
                            int              *last)
{
  gint64 board_id = g_array_index (model->boards, HammerEventBoard, board).id;

  *current = -1;
  *last = -1;
  for (guint i = 0; i < model->matches->len; i++)
    if (g_array_index (model->matches, HammerEventMatchRow, i).board_id == board_id)
      note_board_match (model, i, current, last);
}

/* On a day, a board this event has no match on may have another event's:
 * "taken_by": {"event", "event_name", "match", "number", "names"}, as boards
 * --day has it. */
static void
add_taken_by_json (JsonBuilder      *builder,
                   HammerDayHolds   *holds,
                   HammerEventBoard *board)
{
  HammerEventModel *other = NULL;
  guint index = 0;

  if (!hammer_day_holds_board_match (holds, board->id, &other, &index))
    return;
  json_builder_set_member_name (builder, "taken_by");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  json_builder_add_int_value (builder, other->id);
  json_builder_set_member_name (builder, "event_name");
  json_builder_add_string_value (builder, other->name);
  json_builder_set_member_name (builder, "match");
  json_builder_add_int_value (builder, g_array_index (other->matches, HammerEventMatchRow,
                                                      index).id);
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, g_array_index (other->matches, HammerEventMatchRow,
                                                      index).number);
  json_builder_set_member_name (builder, "names");
  json_builder_begin_array (builder);
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *name = hammer_event_side_name (other, index, side);

      hammer_event_add_nullable_string (builder, name);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_board_json (JsonBuilder      *builder,
                HammerEventModel *model,
                HammerEventBoard *board,
                int               current,
                int               last,
                HammerDayHolds   *holds)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, board->number);
  json_builder_set_member_name (builder, "name");
  hammer_event_add_nullable_string (builder, board->name);
  json_builder_set_member_name (builder, "match");
  if (current >= 0)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, current);
      g_autofree char *estimate = hammer_event_estimate_end (model, row);

      hammer_event_add_match_json (builder, model, current);
      json_builder_set_member_name (builder, "since");
      hammer_event_add_nullable_string (builder, row->called_at);
      json_builder_set_member_name (builder, "estimated_end");
      hammer_event_add_nullable_string (builder, estimate);
    }
  else
    json_builder_add_null_value (builder);
  /* The board's latest result, and with it who sent it. */
  json_builder_set_member_name (builder, "last");
  if (last >= 0)
    hammer_event_add_match_json (builder, model, last);
  else
    json_builder_add_null_value (builder);
  if (holds != NULL && current < 0)
    add_taken_by_json (builder, holds, board);
  json_builder_end_object (builder);
}

/* The boards and the first @max_queue of the queue (0: all of it). One pass
 * over the matches finds what each board has, not one per board. With
 * @holds (an event of a day), a board another event's match is on says so. */
static void
add_boards_json (JsonBuilder      *builder,
                 HammerEventModel *model,
                 guint             max_queue,
                 HammerDayHolds   *holds)
{
  g_autoptr(GArray) queue = hammer_event_compute_queue_limited (model, NULL, max_queue);
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree int *current = g_new (int, model->boards->len + 1);
  g_autofree int *last = g_new (int, model->boards->len + 1);

  for (guint b = 0; b < model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      g_hash_table_insert (by_id, &board->id, GUINT_TO_POINTER (b + 1));
      current[b] = last[b] = -1;
    }
  for (guint i = 0; i < model->matches->len; i++)
    {
      const HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      guint b = row->board_id != 0
                ? GPOINTER_TO_UINT (g_hash_table_lookup (by_id, &row->board_id)) : 0;

      if (b > 0)
        note_board_match (model, i, &current[b - 1], &last[b - 1]);
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (guint b = 0; b < model->boards->len; b++)
    add_board_json (builder, model, &g_array_index (model->boards, HammerEventBoard, b), current[b],
                    last[b], holds);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "queue");
  json_builder_begin_array (builder);
  for (guint k = 0; k < queue->len; k++)
    hammer_event_add_match_json (builder, model, g_array_index (queue, guint, k));
  json_builder_end_array (builder);
  /* The hall's page shows a score as the game counts it (games won, or a
   * series' total): it reads that here rather than knowing games by id. */
  json_builder_set_member_name (builder, "rule_set");
  json_builder_add_value (builder, hammer_rules_to_json (model->rules));
  json_builder_end_object (builder);
}

JsonNode *
hammer_events_get_boards_json (HammerStore  *self,
                               gint64        event_id,
                               GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = hammer_event_take (self, event_id, error)) ||
      (model->day_id != 0 &&
       !(holds = hammer_day_holds_from_cache (self, model->day_id, model, FALSE, error))))
    return NULL;
  add_boards_json (builder, model, 0, holds);
  /* The day's other events stay kept: the next board or tab reads them. */
  if (holds != NULL)
    hammer_day_holds_keep (self, holds, -1);
  g_clear_pointer (&holds, hammer_day_holds_free);
  hammer_event_keep (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

JsonNode *
hammer_events_get_hall_boards_json (HammerStore  *self,
                                    gint64        event_id,
                                    guint         max_queue,
                                    GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  /* On a day the hall says which boards another event plays on: not free. */
  if (!(model = hammer_event_take (self, event_id, error)) ||
      (model->day_id != 0 &&
       !(holds = hammer_day_holds_from_cache (self, model->day_id, model, FALSE, error))))
    return NULL;
  add_boards_json (builder, model, max_queue, holds);
  /* The day's other events stay kept: the next board or tab reads them. */
  if (holds != NULL)
    hammer_day_holds_keep (self, holds, -1);
  g_clear_pointer (&holds, hammer_day_holds_free);
  hammer_event_keep (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

/* What a board's page needs of the event, besides its match. */
static void
add_event_summary (JsonBuilder      *builder,
                   HammerEventModel *model)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, model->id);
  json_builder_set_member_name (builder, "name");
  hammer_event_add_nullable_string (builder, model->name);
  json_builder_set_member_name (builder, "rules");
  hammer_event_add_nullable_string (builder, model->rules_id);
  json_builder_set_member_name (builder, "options");
  json_builder_add_value (builder,
                          hammer_event_take_object_node (hammer_options_to_json (model->rules,
                                                                                 &model->options)));
  json_builder_set_member_name (builder, "format");
  hammer_event_add_nullable_string (builder, hammer_format_to_string (model->format));
  json_builder_end_object (builder);
}

JsonNode *
hammer_events_get_board_json (HammerStore  *self,
                              gint64        event_id,
                              guint         number,
                              GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  HammerEventBoard *board = NULL;
  int current = -1, last = -1;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;
  for (guint b = 0; b < model->boards->len && board == NULL; b++)
    if (g_array_index (model->boards, HammerEventBoard, b).number == number)
      board = &g_array_index (model->boards, HammerEventBoard, b);
  for (guint i = 0; board != NULL && i < model->matches->len; i++)
    if (g_array_index (model->matches, HammerEventMatchRow, i).board_id == board->id)
      note_board_match (model, i, &current, &last);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  add_event_summary (builder, model);
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  if (board != NULL)
    add_board_json (builder, model, board, current, last, NULL);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  hammer_event_keep (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}
