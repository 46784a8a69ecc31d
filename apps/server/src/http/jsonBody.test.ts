import { describe, expect, it } from "vitest";
import { buildRoles, setUpTestApp, setUpWorld } from "../test/factories";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

const post = (body: string) => t.request({ method: "POST", url: "/api/spaces", token: r.owner.token, headers: { "content-type": "application/json" }, payload: body });
const spaceNames = async () => ((await t.request({ method: "GET", url: "/api/spaces", token: r.owner.token })).json() as { name: string }[]).map((s) => s.name).sort();

describe("JSON bodies", () => {
  it("a body naming __proto__ or constructor.prototype is refused as such, and changes nothing", async () => {
    const before = await spaceNames();
    for (const body of ['{"name":"Poisoned","description":"","__proto__":{"isAdmin":true}}', '{"name":"Poisoned","description":"","constructor":{"prototype":{"isAdmin":true}}}']) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error).toEqual({ code: "validation", message: "The request body names a forbidden key (__proto__ or constructor.prototype)." });
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await spaceNames()).toEqual(before);
  });

  it("says when a body is not JSON at all, or empty; a good one still passes", async () => {
    expect((await post('{"name":')).json().error).toEqual({ code: "validation", message: "The request body is not valid JSON." });
    expect((await post("")).json().error.message).toBe("The request body is empty; send a JSON value.");
    expect((await post('{"name":"Fine","description":""}')).statusCode).toBe(200);
  });
});
