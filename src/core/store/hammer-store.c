/* hammer-store.c — one SQLite file, migrated, checked and logged
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-now.h"
#include "hammer-store-private.h"

/* "HAMR": marks the file as Hammer's, so another program's SQLite database
 * is told apart from an empty one. */
#define HAMMER_APPLICATION_ID 0x48414d52

#define BUSY_TIMEOUT_MS 5000
#define MAX_NAME_LENGTH 200
#define MAX_AVERAGE 1000.0

struct _HammerStore
{
  GObject parent_instance;

  char *path;
  sqlite3 *db;
  int schema_version;
  guint64 generation;   /* counts the changes made through this store */
  gint64 seen_version;  /* PRAGMA data_version when hammer_store_refresh() last looked */
};

G_DEFINE_FINAL_TYPE (HammerStore, hammer_store, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Each entry takes the schema from the version before it to its own index + 1.
 * Entries are never edited once released; a new version appends one. The
 * time stamps' defaults are SQLite's clock; every insert gives its stamp
 * from the core's clock instead (hammer_now_stamp()), which a test can fix. */
static const char * const migrations[] = {
  /* 1: clubs, players and the change log. AUTOINCREMENT, so that the id of
   * a deleted row is never given to a new one: undo puts it back by id. */
  "CREATE TABLE clubs ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
  "  city TEXT,"
  "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))"
  ");"
  "CREATE UNIQUE INDEX clubs_name ON clubs (name COLLATE NOCASE);"
  "CREATE TABLE players ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
  "  club_id INTEGER REFERENCES clubs (id) ON DELETE SET NULL,"
  "  licence TEXT CHECK (licence IS NULL OR length(licence) > 0),"
  "  email TEXT,"
  "  phone TEXT,"
  "  average REAL CHECK (average IS NULL OR average >= 0),"
  "  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),"
  "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))"
  ");"
  "CREATE UNIQUE INDEX players_licence ON players (licence) WHERE licence IS NOT NULL;"
  "CREATE INDEX players_club ON players (club_id);"
  "CREATE INDEX players_name ON players (name COLLATE NOCASE);"
  "CREATE TABLE changes ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  made_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),"
  "  description TEXT NOT NULL,"
  "  undoes INTEGER REFERENCES changes (id),"
  "  undone_by INTEGER REFERENCES changes (id)"
  ");"
  "CREATE TABLE change_rows ("
  "  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,"
  "  seq INTEGER NOT NULL,"
  "  table_name TEXT NOT NULL,"
  "  row_id INTEGER NOT NULL,"
  "  before TEXT,"
  "  after TEXT,"
  "  PRIMARY KEY (change_id, seq)"
  ") WITHOUT ROWID;",

  /* 2: events with their boards, entrants (players or teams) and matches.
   * A match keeps where its sides come from (the draw); who they are follows
   * from the results, so a corrected result moves the bracket with it. */
  "CREATE TABLE events ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
  "  rules TEXT NOT NULL,"
  "  options TEXT NOT NULL,"
  "  format TEXT NOT NULL,"
  "  settings TEXT NOT NULL DEFAULT '{}',"
  "  date TEXT,"
  "  venue TEXT,"
  "  draw_seed INTEGER,"
  "  drawn_at TEXT,"
  "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))"
  ");"
  "CREATE TABLE boards ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
  "  number INTEGER NOT NULL,"
  "  name TEXT NOT NULL,"
  "  UNIQUE (event_id, number)"
  ");"
  "CREATE TABLE entrants ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
  "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
  "  added INTEGER NOT NULL,"
  "  seed INTEGER CHECK (seed IS NULL OR seed > 0),"
  "  class TEXT,"
  "  present INTEGER NOT NULL DEFAULT 1 CHECK (present IN (0, 1)),"
  "  withdrawn INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn IN (0, 1)),"
  "  draw_index INTEGER"
  ");"
  "CREATE INDEX entrants_event ON entrants (event_id);"
  "CREATE TABLE entrant_players ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  entrant_id INTEGER NOT NULL REFERENCES entrants (id) ON DELETE CASCADE,"
  "  player_id INTEGER NOT NULL REFERENCES players (id),"
  "  position INTEGER NOT NULL,"
  "  UNIQUE (entrant_id, position)"
  ");"
  "CREATE INDEX entrant_players_player ON entrant_players (player_id);"
  "CREATE TABLE matches ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,"
  "  draw_index INTEGER NOT NULL,"
  "  bracket TEXT NOT NULL,"
  "  round INTEGER NOT NULL,"
  "  position INTEGER NOT NULL,"
  "  grp INTEGER,"
  "  stage INTEGER NOT NULL DEFAULT 0,"
  "  n_sides INTEGER NOT NULL DEFAULT 2,"
  "  source0 TEXT,"
  "  source1 TEXT,"
  "  board_id INTEGER REFERENCES boards (id) ON DELETE SET NULL,"
  "  called_at TEXT,"
  "  finished_at TEXT,"
  "  result TEXT,"
  "  winner INTEGER,"
  "  result_entrants TEXT,"
  "  summary TEXT,"
  "  UNIQUE (event_id, draw_index)"
  ");"
  "CREATE INDEX matches_event ON matches (event_id);",

  /* 3: sjoelbak club nights: seasons, their members (players of the
   * roster), nights, every member's games of a night and the dates on which
   * classes change. Classes and the points competition are JSON settings. */
  "CREATE TABLE club_seasons ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
  "  start_date TEXT NOT NULL,"
  "  games_per_night INTEGER NOT NULL CHECK (games_per_night BETWEEN 1 AND 50),"
  "  classes TEXT NOT NULL DEFAULT '{}',"
  "  points TEXT NOT NULL DEFAULT '{}',"
  "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))"
  ");"
  "CREATE TABLE club_season_members ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  season_id INTEGER NOT NULL REFERENCES club_seasons (id) ON DELETE CASCADE,"
  "  player_id INTEGER NOT NULL REFERENCES players (id),"
  "  start_average REAL CHECK (start_average IS NULL OR start_average >= 0),"
  "  UNIQUE (season_id, player_id)"
  ");"
  "CREATE INDEX club_season_members_player ON club_season_members (player_id);"
  "CREATE TABLE club_nights ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  season_id INTEGER NOT NULL REFERENCES club_seasons (id) ON DELETE CASCADE,"
  "  date TEXT NOT NULL,"
  "  UNIQUE (season_id, date)"
  ");"
  "CREATE TABLE club_night_games ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  night_id INTEGER NOT NULL REFERENCES club_nights (id) ON DELETE CASCADE,"
  "  member_id INTEGER NOT NULL REFERENCES club_season_members (id) ON DELETE CASCADE,"
  "  game INTEGER NOT NULL CHECK (game >= 0),"
  "  total INTEGER NOT NULL CHECK (total BETWEEN 0 AND 148),"
  "  c1 INTEGER CHECK (c1 IS NULL OR c1 BETWEEN 0 AND 30),"
  "  c2 INTEGER CHECK (c2 IS NULL OR c2 BETWEEN 0 AND 30),"
  "  c3 INTEGER CHECK (c3 IS NULL OR c3 BETWEEN 0 AND 30),"
  "  c4 INTEGER CHECK (c4 IS NULL OR c4 BETWEEN 0 AND 30),"
  "  UNIQUE (night_id, member_id, game)"
  ");"
  "CREATE INDEX club_night_games_member ON club_night_games (member_id);"
  "CREATE TABLE club_promotion_dates ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  season_id INTEGER NOT NULL REFERENCES club_seasons (id) ON DELETE CASCADE,"
  "  date TEXT NOT NULL,"
  "  UNIQUE (season_id, date)"
  ");",

  /* 4: team leagues: the league with its settings (blocked dates, the
   * format of a team match and the tie-breakers as JSON), divisions, teams
   * with their rosters, fixtures (a bye has no away team; a postponed one
   * may have no date yet) and the games of each team match with who played
   * them, as entered and as the rules scored them. */
  "CREATE TABLE leagues ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
  "  rules TEXT NOT NULL,"
  "  options TEXT NOT NULL DEFAULT '{}',"
  "  start_date TEXT NOT NULL,"
  "  end_date TEXT,"
  "  weekday INTEGER CHECK (weekday IS NULL OR weekday BETWEEN 1 AND 7),"
  "  interval_days INTEGER NOT NULL DEFAULT 7 CHECK (interval_days BETWEEN 1 AND 366),"
  "  rest_days INTEGER NOT NULL DEFAULT 0 CHECK (rest_days BETWEEN 0 AND 365),"
  "  double_round INTEGER NOT NULL DEFAULT 0 CHECK (double_round IN (0, 1)),"
  "  blocked TEXT NOT NULL DEFAULT '[]',"
  "  format TEXT NOT NULL,"
  "  points_per_game INTEGER NOT NULL DEFAULT 1 CHECK (points_per_game >= 0),"
  "  win_bonus INTEGER NOT NULL DEFAULT 2 CHECK (win_bonus >= 0),"
  "  draw_bonus INTEGER NOT NULL DEFAULT 1 CHECK (draw_bonus >= 0),"
  "  tie_breakers TEXT NOT NULL DEFAULT '[]',"
  "  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))"
  ");"
  "CREATE TABLE league_divisions ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,"
  "  position INTEGER NOT NULL,"
  "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
  "  UNIQUE (league_id, position)"
  ");"
  "CREATE TABLE league_teams ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  division_id INTEGER NOT NULL REFERENCES league_divisions (id) ON DELETE CASCADE,"
  "  name TEXT NOT NULL CHECK (length(trim(name)) > 0),"
  "  club_id INTEGER REFERENCES clubs (id) ON DELETE SET NULL"
  ");"
  "CREATE INDEX league_teams_division ON league_teams (division_id);"
  "CREATE TABLE league_team_players ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  team_id INTEGER NOT NULL REFERENCES league_teams (id) ON DELETE CASCADE,"
  "  player_id INTEGER NOT NULL REFERENCES players (id),"
  "  UNIQUE (team_id, player_id)"
  ");"
  "CREATE INDEX league_team_players_player ON league_team_players (player_id);"
  "CREATE TABLE league_fixtures ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  division_id INTEGER NOT NULL REFERENCES league_divisions (id) ON DELETE CASCADE,"
  "  day INTEGER NOT NULL CHECK (day >= 1),"
  "  day_date TEXT NOT NULL,"
  "  date TEXT,"
  "  postponed INTEGER NOT NULL DEFAULT 0 CHECK (postponed IN (0, 1)),"
  "  home_id INTEGER NOT NULL REFERENCES league_teams (id) ON DELETE CASCADE,"
  "  away_id INTEGER REFERENCES league_teams (id) ON DELETE CASCADE"
  ");"
  "CREATE INDEX league_fixtures_division ON league_fixtures (division_id);"
  "CREATE TABLE league_games ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  fixture_id INTEGER NOT NULL REFERENCES league_fixtures (id) ON DELETE CASCADE,"
  "  game INTEGER NOT NULL CHECK (game >= 0),"
  "  result TEXT NOT NULL,"
  "  winner INTEGER CHECK (winner IS NULL OR winner IN (0, 1)),"
  "  home_score INTEGER NOT NULL,"
  "  away_score INTEGER NOT NULL,"
  "  home_games INTEGER NOT NULL,"
  "  away_games INTEGER NOT NULL,"
  "  UNIQUE (fixture_id, game)"
  ");"
  "CREATE TABLE league_game_players ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  game_id INTEGER NOT NULL REFERENCES league_games (id) ON DELETE CASCADE,"
  "  side INTEGER NOT NULL CHECK (side IN (0, 1)),"
  "  position INTEGER NOT NULL CHECK (position >= 0),"
  "  player_id INTEGER NOT NULL REFERENCES players (id),"
  "  substitute INTEGER NOT NULL DEFAULT 0 CHECK (substitute IN (0, 1)),"
  "  UNIQUE (game_id, side, position)"
  ");"
  "CREATE INDEX league_game_players_player ON league_game_players (player_id);",

  /* 5: a match's number within its event, the one screens and paper show,
   * from 1 in the order of the draw; a bye, never played, has none (null).
   * Matches drawn before are numbered that way, and so are their snapshots
   * in the change log, so that undoing an older change puts back numbered
   * rows: migrate_in_code() does that. */
  "ALTER TABLE matches ADD COLUMN number INTEGER;"
  "CREATE UNIQUE INDEX matches_number ON matches (event_id, number);",
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == HAMMER_STORE_SCHEMA_VERSION);

/* The tables the change log may restore rows of; names are spliced into SQL,
 * so only these are ever accepted. */
static const char * const logged_tables[] = {
  "clubs", "players", "events", "boards", "entrants", "entrant_players", "matches",
  "club_seasons", "club_season_members", "club_nights", "club_night_games",
  "club_promotion_dates", "leagues", "league_divisions", "league_teams",
  "league_team_players", "league_fixtures", "league_games", "league_game_players",
};

static gboolean
is_logged_table (const char *table)
{
  for (guint i = 0; i < G_N_ELEMENTS (logged_tables); i++)
    if (g_str_equal (table, logged_tables[i]))
      return TRUE;
  return FALSE;
}

void
hammer_store_set_error (sqlite3     *db,
                        int          rc,
                        const char  *what,
                        GError     **error)
{
  const char *detail = db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc);
  HammerError code;
  g_autofree char *reason = NULL;

  switch (rc & 0xff)
    {
    case SQLITE_CONSTRAINT:
      code = HAMMER_ERROR_INVALID;
      reason = g_strdup (detail);
      break;
    case SQLITE_CORRUPT:
      code = HAMMER_ERROR_CORRUPT;
      reason = g_strdup (_("the database file is damaged; restore it from a backup"));
      break;
    case SQLITE_NOTADB:
      code = HAMMER_ERROR_NOT_A_DATABASE;
      reason = g_strdup (_("the file is not a Hammer database"));
      break;
    case SQLITE_FULL:
      code = HAMMER_ERROR_IO;
      reason = g_strdup (_("the disk is full; nothing was changed"));
      break;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      code = HAMMER_ERROR_FAILED;
      reason = g_strdup (_("another program is writing to the database; try again in a moment"));
      break;
    case SQLITE_READONLY:
      code = HAMMER_ERROR_IO;
      reason = g_strdup (_("the database file may only be read, not written"));
      break;
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
      code = HAMMER_ERROR_IO;
      reason = g_strdup (detail);
      break;
    default:
      code = HAMMER_ERROR_FAILED;
      reason = g_strdup (detail);
      break;
    }

  g_set_error (error, HAMMER_ERROR, code, "%s: %s", what, reason);
}

