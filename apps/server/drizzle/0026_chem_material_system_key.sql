-- Shipped materials were keyed by CAS number; now by system_key (CAS unless one substance ships twice).
UPDATE "materials" SET "system_key" = "cas_number" WHERE "space_id" IS NULL AND "system_key" IS NULL;
--> statement-breakpoint
-- One-off data fixes written in TypeScript (e.g. recomputing molar masses with the shared formula parser)
-- record here that they ran, so each runs exactly once per database.
CREATE TABLE IF NOT EXISTS "data_fixes" (
  "name" text PRIMARY KEY,
  "applied_at" timestamptz NOT NULL DEFAULT now()
);
