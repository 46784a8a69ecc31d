import type { Extension, onAuthenticatePayload } from "@hocuspocus/server";
import { can } from "@eln/shared";
import { CollabCloseCodes, noteIdFromDocumentName } from "@eln/shared/notes";
import type { AppContext } from "../http/context";
import { loadNoteAccess } from "../notes";

export interface CollabContext {
  userId: string;
  name: string;
  canWrite: boolean;
  /** Kept so the access watch can re-check the session and the role while the socket lives. */
  token?: string;
  noteId?: string;
}

const refuse = (code: number, reason: string) => Object.assign(new Error(reason), { code, reason });

/**
 * The same session resolver and the same permission table as the REST API: a caller who may
 * not read the note is refused; one who may read but not edit gets a read-only connection
 * (Hocuspocus then refuses their updates instead of applying them). `accessWatch` keeps
 * checking both for as long as the connection is open.
 */
export function authExtension(ctx: AppContext): Extension {
  return {
    extensionName: "eln-auth",
    async onAuthenticate({ token, documentName, connectionConfig }: onAuthenticatePayload): Promise<CollabContext> {
      const noteId = noteIdFromDocumentName(documentName);
      if (!noteId || !token) throw refuse(CollabCloseCodes.unauthorized, "Unauthorized");
      const session = await ctx.sessions.resolve(token).catch(() => null); // a disabled account is refused too
      if (!session) throw refuse(CollabCloseCodes.unauthorized, "Unauthorized");
      const access = await loadNoteAccess(ctx.db, noteId, session.user.id);
      if (!access || !can(access.actor, "note.read")) throw refuse(CollabCloseCodes.notFound, "Not found");
      const canWrite = can(access.actor, "note.update");
      if (!canWrite) connectionConfig.readOnly = true;
      return { userId: session.user.id, name: session.user.name, canWrite, token, noteId };
    },
  };
}
