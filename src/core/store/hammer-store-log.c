/* hammer-store-log.c — the change log: snapshots of rows as they were and
 * are, written in the change's transaction
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-decimal.h"
#include "hammer-error.h"
#include "hammer-change-set-private.h"
#include "hammer-store-private.h"

gboolean
hammer_store_is_logged_table (const char *table)
{
  /* The list is the change sets': names spliced into SQL are only these. */
  return _hammer_table_from_name (table, NULL);
}

/* The change log keeps a row as the JSON array of its columns' values, in
 * the table's order (schema 17): without the names, which made up most of
 * each snapshot, it is less than half the size to write, read and compare.
 * The row as a change left it is kept as a mark only (schema 23,
 * hammer-store-marks.c says why).
 * The roster's folded keys are left out: they derive from the row's own
 * columns, and its triggers write them again when undo puts the row back.
 * A migration that adds a column appends its value to the table's
 * snapshots, as the column reads in the rows there are; one that moves
 * columns rewrites them.
 *
 * The SQL of one logged table: the snapshot of a row, made by SQLite
 * itself, and the change log's inserts, which take the row's snapshot after
 * the change in the same step. */
typedef struct
{
  char **columns;    /* the names of the snapshot's values, in order */
  guint n_columns;
  char *snapshot;
  char *snapshot_mark;  /* the snapshot and the mark of row ?1 as it is now */
  char *log;
  char *log_new;     /* rows ?3 to ?4, new in this change, in the order of their ids */
  char *hold;        /* the rows of the JSON array ?2, in its order, logged from place ?1 */
  char *log_held;    /* the marks of the rows logged at places ?2 to ?3, as they are now */
  char *restore;     /* the row of snapshot ?1 put back: none when it is not the table's */
} TableSql;

/* The upsert that puts back the row of snapshot ?1: nothing when ?1 is not
 * an array of @n_columns values. An upsert, not INSERT OR REPLACE: a
 * replace would delete the row first and fire the ON DELETE actions of the
 * rows that point at it. */
static char *
restore_sql (const char  *table,
             char       **columns,
             guint        n_columns)
{
  GString *sql = g_string_new (NULL);

  g_string_append_printf (sql, "INSERT INTO %s (%s", table, columns[0]);
  for (guint i = 1; i < n_columns; i++)
    g_string_append_printf (sql, ", %s", columns[i]);
  g_string_append (sql, ") SELECT json_extract (?1, '$[0]')");
  for (guint i = 1; i < n_columns; i++)
    g_string_append_printf (sql, ", json_extract (?1, '$[%u]')", i);
  g_string_append_printf (sql, " WHERE CASE WHEN json_valid (?1) THEN json_array_length (?1) END"
                          " = %u ON CONFLICT (id) DO UPDATE SET ", n_columns);
  for (guint i = 0, n = 0; i < n_columns; i++)
    if (!g_str_equal (columns[i], "id"))
      g_string_append_printf (sql, "%s%s = excluded.%s", n++ > 0 ? ", " : "", columns[i],
                              columns[i]);
  return g_string_free (sql, FALSE);
}

