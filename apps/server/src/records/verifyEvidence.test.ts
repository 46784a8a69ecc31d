import { spawnSync } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import yazl from "yazl";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";
import { buildMaterial, buildRoles, type RolesWorld } from "../test/factories";
import { multipartBody } from "../test/multipart";
import { notes } from "../notes/schema";
import { recordHash, type NoteRecord } from "./noteRecord";
import { signedStatement, statementHash } from "./signatureStatement";
import { startTestTsa } from "./testTsa";
import { timestampHash } from "./trustedTimestamp";
import { checkArchive, checkEvidence, readCertificates } from "./verifyEvidence";

// npm run verify on tampered evidence (docs/records.md, "Trusted timestamps"): each case starts
// from a real export of a signed note and changes what a forger would.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
let t: TestApp;
let r: RolesWorld;
let tsa: Awaited<ReturnType<typeof startTestTsa>>;
/** Another self-signed TSA of the same name, whose tokens also carry the real TSA's certificate. */
let forger: Awaited<ReturnType<typeof startTestTsa>>;
/** A TSA whose certificate a CA issued. */
let caTsa: Awaited<ReturnType<typeof startTestTsa>>;
/** The signed note's .eln export: signed by its owner (authored) and a viewer (reviewed). */
let eln: Buffer;
let noteId: string;

type Files = [string, Buffer][];
type SignaturesFile = { format: string; recordSha256: string; record: NoteRecord; signatures: (Record<string, unknown> & { signedAt: string; contentHash: string })[] };

const unzip = (zip: Buffer): Promise<Files> =>
  new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, archive) => {
      if (err) return reject(err);
      const out: Files = [];
      archive.on("entry", (entry: yauzl.Entry) =>
        archive.openReadStream(entry, async (err2, stream) => {
          if (err2) return reject(err2);
          const parts: Buffer[] = [];
          for await (const b of stream) parts.push(b as Buffer);
          out.push([entry.fileName, Buffer.concat(parts)]);
          archive.readEntry();
        }),
      );
      archive.on("end", () => resolve(out));
      archive.readEntry();
    }),
  );
async function zip(files: Files): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const [name, buf] of files) z.addBuffer(buf, name);
  z.end();
  const parts: Buffer[] = [];
  for await (const c of z.outputStream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}
/** The export with `edit` applied to its entries (paths inside the note's folder, "note.json", "files/plate.csv"). */
async function tampered(edit: (file: (name: string) => Buffer | undefined, set: (name: string, bytes: Buffer | string | null) => void, add: (name: string, bytes: Buffer | string) => void) => void) {
  let files = await unzip(eln);
  const folder = files.find(([n]) => n.endsWith("/signatures.json"))![0].slice(0, -"/signatures.json".length);
  edit(
    (name) => files.find(([n]) => n === `${folder}/${name}`)?.[1],
    (name, bytes) => (files = files.flatMap(([n, b]): Files => (n !== `${folder}/${name}` ? [[n, b]] : bytes === null ? [] : [[n, Buffer.from(bytes)]]))),
    (name, bytes) => files.push([`${folder}/${name}`, Buffer.from(bytes)]),
  );
  return zip(files);
}
const signaturesOf = async (archive = eln): Promise<SignaturesFile> => JSON.parse((await unzip(archive)).find(([n]) => n.endsWith("/signatures.json"))![1].toString());
const withRecord = (file: SignaturesFile, record: NoteRecord): SignaturesFile => ({ ...file, record, recordSha256: recordHash(record) });
/** A signature as a forger would remake it: fields changed and a fresh token over them from `tsaUrl`. */
async function restamped(sig: SignaturesFile["signatures"][number], tsaUrl: string, changes: Record<string, unknown> = {}) {
  // Dated now, as a forger would: an old date would fail the check of the token's time instead.
  const e = { ...sig, signedAt: new Date().toISOString(), ...changes } as SignaturesFile["signatures"][number] & Parameters<typeof signedStatement>[0];
  const hash = statementHash(signedStatement(e));
  const ts = (await timestampHash({ tsaUrl }, hash))!;
  return { ...e, timestampedSha256: hash, timestamp: { tsa: tsaUrl, time: ts.time.toISOString(), token: Buffer.from(ts.token).toString("base64") } };
}
const cli = (file: string, ...args: string[]) => spawnSync("npx", ["tsx", "apps/server/scripts/verify.ts", file, ...args], { cwd: repo, encoding: "utf8" });
const written = (name: string, data: Buffer | string | object) => {
  const file = path.join(tsa.dir, name);
  writeFileSync(file, Buffer.isBuffer(data) || typeof data === "string" ? data : JSON.stringify(data));
  return file;
};
const fingerprint = (pemFile: string) => new X509Certificate(readFileSync(pemFile)).fingerprint256;
const trusting = (...pemFiles: string[]) => ({ trusted: pemFiles.flatMap((f) => readCertificates(readFileSync(f))) });

