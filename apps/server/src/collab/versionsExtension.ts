import { and, isNotNull, lte, sql } from "drizzle-orm";
import type { Extension, Hocuspocus } from "@hocuspocus/server";
import { noteDocumentName } from "@eln/shared/notes";
import type { AppContext } from "../http/context";
import { noteUpdates, notes } from "../notes/schema";
import { snapshotOf, loadStoredDoc, writeNoteState, writeVersion } from "../notes";

/**
 * Versions when editing goes quiet. The "dirty since" mark lives in the notes row and the
 * sweeper reads the database, so a version that was due when the server died is written
 * after the restart. Updates left uncompacted by a crash are folded into their note first.
 */
export function versionsExtension(
  ctx: AppContext,
  getInstance: () => Hocuspocus,
  quietMs: number,
): Extension & { start(): void; stop(): Promise<void>; sweep(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let recovered = false;

  async function recoverCrashedUpdates() {
    const rows = await ctx.db.selectDistinct({ noteId: noteUpdates.noteId }).from(noteUpdates);
    const instance = getInstance();
    for (const { noteId } of rows) {
      if (instance.documents.has(noteDocumentName(noteId))) continue; // the live document compacts itself
      await ctx.db.transaction(async (tx) => {
        const stored = await loadStoredDoc(tx, noteId);
        if (!stored) return;
        await writeNoteState(tx, noteId, snapshotOf(stored.doc, stored.title), { markDirty: true });
        await tx.delete(noteUpdates).where(sql`${noteUpdates.noteId} = ${noteId} and ${noteUpdates.id} <= ${Math.max(...stored.pendingIds)}`);
      });
    }
  }

  function sweep(): Promise<void> {
    if (stopped) return Promise.resolve();
    // One sweep at a time; a caller during a sweep waits for that one.
    running ??= sweepOnce().finally(() => (running = null));
    return running;
  }

  async function sweepOnce() {
    try {
      if (!recovered) {
        await recoverCrashedUpdates();
        recovered = true;
      }
      const due = await ctx.db
        .select({ id: notes.id, updatedBy: notes.updatedBy })
        .from(notes)
        .where(and(isNotNull(notes.dirtySince), lte(notes.updatedAt, new Date(Date.now() - quietMs))))
        .limit(100);
      const instance = getInstance();
      for (const n of due) {
        const name = noteDocumentName(n.id);
        const doc = instance.documents.get(name);
        // Still being edited: its store is pending, so it is not quiet yet.
        if (doc && (instance.debouncer.isDebounced(`onStoreDocument-${name}`) || instance.debouncer.isCurrentlyExecuting(`onStoreDocument-${name}`)))
          continue;
        await writeVersion(ctx.db, n.id, { reason: "auto", authorId: n.updatedBy });
      }
    } catch (err) {
      console.error("[versions] sweep failed", err);
    }
  }

  return {
    extensionName: "eln-versions",
    sweep,
    start() {
      const every = Math.max(100, Math.min(Math.floor(quietMs / 2), 15_000));
      // Timer ticks: sweep catches and logs its own errors.
      timer = setInterval(() => void sweep(), every);
      timer.unref();
      void sweep();
    },
    /** No sweep starts after this; the one under way finishes before the database closes. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