static gboolean
exec_sql (sqlite3     *db,
          const char  *sql,
          const char  *what,
          GError     **error)
{
  int rc = sqlite3_exec (db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, what, error);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_store_exec (sqlite3     *db,
                   const char  *sql,
                   const char  *what,
                   GError     **error)
{
  return exec_sql (db, sql, what, error);
}

static sqlite3_stmt *
prepare (sqlite3     *db,
         const char  *sql,
         GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      return NULL;
    }
  return stmt;
}


static void
bind_optional_text (sqlite3_stmt *stmt,
                    int           index,
                    const char   *text)
{
  if (text != NULL && *text != '\0')
    sqlite3_bind_text (stmt, index, text, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, index);
}

sqlite3_stmt *
hammer_store_prepare (sqlite3     *db,
                      const char  *sql,
                      GError     **error)
{
  return prepare (db, sql, error);
}

void
hammer_store_bind_text (sqlite3_stmt *stmt,
                        int           index,
                        const char   *text)
{
  bind_optional_text (stmt, index, text);
}

gboolean
hammer_store_step_done (sqlite3_stmt  *stmt,
                        const char    *what,
                        GError       **error)
{
  int rc = sqlite3_step (stmt);

  if (rc != SQLITE_DONE && rc != SQLITE_ROW)
    {
      hammer_store_set_error (sqlite3_db_handle (stmt), rc, what, error);
      return FALSE;
    }
  return TRUE;
}

static gint64
query_int (sqlite3     *db,
           const char  *sql,
           int         *rc_out)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 value = 0;
  int rc;

  rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);
  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          value = sqlite3_column_int64 (stmt, 0);
          rc = SQLITE_OK;
        }
      else if (rc == SQLITE_DONE)
        rc = SQLITE_OK;
    }
  *rc_out = rc;
  return value;
}

/* Statements that run for every logged row are prepared once per
 * connection: preparing costs more than running them. A cached statement
 * belongs to the cache; users reset it when done. */
static GMutex statement_cache_lock;

static void
finalize_statement (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

static GHashTable *statement_caches;  /* sqlite3* → GHashTable (SQL → sqlite3_stmt*) */

static sqlite3_stmt *
cached_statement (sqlite3     *db,
                  const char  *sql,
                  GError     **error)
{
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&statement_cache_lock);
  GHashTable *statements;
  sqlite3_stmt *stmt;
  int rc;

  if (statement_caches == NULL)
    statement_caches = g_hash_table_new_full (NULL, NULL, NULL,
                                              (GDestroyNotify) g_hash_table_unref);
  statements = g_hash_table_lookup (statement_caches, db);
  if (statements == NULL)
    {
      statements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, finalize_statement);
      g_hash_table_insert (statement_caches, db, statements);
    }

  stmt = g_hash_table_lookup (statements, sql);
  if (stmt != NULL)
    {
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      return stmt;
    }

  rc = sqlite3_prepare_v3 (db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      return NULL;
    }
  g_hash_table_insert (statements, g_strdup (sql), stmt);
  return stmt;
}

/* Before a connection closes: its cached statements go first. */
static void
close_connection (sqlite3 *db)
{
  if (db == NULL)
    return;

  g_mutex_lock (&statement_cache_lock);
  if (statement_caches != NULL)
    g_hash_table_remove (statement_caches, db);
  g_mutex_unlock (&statement_cache_lock);
  sqlite3_close_v2 (db);
}

sqlite3_stmt *
hammer_store_borrow_statement (sqlite3     *db,
                             const char  *sql,
                             GError     **error)
{
  return cached_statement (db, sql, error);
}

/* The SQL that snapshots a row of @table as JSON, made by SQLite itself
 * from the table's columns. */
static char *
snapshot_sql (sqlite3    *db,
              const char *table)
{
  g_autoptr(sqlite3_stmt) columns = NULL;
  g_autofree char *pragma = g_strdup_printf ("PRAGMA table_info(%s)", table);
  GString *sql = g_string_new ("SELECT json_object(");
  gboolean first = TRUE;

  if (sqlite3_prepare_v2 (db, pragma, -1, &columns, NULL) == SQLITE_OK)
    while (sqlite3_step (columns) == SQLITE_ROW)
      {
        const char *name = (const char *) sqlite3_column_text (columns, 1);

        g_string_append_printf (sql, "%s'%s', %s", first ? "" : ", ", name, name);
        first = FALSE;
      }
  g_string_append_printf (sql, ") FROM %s WHERE id = ?", table);
  return g_string_free (sql, FALSE);
}

/* The change log */

