import type { FastifyRequest } from "fastify";
import { AppError } from "./AppError";

/**
 * The one file of an upload endpoint: a multipart/form-data file (the web app) or a raw body
 * (scripts posting text/csv). Anything else, or a broken upload, becomes `fail(why)`.
 */
export async function readUploadedFile(req: FastifyRequest, fail: (why: string) => AppError): Promise<Uint8Array> {
  try {
    if (req.isMultipart()) {
      const file = await req.file();
      if (!file) throw fail("No file was uploaded.");
      return await file.toBuffer();
    }
    if (Buffer.isBuffer(req.body)) return req.body;
    throw fail("Upload a CSV file.");
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw fail((err as Error).message);
  }
}
