/* hammer-change-set.c — what one or more committed changes touched
 *
 * Read from the change log after the commit, so that the desk's own changes
 * and those of other programs (hammer-cli, the hall server's connection)
 * are told alike, and a view can update just what they touched.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-change-set-private.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-store-private.h"

struct _HammerChangeSet
{
  GObject parent_instance;

  GArray  *rows;       /* HammerChangedRow */
  gboolean own;
  gboolean complete;
};

G_DEFINE_FINAL_TYPE (HammerChangeSet, hammer_change_set, G_TYPE_OBJECT)

/* In the order of HammerTable: the one list of the tables the change log
 * records, whose names are spliced into SQL. */
static const char * const table_names[HAMMER_N_TABLES] = {
  "clubs", "players", "events", "boards", "entrants", "entrant_players", "matches",
  "club_seasons", "club_season_members", "club_nights", "club_night_games",
  "club_promotion_dates", "leagues", "league_divisions", "league_teams",
  "league_team_players", "league_fixtures", "league_games", "league_game_players",
  "rankings", "ranking_events", "days", "day_check_ins",
};

/* The event, club season or league a logged row belongs to, from its
 * snapshot (after the change, or before it when it was removed) and, for a
 * row that names only its parent, from the parent. Where the log keeps
 * the row after the change as a mark (hammer-store-marks.c), the snapshot
 * before it says the same, as a row stays with its event, season or
 * league; a row the change added says it itself. */
#define ROW(table, column) \
  "coalesce (json_extract (coalesce (CASE WHEN r.after GLOB '[[]*' THEN r.after END, r.before)," \
  " hammer_snapshot_path ('" table "', '" column "')), (SELECT " column " FROM " table \
  " WHERE id = r.row_id))"
/* The rows of change ?1 as the log has them, as "r", each with its
 * snapshot after the change, where the log keeps only a mark of it
 * (hammer_log_after()): made once a row, however often it is read. */
#define WITH_ROWS_OF_CHANGE \
  "WITH r AS MATERIALIZED (SELECT change_id, seq, table_name, row_id, before," \
  " hammer_log_after (?1, seq, table_name, row_id, after) AS after" \
  " FROM change_rows WHERE change_id = ?1) "
/* The value of @column in @snapshot of a match. */
#define MATCH_VALUE(snapshot, column) \
  "json_extract (" snapshot ", hammer_snapshot_path ('matches', '" column "'))"
#define OWNER_SQL \
  "CASE r.table_name" \
  " WHEN 'events' THEN r.row_id" \
  " WHEN 'club_seasons' THEN r.row_id" \
  " WHEN 'leagues' THEN r.row_id" \
  " WHEN 'boards' THEN " ROW ("boards", "event_id") \
  " WHEN 'entrants' THEN " ROW ("entrants", "event_id") \
  " WHEN 'matches' THEN " ROW ("matches", "event_id") \
  " WHEN 'entrant_players' THEN (SELECT event_id FROM entrants WHERE id = " \
    ROW ("entrant_players", "entrant_id") ")" \
  " WHEN 'club_season_members' THEN " ROW ("club_season_members", "season_id") \
  " WHEN 'club_nights' THEN " ROW ("club_nights", "season_id") \
  " WHEN 'club_promotion_dates' THEN " ROW ("club_promotion_dates", "season_id") \
  " WHEN 'club_night_games' THEN (SELECT season_id FROM club_nights WHERE id = " \
    ROW ("club_night_games", "night_id") ")" \
  " WHEN 'league_divisions' THEN " ROW ("league_divisions", "league_id") \
  " WHEN 'league_teams' THEN (SELECT league_id FROM league_divisions WHERE id = " \
    ROW ("league_teams", "division_id") ")" \
  " WHEN 'league_fixtures' THEN (SELECT league_id FROM league_divisions WHERE id = " \
    ROW ("league_fixtures", "division_id") ")" \
  " WHEN 'league_team_players' THEN (SELECT d.league_id FROM league_teams t" \
    " JOIN league_divisions d ON d.id = t.division_id WHERE t.id = " \
    ROW ("league_team_players", "team_id") ")" \
  " WHEN 'league_games' THEN (SELECT d.league_id FROM league_fixtures f" \
    " JOIN league_divisions d ON d.id = f.division_id WHERE f.id = " \
    ROW ("league_games", "fixture_id") ")" \
  " WHEN 'league_game_players' THEN (SELECT d.league_id FROM league_games g" \
    " JOIN league_fixtures f ON f.id = g.fixture_id" \
    " JOIN league_divisions d ON d.id = f.division_id WHERE g.id = " \
    ROW ("league_game_players", "game_id") ")" \
  " ELSE 0 END"

