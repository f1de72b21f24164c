/* hammer-agreement-list.c — the results proposed to the players, listed:
 * for the desk, for one player's page, for one match's board page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-events.h"
#include "hammer-json.h"
#include "serve/hammer-agreement-private.h"
#include "serve/hammer-agreement.h"
#include "serve/hammer-server-private.h"

/* Listing */

/* An item of what is proposed: {"match", "number", "board", "games",
 * "games_won", "totals", "winner", "agreed_by"} of proposal @stmt's row
 * (id, event, match, board, body, received_at) and its @match. */
static JsonObject *
proposal_json (HammerStore   *store,
               sqlite3_stmt  *stmt,
               JsonObject    *match)
{
  JsonObject *item = json_object_new ();
  gint64 event_id = sqlite3_column_int64 (stmt, 1);
  gint64 match_id = sqlite3_column_int64 (stmt, 2);
  g_autoptr(JsonNode) body = hammer_json_parse ((const char *) sqlite3_column_text (stmt, 4), -1);
  g_autoptr(JsonNode) state = NULL;
  JsonObject *checked;

  json_object_set_int_member (item, "match", match_id);
  json_object_set_int_member (item, "event", event_id);
  json_object_set_int_member (item, "number", hammer_json_int (match, "number", 0));
  json_object_set_int_member (item, "board", sqlite3_column_int (stmt, 3));
  /* The score as the rules read it, for a page to show without rules. */
  if (body != NULL)
    state = hammer_events_check_result (store, event_id, match_id, body, 0, NULL);
  checked = state != NULL ? hammer_json_node_object (state) : NULL;
  if (checked != NULL && json_object_has_member (checked, "games"))
    {
      json_object_set_member (item, "games",
                              json_node_copy (json_object_get_member (checked, "games")));
      json_object_set_member (item, "games_won",
                              json_node_copy (json_object_get_member (checked, "games_won")));
      json_object_set_member (item, "totals",
                              json_node_copy (json_object_get_member (checked, "totals")));
      if (json_object_has_member (checked, "winner"))
        json_object_set_member (item, "winner",
                                json_node_copy (json_object_get_member (checked, "winner")));
    }
  else
    json_object_set_array_member (item, "games", json_array_new ());
  json_object_set_array_member (item, "agreed_by",
                                _hammer_agreement_agreed_by (hammer_store_get_db (store),
                                           sqlite3_column_int64 (stmt, 0)));
  return item;
}

/* Whether side @side agreed to proposal @id. */
static gboolean
side_agreed (sqlite3 *db,
             gint64   id,
             int      side)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT 1 FROM result_votes"
                                                          " WHERE proposal_id = ?1"
                                                          " AND side = ?2 AND agree = 1", NULL);
  gboolean agreed;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, side);
  agreed = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_reset (stmt);
  return agreed;
}

/* Runs over the proposals of @event_id or of every event of @day_id (of
 * @match_id only, where it is not 0), each with its match; for a player's
 * list (@player_id not 0), only those where the player plays and their
 * side has (@agreed) or has not agreed; the others of the player's go to
 * @others where it is not %NULL, so that one reading gives both. */
