import type { AppContext } from "../http/context";
import { NoteSocketMessages, noteDocumentName, noteSocketMessage } from "@eln/shared/notes";
import { getCollab } from "../collab";

// Live updates ride on the collaboration socket people already have open (Hocuspocus stateless
// messages): no second socket. The payloads carry no content, only "look again".

/** Everyone on this note refetches its comments. */
export function pushNoteComments(ctx: AppContext, noteId: string) {
  getCollab(ctx).hocuspocus.documents.get(noteDocumentName(noteId))?.broadcastStateless(noteSocketMessage({ type: NoteSocketMessages.comments, noteId }));
}

/** The given users refetch their notifications, on whichever note they have open. */
export function pushNotifications(ctx: AppContext, userIds: string[]) {
  if (!userIds.length) return;
  const targets = new Set(userIds);
  const payload = noteSocketMessage({ type: NoteSocketMessages.notifications });
  for (const doc of getCollab(ctx).hocuspocus.documents.values())
    for (const conn of doc.getConnections()) if (targets.has((conn.context as { userId?: string })?.userId ?? "")) conn.sendStateless(payload);
}
