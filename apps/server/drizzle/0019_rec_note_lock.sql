ALTER TABLE "notes" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "lock_cause" text;