static JsonNode *
list_proposals (HammerStore  *store,
                gint64        event_id,
                gint64        day_id,
                gint64        match_id,
                gint64        player_id,
                gboolean      agreed,
                JsonArray    *others,
                GError      **error)
{
  sqlite3 *db = hammer_store_get_db (store);
  sqlite3_stmt *stmt;
  g_autoptr(JsonArray) list = json_array_new ();
  g_autoptr(GHashTable) events = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                        (GDestroyNotify) json_node_unref);
  int rc;

  /* Borrowed: every player's poll asks it. */
  if (!(stmt = hammer_store_borrow_statement (db, "SELECT r.id, r.event_id, r.match_id, r.board,"
                                                  " r.body, r.received_at, e.name"
                                                  " FROM result_proposals r"
                                                  " JOIN events e ON e.id = r.event_id"
                                                  " WHERE r.state = 'proposed'"
                                                  " AND (r.event_id = ?1 OR e.day_id = ?2)"
                                                  " AND (?3 = 0 OR r.match_id = ?3)"
                                                  " ORDER BY r.id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  sqlite3_bind_int64 (stmt, 3, match_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 of_event = sqlite3_column_int64 (stmt, 1);
      JsonNode *matches = g_hash_table_lookup (events, &of_event);
      JsonObject *match, *item;
      JsonArray *into = list;
      int side = -1;

      if (matches == NULL)
        {
          if (!(matches = hammer_events_get_matches_json (store, of_event, error)))
            {
              sqlite3_reset (stmt);
              return NULL;
            }
          g_hash_table_insert (events, g_memdup2 (&of_event, sizeof of_event), matches);
        }
      if (!(match = hammer_board_entry_find_match (matches, sqlite3_column_int64 (stmt, 2))) ||
          (player_id != 0 && (side = _hammer_agreement_player_side (db, match, player_id)) < 0))
        continue;
      if (player_id != 0 && side_agreed (db, sqlite3_column_int64 (stmt, 0), side) != agreed)
        {
          if (others == NULL)
            continue;
          into = others;
        }
      item = proposal_json (store, stmt, match);
      json_object_set_string_member (item, "event_name",
                                     (const char *) sqlite3_column_text (stmt, 6));
      if (player_id == 0)
        {
          json_object_set_int_member (item, "id", sqlite3_column_int64 (stmt, 0));
          json_object_set_string_member (item, "received_at",
                                         (const char *) sqlite3_column_text (stmt, 5));
          json_object_set_member (item, "names",
                                  json_node_copy (hammer_json_member (match, "names")));
        }
      else
        {
          JsonArray *names = hammer_json_array (match, "names");
          JsonArray *opponents = json_array_new ();

          for (guint s = 0; s < hammer_json_length (names); s++)
            if ((int) s != side && hammer_json_element_string (names, s) != NULL)
              json_array_add_string_element (opponents, hammer_json_element_string (names, s));
          json_object_set_array_member (item, "opponents", opponents);
          json_object_set_int_member (item, "side", side);
          json_object_set_int_member (item, "proposal", sqlite3_column_int64 (stmt, 0));
        }
      json_array_add_object_element (into, item);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      sqlite3_reset (stmt);
      return NULL;
    }
  sqlite3_reset (stmt);
  return json_node_init_array (json_node_alloc (), list);
}

JsonNode *
hammer_agreement_list_for_player (HammerStore  *store,
                                  gint64        event_id,
                                  gint64        day_id,
                                  gint64        player_id,
                                  gboolean      agreed,
                                  GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (player_id > 0, NULL);

  return list_proposals (store, event_id, day_id, 0, player_id, agreed, NULL, error);
}

JsonNode *
hammer_agreement_list_both_for_player (HammerStore  *store,
                                       gint64        event_id,
                                       gint64        day_id,
                                       gint64        player_id,
                                       JsonNode    **agreed,
                                       GError      **error)
{
  g_autoptr(JsonArray) others = json_array_new ();
  JsonNode *to_agree;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (player_id > 0, NULL);
  g_return_val_if_fail (agreed != NULL, NULL);

  if (!(to_agree = list_proposals (store, event_id, day_id, 0, player_id, FALSE, others, error)))
    return NULL;
  *agreed = json_node_init_array (json_node_alloc (), others);
  return to_agree;
}

JsonNode *
hammer_agreement_list (HammerStore  *store,
                       gint64        event_id,
                       GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return list_proposals (store, event_id, 0, 0, 0, FALSE, NULL, error);
}

JsonNode *
hammer_agreement_get_proposed (HammerStore  *store,
                               gint64        event_id,
                               gint64        match_id,
                               GError      **error)
{
  g_autoptr(JsonNode) list = NULL;
  JsonArray *items;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (match_id > 0, NULL);

  if (!(list = list_proposals (store, event_id, 0, match_id, 0, FALSE, NULL, error)))
    return NULL;
  /* One proposal of a match at a time (the database holds to it). */
  items = json_node_get_array (list);
  if (json_array_get_length (items) == 0)
    return json_node_init_null (json_node_alloc ());
  return json_node_ref (json_array_get_element (items, 0));
}
