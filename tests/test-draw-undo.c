/* test-draw-undo.c — undo and redo of a big draw and of its results file
 * put every row back as it was, also in a database opened again
 *
 * The draw logs its matches run by run in one statement
 * (hammer_store_tx_log_new_rows()), and the results file logs each match it
 * plays inside the log's own insert; both must leave the same change log a
 * row-by-row log would, in the same order, or undo would not take them
 * back whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <sqlite3.h>
#include <string.h>

#include "events/hammer-events.h"
#include "store/hammer-store-tx.h"
#include "hammer-core.h"
#include "test-common.h"

#define N_ENTRANTS 32

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Every row of every table but the change log's own, as text, sorted: what
 * a user's data is, read from the file by a connection of its own. */
static char *
dump_data (const char *path)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) dump = g_string_new (NULL);
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt = NULL;
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT name FROM sqlite_master WHERE type = 'table'"
                                           " AND name NOT IN ('changes', 'change_rows',"
                                           " 'sqlite_sequence') ORDER BY name", -1, &stmt,
                                       NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_ptr_array_add (tables, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
  sqlite3_finalize (stmt);

  for (guint t = 0; t < tables->len; t++)
    {
      g_autofree char *sql = g_strdup_printf ("SELECT * FROM \"%s\"",
                                              (char *) g_ptr_array_index (tables, t));

      g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
      while (sqlite3_step (stmt) == SQLITE_ROW)
        {
          GString *line = g_string_new (g_ptr_array_index (tables, t));

          for (int c = 0; c < sqlite3_column_count (stmt); c++)
            if (sqlite3_column_type (stmt, c) == SQLITE_NULL)
              g_string_append (line, "|NULL");
            else
              g_string_append_printf (line, "|%d:%s", sqlite3_column_type (stmt, c),
                                      (const char *) sqlite3_column_text (stmt, c));
          g_ptr_array_add (lines, g_string_free (line, FALSE));
        }
      sqlite3_finalize (stmt);
    }
  sqlite3_close (db);

  g_ptr_array_sort (lines, compare_lines);
  for (guint i = 0; i < lines->len; i++)
    {
      g_string_append (dump, g_ptr_array_index (lines, i));
      g_string_append_c (dump, '\n');
    }
  return g_string_free (g_steal_pointer (&dump), FALSE);
}

/* The change log of @change in order: its rows' places must run 0, 1, 2…
 * without a gap, each row logged once. */
static guint
check_log_order (const char *path,
                 gint64      change)
{
  sqlite3_stmt *stmt = NULL;
  sqlite3 *db = NULL;
  gint64 expected = 0;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT seq FROM change_rows WHERE change_id = ?"
                                           " ORDER BY seq", -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, change);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_assert_cmpint (sqlite3_column_int64 (stmt, 0), ==, expected++);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return (guint) expected;
}

static HammerStore *
reopen (HammerStore **store,
        const char   *path)
{
  g_autoptr(GError) error = NULL;

  g_clear_object (store);
  *store = hammer_store_open (path, &error);
  g_assert_no_error (error);
  return *store;
}

/* Undoes @change, checks the data is @before, redoes it (undoes the undo),
 * checks it is @after again; then the same once more in a database opened
 * again, which holds nothing of the first in memory. */
static void
check_undo_redo (HammerStore **store,
                 const char   *path,
                 gint64        change,
                 const char   *before,
                 const char   *after)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  gint64 undo;

  g_assert_true (hammer_store_undo (*store, change, &error));
  g_assert_no_error (error);
  undone = dump_data (path);
  g_assert_cmpstr (undone, ==, before);
  undo = hammer_store_get_last_change (*store);
  g_assert_true (hammer_store_undo (*store, undo, &error));
  g_assert_no_error (error);
  redone = dump_data (path);
  g_assert_cmpstr (redone, ==, after);

  reopen (store, path);
  g_clear_pointer (&undone, g_free);
  g_clear_pointer (&redone, g_free);
  g_assert_true (hammer_store_undo (*store, hammer_store_get_last_change (*store), &error));
  g_assert_no_error (error);
  undone = dump_data (path);
  g_assert_cmpstr (undone, ==, before);
  reopen (store, path);
  g_assert_true (hammer_store_undo (*store, hammer_store_get_last_change (*store), &error));
  g_assert_no_error (error);
  redone = dump_data (path);
  g_assert_cmpstr (redone, ==, after);
}

