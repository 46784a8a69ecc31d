import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TrashItem } from "@eln/shared/records";
import { buildNoteWorld, setUpTestApp, setUpWorld } from "../test/factories";
import { multipartBody } from "../test/multipart";
import { attachments } from "../attachments/schema";
import { notes } from "../notes/schema";
import { projects } from "../projects/schema";
import { purgeExpiredTrash } from "./trashCommands";

const t = setUpTestApp();
const w = setUpWorld(t, buildNoteWorld);
let spaceId: string;
beforeAll(async () => {
  [{ spaceId }] = await t.ctx.db.select({ spaceId: projects.spaceId }).from(projects).where(eq(projects.id, w.projectId));
}, 180_000);

const trash = async (token = w.owner.token) => {
  const res = await t.request({ method: "GET", url: `/api/spaces/${spaceId}/trash`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as TrashItem[];
};
const newNote = async (title: string) =>
  (await t.request({ method: "POST", url: `/api/projects/${w.projectId}/notes`, token: w.editor.token, payload: { title } })).json() as { id: string };

describe("trash", () => {
  it("a deleted note leaves lists, search and reads; owners see and restore it", async () => {
    const note = await newNote("Quinine trial");
    const before = (await t.request({ method: "GET", url: `/api/spaces/${spaceId}/search?q=Quinine`, token: w.owner.token })).json();
    expect(JSON.stringify(before)).toContain(note.id);
    expect((await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: w.editor.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: w.owner.token })).statusCode).toBe(404);
    const list = (await t.request({ method: "GET", url: `/api/projects/${w.projectId}/notes`, token: w.editor.token })).json();
    expect(list.items.map((n: { id: string }) => n.id)).not.toContain(note.id);
    const found = (await t.request({ method: "GET", url: `/api/spaces/${spaceId}/search?q=Quinine`, token: w.owner.token })).json();
    expect(JSON.stringify(found)).not.toContain(note.id);

    // Only owners see the trash.
    expect((await t.request({ method: "GET", url: `/api/spaces/${spaceId}/trash`, token: w.editor.token })).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: `/api/spaces/${spaceId}/trash`, token: w.outsider.token })).statusCode).toBe(404);
    const items = await trash();
    expect(items[0]).toMatchObject({ kind: "note", id: note.id, title: "Quinine trial", deletedBy: { id: w.editor.id } });
    expect(Date.parse(items[0].purgeAt) - Date.parse(items[0].deletedAt)).toBe(30 * 86_400_000);

    expect((await t.request({ method: "POST", url: `/api/spaces/${spaceId}/trash/notes/${note.id}/restore`, token: w.editor.token })).statusCode).toBe(403);
    expect((await t.request({ method: "POST", url: `/api/spaces/${spaceId}/trash/notes/${note.id}/restore`, token: w.owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: w.editor.token })).statusCode).toBe(200);
    expect(await trash()).toHaveLength(0);
    const kinds = (await t.request({ method: "GET", url: `/api/spaces/${spaceId}/audit`, token: w.owner.token })).json().items.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["note.deleted", "note.restored"]));
  });

  it("a deleted project hides its notes; restoring brings them back", async () => {
    const res = await t.request({ method: "DELETE", url: `/api/projects/${w.projectId}`, token: w.owner.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/notes/${w.noteId}`, token: w.editor.token })).statusCode).toBe(404);
    const space = (await t.request({ method: "GET", url: `/api/spaces/${spaceId}`, token: w.owner.token })).json();
    expect(space.projects).toHaveLength(0);
    expect((await trash())[0]).toMatchObject({ kind: "project", id: w.projectId });
    expect((await t.request({ method: "POST", url: `/api/spaces/${spaceId}/trash/projects/${w.projectId}/restore`, token: w.owner.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/notes/${w.noteId}`, token: w.editor.token })).statusCode).toBe(200);
  });

  it("a project whose owners left the space while it was in the trash comes back owned by the space owner who restores it", async () => {
    const member = (token: string, method: "POST" | "DELETE" | "GET", url: string, payload?: object) => t.request({ method, url, token, payload });
    const created = await member(w.spaceMember.token, "POST", "/api/projects", { name: "Left behind", description: "", space_id: spaceId });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json() as { id: string };
    expect((await member(w.spaceMember.token, "POST", `/api/projects/${project.id}/members`, { userId: w.editor.id, role: "editor" })).statusCode).toBe(200);
    expect((await member(w.spaceMember.token, "DELETE", `/api/projects/${project.id}`)).statusCode).toBe(200);
    // Its only owner leaves the space: allowed, the project is in the trash.
    const left = await member(w.spaceMember.token, "POST", `/api/spaces/${spaceId}/leave`);
    expect(left.statusCode, left.body).toBe(200);

    expect((await member(w.owner.token, "POST", `/api/spaces/${spaceId}/trash/projects/${project.id}/restore`)).statusCode).toBe(200);
    const members = (await member(w.owner.token, "GET", `/api/projects/${project.id}/members`)).json().members as { userId: string; role: string }[];
    expect(members.map((m) => [m.userId, m.role]).sort()).toEqual([[w.editor.id, "editor"], [w.owner.id, "owner"]].sort());
    const added = (await member(w.owner.token, "GET", `/api/spaces/${spaceId}/audit?kind=project.memberAdded`)).json().items[0];
    expect(added).toMatchObject({ actorId: w.owner.id, targetId: w.owner.id, data: { projectId: project.id, role: "owner" } });
  });

  it("purges after 30 days together with the files in storage", async () => {
    const note = await newNote("With a file");
    const up = await t.request({ method: "POST", url: `/api/notes/${note.id}/attachments`, token: w.editor.token, ...multipartBody("a.csv", "text/csv", Buffer.from("x,y\n1,2\n")) });
    expect(up.statusCode, up.body).toBe(201);
    const [file] = await t.ctx.db.select().from(attachments).where(eq(attachments.noteId, note.id));
    const filePath = path.join(t.dataDir, "files", file.storageKey);
    expect(existsSync(filePath)).toBe(true);
    expect((await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: w.editor.token })).statusCode).toBe(200);

    // Not yet: 29 days later nothing goes.
    expect((await purgeExpiredTrash(t.ctx, new Date(Date.now() + 29 * 86_400_000))).purged).toBe(0);
    const result = await purgeExpiredTrash(t.ctx, new Date(Date.now() + 31 * 86_400_000));
    expect(result).toEqual({ purged: 1, files: 1 });
    expect(await t.ctx.db.select().from(notes).where(eq(notes.id, note.id))).toHaveLength(0);
    expect(existsSync(filePath)).toBe(false);
    const kinds = (await t.request({ method: "GET", url: `/api/spaces/${spaceId}/audit?kind=note.purged`, token: w.owner.token })).json().items;
    expect(kinds[0]).toMatchObject({ targetId: note.id, actorId: null });
  });
});
