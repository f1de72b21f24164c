/* hammer-team-match-game.c — one game of a team match, as its entry shows
 * it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-league-fixtures-private.h"

struct _HammerTeamMatchGame
{
  GObject parent_instance;

  guint game;
  guint players;
  char *kind;
  JsonObject *options;
  gboolean entered;
  GListStore *home;   /* HammerLeaguePlayer */
  GListStore *away;
  char *ends_text;
};

G_DEFINE_FINAL_TYPE (HammerTeamMatchGame, hammer_team_match_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_PLAYERS,
  PROP_KIND,
  PROP_ENTERED,
  PROP_ENDS_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_team_match_game_finalize (GObject *object)
{
  HammerTeamMatchGame *self = HAMMER_TEAM_MATCH_GAME (object);

  g_free (self->kind);
  g_clear_pointer (&self->options, json_object_unref);
  g_object_unref (self->home);
  g_object_unref (self->away);
  g_free (self->ends_text);

  G_OBJECT_CLASS (hammer_team_match_game_parent_class)->finalize (object);
}

static void
hammer_team_match_game_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  HammerTeamMatchGame *self = HAMMER_TEAM_MATCH_GAME (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_uint (value, self->game);
      break;
    case PROP_PLAYERS:
      g_value_set_uint (value, self->players);
      break;
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;
    case PROP_ENTERED:
      g_value_set_boolean (value, self->entered);
      break;
    case PROP_ENDS_TEXT:
      g_value_set_string (value, self->ends_text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_team_match_game_class_init (HammerTeamMatchGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_team_match_game_finalize;
  object_class->get_property = hammer_team_match_game_get_property;

  properties[PROP_GAME] = g_param_spec_uint ("game", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PLAYERS] = g_param_spec_uint ("players", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_KIND] = g_param_spec_string ("kind", NULL, NULL, NULL, flags);
  properties[PROP_ENTERED] = g_param_spec_boolean ("entered", NULL, NULL, FALSE, flags);
  properties[PROP_ENDS_TEXT] = g_param_spec_string ("ends-text", NULL, NULL, "", flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_team_match_game_init (HammerTeamMatchGame *self)
{
  self->home = g_list_store_new (HAMMER_TYPE_LEAGUE_PLAYER);
  self->away = g_list_store_new (HAMMER_TYPE_LEAGUE_PLAYER);
  self->ends_text = g_strdup ("");
}

HammerTeamMatchGame *
_hammer_team_match_game_new (guint       game,
                             guint       players,
                             const char *kind,
                             JsonObject *options,
                             gboolean    entered,
                             GPtrArray  *home,
                             GPtrArray  *away,
                             const char *ends_text)
{
  HammerTeamMatchGame *self = g_object_new (HAMMER_TYPE_TEAM_MATCH_GAME, NULL);

  self->game = game;
  self->players = players;
  self->kind = g_strdup (kind);
  self->options = options != NULL ? json_object_ref (options) : NULL;
  self->entered = entered;
  if (home != NULL)
    g_list_store_splice (self->home, 0, 0, home->pdata, home->len);
  if (away != NULL)
    g_list_store_splice (self->away, 0, 0, away->pdata, away->len);
  g_free (self->ends_text);
  self->ends_text = g_strdup (ends_text != NULL ? ends_text : "");
  return self;
}

guint
hammer_team_match_game_get_game (HammerTeamMatchGame *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (self), 0);
  return self->game;
}

guint
hammer_team_match_game_get_players (HammerTeamMatchGame *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (self), 0);
  return self->players;
}

const char *
hammer_team_match_game_get_kind (HammerTeamMatchGame *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (self), NULL);
  return self->kind;
}

JsonObject *
hammer_team_match_game_get_options (HammerTeamMatchGame *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (self), NULL);
  return self->options;
}

HammerMatch *
hammer_team_match_game_replay (HammerTeamMatchGame  *self,
                               const char           *rules,
                               const char * const   *names,
                               HammerResultInput    *input,
                               GError              **error)
{
  const HammerRules *rule_set;
  HammerOptions options;

  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (self), NULL);
  g_return_val_if_fail (input != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Options the rules refuse were left out: the game is then played with
   * the defaults. */
  if (!(rule_set = hammer_rules_lookup (rules != NULL ? rules : "", error)) ||
      !hammer_options_from_json (rule_set, self->options, &options, error))
    return NULL;
  return hammer_match_replay_result_named (rule_set, &options, names,
                                           hammer_result_input_get_json (input), error);
}

gboolean
hammer_team_match_game_get_entered (HammerTeamMatchGame *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (self), FALSE);
  return self->entered;
}

GListModel *
hammer_team_match_game_get_home (HammerTeamMatchGame *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (self), NULL);
  return G_LIST_MODEL (self->home);
}

GListModel *
hammer_team_match_game_get_away (HammerTeamMatchGame *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (self), NULL);
  return G_LIST_MODEL (self->away);
}

const char *
hammer_team_match_game_get_ends_text (HammerTeamMatchGame *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (self), "");
  return self->ends_text;
}
