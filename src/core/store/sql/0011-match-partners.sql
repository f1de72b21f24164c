-- Schema 11: rotating partners. A side of such a match is two players, each
-- an entrant of the event: source0 and source1 say who leads each side,
-- partner0 and partner1 who plays beside them ("seed:N", as the sources).
-- Other matches have none.
ALTER TABLE matches ADD COLUMN partner0 TEXT;
ALTER TABLE matches ADD COLUMN partner1 TEXT;
-- The change log's snapshots of matches gain the columns as they now read
-- (null), so undo still finds the rows as the changes left them.
UPDATE change_rows SET before = json_set (before, '$.partner0', NULL, '$.partner1', NULL)
  WHERE table_name = 'matches' AND before IS NOT NULL;
UPDATE change_rows SET after = json_set (after, '$.partner0', NULL, '$.partner1', NULL)
  WHERE table_name = 'matches' AND after IS NOT NULL;
