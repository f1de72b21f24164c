/* hammer-store.c — one SQLite file: opened, checked and migrated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "hammer-error.h"
#include "hammer-store-private.h"

/* "HAMR": marks the file as Hammer's, so another program's SQLite database
 * is told apart from an empty one. */
#define HAMMER_APPLICATION_ID 0x48414d52

#define BUSY_TIMEOUT_MS 5000

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

sqlite3 *
hammer_store_open_connection (const char  *path,
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

/* Refuses another program's database and one of a newer Hammer; sets
 * @user_version and @n_tables of a file that may be opened. */
static gboolean
check_identity (sqlite3     *db,
                const char  *path,
                gint64      *user_version,
                gint64      *n_tables,
                GError     **error)
{
  gint64 application_id;
  int rc;

  application_id = hammer_store_query_int (db, "PRAGMA application_id", &rc);
  if (rc == SQLITE_OK)
    *user_version = hammer_store_query_int (db, "PRAGMA user_version", &rc);
  if (rc == SQLITE_OK)
    *n_tables = hammer_store_query_int (db, "SELECT count(*) FROM sqlite_master", &rc);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      name_file_in_error (error, path);
      return FALSE;
    }

  if (application_id != HAMMER_APPLICATION_ID && (*user_version != 0 || *n_tables != 0))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE,
                   _("“%s” is not a Hammer database: it belongs to another program"), path);
      return FALSE;
    }

  if (*user_version > HAMMER_STORE_SCHEMA_VERSION)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE,
                   _("“%s” was written by a newer version of Hammer (database version %d; "
                     "this Hammer knows up to %d). Update Hammer to open it; the file "
                     "has not been changed."),
                   path, (int) *user_version, HAMMER_STORE_SCHEMA_VERSION);
      return FALSE;
    }
  return TRUE;
}

/* A damaged file is refused before anything is written to it. */
static gboolean
quick_check (sqlite3     *db,
             const char  *path,
             GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, "PRAGMA quick_check", error)))
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
  return TRUE;
}

static gboolean
use_wal (sqlite3     *db,
         const char  *path,
         GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *journal_mode = NULL;

  if (!(stmt = hammer_store_prepare (db, "PRAGMA journal_mode = WAL", error)))
    {
      name_file_in_error (error, path);
      return FALSE;
    }
  if (sqlite3_step (stmt) == SQLITE_ROW)
    journal_mode = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  if (g_strcmp0 (journal_mode, "wal") != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
                   _("Could not open “%s” for safe writing (its folder may be read-only)"), path);
      return FALSE;
    }
  return TRUE;
}

/* Takes the file from schema @version - 1 to @version in one transaction. */
static gboolean
apply_migration (sqlite3     *db,
                 const char  *path,
                 gint64       version,
                 GError     **error)
{
  g_autofree char *pragmas = NULL;
  const char *what = _("Could not update the database");

  if (!hammer_store_exec (db, "BEGIN IMMEDIATE", what, error))
    {
      name_file_in_error (error, path);
      return FALSE;
    }

  pragmas = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %d;",
                             HAMMER_APPLICATION_ID, (int) version);
  if (!hammer_store_exec (db, migrations[version - 1], what, error) ||
      !migrate_in_code (db, version, error) ||
      !hammer_store_exec (db, pragmas, what, error) ||
      !hammer_store_exec (db, "COMMIT", what, error))
    {
      sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
      name_file_in_error (error, path);
      return FALSE;
    }
  return TRUE;
}

static gboolean
migrate (sqlite3     *db,
         const char  *path,
         int         *schema_version,
         GError     **error)
{
  gint64 user_version = 0;
  gint64 n_tables = 0;

  if (!check_identity (db, path, &user_version, &n_tables, error) ||
      (n_tables != 0 && !quick_check (db, path, error)) ||
      !use_wal (db, path, error))
    return FALSE;

  for (gint64 version = user_version + 1; version <= HAMMER_STORE_SCHEMA_VERSION; version++)
    if (!apply_migration (db, path, version, error))
      return FALSE;

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
  if (!(self->db = hammer_store_open_connection (path, error)))
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

  g_clear_pointer (&self->db, hammer_store_close_connection);
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

  data_version = hammer_store_query_int (self->db, "PRAGMA data_version", &rc);
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
