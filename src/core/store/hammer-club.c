/* hammer-club.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-club.h"

struct _HammerClub
{
  GObject parent_instance;

  gint64 id;
  char *name;
  char *city;
  guint member_count;
};

G_DEFINE_FINAL_TYPE (HammerClub, hammer_club, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_CITY,
  PROP_MEMBER_COUNT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_club_finalize (GObject *object)
{
  HammerClub *self = (HammerClub *) object;

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->city, g_free);

  G_OBJECT_CLASS (hammer_club_parent_class)->finalize (object);
}

static void
hammer_club_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  HammerClub *self = HAMMER_CLUB (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_CITY:
      g_value_set_string (value, self->city);
      break;
    case PROP_MEMBER_COUNT:
      g_value_set_uint (value, self->member_count);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_club_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  HammerClub *self = HAMMER_CLUB (object);

  switch (prop_id)
    {
    case PROP_ID:
      hammer_club_set_id (self, g_value_get_int64 (value));
      break;
    case PROP_NAME:
      hammer_club_set_name (self, g_value_get_string (value));
      break;
    case PROP_CITY:
      hammer_club_set_city (self, g_value_get_string (value));
      break;
    case PROP_MEMBER_COUNT:
      hammer_club_set_member_count (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_club_class_init (HammerClubClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_club_finalize;
  object_class->get_property = hammer_club_get_property;
  object_class->set_property = hammer_club_set_property;

  properties[PROP_ID] =
    g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CITY] =
    g_param_spec_string ("city", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MEMBER_COUNT] =
    g_param_spec_uint ("member-count", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_club_init (HammerClub *self)
{
  self->name = g_strdup ("");
}

HammerClub *
hammer_club_new (const char *name)
{
  return g_object_new (HAMMER_TYPE_CLUB, "name", name ? name : "", NULL);
}

gint64
hammer_club_get_id (HammerClub *self)
{
  g_return_val_if_fail (HAMMER_IS_CLUB (self), 0);
  return self->id;
}

void
hammer_club_set_id (HammerClub *self,
                    gint64      id)
{
  g_return_if_fail (HAMMER_IS_CLUB (self));

  if (self->id != id)
    {
      self->id = id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
    }
}

const char *
hammer_club_get_name (HammerClub *self)
{
  g_return_val_if_fail (HAMMER_IS_CLUB (self), NULL);
  return self->name;
}

void
hammer_club_set_name (HammerClub *self,
                      const char *name)
{
  g_return_if_fail (HAMMER_IS_CLUB (self));

  if (g_strcmp0 (self->name, name ? name : "") != 0)
    {
      g_free (self->name);
      self->name = g_strdup (name ? name : "");
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
    }
}

const char *
hammer_club_get_city (HammerClub *self)
{
  g_return_val_if_fail (HAMMER_IS_CLUB (self), NULL);
  return self->city;
}

void
hammer_club_set_city (HammerClub *self,
                      const char *city)
{
  g_return_if_fail (HAMMER_IS_CLUB (self));

  if (city != NULL && *city == '\0')
    city = NULL;
  if (g_strcmp0 (self->city, city) != 0)
    {
      g_free (self->city);
      self->city = g_strdup (city);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CITY]);
    }
}

guint
hammer_club_get_member_count (HammerClub *self)
{
  g_return_val_if_fail (HAMMER_IS_CLUB (self), 0);
  return self->member_count;
}

void
hammer_club_set_member_count (HammerClub *self,
                              guint       member_count)
{
  g_return_if_fail (HAMMER_IS_CLUB (self));

  if (self->member_count != member_count)
    {
      self->member_count = member_count;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MEMBER_COUNT]);
    }
}
