CREATE TABLE "inventory_note_draws" (
	"note_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"amount" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_note_draws_note_id_material_id_pk" PRIMARY KEY("note_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "space_storage_limit_tables" (
	"space_id" uuid PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_note_draws" ADD CONSTRAINT "inventory_note_draws_container_id_inventory_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."inventory_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_note_draws" ADD CONSTRAINT "inventory_note_draws_line_fk" FOREIGN KEY ("note_id","material_id") REFERENCES "public"."note_materials"("note_id","material_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_storage_limit_tables" ADD CONSTRAINT "space_storage_limit_tables_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_storage_limit_tables" ADD CONSTRAINT "space_storage_limit_tables_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_note_draws_container_idx" ON "inventory_note_draws" USING btree ("container_id");