// The bench's floor under any HTTP upload (bench/uploads.ts): a bare node:http server in a process
// of its own, as the app's server is, that writes each PATCH body into the file named by its
// x-target header at its upload-offset. No auth, no tus, no database. With x-sync: 1 the file is
// fsynced before the last chunk (upload-length reached) is answered. Prints its port, then serves.
//
// Each body goes through the app's own file store (storage/TusFileStore.ts: 1 MiB batches written
// while the next pieces arrive), so the gap between this floor and the tus row is what tus,
// Fastify, the session check and the database add. A plain write stream (one thread-pool write
// per 64 KiB piece, 16 KiB buffered) made this floor 32 ms for 10 MiB, mostly its own writes.
import { writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { syncFile } from "../apps/server/src/attachments/storage/durableFile";
import { TusFileStore } from "../apps/server/src/attachments/storage/TusFileStore";

const stores = new Map<string, TusFileStore>();
const storeFor = (directory: string) => stores.get(directory) ?? stores.set(directory, new TusFileStore({ directory })).get(directory)!;

const server = http.createServer((req, res) => {
  const target = String(req.headers["x-target"]);
  const offset = Number(req.headers["upload-offset"]);
  const last = Number(req.headers["content-length"]) + offset === Number(req.headers["upload-length"]);
  const write = async () => {
    if (offset === 0) await writeFile(target, "");
    await storeFor(path.dirname(target)).write(req, path.basename(target), offset);
    if (req.headers["x-sync"] === "1" && last) await syncFile(target);
  };
  write().then(
    () => res.writeHead(204).end(),
    () => res.writeHead(500).end(),
  );
});
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
