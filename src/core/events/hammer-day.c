/* hammer-day.c — a tournament day: made, read and listed, its boards reserved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-day.h"
#include "events/hammer-day-private.h"
#include "events/hammer-events-private.h"

gboolean
hammer_day_check_exists (sqlite3  *db,
                         gint64    day_id,
                         GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (db, "SELECT 1 FROM days WHERE id = ?",
                                                       error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no day with number %" PRId64), day_id);
      return FALSE;
    }
  return TRUE;
}

/* The names of the day's boards, checked: as many as boards. */
static GStrv
day_board_names (const HammerDaySpec  *spec,
                 GError              **error)
{
  g_auto(GStrv) names = NULL;

  if (spec->n_boards == 0 || spec->n_boards > 200)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--boards: a day has 1 to 200 boards, not %u"), spec->n_boards);
      return NULL;
    }
  if (spec->board_names == NULL || *spec->board_names == '\0')
    {
      names = g_new0 (char *, spec->n_boards + 1);
      for (guint i = 0; i < spec->n_boards; i++)
        /* TRANSLATORS: the default name of a board; %u is its number. */
        names[i] = g_strdup_printf (_("Board %u"), i + 1);
      return g_steal_pointer (&names);
    }
  names = g_strsplit (spec->board_names, ",", -1);
  if (g_strv_length (names) != spec->n_boards)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "--board-names: %u name for %u boards",
                                "--board-names: %u names for %u boards",
                                g_strv_length (names)),
                   g_strv_length (names), spec->n_boards);
      return NULL;
    }
  for (guint i = 0; names[i] != NULL; i++)
    if (*g_strstrip (names[i]) == '\0')
      {
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("--board-names: board %u has no name"), i + 1);
        return NULL;
      }
  /* The hall and the calls name a board: two of one name would be one to
   * a player walking to it. */
  for (guint i = 0; names[i] != NULL; i++)
    for (guint j = 0; j < i; j++)
      {
        g_autofree char *a = g_utf8_casefold (names[i], -1);
        g_autofree char *b = g_utf8_casefold (names[j], -1);

        if (g_str_equal (a, b))
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("--board-names: boards %u and %u are both named “%s”"), j + 1, i + 1,
                         names[i]);
            return NULL;
          }
      }
  return g_steal_pointer (&names);
}

static gboolean
insert_day_board (HammerStoreTx  *tx,
                  gint64          day_id,
                  guint           number,
                  const char     *name,
                  GError        **error)
{
  sqlite3_stmt *stmt = hammer_store_borrow_statement (tx->db, "INSERT INTO boards (day_id, number,"
                                                              " name) VALUES (?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id);
  sqlite3_bind_int64 (stmt, 2, number);
  sqlite3_bind_text (stmt, 3, name, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_insert_row (tx, "boards", stmt, _("Could not create the boards"),
                                     error) != 0;
}

gint64
hammer_days_create (HammerStore          *self,
                    const HammerDaySpec  *spec,
                    GError              **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_auto(GStrv) names = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autofree char *now = hammer_now_stamp ();
  sqlite3_stmt *stmt;
  gint64 day_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (spec != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (spec->name == NULL || *(name = g_strstrip (g_strdup (spec->name))) == '\0')
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("--name: a day needs a name"));
      return 0;
    }
  if (spec->date == NULL || *spec->date == '\0')
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--date: a day needs a date like 2026-11-21"));
      return 0;
    }
  if (!hammer_event_check_date (spec->date, error) || !(names = day_board_names (spec, error)))
    return 0;
  if (spec->currency != NULL && (*spec->currency == '\0' || g_utf8_strlen (spec->currency, -1) > 4))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("--currency: a currency sign is 1 to 4 characters, as € or CHF"));
      return 0;
    }

  /* TRANSLATORS: a change in the history; %s is a tournament day's name. */
  description = g_strdup_printf (_("Create day %s"), name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return 0;
  if (!(stmt = hammer_store_borrow_statement (tx.db, "INSERT INTO days (name, date, venue,"
                                                     " rest_minutes, created_at, currency)"
                                                     " VALUES (?, ?, ?, ?, ?,"
                                                     " coalesce (?6, '€'))", error)))
    return 0;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, spec->date, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 3, spec->venue);
  sqlite3_bind_int64 (stmt, 4, spec->rest_minutes);
  sqlite3_bind_text (stmt, 5, now, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 6, spec->currency);
  if (!(day_id = hammer_store_tx_insert_row (&tx, "days", stmt, _("Could not create the day"),
                                             error)))
    return 0;
  for (guint i = 0; names[i] != NULL; i++)
    if (!insert_day_board (&tx, day_id, i + 1, names[i], error))
      return 0;
  if (!hammer_store_tx_finish (&tx, self, error))
    return 0;
  return day_id;
}

