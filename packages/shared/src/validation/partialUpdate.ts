import type { z } from "zod";
import { V } from "./messages";

/**
 * The body of a change that sends only what changes: every field of `schema` optional, and at
 * least one of them given (else `validation.emptyUpdate`), so an empty change is refused rather
 * than answered as a success that did nothing.
 */
export function partialUpdate<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.partial().refine((b) => Object.values(b).some((v) => v !== undefined), { error: V.emptyUpdate });
}
