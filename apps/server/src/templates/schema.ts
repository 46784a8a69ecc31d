import { bigint, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { optionalUserRef } from "../accounts/schema";
import { spaces } from "../spaces/schema";
import { createdAt, titleAndDescription, uuidPk, uuidRef } from "../db/columns";

export interface TemplateTag {
  title: string;
  color: string;
}
export interface TemplateMaterialLine {
  materialId: string;
  /** The name when saved, shown even if the material is later deleted from the register. */
  name: string;
  quantity: number;
  unit: string;
  isLimiting: boolean;
}

/** A space's note templates: a copy of a note's sections, tag names and material lines. */
export const noteTemplates = pgTable(
  "note_templates",
  {
    id: uuidPk(),
    spaceId: uuidRef("space_id", () => spaces.id),
    ...titleAndDescription(),
    /** ProseMirror JSON per note section. */
    content: jsonb("content").$type<Record<string, unknown>>().notNull().default({}),
    tags: jsonb("tags").$type<TemplateTag[]>().notNull().default([]),
    materials: jsonb("materials").$type<TemplateMaterialLine[]>().notNull().default([]),
    createdBy: optionalUserRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("note_templates_space_idx").on(t.spaceId, t.title)],
);

/**
 * The image files a template shows, its own copies (saved with it from the note's attachments): a
 * template keeps showing them when the note's files are deleted, and a note started from it gets
 * copies of these, never the files of a note its readers may not read. The template's content names
 * them in its image nodes' attachmentId. Their bytes live in the storage under `storageKey`
 * (`templates/<space>/<id>`) and are deleted with the template.
 */
export const templateFiles = pgTable(
  "template_files",
  {
    id: uuidPk(),
    templateId: uuidRef("template_id", () => noteTemplates.id),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("template_files_template_idx").on(t.templateId)],
);
