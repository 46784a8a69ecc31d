-- A locked note's record cannot change, whichever path writes it (REST, editor, scripts):
-- only the lock columns themselves (unlocking) and bookkeeping may be updated.
CREATE OR REPLACE FUNCTION notes_locked_guard() RETURNS trigger AS $$
BEGIN
  IF OLD.locked_at IS NOT NULL AND NEW.locked_at IS NOT NULL AND (
       NEW.title IS DISTINCT FROM OLD.title
    OR NEW.content IS DISTINCT FROM OLD.content
    OR NEW.plain_text IS DISTINCT FROM OLD.plain_text
    OR NEW.ydoc IS DISTINCT FROM OLD.ydoc
    OR NEW.project_id IS DISTINCT FROM OLD.project_id) THEN
    RAISE EXCEPTION 'note % is locked', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notes_locked_guard BEFORE UPDATE ON notes
  FOR EACH ROW EXECUTE FUNCTION notes_locked_guard();