gint64
hammer_events_get_day (HammerStore  *self,
                       gint64        event_id,
                       GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(stmt = hammer_store_prepare (hammer_store_get_db (self),
                                     "SELECT day_id FROM events WHERE id = ?", error)))
    return 0;
  sqlite3_bind_int64 (stmt, 1, event_id);
  return sqlite3_step (stmt) == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : 0;
}

static void
add_text_or_null (JsonBuilder  *builder,
                  const char   *member,
                  sqlite3_stmt *stmt,
                  int           col)
{
  json_builder_set_member_name (builder, member);
  if (sqlite3_column_type (stmt, col) == SQLITE_NULL)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, (const char *) sqlite3_column_text (stmt, col));
}

/* "reserved": {"event", "stage", "round"} or null, from columns @col to @col + 2. */
void
hammer_day_add_reserved_json (JsonBuilder  *builder,
                              sqlite3_stmt *stmt,
                              int           col)
{
  json_builder_set_member_name (builder, "reserved");
  if (sqlite3_column_type (stmt, col) == SQLITE_NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  json_builder_add_int_value (builder, sqlite3_column_int64 (stmt, col));
  json_builder_set_member_name (builder, "stage");
  if (sqlite3_column_type (stmt, col + 1) == SQLITE_NULL)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, sqlite3_column_int64 (stmt, col + 1));
  add_text_or_null (builder, "round", stmt, col + 2);
  json_builder_end_object (builder);
}

/* The rows of @sql on @day_id as an array of objects, through @add_row. */
static gboolean
add_rows (JsonBuilder  *builder,
          sqlite3      *db,
          const char   *sql,
          gint64        day_id,
          void        (*add_row) (JsonBuilder *, sqlite3_stmt *),
          GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (db, sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  if (day_id != 0)
    sqlite3_bind_int64 (stmt, 1, day_id);
  json_builder_begin_array (builder);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      json_builder_begin_object (builder);
      add_row (builder, stmt);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the day"), error);
      return FALSE;
    }
  return TRUE;
}

static void
add_board_row (JsonBuilder  *builder,
               sqlite3_stmt *stmt)
{
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, sqlite3_column_int64 (stmt, 0));
  add_text_or_null (builder, "name", stmt, 1);
  hammer_day_add_reserved_json (builder, stmt, 2);
}

static void
add_event_row (JsonBuilder  *builder,
               sqlite3_stmt *stmt)
{
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, sqlite3_column_int64 (stmt, 0));
  add_text_or_null (builder, "name", stmt, 1);
  add_text_or_null (builder, "format", stmt, 2);
  json_builder_set_member_name (builder, "drawn");
  json_builder_add_boolean_value (builder, sqlite3_column_type (stmt, 3) != SQLITE_NULL);
}

static void
add_day_fields (JsonBuilder  *builder,
                sqlite3_stmt *stmt)
{
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, sqlite3_column_int64 (stmt, 0));
  add_text_or_null (builder, "name", stmt, 1);
  add_text_or_null (builder, "date", stmt, 2);
  add_text_or_null (builder, "venue", stmt, 3);
  json_builder_set_member_name (builder, "rest");
  json_builder_add_int_value (builder, sqlite3_column_int64 (stmt, 4));
}

