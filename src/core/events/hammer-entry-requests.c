/* hammer-entry-requests.c — late entries asked for from the players' phones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "events/hammer-day-desk.h"
#include "events/hammer-entry-requests.h"
#include "events/hammer-events.h"
#include "events/hammer-events-private.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-now.h"
#include "store/hammer-store-tx.h"

/* What is served, as SQL on events e: ?1 the event, ?2 the day. */
#define SCOPE_EVENTS "((?1 <> 0 AND e.id = ?1) OR (?2 <> 0 AND e.day_id = ?2))"

static void
request_event_clear (HammerEntryRequestEvent *event)
{
  g_clear_pointer (&event->name, g_free);
}

static gboolean
read_failed (sqlite3  *db,
             int       rc,
             GError  **error)
{
  hammer_store_set_error (db, rc, _("Could not read the late entries"), error);
  return FALSE;
}

gboolean
hammer_entry_requests_check_scope (HammerStore  *store,
                                   gint64        event_id,
                                   gint64        day_id,
                                   GError      **error)
{
  g_autoptr(sqlite3_stmt) scope = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  if (!(scope = hammer_store_prepare (hammer_store_get_db (store),
                                      day_id != 0 ? "SELECT 1 FROM days WHERE id = ?1"
                                                  : "SELECT 1 FROM events WHERE id = ?1",
                                      error)))
    return FALSE;
  sqlite3_bind_int64 (scope, 1, day_id != 0 ? day_id : event_id);
  if (sqlite3_step (scope) == SQLITE_ROW)
    return TRUE;
  if (day_id != 0)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("There is no day with number %" PRId64), day_id);
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("There is no event %" PRId64), event_id);
  return FALSE;
}

GArray *
hammer_entry_requests_open_events (HammerStore  *store,
                                   gint64        event_id,
                                   gint64        day_id,
                                   GError      **error)
{
  sqlite3 *db;
  g_autoptr(GArray) events = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!hammer_entry_requests_check_scope (store, event_id, day_id, error))
    return NULL;
  db = hammer_store_get_db (store);
  events = g_array_new (FALSE, TRUE, sizeof (HammerEntryRequestEvent));
  g_array_set_clear_func (events, (GDestroyNotify) request_event_clear);
  if (!(stmt = hammer_store_prepare (db, "SELECT e.id, e.name FROM events e"
                                         " WHERE " SCOPE_EVENTS " AND e.drawn_at IS NULL"
                                         " ORDER BY e.id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerEntryRequestEvent event;

      event.id = sqlite3_column_int64 (stmt, 0);
      event.name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      g_array_append_val (events, event);
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  return g_steal_pointer (&events);
}

/* @text without the blanks around it, or NULL after refusing it: too long,
 * control characters, not UTF-8; @what names it ("name"). */
static char *
clean_text (const char  *text,
            const char  *what,
            GError     **error)
{
  g_autofree char *clean = NULL;

  if (text == NULL)
    return g_strdup ("");
  if (!g_utf8_validate (text, -1, NULL))
    {
      /* TRANSLATORS: %s is what was typed wrong: "name" or "club". */
      hammer_error_set_invalid (error, _("The %s is not valid text"), what);
      return NULL;
    }
  clean = g_strstrip (g_strdup (text));
  if (g_utf8_strlen (clean, -1) > HAMMER_ENTRY_REQUEST_MAX_NAME)
    {
      /* TRANSLATORS: %s is "name" or "club"; %d how many characters it may have. */
      hammer_error_set_invalid (error, _("The %s is too long: at most %d characters"), what,
                                HAMMER_ENTRY_REQUEST_MAX_NAME);
      return NULL;
    }
  for (const char *p = clean; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      {
        hammer_error_set_invalid (error, _("The %s holds characters that are not letters"),
                                  what);
        return NULL;
      }
  return g_steal_pointer (&clean);
}

/* Whether event @id is served here, and whether drawn, in *@drawn. */
static gboolean
event_in_scope (sqlite3  *db,
                gint64    event_id,
                gint64    day_id,
                gint64    id,
                gboolean *drawn)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT e.drawn_at IS NOT NULL"
                                                          " FROM events e WHERE "
                                                          SCOPE_EVENTS " AND e.id = ?3", NULL);
  gboolean found = FALSE;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  sqlite3_bind_int64 (stmt, 3, id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      found = TRUE;
      *drawn = sqlite3_column_int (stmt, 0) != 0;
    }
  sqlite3_reset (stmt);
  return found;
}

static gboolean
check_events (sqlite3       *db,
              gint64         event_id,
              gint64         day_id,
              const gint64  *event_ids,
              guint          n_events,
              GError       **error)
{
  if (n_events == 0)
    {
      hammer_error_set_invalid (error, _("Choose at least one event to enter"));
      return FALSE;
    }
  for (guint i = 0; i < n_events; i++)
    {
      gboolean drawn = FALSE;

      if (!event_in_scope (db, event_id, day_id, event_ids[i], &drawn))
        {
          hammer_error_set_invalid (error, _("Event %" PRId64 " is not played here"),
                                    event_ids[i]);
          return FALSE;
        }
      if (drawn)
        {
          g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED,
                               _("The draw is made, so entries are closed; please see the "
                                 "desk"));
          return FALSE;
        }
    }
  return TRUE;
}

