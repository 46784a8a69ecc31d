DROP INDEX "materials_system_cas_uq";--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "purity" jsonb;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "system_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "materials_system_key_uq" ON "materials" USING btree ("system_key") WHERE "materials"."space_id" is null;