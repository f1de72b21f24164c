/* hammer-board-entry.c — the keys of board entry (the results that wait for
 * the desk are in hammer-board-submission.c)
 *
 * The keys and the waiting results are not data a director undoes, so they
 * are written outside the change log, each write in one transaction.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <inttypes.h>
#include "hammer-i18n.h"
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "hammer-error.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-keys.h"
#include "serve/hammer-server-private.h"
#include "store/hammer-store-tx.h"

/* Runs the statement @sql with ?1 @event_id, ?2 a fresh key and ?3 each
 * board of @boards (or once, without ?3, when @boards is NULL). */
static gboolean
write_keys (sqlite3      *db,
            const char   *sql,
            gint64        event_id,
            GArray       *boards,
            GError      **error)
{
  for (guint i = 0; i < (boards != NULL ? boards->len : 1); i++)
    {
      g_autofree char *key = hammer_key_new (error);
      sqlite3_stmt *stmt;

      if (key == NULL || !(stmt = hammer_store_borrow_statement (db, sql, error)))
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, event_id);
      sqlite3_bind_text (stmt, 2, key, -1, SQLITE_TRANSIENT);
      if (boards != NULL)
        sqlite3_bind_int (stmt, 3, g_array_index (boards, int, i));
      if (!hammer_store_step_done (stmt, _("Could not store the keys of board entry"), error))
        {
          sqlite3_reset (stmt);
          return FALSE;
        }
      sqlite3_reset (stmt);
    }
  return TRUE;
}

/* The numbers of the event's boards, or NULL with HAMMER_ERROR_NOT_FOUND
 * when there is no such event. */
static GArray *
list_boards (sqlite3   *db,
             gint64     event_id,
             GError   **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) boards = g_array_new (FALSE, FALSE, sizeof (int));
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT (SELECT count(*) FROM events WHERE id = ?1),"
                                         " number FROM (SELECT NULL AS number UNION ALL"
                                         " SELECT number FROM boards WHERE event_id = ?1"
                                         " OR day_id = (SELECT day_id FROM events"
                                         " WHERE id = ?1))"
                                         " ORDER BY number", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      int number = sqlite3_column_int (stmt, 1);

      if (sqlite3_column_int (stmt, 0) == 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                       _("There is no event with id %" PRId64), event_id);
          return NULL;
        }
      if (sqlite3_column_type (stmt, 1) != SQLITE_NULL)
        g_array_append_val (boards, number);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      return NULL;
    }
  return g_steal_pointer (&boards);
}

gboolean
hammer_board_entry_in_transaction (HammerStore          *store,
                                   HammerBoardEntryWrite write,
                                   gint64                id,
                                   gpointer              data,
                                   GError              **error)
{
  sqlite3 *db = hammer_store_get_db (store);
  const char *what = _("Could not store the keys of board entry");

  /* A file whose integrity check was put off is not written before it passed. */
  if (!hammer_store_await_check (store, error) ||
      !hammer_store_exec (db, "BEGIN IMMEDIATE", what, error))
    return FALSE;
  if (!write (db, id, data, error) || !hammer_store_exec (db, "COMMIT", what, error))
    {
      sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
      return FALSE;
    }
  return TRUE;
}

/* The other events of @event_id's day, as an SQL list: none for an event
 * of no day. */
#define DAY_SIBLINGS "(SELECT s.id FROM events s WHERE s.day_id =" \
                     " (SELECT day_id FROM events WHERE id = ?1) AND s.id <> ?1)"

