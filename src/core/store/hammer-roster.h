/* hammer-roster.h — the players and clubs of the roster, kept in the store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "hammer-club.h"
#include "hammer-player.h"
#include "hammer-store.h"
#include "io/hammer-player-import.h"
#include "io/hammer-tables.h"

G_BEGIN_DECLS

typedef struct
{
  guint imported;
  guint clubs_created;
  guint duplicates;
  guint skipped_bad;
  gint64 change_id;     /* for hammer_store_undo() */
} HammerImportSummary;

/* How many players and clubs there are, without reading them. */
gboolean      hammer_roster_count                 (HammerStore  *self,
                                                   guint        *n_players,
                                                   guint        *n_clubs,
                                                   GError      **error);

/* Clubs */
GPtrArray    *hammer_roster_list_clubs            (HammerStore  *self,
                                                   GError      **error);
HammerClub   *hammer_roster_get_club              (HammerStore  *self,
                                                   gint64        id,
                                                   GError      **error);
gint64        hammer_roster_add_club              (HammerStore  *self,
                                                   const char   *name,
                                                   const char   *city,
                                                   GError      **error);
gboolean      hammer_roster_update_club           (HammerStore  *self,
                                                   gint64        id,
                                                   const char   *name,
                                                   const char   *city,
                                                   GError      **error);
/* Deletes clubs; their members stay, without a club. Returns the change id
 * to hand to hammer_store_undo(), or 0 on error. */
gint64        hammer_roster_delete_clubs          (HammerStore   *self,
                                                   const gint64  *ids,
                                                   guint          n_ids,
                                                   GError       **error);

/* The same three on the store's writer, off the main thread (see
 * hammer_store_write_async()). */
void          hammer_roster_add_club_async        (HammerStore          *self,
                                                   const char           *name,
                                                   const char           *city,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gint64        hammer_roster_add_club_finish       (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);
void          hammer_roster_update_club_async     (HammerStore          *self,
                                                   gint64                id,
                                                   const char           *name,
                                                   const char           *city,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gboolean      hammer_roster_update_club_finish    (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);
void          hammer_roster_delete_clubs_async    (HammerStore          *self,
                                                   const gint64         *ids,
                                                   guint                 n_ids,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gint64        hammer_roster_delete_clubs_finish   (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);

/* Players */
GPtrArray    *hammer_roster_list_players          (HammerStore  *self,
                                                   GError      **error);
HammerPlayer *hammer_roster_get_player            (HammerStore  *self,
                                                   gint64        id,
                                                   GError      **error);
/* Adds @player (its id is ignored and set on success). Its club is found by
 * name, or created. Refuses an empty name, a licence that another player
 * holds, and a second player of the same name in the same club. */
gint64        hammer_roster_add_player            (HammerStore   *self,
                                                   HammerPlayer  *player,
                                                   GError       **error);
gboolean      hammer_roster_update_player         (HammerStore   *self,
                                                   HammerPlayer  *player,
                                                   GError       **error);
gint64        hammer_roster_delete_players        (HammerStore   *self,
                                                   const gint64  *ids,
                                                   guint          n_ids,
                                                   GError       **error);
/* The same three on the store's writer, off the main thread, with a copy
 * of @player: @player itself learns its ids in the _finish. */
void          hammer_roster_add_player_async      (HammerStore          *self,
                                                   HammerPlayer         *player,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gint64        hammer_roster_add_player_finish     (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);
void          hammer_roster_update_player_async   (HammerStore          *self,
                                                   HammerPlayer         *player,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gboolean      hammer_roster_update_player_finish  (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);
void          hammer_roster_delete_players_async  (HammerStore          *self,
                                                   const gint64         *ids,
                                                   guint                 n_ids,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gint64        hammer_roster_delete_players_finish (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);
/* The orders of the players page; each has its index (schema 13). Ties go
 * by name, then by id. */
typedef enum
{
  HAMMER_PLAYER_ORDER_NAME,
  HAMMER_PLAYER_ORDER_CLUB,
  HAMMER_PLAYER_ORDER_LICENCE,
  HAMMER_PLAYER_ORDER_AVERAGE,
  HAMMER_N_PLAYER_ORDERS,
} HammerPlayerOrder;

/* The players a list shows: those whose name, club or licence holds
 * @search (as typed; case and accents aside: "ella" finds Ëlla; %NULL or
 * empty for all), in @order, reversed when @descending. SQLite sorts and
 * searches; nobody holds the whole roster. */
typedef struct
{
  HammerPlayerOrder order;
  gboolean descending;
  const char *search;
} HammerPlayerView;

/* How many players @view shows, and how many the roster has. */
gboolean      hammer_roster_count_view            (HammerStore             *self,
                                                   const HammerPlayerView  *view,
                                                   guint                   *n_shown,
                                                   guint                   *n_total,
                                                   GError                 **error);
/* Up to @limit players of @view from position @offset on. */
GPtrArray    *hammer_roster_read_view             (HammerStore             *self,
                                                   const HammerPlayerView  *view,
                                                   guint                    offset,
                                                   guint                    limit,
                                                   GError                 **error);
/* Sets @positions[i] to where player @ids[i] stands in @view, -1 when it
 * does not show there (gone, or not found by the search). */
gboolean      hammer_roster_locate_in_view        (HammerStore             *self,
                                                   const HammerPlayerView  *view,
                                                   const gint64            *ids,
                                                   guint                    n_ids,
                                                   gint                    *positions,
                                                   GError                 **error);

/* Marks the rows of @import that name a player the database already has. */
gboolean      hammer_roster_check_import          (HammerStore         *self,
                                                   HammerPlayerImport  *import,
                                                   GError             **error);
/* Imports the rows of @import in one transaction. With rows that have
 * problems, imports nothing and fails naming the first, unless @skip_bad.
 * Duplicates are skipped and counted. */
gboolean      hammer_roster_import_players        (HammerStore          *self,
                                                   HammerPlayerImport   *import,
                                                   gboolean              skip_bad,
                                                   HammerImportSummary  *summary,
                                                   GError              **error);
/* The same on the store's writer, off the main thread (see
 * hammer_store_undo_async()); @import must stay until @callback runs. */
void          hammer_roster_import_players_async  (HammerStore         *self,
                                                   HammerPlayerImport  *import,
                                                   gboolean             skip_bad,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
gboolean      hammer_roster_import_players_finish (HammerStore          *self,
                                                   GAsyncResult         *result,
                                                   HammerImportSummary  *summary,
                                                   GError              **error);

/* The roster (HammerPlayer *) as CSV, with headers that `players import`
 * recognises, so that the file reads back in. */
char         *hammer_tables_players_csv           (GPtrArray              *players,
                                                   const HammerCsvOptions *options);

G_END_DECLS
