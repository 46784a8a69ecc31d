import { describe, expect, it, onTestFinished } from "vitest";
import { until, writeParagraph, setUpCollabTestApp } from "../test/collabClient";
import { liveNotes, type LiveNotes } from "./liveNotes";

const { t, r, connect } = setUpCollabTestApp();

type Versions = { items: { id: string; version: number; reason: string }[] };
const get = async <T>(url: string) => (await t.request({ method: "GET", url, token: r.owner.token })).json() as T;

describe("restoring a version while someone types", () => {
  it("keeps what arrives during the restore in the version written just before it", async () => {
    const note = (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "Grignard" } })).json() as { id: string };
    const editor = connect(note.id, r.editor.token);
    onTestFinished(() => editor.provider.destroy());
    expect(await editor.ready).toBe("synced");
    const live = liveNotes(t.ctx);
    writeParagraph(editor.doc, "methods", "Mg turnings under argon.");
    expect(await until(() => !!live.liveSnapshot(note.id, "Grignard")?.plainText.includes("argon"))).toBe(true);
    const created = (await get<Versions>(`/api/notes/${note.id}/versions`)).items.find((v) => v.reason === "create")!;

    // The editor's next words reach the server once the restore has started (after the checks and
    // whatever it reads first), just before the sections are replaced.
    const restoring: LiveNotes = {
      ...live,
      async replaceSections(...args) {
        writeParagraph(editor.doc, "results", "Yield 71 %, typed during the restore.");
        expect(await until(() => !!live.liveSnapshot(note.id, "Grignard")?.plainText.includes("Yield 71"))).toBe(true);
        return live.replaceSections(...args);
      },
    };
    t.ctx.liveNotes = restoring;
    onTestFinished(() => void (t.ctx.liveNotes = live));
    const res = await t.request({ method: "POST", url: `/api/notes/${note.id}/versions/${created.id}/restore`, token: r.owner.token });
    expect(res.statusCode, res.body).toBe(201);

    const versions = (await get<Versions>(`/api/notes/${note.id}/versions`)).items;
    // The note as the restore found it (kept first, so a crash mid-restore loses nothing), then as it
    // was at the replacement, with the words typed meanwhile, then the restored version.
    expect(versions.map((v) => v.reason)).toEqual(["restore", "auto", "auto", "create"]);
    const found = await get<{ sectionsText: Record<string, string> }>(`/api/notes/${note.id}/versions/${versions[2].id}`);
    expect(found.sectionsText).toMatchObject({ methods: "Mg turnings under argon.", results: "" });
    const before = await get<{ sectionsText: Record<string, string> }>(`/api/notes/${note.id}/versions/${versions[1].id}`);
    expect(before.sectionsText).toMatchObject({ methods: "Mg turnings under argon.", results: "Yield 71 %, typed during the restore." });
    const restored = await get<{ sectionsText: Record<string, string> }>(`/api/notes/${note.id}/versions/${versions[0].id}`);
    expect(restored.sectionsText).toMatchObject({ methods: "", results: "" });
  });
});
