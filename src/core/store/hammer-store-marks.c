/* hammer-store-marks.c — the change log's marks of rows as a change left
 * them, and the rows they stand for
 *
 * Since schema 23 the change log keeps a row as it was before a change in
 * full (undo puts it back from that) and as the change left it only as a
 * mark: "#N:HASH", the number of columns and a 64-bit hash of their values
 * in the table's order. The row as the change left it is the table's row
 * until the next change of that row, whose snapshot before it is then that
 * row: the log no longer writes it a second time (issue 28). Undo compares
 * the mark with the row as it is now, which tells a later edit as the
 * whole snapshot did; the summaries read the row itself
 * (hammer_log_after()). A mark is not JSON, and no snapshot of JSON starts
 * with '#': the snapshots logged before schema 23 read as they did.
 *
 * A migration that appends a column leaves the marks alone: a mark hashes
 * the columns the table had when it was made, the first N.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-decimal.h"
#include "hammer-i18n.h"

#include "hammer-store-private.h"

/* 64-bit multiply-and-fold mixing; only this file hashes, and the hash
 * never leaves the file it is stored in. */
#define MIX_PRIME  0xff51afd7ed558ccdull
#define TYPE_PRIME 0x100000001b3ull

static inline guint64
mix (guint64 h,
     guint64 word)
{
  h = (h ^ word) * MIX_PRIME;
  return h ^ (h >> 29);
}

/* Hashes @n bytes at @bytes, their length with them. */
static guint64
mix_bytes (guint64       h,
           const guchar *bytes,
           gsize         n)
{
  guint64 word;
  gsize k = 0;

  for (; k + 8 <= n; k += 8)
    {
      memcpy (&word, bytes + k, 8);
      h = mix (h, word);
    }
  word = (guint64) n;
  for (; k < n; k++)
    word = (word << 8) | bytes[k];
  return mix (h, word);
}

/* Writes the mark of @n_columns values of hash @h at @mark (room for
 * HAMMER_ROW_MARK_MAX bytes), as "#%d:%016" G_GINT64_MODIFIER "x" would,
 * without its end; returns its length. Not with printf: a draw marks every
 * row it makes, and printf was half the cost of a mark (issue 28). */
static gsize
write_mark (char    *mark,
            int      n_columns,
            guint64  h)
{
  static const char hex[] = "0123456789abcdef";
  char *out = mark;

  *out++ = '#';
  out = hammer_write_decimal (out, MAX (n_columns, 0));
  *out++ = ':';
  for (int shift = 60; shift >= 0; shift -= 4)
    *out++ = hex[(h >> shift) & 0xf];
  return (gsize) (out - mark);
}

/* hammer_row_mark(VALUE, …): the mark of a row of these values. */
static void
row_mark_function (sqlite3_context  *context,
                   int               argc,
                   sqlite3_value   **argv)
{
  guint64 h = 0x9e3779b97f4a7c15ull ^ (guint64) argc;
  char mark[HAMMER_ROW_MARK_MAX];

  for (int i = 0; i < argc; i++)
    {
      int type = sqlite3_value_type (argv[i]);

      h = (h ^ (guint64) type) * TYPE_PRIME;
      switch (type)
        {
        case SQLITE_INTEGER:
          h = mix (h, (guint64) sqlite3_value_int64 (argv[i]));
          break;
        case SQLITE_FLOAT:
          {
            double value = sqlite3_value_double (argv[i]);
            guint64 word;

            memcpy (&word, &value, sizeof word);
            h = mix (h, word);
          }
          break;
        case SQLITE_TEXT:
          /* As text first: its bytes are then the UTF-8 ones. */
          h = mix_bytes (h, sqlite3_value_text (argv[i]), (gsize) sqlite3_value_bytes (argv[i]));
          break;
        case SQLITE_BLOB:
          h = mix_bytes (h, sqlite3_value_blob (argv[i]), (gsize) sqlite3_value_bytes (argv[i]));
          break;
        case SQLITE_NULL:
        default:
          break;
        }
    }
  sqlite3_result_text (context, mark, (int) write_mark (mark, argc, h), SQLITE_TRANSIENT);
}

guint
hammer_store_row_mark_columns (const char *mark)
{
  guint64 n = 0;
  const char *colon;

  if (mark == NULL || mark[0] != '#' || !(colon = strchr (mark, ':')))
    return 0;
  for (const char *p = mark + 1; p < colon; p++)
    {
      if (!g_ascii_isdigit (*p) || n > 10000)
        return 0;
      n = n * 10 + (guint64) (*p - '0');
    }
  return (guint) n;
}

