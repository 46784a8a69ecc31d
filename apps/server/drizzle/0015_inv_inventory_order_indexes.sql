DROP INDEX "inventory_containers_space_created_idx";--> statement-breakpoint
DROP INDEX "inventory_containers_space_location_idx";--> statement-breakpoint
DROP INDEX "inventory_containers_space_material_idx";--> statement-breakpoint
DROP INDEX "inventory_containers_space_owner_idx";--> statement-breakpoint
CREATE INDEX "inventory_containers_space_created_idx" ON "inventory_containers" USING btree ("space_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_containers_space_location_idx" ON "inventory_containers" USING btree ("space_id","location_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_containers_space_material_idx" ON "inventory_containers" USING btree ("space_id","material_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_containers_space_owner_idx" ON "inventory_containers" USING btree ("space_id","owner_id","created_at","id");