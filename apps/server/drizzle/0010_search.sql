CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"note_id" uuid,
	"search_text" text NOT NULL,
	"grams" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_documents_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_space_idx" ON "search_documents" USING btree ("space_id","kind","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_documents_project_idx" ON "search_documents" USING btree ("project_id","kind","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_documents_note_idx" ON "search_documents" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "search_documents_trgm_idx" ON "search_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_grams_idx" ON "search_documents" USING gin ("grams");