char *
hammer_store_snapshot_row (sqlite3     *db,
                           const char  *table,
                           gint64       row_id,
                           GError     **error)
{
  static GMutex lock;
  static GHashTable *sql_by_table;
  const char *sql;
  sqlite3_stmt *stmt;
  char *snapshot = NULL;
  int rc;

  g_return_val_if_fail (is_logged_table (table), NULL);

  /* The column lists are the same on every connection of one schema. */
  g_mutex_lock (&lock);
  if (sql_by_table == NULL)
    sql_by_table = g_hash_table_new (g_str_hash, g_str_equal);
  sql = g_hash_table_lookup (sql_by_table, table);
  if (sql == NULL)
    {
      sql = snapshot_sql (db, table);
      g_hash_table_insert (sql_by_table, (gpointer) g_intern_string (table), (gpointer) sql);
    }
  g_mutex_unlock (&lock);

  if (!(stmt = cached_statement (db, sql, error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, row_id);

  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    snapshot = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  else if (rc != SQLITE_DONE)
    hammer_store_set_error (db, rc, _("Could not read the database"), error);
  sqlite3_reset (stmt);
  return snapshot;
}

gboolean
hammer_store_tx_begin (HammerStoreTx  *tx,
                       sqlite3        *db,
                       const char     *description,
                       GError        **error)
{
  g_autofree char *now = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (tx != NULL, FALSE);
  g_return_val_if_fail (db != NULL, FALSE);

  tx->db = db;
  tx->change_id = 0;
  tx->seq = 0;

  /* IMMEDIATE takes the write lock now, so a second writer waits here
   * (busy timeout) instead of failing halfway through the change. */
  if (!exec_sql (db, "BEGIN IMMEDIATE", _("Could not start a change"), error))
    {
      tx->db = NULL;
      return FALSE;
    }

  if (!(stmt = cached_statement (db, "INSERT INTO changes (description, made_at) VALUES (?, ?)",
                                 error)))
    goto fail;
  sqlite3_bind_text (stmt, 1, description, -1, SQLITE_TRANSIENT);
  now = hammer_now_stamp ();
  sqlite3_bind_text (stmt, 2, now, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not start a change"), error);
      goto fail;
    }
  tx->change_id = sqlite3_last_insert_rowid (db);
  return TRUE;

fail:
  hammer_store_tx_rollback (tx);
  return FALSE;
}

gboolean
hammer_store_tx_log_row (HammerStoreTx  *tx,
                         const char     *table,
                         gint64          row_id,
                         const char     *before,
                         GError        **error)
{
  sqlite3_stmt *stmt;
  g_autofree char *after = NULL;
  g_autoptr(GError) local_error = NULL;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (is_logged_table (table), FALSE);

  after = hammer_store_snapshot_row (tx->db, table, row_id, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (!(stmt = cached_statement (tx->db,
                                 "INSERT INTO change_rows (change_id, seq, table_name, row_id,"
                                 " before, after) VALUES (?, ?, ?, ?, ?, ?)", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, tx->change_id);
  sqlite3_bind_int64 (stmt, 2, tx->seq++);
  sqlite3_bind_text (stmt, 3, table, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 4, row_id);
  bind_optional_text (stmt, 5, before);
  bind_optional_text (stmt, 6, after);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not record the change"), error);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_store_tx_commit (HammerStoreTx  *tx,
                        GError        **error)
{
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);

  rc = sqlite3_exec (tx->db, "COMMIT", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (tx->db, rc, _("Could not save the change"), error);
      hammer_store_tx_rollback (tx);
      return FALSE;
    }
  tx->db = NULL;
  return TRUE;
}

gboolean
hammer_store_tx_finish (HammerStoreTx  *tx,
                        HammerStore    *store,
                        GError        **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  if (!hammer_store_tx_commit (tx, error))
    return FALSE;
  hammer_store_emit_changed (store);
  return TRUE;
}

void
hammer_store_tx_rollback (HammerStoreTx *tx)
{
  g_return_if_fail (tx != NULL);

  if (tx->db != NULL && !sqlite3_get_autocommit (tx->db))
    sqlite3_exec (tx->db, "ROLLBACK", NULL, NULL, NULL);
  tx->db = NULL;
}

/* Says in words what keeps row @row_id of @table from coming back as
 * @snapshot: a licence or a club name that is someone else's now. %NULL
 * when it is something else. */
static char *
describe_clash (sqlite3     *db,
                const char  *table,
                gint64       row_id,
                JsonObject  *snapshot)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  const char *column = g_str_equal (table, "players") ? "licence" : "name";
  const char *value = json_object_get_string_member_with_default (snapshot, column, NULL);
  g_autofree char *sql = NULL;

  if (value == NULL)
    return NULL;

  /* As the unique indexes compare: licences exactly, club names in any case. */
  sql = g_strdup_printf ("SELECT name FROM %s WHERE %s = ?%s AND id != ?", table, column,
                         g_str_equal (table, "clubs") ? " COLLATE NOCASE" : "");
  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    return NULL;
  sqlite3_bind_text (stmt, 1, value, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, row_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return NULL;

  if (g_str_equal (table, "players"))
    return g_strdup_printf (_("licence %s belongs to %s now"), value,
                            (const char *) sqlite3_column_text (stmt, 0));
  return g_strdup_printf (_("there is another club called “%s” now"),
                          (const char *) sqlite3_column_text (stmt, 0));
}

/* Puts a row back into the state of @snapshot, or removes it when @snapshot
 * is %NULL. An upsert, not INSERT OR REPLACE: a replace would delete the row
 * first and fire the ON DELETE actions of the rows that point at it. */
static gboolean
restore_row (sqlite3     *db,
             const char  *table,
             gint64       row_id,
             const char  *snapshot,
             GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GString) sql = NULL;
  g_autoptr(GString) values = NULL;
  g_autoptr(GString) updates = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *object;
  int index = 1;
  int rc;

  if (snapshot == NULL)
    {
      g_autofree char *delete_sql = g_strdup_printf ("DELETE FROM %s WHERE id = ?", table);

      if (!(stmt = prepare (db, delete_sql, error)))
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, row_id);
      rc = sqlite3_step (stmt);
      if (rc != SQLITE_DONE)
        {
          hammer_store_set_error (db, rc, _("Could not undo the change"), error);
          return FALSE;
        }
      return TRUE;
    }

  node = json_from_string (snapshot, NULL);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                   _("Could not undo the change: its record in the database is damaged"));
      return FALSE;
    }

  object = json_node_get_object (node);
  members = json_object_get_members (object);
  sql = g_string_new (NULL);
  values = g_string_new (NULL);
  updates = g_string_new (NULL);
  g_string_append_printf (sql, "INSERT INTO %s (", table);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *column = l->data;
      gboolean first = (l == members);

      /* Column names come from our own snapshot of our own schema, but are
       * checked anyway since they are spliced into SQL. */
      for (const char *c = column; *c; c++)
        if (!g_ascii_isalnum (*c) && *c != '_')
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                         _("Could not undo the change: its record in the database is damaged"));
            return FALSE;
          }

      g_string_append_printf (sql, "%s%s", first ? "" : ", ", column);
      g_string_append_printf (values, "%s?", first ? "" : ", ");
      if (!g_str_equal (column, "id"))
        g_string_append_printf (updates, "%s%s = excluded.%s", updates->len ? ", " : "",
                                column, column);
    }
  g_string_append_printf (sql, ") VALUES (%s) ON CONFLICT (id) DO UPDATE SET %s",
                          values->str, updates->str);

  if (!(stmt = prepare (db, sql->str, error)))
    return FALSE;

  for (const GList *l = members; l != NULL; l = l->next, index++)
    {
      JsonNode *value = json_object_get_member (object, l->data);

      if (JSON_NODE_HOLDS_NULL (value))
        sqlite3_bind_null (stmt, index);
      else if (json_node_get_value_type (value) == G_TYPE_INT64)
        sqlite3_bind_int64 (stmt, index, json_node_get_int (value));
      else if (json_node_get_value_type (value) == G_TYPE_DOUBLE)
        sqlite3_bind_double (stmt, index, json_node_get_double (value));
      else if (json_node_get_value_type (value) == G_TYPE_BOOLEAN)
        sqlite3_bind_int (stmt, index, json_node_get_boolean (value));
      else
        sqlite3_bind_text (stmt, index, json_node_get_string (value), -1, SQLITE_TRANSIENT);
    }

  rc = sqlite3_step (stmt);
  if (rc != SQLITE_DONE)
    {
      if ((rc & 0xff) == SQLITE_CONSTRAINT)
        {
          g_autofree char *clash = NULL;

          g_debug ("Undo of %s %" PRId64 ": %s", table, row_id, sqlite3_errmsg (db));
          g_clear_pointer (&stmt, sqlite3_finalize);
          clash = describe_clash (db, table, row_id, object);
          if (clash != NULL)
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("Could not undo the change: %s"), clash);
          else
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("Could not undo the change: it would clash with what was stored since"));
        }
      else
        hammer_store_set_error (db, rc, _("Could not undo the change"), error);
      return FALSE;
    }
  return TRUE;
}

static gboolean check_restored_player (sqlite3  *db,
                                       gint64    id,
                                       GError  **error);

gboolean
hammer_store_undo (HammerStore  *self,
                   gint64        change_id,
                   GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) mark = NULL;
  g_autofree char *description = NULL;
  g_autofree char *undo_description = NULL;
  gint64 undone_by = 0;
  HammerStoreTx tx = { 0 };
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (change_id > 0, FALSE);

  if (!(stmt = prepare (self->db, "SELECT description, undone_by FROM changes WHERE id = ?",
                        error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, change_id);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no change %" PRId64 " to undo"), change_id);
      return FALSE;
    }
  description = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  undone_by = sqlite3_column_int64 (stmt, 1);
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (undone_by != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has been undone already"), description);
      return FALSE;
    }

  /* TRANSLATORS: %s describes the change being undone, e.g. "Delete 3 players". */
  undo_description = g_strdup_printf (_("Undo: %s"), description);
  if (!hammer_store_tx_begin (&tx, self->db, undo_description, error))
    return FALSE;

  if (!(stmt = prepare (self->db,
                        "SELECT table_name, row_id, before, after FROM change_rows"
                        " WHERE change_id = ? ORDER BY seq DESC", error)))
    goto fail;
  sqlite3_bind_int64 (stmt, 1, change_id);

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *table = (const char *) sqlite3_column_text (stmt, 0);
      gint64 row_id = sqlite3_column_int64 (stmt, 1);
      const char *before = (const char *) sqlite3_column_text (stmt, 2);
      const char *after = (const char *) sqlite3_column_text (stmt, 3);
      g_autofree char *current = NULL;
      g_autoptr(GError) local_error = NULL;

      if (table == NULL || !is_logged_table (table))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                       _("Could not undo the change: its record in the database is damaged"));
          goto fail;
        }

      current = hammer_store_snapshot_row (self->db, table, row_id, &local_error);
      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          goto fail;
        }

      /* Undoing over a later edit would silently throw that edit away. */
      if (g_strcmp0 (current, after) != 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("“%s” cannot be undone: what it changed has been changed again since"),
                       description);
          goto fail;
        }

      if (!restore_row (self->db, table, row_id, before, error) ||
          (before != NULL && g_str_equal (table, "players") &&
           !check_restored_player (self->db, row_id, error)) ||
          !hammer_store_tx_log_row (&tx, table, row_id, current, error))
        goto fail;
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (self->db, rc, _("Could not undo the change"), error);
      goto fail;
    }

  if (!(mark = prepare (self->db,
                        "UPDATE changes SET undone_by = ?1 WHERE id = ?2;", error)))
    goto fail;
  sqlite3_bind_int64 (mark, 1, tx.change_id);
  sqlite3_bind_int64 (mark, 2, change_id);
  if ((rc = sqlite3_step (mark)) != SQLITE_DONE)
    {
      hammer_store_set_error (self->db, rc, _("Could not undo the change"), error);
      goto fail;
    }
  g_clear_pointer (&mark, sqlite3_finalize);
  if (!(mark = prepare (self->db, "UPDATE changes SET undoes = ?1 WHERE id = ?2", error)))
    goto fail;
  sqlite3_bind_int64 (mark, 1, change_id);
  sqlite3_bind_int64 (mark, 2, tx.change_id);
  if ((rc = sqlite3_step (mark)) != SQLITE_DONE)
    {
      hammer_store_set_error (self->db, rc, _("Could not undo the change"), error);
      goto fail;
    }

  g_clear_pointer (&stmt, sqlite3_finalize);
  g_clear_pointer (&mark, sqlite3_finalize);
  if (!hammer_store_tx_commit (&tx, error))
    return FALSE;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  g_clear_pointer (&stmt, sqlite3_finalize);
  g_clear_pointer (&mark, sqlite3_finalize);
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

