/* hammer-season-member-night.c — a night one member of a season played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "league/hammer-season-members-private.h"

struct _HammerSeasonMemberNight
{
  GObject parent_instance;

  gint64 id;
  char *date;
  GArray *games;  /* int */
  GArray *counts; /* int, four a game, or NULL */
  int total;
  double season_average;
};

G_DEFINE_FINAL_TYPE (HammerSeasonMemberNight, hammer_season_member_night, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_DATE,
  PROP_N_GAMES,
  PROP_TOTAL,
  PROP_SEASON_AVERAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_season_member_night_finalize (GObject *object)
{
  HammerSeasonMemberNight *self = HAMMER_SEASON_MEMBER_NIGHT (object);

  g_free (self->date);
  g_array_unref (self->games);
  g_clear_pointer (&self->counts, g_array_unref);

  G_OBJECT_CLASS (hammer_season_member_night_parent_class)->finalize (object);
}

static void
hammer_season_member_night_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  HammerSeasonMemberNight *self = HAMMER_SEASON_MEMBER_NIGHT (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_DATE:
      g_value_set_string (value, self->date);
      break;
    case PROP_N_GAMES:
      g_value_set_uint (value, self->games->len);
      break;
    case PROP_TOTAL:
      g_value_set_int (value, self->total);
      break;
    case PROP_SEASON_AVERAGE:
      g_value_set_double (value, self->season_average);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_season_member_night_class_init (HammerSeasonMemberNightClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_season_member_night_finalize;
  object_class->get_property = hammer_season_member_night_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_DATE] = g_param_spec_string ("date", NULL, NULL, NULL, flags);
  /* "n-games" notifies for any change of the games themselves too. */
  properties[PROP_N_GAMES] = g_param_spec_uint ("n-games", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TOTAL] = g_param_spec_int ("total", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_SEASON_AVERAGE] = g_param_spec_double ("season-average", NULL, NULL, 0,
                                                         G_MAXDOUBLE, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_season_member_night_init (HammerSeasonMemberNight *self)
{
  self->games = g_array_new (FALSE, FALSE, sizeof (int));
}

void
_hammer_season_member_night_update (HammerSeasonMemberNight             *self,
                                    const HammerSeasonMemberNightValues *values)
{
  g_return_if_fail (HAMMER_IS_SEASON_MEMBER_NIGHT (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->id != values->id)
    {
      self->id = values->id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
    }
  if (g_strcmp0 (self->date, values->date) != 0)
    {
      g_free (self->date);
      self->date = g_strdup (values->date);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DATE]);
    }
  if (self->games->len != values->n_games ||
      (values->n_games > 0 &&
       memcmp (self->games->data, values->games, values->n_games * sizeof (int)) != 0))
    {
      g_array_set_size (self->games, 0);
      g_array_append_vals (self->games, values->games, values->n_games);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_GAMES]);
    }
  /* The disks counted are told with the games: they make their totals. */
  if ((self->counts == NULL) != (values->counts == NULL) ||
      (values->counts != NULL &&
       (self->counts->len != values->n_games * 4 ||
        memcmp (self->counts->data, values->counts, values->n_games * 4 * sizeof (int)) != 0)))
    {
      g_clear_pointer (&self->counts, g_array_unref);
      if (values->counts != NULL)
        {
          self->counts = g_array_new (FALSE, FALSE, sizeof (int));
          g_array_append_vals (self->counts, values->counts, values->n_games * 4);
        }
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_GAMES]);
    }
  if (self->total != values->total)
    {
      self->total = values->total;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOTAL]);
    }
  if (self->season_average != values->season_average)
    {
      self->season_average = values->season_average;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEASON_AVERAGE]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

HammerSeasonMemberNight *
_hammer_season_member_night_new (const HammerSeasonMemberNightValues *values)
{
  HammerSeasonMemberNight *self = g_object_new (HAMMER_TYPE_SEASON_MEMBER_NIGHT, NULL);

  _hammer_season_member_night_update (self, values);
  return self;
}

gint64
hammer_season_member_night_get_id (HammerSeasonMemberNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER_NIGHT (self), 0);
  return self->id;
}

const char *
hammer_season_member_night_get_date (HammerSeasonMemberNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER_NIGHT (self), NULL);
  return self->date;
}

const int *
hammer_season_member_night_get_games (HammerSeasonMemberNight *self,
                                      guint                   *n_games)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER_NIGHT (self), NULL);
  g_return_val_if_fail (n_games != NULL, NULL);

  *n_games = self->games->len;
  return (const int *) self->games->data;
}

int
hammer_season_member_night_get_total (HammerSeasonMemberNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER_NIGHT (self), 0);
  return self->total;
}

double
hammer_season_member_night_get_season_average (HammerSeasonMemberNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER_NIGHT (self), 0);
  return self->season_average;
}

const int *
hammer_season_member_night_get_counts (HammerSeasonMemberNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER_NIGHT (self), NULL);
  return self->counts != NULL ? (const int *) self->counts->data : NULL;
}
