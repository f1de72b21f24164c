/* hammer-day-hall.c — a tournament day as the hall server shows it
 *
 * The day's document is the day's state as the desk sees it
 * (hammer_days_get_state()), written beside the command line's
 * (hammer-day-json.c): what is on each board, what the queue takes next.
 * A board's page follows whichever event's match is on the board, so its
 * JSON is that event's (hammer_events_get_board_json()), found by the
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

JsonNode *
hammer_day_hall_document (HammerStore  *store,
                          gint64        day_id,
                          guint         n_next,
                          GError      **error)
{
  g_autoptr(HammerDayState) state = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The server's own connection, on its thread: the day's models stay
   * between documents, and a result reads again only its own event. */
  if (!(state = hammer_days_get_state_cached (store, day_id, n_next, error)))
    return NULL;
  return hammer_day_state_to_hall_json (state, n_next);
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
      const char *name = (const char *) sqlite3_column_text (stmt, 0);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, number);
      json_builder_set_member_name (builder, "name");
      if (name != NULL)
        json_builder_add_string_value (builder, name);
      else
        json_builder_add_null_value (builder);
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

static JsonNode *
read_board (HammerStore  *store,
            gint64        day_id,
            guint         number,
            GError      **error)
{
  sqlite3 *db;
  sqlite3_stmt *stmt;
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;

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

JsonNode *
hammer_day_hall_board (HammerStore  *store,
                       gint64        day_id,
                       guint         number,
                       GError      **error)
{
  sqlite3 *db;
  JsonNode *node;
  gboolean began;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* One state of the file: a match the desk moves meanwhile is on the
   * board or not, never found there and then missing. */
  db = hammer_store_get_db (store);
  if (!hammer_store_read_begin (db, &began, error))
    return NULL;
  node = read_board (store, day_id, number, error);
  hammer_store_read_end (db, began);
  return node;
}
