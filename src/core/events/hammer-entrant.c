/* hammer-entrant.c — one entrant of an event, as screens show it
 *
 * Made from the same HammerEventModel as the event's JSON, so that both
 * say the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events-private.h"
#include "hammer-list-splice.h"

struct _HammerEntrant
{
  GObject parent_instance;

  gint64 id;
  char *name;
  guint seed;
  char *klass;
  gboolean present;
  guint handicap;
  gboolean withdrawn;
  GArray *players;   /* gint64 */
};

G_DEFINE_FINAL_TYPE (HammerEntrant, hammer_entrant, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_SEED,
  PROP_CLASS,
  PROP_PRESENT,
  PROP_WITHDRAWN,
  PROP_N_PLAYERS,
  PROP_HANDICAP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_entrant_finalize (GObject *object)
{
  HammerEntrant *self = (HammerEntrant *) object;

  g_free (self->name);
  g_free (self->klass);
  g_array_unref (self->players);

  G_OBJECT_CLASS (hammer_entrant_parent_class)->finalize (object);
}

static void
hammer_entrant_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  HammerEntrant *self = HAMMER_ENTRANT (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_int64 (value, self->id); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_SEED: g_value_set_uint (value, self->seed); break;
    case PROP_CLASS: g_value_set_string (value, self->klass); break;
    case PROP_PRESENT: g_value_set_boolean (value, self->present); break;
    case PROP_WITHDRAWN: g_value_set_boolean (value, self->withdrawn); break;
    case PROP_N_PLAYERS: g_value_set_uint (value, self->players->len); break;
    case PROP_HANDICAP: g_value_set_uint (value, self->handicap); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

#define READABLE (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)

static void
hammer_entrant_class_init (HammerEntrantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_entrant_finalize;
  object_class->get_property = hammer_entrant_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, READABLE);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, READABLE);
  properties[PROP_SEED] = g_param_spec_uint ("seed", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_CLASS] = g_param_spec_string ("class", NULL, NULL, NULL, READABLE);
  properties[PROP_PRESENT] = g_param_spec_boolean ("present", NULL, NULL, TRUE, READABLE);
  properties[PROP_WITHDRAWN] = g_param_spec_boolean ("withdrawn", NULL, NULL, FALSE, READABLE);
  properties[PROP_HANDICAP] = g_param_spec_uint ("handicap", NULL, NULL, 0, G_MAXINT, 0, READABLE);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, G_MAXUINT, 0, READABLE);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_entrant_init (HammerEntrant *self)
{
  self->present = TRUE;
  self->players = g_array_new (FALSE, FALSE, sizeof (gint64));
}

/* Setters that notify only a change. */

static void
set_string (HammerEntrant *self,
            char         **field,
            const char    *value,
            guint          prop)
{
  if (hammer_replace_string (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_uint (HammerEntrant *self,
          guint         *field,
          guint          value,
          guint          prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_boolean (HammerEntrant *self,
             gboolean      *field,
             gboolean       value,
             guint          prop)
{
  value = !!value;
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

guint
hammer_event_entrant_seed (const HammerEventEntrant *entrant)
{
  if (entrant->draw_index >= 0)
    return entrant->draw_index + 1;
  return MAX (entrant->seed, 0);
}

void
hammer_entrant_update (HammerEntrant            *self,
                       const HammerEventEntrant *entrant)
{
  guint n_players = self->players->len;
  gboolean players_changed;

  g_return_if_fail (HAMMER_IS_ENTRANT (self));

  g_object_freeze_notify (G_OBJECT (self));
  self->id = entrant->id;
  set_string (self, &self->name, entrant->name, PROP_NAME);
  set_uint (self, &self->seed, hammer_event_entrant_seed (entrant), PROP_SEED);
  set_string (self, &self->klass, entrant->klass, PROP_CLASS);
  set_boolean (self, &self->present, entrant->present, PROP_PRESENT);
  set_boolean (self, &self->withdrawn, entrant->withdrawn, PROP_WITHDRAWN);
  set_uint (self, &self->handicap, (guint) MAX (entrant->handicap, 0), PROP_HANDICAP);
  players_changed = n_players != entrant->player_ids->len ||
                    memcmp (self->players->data, entrant->player_ids->data,
                            n_players * sizeof (gint64)) != 0;
  if (players_changed)
    {
      g_array_set_size (self->players, 0);
      g_array_append_vals (self->players, entrant->player_ids->data, entrant->player_ids->len);
    }
  if (n_players != self->players->len)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYERS]);
  g_object_thaw_notify (G_OBJECT (self));
}

HammerEntrant *
hammer_entrant_new_from_model (const HammerEventEntrant *entrant)
{
  HammerEntrant *self = g_object_new (HAMMER_TYPE_ENTRANT, NULL);

  hammer_entrant_update (self, entrant);
  return self;
}

gint64
hammer_entrant_get_id (HammerEntrant *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT (self), 0);
  return self->id;
}

const char *
hammer_entrant_get_name (HammerEntrant *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT (self), NULL);
  return self->name;
}

guint
hammer_entrant_get_seed (HammerEntrant *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT (self), 0);
  return self->seed;
}

const char *
hammer_entrant_get_class (HammerEntrant *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT (self), NULL);
  return self->klass;
}

gboolean
hammer_entrant_get_present (HammerEntrant *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT (self), FALSE);
  return self->present;
}

gboolean
hammer_entrant_get_withdrawn (HammerEntrant *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT (self), FALSE);
  return self->withdrawn;
}

guint
hammer_entrant_get_n_players (HammerEntrant *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT (self), 0);
  return self->players->len;
}

gint64
hammer_entrant_get_player (HammerEntrant *self,
                           guint          index)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT (self), 0);
  g_return_val_if_fail (index < self->players->len, 0);
  return g_array_index (self->players, gint64, index);
}

guint
hammer_entrant_get_handicap (HammerEntrant *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT (self), 0);
  return self->handicap;
}