/* Opening */

static gboolean
check_file_header (const char  *path,
                   GError     **error)
{
  static const char magic[16] = "SQLite format 3";
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInputStream) stream = NULL;
  char header[16];
  gsize n_read = 0;

  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL)
    {
      /* A missing file is created; anything else is the caller's to hear. */
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return TRUE;
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO, _("Could not open “%s”: %s"),
                   path, local_error->message);
      return FALSE;
    }

  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), header, sizeof header, &n_read, NULL,
                                &local_error))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO, _("Could not read “%s”: %s"),
                   path, local_error->message);
      return FALSE;
    }

  /* An empty file is what some programs leave when asked for a new one. */
  if (n_read == 0)
    return TRUE;

  if (n_read < sizeof header || memcmp (header, magic, sizeof magic) != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE,
                   _("“%s” is not a Hammer database: it is not an SQLite database file"), path);
      return FALSE;
    }
  return TRUE;
}

static sqlite3 *
open_connection (const char  *path,
                 GError     **error)
{
  sqlite3 *db = NULL;
  int rc;

  rc = sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Could not open “%s”"), path);

      hammer_store_set_error (db, rc, what, error);
      sqlite3_close (db);
      return NULL;
    }

  sqlite3_extended_result_codes (db, TRUE);
  sqlite3_busy_timeout (db, BUSY_TIMEOUT_MS);

  /* The first statement reads the file's header: a damaged or truncated
   * file is found out here, so the message names it. */
  rc = sqlite3_exec (db, "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;",
                     NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Could not open “%s”"), path);

      hammer_store_set_error (db, rc, what, error);
      sqlite3_close (db);
      return NULL;
    }

  return db;
}

static void
name_file_in_error (GError     **error,
                    const char  *path)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, _("“%s”: "), path);
}

/* What the SQL of schema @version cannot do alone, in its transaction. */
static gboolean
migrate_in_code (sqlite3     *db,
                 gint64       version,
                 GError     **error)
{
  /* Which matches are byes only the draw's code knows. */
  if (version == 5)
    return hammer_store_number_old_matches (db, error);
  return TRUE;
}

static gboolean
migrate (sqlite3     *db,
         const char  *path,
         int         *schema_version,
         GError     **error)
{
  gint64 application_id;
  gint64 user_version;
  gint64 n_tables;
  g_autofree char *journal_mode = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  application_id = query_int (db, "PRAGMA application_id", &rc);
  if (rc == SQLITE_OK)
    user_version = query_int (db, "PRAGMA user_version", &rc);
  if (rc == SQLITE_OK)
    n_tables = query_int (db, "SELECT count(*) FROM sqlite_master", &rc);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      name_file_in_error (error, path);
      return FALSE;
    }

  if (application_id != HAMMER_APPLICATION_ID && (user_version != 0 || n_tables != 0))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE,
                   _("“%s” is not a Hammer database: it belongs to another program"), path);
      return FALSE;
    }

  if (user_version > HAMMER_STORE_SCHEMA_VERSION)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE,
                   _("“%s” was written by a newer version of Hammer (database version %d; "
                     "this Hammer knows up to %d). Update Hammer to open it; the file "
                     "has not been changed."),
                   path, (int) user_version, HAMMER_STORE_SCHEMA_VERSION);
      return FALSE;
    }

  /* A damaged file is refused before anything is written to it. */
  if (n_tables != 0)
    {
      if (!(stmt = prepare (db, "PRAGMA quick_check", error)))
        {
          name_file_in_error (error, path);
          return FALSE;
        }
      rc = sqlite3_step (stmt);
      if (rc != SQLITE_ROW || g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0), "ok") != 0)
        {
          /* SQLite's findings ("Page 22: btreeInitPage() returns error code
           * 11", several lines of them) are for a developer, not the user. */
          g_debug ("quick_check of %s: %s", path,
                   rc == SQLITE_ROW ? (const char *) sqlite3_column_text (stmt, 0)
                                    : sqlite3_errmsg (db));
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                       _("“%s” is damaged. Hammer has not changed it; restore it from a "
                         "backup."),
                       path);
          return FALSE;
        }
      g_clear_pointer (&stmt, sqlite3_finalize);
    }

  if (!(stmt = prepare (db, "PRAGMA journal_mode = WAL", error)))
    {
      name_file_in_error (error, path);
      return FALSE;
    }
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    journal_mode = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (g_strcmp0 (journal_mode, "wal") != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
                   _("Could not open “%s” for safe writing (its folder may be read-only)"), path);
      return FALSE;
    }

  for (gint64 version = user_version + 1; version <= HAMMER_STORE_SCHEMA_VERSION; version++)
    {
      g_autofree char *pragmas = NULL;

      if (!exec_sql (db, "BEGIN IMMEDIATE", _("Could not update the database"), error))
        {
          name_file_in_error (error, path);
          return FALSE;
        }

      pragmas = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %d;",
                                 HAMMER_APPLICATION_ID, (int) version);
      if (!exec_sql (db, migrations[version - 1], _("Could not update the database"), error) ||
          !migrate_in_code (db, version, error) ||
          !exec_sql (db, pragmas, _("Could not update the database"), error) ||
          !exec_sql (db, "COMMIT", _("Could not update the database"), error))
        {
          sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
          name_file_in_error (error, path);
          return FALSE;
        }
    }

  *schema_version = HAMMER_STORE_SCHEMA_VERSION;
  return TRUE;
}

char *
hammer_store_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, "hammer.db", NULL);
}

HammerStore *
hammer_store_open (const char  *path,
                   GError     **error)
{
  g_autoptr(HammerStore) self = NULL;
  g_autofree char *default_path = NULL;
  g_autofree char *folder = NULL;

  if (path == NULL)
    path = default_path = hammer_store_default_path ();

  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO, _("Could not create the folder “%s”: %s"),
                   folder, g_strerror (saved_errno));
      return NULL;
    }

  if (!check_file_header (path, error))
    return NULL;

  self = g_object_new (HAMMER_TYPE_STORE, NULL);
  self->path = g_strdup (path);
  if (!(self->db = open_connection (path, error)))
    return NULL;

  if (!migrate (self->db, path, &self->schema_version, error))
    return NULL;
  self->seen_version = hammer_store_get_data_version (self);

  return g_steal_pointer (&self);
}

static void
open_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  HammerStore *store = hammer_store_open (task_data, &error);

  if (store == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, store, g_object_unref);
}

void
hammer_store_open_async (const char          *path,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, hammer_store_open_async);
  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_run_in_thread (task, open_thread);
}

HammerStore *
hammer_store_open_finish (GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
hammer_store_finalize (GObject *object)
{
  HammerStore *self = (HammerStore *) object;

  g_clear_pointer (&self->db, close_connection);
  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (hammer_store_parent_class)->finalize (object);
}

static void
hammer_store_class_init (HammerStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_store_finalize;

  /**
   * HammerStore::changed:
   *
   * Emitted after a change was committed, so that lists reload.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hammer_store_init (HammerStore *self)
{
}

const char *
hammer_store_get_path (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  return self->path;
}

int
hammer_store_get_schema_version (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  return self->schema_version;
}

sqlite3 *
hammer_store_get_db (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  return self->db;
}

void
hammer_store_emit_changed (HammerStore *self)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  self->generation++;
  g_signal_emit (self, signals[CHANGED], 0);
}

guint64
hammer_store_get_generation (HammerStore *self)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  return self->generation;
}

gint64
hammer_store_get_data_version (HammerStore *self)
{
  int rc;
  gint64 data_version;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  data_version = query_int (self->db, "PRAGMA data_version", &rc);
  return rc == SQLITE_OK ? data_version : -1;
}

gboolean
hammer_store_refresh (HammerStore *self)
{
  gint64 version;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  /* SQLite counts only the commits of other connections in data_version,
   * so our own changes, which emit "changed" already, do not show here. */
  version = hammer_store_get_data_version (self);
  if (version < 0 || version == self->seen_version)
    return FALSE;
  self->seen_version = version;
  hammer_store_emit_changed (self);
  return TRUE;
}

/* Validation shared by every way a name comes in */

/* Trims and folds runs of white space into one space. */
static char *
normalize_text (const char *text)
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

static gboolean
check_text (const char  *text,
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
  if (g_utf8_strlen (text, -1) > MAX_NAME_LENGTH)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The %s is longer than %d characters"), field, MAX_NAME_LENGTH);
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

/* Clubs */

static HammerClub *
club_from_row (sqlite3_stmt *stmt)
{
  HammerClub *club = hammer_club_new ((const char *) sqlite3_column_text (stmt, 1));

  hammer_club_set_id (club, sqlite3_column_int64 (stmt, 0));
  hammer_club_set_city (club, (const char *) sqlite3_column_text (stmt, 2));
  hammer_club_set_member_count (club, sqlite3_column_int (stmt, 3));
  return club;
}

#define CLUB_QUERY \
  "SELECT c.id, c.name, c.city, (SELECT count(*) FROM players p WHERE p.club_id = c.id)" \
  " FROM clubs c"

GPtrArray *
hammer_roster_list_clubs (HammerStore  *self,
                         GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) clubs = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(stmt = prepare (self->db, CLUB_QUERY " ORDER BY c.name COLLATE NOCASE", error)))
    return NULL;

  clubs = g_ptr_array_new_with_free_func (g_object_unref);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (clubs, club_from_row (stmt));

  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (self->db, rc, _("Could not read the clubs"), error);
      return NULL;
    }
  return g_steal_pointer (&clubs);
}

