/* hammer-season-night.c — one club night of a season, as screens show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-season-members-private.h"
#include "hammer-list-splice.h"

struct _HammerSeasonNight
{
  GObject parent_instance;

  gint64 id;
  char *date;
  guint present;
  char *winners;
  int winning_total;
};

G_DEFINE_FINAL_TYPE (HammerSeasonNight, hammer_season_night, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_DATE,
  PROP_PRESENT,
  PROP_WINNERS,
  PROP_WINNING_TOTAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_season_night_finalize (GObject *object)
{
  HammerSeasonNight *self = HAMMER_SEASON_NIGHT (object);

  g_free (self->date);
  g_free (self->winners);

  G_OBJECT_CLASS (hammer_season_night_parent_class)->finalize (object);
}

static void
hammer_season_night_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HammerSeasonNight *self = HAMMER_SEASON_NIGHT (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_DATE:
      g_value_set_string (value, self->date);
      break;
    case PROP_PRESENT:
      g_value_set_uint (value, self->present);
      break;
    case PROP_WINNERS:
      g_value_set_string (value, self->winners);
      break;
    case PROP_WINNING_TOTAL:
      g_value_set_int (value, self->winning_total);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_season_night_class_init (HammerSeasonNightClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_season_night_finalize;
  object_class->get_property = hammer_season_night_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_DATE] = g_param_spec_string ("date", NULL, NULL, NULL, flags);
  properties[PROP_PRESENT] = g_param_spec_uint ("present", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_WINNERS] = g_param_spec_string ("winners", NULL, NULL, "", flags);
  properties[PROP_WINNING_TOTAL] = g_param_spec_int ("winning-total", NULL, NULL, G_MININT,
                                                     G_MAXINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_season_night_init (HammerSeasonNight *self)
{
  self->winners = g_strdup ("");
}

static void
set_string (HammerSeasonNight *self,
            char             **field,
            const char        *value,
            guint              prop)
{
  if (hammer_replace_string (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
_hammer_season_night_update (HammerSeasonNight             *self,
                             const HammerSeasonNightValues *values)
{
  g_return_if_fail (HAMMER_IS_SEASON_NIGHT (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->id != values->id)
    {
      self->id = values->id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
    }
  set_string (self, &self->date, values->date, PROP_DATE);
  if (self->present != values->present)
    {
      self->present = values->present;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRESENT]);
    }
  set_string (self, &self->winners, values->winners, PROP_WINNERS);
  if (self->winning_total != values->winning_total)
    {
      self->winning_total = values->winning_total;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNING_TOTAL]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

HammerSeasonNight *
_hammer_season_night_new (const HammerSeasonNightValues *values)
{
  HammerSeasonNight *self = g_object_new (HAMMER_TYPE_SEASON_NIGHT, NULL);

  _hammer_season_night_update (self, values);
  return self;
}

gint64
hammer_season_night_get_id (HammerSeasonNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_NIGHT (self), 0);
  return self->id;
}

const char *
hammer_season_night_get_date (HammerSeasonNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_NIGHT (self), NULL);
  return self->date;
}

guint
hammer_season_night_get_present (HammerSeasonNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_NIGHT (self), 0);
  return self->present;
}

const char *
hammer_season_night_get_winners (HammerSeasonNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_NIGHT (self), "");
  return self->winners;
}

int
hammer_season_night_get_winning_total (HammerSeasonNight *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_NIGHT (self), 0);
  return self->winning_total;
}
