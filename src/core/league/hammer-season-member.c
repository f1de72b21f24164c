/* hammer-season-member.c — one member of a club-night season, as screens
 * show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-season-members-private.h"
#include "hammer-list-splice.h"

struct _HammerSeasonMember
{
  GObject parent_instance;

  gint64 id;
  gint64 player;
  char *name;
  char *class_name;
  guint games;
  int total;
  double average;
  double last_average;
  guint place;
  char *place_label;
  int figure;
  guint count;
  double ranking_average;
  double start_average;
  GListStore *nights;  /* HammerSeasonMemberNight */
};

G_DEFINE_FINAL_TYPE (HammerSeasonMember, hammer_season_member, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_PLAYER,
  PROP_NAME,
  PROP_CLASS_NAME,
  PROP_GAMES,
  PROP_TOTAL,
  PROP_AVERAGE,
  PROP_LAST_AVERAGE,
  PROP_PLACE,
  PROP_PLACE_LABEL,
  PROP_FIGURE,
  PROP_COUNT,
  PROP_RANKING_AVERAGE,
  PROP_START_AVERAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_season_member_finalize (GObject *object)
{
  HammerSeasonMember *self = HAMMER_SEASON_MEMBER (object);

  g_free (self->name);
  g_free (self->class_name);
  g_free (self->place_label);
  g_object_unref (self->nights);

  G_OBJECT_CLASS (hammer_season_member_parent_class)->finalize (object);
}

static void
hammer_season_member_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  HammerSeasonMember *self = HAMMER_SEASON_MEMBER (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_PLAYER:
      g_value_set_int64 (value, self->player);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_CLASS_NAME:
      g_value_set_string (value, self->class_name);
      break;
    case PROP_GAMES:
      g_value_set_uint (value, self->games);
      break;
    case PROP_TOTAL:
      g_value_set_int (value, self->total);
      break;
    case PROP_AVERAGE:
      g_value_set_double (value, self->average);
      break;
    case PROP_LAST_AVERAGE:
      g_value_set_double (value, self->last_average);
      break;
    case PROP_PLACE:
      g_value_set_uint (value, self->place);
      break;
    case PROP_PLACE_LABEL:
      g_value_set_string (value, self->place_label);
      break;
    case PROP_FIGURE:
      g_value_set_int (value, self->figure);
      break;
    case PROP_COUNT:
      g_value_set_uint (value, self->count);
      break;
    case PROP_RANKING_AVERAGE:
      g_value_set_double (value, self->ranking_average);
      break;
    case PROP_START_AVERAGE:
      g_value_set_double (value, self->start_average);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_season_member_class_init (HammerSeasonMemberClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_season_member_finalize;
  object_class->get_property = hammer_season_member_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_PLAYER] = g_param_spec_int64 ("player", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_CLASS_NAME] = g_param_spec_string ("class-name", NULL, NULL, NULL, flags);
  properties[PROP_GAMES] = g_param_spec_uint ("games", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TOTAL] = g_param_spec_int ("total", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_AVERAGE] = g_param_spec_double ("average", NULL, NULL, -1, G_MAXDOUBLE, -1,
                                                  flags);
  properties[PROP_LAST_AVERAGE] = g_param_spec_double ("last-average", NULL, NULL, -1,
                                                       G_MAXDOUBLE, -1, flags);
  properties[PROP_PLACE] = g_param_spec_uint ("place", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PLACE_LABEL] = g_param_spec_string ("place-label", NULL, NULL, NULL, flags);
  properties[PROP_FIGURE] = g_param_spec_int ("figure", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_COUNT] = g_param_spec_uint ("count", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_RANKING_AVERAGE] = g_param_spec_double ("ranking-average", NULL, NULL, -1,
                                                          G_MAXDOUBLE, -1, flags);
  properties[PROP_START_AVERAGE] = g_param_spec_double ("start-average", NULL, NULL, -1,
                                                        G_MAXDOUBLE, -1, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_season_member_init (HammerSeasonMember *self)
{
  self->average = -1;
  self->last_average = -1;
  self->ranking_average = -1;
  self->start_average = -1;
  self->nights = g_list_store_new (HAMMER_TYPE_SEASON_MEMBER_NIGHT);
}

static void
set_string (HammerSeasonMember *self,
            char              **field,
            const char         *value,
            guint               prop)
{
  if (hammer_replace_string (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

#define SET_NUMBER(self, field, value, prop) \
  G_STMT_START { \
    if ((self)->field != (value)) \
      { \
        (self)->field = (value); \
        g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); \
      } \
  } G_STMT_END

void
_hammer_season_member_update (HammerSeasonMember             *self,
                              const HammerSeasonMemberValues *values)
{
  g_return_if_fail (HAMMER_IS_SEASON_MEMBER (self));

  g_object_freeze_notify (G_OBJECT (self));
  SET_NUMBER (self, id, values->id, PROP_ID);
  SET_NUMBER (self, player, values->player, PROP_PLAYER);
  set_string (self, &self->name, values->name, PROP_NAME);
  set_string (self, &self->class_name, values->class_name, PROP_CLASS_NAME);
  SET_NUMBER (self, games, values->games, PROP_GAMES);
  SET_NUMBER (self, total, values->total, PROP_TOTAL);
  SET_NUMBER (self, average, values->average, PROP_AVERAGE);
  SET_NUMBER (self, last_average, values->last_average, PROP_LAST_AVERAGE);
  SET_NUMBER (self, place, values->place, PROP_PLACE);
  set_string (self, &self->place_label, values->place_label, PROP_PLACE_LABEL);
  SET_NUMBER (self, figure, values->figure, PROP_FIGURE);
  SET_NUMBER (self, count, values->count, PROP_COUNT);
  SET_NUMBER (self, ranking_average, values->ranking_average, PROP_RANKING_AVERAGE);
  SET_NUMBER (self, start_average, values->start_average, PROP_START_AVERAGE);
  g_object_thaw_notify (G_OBJECT (self));
}

HammerSeasonMember *
_hammer_season_member_new (const HammerSeasonMemberValues *values)
{
  HammerSeasonMember *self = g_object_new (HAMMER_TYPE_SEASON_MEMBER, NULL);

  /* Nobody listens yet, so the notifies cost nothing. */
  _hammer_season_member_update (self, values);
  return self;
}

gint64
hammer_season_member_get_id (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), 0);
  return self->id;
}

gint64
hammer_season_member_get_player (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), 0);
  return self->player;
}

const char *
hammer_season_member_get_name (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), NULL);
  return self->name;
}

const char *
hammer_season_member_get_class_name (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), NULL);
  return self->class_name;
}

guint
hammer_season_member_get_games (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), 0);
  return self->games;
}

int
hammer_season_member_get_total (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), 0);
  return self->total;
}

double
hammer_season_member_get_average (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), -1);
  return self->average;
}

double
hammer_season_member_get_last_average (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), -1);
  return self->last_average;
}

guint
hammer_season_member_get_place (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), 0);
  return self->place;
}

const char *
hammer_season_member_get_place_label (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), NULL);
  return self->place_label;
}

int
hammer_season_member_get_figure (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), 0);
  return self->figure;
}

guint
hammer_season_member_get_count (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), 0);
  return self->count;
}

double
hammer_season_member_get_ranking_average (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), -1);
  return self->ranking_average;
}

double
hammer_season_member_get_start_average (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), -1);
  return self->start_average;
}

GListModel *
hammer_season_member_get_nights (HammerSeasonMember *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBER (self), NULL);
  return G_LIST_MODEL (self->nights);
}

GListStore *
_hammer_season_member_get_night_store (HammerSeasonMember *self)
{
  return self->nights;
}