HammerClub *
hammer_roster_get_club (HammerStore  *self,
                       gint64        id,
                       GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(stmt = prepare (self->db, CLUB_QUERY " WHERE c.id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return club_from_row (stmt);
  if (rc == SQLITE_DONE)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("There is no club with number %" PRId64), id);
  else
    hammer_store_set_error (self->db, rc, _("Could not read the club"), error);
  return NULL;
}

/* Returns the id of the club called @name (case-insensitively), 0 when there
 * is none, -1 on error. */
static gint64
find_club (sqlite3     *db,
           const char  *name,
           gint64       except_id,
           GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = prepare (db, "SELECT id FROM clubs WHERE name = ? COLLATE NOCASE AND id != ?",
                        error)))
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

static gint64
insert_club (HammerStoreTx  *tx,
             const char     *name,
             const char     *city,
             GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *now = hammer_now_stamp ();
  gint64 id;
  int rc;

  if (!(stmt = prepare (tx->db, "INSERT INTO clubs (name, city, created_at) VALUES (?, ?, ?)",
                        error)))
    return 0;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  bind_optional_text (stmt, 2, city);
  sqlite3_bind_text (stmt, 3, now, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not add the club"), error);
      return 0;
    }
  id = sqlite3_last_insert_rowid (tx->db);
  if (!hammer_store_tx_log_row (tx, "clubs", id, NULL, error))
    return 0;
  return id;
}

/* Finds the club called @name or creates it; 0 on error. */
static gint64
ensure_club (HammerStoreTx  *tx,
             const char     *name,
             gboolean       *created,
             GError        **error)
{
  gint64 id = find_club (tx->db, name, 0, error);

  if (created != NULL)
    *created = FALSE;
  if (id < 0)
    return 0;
  if (id > 0)
    return id;
  if (created != NULL)
    *created = TRUE;
  return insert_club (tx, name, NULL, error);
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
  return check_text (name, _("club name"), error) && check_text (city, _("city"), error);
}

gint64
hammer_roster_add_club (HammerStore  *self,
                       const char   *name,
                       const char   *city,
                       GError      **error)
{
  g_autofree char *clean_name = normalize_text (name);
  g_autofree char *clean_city = normalize_text (city);
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 existing;
  gint64 id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!check_club_fields (clean_name, clean_city, error))
    return 0;

  /* TRANSLATORS: a change in the history; %s is a club name. */
  description = g_strdup_printf (_("Add club %s"), clean_name);
  if (!hammer_store_tx_begin (&tx, self->db, description, error))
    return 0;

  existing = find_club (self->db, clean_name, 0, error);
  if (existing != 0)
    {
      if (existing > 0)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                     _("There is already a club called “%s”"), clean_name);
      hammer_store_tx_rollback (&tx);
      return 0;
    }

  if (!(id = insert_club (&tx, clean_name, clean_city, error)) ||
      !hammer_store_tx_commit (&tx, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }

  hammer_store_emit_changed (self);
  return id;
}

gboolean
hammer_roster_update_club (HammerStore  *self,
                          gint64        id,
                          const char   *name,
                          const char   *city,
                          GError      **error)
{
  g_autofree char *clean_name = normalize_text (name);
  g_autofree char *clean_city = normalize_text (city);
  g_autofree char *description = NULL;
  g_autofree char *before = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  HammerStoreTx tx = { 0 };
  gint64 existing;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!check_club_fields (clean_name, clean_city, error))
    return FALSE;

  /* TRANSLATORS: a change in the history; %s is a club name. */
  description = g_strdup_printf (_("Edit club %s"), clean_name);
  if (!hammer_store_tx_begin (&tx, self->db, description, error))
    return FALSE;

  before = hammer_store_snapshot_row (self->db, "clubs", id, error);
  if (before == NULL)
    {
      if (error == NULL || *error == NULL)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("There is no club with number %" PRId64), id);
      goto fail;
    }

  existing = find_club (self->db, clean_name, id, error);
  if (existing != 0)
    {
      if (existing > 0)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                     _("There is already a club called “%s”"), clean_name);
      goto fail;
    }

  if (!(stmt = prepare (self->db, "UPDATE clubs SET name = ?, city = ? WHERE id = ?", error)))
    goto fail;
  sqlite3_bind_text (stmt, 1, clean_name, -1, SQLITE_TRANSIENT);
  bind_optional_text (stmt, 2, clean_city);
  sqlite3_bind_int64 (stmt, 3, id);
  if ((rc = sqlite3_step (stmt)) != SQLITE_DONE)
    {
      hammer_store_set_error (self->db, rc, _("Could not change the club"), error);
      goto fail;
    }

  if (!hammer_store_tx_log_row (&tx, "clubs", id, before, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

/* Steps @stmt (bound, changing row @id of @table) and logs the row. */
static gboolean
run_logged (HammerStoreTx  *tx,
            const char     *table,
            gint64          id,
            sqlite3_stmt   *stmt,
            GError        **error)
{
  g_autofree char *before = NULL;
  g_autoptr(GError) local_error = NULL;
  int rc;

  before = hammer_store_snapshot_row (tx->db, table, id, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (before == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   g_str_equal (table, "clubs")
                     ? _("There is no club with number %" PRId64)
                     : g_str_equal (table, "players")
                         ? _("There is no player with number %" PRId64)
                         : _("Row %" PRId64 " is missing from the database"), id);
      return FALSE;
    }

  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not save the change"), error);
      return FALSE;
    }

  return hammer_store_tx_log_row (tx, table, id, before, error);
}

/* Runs @sql (?1 is the id; a constant text, as it is cached) on one row and
 * logs it. */
static gboolean
change_logged_row (HammerStoreTx  *tx,
                   const char     *table,
                   gint64          id,
                   const char     *sql,
                   GError        **error)
{
  sqlite3_stmt *stmt = cached_statement (tx->db, sql, error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  return run_logged (tx, table, id, stmt, error);
}

gint64
hammer_roster_delete_clubs (HammerStore   *self,
                           const gint64  *ids,
                           guint          n_ids,
                           GError       **error)
{
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 change_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (ids != NULL || n_ids == 0, 0);

  if (n_ids == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("No club was chosen to delete"));
      return 0;
    }

  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Delete %u club",
                                              "Delete %u clubs", n_ids), n_ids);
  if (!hammer_store_tx_begin (&tx, self->db, description, error))
    return 0;

  for (guint i = 0; i < n_ids; i++)
    {
      g_autoptr(sqlite3_stmt) members = NULL;
      g_autoptr(GArray) member_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      int rc;

      /* The members stay on the roster without a club. They are changed
       * here rather than by ON DELETE SET NULL so that undo restores them. */
      if (!(members = prepare (self->db, "SELECT id FROM players WHERE club_id = ?", error)))
        goto fail;
      sqlite3_bind_int64 (members, 1, ids[i]);
      while ((rc = sqlite3_step (members)) == SQLITE_ROW)
        {
          gint64 member = sqlite3_column_int64 (members, 0);
          g_array_append_val (member_ids, member);
        }
      if (rc != SQLITE_DONE)
        {
          hammer_store_set_error (self->db, rc, _("Could not delete the club"), error);
          goto fail;
        }

      for (guint j = 0; j < member_ids->len; j++)
        if (!change_logged_row (&tx, "players", g_array_index (member_ids, gint64, j),
                                "UPDATE players SET club_id = NULL WHERE id = ?", error))
          goto fail;

      /* League teams of the club stay too, without it, for the same reason. */
      g_clear_pointer (&members, sqlite3_finalize);
      g_array_set_size (member_ids, 0);
      if (!(members = prepare (self->db, "SELECT id FROM league_teams WHERE club_id = ?", error)))
        goto fail;
      sqlite3_bind_int64 (members, 1, ids[i]);
      while ((rc = sqlite3_step (members)) == SQLITE_ROW)
        {
          gint64 team = sqlite3_column_int64 (members, 0);
          g_array_append_val (member_ids, team);
        }
      if (rc != SQLITE_DONE)
        {
          hammer_store_set_error (self->db, rc, _("Could not delete the club"), error);
          goto fail;
        }
      for (guint j = 0; j < member_ids->len; j++)
        if (!change_logged_row (&tx, "league_teams", g_array_index (member_ids, gint64, j),
                                "UPDATE league_teams SET club_id = NULL WHERE id = ?", error))
          goto fail;

      if (!change_logged_row (&tx, "clubs", ids[i], "DELETE FROM clubs WHERE id = ?", error))
        goto fail;
    }

  change_id = tx.change_id;
  if (!hammer_store_tx_commit (&tx, error))
    return 0;

  hammer_store_emit_changed (self);
  return change_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

/* Players */

#define PLAYER_QUERY \
  "SELECT p.id, p.name, p.club_id, c.name, p.licence, p.email, p.phone, p.average, p.active" \
  " FROM players p LEFT JOIN clubs c ON c.id = p.club_id"

static HammerPlayer *
player_from_row (sqlite3_stmt *stmt)
{
  HammerPlayer *player = hammer_player_new ((const char *) sqlite3_column_text (stmt, 1));

  hammer_player_set_id (player, sqlite3_column_int64 (stmt, 0));
  hammer_player_set_club_id (player, sqlite3_column_int64 (stmt, 2));
  hammer_player_set_club_name (player, (const char *) sqlite3_column_text (stmt, 3));
  hammer_player_set_licence (player, (const char *) sqlite3_column_text (stmt, 4));
  hammer_player_set_email (player, (const char *) sqlite3_column_text (stmt, 5));
  hammer_player_set_phone (player, (const char *) sqlite3_column_text (stmt, 6));
  if (sqlite3_column_type (stmt, 7) != SQLITE_NULL)
    hammer_player_set_average (player, sqlite3_column_double (stmt, 7));
  hammer_player_set_active (player, sqlite3_column_int (stmt, 8));
  return player;
}

