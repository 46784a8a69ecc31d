import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import { createTestApp, type TestApp } from "../../test/testApp";
import { buildNoteWorld } from "../../test/factories";
import { tusMetadata } from "../../test/multipart";
import { S3Storage } from "./S3Storage";
import { LocalStorage } from "./LocalStorage";
import type { Storage } from "./Storage";

// A real S3-compatible server (s3rver, pure JS) started by the test.
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let dir: string;
let s3: { bucket: string; region: string; endpoint: string; accessKeyId: string; secretAccessKey: string };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "eln-s3rver-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: "eln-test" }] });
  const { port } = await server.run();
  s3 = { bucket: "eln-test", region: "us-east-1", endpoint: `http://127.0.0.1:${port}`, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

async function roundTrip(storage: Storage) {
  const bytes = randomBytes(70_000);
  const key = `attachments/p/${randomBytes(4).toString("hex")}`;
  expect(await storage.exists(key)).toBe(false);
  await storage.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), { contentType: "text/csv" });
  expect(await storage.exists(key)).toBe(true);
  expect(Buffer.concat(await (await storage.get(key)).toArray()).equals(bytes)).toBe(true);
  await storage.delete(key);
  expect(await storage.exists(key)).toBe(false);
  await expect(storage.get(key)).rejects.toMatchObject({ code: "storage_not_found" });
  await storage.delete(key); // deleting twice is fine
  await expect(storage.exists("../etc/passwd")).rejects.toThrow(/invalid storage key/);
}

describe("storage behind one interface", () => {
  it("S3Storage writes, reads, checks and deletes in a bucket", async () => {
    await roundTrip(new S3Storage(s3));
  });
  it("LocalStorage does the same in a folder", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "eln-files-"));
    await roundTrip(new LocalStorage(root));
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  });
  it("wrong credentials map to a storage code", async () => {
    const bad = new S3Storage({ ...s3, accessKeyId: "NOBODY", secretAccessKey: "wrong" });
    await expect(bad.put("attachments/x", Buffer.from("x"))).rejects.toMatchObject({ code: "storage_unauthorized" });
  });
});

describe("the app with S3_* set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ s3 });
  }, 60_000);
  afterAll(async () => t?.close());

  it("finishes a resumable upload into the bucket and downloads it", async () => {
    const w = await buildNoteWorld(t);
    const file = randomBytes(400_000);
    const created = await t.request({
      method: "POST",
      url: "/api/uploads",
      token: w.editor.token,
      headers: { "tus-resumable": "1.0.0", "upload-length": String(file.length), "upload-metadata": tusMetadata({ noteId: w.noteId, filename: "run.csv", filetype: "text/csv" }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const patched = await t.request({
      method: "PATCH",
      url: created.headers.location as string,
      token: w.editor.token,
      headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      payload: file,
    });
    expect(patched.statusCode, patched.body).toBe(204);
    const id = patched.headers["attachment-id"] as string;
    const probe = new S3Storage(s3);
    expect(await probe.exists(`attachments/${w.projectId}/${id}`)).toBe(true);
    const link = (await t.request({ method: "GET", url: `/api/attachments/${id}/download-url`, token: w.viewer.token })).json().url;
    const dl = await t.request({ method: "GET", url: link });
    expect(createHash("sha256").update(dl.rawPayload).digest("hex")).toBe(createHash("sha256").update(file).digest("hex"));
  });
});
