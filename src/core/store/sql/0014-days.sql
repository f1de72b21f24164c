-- Schema 14: a tournament day, several events at once on one set of
-- boards. A board belongs to an event (as before) or to a day, never to
-- both: the day's boards are its events' only boards, so a match's
-- board_id of any event of the day points at the one row of that board.
CREATE TABLE days (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  date TEXT NOT NULL,
  venue TEXT,
  rest_minutes INTEGER NOT NULL DEFAULT 0 CHECK (rest_minutes >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
ALTER TABLE events ADD COLUMN day_id INTEGER REFERENCES days (id);
CREATE INDEX events_day ON events (day_id);

-- event_id loses its NOT NULL, which takes a new table. Dropping the old
-- one sets the matches' board_id to NULL (ON DELETE SET NULL), so they
-- are kept aside and put back, and so is the ids' sequence, which the
-- change log's rows name. reserved_*: a day's board kept for one event, or
-- one stage of it (finals on board 1).
CREATE TEMP TABLE boards_kept_matches AS
  SELECT id, board_id FROM matches WHERE board_id IS NOT NULL;
CREATE TEMP TABLE boards_kept_seq AS
  SELECT seq FROM sqlite_sequence WHERE name = 'boards';
CREATE TABLE boards_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER REFERENCES events (id) ON DELETE CASCADE,
  day_id INTEGER REFERENCES days (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  name TEXT NOT NULL,
  reserved_event_id INTEGER REFERENCES events (id) ON DELETE SET NULL,
  reserved_stage INTEGER,
  CHECK ((event_id IS NULL) <> (day_id IS NULL)),
  UNIQUE (event_id, number),
  UNIQUE (day_id, number)
);
INSERT INTO boards_new (id, event_id, number, name)
  SELECT id, event_id, number, name FROM boards;
DROP TABLE boards;
ALTER TABLE boards_new RENAME TO boards;
CREATE INDEX boards_day ON boards (day_id);
UPDATE matches SET board_id = (SELECT k.board_id FROM temp.boards_kept_matches k
                               WHERE k.id = matches.id)
  WHERE id IN (SELECT id FROM temp.boards_kept_matches);
DELETE FROM sqlite_sequence WHERE name = 'boards';
INSERT INTO sqlite_sequence (name, seq) SELECT 'boards', seq FROM temp.boards_kept_seq;
DROP TABLE temp.boards_kept_matches;
DROP TABLE temp.boards_kept_seq;

-- The change log's snapshots gain the new columns as they now read, so
-- undo still finds the rows as the changes left them.
UPDATE change_rows SET before = json_set (before, '$.day_id', NULL)
  WHERE table_name = 'events' AND before IS NOT NULL;
UPDATE change_rows SET after = json_set (after, '$.day_id', NULL)
  WHERE table_name = 'events' AND after IS NOT NULL;
UPDATE change_rows
  SET before = json_set (before, '$.day_id', NULL, '$.reserved_event_id', NULL,
                         '$.reserved_stage', NULL)
  WHERE table_name = 'boards' AND before IS NOT NULL;
UPDATE change_rows
  SET after = json_set (after, '$.day_id', NULL, '$.reserved_event_id', NULL,
                        '$.reserved_stage', NULL)
  WHERE table_name = 'boards' AND after IS NOT NULL;
