-- Schema 7: many writers, one truth. Every change says who made it
-- ("desk" for the app, "cli" for hammer-cli, "board:N" for a result posted
-- from board N), so that the app's undo takes back only the app's own
-- changes and a refusal can name the change that was built on. Changes of
-- older files have no source: the desk made them. A match keeps the source
-- of its result, which the views show ("from board 3").
ALTER TABLE changes ADD COLUMN source TEXT;
ALTER TABLE matches ADD COLUMN result_source TEXT;
-- The change log's snapshots of matches gain the new column as it now
-- reads (null), so undo still finds the rows as the changes left them.
UPDATE change_rows SET before = json_set (before, '$.result_source', NULL)
  WHERE table_name = 'matches' AND before IS NOT NULL;
UPDATE change_rows SET after = json_set (after, '$.result_source', NULL)
  WHERE table_name = 'matches' AND after IS NOT NULL;

-- Board entry: one key for the desk and one per board of an event, 128
-- random bits as 32 hex digits. They live in the file so that printed QR
-- codes keep working from one serving to the next, until the desk renews
-- them. They are not data a director undoes, so they are not logged.
CREATE TABLE board_entry (
  event_id INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
  desk_key TEXT NOT NULL,
  confirm INTEGER NOT NULL DEFAULT 0,
  url TEXT
);
CREATE TABLE board_keys (
  event_id INTEGER NOT NULL REFERENCES board_entry (event_id) ON DELETE CASCADE,
  board INTEGER NOT NULL,
  key TEXT NOT NULL,
  PRIMARY KEY (event_id, board)
);

-- Results a board sent while the desk confirms each one first: kept as sent
-- until the desk records or rejects it.
CREATE TABLE board_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  board INTEGER NOT NULL,
  body TEXT NOT NULL,
  received_at TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'recorded', 'rejected'))
);
CREATE INDEX board_submissions_waiting ON board_submissions (event_id, state);