static gint64
count_waiting (sqlite3 *db,
               gint64   event_id,
               gint64   day_id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT count(*) FROM entry_requests"
                                                          " WHERE state = 'waiting' AND"
                                                          " ((?1 <> 0 AND event_id = ?1) OR"
                                                          " (?2 <> 0 AND day_id = ?2))", NULL);
  gint64 n = 0;

  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    n = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  return n;
}

/* @name as names are compared: blanks folded, case aside; NULL for none. */
static char *
name_key (const char *name)
{
  g_autofree char *folded = hammer_roster_normalize_text (name);

  return folded != NULL ? g_utf8_casefold (folded, -1) : NULL;
}

/* How many requests in the name @name (as name_key() compares) wait for
 * the desk of what is served. */
static guint
count_waiting_named (sqlite3    *db,
                     gint64      event_id,
                     gint64      day_id,
                     const char *name)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT name FROM entry_requests"
                                                          " WHERE state = 'waiting' AND"
                                                          " ((?1 <> 0 AND event_id = ?1) OR"
                                                          " (?2 <> 0 AND day_id = ?2))", NULL);
  g_autofree char *key = name_key (name);
  guint n = 0;

  if (stmt == NULL || key == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      g_autofree char *other = name_key ((const char *) sqlite3_column_text (stmt, 0));

      n += g_strcmp0 (key, other) == 0;
    }
  sqlite3_reset (stmt);
  return n;
}