JsonNode *
hammer_days_get_json (HammerStore  *self,
                      gint64        day_id,
                      GError      **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(sqlite3_stmt) stmt = NULL;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (self);
  if (!hammer_day_check_exists (db, day_id, error) ||
      !(stmt = hammer_store_prepare (db, "SELECT id, name, date, venue, rest_minutes, currency"
                                         " FROM days WHERE id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, day_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      hammer_store_set_error (db, sqlite3_errcode (db), _("Could not read the day"), error);
      return NULL;
    }
  json_builder_begin_object (builder);
  add_day_fields (builder, stmt);
  add_text_or_null (builder, "currency", stmt, 5);
  json_builder_set_member_name (builder, "boards");
  if (!add_rows (builder, db, "SELECT number, name, reserved_event_id, reserved_stage,"
                              " reserved_round FROM boards WHERE day_id = ? ORDER BY number",
                 day_id, add_board_row, error))
    return NULL;
  json_builder_set_member_name (builder, "events");
  if (!add_rows (builder, db, "SELECT id, name, format, drawn_at FROM events WHERE day_id = ?"
                              " ORDER BY id", day_id, add_event_row, error))
    return NULL;
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static void
add_listed_day (JsonBuilder  *builder,
                sqlite3_stmt *stmt)
{
  add_day_fields (builder, stmt);
  json_builder_set_member_name (builder, "boards");
  json_builder_add_int_value (builder, sqlite3_column_int64 (stmt, 5));
  json_builder_set_member_name (builder, "events");
  json_builder_add_int_value (builder, sqlite3_column_int64 (stmt, 6));
}

/* The one query behind both listings of the days. */
static const char list_days_sql[] =
  "SELECT d.id, d.name, d.date, d.venue, d.rest_minutes,"
  " (SELECT count(*) FROM boards b WHERE b.day_id = d.id),"
  " (SELECT count(*) FROM events e WHERE e.day_id = d.id)"
  " FROM days d ORDER BY d.date, d.id";

JsonNode *
hammer_days_list_json (HammerStore  *self,
                       GError      **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!add_rows (builder, hammer_store_get_db (self), list_days_sql, 0, add_listed_day, error))
    return NULL;
  return json_builder_get_root (builder);
}

static void
day_summary_free (HammerDaySummary *day)
{
  g_free (day->name);
  g_free (day->date);
  g_free (day);
}

GPtrArray *
hammer_days_list (HammerStore  *self,
                  GError      **error)
{
  g_autoptr(GPtrArray) days = g_ptr_array_new_with_free_func ((GDestroyNotify) day_summary_free);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_prepare (db, list_days_sql, error)))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerDaySummary *day = g_new0 (HammerDaySummary, 1);

      day->id = sqlite3_column_int64 (stmt, 0);
      day->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      day->date = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      day->n_boards = sqlite3_column_int (stmt, 5);
      day->n_events = sqlite3_column_int (stmt, 6);
      g_ptr_array_add (days, day);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the day"), error);
      return NULL;
    }
  return g_steal_pointer (&days);
}

gint64
hammer_day_find_board (sqlite3     *db,
                       gint64       day_id,
                       guint        number,
                       char       **name,
                       GError     **error)
{
  g_autoptr(sqlite3_stmt) find = NULL;

  if (!(find = hammer_store_prepare (db, "SELECT id, name FROM boards"
                                         " WHERE day_id = ? AND number = ?", error)))
    return 0;
  sqlite3_bind_int64 (find, 1, day_id);
  sqlite3_bind_int64 (find, 2, number);
  if (sqlite3_step (find) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("--board: day %" PRId64 " has no board %u"), day_id, number);
      return 0;
    }
  if (name != NULL)
    *name = g_strdup ((const char *) sqlite3_column_text (find, 1));
  return sqlite3_column_int64 (find, 0);
}

/* The ids of the rows @sql (on ?1 = @id) selects. */
static GArray *
select_ids (sqlite3     *db,
            const char  *sql,
            gint64       id,
            GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (db, sql, error);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 row = sqlite3_column_int64 (stmt, 0);

      g_array_append_val (ids, row);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the day"), error);
      return NULL;
    }
  return g_steal_pointer (&ids);
}

