-- projects.live_note_count = the project's notes not in the trash, kept here for every path that
-- writes notes (REST, editor, .eln import, trash, scripts), so the notes list never counts rows.
-- Inserts and deletes: one statement-level update per project touched (a 10,000-note import is one).
CREATE OR REPLACE FUNCTION notes_count_inserted() RETURNS trigger AS $$
BEGIN
  UPDATE projects p SET live_note_count = p.live_note_count + c.n
  FROM (SELECT project_id, count(*)::int AS n FROM notes_inserted WHERE deleted_at IS NULL GROUP BY project_id) c
  WHERE p.id = c.project_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notes_count_inserted AFTER INSERT ON notes
  REFERENCING NEW TABLE AS notes_inserted FOR EACH STATEMENT EXECUTE FUNCTION notes_count_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notes_count_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE projects p SET live_note_count = p.live_note_count - c.n
  FROM (SELECT project_id, count(*)::int AS n FROM notes_deleted WHERE deleted_at IS NULL GROUP BY project_id) c
  WHERE p.id = c.project_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notes_count_deleted AFTER DELETE ON notes
  REFERENCING OLD TABLE AS notes_deleted FOR EACH STATEMENT EXECUTE FUNCTION notes_count_deleted();
--> statement-breakpoint
-- Moves and trash/restore; ordinary edits (title, content) never fire it (WHEN clause).
CREATE OR REPLACE FUNCTION notes_count_moved() RETURNS trigger AS $$
BEGIN
  IF OLD.deleted_at IS NULL THEN
    UPDATE projects SET live_note_count = live_note_count - 1 WHERE id = OLD.project_id;
  END IF;
  IF NEW.deleted_at IS NULL THEN
    UPDATE projects SET live_note_count = live_note_count + 1 WHERE id = NEW.project_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notes_count_moved AFTER UPDATE OF project_id, deleted_at ON notes
  FOR EACH ROW
  WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION notes_count_moved();
--> statement-breakpoint
UPDATE projects p SET live_note_count = (SELECT count(*) FROM notes n WHERE n.project_id = p.id AND n.deleted_at IS NULL);