static TableSql *
table_sql_new (sqlite3    *db,
               const char *table)
{
  g_autoptr(sqlite3_stmt) columns = NULL;
  g_autofree char *pragma = g_strdup_printf ("PRAGMA table_info(%s)", table);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GString) array = g_string_new ("hammer_row_array(");
  g_autoptr(GString) of_t = g_string_new ("hammer_row_array(");
  g_autoptr(GString) mark = g_string_new ("hammer_row_mark(");
  g_autoptr(GString) mark_of_t = g_string_new ("hammer_row_mark(");
  TableSql *sql = g_new0 (TableSql, 1);

  /* of_t names the columns of "t": json_each() has an "id" of its own. */
  if (sqlite3_prepare_v2 (db, pragma, -1, &columns, NULL) == SQLITE_OK)
    while (sqlite3_step (columns) == SQLITE_ROW)
      {
        const char *name = (const char *) sqlite3_column_text (columns, 1);
        gboolean first = sql->n_columns == 0;

        if (g_str_has_suffix (name, "_folded"))
          continue;
        g_strv_builder_add (names, name);
        sql->n_columns++;
        g_string_append_printf (array, "%s%s", first ? "" : ", ", name);
        g_string_append_printf (of_t, "%st.%s", first ? "" : ", ", name);
        g_string_append_printf (mark, "%s%s", first ? "" : ", ", name);
        g_string_append_printf (mark_of_t, "%st.%s", first ? "" : ", ", name);
      }
  g_string_append_c (array, ')');
  g_string_append_c (of_t, ')');
  g_string_append_c (mark, ')');
  g_string_append_c (mark_of_t, ')');
  sql->columns = g_strv_builder_end (names);
  sql->snapshot = g_strdup_printf ("SELECT %s FROM %s WHERE id = ?", array->str, table);
  sql->snapshot_mark = g_strdup_printf ("SELECT %s, %s FROM %s WHERE id = ?", array->str,
                                        mark->str, table);
  sql->log = g_strdup_printf ("INSERT INTO change_rows (change_id, seq, table_name, row_id,"
                              " before, after) VALUES (?1, ?2, '%s', ?3, ?4,"
                              " (SELECT %s FROM %s WHERE id = ?3))", table, mark->str, table);
  sql->log_new = g_strdup_printf ("INSERT INTO change_rows (change_id, seq, table_name, row_id,"
                                  " before, after) SELECT ?1, ?2 + id - ?3, '%s', id, NULL, %s"
                                  " FROM %s WHERE id BETWEEN ?3 AND ?4 ORDER BY id", table,
                                  mark->str, table);
  /* Held with a mark of the right size in place of the one log_held gives
   * it: SQLite then writes that one over it where it is, where a row that
   * grew would be moved, and its page split (a third of the cost of
   * logging a batch; issue 28). */
  sql->hold = g_strdup_printf ("INSERT INTO change_rows (change_id, seq, table_name, row_id,"
                               " before, after) SELECT ?3, ?1 + j.key, '%s', t.id, %s,"
                               " '#%u:%016x' FROM json_each (?2) j JOIN %s t ON t.id = j.value",
                               table, of_t->str, sql->n_columns, 0, table);
  sql->log_held = g_strdup_printf ("UPDATE change_rows SET after = (SELECT %s FROM %s t"
                                   " WHERE t.id = change_rows.row_id) WHERE change_id = ?1"
                                   " AND seq BETWEEN ?2 AND ?3", mark_of_t->str, table);
  if (sql->n_columns > 0)
    sql->restore = restore_sql (table, sql->columns, sql->n_columns);
  return sql;
}

/* The column lists are the same on every connection of one schema. */
static const TableSql *
table_sql (sqlite3    *db,
           const char *table)
{
  static GMutex lock;
  static GHashTable *sql_by_table;
  TableSql *sql;

  g_mutex_lock (&lock);
  if (sql_by_table == NULL)
    sql_by_table = g_hash_table_new (g_str_hash, g_str_equal);
  sql = g_hash_table_lookup (sql_by_table, table);
  if (sql == NULL)
    {
      sql = table_sql_new (db, table);
      g_hash_table_insert (sql_by_table, (gpointer) g_intern_string (table), sql);
    }
  g_mutex_unlock (&lock);
  return sql;
}

/* The place of @column in the snapshots of @table, or -1. */
static int
column_index (const TableSql *sql,
              const char     *column)
{
  for (guint i = 0; i < sql->n_columns; i++)
    if (g_str_equal (sql->columns[i], column))
      return (int) i;
  return -1;
}

/* hammer_snapshot_path(TABLE, COLUMN): the JSON path of COLUMN's value in a
 * snapshot of TABLE, for json_extract(); NULL when the table is not logged
 * or has no such column. How SQL reads a snapshot by its columns' names. */
