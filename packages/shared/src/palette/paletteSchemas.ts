import { z } from "zod";
import { tooLongError } from "../validation/tooLongError";

/** GET /api/palette?q= : what the command palette can jump to, across every space of the caller. */
export const paletteQuerySchema = z.object({ q: z.string().trim().max(100, { error: tooLongError }).default("") });

const item = z.object({ id: z.string(), title: z.string(), spaceId: z.string(), context: z.string() });
export const paletteAnswerSchema = z.object({
  spaces: z.array(item),
  projects: z.array(item),
  notes: z.array(item),
  materials: z.array(item),
});
export type PaletteAnswer = z.infer<typeof paletteAnswerSchema>;
export type PaletteItem = z.infer<typeof item>;
export const PaletteLimits = { perGroup: 8 } as const;
