/* hammer-team-match.c — one fixture of a team league, as screens show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-league-fixtures-private.h"

struct _HammerTeamMatch
{
  GObject parent_instance;
  gint64 id;
  guint division;
  guint day;
  char *date;
  gboolean postponed;
  gint64 home_team;
  gint64 away_team;
  char *home_name;
  char *away_name;
  char *state;
  guint games_entered;
  int home_points;
  int away_points;
  int winner;
};

G_DEFINE_FINAL_TYPE (HammerTeamMatch, hammer_team_match, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_DIVISION,
  PROP_DAY,
  PROP_DATE,
  PROP_POSTPONED,
  PROP_HOME_TEAM,
  PROP_AWAY_TEAM,
  PROP_HOME_NAME,
  PROP_AWAY_NAME,
  PROP_STATE,
  PROP_GAMES_ENTERED,
  PROP_HOME_POINTS,
  PROP_AWAY_POINTS,
  PROP_WINNER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_team_match_finalize (GObject *object)
{
  HammerTeamMatch *self = (HammerTeamMatch *) object;

  g_free (self->date);
  g_free (self->home_name);
  g_free (self->away_name);
  g_free (self->state);

  G_OBJECT_CLASS (hammer_team_match_parent_class)->finalize (object);
}

static void
hammer_team_match_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  HammerTeamMatch *self = (HammerTeamMatch *) object;

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_DIVISION:
      g_value_set_uint (value, self->division);
      break;
    case PROP_DAY:
      g_value_set_uint (value, self->day);
      break;
    case PROP_DATE:
      g_value_set_string (value, self->date);
      break;
    case PROP_POSTPONED:
      g_value_set_boolean (value, self->postponed);
      break;
    case PROP_HOME_TEAM:
      g_value_set_int64 (value, self->home_team);
      break;
    case PROP_AWAY_TEAM:
      g_value_set_int64 (value, self->away_team);
      break;
    case PROP_HOME_NAME:
      g_value_set_string (value, self->home_name);
      break;
    case PROP_AWAY_NAME:
      g_value_set_string (value, self->away_name);
      break;
    case PROP_STATE:
      g_value_set_string (value, self->state);
      break;
    case PROP_GAMES_ENTERED:
      g_value_set_uint (value, self->games_entered);
      break;
    case PROP_HOME_POINTS:
      g_value_set_int (value, self->home_points);
      break;
    case PROP_AWAY_POINTS:
      g_value_set_int (value, self->away_points);
      break;
    case PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_team_match_class_init (HammerTeamMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_team_match_finalize;
  object_class->get_property = hammer_team_match_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_DIVISION] = g_param_spec_uint ("division", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_DAY] = g_param_spec_uint ("day", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_DATE] = g_param_spec_string ("date", NULL, NULL, NULL, flags);
  properties[PROP_POSTPONED] = g_param_spec_boolean ("postponed", NULL, NULL, FALSE, flags);
  properties[PROP_HOME_TEAM] =
    g_param_spec_int64 ("home-team", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_AWAY_TEAM] =
    g_param_spec_int64 ("away-team", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_HOME_NAME] = g_param_spec_string ("home-name", NULL, NULL, NULL, flags);
  properties[PROP_AWAY_NAME] = g_param_spec_string ("away-name", NULL, NULL, NULL, flags);
  properties[PROP_STATE] = g_param_spec_string ("state", NULL, NULL, NULL, flags);
  properties[PROP_GAMES_ENTERED] =
    g_param_spec_uint ("games-entered", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_HOME_POINTS] =
    g_param_spec_int ("home-points", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_AWAY_POINTS] =
    g_param_spec_int ("away-points", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_WINNER] = g_param_spec_int ("winner", NULL, NULL, -1, 1, -1, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_team_match_init (HammerTeamMatch *self)
{
  self->winner = -1;
}

void
_hammer_team_match_update (HammerTeamMatch *self,
                          const HammerTeamMatchValues *values)
{
  g_return_if_fail (HAMMER_IS_TEAM_MATCH (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->id != values->id)
    {
      self->id = values->id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
    }
  if (self->division != values->division)
    {
      self->division = values->division;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIVISION]);
    }
  if (self->day != values->day)
    {
      self->day = values->day;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DAY]);
    }
  if (g_strcmp0 (self->date, values->date) != 0)
    {
      g_free (self->date);
      self->date = g_strdup (values->date);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DATE]);
    }
  if (self->postponed != values->postponed)
    {
      self->postponed = values->postponed;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSTPONED]);
    }
  if (self->home_team != values->home_team)
    {
      self->home_team = values->home_team;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOME_TEAM]);
    }
  if (self->away_team != values->away_team)
    {
      self->away_team = values->away_team;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AWAY_TEAM]);
    }
  if (g_strcmp0 (self->home_name, values->home_name) != 0)
    {
      g_free (self->home_name);
      self->home_name = g_strdup (values->home_name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOME_NAME]);
    }
  if (g_strcmp0 (self->away_name, values->away_name) != 0)
    {
      g_free (self->away_name);
      self->away_name = g_strdup (values->away_name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AWAY_NAME]);
    }
  if (g_strcmp0 (self->state, values->state) != 0)
    {
      g_free (self->state);
      self->state = g_strdup (values->state);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
  if (self->games_entered != values->games_entered)
    {
      self->games_entered = values->games_entered;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES_ENTERED]);
    }
  if (self->home_points != values->home_points)
    {
      self->home_points = values->home_points;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOME_POINTS]);
    }
  if (self->away_points != values->away_points)
    {
      self->away_points = values->away_points;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AWAY_POINTS]);
    }
  if (self->winner != values->winner)
    {
      self->winner = values->winner;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

HammerTeamMatch *
_hammer_team_match_new (const HammerTeamMatchValues *values)
{
  HammerTeamMatch *self = g_object_new (HAMMER_TYPE_TEAM_MATCH, NULL);

  _hammer_team_match_update (self, values);
  return self;
}

gint64
hammer_team_match_get_id (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), 0);
  return self->id;
}

guint
hammer_team_match_get_division (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), 0);
  return self->division;
}

guint
hammer_team_match_get_day (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), 0);
  return self->day;
}

const char *
hammer_team_match_get_date (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), NULL);
  return self->date;
}

gboolean
hammer_team_match_get_postponed (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), 0);
  return self->postponed;
}

gint64
hammer_team_match_get_home_team (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), 0);
  return self->home_team;
}

gint64
hammer_team_match_get_away_team (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), 0);
  return self->away_team;
}

const char *
hammer_team_match_get_home_name (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), NULL);
  return self->home_name;
}

const char *
hammer_team_match_get_away_name (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), NULL);
  return self->away_name;
}

const char *
hammer_team_match_get_state (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), NULL);
  return self->state;
}

guint
hammer_team_match_get_games_entered (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), 0);
  return self->games_entered;
}

int
hammer_team_match_get_home_points (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), 0);
  return self->home_points;
}

int
hammer_team_match_get_away_points (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), 0);
  return self->away_points;
}

int
hammer_team_match_get_winner (HammerTeamMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH (self), -1);
  return self->winner;
}