const sign = async (id: string, u: TestUser, meaning: string) => {
  const res = await t.request({ method: "POST", url: `/api/notes/${id}/signatures`, token: u.token, payload: { meaning, password: u.password } });
  expect(res.statusCode, res.body).toBe(200);
};
const exportNote = async (id: string) => {
  const res = await t.request({ method: "GET", url: `/api/notes/${id}/export.eln`, token: r.owner.token });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const newNote = async (title: string) => (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title } })).json() as { id: string };

beforeAll(async () => {
  tsa = await startTestTsa();
  forger = await startTestTsa({ carry: [tsa.certFile] });
  caTsa = await startTestTsa({ issuedByCa: true });
  t = await createTestApp({ tsaUrl: tsa.url });
  r = await buildRoles(t);
  noteId = (await newNote("Titration")).id;
  const upload = async (name: string, type: string, bytes: string) => {
    const res = await t.request({ method: "POST", url: `/api/notes/${noteId}/attachments`, token: r.owner.token, ...multipartBody(name, type, Buffer.from(bytes)) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().attachment as { id: string };
  };
  await upload("plate.csv", "text/csv", "well,od\nA1,0.41\n");
  const gel = await upload("gel.png", "image/png", "\x89PNG not really an image");
  // The text, with an inline image: note.html names it by its path in the archive.
  const text = (s: string) => ({ type: "paragraph", content: [{ type: "text", text: s }] });
  await t.ctx.db
    .update(notes)
    .set({ content: { methods: { type: "doc", content: [text("Titrated 25 mL against 0.1 M NaOH."), { type: "image", attrs: { attachmentId: gel.id, alt: "gel" } }] }, results: { type: "doc", content: [text("End point at 12.5 mL.")] } } })
    .where(eq(notes.id, noteId));
  const material = await buildMaterial(t, r.space.id, null, "Sodium hydroxide");
  expect((await t.request({ method: "POST", url: `/api/notes/${noteId}/materials`, token: r.owner.token, payload: { materialId: material.id, quantity: 12.5, unit: "mL" } })).statusCode).toBe(201);
  await sign(noteId, r.owner, "authored");
  await sign(noteId, r.viewer, "reviewed");
  eln = await exportNote(noteId);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([tsa?.close(), forger?.close(), caTsa?.close()]);
});

describe("npm run verify on an .eln export", () => {
  it("an untouched export verifies, says what it compared, and without --tsa-cert that its TSA is not pinned", async () => {
    const check = await checkArchive(eln);
    expect(check.ok, JSON.stringify(check, null, 1)).toBe(true);
    expect(check.notes).toHaveLength(1);
    expect(check.notes[0].mismatches).toEqual([]);
    expect(check.notes[0].compared.join("\n")).toMatch(/note\.json: note id, title and the text of 4 sections[\s\S]*note\.html[\s\S]*materials\.json: 1 material line [\s\S]*files\/: 2 signed files/);
    expect(check.notes[0].evidence!.signatures.map((s) => s.timestamp?.trusted)).toEqual([null, null]);
    const pinned = await checkArchive(eln, trusting(tsa.certFile));
    expect(pinned.ok).toBe(true);
    expect(pinned.notes[0].evidence!.signatures.map((s) => s.timestamp?.trusted)).toEqual([true, true]);

    const file = written("untouched.eln", eln);
    const unpinned = cli(file);
    expect(unpinned.status, unpinned.stdout + unpinned.stderr).toBe(0);
    expect(unpinned.stdout).toContain("2 signatures in this file");
    expect(unpinned.stdout).toContain("Verification: OK (timestamps not pinned to a trusted TSA)");
    expect(unpinned.stdout).toContain("TSA not checked against a trusted certificate (pass --tsa-cert");
    expect(unpinned.stdout).toContain(fingerprint(tsa.certFile));
    const ok = cli(file, "--tsa-cert", tsa.certFile);
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain("trusted (--tsa-cert)");
    expect(ok.stdout).toMatch(/Verification: OK\n*$/);
  }, 60_000);

  it("(a) note text, title, material lines or files changed in the archive fail, naming the file", async () => {
    const json = (b: Buffer | undefined) => JSON.parse(b!.toString());
    const cases: [string, Parameters<typeof tampered>[0], string][] = [
      ["note.json text", (file, set) => set("note.json", JSON.stringify({ ...json(file("note.json")), sections: { ...json(file("note.json")).sections, results: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "End point at 10.5 mL." }] }] } } })), 'note.json: the text of section "results" is not the signed text'],
      ["note.json title", (file, set) => set("note.json", JSON.stringify({ ...json(file("note.json")), title: "Titration (repeated)" })), "note.json: the title"],
      ["note.html", (file, set) => set("note.html", file("note.html")!.toString().replace("12.5 mL", "10.5 mL")), "note.html: its text (or title) is not the signed record's"],
      ["file bytes", (_file, set) => set("files/plate.csv", "well,od\nA1,0.99\n"), 'files/plate.csv: its bytes are not those of the signed file "plate.csv"'],
      ["file removed", (_file, set) => set("files/plate.csv", null), 'the signed file "plate.csv"'],
      ["file added", (_file, _set, add) => add("files/extra.csv", "x\n"), "files/extra.csv: in the archive, but not a file of the signed record"],
      ["material line", (file, set) => set("materials.json", JSON.stringify([{ ...json(file("materials.json"))[0], quantity: 10 }])), 'materials.json: line 1 is "Sodium hydroxide 10 mL", the signed line is "Sodium hydroxide 12.5 mL"'],
      ["a second note.html", (_file, _set, add) => add("note.html", "<p>another text</p>"), "note.html: the archive holds more than one file of this name"],
    ];
    for (const [what, edit, problem] of cases) {
      const check = await checkArchive(await tampered(edit));
      expect(check.ok, what).toBe(false);
      expect([...check.problems, ...check.notes.flatMap((n) => n.evidence?.problems ?? [])].join("\n"), what).toContain(problem);
    }

    // The QA case: note.json, note.html and a file changed, signatures.json left as it was.
    const edited = await tampered((file, set) => {
      set("note.json", file("note.json")!.toString().replace("12.5 mL", "10.5 mL"));
      set("note.html", file("note.html")!.toString().replace("12.5 mL", "10.5 mL"));
      set("files/plate.csv", "well,od\nA1,0.99\n");
    });
    const res = cli(written("edited.eln", edited), "--tsa-cert", tsa.certFile);
    expect(res.status, res.stdout).toBe(1);
    expect(res.stdout).toContain("covers the record in this file: yes");
    expect(res.stdout).toContain("The archive is NOT the signed record:");
    expect(res.stdout).toContain("mismatch: files/plate.csv: its bytes are not those of the signed file");
    expect(res.stdout).toMatch(/Verification: FAILED\n(\s+- .*\n)*\s+- .*note\.html: its text/);
  }, 60_000);

  it("(c) a signatures.json without signatures is not verified, in an archive and on its own", async () => {
    const empty = { ...(await signaturesOf()), signatures: [] };
    expect(await checkEvidence(empty)).toMatchObject({ ok: false, notVerified: ["no signatures to verify"], latestCoversRecord: null });
    const archive = await checkArchive(await tampered((_file, set) => set("signatures.json", JSON.stringify(empty))));
    expect(archive.ok).toBe(false);
    expect(archive.notes[0].evidence!.notVerified).toEqual(["no signatures to verify"]);
    const res = cli(written("empty.json", empty));
    expect(res.status).toBe(1);
    expect(res.stdout).toContain("0 signatures in this file");
    expect(res.stdout).toMatch(/Verification: NOT VERIFIED\n\s+- no signatures to verify/);
  }, 60_000);

  // A server without TSA_URL signs without timestamps: its untouched export said FAILED, as tampered evidence does.
  it("signatures without a trusted timestamp are NOT VERIFIED, not FAILED: the hashes match, nothing certifies them", async () => {
    const file = await signaturesOf();
    const unstamped = { ...file, signatures: file.signatures.map(({ timestamp: _t, ...s }) => s) } as SignaturesFile;
    const check = await checkEvidence(unstamped);
    expect(check).toMatchObject({ ok: false, problems: [], latestCoversRecord: true });
    expect(check.notVerified).toEqual([expect.stringMatching(/^no signature has a trusted timestamp \(the server had no TSA_URL\)/)]);
    const res = cli(written("unstamped.json", unstamped));
    expect(res.status).toBe(1);
    expect(res.stdout).toContain("timestamp:        none (no TSA was configured when it was signed)");
    expect(res.stdout).toMatch(/Verification: NOT VERIFIED\n\s+- no signature has a trusted timestamp/);
    expect(res.stdout).not.toContain("FAILED");
  }, 60_000);

  it("(d) a record changed after the last signature is NOT VERIFIED, though each signature is genuine", async () => {
    const file = await signaturesOf();
    const changed = withRecord(file, { ...file.record, title: "Titration (repeated)" });
    const check = await checkEvidence(changed, trusting(tsa.certFile));
    expect(check).toMatchObject({ ok: false, recordHashMatches: true, latestCoversRecord: false, problems: [] });
    expect(check.signatures.map((s) => [s.ok, s.matchesRecord])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(check.notVerified).toEqual(["the record in this file changed after the last signature: it is not what was signed"]);
    const res = cli(written("changed.json", changed), "--tsa-cert", tsa.certFile);
    expect(res.status).toBe(1);
    expect(res.stdout).toContain("covers the record in this file: no");
    expect(res.stdout).toMatch(/Verification: NOT VERIFIED\n\s+- the record in this file changed after the last signature/);
  }, 60_000);

  it("the latest signature decides: a note edited after signing is not verified until it is signed again", async () => {
    const note = await newNote("Signed twice");
    await sign(note.id, r.owner, "authored");
    expect((await t.request({ method: "PATCH", url: `/api/notes/${note.id}`, token: r.owner.token, payload: { title: "Signed twice, renamed" } })).statusCode).toBe(200);
    const edited = await checkArchive(await exportNote(note.id), trusting(tsa.certFile));
    expect(edited.ok).toBe(false);
    expect(edited.notes[0].mismatches).toEqual([]);
    expect(edited.notes[0].evidence).toMatchObject({ problems: [], notVerified: [expect.stringContaining("changed after the last signature")] });

    await sign(note.id, r.viewer, "reviewed");
    const signedAgain = await checkArchive(await exportNote(note.id), trusting(tsa.certFile));
    expect(signedAgain.ok, JSON.stringify(signedAgain, null, 1)).toBe(true);
    // The first signature is genuine and shown as covering an earlier record; the last covers this one.
    expect(signedAgain.notes[0].evidence!.signatures.map((s) => [s.meaning, s.matchesRecord])).toEqual([
      ["authored", false],
      ["reviewed", true],
    ]);
  }, 60_000);

  it("(e) a signature taken out of the file: the verdict is about the ones there, and says how many", async () => {
    const file = await signaturesOf();
    const fewer = { ...file, signatures: file.signatures.slice(0, 1) };
    expect(await checkEvidence(fewer)).toMatchObject({ ok: true, latestCoversRecord: true, signatures: [{ meaning: "authored" }] });
    const res = cli(written("fewer.json", fewer), "--tsa-cert", tsa.certFile);
    expect(res.status).toBe(0);
    expect(res.stdout).toContain("1 signature in this file (one taken out of the file cannot be detected");
  }, 60_000);
});

