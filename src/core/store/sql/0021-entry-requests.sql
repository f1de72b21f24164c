-- Schema 21: late entries asked for from the players' phones. A player not
-- on the check-in page's list asks to be entered in events of what is
-- served (an event, or a day) that are not drawn yet; the desk accepts
-- (the normal add-entrant path makes the entrant) or declines. The phone
-- reads the answer with the request's own key (128 random bits, 32 hex
-- digits). Like check-in's keys, not data a director undoes: not logged;
-- the entrants an acceptance makes are.
CREATE TABLE entry_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER REFERENCES events (id) ON DELETE CASCADE,
  day_id INTEGER REFERENCES days (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  club TEXT NOT NULL DEFAULT '',
  key TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'accepted', 'declined')),
  player_id INTEGER REFERENCES players (id) ON DELETE SET NULL,
  asked_at TEXT NOT NULL,
  CHECK ((event_id IS NULL) <> (day_id IS NULL))
);
CREATE INDEX entry_requests_event ON entry_requests (event_id);
CREATE INDEX entry_requests_day ON entry_requests (day_id);
CREATE TABLE entry_request_events (
  request_id INTEGER NOT NULL REFERENCES entry_requests (id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  PRIMARY KEY (request_id, event_id)
);
