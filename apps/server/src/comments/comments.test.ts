import { beforeAll, describe, expect, it } from "vitest";
import { outboxMailsTo } from "../test/outboxMails";
import { buildRoles, setUpTestApp, setUpWorld } from "../test/factories";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);
let noteId: string;
beforeAll(async () => {
  noteId = (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "Aldol" } })).json().id;
}, 180_000);

const mailsTo = (to: string) => outboxMailsTo(t.dataDir, to);

describe("comments and mentions", () => {
  it("threads on selected text, replies, resolve; mentions notify by mail and in the app", async () => {
    const { owner, editor, viewer, member, outsider } = r;
    const post = (token: string, payload: object) => t.request({ method: "POST", url: `/api/notes/${noteId}/comments`, token, payload });
    const list = await t.request({ method: "GET", url: `/api/notes/${noteId}/comments`, token: viewer.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().canComment).toBe(false);
    expect(list.json().mentionable.map((x: { name: string }) => x.name)).toEqual(["Eddie Editor", "Olivia Owner", "Vera Viewer"]);
    expect((await t.request({ method: "GET", url: `/api/notes/${noteId}/comments`, token: member.token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/notes/${noteId}/comments`, token: outsider.token })).statusCode).toBe(404);

    expect((await post(viewer.token, { body: "Looks good" })).statusCode).toBe(403);
    expect((await post(outsider.token, { body: "Hi" })).statusCode).toBe(404);
    expect((await post(editor.token, { body: "  " })).statusCode).toBe(400);
    // a space member outside the project cannot be mentioned (they cannot read the note)
    expect((await post(editor.token, { body: "@Mia", mentions: [member.id] })).statusCode).toBe(400);

    const thread = await post(editor.token, { body: "Is 25 °C right, @Vera Viewer?", quote: "Stir 2 h at 25 °C", section: "methods", mentions: [viewer.id] });
    expect(thread.statusCode).toBe(201);
    expect(thread.json()).toMatchObject({ quote: "Stir 2 h at 25 °C", section: "methods", author: { name: "Eddie Editor" }, parentId: null });
    const reply = await post(owner.token, { body: "Yes", parentId: thread.json().id });
    expect(reply.statusCode).toBe(201);
    expect((await post(owner.token, { body: "nested", parentId: reply.json().id })).statusCode).toBe(400);

    const mail = mailsTo(viewer.email)[0];
    expect(mail.subject).toContain("Eddie Editor mentioned you");
    expect(mail.text).toContain(`/notes/${noteId}#comment-${thread.json().id}`);
    const inbox = (await t.request({ method: "GET", url: "/api/notifications", token: viewer.token })).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0]).toMatchObject({ kind: "mention", noteId, noteTitle: "Aldol", actor: { name: "Eddie Editor" }, read: false });
    // someone else's notification cannot be marked read
    await t.request({ method: "POST", url: "/api/notifications/read", token: owner.token, payload: { ids: [inbox.items[0].id] } });
    expect((await t.request({ method: "GET", url: "/api/notifications", token: viewer.token })).json().unread).toBe(1);
    await t.request({ method: "POST", url: "/api/notifications/read", token: viewer.token, payload: {} });
    expect((await t.request({ method: "GET", url: "/api/notifications", token: viewer.token })).json().unread).toBe(0);

    const resolve = (token: string, id: string, resolved: boolean) => t.request({ method: "PUT", url: `/api/comments/${id}/resolved`, token, payload: { resolved } });
    expect((await resolve(viewer.token, thread.json().id, true)).statusCode).toBe(403);
    expect((await resolve(outsider.token, thread.json().id, true)).statusCode).toBe(404);
    expect((await resolve(owner.token, reply.json().id, true)).statusCode).toBe(400);
    const done = await resolve(owner.token, thread.json().id, true);
    expect(done.json()).toMatchObject({ resolvedBy: { name: "Olivia Owner" } });
    const items = (await t.request({ method: "GET", url: `/api/notes/${noteId}/comments`, token: editor.token })).json().items;
    expect(items.map((c: { body: string }) => c.body)).toEqual(["Is 25 °C right, @Vera Viewer?", "Yes"]);
    expect((await resolve(editor.token, thread.json().id, false)).json().resolvedAt).toBeNull();
  });
});
