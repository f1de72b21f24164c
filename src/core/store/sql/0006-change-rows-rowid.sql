-- Schema 6: the change log as an ordinary table. WITHOUT ROWID keeps a
-- row in its primary key's b-tree, where SQLite stores at most about a
-- quarter of a page before the rest goes to an overflow page of its own:
-- a match with its result snapshotted before and after is past that, so
-- every logged result cost a whole page more (a results import of a 1024
-- double elimination wrote 8 MB of them). The rows and their order stay
-- as they were; a row of a change that is gone (files of schema 1 had no
-- foreign key to hold them) undoes nothing and is left behind. The table
-- is made again under its own name rather than renamed: renaming rewrites
-- the whole schema, which a new file would pay for on its first opening.
CREATE TEMP TABLE change_rows_5 AS
  SELECT change_id, seq, table_name, row_id, before, after FROM change_rows
  WHERE change_id IN (SELECT id FROM changes);
DROP TABLE change_rows;
CREATE TABLE change_rows (
  change_id INTEGER NOT NULL REFERENCES changes (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  table_name TEXT NOT NULL,
  row_id INTEGER NOT NULL,
  before TEXT,
  after TEXT,
  PRIMARY KEY (change_id, seq)
);
INSERT INTO change_rows (change_id, seq, table_name, row_id, before, after)
  SELECT change_id, seq, table_name, row_id, before, after FROM change_rows_5
  ORDER BY change_id, seq;
DROP TABLE change_rows_5;
