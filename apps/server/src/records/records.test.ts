import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { NoteRecords } from "@eln/shared/records";
import type { AuditPage } from "@eln/shared/audit";
import { until, writeParagraph, setUpCollabTestApp } from "../test/collabClient";
import type { TestUser } from "../test/testApp";
import { pdfText } from "../test/pdfText";
import { outboxMailsTo } from "../test/outboxMails";
import { loadSignaturesForExport } from "./signaturesForExport";
import { addProjectMember, addSpaceMember, buildMaterial, buildNote, buildProjectIn, buildSpace } from "../test/factories";
import { multipartBody } from "../test/multipart";
import { purgeExpiredTrash } from "../trash";

const { t, r, connect } = setUpCollabTestApp({ COLLAB_STORE_DEBOUNCE_MS: "100" });

const write = writeParagraph;
const newNote = async (title: string) =>
  (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title } })).json() as { id: string };
const records = async (noteId: string, u: TestUser = r.owner) => {
  const res = await t.request({ method: "GET", url: `/api/notes/${noteId}/records`, token: u.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NoteRecords;
};
/** A new note the editor has open on the socket, with `text` written in `section` and stored. */
async function noteWritten(title: string, section: string, text: string) {
  const note = await newNote(title);
  const editor = connect(note.id, r.editor.token);
  expect(await editor.ready).toBe("synced");
  write(editor.doc, section, text);
  expect(await until(async () => JSON.stringify((await t.request({ method: "GET", url: `/api/notes/${note.id}?include=content`, token: r.owner.token })).json().content).includes(text))).toBe(true);
  return { note, editor };
}
/** A new note whose editor has asked a new viewer of the project, `fullName`, to witness it. */
async function witnessAsked(title: string, fullName: string) {
  const note = await newNote(title);
  const witness = await t.signUp({ fullName });
  await addProjectMember(t, r.space.id, r.project.id, witness, "viewer");
  const asked = await t.request({ method: "POST", url: `/api/notes/${note.id}/witness-requests`, token: r.editor.token, payload: { witnessId: witness.id } });
  expect(asked.statusCode, asked.body).toBe(200);
  return { note, witness, asked };
}
const audit = async (kind: string) =>
  ((await t.request({ method: "GET", url: `/api/spaces/${r.space.id}/audit?kind=${kind}`, token: r.owner.token })).json() as AuditPage).items;

describe("lock", () => {
  it("a locked note refuses REST writes and Yjs updates; unlocking needs an owner and a reason", async () => {
    const { note, editor } = await noteWritten("Locked", "methods", "before the lock");

    // Editors may not lock; outsiders do not see the note.
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/lock`, token: r.editor.token })).statusCode).toBe(403);
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/lock`, token: r.outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/lock`, token: r.owner.token })).statusCode).toBe(200);

    // REST: every write is refused with note_locked, for the owner too.
    const patch = await t.request({ method: "PATCH", url: `/api/notes/${note.id}`, token: r.editor.token, payload: { title: "Changed" } });
    expect(patch.statusCode).toBe(423);
    expect(patch.json().error.code).toBe("note_locked");
    expect((await t.request({ method: "PATCH", url: `/api/notes/${note.id}`, token: r.owner.token, payload: { title: "Changed" } })).statusCode).toBe(423);
    expect((await t.request({ method: "PUT", url: `/api/notes/${note.id}/tags`, token: r.editor.token, payload: { tagIds: [] } })).statusCode).toBe(423);
    expect((await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: r.owner.token })).statusCode).toBe(423);
    const detail = (await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: r.editor.token })).json();
    expect(detail.lock).toMatchObject({ cause: "owner", by: { id: r.owner.id } });
    expect(detail.abilities["note.update"]).toBe(false);

    // Socket: the open editor turned read-only in place, and a new connection is read-only too.
    write(editor.doc, "conclusion", "open editor after the lock");
    const again = connect(note.id, r.editor.token);
    expect(await again.ready).toBe("synced");
    write(again.doc, "results", "after the lock");
    await new Promise((res) => setTimeout(res, 800));
    const stored = await t.ctx.db.execute(sql`select content::text as c, (select count(*) from note_updates where note_id = ${note.id})::int as pending from notes where id = ${note.id}`);
    const row = (stored as unknown as { rows: { c: string; pending: number }[] }).rows[0];
    expect(row.c).not.toContain("after the lock");
    expect(row.pending).toBe(0);
    again.provider.destroy();
    editor.provider.destroy();

    // The database itself refuses a content change while locked.
    await expect(t.ctx.db.execute(sql`update notes set title = 'sneaky' where id = ${note.id}`)).rejects.toThrow();

    // Unlock: owner only, with a reason; recorded.
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/unlock`, token: r.editor.token, payload: { reason: "x" } })).statusCode).toBe(403);
    const noReason = await t.request({ method: "POST", url: `/api/notes/${note.id}/unlock`, token: r.owner.token, payload: { reason: " " } });
    expect(noReason.statusCode).toBe(400);
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/unlock`, token: r.owner.token, payload: { reason: "Typo in the yield" } })).statusCode).toBe(200);
    expect((await audit("note.unlocked"))[0]).toMatchObject({ actorId: r.owner.id, data: { reason: "Typo in the yield" } });
    expect((await audit("note.locked"))[0]).toMatchObject({ targetId: note.id });
    expect((await t.request({ method: "PATCH", url: `/api/notes/${note.id}`, token: r.editor.token, payload: { title: "Changed" } })).statusCode).toBe(200);
  }, 60_000);
});

describe("sign", () => {
  it("signs with the password over the record's hash; a later change marks the signature", async () => {
    const note = await newNote("Signed");
    const wrong = await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.editor.token, payload: { meaning: "authored", password: "nope-nope" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("password_incorrect");
    const badMeaning = await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.editor.token, payload: { meaning: "witnessed", password: r.editor.password } });
    expect(badMeaning.statusCode).toBe(400);
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.outsider.token, payload: { meaning: "authored", password: r.outsider.password } })).statusCode).toBe(404);
    const ok = await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.editor.token, payload: { meaning: "authored", password: r.editor.password } });
    expect(ok.statusCode, ok.body).toBe(200);
    let rec = await records(note.id);
    expect(rec.signatures).toHaveLength(1);
    expect(rec.signatures[0]).toMatchObject({ signerName: "Eddie Editor", meaning: "authored", changedSince: false, contentHash: rec.currentHash });
    expect(rec.currentHash).toMatch(/^[0-9a-f]{64}$/);
    // The viewer reviews (readers may sign), but cannot claim to have written the note.
    const viewerAsAuthor = await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.viewer.token, payload: { meaning: "authored", password: r.viewer.password } });
    expect(viewerAsAuthor.statusCode).toBe(403);
    expect(viewerAsAuthor.json().error.code).toBe("forbidden");
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.viewer.token, payload: { meaning: "reviewed", password: r.viewer.password } })).statusCode).toBe(200);
    expect((await records(note.id)).signatures.map((s) => [s.signerName, s.meaning])).toEqual([
      ["Eddie Editor", "authored"],
      [expect.any(String), "reviewed"],
    ]);
    expect((await records(note.id, r.viewer)).abilities).toMatchObject({ sign: true, signAsAuthor: false });
    expect((await records(note.id, r.editor)).abilities).toMatchObject({ sign: true, signAsAuthor: true });

    const signed = await t.ctx.db.execute(sql`select id, title, content from notes where id = ${note.id}`);
    const signedRow = (signed as unknown as { rows: { id: string; title: string; content: Record<string, unknown> }[] }).rows[0];

    // Editing through the socket after signing marks both signatures.
    const editor = connect(note.id, r.editor.token);
    expect(await editor.ready).toBe("synced");
    write(editor.doc, "results", "changed after signing");
    expect(await until(async () => (await records(note.id)).signatures.every((s) => s.changedSince))).toBe(true);
    editor.provider.destroy();
    rec = await records(note.id);
    expect(rec.signatures.map((s) => s.meaning)).toEqual(["authored", "reviewed"]);
    expect((await audit("note.signed")).length).toBe(2);

    // The PDF names each signer, the meaning, the time, and that the note changed since.
    const pdf = await t.request({ method: "GET", url: `/api/notes/${note.id}/pdf?lang=en`, token: r.owner.token });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, " ");
    expect(text).toContain("Authored: Eddie Editor");
    expect(text).toContain("Reviewed: Vera Viewer");
    expect(text).toContain("changed since signed");
    // An export judges the mark on the text it shows (taken once), not on a second look at the
    // live document: shown the signed text, nothing is marked although the note has changed since.
    expect((await loadSignaturesForExport(t.ctx, signedRow, signedRow.content)).map((s) => s.changedSince)).toEqual([false, false]);
    expect((await audit("note.exported"))[0]).toMatchObject({ actorId: r.owner.id, data: { format: "pdf" } });
  }, 60_000);
});

describe("what a signature covers", () => {
  it("the note's material lines: changing a quantity marks a format 2 signature, not a format 1 one made before they were covered", async () => {
    const note = await newNote("Reagents signed");
    const material = await buildMaterial(t, r.space.id, null, "Toluene for signing");
    const line = (quantity: number) => t.request({ method: "POST", url: `/api/notes/${note.id}/materials`, token: r.editor.token, payload: { materialId: material.id, quantity, unit: "mL" } });
    expect((await line(10)).statusCode).toBe(201);
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.editor.token, payload: { meaning: "authored", password: r.editor.password } })).statusCode).toBe(200);
    // A signature as written before this format existed: over the record without material lines.
    const [current] = (await records(note.id)).signatures;
    const { noteRecordHashes } = await import("./noteRecordHash");
    const v1 = (await noteRecordHashes(t.ctx, { id: note.id, title: "Reagents signed" }))[1];
    expect(v1).not.toBe(current.contentHash);
    await t.ctx.db.execute(
      sql`insert into note_signatures (note_id, signer_id, signer_name, meaning, content_hash, signed_at, format) values (${note.id}, ${r.owner.id}, 'Olga Owner', 'reviewed', ${v1}, now(), 1)`,
    );
    expect((await records(note.id)).signatures.map((s) => [s.meaning, s.changedSince])).toEqual([
      ["authored", false],
      ["reviewed", false],
    ]);

    const changed = await t.request({ method: "PUT", url: `/api/notes/${note.id}/materials/${material.id}`, token: r.editor.token, payload: { quantity: 12.5, unit: "mL" } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await records(note.id)).signatures.map((s) => [s.meaning, s.changedSince])).toEqual([
      ["authored", true],
      ["reviewed", false],
    ]);
    // And a signature, once written, never changes.
    await expect(t.ctx.db.execute(sql`update note_signatures set signer_name = 'Someone else' where note_id = ${note.id}`)).rejects.toThrow();
  }, 60_000);
});

describe("a signed note's files", () => {
  it("stay: a file present when the note was signed cannot be deleted; one added after can", async () => {
    const note = await newNote("Signed with data");
    const upload = async (name: string) => {
      const res = await t.request({ method: "POST", url: `/api/notes/${note.id}/attachments`, token: r.editor.token, ...multipartBody(name, "text/csv", Buffer.from("a,b\n1,2\n")) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().attachment as { id: string };
    };
    const before = await upload("plate.csv");
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.editor.token, payload: { meaning: "authored", password: r.editor.password } })).statusCode).toBe(200);
    const after = await upload("later.csv");

    const list = (await t.request({ method: "GET", url: `/api/notes/${note.id}/attachments`, token: r.editor.token })).json();
    expect(Object.fromEntries(list.items.map((a: { name: string; signed: boolean }) => [a.name, a.signed]))).toEqual({ "plate.csv": true, "later.csv": false });

    const refused = await t.request({ method: "DELETE", url: `/api/attachments/${before.id}`, token: r.editor.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("attachment_signed");
    // The file, its bytes and the signature's mark are as they were.
    expect((await t.request({ method: "GET", url: `/api/attachments/${before.id}`, token: r.editor.token })).json().attachment).toMatchObject({ name: "plate.csv", signed: true });
    const link = (await t.request({ method: "GET", url: `/api/attachments/${before.id}/download-url`, token: r.editor.token })).json();
    expect((await t.request({ method: "GET", url: new URL(link.url, "http://x").pathname + new URL(link.url, "http://x").search })).body).toBe("a,b\n1,2\n");
    expect((await audit("attachment.deleted")).filter((e) => e.targetId === note.id)).toEqual([]);

    // The later file changed the record; deleting it brings back exactly what was signed.
    expect((await records(note.id)).signatures[0].changedSince).toBe(true);
    expect((await t.request({ method: "DELETE", url: `/api/attachments/${after.id}`, token: r.editor.token })).statusCode).toBe(200);
    expect((await records(note.id)).signatures[0].changedSince).toBe(false);
  }, 60_000);
});

describe("witness", () => {
  it("the author asks a member; the witness countersigns; the note is then locked", async () => {
    const note = await newNote("Witnessed");
    const bad = await t.request({ method: "POST", url: `/api/notes/${note.id}/witness-requests`, token: r.editor.token, payload: { witnessId: r.outsider.id } });
    expect(bad.statusCode).toBe(400);
    const rec = await records(note.id, r.editor);
    expect(rec.witnessCandidates.map((c) => c.id)).toEqual(expect.arrayContaining([r.owner.id, r.viewer.id]));
    expect(rec.witnessCandidates.map((c) => c.id)).not.toContain(r.member.id);
    const asked = await t.request({ method: "POST", url: `/api/notes/${note.id}/witness-requests`, token: r.editor.token, payload: { witnessId: r.viewer.id } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(outboxMailsTo(t.dataDir, r.viewer.email).some((m) => m.subject.includes("Witnessed"))).toBe(true);

    // The bell says so too (unread), until the witness has signed.
    const bell = async () => (await t.request({ method: "GET", url: "/api/notifications", token: r.viewer.token })).json();
    const asking = (await bell()).items.filter((n: { kind: string; noteId: string }) => n.kind === "witnessRequest" && n.noteId === note.id);
    expect(asking).toEqual([expect.objectContaining({ actor: { id: r.editor.id, name: expect.any(String) }, read: false })]);
    // Asking again while the request is pending neither doubles the request nor the notice.
    await t.request({ method: "POST", url: `/api/notes/${note.id}/witness-requests`, token: r.editor.token, payload: { witnessId: r.viewer.id } });
    expect((await bell()).items.filter((n: { kind: string; noteId: string }) => n.kind === "witnessRequest" && n.noteId === note.id)).toHaveLength(1);

    const pending = (await t.request({ method: "GET", url: "/api/witness-requests", token: r.viewer.token })).json().items;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ noteId: note.id, requestedBy: { id: r.editor.id } });
    // Only the witness may sign it.
    expect((await t.request({ method: "POST", url: `/api/witness-requests/${pending[0].id}/sign`, token: r.editor.token, payload: { password: r.editor.password } })).statusCode).toBe(404);
    const signed = await t.request({ method: "POST", url: `/api/witness-requests/${pending[0].id}/sign`, token: r.viewer.token, payload: { password: r.viewer.password } });
    expect(signed.statusCode, signed.body).toBe(200);
    const after = await records(note.id);
    expect(after.lock).toMatchObject({ cause: "witnessed" });
    expect(after.signatures[0]).toMatchObject({ meaning: "witnessed", signerName: "Vera Viewer" });
    expect(after.witnessRequests[0].status).toBe("signed");
    expect((await t.request({ method: "GET", url: "/api/witness-requests", token: r.viewer.token })).json().items).toHaveLength(0);
    expect((await bell()).items.find((n: { kind: string; noteId: string }) => n.kind === "witnessRequest" && n.noteId === note.id).read).toBe(true);
    expect((await t.request({ method: "PATCH", url: `/api/notes/${note.id}`, token: r.editor.token, payload: { title: "x" } })).statusCode).toBe(423);
    expect((await audit("note.witnessed"))[0]).toMatchObject({ actorId: r.viewer.id });
  }, 60_000);

  it("a request to a witness who left the space is void: not signable, not in their list, and the author may ask again", async () => {
    const { note, witness: wendy, asked } = await witnessAsked("Witness gone", "Wendy Witness");
    const left = await t.request({ method: "DELETE", url: `/api/spaces/${r.space.id}/members/${wendy.id}`, token: r.owner.token });
    expect(left.statusCode, left.body).toBe(200);

    const rec = await records(note.id, r.editor);
    expect(rec.witnessRequests).toEqual([expect.objectContaining({ id: asked.json().id, status: "void", witness: { id: wendy.id, name: "Wendy Witness" } })]);
    // Back in the space, the old request stays void: leaving ended it.
    await addProjectMember(t, r.space.id, r.project.id, wendy, "viewer");
    expect((await records(note.id, r.editor)).witnessRequests[0].status).toBe("void");
    expect((await t.request({ method: "GET", url: "/api/witness-requests", token: wendy.token })).json().items).toEqual([]);
    const signing = await t.request({ method: "POST", url: `/api/witness-requests/${asked.json().id}/sign`, token: wendy.token, payload: { password: wendy.password } });
    expect(signing.statusCode).toBe(409);
    expect((await records(note.id)).lock).toBeNull();
    // Asking again makes a new request (not the void one answered back).
    const again = await t.request({ method: "POST", url: `/api/notes/${note.id}/witness-requests`, token: r.editor.token, payload: { witnessId: wendy.id } });
    expect(again.json()).toMatchObject({ status: "pending" });
    expect(again.json().id).not.toBe(asked.json().id);
    expect((await records(note.id, r.editor)).witnessRequests.map((w) => w.status)).toEqual(["pending", "void"]);
  }, 60_000);

  it("a request to a witness taken off the note's project (still in the space) is void too", async () => {
    const { note, witness: mika } = await witnessAsked("Witness moved", "Mika Mikami");
    expect((await records(note.id, r.editor)).witnessRequests[0].status).toBe("pending");
    const off = await t.request({ method: "DELETE", url: `/api/projects/${r.project.id}/members/${mika.id}`, token: r.owner.token });
    expect(off.statusCode, off.body).toBe(200);
    // It stayed "waiting for a witness" for good, and she could not sign it (404).
    expect((await records(note.id, r.editor)).witnessRequests[0].status).toBe("void");
    const again = await t.request({ method: "POST", url: `/api/notes/${note.id}/witness-requests`, token: r.editor.token, payload: { witnessId: r.viewer.id } });
    expect(again.json()).toMatchObject({ status: "pending" });
    // Put back on the project, she reads the note again, but the old request stays void (it came back to
    // life, unlike one to a witness who rejoined the space): the author asks her anew if they want to.
    await addProjectMember(t, r.space.id, r.project.id, mika, "viewer");
    const statuses = (await records(note.id, r.editor)).witnessRequests.map((w) => [w.witness?.name, w.status]);
    expect(statuses).toEqual(expect.arrayContaining([["Mika Mikami", "void"]]));
    const requestId = (await records(note.id, r.editor)).witnessRequests.find((w) => w.witness?.id === mika.id)!.id;
    const signed = await t.request({ method: "POST", url: `/api/witness-requests/${requestId}/sign`, token: mika.token, payload: { password: mika.password } });
    expect(signed.statusCode).toBe(409);
    expect(signed.json().error.message).toBe("This request is void: the witness can no longer read this note.");
  }, 60_000);
});

describe("what was signed is in the history", () => {
  // The signed text was in no version unless one happened to be written in between.
  it("signing keeps the note as it stands as a version (once: a second signature of the same text adds none)", async () => {
    const { note, editor } = await noteWritten("Signed text", "results", "Yield 71 %");
    const versions = async () => (await t.request({ method: "GET", url: `/api/notes/${note.id}/versions`, token: r.owner.token })).json().items as { id: string; reason: string }[];
    const before = (await versions()).length;
    const signed = await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.editor.token, payload: { meaning: "authored", password: r.editor.password } });
    expect(signed.statusCode, signed.body).toBe(200);
    const after = await versions();
    expect(after).toHaveLength(before + 1);
    expect(after[0].reason).toBe("signed");
    const v = (await t.request({ method: "GET", url: `/api/notes/${note.id}/versions/${after[0].id}`, token: r.owner.token })).json();
    expect(v.sectionsText.results).toContain("Yield 71 %");
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.viewer.token, payload: { meaning: "reviewed", password: r.viewer.password } })).statusCode).toBe(200);
    expect(await versions()).toHaveLength(before + 1);
    editor.provider.destroy();
  }, 60_000);
});

describe("a locked note in a deleted project", () => {
  // A locked note refused deletion on its own, but went to the trash (and the purge) with its project.
  it("keeps the project from being deleted until the note is unlocked", async () => {
    const project = (await t.request({ method: "POST", url: "/api/projects", token: r.owner.token, payload: { name: "Closed study", description: "", space_id: r.space.id } })).json() as { id: string };
    const note = (await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: r.owner.token, payload: { title: "Final report" } })).json() as { id: string };
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/lock`, token: r.owner.token })).statusCode).toBe(200);
    const refused = await t.request({ method: "DELETE", url: `/api/projects/${project.id}`, token: r.owner.token });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error.code).toBe("project_has_locked_notes");
    expect((await t.request({ method: "GET", url: `/api/projects/${project.id}`, token: r.owner.token })).statusCode).toBe(200);
    expect(await audit("project.deleted")).not.toContainEqual(expect.objectContaining({ targetId: project.id }));
    await t.request({ method: "POST", url: `/api/notes/${note.id}/unlock`, token: r.owner.token, payload: { reason: "Study closed, report moved" } });
    expect((await t.request({ method: "DELETE", url: `/api/projects/${project.id}`, token: r.owner.token })).statusCode).toBe(200);
  });
});