/* Plays out every match of @event_id in playing order from one results
 * file, the first side winning 2–0; the reset, not needed then, is refused
 * and the rest stored. Returns how many were. */
static guint
play_out (HammerStore *store,
          gint64       event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) list = NULL;
  g_autofree HammerResultEntry *entries = NULL;
  JsonArray *matches;
  guint n_stored = 0;

  list = hammer_events_get_matches_json (store, event_id, &error);
  g_assert_no_error (error);
  matches = json_node_get_array (list);
  g_assert_cmpuint (json_array_get_length (matches), ==, 2 * N_ENTRANTS - 1);
  entries = g_new0 (HammerResultEntry, json_array_get_length (matches));
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      entries[i].match_id = json_object_get_int_member (json_array_get_object_element (matches,
                                                                                       i), "id");
      entries[i].input = json_from_string ("{\"games\": [{\"ends\": [{\"points\": [4, 0]},"
                                           " {\"points\": [4, 0]}, {\"points\": [4, 0]},"
                                           " {\"points\": [3, 0]}]}, {\"ends\": ["
                                           "{\"points\": [4, 0]}, {\"points\": [4, 0]},"
                                           " {\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}",
                                           NULL);
    }
  g_assert_true (hammer_events_record_results (store, event_id, entries,
                                               json_array_get_length (matches), TRUE, &n_stored,
                                               &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_stored, ==, 2 * N_ENTRANTS - 2);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      g_clear_pointer (&entries[i].input, json_node_unref);
      g_clear_error (&entries[i].error);
    }
  return n_stored;
}

/* A double elimination drawn, drawn again, then played out whole from one
 * results file: each change undone and redone exactly. */
static void
test_draw_and_results (StoreFixture  *f,
                       gconstpointer  data)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *undrawn = NULL;
  g_autofree char *drawn = NULL;
  g_autofree char *redrawn = NULL;
  g_autofree char *played = NULL;
  gint64 event_id, draw_change, results_change;
  guint n_stored, n_logged;

  for (guint i = 0; i < N_ENTRANTS; i++)
    g_ptr_array_add (names, g_strdup_printf ("Speler %02u", i + 1));
  g_ptr_array_add (names, NULL);
  event_id = store_new_event (f->store, "Winteropen", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION,
                              4, NULL, (const char * const *) names->pdata, -1);
  undrawn = dump_data (f->path);

  g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 7, &error));
  g_assert_no_error (error);
  draw_change = hammer_store_get_last_change (f->store);
  drawn = dump_data (f->path);
  g_assert_cmpstr (drawn, !=, undrawn);
  /* At least the entrants' places, the 2N - 1 matches (the reset among
   * them) and the event's seed. */
  n_logged = check_log_order (f->path, draw_change);
  g_assert_cmpuint (n_logged, >=, N_ENTRANTS + 2 * N_ENTRANTS - 1 + 1);
  check_undo_redo (&f->store, f->path, draw_change, undrawn, drawn);

  /* Drawn again: every entrant logged twice in one change, its place taken
   * away and given anew, and the old matches deleted. */
  g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 8, &error));
  g_assert_no_error (error);
  draw_change = hammer_store_get_last_change (f->store);
  redrawn = dump_data (f->path);
  g_assert_cmpstr (redrawn, !=, drawn);
  g_assert_cmpuint (check_log_order (f->path, draw_change), >=, 3 * N_ENTRANTS);
  check_undo_redo (&f->store, f->path, draw_change, drawn, redrawn);

  /* Every match in playing order, the first side winning 2–0; the reset,
   * not needed then, is refused and the rest stored. The redone draw has
   * its matches back under their own ids. */
  n_stored = play_out (f->store, event_id);
  results_change = hammer_store_get_last_change (f->store);
  g_assert_cmpint (results_change, >, draw_change);
  played = dump_data (f->path);
  g_assert_cmpuint (check_log_order (f->path, results_change), >=, n_stored);

  check_undo_redo (&f->store, f->path, results_change, redrawn, played);
}

/* A new double elimination of N_ENTRANTS in @store, not drawn; its id. */
static gint64
new_event (HammerStore *store)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < N_ENTRANTS; i++)
    g_ptr_array_add (names, g_strdup_printf ("Speelster %02u", i + 1));
  g_ptr_array_add (names, NULL);
  return store_new_event (store, "Zomeropen", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 4, NULL,
                          (const char * const *) names->pdata, -1);
}

