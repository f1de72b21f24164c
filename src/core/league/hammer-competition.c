/* hammer-competition.c — what the season and league models share
 *
 * Reading a competition's row and its parts, listing competitions, and
 * the members of their reports. See hammer-competition-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "league/hammer-competition-private.h"

const char *
_hammer_competition_read_error (HammerCompetitionKind kind)
{
  return kind == HAMMER_COMPETITION_SEASON ? _("Could not read the season")
                                           : _("Could not read the league");
}

gboolean
_hammer_competition_read_failed (sqlite3                *db,
                                 int                     rc,
                                 HammerCompetitionKind   kind,
                                 GError                **error)
{
  hammer_store_set_error (db, rc, _hammer_competition_read_error (kind), error);
  return FALSE;
}

/* Reads the one row of a competition's own, noting that there was one. */
typedef struct
{
  HammerLeagueRowFunc read;
  gpointer            data;
  gboolean            found;
} OwnRow;

static gboolean
read_own_row (sqlite3_stmt  *stmt,
              gpointer       data,
              GError       **error)
{
  OwnRow *own = data;

  own->found = TRUE;
  return own->read (stmt, own->data, error);
}

gboolean
_hammer_competition_read_row (sqlite3                *db,
                              HammerCompetitionKind   kind,
                              const char             *sql,
                              gint64                  id,
                              HammerLeagueRowFunc     read,
                              gpointer                data,
                              GError                **error)
{
  OwnRow own = { read, data, FALSE };

  if (!_hammer_league_read_rows (db, sql, id, read_own_row, &own,
                                 _hammer_competition_read_error (kind), error))
    return FALSE;
  if (own.found)
    return TRUE;
  if (kind == HAMMER_COMPETITION_SEASON)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("There is no season with number %" PRId64), id);
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("There is no league with number %" PRId64), id);
  return FALSE;
}

gboolean
_hammer_competition_read_parts (sqlite3                      *db,
                                HammerCompetitionKind         kind,
                                const HammerCompetitionPart  *parts,
                                guint                         n_parts,
                                gint64                        id,
                                gpointer                      data,
                                GError                      **error)
{
  for (guint i = 0; i < n_parts; i++)
    if (!_hammer_league_read_rows (db, parts[i].sql, id, parts[i].read, data,
                                   _hammer_competition_read_error (kind), error) ||
        (parts[i].done != NULL && !parts[i].done (data, error)))
      return FALSE;
  return TRUE;
}

int
_hammer_competition_index_of (GArray *ids,
                              gint64  id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, gint64, i) == id)
      return (int) i;
  return -1;
}

JsonNode *
_hammer_competition_list_json (HammerStore                *store,
                               const char                 *sql,
                               HammerCompetitionListFunc   add,
                               const char                 *what,
                               GError                    **error)
{
  sqlite3 *db = hammer_store_get_db (store);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, sql, error)))
    return NULL;
  builder = json_builder_new ();
  json_builder_begin_array (builder);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    if (!add (builder, db, stmt, error))
      return NULL;
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, what, error);
      return NULL;
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

GListModel *
_hammer_competition_list_objects (HammerStore                 *store,
                                  const char                  *sql,
                                  GType                        type,
                                  HammerCompetitionObjectFunc  make,
                                  const char                  *what,
                                  GError                     **error)
{
  sqlite3 *db = hammer_store_get_db (store);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GListStore) list = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, sql, error)))
    return NULL;
  list = g_list_store_new (type);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autoptr(GObject) object = make (db, stmt, error);

      if (object == NULL)
        return NULL;
      g_list_store_append (list, object);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, what, error);
      return NULL;
    }
  return G_LIST_MODEL (g_steal_pointer (&list));
}

void
_hammer_competition_add_int (JsonBuilder *builder,
                             const char  *member,
                             gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

void
_hammer_competition_add_string (JsonBuilder *builder,
                                const char  *member,
                                const char  *value)
{
  json_builder_set_member_name (builder, member);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

void
_hammer_competition_add_date (JsonBuilder *builder,
                              const char  *member,
                              const GDate *date)
{
  g_autofree char *text = _hammer_league_date_to_string (date);

  _hammer_competition_add_string (builder, member, text);
}
