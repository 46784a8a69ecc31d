import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NoteRecords } from "@eln/shared/records";
import { createTestApp, type TestApp } from "../test/testApp";
import { buildRoles, type RolesWorld } from "../test/factories";
import { startTestTsa } from "./testTsa";
import { verifyTimestampToken } from "./trustedTimestamp";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
let t: TestApp;
let tsa: Awaited<ReturnType<typeof startTestTsa>>;
let r: RolesWorld;
beforeAll(async () => {
  tsa = await startTestTsa();
  t = await createTestApp({ tsaUrl: tsa.url });
  r = await buildRoles(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await tsa?.close();
});

const openssl = (args: string[]) => spawnSync("openssl", args, { encoding: "utf8" });

describe("trusted timestamps (RFC 3161)", () => {
  it("a signature gets a token over its hash, verifiable offline with openssl and npm run verify", async () => {
    const note = (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "Stamped" } })).json();
    const res = await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.owner.token, payload: { meaning: "authored", password: r.owner.password } });
    expect(res.statusCode, res.body).toBe(200);
    const rec = (await t.request({ method: "GET", url: `/api/notes/${note.id}/records`, token: r.viewer.token })).json() as NoteRecords;
    const sig = rec.signatures[0];
    expect(sig.timestamp?.tsa).toBe(tsa.url);
    expect(Math.abs(Date.parse(sig.timestamp!.time) - Date.parse(sig.signedAt))).toBeLessThan(60_000);

    const tokenRes = await t.request({ method: "GET", url: `/api/notes/${note.id}/signatures/${sig.id}/timestamp.tsr`, token: r.viewer.token });
    expect(tokenRes.statusCode).toBe(200);
    const tokenFile = path.join(tsa.dir, "sig.tsr");
    writeFileSync(tokenFile, tokenRes.rawPayload);

    // openssl: the TSA's signature, its certificate (trusted via -CAfile) and the hash.
    const ok = openssl(["ts", "-verify", "-digest", sig.contentHash, "-in", tokenFile, "-token_in", "-CAfile", tsa.certFile]);
    expect(ok.stdout + ok.stderr).toContain("Verification: OK");
    const wrongHash = "0".repeat(64);
    const bad = openssl(["ts", "-verify", "-digest", wrongHash, "-in", tokenFile, "-token_in", "-CAfile", tsa.certFile]);
    expect(bad.status).not.toBe(0);

    // Our own offline check, and the CLI on the exported record.
    expect(await verifyTimestampToken(tokenRes.rawPayload, sig.contentHash)).toMatchObject({ ok: true, signatureValid: true, hashMatches: true });
    expect(await verifyTimestampToken(tokenRes.rawPayload, wrongHash)).toMatchObject({ ok: false, hashMatches: false });
    const recordRes = await t.request({ method: "GET", url: `/api/notes/${note.id}/signatures/${sig.id}/record.json`, token: r.viewer.token });
    const recordFile = path.join(tsa.dir, "sig.json");
    writeFileSync(recordFile, recordRes.rawPayload);
    const cli = execFileSync("npx", ["tsx", "apps/server/scripts/verify.ts", recordFile], { cwd: repo, encoding: "utf8" });
    expect(cli).toContain("Verification: OK");
    const tampered = JSON.parse(recordRes.body);
    tampered.contentHash = wrongHash;
    writeFileSync(recordFile, JSON.stringify(tampered));
    const failed = spawnSync("npx", ["tsx", "apps/server/scripts/verify.ts", recordFile], { cwd: repo, encoding: "utf8" });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain("hash match:  NO");
  }, 120_000);

  it("outsiders cannot fetch a token; an unreachable TSA refuses the signature", async () => {
    const note = (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title: "x" } })).json();
    expect((await t.request({ method: "GET", url: `/api/notes/${note.id}/signatures/00000000-0000-0000-0000-000000000000/timestamp.tsr`, token: r.outsider.token })).statusCode).toBe(404);
    const down = await createTestApp({ tsaUrl: "http://127.0.0.1:9/" });
    try {
      const u = await down.signUp();
      const { buildProject } = await import("../test/factories");
      const { project } = await buildProject(down, u);
      const n = (await down.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: u.token, payload: { title: "y" } })).json();
      const res = await down.request({ method: "POST", url: `/api/notes/${n.id}/signatures`, token: u.token, payload: { meaning: "authored", password: u.password } });
      expect(res.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  }, 120_000);
});