gboolean
_hammer_table_from_name (const char  *name,
                         HammerTable *table)
{
  for (guint i = 0; i < HAMMER_N_TABLES; i++)
    if (g_str_equal (name, table_names[i]))
      {
        if (table != NULL)
          *table = (HammerTable) i;
        return TRUE;
      }
  return FALSE;
}

static void
hammer_change_set_finalize (GObject *object)
{
  HammerChangeSet *self = HAMMER_CHANGE_SET (object);

  g_clear_pointer (&self->rows, g_array_unref);
  G_OBJECT_CLASS (hammer_change_set_parent_class)->finalize (object);
}

static void
hammer_change_set_class_init (HammerChangeSetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_change_set_finalize;
}

static void
hammer_change_set_init (HammerChangeSet *self)
{
  self->rows = g_array_new (FALSE, FALSE, sizeof (HammerChangedRow));
  self->complete = TRUE;
}

HammerChangeSet *
_hammer_change_set_new_unknown (gboolean own)
{
  HammerChangeSet *self = g_object_new (HAMMER_TYPE_CHANGE_SET, NULL);

  self->own = own;
  self->complete = FALSE;
  return self;
}

HammerChangeSet *
_hammer_change_set_read (sqlite3 *db,
                         gint64   since,
                         gint64  *last,
                         gboolean own)
{
  g_autoptr(HammerChangeSet) self = g_object_new (HAMMER_TYPE_CHANGE_SET, NULL);
  sqlite3_stmt *stmt;
  int rc;

  self->own = own;
  *last = since;
  /* Borrowed: it runs after every change, and preparing it each time cost
   * more than reading the rows of one. */
  stmt = hammer_store_borrow_statement (db, "SELECT r.change_id, r.table_name, r.row_id,"
                                            " r.before IS NULL, r.after IS NULL, " OWNER_SQL
                                            " FROM change_rows r WHERE r.change_id > ?"
                                            " ORDER BY r.change_id, r.seq", NULL);
  if (stmt == NULL)
    return _hammer_change_set_new_unknown (own);
  sqlite3_bind_int64 (stmt, 1, since);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerChangedRow row = { 0 };

      *last = MAX (*last, sqlite3_column_int64 (stmt, 0));
      if (!_hammer_table_from_name ((const char *) sqlite3_column_text (stmt, 1), &row.table))
        continue;
      row.id = sqlite3_column_int64 (stmt, 2);
      row.how = sqlite3_column_int (stmt, 3) ? HAMMER_ROW_ADDED
                : sqlite3_column_int (stmt, 4) ? HAMMER_ROW_REMOVED : HAMMER_ROW_CHANGED;
      row.owner = sqlite3_column_int64 (stmt, 5);
      g_array_append_val (self->rows, row);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return _hammer_change_set_new_unknown (own);
  return g_steal_pointer (&self);
}

gint64
_hammer_change_set_last_change (sqlite3 *db)
{
  int rc;
  gint64 last = hammer_store_query_int (db, "SELECT coalesce (max (id), 0) FROM changes", &rc);

  return rc == SQLITE_OK ? last : 0;
}

HammerChangeSet *
hammer_store_read_changes_since (sqlite3 *db,
                                 gint64   since,
                                 gint64  *last)
{
  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (last != NULL, NULL);

  return _hammer_change_set_read (db, since, last, FALSE);
}

