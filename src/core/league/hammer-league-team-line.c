/* hammer-league-team-line.c — one team of a league's division, with its
 * roster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-league-fixtures-private.h"

struct _HammerLeagueTeamLine
{
  GObject parent_instance;

  gint64 id;
  char *name;
  char *club;
  GListModel *players;
};

G_DEFINE_FINAL_TYPE (HammerLeagueTeamLine, hammer_league_team_line, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_CLUB,
  PROP_PLAYERS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_league_team_line_finalize (GObject *object)
{
  HammerLeagueTeamLine *self = HAMMER_LEAGUE_TEAM_LINE (object);

  g_free (self->name);
  g_free (self->club);
  g_clear_object (&self->players);
  G_OBJECT_CLASS (hammer_league_team_line_parent_class)->finalize (object);
}

static void
hammer_league_team_line_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  HammerLeagueTeamLine *self = HAMMER_LEAGUE_TEAM_LINE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_CLUB:
      g_value_set_string (value, self->club);
      break;
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_league_team_line_class_init (HammerLeagueTeamLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_league_team_line_finalize;
  object_class->get_property = hammer_league_team_line_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_CLUB] = g_param_spec_string ("club", NULL, NULL, NULL, flags);
  properties[PROP_PLAYERS] =
    g_param_spec_object ("players", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_league_team_line_init (HammerLeagueTeamLine *self)
{
}

HammerLeagueTeamLine *
_hammer_league_team_line_new (gint64      id,
                              const char *name,
                              const char *club,
                              GListModel *players)
{
  HammerLeagueTeamLine *self = g_object_new (HAMMER_TYPE_LEAGUE_TEAM_LINE, NULL);

  self->id = id;
  self->name = g_strdup (name);
  self->club = g_strdup (club);
  self->players = g_object_ref (players);
  return self;
}

gint64
hammer_league_team_line_get_id (HammerLeagueTeamLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TEAM_LINE (self), 0);
  return self->id;
}

const char *
hammer_league_team_line_get_name (HammerLeagueTeamLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TEAM_LINE (self), NULL);
  return self->name;
}

const char *
hammer_league_team_line_get_club (HammerLeagueTeamLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TEAM_LINE (self), NULL);
  return self->club;
}

GListModel *
hammer_league_team_line_get_players (HammerLeagueTeamLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TEAM_LINE (self), NULL);
  return self->players;
}
