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
import { signedStatement, statementHash } from "./signatureStatement";
import { checkEvidence, signaturesInArchive } from "./verifyEvidence";

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

    const recordRes = await t.request({ method: "GET", url: `/api/notes/${note.id}/signatures/${sig.id}/record.json`, token: r.viewer.token });
    const evidence = JSON.parse(recordRes.body);
    // The token certifies the whole signature: the hash of who, what it means, when and the content hash.
    expect(evidence).toMatchObject({ format: "eln-signature/2", recordFormat: "eln-note-record/2", contentHash: sig.contentHash, signer: { id: r.owner.id } });
    expect(evidence.timestampedSha256).toBe(statementHash(signedStatement(evidence)));
    expect(evidence.timestampedSha256).not.toBe(sig.contentHash);

    const tokenRes = await t.request({ method: "GET", url: `/api/notes/${note.id}/signatures/${sig.id}/timestamp.tsr`, token: r.viewer.token });
    expect(tokenRes.statusCode).toBe(200);
    const tokenFile = path.join(tsa.dir, "sig.tsr");
    writeFileSync(tokenFile, tokenRes.rawPayload);

    // openssl: the TSA's signature, its certificate (trusted via -CAfile) and the hash.
    const ok = openssl(["ts", "-verify", "-digest", evidence.timestampedSha256, "-in", tokenFile, "-token_in", "-CAfile", tsa.certFile]);
    expect(ok.stdout + ok.stderr).toContain("Verification: OK");
    const wrongHash = "0".repeat(64);
    const bad = openssl(["ts", "-verify", "-digest", wrongHash, "-in", tokenFile, "-token_in", "-CAfile", tsa.certFile]);
    expect(bad.status).not.toBe(0);

    // Our own offline check, and the CLI on the exported record.
    expect(await verifyTimestampToken(tokenRes.rawPayload, evidence.timestampedSha256)).toMatchObject({ ok: true, signatureValid: true, hashMatches: true });
    expect(await verifyTimestampToken(tokenRes.rawPayload, wrongHash)).toMatchObject({ ok: false, hashMatches: false });
    const recordFile = path.join(tsa.dir, "sig.json");
    writeFileSync(recordFile, recordRes.rawPayload);
    const cli = execFileSync("npx", ["tsx", "apps/server/scripts/verify.ts", recordFile], { cwd: repo, encoding: "utf8" });
    expect(cli).toContain("timestamp covers: signer, meaning, time and content hash");
    expect(cli).toContain("Verification: OK");
    // Changing any part of the signature in the file (not only its hash) fails the check, even
    // with timestampedSha256 left as it was: the verifier recomputes it from the fields.
    for (const forge of [{ contentHash: wrongHash }, { signer: { id: r.viewer.id, name: "Vera Viewer" } }, { meaning: "approved" }, { signedAt: "2020-01-01T00:00:00.000Z" }]) {
      writeFileSync(recordFile, JSON.stringify({ ...evidence, ...forge }));
      const failed = spawnSync("npx", ["tsx", "apps/server/scripts/verify.ts", recordFile], { cwd: repo, encoding: "utf8" });
      expect(failed.status, JSON.stringify(forge)).toBe(1);
      expect(failed.stdout).toContain("Verification: FAILED");
    }
    expect(await checkEvidence({ ...evidence, meaning: "approved" })).toMatchObject({ ok: false, signatures: [{ problems: expect.arrayContaining([expect.stringContaining("does not certify this signature")]) }] });

    // A note's signatures.json from an .eln export: every signature against the record it carries.
    const crate = await t.request({ method: "GET", url: `/api/projects/${r.project.id}/export.eln`, token: r.owner.token });
    const [[, signaturesJson]] = await signaturesInArchive(crate.rawPayload);
    expect(await checkEvidence(JSON.parse(signaturesJson.toString()))).toMatchObject({ kind: "signatures", recordHashMatches: true, ok: true, signatures: [{ matchesRecord: true, covers: "signature" }] });
    // The CLI reads a whole .eln archive too (it took it for a token and crashed), and says what it cannot read.
    const crateFile = path.join(tsa.dir, "project.eln");
    writeFileSync(crateFile, crate.rawPayload);
    const onCrate = execFileSync("npx", ["tsx", "apps/server/scripts/verify.ts", crateFile], { cwd: repo, encoding: "utf8" });
    expect(onCrate).toMatch(/== .*\/signatures\.json/);
    expect(onCrate).toContain("Verification: OK");
    writeFileSync(crateFile, "not a token");
    const unreadable = spawnSync("npx", ["tsx", "apps/server/scripts/verify.ts", crateFile], { cwd: repo, encoding: "utf8" });
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toContain("This file is no RFC 3161 token, signature record (.json) or .eln archive.");
    const forged = JSON.parse(signaturesJson.toString());
    forged.record.title = "Stamped (edited)";
    expect(await checkEvidence(forged)).toMatchObject({ recordHashMatches: false, ok: false, signatures: [{ matchesRecord: false }] });
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
