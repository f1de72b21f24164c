/* hammer-store.h — the SQLite file that holds everything Hammer knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "hammer-change-set.h"

G_BEGIN_DECLS

/* The schema this Hammer writes; a database with a higher user_version is refused. */
#define HAMMER_STORE_SCHEMA_VERSION 24

#define HAMMER_TYPE_STORE (hammer_store_get_type ())

G_DECLARE_FINAL_TYPE (HammerStore, hammer_store, HAMMER, STORE, GObject)

char        *hammer_store_default_path       (void);
/* Opens (creating when missing) and migrates the database at @path, or at
 * the default path when @path is %NULL. */
HammerStore *hammer_store_open               (const char  *path,
                                              GError     **error);
/* The same, for a program that reads first and may never write (a
 * command): the integrity check of a file that needs no migration runs
 * before its first write, on this thread, and never if nothing is written.
 * A damaged page read before fails with %HAMMER_ERROR_CORRUPT as it is. */
HammerStore *hammer_store_open_check_before_write (const char  *path,
                                                   GError     **error);
void         hammer_store_open_async         (const char          *path,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
HammerStore *hammer_store_open_finish        (GAsyncResult  *result,
                                              GError       **error);
/* hammer_store_open_async() leaves SQLite's integrity check of a file that
 * needs no migration to this call, for after the window's first frame:
 * on a worker thread, on a connection of its own. Until it passed, writes
 * through the store wait for it; a damaged file fails with
 * %HAMMER_ERROR_CORRUPT, here and in every write, and nothing is written.
 * Done at once for a store checked when opened. */
void         hammer_store_check_async        (HammerStore         *self,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
gboolean     hammer_store_check_finish       (HammerStore   *self,
                                              GAsyncResult  *result,
                                              GError       **error);
/* The same on this thread: before a write of @self made outside its
 * transactions (its writer's, board entry's keys). */
gboolean     hammer_store_await_check        (HammerStore  *self,
                                              GError      **error);
/* A second connection to @self's file, for reading on another thread while
 * @self goes on on its own: one reader per thread. It has @self's schema;
 * writing through it fails. */
HammerStore *hammer_store_open_reader        (HammerStore  *self,
                                              GError      **error);
const char  *hammer_store_get_path           (HammerStore *self);
/* What hammer_store_read_async() runs on its worker, on a reader of its
 * own (hammer_store_open_reader()): the thing read for @id, or %NULL and
 * @error. */
typedef gpointer (*HammerStoreReadFunc) (HammerStore  *reader,
                                         gint64        id,
                                         GError      **error);
/* Runs @read for @id off the calling thread, on a reader of its own that
 * closes on that thread; its result, freed with @free_result if nobody
 * takes it, comes back through hammer_store_read_finish() with @source_tag,
 * the caller's own _async function. */
void         hammer_store_read_async         (HammerStore          *self,
                                              HammerStoreReadFunc   read,
                                              gint64                id,
                                              GDestroyNotify        free_result,
                                              gpointer              source_tag,
                                              GCancellable         *cancellable,
                                              GAsyncReadyCallback   callback,
                                              gpointer              user_data);
gpointer     hammer_store_read_finish        (HammerStore          *self,
                                              GAsyncResult         *result,
                                              gpointer              source_tag,
                                              GError              **error);
/* Commits through @self no longer copy the WAL back into the database file
 * themselves (SQLite's automatic checkpoint, which makes one commit in many
 * write and sync the whole file): a worker thread does, on a connection of
 * its own, at the same threshold. For a connection whose commits someone
 * waits for: the hall server's. */
void         hammer_store_checkpoint_in_background (HammerStore *self);
/* Caps the connection's page cache at @kib (SQLite's default is 2,000
 * KiB): for a process that runs for hours, so that its memory is what it
 * is after the first minutes. */
void         hammer_store_set_cache_limit (HammerStore *self,
                                           guint        kib);
int          hammer_store_get_schema_version (HammerStore *self);
/* What SQLite holds in memory for every connection of the process, bytes:
 * page caches, statements, schemas. */
gint64       hammer_store_get_memory_used (void);
/* For a process that does not read the figure above (it reads 0 then) and
 * never uses one connection from two threads at once: SQLite takes no lock
 * for each allocation and call. Before the process opens its first store,
 * or it has no effect. */
void         hammer_store_configure_for_tool (void);

/* The demo club: about 40 players in 4 clubs. */
gboolean     hammer_roster_load_demo         (HammerStore  *self,
                                              GError      **error);
/* The same on the store's writer; the _finish gives the change it made
 * (for the toast's undo) in @change_id. */
void         hammer_roster_load_demo_async   (HammerStore          *self,
                                              GCancellable         *cancellable,
                                              GAsyncReadyCallback   callback,
                                              gpointer              user_data);
gboolean     hammer_roster_load_demo_finish  (HammerStore          *self,
                                              GAsyncResult         *result,
                                              gint64               *change_id,
                                              GError              **error);

/* Emits "changed" when another program (hammer-cli, a second Hammer) has
 * committed to the database since the last call; cheap enough for a timer.
 * Returns whether it did. */
gboolean     hammer_store_refresh            (HammerStore *self);

/* Changes */
/* Who makes the changes made through a store, recorded with each change. */
#define HAMMER_SOURCE_DESK "desk"
#define HAMMER_SOURCE_CLI  "cli"
/* A result posted from board @n is made with the source "board:@n". */
#define HAMMER_SOURCE_BOARD_PREFIX "board:"
/* A result posted to the hall server with the desk's key, from whichever
 * phone or program holds it: not the desk's own hand. */
#define HAMMER_SOURCE_DESK_KEY "desk-key"
/* Made on the hall server with a player's own key, from their phone. */
#define HAMMER_SOURCE_PHONE "phone"

/* Sets the source of the changes @self makes from now on; "desk" until set. */
void         hammer_store_set_source         (HammerStore *self,
                                              const char  *source);
const char  *hammer_store_get_source         (HammerStore *self);
/* The source of a result the hall server took from board @board's key, or
 * from the desk's key for 0. */
char        *hammer_source_for_board         (guint        board);
/* "from board 3" for a change or result of source "board:3", "from
 * hammer-cli" for "cli", "from the desk key" for "desk-key"; %NULL for the
 * desk's own (and for no source), which needs no saying. The one place a
 * source is put into words. */
char        *hammer_source_describe          (const char  *source);

/* The id of the newest change made with @self's source (the desk's own,
 * in the app), for an undo offered right after a change; 0 when there is
 * none. Changes other writers made since are not it. */
gint64       hammer_store_get_last_change    (HammerStore *self);
/* Reverts change @change_id. Refuses when a row it touched has changed since. */
gboolean     hammer_store_undo               (HammerStore  *self,
                                              gint64        change_id,
                                              GError      **error);
/* The same on the store's writer, off the main thread: writes queue one
 * after the other, and @self emits "changed" and "changes" before
 * @callback runs. Returns the id of the undo (a change of its own, which
 * undoing again redoes), 0 on error. */
void         hammer_store_undo_async         (HammerStore          *self,
                                              gint64                change_id,
                                              GCancellable         *cancellable,
                                              GAsyncReadyCallback   callback,
                                              gpointer              user_data);
gint64       hammer_store_undo_finish        (HammerStore   *self,
                                              GAsyncResult  *result,
                                              GError       **error);

/* What a change did, for a toast after its undo (hammer_store_summarize_change()). */
typedef struct
{
  /* As the change log has it: "Result of Anna v Bert". */
  char            *description;
  /* The row the change was made for: the match it gave a result, else the
   * first row it touched (the player deleted, the entrant seeded). */
  HammerChangedRow subject;
  /* The subject's name, when it has one (a player, club, entrant), and
   * how many rows of its table the change touched the same way. */
  char            *subject_name;
  guint            n_like_subject;
  /* The subject's number when it is a match, else 0. */
  guint            match_number;
  /* Whether the change gave that match its result. */
  gboolean         result;
  /* The event, club season or league the subject belongs to (one of them,
   * or none for players and clubs), and its name when it still has one. */
  gint64           event_id;
  gint64           season_id;
  gint64           league_id;
  char            *place;
} HammerChangeSummary;

void                 hammer_change_summary_free    (HammerChangeSummary *summary);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerChangeSummary, hammer_change_summary_free)

/* What change @change_id did; for an undo (or a redo, an undo's undo) what
 * the first change of the chain, the one taken back, did. */
HammerChangeSummary *hammer_store_summarize_change (HammerStore  *self,
                                                    gint64        change_id,
                                                    GError      **error);

/* A match a change put on a board. */
typedef struct
{
  guint  number; /* the match's number in its event */
  char  *board;  /* the board's name: "Board 1" */
} HammerCalledMatch;

/* The matches change @change_id put on a board, in the order it did: after
 * a result, those the freed board (or others) got from the queue. A GArray
 * of HammerCalledMatch, which it clears; NULL with @error when the change
 * log cannot be read. */
GArray              *hammer_store_list_called_matches (HammerStore  *self,
                                                       gint64        change_id,
                                                       GError      **error);

G_END_DECLS

/* The roster's functions take the store, so they come after its type. */
#include "hammer-roster.h"