/* Draws @event_id of @store with seed 7; the draw's change. */
static gint64
draw (HammerStore *store,
      gint64       event_id)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (hammer_events_draw (store, event_id, TRUE, 7, &error));
  g_assert_no_error (error);
  return hammer_store_get_last_change (store);
}

static gint64
query_int (sqlite3    *db,
           const char *sql)
{
  sqlite3_stmt *stmt = NULL;
  gint64 value;

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return value;
}

/* The change log keeps each row as the array of its values (schema 17):
 * every snapshot of the draw and the results file is one, of as many
 * values as its table has columns, and the log is less than half the size
 * it was with the columns' names. A row as a change left it is a mark of
 * as many values (schema 23), and the log less than half the size it was
 * with a snapshot there. */
static void
test_compact_log (StoreFixture  *f,
                  gconstpointer  data)
{
  sqlite3 *db = NULL;
  gint64 event_id, marked, compact, named;

  event_id = new_event (f->store);
  draw (f->store, event_id);
  play_out (f->store, event_id);
  g_clear_object (&f->store);

  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows"), >=, 4 * N_ENTRANTS);
  g_assert_cmpint (query_int (db, "WITH c AS (SELECT before, after, (SELECT count(*)"
                                  " FROM pragma_table_info (table_name)"
                                  " WHERE name NOT LIKE '%\\_folded' ESCAPE '\\') AS n"
                                  " FROM change_rows) SELECT count(*) FROM c r WHERE"
                                  " (r.before IS NOT NULL AND (json_type (r.before) != 'array'"
                                  " OR json_array_length (r.before) != r.n))"
                                  " OR (r.after IS NOT NULL AND (r.after NOT GLOB"
                                  " '#[0-9]*:[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]"
                                  "[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]"
                                  "[0-9a-f][0-9a-f]'"
                                  " OR r.after != '#' || r.n || substr (r.after, instr (r.after,"
                                  " ':'))))"), ==, 0);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows WHERE after IS NOT NULL"),
                   >=, 3 * N_ENTRANTS);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows WHERE"
                                  " coalesce (before, '') || coalesce (after, '')"
                                  " LIKE '%event\\_id%' ESCAPE '\\'"), ==, 0);

  marked = query_int (db, "SELECT sum (length (coalesce (before, '') || coalesce (after, '')))"
                          " FROM change_rows");
  g_assert_cmpint (sqlite3_exec (db, "BEGIN;" TEST_SQL_BACK_TO_SCHEMA_22, NULL, NULL, NULL), ==,
                   SQLITE_OK);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows WHERE after IS NOT NULL"
                                  " AND json_type (after) = 'array'"), >=, 3 * N_ENTRANTS);
  compact = query_int (db, "SELECT sum (length (coalesce (before, '') || coalesce (after, '')))"
                           " FROM change_rows");
  g_assert_cmpint (sqlite3_exec (db, "ROLLBACK; BEGIN;" TEST_SQL_BACK_TO_SCHEMA_16, NULL, NULL,
                                 NULL), ==, SQLITE_OK);
  named = query_int (db, "SELECT sum (length (coalesce (before, '') || coalesce (after, '')))"
                         " FROM change_rows");
  g_assert_cmpint (sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL), ==, SQLITE_OK);
  g_test_message ("change log: %" G_GINT64_FORMAT " bytes with marks, %" G_GINT64_FORMAT
                  " with snapshots, %" G_GINT64_FORMAT " with the columns' names", marked,
                  compact, named);
  g_assert_cmpint (2 * marked, <, compact);
  g_assert_cmpint (2 * compact, <, named);
  sqlite3_close (db);
}

/* An event drawn and played out, the data at each stage and the changes
 * that made them; the store is closed after. */
typedef struct
{
  char  *undrawn;
  char  *drawn;
  char  *played;
  gint64 draw_change;
  gint64 results_change;
} PlayedEvent;

static void
played_event_clear (PlayedEvent *e)
{
  g_free (e->undrawn);
  g_free (e->drawn);
  g_free (e->played);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PlayedEvent, played_event_clear)

static void
play_event_and_close (StoreFixture *f,
                      PlayedEvent  *e)
{
  gint64 event_id = new_event (f->store);

  e->undrawn = dump_data (f->path);
  e->draw_change = draw (f->store, event_id);
  e->drawn = dump_data (f->path);
  play_out (f->store, event_id);
  e->results_change = hammer_store_get_last_change (f->store);
  e->played = dump_data (f->path);
  g_clear_object (&f->store);
}

