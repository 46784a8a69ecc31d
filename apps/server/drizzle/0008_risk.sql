CREATE TABLE "note_risk_assessments" (
	"note_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"inputs" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_risk_assessments_note_id_material_id_pk" PRIMARY KEY("note_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "note_risk_screenings" (
	"note_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered_fingerprint" text,
	"completed_by" text,
	"completed_at" timestamp with time zone,
	"materials_changed_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid,
	"note_title" text NOT NULL,
	"kind" text NOT NULL,
	"sent_by" text,
	"sent_by_name" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filename" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_size" integer NOT NULL,
	"pdf_sha256" text NOT NULL,
	"note_fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_risk_settings" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"safety_officer_email" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "note_risk_assessments" ADD CONSTRAINT "note_risk_assessments_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_risk_assessments" ADD CONSTRAINT "note_risk_assessments_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_risk_assessments" ADD CONSTRAINT "note_risk_assessments_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_risk_screenings" ADD CONSTRAINT "note_risk_screenings_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_risk_screenings" ADD CONSTRAINT "note_risk_screenings_completed_by_user_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_risk_screenings" ADD CONSTRAINT "note_risk_screenings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_reports" ADD CONSTRAINT "risk_reports_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_reports" ADD CONSTRAINT "risk_reports_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_risk_settings" ADD CONSTRAINT "space_risk_settings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_risk_settings" ADD CONSTRAINT "space_risk_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_reports_note_idx" ON "risk_reports" USING btree ("note_id","sent_at");