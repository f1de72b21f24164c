/* hammer-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "hammer-player.h"
#include "hammer-roster-entry-private.h"

struct _HammerPlayer
{
  HammerRosterEntry parent_instance;

  gint64 club_id;
  char *club_name;
  char *licence;
  char *email;
  char *phone;
  double average;      /* NAN when the player has none */
  guint active : 1;
  guint pro : 1;       /* a pro, not an amateur: kept apart in a blind draw */
};

G_DEFINE_FINAL_TYPE (HammerPlayer, hammer_player, HAMMER_TYPE_ROSTER_ENTRY)

enum {
  PROP_0,
  PROP_CLUB_ID,
  PROP_CLUB_NAME,
  PROP_LICENCE,
  PROP_EMAIL,
  PROP_PHONE,
  PROP_AVERAGE,
  PROP_HAS_AVERAGE,
  PROP_ACTIVE,
  PROP_PRO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_player_finalize (GObject *object)
{
  HammerPlayer *self = (HammerPlayer *) object;

  g_clear_pointer (&self->club_name, g_free);
  g_clear_pointer (&self->licence, g_free);
  g_clear_pointer (&self->email, g_free);
  g_clear_pointer (&self->phone, g_free);

  G_OBJECT_CLASS (hammer_player_parent_class)->finalize (object);
}

static void
hammer_player_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HammerPlayer *self = HAMMER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_CLUB_ID:
      g_value_set_int64 (value, self->club_id);
      break;
    case PROP_CLUB_NAME:
      g_value_set_string (value, self->club_name);
      break;
    case PROP_LICENCE:
      g_value_set_string (value, self->licence);
      break;
    case PROP_EMAIL:
      g_value_set_string (value, self->email);
      break;
    case PROP_PHONE:
      g_value_set_string (value, self->phone);
      break;
    case PROP_AVERAGE:
      /* Sorters compare this; a player without an average sorts below every real one. */
      g_value_set_double (value, isnan (self->average) ? -1.0 : self->average);
      break;
    case PROP_HAS_AVERAGE:
      g_value_set_boolean (value, !isnan (self->average));
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_PRO:
      g_value_set_boolean (value, self->pro);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_player_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  HammerPlayer *self = HAMMER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_CLUB_ID:
      hammer_player_set_club_id (self, g_value_get_int64 (value));
      break;
    case PROP_CLUB_NAME:
      hammer_player_set_club_name (self, g_value_get_string (value));
      break;
    case PROP_LICENCE:
      hammer_player_set_licence (self, g_value_get_string (value));
      break;
    case PROP_EMAIL:
      hammer_player_set_email (self, g_value_get_string (value));
      break;
    case PROP_PHONE:
      hammer_player_set_phone (self, g_value_get_string (value));
      break;
    case PROP_AVERAGE:
      if (g_value_get_double (value) < 0)
        hammer_player_clear_average (self);
      else
        hammer_player_set_average (self, g_value_get_double (value));
      break;
    case PROP_ACTIVE:
      hammer_player_set_active (self, g_value_get_boolean (value));
      break;
    case PROP_PRO:
      hammer_player_set_pro (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_player_class_init (HammerPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_player_finalize;
  object_class->get_property = hammer_player_get_property;
  object_class->set_property = hammer_player_set_property;

  properties[PROP_CLUB_ID] =
    g_param_spec_int64 ("club-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLUB_NAME] =
    g_param_spec_string ("club-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LICENCE] =
    g_param_spec_string ("licence", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EMAIL] =
    g_param_spec_string ("email", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PHONE] =
    g_param_spec_string ("phone", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AVERAGE] =
    g_param_spec_double ("average", NULL, NULL, -1.0, G_MAXDOUBLE, -1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAS_AVERAGE] =
    g_param_spec_boolean ("has-average", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PRO] =
    g_param_spec_boolean ("pro", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_player_init (HammerPlayer *self)
{
  self->average = NAN;
  self->active = TRUE;
}

HammerPlayer *
hammer_player_new (const char *name)
{
  return g_object_new (HAMMER_TYPE_PLAYER, "name", name ? name : "", NULL);
}

gint64
hammer_player_get_id (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), 0);
  return hammer_roster_entry_get_id (HAMMER_ROSTER_ENTRY (self));
}

void
hammer_player_set_id (HammerPlayer *self,
                      gint64        id)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));
  hammer_roster_entry_set_id (HAMMER_ROSTER_ENTRY (self), id);
}

const char *
hammer_player_get_name (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), NULL);
  return hammer_roster_entry_get_name (HAMMER_ROSTER_ENTRY (self));
}

