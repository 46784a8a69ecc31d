-- No change: branches built in parallel each added migrations 0013-0030; this one only carries the
-- snapshot of the whole schema, so the next generated migration diffs against all of it.
SELECT 1;
