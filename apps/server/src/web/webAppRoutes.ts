import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { hideFromApiDocs } from "../http/hideFromApiDocs";

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

/** Serves the built single-page app; every non-API path gets index.html so the router can decide. */
export async function webAppRoutes(app: FastifyInstance) {
  hideFromApiDocs(app);
  const dist = app.ctx.config.webDist ?? defaultDist;
  const indexFile = path.join(dist, "index.html");
  if (!existsSync(indexFile)) return;
  // A new build in the same folder (a deploy without a restart) is served at once: index.html is
  // read again when it changed, and an asset it names that was not there at start is sent from disk.
  let index = { mtimeMs: -1, html: "" };
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(indexFile, "utf8") };
    return index.html;
  };
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The build writes .br/.gz next to each asset (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
  const sendIndex = (_req: unknown, reply: import("fastify").FastifyReply) =>
    reply.header("cache-control", "no-cache").type("text/html").send(indexHtml());
  app.get("/", sendIndex);
  app.get("/*", (req, reply) => {
    // A missing asset (an old tab after a deploy) must fail loudly, not load index.html as code.
    if (req.url.startsWith("/assets/")) {
      // Routes were made for the files there at start; a later build's files are looked up here.
      const name = req.url.split("?")[0].slice("/assets/".length);
      // One plain file name (no folder, no escapes): nothing outside assets/ can be named.
      if (/^[\w-][\w.-]*$/.test(name) && existsSync(path.join(dist, "assets", name))) {
        return reply.header("cache-control", "public, max-age=31536000, immutable").sendFile(`assets/${name}`);
      }
    }
    if (req.url.startsWith("/api/") || req.url.startsWith("/collab") || req.url.startsWith("/assets/")) {
      return reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
    }
    return sendIndex(req, reply);
  });
}
