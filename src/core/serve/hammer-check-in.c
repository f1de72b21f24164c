/* hammer-check-in.c — players check in from their phones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "events/hammer-day-desk.h"
#include "events/hammer-entry-requests.h"
#include "events/hammer-events.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-check-in.h"
#include "serve/hammer-keys.h"
#include "store/hammer-store-tx.h"

/* What is served, as SQL: ?1 the event, ?2 the day (0 for the other). */
#define SCOPE "((?1 <> 0 AND event_id = ?1) OR (?2 <> 0 AND day_id = ?2))"

/* One entry of a player in a served event. */
typedef struct
{
  gint64   player;
  char    *name;
  gint64   event;
  gint64   entrant;
  gboolean present;
  gboolean drawn;
} Entry;

static void
entry_clear (Entry *entry)
{
  g_clear_pointer (&entry->name, g_free);
}

/* Reads the key (and whether open) of what is served; FALSE with no row. */
static gboolean
read_row (sqlite3   *db,
          gint64     event_id,
          gint64     day_id,
          char     **key,
          gboolean  *open)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT key, open FROM check_ins"
                                                          " WHERE " SCOPE, NULL);
  gboolean found = FALSE;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      found = TRUE;
      if (key != NULL)
        *key = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      if (open != NULL)
        *open = sqlite3_column_int (stmt, 1) != 0;
    }
  sqlite3_reset (stmt);
  return found;
}

/* Makes the row of what is served when there is none; in one transaction
 * with @open set when @set_open. */
static gboolean
write_row (HammerStore  *store,
           gint64        event_id,
           gint64        day_id,
           gboolean      set_open,
           gboolean      open,
           GError      **error)
{
  sqlite3 *db = hammer_store_get_db (store);
  const char *what = _("Could not store the check-in of phones");
  g_autofree char *key = NULL;
  g_autoptr(sqlite3_stmt) insert = NULL;
  g_autoptr(sqlite3_stmt) update = NULL;

  if (!hammer_store_await_check (store, error) ||
      !(key = hammer_key_new (error)) ||
      !hammer_store_exec (db, "BEGIN IMMEDIATE", what, error))
    return FALSE;
  if (!hammer_entry_requests_check_scope (store, event_id, day_id, error) ||
      !(insert = hammer_store_prepare (db, "INSERT OR IGNORE INTO check_ins"
                                           " (event_id, day_id, key)"
                                           " VALUES (NULLIF (?1, 0), NULLIF (?2, 0), ?3)",
                                       error)))
    goto fail;
  sqlite3_bind_int64 (insert, 1, event_id);
  sqlite3_bind_int64 (insert, 2, day_id);
  sqlite3_bind_text (insert, 3, key, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (insert, what, error))
    goto fail;
  if (set_open)
    {
      if (!(update = hammer_store_prepare (db, "UPDATE check_ins SET open = ?3 WHERE " SCOPE,
                                           error)))
        goto fail;
      sqlite3_bind_int64 (update, 1, event_id);
      sqlite3_bind_int64 (update, 2, day_id);
      sqlite3_bind_int (update, 3, open ? 1 : 0);
      if (!hammer_store_step_done (update, what, error))
        goto fail;
    }
  if (hammer_store_exec (db, "COMMIT", what, error))
    return TRUE;
fail:
  sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

char *
hammer_check_in_ensure_key (HammerStore  *store,
                            gint64        event_id,
                            gint64        day_id,
                            GError      **error)
{
  char *key = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);

  if (read_row (hammer_store_get_db (store), event_id, day_id, &key, NULL))
    return key;
  if (!write_row (store, event_id, day_id, FALSE, FALSE, error))
    return NULL;
  if (!read_row (hammer_store_get_db (store), event_id, day_id, &key, NULL))
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED, "%s",
                 _("Could not store the check-in of phones"));
  return key;
}

gboolean
hammer_check_in_find_key (HammerStore *store,
                          gint64       event_id,
                          gint64       day_id,
                          const char  *key)
{
  g_autofree char *stored = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  return read_row (hammer_store_get_db (store), event_id, day_id, &stored, NULL) &&
         hammer_key_equal (stored, key);
}

gboolean
hammer_check_in_set_open (HammerStore  *store,
                          gint64        event_id,
                          gint64        day_id,
                          gboolean      open,
                          GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return write_row (store, event_id, day_id, TRUE, open, error);
}

/* Whether every event served is drawn (and there is one): then no one
 * can check in, whatever the desk's switch says. */
static gboolean
all_drawn (sqlite3  *db,
           gint64    event_id,
           gint64    day_id,
           GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "SELECT count(*) > 0 AND count(drawn_at) = count(*)"
                                         " FROM events WHERE (?1 <> 0 AND id = ?1)"
                                         " OR (?2 <> 0 AND day_id = ?2)", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  return sqlite3_step (stmt) == SQLITE_ROW && sqlite3_column_int (stmt, 0) != 0;
}

