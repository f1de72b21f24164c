/* hammer-result-input.c — the result of one match as entered, typed
 *
 * The input keeps its JSON: what is built is what the store keeps, and
 * what is read back from the store is played by the rules as it was
 * stored, members a sheet does not write (zones, "rules") included.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "rules/hammer-result-input.h"

/* Disks in the compartments of one side of a sjoelbak end. */
#define COMPARTMENTS 4

struct _HammerResultInput
{
  gatomicrefcount  ref_count;
  JsonNode        *root;
};

G_DEFINE_BOXED_TYPE (HammerResultInput, hammer_result_input, hammer_result_input_ref,
                     hammer_result_input_unref)

static HammerResultInput *
input_new (JsonNode *root)
{
  HammerResultInput *self = g_new0 (HammerResultInput, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->root = root;
  return self;
}

HammerResultInput *
hammer_result_input_new (void)
{
  JsonObject *object = json_object_new ();

  JsonNode *root = json_node_new (JSON_NODE_OBJECT);

  json_object_set_array_member (object, "games", json_array_new ());
  json_node_take_object (root, object);
  return input_new (root);
}

HammerResultInput *
hammer_result_input_new_from_text (const char  *text,
                                   GError     **error)
{
  g_autoptr(GError) parse_error = NULL;
  JsonNode *root;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(root = json_from_string (text, &parse_error)))
    {
      /* An empty text parses to no node and no error. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT, _("The result is not JSON: %s"),
                   parse_error != NULL ? parse_error->message : _("it is empty"));
      return NULL;
    }
  return input_new (root);
}

HammerResultInput *
hammer_result_input_new_from_ends_text (const char  *text,
                                        GError     **error)
{
  JsonNode *root;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(root = hammer_match_games_from_text (text, error)))
    return NULL;
  return input_new (root);
}

HammerResultInput *
hammer_result_input_ref (HammerResultInput *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
hammer_result_input_unref (HammerResultInput *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  json_node_unref (self->root);
  g_free (self);
}

/* The "games" array of an input this built, else NULL. */
static JsonArray *
games_of (HammerResultInput *self)
{
  JsonNode *games;

  if (!JSON_NODE_HOLDS_OBJECT (self->root) ||
      !(games = json_object_get_member (json_node_get_object (self->root), "games")) ||
      !JSON_NODE_HOLDS_ARRAY (games))
    return NULL;
  return json_node_get_array (games);
}

void
hammer_result_input_add_game (HammerResultInput *self,
                              int                first)
{
  JsonArray *games;
  JsonObject *game;

  g_return_if_fail (self != NULL);
  g_return_if_fail ((games = games_of (self)) != NULL);

  game = json_object_new ();
  /* Members in the order the sheets always wrote them. */
  if (first >= 0)
    json_object_set_int_member (game, "first", first);
  json_object_set_array_member (game, "ends", json_array_new ());
  json_array_add_object_element (games, game);
}

void
hammer_result_input_add_end (HammerResultInput    *self,
                             const HammerEndEntry *entry)
{
  JsonArray *games;
  JsonObject *end;
  JsonArray *values;
  guint n;

  g_return_if_fail (self != NULL);
  g_return_if_fail (entry != NULL);
  g_return_if_fail (entry->points != NULL || entry->counts != NULL);
  g_return_if_fail ((games = games_of (self)) != NULL);

  if ((n = json_array_get_length (games)) == 0)
    {
      hammer_result_input_add_game (self, -1);
      n = 1;
    }
  end = json_object_new ();
  values = json_array_new ();
  if (entry->counts != NULL)
    {
      /* Counts go per side, the four compartments of each. */
      for (guint s = 0; s < entry->n_sides; s++)
        {
          JsonArray *side = json_array_sized_new (COMPARTMENTS);

          for (guint k = 0; k < COMPARTMENTS; k++)
            json_array_add_int_element (side, entry->counts[s * COMPARTMENTS + k]);
          json_array_add_array_element (values, side);
        }
      json_object_set_array_member (end, "counts", values);
    }
  else
    {
      for (guint s = 0; s < entry->n_sides; s++)
        json_array_add_int_element (values, entry->points[s]);
      json_object_set_array_member (end, "points", values);
    }
  if (entry->penalties != NULL)
    {
      JsonArray *penalties = json_array_sized_new (entry->n_sides);

      for (guint s = 0; s < entry->n_sides; s++)
        json_array_add_int_element (penalties, entry->penalties[s]);
      json_object_set_array_member (end, "penalties", penalties);
    }
  if (entry->time_called)
    json_object_set_boolean_member (end, "time_called", TRUE);
  json_array_add_object_element (json_object_get_array_member (
                                   json_array_get_object_element (games, n - 1), "ends"),
                                 end);
}

guint
hammer_result_input_get_n_games (HammerResultInput *self)
{
  JsonArray *games;

  g_return_val_if_fail (self != NULL, 0);

  games = games_of (self);
  return games != NULL ? json_array_get_length (games) : 0;
}

gboolean
hammer_result_input_has_game_first (HammerResultInput *self,
                                    guint              game)
{
  JsonArray *games;
  JsonNode *node;

  g_return_val_if_fail (self != NULL, FALSE);

  if (!(games = games_of (self)) || game >= json_array_get_length (games))
    return FALSE;
  node = json_array_get_element (games, game);
  return JSON_NODE_HOLDS_OBJECT (node) &&
         json_object_has_member (json_node_get_object (node), "first");
}

HammerMatch *
hammer_result_input_replay (HammerResultInput   *self,
                            const HammerRules   *rules,
                            const HammerOptions *options,
                            GError             **error)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return hammer_match_replay_result (rules, options, self->root, error);
}

JsonNode *
hammer_result_input_get_json (HammerResultInput *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->root;
}
