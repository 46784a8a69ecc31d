import { and, eq, inArray } from "drizzle-orm";
import * as Y from "yjs";
import type { Extension } from "@hocuspocus/server";
import { NoteLimits, noteIdFromDocumentName } from "@eln/shared/notes";
import type { AppContext } from "../http/context";
import { noteUpdates, notes } from "../notes/schema";
import { snapshotOf, loadPendingUpdates, writeNoteState } from "../notes";
import type { CollabContext } from "./authExtension";

const MESSAGE_SYNC = 0;
const MESSAGE_SYNC_REPLY = 4;
const SYNC_STEP2 = 1;
const SYNC_UPDATE = 2;

/** lib0's variable-length unsigned integer (7 bits a byte, little end first). */
function readVarUint(buf: Uint8Array, at: { pos: number }): number {
  let num = 0;
  let mult = 1;
  for (;;) {
    if (at.pos >= buf.length) throw new Error("truncated");
    const r = buf[at.pos++];
    num += (r & 0x7f) * mult;
    mult *= 128;
    if (r < 0x80) return num;
    if (mult > 2 ** 53) throw new Error("varint too long");
  }
}
function readVarBytes(buf: Uint8Array, at: { pos: number }): Uint8Array {
  const len = readVarUint(buf, at);
  if (at.pos + len > buf.length) throw new Error("truncated");
  const out = buf.subarray(at.pos, at.pos + len);
  at.pos += len;
  return out;
}

/** The Yjs update inside a client's sync message, or null for anything else. */
export function updateInMessage(raw: Uint8Array): Uint8Array | null {
  try {
    const at = { pos: 0 };
    readVarBytes(raw, at); // document name
    const type = readVarUint(raw, at);
    if (type !== MESSAGE_SYNC && type !== MESSAGE_SYNC_REPLY) return null;
    const step = readVarUint(raw, at);
    if (step !== SYNC_STEP2 && step !== SYNC_UPDATE) return null;
    const update = readVarBytes(raw, at).slice();
    // An empty update (no structs, no deletes) is two zero bytes.
    return update.length <= 2 ? null : update;
  } catch {
    return null;
  }
}

export interface PersistenceHooks {
  /** Called after a note's state was written to its row (search indexing hooks in here). */
  afterStore: ((noteId: string, plainText: string) => Promise<void>)[];
}

/**
 * Durability before acknowledgement: Hocuspocus acknowledges an update right after applying it,
 * so each incoming update is appended to note_updates in `beforeHandleMessage` (awaited before the
 * apply). `onStoreDocument` (debounced) compacts the document into notes.ydoc/content/plain_text
 * and deletes the updates it now contains; `onLoadDocument` applies notes.ydoc plus what is left.
 */
export function persistenceExtension(ctx: AppContext, hooks: PersistenceHooks): Extension {
  /** Per document: ids of stored updates already applied to the in-memory document. */
  const applied = new Map<string, number[]>();
  /** Per connection message: the id stored in before..., moved to `applied` in after... */
  const inflight = new WeakMap<Uint8Array, number>();

  return {
    extensionName: "eln-persistence",
    async onLoadDocument({ documentName, document }) {
      const noteId = noteIdFromDocumentName(documentName);
      if (!noteId) throw new Error("Not found");
      const [row] = await ctx.db.select({ ydoc: notes.ydoc }).from(notes).where(eq(notes.id, noteId)).limit(1);
      if (!row) throw new Error("Not found");
      if (row.ydoc?.length) Y.applyUpdate(document, row.ydoc);
      const pending = await loadPendingUpdates(ctx.db, noteId);
      for (const p of pending) {
        try {
          Y.applyUpdate(document, p.update);
        } catch {
          /* skip a malformed update rather than lose the note */
        }
      }
      applied.set(documentName, pending.map((p) => p.id));
    },

    async beforeHandleMessage({ documentName, update: raw, connection, context }) {
      if (connection.readOnly) return; // refused by Hocuspocus, never stored
      const update = updateInMessage(raw);
      if (!update) return;
      if (update.length > NoteLimits.ydocMaxBytes) throw Object.assign(new Error("Update too large"), { code: 4413, reason: "Update too large" });
      const noteId = noteIdFromDocumentName(documentName)!;
      const [row] = await ctx.db
        .insert(noteUpdates)
        .values({ noteId, update, userId: (context as CollabContext | undefined)?.userId ?? null })
        .returning({ id: noteUpdates.id });
      inflight.set(raw, row.id);
    },

    async afterHandleMessage({ documentName, update: raw }) {
      const id = inflight.get(raw);
      if (id === undefined) return;
      inflight.delete(raw);
      const list = applied.get(documentName) ?? [];
      list.push(id);
      applied.set(documentName, list);
    },

    async onStoreDocument({ documentName, document, lastContext }) {
      const noteId = noteIdFromDocumentName(documentName);
      if (!noteId) return;
      // Snapshot and the ids it covers are taken together, before any await.
      const ids = applied.get(documentName) ?? [];
      applied.set(documentName, []);
      const state = Y.encodeStateAsUpdate(document);
      const doc = new Y.Doc();
      Y.applyUpdate(doc, state);
      try {
        const plainText = await ctx.db.transaction(async (tx) => {
          const [row] = await tx.select({ title: notes.title }).from(notes).where(eq(notes.id, noteId)).for("update").limit(1);
          if (!row) return null;
          const snap = snapshotOf(doc, row.title);
          await writeNoteState(tx, noteId, snap, { userId: (lastContext as CollabContext | undefined)?.userId ?? null, markDirty: true });
          for (let i = 0; i < ids.length; i += 1000)
            await tx.delete(noteUpdates).where(and(eq(noteUpdates.noteId, noteId), inArray(noteUpdates.id, ids.slice(i, i + 1000))));
          return snap.plainText;
        });
        // The notes list shows the stored text's time and author: no earlier answer of it is served again.
        if (plainText !== null) await ctx.readCache.clear();
        if (plainText !== null) for (const fn of hooks.afterStore) await fn(noteId, plainText).catch(() => {});
      } catch (err) {
        // Not compacted: the updates stay in note_updates and are tried again next time.
        applied.set(documentName, [...ids, ...(applied.get(documentName) ?? [])]);
        throw err;
      } finally {
        doc.destroy();
      }
    },

    async afterUnloadDocument({ documentName }) {
      applied.delete(documentName);
    },
  };
}
