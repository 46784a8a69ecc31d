import { describe, expect, it } from "vitest";
import { addProjectMember, buildRoles, setUpTestApp, setUpWorld } from "../test/factories";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

/**
 * The bell shows a note's title and a comment's words: only while the person may still read the
 * note (the permission table answers 404 for anything else), and never for a note in the trash.
 */
describe("notifications follow read access to their note", () => {
  it("hides a mention once the note is trashed or the person has left the project, and counts only what is shown", async () => {
    const { owner, viewer, project, space } = r;
    const note = async (title: string) => (await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: owner.token, payload: { title } })).json().id as string;
    const mention = async (noteId: string, body: string) =>
      expect((await t.request({ method: "POST", url: `/api/notes/${noteId}/comments`, token: owner.token, payload: { body, mentions: [viewer.id] } })).statusCode).toBe(201);
    const inbox = async () => (await t.request({ method: "GET", url: "/api/notifications", token: viewer.token })).json() as { unread: number; items: { noteTitle: string; excerpt: string }[] };

    const kept = await note("Kept note");
    const trashed = await note("Trashed note");
    await mention(kept, "kept words");
    await mention(trashed, "trashed words");
    expect((await inbox()).unread).toBe(2);

    expect((await t.request({ method: "DELETE", url: `/api/notes/${trashed}`, token: owner.token })).statusCode).toBe(200);
    const afterTrash = await inbox();
    expect(afterTrash.items.map((n) => n.noteTitle)).toEqual(["Kept note"]);
    expect(afterTrash.unread).toBe(1);

    expect((await t.request({ method: "DELETE", url: `/api/projects/${project.id}/members/${viewer.id}`, token: owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/notes/${kept}`, token: viewer.token })).statusCode).toBe(404);
    const afterRemoval = await inbox();
    expect(afterRemoval.items).toEqual([]);
    expect(afterRemoval.unread).toBe(0);

    // Back in the project, the mention is news again.
    await addProjectMember(t, space.id, project.id, viewer, "viewer");
    expect((await inbox()).items.map((n) => n.excerpt)).toEqual(["kept words"]);
  });
});

describe("comments on a locked note", () => {
  it("does not offer the comment form where posting would be refused", async () => {
    const { owner, editor, project } = r;
    const noteId = (await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: owner.token, payload: { title: "Signed off" } })).json().id as string;
    const canComment = async () => (await t.request({ method: "GET", url: `/api/notes/${noteId}/comments`, token: editor.token })).json().canComment;
    expect(await canComment()).toBe(true);
    expect((await t.request({ method: "POST", url: `/api/notes/${noteId}/lock`, token: owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: "POST", url: `/api/notes/${noteId}/comments`, token: editor.token, payload: { body: "late remark" } })).statusCode).toBe(423);
    expect(await canComment()).toBe(false);
  });
});
