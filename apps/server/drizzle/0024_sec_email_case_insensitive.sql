-- E-mail addresses are unique whatever their case: "Ann@Lab.org" cannot sign up next to "ann@lab.org".
-- Stored addresses are normalised to lower case (the app lowercases every address it reads);
-- an address whose lower-case twin already exists is left as is, and then the index cannot be
-- built: such pairs need an operator's decision, so the migration says which.
UPDATE "user" u SET "email" = lower(btrim(u."email"))
 WHERE u."email" <> lower(btrim(u."email"))
   AND NOT EXISTS (SELECT 1 FROM "user" o WHERE o."id" <> u."id" AND lower(btrim(o."email")) = lower(btrim(u."email")));
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT lower("email") FROM "user" GROUP BY lower("email") HAVING count(*) > 1) THEN
    RAISE EXCEPTION 'Accounts whose e-mail addresses differ only in case exist: merge or rename them, then restart (SELECT lower(email), count(*) FROM "user" GROUP BY 1 HAVING count(*) > 1)';
  END IF;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "user_email_lower_key" ON "user" (lower("email"));
