/* hammer-side-players.c — the players of each side of a match, by name
 *
 * A side's name is its players' names joined ("Anna / Bert"), or a team's
 * own; the pages show each player of a side apart, so that the second is
 * never cut off or run into the first, and read them here rather than
 * take a side's name apart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "serve/hammer-side-players.h"
#include "store/hammer-store-tx.h"

/* Appends the name in column 0 of each row of @stmt, which it resets. */
static void
add_names (sqlite3_stmt *stmt,
           JsonArray    *names)
{
  while (sqlite3_step (stmt) == SQLITE_ROW)
    json_array_add_string_element (names, (const char *) sqlite3_column_text (stmt, 0));
  sqlite3_reset (stmt);
}

/* Players @ids (a JSON list of player ids), by name, in their order. */
static JsonArray *
players_by_id (sqlite3   *db,
               JsonArray *ids)
{
  JsonArray *names = json_array_new ();

  for (guint i = 0; i < json_array_get_length (ids); i++)
    {
      JsonNode *id = json_array_get_element (ids, i);
      sqlite3_stmt *stmt;

      if (!JSON_NODE_HOLDS_VALUE (id) ||
          !(stmt = hammer_store_borrow_statement (db, "SELECT name FROM players WHERE id = ?1",
                                                  NULL)))
        continue;
      sqlite3_bind_int64 (stmt, 1, json_node_get_int (id));
      add_names (stmt, names);
    }
  return names;
}

/* The players of entrant @entrant, by name, in the team's order. */
static JsonArray *
players_of_entrant (sqlite3 *db,
                    gint64   entrant)
{
  JsonArray *names = json_array_new ();
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT p.name"
                                                          " FROM entrant_players ep"
                                                          " JOIN players p ON p.id = ep.player_id"
                                                          " WHERE ep.entrant_id = ?1"
                                                          " ORDER BY ep.position", NULL);

  if (stmt == NULL)
    return names;
  sqlite3_bind_int64 (stmt, 1, entrant);
  add_names (stmt, names);
  return names;
}

void
hammer_side_players_add (sqlite3    *db,
                         JsonObject *match)
{
  JsonNode *players, *sides;
  g_autoptr(JsonArray) names = json_array_new ();
  gboolean several = FALSE;

  g_return_if_fail (db != NULL);
  g_return_if_fail (match != NULL);

  players = json_object_get_member (match, "players");
  sides = json_object_get_member (match, "sides");
  if (players != NULL && JSON_NODE_HOLDS_ARRAY (players))
    {
      JsonArray *list = json_node_get_array (players);

      for (guint s = 0; s < json_array_get_length (list); s++)
        {
          JsonNode *side = json_array_get_element (list, s);

          json_array_add_array_element (names, JSON_NODE_HOLDS_ARRAY (side)
                                               ? players_by_id (db, json_node_get_array (side))
                                               : json_array_new ());
        }
    }
  else if (sides != NULL && JSON_NODE_HOLDS_ARRAY (sides))
    {
      JsonArray *list = json_node_get_array (sides);

      for (guint s = 0; s < json_array_get_length (list); s++)
        {
          JsonNode *side = json_array_get_element (list, s);

          /* A side still to be decided has no players yet. */
          json_array_add_array_element (names, JSON_NODE_HOLDS_VALUE (side)
                                               ? players_of_entrant (db, json_node_get_int (side))
                                               : json_array_new ());
        }
    }
  for (guint s = 0; s < json_array_get_length (names); s++)
    several |= json_array_get_length (json_array_get_array_element (names, s)) >= 2;
  if (several)
    json_object_set_array_member (match, "player_names", g_steal_pointer (&names));
}
