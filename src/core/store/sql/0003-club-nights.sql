-- Schema 3: sjoelbak club nights: seasons, their members (players of the
-- roster), nights, every member's games of a night and the dates on which
-- classes change. Classes and the points competition are JSON settings.
CREATE TABLE club_seasons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  start_date TEXT NOT NULL,
  games_per_night INTEGER NOT NULL CHECK (games_per_night BETWEEN 1 AND 50),
  classes TEXT NOT NULL DEFAULT '{}',
  points TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE TABLE club_season_members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  season_id INTEGER NOT NULL REFERENCES club_seasons (id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players (id),
  start_average REAL CHECK (start_average IS NULL OR start_average >= 0),
  UNIQUE (season_id, player_id)
);
CREATE INDEX club_season_members_player ON club_season_members (player_id);
CREATE TABLE club_nights (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  season_id INTEGER NOT NULL REFERENCES club_seasons (id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  UNIQUE (season_id, date)
);
CREATE TABLE club_night_games (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  night_id INTEGER NOT NULL REFERENCES club_nights (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES club_season_members (id) ON DELETE CASCADE,
  game INTEGER NOT NULL CHECK (game >= 0),
  total INTEGER NOT NULL CHECK (total BETWEEN 0 AND 148),
  c1 INTEGER CHECK (c1 IS NULL OR c1 BETWEEN 0 AND 30),
  c2 INTEGER CHECK (c2 IS NULL OR c2 BETWEEN 0 AND 30),
  c3 INTEGER CHECK (c3 IS NULL OR c3 BETWEEN 0 AND 30),
  c4 INTEGER CHECK (c4 IS NULL OR c4 BETWEEN 0 AND 30),
  UNIQUE (night_id, member_id, game)
);
CREATE INDEX club_night_games_member ON club_night_games (member_id);
CREATE TABLE club_promotion_dates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  season_id INTEGER NOT NULL REFERENCES club_seasons (id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  UNIQUE (season_id, date)
);
