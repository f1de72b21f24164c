-- Schema 18: a board kept for a round of an event's knockout ("final",
-- "semifinal", "quarterfinal", or with its bracket: "consolation:final");
-- NULL: for the whole event, or the stage reserved_stage names.
-- hammer-day-reserve.c says what such a board takes.
ALTER TABLE boards ADD COLUMN reserved_round TEXT;

-- The change log's snapshots of boards gain the new column's value, as it
-- reads in the rows now, so undo still puts them back.
UPDATE change_rows
  SET before = json_insert (before, '$[#]', NULL)
  WHERE table_name = 'boards' AND CASE WHEN json_valid (before) THEN json_type (before) END = 'array';
UPDATE change_rows
  SET after = json_insert (after, '$[#]', NULL)
  WHERE table_name = 'boards' AND CASE WHEN json_valid (after) THEN json_type (after) END = 'array';