gboolean
hammer_check_in_get_state (HammerStore  *store,
                           gint64        event_id,
                           gint64        day_id,
                           gboolean     *open,
                           gboolean     *drawn,
                           GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean desk_open = FALSE, every_drawn;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (open != NULL, FALSE);

  *open = FALSE;
  if (drawn != NULL)
    *drawn = FALSE;
  if (!hammer_entry_requests_check_scope (store, event_id, day_id, error))
    return FALSE;
  read_row (hammer_store_get_db (store), event_id, day_id, NULL, &desk_open);
  every_drawn = all_drawn (hammer_store_get_db (store), event_id, day_id, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  *open = desk_open && !every_drawn;
  if (drawn != NULL)
    *drawn = every_drawn;
  return TRUE;
}

gboolean
hammer_check_in_get_open (HammerStore  *store,
                          gint64        event_id,
                          gint64        day_id,
                          gboolean     *open,
                          GError      **error)
{
  return hammer_check_in_get_state (store, event_id, day_id, open, NULL, error);
}

/* @text for comparing names: without accents, case folded. */
static char *
fold (const char *text)
{
  g_autofree char *decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_NFD);
  g_autoptr(GString) plain = g_string_new (NULL);

  if (decomposed == NULL)
    return g_strdup ("");
  for (const char *p = decomposed; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_ismark (c))
        g_string_append_unichar (plain, c);
    }
  return g_utf8_casefold (plain->str, -1);
}

/* Every entry of the served events' players (not withdrawn), by name,
 * player and event; only @player_id's when not 0. */
static GArray *
read_entries (sqlite3  *db,
              gint64    event_id,
              gint64    day_id,
              gint64    player_id,
              GError  **error)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_array_set_clear_func (entries, (GDestroyNotify) entry_clear);
  if (!(stmt = hammer_store_prepare (db, "SELECT p.id, p.name, e.id, en.id, en.present,"
                                         " e.drawn_at IS NOT NULL"
                                         " FROM entrant_players ep"
                                         " JOIN entrants en ON en.id = ep.entrant_id"
                                         " JOIN events e ON e.id = en.event_id"
                                         " JOIN players p ON p.id = ep.player_id"
                                         " WHERE en.withdrawn = 0"
                                         " AND ((?1 <> 0 AND e.id = ?1)"
                                         " OR (?2 <> 0 AND e.day_id = ?2))"
                                         " AND (?3 = 0 OR p.id = ?3)"
                                         " ORDER BY p.name COLLATE NOCASE, p.id, e.id",
                                     error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  sqlite3_bind_int64 (stmt, 3, player_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Entry entry = { 0 };

      entry.player = sqlite3_column_int64 (stmt, 0);
      entry.name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      entry.event = sqlite3_column_int64 (stmt, 2);
      entry.entrant = sqlite3_column_int64 (stmt, 3);
      entry.present = sqlite3_column_int (stmt, 4) != 0;
      entry.drawn = sqlite3_column_int (stmt, 5) != 0;
      g_array_append_val (entries, entry);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      return NULL;
    }
  return g_steal_pointer (&entries);
}

/* Whether player @player_id checked in for day @day_id at its desk. */
static gboolean
day_checked_in (sqlite3 *db,
                gint64   day_id,
                gint64   player_id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT 1 FROM day_check_ins"
                                                          " WHERE day_id = ?1"
                                                          " AND player_id = ?2", NULL);
  gboolean found;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id);
  sqlite3_bind_int64 (stmt, 2, player_id);
  found = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_reset (stmt);
  return found;
}

static void
add_player (JsonBuilder *builder,
            sqlite3     *db,
            gint64       day_id,
            gboolean     open,
            GArray      *entries,
            guint        first,
            guint        end)
{
  Entry *head = &g_array_index (entries, Entry, first);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, head->player);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, head->name);
  if (day_id != 0)
    {
      json_builder_set_member_name (builder, "checked_in");
      json_builder_add_boolean_value (builder, day_checked_in (db, day_id, head->player));
    }
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = first; i < end; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "event");
      json_builder_add_int_value (builder, entry->event);
      json_builder_set_member_name (builder, "entrant");
      json_builder_add_int_value (builder, entry->entrant);
      json_builder_set_member_name (builder, "present");
      json_builder_add_boolean_value (builder, entry->present);
      json_builder_set_member_name (builder, "open");
      json_builder_add_boolean_value (builder, open && !entry->drawn);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