/* Runs @sql with ?1 @event_id, once. */
static gboolean
run_for_event (sqlite3     *db,
               const char  *sql,
               gint64       event_id,
               GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (db, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  return hammer_store_step_done (stmt, _("Could not store the keys of board entry"), error);
}

/* A day's boards are one set of boards whichever event plays on them: an
 * event of a day takes the keys another event of the day has already, so
 * that a board's code opens that board for every event (and for the
 * server of the whole day). */
static gboolean
copy_day_keys (sqlite3   *db,
               gint64     event_id,
               GError   **error)
{
  return run_for_event (db, "INSERT OR IGNORE INTO board_entry (event_id, desk_key)"
                            " SELECT ?1, desk_key FROM board_entry"
                            " WHERE event_id IN " DAY_SIBLINGS
                            " ORDER BY event_id LIMIT 1", event_id, error) &&
         run_for_event (db, "INSERT OR IGNORE INTO board_keys (event_id, board, key)"
                            " SELECT ?1, board, key FROM board_keys WHERE event_id ="
                            " (SELECT event_id FROM board_entry WHERE event_id IN "
                            DAY_SIBLINGS " ORDER BY event_id LIMIT 1)", event_id, error);
}

/* After @event_id's keys were made new: the other events of its day take
 * them too. */
static gboolean
share_day_keys (sqlite3   *db,
                gint64     event_id,
                GError   **error)
{
  return run_for_event (db, "UPDATE board_entry SET desk_key ="
                            " (SELECT desk_key FROM board_entry WHERE event_id = ?1)"
                            " WHERE event_id IN " DAY_SIBLINGS, event_id, error) &&
         run_for_event (db, "UPDATE board_keys SET key = (SELECT k.key FROM board_keys k"
                            " WHERE k.event_id = ?1 AND k.board = board_keys.board)"
                            " WHERE event_id IN " DAY_SIBLINGS " AND board IN"
                            " (SELECT board FROM board_keys WHERE event_id = ?1)",
                        event_id, error);
}

static gboolean
write_missing_keys (sqlite3   *db,
                    gint64     event_id,
                    gpointer   data,
                    GError   **error)
{
  g_autoptr(GArray) boards = list_boards (db, event_id, error);

  return boards != NULL &&
         copy_day_keys (db, event_id, error) &&
         write_keys (db, "INSERT OR IGNORE INTO board_entry (event_id, desk_key)"
                         " VALUES (?1, ?2)", event_id, NULL, error) &&
         write_keys (db, "INSERT OR IGNORE INTO board_keys (event_id, key, board)"
                         " VALUES (?1, ?2, ?3)", event_id, boards, error);
}

static gboolean
write_new_keys (sqlite3   *db,
                gint64     event_id,
                gpointer   data,
                GError   **error)
{
  g_autoptr(GArray) boards = list_boards (db, event_id, error);

  return boards != NULL &&
         write_missing_keys (db, event_id, NULL, error) &&
         write_keys (db, "UPDATE board_entry SET desk_key = ?2 WHERE event_id = ?1",
                     event_id, NULL, error) &&
         write_keys (db, "UPDATE board_keys SET key = ?2 WHERE event_id = ?1 AND board = ?3",
                     event_id, boards, error) &&
         share_day_keys (db, event_id, error);
}

struct _HammerBoardKey
{
  GObject  parent_instance;
  guint    board;
  char    *name;
  char    *key;
  char    *url;
};

G_DEFINE_FINAL_TYPE (HammerBoardKey, hammer_board_key, G_TYPE_OBJECT)

static void
hammer_board_key_finalize (GObject *object)
{
  HammerBoardKey *self = HAMMER_BOARD_KEY (object);

  g_free (self->name);
  g_free (self->key);
  g_free (self->url);
  G_OBJECT_CLASS (hammer_board_key_parent_class)->finalize (object);
}

static void
hammer_board_key_class_init (HammerBoardKeyClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_board_key_finalize;
}

static void
hammer_board_key_init (HammerBoardKey *self)
{
}

guint
hammer_board_key_get_board (HammerBoardKey *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_KEY (self), 0);
  return self->board;
}

const char *
hammer_board_key_get_name (HammerBoardKey *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_KEY (self), NULL);
  return self->name;
}

const char *
hammer_board_key_get_key (HammerBoardKey *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_KEY (self), NULL);
  return self->key;
}

const char *
hammer_board_key_get_url (HammerBoardKey *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_KEY (self), NULL);
  return self->url;
}

/* The boards' keys of @event_id in board order, each with its URL under
 * @base_url when not NULL. */
