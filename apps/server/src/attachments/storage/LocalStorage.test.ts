import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

// Every fsync and rename, in order: a stored file's bytes reach the disk before its name does.
const events: string[] = [];
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs/promises")>();
  return {
    ...fs,
    open: async (...args: Parameters<typeof fs.open>) => {
      const handle = await fs.open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        events.push(`sync ${path.basename(String(args[0]))}`);
        return sync();
      };
      return handle;
    },
    rename: async (from: string, to: string) => {
      events.push(`rename ${path.basename(to)}`);
      return fs.rename(from, to);
    },
  };
});

const { LocalStorage } = await import("./LocalStorage");
const { DurableBatch } = await import("./durableFile");

describe("local storage writes durably", () => {
  it("flushes a written file's bytes, renames, then flushes the folder; moves a finished upload in, then flushes its bytes and the folder together", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "eln-durable-"));
    const storage = new LocalStorage(root);
    await storage.put("attachments/first", Buffer.from("makes the folder"));
    events.length = 0;
    await storage.put("attachments/a", Buffer.from("bytes"));
    expect(events.map((e) => e.replace(/^sync a\..*\.part$/, "sync tmp"))).toEqual(["sync tmp", "rename a", "sync attachments"]);
    expect(readFileSync(path.join(root, "attachments/a"), "utf8")).toBe("bytes");

    const upload = path.join(root, "finished-upload");
    writeFileSync(upload, "uploaded");
    events.length = 0;
    await storage.moveIn("attachments/b", upload);
    // Its key is new: a power cut before the flushes leaves a file no row names, so both go at once.
    expect(events[0]).toBe("rename b");
    expect(events.slice(1).sort()).toEqual(["sync attachments", "sync finished-upload"]);
    expect(readFileSync(path.join(root, "attachments/b"), "utf8")).toBe("uploaded");
  });

  it("flushes the entries of the folders it makes, so a power cut cannot take a new project's folder with its files", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "eln-durable-"));
    const storage = new LocalStorage(root);
    const rootName = path.basename(root);
    events.length = 0;
    await storage.put("attachments/p1/a", Buffer.from("bytes"));
    expect(events.slice(0, 2).map((e) => e.replace(/^sync a\..*\.part$/, "sync tmp"))).toEqual(["sync tmp", "rename a"]);
    // p1 holds the file, attachments holds p1, the root holds attachments.
    expect(events.slice(2).sort()).toEqual(["sync attachments", "sync p1", `sync ${rootName}`].sort());

    const upload = path.join(root, "finished-upload");
    writeFileSync(upload, "uploaded");
    events.length = 0;
    await storage.moveIn("attachments/p2/b", upload);
    expect(events[0]).toBe("rename b");
    expect(events.slice(1).sort()).toEqual(["sync attachments", "sync finished-upload", "sync p2"]);
  });

  it("in a batch, flushes nothing until the batch is flushed: then every file's bytes, then each folder once", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "eln-durable-"));
    const storage = new LocalStorage(root);
    const rootName = path.basename(root);
    const batch = new DurableBatch();
    events.length = 0;
    for (const name of ["a", "b", "c"]) await storage.put(`attachments/p1/${name}`, Buffer.from(name), { batch });
    expect(events).toEqual(["rename a", "rename b", "rename c"]);
    expect(readFileSync(path.join(root, "attachments/p1/b"), "utf8")).toBe("b");
    events.length = 0;
    await batch.flush();
    expect(events.slice(0, 3).sort()).toEqual(["sync a", "sync b", "sync c"]);
    expect(events.slice(3).sort()).toEqual(["sync attachments", "sync p1", `sync ${rootName}`].sort());
    events.length = 0;
    await batch.flush();
    expect(events).toEqual([]);
  });
});