gint64
hammer_store_get_last_change_id (sqlite3 *db)
{
  g_return_val_if_fail (db != NULL, 0);

  return _hammer_change_set_last_change (db);
}

gboolean
hammer_change_set_is_own (HammerChangeSet *self)
{
  g_return_val_if_fail (HAMMER_IS_CHANGE_SET (self), FALSE);
  return self->own;
}

gboolean
hammer_change_set_is_complete (HammerChangeSet *self)
{
  g_return_val_if_fail (HAMMER_IS_CHANGE_SET (self), FALSE);
  return self->complete;
}

const HammerChangedRow *
hammer_change_set_get_rows (HammerChangeSet *self,
                            guint           *n_rows)
{
  g_return_val_if_fail (HAMMER_IS_CHANGE_SET (self), NULL);
  g_return_val_if_fail (n_rows != NULL, NULL);

  *n_rows = self->rows->len;
  return (const HammerChangedRow *) self->rows->data;
}

gboolean
hammer_change_set_touches (HammerChangeSet *self,
                           HammerTable      table)
{
  g_return_val_if_fail (HAMMER_IS_CHANGE_SET (self), TRUE);

  if (!self->complete)
    return TRUE;
  for (guint i = 0; i < self->rows->len; i++)
    if (g_array_index (self->rows, HammerChangedRow, i).table == table)
      return TRUE;
  return FALSE;
}

/* What kind of thing owns a row of @table. */
typedef enum
{
  OWNED_BY_NONE,
  OWNED_BY_EVENT,
  OWNED_BY_SEASON,
  OWNED_BY_LEAGUE,
} OwnerKind;

static OwnerKind
owner_kind (HammerTable table)
{
  switch (table)
    {
    case HAMMER_TABLE_EVENTS:
    case HAMMER_TABLE_BOARDS:
    case HAMMER_TABLE_ENTRANTS:
    case HAMMER_TABLE_ENTRANT_PLAYERS:
    case HAMMER_TABLE_MATCHES:
      return OWNED_BY_EVENT;
    case HAMMER_TABLE_CLUB_SEASONS:
    case HAMMER_TABLE_CLUB_SEASON_MEMBERS:
    case HAMMER_TABLE_CLUB_NIGHTS:
    case HAMMER_TABLE_CLUB_NIGHT_GAMES:
    case HAMMER_TABLE_CLUB_PROMOTION_DATES:
      return OWNED_BY_SEASON;
    case HAMMER_TABLE_LEAGUES:
    case HAMMER_TABLE_LEAGUE_DIVISIONS:
    case HAMMER_TABLE_LEAGUE_TEAMS:
    case HAMMER_TABLE_LEAGUE_TEAM_PLAYERS:
    case HAMMER_TABLE_LEAGUE_FIXTURES:
    case HAMMER_TABLE_LEAGUE_GAMES:
    case HAMMER_TABLE_LEAGUE_GAME_PLAYERS:
      return OWNED_BY_LEAGUE;
    case HAMMER_TABLE_CLUBS:
    case HAMMER_TABLE_PLAYERS:
    case HAMMER_TABLE_RANKINGS:
    case HAMMER_TABLE_RANKING_EVENTS:
    case HAMMER_TABLE_DAYS:
    case HAMMER_TABLE_DAY_CHECK_INS:
    case HAMMER_N_TABLES:
    default:
      return OWNED_BY_NONE;
    }
}

static gboolean
touches_owner (HammerChangeSet *self,
               OwnerKind        kind,
               gint64           owner)
{
  if (!self->complete)
    return TRUE;
  for (guint i = 0; i < self->rows->len; i++)
    {
      const HammerChangedRow *row = &g_array_index (self->rows, HammerChangedRow, i);

      if (row->owner == owner && owner_kind (row->table) == kind)
        return TRUE;
    }
  return FALSE;
}

