/* hammer-roster.c — the clubs of the roster, and what its parts share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "hammer-roster-private.h"

/* Validation shared by every way a name comes in */

char *
hammer_roster_normalize_text (const char *text)
{
  g_autoptr(GString) out = NULL;
  gboolean space = FALSE;

  if (text == NULL)
    return NULL;

  out = g_string_new (NULL);
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c))
        space = out->len > 0;
      else
        {
          if (space)
            g_string_append_c (out, ' ');
          space = FALSE;
          g_string_append_unichar (out, c);
        }
    }

  if (out->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&out), FALSE);
}

gboolean
hammer_roster_check_text (const char  *text,
                          const char  *field,
                          GError     **error)
{
  if (text == NULL)
    return TRUE;

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The %s is not valid text"), field);
      return FALSE;
    }
  if (g_utf8_strlen (text, -1) > HAMMER_ROSTER_MAX_NAME_LENGTH)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The %s is longer than %d characters"), field,
                   HAMMER_ROSTER_MAX_NAME_LENGTH);
      return FALSE;
    }
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      {
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("The %s contains a control character"), field);
        return FALSE;
      }
  return TRUE;
}

/* Reading and deleting, the same for clubs and players */

GPtrArray *
hammer_roster_list_rows (HammerStore          *self,
                         const char           *sql,
                         HammerRosterRowFunc   from_row,
                         const char           *what,
                         GError              **error)
{
  sqlite3 *db = hammer_store_get_db (self);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, sql, error)))
    return NULL;

  rows = g_ptr_array_new_with_free_func (g_object_unref);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (rows, from_row (stmt));

  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, what, error);
      return NULL;
    }
  return g_steal_pointer (&rows);
}

gpointer
hammer_roster_get_row (HammerStore          *self,
                       const char           *sql,
                       const char           *table,
                       gint64                id,
                       HammerRosterRowFunc   from_row,
                       const char           *what,
                       GError              **error)
{
  sqlite3 *db = hammer_store_get_db (self);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, sql, error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return from_row (stmt);
  if (rc == SQLITE_DONE)
    hammer_store_set_not_found (table, id, error);
  else
    hammer_store_set_error (db, rc, what, error);
  return NULL;
}

gint64
hammer_roster_delete_rows (HammerStore             *self,
                           const gint64            *ids,
                           guint                    n_ids,
                           const char              *none_chosen,
                           const char              *description,
                           HammerRosterDeleteFunc   delete_one,
                           GError                 **error)
{
  HammerStoreTx tx = { 0 };
  gint64 change_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (ids != NULL || n_ids == 0, 0);

  if (n_ids == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, none_chosen);
      return 0;
    }

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return 0;

  for (guint i = 0; i < n_ids; i++)
    if (!delete_one (&tx, ids[i], error))
      {
        hammer_store_tx_rollback (&tx);
        return 0;
      }

  change_id = tx.change_id;
  if (!hammer_store_tx_finish (&tx, self, error))
    return 0;
  return change_id;
}

/* Clubs */

static gpointer
club_from_row (sqlite3_stmt *stmt)
{
  HammerClub *club = hammer_club_new ((const char *) sqlite3_column_text (stmt, 1));

  hammer_club_set_id (club, sqlite3_column_int64 (stmt, 0));
  hammer_club_set_city (club, (const char *) sqlite3_column_text (stmt, 2));
  hammer_club_set_member_count (club, sqlite3_column_int (stmt, 3));
  return club;
}

gboolean
hammer_roster_count (HammerStore  *self,
                     guint        *n_players,
                     guint        *n_clubs,
                     GError      **error)
{
  sqlite3 *db;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (n_players != NULL && n_clubs != NULL, FALSE);

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_borrow_statement (db, "SELECT (SELECT count(*) FROM players),"
                                                  " (SELECT count(*) FROM clubs)", error)))
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      *n_players = (guint) sqlite3_column_int64 (stmt, 0);
      *n_clubs = (guint) sqlite3_column_int64 (stmt, 1);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW)
    {
      hammer_store_set_error (db, rc, _("Could not read the roster"), error);
      return FALSE;
    }
  return TRUE;
}

#define CLUB_QUERY \
  "SELECT c.id, c.name, c.city, (SELECT count(*) FROM players p WHERE p.club_id = c.id)" \
  " FROM clubs c"

GPtrArray *
hammer_roster_list_clubs (HammerStore  *self,
                          GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_roster_list_rows (self, CLUB_QUERY " ORDER BY c.name COLLATE NOCASE",
                                  club_from_row, _("Could not read the clubs"), error);
}

HammerClub *
hammer_roster_get_club (HammerStore  *self,
                        gint64        id,
                        GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_roster_get_row (self, CLUB_QUERY " WHERE c.id = ?", "clubs", id, club_from_row,
                                _("Could not read the club"), error);
}

gint64
hammer_roster_find_club (sqlite3     *db,
                         const char  *name,
                         gint64       except_id,
                         GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT id FROM clubs WHERE name = ? COLLATE NOCASE"
                                     " AND id != ?", error)))
    return -1;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, except_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return sqlite3_column_int64 (stmt, 0);
  if (rc == SQLITE_DONE)
    return 0;
  hammer_store_set_error (db, rc, _("Could not read the clubs"), error);
  return -1;
}

/* Refuses @name when a club other than @except_id is called so. */
static gboolean
check_club_name_free (sqlite3     *db,
                      const char  *name,
                      gint64       except_id,
                      GError     **error)
{
  gint64 existing = hammer_roster_find_club (db, name, except_id, error);

  if (existing > 0)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                 _("There is already a club called “%s”"), name);
  return existing == 0;
}

