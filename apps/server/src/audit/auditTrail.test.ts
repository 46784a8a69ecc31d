import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import type { AuditPage } from "@eln/shared/audit";
import { buildWorld, signUpCast, setUpWorld, setUpTestApp } from "../test/factories";
import { recordAuditEvent, SYSTEM_CHAIN } from "./recordAuditEvent";
import { verifyAllAuditChains, verifyAuditChain } from "./verifyAuditChains";

const t = setUpTestApp();
const c = setUpWorld(t, signUpCast);
const w = setUpWorld(t, (app) => buildWorld(app, c));

const trail = async (query = "", token = c.spaceOwner.token) => {
  const res = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditPage;
};

describe("audit trail", () => {
  it("records sign-ins and failed sign-ins in the trail of each space the person is in", async () => {
    const ok = await t.request({ method: "POST", url: "/api/account/login", payload: { email: c.editor.email, password: c.editor.password } });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await t.request({ method: "POST", url: "/api/account/login", payload: { email: c.editor.email, password: "wrong-password" } });
    expect(bad.statusCode).toBe(401);
    const page = await trail(`?userId=${c.editor.id}`);
    expect(page.items.map((e) => e.kind)).toEqual(["auth.signInFailed", "auth.signIn"]);
    expect(page.items[0]).toMatchObject({ actorId: c.editor.id, actorName: "editor" });
    // Unknown accounts land on the system chain only, with the typed address.
    await t.request({ method: "POST", url: "/api/account/login", payload: { email: "nobody@example.com", password: "whatever1" } });
    const system = await verifyAuditChain(t.ctx.db, SYSTEM_CHAIN);
    expect(system.events).toBeGreaterThanOrEqual(3);
  });

  it("records membership and role changes; filters by kind", async () => {
    const res = await t.request({ method: "PUT", url: `/api/projects/${w.projectId}/members/${c.target.id}`, token: c.projectOwner.token, payload: { role: "viewer" } });
    expect(res.statusCode, res.body).toBe(200);
    const rm = await t.request({ method: "DELETE", url: `/api/spaces/${w.spaceId}/members/${c.spaceMember.id}`, token: c.spaceOwner.token });
    expect(rm.statusCode, rm.body).toBe(200);
    const roles = await trail("?kind=project.memberRoleChanged");
    expect(roles.items).toHaveLength(1);
    expect(roles.items[0]).toMatchObject({ actorId: c.projectOwner.id, targetId: c.target.id, data: { role: "viewer", projectId: w.projectId } });
    const removed = await trail("?kind=space.memberRemoved");
    // Who went, by name: the trail told leaving and being removed apart by nothing it showed.
    expect(removed.items[0]).toMatchObject({ actorId: c.spaceOwner.id, targetId: c.spaceMember.id, data: { person: { id: c.spaceMember.id, name: expect.any(String) } } });
    const all = await trail();
    expect(all.actors.map((a) => a.id)).toEqual(expect.arrayContaining([c.projectOwner.id, c.spaceOwner.id, c.editor.id]));
    // Date filters: nothing tomorrow, everything today.
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await trail(`?from=${tomorrow}`)).items).toHaveLength(0);
    expect((await trail(`?from=${today}&to=${today}`)).items.length).toBe(all.items.length);
  });

  it("date filters are days in the reader's time zone (the screen shows times there)", async () => {
    await t.request({ method: "POST", url: "/api/account/login", payload: { email: c.spaceOwner.email, password: c.spaceOwner.password } });
    const all = await trail();
    expect(all.items.length).toBeGreaterThan(0);
    const dayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
    // A zone whose date is not UTC's right now (UTC+14 from 10:00 UTC, UTC-11 before 11:00 UTC).
    const zone = ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find((z) => dayIn(z) !== dayIn("UTC"))!;
    const day = dayIn(zone);
    expect((await trail(`?from=${day}&to=${day}&tz=${encodeURIComponent(zone)}`)).items.length).toBe(all.items.length);
    const csvRows = async (query: string) => {
      const res = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit/export.csv${query}`, token: c.spaceOwner.token });
      return Papa.parse(res.body.replace(/^\uFEFF/, "").trim(), { header: true }).data.length;
    };
    expect(await csvRows(`?from=${day}&to=${day}&tz=${encodeURIComponent(zone)}`)).toBe(await csvRows(""));
    const bad = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit?from=${day}&tz=Mars%2FOlympus`, token: c.spaceOwner.token });
    expect(bad.statusCode).toBe(400);
  });

  it("pages newest first", async () => {
    const first = await trail("?limit=2");
    expect(first.items).toHaveLength(2);
    expect(first.items[0].seq).toBeGreaterThan(first.items[1].seq);
    const next = await trail(`?limit=2&before=${first.nextBefore}`);
    expect(next.items[0].seq).toBeLessThan(first.items[1].seq);
  });

  it("is for space owners only: members get 403, outsiders 404, bad filters 400", async () => {
    expect((await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit`, token: c.editor.token })).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit`, token: c.outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit/export.csv`, token: c.viewer.token })).statusCode).toBe(403);
    const bad = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit?kind=nonsense`, token: c.spaceOwner.token });
    expect(bad.statusCode).toBe(400);
  });

  it("exports CSV with the hashes", async () => {
    const res = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit/export.csv?kind=auth.signIn`, token: c.spaceOwner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, "").trim());
    expect(parsed.data[0]).toEqual(["seq", "created_at", "kind", "actor_id", "actor_name", "target_type", "target_id", "data", "prev_hash", "hash"]);
    expect(parsed.data.slice(1).every((r) => r[2] === "auth.signIn" && /^[0-9a-f]{64}$/.test(r[9]))).toBe(true);
  });

  it("the database refuses UPDATE and DELETE", async () => {
    await expect(t.ctx.db.execute(sql`update audit_events set kind = 'x'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    const ok = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit/verify`, token: c.spaceOwner.token });
    expect(ok.json()).toMatchObject({ ok: true, brokenAt: null });
  });

  it("concurrent writers keep one unbroken chain", async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.ctx.db.transaction((tx) => recordAuditEvent(tx, { spaceId: w.spaceId, kind: "note.exported", actorId: c.editor.id, data: { i } })),
      ),
    );
    const report = await verifyAuditChain(t.ctx.db, w.spaceId);
    expect(report.broken).toBeNull();
  });

  it("tampering with a row breaks the check at that row", async () => {
    const page = await trail("?kind=project.memberRoleChanged");
    const seq = page.items[0].seq;
    // An attacker with database rights drops the trigger and rewrites history.
    await t.ctx.db.execute(sql`drop trigger audit_events_no_update_delete on audit_events`);
    await t.ctx.db.execute(sql`update audit_events set data = '{"role":"owner"}'::jsonb where chain = ${w.spaceId} and seq = ${seq}`);
    const report = await verifyAuditChain(t.ctx.db, w.spaceId);
    expect(report.broken).toMatchObject({ seq, reason: "hash_mismatch" });
    const res = await t.request({ method: "GET", url: `/api/spaces/${w.spaceId}/audit/verify`, token: c.spaceOwner.token });
    expect(res.json()).toMatchObject({ ok: false, brokenAt: { seq } });
    // Deleting a row (and recomputing nothing) shows as a gap.
    await t.ctx.db.execute(sql`delete from audit_events where chain = ${SYSTEM_CHAIN} and seq = 2`);
    const all = await verifyAllAuditChains(t.ctx.db);
    expect(all.find((r) => r.chain === SYSTEM_CHAIN)?.broken).toMatchObject({ seq: 2, reason: "sequence_gap" });
  });
});
