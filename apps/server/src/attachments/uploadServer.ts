import { tusPaths } from "@eln/shared/api";
import { createHash } from "node:crypto";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AttachmentLimits, uploadMetadataSchema } from "@eln/shared/attachments";
import { authenticate, requestToken } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { setBounded } from "../http/setBounded";
import { authenticateNoteAccess, authorizeNote, type NoteAccess } from "../notes";
import type { Storage } from "./storage/Storage";
import { mountTusEndpoint, parseUploadMetadata, tusDatastore } from "./tusEndpoint";
import { cleanContentType, createAttachment } from "./attachmentCommands";

export const UPLOADS_PATH = tusPaths.attachments;

interface UploadOwner {
  userId: string;
  noteId: string;
  projectId: string;
  /** The session token of the request, hashed (see fromCreator). */
  session: string;
}

const hashToken = (token: string | null) => (token ? createHash("sha256").update(token).digest("base64url") : "");

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
    return ownerOf(req, await authenticateNoteAccess(req, meta.data.noteId));
  }

  function ownerOf(req: FastifyRequest, { me, access }: { me: { id: string }; access: NoteAccess | null }): UploadOwner {
    const { note, project } = authorizeNote(access, "attachment.write");
    return { userId: me.id, noteId: note.id, projectId: project.id, session: hashToken(requestToken(req)) };
  }

  // Who started each upload this instance created or has had a chunk of (else read once from the
  // upload's file): a chunk's check is then the one query of the sign-in check with the note
  // access. With the session that created it, when this instance created it. The oldest are
  // forgotten past 10,000 (insertion order), and read again if they come back.
  type Uploader = { userId: string; noteId: string; session?: string };
  const uploaders = new Map<string, Uploader>();
  const remember = (id: string, uploader: Uploader) => setBounded(uploaders, 10_000, id, uploader);

  const uploadIdOf = (req: FastifyRequest) => req.url.split("?")[0].slice(UPLOADS_PATH.length + 1);

  /** HEAD / PATCH / DELETE on an upload: only its uploader, and only while they may still write. */
  async function guardUpload(req: FastifyRequest): Promise<UploadOwner> {
    const id = uploadIdOf(req);
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
    return ownerOf(req, caller);
  }

  /** The request carries the very session token that created the upload on this instance. */
  function fromCreator(req: FastifyRequest): boolean {
    const session = uploaders.get(uploadIdOf(req))?.session;
    return !!session && session === hashToken(requestToken(req));
  }

  await mountTusEndpoint(app, {
    path: UPLOADS_PATH,
    datastore,
    maxSize: AttachmentLimits.maxBytes,
    guard,
    fromCreator,
    ownerMetadata: (owner) => ({ userId: owner.userId, noteId: owner.noteId, projectId: owner.projectId }),
    onCreate: (id, owner) => remember(id, { userId: owner.userId, noteId: owner.noteId, session: owner.session }),
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
      // Not awaited: the attachment exists, and a record left behind expires with the day.
      void (datastore instanceof FileStore ? datastore.configstore.delete(upload.id) : datastore.remove(upload.id)).catch(() => {});
      return { headers: { "Attachment-Id": row.id } };
    },
  });
}
