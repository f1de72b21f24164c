/* hammer-store-tx.h — what the core's modules above the store need of it:
 * transactions logged for undo, statements and the change log
 *
 * For the core's modules (compiled with their HAMMER_*_COMPILATION); the
 * app and hammer-cli use hammer-store.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <sqlite3.h>

#include "hammer-change-set.h"
#include "hammer-store.h"

G_BEGIN_DECLS

/* A write in progress: one SQLite transaction and one entry of the change
 * log. Every row a change touches is logged with its state before and after,
 * which is what makes every change undoable. */
typedef struct
{
  sqlite3 *db;
  gint64   change_id;
  guint    seq;
} HammerStoreTx;

sqlite3      *hammer_store_get_db              (HammerStore *self);
/* Sets @error from the last failure of @db, with @what (a translated phrase
 * such as "Could not add the player") in front. */
void          hammer_store_set_error           (sqlite3     *db,
                                                int          rc,
                                                const char  *what,
                                                GError     **error);
gboolean      hammer_store_tx_begin            (HammerStoreTx  *tx,
                                                sqlite3        *db,
                                                const char     *description,
                                                GError        **error);
/* The source @tx records ("board:3"), %NULL for a connection of no store. */
char         *hammer_store_tx_dup_source       (HammerStoreTx  *tx);
/* Names the change @tx for people, when what it is could only be known
 * once it had begun (its checks read inside it). */
gboolean      hammer_store_tx_describe         (HammerStoreTx  *tx,
                                                const char     *description,
                                                GError        **error);
/* Logs row @row_id of @table, whose state before the change was @before
 * (a JSON snapshot, or %NULL when the change created it). */
gboolean      hammer_store_tx_log_row          (HammerStoreTx  *tx,
                                                const char     *table,
                                                gint64          row_id,
                                                const char     *before,
                                                GError        **error);
/* Logs rows @first_id to @last_id of @table, which the change created one
 * after the other, as hammer_store_tx_log_row() without a before would one
 * by one, in one statement: a draw of 1024 creates 2,047 matches. Fails,
 * naming it, when one of them is not there. */
gboolean      hammer_store_tx_log_new_rows     (HammerStoreTx  *tx,
                                                const char     *table,
                                                gint64          first_id,
                                                gint64          last_id,
                                                GError        **error);
/* Many rows changed alike, logged as hammer_store_tx_run_logged() would log
 * them one by one, in two statements: _before() logs the rows @ids of
 * @table as they are, in that order, and says in @first_seq where in the
 * change's log they take their places; the caller then changes those rows
 * (and no other logged write of them comes between), and _after() marks
 * each as it has become. _before() fails, naming it, when a row is not
 * there; until _after(), the change's log gives them a mark of no row. */
gboolean      hammer_store_tx_log_rows_before  (HammerStoreTx  *tx,
                                                const char     *table,
                                                const gint64   *ids,
                                                guint           n_ids,
                                                guint          *first_seq,
                                                GError        **error);
gboolean      hammer_store_tx_log_rows_after   (HammerStoreTx  *tx,
                                                const char     *table,
                                                guint           first_seq,
                                                guint           n_ids,
                                                GError        **error);
/* @ids as a JSON array, for json_each() to hand a statement many rows;
 * its length in bytes in @length. */
char         *hammer_store_ids_to_json         (const gint64   *ids,
                                                guint           n_ids,
                                                gsize          *length);
/* A JSON snapshot of a row, %NULL (without error) when there is none. */
char         *hammer_store_snapshot_row        (sqlite3     *db,
                                                const char  *table,
                                                gint64       row_id,
                                                GError     **error);
/* Begins a change whose name (hammer_store_tx_describe()) depends on what
 * its checks read: the checks then run inside it, with the write lock held. */
#define HAMMER_STORE_TX_UNNAMED "…"
gboolean      hammer_store_tx_commit           (HammerStoreTx  *tx,
                                                GError        **error);
void          hammer_store_tx_rollback         (HammerStoreTx *tx);
/* g_auto(HammerStoreTx) rolls back a change left neither committed nor
 * rolled back when it goes out of scope (a check that refused, say). */
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HammerStoreTx, hammer_store_tx_rollback)
/* Commits @tx and, when it is saved, tells @store's listeners. On failure
 * the change is rolled back and nothing is told. */
gboolean      hammer_store_tx_finish           (HammerStoreTx  *tx,
                                                HammerStore    *store,
                                                GError        **error);
