-- Schema 20: a placeholder on branch wt-qr only, standing for the migration
-- another branch adds (wt-confirm's 0020), so that 0022 runs here. Dropped
-- when the branches are merged.
SELECT 1;
