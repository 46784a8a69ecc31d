import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/testApp";
import { buildRoles, type RolesWorld } from "../test/factories";
import { materials } from "../materials/schema";
import { materialSearchText } from "../materials";

let t: TestApp;
let r: RolesWorld;
beforeAll(async () => {
  t = await createTestApp();
  r = await buildRoles(t);
  await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "Ｐａｌｌａｄｉｕｍ screening" } });
  await t.ctx.db.insert(materials).values({ spaceId: r.space.id, name: "パラジウム炭素", nameEn: "Palladium on carbon", searchText: materialSearchText({ name: "パラジウム炭素", nameEn: "Palladium on carbon" }) });
}, 180_000);
afterAll(async () => t?.close());

const palette = async (token: string, q: string) => {
  const res = await t.request({ method: "GET", url: `/api/palette?q=${encodeURIComponent(q)}`, token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("command palette", () => {
  it("finds spaces, projects, notes and materials the caller may read, folding width and case", async () => {
    const owner = await palette(r.owner.token, "palladium");
    expect(owner.notes.map((x: { title: string }) => x.title)).toEqual(["Ｐａｌｌａｄｉｕｍ screening"]);
    expect(owner.notes[0]).toMatchObject({ spaceId: r.space.id, context: "Project" });
    expect(owner.materials.map((x: { title: string }) => x.title)).toEqual(["パラジウム炭素"]);
    expect((await palette(r.owner.token, "project")).projects.map((x: { id: string }) => x.id)).toEqual([r.project.id]);
    expect((await palette(r.owner.token, "space")).spaces.map((x: { id: string }) => x.id)).toEqual([r.space.id]);
  });

  it("finds a katakana title typed in hiragana, as search does", async () => {
    await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "クロマトグラフィー条件" } });
    const found = await palette(r.owner.token, "くろまと");
    expect(found.notes.map((x: { title: string }) => x.title)).toEqual(["クロマトグラフィー条件"]);
    expect(found.materials.map((x: { title: string }) => x.title)).toEqual([]);
    expect((await palette(r.owner.token, "ぱらじうむ")).materials.map((x: { title: string }) => x.title)).toEqual(["パラジウム炭素"]);
  });

  it("viewer reads the project's notes; a space member outside the project sees the space but not its notes; an outsider sees nothing", async () => {
    expect((await palette(r.viewer.token, "palladium")).notes).toHaveLength(1);
    const member = await palette(r.member.token, "");
    expect(member.spaces.map((x: { id: string }) => x.id)).toEqual([r.space.id]);
    expect(member.projects).toEqual([]);
    expect(member.notes).toEqual([]);
    const outsider = await palette(r.outsider.token, "");
    expect(outsider).toEqual({ spaces: [], projects: [], notes: [], materials: [] });
    expect((await t.request({ method: "GET", url: "/api/palette?q=x" })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: `/api/palette?q=${"x".repeat(101)}`, token: r.owner.token })).statusCode).toBe(400);
    // LIKE wildcards are taken literally
    expect((await palette(r.owner.token, "%")).notes).toEqual([]);
  });
});
