-- spaces.materials_version moves on every change to a space's materials, from any path (REST,
-- CSV import, seeding, scripts): servers keep the register's search texts in memory and compare
-- this number, which comes with the space on every request. A change to the shipped list (no
-- space) moves every space's. One update per statement, not per row.
CREATE OR REPLACE FUNCTION materials_bump_version_new() RETURNS trigger AS $$
BEGIN
  UPDATE spaces s SET materials_version = s.materials_version + 1
  WHERE s.id IN (SELECT space_id FROM new_materials) OR EXISTS (SELECT 1 FROM new_materials WHERE space_id IS NULL);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION materials_bump_version_old() RETURNS trigger AS $$
BEGIN
  UPDATE spaces s SET materials_version = s.materials_version + 1
  WHERE s.id IN (SELECT space_id FROM old_materials) OR EXISTS (SELECT 1 FROM old_materials WHERE space_id IS NULL);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION materials_bump_version_both() RETURNS trigger AS $$
BEGIN
  UPDATE spaces s SET materials_version = s.materials_version + 1
  WHERE s.id IN (SELECT space_id FROM new_materials UNION SELECT space_id FROM old_materials)
     OR EXISTS (SELECT 1 FROM new_materials WHERE space_id IS NULL);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER materials_inserted_version AFTER INSERT ON materials
  REFERENCING NEW TABLE AS new_materials FOR EACH STATEMENT EXECUTE FUNCTION materials_bump_version_new();
--> statement-breakpoint
CREATE TRIGGER materials_updated_version AFTER UPDATE ON materials
  REFERENCING OLD TABLE AS old_materials NEW TABLE AS new_materials FOR EACH STATEMENT EXECUTE FUNCTION materials_bump_version_both();
--> statement-breakpoint
CREATE TRIGGER materials_deleted_version AFTER DELETE ON materials
  REFERENCING OLD TABLE AS old_materials FOR EACH STATEMENT EXECUTE FUNCTION materials_bump_version_old();