describe("npm run verify: trust in the TSA and the timestamp's time", () => {
  it("(forged) a record re-signed with another TSA's tokens: shown by its fingerprint, refused with --tsa-cert", async () => {
    const file = await signaturesOf();
    const record = { ...file.record, title: "Titration (repeated)" };
    const forged = withRecord(file, record);
    forged.signatures = await Promise.all(
      file.signatures.map((s, i) => restamped(s, forger.url, { contentHash: recordHash(record), ...(i === 0 ? { signer: { id: r.editor.id, name: "Eddie Editor" } } : {}) })),
    );
    // Consistent with itself: without a trusted certificate only the fingerprint tells it apart.
    const unpinned = await checkEvidence(forged);
    expect(unpinned.ok).toBe(true);
    expect(unpinned.signatures.map((s) => s.timestamp?.certificate?.sha256)).toEqual([fingerprint(forger.certFile), fingerprint(forger.certFile)]);
    expect(fingerprint(forger.certFile)).not.toBe(fingerprint(tsa.certFile));
    // Pinned: refused, although each token also carries the real TSA's certificate.
    const pinned = await checkEvidence(forged, trusting(tsa.certFile));
    expect(pinned.ok).toBe(false);
    expect(pinned.signatures.map((s) => s.timestamp?.trusted)).toEqual([false, false]);
    expect(pinned.signatures[0].problems.join("\n")).toContain(`the timestamp is not from a trusted TSA: the TSA certificate "CN=ELN test TSA" (SHA-256 ${fingerprint(forger.certFile)}) is not one given with --tsa-cert`);

    const forgedFile = written("forged.json", forged);
    const shown = cli(forgedFile);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain(`The timestamps were signed by "CN=ELN test TSA" (certificate SHA-256 ${fingerprint(forger.certFile)})`);
    const refused = cli(forgedFile, "--tsa-cert", tsa.certFile);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain("TSA:              \"CN=ELN test TSA\"");
    expect(refused.stdout).toContain(": NOT trusted");
    expect(refused.stdout).toContain("Verification: FAILED");
  }, 60_000);

  it("--tsa-cert may name the CA that issued the TSA's certificate", async () => {
    const file = await signaturesOf();
    const byCaTsa = { ...file, signatures: await Promise.all(file.signatures.map((s) => restamped(s, caTsa.url))) };
    expect((await checkEvidence(byCaTsa, trusting(caTsa.caFile!))).ok).toBe(true);
    expect((await checkEvidence(byCaTsa, trusting(caTsa.certFile))).ok).toBe(true);
    // Several certificates: any one of them may be the TSA's.
    expect((await checkEvidence(byCaTsa, trusting(tsa.certFile, caTsa.caFile!))).ok).toBe(true);
    expect((await checkEvidence(byCaTsa, trusting(tsa.certFile))).ok).toBe(false);
    expect((await checkEvidence(file, trusting(caTsa.caFile!))).ok).toBe(false);
  }, 60_000);

  it("a timestamp made well after (or before) the signature's own time fails, showing both times", async () => {
    const file = await signaturesOf();
    const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
    const backdated = { ...file, signatures: [await restamped(file.signatures[0], tsa.url, { signedAt: at(6 * 60_000) }), file.signatures[1]] };
    const late = await checkEvidence(backdated, trusting(tsa.certFile));
    expect(late.ok).toBe(false);
    const [problem] = late.signatures[0].problems;
    expect(problem).toMatch(/^the timestamp's time \S+ is 6 min after the signature's time \S+ \(a signature is stamped as it is made: 1 min before to 5 min after is accepted\)$/);
    expect(problem).toContain(late.signatures[0].timestamp!.time);
    expect(problem).toContain(backdated.signatures[0].signedAt);
    const ahead = await checkEvidence({ ...file, signatures: [await restamped(file.signatures[0], tsa.url, { signedAt: at(-2 * 60_000) })] }, trusting(tsa.certFile));
    expect(ahead.signatures[0].problems).toEqual([expect.stringContaining("2 min before the signature's time")]);
    // Within the tolerance: a slow TSA.
    expect((await checkEvidence({ ...file, signatures: [await restamped(file.signatures[0], tsa.url, { signedAt: at(4 * 60_000) })] }, trusting(tsa.certFile))).ok).toBe(true);
  }, 60_000);
});
