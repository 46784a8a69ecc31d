import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { attachmentEndpoints } from "@eln/shared/attachments";
import multipart from "@fastify/multipart";
import { count, desc, eq } from "drizzle-orm";
import { AttachmentLimits, attachmentNameSchema, isInlineImage } from "@eln/shared/attachments";
import { authenticate } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { authorizeNote, loadNoteAccess, authorizeNoteRequest, mayOnNote, type NoteAccess } from "../notes";
import { isUuid } from "../access/access";
import { user } from "../accounts/schema";
import { attachments } from "./schema";
import { createStorage } from "./storage/createStorage";
import type { Storage } from "./storage/Storage";
import { cleanContentType, createAttachment, deleteAttachment, loadAttachmentWithUploader, renameAttachment, saveChartSettings } from "./attachmentCommands";
import { presentAttachment, type AttachmentRow } from "./presentAttachment";
import { createDownloadToken, downloadExpiry, verifyDownloadToken } from "./downloadToken";
import { registerUploadServer } from "./uploadServer";
import { findById } from "../db/findRow";
import { isSignedFile } from "./signedFiles";

// authorizeNote's rule, as the note's detail answers it: no file is added, renamed or deleted on a locked note.
const abilities = (access: NoteAccess) => ({ "attachment.write": mayOnNote(access, "attachment.write") });

