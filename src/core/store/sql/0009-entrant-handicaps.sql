-- Schema 9: handicaps. Table and court shuffleboard may give an entrant a
-- handicap: points each game starts at, or a shorter race (the event's
-- option handicap_race). 0 is none, as every entrant before had.
ALTER TABLE entrants ADD COLUMN handicap INTEGER NOT NULL DEFAULT 0;
-- The change log's snapshots of entrants gain the column as it now reads,
-- so undo still finds the rows as the changes left them.
UPDATE change_rows SET before = json_set (before, '$.handicap', 0)
  WHERE table_name = 'entrants' AND before IS NOT NULL;
UPDATE change_rows SET after = json_set (after, '$.handicap', 0)
  WHERE table_name = 'entrants' AND after IS NOT NULL;
