-- Schema 20: results both sides agree to. In an event whose settings say
-- "confirm": "players", a board's result is kept here, proposed, until a
-- player of every side has agreed to it on their own page; then it is
-- stored as the board's result. A player who says it is not right sends it
-- to the desk instead: the board's version waits there (board_submissions)
-- with who disputed it, and beside it the player's own version when they
-- gave one. Like the board's waiting results, none of this is data a
-- director undoes: not logged.
CREATE TABLE result_proposals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  board INTEGER NOT NULL,
  body TEXT NOT NULL,
  received_at TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'proposed'
    CHECK (state IN ('proposed', 'agreed', 'disputed', 'replaced', 'settled'))
);
-- One proposal of a match at a time: the database holds to it, whoever writes.
CREATE UNIQUE INDEX result_proposals_open ON result_proposals (match_id)
  WHERE state = 'proposed';
CREATE INDEX result_proposals_event ON result_proposals (event_id, state);
CREATE TABLE result_votes (
  proposal_id INTEGER NOT NULL REFERENCES result_proposals (id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  side INTEGER NOT NULL,
  agree INTEGER NOT NULL CHECK (agree IN (0, 1)),
  voted_at TEXT NOT NULL,
  PRIMARY KEY (proposal_id, player_id)
);
-- A waiting result a player disputed (the player's id), and a player's own
-- version of one. Plain ids: a player taken off the roster since leaves the
-- result waiting, without a name.
ALTER TABLE board_submissions ADD COLUMN disputed_by INTEGER;
ALTER TABLE board_submissions ADD COLUMN player_id INTEGER;
