// The bench's floor under any HTTP upload (bench/uploads.ts): a bare node:http server in a process
// of its own, as the app's server is, that writes each PATCH body into the file named by its
// x-target header at its upload-offset. No auth, no tus, no database. With x-sync: 1 the file is
// fsynced before the last chunk (upload-length reached) is answered. Prints its port, then serves.
import { createWriteStream } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pipeline } from "node:stream/promises";
import { syncFile } from "../apps/server/src/attachments/storage/durableFile";

const server = http.createServer((req, res) => {
  const target = String(req.headers["x-target"]);
  const offset = Number(req.headers["upload-offset"]);
  const last = Number(req.headers["content-length"]) + offset === Number(req.headers["upload-length"]);
  pipeline(req, createWriteStream(target, { flags: offset === 0 ? "w" : "r+", start: offset }))
    .then(() => (req.headers["x-sync"] === "1" && last ? syncFile(target) : undefined))
    .then(
      () => res.writeHead(204).end(),
      () => res.writeHead(500).end(),
    );
});
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
