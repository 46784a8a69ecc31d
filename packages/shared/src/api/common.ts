import { z } from "zod";

// Shapes many endpoints share.

/**
 * An id in a path or a query. Ids are checked by the server (a malformed id answers 404, like
 * one of another space), so the schema only caps its length.
 */
export const idSchema = z.string().max(64);
/**
 * A list answer: `{ items }`, the whole list. Answers that say more about the list (a page's
 * cursor, a total, what the caller may do) extend it, so every list carries its rows as `items`.
 */
export const itemListSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
/** One page of a cursor-paged list: its items and the cursor of the next page (null on the last). */
export const cursorPageSchema = <T extends z.ZodType>(item: T) => itemListSchema(item).extend({ nextCursor: z.string().nullable() });
/**
 * The page size a list's query asks for (`?limit=`): a whole number from 1 to the list's `max`,
 * its `fallback` when absent. One rule for every paged list.
 */
export const pageLimitSchema = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
/** A person as answers name one: the user's id and the name to show. */
export const personRefSchema = z.object({ id: z.string(), name: z.string() });
/** A space, project or note as answers name one: its id and its title. */
export const titledRefSchema = z.object({ id: z.string(), title: z.string() });
/**
 * What the caller may do with a resource: a boolean for each of `actions` (the answer of
 * `abilitiesFor` in permissions/roles.ts). Built from the list, so a new action shows up by itself.
 */
export function abilitiesSchema<A extends string>(actions: readonly A[]) {
  return z.object(Object.fromEntries(actions.map((a) => [a, z.boolean()])) as Record<A, z.ZodBoolean>);
}
/** `{ ok: true }`: the answer of a change with nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });

/** Resumable uploads (tus 1.0): attachments of notes, and .eln archives of import jobs. */
export const tusPaths = { attachments: "/api/uploads", elnImports: "/api/eln/uploads" } as const;
