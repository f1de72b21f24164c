/* hammer-roster-entry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-roster-entry-private.h"
#include "hammer-list-splice.h"

typedef struct
{
  gint64 id;
  char *name;
} HammerRosterEntryPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (HammerRosterEntry, hammer_roster_entry, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_roster_entry_finalize (GObject *object)
{
  HammerRosterEntry *self = HAMMER_ROSTER_ENTRY (object);
  HammerRosterEntryPrivate *priv = hammer_roster_entry_get_instance_private (self);

  g_clear_pointer (&priv->name, g_free);

  G_OBJECT_CLASS (hammer_roster_entry_parent_class)->finalize (object);
}

static void
hammer_roster_entry_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HammerRosterEntry *self = HAMMER_ROSTER_ENTRY (object);
  HammerRosterEntryPrivate *priv = hammer_roster_entry_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, priv->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, priv->name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_roster_entry_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  HammerRosterEntry *self = HAMMER_ROSTER_ENTRY (object);

  switch (prop_id)
    {
    case PROP_ID:
      hammer_roster_entry_set_id (self, g_value_get_int64 (value));
      break;
    case PROP_NAME:
      hammer_roster_entry_set_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_roster_entry_class_init (HammerRosterEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_roster_entry_finalize;
  object_class->get_property = hammer_roster_entry_get_property;
  object_class->set_property = hammer_roster_entry_set_property;

  properties[PROP_ID] =
    g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_roster_entry_init (HammerRosterEntry *self)
{
  HammerRosterEntryPrivate *priv = hammer_roster_entry_get_instance_private (self);

  priv->name = g_strdup ("");
}

gint64
hammer_roster_entry_get_id (HammerRosterEntry *self)
{
  HammerRosterEntryPrivate *priv;

  g_return_val_if_fail (HAMMER_IS_ROSTER_ENTRY (self), 0);

  priv = hammer_roster_entry_get_instance_private (self);
  return priv->id;
}

void
hammer_roster_entry_set_id (HammerRosterEntry *self,
                            gint64             id)
{
  HammerRosterEntryPrivate *priv;

  g_return_if_fail (HAMMER_IS_ROSTER_ENTRY (self));
  priv = hammer_roster_entry_get_instance_private (self);

  if (priv->id != id)
    {
      priv->id = id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
    }
}

const char *
hammer_roster_entry_get_name (HammerRosterEntry *self)
{
  HammerRosterEntryPrivate *priv;

  g_return_val_if_fail (HAMMER_IS_ROSTER_ENTRY (self), NULL);

  priv = hammer_roster_entry_get_instance_private (self);
  return priv->name;
}

void
hammer_roster_entry_set_name (HammerRosterEntry *self,
                              const char        *name)
{
  HammerRosterEntryPrivate *priv;

  g_return_if_fail (HAMMER_IS_ROSTER_ENTRY (self));
  priv = hammer_roster_entry_get_instance_private (self);

  if (hammer_replace_string (&priv->name, name ? name : ""))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

gboolean
hammer_roster_entry_replace_optional (char       **field,
                                      const char  *value)
{
  if (value != NULL && *value == '\0')
    value = NULL;
  return hammer_replace_string (field, value);
}
