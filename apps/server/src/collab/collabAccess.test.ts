import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { until, writeParagraph, setUpCollabTestApp } from "../test/collabClient";
import { noteVersions } from "../notes/schema";

const { t, r, connect } = setUpCollabTestApp({ VERSION_QUIET_MS: "400", COLLAB_STORE_DEBOUNCE_MS: "100" });

const write = writeParagraph;

describe("collaboration socket", () => {
  it("authenticates with the user's token: outsiders are refused, a viewer's writes are refused, editors' edits reach each other", async () => {
    const note = (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "Live" } })).json();
    const outsider = connect(note.id, r.outsider.token);
    expect(await outsider.ready).toBe("denied");
    outsider.provider.destroy();
    const bad = connect(note.id, "not-a-token");
    expect(await bad.ready).toBe("denied");
    bad.provider.destroy();

    const owner = connect(note.id, r.owner.token);
    const editor = connect(note.id, r.editor.token);
    const viewer = connect(note.id, r.viewer.token);
    expect(await Promise.all([owner.ready, editor.ready, viewer.ready])).toEqual(["synced", "synced", "synced"]);

    write(editor.doc, "methods", "from the editor");
    expect(await until(() => owner.doc.getXmlFragment("methods").toString().includes("from the editor"))).toBe(true);
    expect(await until(() => viewer.doc.getXmlFragment("methods").toString().includes("from the editor"))).toBe(true);

    write(viewer.doc, "results", "viewer sneaks in");
    await new Promise((res) => setTimeout(res, 800));
    expect(owner.doc.getXmlFragment("results").toString()).not.toContain("viewer sneaks in");
    const detail = (await t.request({ method: "GET", url: `/api/notes/${note.id}?include=content`, token: r.owner.token })).json();
    expect(JSON.stringify(detail.content)).not.toContain("viewer sneaks in");
    for (const c of [owner, editor, viewer]) c.provider.destroy();
  }, 60_000);

  it("writes a version when editing goes quiet, and restore replaces the live document for connected editors", async () => {
    const note = (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "Quiet" } })).json();
    const owner = connect(note.id, r.owner.token);
    expect(await owner.ready).toBe("synced");
    write(owner.doc, "results", "first result");
    const versionsOf = async () => t.ctx.db.select().from(noteVersions).where(eq(noteVersions.noteId, note.id));
    expect(await until(async () => (await versionsOf()).some((v) => v.reason === "auto"), 15_000)).toBe(true);
    const auto = (await versionsOf()).find((v) => v.reason === "auto")!;
    expect(auto.plainText).toContain("first result");
    expect(auto.authorId).toBe(r.owner.id);

    write(owner.doc, "results", "second result");
    expect(await until(async () => (await versionsOf()).filter((v) => v.reason === "auto").length === 2, 15_000)).toBe(true);
    // versions are never changed afterwards (a trigger refuses UPDATE)
    await expect(t.ctx.db.update(noteVersions).set({ title: "tampered" }).where(eq(noteVersions.id, auto.id))).rejects.toThrow();

    const res = await t.request({ method: "POST", url: `/api/notes/${note.id}/versions/${auto.id}/restore`, token: r.editor.token });
    expect(res.statusCode).toBe(201);
    expect(res.json().version).toBe(4); // create, auto, auto, restore
    expect(await until(() => !owner.doc.getXmlFragment("results").toString().includes("second result"))).toBe(true);
    expect(owner.doc.getXmlFragment("results").toString()).toContain("first result");
    const list = (await t.request({ method: "GET", url: `/api/notes/${note.id}/versions`, token: r.viewer.token })).json();
    expect(list.items.map((v: { reason: string }) => v.reason)).toEqual(["restore", "auto", "auto", "create"]);
    expect(list.canRestore).toBe(false);
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/versions/${auto.id}/restore`, token: r.viewer.token })).statusCode).toBe(403);
    const detail = (await t.request({ method: "GET", url: `/api/notes/${note.id}/versions/${auto.id}`, token: r.viewer.token })).json();
    expect(detail.sectionsText.results).toBe("first result");
    expect(detail.current.sectionsText.results).toBe("first result");

    // Edits not yet versioned are kept as a version of their own before a restore replaces them.
    expect(await until(() => owner.doc.getXmlFragment("results").toString().includes("first result"))).toBe(true);
    write(owner.doc, "results", "third result, typed just before the restore");
    expect(await until(() => !owner.provider.hasUnsyncedChanges)).toBe(true); // the server has it, not yet versioned
    const again = await t.request({ method: "POST", url: `/api/notes/${note.id}/versions/${auto.id}/restore`, token: r.editor.token });
    expect(again.statusCode).toBe(201);
    const after = (await versionsOf()).sort((a, b) => b.version - a.version);
    expect(after.map((v) => v.reason)).toEqual(["restore", "auto", "restore", "auto", "auto", "create"]);
    expect(after[1].plainText).toContain("third result");
    expect(after[0].plainText).not.toContain("third result");
    owner.provider.destroy();
  }, 90_000);
});