JsonNode *
hammer_check_in_search (HammerStore  *store,
                        gint64        event_id,
                        gint64        day_id,
                        const char   *text,
                        GError      **error)
{
  sqlite3 *db;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) entries = NULL;
  g_autofree char *wanted = NULL;
  gboolean open = FALSE;
  guint found = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  db = hammer_store_get_db (store);
  wanted = fold (text);
  g_strstrip (wanted);
  read_row (db, event_id, day_id, NULL, &open);
  json_builder_begin_array (builder);
  if (*wanted != '\0')
    {
      if (!(entries = read_entries (db, event_id, day_id, 0, error)))
        return NULL;
      for (guint i = 0; i < entries->len && found < HAMMER_CHECK_IN_MAX_FOUND;)
        {
          Entry *head = &g_array_index (entries, Entry, i);
          g_autofree char *name = fold (head->name);
          guint end = i + 1;

          while (end < entries->len && g_array_index (entries, Entry, end).player == head->player)
            end++;
          if (strstr (name, wanted) != NULL)
            {
              add_player (builder, db, day_id, open, entries, i, end);
              found++;
            }
          i = end;
        }
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

/* Binds what is served to ?@first (the event) and ?@first+1 (the day). */
static void
bind_scope (sqlite3_stmt *stmt,
            int           first,
            gint64        event_id,
            gint64        day_id)
{
  if (event_id != 0)
    sqlite3_bind_int64 (stmt, first, event_id);
  else
    sqlite3_bind_null (stmt, first);
  if (day_id != 0)
    sqlite3_bind_int64 (stmt, first + 1, day_id);
  else
    sqlite3_bind_null (stmt, first + 1);
}

/* Whether player @player_id has a key of their own for what is served. */
static gboolean
has_player_key (sqlite3 *db,
                gint64   event_id,
                gint64   day_id,
                gint64   player_id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT 1 FROM player_keys"
                                                          " WHERE player_id = ?1"
                                                          " AND event_id IS ?2 AND day_id IS ?3",
                                                      NULL);
  gboolean found;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, player_id);
  bind_scope (stmt, 2, event_id, day_id);
  found = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_reset (stmt);
  return found;
}

/* Writes a fresh key of player @player_id for what is served, in place of
 * the one they had there (@replace) or only when they had none. */
static char *
write_player_key (HammerStore  *store,
                  gint64        event_id,
                  gint64        day_id,
                  gint64        player_id,
                  gboolean      replace,
                  GError      **error)
{
  sqlite3 *db = hammer_store_get_db (store);
  g_autofree char *fresh = NULL;
  sqlite3_stmt *stmt;
  char *key = NULL;

  if (!(fresh = hammer_key_new (error)))
    return NULL;
  if (replace)
    {
      if (!(stmt = hammer_store_borrow_statement (db, "DELETE FROM player_keys"
                                                      " WHERE player_id = ?1"
                                                      " AND event_id IS ?2 AND day_id IS ?3",
                                                  error)))
        return NULL;
      sqlite3_bind_int64 (stmt, 1, player_id);
      bind_scope (stmt, 2, event_id, day_id);
      if (!hammer_store_step_done (stmt, _("Could not store the check-in of phones"), error))
        return NULL;
    }
  if (!(stmt = hammer_store_borrow_statement (db, "INSERT OR IGNORE INTO player_keys"
                                                  " (player_id, event_id, day_id, key)"
                                                  " VALUES (?1, ?2, ?3, ?4)", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, player_id);
  bind_scope (stmt, 2, event_id, day_id);
  sqlite3_bind_text (stmt, 4, fresh, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (stmt, _("Could not store the check-in of phones"), error) ||
      !(stmt = hammer_store_borrow_statement (db, "SELECT key FROM player_keys"
                                                  " WHERE player_id = ?1"
                                                  " AND event_id IS ?2 AND day_id IS ?3", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, player_id);
  bind_scope (stmt, 2, event_id, day_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    key = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_reset (stmt);
  if (key == NULL)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED, "%s",
                 _("Could not store the check-in of phones"));
  return key;
}

char *
hammer_check_in_player_key (HammerStore  *store,
                            gint64        event_id,
                            gint64        day_id,
                            gint64        player_id,
                            GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);
  g_return_val_if_fail (player_id > 0, NULL);

  return write_player_key (store, event_id, day_id, player_id, FALSE, error);
}

char *
hammer_check_in_renew_player_key (HammerStore  *store,
                                  gint64        event_id,
                                  gint64        day_id,
                                  gint64        player_id,
                                  GError      **error)
{
  g_autoptr(GArray) entries = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(entries = read_entries (hammer_store_get_db (store), event_id, day_id, player_id,
                                error)))
    return NULL;
  if (entries->len == 0)
    {
      if (day_id != 0)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("Player %" PRId64 " is not entered in any event of day %" PRId64),
                     player_id, day_id);
      else
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("Player %" PRId64 " is not entered in event %" PRId64), player_id,
                     event_id);
      return NULL;
    }
  return write_player_key (store, event_id, day_id, player_id, TRUE, error);
}