gint64
hammer_roster_insert_club (HammerStoreTx  *tx,
                           const char     *name,
                           const char     *city,
                           GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *now = hammer_now_stamp ();

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO clubs (name, city, created_at)"
                                     " VALUES (?, ?, ?)", error)))
    return 0;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 2, city);
  sqlite3_bind_text (stmt, 3, now, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_insert_row (tx, "clubs", stmt, _("Could not add the club"), error);
}

gint64
hammer_roster_ensure_club (HammerStoreTx  *tx,
                           const char     *name,
                           gboolean       *created,
                           GError        **error)
{
  gint64 id = hammer_roster_find_club (tx->db, name, 0, error);

  if (created != NULL)
    *created = FALSE;
  if (id < 0)
    return 0;
  if (id > 0)
    return id;
  if (created != NULL)
    *created = TRUE;
  return hammer_roster_insert_club (tx, name, NULL, error);
}

static gboolean
check_club_fields (const char  *name,
                   const char  *city,
                   GError     **error)
{
  if (name == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("A club needs a name"));
      return FALSE;
    }
  return hammer_roster_check_text (name, _("club name"), error) &&
         hammer_roster_check_text (city, _("city"), error);
}

/* Runs the UPDATE of club @id inside @tx, logging the row as it was. */
static gboolean
update_club_row (HammerStoreTx  *tx,
                 gint64          id,
                 const char     *name,
                 const char     *city,
                 GError        **error)
{
  g_autofree char *before = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(before = hammer_store_snapshot_existing (tx->db, "clubs", id, error)) ||
      !check_club_name_free (tx->db, name, id, error) ||
      !(stmt = hammer_store_prepare (tx->db, "UPDATE clubs SET name = ?, city = ?"
                                     " WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 2, city);
  sqlite3_bind_int64 (stmt, 3, id);
  if ((rc = sqlite3_step (stmt)) != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not change the club"), error);
      return FALSE;
    }
  return hammer_store_tx_log_row (tx, "clubs", id, before, error);
}

/* Adds a club (with @add) or changes club @id, in one change; the id of
 * the club added is set in @id. */
static gboolean
save_club (HammerStore  *self,
           gboolean      add,
           gint64       *id,
           const char   *name,
           const char   *city,
           GError      **error)
{
  g_autofree char *clean_name = hammer_roster_normalize_text (name);
  g_autofree char *clean_city = hammer_roster_normalize_text (city);
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gboolean saved;

  if (!check_club_fields (clean_name, clean_city, error))
    return FALSE;

  description = add
    /* TRANSLATORS: a change in the history; %s is a club name. */
    ? g_strdup_printf (_("Add club %s"), clean_name)
    /* TRANSLATORS: a change in the history; %s is a club name. */
    : g_strdup_printf (_("Edit club %s"), clean_name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return FALSE;

  if (add)
    saved = check_club_name_free (tx.db, clean_name, 0, error) &&
            (*id = hammer_roster_insert_club (&tx, clean_name, clean_city, error)) != 0;
  else
    saved = update_club_row (&tx, *id, clean_name, clean_city, error);
  if (!saved || !hammer_store_tx_finish (&tx, self, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }
  return TRUE;
}

gint64
hammer_roster_add_club (HammerStore  *self,
                        const char   *name,
                        const char   *city,
                        GError      **error)
{
  gint64 id = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  return save_club (self, TRUE, &id, name, city, error) ? id : 0;
}

gboolean
hammer_roster_update_club (HammerStore  *self,
                           gint64        id,
                           const char   *name,
                           const char   *city,
                           GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return save_club (self, FALSE, &id, name, city, error);
}

/* Takes club @club_id off every row of @table that @select_sql finds for it,
 * with @update_sql (the id as ?1), logging each row. The rows stay, without
 * the club; they are changed here rather than by ON DELETE SET NULL so that
 * undo restores them. */
static gboolean
leave_club (HammerStoreTx  *tx,
            gint64          club_id,
            const char     *table,
            const char     *select_sql,
            const char     *update_sql,
            GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;

  if (!(stmt = hammer_store_prepare (tx->db, select_sql, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, club_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not delete the club"), error);
      return FALSE;
    }

  for (guint i = 0; i < ids->len; i++)
    if (!hammer_store_tx_update_row (tx, table, g_array_index (ids, gint64, i), update_sql,
                                     error))
      return FALSE;
  return TRUE;
}

/* The members stay on the roster and the league teams in their leagues,
 * without the club. */
static gboolean
delete_club (HammerStoreTx  *tx,
             gint64          id,
             GError        **error)
{
  return leave_club (tx, id, "players", "SELECT id FROM players WHERE club_id = ?",
                     "UPDATE players SET club_id = NULL WHERE id = ?", error) &&
         leave_club (tx, id, "league_teams", "SELECT id FROM league_teams WHERE club_id = ?",
                     "UPDATE league_teams SET club_id = NULL WHERE id = ?", error) &&
         hammer_store_tx_update_row (tx, "clubs", id, "DELETE FROM clubs WHERE id = ?", error);
}

gint64
hammer_roster_delete_clubs (HammerStore   *self,
                            const gint64  *ids,
                            guint          n_ids,
                            GError       **error)
{
  g_autofree char *description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Delete %u club",
                                                               "Delete %u clubs", n_ids), n_ids);

  return hammer_roster_delete_rows (self, ids, n_ids, _("No club was chosen to delete"),
                                    description, delete_club, error);
}

gint64
hammer_roster_tx_ensure_club (HammerStoreTx  *tx,
                              const char     *name,
                              GError        **error)
{
  g_autofree char *normalized = NULL;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, 0);

  normalized = hammer_roster_normalize_text (name);
  if (!check_club_fields (normalized, NULL, error))
    return 0;
  return hammer_roster_ensure_club (tx, normalized, NULL, error);
}
