import { eq } from "drizzle-orm";
import type { Extension } from "@hocuspocus/server";
import { NoteSocketMessages, noteIdFromDocumentName, noteSocketMessage } from "@eln/shared/notes";
import type { AppContext } from "../http/context";
import { notes } from "../notes/schema";
import { updateInMessage } from "./persistenceExtension";

/** The stateless message editors receive when a note's lock changes (they re-read the note). */
export const LOCK_CHANGED_MESSAGE = noteSocketMessage({ type: NoteSocketMessages.lockChanged });

async function isLocked(ctx: AppContext, noteId: string) {
  const [row] = await ctx.db.select({ lockedAt: notes.lockedAt }).from(notes).where(eq(notes.id, noteId)).limit(1);
  return !!row?.lockedAt;
}

/**
 * A locked note is read-only on the socket as over REST. Connections to a locked note are
 * read-only from the start; and before any update is applied (or stored) the lock is read
 * again from the database, so a lock set on another instance is honoured too. The update is
 * then refused by Hocuspocus (read-only connection) and never reaches note_updates.
 */
export function lockExtension(ctx: AppContext): Extension {
  return {
    extensionName: "eln-lock",
    // Before the persistence extension, which stores updates of writable connections.
    priority: 1000,
    async onAuthenticate({ documentName, connectionConfig }) {
      const noteId = noteIdFromDocumentName(documentName);
      if (noteId && (await isLocked(ctx, noteId))) connectionConfig.readOnly = true;
    },
    async beforeHandleMessage({ documentName, update: raw, connection }) {
      if (connection.readOnly || !updateInMessage(raw)) return;
      const noteId = noteIdFromDocumentName(documentName);
      if (noteId && (await isLocked(ctx, noteId))) {
        connection.readOnly = true;
        connection.sendStateless(LOCK_CHANGED_MESSAGE);
      }
    },
  };
}
