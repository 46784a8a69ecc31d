import { CsvParseError, isCsvParseErrorCode } from "./CsvParseError";
import type { CsvWorkerRequest, CsvWorkerResponse } from "./csvWorkerMessages";
import type { CsvEncoding } from "./decodeCsvBytes";
import type { ParsedTable } from "./parseCsv";

/** What parseInWorker needs of a Worker; tests pass an in-thread stand-in. */
export interface CsvWorkerPort {
  onmessage: ((event: MessageEvent<CsvWorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: CsvWorkerRequest, transfer: Transferable[]): void;
  terminate(): void;
}

export interface ParseInWorkerOptions {
  onProgress?: (percent: number) => void;
  /** Aborting stops the worker and rejects with an AbortError (the modal was closed). */
  signal?: AbortSignal;
  /** Hand the buffer to the worker instead of copying it; the caller's buffer becomes unusable. */
  transfer?: boolean;
  createWorker?: () => CsvWorkerPort;
}

export interface ParsedCsv {
  table: ParsedTable;
  encoding: CsvEncoding;
}

function createCsvWorker(): CsvWorkerPort {
  // Written literally so Vite bundles the worker as its own chunk.
  return new Worker(new URL("../csvWorker.ts", import.meta.url), { type: "module" });
}

/**
 * Decodes and parses an attachment's bytes off the main thread, so a 10 MB file never freezes the
 * page. Rejects with CsvParseError (its `code` picks the message) or, when aborted, an AbortError.
 */
export function parseInWorker(bytes: ArrayBuffer | Uint8Array, options: ParseInWorkerOptions = {}): Promise<ParsedCsv> {
  const { onProgress, signal, transfer = false, createWorker = createCsvWorker } = options;
  if (signal?.aborted) return Promise.reject(abortError(signal));

  const buffer = toArrayBuffer(bytes, transfer);
  return new Promise<ParsedCsv>((resolve, reject) => {
    let worker: CsvWorkerPort;
    try {
      worker = createWorker();
    } catch (error) {
      reject(new CsvParseError("unexpected", error instanceof Error ? error.message : String(error)));
      return;
    }
    const finish = () => {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError(signal));
    };
    signal?.addEventListener("abort", onAbort, { once: true });

    worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === "progress") {
        onProgress?.(message.percent);
      } else if (message.type === "done") {
        finish();
        resolve({ table: message.table, encoding: message.encoding });
      } else {
        finish();
        reject(new CsvParseError(isCsvParseErrorCode(message.code) ? message.code : "unexpected", message.detail));
      }
    };
    worker.onerror = (event) => {
      // The worker script failed to load or crashed (e.g. out of memory).
      event.preventDefault?.();
      finish();
      reject(new CsvParseError("unexpected", event.message));
    };
    worker.postMessage({ bytes: buffer }, transfer ? [buffer] : []);
  });
}

function toArrayBuffer(bytes: ArrayBuffer | Uint8Array, transfer: boolean): ArrayBuffer {
  if (bytes instanceof ArrayBuffer) return bytes;
  // A view onto part of a buffer (or a shared one) is copied so only its own bytes travel.
  if (transfer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes.buffer;
  }
  return bytes.slice().buffer as ArrayBuffer;
}

function abortError(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException("The CSV parse was aborted.", "AbortError");
}
