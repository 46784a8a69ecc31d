import { tusPaths } from "@eln/shared/api";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AttachmentLimits, uploadMetadataSchema } from "@eln/shared/attachments";
import { authenticate } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { authorizeNote, loadNoteAccess } from "../notes";
import type { Storage } from "./storage/Storage";
import { mountTusEndpoint, parseUploadMetadata, tusDatastore } from "./tusEndpoint";
import { cleanContentType, createAttachment } from "./attachmentCommands";

export const UPLOADS_PATH = tusPaths.attachments;

interface UploadOwner {
  userId: string;
  noteId: string;
  projectId: string;
}

/**
 * Resumable uploads (tus 1.0) at /api/uploads. Fastify authenticates and authorizes every
 * request first (bearer token; `attachment.write` on the note; only the uploader may continue
 * an upload), then hands the raw request to @tus/server (attachments/tusEndpoint.ts). Partial
 * uploads wait in the bucket when S3_* is set, else on local disk (`DATA_DIR/uploads`); a
 * finished one is moved into the storage service and becomes an attachment row.
 */
export async function registerUploadServer(app: FastifyInstance, storage: Storage) {
  const { config, db } = app.ctx;
  const uploadsDir = path.join(config.dataDir, "uploads");
  const datastore = tusDatastore(config, "uploads");

  async function guard(req: FastifyRequest): Promise<UploadOwner | null> {
    if (req.method === "OPTIONS") return null;
    if (req.method !== "POST") return guardUpload(req);
    const me = await authenticate(req);
    const meta = uploadMetadataSchema.safeParse(parseUploadMetadata(req.headers["upload-metadata"] as string | undefined));
    if (!meta.success) throw new AppError("validation", "Upload-Metadata must carry noteId and filename.");
    const length = Number(req.headers["upload-length"]);
    if (!Number.isSafeInteger(length) || length < 0) throw new AppError("validation", "Upload-Length is required.");
    if (length > AttachmentLimits.maxBytes) throw new AppError("file_too_large", "The file is too large. The maximum size is 10 MB.");
    const access = authorizeNote(await loadNoteAccess(db, meta.data.noteId, me.id), "attachment.write");
    return { userId: me.id, noteId: access.note.id, projectId: access.project.id };
  }

  /** HEAD / PATCH / DELETE on an upload: only its uploader, and only while they may still write. */
  async function guardUpload(req: FastifyRequest): Promise<UploadOwner> {
    const id = req.url.split("?")[0].slice(UPLOADS_PATH.length + 1);
    if (!/^[a-z0-9]{1,64}$/i.test(id)) {
      await authenticate(req);
      throw new AppError("storage_not_found", "The upload was not found.");
    }
    // Every chunk pays these lookups, so they run side by side: the note access is read for the
    // uploader named in the upload and only counts once the caller proves to be that uploader.
    const uploadP = datastore.getUpload(id).catch(() => null);
    const accessP = uploadP.then((u) =>
      u?.metadata?.userId ? loadNoteAccess(db, u.metadata.noteId ?? "", u.metadata.userId) : null,
    );
    accessP.catch(() => {});
    const me = await authenticate(req);
    const upload = await uploadP;
    if (!upload || upload.metadata?.userId !== me.id) throw new AppError("storage_not_found", "The upload was not found.");
    const access = authorizeNote(await accessP, "attachment.write");
    return { userId: me.id, noteId: access.note.id, projectId: access.project.id };
  }

  await mountTusEndpoint(app, {
    path: UPLOADS_PATH,
    datastore,
    maxSize: AttachmentLimits.maxBytes,
    guard,
    ownerMetadata: (owner) => ({ userId: owner.userId, noteId: owner.noteId, projectId: owner.projectId }),
    async onUploadFinish(upload) {
      const m = upload.metadata ?? {};
      const row = await createAttachment(
        db,
        storage,
        {
          noteId: m.noteId!,
          projectId: m.projectId!,
          name: uploadMetadataSchema.shape.filename.parse(m.filename ?? "file"),
          size: upload.size ?? upload.offset,
          contentType: cleanContentType(m.filetype),
          uploadedBy: m.userId!,
        },
        // A finished upload on the local disk is renamed into local storage, not copied a second time.
        datastore instanceof FileStore ? { file: path.join(uploadsDir, upload.id) } : await datastore.read(upload.id),
      );
      if (datastore instanceof FileStore) await datastore.configstore.delete(upload.id).catch(() => {});
      await datastore.remove(upload.id).catch(() => {});
      return { headers: { "Attachment-Id": row.id } };
    },
  });
}
