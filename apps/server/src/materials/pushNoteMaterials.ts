import type { FastifyInstance } from "fastify";
import { NoteSocketMessages, noteDocumentName, noteSocketMessage } from "@eln/shared/notes";
import { getCollab } from "../collab";

/** Everyone with the note open refetches its material lines, risk screening and assessment. */
export function pushNoteMaterials(app: FastifyInstance, noteId: string) {
  getCollab(app.ctx)
    .hocuspocus.documents.get(noteDocumentName(noteId))
    ?.broadcastStateless(noteSocketMessage({ type: NoteSocketMessages.materials, noteId }));
}

/**
 * After a successful write to one of these routes (all under /api/notes/:noteId/…), tell the
 * note's other viewers. Sent once the response is out, so the transaction has committed and a
 * refetch sees the change.
 */
export function pushAfterWrites(app: FastifyInstance, routes: readonly string[]) {
  app.addHook("onResponse", async (req, reply) => {
    if (req.method === "GET" || reply.statusCode >= 300) return;
    if (!routes.includes(req.routeOptions.url ?? "")) return;
    const noteId = (req.params as { noteId?: string }).noteId;
    if (noteId) pushNoteMaterials(app, noteId);
  });
}
