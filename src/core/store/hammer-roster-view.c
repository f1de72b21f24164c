/* hammer-roster-view.c — the players a list shows, sorted and searched by
 * SQLite a page at a time
 *
 * A federation's roster is 25,000 players: the players page reads only the
 * rows it shows, so none of this reads the roster whole. Each order walks
 * an index of schema 13 (players_by_name, …), over the folded columns its
 * triggers keep, so an order, a count and a page of rows cost what they do
 * on a club's roster. A search reads every row, but only its folded keys.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-roster-private.h"

#define MAX_ORDER_TERMS 4

/* The sort key of each order, its last term the tie-break by name; the id
 * follows them all. Each is the leading columns of the order's index. */
static const char * const order_terms[HAMMER_N_PLAYER_ORDERS][MAX_ORDER_TERMS] = {
  [HAMMER_PLAYER_ORDER_NAME] = { "p.name_folded", "p.name", NULL },
  [HAMMER_PLAYER_ORDER_CLUB] = { "p.club_folded", "p.name_folded", "p.name", NULL },
  [HAMMER_PLAYER_ORDER_LICENCE] = { "p.licence_folded", "p.name_folded", "p.name", NULL },
  [HAMMER_PLAYER_ORDER_AVERAGE] = { "p.average_folded", "p.name_folded", "p.name", NULL },
};

/* The search as the folded columns hold their text; %NULL for none. */
static char *
search_key (const HammerPlayerView *view)
{
  if (view->search == NULL || *view->search == '\0')
    return NULL;
  return hammer_i18n_fold_name (view->search);
}

/* " WHERE (the search) AND " … ending so that @more may follow, or
 * nothing; the key binds as ?1. */
static void
append_where (GString    *sql,
              const char *key,
              const char *more)
{
  if (key != NULL)
    g_string_append (sql, " WHERE (instr (p.name_folded, ?1) OR instr (p.club_folded, ?1)"
                          " OR instr (p.licence_folded, ?1))");
  if (more != NULL)
    g_string_append_printf (sql, key != NULL ? " AND %s" : " WHERE %s", more);
}

/* The view's key as a list of terms, "a, b, p.id", each with @suffix. */
static void
append_terms (GString                *sql,
              const HammerPlayerView *view,
              const char             *suffix)
{
  const char * const *terms = order_terms[view->order];

  for (guint i = 0; terms[i] != NULL; i++)
    g_string_append_printf (sql, "%s%s, ", terms[i], suffix);
  g_string_append_printf (sql, "p.id%s", suffix);
}

static gboolean
view_is_valid (const HammerPlayerView *view)
{
  return view != NULL && (guint) view->order < HAMMER_N_PLAYER_ORDERS;
}

/* Steps @stmt, a count, to its one row. */
static gboolean
step_count (sqlite3       *db,
            sqlite3_stmt  *stmt,
            guint         *count,
            GError       **error)
{
  int rc = sqlite3_step (stmt);

  if (rc == SQLITE_ROW)
    *count = (guint) sqlite3_column_int64 (stmt, 0);
  else
    hammer_store_set_error (db, rc, _("Could not read the players"), error);
  sqlite3_reset (stmt);
  return rc == SQLITE_ROW;
}

gboolean
hammer_roster_count_view (HammerStore             *self,
                          const HammerPlayerView  *view,
                          guint                   *n_shown,
                          guint                   *n_total,
                          GError                 **error)
{
  sqlite3 *db;
  g_autoptr(GString) sql = g_string_new ("SELECT count(*) FROM players p");
  g_autofree char *key = NULL;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (view_is_valid (view), FALSE);
  g_return_val_if_fail (n_shown != NULL && n_total != NULL, FALSE);

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_borrow_statement (db, "SELECT count(*) FROM players", error)) ||
      !step_count (db, stmt, n_total, error))
    return FALSE;
  if ((key = search_key (view)) == NULL)
    {
      *n_shown = *n_total;
      return TRUE;
    }

  append_where (sql, key, NULL);
  if (!(stmt = hammer_store_borrow_statement (db, sql->str, error)))
    return FALSE;
  sqlite3_bind_text (stmt, 1, key, -1, SQLITE_TRANSIENT);
  return step_count (db, stmt, n_shown, error);
}