/* The results file, then the draw, each undone and redone; the results
 * are taken back (the redo undone) before the draw is. */
static void
check_results_then_draw (StoreFixture      *f,
                         const PlayedEvent *e)
{
  g_autoptr(GError) error = NULL;

  check_undo_redo (&f->store, f->path, e->results_change, e->drawn, e->played);
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  check_undo_redo (&f->store, f->path, e->draw_change, e->undrawn, e->drawn);
}

/* A database whose change log was written with the columns' names (schema
 * 16) opens migrated: its draw and results file are undone and redone
 * exactly, and a snapshot that was damaged stays as it was, its undo
 * refused as a damaged record with nothing changed. */
static void
test_old_log_migrated (StoreFixture  *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_auto(PlayedEvent) e = { 0 };
  g_autofree char *after_refusal = NULL;
  g_autofree char *damaged = NULL;
  sqlite3 *db = NULL;

  play_event_and_close (f, &e);

  /* Back to schema 16, with a change whose snapshot is not JSON at all. */
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, TEST_SQL_BACK_TO_SCHEMA_16
                                 "INSERT INTO changes (id, description)"
                                 " VALUES (100000, 'Add Damaged');"
                                 "INSERT INTO change_rows (change_id, seq, table_name, row_id,"
                                 " before, after) VALUES (100000, 0, 'players', 999999,"
                                 " '{\"id\": 999999, \"name\": ', NULL);"
                                 "PRAGMA user_version = 16;", NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows"
                                  " WHERE json_type (after) = 'object'"), >=, 4 * N_ENTRANTS);
  sqlite3_close (db);

  reopen (&f->store, f->path);
  g_assert_cmpint (hammer_store_get_schema_version (f->store), ==, HAMMER_STORE_SCHEMA_VERSION);
  damaged = dump_data (f->path);
  g_assert_cmpstr (damaged, ==, e.played);
  g_assert_false (hammer_store_undo (f->store, 100000, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  g_clear_error (&error);
  after_refusal = dump_data (f->path);
  g_assert_cmpstr (after_refusal, ==, e.played);
  db = hammer_store_get_db (f->store);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows WHERE change_id = 100000"
                                  " AND before = '{\"id\": 999999, \"name\": '"), ==, 1);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows WHERE change_id < 100000"
                                  " AND (json_type (before) = 'object'"
                                  " OR json_type (after) = 'object')"), ==, 0);

  check_results_then_draw (f, &e);
}

/* A database of schema 22, whose change log kept each row after a change
 * as a snapshot, opens migrated with its log as it was: its results file
 * is refused while the draw is built on it, then the results and the draw
 * are undone and redone exactly, the changes made since logged with marks
 * beside the snapshots. */
static void
test_schema_22_log (StoreFixture  *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_auto(PlayedEvent) e = { 0 };
  g_autofree char *migrated = NULL;
  sqlite3 *db = NULL;
  gint64 snapshots;

  play_event_and_close (f, &e);

  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, TEST_SQL_BACK_TO_SCHEMA_22 "PRAGMA user_version = 22;",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows WHERE after GLOB '#*'"), ==,
                   0);
  snapshots = query_int (db, "SELECT count(*) FROM change_rows WHERE CASE WHEN json_valid (after)"
                         " THEN json_type (after) END = 'array'");
  g_assert_cmpint (snapshots, >=, 3 * N_ENTRANTS);
  sqlite3_close (db);

  reopen (&f->store, f->path);
  g_assert_cmpint (hammer_store_get_schema_version (f->store), ==, HAMMER_STORE_SCHEMA_VERSION);
  migrated = dump_data (f->path);
  g_assert_cmpstr (migrated, ==, e.played);

  g_assert_false (hammer_store_undo (f->store, e.draw_change, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  check_results_then_draw (f, &e);

  db = hammer_store_get_db (f->store);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows WHERE CASE WHEN"
                                  " json_valid (after) THEN json_type (after) END = 'array'"), ==,
                   snapshots);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM change_rows WHERE after GLOB '#*'"), >=,
                   3 * N_ENTRANTS);
}

/* The mark of @change's first logged match, remade over the first
 * @n_columns columns of the match as it is now, as a mark made before a
 * migration appended the others has it; @hash, when not %NULL, in place
 * of the hash. */
