-- Schema 17: the change log keeps a row as the JSON array of its columns'
-- values in the table's order (hammer-store-log.c says why), no longer as
-- an object with the columns' names. The snapshots logged before are
-- made so here, each value from its name, so that undo reads them as it
-- reads new ones; the roster's folded keys were never in them. A snapshot
-- that is not an object of JSON (a damaged one) is left as it is: undo
-- says that it cannot read it, and nothing else is lost.
UPDATE change_rows
  SET before = (SELECT json_group_array (json_extract (change_rows.before, '$.' || c.name))
                FROM (SELECT name FROM pragma_table_info (change_rows.table_name)
                      WHERE name NOT LIKE '%\_folded' ESCAPE '\' ORDER BY cid) c)
  WHERE CASE WHEN json_valid (before) THEN json_type (before) END = 'object';
UPDATE change_rows
  SET after = (SELECT json_group_array (json_extract (change_rows.after, '$.' || c.name))
               FROM (SELECT name FROM pragma_table_info (change_rows.table_name)
                     WHERE name NOT LIKE '%\_folded' ESCAPE '\' ORDER BY cid) c)
  WHERE CASE WHEN json_valid (after) THEN json_type (after) END = 'object';
