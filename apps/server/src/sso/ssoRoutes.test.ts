import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";
import { ssoCodes } from "./schema";
import { user } from "../accounts/schema";

const partner = "http://localhost:3141/callback";
let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ssoAllowedRedirects: [partner, "https://partner.example.com/sso"] });
  alice = await t.signUp({ fullName: "Alice Sato" });
});
afterAll(() => t.close());

async function issue(redirectUrl: string, token = alice.token) {
  return t.request({ method: "POST", url: "/api/sso/code", payload: { redirectUrl }, token });
}
async function exchange(payload: Record<string, unknown>) {
  return t.request({ method: "POST", url: "/api/sso/token", payload });
}

describe("POST /api/sso/code", () => {
  it("needs a signed-in caller", async () => {
    const res = await t.request({ method: "POST", url: "/api/sso/code", payload: { redirectUrl: partner } });
    expect(res.statusCode).toBe(401);
  });

  it("answers a code and the partner URL with the code appended, stores only its hash", async () => {
    const res = await issue(`${partner}?state=xyz`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.expiresInSeconds).toBe(60);
    expect(body.code).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const u = new URL(body.redirectUrl);
    expect(u.origin + u.pathname).toBe(partner);
    expect(u.searchParams.get("state")).toBe("xyz");
    expect(u.searchParams.get("code")).toBe(body.code);
    const rows = await t.ctx.db.select().from(ssoCodes).where(eq(ssoCodes.userId, alice.id));
    expect(rows.some((r) => r.codeHash === body.code)).toBe(false);
    const ttl = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 1000;
    expect(ttl).toBeCloseTo(60, 0);
  });

  it.each([
    "http://evil.example.com/callback",
    "javascript:alert(document.cookie)",
    "//evil.example.com/callback",
    "http://localhost:3141/callback/../../evil",
    "http://localhost:3141/callback/extra",
    "http://localhost:3141@evil.example.com/callback",
    "http://localhost:3141/callback%2F..%2Fevil",
    "/callback",
  ])("refuses %s with sso_link_broken and stores nothing", async (redirectUrl) => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(ssoCodes);
    const res = await issue(redirectUrl);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("sso_link_broken");
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(ssoCodes);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("validates the body", async () => {
    const res = await t.request({ method: "POST", url: "/api/sso/code", payload: { redirectUrl: "x".repeat(2001) }, token: alice.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation");
  });
});

describe("POST /api/sso/token", () => {
  it("trades a code once for id, e-mail and name", async () => {
    const { code } = (await issue(partner)).json();
    const first = await exchange({ code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: alice.id, email: alice.email, name: "Alice Sato" });
    const again = await exchange({ code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("sso_code_invalid");
  });

  it("lets only one of two simultaneous exchanges win", async () => {
    const { code } = (await issue(partner)).json();
    const results = await Promise.all([exchange({ code }), exchange({ code }), exchange({ code })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("refuses an expired code", async () => {
    const { code } = (await issue(partner)).json();
    await t.ctx.db.update(ssoCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(ssoCodes.userId, alice.id));
    const res = await exchange({ code });
    expect(res.json().error.code).toBe("sso_code_invalid");
  });

  it("refuses an unknown code", async () => {
    const res = await exchange({ code: "not-a-real-code" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("sso_code_invalid");
  });

  it("checks redirect_uri when the partner sends it", async () => {
    const a = (await issue(partner)).json();
    expect((await exchange({ code: a.code, redirect_uri: "https://partner.example.com/sso" })).json().error.code).toBe("sso_code_invalid");
    const b = (await issue(partner)).json();
    expect((await exchange({ code: b.code, redirect_uri: partner })).statusCode).toBe(200);
  });

  it("refuses a disabled account", async () => {
    const bob = await t.signUp();
    const { code } = (await issue(partner, bob.token)).json();
    await t.ctx.db.update(user).set({ banned: true }).where(eq(user.id, bob.id));
    const res = await exchange({ code });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("user_disabled");
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await t.request({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.paths["/api/sso/token"].post.description).toMatch(/server/);
    expect(doc.paths["/api/sso/code"].post).toBeTruthy();
  });
});

// The per-route limits answer as the account limits do: the wait in error.details, which the web
// client shows ("try again in N seconds"); the plugin's own shape lost it in the error handler.
describe("per-route rate limits", () => {
  it("answer 429 too_many_requests with the wait in seconds, in the body and the retry-after header", async () => {
    let last = await exchange({ code: "x".repeat(43), redirectUrl: partner });
    for (let i = 0; i < 130 && last.statusCode !== 429; i++) last = await exchange({ code: "x".repeat(43), redirectUrl: partner });
    expect(last.statusCode).toBe(429);
    const { error } = last.json();
    expect(error.code).toBe("too_many_requests");
    expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.message).toBe(`Too many requests. Please try again in ${error.details.retryAfterSeconds} seconds.`);
    expect(Number(last.headers["retry-after"])).toBe(error.details.retryAfterSeconds);
  });
});
