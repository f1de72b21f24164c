-- Schema 19: check-in from the players' phones. What is served (an event,
-- or a whole day) has one key for its check-in page, 128 random bits as 32
-- hex digits, kept in the file so that a printed code on the door keeps
-- working; the desk opens and closes check-in. A player who checked in
-- gets a key of their own. Neither is data a director undoes: not logged.
CREATE TABLE check_ins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER UNIQUE REFERENCES events (id) ON DELETE CASCADE,
  day_id INTEGER UNIQUE REFERENCES days (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  open INTEGER NOT NULL DEFAULT 0 CHECK (open IN (0, 1)),
  CHECK ((event_id IS NULL) <> (day_id IS NULL))
);
CREATE TABLE player_keys (
  player_id INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  key TEXT NOT NULL UNIQUE
);