describe("a signed note", () => {
  // The trash is purged after 30 days, and the purge took the signatures with the note.
  it("cannot be deleted, nor its project; one trashed before that rule is never purged", async () => {
    const project = (await t.request({ method: "POST", url: "/api/projects", token: r.owner.token, payload: { name: "Signed study", description: "", space_id: r.space.id } })).json() as { id: string };
    const note = (await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: r.owner.token, payload: { title: "Signed result" } })).json() as { id: string };
    const detail = async () => (await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: r.owner.token })).json();
    expect(await detail()).toMatchObject({ signed: false, abilities: { "note.delete": true } });
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.owner.token, payload: { meaning: "authored", password: r.owner.password } })).statusCode).toBe(200);
    expect(await detail()).toMatchObject({ signed: true, abilities: { "note.delete": false, "note.update": true } });

    const refused = await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: r.owner.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("note_signed");
    const projectRefused = await t.request({ method: "DELETE", url: `/api/projects/${project.id}`, token: r.owner.token });
    expect(projectRefused.statusCode).toBe(409);
    expect(projectRefused.json().error.code).toBe("project_has_signed_notes");
    expect((await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: r.owner.token })).statusCode).toBe(200);
    expect((await audit("note.deleted")).concat(await audit("project.deleted")).map((e) => e.targetId)).not.toEqual(expect.arrayContaining([note.id]));

    // Trashed 40 days ago, before deletion was refused: the sweeper leaves it (and its project) in the trash.
    await t.ctx.db.execute(sql`update notes set deleted_at = now() - interval '40 days', deleted_by = ${r.owner.id} where id = ${note.id}`);
    await t.ctx.db.execute(sql`update projects set deleted_at = now() - interval '40 days', deleted_by = ${r.owner.id} where id = ${project.id}`);
    await purgeExpiredTrash(t.ctx);
    const count = async (query: ReturnType<typeof sql>) => ((await t.ctx.db.execute(query)) as unknown as { rows: unknown[] }).rows.length;
    expect(await count(sql`select id from notes where id = ${note.id}`)).toBe(1);
    expect(await count(sql`select id from projects where id = ${project.id}`)).toBe(1);
    expect(await count(sql`select id from note_signatures where note_id = ${note.id}`)).toBe(1);
  }, 60_000);

  it("is not signed once it is in the trash", async () => {
    const note = await newNote("Trashed first");
    expect((await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: r.owner.token })).statusCode).toBe(200);
    const res = await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.owner.token, payload: { meaning: "authored", password: r.owner.password } });
    expect(res.statusCode).toBe(404);
  });
});

