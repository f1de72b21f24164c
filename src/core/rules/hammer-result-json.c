/* hammer-result-json.c — a stored result's JSON: its canonical copy, without
 * what a writer added, and who shot first in its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-json.h"
#include "hammer-rules-private.h"

/* The members each level of a result has: anything else is a writer's own. */
static const char * const result_members[] = { "rules", "games", NULL };
static const char * const game_members[] = { "first", "ends", NULL };
static const char * const end_members[] = { "points", "raw", "penalties", "zones", "counts",
                                            "time_called", NULL };

static JsonNode *canonical_object (JsonNode *node, const char * const *members);

/* @node, a list of objects of @members each, copied with those only. */
static JsonNode *
canonical_list (JsonNode           *node,
                const char * const *members)
{
  JsonArray *array, *copy;
  JsonNode *list;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return json_node_copy (node);
  array = json_node_get_array (node);
  copy = json_array_sized_new (json_array_get_length (array));
  for (guint i = 0; i < json_array_get_length (array); i++)
    json_array_add_element (copy, canonical_object (json_array_get_element (array, i), members));
  list = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (list, copy);
  return list;
}

/* @node with @members only, in the order it has them; "games" and "ends"
 * are copied as lists of their own kind. */
static JsonNode *
canonical_object (JsonNode           *node,
                  const char * const *members)
{
  JsonObjectIter iter;
  JsonObject *copy;
  const char *name;
  JsonNode *member, *object;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return json_node_copy (node);
  copy = json_object_new ();
  json_object_iter_init_ordered (&iter, json_node_get_object (node));
  while (json_object_iter_next_ordered (&iter, &name, &member))
    {
      if (!g_strv_contains (members, name))
        continue;
      if (g_str_equal (name, "games") && members == result_members)
        json_object_set_member (copy, name, canonical_list (member, game_members));
      else if (g_str_equal (name, "ends") && members == game_members)
        json_object_set_member (copy, name, canonical_list (member, end_members));
      else
        json_object_set_member (copy, name, json_node_copy (member));
    }
  object = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (object, copy);
  return object;
}

JsonNode *
hammer_result_canonical (JsonNode *result)
{
  g_return_val_if_fail (result != NULL, NULL);

  return canonical_object (result, result_members);
}

int
hammer_result_get_first (JsonNode *result)
{
  return hammer_result_get_game_first (result, 0);
}

int
hammer_result_get_game_first (JsonNode *result,
                              guint     game)
{
  JsonNode *games, *node, *first;
  int side;

  if (result == NULL || !JSON_NODE_HOLDS_OBJECT (result) ||
      !(games = hammer_json_member (json_node_get_object (result), "games")) ||
      !JSON_NODE_HOLDS_ARRAY (games) || json_array_get_length (json_node_get_array (games)) <= game)
    return -1;
  node = json_array_get_element (json_node_get_array (games), game);
  if (!JSON_NODE_HOLDS_OBJECT (node) ||
      !(first = hammer_json_member (json_node_get_object (node), "first")) ||
      !hammer_json_get_whole (first, &side) || side < 0)
    return -1;
  return side;
}