/* Ends the change @tx: when @written, commits it and tells @store's
 * listeners; otherwise, or when the commit fails, rolls it back. Returns
 * whether the change is in the database. */
gboolean      hammer_store_tx_end              (HammerStoreTx  *tx,
                                                HammerStore    *store,
                                                gboolean        written,
                                                GError        **error);
/* Runs @sql, one or more statements; @what heads the message of an error. */
gboolean      hammer_store_exec                (sqlite3     *db,
                                                const char  *sql,
                                                const char  *what,
                                                GError     **error);
/* Prepares @sql, setting @error on failure. The statement is the caller's:
 * hold it in a g_autoptr(sqlite3_stmt), or finalize it. For SQL that runs
 * for many rows, borrow a statement instead. */
sqlite3_stmt *hammer_store_prepare             (sqlite3     *db,
                                                const char  *sql,
                                                GError     **error);
/* Steps @stmt (prepared and bound) to its end and gathers its first
 * column's integers, as the ids of rows; %NULL and @error, @what in its
 * message, when stepping fails. */
GArray       *hammer_store_step_ids            (sqlite3      *db,
                                                sqlite3_stmt *stmt,
                                                const char   *what,
                                                GError      **error);
/* Lends the statement for @sql from @db's cache, preparing it the first
 * time; every time after it comes reset and unbound. The cache owns it: the
 * borrower steps it and resets it when done, and never finalizes it (so
 * never holds it in a g_autoptr(sqlite3_stmt)). It lives until @db is
 * closed by hammer_store_close_connection(). Use it on the thread that uses
 * @db, one borrower at a time: borrowing the same SQL again resets it under
 * the first borrower. @sql is the key of the cache: a constant text, never
 * one made with values in it. */
sqlite3_stmt *hammer_store_borrow_statement    (sqlite3     *db,
                                                const char  *sql,
                                                GError     **error);
/* Binds @text, or NULL when it is NULL or empty. */
void          hammer_store_bind_text           (sqlite3_stmt *stmt,
                                                int           index,
                                                const char   *text);
/* Steps a statement that returns no rows. */
gboolean      hammer_store_step_done           (sqlite3_stmt  *stmt,
                                                const char    *what,
                                                GError       **error);
/* Steps @stmt, bound and ready, which changes row @id of @table, inside
 * @tx, and logs the row. @stmt is reset after, so a borrowed one is ready
 * to be lent again; the caller still owns one it prepared. */
gboolean      hammer_store_tx_run_logged       (HammerStoreTx  *tx,
                                                const char     *table,
                                                gint64          id,
                                                sqlite3_stmt   *stmt,
                                                GError        **error);
/* Steps @stmt, an INSERT into @table bound and ready, inside @tx and logs
 * the new row; @what heads the message of an error. @stmt is reset after,
 * as hammer_store_tx_run_logged() does. Returns the new row's id, or 0 on
 * error. */
gint64        hammer_store_tx_insert_row       (HammerStoreTx  *tx,
                                                const char     *table,
                                                sqlite3_stmt   *stmt,
                                                const char     *what,
                                                GError        **error);
/* Runs @sql on row @id of @table (bound as ?1) inside @tx and logs the row.
 * @sql is a constant text: it is prepared once and cached. */
gboolean      hammer_store_tx_update_row       (HammerStoreTx  *tx,
                                                const char     *table,
                                                gint64          id,
                                                const char     *sql,
                                                GError        **error);
/* Trims @text and folds its runs of white space into one space; %NULL when
 * nothing is left. Every name that comes in goes through this. */
char         *hammer_roster_normalize_text     (const char     *text);
/* The player hammer_roster_tx_ensure_player() finds for @name (blanks
 * and case aside) on @db: 0 for none, -1 with @error when two share it. */
gint64        hammer_roster_find_player_named  (sqlite3        *db,
                                                const char     *name,
                                                GError        **error);
/* Finds the player called @name (case-insensitively) or adds one to the
 * roster inside @tx. Fails when two players share the name. */
gint64        hammer_roster_tx_ensure_player   (HammerStoreTx  *tx,
                                                const char     *name,
                                                const char     *club,
                                                const char     *licence,
                                                GError        **error);
/* Finds the club called @name (case-insensitively) or adds it inside @tx. */
gint64        hammer_roster_tx_ensure_club     (HammerStoreTx  *tx,
                                                const char     *name,
                                                GError        **error);
