import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from "./seedDemo";

const t = setUpTestApp();

describe("demo account", () => {
  it("is created with its address confirmed, so it sees no confirmation notice", async () => {
    expect((await seedDemo(t.ctx)).created).toBe(true);
    const res = await t.request({ method: "POST", url: "/api/account/login", payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: DEMO_EMAIL, emailVerified: true });
  });

  it("keeps each demo note in a project it belongs to: the practicals first with the three notes, the Grignard project empty", async () => {
    await seedDemo(t.ctx);
    const { token } = (await t.request({ method: "POST", url: "/api/account/login", payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } })).json();
    const [space] = (await t.request({ method: "GET", url: "/api/spaces", token })).json();
    const { projects } = (await t.request({ method: "GET", url: `/api/spaces/${space.id}`, token })).json();
    expect(projects.map((p: { title: string }) => p.title)).toEqual(["Student practicals / 学生実験", "Grignard reagent preparation / グリニャール試薬の調製"]);
    const notesOf = async (id: string) => ((await t.request({ method: "GET", url: `/api/projects/${id}/notes`, token })).json().items as { title: string }[]).map((n) => n.title).sort();
    expect(await notesOf(projects[0].id)).toEqual(["Buffer preparation 緩衝液の調製 (PBS, pH 7.4)", "HPLC calibration of caffeine standards", "アスピリンの合成と再結晶"].sort());
    expect(await notesOf(projects[1].id)).toEqual([]);
  });
});