gboolean
hammer_change_set_touches_event (HammerChangeSet *self,
                                 gint64           event_id)
{
  g_return_val_if_fail (HAMMER_IS_CHANGE_SET (self), TRUE);
  return touches_owner (self, OWNED_BY_EVENT, event_id);
}

gboolean
hammer_change_set_touches_season (HammerChangeSet *self,
                                  gint64           season_id)
{
  g_return_val_if_fail (HAMMER_IS_CHANGE_SET (self), TRUE);
  return touches_owner (self, OWNED_BY_SEASON, season_id);
}

gboolean
hammer_change_set_touches_league (HammerChangeSet *self,
                                  gint64           league_id)
{
  g_return_val_if_fail (HAMMER_IS_CHANGE_SET (self), TRUE);
  return touches_owner (self, OWNED_BY_LEAGUE, league_id);
}

GArray *
hammer_change_set_dup_ids (HammerChangeSet *self,
                           HammerTable      table)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  g_return_val_if_fail (HAMMER_IS_CHANGE_SET (self), ids);

  for (guint i = 0; i < self->rows->len; i++)
    {
      HammerChangedRow *row = &g_array_index (self->rows, HammerChangedRow, i);

      if (row->table == table && g_hash_table_add (seen, &row->id))
        g_array_append_val (ids, row->id);
    }
  return ids;
}

/* Summaries of a change, for a toast after its undo */

void
hammer_change_summary_free (HammerChangeSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->description);
  g_free (summary->subject_name);
  g_free (summary->place);
  g_free (summary);
}

/* The change an undo took back, followed down the chain of undos (a redo
 * is an undo's undo) to the first; *@description becomes its description. */
static gint64
first_of_chain (sqlite3  *db,
                gint64    change_id,
                char    **description)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (sqlite3_prepare_v2 (db, "SELECT description, undoes FROM changes WHERE id = ?", -1, &stmt,
                          NULL) != SQLITE_OK)
    return 0;
  /* The chain is as long as the undos and redos of one change; the bound
   * only guards against a damaged log that links in a circle. */
  for (guint i = 0; i < 10000; i++)
    {
      gint64 undoes;

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, change_id);
      if (sqlite3_step (stmt) != SQLITE_ROW)
        return 0;
      undoes = sqlite3_column_int64 (stmt, 1);
      if (undoes <= 0)
        {
          g_free (*description);
          *description = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
          return change_id;
        }
      change_id = undoes;
    }
  return 0;
}

/* The row change @change_id was made for: the match it gave a result (a
 * result also resets, advances and calls others), else the first it
 * touched. */
static gboolean
read_subject (sqlite3             *db,
              gint64               change_id,
              HammerChangeSummary *summary)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (sqlite3_prepare_v2 (db, WITH_ROWS_OF_CHANGE
                              "SELECT r.table_name, r.row_id, r.before IS NULL,"
                              " r.after IS NULL, " OWNER_SQL ","
                              " CASE r.table_name WHEN 'matches' THEN "
                              ROW ("matches", "number") " END,"
                              " r.table_name = 'matches'"
                              " AND " MATCH_VALUE ("r.after", "result") " IS NOT NULL"
                              " AND " MATCH_VALUE ("r.after", "result")
                              " IS NOT " MATCH_VALUE ("r.before", "result") " AS resulted,"
                              " json_extract (coalesce (r.after, r.before),"
                              " hammer_snapshot_path (r.table_name, 'name')),"
                              " (SELECT count (*) FROM change_rows o"
                              " WHERE o.change_id = r.change_id AND o.table_name = r.table_name"
                              " AND (o.before IS NULL) = (r.before IS NULL)"
                              " AND (o.after IS NULL) = (r.after IS NULL))"
                              " FROM r"
                              " ORDER BY resulted DESC, r.seq LIMIT 1", -1, &stmt,
                          NULL) != SQLITE_OK)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, change_id);
  if (sqlite3_step (stmt) != SQLITE_ROW ||
      !_hammer_table_from_name ((const char *) sqlite3_column_text (stmt, 0),
                                &summary->subject.table))
    return FALSE;
  summary->subject.id = sqlite3_column_int64 (stmt, 1);
  summary->subject.how = sqlite3_column_int (stmt, 2) ? HAMMER_ROW_ADDED
                         : sqlite3_column_int (stmt, 3) ? HAMMER_ROW_REMOVED : HAMMER_ROW_CHANGED;
  summary->subject.owner = sqlite3_column_int64 (stmt, 4);
  summary->match_number = (guint) MAX (sqlite3_column_int64 (stmt, 5), 0);
  summary->result = sqlite3_column_int (stmt, 6) != 0;
  summary->subject_name = g_strdup ((const char *) sqlite3_column_text (stmt, 7));
  summary->n_like_subject = (guint) sqlite3_column_int (stmt, 8);
  return TRUE;
}

