import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { normalizeSearchText, type SearchAnswer } from "@eln/shared/search";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";
import { notes, tags } from "../notes/schema";
import { materials } from "../materials/schema";
import { projects } from "../projects/schema";
import { addNoteMaterial, addProjectMember, addSpaceMember, buildNote, buildProjectIn, buildSpace, tagNote } from "../test/factories";

let t: TestApp;
let owner: TestUser, viewer: TestUser, uninvited: TestUser, outsider: TestUser;
let spaceId: string, organicId: string, hiddenId: string;
let jpNoteId: string, enNoteId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, viewer, uninvited, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  const space = await buildSpace(t, owner);
  spaceId = space.id;
  await addSpaceMember(t, spaceId, viewer);
  await addSpaceMember(t, spaceId, uninvited);
  await buildSpace(t, outsider, "Elsewhere");
  const organic = await buildProjectIn(t, spaceId, null, "有機合成", { description: "Gas chromatography of ＡＢＣ esters" });
  organicId = organic.id;
  await addProjectMember(t, spaceId, organicId, viewer, "viewer");
  const hidden = await buildProjectIn(t, spaceId, null, "Hidden project", { description: "実験 secret" });
  hiddenId = hidden.id;
  const jp = await buildNote(t, organicId, null, "有機合成実験ノート", { plainText: "背景と目的\nｶﾀｶﾅで書いた試薬を使う。" });
  jpNoteId = jp.id;
  const en = await buildNote(t, organicId, null, "GC run", { plainText: "Results: the Chromatography <b>peak</b> at 3.2 min." });
  enNoteId = en.id;
  await tagNote(t, organicId, enNoteId, "分析");
  await addNoteMaterial(t, spaceId, jpNoteId, "エタノール", "Ethanol");
  await buildNote(t, hiddenId, null, "秘密の実験", { plainText: "chromatography in the hidden project" });
});
afterAll(async () => {
  await t?.close();
});

async function search(user: TestUser, q: string, extra = "", space = spaceId) {
  const res = await t.request({ method: "GET", url: `/api/spaces/${space}/search?q=${encodeURIComponent(q)}${extra}`, token: user.token });
  return { status: res.statusCode, body: res.json() as SearchAnswer };
}
const noteTitles = (a: SearchAnswer) => a.notes.map((n) => n.title).sort();
const marked = (text: string, hl: [number, number][]) => hl.map(([a, b]) => text.slice(a, b));

