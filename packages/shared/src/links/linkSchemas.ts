import { z } from "zod";
import { itemListSchema } from "../api";

/** The in-app address of a note, as a link in a note's text carries it (what backlinks look for). */
export const noteHref = (noteId: string) => `/notes/${noteId}`;
/** A material opens in its space's register, searched by name; the id makes the link findable. */
export const materialHref = (spaceId: string, materialId: string, name: string) =>
  `/spaces/${spaceId}/materials?material=${materialId}&q=${encodeURIComponent(name)}`;

export const backlinkListSchema = itemListSchema(
  z.object({ id: z.string(), title: z.string(), projectId: z.string(), projectTitle: z.string(), updatedAt: z.string() }),
);
export type BacklinkList = z.infer<typeof backlinkListSchema>;
