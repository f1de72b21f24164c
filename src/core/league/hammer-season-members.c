/* hammer-season-members.c — the members and nights of a club-night
 * season, kept up to date
 *
 * After a change to the season the season is loaded again, every member
 * and night kept updates its properties, and the lists splice only the
 * part between what stayed at their start and at their end: a night's
 * games give notifies of the members who played, a member added one
 * items-changed at the end. The numbers come from the helpers the season's
 * JSON is built with, so that both say the same. The reading is in
 * hammer-season-members-read.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-season-members.h"
#include "league/hammer-season-members-private.h"
#include "league/hammer-seasons-private.h"

enum
{
  PROP_0,
  PROP_NAME,
  PROP_GAMES_PER_NIGHT,
  PROP_LAST_GAMES,
  PROP_RANKING,
  PROP_CLASSES,
  PROP_PER_GAME,
  PROP_BONUS,
  PROP_BONUS_GAMES,
  PROP_PROMOTION_DATES,
  PROP_READ_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HammerSeasonMembers, hammer_season_members, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
get_item_type (GListModel *list)
{
  return HAMMER_TYPE_SEASON_MEMBER;
}

static guint
get_n_items (GListModel *list)
{
  return HAMMER_SEASON_MEMBERS (list)->items->len;
}

static gpointer
get_item (GListModel *list,
          guint       position)
{
  HammerSeasonMembers *self = HAMMER_SEASON_MEMBERS (list);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
hammer_season_members_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  HammerSeasonMembers *self = HAMMER_SEASON_MEMBERS (object);

  switch (prop_id)
    {
    case PROP_READ_ERROR:
      g_value_set_string (value, self->read_error);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_GAMES_PER_NIGHT:
      g_value_set_uint (value, self->games_per_night);
      break;
    case PROP_LAST_GAMES:
      g_value_set_uint (value, self->last_games);
      break;
    case PROP_RANKING:
      g_value_set_uint (value, self->ranking);
      break;
    case PROP_CLASSES:
      g_value_set_boxed (value, self->class_names);
      break;
    case PROP_PER_GAME:
      g_value_set_int (value, self->per_game);
      break;
    case PROP_BONUS:
      g_value_set_int (value, self->bonus);
      break;
    case PROP_BONUS_GAMES:
      g_value_set_uint (value, self->bonus_games);
      break;
    case PROP_PROMOTION_DATES:
      g_value_set_boxed (value, self->promotion_dates);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_season_members_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  HammerSeasonMembers *self = HAMMER_SEASON_MEMBERS (object);

  switch (prop_id)
    {
    case PROP_RANKING:
      hammer_season_members_set_ranking (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_season_members_dispose (GObject *object)
{
  HammerSeasonMembers *self = (HammerSeasonMembers *) object;

  if (self->store != NULL)
    g_clear_signal_handler (&self->changes_handler, self->store);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (hammer_season_members_parent_class)->dispose (object);
}

static void
hammer_season_members_finalize (GObject *object)
{
  HammerSeasonMembers *self = (HammerSeasonMembers *) object;

  g_free (self->name);
  g_free (self->read_error);
  g_strfreev (self->class_names);
  g_strfreev (self->promotion_dates);
  g_array_unref (self->class_limits);
  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->items);
  g_object_unref (self->nights);
  g_object_unref (self->standings);
  g_object_unref (self->averages);

  G_OBJECT_CLASS (hammer_season_members_parent_class)->finalize (object);
}

static void
hammer_season_members_class_init (HammerSeasonMembersClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->get_property = hammer_season_members_get_property;
  object_class->set_property = hammer_season_members_set_property;
  object_class->dispose = hammer_season_members_dispose;
  object_class->finalize = hammer_season_members_finalize;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", flags);
  /* Why the season could not be read again after a change, or NULL: it
   * stays as last read meanwhile. */
  properties[PROP_READ_ERROR] = g_param_spec_string ("read-error", NULL, NULL, NULL, flags);
  properties[PROP_GAMES_PER_NIGHT] = g_param_spec_uint ("games-per-night", NULL, NULL, 0,
                                                        G_MAXUINT, 0, flags);
  properties[PROP_LAST_GAMES] = g_param_spec_uint ("last-games", NULL, NULL, 0, G_MAXUINT, 0,
                                                   flags);
  properties[PROP_RANKING] = g_param_spec_uint ("ranking", NULL, NULL, HAMMER_SEASON_BY_TOTAL,
                                                HAMMER_SEASON_BY_BEST4, HAMMER_SEASON_BY_TOTAL,
                                                flags | G_PARAM_WRITABLE);
  properties[PROP_CLASSES] = g_param_spec_boxed ("classes", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_PER_GAME] = g_param_spec_int ("per-game", NULL, NULL, G_MININT, G_MAXINT, 0,
                                                flags);
  properties[PROP_BONUS] = g_param_spec_int ("bonus", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  properties[PROP_BONUS_GAMES] = g_param_spec_uint ("bonus-games", NULL, NULL, 0, G_MAXUINT, 0,
                                                    flags);
  properties[PROP_PROMOTION_DATES] = g_param_spec_boxed ("promotion-dates", NULL, NULL,
                                                         G_TYPE_STRV, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_season_members_init (HammerSeasonMembers *self)
{
  self->name = g_strdup ("");
  self->class_names = g_new0 (char *, 1);
  self->promotion_dates = g_new0 (char *, 1);
  self->class_limits = g_array_new (FALSE, FALSE, sizeof (double));
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_id = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  self->nights = g_list_store_new (HAMMER_TYPE_SEASON_NIGHT);
  self->standings = g_list_store_new (HAMMER_TYPE_SEASON_MEMBER);
  self->averages = g_list_store_new (HAMMER_TYPE_SEASON_MEMBER);
}

/* Whether the store has changed since the model last read it: the model
 * and a view told of the same change both ask for it. */
static gboolean
is_current (HammerSeasonMembers *self)
{
  return self->generation != 0 && self->generation == hammer_store_get_generation (self->store) &&
         self->data_version == hammer_store_get_data_version (self->store);
}

const char *
hammer_season_members_get_read_error (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);

  return self->read_error;
}

void
hammer_season_members_update (HammerSeasonMembers *self,
                              HammerChangeSet     *changes)
{
  g_return_if_fail (HAMMER_IS_SEASON_MEMBERS (self));
  g_return_if_fail (changes == NULL || HAMMER_IS_CHANGE_SET (changes));

  /* The members are named after their players. */
  if (changes != NULL && hammer_change_set_is_complete (changes) &&
      !hammer_change_set_touches_season (changes, self->season_id) &&
      !hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS))
    return;
  if (!is_current (self))
    _hammer_season_members_read_again (self);
}

