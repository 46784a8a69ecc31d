ALTER TABLE "materials" ADD COLUMN "oel_source" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "vapour_pressure_pa" double precision;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "sublimes" boolean DEFAULT false NOT NULL;