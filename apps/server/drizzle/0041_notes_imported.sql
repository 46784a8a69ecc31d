ALTER TABLE "notes" ADD COLUMN "imported_from" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "original_author" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "imported_at" timestamp with time zone;