void
hammer_player_set_name (HammerPlayer *self,
                        const char   *name)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));
  hammer_roster_entry_set_name (HAMMER_ROSTER_ENTRY (self), name);
}

gint64
hammer_player_get_club_id (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), 0);
  return self->club_id;
}

void
hammer_player_set_club_id (HammerPlayer *self,
                           gint64        club_id)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));

  if (self->club_id != club_id)
    {
      self->club_id = club_id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLUB_ID]);
    }
}

const char *
hammer_player_get_club_name (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), NULL);
  return self->club_name;
}

void
hammer_player_set_club_name (HammerPlayer *self,
                             const char   *club_name)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));

  if (hammer_roster_entry_replace_optional (&self->club_name, club_name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLUB_NAME]);
}

const char *
hammer_player_get_licence (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), NULL);
  return self->licence;
}

void
hammer_player_set_licence (HammerPlayer *self,
                           const char   *licence)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));

  if (hammer_roster_entry_replace_optional (&self->licence, licence))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LICENCE]);
}

const char *
hammer_player_get_email (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), NULL);
  return self->email;
}

void
hammer_player_set_email (HammerPlayer *self,
                         const char   *email)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));

  if (hammer_roster_entry_replace_optional (&self->email, email))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EMAIL]);
}

const char *
hammer_player_get_phone (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), NULL);
  return self->phone;
}

void
hammer_player_set_phone (HammerPlayer *self,
                         const char   *phone)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));

  if (hammer_roster_entry_replace_optional (&self->phone, phone))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHONE]);
}

gboolean
hammer_player_has_average (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), FALSE);
  return !isnan (self->average);
}

double
hammer_player_get_average (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), NAN);
  return self->average;
}

void
hammer_player_set_average (HammerPlayer *self,
                           double        average)
{
  gboolean had_average;

  g_return_if_fail (HAMMER_IS_PLAYER (self));
  g_return_if_fail (!isnan (average) && average >= 0);

  if (self->average == average)
    return;

  had_average = !isnan (self->average);
  self->average = average;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVERAGE]);
  if (!had_average)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_AVERAGE]);
}

void
hammer_player_clear_average (HammerPlayer *self)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));

  if (isnan (self->average))
    return;

  self->average = NAN;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVERAGE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_AVERAGE]);
}

gboolean
hammer_player_get_active (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), FALSE);
  return self->active;
}

void
hammer_player_set_active (HammerPlayer *self,
                          gboolean      active)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));

  active = !!active;
  if (self->active != active)
    {
      self->active = active;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
    }
}

gboolean
hammer_player_get_pro (HammerPlayer *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYER (self), FALSE);
  return self->pro;
}

void
hammer_player_set_pro (HammerPlayer *self,
                       gboolean      pro)
{
  g_return_if_fail (HAMMER_IS_PLAYER (self));

  pro = !!pro;
  if (self->pro != pro)
    {
      self->pro = pro;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRO]);
    }
}

/**
 * hammer_player_copy:
 * @self: a player
 *
 * Returns: (transfer full): a new player with the same fields, for editing
 *   without touching the one a list shows.
 */
HammerPlayer *
hammer_player_copy (HammerPlayer *self)
{
  HammerPlayer *copy;

  g_return_val_if_fail (HAMMER_IS_PLAYER (self), NULL);

  copy = hammer_player_new (hammer_player_get_name (self));
  hammer_player_set_id (copy, hammer_player_get_id (self));
  copy->club_id = self->club_id;
  copy->club_name = g_strdup (self->club_name);
  copy->licence = g_strdup (self->licence);
  copy->email = g_strdup (self->email);
  copy->phone = g_strdup (self->phone);
  copy->average = self->average;
  copy->active = self->active;
  copy->pro = self->pro;
  return copy;
}
