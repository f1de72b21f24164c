-- Schema 5: a match's number within its event, the one screens and paper
-- show, from 1 in the order of the draw; a bye, never played, has none
-- (null). Matches drawn before are numbered that way, and so are their
-- snapshots in the change log, so that undoing an older change puts back
-- numbered rows: migrate_in_code() in hammer-store.c does that.
ALTER TABLE matches ADD COLUMN number INTEGER;
CREATE UNIQUE INDEX matches_number ON matches (event_id, number);
