/* hammer-club.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-club.h"
#include "hammer-roster-entry-private.h"

struct _HammerClub
{
  HammerRosterEntry parent_instance;

  char *city;
  guint member_count;
};

G_DEFINE_FINAL_TYPE (HammerClub, hammer_club, HAMMER_TYPE_ROSTER_ENTRY)

enum {
  PROP_0,
  PROP_CITY,
  PROP_MEMBER_COUNT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_club_finalize (GObject *object)
{
  HammerClub *self = (HammerClub *) object;

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
  return hammer_roster_entry_get_id (HAMMER_ROSTER_ENTRY (self));
}

void
hammer_club_set_id (HammerClub *self,
                    gint64      id)
{
  g_return_if_fail (HAMMER_IS_CLUB (self));
  hammer_roster_entry_set_id (HAMMER_ROSTER_ENTRY (self), id);
}

const char *
hammer_club_get_name (HammerClub *self)
{
  g_return_val_if_fail (HAMMER_IS_CLUB (self), NULL);
  return hammer_roster_entry_get_name (HAMMER_ROSTER_ENTRY (self));
}

void
hammer_club_set_name (HammerClub *self,
                      const char *name)
{
  g_return_if_fail (HAMMER_IS_CLUB (self));
  hammer_roster_entry_set_name (HAMMER_ROSTER_ENTRY (self), name);
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

  if (hammer_roster_entry_replace_optional (&self->city, city))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CITY]);
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
