import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../config/config";
import { createContext } from "../startServer";
import { buildApp } from "../app";
import type { AppContext } from "../http/context";
import { spaceMembers } from "./schema";
import { projectMembers } from "../projects/schema";
import { auditEvents } from "../audit/schema";

// The last-owner rule under real concurrency, on the test PostgreSQL server
// (DATABASE_URL, or the embedded one globalSetup started), in a database of its own. Without the SELECT ... FOR UPDATE on the space or
// project row most rounds end with no owner at all.
const url = process.env.DATABASE_URL || inject("testDatabaseUrl");
const dbName = `eln_race_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
let app: FastifyInstance;
let ctx: AppContext;
let dataDir: string;

describe.skipIf(!url)("two owners removing each other at the same time (PostgreSQL)", () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${dbName}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-race-"));
    const config = loadConfig(
      { ...process.env, NODE_ENV: "test", DATABASE_URL: u.toString(), REDIS_URL: "", SMTP_URL: "" },
      { dataDir, authSecret: "test-secret-test-secret-test-secret-0123", seedDemo: false, logLevel: "error", clientRateLimits: { signInMax: 100_000, signUpPerHour: 100_000, mailPerHour: 100_000 } },
    );
    ctx = await createContext(config);
    app = await buildApp(ctx, { logger: false });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await ctx?.database.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  const req = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  let n = 0;
  async function signUp() {
    const email = `race-${n++}-${randomUUID().slice(0, 6)}@example.com`;
    const res = await app.inject({
      method: "POST",
      url: "/api/account/signup",
      payload: { email, fullName: "Racer", discipline: "basicChemistry", password: "Passw0rd!", confirmPassword: "Passw0rd!", terms: true },
    });
    const b = res.json();
    return { id: b.user.id as string, token: b.token as string };
  }

  it("a space always keeps an owner", async () => {
    const a = await signUp();
    const b = await signUp();
    for (let round = 0; round < 10; round++) {
      const s = (await req("POST", "/api/spaces", a.token, { name: `S${round}` })).json();
      await ctx.db.insert(spaceMembers).values({ spaceId: s.id, userId: b.id, role: "owner" });
      const res = await Promise.all([req("DELETE", `/api/spaces/${s.id}/members/${b.id}`, a.token), req("DELETE", `/api/spaces/${s.id}/members/${a.id}`, b.token)]);
      expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const owners = (await ctx.db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, s.id))).filter((m) => m.role === "owner");
      expect(owners).toHaveLength(1);
    }
  }, 60_000);

  it("a project always keeps an owner", async () => {
    const a = await signUp();
    const b = await signUp();
    const s = (await req("POST", "/api/spaces", a.token, { name: "Projects" })).json();
    await ctx.db.insert(spaceMembers).values([{ spaceId: s.id, userId: b.id, role: "member" }]);
    for (let round = 0; round < 10; round++) {
      const p = (await req("POST", "/api/projects", b.token, { name: `P${round}`, space_id: s.id })).json();
      const c = await signUp();
      await ctx.db.insert(spaceMembers).values({ spaceId: s.id, userId: c.id, role: "member" });
      await ctx.db.insert(projectMembers).values({ projectId: p.id, userId: c.id, role: "owner" });
      // b removes c while c removes b; then both try to leave at once.
      await Promise.all([req("DELETE", `/api/projects/${p.id}/members/${c.id}`, b.token), req("DELETE", `/api/projects/${p.id}/members/${b.id}`, c.token)]);
      const owners = async () => (await ctx.db.select().from(projectMembers).where(eq(projectMembers.projectId, p.id))).filter((m) => m.role === "owner");
      expect(await owners()).toHaveLength(1);
      await ctx.db.insert(projectMembers).values({ projectId: p.id, userId: (await owners())[0]!.userId === b.id ? c.id : b.id, role: "owner" });
      await Promise.all([req("POST", `/api/projects/${p.id}/leave`, b.token), req("POST", `/api/projects/${p.id}/leave`, c.token)]);
      expect(await owners()).toHaveLength(1);
    }
  }, 60_000);

  // Both commands take the space lock: without it in the project's member commands, a role
  // change read the membership before the removal deleted it, answered 200 and wrote a role
  // change into the audit trail of someone no longer in the space.
  it("a role change and a removal from the space do not interleave", async () => {
    const a = await signUp();
    const s = (await req("POST", "/api/spaces", a.token, { name: "Roles" })).json();
    const p = (await req("POST", "/api/projects", a.token, { name: "P", space_id: s.id })).json();
    for (let round = 0; round < 10; round++) {
      const c = await signUp();
      await ctx.db.insert(spaceMembers).values({ spaceId: s.id, userId: c.id, role: "member" });
      await ctx.db.insert(projectMembers).values({ projectId: p.id, userId: c.id, role: "viewer" });
      const [role, removal] = await Promise.all([
        req("PUT", `/api/projects/${p.id}/members/${c.id}`, a.token, { role: "owner" }),
        req("DELETE", `/api/spaces/${s.id}/members/${c.id}`, a.token),
      ]);
      expect(removal.statusCode).toBe(200);
      expect(await ctx.db.select().from(projectMembers).where(eq(projectMembers.userId, c.id))).toEqual([]);
      // Serialised, the role change either came first (and the removal took it away) or found no member.
      const event = (kind: string) => ctx.db.select().from(auditEvents).where(and(eq(auditEvents.kind, kind), eq(auditEvents.targetId, c.id)));
      const changes = await event("project.memberRoleChanged");
      const removed = await event("space.memberRemoved");
      if (role.statusCode === 200) expect(changes[0]!.seq).toBeLessThan(removed[0]!.seq);
      else expect([role.statusCode, changes]).toEqual([404, []]);
    }
  }, 60_000);
});
