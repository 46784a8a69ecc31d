import { index, jsonb, pgTable } from "drizzle-orm/pg-core";
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