GPtrArray *
hammer_roster_list_players (HammerStore  *self,
                           GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) players = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(stmt = prepare (self->db, PLAYER_QUERY " ORDER BY p.name COLLATE NOCASE, p.id", error)))
    return NULL;

  players = g_ptr_array_new_with_free_func (g_object_unref);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (players, player_from_row (stmt));

  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (self->db, rc, _("Could not read the players"), error);
      return NULL;
    }
  return g_steal_pointer (&players);
}

HammerPlayer *
hammer_roster_get_player (HammerStore  *self,
                         gint64        id,
                         GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(stmt = prepare (self->db, PLAYER_QUERY " WHERE p.id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return player_from_row (stmt);
  if (rc == SQLITE_DONE)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("There is no player with number %" PRId64), id);
  else
    hammer_store_set_error (self->db, rc, _("Could not read the player"), error);
  return NULL;
}

/* The fields of a player as they will be stored, cleaned up. */
typedef struct
{
  char *name;
  char *club;
  char *licence;
  char *email;
  char *phone;
  gboolean has_average;
  double average;
  gboolean active;
} PlayerFields;

static void
player_fields_clear (PlayerFields *fields)
{
  g_clear_pointer (&fields->name, g_free);
  g_clear_pointer (&fields->club, g_free);
  g_clear_pointer (&fields->licence, g_free);
  g_clear_pointer (&fields->email, g_free);
  g_clear_pointer (&fields->phone, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PlayerFields, player_fields_clear)

static gboolean
player_fields_check (PlayerFields  *fields,
                     GError       **error)
{
  if (fields->name == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("A player needs a name"));
      return FALSE;
    }
  if (!check_text (fields->name, _("name"), error) ||
      !check_text (fields->club, _("club name"), error) ||
      !check_text (fields->licence, _("licence number"), error) ||
      !check_text (fields->email, _("email address"), error) ||
      !check_text (fields->phone, _("phone number"), error))
    return FALSE;
  if (fields->email != NULL && (strchr (fields->email, '@') == NULL ||
                                strchr (fields->email, ' ') != NULL))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is not an email address"), fields->email);
      return FALSE;
    }
  if (fields->has_average &&
      (!isfinite (fields->average) || fields->average < 0 || fields->average > MAX_AVERAGE))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("An average must be a number from 0 to %g"), MAX_AVERAGE);
      return FALSE;
    }
  return TRUE;
}

/* Says who already holds the licence or the name in club @club_id (0 for
 * none, -1 for a club not yet created) of @fields; %NULL when nobody does (or
 * on error, which is then set). */
static char *
find_duplicate_player (sqlite3       *db,
                       PlayerFields  *fields,
                       gint64         club_id,
                       gint64         except_id,
                       GError       **error)
{
  sqlite3_stmt *stmt;
  char *duplicate = NULL;
  int rc;

  /* Cached, and reset before returning: an import checks a thousand. */
  if (fields->licence != NULL)
    {
      if (!(stmt = cached_statement (db, "SELECT name FROM players WHERE licence = ? AND id != ?",
                                     error)))
        return NULL;
      sqlite3_bind_text (stmt, 1, fields->licence, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64 (stmt, 2, except_id);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        duplicate = g_strdup_printf (_("Licence %s already belongs to %s"), fields->licence,
                                     (const char *) sqlite3_column_text (stmt, 0));
      else if (rc != SQLITE_DONE)
        hammer_store_set_error (db, rc, _("Could not read the players"), error);
      sqlite3_reset (stmt);
      if (rc != SQLITE_DONE)
        return duplicate;
    }

  /* A club that does not exist yet has no members to clash with. */
  if (club_id < 0)
    return NULL;

  /* Two of the same name in one club are one person, unless both have
   * licences, which then differ (father and son): the importer agrees.
   * The unary + keeps SQLite on the name index: by club, a roster of
   * players without a club would be read whole for every new player. */
  if (!(stmt = cached_statement (db,
                                 "SELECT id FROM players WHERE name = ? COLLATE NOCASE AND id != ?"
                                 " AND +club_id IS ? AND (? IS NULL OR licence IS NULL)", error)))
    return NULL;
  sqlite3_bind_text (stmt, 1, fields->name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, except_id);
  if (club_id > 0)
    sqlite3_bind_int64 (stmt, 3, club_id);
  else
    sqlite3_bind_null (stmt, 3);
  bind_optional_text (stmt, 4, fields->licence);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc == SQLITE_ROW)
    return fields->club != NULL
      ? g_strdup_printf (_("%s of %s is already on the roster"), fields->name, fields->club)
      : g_strdup_printf (_("%s (without a club) is already on the roster"), fields->name);
  if (rc != SQLITE_DONE)
    hammer_store_set_error (db, rc, _("Could not read the players"), error);
  return NULL;
}

/* Undo must not bring back what adding refuses: a second player of the same
 * name in the same club. */
static gboolean
check_restored_player (sqlite3  *db,
                       gint64    id,
                       GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *existing = NULL;
  PlayerFields fields = { 0 };
  gint64 club_id;
  int rc;

  if (!(stmt = prepare (db,
                        "SELECT p.name, p.licence, p.club_id, c.name FROM players p"
                        " LEFT JOIN clubs c ON c.id = p.club_id WHERE p.id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    return TRUE;
  if (rc != SQLITE_ROW)
    {
      hammer_store_set_error (db, rc, _("Could not undo the change"), error);
      return FALSE;
    }

  fields.name = (char *) sqlite3_column_text (stmt, 0);
  fields.licence = (char *) sqlite3_column_text (stmt, 1);
  club_id = sqlite3_column_int64 (stmt, 2);
  fields.club = (char *) sqlite3_column_text (stmt, 3);

  existing = find_duplicate_player (db, &fields, club_id, id, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (existing != NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Could not undo the change: %s"), existing);
      return FALSE;
    }
  return TRUE;
}

gint64
hammer_store_get_last_change (HammerStore *self)
{
  int rc;
  gint64 id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  id = query_int (self->db, "SELECT max(id) FROM changes", &rc);
  return rc == SQLITE_OK ? id : 0;
}

static void
player_fields_init_from_player (PlayerFields *fields,
                                HammerPlayer *player)
{
  fields->name = normalize_text (hammer_player_get_name (player));
  fields->club = normalize_text (hammer_player_get_club_name (player));
  fields->licence = normalize_text (hammer_player_get_licence (player));
  fields->email = normalize_text (hammer_player_get_email (player));
  fields->phone = normalize_text (hammer_player_get_phone (player));
  fields->has_average = hammer_player_has_average (player);
  fields->average = hammer_player_get_average (player);
  fields->active = hammer_player_get_active (player);
}

static void
bind_player_fields (sqlite3_stmt *stmt,
                    PlayerFields *fields,
                    gint64        club_id)
{
  sqlite3_bind_text (stmt, 1, fields->name, -1, SQLITE_TRANSIENT);
  if (club_id > 0)
    sqlite3_bind_int64 (stmt, 2, club_id);
  else
    sqlite3_bind_null (stmt, 2);
  bind_optional_text (stmt, 3, fields->licence);
  bind_optional_text (stmt, 4, fields->email);
  bind_optional_text (stmt, 5, fields->phone);
  if (fields->has_average)
    sqlite3_bind_double (stmt, 6, fields->average);
  else
    sqlite3_bind_null (stmt, 6);
  sqlite3_bind_int (stmt, 7, fields->active ? 1 : 0);
}

/* Inserts a checked player inside @tx; returns the new id or 0. With
 * @duplicate set, a duplicate is reported there instead of as an error. */
static gint64
insert_player (HammerStoreTx  *tx,
               PlayerFields   *fields,
               gint64          club_id,
               char          **duplicate,
               GError        **error)
{
  sqlite3_stmt *stmt;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *existing = NULL;
  g_autofree char *now = hammer_now_stamp ();
  gint64 id;
  int rc;

  existing = find_duplicate_player (tx->db, fields, club_id, 0, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return 0;
    }
  if (existing != NULL)
    {
      if (duplicate != NULL)
        *duplicate = g_steal_pointer (&existing);
      else
        g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE, existing);
      return 0;
    }

  if (!(stmt = cached_statement (tx->db,
                                 "INSERT INTO players (name, club_id, licence, email, phone,"
                                 " average, active, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                 error)))
    return 0;
  bind_player_fields (stmt, fields, club_id);
  sqlite3_bind_text (stmt, 8, now, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not add the player"), error);
      return 0;
    }

  id = sqlite3_last_insert_rowid (tx->db);
  if (!hammer_store_tx_log_row (tx, "players", id, NULL, error))
    return 0;
  return id;
}

gint64
hammer_roster_add_player (HammerStore   *self,
                         HammerPlayer  *player,
                         GError       **error)
{
  g_auto(PlayerFields) fields = { 0 };
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 club_id = 0;
  gint64 id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (HAMMER_IS_PLAYER (player), 0);

  player_fields_init_from_player (&fields, player);
  if (!player_fields_check (&fields, error))
    return 0;

  /* TRANSLATORS: a change in the history; %s is a player's name. */
  description = g_strdup_printf (_("Add player %s"), fields.name);
  if (!hammer_store_tx_begin (&tx, self->db, description, error))
    return 0;

  if ((fields.club != NULL && !(club_id = ensure_club (&tx, fields.club, NULL, error))) ||
      !(id = insert_player (&tx, &fields, club_id, NULL, error)) ||
      !hammer_store_tx_commit (&tx, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }

  hammer_player_set_id (player, id);
  hammer_player_set_club_id (player, club_id);
  hammer_store_emit_changed (self);
  return id;
}

gboolean
hammer_roster_update_player (HammerStore   *self,
                            HammerPlayer  *player,
                            GError       **error)
{
  g_auto(PlayerFields) fields = { 0 };
  g_autofree char *description = NULL;
  g_autofree char *before = NULL;
  g_autofree char *existing = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) local_error = NULL;
  HammerStoreTx tx = { 0 };
  gint64 id;
  gint64 club_id = 0;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (HAMMER_IS_PLAYER (player), FALSE);

  id = hammer_player_get_id (player);
  player_fields_init_from_player (&fields, player);
  if (!player_fields_check (&fields, error))
    return FALSE;

  /* TRANSLATORS: a change in the history; %s is a player's name. */
  description = g_strdup_printf (_("Edit player %s"), fields.name);
  if (!hammer_store_tx_begin (&tx, self->db, description, error))
    return FALSE;

  before = hammer_store_snapshot_row (self->db, "players", id, &local_error);
  if (before == NULL)
    {
      if (local_error != NULL)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("There is no player with number %" PRId64), id);
      goto fail;
    }

  if (fields.club != NULL && !(club_id = ensure_club (&tx, fields.club, NULL, error)))
    goto fail;

  existing = find_duplicate_player (self->db, &fields, club_id, id, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      goto fail;
    }
  if (existing != NULL)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE, existing);
      goto fail;
    }

  if (!(stmt = prepare (self->db,
                        "UPDATE players SET name = ?1, club_id = ?2, licence = ?3, email = ?4,"
                        " phone = ?5, average = ?6, active = ?7 WHERE id = ?8", error)))
    goto fail;
  bind_player_fields (stmt, &fields, club_id);
  sqlite3_bind_int64 (stmt, 8, id);
  if ((rc = sqlite3_step (stmt)) != SQLITE_DONE)
    {
      hammer_store_set_error (self->db, rc, _("Could not change the player"), error);
      goto fail;
    }

  if (!hammer_store_tx_log_row (&tx, "players", id, before, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_player_set_club_id (player, club_id);
  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gint64
hammer_roster_delete_players (HammerStore   *self,
                             const gint64  *ids,
                             guint          n_ids,
                             GError       **error)
{
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 change_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (ids != NULL || n_ids == 0, 0);

  if (n_ids == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("No player was chosen to delete"));
      return 0;
    }

  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Delete %u player",
                                              "Delete %u players", n_ids), n_ids);
  if (!hammer_store_tx_begin (&tx, self->db, description, error))
    return 0;

  for (guint i = 0; i < n_ids; i++)
    {
      g_autoptr(sqlite3_stmt) entered = NULL;

      /* Results name their players: someone who played stays on the roster. */
      if (!(entered = prepare (self->db,
                               "SELECT p.name, e.name FROM entrant_players ep"
                               " JOIN players p ON p.id = ep.player_id"
                               " JOIN entrants en ON en.id = ep.entrant_id"
                               " JOIN events e ON e.id = en.event_id"
                               " WHERE ep.player_id = ? LIMIT 1", error)))
        goto fail;
      sqlite3_bind_int64 (entered, 1, ids[i]);
      if (sqlite3_step (entered) == SQLITE_ROW)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s is entered in “%s” and cannot be deleted; mark the player as not "
                         "active instead"),
                       (const char *) sqlite3_column_text (entered, 0),
                       (const char *) sqlite3_column_text (entered, 1));
          goto fail;
        }
      g_clear_pointer (&entered, sqlite3_finalize);
      if (!(entered = prepare (self->db,
                               "SELECT p.name, s.name FROM club_season_members m"
                               " JOIN players p ON p.id = m.player_id"
                               " JOIN club_seasons s ON s.id = m.season_id"
                               " WHERE m.player_id = ? LIMIT 1", error)))
        goto fail;
      sqlite3_bind_int64 (entered, 1, ids[i]);
      if (sqlite3_step (entered) == SQLITE_ROW)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s is a member of the season “%s” and cannot be deleted; mark the "
                         "player as not active instead"),
                       (const char *) sqlite3_column_text (entered, 0),
                       (const char *) sqlite3_column_text (entered, 1));
          goto fail;
        }
      g_clear_pointer (&entered, sqlite3_finalize);
      if (!(entered = prepare (self->db,
                               "SELECT p.name, l.name FROM players p, leagues l"
                               " WHERE p.id = ?1 AND l.id IN"
                               " (SELECT d.league_id FROM league_team_players tp"
                               "  JOIN league_teams t ON t.id = tp.team_id"
                               "  JOIN league_divisions d ON d.id = t.division_id"
                               "  WHERE tp.player_id = ?1"
                               "  UNION SELECT d.league_id FROM league_game_players gp"
                               "  JOIN league_games g ON g.id = gp.game_id"
                               "  JOIN league_fixtures f ON f.id = g.fixture_id"
                               "  JOIN league_divisions d ON d.id = f.division_id"
                               "  WHERE gp.player_id = ?1) LIMIT 1", error)))
        goto fail;
      sqlite3_bind_int64 (entered, 1, ids[i]);
      if (sqlite3_step (entered) == SQLITE_ROW)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s plays in the league “%s” and cannot be deleted; mark the "
                         "player as not active instead"),
                       (const char *) sqlite3_column_text (entered, 0),
                       (const char *) sqlite3_column_text (entered, 1));
          goto fail;
        }
      if (!change_logged_row (&tx, "players", ids[i], "DELETE FROM players WHERE id = ?", error))
        goto fail;
    }

  change_id = tx.change_id;
  if (!hammer_store_tx_commit (&tx, error))
    return 0;

  hammer_store_emit_changed (self);
  return change_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

