/* hammer-league-player.c — a player of a league team
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-league-fixtures-private.h"

struct _HammerLeaguePlayer
{
  GObject parent_instance;

  gint64 id;
  char *name;
  gboolean substitute;
};

G_DEFINE_FINAL_TYPE (HammerLeaguePlayer, hammer_league_player, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_SUBSTITUTE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_league_player_finalize (GObject *object)
{
  g_free (HAMMER_LEAGUE_PLAYER (object)->name);

  G_OBJECT_CLASS (hammer_league_player_parent_class)->finalize (object);
}

static void
hammer_league_player_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  HammerLeaguePlayer *self = HAMMER_LEAGUE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_SUBSTITUTE:
      g_value_set_boolean (value, self->substitute);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_league_player_class_init (HammerLeaguePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_league_player_finalize;
  object_class->get_property = hammer_league_player_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_SUBSTITUTE] = g_param_spec_boolean ("substitute", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_league_player_init (HammerLeaguePlayer *self)
{
}

HammerLeaguePlayer *
_hammer_league_player_new (gint64      id,
                           const char *name,
                           gboolean    substitute)
{
  HammerLeaguePlayer *self = g_object_new (HAMMER_TYPE_LEAGUE_PLAYER, NULL);

  self->id = id;
  self->name = g_strdup (name);
  self->substitute = substitute;
  return self;
}

gint64
hammer_league_player_get_id (HammerLeaguePlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER (self), 0);
  return self->id;
}

const char *
hammer_league_player_get_name (HammerLeaguePlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER (self), NULL);
  return self->name;
}

gboolean
hammer_league_player_get_substitute (HammerLeaguePlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER (self), FALSE);
  return self->substitute;
}