gint64
hammer_check_in_find_player_key (HammerStore *store,
                                 gint64       event_id,
                                 gint64       day_id,
                                 const char  *key)
{
  sqlite3_stmt *stmt;
  gint64 found = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (store), 0);

  if (key == NULL ||
      !(stmt = hammer_store_borrow_statement (hammer_store_get_db (store),
                                              "SELECT player_id, key FROM player_keys"
                                              " WHERE (event_id IS ?1 AND day_id IS ?2)"
                                              " OR (?2 IS NULL AND day_id ="
                                              " (SELECT day_id FROM events WHERE id = ?1))",
                                              NULL)))
    return 0;
  bind_scope (stmt, 1, event_id, day_id);
  /* Every key compared whole: how long it takes tells nothing of one. */
  while (sqlite3_step (stmt) == SQLITE_ROW)
    if (hammer_key_equal ((const char *) sqlite3_column_text (stmt, 1), key))
      found = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  return found;
}

/* Marks the open entries of @entries present: a day's through its desk. */
static gboolean
mark_present (HammerStore  *store,
              gint64        day_id,
              gint64        player_id,
              gint64        only_event,
              GArray       *entries,
              GError      **error)
{
  if (day_id != 0 && only_event == 0)
    return day_checked_in (hammer_store_get_db (store), day_id, player_id) ||
           hammer_days_check_in (store, day_id, player_id, TRUE, error);
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);

      if (!entry->drawn && !entry->present &&
          (only_event == 0 || entry->event == only_event) &&
          !hammer_events_set_entrant_present (store, entry->event, entry->entrant, TRUE, error))
        return FALSE;
    }
  return TRUE;
}

/* @player_id's entries in what is served (only @only_event's when not 0),
 * or NULL with the refusal: not entered, check-in closed, all drawn. */
static GArray *
allowed_entries (HammerStore  *store,
                 gint64        event_id,
                 gint64        day_id,
                 gint64        player_id,
                 gint64        only_event,
                 GError      **error)
{
  g_autoptr(GArray) entries = NULL;
  gboolean open = FALSE, entered = FALSE, undrawn = FALSE;

  if (!(entries = read_entries (hammer_store_get_db (store), event_id, day_id, player_id,
                                error)))
    return NULL;
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);

      if (only_event != 0 && entry->event != only_event)
        continue;
      entered = TRUE;
      undrawn |= !entry->drawn;
    }
  if (!entered)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                           only_event != 0 ? _("This player is not entered in that event")
                                           : _("This player is not entered here"));
      return NULL;
    }
  if (has_player_key (hammer_store_get_db (store), event_id, day_id, player_id))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                           _("You are already checked in on a phone; ask the desk for a new "
                             "link"));
      return NULL;
    }
  read_row (hammer_store_get_db (store), event_id, day_id, NULL, &open);
  if (!open)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED,
                           _("Check-in is closed; please see the desk"));
      return NULL;
    }
  if (!undrawn)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED,
                           _("The draw is made, so check-in is closed; please see the desk"));
      return NULL;
    }
  return g_steal_pointer (&entries);
}

gboolean
hammer_check_in_check (HammerStore  *store,
                       gint64        event_id,
                       gint64        day_id,
                       gint64        player_id,
                       gint64        only_event,
                       GError      **error)
{
  g_autoptr(GArray) entries = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  entries = allowed_entries (store, event_id, day_id, player_id, only_event, error);
  return entries != NULL;
}

char *
hammer_check_in_player (HammerStore  *store,
                        gint64        event_id,
                        gint64        day_id,
                        gint64        player_id,
                        gint64        only_event,
                        GError      **error)
{
  g_autoptr(GArray) entries = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(entries = allowed_entries (store, event_id, day_id, player_id, only_event, error)) ||
      !mark_present (store, day_id, player_id, only_event, entries, error))
    return NULL;
  return write_player_key (store, event_id, day_id, player_id, FALSE, error);
}

/* The page @path ("check-in") under @base_url, with @key. */
static char *
page_url (const char *base_url,
          const char *path,
          const char *key)
{
  return g_strdup_printf ("%s%s%s?key=%s", base_url, g_str_has_suffix (base_url, "/") ? "" : "/",
                          path, key);
}

char *
hammer_check_in_page_url (const char *base_url,
                          const char *key)
{
  g_return_val_if_fail (base_url != NULL, NULL);
  g_return_val_if_fail (key != NULL, NULL);

  return page_url (base_url, "check-in", key);
}

char *
hammer_check_in_own_page_url (const char *base_url,
                              const char *key)
{
  g_return_val_if_fail (base_url != NULL, NULL);
  g_return_val_if_fail (key != NULL, NULL);

  return page_url (base_url, "me", key);
}
