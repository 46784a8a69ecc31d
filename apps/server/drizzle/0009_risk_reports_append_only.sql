-- Sent risk reports are records: never deleted, never changed. The only update allowed is the
-- foreign keys' own ON DELETE SET NULL (the note or the sending user was deleted); the copied
-- note title and sender name keep the record readable.
CREATE OR REPLACE FUNCTION risk_reports_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (NEW.note_id IS NOT DISTINCT FROM OLD.note_id OR NEW.note_id IS NULL)
     AND (NEW.sent_by IS NOT DISTINCT FROM OLD.sent_by OR NEW.sent_by IS NULL)
     AND (to_jsonb(NEW) - 'note_id' - 'sent_by') = (to_jsonb(OLD) - 'note_id' - 'sent_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'risk reports are append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER risk_reports_no_change BEFORE UPDATE OR DELETE ON risk_reports
  FOR EACH ROW EXECUTE FUNCTION risk_reports_append_only();
