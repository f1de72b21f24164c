/* hammer-hall-calls.c — the latest calls of matches to boards, for the hall
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "serve/hammer-hall-calls.h"

static void
copy_member (JsonObject *to,
             const char *to_name,
             JsonObject *from,
             const char *from_name)
{
  JsonNode *node = json_object_get_member (from, from_name);

  if (node != NULL)
    json_object_set_member (to, to_name, json_node_copy (node));
}

/* Latest first; ISO 8601 stamps in UTC compare as text. */
static int
compare_later_first (gconstpointer a,
                     gconstpointer b)
{
  JsonObject *first = *(JsonObject *const *) a;
  JsonObject *second = *(JsonObject *const *) b;

  return -strcmp (json_object_get_string_member (first, "at"),
                  json_object_get_string_member (second, "at"));
}

JsonArray *
hammer_hall_calls (JsonArray *boards)
{
  g_autoptr(GPtrArray) calls = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  JsonArray *list = json_array_new ();

  g_return_val_if_fail (boards != NULL, list);

  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);
      JsonNode *match_node = board != NULL ? json_object_get_member (board, "match") : NULL;
      const char *since = board != NULL
                          ? json_object_get_string_member_with_default (board, "since", NULL)
                          : NULL;
      JsonObject *match, *call;

      if (since == NULL || match_node == NULL || !JSON_NODE_HOLDS_OBJECT (match_node))
        continue;
      match = json_node_get_object (match_node);
      call = json_object_new ();
      copy_member (call, "board", board, "number");
      copy_member (call, "name", board, "name");
      copy_member (call, "event", board, "event");
      copy_member (call, "match", match, "id");
      copy_member (call, "number", match, "number");
      copy_member (call, "names", match, "names");
      json_object_set_string_member (call, "at", since);
      g_ptr_array_add (calls, call);
    }
  g_ptr_array_sort (calls, compare_later_first);
  for (guint c = 0; c < MIN (calls->len, HAMMER_HALL_MAX_CALLS); c++)
    json_array_add_object_element (list, json_object_ref (g_ptr_array_index (calls, c)));
  return list;
}
