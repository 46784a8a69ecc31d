import { z } from "zod";
import { pageLimitSchema } from "../api";
import { V } from "../validation/messages";
import { requiredText } from "../validation/requiredText";
import { SearchQueryLimits } from "./normalizeSearchText";

/** GET /api/spaces/:spaceId/search?q=&projectId=&limit= */
export const searchQuerySchema = z.object({
  q: requiredText(SearchQueryLimits.queryMax),
  projectId: z.uuid({ error: V.invalid }).optional(),
  limit: pageLimitSchema(SearchQueryLimits.limitMax, SearchQueryLimits.limitDefault),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

const highlight = z.tuple([z.number().int(), z.number().int()]);
/** User text with matched ranges [start, end) — the client renders text and <mark>, never HTML. */
export const searchSnippetSchema = z.object({ text: z.string(), highlights: z.array(highlight) });

export const searchProjectHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleHighlights: z.array(highlight),
  snippet: searchSnippetSchema,
});
export type SearchProjectHit = z.infer<typeof searchProjectHitSchema>;

export const searchNoteHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleHighlights: z.array(highlight),
  projectId: z.string(),
  projectTitle: z.string(),
  snippet: searchSnippetSchema,
  tags: z.array(z.object({ id: z.string(), title: z.string(), color: z.string(), highlighted: z.boolean() })),
  updatedAt: z.string(),
});
export type SearchNoteHit = z.infer<typeof searchNoteHitSchema>;

export const searchAnswerSchema = z.object({
  /** The normalised words that were searched (all must occur). */
  terms: z.array(z.string()),
  projects: z.array(searchProjectHitSchema),
  notes: z.array(searchNoteHitSchema),
  /** More matches exist beyond `limit` in that group. */
  moreProjects: z.boolean(),
  moreNotes: z.boolean(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
