/* hammer-day-hall.c — a tournament day as the hall server shows it
 *
 * The day's document is made from the day's state as the desk sees it
 * (hammer_days_get_state()): what is on each board, what the queue takes
 * next. A board's page follows whichever event's match is on the board, so
 * its JSON is that event's (hammer_events_get_board_json()), found by the
 * match on the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "hammer-i18n.h"
#include "serve/hammer-day-hall.h"
#include "store/hammer-store-tx.h"

static void
add_text_or_null (JsonBuilder *builder,
                  const char  *member,
                  const char  *text)
{
  json_builder_set_member_name (builder, member);
  if (text != NULL)
    json_builder_add_string_value (builder, text);
  else
    json_builder_add_null_value (builder);
}

static void
add_names (JsonBuilder *builder,
           char *const  names[2])
{
  json_builder_set_member_name (builder, "names");
  json_builder_begin_array (builder);
  for (guint side = 0; side < 2; side++)
    if (names[side] != NULL)
      json_builder_add_string_value (builder, names[side]);
    else
      json_builder_add_null_value (builder);
  json_builder_end_array (builder);
}

static int
compare_by_id (gconstpointer a,
               gconstpointer b)
{
  const HammerDayEventProgress *first = *(HammerDayEventProgress *const *) a;
  const HammerDayEventProgress *second = *(HammerDayEventProgress *const *) b;

  return (first->id > second->id) - (first->id < second->id);
}

static void
add_events (JsonBuilder    *builder,
            HammerDayState *state)
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

static void
add_board (JsonBuilder          *builder,
           const HammerDayBoard *board)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, board->number);
  /* The document serves every language: a default name is the page's to say. */
  add_text_or_null (builder, "name",
                    hammer_i18n_board_name_is_default (board->name, board->number)
                    ? NULL : board->name);
  json_builder_set_member_name (builder, "event");
  if (board->event != 0)
    json_builder_add_int_value (builder, board->event);
  else
    json_builder_add_null_value (builder);
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

static void
add_next (JsonBuilder            *builder,
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
  if (waiting->held && waiting->rest_until != NULL)
    {
      add_text_or_null (builder, "rest_until", waiting->rest_until);
      json_builder_set_member_name (builder, "rested");
      json_builder_begin_object (builder);
      add_text_or_null (builder, "name", waiting->held_name);
      json_builder_end_object (builder);
    }
  else if (waiting->held)
    {
      json_builder_set_member_name (builder, "held_by");
      json_builder_begin_object (builder);
      add_text_or_null (builder, "name", waiting->held_name);
      json_builder_set_member_name (builder, "board");
      json_builder_add_int_value (builder, waiting->held_board);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
}

JsonNode *
hammer_day_hall_document (HammerStore  *store,
                          gint64        day_id,
                          guint         n_next,
                          GError      **error)
{
  g_autoptr(HammerDayState) state = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The server's own connection, on its thread: the day's models stay
   * between documents, and a result reads again only its own event. */
  if (!(state = hammer_days_get_state_cached (store, day_id, error)))
    return NULL;
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "day");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, state->id);
  add_text_or_null (builder, "name", state->name);
  add_text_or_null (builder, "date", state->date);
  add_text_or_null (builder, "venue", state->venue);
  json_builder_end_object (builder);
  add_events (builder, state);
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (guint b = 0; b < state->boards->len; b++)
    add_board (builder, &g_array_index (state->boards, HammerDayBoard, b));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "next");
  json_builder_begin_array (builder);
  for (guint w = 0; w < MIN (state->waiting->len, n_next); w++)
    add_next (builder, &g_array_index (state->waiting, HammerDayWaiting, w));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Board @number of the day while no event's match is on it: its name, no
 * match; "boards" empty when the day has no such board. */
static JsonNode *
free_board (sqlite3  *db,
            gint64    day_id,
            guint     number,
            GError  **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT name FROM boards"
                                                          " WHERE day_id = ?1 AND number = ?2",
                                                      error);

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, day_id);
  sqlite3_bind_int64 (stmt, 2, number);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, number);
      add_text_or_null (builder, "name", (const char *) sqlite3_column_text (stmt, 0));
      json_builder_set_member_name (builder, "match");
      json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  sqlite3_reset (stmt);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Whether @node (hammer_events_get_board_json()) has a match on its board. */
static gboolean
has_match (JsonNode *node)
{
  JsonArray *boards = json_object_get_array_member (json_node_get_object (node), "boards");
  JsonNode *match;

  if (boards == NULL || json_array_get_length (boards) == 0)
    return FALSE;
  match = json_object_get_member (json_array_get_object_element (boards, 0), "match");
  return match != NULL && JSON_NODE_HOLDS_OBJECT (match);
}

JsonNode *
hammer_day_hall_board (HammerStore  *store,
                       gint64        day_id,
                       guint         number,
                       GError      **error)
{
  sqlite3 *db;
  sqlite3_stmt *stmt;
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The events with an unfinished match on the board: usually one, whose
   * own reading of its matches says whether that match is on it now. */
  db = hammer_store_get_db (store);
  if (!(stmt = hammer_store_borrow_statement (db, "SELECT DISTINCT m.event_id FROM matches m"
                                                  " JOIN boards b ON b.id = m.board_id"
                                                  " WHERE b.day_id = ?1 AND b.number = ?2"
                                                  " AND m.finished_at IS NULL"
                                                  " ORDER BY m.event_id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, day_id);
  sqlite3_bind_int64 (stmt, 2, number);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 event_id = sqlite3_column_int64 (stmt, 0);

      g_array_append_val (candidates, event_id);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the boards"), error);
      return NULL;
    }
  for (guint c = 0; c < candidates->len; c++)
    {
      g_autoptr(JsonNode) node = hammer_events_get_board_json (store,
                                                               g_array_index (candidates,
                                                                              gint64, c),
                                                               number, error);

      if (node == NULL)
        return NULL;
      if (has_match (node))
        return g_steal_pointer (&node);
    }
  return free_board (db, day_id, number, error);
}
