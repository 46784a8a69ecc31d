-- spaces.locations_version moves on every change to a space's storage locations, from any path
-- (REST, CSV import, scripts): servers cache a space's location tree and compare this number,
-- which comes with the space on every request, instead of reading the tree each time.
-- One update per statement and space touched (a CSV import of 500 locations is one).
CREATE OR REPLACE FUNCTION inventory_locations_bump_version() RETURNS trigger AS $$
BEGIN
  UPDATE spaces s SET locations_version = s.locations_version + 1
  WHERE s.id IN (SELECT space_id FROM changed_locations);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER inventory_locations_inserted AFTER INSERT ON inventory_locations
  REFERENCING NEW TABLE AS changed_locations FOR EACH STATEMENT EXECUTE FUNCTION inventory_locations_bump_version();
--> statement-breakpoint
CREATE TRIGGER inventory_locations_updated AFTER UPDATE ON inventory_locations
  REFERENCING NEW TABLE AS changed_locations FOR EACH STATEMENT EXECUTE FUNCTION inventory_locations_bump_version();
--> statement-breakpoint
CREATE TRIGGER inventory_locations_deleted AFTER DELETE ON inventory_locations
  REFERENCING OLD TABLE AS changed_locations FOR EACH STATEMENT EXECUTE FUNCTION inventory_locations_bump_version();