static void
snapshot_path_function (sqlite3_context  *context,
                        int               argc,
                        sqlite3_value   **argv)
{
  const char *table = (const char *) sqlite3_value_text (argv[0]);
  const char *column = (const char *) sqlite3_value_text (argv[1]);
  int index;

  if (table == NULL || column == NULL || !hammer_store_is_logged_table (table) ||
      (index = column_index (table_sql (sqlite3_context_db_handle (context), table),
                             column)) < 0)
    {
      sqlite3_result_null (context);
      return;
    }
  sqlite3_result_text (context, g_strdup_printf ("$[%d]", index), -1, g_free);
}

/* Writes @text (@length bytes) at @out as a JSON string, escaped as
 * SQLite's json_array() escapes it: a backslash before '"' and '\\', the
 * short forms of backspace, tab, newline, form feed and return, \u00xx
 * for the other control characters, every other byte as it is. @out has
 * room for 6 bytes a byte and 2 more; returns the end of what it wrote. */
static char *
write_json_string (char        *out,
                   const char  *text,
                   gsize        length)
{
  /* 0: as it is; 1: after a backslash; 'u': as \u00xx; else its short form. */
  static const char escape[256] = {
    ['\0'] = 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'b', 't', 'n', 'u', 'f', 'r', 'u', 'u',
    'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u', 'u',
    ['"'] = 1, ['\\'] = 1,
  };
  static const char hex[] = "0123456789abcdef";

  *out++ = '"';
  for (gsize i = 0; i < length; i++)
    {
      guchar c = (guchar) text[i];
      char how = escape[c];

      if (G_LIKELY (how == 0))
        *out++ = (char) c;
      else if (how == 1)
        {
          *out++ = '\\';
          *out++ = (char) c;
        }
      else if (how != 'u')
        {
          *out++ = '\\';
          *out++ = how;
        }
      else
        {
          memcpy (out, "\\u00", 4);
          out[4] = hex[c >> 4];
          out[5] = hex[c & 0xf];
          out += 6;
        }
    }
  *out++ = '"';
  return out;
}

char *
hammer_store_ids_to_json (const gint64 *ids,
                          guint         n_ids,
                          gsize        *length)
{
  char *list, *end;

  g_return_val_if_fail (ids != NULL || n_ids == 0, NULL);

  /* A comma and at most 20 bytes an id, the brackets and a NUL. */
  end = list = g_malloc ((gsize) n_ids * 21 + 3);
  *end++ = '[';
  for (guint i = 0; i < n_ids; i++)
    {
      if (i > 0)
        *end++ = ',';
      end = hammer_write_decimal (end, ids[i]);
    }
  *end++ = ']';
  *end = '\0';
  if (length != NULL)
    *length = (gsize) (end - list);
  return list;
}

/* The room a real takes as SQLite writes it, at most. */
#define REAL_ROOM 100

/* hammer_row_array(VALUE, …): the JSON array of the values, the same text
 * json_array() makes of them, byte for byte, so that a snapshot made by
 * either compares equal with one made by the other. Every snapshot of the
 * change log is made with it: SQLite's json_array() goes through a value
 * and a growing buffer character by character, and the result of a match
 * (JSON in a text) is most of a snapshot; written straight into a buffer
 * of the size it can take, it costs less (issue 28). A BLOB is refused, as
 * json_array() refuses it. */
