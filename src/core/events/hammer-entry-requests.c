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
  if (!(id = insert_request (db, event_id, day_id, clean_name, clean_club, event_ids, n_events,
                             key, error)) ||
      !hammer_store_exec (db, "COMMIT", _("Could not store the late entry"), error))
    goto fail;
  return id;
fail:
  sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
  return 0;
}

/* The request of the row @stmt stands on (its columns as REQUEST_COLUMNS
 * lists them), with its events. */
#define REQUEST_COLUMNS "r.id, r.name, r.club, r.state, r.player_id, r.key"

static HammerEntryRequest *
read_request (sqlite3       *db,
              sqlite3_stmt  *stmt,
              GError       **error)
{
  gint64 id = sqlite3_column_int64 (stmt, 0);
  HammerEntryRequestState state = HAMMER_ENTRY_REQUEST_WAITING;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(sqlite3_stmt) events = NULL;
  int rc;

  hammer_entry_request_state_from_string ((const char *) sqlite3_column_text (stmt, 3), &state);
  if (!(events = hammer_store_prepare (db, "SELECT e.id, e.name FROM entry_request_events x"
                                           " JOIN events e ON e.id = x.event_id"
                                           " WHERE x.request_id = ?1 ORDER BY e.id", error)))
    return NULL;
  sqlite3_bind_int64 (events, 1, id);
  while ((rc = sqlite3_step (events)) == SQLITE_ROW)
    {
      gint64 event = sqlite3_column_int64 (events, 0);

      g_array_append_val (ids, event);
      g_ptr_array_add (names, g_strdup ((const char *) sqlite3_column_text (events, 1)));
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  return hammer_entry_request_new (id, (const char *) sqlite3_column_text (stmt, 1),
                                   (const char *) sqlite3_column_text (stmt, 2), state,
                                   sqlite3_column_int64 (stmt, 4), (const gint64 *) ids->data,
                                   (const char * const *) names->pdata, ids->len,
                                   (const char *) sqlite3_column_text (stmt, 5));
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

static gboolean
set_state (HammerStore             *store,
           gint64                   request_id,
           HammerEntryRequestState  state,
           gint64                   player_id,
           GError                 **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (hammer_store_get_db (store),
                                     "UPDATE entry_requests SET state = ?2,"
                                     " player_id = NULLIF (?3, 0)"
                                     " WHERE id = ?1 AND state = 'waiting'", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, request_id);
  sqlite3_bind_text (stmt, 2, hammer_entry_request_state_to_string (state), -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, player_id);
  return hammer_store_step_done (stmt, _("Could not store the answer to the late entry"),
                                 error);
}

/* The day of what request @request_id was asked of, 0 for an event. */
static gint64
request_day (sqlite3 *db,
             gint64   request_id)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT day_id FROM entry_requests"
                                                          " WHERE id = ?1", NULL);
  gint64 day = 0;

  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, request_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    day = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  return day;
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

/* The roster's player called @name, or a new one with @club; one change. */
static gint64
ensure_player (HammerStore  *store,
               const char   *name,
               const char   *club,
               GError      **error)
{
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 player_id;

  /* TRANSLATORS: a change in the history; %s is a player's name. */
  description = g_strdup_printf (_("Accept the late entry of %s"), name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (store), description, error))
    return 0;
  if (!(player_id = hammer_roster_tx_ensure_player (&tx, name, *club != '\0' ? club : NULL,
                                                    NULL, error)) ||
      !hammer_store_tx_finish (&tx, store, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }
  return player_id;
}

gboolean
hammer_entry_requests_accept (HammerStore  *store,
                              gint64        request_id,
                              GError      **error)
{
  g_autoptr(HammerEntryRequest) request = NULL;
  sqlite3 *db;
  gint64 player_id, day_id;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(request = get_waiting (store, request_id, error)))
    return FALSE;
  db = hammer_store_get_db (store);
  /* Every event still open, or nobody is entered. */
  for (guint i = 0; i < hammer_entry_request_get_n_events (request); i++)
    {
      gboolean drawn = FALSE;
      gint64 event = hammer_entry_request_get_event_id (request, i);

      if (event_in_scope (db, event, 0, event, &drawn) && drawn)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED,
                       _("%s is drawn already: decline the late entry, or enter the player "
                         "in another event"), hammer_entry_request_get_event_name (request, i));
          return FALSE;
        }
    }
  if (!(player_id = ensure_player (store, hammer_entry_request_get_name (request),
                                   hammer_entry_request_get_club (request), error)))
    return FALSE;
  for (guint i = 0; i < hammer_entry_request_get_n_events (request); i++)
    {
      gint64 event = hammer_entry_request_get_event_id (request, i);

      if (!is_entered (db, event, player_id) &&
          !hammer_events_enter_player (store, event, player_id, error))
        return FALSE;
    }
  /* At the door with their phone: here. */
  day_id = request_day (db, request_id);
  if (day_id != 0 && !hammer_days_check_in (store, day_id, player_id, TRUE, error))
    return FALSE;
  return set_state (store, request_id, HAMMER_ENTRY_REQUEST_ACCEPTED, player_id, error);
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
         set_state (store, request_id, HAMMER_ENTRY_REQUEST_DECLINED, 0, error);
}