gboolean
hammer_days_add_event (HammerStore  *self,
                       gint64        day_id,
                       gint64        event_id,
                       GError      **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GArray) boards = NULL;
  g_autofree char *description = NULL;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !hammer_day_check_exists (tx.db, day_id, error) ||
      !(model = hammer_event_load (tx.db, event_id, error)))
    return FALSE;
  /* Its matches keep the boards they were drawn on: moving them would
   * give two events one board without the day's queue knowing. */
  if (model->drawn)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Event %" PRId64 " “%s” is drawn already: an event joins a day before its "
                     "draw"), event_id, model->name);
      return FALSE;
    }
  if (model->day_id != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Event %" PRId64 " “%s” is played on day %" PRId64 " already"),
                   event_id, model->name, model->day_id);
      return FALSE;
    }
  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Play %s on the day’s boards"), model->name);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !(boards = select_ids (tx.db, "SELECT id FROM boards WHERE event_id = ?1", event_id, error)))
    return FALSE;
  /* One home for a board: its own boards go, the day's take their place. */
  for (guint b = 0; b < boards->len; b++)
    if (!hammer_store_tx_update_row (&tx, "boards", g_array_index (boards, gint64, b),
                                     "DELETE FROM boards WHERE id = ?1", error))
      return FALSE;
  if (!(stmt = hammer_store_borrow_statement (tx.db, "UPDATE events SET day_id = ?2 WHERE id = ?1",
                                              error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  if (!hammer_store_tx_run_logged (&tx, "events", event_id, stmt, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}

gboolean
hammer_days_remove_board (HammerStore  *self,
                          gint64        day_id,
                          guint         number,
                          GError      **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autoptr(GArray) played = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  gint64 board_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !(holds = hammer_day_holds_new (tx.db, day_id, NULL, TRUE, error)) ||
      !(board_id = hammer_day_find_board (tx.db, day_id, number, &name, error)))
    return FALSE;
  if (hammer_day_holds_board_busy (holds, board_id))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s has a match on it: enter its result or move it before the board goes"),
                   name);
      return FALSE;
    }
  /* TRANSLATORS: a change in the history; %s is a board's name. */
  description = g_strdup_printf (_("Remove %s"), name);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !(played = select_ids (tx.db, "SELECT id FROM matches WHERE board_id = ?1", board_id,
                             error)))
    return FALSE;
  /* The matches played there forget it in the log too, so undo puts them back. */
  for (guint m = 0; m < played->len; m++)
    if (!hammer_store_tx_update_row (&tx, "matches", g_array_index (played, gint64, m),
                                     "UPDATE matches SET board_id = NULL WHERE id = ?1", error))
      return FALSE;
  if (!hammer_store_tx_update_row (&tx, "boards", board_id, "DELETE FROM boards WHERE id = ?1",
                                   error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}

gboolean
hammer_days_add_board (HammerStore  *self,
                       gint64        day_id,
                       const char   *name,
                       guint        *number,
                       GError      **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autofree char *board_name = NULL;
  g_autofree char *description = NULL;
  gint64 last;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (name != NULL && *(board_name = g_strstrip (g_strdup (name))) == '\0')
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("--name: a board needs a name"));
      return FALSE;
    }
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !hammer_day_check_exists (tx.db, day_id, error))
    return FALSE;
  {
    g_autoptr(sqlite3_stmt) stmt = hammer_store_prepare (tx.db, "SELECT coalesce (max (number), 0),"
                                                                " count(*) FROM boards"
                                                                " WHERE day_id = ?", error);

    if (stmt == NULL)
      return FALSE;
    sqlite3_bind_int64 (stmt, 1, day_id);
    if ((rc = sqlite3_step (stmt)) != SQLITE_ROW)
      {
        hammer_store_set_error (tx.db, rc, _("Could not read the day"), error);
        return FALSE;
      }
    last = sqlite3_column_int64 (stmt, 0);
    if (sqlite3_column_int64 (stmt, 1) >= 200)
      {
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("Day %" PRId64 " has 200 boards already, the most a day has"), day_id);
        return FALSE;
      }
  }
  /* After the last, so that no board's number changes under its sign. */
  *number = (guint) last + 1;
  if (board_name == NULL)
    board_name = g_strdup_printf (_("Board %u"), *number);
  /* TRANSLATORS: a change in the history; %s is a board's name. */
  description = g_strdup_printf (_("Add %s"), board_name);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !insert_day_board (&tx, day_id, *number, board_name, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}

/* An event leaving a deleted day takes boards of its own, copies of the
 * day's, so that it can still be played. */
static gboolean
leave_day (HammerStoreTx     *tx,
           HammerEventModel  *model,
           GError           **error)
{
  if (!hammer_store_tx_update_row (tx, "events", model->id,
                                   "UPDATE events SET day_id = NULL WHERE id = ?1", error))
    return FALSE;
  for (guint b = 0; b < model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      if (!hammer_event_insert_board (tx, model->id, board->number, board->name,
                                      _("Could not create the boards"), error))
        return FALSE;
    }
  return TRUE;
}