describe("who sees what", () => {
  it("a space owner sees every project of the space without invitation", async () => {
    const { status, body } = await search(owner, "実験");
    expect(status).toBe(200);
    expect(noteTitles(body)).toEqual(["有機合成実験ノート", "秘密の実験"]);
    expect(body.projects.map((p) => p.title)).toEqual(["Hidden project"]);
  });

  it("a viewer sees the project they are invited to, and nothing from the others", async () => {
    const { body } = await search(viewer, "実験");
    expect(noteTitles(body)).toEqual(["有機合成実験ノート"]);
    expect(body.projects).toEqual([]);
    const chroma = await search(viewer, "chromatography");
    expect(noteTitles(chroma.body)).toEqual(["GC run"]);
    expect(chroma.body.projects.map((p) => p.id)).toEqual([organicId]);
  });

  it("a space member without project invitations finds nothing", async () => {
    const { status, body } = await search(uninvited, "実験");
    expect(status).toBe(200);
    expect(body.notes).toEqual([]);
    expect(body.projects).toEqual([]);
  });

  it("outsiders and unknown ids get 404; anonymous 401", async () => {
    expect((await search(outsider, "実験")).status).toBe(404);
    expect((await search(owner, "実験", "", "not-a-uuid")).status).toBe(404);
    expect((await search(owner, "実験", "", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const anon = await t.request({ method: "GET", url: `/api/spaces/${spaceId}/search?q=x` });
    expect(anon.statusCode).toBe(401);
  });

  it("the project filter narrows, and a project the caller cannot see is 404", async () => {
    const { body } = await search(owner, "実験", `&projectId=${hiddenId}`);
    expect(noteTitles(body)).toEqual(["秘密の実験"]);
    expect((await search(viewer, "実験", `&projectId=${hiddenId}`)).status).toBe(404);
  });
});

describe("matching Japanese and English", () => {
  it("'実験' (two characters) finds 有機合成実験ノート and marks the words", async () => {
    const { body } = await search(viewer, "実験");
    const hit = body.notes[0]!;
    expect(marked(hit.title, hit.titleHighlights)).toEqual(["実験"]);
    expect(hit.projectId).toBe(organicId);
    expect(hit.projectTitle).toBe("有機合成");
  });

  it("a partial English word matches, case folded", async () => {
    const { body } = await search(viewer, "CHROMATO");
    const hit = body.notes.find((n) => n.id === enNoteId)!;
    expect(marked(hit.snippet.text, hit.snippet.highlights)).toEqual(["Chromato"]);
    // User text comes back as text: the client renders it, never as HTML.
    expect(hit.snippet.text).toContain("<b>peak</b>");
    const project = body.projects[0]!;
    expect(marked(project.snippet.text, project.snippet.highlights)).toEqual(["chromato"]);
  });

  it("full-width and half-width forms are folded both ways", async () => {
    const abc = await search(viewer, "abc");
    expect(abc.body.projects.map((p) => p.id)).toEqual([organicId]);
    expect(marked(abc.body.projects[0]!.snippet.text, abc.body.projects[0]!.snippet.highlights)).toEqual(["ＡＢＣ"]);
    expect((await search(viewer, "ＡＢＣ")).body.projects.map((p) => p.id)).toEqual([organicId]);
    const kana = await search(viewer, "カタカナ");
    expect(noteTitles(kana.body)).toEqual(["有機合成実験ノート"]);
    expect(marked(kana.body.notes[0]!.snippet.text, kana.body.notes[0]!.snippet.highlights)).toEqual(["ｶﾀｶﾅ"]);
    expect(noteTitles((await search(viewer, "ｶﾀｶﾅ")).body)).toEqual(["有機合成実験ノート"]);
  });

  it("hiragana and katakana are one, both ways, long words and short", async () => {
    // The note says ｶﾀｶﾅ (half-width katakana) and 試薬を使う (hiragana).
    const hira = await search(viewer, "かたかな");
    expect(noteTitles(hira.body)).toEqual(["有機合成実験ノート"]);
    expect(marked(hira.body.notes[0]!.snippet.text, hira.body.notes[0]!.snippet.highlights)).toEqual(["ｶﾀｶﾅ"]);
    const kata = await search(viewer, "ヲ使ウ");
    expect(noteTitles(kata.body)).toEqual(["有機合成実験ノート"]);
    expect(marked(kata.body.notes[0]!.snippet.text, kata.body.notes[0]!.snippet.highlights)).toEqual(["を使う"]);
    // Two characters go through the short-word index.
    expect(noteTitles((await search(viewer, "ヲ使")).body)).toEqual(["有機合成実験ノート"]);
  });

  it("migration 0043 folds what was indexed before it", async () => {
    // As the fold before 0043 left it: hiragana in the text and its grams.
    await t.ctx.db.execute(sql`update search_documents set search_text = search_text || ' ぴぺっと', grams = grams || array['ぴ', 'ぴぺ'] where kind = 'note' and id = ${jpNoteId}`);
    expect((await search(viewer, "ぴぺっと")).body.notes).toEqual([]);
    const migration = readFileSync(path.join(import.meta.dirname, "../../drizzle/0043_search_kana.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await t.ctx.db.execute(sql.raw(statement));
    expect(noteTitles((await search(viewer, "ピペット")).body)).toEqual(["有機合成実験ノート"]);
    expect(noteTitles((await search(viewer, "ぴぺ")).body)).toEqual(["有機合成実験ノート"]);
    await t.ctx.db.execute(sql`select search_refresh_note(${jpNoteId})`);
    expect((await search(viewer, "ぴぺっと")).body.notes).toEqual([]);
  });

  it("tags and material names are searched", async () => {
    const tag = await search(viewer, "分析");
    expect(noteTitles(tag.body)).toEqual(["GC run"]);
    expect(tag.body.notes[0]!.tags).toEqual([expect.objectContaining({ title: "分析", highlighted: true })]);
    const mat = await search(viewer, "ethanol");
    expect(noteTitles(mat.body)).toEqual(["有機合成実験ノート"]);
    expect(marked(mat.body.notes[0]!.snippet.text, mat.body.notes[0]!.snippet.highlights)).toEqual(["Ethanol"]);
    expect(noteTitles((await search(viewer, "エタノール")).body)).toEqual(["有機合成実験ノート"]);
  });

  it("every word must occur, mixing scripts and lengths", async () => {
    expect(noteTitles((await search(owner, "実験 chromatography")).body)).toEqual(["秘密の実験"]);
    expect(noteTitles((await search(owner, "gc 分析")).body)).toEqual(["GC run"]);
    expect((await search(owner, "実験 nowhere")).body.notes).toEqual([]);
  });

  it("LIKE wildcards in the query are literal", async () => {
    expect((await search(owner, "%%%")).body.notes).toEqual([]);
    expect((await search(owner, "_")).body.notes).toEqual([]);
  });

  it("the database fold equals the shared normalizeSearchText", async () => {
    const samples = ["ＡＢＣ", "ｶﾀｶﾅ", "ｶﾞｽｸﾛﾏﾄｸﾞﾗﾌｨｰ", "Ä Ω É", "①②", "㍻ ㌔", "Chromatography", "有機合成実験ノート", "ﾊﾟﾗﾒｰﾀ", "えたのーる", "ゝゞゟ", "ぁゖ"];
    for (const s of samples) {
      const res = await t.ctx.db.execute(sql`select search_normalize(${s}) as n`);
      const row = (res as unknown as { rows: { n: string }[] }).rows[0]!;
      expect(row.n).toBe(normalizeSearchText(s));
    }
  });

  it("the short-word index holds every 1- and 2-character piece, none across whitespace", async () => {
    const res = await t.ctx.db.execute(sql`select search_grams(${"有機実験 ph\nab"}) as g`);
    const grams = (res as unknown as { rows: { g: string[] }[] }).rows[0]!.g;
    expect([...grams].sort()).toEqual(["a", "ab", "b", "h", "p", "ph", "有", "有機", "機", "機実", "実", "実験", "験"].sort());
  });
});

describe("the index follows edits", () => {
  it("a new plain text (as the real-time editor's persistence writes it) is found within 2 s", async () => {
    const note = await buildNote(t, organicId, null, "Draft", { plainText: "nothing yet" });
    expect((await search(viewer, "recrystallization")).body.notes).toEqual([]);
    await t.ctx.db.update(notes).set({ plainText: "Purified by recrystallization from ethanol", updatedAt: new Date() }).where(eq(notes.id, note.id));
    const deadline = Date.now() + 2000;
    let found: string[] = [];
    while (Date.now() < deadline) {
      found = (await search(viewer, "recrystallization")).body.notes.map((n) => n.id);
      if (found.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toEqual([note.id]);
  });

  it("renamed titles, tags, materials and projects, and deleted notes, are followed", async () => {
    const db = t.ctx.db;
    const note = await buildNote(t, organicId, null, "Zebrafish");
    const tag = await tagNote(t, organicId, note.id, "alpha");
    const m = await addNoteMaterial(t, spaceId, note.id, "水");
    await db.update(tags).set({ title: "omegatag" }).where(eq(tags.id, tag.id));
    expect(noteTitles((await search(viewer, "omegatag")).body)).toEqual(["Zebrafish"]);
    await db.update(materials).set({ name: "重水" }).where(eq(materials.id, m.id));
    expect(noteTitles((await search(viewer, "重水")).body)).toEqual(["Zebrafish"]);
    await db.update(notes).set({ title: "Medaka" }).where(eq(notes.id, note.id));
    expect(noteTitles((await search(viewer, "zebrafish")).body)).toEqual([]);
    expect(noteTitles((await search(viewer, "medaka")).body)).toEqual(["Medaka"]);
    await db.update(projects).set({ description: "now about kinetics" }).where(eq(projects.id, organicId));
    expect((await search(viewer, "kinetics")).body.projects.map((p) => p.id)).toEqual([organicId]);
    await db.delete(notes).where(eq(notes.id, note.id));
    expect((await search(viewer, "medaka")).body.notes).toEqual([]);
  });
});

describe("bad input", () => {
  it("is refused with 400 in the error shape", async () => {
    for (const q of ["", "%20%20", `${"x".repeat(201)}`]) {
      const res = await t.request({ method: "GET", url: `/api/spaces/${spaceId}/search?q=${q}`, token: owner.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("validation");
    }
    for (const extra of ["&limit=0", "&limit=51", "&projectId=nope"]) {
      const res = await t.request({ method: "GET", url: `/api/spaces/${spaceId}/search?q=abc${extra}`, token: owner.token });
      expect(res.statusCode).toBe(400);
    }
  });

  it("limits each group and says there is more", async () => {
    const { body } = await search(owner, "実験", "&limit=1");
    expect(body.notes).toHaveLength(1);
    expect(body.moreNotes).toBe(true);
  });
});
