CREATE TABLE "attachment_digests" (
	"attachment_id" uuid PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"signer_id" text,
	"signer_name" text NOT NULL,
	"meaning" text NOT NULL,
	"content_hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"tsa_token" "bytea",
	"tsa_time" timestamp with time zone,
	"tsa_url" text
);
--> statement-breakpoint
CREATE TABLE "witness_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"requested_by" text,
	"witness_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"signature_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment_digests" ADD CONSTRAINT "attachment_digests_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_signatures" ADD CONSTRAINT "note_signatures_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "witness_requests" ADD CONSTRAINT "witness_requests_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "witness_requests" ADD CONSTRAINT "witness_requests_signature_id_note_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."note_signatures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_signatures_note_idx" ON "note_signatures" USING btree ("note_id","signed_at");--> statement-breakpoint
CREATE INDEX "witness_requests_witness_idx" ON "witness_requests" USING btree ("witness_id","status");--> statement-breakpoint
CREATE INDEX "witness_requests_note_idx" ON "witness_requests" USING btree ("note_id");