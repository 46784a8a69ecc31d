ALTER TABLE "note_comments" ADD COLUMN "imported_author" text;--> statement-breakpoint
ALTER TABLE "note_comments" ADD COLUMN "imported_from" text;--> statement-breakpoint
-- Comments imported before these columns named their writer on the first line of the body
-- ("<writer> (imported from <notebook>):"); that line moves into the columns.
UPDATE "note_comments" c SET
  "imported_author" = CASE WHEN m[1] = 'Unknown author' THEN '' ELSE m[1] END,
  "imported_from" = m[2],
  "body" = m[3]
FROM (
  SELECT id, regexp_match(body, '^([^\n]*) \(imported(?: from ([^\n]*))?\):\n(.*)$') AS m
  FROM "note_comments" WHERE "author_id" IS NULL
) x
WHERE x.id = c.id AND x.m IS NOT NULL;