static void
row_array_function (sqlite3_context  *context,
                    int               argc,
                    sqlite3_value   **argv)
{
  gsize room = 2 + (gsize) argc;
  char *array, *out;

  for (int i = 0; i < argc; i++)
    switch (sqlite3_value_type (argv[i]))
      {
      case SQLITE_TEXT:
        /* The text first: its length in bytes is then of its UTF-8. */
        sqlite3_value_text (argv[i]);
        room += 2 + 6 * (gsize) sqlite3_value_bytes (argv[i]);
        break;
      case SQLITE_BLOB:
        sqlite3_result_error (context, "JSON cannot hold BLOB values", -1);
        return;
      default:
        room += REAL_ROOM;
        break;
      }

  out = array = g_malloc (room);
  *out++ = '[';
  for (int i = 0; i < argc; i++)
    {
      if (i > 0)
        *out++ = ',';
      switch (sqlite3_value_type (argv[i]))
        {
        case SQLITE_INTEGER:
          out = hammer_write_decimal (out, sqlite3_value_int64 (argv[i]));
          break;
        case SQLITE_FLOAT:
          /* SQLite's own formatting of a real, as json_array() uses it. */
          sqlite3_snprintf (REAL_ROOM, out, "%!.15g", sqlite3_value_double (argv[i]));
          out += strlen (out);
          break;
        case SQLITE_TEXT:
          out = write_json_string (out, (const char *) sqlite3_value_text (argv[i]),
                                   (gsize) sqlite3_value_bytes (argv[i]));
          break;
        case SQLITE_NULL:
        default:
          memcpy (out, "null", 4);
          out += 4;
          break;
        }
    }
  *out++ = ']';
  sqlite3_result_text64 (context, array, (sqlite3_uint64) (out - array), g_free, SQLITE_UTF8);
}

gboolean
hammer_store_register_log_functions (sqlite3  *db,
                                     GError  **error)
{
  int rc = sqlite3_create_function (db, "hammer_snapshot_path", 2,
                                    SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, NULL,
                                    snapshot_path_function, NULL, NULL);

  if (rc == SQLITE_OK)
    rc = sqlite3_create_function (db, "hammer_row_array", -1,
                                  SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, NULL,
                                  row_array_function, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not open the database"), error);
      return FALSE;
    }
  return hammer_store_register_mark_functions (db, error);
}

char *
hammer_store_snapshot_value (sqlite3     *db,
                             const char  *table,
                             const char  *snapshot,
                             const char  *column)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *path = NULL;
  char *value = NULL;
  int index;

  g_return_val_if_fail (hammer_store_is_logged_table (table), NULL);

  if (snapshot == NULL || (index = column_index (table_sql (db, table), column)) < 0 ||
      sqlite3_prepare_v2 (db, "SELECT CASE WHEN json_valid (?1) THEN json_extract (?1, ?2) END",
                          -1, &stmt, NULL) != SQLITE_OK)
    return NULL;
  path = g_strdup_printf ("$[%d]", index);
  sqlite3_bind_text (stmt, 1, snapshot, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, path, -1, SQLITE_STATIC);
  if (sqlite3_step (stmt) == SQLITE_ROW && sqlite3_column_type (stmt, 0) != SQLITE_NULL)
    value = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  return value;
}

int
hammer_store_restore_snapshot (sqlite3     *db,
                               const char  *table,
                               const char  *snapshot)
{
  const TableSql *sql;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (hammer_store_is_logged_table (table), SQLITE_MISUSE);
  g_return_val_if_fail (snapshot != NULL, SQLITE_MISUSE);

  sql = table_sql (db, table);
  if (sql->restore == NULL || !(stmt = hammer_store_borrow_statement (db, sql->restore, NULL)))
    return SQLITE_ERROR;
  sqlite3_bind_text (stmt, 1, snapshot, -1, SQLITE_STATIC);
  rc = sqlite3_step (stmt);
  /* Not an array of the table's values: the snapshot is not the table's. */
  if (rc == SQLITE_DONE && sqlite3_changes64 (db) == 0)
    rc = SQLITE_FORMAT;
  /* Reset before the caller reads the message of a failed step: the
   * message stays the connection's until its next statement. */
  sqlite3_reset (stmt);
  return rc;
}

/* Runs @sql, a snapshot of row @row_id and, when @mark is not %NULL, its
 * mark after it. */