static void
remark_first_match (sqlite3    *db,
                    gint64      change,
                    guint       n_columns,
                    const char *hash)
{
  g_autoptr(GString) sql = g_string_new ("UPDATE change_rows SET after = ");
  sqlite3_stmt *stmt = NULL;

  if (hash != NULL)
    g_string_append_printf (sql, "'#%u:%s'", n_columns, hash);
  else
    {
      g_string_append (sql, "(SELECT hammer_row_mark (");
      g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT name FROM pragma_table_info ('matches')"
                                               " ORDER BY cid", -1, &stmt, NULL), ==, SQLITE_OK);
      for (guint n = 0; n < n_columns && sqlite3_step (stmt) == SQLITE_ROW; n++)
        g_string_append_printf (sql, "%s%s", n > 0 ? ", " : "", sqlite3_column_text (stmt, 0));
      sqlite3_finalize (stmt);
      g_string_append (sql, ") FROM matches WHERE id = change_rows.row_id)");
    }
  g_string_append_printf (sql, " WHERE change_id = %" G_GINT64_FORMAT " AND seq = (SELECT min (seq)"
                          " FROM change_rows WHERE change_id = %" G_GINT64_FORMAT
                          " AND table_name = 'matches')", change, change);
  g_assert_cmpint (sqlite3_exec (db, sql->str, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_changes (db), ==, 1);
}

/* A mark made before a migration appended columns to its table hashes the
 * columns the table had: undo compares those, and still refuses a row
 * that is not as the change left it. */
static void
test_mark_of_fewer_columns (StoreFixture  *f,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *undrawn = NULL;
  g_autofree char *drawn = NULL;
  g_autofree char *refused = NULL;
  g_autofree char *undone = NULL;
  sqlite3 *db;
  gint64 event_id, draw_change;

  event_id = new_event (f->store);
  undrawn = dump_data (f->path);
  draw_change = draw (f->store, event_id);
  drawn = dump_data (f->path);
  db = hammer_store_get_db (f->store);

  remark_first_match (db, draw_change, 3, "0123456789abcdef");
  g_assert_false (hammer_store_undo (f->store, draw_change, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  refused = dump_data (f->path);
  g_assert_cmpstr (refused, ==, drawn);

  remark_first_match (db, draw_change, 3, NULL);
  g_assert_true (hammer_store_undo (f->store, draw_change, &error));
  g_assert_no_error (error);
  undone = dump_data (f->path);
  g_assert_cmpstr (undone, ==, undrawn);
}

/* A batch given a row that is not there is refused naming it, and the
 * change it was part of leaves nothing behind. */
static void
test_missing_row (StoreFixture  *f,
                  gconstpointer  data)
{
  const char * const names[] = { "Anna", "Bert", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_auto(HammerStoreTx) tx = { 0 };
  gint64 event_id, ids[3];
  gint64 last_change;
  guint first_seq = 99;

  event_id = store_new_event (f->store, "Clubavond", "table", HAMMER_FORMAT_ROUND_ROBIN, 1, NULL,
                              names, -1);
  g_assert_cmpint (event_id, >, 0);
  last_change = hammer_store_get_last_change (f->store);
  before = dump_data (f->path);

  g_assert_true (hammer_store_tx_begin (&tx, hammer_store_get_db (f->store), "Test", &error));
  g_assert_no_error (error);
  ids[0] = 1;
  ids[1] = 999;
  ids[2] = 2;
  g_assert_false (hammer_store_tx_log_rows_before (&tx, "entrants", ids, G_N_ELEMENTS (ids),
                                                   &first_seq, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "999"));
  g_clear_error (&error);

  g_assert_false (hammer_store_tx_log_new_rows (&tx, "matches", 500, 503, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "500"));
  hammer_store_tx_rollback (&tx);

  after = dump_data (f->path);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, last_change);
}

/* Whether hammer_row_array() writes @n values, each bound by @bind, as
 * json_array() writes them, byte for byte: a snapshot of either compares
 * equal with one of the other. */
static void
assert_same_array (sqlite3 *db,
                   void   (*bind) (sqlite3_stmt *stmt,
                                   int           index,
                                   gpointer      data),
                   gpointer data)
{
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT hammer_row_array (?1, ?1, 7),"
                                           " json_array (?1, ?1, 7)", -1, &stmt, NULL),
                   ==, SQLITE_OK);
  bind (stmt, 1, data);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_bytes (stmt, 0), ==, sqlite3_column_bytes (stmt, 1));
  g_assert_cmpmem (sqlite3_column_text (stmt, 0), sqlite3_column_bytes (stmt, 0),
                   sqlite3_column_text (stmt, 1), sqlite3_column_bytes (stmt, 1));
  sqlite3_finalize (stmt);
}

