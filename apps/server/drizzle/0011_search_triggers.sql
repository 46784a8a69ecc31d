-- Search index upkeep (apps/server/src/search/schema.ts). Triggers follow every write
-- path in the writer's own transaction; the fold equals normalizeSearchText in
-- @eln/shared/search (NFKC, then lower case).
CREATE OR REPLACE FUNCTION search_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(normalize(coalesce(t, ''), NFKC)) $$;
--> statement-breakpoint
-- Distinct 1- and 2-character pieces (no whitespace) of a folded text: the index for short words.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(t, i, 1) AS g FROM generate_series(1, length(t)) AS i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, length(t) - 1) AS i
  ) s WHERE g !~ '\s'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_note(nid uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  doc text;
  sid uuid;
  pid uuid;
  upd timestamptz;
BEGIN
  SELECT search_normalize(concat_ws(E'\n',
           n.title,
           (SELECT string_agg(tg.title, ' ') FROM note_tags nt JOIN tags tg ON tg.id = nt.tag_id WHERE nt.note_id = n.id),
           (SELECT string_agg(concat_ws(' ', m.name, m.name_en), ' ') FROM note_materials nm JOIN materials m ON m.id = nm.material_id WHERE nm.note_id = n.id),
           n.plain_text)),
         p.space_id, n.project_id, n.updated_at
    INTO doc, sid, pid, upd
    FROM notes n JOIN projects p ON p.id = n.project_id
   WHERE n.id = nid;
  IF NOT FOUND THEN
    DELETE FROM search_documents WHERE kind = 'note' AND id = nid;
    RETURN;
  END IF;
  INSERT INTO search_documents (kind, id, space_id, project_id, note_id, search_text, grams, updated_at)
  VALUES ('note', nid, sid, pid, nid, doc, search_grams(doc), upd)
  ON CONFLICT (kind, id) DO UPDATE
    SET space_id = excluded.space_id, project_id = excluded.project_id, search_text = excluded.search_text,
        grams = excluded.grams, updated_at = excluded.updated_at;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_project(pid uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  doc text;
  sid uuid;
  upd timestamptz;
BEGIN
  SELECT search_normalize(concat_ws(E'\n', p.title, p.description)), p.space_id, p.updated_at
    INTO doc, sid, upd
    FROM projects p WHERE p.id = pid;
  IF NOT FOUND THEN
    DELETE FROM search_documents WHERE kind = 'project' AND id = pid;
    RETURN;
  END IF;
  INSERT INTO search_documents (kind, id, space_id, project_id, note_id, search_text, grams, updated_at)
  VALUES ('project', pid, sid, pid, NULL, doc, search_grams(doc), upd)
  ON CONFLICT (kind, id) DO UPDATE
    SET space_id = excluded.space_id, search_text = excluded.search_text, grams = excluded.grams, updated_at = excluded.updated_at;
  -- A project moved to another space takes its notes along.
  UPDATE search_documents SET space_id = sid WHERE project_id = pid AND kind = 'note' AND space_id <> sid;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_note() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_note(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_notes_insert AFTER INSERT ON notes
  FOR EACH ROW EXECUTE FUNCTION search_on_note();
--> statement-breakpoint
CREATE TRIGGER search_notes_update AFTER UPDATE OF title, plain_text, project_id ON notes
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.plain_text IS DISTINCT FROM NEW.plain_text OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION search_on_note();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_project() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_project(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_projects_insert AFTER INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION search_on_project();
--> statement-breakpoint
CREATE TRIGGER search_projects_update AFTER UPDATE OF title, description, space_id ON projects
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description OR OLD.space_id IS DISTINCT FROM NEW.space_id)
  EXECUTE FUNCTION search_on_project();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_note_link() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM search_refresh_note(OLD.note_id); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND (TG_OP = 'INSERT' OR NEW.note_id IS DISTINCT FROM OLD.note_id) THEN
    PERFORM search_refresh_note(NEW.note_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_note_tags_change AFTER INSERT OR DELETE OR UPDATE ON note_tags
  FOR EACH ROW EXECUTE FUNCTION search_on_note_link();
--> statement-breakpoint
CREATE TRIGGER search_note_materials_change AFTER INSERT OR DELETE OR UPDATE OF note_id, material_id ON note_materials
  FOR EACH ROW EXECUTE FUNCTION search_on_note_link();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_tag() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_note(nt.note_id) FROM note_tags nt WHERE nt.tag_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_tags_rename AFTER UPDATE OF title ON tags
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION search_on_tag();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_on_material() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh_note(nm.note_id) FROM note_materials nm WHERE nm.material_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_materials_rename AFTER UPDATE OF name, name_en ON materials
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_en IS DISTINCT FROM NEW.name_en)
  EXECUTE FUNCTION search_on_material();
--> statement-breakpoint
-- Index what exists already.
SELECT search_refresh_project(id) FROM projects;
--> statement-breakpoint
SELECT search_refresh_note(id) FROM notes;