static GPtrArray *
read_keys (sqlite3     *db,
           gint64       event_id,
           const char  *base_url,
           GError     **error)
{
  g_autoptr(sqlite3_stmt) keys = NULL;
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (g_object_unref);
  int rc;

  if (!(keys = hammer_store_prepare (db, "SELECT k.board, b.name, k.key FROM board_keys k"
                                         " JOIN boards b ON b.number = k.board"
                                         " AND (b.event_id = k.event_id OR b.day_id ="
                                         " (SELECT day_id FROM events WHERE id = k.event_id))"
                                         " WHERE k.event_id = ?1"
                                         " ORDER BY k.board", error)))
    return NULL;
  sqlite3_bind_int64 (keys, 1, event_id);
  while ((rc = sqlite3_step (keys)) == SQLITE_ROW)
    {
      HammerBoardKey *key = g_object_new (HAMMER_TYPE_BOARD_KEY, NULL);

      key->board = sqlite3_column_int (keys, 0);
      key->name = g_strdup ((const char *) sqlite3_column_text (keys, 1));
      key->key = g_strdup ((const char *) sqlite3_column_text (keys, 2));
      if (base_url != NULL && key->key != NULL)
        key->url = hammer_board_entry_board_url (base_url, key->board, key->key);
      g_ptr_array_add (list, key);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      return NULL;
    }
  return g_steal_pointer (&list);
}

static JsonNode *
read_entry (sqlite3   *db,
            gint64     event_id,
            GError   **error)
{
  g_autoptr(sqlite3_stmt) entry = NULL;
  g_autoptr(GPtrArray) keys = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  int rc;

  if (!(entry = hammer_store_prepare (db, "SELECT desk_key, confirm, url FROM board_entry"
                                          " WHERE event_id = ?1", error)))
    return NULL;
  sqlite3_bind_int64 (entry, 1, event_id);
  if ((rc = sqlite3_step (entry)) != SQLITE_ROW)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      return NULL;
    }
  if (!(keys = read_keys (db, event_id, NULL, error)))
    return NULL;
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "desk_key");
  json_builder_add_string_value (builder, (const char *) sqlite3_column_text (entry, 0));
  json_builder_set_member_name (builder, "confirm");
  json_builder_add_boolean_value (builder, sqlite3_column_int (entry, 1) != 0);
  json_builder_set_member_name (builder, "url");
  if (sqlite3_column_type (entry, 2) == SQLITE_NULL)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, (const char *) sqlite3_column_text (entry, 2));
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < keys->len; i++)
    {
      HammerBoardKey *key = g_ptr_array_index (keys, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "board");
      json_builder_add_int_value (builder, key->board);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, key->name);
      json_builder_set_member_name (builder, "key");
      json_builder_add_string_value (builder, key->key);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

GPtrArray *
hammer_board_entry_list_keys (HammerStore  *store,
                              gint64        event_id,
                              const char   *base_url,
                              gboolean     *confirm,
                              GError      **error)
{
  sqlite3 *db;
  g_autoptr(sqlite3_stmt) entry = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!hammer_board_entry_in_transaction (store, write_missing_keys, event_id, NULL, error))
    return NULL;
  db = hammer_store_get_db (store);
  if (confirm != NULL)
    {
      if (!(entry = hammer_store_prepare (db, "SELECT confirm FROM board_entry"
                                              " WHERE event_id = ?1", error)))
        return NULL;
      sqlite3_bind_int64 (entry, 1, event_id);
      if ((rc = sqlite3_step (entry)) != SQLITE_ROW)
        {
          hammer_store_set_error (db, rc, _("Could not read the database"), error);
          return NULL;
        }
      *confirm = sqlite3_column_int (entry, 0) != 0;
    }
  return read_keys (db, event_id, base_url, error);
}

JsonNode *
hammer_board_entry_ensure (HammerStore  *store,
                           gint64        event_id,
                           GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!hammer_board_entry_in_transaction (store, write_missing_keys, event_id, NULL, error))
    return NULL;
  return read_entry (hammer_store_get_db (store), event_id, error);
}

gboolean
hammer_board_entry_renew_keys (HammerStore  *store,
                               gint64        event_id,
                               GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_board_entry_in_transaction (store, write_new_keys, event_id, NULL, error);
}

typedef struct
{
  const char *sql;
  gboolean    is_text;
  const char *text;
  int         value;
} Setting;

