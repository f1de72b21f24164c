-- Schema 10: rankings across events. A ranking is a points table by place
-- ("1=25,2=18,3=15", normalised as it was read), the best N results that
-- count, the field-size factors ("8-11=0.5"), what it ranks by (places, or
-- a sjoelbak series' totals or averages), the game it assumes (or none),
-- the threshold that marks a player (points within years) and the cut of
-- a qualification list. Its events are rows of their own, so that adding
-- one is a change that undo takes back. Nothing of the results is kept
-- here: the ranking reads the events' standings each time.
CREATE TABLE rankings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  rules TEXT,
  ranked_by TEXT NOT NULL DEFAULT 'places' CHECK (ranked_by IN ('places', 'totals', 'averages')),
  points TEXT NOT NULL DEFAULT '',
  best INTEGER CHECK (best IS NULL OR best > 0),
  factors TEXT NOT NULL DEFAULT '',
  threshold REAL CHECK (threshold IS NULL OR threshold > 0),
  threshold_years INTEGER CHECK (threshold_years IS NULL OR threshold_years > 0),
  cut INTEGER CHECK (cut IS NULL OR cut > 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE TABLE ranking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ranking_id INTEGER NOT NULL REFERENCES rankings (id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  UNIQUE (ranking_id, event_id)
);
CREATE INDEX ranking_events_event ON ranking_events (event_id);