static gint64
insert_request (sqlite3       *db,
                gint64         event_id,
                gint64         day_id,
                const char    *name,
                const char    *club,
                const gint64  *event_ids,
                guint          n_events,
                const char    *key,
                GError       **error)
{
  const char *what = _("Could not store the late entry");
  g_autofree char *now = hammer_now_stamp ();
  g_autoptr(sqlite3_stmt) insert = NULL;
  sqlite3_stmt *link;
  gint64 id;

  if (!(insert = hammer_store_prepare (db, "INSERT INTO entry_requests (event_id, day_id, name,"
                                           " club, key, asked_at) VALUES (NULLIF (?1, 0),"
                                           " NULLIF (?2, 0), ?3, ?4, ?5, ?6)", error)))
    return 0;
  sqlite3_bind_int64 (insert, 1, event_id);
  sqlite3_bind_int64 (insert, 2, day_id);
  sqlite3_bind_text (insert, 3, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (insert, 4, club, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (insert, 5, key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (insert, 6, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (insert, what, error))
    return 0;
  id = sqlite3_last_insert_rowid (db);
  for (guint i = 0; i < n_events; i++)
    {
      if (!(link = hammer_store_borrow_statement (db, "INSERT OR IGNORE INTO"
                                                      " entry_request_events (request_id,"
                                                      " event_id) VALUES (?1, ?2)", error)))
        return 0;
      sqlite3_bind_int64 (link, 1, id);
      sqlite3_bind_int64 (link, 2, event_ids[i]);
      if (!hammer_store_step_done (link, what, error))
        return 0;
    }
  return id;
}

gint64
hammer_entry_requests_ask (HammerStore   *store,
                           gint64         event_id,
                           gint64         day_id,
                           const char    *name,
                           const char    *club,
                           const gint64  *event_ids,
                           guint          n_events,
                           const char    *key,
                           GError       **error)
{
  sqlite3 *db;
  g_autofree char *clean_name = NULL;
  g_autofree char *clean_club = NULL;
  gint64 id;

  g_return_val_if_fail (HAMMER_IS_STORE (store), 0);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), 0);
  g_return_val_if_fail (name != NULL && key != NULL, 0);
  g_return_val_if_fail (n_events == 0 || event_ids != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (!(clean_name = clean_text (name, _("name"), error)) ||
      !(clean_club = clean_text (club, _("club"), error)))
    return 0;
  if (*clean_name == '\0')
    {
      hammer_error_set_invalid (error, _("Type your name to ask for an entry"));
      return 0;
    }
  db = hammer_store_get_db (store);
  if (!hammer_store_await_check (store, error) ||
      !hammer_store_exec (db, "BEGIN IMMEDIATE", _("Could not store the late entry"), error))
    return 0;
  if (!check_events (db, event_id, day_id, event_ids, n_events, error))
    goto fail;
  if (count_waiting (db, event_id, day_id) >= HAMMER_ENTRY_REQUEST_MAX_WAITING)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED,
                           _("Too many entries wait for the desk; please see the desk"));
      goto fail;
    }
  if (count_waiting_named (db, event_id, day_id, clean_name) >= HAMMER_ENTRY_REQUEST_MAX_NAMED)
    {
      /* TRANSLATORS: %s is the name a late entry was asked for in. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED,
                   _("Late entries for %s wait for the desk already; please see the desk"),
                   clean_name);
      goto fail;
    }
  if (!(id = insert_request (db, event_id, day_id, clean_name, clean_club, event_ids, n_events,
                             key, error)) ||
      !hammer_store_exec (db, "COMMIT", _("Could not store the late entry"), error))
    goto fail;
  return id;
fail:
  sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
  return 0;
}

/* Whether player @player_id is on the list of what is served (@event_id
 * or @day_id): entered (not withdrawn) in one of its events, or holding
 * their own page's key there. */
static gboolean
is_listed (sqlite3 *db,
           gint64   event_id,
           gint64   day_id,
           gint64   player_id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT 1 FROM entrant_players ep"
                                                          " JOIN entrants en"
                                                          " ON en.id = ep.entrant_id"
                                                          " JOIN events e ON e.id = en.event_id"
                                                          " WHERE ep.player_id = ?3"
                                                          " AND en.withdrawn = 0 AND "
                                                          SCOPE_EVENTS
                                                          " UNION ALL SELECT 1 FROM player_keys"
                                                          " WHERE player_id = ?3 AND"
                                                          " (event_id = ?1 OR day_id = ?2)",
                                                      NULL);
  gboolean found;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  sqlite3_bind_int64 (stmt, 3, player_id);
  found = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_reset (stmt);
  return found;
}

/* The player on the list of what is served whom @name names, as the
 * roster finds a name (blanks and case aside), or 0. */
static gint64
find_listed (sqlite3    *db,
             gint64      event_id,
             gint64      day_id,
             const char *name)
{
  gint64 player_id = hammer_roster_find_player_named (db, name, NULL);

  return player_id > 0 && is_listed (db, event_id, day_id, player_id) ? player_id : 0;
}

/* Marks @request, of what is served (@event_id or @day_id), when it is in
 * the name of a player on the list: while it waits, and once accepted
 * for such a player (no player of its own, hammer_entry_requests_accept()). */
static void
mark_listed (sqlite3            *db,
             HammerEntryRequest *request,
             gint64              event_id,
             gint64              day_id)
{
  HammerEntryRequestState state = hammer_entry_request_get_state (request);
  g_autofree char *name = NULL;
  gint64 player_id;

  if (state == HAMMER_ENTRY_REQUEST_DECLINED ||
      (state == HAMMER_ENTRY_REQUEST_ACCEPTED && hammer_entry_request_get_player (request) > 0) ||
      !(player_id = find_listed (db, event_id, day_id, hammer_entry_request_get_name (request))) ||
      !(name = hammer_day_player_name (db, player_id)))
    return;
  hammer_entry_request_set_listed (request, player_id, name);
}

/* The request of the row @stmt stands on (its columns as REQUEST_COLUMNS
 * lists them), with its events. */
#define REQUEST_COLUMNS "r.id, r.name, r.club, r.state, r.player_id, r.key, r.event_id, r.day_id"

static HammerEntryRequest *
read_request (sqlite3       *db,
              sqlite3_stmt  *stmt,
              GError       **error)
{
  gint64 id = sqlite3_column_int64 (stmt, 0);
  HammerEntryRequestState state = HAMMER_ENTRY_REQUEST_WAITING;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) drawn = g_array_new (FALSE, FALSE, sizeof (gboolean));
  g_autoptr(sqlite3_stmt) events = NULL;
  HammerEntryRequest *request;
  int rc;

  hammer_entry_request_state_from_string ((const char *) sqlite3_column_text (stmt, 3), &state);
  if (!(events = hammer_store_prepare (db, "SELECT e.id, e.name, e.drawn_at IS NOT NULL"
                                           " FROM entry_request_events x"
                                           " JOIN events e ON e.id = x.event_id"
                                           " WHERE x.request_id = ?1 ORDER BY e.id", error)))
    return NULL;
  sqlite3_bind_int64 (events, 1, id);
  while ((rc = sqlite3_step (events)) == SQLITE_ROW)
    {
      gint64 event = sqlite3_column_int64 (events, 0);
      gboolean event_drawn = sqlite3_column_int (events, 2) != 0;

      g_array_append_val (ids, event);
      g_ptr_array_add (names, g_strdup ((const char *) sqlite3_column_text (events, 1)));
      g_array_append_val (drawn, event_drawn);
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  request = hammer_entry_request_new (id, (const char *) sqlite3_column_text (stmt, 1),
                                      (const char *) sqlite3_column_text (stmt, 2), state,
                                      sqlite3_column_int64 (stmt, 4), (const gint64 *) ids->data,
                                      (const char * const *) names->pdata, ids->len,
                                      (const char *) sqlite3_column_text (stmt, 5));
  for (guint i = 0; i < drawn->len; i++)
    hammer_entry_request_set_event_drawn (request, i, g_array_index (drawn, gboolean, i));
  mark_listed (db, request, sqlite3_column_int64 (stmt, 6), sqlite3_column_int64 (stmt, 7));
  return request;
}

GPtrArray *
hammer_entry_requests_list (HammerStore  *store,
                            gint64        event_id,
                            gint64        day_id,
                            gboolean      waiting_only,
                            GError      **error)
{
  sqlite3 *db;
  g_autoptr(GPtrArray) requests = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (store);
  if (!(stmt = hammer_store_prepare (db, "SELECT " REQUEST_COLUMNS " FROM entry_requests r"
                                         " WHERE ((?1 <> 0 AND r.event_id = ?1)"
                                         " OR (?2 <> 0 AND r.day_id = ?2))"
                                         " AND (?3 = 0 OR r.state = 'waiting')"
                                         " ORDER BY r.id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  sqlite3_bind_int (stmt, 3, waiting_only ? 1 : 0);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerEntryRequest *request = read_request (db, stmt, error);

      if (request == NULL)
        return NULL;
      g_ptr_array_add (requests, request);
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  return g_steal_pointer (&requests);
}

HammerEntryRequest *
hammer_entry_requests_get (HammerStore  *store,
                           gint64        request_id,
                           GError      **error)
{
  sqlite3 *db;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (store);
  if (!(stmt = hammer_store_prepare (db, "SELECT " REQUEST_COLUMNS " FROM entry_requests r"
                                         " WHERE r.id = ?1", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, request_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return read_request (db, stmt, error);
  if (rc == SQLITE_DONE)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("There is no late entry %" PRId64), request_id);
  else
    read_failed (db, rc, error);
  return NULL;
}

/* Request @request_id, refused when it was answered already. */
static HammerEntryRequest *
get_waiting (HammerStore  *store,
             gint64        request_id,
             GError      **error)
{
  g_autoptr(HammerEntryRequest) request = hammer_entry_requests_get (store, request_id, error);

  if (request == NULL)
    return NULL;
  if (hammer_entry_request_get_state (request) != HAMMER_ENTRY_REQUEST_WAITING)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                   hammer_entry_request_get_state (request) == HAMMER_ENTRY_REQUEST_ACCEPTED
                   ? _("The late entry of %s was accepted already")
                   : _("The late entry of %s was declined already"),
                   hammer_entry_request_get_name (request));
      return NULL;
    }
  return g_steal_pointer (&request);
}

/* Answers request @request_id, when it still waits, on @db (inside the
 * acceptance's change, or alone for a refusal). Not logged: the requests
 * are not data a director undoes. */
static gboolean
set_state (sqlite3                 *db,
           gint64                   request_id,
           HammerEntryRequestState  state,
           gint64                   player_id,
           GError                 **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "UPDATE entry_requests SET state = ?2,"
                                         " player_id = NULLIF (?3, 0)"
                                         " WHERE id = ?1 AND state = 'waiting'", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, request_id);
  sqlite3_bind_text (stmt, 2, hammer_entry_request_state_to_string (state), -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, player_id);
  if (!hammer_store_step_done (stmt, _("Could not store the answer to the late entry"), error))
    return FALSE;
  if (sqlite3_changes (db) == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                           _("The late entry was answered already"));
      return FALSE;
    }
  return TRUE;
}

/* What request @request_id was asked of: an event (*@event_id) or a day
 * (*@day_id), the other 0. */
static void
request_scope (sqlite3 *db,
               gint64   request_id,
               gint64  *event_id,
               gint64  *day_id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT event_id, day_id"
                                                          " FROM entry_requests WHERE id = ?1",
                                                      NULL);

  *event_id = *day_id = 0;
  if (stmt == NULL)
    return;
  sqlite3_bind_int64 (stmt, 1, request_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      *event_id = sqlite3_column_int64 (stmt, 0);
      *day_id = sqlite3_column_int64 (stmt, 1);
    }
  sqlite3_reset (stmt);
}

/* Whether player @player_id is an entrant (not withdrawn) of @event_id. */
static gboolean
is_entered (sqlite3 *db,
            gint64   event_id,
            gint64   player_id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT 1 FROM entrant_players ep"
                                                          " JOIN entrants en"
                                                          " ON en.id = ep.entrant_id"
                                                          " WHERE en.event_id = ?1"
                                                          " AND ep.player_id = ?2"
                                                          " AND en.withdrawn = 0", NULL);
  gboolean found;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, player_id);
  found = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_reset (stmt);
  return found;
}

