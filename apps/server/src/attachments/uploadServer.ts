import { tusPaths } from "@eln/shared/api";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AttachmentLimits, uploadMetadataSchema } from "@eln/shared/attachments";
import { authenticate } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { authenticateNoteAccess, authorizeNote, type NoteAccess } from "../notes";
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
    const meta = uploadMetadataSchema.safeParse(parseUploadMetadata(req.headers["upload-metadata"] as string | undefined));
    const length = Number(req.headers["upload-length"]);
    const problem = !meta.success
      ? new AppError("validation", "Upload-Metadata must carry noteId and filename.")
      : !Number.isSafeInteger(length) || length < 0
        ? new AppError("validation", "Upload-Length is required.")
        : length > AttachmentLimits.maxBytes
          ? new AppError("file_too_large", "The file is too large. The maximum size is 10 MB.")
          : null;
    // Who asks comes first (401), then what they sent (400, 413), then whether they may (404, 403).
    if (problem || !meta.success) {
      await authenticate(req);
      throw problem;
    }
    return ownerOf(await authenticateNoteAccess(req, meta.data.noteId));
  }

  function ownerOf({ me, access }: { me: { id: string }; access: NoteAccess | null }): UploadOwner {
    const { note, project } = authorizeNote(access, "attachment.write");
    return { userId: me.id, noteId: note.id, projectId: project.id };
  }

  // Who started each upload this instance created or has had a chunk of (else read once from the
  // upload's file): a chunk's check is then the one query of the sign-in check with the note
  // access. The oldest are forgotten past 10,000 (insertion order), and read again if they come back.
  const uploaders = new Map<string, { userId: string; noteId: string }>();
  const remember = (id: string, uploader: { userId: string; noteId: string }) => {
    if (uploaders.size >= 10_000) uploaders.delete(uploaders.keys().next().value!);
    uploaders.set(id, uploader);
  };

  /** HEAD / PATCH / DELETE on an upload: only its uploader, and only while they may still write. */
  async function guardUpload(req: FastifyRequest): Promise<UploadOwner> {
    const id = req.url.split("?")[0].slice(UPLOADS_PATH.length + 1);
    const notFound = () => new AppError("storage_not_found", "The upload was not found.");
    if (!/^[a-z0-9]{1,64}$/i.test(id)) {
      await authenticate(req);
      throw notFound();
    }
    let uploader = uploaders.get(id);
    if (!uploader) {
      const meta = (await datastore.getUpload(id).catch(() => null))?.metadata;
      if (!meta?.userId) {
        await authenticate(req);
        throw notFound();
      }
      uploader = { userId: meta.userId, noteId: meta.noteId ?? "" };
      remember(id, uploader);
    }
    const caller = await authenticateNoteAccess(req, uploader.noteId);
    if (caller.me.id !== uploader.userId) throw notFound();
    return ownerOf(caller);
  }

  await mountTusEndpoint(app, {
    path: UPLOADS_PATH,
    datastore,
    maxSize: AttachmentLimits.maxBytes,
    guard,
    ownerMetadata: (owner) => ({ userId: owner.userId, noteId: owner.noteId, projectId: owner.projectId }),
    onCreate: (id, owner) => remember(id, { userId: owner.userId, noteId: owner.noteId }),
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
      uploaders.delete(upload.id);
      // On the local disk the bytes were renamed into storage: only the upload's record is left.
      await (datastore instanceof FileStore ? datastore.configstore.delete(upload.id) : datastore.remove(upload.id)).catch(() => {});
      return { headers: { "Attachment-Id": row.id } };
    },
  });
}
