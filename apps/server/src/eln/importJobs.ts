import { tusPaths } from "@eln/shared/api";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../http/route";
import { elnEndpoints } from "@eln/shared/eln";
import { eq } from "drizzle-orm";
import { ElnLimits, type ElnImportJob } from "@eln/shared/eln";
import { authenticate } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { authorizeSpace, loadSpaceAccess, authorizeSpaceRequest } from "../spaces";
import { findById } from "../db/findRow";
import type { Storage } from "../attachments";
import { mountTusEndpoint, parseUploadMetadata, tusDatastore } from "../attachments";
import { importEln } from "./importEln";
import { elnImportJobs } from "./schema";

export const ELN_UPLOADS_PATH = tusPaths.elnImports;
/** A running job whose row has not moved for this long died with its server. */
const STALE_MS = 10 * 60_000;

type JobRow = typeof elnImportJobs.$inferSelect;

function present(row: JobRow): ElnImportJob {
  const stale = row.status === "running" && Date.now() - row.updatedAt.getTime() > STALE_MS;
  return {
    id: row.id,
    status: stale ? "failed" : row.status,
    progress: row.progress,
    result: row.result ?? null,
    error: stale ? { code: "internal", message: "The import stopped (the server restarted). Please try again." } : (row.error ?? null),
  };
}

/**
 * Large archives (up to 500 MB): the client creates a job, uploads resumably to
 * /api/eln/uploads with the job's id, and polls the job while the server imports it in the
 * background. The job row carries status and progress, so polling works on any instance.
 */
export async function registerImportJobs(app: FastifyInstance, storage: Storage) {
  const { db, config } = app.ctx;
  const datastore = tusDatastore(config, "eln-uploads");

  const loadJob = async (id: string, userId: string) => {
    const row = await findById(db, elnImportJobs, id);
    return row?.userId === userId ? row : null;
  };

  async function run(job: JobRow, uploadId: string) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "eln-job-"));
    const file = path.join(dir, "upload.eln");
    let last = 0;
    const setProgress = (fraction: number) => {
      const now = Date.now();
      if (now - last < 500) return;
      last = now;
      void db.update(elnImportJobs).set({ progress: Math.round(fraction * 100), updatedAt: new Date() }).where(eq(elnImportJobs.id, job.id)).catch(() => {});
    };
    try {
      await pipeline(await datastore.read(uploadId), createWriteStream(file));
      const result = await importEln(db, storage, { file, spaceId: job.spaceId, userId: job.userId, onProgress: setProgress });
      await app.ctx.readCache.clear(); // the imported projects and notes show at once
      await db.update(elnImportJobs).set({ status: "done", progress: 100, result, updatedAt: new Date() }).where(eq(elnImportJobs.id, job.id));
    } catch (err) {
      const e = err instanceof AppError ? err : null;
      if (!e) app.log.error({ err }, "eln import job failed");
      const reason = (e?.extra.details as { reason?: string } | undefined)?.reason;
      await db
        .update(elnImportJobs)
        .set({ status: "failed", error: { code: e?.code ?? "internal", message: e?.message ?? "The import failed.", ...(reason ? { reason } : {}) }, updatedAt: new Date() })
        .where(eq(elnImportJobs.id, job.id))
        .catch(() => {});
    } finally {
      await rm(dir, { recursive: true, force: true });
      await datastore.remove(uploadId).catch(() => {});
    }
  }

  async function guard(req: FastifyRequest) {
    if (req.method === "OPTIONS") return null;
    const me = await authenticate(req);
    if (req.method === "POST") {
      const meta = parseUploadMetadata(req.headers["upload-metadata"] as string | undefined);
      const job = await loadJob(meta.jobId ?? "", me.id);
      if (!job || job.status !== "uploading") throw new AppError("not_found", "The import was not found.");
      const length = Number(req.headers["upload-length"]);
      if (length !== job.size) throw new AppError("validation", "Upload-Length must equal the job's size.");
      authorizeSpace(await loadSpaceAccess(db, job.spaceId, me.id), "space.createProject");
      return { userId: me.id, jobId: job.id };
    }
    const id = req.url.split("?")[0].slice(ELN_UPLOADS_PATH.length + 1);
    if (!/^[a-z0-9]{1,64}$/i.test(id)) throw new AppError("storage_not_found", "The upload was not found.");
    const upload = await datastore.getUpload(id).catch(() => null);
    if (!upload || upload.metadata?.userId !== me.id) throw new AppError("storage_not_found", "The upload was not found.");
    return { userId: me.id, jobId: upload.metadata.jobId ?? "" };
  }

  await mountTusEndpoint(app, {
    path: ELN_UPLOADS_PATH,
    datastore,
    maxSize: ElnLimits.resumableMaxBytes,
    guard,
    ownerMetadata: (owner) => ({ userId: owner.userId, jobId: owner.jobId }),
    async onUploadFinish(upload) {
      const m = upload.metadata ?? {};
      const [job] = await db
        .update(elnImportJobs)
        .set({ status: "running", updatedAt: new Date() })
        .where(eq(elnImportJobs.id, m.jobId!))
        .returning();
      // The import runs after the last chunk is acknowledged; the client polls the job.
      if (job) setImmediate(() => void run(job, upload.id));
      return {};
    },
  });

  route(app, elnEndpoints.createImportJob, async (req, reply) => {
    const { me, access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.createProject");
    const [row] = await db.insert(elnImportJobs).values({ spaceId: access.space.id, userId: me.id, fileName: req.body.fileName, size: req.body.size }).returning();
    reply.status(201);
    return present(row);
  });

  route(app, elnEndpoints.importJob, async (req) => {
    const me = await authenticate(req);
    const row = await loadJob(req.params.jobId, me.id);
    if (!row) throw new AppError("not_found", "The import was not found.");
    return present(row);
  });
}
