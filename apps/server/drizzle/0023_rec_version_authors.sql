CREATE TABLE "note_edit_authors" (
	"note_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "note_edit_authors_note_id_user_id_pk" PRIMARY KEY("note_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "note_version_authors" (
	"version_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "note_version_authors_version_id_user_id_pk" PRIMARY KEY("version_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "note_edit_authors" ADD CONSTRAINT "note_edit_authors_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_version_authors" ADD CONSTRAINT "note_version_authors_version_id_note_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."note_versions"("id") ON DELETE cascade ON UPDATE no action;