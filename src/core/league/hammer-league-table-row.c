/* hammer-league-table-row.c — one team's line of a league table, as screens show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-league-fixtures-private.h"

struct _HammerLeagueTableRow
{
  GObject parent_instance;
  gint64 team;
  char *name;
  char *club;
  guint division;
  guint place;
  char *place_label;
  guint played;
  guint won;
  guint drawn;
  guint lost;
  int games_for;
  int games_against;
  int points;
};

G_DEFINE_FINAL_TYPE (HammerLeagueTableRow, hammer_league_table_row, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_TEAM,
  PROP_NAME,
  PROP_CLUB,
  PROP_DIVISION,
  PROP_PLACE,
  PROP_PLACE_LABEL,
  PROP_PLAYED,
  PROP_WON,
  PROP_DRAWN,
  PROP_LOST,
  PROP_GAMES_FOR,
  PROP_GAMES_AGAINST,
  PROP_POINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_league_table_row_finalize (GObject *object)
{
  HammerLeagueTableRow *self = (HammerLeagueTableRow *) object;

  g_free (self->name);
  g_free (self->club);
  g_free (self->place_label);

  G_OBJECT_CLASS (hammer_league_table_row_parent_class)->finalize (object);
}

static void
hammer_league_table_row_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  HammerLeagueTableRow *self = (HammerLeagueTableRow *) object;

  switch (prop_id)
    {
    case PROP_TEAM:
      g_value_set_int64 (value, self->team);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_CLUB:
      g_value_set_string (value, self->club);
      break;
    case PROP_DIVISION:
      g_value_set_uint (value, self->division);
      break;
    case PROP_PLACE:
      g_value_set_uint (value, self->place);
      break;
    case PROP_PLACE_LABEL:
      g_value_set_string (value, self->place_label);
      break;
    case PROP_PLAYED:
      g_value_set_uint (value, self->played);
      break;
    case PROP_WON:
      g_value_set_uint (value, self->won);
      break;
    case PROP_DRAWN:
      g_value_set_uint (value, self->drawn);
      break;
    case PROP_LOST:
      g_value_set_uint (value, self->lost);
      break;
    case PROP_GAMES_FOR:
      g_value_set_int (value, self->games_for);
      break;
    case PROP_GAMES_AGAINST:
      g_value_set_int (value, self->games_against);
      break;
    case PROP_POINTS:
      g_value_set_int (value, self->points);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_league_table_row_class_init (HammerLeagueTableRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_league_table_row_finalize;
  object_class->get_property = hammer_league_table_row_get_property;

  properties[PROP_TEAM] = g_param_spec_int64 ("team", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_CLUB] = g_param_spec_string ("club", NULL, NULL, NULL, flags);
  properties[PROP_DIVISION] = g_param_spec_uint ("division", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PLACE] = g_param_spec_uint ("place", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PLACE_LABEL] = g_param_spec_string ("place-label", NULL, NULL, NULL, flags);
  properties[PROP_PLAYED] = g_param_spec_uint ("played", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_WON] = g_param_spec_uint ("won", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_DRAWN] = g_param_spec_uint ("drawn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_LOST] = g_param_spec_uint ("lost", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_GAMES_FOR] =
    g_param_spec_int ("games-for", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_GAMES_AGAINST] =
    g_param_spec_int ("games-against", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_POINTS] = g_param_spec_int ("points", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_league_table_row_init (HammerLeagueTableRow *self)
{
}

void
_hammer_league_table_row_update (HammerLeagueTableRow *self,
                                const HammerLeagueTableRowValues *values)
{
  g_return_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->team != values->team)
    {
      self->team = values->team;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEAM]);
    }
  if (g_strcmp0 (self->name, values->name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (values->name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
    }
  if (g_strcmp0 (self->club, values->club) != 0)
    {
      g_free (self->club);
      self->club = g_strdup (values->club);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLUB]);
    }
  if (self->division != values->division)
    {
      self->division = values->division;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIVISION]);
    }
  if (self->place != values->place)
    {
      self->place = values->place;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLACE]);
    }
  if (g_strcmp0 (self->place_label, values->place_label) != 0)
    {
      g_free (self->place_label);
      self->place_label = g_strdup (values->place_label);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLACE_LABEL]);
    }
  if (self->played != values->played)
    {
      self->played = values->played;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYED]);
    }
  if (self->won != values->won)
    {
      self->won = values->won;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WON]);
    }
  if (self->drawn != values->drawn)
    {
      self->drawn = values->drawn;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAWN]);
    }
  if (self->lost != values->lost)
    {
      self->lost = values->lost;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOST]);
    }
  if (self->games_for != values->games_for)
    {
      self->games_for = values->games_for;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES_FOR]);
    }
  if (self->games_against != values->games_against)
    {
      self->games_against = values->games_against;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES_AGAINST]);
    }
  if (self->points != values->points)
    {
      self->points = values->points;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POINTS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

HammerLeagueTableRow *
_hammer_league_table_row_new (const HammerLeagueTableRowValues *values)
{
  HammerLeagueTableRow *self = g_object_new (HAMMER_TYPE_LEAGUE_TABLE_ROW, NULL);

  _hammer_league_table_row_update (self, values);
  return self;
}

gint64
hammer_league_table_row_get_team (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->team;
}

const char *
hammer_league_table_row_get_name (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), NULL);
  return self->name;
}

const char *
hammer_league_table_row_get_club (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), NULL);
  return self->club;
}

guint
hammer_league_table_row_get_division (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->division;
}

guint
hammer_league_table_row_get_place (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->place;
}

const char *
hammer_league_table_row_get_place_label (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), NULL);
  return self->place_label;
}

guint
hammer_league_table_row_get_played (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->played;
}

guint
hammer_league_table_row_get_won (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->won;
}

guint
hammer_league_table_row_get_drawn (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->drawn;
}

guint
hammer_league_table_row_get_lost (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->lost;
}

int
hammer_league_table_row_get_games_for (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->games_for;
}

int
hammer_league_table_row_get_games_against (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->games_against;
}

int
hammer_league_table_row_get_points (HammerLeagueTableRow *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_TABLE_ROW (self), 0);
  return self->points;
}
