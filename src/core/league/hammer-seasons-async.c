/* hammer-seasons-async.c — a season's writes off the main thread
 *
 * Each runs the synchronous write of the same name on the store's writer
 * (hammer_store_write_async()): a connection of its own on a thread of its
 * own, the writes one after the other. What the write reads and returns
 * is copied into and out of the task.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-seasons-private.h"

/* A club night */

typedef struct
{
  gint64 season_id;
  HammerNightGames games;
  /* What games points into, the write's own. */
  char *date;
  gint64 *member_ids;
  int *totals;
  int (*counts)[4];
  gint64 night_id;
  int bad_member;
  int bad_game;
} NightWrite;

static void
night_write_free (NightWrite *write)
{
  g_free (write->date);
  g_free (write->member_ids);
  g_free (write->totals);
  g_free (write->counts);
  g_free (write);
}

static gboolean
night_write (HammerStore  *writer,
             gpointer      data,
             GError      **error)
{
  NightWrite *write = data;

  write->night_id = hammer_seasons_enter_night_games (writer, write->season_id, &write->games,
                                                      &write->bad_member, &write->bad_game,
                                                      error);
  return write->night_id != 0;
}

void
hammer_seasons_enter_night_games_async (HammerStore             *self,
                                        gint64                   season_id,
                                        const HammerNightGames  *games,
                                        GCancellable            *cancellable,
                                        GAsyncReadyCallback      callback,
                                        gpointer                 user_data)
{
  NightWrite *write;
  guint n;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (games != NULL && (games->n_games > 0 || games->n_members == 0));
  g_return_if_fail (games->member_ids != NULL || games->n_members == 0);
  g_return_if_fail (games->totals != NULL || games->counts != NULL || games->n_members == 0);

  n = games->n_members * games->n_games;
  write = g_new0 (NightWrite, 1);
  write->season_id = season_id;
  write->games = *games;
  write->date = g_strdup (games->date);
  write->member_ids = g_memdup2 (games->member_ids, sizeof (gint64) * games->n_members);
  write->totals = games->totals != NULL ? g_memdup2 (games->totals, sizeof (int) * n) : NULL;
  write->counts = games->counts != NULL ? g_memdup2 (games->counts, sizeof (int[4]) * n) : NULL;
  write->games.date = write->date;
  write->games.member_ids = write->member_ids;
  write->games.totals = write->totals;
  write->games.counts = (const int (*)[4]) write->counts;
  write->bad_member = write->bad_game = -1;
  hammer_store_write_async (self, night_write, NULL, write, (GDestroyNotify) night_write_free,
                            hammer_seasons_enter_night_games_async, cancellable, callback,
                            user_data);
}

gint64
hammer_seasons_enter_night_games_finish (HammerStore   *self,
                                         GAsyncResult  *result,
                                         int           *bad_member,
                                         int           *bad_game,
                                         GError       **error)
{
  NightWrite *write = hammer_store_write_get_data (result);

  if (bad_member != NULL)
    *bad_member = write->bad_member;
  if (bad_game != NULL)
    *bad_game = write->bad_game;
  if (!hammer_store_write_finish (self, result, hammer_seasons_enter_night_games_async, error))
    return 0;
  return write->night_id;
}

/* Members */

typedef struct
{
  gint64 season_id;
  GStrv players;
  double *start_averages;
  GArray *ids;
} MembersWrite;

static void
members_write_free (MembersWrite *write)
{
  g_strfreev (write->players);
  g_free (write->start_averages);
  g_clear_pointer (&write->ids, g_array_unref);
  g_free (write);
}

static gboolean
members_write (HammerStore  *writer,
               gpointer      data,
               GError      **error)
{
  MembersWrite *write = data;

  write->ids = hammer_seasons_add_members_averaged (writer, write->season_id,
                                                    (const char *const *) write->players,
                                                    write->start_averages, error);
  return write->ids != NULL;
}

void
hammer_seasons_add_members_averaged_async (HammerStore         *self,
                                           gint64               season_id,
                                           const char *const   *players,
                                           const double        *start_averages,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data)
{
  MembersWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (players != NULL);

  write = g_new0 (MembersWrite, 1);
  write->season_id = season_id;
  write->players = g_strdupv ((char **) players);
  if (start_averages != NULL)
    write->start_averages = g_memdup2 (start_averages,
                                       sizeof (double) * g_strv_length (write->players));
  hammer_store_write_async (self, members_write, NULL, write,
                            (GDestroyNotify) members_write_free,
                            hammer_seasons_add_members_averaged_async, cancellable, callback,
                            user_data);
}

GArray *
hammer_seasons_add_members_averaged_finish (HammerStore   *self,
                                            GAsyncResult  *result,
                                            GError       **error)
{
  if (!hammer_store_write_finish (self, result, hammer_seasons_add_members_averaged_async,
                                  error))
    return NULL;
  return g_steal_pointer (&((MembersWrite *) hammer_store_write_get_data (result))->ids);
}

/* A new season */

typedef struct
{
  char *name;
  char *start_date;
  guint games_per_night;
  gint64 season_id;
} CreateWrite;

static void
create_write_free (CreateWrite *write)
{
  g_free (write->name);
  g_free (write->start_date);
  g_free (write);
}

static gboolean
create_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  CreateWrite *write = data;

  write->season_id = hammer_seasons_create (writer, write->name, write->start_date,
                                            write->games_per_night, error);
  return write->season_id != 0;
}