/* Enters @request's person in each event it asks for, and on a day
 * checks them in, inside @tx; the player's id, or 0. *@listed tells
 * whether they were on the list before: a player of their own then, whose
 * page the phone that asked must not open. */
static gint64
enter_requested (HammerStoreTx       *tx,
                 HammerEntryRequest  *request,
                 gboolean            *listed,
                 GError             **error)
{
  const char *club = hammer_entry_request_get_club (request);
  g_autofree char *listed_name = NULL;
  gint64 player_id, event_id, day_id;

  request_scope (tx->db, hammer_entry_request_get_id (request), &event_id, &day_id);
  if (!(player_id = hammer_roster_tx_ensure_player (tx, hammer_entry_request_get_name (request),
                                                    *club != '\0' ? club : NULL, NULL,
                                                    error)))
    return 0;
  /* A player on the list is entered under the name the list has. */
  if ((*listed = is_listed (tx->db, event_id, day_id, player_id)))
    listed_name = hammer_day_player_name (tx->db, player_id);
  for (guint i = 0; i < hammer_entry_request_get_n_events (request); i++)
    {
      gint64 event = hammer_entry_request_get_event_id (request, i);

      if (!is_entered (tx->db, event, player_id) &&
          !hammer_events_tx_enter_player (tx, event, player_id,
                                          listed_name != NULL
                                          ? listed_name : hammer_entry_request_get_name (request),
                                          error))
        return 0;
    }
  /* At the door with their phone: here, checked in already or not. */
  if (day_id != 0 && !hammer_days_tx_mark_here (tx, day_id, player_id, error))
    return 0;
  return player_id;
}

