/* hammer-roster-async.c — the roster's writes off the main thread
 *
 * Each runs the synchronous write of the same name on the store's writer
 * (hammer_store_write_async()): a connection of its own on a thread of its
 * own, the writes one after the other. What the write reads is copied into
 * the task: the caller's objects stay on the caller's thread.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-roster.h"
#include "hammer-store-tx.h"

/* A player added or changed */

typedef struct
{
  gboolean add;
  HammerPlayer *player;   /* the caller's, told its ids in the _finish */
  HammerPlayer *copy;     /* the writer's */
} PlayerWrite;

static void
player_write_free (PlayerWrite *write)
{
  g_clear_object (&write->player);
  g_clear_object (&write->copy);
  g_free (write);
}

static gboolean
player_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  PlayerWrite *write = data;

  if (write->add)
    return hammer_roster_add_player (writer, write->copy, error) != 0;
  return hammer_roster_update_player (writer, write->copy, error);
}

static void
save_player_async (HammerStore         *self,
                   gboolean             add,
                   HammerPlayer        *player,
                   gpointer             source_tag,
                   GCancellable        *cancellable,
                   GAsyncReadyCallback  callback,
                   gpointer             user_data)
{
  PlayerWrite *write = g_new0 (PlayerWrite, 1);

  write->add = add;
  write->player = g_object_ref (player);
  write->copy = hammer_player_copy (player);
  hammer_store_write_async (self, player_write, NULL, write, (GDestroyNotify) player_write_free,
                            source_tag, cancellable, callback, user_data);
}

/* The player of the write learns the ids the writer's copy got. */
static gboolean
save_player_finish (HammerStore   *self,
                    GAsyncResult  *result,
                    gpointer       source_tag,
                    GError       **error)
{
  PlayerWrite *write;

  if (!hammer_store_write_finish (self, result, source_tag, error))
    return FALSE;
  write = hammer_store_write_get_data (result);
  hammer_player_set_id (write->player, hammer_player_get_id (write->copy));
  hammer_player_set_club_id (write->player, hammer_player_get_club_id (write->copy));
  return TRUE;
}

void
hammer_roster_add_player_async (HammerStore         *self,
                                HammerPlayer        *player,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (HAMMER_IS_PLAYER (player));

  save_player_async (self, TRUE, player, hammer_roster_add_player_async, cancellable, callback,
                     user_data);
}

gint64
hammer_roster_add_player_finish (HammerStore   *self,
                                 GAsyncResult  *result,
                                 GError       **error)
{
  if (!save_player_finish (self, result, hammer_roster_add_player_async, error))
    return 0;
  return hammer_player_get_id (((PlayerWrite *) hammer_store_write_get_data (result))->player);
}

void
hammer_roster_update_player_async (HammerStore         *self,
                                   HammerPlayer        *player,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (HAMMER_IS_PLAYER (player));

  save_player_async (self, FALSE, player, hammer_roster_update_player_async, cancellable,
                     callback, user_data);
}

gboolean
hammer_roster_update_player_finish (HammerStore   *self,
                                    GAsyncResult  *result,
                                    GError       **error)
{
  return save_player_finish (self, result, hammer_roster_update_player_async, error);
}

/* A club added or changed */

typedef struct
{
  gint64 id;   /* 0 to add one; the new club's once added */
  char *name;
  char *city;
} ClubWrite;

static void
club_write_free (ClubWrite *write)
{
  g_free (write->name);
  g_free (write->city);
  g_free (write);
}

static gboolean
club_write (HammerStore  *writer,
            gpointer      data,
            GError      **error)
{
  ClubWrite *write = data;

  if (write->id == 0)
    return (write->id = hammer_roster_add_club (writer, write->name, write->city, error)) != 0;
  return hammer_roster_update_club (writer, write->id, write->name, write->city, error);
}

static void
save_club_async (HammerStore         *self,
                 gint64               id,
                 const char          *name,
                 const char          *city,
                 gpointer             source_tag,
                 GCancellable        *cancellable,
                 GAsyncReadyCallback  callback,
                 gpointer             user_data)
{
  ClubWrite *write = g_new0 (ClubWrite, 1);

  write->id = id;
  write->name = g_strdup (name);
  write->city = g_strdup (city);
  hammer_store_write_async (self, club_write, NULL, write, (GDestroyNotify) club_write_free,
                            source_tag, cancellable, callback, user_data);
}

