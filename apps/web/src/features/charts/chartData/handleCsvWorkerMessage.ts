import { CsvParseError } from "./CsvParseError";
import type { CsvWorkerRequest, CsvWorkerResponse } from "./csvWorkerMessages";
import { decodeCsvBytes } from "./decodeCsvBytes";
import { parseCsv } from "./parseCsv";

export type CsvWorkerPost = (message: CsvWorkerResponse, transfer?: Transferable[]) => void;

// Share of the progress bar given to decoding; parsing and typing take the rest.
const DECODE_SHARE = 5;

/**
 * The whole job of the CSV worker, kept out of the worker entry so it runs (and is tested) in any
 * thread: decode, parse, then post the table with its numeric columns transferred, not copied.
 */
export function handleCsvWorkerMessage(request: CsvWorkerRequest, post: CsvWorkerPost): void {
  let lastPercent = -1;
  const progress = (percent: number) => {
    const rounded = Math.floor(percent);
    if (rounded === lastPercent) return;
    lastPercent = rounded;
    post({ type: "progress", percent: rounded });
  };
  try {
    progress(0);
    const { text, encoding } = decodeCsvBytes(new Uint8Array(request.bytes));
    progress(DECODE_SHARE);
    const table = parseCsv(text, { onProgress: (p) => progress(DECODE_SHARE + (p * (100 - DECODE_SHARE)) / 100) });
    const transfer = [
      ...table.data.flatMap((values) => (values instanceof Float64Array ? [values.buffer] : [])),
      ...table.decimals.flatMap((d) => (d ? [d.buffer] : [])),
    ];
    post({ type: "done", table, encoding }, transfer);
  } catch (error) {
    if (error instanceof CsvParseError) post({ type: "error", code: error.code, detail: error.message });
    else post({ type: "error", code: "unexpected", detail: error instanceof Error ? error.message : String(error) });
  }
}
