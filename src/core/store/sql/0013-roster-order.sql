-- Schema 13: the roster is sorted and searched by SQLite, a page of rows at
-- a time, so the app need not hold every player. Each player keeps its
-- name, licence and club folded for that (hammer_i18n_fold_name(): no
-- accents, no case; empty for none) and its average as it sorts (-1 for
-- none), and an index per order the players page offers. The function hammer_fold() is the store's own, registered on
-- each of its connections; the triggers keep the folded columns right
-- through every write, undo's too. They derive from the row, so the change
-- log's snapshots leave them out (hammer-store-changes.c).
ALTER TABLE players ADD COLUMN name_folded TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN club_folded TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN licence_folded TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN average_folded REAL NOT NULL DEFAULT -1;
UPDATE players SET name_folded = hammer_fold (name), licence_folded = hammer_fold (licence),
 average_folded = ifnull (average, -1),
 club_folded = hammer_fold ((SELECT c.name FROM clubs c WHERE c.id = players.club_id));
CREATE INDEX players_by_name ON players (name_folded, name);
CREATE INDEX players_by_club ON players (club_folded, name_folded, name);
CREATE INDEX players_by_licence ON players (licence_folded, name_folded, name);
CREATE INDEX players_by_average ON players (average_folded, name_folded, name);
CREATE TRIGGER players_fold_insert AFTER INSERT ON players BEGIN
 UPDATE players SET name_folded = hammer_fold (NEW.name),
 licence_folded = hammer_fold (NEW.licence), average_folded = ifnull (NEW.average, -1),
 club_folded = hammer_fold ((SELECT c.name FROM clubs c WHERE c.id = NEW.club_id))
 WHERE id = NEW.id;
 END;
CREATE TRIGGER players_fold_update AFTER UPDATE OF name, licence, club_id, average ON players
 BEGIN
 UPDATE players SET name_folded = hammer_fold (NEW.name),
 licence_folded = hammer_fold (NEW.licence), average_folded = ifnull (NEW.average, -1),
 club_folded = hammer_fold ((SELECT c.name FROM clubs c WHERE c.id = NEW.club_id))
 WHERE id = NEW.id;
 END;
CREATE TRIGGER clubs_fold_update AFTER UPDATE OF name ON clubs BEGIN
 UPDATE players SET club_folded = hammer_fold (NEW.name) WHERE club_id = NEW.id;
 END;