/* The day's boards kept for @event_id are freed, each in the log. */
static gboolean
free_reserved_boards (HammerStoreTx  *tx,
                      gint64          event_id,
                      GError        **error)
{
  g_autoptr(GArray) kept = select_ids (tx->db, "SELECT id FROM boards WHERE reserved_event_id = ?1",
                                       event_id, error);

  if (kept == NULL)
    return FALSE;
  for (guint b = 0; b < kept->len; b++)
    if (!hammer_store_tx_update_row (tx, "boards", g_array_index (kept, gint64, b),
                                     "UPDATE boards SET reserved_event_id = NULL,"
                                     " reserved_stage = NULL WHERE id = ?1", error))
      return FALSE;
  return TRUE;
}

gboolean
hammer_days_remove_event (HammerStore  *self,
                          gint64        event_id,
                          GError      **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(HammerEventModel) model = NULL;
  g_autofree char *description = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (tx.db, event_id, error)))
    return FALSE;
  /* Its matches were drawn onto the day's boards: they stay there. */
  if (model->drawn)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Event %" PRId64 " “%s” is drawn already: it stays on its day’s boards"),
                   event_id, model->name);
      return FALSE;
    }
  if (model->day_id == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Event %" PRId64 " “%s” is played on no day"), event_id, model->name);
      return FALSE;
    }
  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Take %s off the day"), model->name);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !free_reserved_boards (&tx, event_id, error) ||
      !leave_day (&tx, model, error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}

gboolean
hammer_days_delete (HammerStore  *self,
                    gint64        day_id,
                    GError      **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                hammer_event_model_free);
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GArray) boards = NULL;
  g_autoptr(GArray) check_ins = NULL;
  g_autofree char *description = NULL;
  g_autofree char *name = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !hammer_day_check_exists (tx.db, day_id, error) ||
      !(stmt = hammer_store_prepare (tx.db, "SELECT name FROM days WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, day_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  if (!(ids = select_ids (tx.db, "SELECT id FROM events WHERE day_id = ?1 ORDER BY id", day_id,
                          error)))
    return FALSE;
  for (guint e = 0; e < ids->len; e++)
    {
      HammerEventModel *model = hammer_event_load (tx.db, g_array_index (ids, gint64, e), error);

      if (model == NULL)
        return FALSE;
      g_ptr_array_add (models, model);
      /* Play under way keeps its boards: the day stays. */
      for (guint i = 0; i < model->matches->len; i++)
        {
          HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

          if (row->board_id != 0 || row->input != NULL)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Event %" PRId64 " “%s” of day %" PRId64 " has matches on its "
                             "boards or results: a day with play under way stays"),
                           model->id, model->name, day_id);
              return FALSE;
            }
        }
    }
  /* TRANSLATORS: a change in the history; %s is a tournament day's name. */
  description = g_strdup_printf (_("Delete day %s"), name != NULL ? name : "");
  if (!hammer_store_tx_describe (&tx, description, error))
    return FALSE;
  for (guint e = 0; e < models->len; e++)
    if (!leave_day (&tx, models->pdata[e], error))
      return FALSE;
  if (!(boards = select_ids (tx.db, "SELECT id FROM boards WHERE day_id = ?1", day_id, error)))
    return FALSE;
  for (guint b = 0; b < boards->len; b++)
    if (!hammer_store_tx_update_row (&tx, "boards", g_array_index (boards, gint64, b),
                                     "DELETE FROM boards WHERE id = ?1", error))
      return FALSE;
  /* Its check-ins go in the log too, so that undo brings them back. */
  if (!(check_ins = select_ids (tx.db, "SELECT id FROM day_check_ins WHERE day_id = ?1", day_id,
                                error)))
    return FALSE;
  for (guint c = 0; c < check_ins->len; c++)
    if (!hammer_store_tx_update_row (&tx, "day_check_ins", g_array_index (check_ins, gint64, c),
                                     "DELETE FROM day_check_ins WHERE id = ?1", error))
      return FALSE;
  if (!hammer_store_tx_update_row (&tx, "days", day_id, "DELETE FROM days WHERE id = ?1", error))
    return FALSE;
  return hammer_store_tx_finish (&tx, self, error);
}
