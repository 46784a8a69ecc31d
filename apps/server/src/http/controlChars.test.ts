import { describe, expect, it } from "vitest";
import { passwordSchema, safeText, controlCharFields } from "@eln/shared";
import { z } from "zod";
import { buildRoles, setUpTestApp, setUpWorld } from "../test/factories";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

describe("control characters", () => {
  it("a NUL in a note title answers 400 with the field's message and changes nothing", async () => {
    const before = (await t.request({ method: "GET", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token })).json();
    const res = await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "bad\u0000title" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ title: "validation.controlChars" });
    const after = (await t.request({ method: "GET", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token })).json();
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  });

  it("refuses control characters in names, tags and nested fields; tab and newline pass", async () => {
    const space = await t.request({ method: "POST", url: "/api/spaces", token: r.owner.token, payload: { name: "Lab\u001b[31m", description: "" } });
    expect(space.statusCode).toBe(400);
    expect(space.json().error.fields.name).toBe("validation.controlChars");
    const tag = await t.request({ method: "POST", url: `/api/projects/${r.project.id}/tags`, token: r.owner.token, payload: { title: "t\u0007", color: "#6a1b9a" } });
    expect(tag.statusCode).toBe(400);
    const profile = await t.request({ method: "PUT", url: "/api/account/profile", token: r.owner.token, payload: { fullName: "A\u0000B", discipline: "forestry", affiliation: "" } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error.fields.fullName).toBe("validation.controlChars");
    const ok = await t.request({ method: "POST", url: "/api/spaces", token: r.owner.token, payload: { name: "Tabs ok", description: "line one\nline\ttwo" } });
    expect(ok.statusCode).toBe(200);
  });

  it("the shared helper: safeText and the field walk", () => {
    expect(safeText(z.string()).safeParse("a\u0000").success).toBe(false);
    expect(safeText(z.string()).safeParse("a\tb\nc").success).toBe(true);
    expect(controlCharFields({ a: [{ b: "x\u0001" }], c: "ok" })).toEqual(["a.0.b"]);
  });

  it("a zero-width character does not count as a password's symbol", () => {
    expect(passwordSchema.safeParse("Passw0rd\u200b").success).toBe(false);
    expect(passwordSchema.safeParse("Passw0rd!").success).toBe(true);
    expect(passwordSchema.safeParse("Passw0rd。").success).toBe(true);
  });
});