static char *
read_snapshot (sqlite3     *db,
               const char  *sql,
               gint64       row_id,
               char       **mark,
               GError     **error)
{
  sqlite3_stmt *stmt;
  char *snapshot = NULL;
  int rc;

  if (!(stmt = hammer_store_borrow_statement (db, sql, error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, row_id);

  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      snapshot = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      if (mark != NULL)
        *mark = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
    }
  else if (rc != SQLITE_DONE)
    hammer_store_set_error (db, rc, _("Could not read the database"), error);
  sqlite3_reset (stmt);
  return snapshot;
}

char *
hammer_store_snapshot_row (sqlite3     *db,
                           const char  *table,
                           gint64       row_id,
                           GError     **error)
{
  g_return_val_if_fail (hammer_store_is_logged_table (table), NULL);

  return read_snapshot (db, table_sql (db, table)->snapshot, row_id, NULL, error);
}

char *
hammer_store_snapshot_row_marked (sqlite3     *db,
                                  const char  *table,
                                  gint64       row_id,
                                  char       **mark,
                                  GError     **error)
{
  g_return_val_if_fail (hammer_store_is_logged_table (table), NULL);
  g_return_val_if_fail (mark != NULL, NULL);

  *mark = NULL;
  return read_snapshot (db, table_sql (db, table)->snapshot_mark, row_id, mark, error);
}

gboolean
hammer_store_row_is_as_logged (sqlite3     *db,
                               const char  *table,
                               gint64       row_id,
                               const char  *current,
                               const char  *current_mark,
                               const char  *after)
{
  const TableSql *sql;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GString) text = NULL;
  guint n = hammer_store_row_mark_columns (after);

  g_return_val_if_fail (hammer_store_is_logged_table (table), FALSE);

  /* A snapshot of schema 22 or before, or none (the row was removed). */
  if (n == 0)
    return g_strcmp0 (current, after) == 0;
  sql = table_sql (db, table);
  if (current == NULL || n > sql->n_columns)
    return FALSE;
  if (n == sql->n_columns)
    return g_strcmp0 (current_mark, after) == 0;

  /* Made before a migration appended columns: the mark of the first @n. */
  text = g_string_new ("SELECT hammer_row_mark(");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", sql->columns[i]);
  g_string_append_printf (text, ") FROM %s WHERE id = ?", table);
  if (sqlite3_prepare_v2 (db, text->str, -1, &stmt, NULL) != SQLITE_OK)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, row_id);
  return sqlite3_step (stmt) == SQLITE_ROW &&
         g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0), after) == 0;
}

/* Whether row @id of @table is there: for the message of a batch that
 * found fewer rows than it was given. */
static gboolean
hammer_store_row_exists (sqlite3    *db,
                         const char *table,
                         gint64      id)
{
  g_autofree char *snapshot = hammer_store_snapshot_row (db, table, id, NULL);

  return snapshot != NULL;
}

void
hammer_store_set_not_found (const char  *table,
                            gint64       id,
                            GError     **error)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               g_str_equal (table, "clubs")
                 ? _("There is no club with number %" PRId64)
                 : g_str_equal (table, "players")
                     ? _("There is no player with number %" PRId64)
                     : _("Row %" PRId64 " is missing from the database"), id);
}

char *
hammer_store_snapshot_existing (sqlite3     *db,
                                const char  *table,
                                gint64       id,
                                GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  char *snapshot = hammer_store_snapshot_row (db, table, id, &local_error);

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (snapshot == NULL)
    hammer_store_set_not_found (table, id, error);
  return snapshot;
}

