-- Schema 8: a player may be marked a pro (the federations' "pro" and
-- "amateur" classes), so that a blind draw can keep two pros apart. Every
-- player of an older file is an amateur until the desk says otherwise.
ALTER TABLE players ADD COLUMN pro INTEGER NOT NULL DEFAULT 0 CHECK (pro IN (0, 1));
-- The change log's snapshots of players gain the column as it now reads,
-- so undo still finds the rows as the changes left them.
UPDATE change_rows SET before = json_set (before, '$.pro', 0)
  WHERE table_name = 'players' AND before IS NOT NULL;
UPDATE change_rows SET after = json_set (after, '$.pro', 0)
  WHERE table_name = 'players' AND after IS NOT NULL;
