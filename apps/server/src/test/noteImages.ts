import { eq } from "drizzle-orm";
import { createAttachment, createStorage } from "../attachments";
import { createNote, docFromJson, snapshotOf } from "../notes";
import { notes } from "../notes/schema";
import type { TestApp, TestUser } from "./testApp";

// Notes whose text shows images, for the tests of what copies a note's pictures (templates, duplicates).

/** An 8×8 red PNG. */
export const redPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC", "base64");
export const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
export const image = (attachmentId: string, alt: string) => ({ type: "image", attrs: { src: "", alt, attachmentId } });
export type DocNode = { type: string; attrs?: Record<string, unknown>; content?: DocNode[]; text?: string };
export const imagesOf = (n: DocNode): DocNode[] => (n.type === "image" ? [n] : (n.content ?? []).flatMap(imagesOf));

/** Replaces a (closed) note's stored text. */
export async function setNoteContent(t: TestApp, noteId: string, content: Record<string, unknown>, title = "Stained gel") {
  const snap = snapshotOf(docFromJson(content), title);
  await t.ctx.db.update(notes).set({ content: snap.content, ydoc: snap.state }).where(eq(notes.id, noteId));
}

/** A note "Stained gel" whose Methods show one red PNG per name, each its own attachment. */
export async function noteWithImages(t: TestApp, projectId: string, user: TestUser, names: string[]) {
  const storage = createStorage(t.config);
  const note = await createNote(t.ctx.db, { projectId, userId: user.id, title: "Stained gel" });
  const files = [];
  for (const name of names)
    files.push(await createAttachment(t.ctx.db, storage, { noteId: note.id, projectId, name, size: redPng.length, contentType: "image/png", uploadedBy: user.id }, redPng));
  await setNoteContent(t, note.id, { methods: { type: "doc", content: [paragraph("Run the gel"), ...files.map((f) => image(f.id, f.name))] } });
  return { note, files };
}
