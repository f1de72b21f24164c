-- Schema 4: team leagues: the league with its settings (blocked dates, the
-- format of a team match and the tie-breakers as JSON), divisions, teams
-- with their rosters, fixtures (a bye has no away team; a postponed one
-- may have no date yet) and the games of each team match with who played
-- them, as entered and as the rules scored them.
CREATE TABLE leagues (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  rules TEXT NOT NULL,
  options TEXT NOT NULL DEFAULT '{}',
  start_date TEXT NOT NULL,
  end_date TEXT,
  weekday INTEGER CHECK (weekday IS NULL OR weekday BETWEEN 1 AND 7),
  interval_days INTEGER NOT NULL DEFAULT 7 CHECK (interval_days BETWEEN 1 AND 366),
  rest_days INTEGER NOT NULL DEFAULT 0 CHECK (rest_days BETWEEN 0 AND 365),
  double_round INTEGER NOT NULL DEFAULT 0 CHECK (double_round IN (0, 1)),
  blocked TEXT NOT NULL DEFAULT '[]',
  format TEXT NOT NULL,
  points_per_game INTEGER NOT NULL DEFAULT 1 CHECK (points_per_game >= 0),
  win_bonus INTEGER NOT NULL DEFAULT 2 CHECK (win_bonus >= 0),
  draw_bonus INTEGER NOT NULL DEFAULT 1 CHECK (draw_bonus >= 0),
  tie_breakers TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE TABLE league_divisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  UNIQUE (league_id, position)
);
CREATE TABLE league_teams (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  division_id INTEGER NOT NULL REFERENCES league_divisions (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  club_id INTEGER REFERENCES clubs (id) ON DELETE SET NULL
);
CREATE INDEX league_teams_division ON league_teams (division_id);
CREATE TABLE league_team_players (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  team_id INTEGER NOT NULL REFERENCES league_teams (id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players (id),
  UNIQUE (team_id, player_id)
);
CREATE INDEX league_team_players_player ON league_team_players (player_id);
CREATE TABLE league_fixtures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  division_id INTEGER NOT NULL REFERENCES league_divisions (id) ON DELETE CASCADE,
  day INTEGER NOT NULL CHECK (day >= 1),
  day_date TEXT NOT NULL,
  date TEXT,
  postponed INTEGER NOT NULL DEFAULT 0 CHECK (postponed IN (0, 1)),
  home_id INTEGER NOT NULL REFERENCES league_teams (id) ON DELETE CASCADE,
  away_id INTEGER REFERENCES league_teams (id) ON DELETE CASCADE
);
CREATE INDEX league_fixtures_division ON league_fixtures (division_id);
CREATE TABLE league_games (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  fixture_id INTEGER NOT NULL REFERENCES league_fixtures (id) ON DELETE CASCADE,
  game INTEGER NOT NULL CHECK (game >= 0),
  result TEXT NOT NULL,
  winner INTEGER CHECK (winner IS NULL OR winner IN (0, 1)),
  home_score INTEGER NOT NULL,
  away_score INTEGER NOT NULL,
  home_games INTEGER NOT NULL,
  away_games INTEGER NOT NULL,
  UNIQUE (fixture_id, game)
);
CREATE TABLE league_game_players (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id INTEGER NOT NULL REFERENCES league_games (id) ON DELETE CASCADE,
  side INTEGER NOT NULL CHECK (side IN (0, 1)),
  position INTEGER NOT NULL CHECK (position >= 0),
  player_id INTEGER NOT NULL REFERENCES players (id),
  substitute INTEGER NOT NULL DEFAULT 0 CHECK (substitute IN (0, 1)),
  UNIQUE (game_id, side, position)
);
CREATE INDEX league_game_players_player ON league_game_players (player_id);
