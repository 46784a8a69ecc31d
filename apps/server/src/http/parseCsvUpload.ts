import Papa from "papaparse";
import type { AppError } from "./AppError";

export type CsvRecord = Record<string, string>;

/**
 * An uploaded CSV file (UTF-8, BOM or not) as records keyed by lower-case header, each with its
 * line as a spreadsheet numbers it (header = 1). The whole file is refused with `fail(why)` when
 * it is not text, not CSV, lacks a required column, has no rows or more than `maxRows`; single
 * bad rows are for the caller to report.
 */
export function parseCsvUpload(
  bytes: Uint8Array,
  opts: { required: string[]; missingColumn: (name: string) => string; maxRows: number },
  fail: (why: string) => AppError,
): { row: number; rec: CsvRecord }[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw fail("The file is not UTF-8 text.");
  }
  if (text.includes("\u0000")) throw fail("The file is not text.");
  const parsed = Papa.parse<CsvRecord>(text, { header: true, skipEmptyLines: false, transformHeader: (h) => h.trim().toLowerCase() });
  // A one-column file has no delimiter to detect: not an error.
  const errors = parsed.errors.filter((e) => e.code !== "UndetectableDelimiter" && e.type !== "FieldMismatch");
  if (errors.length) throw fail(`CSV error on row ${(errors[0]!.row ?? 0) + 2}: ${errors[0]!.message}`);
  const fields = parsed.meta.fields ?? [];
  for (const need of opts.required) if (!fields.includes(need)) throw fail(opts.missingColumn(need));
  // Blank lines are skipped but still counted, so row numbers match the file.
  const out = parsed.data
    .map((rec, i) => ({ row: i + 2, rec }))
    .filter(({ rec }) => Object.values(rec).some((v) => String(v ?? "").trim() !== ""));
  if (!out.length) throw fail("The file has no rows.");
  if (out.length > opts.maxRows) throw fail(`The file has more than ${opts.maxRows} rows.`);
  return out;
}