gboolean
hammer_store_tx_log_row (HammerStoreTx  *tx,
                         const char     *table,
                         gint64          row_id,
                         const char     *before,
                         GError        **error)
{
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (hammer_store_is_logged_table (table), FALSE);

  /* One step: the snapshot after the change never leaves SQLite. */
  if (!(stmt = hammer_store_borrow_statement (tx->db, table_sql (tx->db, table)->log, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, tx->change_id);
  sqlite3_bind_int64 (stmt, 2, tx->seq++);
  sqlite3_bind_int64 (stmt, 3, row_id);
  /* @before outlives the step: no copy. */
  if (before != NULL && *before != '\0')
    sqlite3_bind_text (stmt, 4, before, -1, SQLITE_STATIC);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_store_tx_log_new_rows (HammerStoreTx  *tx,
                              const char     *table,
                              gint64          first_id,
                              gint64          last_id,
                              GError        **error)
{
  sqlite3_stmt *stmt;
  gint64 n = last_id - first_id + 1;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (hammer_store_is_logged_table (table), FALSE);
  g_return_val_if_fail (first_id > 0 && n > 0, FALSE);

  if (!(stmt = hammer_store_borrow_statement (tx->db, table_sql (tx->db, table)->log_new, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, tx->change_id);
  sqlite3_bind_int64 (stmt, 2, tx->seq);
  sqlite3_bind_int64 (stmt, 3, first_id);
  sqlite3_bind_int64 (stmt, 4, last_id);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  /* A row missing from the run would leave a gap in the log's order. */
  if (sqlite3_changes64 (tx->db) != n)
    {
      for (gint64 id = first_id; id <= last_id; id++)
        if (!hammer_store_row_exists (tx->db, table, id))
          {
            hammer_store_set_not_found (table, id, error);
            break;
          }
      return FALSE;
    }
  tx->seq += n;
  return TRUE;
}

/* The rows of a batch are logged as they were in one INSERT, before the
 * change; one UPDATE then gives each its mark as the change left it
 * (hammer_store_tx_log_rows_after()). The marks are small: writing the log
 * rows twice costs less than holding the snapshots elsewhere until then. */
gboolean
hammer_store_tx_log_rows_before (HammerStoreTx  *tx,
                                 const char     *table,
                                 const gint64   *ids,
                                 guint           n_ids,
                                 guint          *first_seq,
                                 GError        **error)
{
  g_autofree char *list = NULL;
  gsize length;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (hammer_store_is_logged_table (table), FALSE);
  g_return_val_if_fail (ids != NULL || n_ids == 0, FALSE);
  g_return_val_if_fail (first_seq != NULL, FALSE);

  *first_seq = tx->seq;
  if (n_ids == 0)
    return TRUE;
  list = hammer_store_ids_to_json (ids, n_ids, &length);

  if (!(stmt = hammer_store_borrow_statement (tx->db, table_sql (tx->db, table)->hold, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, tx->seq);
  sqlite3_bind_text (stmt, 2, list, (int) length, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, tx->change_id);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  if (sqlite3_changes64 (tx->db) != n_ids)
    {
      /* The change goes on without the rows the batch did log. */
      if ((stmt = hammer_store_borrow_statement (tx->db, "DELETE FROM change_rows"
                                                 " WHERE change_id = ?1 AND seq >= ?2", NULL)))
        {
          sqlite3_bind_int64 (stmt, 1, tx->change_id);
          sqlite3_bind_int64 (stmt, 2, tx->seq);
          sqlite3_step (stmt);
          sqlite3_reset (stmt);
        }
      for (guint i = 0; i < n_ids; i++)
        if (!hammer_store_row_exists (tx->db, table, ids[i]))
          {
            hammer_store_set_not_found (table, ids[i], error);
            break;
          }
      return FALSE;
    }
  /* The places are the rows', their marks given later. */
  tx->seq += n_ids;
  return TRUE;
}

gboolean
hammer_store_tx_log_rows_after (HammerStoreTx  *tx,
                                const char     *table,
                                guint           first_seq,
                                guint           n_ids,
                                GError        **error)
{
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (hammer_store_is_logged_table (table), FALSE);
  g_return_val_if_fail (first_seq + n_ids <= tx->seq, FALSE);

  if (n_ids == 0)
    return TRUE;
  if (!(stmt = hammer_store_borrow_statement (tx->db, table_sql (tx->db, table)->log_held,
                                              error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, tx->change_id);
  sqlite3_bind_int64 (stmt, 2, first_seq);
  sqlite3_bind_int64 (stmt, 3, first_seq + n_ids - 1);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  if (sqlite3_changes64 (tx->db) != n_ids)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED, "%s",
                   _("Could not record the change"));
      return FALSE;
    }
  return TRUE;
}

