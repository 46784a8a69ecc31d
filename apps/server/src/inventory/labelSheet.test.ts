import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";
import { pdfText } from "../test/pdfText";
import { buildSpaceCast } from "../test/factories";
import { materials } from "../materials/schema";

let t: TestApp;
let owner: TestUser, member: TestUser, outsider: TestUser;
let spaceId: string;
let ids: string[];
let codes: string[];

const req = (method: "GET" | "POST", url: string, token: string, payload?: object) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, member, outsider, spaceId } = await buildSpaceCast(t));
  const [{ id: materialId }] = await t.ctx.db.insert(materials).values({ spaceId, name: "塩化ナトリウム", nameEn: "Sodium chloride" }).returning();
  const room = (await req("POST", `/api/spaces/${spaceId}/inventory/locations`, owner.token, { name: "実験室101", kind: "room" })).json().location.id;
  ids = [];
  codes = [];
  for (let i = 0; i < 3; i++) {
    const c = (await req("POST", `/api/spaces/${spaceId}/inventory/containers`, owner.token, { materialId, amount: 500, unit: "g", locationId: room })).json().container;
    ids.push(c.id);
    codes.push(c.code);
  }
}, 90_000);
afterAll(() => t?.close());


describe("label sheet", () => {
  it.each(["24-70x37", "65-38x21"])("renders a %s A4 sheet with Japanese names, codes and locations", async (layout) => {
    const res = await req("POST", `/api/spaces/${spaceId}/inventory/labels`, member.token, { containerIds: ids, layout, skip: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(res.rawPayload, ["-layout"]);
    expect(text.match(/塩化ナトリウム/g)).toHaveLength(3);
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain("実験室101");
    const info = execFileSync("pdfinfo", ["-"], { input: res.rawPayload }).toString();
    expect(info).toMatch(/595\.2\d* x 841\.8\d* pts \(A4\)/);
  }, 60_000);

  it("refuses other spaces' containers, unknown layouts and outsiders", async () => {
    expect((await req("POST", `/api/spaces/${spaceId}/inventory/labels`, outsider.token, { containerIds: ids })).statusCode).toBe(404);
    const bad = await req("POST", `/api/spaces/${spaceId}/inventory/labels`, member.token, { containerIds: ids, layout: "99-up" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("layout");
    const foreign = await req("POST", `/api/spaces/${spaceId}/inventory/labels`, member.token, { containerIds: [...ids, "6f1c2a7e-0000-4000-8000-000000000000"] });
    expect(foreign.json().error.fields).toEqual({ containerIds: "validation.invalid" });
  });
});
