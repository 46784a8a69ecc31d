import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildNoteWorld, setUpTestApp, setUpWorld } from "../test/factories";
import { noteComments } from "./schema";

const t = setUpTestApp();
const w = setUpWorld(t, buildNoteWorld);

// Comments imported before migration 0046 named their writer on the body's first line.
describe("migration 0046 (imported comment authors)", () => {
  it("moves the writer line of comments imported before it into imported_author / imported_from, and leaves others alone", async () => {
    const file = readFileSync(path.join(import.meta.dirname, "../../drizzle/0046_comment_imported_author.sql"), "utf8");
    const backfill = file.split("--> statement-breakpoint").at(-1)!;
    const rows = await t.ctx.db
      .insert(noteComments)
      .values([
        { noteId: w.noteId, authorId: null, body: "Ada Lovelace <ada@example.org> (imported from eLabFTW (https://x.org)):\nCheck the blank.\nTwice (really):\nyes" },
        { noteId: w.noteId, authorId: null, body: "Unknown author (imported):\nNo name given" },
        { noteId: w.noteId, authorId: w.owner.id, body: "Me (imported from my head):\nwritten here" },
        { noteId: w.noteId, authorId: null, body: "A comment whose account was deleted" },
      ])
      .returning({ id: noteComments.id });
    await t.ctx.db.execute(sql.raw(backfill));
    const after = await Promise.all(rows.map(async (r) => (await t.ctx.db.select().from(noteComments).where(eq(noteComments.id, r.id)))[0]));
    expect(after.map((c) => [c.importedAuthor, c.importedFrom, c.body])).toEqual([
      ["Ada Lovelace <ada@example.org>", "eLabFTW (https://x.org)", "Check the blank.\nTwice (really):\nyes"],
      ["", null, "No name given"],
      [null, null, "Me (imported from my head):\nwritten here"],
      [null, null, "A comment whose account was deleted"],
    ]);
  });
});