/* The rows as one change left them, where the log does not say them: for
 * each place (seq) of the change, the snapshot before the next change of
 * its row. A place missing from the table is its row as it is now. */
typedef struct
{
  GHashTable *next_before;   /* seq → the next snapshot of its row (NULL: none) */
} ChangeAfters;

static void
change_afters_free (gpointer data)
{
  ChangeAfters *afters = data;

  g_hash_table_unref (afters->next_before);
  g_free (afters);
}

/* Reads the log from change @change_id on, once, up to where every row of
 * the change is changed again or the log ends. */
static ChangeAfters *
change_afters_read (sqlite3 *db,
                    gint64   change_id)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GHashTable) waiting = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ChangeAfters *afters = g_new0 (ChangeAfters, 1);

  afters->next_before = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  if (sqlite3_prepare_v2 (db, "SELECT change_id, seq, table_name, row_id, before FROM change_rows"
                              " WHERE change_id >= ? ORDER BY change_id, seq", -1, &stmt,
                          NULL) != SQLITE_OK)
    return afters;
  sqlite3_bind_int64 (stmt, 1, change_id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      gint64 change = sqlite3_column_int64 (stmt, 0);
      gint64 seq = sqlite3_column_int64 (stmt, 1);
      g_autofree char *key = NULL;
      g_autofree char *waited = NULL;
      gpointer place;

      if (change != change_id && g_hash_table_size (waiting) == 0)
        break;
      key = g_strdup_printf ("%s:%" G_GINT64_FORMAT, sqlite3_column_text (stmt, 2),
                             (gint64) sqlite3_column_int64 (stmt, 3));
      if (g_hash_table_steal_extended (waiting, key, (gpointer *) &waited, &place))
        g_hash_table_insert (afters->next_before, place,
                             g_strdup ((const char *) sqlite3_column_text (stmt, 4)));
      if (change == change_id)
        g_hash_table_insert (waiting, g_steal_pointer (&key), GSIZE_TO_POINTER ((gsize) seq));
    }
  return afters;
}

/* hammer_log_after(CHANGE_ID, SEQ, TABLE, ROW_ID, AFTER): the snapshot of
 * the row a change left, AFTER of the change log at (CHANGE_ID, SEQ): AFTER
 * itself when it is one (or null), else the snapshot before the row's next
 * change, else the row as it is now. CHANGE_ID is the same in every call of
 * one statement (a parameter): the log after it is read once. */
static void
log_after_function (sqlite3_context  *context,
                    int               argc,
                    sqlite3_value   **argv)
{
  sqlite3 *db = sqlite3_context_db_handle (context);
  const char *after = (const char *) sqlite3_value_text (argv[4]);
  const char *table = (const char *) sqlite3_value_text (argv[2]);
  ChangeAfters *afters;
  gboolean own;
  gpointer next;

  if (after == NULL || hammer_store_row_mark_columns (after) == 0)
    {
      sqlite3_result_value (context, argv[4]);
      return;
    }
  if (table == NULL || !hammer_store_is_logged_table (table))
    {
      sqlite3_result_null (context);
      return;
    }
  /* Kept for the statement's next rows once this one is told: SQLite may
   * free it at once. */
  afters = sqlite3_get_auxdata (context, 0);
  own = afters == NULL;
  if (own)
    afters = change_afters_read (db, sqlite3_value_int64 (argv[0]));
  if (g_hash_table_lookup_extended (afters->next_before,
                                    GSIZE_TO_POINTER ((gsize) sqlite3_value_int64 (argv[1])),
                                    NULL, &next))
    sqlite3_result_text (context, next, -1, SQLITE_TRANSIENT);
  else
    sqlite3_result_text (context,
                         hammer_store_snapshot_row (db, table, sqlite3_value_int64 (argv[3]), NULL),
                         -1, g_free);
  if (own)
    sqlite3_set_auxdata (context, 0, afters, change_afters_free);
}

gboolean
hammer_store_register_mark_functions (sqlite3  *db,
                                      GError  **error)
{
  int rc = sqlite3_create_function (db, "hammer_row_mark", -1,
                                    SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, NULL,
                                    row_mark_function, NULL, NULL);

  if (rc == SQLITE_OK)
    rc = sqlite3_create_function (db, "hammer_log_after", 5, SQLITE_UTF8 | SQLITE_DIRECTONLY,
                                  NULL, log_after_function, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not open the database"), error);
      return FALSE;
    }
  return TRUE;
}
