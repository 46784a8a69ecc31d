import type * as Y from "yjs";
import type { AppContext } from "../http/context";
import type { DocSnapshot } from "./noteDocument";

/**
 * What the note routes need from the open editors. The real-time server (collab/collabServer.ts)
 * provides it on the app context when it starts: collab depends on notes, never the reverse.
 */
export interface LiveNotes {
  /** The live document's state when the note is open in an editor; null otherwise. */
  liveSnapshot(noteId: string, title: string): DocSnapshot | null;
  /**
   * Replaces the note's sections in the live document (all editors see it) and stores it at once.
   * Answers the document just before and just after, taken in the same transaction: an edit that
   * arrives while a restore runs is in one of them, never lost between the two.
   */
  replaceSections(noteId: string, source: Y.Doc, userId: string, titles: { before: string; after: string }): Promise<{ before: DocSnapshot; after: DocSnapshot }>;
  /** Closes every editor of a deleted note. */
  closeNote(noteId: string): void;
  /**
   * Tells every editor of the note that what the REST answer holds (its title, its tags) changed,
   * so they read the note again: a second tab kept the old title and saved over a rename.
   */
  noteChanged(noteId: string): void;
}

declare module "../http/context" {
  interface AppContext {
    /** Set by collab/collabServer.ts once the real-time server runs. */
    liveNotes?: LiveNotes;
  }
}

export function liveNotes(ctx: AppContext): LiveNotes {
  if (!ctx.liveNotes) throw new Error("the real-time server is not attached (realtime.ts attaches it at start)");
  return ctx.liveNotes;
}
