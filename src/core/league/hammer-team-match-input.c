/* hammer-team-match-input.c — a team match's games as entered, typed
 *
 * The input is built as the JSON that hammer_leagues_enter_match() takes
 * from `hammer-cli`, so that both enter a match through the same checks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-team-match-input.h"

struct _HammerTeamMatchInput
{
  gatomicrefcount  ref_count;
  JsonNode        *root;
  JsonArray       *games;   /* the root's "games" */
};

G_DEFINE_BOXED_TYPE (HammerTeamMatchInput, hammer_team_match_input,
                     hammer_team_match_input_ref, hammer_team_match_input_unref)

HammerTeamMatchInput *
hammer_team_match_input_new (void)
{
  HammerTeamMatchInput *self = g_new0 (HammerTeamMatchInput, 1);
  JsonObject *object = json_object_new ();

  g_atomic_ref_count_init (&self->ref_count);
  self->games = json_array_new ();
  json_object_set_array_member (object, "games", self->games);
  self->root = json_node_init_object (json_node_alloc (), object);
  json_object_unref (object);
  return self;
}

HammerTeamMatchInput *
hammer_team_match_input_ref (HammerTeamMatchInput *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
hammer_team_match_input_unref (HammerTeamMatchInput *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  json_node_unref (self->root);
  g_free (self);
}

static JsonArray *
players_array (const char * const *players)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; players != NULL && players[i] != NULL; i++)
    json_array_add_string_element (array, players[i]);
  return array;
}

void
hammer_team_match_input_add_game (HammerTeamMatchInput *self,
                                  guint                 game,
                                  const char * const   *home,
                                  const char * const   *away,
                                  HammerResultInput    *result)
{
  JsonObject *entry;

  g_return_if_fail (self != NULL);
  g_return_if_fail (result != NULL);

  /* Members in the order the entry always wrote them. */
  entry = json_object_new ();
  json_object_set_int_member (entry, "game", game);
  json_object_set_array_member (entry, "home", players_array (home));
  json_object_set_array_member (entry, "away", players_array (away));
  json_object_set_member (entry, "result", json_node_copy (hammer_result_input_get_json (result)));
  json_array_add_object_element (self->games, entry);
}

guint
hammer_team_match_input_get_n_games (HammerTeamMatchInput *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return json_array_get_length (self->games);
}

JsonNode *
hammer_team_match_input_get_json (HammerTeamMatchInput *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->root;
}
