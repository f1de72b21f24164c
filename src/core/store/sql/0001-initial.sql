-- Schema 1: clubs, players and the change log.
--
-- AUTOINCREMENT, so that the id of a deleted row is never given to a new
-- one: undo puts it back by id. The time stamps' defaults are SQLite's
-- clock; every insert gives its stamp from the core's clock instead
-- (hammer_now_stamp()), which a test can fix.
--
-- A released migration is never edited; a new schema adds the next file,
-- listed in hammer-core.gresource.xml, and raises HAMMER_STORE_SCHEMA_VERSION.
-- The lines of a file are joined without their line breaks (see
-- hammer-store.c), so that SQLite keeps the same text of every table as it
-- always has: a comment takes a line of its own, starting with "--", and a
-- line that goes on a statement starts with the space it needs.
CREATE TABLE clubs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  city TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE UNIQUE INDEX clubs_name ON clubs (name COLLATE NOCASE);
CREATE TABLE players (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  club_id INTEGER REFERENCES clubs (id) ON DELETE SET NULL,
  licence TEXT CHECK (licence IS NULL OR length(licence) > 0),
  email TEXT,
  phone TEXT,
  average REAL CHECK (average IS NULL OR average >= 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE UNIQUE INDEX players_licence ON players (licence) WHERE licence IS NOT NULL;
CREATE INDEX players_club ON players (club_id);
CREATE INDEX players_name ON players (name COLLATE NOCASE);
CREATE TABLE changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  made_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  description TEXT NOT NULL,
  undoes INTEGER REFERENCES changes (id),
  undone_by INTEGER REFERENCES changes (id)
);
CREATE TABLE change_rows (
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  table_name TEXT NOT NULL,
  row_id INTEGER NOT NULL,
  before TEXT,
  after TEXT,
  PRIMARY KEY (change_id, seq)
) WITHOUT ROWID;
