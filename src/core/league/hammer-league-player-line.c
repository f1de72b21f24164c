/* hammer-league-player-line.c — one player's line of a league's player
 * statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-league-fixtures-private.h"

struct _HammerLeaguePlayerLine
{
  GObject parent_instance;

  HammerLeaguePlayerLineValues values;
  char *name;
  char **teams;
};

G_DEFINE_FINAL_TYPE (HammerLeaguePlayerLine, hammer_league_player_line, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PLAYER,
  PROP_NAME,
  PROP_TEAMS,
  PROP_PLAYED,
  PROP_WON,
  PROP_DRAWN,
  PROP_LOST,
  PROP_WIN_PERCENT,
  PROP_SCORE_FOR,
  PROP_SCORE_AGAINST,
  PROP_SCORE_FOR_PER_GAME,
  PROP_SCORE_AGAINST_PER_GAME,
  PROP_SUBSTITUTE_GAMES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_league_player_line_finalize (GObject *object)
{
  HammerLeaguePlayerLine *self = HAMMER_LEAGUE_PLAYER_LINE (object);

  g_free (self->name);
  g_strfreev (self->teams);
  G_OBJECT_CLASS (hammer_league_player_line_parent_class)->finalize (object);
}

static void
hammer_league_player_line_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  HammerLeaguePlayerLine *self = HAMMER_LEAGUE_PLAYER_LINE (object);
  const HammerLeaguePlayerLineValues *v = &self->values;

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_int64 (value, v->player);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_TEAMS:
      g_value_set_boxed (value, self->teams);
      break;
    case PROP_PLAYED:
      g_value_set_int (value, v->played);
      break;
    case PROP_WON:
      g_value_set_int (value, v->won);
      break;
    case PROP_DRAWN:
      g_value_set_int (value, v->drawn);
      break;
    case PROP_LOST:
      g_value_set_int (value, v->lost);
      break;
    case PROP_WIN_PERCENT:
      g_value_set_double (value, v->win_percent);
      break;
    case PROP_SCORE_FOR:
      g_value_set_int (value, v->score_for);
      break;
    case PROP_SCORE_AGAINST:
      g_value_set_int (value, v->score_against);
      break;
    case PROP_SCORE_FOR_PER_GAME:
      g_value_set_double (value, v->score_for_per_game);
      break;
    case PROP_SCORE_AGAINST_PER_GAME:
      g_value_set_double (value, v->score_against_per_game);
      break;
    case PROP_SUBSTITUTE_GAMES:
      g_value_set_int (value, v->substitute_games);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_league_player_line_class_init (HammerLeaguePlayerLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_league_player_line_finalize;
  object_class->get_property = hammer_league_player_line_get_property;

  properties[PROP_PLAYER] = g_param_spec_int64 ("player", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_TEAMS] = g_param_spec_boxed ("teams", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_PLAYED] = g_param_spec_int ("played", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_WON] = g_param_spec_int ("won", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_DRAWN] = g_param_spec_int ("drawn", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_LOST] = g_param_spec_int ("lost", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_WIN_PERCENT] =
    g_param_spec_double ("win-percent", NULL, NULL, 0, 100, 0, flags);
  properties[PROP_SCORE_FOR] =
    g_param_spec_int ("score-for", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_SCORE_AGAINST] =
    g_param_spec_int ("score-against", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_SCORE_FOR_PER_GAME] =
    g_param_spec_double ("score-for-per-game", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  properties[PROP_SCORE_AGAINST_PER_GAME] =
    g_param_spec_double ("score-against-per-game", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                         flags);
  properties[PROP_SUBSTITUTE_GAMES] =
    g_param_spec_int ("substitute-games", NULL, NULL, 0, G_MAXINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_league_player_line_init (HammerLeaguePlayerLine *self)
{
}

HammerLeaguePlayerLine *
_hammer_league_player_line_new (const HammerLeaguePlayerLineValues *values,
                                const char                         *name,
                                const char * const                 *teams)
{
  HammerLeaguePlayerLine *self = g_object_new (HAMMER_TYPE_LEAGUE_PLAYER_LINE, NULL);

  self->values = *values;
  self->name = g_strdup (name);
  self->teams = g_strdupv ((char **) teams);
  return self;
}

gint64
hammer_league_player_line_get_player (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.player;
}

const char *
hammer_league_player_line_get_name (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), NULL);
  return self->name;
}

const char * const *
hammer_league_player_line_get_teams (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), NULL);
  return (const char * const *) self->teams;
}

int
hammer_league_player_line_get_played (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.played;
}

int
hammer_league_player_line_get_won (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.won;
}

int
hammer_league_player_line_get_drawn (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.drawn;
}

int
hammer_league_player_line_get_lost (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.lost;
}

double
hammer_league_player_line_get_win_percent (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.win_percent;
}

int
hammer_league_player_line_get_score_for (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.score_for;
}

int
hammer_league_player_line_get_score_against (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.score_against;
}

double
hammer_league_player_line_get_score_for_per_game (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.score_for_per_game;
}

double
hammer_league_player_line_get_score_against_per_game (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.score_against_per_game;
}

int
hammer_league_player_line_get_substitute_games (HammerLeaguePlayerLine *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_PLAYER_LINE (self), 0);
  return self->values.substitute_games;
}