/* Import */

static void
player_fields_init_from_row (PlayerFields    *fields,
                             HammerImportRow *row)
{
  fields->name = normalize_text (row->name);
  fields->club = normalize_text (row->club);
  fields->licence = normalize_text (row->licence);
  fields->email = normalize_text (row->email);
  fields->phone = normalize_text (row->phone);
  fields->has_average = row->has_average;
  fields->average = row->average;
  fields->active = row->active;
}

static gboolean
check_import_on (sqlite3             *db,
                 HammerPlayerImport  *import,
                 GError             **error)
{
  guint n_rows = hammer_player_import_get_n_rows (import);

  for (guint i = 0; i < n_rows; i++)
    {
      HammerImportRow *row = hammer_player_import_get_row (import, i);
      g_auto(PlayerFields) fields = { 0 };
      g_autoptr(GError) local_error = NULL;
      g_autofree char *existing = NULL;
      gint64 club_id = 0;

      if (row->duplicate_of != NULL || row->problems->len > 0 || row->name == NULL)
        continue;

      player_fields_init_from_row (&fields, row);
      if (fields.club != NULL)
        {
          club_id = find_club (db, fields.club, 0, error);
          if (club_id < 0)
            return FALSE;
        }

      /* A club that does not exist yet has no members to clash with, but the
       * licence may still be taken. */
      existing = find_duplicate_player (db, &fields, club_id > 0 ? club_id : -1, 0, &local_error);
      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      if (existing != NULL)
        row->duplicate_of = g_steal_pointer (&existing);
    }

  return TRUE;
}

gboolean
hammer_roster_check_import (HammerStore         *self,
                           HammerPlayerImport  *import,
                           GError             **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (import != NULL, FALSE);

  return check_import_on (self->db, import, error);
}

static gboolean
import_players_on (sqlite3              *db,
                   HammerPlayerImport   *import,
                   gboolean              skip_bad,
                   HammerImportSummary  *summary,
                   GError              **error)
{
  g_autoptr(GHashTable) club_ids = NULL;
  g_autofree char *description = NULL;
  HammerImportSummary counts = { 0 };
  HammerStoreTx tx = { 0 };
  guint n_rows = hammer_player_import_get_n_rows (import);
  guint n_bad = hammer_player_import_count_bad (import);

  if (n_bad > 0 && !skip_bad)
    {
      g_autofree char *first = hammer_player_import_describe_first_problem (import);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s Nothing was imported: %u row has a problem.",
                                "%s Nothing was imported: %u rows have problems.", n_bad),
                   first, n_bad);
      return FALSE;
    }

  description = g_strdup_printf (_("Import players"));
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;

  /* Checked inside the transaction, so that nothing can slip in between. */
  if (!check_import_on (db, import, error))
    goto fail;

  club_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < n_rows; i++)
    {
      HammerImportRow *row = hammer_player_import_get_row (import, i);
      g_auto(PlayerFields) fields = { 0 };
      g_autofree char *duplicate = NULL;
      gint64 club_id = 0;

      if (row->problems->len > 0)
        {
          counts.skipped_bad++;
          continue;
        }
      if (row->duplicate_of != NULL)
        {
          counts.duplicates++;
          continue;
        }

      player_fields_init_from_row (&fields, row);
      if (!player_fields_check (&fields, error))
        {
          g_prefix_error (error, _("Line %u: "), row->line);
          goto fail;
        }

      if (fields.club != NULL)
        {
          g_autofree char *key = g_utf8_casefold (fields.club, -1);
          gboolean created = FALSE;

          club_id = GPOINTER_TO_SIZE (g_hash_table_lookup (club_ids, key));
          if (club_id == 0)
            {
              if (!(club_id = ensure_club (&tx, fields.club, &created, error)))
                goto fail;
              counts.clubs_created += created;
              g_hash_table_insert (club_ids, g_steal_pointer (&key), GSIZE_TO_POINTER (club_id));
            }
        }

      if (!insert_player (&tx, &fields, club_id, &duplicate, error))
        {
          if (duplicate == NULL)
            {
              g_prefix_error (error, _("Line %u: "), row->line);
              goto fail;
            }
          row->duplicate_of = g_steal_pointer (&duplicate);
          counts.duplicates++;
          continue;
        }
      counts.imported++;
    }

  counts.change_id = tx.change_id;
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  if (summary != NULL)
    *summary = counts;
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_roster_import_players (HammerStore          *self,
                             HammerPlayerImport   *import,
                             gboolean              skip_bad,
                             HammerImportSummary  *summary,
                             GError              **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (import != NULL, FALSE);

  if (!import_players_on (self->db, import, skip_bad, summary, error))
    return FALSE;

  hammer_store_emit_changed (self);
  return TRUE;
}

typedef struct
{
  char *path;
  HammerPlayerImport *import;
  gboolean skip_bad;
  HammerImportSummary summary;
} ImportData;

static void
import_data_free (ImportData *data)
{
  g_free (data->path);
  g_free (data);
}

