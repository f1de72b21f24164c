-- Schema 12: a ranking's points table for the places of a consolation
-- bracket ("1=0.5,2=0.5,3=0.5"); empty: its entrants earn the main table's
-- points for their overall place, as before.
ALTER TABLE rankings ADD COLUMN consolation_points TEXT NOT NULL DEFAULT '';
-- The change log's snapshots of rankings gain the column as it now reads,
-- so undo still finds the rows as the changes left them.
UPDATE change_rows SET before = json_set (before, '$.consolation_points', '')
  WHERE table_name = 'rankings' AND before IS NOT NULL;
UPDATE change_rows SET after = json_set (after, '$.consolation_points', '')
  WHERE table_name = 'rankings' AND after IS NOT NULL;
