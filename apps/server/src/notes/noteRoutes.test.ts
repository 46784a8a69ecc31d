import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { writeJsonToFragment } from "./noteDocument";
import { noteUpdates } from "./schema";
import { buildProject, setUpTestApp, setUpWorld, buildRoles } from "../test/factories";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

const json = <T = any>(res: { json(): unknown }) => res.json() as T; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("notes REST", () => {
  it("creates, reads, renames, lists, duplicates and deletes a note", async () => {
    const { owner, project } = r;
    const created = await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: owner.token, payload: { title: "  Suzuki coupling  " } });
    expect(created.statusCode).toBe(201);
    const note = json(created);
    expect(note.title).toBe("Suzuki coupling");
    expect(note.createdBy).toEqual({ id: owner.id, name: "Olivia Owner" });

    const detail = json(await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: owner.token }));
    expect(detail.abilities["note.update"]).toBe(true);
    expect(detail.projectTitle).toBe("Project");
    expect(detail.spaceTitle).toBe("Project space");
    // The text comes only when asked for: the page reads the live document instead.
    expect(detail).not.toHaveProperty("content");
    const withText = json(await t.request({ method: "GET", url: `/api/notes/${note.id}?include=content`, token: owner.token }));
    expect(withText.content).toMatchObject({ results: { type: "doc" } });
    expect(withText.title).toBe(detail.title);
    const unknown = await t.request({ method: "GET", url: `/api/notes/${note.id}?include=everything`, token: owner.token });
    expect(unknown.statusCode).toBe(400);

    const renamed = await t.request({ method: "PATCH", url: `/api/notes/${note.id}`, token: owner.token, payload: { title: "鈴木カップリング" } });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed).title).toBe("鈴木カップリング");
    expect(json(renamed)).not.toHaveProperty("content");

    const bad = await t.request({ method: "PATCH", url: `/api/notes/${note.id}`, token: owner.token, payload: { title: "" } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields.title).toBe("validation.required");
    const long = await t.request({ method: "PATCH", url: `/api/notes/${note.id}`, token: owner.token, payload: { title: "x".repeat(201) } });
    expect(long.statusCode).toBe(400);

    const dup = await t.request({ method: "POST", url: `/api/notes/${note.id}/duplicate`, token: owner.token, payload: { title: "Copy" } });
    expect(dup.statusCode).toBe(201);
    const versionsOfCopy = json(await t.request({ method: "GET", url: `/api/notes/${json(dup).id}/versions`, token: owner.token }));
    expect(versionsOfCopy.items).toHaveLength(1); // history is not copied

    const del = await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: owner.token });
    expect(del.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: owner.token })).statusCode).toBe(404);
  });

  it("sorts by title, created and edited time, filters by tags and pages with a cursor", async () => {
    const owner = await t.signUp();
    const { project } = await buildProject(t, owner, "Sorting");
    const ids: Record<string, string> = {};
    for (const title of ["Beta", "alpha", "Gamma", "Delta", "Epsilon"]) {
      ids[title] = json(await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: owner.token, payload: { title } })).id;
    }
    const list = async (qs: string) => json(await t.request({ method: "GET", url: `/api/projects/${project.id}/notes?${qs}`, token: owner.token }));
    expect((await list("sort=title&order=asc")).items.map((n: { title: string }) => n.title)).toEqual(["alpha", "Beta", "Delta", "Epsilon", "Gamma"]);
    expect((await list("sort=title&order=desc&lang=ja")).items.map((n: { title: string }) => n.title)).toEqual(["Gamma", "Epsilon", "Delta", "Beta", "alpha"]);
    // title pages follow the same case-insensitive order
    const titlePages: string[] = [];
    let titleCursor: string | null = null;
    do {
      const page = await list(`sort=title&order=asc&limit=2${titleCursor ? `&cursor=${titleCursor}` : ""}`);
      titlePages.push(...page.items.map((n: { title: string }) => n.title));
      titleCursor = page.nextCursor;
    } while (titleCursor);
    expect(titlePages).toEqual(["alpha", "Beta", "Delta", "Epsilon", "Gamma"]);
    expect((await list("sort=createdAt&order=asc")).items.map((n: { title: string }) => n.title)).toEqual(["Beta", "alpha", "Gamma", "Delta", "Epsilon"]);
    await t.request({ method: "PATCH", url: `/api/notes/${ids.Beta}`, token: owner.token, payload: { title: "Beta 2" } });
    expect((await list("sort=updatedAt&order=desc")).items[0].title).toBe("Beta 2");

    // pages of 2 cover everything exactly once
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`sort=createdAt&order=desc&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.total).toBe(cursor ? null : 5);
      seen.push(...page.items.map((n: { id: string }) => n.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);

    const tagA = json(await t.request({ method: "POST", url: `/api/projects/${project.id}/tags`, token: owner.token, payload: { title: "HPLC", color: "#2e7d32" } }));
    const tagB = json(await t.request({ method: "POST", url: `/api/projects/${project.id}/tags`, token: owner.token, payload: { title: "要確認" } }));
    expect(tagB.color).toBe("#1565c0");
    const dupTag = await t.request({ method: "POST", url: `/api/projects/${project.id}/tags`, token: owner.token, payload: { title: "hplc" } });
    expect(dupTag.statusCode).toBe(409);
    expect(json(dupTag).error.code).toBe("tag_exists");
    // Full width is the same name too (the filter would show two tags that read alike).
    const wideTag = await t.request({ method: "POST", url: `/api/projects/${project.id}/tags`, token: owner.token, payload: { title: "ｈｐｌｃ" } });
    expect(json(wideTag).error.code).toBe("tag_exists");
    const renameClash = await t.request({ method: "PATCH", url: `/api/projects/${project.id}/tags/${tagB.id}`, token: owner.token, payload: { title: "Hplc" } });
    expect(json(renameClash).error.code).toBe("tag_exists");
    const sameTagNewCase = await t.request({ method: "PATCH", url: `/api/projects/${project.id}/tags/${tagA.id}`, token: owner.token, payload: { title: "HPLC", color: "#2e7d32" } });
    expect(sameTagNewCase.statusCode).toBe(200);
    expect((await t.request({ method: "PUT", url: `/api/notes/${ids.Gamma}/tags`, token: owner.token, payload: { tagIds: [tagA.id, tagB.id] } })).statusCode).toBe(200);
    await t.request({ method: "PUT", url: `/api/notes/${ids.Delta}/tags`, token: owner.token, payload: { tagIds: [tagA.id] } });
    expect((await list(`tagIds=${tagA.id}&sort=title&order=asc`)).items.map((n: { title: string }) => n.title)).toEqual(["Delta", "Gamma"]);
    const both = await list(`tagIds=${tagA.id},${tagB.id}`);
    expect(both.items.map((n: { title: string }) => n.title)).toEqual(["Gamma"]);
    expect(both.items[0].tags.map((x: { title: string }) => x.title)).toEqual(["HPLC", "要確認"]);

    const edited = await t.request({ method: "PATCH", url: `/api/projects/${project.id}/tags/${tagA.id}`, token: owner.token, payload: { title: "LC-MS", color: "#ff0000" } });
    expect(json(edited)).toMatchObject({ title: "LC-MS", color: "#ff0000" });
    const badColor = await t.request({ method: "PATCH", url: `/api/projects/${project.id}/tags/${tagA.id}`, token: owner.token, payload: { title: "x", color: "red" } });
    expect(badColor.statusCode).toBe(400);
    const tagList = json(await t.request({ method: "GET", url: `/api/projects/${project.id}/tags`, token: owner.token }));
    expect(tagList.items.find((x: { id: string }) => x.id === tagA.id).noteCount).toBe(2);
    expect((await t.request({ method: "DELETE", url: `/api/projects/${project.id}/tags/${tagA.id}`, token: owner.token })).statusCode).toBe(200);
    expect((await list(`tagIds=${tagB.id}`)).items).toHaveLength(1);

    // a tag of another project cannot be put on this note; bad input changes nothing
    const other = await buildProject(t, owner, "Other");
    const foreign = json(await t.request({ method: "POST", url: `/api/projects/${other.project.id}/tags`, token: owner.token, payload: { title: "X" } }));
    const refused = await t.request({ method: "PUT", url: `/api/notes/${ids.Gamma}/tags`, token: owner.token, payload: { tagIds: [foreign.id] } });
    expect(refused.statusCode).toBe(400);
    expect((await list(`tagIds=${tagB.id}`)).items).toHaveLength(1);
    expect((await t.request({ method: "GET", url: `/api/projects/${project.id}/notes?cursor=garbage`, token: owner.token })).statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: `/api/projects/${project.id}/notes?sort=nope`, token: owner.token })).statusCode).toBe(400);
  });

  it("the list's total is the project's kept count, through create, trash, restore, move, purge and bulk insert", async () => {
    const owner = await t.signUp();
    const { project } = await buildProject(t, owner, "Counting");
    const { project: other } = await buildProject(t, owner, "Counting too");
    const db = t.ctx.db;
    const total = async (id = project.id) => json(await t.request({ method: "GET", url: `/api/projects/${id}/notes`, token: owner.token })).total;
    const counted = async (id: string) =>
      ((await db.execute(sql`select count(*)::int as n from notes where project_id = ${id} and deleted_at is null`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    const ids: string[] = [];
    for (const title of ["A", "B", "C"]) ids.push(json(await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: owner.token, payload: { title } })).id);
    expect(await total()).toBe(3);
    await t.request({ method: "DELETE", url: `/api/notes/${ids[0]}`, token: owner.token }); // to the trash
    expect(await total()).toBe(2);
    await db.execute(sql`update notes set deleted_at = null where id = ${ids[0]}`); // restored
    await db.execute(sql`update notes set title = 'A2', updated_at = now() where id = ${ids[0]}`); // an edit does not count
    expect(await total()).toBe(3);
    await db.execute(sql`update notes set project_id = ${other.id} where id = ${ids[1]}`);
    expect([await total(), await total(other.id)]).toEqual([2, 1]);
    await db.execute(sql`delete from notes where id = ${ids[2]}`); // purged
    await db.execute(sql`insert into notes (project_id, title, plain_text, content, created_by, updated_by)
      select ${project.id}, 'Bulk ' || n, '', '{}'::jsonb, ${owner.id}, ${owner.id} from generate_series(1, 25) n`);
    await db.execute(sql`insert into notes (project_id, title, plain_text, content, created_by, updated_by, deleted_at)
      values (${project.id}, 'Born in the trash', '', '{}'::jsonb, ${owner.id}, ${owner.id}, now())`);
    for (const id of [project.id, other.id]) expect(await total(id)).toBe(await counted(id));
    expect(await total()).toBe(26);
  });

  it("answers the stored document with the updates not yet compacted, as a Yjs update", async () => {
    const { owner, project } = r;
    const note = json(await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: owner.token, payload: { title: "Doc" } }));
    const fetchDoc = async () => {
      const res = await t.request({ method: "GET", url: `/api/notes/${note.id}/document`, token: owner.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/octet-stream");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const doc = new Y.Doc();
      Y.applyUpdate(doc, res.rawPayload);
      return doc;
    };
    const stored = await fetchDoc();
    expect(stored.getXmlFragment("results").toString()).toBe("");
    // An update acknowledged to an editor but not yet compacted into the row is part of the answer.
    const edit = new Y.Doc();
    Y.applyUpdate(edit, Y.encodeStateAsUpdate(stored));
    const before = Y.encodeStateVector(edit);
    writeJsonToFragment(edit.getXmlFragment("results"), { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Yield 82 %" }] }] });
    await t.ctx.db.insert(noteUpdates).values({ noteId: note.id, update: Y.encodeStateAsUpdate(edit, before), userId: owner.id });
    expect((await fetchDoc()).getXmlFragment("results").toString()).toContain("Yield 82 %");
    // A malformed update is skipped, as when the document is loaded for editing.
    await t.ctx.db.insert(noteUpdates).values({ noteId: note.id, update: new Uint8Array([1, 2, 3]), userId: owner.id });
    expect((await fetchDoc()).getXmlFragment("results").toString()).toContain("Yield 82 %");
  });

  it("follows the permission table for every role", async () => {
    const { owner, editor, viewer, member, outsider, project } = r;
    const note = json(await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: owner.token, payload: { title: "Perm" } }));
    const tag = json(await t.request({ method: "POST", url: `/api/projects/${project.id}/tags`, token: owner.token, payload: { title: "perm" } }));
    const cases = [
      { who: editor, read: 200, write: 200, create: 201 },
      { who: viewer, read: 200, write: 403, create: 403 },
      { who: member, read: 404, write: 404, create: 404 },
      { who: outsider, read: 404, write: 404, create: 404 },
    ];
    for (const c of cases) {
      const token = c.who.token;
      expect((await t.request({ method: "GET", url: `/api/notes/${note.id}`, token })).statusCode, "read").toBe(c.read);
      expect((await t.request({ method: "GET", url: `/api/projects/${project.id}/notes`, token })).statusCode, "list").toBe(c.read);
      expect((await t.request({ method: "GET", url: `/api/notes/${note.id}/versions`, token })).statusCode, "versions").toBe(c.read);
      expect((await t.request({ method: "GET", url: `/api/notes/${note.id}/document`, token })).statusCode, "document").toBe(c.read);
      expect((await t.request({ method: "PATCH", url: `/api/notes/${note.id}`, token, payload: { title: "Perm" } })).statusCode, "rename").toBe(c.write);
      expect((await t.request({ method: "PUT", url: `/api/notes/${note.id}/tags`, token, payload: { tagIds: [tag.id] } })).statusCode, "tags").toBe(c.write);
      expect((await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token, payload: { title: "n" } })).statusCode, "create").toBe(c.create);
      expect((await t.request({ method: "POST", url: `/api/projects/${project.id}/tags`, token, payload: { title: `t-${c.who.id}` } })).statusCode, "tag create").toBe(c.create);
      expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/versions`, token })).statusCode, "save version").toBe(c.write === 200 ? 201 : c.write);
      expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/duplicate`, token, payload: { title: "d" } })).statusCode, "duplicate").toBe(c.create);
    }
    const viewerDetail = json(await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: viewer.token }));
    expect(viewerDetail.abilities["note.update"]).toBe(false);
    expect((await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: viewer.token })).statusCode).toBe(403);
    expect((await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/notes/not-a-uuid`, token: owner.token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/notes/${note.id}` })).statusCode).toBe(401);
    expect((await t.request({ method: "DELETE", url: `/api/notes/${note.id}`, token: editor.token })).statusCode).toBe(200);
  });
});
