import pg from "pg";
import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import { describe, expect, it } from "vitest";
import { buildNoteWorld, setUpTestApp, setUpWorld } from "../test/factories";
import { noteUpdates, notes } from "./schema";
import { loadStoredState } from "./noteVersions";

const t = setUpTestApp();
const w = setUpWorld(t, buildNoteWorld);

/**
 * Runs `work` with a compaction (the pending updates written into notes.ydoc and deleted, in one
 * transaction) committed just before the first read of note_updates is sent, once any read of the
 * note's row sent alongside it has answered.
 */
async function withCompactionBeforeUpdatesRead<T>(noteId: string, work: () => Promise<T>): Promise<T> {
  const orig = pg.Client.prototype.query;
  let rowRead: Promise<unknown> | null = null;
  let compacted = false;
  const compact = async () => {
    pg.Client.prototype.query = orig;
    await t.ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ ydoc: notes.ydoc }).from(notes).where(eq(notes.id, noteId));
      const pending = await tx.select({ update: noteUpdates.update }).from(noteUpdates).where(eq(noteUpdates.noteId, noteId));
      const merged = Y.mergeUpdates([row.ydoc, ...pending.map((p) => p.update)].filter((u): u is Uint8Array => !!u?.length));
      await tx.update(notes).set({ ydoc: Buffer.from(merged) }).where(eq(notes.id, noteId));
      await tx.delete(noteUpdates).where(eq(noteUpdates.noteId, noteId));
    });
  };
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0];
    const text = typeof q === "string" ? q : String((q as { text?: string } | null)?.text ?? "");
    const run = () => (orig as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    if (!compacted && /from "notes"/.test(text) && /"ydoc"/.test(text)) return (rowRead = run());
    if (!compacted && /from "note_updates"/.test(text)) {
      compacted = true;
      return (async () => {
        // A read of the row sent alongside answers first (from before the compaction).
        await (rowRead ?? new Promise((r) => setTimeout(r, 100))).catch(() => {});
        await compact();
        return run();
      })();
    }
    return run();
  } as typeof orig;
  try {
    return await work();
  } finally {
    pg.Client.prototype.query = orig;
  }
}

describe("the stored document", () => {
  it("holds every acknowledged update when a compaction commits between its reads", async () => {
    const doc = new Y.Doc();
    doc.getText("t").insert(0, "typed before the compaction");
    await t.ctx.db.insert(noteUpdates).values({ noteId: w.noteId, update: Buffer.from(Y.encodeStateAsUpdate(doc)) });
    const state = await withCompactionBeforeUpdatesRead(w.noteId, () => loadStoredState(t.ctx.db, w.noteId));
    const read = new Y.Doc();
    Y.applyUpdate(read, state);
    expect(read.getText("t").toString()).toBe("typed before the compaction");
  });
});

describe("a new note and its first version", () => {
  it("are written together: a first version that cannot be written leaves no note behind (created or duplicated)", async () => {
    // A trigger refuses the version of notes with this title, as a failing disk or constraint would.
    const title = `Versionless ${Date.now()}`;
    await t.ctx.db.execute(sql.raw(`
      create or replace function refuse_test_version() returns trigger language plpgsql as $$
      begin if new.title like 'Versionless %' then raise exception 'version refused'; end if; return new; end $$;
      create trigger refuse_test_version before insert on note_versions for each row execute function refuse_test_version();`));
    try {
      const created = await t.request({ method: "POST", url: `/api/projects/${w.projectId}/notes`, token: w.owner.token, payload: { title } });
      expect(created.statusCode).toBe(500);
      const duplicated = await t.request({ method: "POST", url: `/api/notes/${w.noteId}/duplicate`, token: w.owner.token, payload: { title } });
      expect(duplicated.statusCode).toBe(500);
      expect(await t.ctx.db.select({ id: notes.id }).from(notes).where(eq(notes.title, title))).toEqual([]);
    } finally {
      await t.ctx.db.execute(sql.raw("drop trigger refuse_test_version on note_versions; drop function refuse_test_version();"));
    }
  });
});