void
hammer_seasons_create_async (HammerStore         *self,
                             const char          *name,
                             const char          *start_date,
                             guint                games_per_night,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  CreateWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (CreateWrite, 1);
  write->name = g_strdup (name);
  write->start_date = g_strdup (start_date);
  write->games_per_night = games_per_night;
  hammer_store_write_async (self, create_write, NULL, write, (GDestroyNotify) create_write_free,
                            hammer_seasons_create_async, cancellable, callback, user_data);
}

gint64
hammer_seasons_create_finish (HammerStore   *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  if (!hammer_store_write_finish (self, result, hammer_seasons_create_async, error))
    return 0;
  return ((CreateWrite *) hammer_store_write_get_data (result))->season_id;
}

/* Settings, and a member's start average: one write each, all finished by
 * hammer_seasons_setting_finish() */

typedef enum
{
  SETTING_CLASSES,
  SETTING_POINTS,
  SETTING_LAST_GAMES,
  SETTING_ADD_PROMOTION_DATE,
  SETTING_REMOVE_PROMOTION_DATE,
  SETTING_START_AVERAGE,
} Setting;

typedef struct
{
  Setting setting;
  gint64 season_id;
  gint64 member_id;
  char *text;
  int numbers[3];
  double average;
} SettingWrite;

static void
setting_write_free (SettingWrite *write)
{
  g_free (write->text);
  g_free (write);
}

static gboolean
setting_write (HammerStore  *writer,
               gpointer      data,
               GError      **error)
{
  SettingWrite *write = data;

  switch (write->setting)
    {
    case SETTING_CLASSES:
      return hammer_seasons_set_classes (writer, write->season_id, write->text, error);
    case SETTING_POINTS:
      return hammer_seasons_set_points (writer, write->season_id, write->numbers[0],
                                        write->numbers[1], write->numbers[2], error);
    case SETTING_LAST_GAMES:
      return hammer_seasons_set_last_games (writer, write->season_id, (guint) write->numbers[0],
                                            error);
    case SETTING_ADD_PROMOTION_DATE:
      return hammer_seasons_add_promotion_date (writer, write->season_id, write->text, error);
    case SETTING_REMOVE_PROMOTION_DATE:
      return hammer_seasons_remove_promotion_date (writer, write->season_id, write->text, error);
    case SETTING_START_AVERAGE:
      return hammer_seasons_set_start_average (writer, write->season_id, write->member_id,
                                               write->average, error);
    default:
      g_assert_not_reached ();
    }
}

/* Queues @write, which it takes. */
static void
queue_setting (HammerStore         *self,
               SettingWrite        *write,
               GCancellable        *cancellable,
               GAsyncReadyCallback  callback,
               gpointer             user_data)
{
  hammer_store_write_async (self, setting_write, NULL, write,
                            (GDestroyNotify) setting_write_free, hammer_seasons_setting_finish,
                            cancellable, callback, user_data);
}

static SettingWrite *
setting_write_new (Setting      setting,
                   gint64       season_id,
                   const char  *text)
{
  SettingWrite *write = g_new0 (SettingWrite, 1);

  write->setting = setting;
  write->season_id = season_id;
  write->text = g_strdup (text);
  return write;
}

/* A setting written as one text: the classes, a promotion date. */
static void
queue_text_setting (HammerStore         *self,
                    Setting              setting,
                    gint64               season_id,
                    const char          *text,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  queue_setting (self, setting_write_new (setting, season_id, text), cancellable, callback,
                 user_data);
}

void
hammer_seasons_set_classes_async (HammerStore         *self,
                                  gint64               season_id,
                                  const char          *classes,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  queue_text_setting (self, SETTING_CLASSES, season_id, classes, cancellable, callback,
                      user_data);
}

void
hammer_seasons_set_points_async (HammerStore         *self,
                                 gint64               season_id,
                                 int                  per_game,
                                 int                  bonus,
                                 int                  bonus_games,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  SettingWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = setting_write_new (SETTING_POINTS, season_id, NULL);
  write->numbers[0] = per_game;
  write->numbers[1] = bonus;
  write->numbers[2] = bonus_games;
  queue_setting (self, write, cancellable, callback, user_data);
}

void
hammer_seasons_set_last_games_async (HammerStore         *self,
                                     gint64               season_id,
                                     guint                last_games,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  SettingWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (last_games <= G_MAXINT);

  write = setting_write_new (SETTING_LAST_GAMES, season_id, NULL);
  write->numbers[0] = (int) last_games;
  queue_setting (self, write, cancellable, callback, user_data);
}

void
hammer_seasons_add_promotion_date_async (HammerStore         *self,
                                         gint64               season_id,
                                         const char          *date,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data)
{
  queue_text_setting (self, SETTING_ADD_PROMOTION_DATE, season_id, date, cancellable, callback,
                      user_data);
}

void
hammer_seasons_remove_promotion_date_async (HammerStore         *self,
                                            gint64               season_id,
                                            const char          *date,
                                            GCancellable        *cancellable,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data)
{
  queue_text_setting (self, SETTING_REMOVE_PROMOTION_DATE, season_id, date, cancellable,
                      callback, user_data);
}

void
hammer_seasons_set_start_average_async (HammerStore         *self,
                                        gint64               season_id,
                                        gint64               member_id,
                                        double               average,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  SettingWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = setting_write_new (SETTING_START_AVERAGE, season_id, NULL);
  write->member_id = member_id;
  write->average = average;
  queue_setting (self, write, cancellable, callback, user_data);
}

gboolean
hammer_seasons_setting_finish (HammerStore   *self,
                               GAsyncResult  *result,
                               gint64        *change_id,
                               GError       **error)
{
  return hammer_store_write_finish_change (self, result, hammer_seasons_setting_finish,
                                           change_id, error);
}