gboolean
hammer_entry_requests_accept (HammerStore  *store,
                              gint64        request_id,
                              GError      **error)
{
  g_autoptr(HammerEntryRequest) request = NULL;
  g_autofree char *description = NULL;
  g_autofree char *drawn_text = NULL;
  g_auto(HammerStoreTx) tx = { 0 };
  sqlite3 *db;
  gint64 player_id;
  gboolean listed = FALSE;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(request = get_waiting (store, request_id, error)))
    return FALSE;
  db = hammer_store_get_db (store);
  /* Every event still open, or nobody is entered. */
  if ((drawn_text = hammer_entry_request_dup_drawn_text (request)) != NULL)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED, drawn_text);
      return FALSE;
    }
  /* One change: the roster's player, the club, the entries, the check-in
   * and the answer, all of them or none. */
  /* TRANSLATORS: a change in the history; %s is a player's name. */
  description = g_strdup_printf (_("Accept the late entry of %s"),
                                 hammer_entry_request_get_name (request));
  /* A player on the list already is entered as asked, but the request
   * keeps no player: its phone is never handed that player's page (whoever
   * asked may not be them), only told to see the desk. */
  if (!hammer_store_tx_begin (&tx, db, description, error) ||
      !(player_id = enter_requested (&tx, request, &listed, error)) ||
      !set_state (tx.db, request_id, HAMMER_ENTRY_REQUEST_ACCEPTED, listed ? 0 : player_id,
                  error))
    return FALSE;
  return hammer_store_tx_finish (&tx, store, error);
}

gboolean
hammer_entry_requests_decline (HammerStore  *store,
                               gint64        request_id,
                               GError      **error)
{
  g_autoptr(HammerEntryRequest) request = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return (request = get_waiting (store, request_id, error)) != NULL &&
         set_state (hammer_store_get_db (store), request_id, HAMMER_ENTRY_REQUEST_DECLINED, 0, error);
}
