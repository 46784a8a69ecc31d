CREATE TABLE "inventory_hazard_classes" (
	"space_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"hazard_class_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_hazard_classes_space_id_material_id_pk" PRIMARY KEY("space_id","material_id")
);
--> statement-breakpoint
ALTER TABLE "inventory_hazard_classes" ADD CONSTRAINT "inventory_hazard_classes_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_hazard_classes" ADD CONSTRAINT "inventory_hazard_classes_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;