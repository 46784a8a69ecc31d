import { describe, expect, it } from "vitest";
import type { NoteVersionSummary } from "@eln/shared/notes";
import { until as pollUntil, writeParagraph, setUpCollabTestApp } from "../test/collabClient";
import { getCollab } from "../collab";

const { t, r, connect } = setUpCollabTestApp({ VERSION_QUIET_MS: "300", COLLAB_STORE_DEBOUNCE_MS: "100" });

const write = writeParagraph;
// Version sweeps are slower than edits: poll every 100 ms for up to 10 s.
const until = (fn: () => Promise<boolean>) => pollUntil(fn, 10_000, 100);
const versions = async (noteId: string) =>
  ((await t.request({ method: "GET", url: `/api/notes/${noteId}/versions`, token: r.viewer.token })).json().items as NoteVersionSummary[]);

describe("attributed versions", () => {
  it("a version names everyone whose edits it contains; any two versions compare", async () => {
    const note = (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "Shared" } })).json();
    const a = connect(note.id, r.owner.token);
    const b = connect(note.id, r.editor.token);
    await Promise.all([a.ready, b.ready]);
    write(a.doc, "methods", "owner wrote this");
    write(b.doc, "results", "editor wrote that");
    // The quiet period passes; the sweeper writes the version.
    expect(await until(async () => (await getCollab(t.ctx).sweepVersions(), (await versions(note.id)).length >= 2))).toBe(true);
    const [auto, created] = await versions(note.id);
    expect(created.authors?.map((x) => x.name)).toEqual(["Olivia Owner"]);
    expect(auto.authors?.map((x) => x.name)).toEqual(["Eddie Editor", "Olivia Owner"]);

    // The next version names only who edited since.
    write(b.doc, "conclusion", "editor again");
    expect(await until(async () => (await getCollab(t.ctx).sweepVersions(), (await versions(note.id)).length >= 3))).toBe(true);
    const [third] = await versions(note.id);
    expect(third.authors?.map((x) => x.name)).toEqual(["Eddie Editor"]);

    // Compare version 1 with version 3 (not with the current note).
    const cmp = (await t.request({ method: "GET", url: `/api/notes/${note.id}/versions/${created.id}?against=${third.id}`, token: r.viewer.token })).json();
    expect(cmp.sectionsText.conclusion ?? "").toBe("");
    expect(cmp.current.sectionsText.conclusion).toContain("editor again");
    a.provider.destroy();
    b.provider.destroy();
  }, 60_000);
});