GPtrArray *
hammer_roster_read_view (HammerStore             *self,
                         const HammerPlayerView  *view,
                         guint                    offset,
                         guint                    limit,
                         GError                 **error)
{
  g_autoptr(GString) sql = g_string_new (HAMMER_ROSTER_PLAYER_QUERY);
  g_autoptr(GPtrArray) players = NULL;
  g_autofree char *key = NULL;
  sqlite3_stmt *stmt;
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (view_is_valid (view), NULL);

  /* The page's ids first, from the order's index alone: OFFSET then walks
   * the index without reading the rows it skips (with the join, SQLite
   * would read each row). */
  key = search_key (view);
  g_string_append (sql, " WHERE p.id IN (SELECT p.id FROM players p");
  append_where (sql, key, NULL);
  g_string_append (sql, " ORDER BY ");
  append_terms (sql, view, view->descending ? " DESC" : "");
  g_string_append (sql, " LIMIT ?2 OFFSET ?3) ORDER BY ");
  append_terms (sql, view, view->descending ? " DESC" : "");

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_borrow_statement (db, sql->str, error)))
    return NULL;
  if (key != NULL)
    sqlite3_bind_text (stmt, 1, key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, limit);
  sqlite3_bind_int64 (stmt, 3, offset);

  players = g_ptr_array_new_with_free_func (g_object_unref);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (players, hammer_roster_player_from_row (stmt));
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the players"), error);
      return NULL;
    }
  return g_steal_pointer (&players);
}

gboolean
hammer_roster_locate_in_view (HammerStore             *self,
                              const HammerPlayerView  *view,
                              const gint64            *ids,
                              guint                    n_ids,
                              gint                    *positions,
                              GError                 **error)
{
  g_autoptr(GString) key_sql = g_string_new ("SELECT ");
  g_autoptr(GString) before = g_string_new ("(");
  g_autoptr(GString) count_sql = g_string_new ("SELECT count(*) FROM players p");
  g_autofree char *key = NULL;
  guint n_terms = 1;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (view_is_valid (view), FALSE);
  g_return_val_if_fail (n_ids == 0 || (ids != NULL && positions != NULL), FALSE);

  key = search_key (view);
  for (guint i = 0; order_terms[view->order][i] != NULL; i++)
    n_terms++;

  /* The player's key and whether the search finds it, then the count of
   * those shown before it: a range of the order's index, the key bound. */
  append_terms (key_sql, view, "");
  g_string_append (key_sql, key != NULL ? ", (instr (p.name_folded, ?1) OR instr (p.club_folded,"
                                          " ?1) OR instr (p.licence_folded, ?1))"
                                        : ", 1");
  g_string_append (key_sql, " FROM players p WHERE p.id = ?2");

  append_terms (before, view, "");
  g_string_append_printf (before, ") %s (", view->descending ? ">" : "<");
  for (guint i = 0; i < n_terms; i++)
    g_string_append_printf (before, "%s?%u", i > 0 ? ", " : "", i + 2);
  g_string_append_c (before, ')');
  append_where (count_sql, key, before->str);

  db = hammer_store_get_db (self);
  for (guint i = 0; i < n_ids; i++)
    {
      sqlite3_stmt *key_stmt, *count_stmt;
      guint count;
      int rc;

      positions[i] = -1;
      if (!(key_stmt = hammer_store_borrow_statement (db, key_sql->str, error)))
        return FALSE;
      if (key != NULL)
        sqlite3_bind_text (key_stmt, 1, key, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64 (key_stmt, 2, ids[i]);
      rc = sqlite3_step (key_stmt);
      if (rc != SQLITE_ROW)
        {
          sqlite3_reset (key_stmt);
          if (rc == SQLITE_DONE)
            continue;
          hammer_store_set_error (db, rc, _("Could not read the players"), error);
          return FALSE;
        }
      if (!sqlite3_column_int (key_stmt, n_terms))
        {
          sqlite3_reset (key_stmt);
          continue;
        }

      if (!(count_stmt = hammer_store_borrow_statement (db, count_sql->str, error)))
        {
          sqlite3_reset (key_stmt);
          return FALSE;
        }
      if (key != NULL)
        sqlite3_bind_text (count_stmt, 1, key, -1, SQLITE_TRANSIENT);
      for (guint t = 0; t < n_terms; t++)
        sqlite3_bind_value (count_stmt, (int) t + 2, sqlite3_column_value (key_stmt, (int) t));
      sqlite3_reset (key_stmt);
      if (!step_count (db, count_stmt, &count, error))
        return FALSE;
      positions[i] = (gint) count;
    }
  return TRUE;
}