static void
changes_cb (HammerStore         *store,
            HammerChangeSet     *changes,
            HammerSeasonMembers *self)
{
  hammer_season_members_update (self, changes);
}

HammerSeasonMembers *
hammer_season_members_new (HammerStore  *store,
                           gint64        season_id,
                           GError      **error)
{
  g_autoptr(HammerSeasonMembers) self = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (HAMMER_TYPE_SEASON_MEMBERS, NULL);
  self->store = g_object_ref (store);
  self->season_id = season_id;
  if (!_hammer_season_members_read (self, error))
    return NULL;
  self->changes_handler = g_signal_connect_object (store, "changes", G_CALLBACK (changes_cb),
                                                   self, G_CONNECT_DEFAULT);
  return g_steal_pointer (&self);
}

HammerStore *
hammer_season_members_get_store (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);
  return self->store;
}

gint64
hammer_season_members_get_season_id (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), 0);
  return self->season_id;
}

const char *
hammer_season_members_get_name (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);
  return self->name;
}

guint
hammer_season_members_get_games_per_night (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), 0);
  return self->games_per_night;
}

guint
hammer_season_members_get_last_games (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), 0);
  return self->last_games;
}

HammerSeasonRanking
hammer_season_members_get_ranking (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), HAMMER_SEASON_BY_TOTAL);
  return self->ranking;
}