static void
bind_text (sqlite3_stmt *stmt,
           int           index,
           gpointer      data)
{
  GString *text = data;

  sqlite3_bind_text (stmt, index, text->str, (int) text->len, SQLITE_TRANSIENT);
}

static void
bind_int (sqlite3_stmt *stmt,
          int           index,
          gpointer      data)
{
  sqlite3_bind_int64 (stmt, index, *(gint64 *) data);
}

static void
bind_real (sqlite3_stmt *stmt,
           int           index,
           gpointer      data)
{
  sqlite3_bind_double (stmt, index, *(double *) data);
}

static void
bind_null (sqlite3_stmt *stmt,
           int           index,
           gpointer      data)
{
  sqlite3_bind_null (stmt, index);
}

/* The change log's snapshots are written by hammer_row_array() (issue 28),
 * those of older files by json_array(): the two write the same text for
 * every character a text can hold (each byte of ASCII, a NUL within a
 * text, letters of other scripts), every kind of number and NULL, so that
 * undo finds a row as an old change left it. A BLOB is refused by both. */
static void
test_row_array_as_json_array (StoreFixture  *f,
                              gconstpointer  data)
{
  sqlite3 *db = hammer_store_get_db (f->store);
  const char *texts[] = { "", "Anna", "O\"Brien \\ Smit", "Zoë Ünal 😀 ﬁ", "a/b</script>",
                          "tab\there", "{\"games\": [{\"ends\": [{\"points\": [2, 0]}]}]}" };
  gint64 ints[] = { 0, 1, -1, 42, G_MAXINT64, G_MININT64, 9007199254740993 };
  double reals[] = { 0.0, -0.0, 0.1, 1.5, -2.25, 100.0, 1e300, 1e-7, 3.141592653589793,
                     1.0 / 3.0, INFINITY, -INFINITY };
  sqlite3_stmt *stmt = NULL;

  for (guint c = 0; c < 128; c++)
    {
      g_autoptr(GString) text = g_string_new ("x");

      g_string_append_c (text, (char) c);
      g_string_append (text, "y");
      assert_same_array (db, bind_text, text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GString) text = g_string_new (texts[i]);

      assert_same_array (db, bind_text, text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (ints); i++)
    assert_same_array (db, bind_int, &ints[i]);
  for (guint i = 0; i < G_N_ELEMENTS (reals); i++)
    assert_same_array (db, bind_real, &reals[i]);
  assert_same_array (db, bind_null, NULL);

  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT hammer_row_array (1, x'00ff')", -1, &stmt,
                                       NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ERROR);
  sqlite3_finalize (stmt);
}

/* The snapshot json_array() makes of row @id of @table, as older files
 * have it, with the columns' values in the table's order; its mark
 * (hammer_row_mark(), schema 23) in *@mark. */
static char *
json_array_snapshot (sqlite3     *db,
                     const char  *table,
                     gint64       id,
                     char       **mark)
{
  g_autoptr(GString) columns = g_string_new (NULL);
  g_autofree char *sql = NULL;
  sqlite3_stmt *stmt = NULL;
  g_autofree char *pragma = g_strdup_printf ("SELECT name FROM pragma_table_info ('%s')"
                                             " WHERE name NOT LIKE '%%\\_folded' ESCAPE '\\'"
                                             " ORDER BY cid", table);
  char *snapshot;

  g_assert_cmpint (sqlite3_prepare_v2 (db, pragma, -1, &stmt, NULL), ==, SQLITE_OK);
  for (guint n = 0; sqlite3_step (stmt) == SQLITE_ROW; n++)
    g_string_append_printf (columns, "%s\"%s\"", n > 0 ? ", " : "", sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sql = g_strdup_printf ("SELECT json_array (%s), hammer_row_mark (%s) FROM %s WHERE id = ?",
                         columns->str, columns->str, table);

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, id);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  snapshot = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  *mark = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  sqlite3_finalize (stmt);
  return snapshot;
}

