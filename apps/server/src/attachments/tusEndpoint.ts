import path from "node:path";
import type { IncomingMessage } from "node:http";
import { Server as TusServer, EVENTS, type ServerOptions } from "@tus/server";
import { FileStore } from "@tus/file-store";
import { NodeRequest, sendNodeResponse } from "srvx/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config/config";
import { TusBucketStore } from "./storage/TusBucketStore";
import { TusFileStore } from "./storage/TusFileStore";
import { AppError, appErrorBody } from "../http/AppError";

type Upload = Parameters<NonNullable<ServerOptions["onUploadFinish"]>>[1];
type FinishAnswer = Awaited<ReturnType<NonNullable<ServerOptions["onUploadFinish"]>>>;

/** tus's Upload-Metadata header: `key base64value,key base64value`. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? "").split(",")) {
    const [key, value] = pair.trim().split(" ");
    if (key) out[key] = value ? Buffer.from(value, "base64").toString("utf8") : "";
  }
  return out;
}

/**
 * Where partial uploads wait: in the bucket when S3_* is set (so any instance can continue one),
 * else in `DATA_DIR/<folder>`; abandoned ones expire after a day.
 */
export function tusDatastore(config: Config, folder: string) {
  return config.s3
    ? new TusBucketStore(config.s3)
    : new TusFileStore({ directory: path.join(config.dataDir, folder), expirationPeriodInMilliseconds: 24 * 60 * 60 * 1000 });
}

/**
 * A request's body as the web stream tus reads, passing on the socket's buffers as they come.
 * srvx makes it with Readable.toWeb, which copies every buffer (10 MiB per upload, about a tenth
 * of an upload's time here) and pauses the socket after each 16 KiB.
 */
export function requestBodyStream(raw: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    // As Readable.toWeb does: a cancelled body ends the request's stream.
    async cancel() {
      await chunks.return?.();
    },
  });
}

/** srvx's request for tus (as tus.handle makes it), with the body of requestBodyStream. */
function tusRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const request = new NodeRequest({ req: req.raw, res: reply.raw });
  const body = req.method === "POST" || req.method === "PATCH" ? requestBodyStream(req.raw) : null;
  Object.defineProperty(request, "body", { value: body });
  return request;
}

export interface TusEndpoint<Owner> {
  path: string;
  datastore: TusBucketStore | FileStore;
  maxSize: number;
  /** Authenticates and authorizes a request before tus sees it; null lets it through (OPTIONS). */
  guard(req: FastifyRequest): Promise<Owner | null>;
  /**
   * Whether this instance knows, without I/O, that a PATCH comes from the session that created the
   * upload. Its guard then runs while the chunk arrives instead of before (see the handler).
   */
  fromCreator?(req: FastifyRequest): boolean;
  /** What a new upload stores about its owner (checked again on every later chunk). */
  ownerMetadata(owner: Owner): Record<string, string>;
  /** Told each new upload's id and owner as it is created. */
  onCreate?(id: string, owner: Owner): void;
  onUploadFinish(upload: Upload): Promise<FinishAnswer>;
}

/**
 * A resumable upload endpoint (tus 1.0) at `path` and `path/:id`: Fastify runs the guard on every
 * request, then hands the raw request to @tus/server (or, for a chunk of the creating session,
 * runs both side by side and answers once both are done). tus's MemoryLocker is per process: a tus
 * client sends one request at a time, so an upload only moves to another instance when the first
 * stopped answering.
 */
export async function mountTusEndpoint<Owner>(app: FastifyInstance, e: TusEndpoint<Owner>) {
  // Who asked for the request tus is about to handle (set just before handing it over).
  const owners = new WeakMap<IncomingMessage, Owner>();
  // The guard of a chunk that is checked while it arrives: its upload finishes only once it passed.
  const checks = new WeakMap<IncomingMessage, Promise<unknown>>();
  const rawOf = (req: unknown) => (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

  const tus = new TusServer({
    path: e.path,
    datastore: e.datastore,
    maxSize: e.maxSize,
    relativeLocation: true,
    respectForwardedHeaders: false,
    async onUploadCreate(req, upload) {
      const raw = rawOf(req);
      const owner = (raw ? owners.get(raw) : undefined)!;
      e.onCreate?.(upload.id, owner);
      return { metadata: { ...upload.metadata, ...e.ownerMetadata(owner) } };
    },
    async onUploadFinish(req, upload) {
      const raw = rawOf(req);
      if (raw) await checks.get(raw);
      return e.onUploadFinish(upload);
    },
    // A refusal of ours (the note locked while the last chunk came) leaves with our status and error
    // shape, so the client stops and says why, instead of a 500 it would retry.
    async onResponseError(_req, err) {
      if (!(err instanceof AppError)) return undefined;
      return { status_code: err.status, body: JSON.stringify(appErrorBody(err)) };
    },
  });
  tus.on(EVENTS.POST_TERMINATE, () => {});

  // Stale partial uploads (abandoned for a day) are removed every hour.
  const timer = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => {}), 60 * 60 * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));

  await app.register(async (scope) => {
    // The body of a PATCH is the chunk itself: leave the stream unread for tus.
    scope.addContentTypeParser("application/offset+octet-stream", (_req, _payload, done) => done(null));
    /** tus answers the request; its answer is sent once `check`, when given, has passed. */
    const handOver = async (req: FastifyRequest, reply: FastifyReply, check?: Promise<unknown>) => {
      const response = await tus.handleWeb(tusRequest(req, reply));
      await check;
      reply.hijack();
      await sendNodeResponse(reply.raw, response);
    };
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.method === "PATCH" && e.fromCreator?.(req)) {
        // The creating session continues its upload: its guard (a database round trip, six times
        // an upload) runs while the chunk is written, and nothing is answered, nor the upload
        // finished, before it passed. A refused chunk is answered with the guard's error; its bytes
        // stay in that session's unfinished upload, which only its uploader can continue (checked
        // again) or finish.
        const check = e.guard(req);
        check.catch(() => {}); // awaited once tus is done with the request
        checks.set(req.raw, check);
        return handOver(req, reply, check);
      }
      const owner = await e.guard(req);
      if (owner) owners.set(req.raw, owner);
      return handOver(req, reply);
    };
    const methods = ["POST", "PATCH", "HEAD", "DELETE", "OPTIONS"] as const;
    scope.route({ method: [...methods], url: e.path, handler, exposeHeadRoute: false, schema: { hide: true } });
    scope.route({ method: [...methods], url: `${e.path}/:id`, handler, exposeHeadRoute: false, schema: { hide: true } });
  });
}