describe("a space holding signed or locked notes", () => {
  // Deleting a space cascades to everything in it, its audit trail included.
  it("is not deleted by its owner, nor with its last member's account, until someone else owns it", async () => {
    const owner = await t.signUp({ fullName: "Solo Researcher" });
    const space = await buildSpace(t, owner, "Solo lab");
    const project = await buildProjectIn(t, space.id, owner, "Solo project");
    const signedNote = await buildNote(t, project.id, owner, "Signed alone");
    const lockedSpace = await buildSpace(t, owner, "Locked lab");
    const lockedNote = await buildNote(t, (await buildProjectIn(t, lockedSpace.id, owner, "Locked project")).id, owner, "Locked alone");
    const emptySpace = await buildSpace(t, owner, "Nothing kept");
    expect((await t.request({ method: "POST", url: `/api/notes/${signedNote.id}/signatures`, token: owner.token, payload: { meaning: "authored", password: owner.password } })).statusCode).toBe(200);
    expect((await t.request({ method: "POST", url: `/api/notes/${lockedNote.id}/lock`, token: owner.token })).statusCode).toBe(200);

    for (const s of [space, lockedSpace]) {
      const refused = await t.request({ method: "DELETE", url: `/api/spaces/${s.id}`, token: owner.token });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe("space_has_records");
    }
    expect((await t.request({ method: "DELETE", url: `/api/spaces/${emptySpace.id}`, token: owner.token })).statusCode).toBe(200);

    const account = await t.request({ method: "DELETE", url: "/api/account", token: owner.token, payload: { password: owner.password } });
    expect(account.statusCode).toBe(409);
    expect(account.json().error).toMatchObject({ code: "account_space_has_records", details: { spaceIds: expect.arrayContaining([space.id, lockedSpace.id]) } });
    expect((await t.request({ method: "GET", url: `/api/notes/${signedNote.id}`, token: owner.token })).statusCode).toBe(200);

    // With a second owner in each, the spaces stay and the account can go.
    for (const s of [space, lockedSpace]) await addSpaceMember(t, s.id, r.owner, "owner");
    expect((await t.request({ method: "DELETE", url: "/api/account", token: owner.token, payload: { password: owner.password } })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/notes/${signedNote.id}/records`, token: r.owner.token })).json().signatures).toHaveLength(1);
  }, 60_000);
});

describe("the password asked when signing", () => {
  // 40 wrong passwords in a row were each answered, and none was recorded (§11.300(d)).
  it("is tried at most 5 times wrongly in 15 minutes; each wrong one is in the audit trail; right ones are not limited", async () => {
    const signer = await t.signUp({ fullName: "Guessed Signer" });
    await addProjectMember(t, r.space.id, r.project.id, signer, "editor");
    const note = await newNote("Guarded by a password");
    const sign = (password: string) => t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: signer.token, payload: { meaning: "reviewed", password } });
    // A day of signing: right passwords are not counted.
    for (let i = 0; i < 6; i++) expect((await sign(signer.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await sign(`wrong-${i}`)).json().error.code).toBe("password_incorrect");
    // The 6th try is not checked at all, right or wrong: locked out for the window.
    const sixth = await sign(signer.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers["retry-after"]).toBeDefined();
    expect((await sign("wrong-5")).statusCode).toBe(429);
    const refused = (await audit("note.signingRefused")).filter((e) => e.targetId === note.id);
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({ actorId: signer.id, data: { title: "Guarded by a password" } });
  }, 60_000);
});