/* The name of @owner, a row of @table, or NULL when it has none any more. */
static char *
read_name (sqlite3    *db,
           const char *table,
           gint64      owner)
{
  g_autofree char *sql = g_strdup_printf ("SELECT name FROM %s WHERE id = ?", table);
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, owner);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return NULL;
  return g_strdup ((const char *) sqlite3_column_text (stmt, 0));
}

HammerChangeSummary *
hammer_store_summarize_change (HammerStore  *self,
                               gint64        change_id,
                               GError      **error)
{
  g_autoptr(HammerChangeSummary) summary = g_new0 (HammerChangeSummary, 1);
  sqlite3 *db;
  gint64 first;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (change_id > 0, NULL);

  db = hammer_store_get_db (self);
  first = first_of_chain (db, change_id, &summary->description);
  if (first == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no change %" PRId64), change_id);
      return NULL;
    }
  /* A change that touched nothing has no subject: its words are all. */
  if (!read_subject (db, first, summary) || summary->subject.owner <= 0)
    return g_steal_pointer (&summary);

  switch (owner_kind (summary->subject.table))
    {
    case OWNED_BY_EVENT:
      summary->event_id = summary->subject.owner;
      summary->place = read_name (db, "events", summary->event_id);
      break;
    case OWNED_BY_SEASON:
      summary->season_id = summary->subject.owner;
      summary->place = read_name (db, "club_seasons", summary->season_id);
      break;
    case OWNED_BY_LEAGUE:
      summary->league_id = summary->subject.owner;
      summary->place = read_name (db, "leagues", summary->league_id);
      break;
    case OWNED_BY_NONE:
    default:
      break;
    }
  return g_steal_pointer (&summary);
}

static void
called_match_clear (gpointer data)
{
  g_free (((HammerCalledMatch *) data)->board);
}

GArray *
hammer_store_list_called_matches (HammerStore  *self,
                                  gint64        change_id,
                                  GError      **error)
{
  g_autoptr(GArray) called = g_array_new (FALSE, TRUE, sizeof (HammerCalledMatch));
  g_autoptr(sqlite3_stmt) stmt = NULL;
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  g_array_set_clear_func (called, called_match_clear);
  db = hammer_store_get_db (self);
  /* A match newly on a board: none before the change, one after it. The
   * board's name is read as it is now, as the toast says it now. */
  rc = sqlite3_prepare_v2 (db, WITH_ROWS_OF_CHANGE
                               "SELECT " MATCH_VALUE ("r.after", "number") ", b.name"
                               " FROM r JOIN boards b"
                               " ON b.id = " MATCH_VALUE ("r.after", "board_id")
                               " WHERE r.table_name = 'matches'"
                               " AND " MATCH_VALUE ("r.before", "board_id") " IS NULL"
                               " ORDER BY r.seq", -1, &stmt, NULL);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not read the change log"), error);
      return NULL;
    }
  sqlite3_bind_int64 (stmt, 1, change_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerCalledMatch match = { 0 };

      match.number = (guint) MAX (sqlite3_column_int64 (stmt, 0), 0);
      match.board = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      g_array_append_val (called, match);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the change log"), error);
      return NULL;
    }
  return g_steal_pointer (&called);
}