static gboolean
write_setting (sqlite3   *db,
               gint64     event_id,
               gpointer   data,
               GError   **error)
{
  Setting *setting = data;
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!write_missing_keys (db, event_id, NULL, error) ||
      !(stmt = hammer_store_prepare (db, setting->sql, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (setting->is_text)
    hammer_store_bind_text (stmt, 2, setting->text);
  else
    sqlite3_bind_int (stmt, 2, setting->value);
  return hammer_store_step_done (stmt, _("Could not store the settings of board entry"), error);
}

gboolean
hammer_board_entry_set_url (HammerStore  *store,
                            gint64        event_id,
                            const char   *url,
                            GError      **error)
{
  Setting setting = { "UPDATE board_entry SET url = ?2 WHERE event_id = ?1", TRUE, url, 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  return hammer_board_entry_in_transaction (store, write_setting, event_id, &setting, error);
}

gboolean
hammer_board_entry_set_confirm (HammerStore  *store,
                                gint64        event_id,
                                gboolean      confirm,
                                GError      **error)
{
  Setting setting = { "UPDATE board_entry SET confirm = ?2 WHERE event_id = ?1", FALSE, NULL,
                      confirm ? 1 : 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  return hammer_board_entry_in_transaction (store, write_setting, event_id, &setting, error);
}

gboolean
hammer_board_entry_get_confirm (HammerStore *store,
                                gint64       event_id)
{
  sqlite3_stmt *stmt;
  gboolean confirm = FALSE;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  stmt = hammer_store_borrow_statement (hammer_store_get_db (store),
                                        "SELECT confirm FROM board_entry WHERE event_id = ?1",
                                        NULL);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    confirm = sqlite3_column_int (stmt, 0) != 0;
  sqlite3_reset (stmt);
  return confirm;
}

int
hammer_board_entry_find_key (HammerStore  *store,
                             gint64        event_id,
                             const char   *key)
{
  sqlite3_stmt *stmt;
  int found = -1;

  g_return_val_if_fail (HAMMER_IS_STORE (store), -1);

  if (key == NULL || strlen (key) != HAMMER_KEY_LENGTH)
    return -1;
  stmt = hammer_store_borrow_statement (hammer_store_get_db (store),
                                        "SELECT 0, desk_key FROM board_entry WHERE event_id = ?1"
                                        " UNION ALL SELECT board, key FROM board_keys"
                                        " WHERE event_id = ?1", NULL);
  if (stmt == NULL)
    return -1;
  sqlite3_bind_int64 (stmt, 1, event_id);
  /* Every key is compared, whichever matches: the time tells nothing. */
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      const char *stored = (const char *) sqlite3_column_text (stmt, 1);
      gboolean same = hammer_key_equal (stored, key);

      if (same && found < 0)
        found = sqlite3_column_int (stmt, 0);
    }
  sqlite3_reset (stmt);
  return found;
}

gboolean
hammer_board_entry_dup_url (HammerStore  *store,
                            gint64        event_id,
                            gint64        day_id,
                            char        **url,
                            GError      **error)
{
  sqlite3 *db;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (url != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *url = NULL;
  db = hammer_store_get_db (store);
  if (!(stmt = hammer_store_borrow_statement (db, "SELECT url FROM board_entry"
                                                  " WHERE url IS NOT NULL AND (event_id = ?1"
                                                  " OR (?2 <> 0 AND event_id IN (SELECT id"
                                                  " FROM events WHERE day_id = ?2)))"
                                                  " ORDER BY event_id LIMIT 1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW && sqlite3_column_text (stmt, 0) != NULL)
    *url = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  else if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    hammer_store_set_error (db, rc, _("Could not read the database"), error);
  sqlite3_reset (stmt);
  return rc == SQLITE_ROW || rc == SQLITE_DONE;
}

char *
hammer_board_entry_board_url (const char *base_url,
                              guint       board,
                              const char *key)
{
  g_return_val_if_fail (base_url != NULL, NULL);
  g_return_val_if_fail (key != NULL, NULL);

  return g_strdup_printf ("%s%sboard/%u?key=%s", base_url,
                          g_str_has_suffix (base_url, "/") ? "" : "/", board, key);
}