/**
 * hammer_season_members_set_ranking:
 * @self: a season's members
 * @ranking: the order of the standings
 *
 * Orders the standings by @ranking, and gives each member its line of
 * them.
 */
void
hammer_season_members_set_ranking (HammerSeasonMembers *self,
                                   HammerSeasonRanking  ranking)
{
  g_return_if_fail (HAMMER_IS_SEASON_MEMBERS (self));
  g_return_if_fail (ranking <= HAMMER_SEASON_BY_BEST4);

  if (self->ranking == ranking)
    return;
  self->ranking = ranking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RANKING]);
  _hammer_season_members_read_again (self);
}

const char * const *
hammer_season_members_get_classes (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);
  return (const char * const *) self->class_names;
}

double
hammer_season_members_get_class_limit (HammerSeasonMembers *self,
                                       guint                klass)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), -1);

  return klass < self->class_limits->len ? g_array_index (self->class_limits, double, klass) : -1;
}

void
hammer_season_members_get_points (HammerSeasonMembers *self,
                                  int                 *per_game,
                                  int                 *bonus,
                                  guint               *bonus_games)
{
  g_return_if_fail (HAMMER_IS_SEASON_MEMBERS (self));

  if (per_game != NULL)
    *per_game = self->per_game;
  if (bonus != NULL)
    *bonus = self->bonus;
  if (bonus_games != NULL)
    *bonus_games = self->bonus_games;
}

const char * const *
hammer_season_members_get_promotion_dates (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);
  return (const char * const *) self->promotion_dates;
}

GListModel *
hammer_season_members_get_nights (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);
  return G_LIST_MODEL (self->nights);
}

GListModel *
hammer_season_members_get_standings (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);
  return G_LIST_MODEL (self->standings);
}

GListModel *
hammer_season_members_get_averages (HammerSeasonMembers *self)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);
  return G_LIST_MODEL (self->averages);
}

HammerSeasonMember *
hammer_season_members_lookup (HammerSeasonMembers *self,
                              gint64               member_id)
{
  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);
  return g_hash_table_lookup (self->by_id, &member_id);
}

/**
 * hammer_season_members_find:
 * @self: a season's members
 * @member_id: a member's id
 * @error: where to say that there is no such member
 *
 * Returns: (transfer none) (nullable): the member with id @member_id, or
 *   %NULL with %HAMMER_ERROR_NOT_FOUND, in the words of the season's JSON
 */
HammerSeasonMember *
hammer_season_members_find (HammerSeasonMembers  *self,
                            gint64                member_id,
                            GError              **error)
{
  HammerSeasonMember *member;

  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);

  if (!(member = g_hash_table_lookup (self->by_id, &member_id)))
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("Season %s has no member %" PRId64), self->name, member_id);
  return member;
}

/**
 * hammer_season_members_find_night:
 * @self: a season's members
 * @night_id: a club night's id
 * @error: where to say that there is no such night
 *
 * Returns: (transfer none) (nullable): the night with id @night_id, or
 *   %NULL with %HAMMER_ERROR_NOT_FOUND, in the words of the season's JSON
 */
HammerSeasonNight *
hammer_season_members_find_night (HammerSeasonMembers  *self,
                                  gint64                night_id,
                                  GError              **error)
{
  guint n;

  g_return_val_if_fail (HAMMER_IS_SEASON_MEMBERS (self), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->nights));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerSeasonNight) night = g_list_model_get_item (G_LIST_MODEL (self->nights), i);

      if (hammer_season_night_get_id (night) == night_id)
        return night;
    }
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("Season %s has no club night %" PRId64), self->name, night_id);
  return NULL;
}

GListModel *
hammer_seasons_list_members (HammerStore  *store,
                             gint64        season_id,
                             GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return (GListModel *) hammer_season_members_new (store, season_id, error);
}