void
hammer_roster_add_club_async (HammerStore         *self,
                              const char          *name,
                              const char          *city,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  save_club_async (self, 0, name, city, hammer_roster_add_club_async, cancellable, callback,
                   user_data);
}

gint64
hammer_roster_add_club_finish (HammerStore   *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  if (!hammer_store_write_finish (self, result, hammer_roster_add_club_async, error))
    return 0;
  return ((ClubWrite *) hammer_store_write_get_data (result))->id;
}

void
hammer_roster_update_club_async (HammerStore         *self,
                                 gint64               id,
                                 const char          *name,
                                 const char          *city,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (id > 0);

  save_club_async (self, id, name, city, hammer_roster_update_club_async, cancellable, callback,
                   user_data);
}

gboolean
hammer_roster_update_club_finish (HammerStore   *self,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  return hammer_store_write_finish (self, result, hammer_roster_update_club_async, error);
}

/* Players or clubs deleted */

typedef gint64 (*DeleteFunc) (HammerStore   *self,
                              const gint64  *ids,
                              guint          n_ids,
                              GError       **error);

typedef struct
{
  DeleteFunc delete;
  GArray *ids;
  gint64 change_id;
} DeleteWrite;

static void
delete_write_free (DeleteWrite *write)
{
  g_array_unref (write->ids);
  g_free (write);
}

static gboolean
delete_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  DeleteWrite *write = data;

  write->change_id = write->delete (writer, (const gint64 *) write->ids->data,
                                    write->ids->len, error);
  return write->change_id != 0;
}

static void
delete_async (HammerStore         *self,
              DeleteFunc           delete,
              const gint64        *ids,
              guint                n_ids,
              GCancellable        *cancellable,
              GAsyncReadyCallback  callback,
              gpointer             user_data)
{
  DeleteWrite *write = g_new0 (DeleteWrite, 1);

  write->delete = delete;
  write->ids = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n_ids);
  g_array_append_vals (write->ids, ids, n_ids);
  /* The synchronous function is the tag: one per kind of row. */
  hammer_store_write_async (self, delete_write, NULL, write, (GDestroyNotify) delete_write_free,
                            delete, cancellable, callback, user_data);
}

static gint64
delete_finish (HammerStore   *self,
               GAsyncResult  *result,
               DeleteFunc     delete,
               GError       **error)
{
  if (!hammer_store_write_finish (self, result, delete, error))
    return 0;
  return ((DeleteWrite *) hammer_store_write_get_data (result))->change_id;
}

void
hammer_roster_delete_players_async (HammerStore         *self,
                                    const gint64        *ids,
                                    guint                n_ids,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (ids != NULL || n_ids == 0);

  delete_async (self, hammer_roster_delete_players, ids, n_ids, cancellable, callback,
                user_data);
}

gint64
hammer_roster_delete_players_finish (HammerStore   *self,
                                     GAsyncResult  *result,
                                     GError       **error)
{
  return delete_finish (self, result, hammer_roster_delete_players, error);
}

void
hammer_roster_delete_clubs_async (HammerStore         *self,
                                  const gint64        *ids,
                                  guint                n_ids,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (ids != NULL || n_ids == 0);

  delete_async (self, hammer_roster_delete_clubs, ids, n_ids, cancellable, callback, user_data);
}

gint64
hammer_roster_delete_clubs_finish (HammerStore   *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  return delete_finish (self, result, hammer_roster_delete_clubs, error);
}

/* The demo club */

/* On the writer's thread. */
static gboolean
demo_write (HammerStore  *writer,
            gpointer      data,
            GError      **error)
{
  return hammer_roster_load_demo (writer, error);
}

void
hammer_roster_load_demo_async (HammerStore         *self,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  hammer_store_write_async (self, demo_write, NULL, NULL, NULL, hammer_roster_load_demo_async,
                            cancellable, callback, user_data);
}

gboolean
hammer_roster_load_demo_finish (HammerStore   *self,
                                GAsyncResult  *result,
                                gint64        *change_id,
                                GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_store_write_finish_change (self, result, hammer_roster_load_demo_async,
                                           change_id, error);
}
