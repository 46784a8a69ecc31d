import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/factories";
import { eq } from "drizzle-orm";
import { outboxMailsTo } from "../test/outboxMails";
import { RateLimiter } from "../http/rateLimits";
import { throttledMailer } from "../mail";
import type { Mailer } from "../mail";
import { loadConfig } from "../config/config";
import { session } from "./schema";

const t = setUpTestApp({
  signInRateLimit: { max: 3, windowMs: 60_000 },
  clientRateLimits: { signInMax: 6, signUpPerHour: 20, mailPerHour: 4 },
  metricsToken: "metrics-secret-0123456789",
});

const login = (email: string, password: string, remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
  t.request({ method: "POST", url: "/api/account/login", payload: { email, password }, remoteAddress, headers });

describe("rate limits cannot be dodged", () => {
  it("a forged X-Forwarded-For changes nothing without TRUST_PROXY: the account is limited", async () => {
    const u = await t.signUp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await login(u.email, "Wrong-123", "127.0.0.1", { "x-forwarded-for": `203.0.113.${i}` })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("limits one account across many clients, and one client across many accounts", async () => {
    const u = await t.signUp();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(u.email, "Wrong-123", `198.51.100.${i + 1}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    const perClient: number[] = [];
    for (let i = 0; i < 8; i++) perClient.push((await login(`nobody${i}@example.com`, "Wrong-123", "192.0.2.77")).statusCode);
    expect(perClient.slice(0, 6).every((c) => c === 401)).toBe(true);
    expect(perClient.slice(6)).toEqual([429, 429]);
    const res = await login(`nobody-else@example.com`, "Wrong-123", "192.0.2.77");
    expect(res.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("trusts X-Forwarded-For from a configured proxy only", async () => {
    const cfg = loadConfig({ TRUST_PROXY: "10.0.0.2,10.0.0.3" });
    expect(cfg.trustProxy).toEqual(["10.0.0.2", "10.0.0.3"]);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it("limits reset mails per recipient and per client", async () => {
    const u = await t.signUp();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await t.request({ method: "POST", url: "/api/account/password/forgot", payload: { email: u.email }, remoteAddress: `198.51.100.${50 + i}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(outboxMailsTo(t.dataDir, u.email).filter((m) => m.text.includes("reset-password?token="))).toHaveLength(5);
    const client: number[] = [];
    for (let i = 0; i < 5; i++) client.push((await t.request({ method: "POST", url: "/api/account/email-link", payload: { email: `someone${i}@example.com` }, remoteAddress: "192.0.2.99" })).statusCode);
    expect(client).toEqual([200, 200, 200, 200, 429]);
  });

  it("limits sign-ups per client", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const email = `burst${i}-${Date.now()}@example.com`;
      const res = await t.request({ method: "POST", url: "/api/account/signup", remoteAddress: "192.0.2.200", payload: { email, fullName: "B", discipline: "basicChemistry", password: "Passw0rd!", confirmPassword: "Passw0rd!", terms: true } });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.slice(20)).toEqual([429, 429]);
  }, 120_000);

  it("a second bulk invitation of 1,000 within the hour answers 429 and invites no one", async () => {
    const owner = await t.signUp();
    const space = (await t.request({ method: "POST", url: "/api/spaces", token: owner.token, payload: { name: "Bulk", description: "" } })).json();
    const csv = (tag: string) => "email,role\n" + Array.from({ length: 1000 }, (_, i) => `${tag}${i}@example.com,member`).join("\n");
    const bulk = (body: string) =>
      t.request({ method: "POST", url: `/api/spaces/${space.id}/invitations/bulk`, token: owner.token, payload: Buffer.from(body), headers: { "content-type": "text/csv" } });
    const first = await bulk(csv("first"));
    expect(first.statusCode).toBe(200);
    expect(first.json().succeeded).toBe(1000);
    const second = await bulk(csv("second"));
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe("too_many_requests");
    const one = await t.request({ method: "POST", url: `/api/spaces/${space.id}/invitations`, token: owner.token, payload: { email: "one-more@example.com", role: "member" } });
    expect(one.statusCode).toBe(429);
    const { spaceInvitations } = await import("../spaces/schema");
    const items = await t.ctx.db.select({ email: spaceInvitations.email }).from(spaceInvitations).where(eq(spaceInvitations.spaceId, space.id));
    expect(items).toHaveLength(1000);
    expect(items.some((i) => i.email.startsWith("second"))).toBe(false);
  }, 120_000);

  it("falls back to in-process counters when Redis is down, never to no limit", async () => {
    const down = { status: "reconnecting" } as never;
    const l = new RateLimiter(down);
    const limit = { name: "x", max: 2, windowMs: 60_000 };
    expect((await l.hit(limit, "k")).ok).toBe(true);
    expect((await l.hit(limit, "k")).ok).toBe(true);
    expect((await l.hit(limit, "k")).ok).toBe(false);
    const failing = { status: "ready", multi: () => ({ incrby: () => ({ pexpire: () => ({ pttl: () => ({ exec: async () => Promise.reject(new Error("down")) }) }) }) }) } as never;
    const l2 = new RateLimiter(failing);
    await l2.hit(limit, "k");
    await l2.hit(limit, "k");
    expect((await l2.hit(limit, "k")).ok).toBe(false);
    l.close();
    l2.close();
  });

  it("mail leaves through a queue at no more than the set rate", async () => {
    const times: number[] = [];
    const inner: Mailer = { kind: "outbox", send: async () => (times.push(Date.now()), { id: "x" }) };
    const m = throttledMailer(inner, 3, 400);
    const start = Date.now();
    await Promise.all(Array.from({ length: 7 }, () => m.send({ to: "a@example.com", subject: "s", text: "t" })));
    expect(times.slice(0, 3).every((x) => x - start < 200)).toBe(true);
    expect(times[3] - start).toBeGreaterThanOrEqual(390);
    expect(times[6] - start).toBeGreaterThanOrEqual(790);
  });

  it("an urgent mail (address check, reset, sign-in link) skips a full queue", async () => {
    const sent: string[] = [];
    const inner: Mailer = { kind: "outbox", send: async (msg) => (sent.push(msg.subject), { id: "x" }) };
    const m = throttledMailer(inner, 2, 2_000);
    const bulk = Array.from({ length: 4 }, (_, i) => m.send({ to: "a@example.com", subject: `bulk ${i}`, text: "t" }));
    await Promise.all(bulk.slice(0, 2));
    await m.send({ to: "b@example.com", subject: "verify", text: "t", urgent: true });
    expect(sent).toEqual(["bulk 0", "bulk 1", "verify"]); // the other two wait for the next window
    await Promise.all(bulk);
  });
});

describe("account actions", () => {
  // Four password hashes (sign-up, sign-in, check, new hash): slow on a busy CI worker.
  it("changing the password keeps this session and ends every other", { timeout: 90_000 }, async () => {
    const u = await t.signUp();
    const other = (await login(u.email, u.password, "198.51.100.200")).json().token as string;
    const res = await t.request({ method: "POST", url: "/api/account/password/change", token: u.token, payload: { currentPassword: u.password, newPassword: "Next-pass1", confirmPassword: "Next-pass1" } });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/account/me", token: u.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/api/account/me", token: other })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(1);
  });

  it("limits change-password attempts", { timeout: 90_000 }, async () => {
    const u = await t.signUp();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await t.request({ method: "POST", url: "/api/account/password/change", token: u.token, payload: { currentPassword: "Wrong-pass1", newPassword: "Next-pass1", confirmPassword: "Next-pass1" } });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 5).every((c) => c === 400 || c === 401 || c === 403)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it("deleting the account always needs the password, even right after sign-in", { timeout: 90_000 }, async () => {
    const u = await t.signUp();
    const none = await t.request({ method: "DELETE", url: "/api/account", token: u.token, payload: {} });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe("requires_recent_login");
    const wrong = await t.request({ method: "DELETE", url: "/api/account", token: u.token, payload: { password: "Wrong-pass1" } });
    expect(wrong.json().error.code).toBe("password_incorrect");
    expect((await t.request({ method: "GET", url: "/api/account/me", token: u.token })).statusCode).toBe(200);
    const ok = await t.request({ method: "DELETE", url: "/api/account", token: u.token, payload: { password: u.password } });
    expect(ok.statusCode).toBe(200);
  });
});

describe("production defaults", () => {
  it("/dev/mail answers loopback sockets only", async () => {
    expect((await t.request({ method: "GET", url: "/dev/mail.json", remoteAddress: "203.0.113.5" })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/dev/mail", remoteAddress: "203.0.113.5" })).statusCode).toBe(404);
    // a proxy on this host forwards others: still not loopback
    expect((await t.request({ method: "GET", url: "/dev/mail.json", headers: { "x-forwarded-for": "203.0.113.5" } })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/dev/mail.json" })).statusCode).toBe(200);
  });

  it("/metrics needs METRICS_TOKEN or a loopback socket", async () => {
    expect((await t.request({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.5" })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.5", headers: { authorization: "Bearer wrong" } })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.5", headers: { authorization: "Bearer metrics-secret-0123456789" } })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: "/metrics" })).statusCode).toBe(200);
  });

  it("listens on loopback by default; demo data only outside production or when asked", () => {
    expect(loadConfig({ AUTH_SECRET: "x" }).host).toBe("127.0.0.1");
    expect(loadConfig({ AUTH_SECRET: "x", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ AUTH_SECRET: "x", NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(loadConfig({ AUTH_SECRET: "x", NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ AUTH_SECRET: "x" }).seedDemo).toBe(true);
    expect(loadConfig({ AUTH_SECRET: "x", SEED_DEMO: "false" }).seedDemo).toBe(false);
  });
});

describe("reset links", () => {
  it("using one reset link invalidates every other outstanding link of the account", async () => {
    const u = await t.signUp();
    for (let i = 0; i < 2; i++) await t.request({ method: "POST", url: "/api/account/password/forgot", payload: { email: u.email }, remoteAddress: `198.51.100.${150 + i}` });
    const tokens = outboxMailsTo(t.dataDir, u.email)
      .filter((m) => m.text.includes("reset-password?token="))
      .map((m) => /reset-password\?token=([\w-]+)/.exec(m.text)![1]);
    expect(tokens).toHaveLength(2);
    const used = await t.request({ method: "POST", url: "/api/account/password/reset", payload: { token: tokens[0], password: "Fresh-pass1", confirmPassword: "Fresh-pass1" } });
    expect(used.statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/account/password/reset?token=${tokens[1]}` })).json()).toEqual({ valid: false });
    const other = await t.request({ method: "POST", url: "/api/account/password/reset", payload: { token: tokens[1], password: "Fresh-pass2", confirmPassword: "Fresh-pass2" } });
    expect(other.json().error.code).toBe("invalid_reset_link");
  });

  it("keeps tokens out of the logs, the access log included", async () => {
    const lines: string[] = [];
    const { buildApp } = await import("../app");
    const app = await buildApp(t.ctx, { logger: { level: "info", stream: { write: (s: string) => lines.push(s) } } });
    await app.ready();
    await app.inject({ method: "GET", url: "/api/account/password/reset?token=SECRETTOKEN123" });
    await app.inject({ method: "GET", url: "/reset-password?token=SECRETTOKEN456&x=1" });
    await app.close();
    expect(lines.join("")).toContain("[redacted]");
    expect(lines.join("")).not.toMatch(/SECRETTOKEN/);
  });
});
