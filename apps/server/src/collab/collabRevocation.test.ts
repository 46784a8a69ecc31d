import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { eq } from "drizzle-orm";
import { CollabRevocation, noteDocumentName } from "@eln/shared/notes";
import { writeParagraph, setUpCollabTestApp } from "../test/collabClient";
import { addProjectMember } from "../test/factories";
import { session, user } from "../accounts/schema";
import { notes } from "../notes/schema";
import { getCollab } from "./collabServer";

const { t, r, connect } = setUpCollabTestApp();

const write = (doc: Y.Doc, text: string) => writeParagraph(doc, "results", text);
const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));
async function newNote(title: string) {
  return (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title } })).json() as { id: string };
}
/** Whether every connection this instance holds to the note is read-only. */
const readOnlyHere = (noteId: string) => {
  const conns = getCollab(t.ctx).hocuspocus.documents.get(noteDocumentName(noteId))?.getConnections() ?? [];
  return conns.length > 0 && conns.every((c) => c.readOnly);
};
/** Within 1 s of the change. */
async function within1s(fn: () => boolean) {
  const end = Date.now() + 1000;
  while (Date.now() < end) {
    if (fn()) return true;
    await sleep(25);
  }
  return fn();
}

describe("real-time access ends with the session or the role", () => {
  it("logout closes the open editor within 1 s and its later writes never land", async () => {
    const u = await t.signUp();
    const login = async () => (await t.request({ method: "POST", url: "/api/account/login", payload: { email: u.email, password: u.password } })).json().token as string;
    await addProjectMember(t, r.space.id, r.project.id, u, "editor");
    const token = await login();
    const note = await newNote("Logout");
    const c = connect(note.id, token);
    expect(await c.ready).toBe("synced");
    expect((await t.request({ method: "POST", url: "/api/account/logout", token })).statusCode).toBe(200);
    expect(await within1s(() => c.closes.includes(CollabRevocation.signedOut))).toBe(true);
    expect(c.states).toContain(CollabRevocation.signedOut);
    write(c.doc, "after logout");
    await sleep(500);
    const detail = (await t.request({ method: "GET", url: `/api/notes/${note.id}?include=content`, token: r.owner.token })).json();
    expect(JSON.stringify(detail.content)).not.toContain("after logout");
    c.provider.destroy();
  }, 60_000);

  it("a session deleted elsewhere (password change, reset, admin) or a disabled account closes the editor within 1 s", async () => {
    const note = await newNote("Sessions");
    const editorLogin = async () => (await t.request({ method: "POST", url: "/api/account/login", payload: { email: r.editor.email, password: r.editor.password } })).json().token as string;
    const token = await editorLogin();
    const c = connect(note.id, token);
    expect(await c.ready).toBe("synced");
    await t.ctx.db.delete(session).where(eq(session.token, token)); // what every revocation path does to the row
    expect(await within1s(() => c.closes.includes(CollabRevocation.signedOut))).toBe(true);
    c.provider.destroy();

    const token2 = await editorLogin();
    const d = connect(note.id, token2);
    expect(await d.ready).toBe("synced");
    await t.ctx.db.update(user).set({ banned: true }).where(eq(user.id, r.editor.id));
    try {
      expect(await within1s(() => d.closes.includes(CollabRevocation.signedOut))).toBe(true);
    } finally {
      await t.ctx.db.update(user).set({ banned: false }).where(eq(user.id, r.editor.id));
    }
    d.provider.destroy();
  }, 60_000);

  it("a role drop to viewer makes the connection read-only within 1 s; removal from the project closes it", async () => {
    const u = await t.signUp();
    await addProjectMember(t, r.space.id, r.project.id, u, "editor");
    const note = await newNote("Roles");
    const owner = connect(note.id, r.owner.token);
    const c = connect(note.id, u.token);
    expect(await Promise.all([owner.ready, c.ready])).toEqual(["synced", "synced"]);
    write(c.doc, "while editor");
    expect(await within1s(() => owner.doc.getXmlFragment("results").toString().includes("while editor"))).toBe(true);

    expect((await t.request({ method: "PUT", url: `/api/projects/${r.project.id}/members/${u.id}`, token: r.owner.token, payload: { role: "viewer" } })).statusCode).toBe(200);
    expect(await within1s(() => c.states.includes(CollabRevocation.readOnly))).toBe(true);
    write(c.doc, "after downgrade");
    await sleep(600);
    expect(owner.doc.getXmlFragment("results").toString()).not.toContain("after downgrade");

    expect((await t.request({ method: "DELETE", url: `/api/projects/${r.project.id}/members/${u.id}`, token: r.owner.token })).statusCode).toBe(200);
    expect(await within1s(() => c.closes.includes(CollabRevocation.noAccess))).toBe(true);
    for (const x of [owner, c]) x.provider.destroy();
  }, 60_000);

  it("deleting the note or the project closes its editors", async () => {
    const note = await newNote("Gone");
    const c = connect(note.id, r.editor.token);
    expect(await c.ready).toBe("synced");
    expect((await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: r.owner.token })).statusCode).toBe(200);
    expect(await within1s(() => c.closes.length > 0)).toBe(true);
    c.provider.destroy();
  }, 60_000);

  it("a locked note stays read-only: the re-check does not hand an editor back the right to write", async () => {
    const note = await newNote("Locked");
    const c = connect(note.id, r.editor.token);
    expect(await c.ready).toBe("synced");
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/lock`, token: r.owner.token })).statusCode).toBe(200);
    await sleep(1200); // two re-checks and more
    expect(c.states).not.toContain(CollabRevocation.readWrite);
    expect(readOnlyHere(note.id)).toBe(true);
    c.provider.destroy();
  }, 60_000);

  it("a note locked on another instance turns its editors here read-only at the next re-check", async () => {
    const note = await newNote("Locked elsewhere");
    const c = connect(note.id, r.editor.token);
    expect(await c.ready).toBe("synced");
    expect(readOnlyHere(note.id)).toBe(false);
    // What the lock on another instance leaves here: the row locked, nobody told.
    await t.ctx.db.update(notes).set({ lockedAt: new Date(), lockedBy: r.owner.id, lockCause: "owner" }).where(eq(notes.id, note.id));
    expect(await within1s(() => readOnlyHere(note.id))).toBe(true);
    await sleep(600);
    expect(readOnlyHere(note.id)).toBe(true);
    expect(c.states).not.toContain(CollabRevocation.readWrite);
    c.provider.destroy();
  }, 60_000);
});
