-- Schema 21: a placeholder on branch wt-qr only, standing for the migration
-- another branch may add (wt-sjoel's 0021), so that 0022 runs here. Dropped
-- when the branches are merged.
SELECT 1;
