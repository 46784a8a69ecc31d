CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid,
	"created_by" text,
	"name" text NOT NULL,
	"name_en" text,
	"molar_mass" double precision,
	"density" double precision,
	"location" text,
	"risk_type" text DEFAULT 'other' NOT NULL,
	"maker_name" text,
	"manufacturing_number" text,
	"manufacturing_date" date,
	"lot_number" text,
	"others" text,
	"cas_number" text,
	"formula" text,
	"physical_state" text,
	"boiling_point_c" double precision,
	"hazard_statements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"oel_ppm" double precision,
	"oel_mg_m3" double precision,
	"concentration" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_materials" (
	"note_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_limiting" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_materials_note_id_material_id_pk" PRIMARY KEY("note_id","material_id")
);
--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_materials" ADD CONSTRAINT "note_materials_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_materials" ADD CONSTRAINT "note_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materials_space_name_idx" ON "materials" USING btree ("space_id","name");--> statement-breakpoint
CREATE INDEX "materials_search_trgm_idx" ON "materials" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "materials_system_cas_uq" ON "materials" USING btree ("cas_number") WHERE "materials"."space_id" is null;--> statement-breakpoint
CREATE INDEX "note_materials_material_idx" ON "note_materials" USING btree ("material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "note_materials_limiting_uq" ON "note_materials" USING btree ("note_id") WHERE "note_materials"."is_limiting";