-- A version, once written, never changes: the database itself refuses updates.
CREATE OR REPLACE FUNCTION note_versions_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'note versions are immutable';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER note_versions_no_update BEFORE UPDATE ON note_versions
  FOR EACH ROW EXECUTE FUNCTION note_versions_immutable();
