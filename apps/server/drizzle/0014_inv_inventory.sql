CREATE TABLE "inventory_container_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"container_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" numeric,
	"amount_after" numeric,
	"user_id" text,
	"note_id" uuid,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"code" text NOT NULL,
	"material_id" uuid NOT NULL,
	"amount" numeric NOT NULL,
	"unit" text NOT NULL,
	"lot" text,
	"received_on" date,
	"opened_on" date,
	"expires_on" date,
	"owner_id" text,
	"status" text DEFAULT 'in_use' NOT NULL,
	"location_id" uuid,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_containers_amount_nonneg" CHECK ("inventory_containers"."amount" >= 0),
	CONSTRAINT "inventory_containers_expiry_after_receipt" CHECK ("inventory_containers"."expires_on" is null or "inventory_containers"."received_on" is null or "inventory_containers"."expires_on" >= "inventory_containers"."received_on")
);
--> statement-breakpoint
CREATE TABLE "inventory_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_container_events" ADD CONSTRAINT "inventory_container_events_container_id_inventory_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."inventory_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_container_events" ADD CONSTRAINT "inventory_container_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_container_events" ADD CONSTRAINT "inventory_container_events_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_containers" ADD CONSTRAINT "inventory_containers_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_containers" ADD CONSTRAINT "inventory_containers_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_containers" ADD CONSTRAINT "inventory_containers_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_containers" ADD CONSTRAINT "inventory_containers_location_id_inventory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."inventory_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_containers" ADD CONSTRAINT "inventory_containers_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_locations" ADD CONSTRAINT "inventory_locations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_locations" ADD CONSTRAINT "inventory_locations_parent_id_inventory_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inventory_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_container_events_container_idx" ON "inventory_container_events" USING btree ("container_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_containers_code_uq" ON "inventory_containers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "inventory_containers_space_created_idx" ON "inventory_containers" USING btree ("space_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_containers_space_location_idx" ON "inventory_containers" USING btree ("space_id","location_id");--> statement-breakpoint
CREATE INDEX "inventory_containers_space_material_idx" ON "inventory_containers" USING btree ("space_id","material_id");--> statement-breakpoint
CREATE INDEX "inventory_containers_space_owner_idx" ON "inventory_containers" USING btree ("space_id","owner_id");--> statement-breakpoint
CREATE INDEX "inventory_containers_space_expiry_idx" ON "inventory_containers" USING btree ("space_id","expires_on") WHERE "inventory_containers"."status" <> 'disposed';--> statement-breakpoint
CREATE INDEX "inventory_containers_material_idx" ON "inventory_containers" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "inventory_locations_space_idx" ON "inventory_locations" USING btree ("space_id","parent_id");