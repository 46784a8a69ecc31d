import { z } from "zod";
import { itemListSchema, personRefSchema } from "../api";
import { V } from "../validation/messages";
import { requiredText } from "../validation/requiredText";
import { NoteLimits } from "../notes/noteSchemas";
import { tooLongError } from "../validation/tooLongError";

/** A space's note templates: what a new note starts with (sections, tags, material lines, a checklist). */
export const TemplateLimits = {
  perSpace: 100,
  descriptionMax: 500,
  /**
   * The image files a template saves with it (copies of the note's, each at most an attachment's
   * 10 MB): every note started from it copies them again, so a template stays a starting point.
   */
  imagesMax: 20,
  imageBytesMax: 50 * 1024 * 1024,
} as const;

const title = requiredText(NoteLimits.titleMax);

/** POST /api/notes/:id/template: save the note as a template of its space. */
export const templateCreateSchema = z.object({
  title,
  description: z.string().trim().max(TemplateLimits.descriptionMax, { error: tooLongError }).default(""),
});
export type TemplateCreate = z.input<typeof templateCreateSchema>;

/** POST /api/projects/:id/notes/from-template: a new note from a template. */
export const noteFromTemplateSchema = z.object({ templateId: z.uuid({ error: V.invalid }), title });
export type NoteFromTemplate = z.input<typeof noteFromTemplateSchema>;

export const templateTagSchema = z.object({ title: z.string(), color: z.string() });
export const templateMaterialSchema = z.object({
  materialId: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  isLimiting: z.boolean(),
});

export const templateSummarySchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(templateTagSchema),
  materials: z.array(templateMaterialSchema),
  createdBy: personRefSchema.nullable(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;
export const templateListSchema = itemListSchema(templateSummarySchema);
