import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyReply } from "fastify";
import { route } from "../http/route";
import { elnEndpoints } from "@eln/shared/eln";
import multipart from "@fastify/multipart";
import { ElnLimits } from "@eln/shared/eln";
import { authenticate } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { authorizeNote, loadNoteAccess, noteAuditEvent } from "../notes";
import { recordAuditEvent, type AuditInput } from "../audit";
import { authorizeProject, loadProjectAccess } from "../projects";
import { authorizeSpaceRequest } from "../spaces";
import { createStorage } from "../attachments";
import type { Storage } from "../attachments";
import { exportEln, type ExportSource } from "./exportEln";
import { importEln } from "./importEln";
import { reject } from "./readArchive";
import { createExportToken, verifyExportToken } from "./exportLink";
import { registerImportJobs } from "./importJobs";
import { getCollab } from "../collab";

const APP_VERSION = "0.1.0";
const LINK_TTL_SECONDS = 300;

/** What an export takes, and the audit event that records it. */
type Exportable = { src: ExportSource; exported: AuditInput };

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so Japanese titles survive. */
function attachmentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** .eln (RO-Crate) export of projects and notes, and import of any notebook's .eln into a new project. */
export async function elnRoutes(app: FastifyInstance, opts: { storage?: Storage } = {}) {
  const { db, config } = app.ctx;
  const storage = opts.storage ?? createStorage(config);
  await registerImportJobs(app, storage);

  const send = async (reply: FastifyReply, { src, exported }: Exportable) => {
    // In the trail like a PDF download: who took the data out of the space, and what.
    await db.transaction((tx) => recordAuditEvent(tx, exported));
    const live = (noteId: string, title: string) => getCollab(app.ctx).liveSnapshot(noteId, title);
    const { filename, stream } = exportEln({ db, storage, appUrl: config.appUrl, appVersion: APP_VERSION, live }, src);
    return reply
      .header("content-type", "application/vnd.eln+zip")
      .header("content-disposition", attachmentDisposition(filename))
      .header("cache-control", "no-store")
      .send(stream);
  };

  /** What a reader may export (404 for anyone who cannot read it), and its audit event. */
  const sourceOf = async (kind: "project" | "note", id: string, userId: string): Promise<Exportable> => {
    if (kind === "project") {
      const { project } = authorizeProject(await loadProjectAccess(db, id, userId), "project.read");
      return {
        src: { title: project.title, description: project.description, projectId: project.id },
        exported: { spaceId: project.spaceId, kind: "project.exported", actorId: userId, target: { type: "project", id: project.id }, data: { title: project.title, format: "eln" } },
      };
    }
    const access = authorizeNote(await loadNoteAccess(db, id, userId), "note.read");
    const { note, project } = access;
    return {
      src: { title: note.title, description: `${project.title} / ${note.title}`, projectId: project.id, noteIds: [note.id] },
      exported: noteAuditEvent(access, "note.exported", userId, { format: "eln" }),
    };
  };
  const issueLink = async (kind: "project" | "note", id: string, userId: string) => {
    await sourceOf(kind, id, userId); // the access check only: the download is logged when it happens
    const exp = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
    return { url: `/api/eln/export?token=${createExportToken(config.authSecret, { kind, id, userId, exp })}`, expiresAt: new Date(exp * 1000).toISOString() };
  };

  route(app, elnEndpoints.exportProject, async (req, reply) => {
    const me = await authenticate(req);
    return send(reply, await sourceOf("project", req.params.projectId, me.id));
  });

  route(app, elnEndpoints.exportNote, async (req, reply) => {
    const me = await authenticate(req);
    return send(reply, await sourceOf("note", req.params.noteId, me.id));
  });

  route(app, elnEndpoints.projectLink, async (req) => {
    const me = await authenticate(req);
    return issueLink("project", req.params.projectId, me.id);
  });

  route(app, elnEndpoints.noteLink, async (req) => {
    const me = await authenticate(req);
    return issueLink("note", req.params.noteId, me.id);
  });

  // The signed link itself: no Authorization header, so the browser streams it to disk.
  // (A query parameter: a path parameter is capped at 100 characters.)
  route(app, elnEndpoints.download, async (req, reply) => {
    const link = verifyExportToken(config.authSecret, req.query.token ?? "");
    if (!link) throw new AppError("storage_invalid_url", "This download link is invalid or has expired.");
    return send(reply, await sourceOf(link.kind, link.id, link.userId));
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fileSize: ElnLimits.uploadMaxBytes, fields: 0, parts: 1 } });
    route(scope, elnEndpoints.importFile, async (req, reply) => {
      const { me, access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.createProject");
      if (!req.isMultipart()) throw reject("no_file", "Send the .eln file as multipart/form-data (field \"file\").");
      const file = await req.file();
      if (!file || file.fieldname !== "file") throw reject("no_file", "No file was sent (field \"file\").");
      // The archive goes to a temp file: ZIP needs random access, and memory stays flat.
      const dir = await mkdtemp(path.join(os.tmpdir(), "eln-import-"));
      const tmp = path.join(dir, "upload.eln");
      try {
        await pipeline(file.file, createWriteStream(tmp));
        if (file.file.truncated) throw new AppError("file_too_large", `Archives over ${ElnLimits.uploadMaxBytes / 1024 / 1024} MB cannot be imported.`, { details: { reason: "too_large" } });
        const answer = await importEln(db, storage, { file: tmp, spaceId: access.space.id, userId: me.id });
        reply.status(201);
        return answer;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
}
