/* hammer-match-json-write.c — a match written as the JSON `hammer-cli score`
 * prints: every end with its totals and who shot first, every game's state
 * and the next end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-rules-private.h"

static JsonNode *
int_array_node (const int *values,
                int        n)
{
  JsonArray *array = json_array_sized_new (n);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (int i = 0; i < n; i++)
    json_array_add_int_element (array, values[i]);
  json_node_take_array (node, array);
  return node;
}

static void
set_side_member (JsonObject *object,
                 const char *name,
                 int         side)
{
  if (side < 0)
    json_object_set_null_member (object, name);
  else
    json_object_set_int_member (object, name, side);
}

static JsonObject *
end_to_json (const HammerMatch *match,
             guint              game,
             guint              end)
{
  const HammerRules *rules = hammer_match_get_rules (match);
  int n = (int) hammer_match_get_n_sides (match);
  JsonObject *object = json_object_new ();
  HammerEnd view;

  hammer_match_get_end (match, game, end, &view);
  json_object_set_member (object, "points", int_array_node (view.points, n));
  json_object_set_member (object, "totals", int_array_node (view.totals, n));
  set_side_member (object, "first", view.first);
  set_side_member (object, "hammer", view.hammer);
  json_object_set_member (object, "raw", int_array_node (view.raw, n));
  json_object_set_member (object, "penalties", int_array_node (view.penalties, n));

  if (view.counts != NULL)
    {
      JsonArray *sides = json_array_sized_new (n);

      for (int side = 0; side < n; side++)
        json_array_add_element (sides, int_array_node (view.counts + 4 * side, 4));
      json_object_set_array_member (object, "counts", sides);
    }

  if (view.n_zones != NULL)
    {
      JsonArray *sides = json_array_sized_new (n);
      int offset = 0;

      for (int side = 0; side < n; side++)
        {
          JsonArray *names = json_array_sized_new (view.n_zones[side]);

          for (int i = 0; i < view.n_zones[side]; i++)
            json_array_add_string_element (names, rules->zones[view.zones[offset++]].name);
          json_array_add_array_element (sides, names);
        }
      json_object_set_array_member (object, "zones", sides);
    }
  /* Only where it happened, so that a match without a clock reads as before. */
  if (view.time_called)
    json_object_set_boolean_member (object, "time_called", TRUE);

  return object;
}

JsonNode *
hammer_match_to_json (const HammerMatch *match)
{
  const HammerRules *rules;
  JsonObject *object;
  JsonArray *games;
  JsonNode *root;
  int n, next_game, next_end, next_first, next_hammer;

  g_return_val_if_fail (match != NULL, NULL);

  rules = hammer_match_get_rules (match);
  n = (int) hammer_match_get_n_sides (match);
  object = json_object_new ();
  json_object_set_string_member (object, "rules", rules->id);
  json_object_set_object_member (object, "options",
                                 hammer_options_to_json (rules, hammer_match_get_options (match)));

  games = json_array_new ();
  for (guint g = 0; g < hammer_match_get_n_games (match); g++)
    {
      JsonObject *game = json_object_new ();
      JsonArray *ends = json_array_new ();

      for (guint e = 0; e < hammer_match_get_n_ends (match, g); e++)
        json_array_add_object_element (ends, end_to_json (match, g, e));

      set_side_member (game, "first", hammer_match_get_game_first (match, g));
      json_object_set_array_member (game, "ends", ends);
      json_object_set_member (game, "totals",
                              int_array_node (hammer_match_get_game_totals (match, g), n));
      json_object_set_string_member (game, "state",
                                     hammer_state_to_string (hammer_match_get_game_state (match,
                                                                                          g)));
      set_side_member (game, "winner", hammer_match_get_game_winner (match, g));
      json_array_add_object_element (games, game);
    }
  json_object_set_array_member (object, "games", games);

  json_object_set_member (object, "games_won",
                          int_array_node (hammer_match_get_games_won (match), n));
  json_object_set_member (object, "totals", int_array_node (hammer_match_get_totals (match), n));
  json_object_set_string_member (object, "state",
                                 hammer_state_to_string (hammer_match_get_state (match)));
  set_side_member (object, "winner", hammer_match_get_winner (match));

  if (hammer_match_get_next (match, &next_game, &next_end, &next_first, &next_hammer))
    {
      JsonObject *next = json_object_new ();

      json_object_set_int_member (next, "game", next_game);
      json_object_set_int_member (next, "end", next_end);
      set_side_member (next, "first", next_first);
      set_side_member (next, "hammer", next_hammer);
      json_object_set_object_member (object, "next", next);
    }
  else
    {
      json_object_set_null_member (object, "next");
    }

  root = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (root, object);
  return root;
}
