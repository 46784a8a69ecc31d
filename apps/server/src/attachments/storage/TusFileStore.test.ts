import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { ERRORS, FileKvStore, Upload } from "@tus/utils";
import { TusFileStore } from "./TusFileStore";

function storeWithFile(id: string, bytes = Buffer.alloc(0)) {
  const directory = mkdtempSync(path.join(os.tmpdir(), "eln-tus-store-"));
  writeFileSync(path.join(directory, id), bytes);
  return { store: new TusFileStore({ directory }), file: path.join(directory, id) };
}

describe("TusFileStore.write", () => {
  it("writes every piece of a chunk at its offset, more pieces than one writev takes", async () => {
    const head = randomBytes(1000);
    const { store, file } = storeWithFile("u1", head);
    // 3,000 pieces of 512 bytes: a 1 MiB batch holds 2,048 of them, more than one writev takes (IOV_MAX, 1,024).
    const pieces = Array.from({ length: 3000 }, () => randomBytes(512));
    const offset = await store.write(Readable.from(pieces), "u1", head.length);
    expect(offset).toBe(head.length + 3000 * 512);
    expect(readFileSync(file).equals(Buffer.concat([head, ...pieces]))).toBe(true);
  });

  it("writes chunks larger than one batch in turns", async () => {
    const { store, file } = storeWithFile("u2");
    const pieces = Array.from({ length: 20 }, () => randomBytes(1024 * 1024));
    expect(await store.write(Readable.from(pieces), "u2", 0)).toBe(20 * 1024 * 1024);
    expect(readFileSync(file).equals(Buffer.concat(pieces))).toBe(true);
  });

  it("keeps what arrived before a broken connection, so the upload resumes from it", async () => {
    const { store, file } = storeWithFile("u3");
    const arrived = [randomBytes(64 * 1024), randomBytes(64 * 1024)];
    const broken = Readable.from(
      (async function* () {
        yield* arrived;
        throw new Error("connection reset");
      })(),
    );
    await expect(store.write(broken, "u3", 0)).rejects.toBe(ERRORS.FILE_WRITE_ERROR);
    expect(readFileSync(file).equals(Buffer.concat(arrived))).toBe(true);
  });
});

describe("TusFileStore's upload records", () => {
  it("keeps a new upload's record in memory as well as in its file, and forgets it with the upload", async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), "eln-tus-store-"));
    const store = new TusFileStore({ directory });
    await store.create(new Upload({ id: "r1", size: 10, offset: 0, metadata: { filename: "a.bin" } }));
    expect(JSON.parse(readFileSync(path.join(directory, "r1.json"), "utf8")).metadata).toEqual({ filename: "a.bin" });
    const reads = vi.spyOn(FileKvStore.prototype, "get");
    const upload = await store.getUpload("r1");
    expect(upload).toMatchObject({ id: "r1", size: 10, offset: 0, metadata: { filename: "a.bin" } });
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    await store.remove("r1");
    await expect(store.getUpload("r1")).rejects.toBe(ERRORS.FILE_NOT_FOUND);
  });

  it("reads a record it has not seen from its file (an upload from before a restart)", async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), "eln-tus-store-"));
    await new TusFileStore({ directory }).create(new Upload({ id: "r2", size: 5, offset: 0, metadata: { filename: "b.bin" } }));
    expect(await new TusFileStore({ directory }).getUpload("r2")).toMatchObject({ id: "r2", size: 5, metadata: { filename: "b.bin" } });
  });

  it("makes its folder again when it went after the store started (a new upload is not refused)", async () => {
    const directory = path.join(mkdtempSync(path.join(os.tmpdir(), "eln-tus-store-")), "uploads");
    const store = new TusFileStore({ directory });
    // the stock constructor makes the folder without waiting for it
    await vi.waitFor(() => expect(existsSync(directory)).toBe(true));
    rmSync(directory, { recursive: true, force: true });
    await store.create(new Upload({ id: "r3", size: 5, offset: 0, metadata: {} }));
    expect(await store.getUpload("r3")).toMatchObject({ id: "r3", size: 5, offset: 0 });
  });
});
