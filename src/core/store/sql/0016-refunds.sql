-- Schema 16: refunds. What the desk gave back of an entrant's fee (a
-- withdrawn entrant's, mostly), in cents, and how; NULL: nothing.
ALTER TABLE entrants ADD COLUMN refund_cents INTEGER CHECK (refund_cents >= 0);
ALTER TABLE entrants ADD COLUMN refund_method TEXT
  CHECK (refund_method IN ('cash', 'transfer', 'other'));

-- The change log's snapshots gain the new columns as they now read, so
-- undo still finds the rows as the changes left them.
UPDATE change_rows
  SET before = json_set (before, '$.refund_cents', NULL, '$.refund_method', NULL)
  WHERE table_name = 'entrants' AND before IS NOT NULL;
UPDATE change_rows
  SET after = json_set (after, '$.refund_cents', NULL, '$.refund_method', NULL)
  WHERE table_name = 'entrants' AND after IS NOT NULL;
