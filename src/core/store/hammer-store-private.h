/* hammer-store-private.h — what the files of the store share, and no other
 * module: the core's modules above it include hammer-store-tx.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_STORE_COMPILATION)
# error "Only the store's own files may include hammer-store-private.h"
#endif

#include "hammer-store-tx.h"

G_BEGIN_DECLS

/* Tells every listener that rows of the database changed. */
void          hammer_store_emit_changed        (HammerStore *self);
/* The same, with @adopt run with @data once the change is counted and
 * before anyone is told. */
void          hammer_store_emit_changed_adopting (HammerStore          *self,
                                                  HammerStoreAdoptFunc  adopt,
                                                  gpointer              data);

/* Within the store: */

/* Opens a connection to the file at @path, as every connection of Hammer
 * is set up (foreign keys, busy timeout); the file must be migrated. */
sqlite3      *hammer_store_open_connection     (const char  *path,
                                                GError     **error);
/* hammer-store-migrate.c: refuses another program's file and a newer
 * Hammer's, checks @db's file (unless @put_off may be set: then it is set
 * when the file needs no migration, and the check is the caller's), and
 * migrates it; sets @schema_version. */
gboolean      hammer_store_migrate             (sqlite3     *db,
                                                const char  *path,
                                                int         *schema_version,
                                                gboolean    *put_off,
                                                GError     **error);
/* A store on a connection of its own to @self's file, with @self's
 * source, for the writer's thread. */
HammerStore  *hammer_store_open_writer         (HammerStore  *self,
                                                GError      **error);
/* Emits "changed" and "changes" when a connection other than @self's (the
 * writer's, mostly) committed since @self last looked, telling the changes
 * as @self's own; @adopt, when given, runs with @data just before. */
gboolean      hammer_store_notice_writes       (HammerStore          *self,
                                                HammerStoreAdoptFunc  adopt,
                                                gpointer              data);
/* The writer's queue, which @self owns; see hammer-store-writer.c. */
typedef struct _HammerStoreWriter HammerStoreWriter;
HammerStoreWriter *hammer_store_writer_new     (void);
void          hammer_store_writer_free         (HammerStoreWriter *writer);
HammerStoreWriter *hammer_store_get_writer     (HammerStore *self);
/* The integrity check an opening put off; see hammer-store-check.c. */
typedef struct _HammerStoreCheck HammerStoreCheck;
/* SQLite's quick_check of @db, refusing a damaged file in the user's words. */
gboolean      hammer_store_quick_check         (sqlite3     *db,
                                                const char  *path,
                                                GError     **error);
/* A check of the file at @path, still to run; writes on @guarded wait for it. */
HammerStoreCheck *hammer_store_check_new       (const char *path,
                                                sqlite3    *guarded);
void          hammer_store_check_free          (HammerStoreCheck *check);
gboolean      hammer_store_check_await         (HammerStoreCheck  *check,
                                                GError           **error);
/* Whether @check ran and the file passed. */
gboolean      hammer_store_check_passed        (HammerStoreCheck  *check);
/* Whether the file at @path is as Hammer closed it after it passed, so
 * that it need not be checked again; asked before a connection opens it. */
gboolean      hammer_store_check_is_known_good (const char *path);
/* Remembers the file at @path, which passed and which the store's last
 * connection has closed, as known good. */
void          hammer_store_check_remember_good (const char *path);
/* Before a write on @db: waits for its store's check when one is put off. */
gboolean      hammer_store_check_connection    (sqlite3  *db,
                                                GError  **error);
/* Closes @db after finalizing the statements its cache lent. */
void          hammer_store_close_connection    (sqlite3 *db);
/* Whether the change log may restore rows of @table. */
gboolean      hammer_store_is_logged_table     (const char *table);
/* Says that row @id of @table is not there, naming a club or a player. */
void          hammer_store_set_not_found       (const char  *table,
                                                gint64       id,
                                                GError     **error);
/* A snapshot of row @id of @table (hammer-store-log.c), which must be
 * there: %NULL with @error set when it is not. */
char         *hammer_store_snapshot_existing   (sqlite3     *db,
                                                const char  *table,
                                                gint64       id,
                                                GError     **error);
/* Puts row of @table back as @snapshot has it, inserting it when it is
 * gone. Returns SQLite's result code of the write: SQLITE_DONE when done,
 * SQLITE_FORMAT when @snapshot is not a row of @table (a damaged record). */
int           hammer_store_restore_snapshot    (sqlite3     *db,
                                                const char  *table,
                                                const char  *snapshot);
/* The value of @column in @snapshot of a row of @table, as text; %NULL
 * when it is null or not there. */
char         *hammer_store_snapshot_value      (sqlite3     *db,
                                                const char  *table,
                                                const char  *snapshot,
                                                const char  *column);
/* Registers hammer_snapshot_path(TABLE, COLUMN) on @db: the JSON path of a
 * column's value in the change log's snapshots, for json_extract(). */
gboolean      hammer_store_register_log_functions (sqlite3  *db,
                                                   GError  **error);

/* hammer-store-marks.c: registers hammer_row_mark(VALUE, …), the mark of a
 * row as a change left it, and hammer_log_after(), the row it stands for. */
gboolean      hammer_store_register_mark_functions (sqlite3  *db,
                                                    GError  **error);
/* The room a mark takes, its end included. */
#define HAMMER_ROW_MARK_MAX 32
/* How many columns @mark hashes; 0 when it is not a mark (a snapshot). */
guint         hammer_store_row_mark_columns    (const char *mark);
/* A snapshot of row @row_id of @table as hammer_store_snapshot_row() makes
 * it, and its mark in *@mark (both %NULL when the row is not there). */
char         *hammer_store_snapshot_row_marked (sqlite3     *db,
                                                const char  *table,
                                                gint64       row_id,
                                                char       **mark,
                                                GError     **error);
/* Whether row @row_id of @table, whose snapshot and mark now are @current
 * and @current_mark (%NULL: gone), is as the change log's @after has it:
 * a snapshot or a mark. */
gboolean      hammer_store_row_is_as_logged    (sqlite3     *db,
                                                const char  *table,
                                                gint64       row_id,
                                                const char  *current,
                                                const char  *current_mark,
                                                const char  *after);

/* Schema 5, in the migration's transaction: numbers the matches drawn
 * before, and their snapshots in the change log, as a draw numbers them. */
gboolean      hammer_events_number_old_matches (sqlite3  *db,
                                                GError  **error);

/* hammer-store-checkpoint.c: @db's checkpoints on a worker thread, by a
 * connection of its own to @path, instead of inside the commit that fills
 * the WAL. Free it before closing @db (which gets SQLite's back). */
typedef struct _HammerCheckpointer HammerCheckpointer;
HammerCheckpointer *hammer_checkpointer_new    (sqlite3            *db,
                                                const char         *path);
/* Waits for a checkpoint under way and closes the worker's connection. */
void          hammer_checkpointer_free         (HammerCheckpointer *checkpointer,
                                                sqlite3            *db);

G_END_DECLS