/* A results file and its draw with names that JSON escapes: the last
 * entry of every row they touched marks the row as it is (schema 23).
 * Written over with json_array()'s own snapshots, as a file of an older
 * Hammer holds them, the results and then the draw are undone and redone
 * exactly: the log may hold both. */
static void
test_old_log_rows (StoreFixture  *f,
                   gconstpointer  data)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *undrawn = NULL;
  g_autofree char *drawn = NULL;
  g_autofree char *played = NULL;
  sqlite3_stmt *stmt = NULL;
  sqlite3_stmt *update = NULL;
  sqlite3 *db;
  gint64 event_id, draw_change, results_change;
  guint n_rows = 0;

  for (guint i = 0; i < N_ENTRANTS; i++)
    g_ptr_array_add (names, g_strdup_printf ("Sp\"el\\er\t%02u ☃", i + 1));
  g_ptr_array_add (names, NULL);
  event_id = store_new_event (f->store, "Winter \"Open\"", "table",
                              HAMMER_FORMAT_DOUBLE_ELIMINATION, 4, NULL,
                              (const char * const *) names->pdata, -1);
  undrawn = dump_data (f->path);
  draw_change = draw (f->store, event_id);
  drawn = dump_data (f->path);
  play_out (f->store, event_id);
  results_change = hammer_store_get_last_change (f->store);
  played = dump_data (f->path);

  /* Each row's last entry marks the row as it is now (schema 23). */
  db = hammer_store_get_db (f->store);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT r.table_name, r.row_id, r.after, r.change_id,"
                                           " r.seq FROM change_rows r WHERE r.after IS NOT NULL"
                                           " AND r.change_id >= ?1 AND NOT EXISTS (SELECT 1"
                                           " FROM change_rows o WHERE o.table_name = r.table_name"
                                           " AND o.row_id = r.row_id AND (o.change_id > r.change_id"
                                           " OR (o.change_id = r.change_id AND o.seq > r.seq)))",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "UPDATE change_rows SET after = ?1"
                                           " WHERE change_id = ?2 AND seq = ?3", -1, &update,
                                       NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, draw_change);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      g_autofree char *mark = NULL;
      g_autofree char *old = json_array_snapshot (db, (const char *) sqlite3_column_text (stmt, 0),
                                                  sqlite3_column_int64 (stmt, 1), &mark);

      g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 2), ==, mark);
      sqlite3_bind_text (update, 1, old, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64 (update, 2, sqlite3_column_int64 (stmt, 3));
      sqlite3_bind_int64 (update, 3, sqlite3_column_int64 (stmt, 4));
      g_assert_cmpint (sqlite3_step (update), ==, SQLITE_DONE);
      sqlite3_reset (update);
      n_rows++;
    }
  sqlite3_finalize (update);
  sqlite3_finalize (stmt);
  /* The matches, the entrants and the event at least. */
  g_assert_cmpuint (n_rows, >=, 3 * N_ENTRANTS);

  check_undo_redo (&f->store, f->path, results_change, drawn, played);
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  check_undo_redo (&f->store, f->path, draw_change, undrawn, drawn);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/draw-undo/draw-and-results", StoreFixture, NULL, store_fixture_set_up,
              test_draw_and_results, store_fixture_tear_down);
  g_test_add ("/draw-undo/compact-log", StoreFixture, NULL, store_fixture_set_up,
              test_compact_log, store_fixture_tear_down);
  g_test_add ("/draw-undo/old-log-migrated", StoreFixture, NULL, store_fixture_set_up,
              test_old_log_migrated, store_fixture_tear_down);
  g_test_add ("/draw-undo/row-array-as-json-array", StoreFixture, NULL, store_fixture_set_up,
              test_row_array_as_json_array, store_fixture_tear_down);
  g_test_add ("/draw-undo/old-log-rows", StoreFixture, NULL, store_fixture_set_up,
              test_old_log_rows, store_fixture_tear_down);
  g_test_add ("/draw-undo/schema-22-log", StoreFixture, NULL, store_fixture_set_up,
              test_schema_22_log, store_fixture_tear_down);
  g_test_add ("/draw-undo/mark-of-fewer-columns", StoreFixture, NULL, store_fixture_set_up,
              test_mark_of_fewer_columns, store_fixture_tear_down);
  g_test_add ("/draw-undo/missing-row", StoreFixture, NULL, store_fixture_set_up,
              test_missing_row, store_fixture_tear_down);

  return g_test_run ();
}