/** RFC 6266 Content-Disposition with a UTF-8 name (Japanese file names survive). */
function contentDisposition(kind: "inline" | "attachment", name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

// Types a page of this origin could load as active content (a script or module, a style sheet, a
// document): such a file is sent as plain bytes, so no injected tag could ever run an upload here.
const ACTIVE_CONTENT = /javascript|ecmascript|jscript|livescript|css|wasm|html|xml|json/i;
/** What a file is sent as: its type, unless that could be active content. */
export const servedContentType = (type: string) => (ACTIVE_CONTENT.test(type) ? "application/octet-stream" : type);
/** A file opened on its own is a sandboxed document that may load nothing (as raw content on code hosts). */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export async function attachmentRoutes(app: FastifyInstance, opts: { storage?: Storage } = {}) {
  const { db, config } = app.ctx;
  const storage = opts.storage ?? createStorage(config);

  await registerUploadServer(app, storage);

  /** The attachment and the caller's access to its note; 404 for what they cannot see. */
  async function loadAttachment(id: string, userId: string) {
    const row = await findById(db, attachments, id);
    if (!row) return null;
    const access = await loadNoteAccess(db, row.noteId, userId);
    return access ? { ...access, attachment: row } : null;
  }
  const notFound = () => new AppError("storage_not_found", "The file was not found.");
  const authorizeAttachment = <T extends Awaited<ReturnType<typeof loadAttachment>>>(a: T, action: "attachment.read" | "attachment.write") => {
    try {
      return authorizeNote(a, action) as NonNullable<T>;
    } catch (err) {
      if (err instanceof AppError && err.code === "not_found") throw notFound();
      throw err;
    }
  };
  async function present(row: AttachmentRow) {
    return (await loadAttachmentWithUploader(db, row.id))!;
  }

  route(app, attachmentEndpoints.list, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.noteId, "attachment.read");
    const { page, pageSize } = req.query;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ attachment: attachments, uploaderName: user.name, signed: isSignedFile() })
        .from(attachments)
        .leftJoin(user, eq(user.id, attachments.uploadedBy))
        .where(eq(attachments.noteId, access.note.id))
        .orderBy(desc(attachments.createdAt), desc(attachments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(attachments).where(eq(attachments.noteId, access.note.id)),
    ]);
    return {
      items: rows.map((row) => presentAttachment(row.attachment, row.uploaderName, row.signed)),
      page,
      pageSize,
      total,
      abilities: abilities(access),
    };
  });

  // Spec §7: "simple multipart upload for small files" (at most 256 KiB; larger ones use tus).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fileSize: AttachmentLimits.simpleUploadMaxBytes, fields: 2, parts: 3 } });
    route(scope, attachmentEndpoints.upload, async (req, reply) => {
      const { me, access } = await authorizeNoteRequest(req, req.params.noteId, "attachment.write");
      if (!req.isMultipart()) throw new AppError("validation", "Send the file as multipart/form-data.");
      const file = await req.file();
      if (!file) throw new AppError("validation", "No file was sent.");
      const bytes = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === "FST_REQ_FILE_TOO_LARGE")
          throw new AppError("file_too_large", "Files over 256 KiB go through the resumable upload (/api/uploads).");
        throw err;
      });
      const name = attachmentNameSchema.safeParse(file.filename);
      if (!name.success) throw new AppError("validation", "The file needs a name.", { fields: { name: "validation.required" } });
      const row = await createAttachment(
        db,
        storage,
        { noteId: access.note.id, projectId: access.project.id, name: name.data, size: bytes.length, contentType: cleanContentType(file.mimetype), uploadedBy: me.id },
        bytes,
      );
      reply.status(201);
      return { attachment: await present(row), abilities: abilities(access) };
    });
  });

  route(app, attachmentEndpoints.get, async (req) => {
    const me = await authenticate(req);
    const a = authorizeAttachment(await loadAttachment(req.params.id, me.id), "attachment.read");
    return { attachment: await present(a.attachment), abilities: abilities(a) };
  });

  route(app, attachmentEndpoints.rename, async (req) => {
    const me = await authenticate(req);
    const a = authorizeAttachment(await loadAttachment(req.params.id, me.id), "attachment.write");
    const row = await renameAttachment(db, a, req.body.name, me.id);
    return { attachment: await present(row), abilities: abilities(a) };
  });

  route(app, attachmentEndpoints.saveChartSettings, async (req) => {
    const me = await authenticate(req);
    // Settings are remembered for everyone who may change the note; readers still see the chart.
    const a = authorizeAttachment(await loadAttachment(req.params.id, me.id), "attachment.write");
    const row = await saveChartSettings(db, a.attachment.id, req.body);
    return { attachment: await present(row), abilities: abilities(a) };
  });

  route(app, attachmentEndpoints.remove, async (req) => {
    const me = await authenticate(req);
    const a = authorizeAttachment(await loadAttachment(req.params.id, me.id), "attachment.write");
    await deleteAttachment(db, storage, a, me.id, req.log);
    return { ok: true as const };
  });

  route(app, attachmentEndpoints.downloadUrl, async (req) => {
    const me = await authenticate(req);
    const a = authorizeAttachment(await loadAttachment(req.params.id, me.id), "attachment.read");
    const exp = downloadExpiry(AttachmentLimits.downloadUrlTtlSeconds);
    return {
      url: `/api/files/${createDownloadToken(config.authSecret, a.attachment.id, me.id, exp)}`,
      expiresAt: new Date(exp * 1000).toISOString(),
    };
  });

  // The short-lived link itself: no Authorization header (an <img> or <a download> follows it).
  route(app, attachmentEndpoints.file, async (req, reply) => {
    const { token } = req.params as { token: string };
    const check = verifyDownloadToken(config.authSecret, token);
    if (!check.ok) {
      if (check.reason === "expired") throw new AppError("storage_invalid_url", "This download link has expired.");
      throw new AppError("storage_not_found", "The file was not found.");
    }
    // Still readable by whom the link was given to (taken off the project since: refused now).
    const a = isUuid(check.attachmentId) ? await loadAttachment(check.attachmentId, check.userId) : null;
    const row = a && mayOnNote(a, "attachment.read") ? a.attachment : null;
    if (!row) throw notFound();
    const body = await storage.get(row.storageKey);
    const inline = isInlineImage(row.contentType);
    return reply
      .header("content-type", servedContentType(row.contentType))
      .header("content-security-policy", FILE_CSP)
      .header("content-length", String(row.size))
      .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", row.name))
      .header("cache-control", "private, max-age=300")
      .send(body);
  });
}
