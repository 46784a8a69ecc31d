-- Signatures made before this migration cover eln-note-record/1 and their timestamp certifies
-- the content hash alone: they keep format 1. New signatures are format 2 (docs/records.md).
ALTER TABLE "note_signatures" ADD COLUMN "format" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "note_signatures" ALTER COLUMN "format" SET DEFAULT 2;
--> statement-breakpoint
-- A signature, once written, never changes (as versions, migration 0002): its format, hash,
-- signer and time are what its timestamp and the audit trail name.
CREATE OR REPLACE FUNCTION note_signatures_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'signatures are immutable';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER note_signatures_no_update BEFORE UPDATE ON note_signatures
  FOR EACH ROW EXECUTE FUNCTION note_signatures_immutable();
