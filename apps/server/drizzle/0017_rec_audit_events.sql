CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"target_type" text,
	"target_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_uq" ON "audit_events" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "audit_events_chain_kind_idx" ON "audit_events" USING btree ("chain","kind","seq");--> statement-breakpoint
CREATE INDEX "audit_events_chain_actor_idx" ON "audit_events" USING btree ("chain","actor_id","seq");