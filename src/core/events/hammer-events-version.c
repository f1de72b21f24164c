/* hammer-events-version.c — a player's own version of a match's result,
 * checked by the rules, never stored as the match's (see hammer-events.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"
#include "hammer-error.h"
#include "hammer-json.h"

JsonNode *
hammer_events_check_version (HammerStore  *self,
                             gint64        event_id,
                             gint64        match_id,
                             JsonNode     *version,
                             GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  HammerEventMatchRow *row;
  HammerOptions options;
  JsonNode *state;
  int index;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (version != NULL, NULL);

  /* Ends are checked as a board's result is. */
  if (!hammer_result_is_game_totals (version))
    return hammer_events_check_result (self, event_id, match_id, version, 0, error);
  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;
  if ((index = hammer_event_find_match (model, match_id, error)) < 0)
    {
      hammer_event_keep (self, g_steal_pointer (&model));
      return NULL;
    }
  row = &g_array_index (model->matches, HammerEventMatchRow, index);
  hammer_event_match_options (model, (guint) index, &options);
  state = hammer_match_check_game_totals (model->rules, &options, MAX (row->dm.n_sides, 2),
                                          hammer_json_member (json_node_get_object (version),
                                                              "games"), error);
  hammer_event_keep (self, g_steal_pointer (&model));
  return state;
}

JsonNode *
hammer_events_version_canonical (JsonNode *version)
{
  JsonArray *games, *kept;
  JsonObject *result;

  g_return_val_if_fail (version != NULL, NULL);

  if (!hammer_result_is_game_totals (version))
    return hammer_result_canonical (version);
  /* Only the totals: a writer's other members are not kept. */
  games = hammer_json_array (json_node_get_object (version), "games");
  kept = json_array_new ();
  for (guint g = 0; g < json_array_get_length (games); g++)
    {
      JsonObject *game = json_object_new ();

      json_object_set_member (game, "totals", json_node_copy (hammer_json_member (
        hammer_json_node_object (json_array_get_element (games, g)), "totals")));
      json_array_add_object_element (kept, game);
    }
  result = json_object_new ();
  json_object_set_array_member (result, "games", kept);
  return json_node_init_object (json_node_alloc (), result);
}
