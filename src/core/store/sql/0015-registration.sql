-- Schema 15: the registration desk of a day and the prizes. Money is in
-- cents. An event has an entry fee and a payout table by place (hundredths
-- of a percent of the fees taken, or fixed amounts in cents, comma-separated
-- from first place); an entrant has paid or not, how much and how; a player
-- checks in once for the whole day.
ALTER TABLE days ADD COLUMN currency TEXT NOT NULL DEFAULT '€';
ALTER TABLE events ADD COLUMN fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (fee_cents >= 0);
ALTER TABLE events ADD COLUMN payout_kind TEXT CHECK (payout_kind IN ('percent', 'amount'));
ALTER TABLE events ADD COLUMN payout TEXT;
ALTER TABLE entrants ADD COLUMN paid_cents INTEGER CHECK (paid_cents >= 0);
ALTER TABLE entrants ADD COLUMN paid_method TEXT
  CHECK (paid_method IN ('cash', 'transfer', 'other'));
CREATE TABLE day_check_ins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  day_id INTEGER NOT NULL REFERENCES days (id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  checked_in_at TEXT NOT NULL,
  UNIQUE (day_id, player_id)
);

-- The change log's snapshots gain the new columns as they now read, so
-- undo still finds the rows as the changes left them.
UPDATE change_rows SET before = json_set (before, '$.currency', '€')
  WHERE table_name = 'days' AND before IS NOT NULL;
UPDATE change_rows SET after = json_set (after, '$.currency', '€')
  WHERE table_name = 'days' AND after IS NOT NULL;
UPDATE change_rows
  SET before = json_set (before, '$.fee_cents', 0, '$.payout_kind', NULL, '$.payout', NULL)
  WHERE table_name = 'events' AND before IS NOT NULL;
UPDATE change_rows
  SET after = json_set (after, '$.fee_cents', 0, '$.payout_kind', NULL, '$.payout', NULL)
  WHERE table_name = 'events' AND after IS NOT NULL;
UPDATE change_rows SET before = json_set (before, '$.paid_cents', NULL, '$.paid_method', NULL)
  WHERE table_name = 'entrants' AND before IS NOT NULL;
UPDATE change_rows SET after = json_set (after, '$.paid_cents', NULL, '$.paid_method', NULL)
  WHERE table_name = 'entrants' AND after IS NOT NULL;