/* For statements of hammer_store_prepare() only, never borrowed ones. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

/* Counts the changes made through this store; what was read at one
 * generation (and data version) is valid while both stay. */
guint64       hammer_store_get_generation      (HammerStore *self);
/* Changes when another connection commits (PRAGMA data_version). */
gint64        hammer_store_get_data_version    (HammerStore *self);

/* What every change after change @since touched, from the change log of
 * @db; *@last is then the newest change read (@since when none). For a
 * cache that reads again only what changed; incomplete (touching
 * everything) when the log cannot be read. */
HammerChangeSet *hammer_store_read_changes_since (sqlite3 *db,
                                                  gint64   since,
                                                  gint64  *last);
/* Begins a read transaction on @db, unless one (or a write) is under way
 * already, which *@began then says: every read until
 * hammer_store_read_end() sees the file as the first saw it, whatever
 * other connections commit meanwhile. A read of many statements that must
 * agree with each other (a day's state) runs inside one. */
gboolean      hammer_store_read_begin          (sqlite3     *db,
                                                gboolean    *began,
                                                GError     **error);
/* Ends the read transaction hammer_store_read_begin() began (nothing when
 * @began is FALSE). */
void          hammer_store_read_end            (sqlite3     *db,
                                                gboolean     began);
/* The newest change in the log of @db, 0 when there is none. */
gint64        hammer_store_get_last_change_id  (sqlite3     *db);

/* Writes off the main thread. Each store has one writer: a connection of
 * its own on the same file, with the store's source, on a thread of its
 * own. Writes queue and run one after the other, never two at once. */

/* A write the writer runs on its thread: @writer is a store on the
 * writer's connection (its "changed" has no listeners), @data the write's
 * own. Returns whether it succeeded, with @error set when not. */
typedef gboolean (*HammerStoreWriteFunc) (HammerStore  *writer,
                                          gpointer      data,
                                          GError      **error);

/* On the caller's main context, once @self has counted the writer's
 * commit (its generation) and before it tells anyone: takes over what the
 * write kept that stays right, a cache say. */
typedef void     (*HammerStoreAdoptFunc) (HammerStore  *self,
                                          gpointer      data);

/* hammer_store_tx_finish(), with @adopt run with @data once @store has
 * counted the commit and before it tells anyone: a change that kept what
 * it read (an event's model) hands it over, so that the listeners who
 * read again find it read. */
gboolean      hammer_store_tx_finish_adopting  (HammerStoreTx         *tx,
                                                HammerStore           *store,
                                                HammerStoreAdoptFunc   adopt,
                                                gpointer               data,
                                                GError               **error);

/* Queues @func for @self's writer. When it is done, back on the caller's
 * main context, @self first emits "changed" and "changes" for what it
 * committed, then @callback runs: views are right by the time the caller
 * tells the user. @data (freed with @data_free with the task) is the
 * write's, for the _finish to read back (hammer_store_write_get_data()).
 * A write still queued when
 * @cancellable is cancelled does not run; one under way completes. */
void          hammer_store_write_async         (HammerStore          *self,
                                                HammerStoreWriteFunc  func,
                                                HammerStoreAdoptFunc  adopt,
                                                gpointer              data,
                                                GDestroyNotify        data_free,
                                                gpointer              source_tag,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
/* Whether the write of @result succeeded. */
gboolean      hammer_store_write_finish        (HammerStore   *self,
                                                GAsyncResult  *result,
                                                gpointer       source_tag,
                                                GError       **error);
/* The @data given to hammer_store_write_async() for @result. */
gpointer      hammer_store_write_get_data      (GAsyncResult  *result);
/* hammer_store_write_finish(), with the change of the log that the write
 * made in @change_id (unless NULL): what its toast offers to undo, 0 when
 * it logged none or failed. Not the store's last change: a write queued
 * after it may have been made by the time the caller hears. */
gboolean      hammer_store_write_finish_change (HammerStore   *self,
                                                GAsyncResult  *result,
                                                gpointer       source_tag,
                                                gint64        *change_id,
                                                GError       **error);

/* The first column of the first row of @sql (0 when there is none), with
 * SQLite's result code in @rc_out. */
gint64        hammer_store_query_int           (sqlite3    *db,
                                                const char *sql,
                                                int        *rc_out);

G_END_DECLS
