import type { CsvParseErrorCode } from "./CsvParseError";
import type { CsvEncoding } from "./decodeCsvBytes";
import type { ParsedTable } from "./parseCsv";

// The protocol between parseInWorker (page) and csvWorker (worker), shared so both sides agree.
export interface CsvWorkerRequest {
  bytes: ArrayBuffer;
}

export type CsvWorkerResponse =
  | { type: "progress"; percent: number }
  | { type: "done"; table: ParsedTable; encoding: CsvEncoding }
  | { type: "error"; code: CsvParseErrorCode; detail?: string };
