import type { Extension, onAuthenticatePayload } from "@hocuspocus/server";
import { can } from "@eln/shared";
import { CollabCloseCodes, noteIdFromDocumentName } from "@eln/shared/notes";
import type { AppContext } from "../http/context";
import { loadNoteAccess } from "../access/access";

export interface CollabContext {
  userId: string;
  name: string;
  canWrite: boolean;
}

const refuse = (code: number, reason: string) => Object.assign(new Error(reason), { code, reason });

/**
 * The same token and the same permission table as the REST API: a caller who may not
 * read the note is refused; one who may read but not edit gets a read-only connection
 * (Hocuspocus then refuses their updates instead of applying them).
 */
export function authExtension(ctx: AppContext): Extension {
  return {
    extensionName: "eln-auth",
    async onAuthenticate({ token, documentName, connectionConfig }: onAuthenticatePayload): Promise<CollabContext> {
      const noteId = noteIdFromDocumentName(documentName);
      if (!noteId || !token) throw refuse(CollabCloseCodes.unauthorized, "Unauthorized");
      const session = await ctx.auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
      if (!session || (session.user as { banned?: boolean | null }).banned) throw refuse(CollabCloseCodes.unauthorized, "Unauthorized");
      const access = await loadNoteAccess(ctx.db, noteId, session.user.id);
      if (!access || !can(access.actor, "note.read")) throw refuse(CollabCloseCodes.notFound, "Not found");
      const canWrite = can(access.actor, "note.update");
      if (!canWrite) connectionConfig.readOnly = true;
      return { userId: session.user.id, name: session.user.name, canWrite };
    },
  };
}
