-- Schema 22: a player's own key opens their page only where it was made:
-- while serving the day (day_id) or the lone event (event_id) whose
-- check-in handed it out. One key a player for each of those; the desk
-- renews it (the old one stops working). The keys of schema 19 named no
-- scope and so opened every day: they go, and the player checks in on
-- their phone once more. Not data a director undoes: not logged.
DROP TABLE player_keys;
CREATE TABLE player_keys (
  player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  event_id INTEGER REFERENCES events (id) ON DELETE CASCADE,
  day_id INTEGER REFERENCES days (id) ON DELETE CASCADE,
  key TEXT NOT NULL UNIQUE,
  CHECK ((event_id IS NULL) <> (day_id IS NULL))
);
CREATE UNIQUE INDEX player_keys_scope
  ON player_keys (player_id, IFNULL (event_id, 0), IFNULL (day_id, 0));
