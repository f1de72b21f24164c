-- Schema 2: events with their boards, entrants (players or teams) and
-- matches. A match keeps where its sides come from (the draw); who they
-- are follows from the results, so a corrected result moves the bracket
-- with it.
CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  rules TEXT NOT NULL,
  options TEXT NOT NULL,
  format TEXT NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}',
  date TEXT,
  venue TEXT,
  draw_seed INTEGER,
  drawn_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE TABLE boards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (event_id, number)
);
CREATE TABLE entrants (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  added INTEGER NOT NULL,
  seed INTEGER CHECK (seed IS NULL OR seed > 0),
  class TEXT,
  present INTEGER NOT NULL DEFAULT 1 CHECK (present IN (0, 1)),
  withdrawn INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn IN (0, 1)),
  draw_index INTEGER
);
CREATE INDEX entrants_event ON entrants (event_id);
CREATE TABLE entrant_players (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  entrant_id INTEGER NOT NULL REFERENCES entrants (id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players (id),
  position INTEGER NOT NULL,
  UNIQUE (entrant_id, position)
);
CREATE INDEX entrant_players_player ON entrant_players (player_id);
CREATE TABLE matches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  draw_index INTEGER NOT NULL,
  bracket TEXT NOT NULL,
  round INTEGER NOT NULL,
  position INTEGER NOT NULL,
  grp INTEGER,
  stage INTEGER NOT NULL DEFAULT 0,
  n_sides INTEGER NOT NULL DEFAULT 2,
  source0 TEXT,
  source1 TEXT,
  board_id INTEGER REFERENCES boards (id) ON DELETE SET NULL,
  called_at TEXT,
  finished_at TEXT,
  result TEXT,
  winner INTEGER,
  result_entrants TEXT,
  summary TEXT,
  UNIQUE (event_id, draw_index)
);
CREATE INDEX matches_event ON matches (event_id);
