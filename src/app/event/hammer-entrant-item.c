/* hammer-entrant-item.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-entrant-item.h"

struct _HammerEntrantItem
{
  GObject parent_instance;

  gint64 id;
  char *name;
  char *members;
  guint seed;
  guint n_players;
  gboolean present;
  gboolean withdrawn;
  guint handicap;
};

G_DEFINE_FINAL_TYPE (HammerEntrantItem, hammer_entrant_item, G_TYPE_OBJECT)

static void
hammer_entrant_item_finalize (GObject *object)
{
  HammerEntrantItem *self = (HammerEntrantItem *) object;

  g_free (self->name);
  g_free (self->members);

  G_OBJECT_CLASS (hammer_entrant_item_parent_class)->finalize (object);
}

static void
hammer_entrant_item_class_init (HammerEntrantItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_entrant_item_finalize;
}

static void
hammer_entrant_item_init (HammerEntrantItem *self)
{
}

HammerEntrantItem *
hammer_entrant_item_new (gint64      id,
                         const char *name,
                         const char *members,
                         guint       seed,
                         guint       n_players,
                         gboolean    present,
                         gboolean    withdrawn)
{
  HammerEntrantItem *self = g_object_new (HAMMER_TYPE_ENTRANT_ITEM, NULL);

  self->id = id;
  self->name = g_strdup (name);
  self->members = g_strdup (members);
  self->seed = seed;
  self->n_players = n_players;
  self->present = present;
  self->withdrawn = withdrawn;
  return self;
}

gint64
hammer_entrant_item_get_id (HammerEntrantItem *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (self), 0);
  return self->id;
}

const char *
hammer_entrant_item_get_name (HammerEntrantItem *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (self), NULL);
  return self->name;
}

const char *
hammer_entrant_item_get_members (HammerEntrantItem *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (self), NULL);
  return self->members;
}

guint
hammer_entrant_item_get_seed (HammerEntrantItem *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (self), 0);
  return self->seed;
}

guint
hammer_entrant_item_get_n_players (HammerEntrantItem *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (self), 0);
  return self->n_players;
}

gboolean
hammer_entrant_item_get_present (HammerEntrantItem *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (self), FALSE);
  return self->present;
}

gboolean
hammer_entrant_item_get_withdrawn (HammerEntrantItem *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (self), FALSE);
  return self->withdrawn;
}

guint
hammer_entrant_item_get_handicap (HammerEntrantItem *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (self), 0);
  return self->handicap;
}

void
hammer_entrant_item_set_handicap (HammerEntrantItem *self,
                                  guint              handicap)
{
  g_return_if_fail (HAMMER_IS_ENTRANT_ITEM (self));
  self->handicap = handicap;
}

gboolean
hammer_entrant_item_equal (HammerEntrantItem *a,
                           HammerEntrantItem *b)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (a), FALSE);
  g_return_val_if_fail (HAMMER_IS_ENTRANT_ITEM (b), FALSE);

  return a->id == b->id && g_strcmp0 (a->name, b->name) == 0 &&
         g_strcmp0 (a->members, b->members) == 0 && a->seed == b->seed &&
         a->n_players == b->n_players && a->present == b->present &&
         a->withdrawn == b->withdrawn && a->handicap == b->handicap;
}