static void
import_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ImportData *data = task_data;
  GError *error = NULL;
  sqlite3 *db;

  /* A connection of its own: the main thread keeps using the store's one
   * while this transaction runs, and WAL lets it read meanwhile. */
  if (!(db = open_connection (data->path, &error)))
    {
      g_task_return_error (task, error);
      return;
    }

  if (import_players_on (db, data->import, data->skip_bad, &data->summary, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);

  close_connection (db);
}

void
hammer_roster_import_players_async (HammerStore          *self,
                                   HammerPlayerImport   *import,
                                   gboolean              skip_bad,
                                   GCancellable         *cancellable,
                                   GAsyncReadyCallback   callback,
                                   gpointer              user_data)
{
  g_autoptr(GTask) task = NULL;
  ImportData *data;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (import != NULL);

  data = g_new0 (ImportData, 1);
  data->path = g_strdup (self->path);
  data->import = import;
  data->skip_bad = skip_bad;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_roster_import_players_async);
  g_task_set_task_data (task, data, (GDestroyNotify) import_data_free);
  g_task_run_in_thread (task, import_thread);
}

gboolean
hammer_roster_import_players_finish (HammerStore          *self,
                                    GAsyncResult         *result,
                                    HammerImportSummary  *summary,
                                    GError              **error)
{
  ImportData *data;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  data = g_task_get_task_data (G_TASK (result));
  if (summary != NULL)
    *summary = data->summary;
  hammer_store_emit_changed (self);
  return TRUE;
}

/* The demo club */

typedef struct
{
  const char *name;
  const char *club;
  const char *licence;
  double average;      /* 0 for none */
} DemoPlayer;

static const struct { const char *name; const char *city; } demo_clubs[] = {
  { "Sjoelclub De Rappe Schijf", "Leeuwarden" },
  { "SV Het Vierde Vak", "Zaandam" },
  { "Crown & Anchor Shuffleboard Club", "Norwich" },
  { "Lakeshore Table Shuffleboard League", "Hamilton, Ontario" },
};

static const DemoPlayer demo_players[] = {
  { "Sjoerd Hoekstra", "Sjoelclub De Rappe Schijf", "ANS-104233", 128.4 },
  { "Wietske Dijkstra", "Sjoelclub De Rappe Schijf", "ANS-104251", 121.7 },
  { "Jan de Vries", "Sjoelclub De Rappe Schijf", "ANS-098812", 134.9 },
  { "Anneke van der Meer", "Sjoelclub De Rappe Schijf", "ANS-101377", 117.2 },
  { "Tjeerd Bosma", "Sjoelclub De Rappe Schijf", "ANS-110045", 109.8 },
  { "Geertje Postma", "Sjoelclub De Rappe Schijf", "ANS-110046", 112.5 },
  { "Hendrik Visser", "Sjoelclub De Rappe Schijf", "ANS-087730", 125.0 },
  { "Baukje Wijnstra", "Sjoelclub De Rappe Schijf", "ANS-115902", 98.6 },
  { "Pieter Zijlstra", "Sjoelclub De Rappe Schijf", "ANS-093318", 131.3 },
  { "Froukje Kuipers", "Sjoelclub De Rappe Schijf", "ANS-120114", 104.1 },
  { "Kees Bakker", "SV Het Vierde Vak", "ANS-076541", 138.2 },
  { "Marijke de Jong", "SV Het Vierde Vak", "ANS-079903", 126.9 },
  { "Dirk van den Berg", "SV Het Vierde Vak", "ANS-082277", 119.4 },
  { "Truus Smit", "SV Het Vierde Vak", "ANS-090015", 113.0 },
  { "Bram Mulder", "SV Het Vierde Vak", "ANS-101902", 107.7 },
  { "Ria Janssen", "SV Het Vierde Vak", "ANS-095560", 122.3 },
  { "Joop van Dijk", "SV Het Vierde Vak", "ANS-071128", 129.6 },
  { "Ineke Vermeulen", "SV Het Vierde Vak", "ANS-118736", 101.9 },
  { "Gerrit de Boer", "SV Het Vierde Vak", "ANS-088461", 115.8 },
  { "Lotte Brouwer", "SV Het Vierde Vak", "ANS-123590", 96.4 },
  { "Margaret Thornton", "Crown & Anchor Shuffleboard Club", "NSA-2231", 0 },
  { "Colin Ashworth", "Crown & Anchor Shuffleboard Club", "NSA-1987", 0 },
  { "Derek Pryce", "Crown & Anchor Shuffleboard Club", "NSA-2410", 0 },
  { "Jean Holloway", "Crown & Anchor Shuffleboard Club", "NSA-2544", 0 },
  { "Trevor Blake", "Crown & Anchor Shuffleboard Club", "NSA-1762", 0 },
  { "Susan Whitcombe", "Crown & Anchor Shuffleboard Club", "NSA-2602", 0 },
  { "Alan Fairbrother", "Crown & Anchor Shuffleboard Club", "NSA-1835", 0 },
  { "Pauline Marsh", "Crown & Anchor Shuffleboard Club", "NSA-2713", 0 },
  { "Keith Danby", "Crown & Anchor Shuffleboard Club", "NSA-2098", 0 },
  { "Hazel Pritchard", "Crown & Anchor Shuffleboard Club", "NSA-2839", 0 },
  { "Doug MacLeod", "Lakeshore Table Shuffleboard League", "TSF-30417", 0 },
  { "Brenda Kowalski", "Lakeshore Table Shuffleboard League", "TSF-30522", 0 },
  { "Marcel Gagnon", "Lakeshore Table Shuffleboard League", "TSF-29876", 0 },
  { "Linda Fraser", "Lakeshore Table Shuffleboard League", "TSF-31104", 0 },
  { "Gord Henderson", "Lakeshore Table Shuffleboard League", "TSF-28815", 0 },
  { "Shelley Tremblay", "Lakeshore Table Shuffleboard League", "TSF-31388", 0 },
  { "Ray Dubois", "Lakeshore Table Shuffleboard League", "TSF-30090", 0 },
  { "Carol Nakamura", "Lakeshore Table Shuffleboard League", "TSF-31655", 0 },
  { "Wayne Petrovic", "Lakeshore Table Shuffleboard League", "TSF-29543", 0 },
  { "Debbie O'Connor", "Lakeshore Table Shuffleboard League", "TSF-31920", 0 },
  { "Frans van Leeuwen", NULL, NULL, 111.1 },
};

gboolean
hammer_store_load_demo (HammerStore  *self,
                        GError      **error)
{
  HammerStoreTx tx = { 0 };
  guint added = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!hammer_store_tx_begin (&tx, self->db, _("Open the demo club"), error))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (demo_clubs); i++)
    {
      gint64 existing = find_club (self->db, demo_clubs[i].name, 0, error);

      if (existing < 0 ||
          (existing == 0 && !insert_club (&tx, demo_clubs[i].name, demo_clubs[i].city, error)))
        goto fail;
    }

  for (guint i = 0; i < G_N_ELEMENTS (demo_players); i++)
    {
      const DemoPlayer *demo = &demo_players[i];
      PlayerFields fields = {
        .name = (char *) demo->name,
        .club = (char *) demo->club,
        .licence = (char *) demo->licence,
        .has_average = demo->average > 0,
        .average = demo->average,
        .active = TRUE,
      };
      g_autofree char *duplicate = NULL;
      gint64 club_id = 0;

      if (demo->club != NULL && !(club_id = ensure_club (&tx, demo->club, NULL, error)))
        goto fail;
      /* Loading the demo twice leaves one copy of every player. */
      if (insert_player (&tx, &fields, club_id, &duplicate, error))
        added++;
      else if (duplicate == NULL)
        goto fail;
    }

  /* Nothing new: no empty entry in the history, no reload. */
  if (added == 0 && tx.seq == 0)
    {
      hammer_store_tx_rollback (&tx);
      return TRUE;
    }

  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_store_tx_run_logged (HammerStoreTx  *tx,
                            const char     *table,
                            gint64          id,
                            sqlite3_stmt   *stmt,
                            GError        **error)
{
  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);

  return run_logged (tx, table, id, stmt, error);
}

gboolean
hammer_store_tx_update_row (HammerStoreTx  *tx,
                            const char     *table,
                            gint64          id,
                            const char     *sql,
                            GError        **error)
{
  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);

  return change_logged_row (tx, table, id, sql, error);
}

gint64
hammer_store_tx_ensure_club (HammerStoreTx  *tx,
                             const char     *name,
                             GError        **error)
{
  g_autofree char *normalized = NULL;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, 0);

  normalized = normalize_text (name);
  if (!check_club_fields (normalized, NULL, error))
    return 0;
  return ensure_club (tx, normalized, NULL, error);
}

gint64
hammer_store_tx_ensure_player (HammerStoreTx  *tx,
                               const char     *name,
                               const char     *club,
                               const char     *licence,
                               GError        **error)
{
  sqlite3_stmt *stmt;
  g_auto(PlayerFields) fields = { 0 };
  gint64 club_id = 0;
  gint64 found = 0;
  int rc;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, 0);

  fields.name = normalize_text (name);
  fields.club = normalize_text (club);
  fields.licence = normalize_text (licence);
  fields.active = TRUE;
  if (!player_fields_check (&fields, error))
    return 0;

  /* A licence names one person; otherwise the name must be unambiguous. */
  if (fields.licence != NULL)
    {
      if (!(stmt = cached_statement (tx->db, "SELECT id FROM players WHERE licence = ?", error)))
        return 0;
      sqlite3_bind_text (stmt, 1, fields.licence, -1, SQLITE_TRANSIENT);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        found = sqlite3_column_int64 (stmt, 0);
      sqlite3_reset (stmt);
      if (found != 0)
        return found;
    }

  if (!(stmt = cached_statement (tx->db, "SELECT id FROM players WHERE name = ? COLLATE NOCASE",
                                 error)))
    return 0;
  sqlite3_bind_text (stmt, 1, fields.name, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      if (found != 0)
        {
          sqlite3_reset (stmt);
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Two players on the roster are called “%s”; enter the one you mean "
                         "by licence number"), fields.name);
          return 0;
        }
      found = sqlite3_column_int64 (stmt, 0);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not read the players"), error);
      return 0;
    }
  if (found != 0)
    return found;

  if (fields.club != NULL && !(club_id = ensure_club (tx, fields.club, NULL, error)))
    return 0;
  return insert_player (tx, &fields, club_id, NULL, error);
}
