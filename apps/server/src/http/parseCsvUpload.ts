import Papa from "papaparse";
import type { CsvFileProblemDetails } from "@eln/shared";
import type { AppError } from "./AppError";

export type CsvRecord = Record<string, string>;

/**
 * An uploaded CSV file (UTF-8, BOM or not) as records keyed by lower-case header, each with its
 * line as a spreadsheet numbers it (header = 1). The whole file is refused with `fail(why, problem)`
 * when it is not text, not CSV, lacks a required column, has no rows or more than `maxRows`;
 * `problem` says which, for a translated message. Single bad rows are for the caller to report.
 */
export function parseCsvUpload(
  bytes: Uint8Array,
  opts: { required: string[]; missingColumn: (name: string) => string; maxRows: number },
  fail: (why: string, problem: CsvFileProblemDetails) => AppError,
): { row: number; rec: CsvRecord }[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw fail("The file is not UTF-8 text.", { problem: "not_utf8" });
  }
  if (text.includes("\u0000")) throw fail("The file is not text.", { problem: "not_text" });
  const parsed = Papa.parse<CsvRecord>(text, { header: true, skipEmptyLines: false, transformHeader: (h) => h.trim().toLowerCase() });
  // A one-column file has no delimiter to detect: not an error.
  const errors = parsed.errors.filter((e) => e.code !== "UndetectableDelimiter" && e.type !== "FieldMismatch");
  if (errors.length) {
    const e = errors[0]!;
    // Papa's `row` counts records (the header among them for a quote error), not lines: the
    // character it points at says the line, also after a quoted field that spans lines.
    const row = e.index === undefined ? (e.row ?? 0) + 2 : lineAt(text, e.index);
    throw fail(`CSV error on row ${row}: ${e.message}`, { problem: "syntax", row });
  }
  const fields = parsed.meta.fields ?? [];
  for (const need of opts.required) if (!fields.includes(need)) throw fail(opts.missingColumn(need), { problem: "missing_column", column: need });
  // Blank lines are skipped but still counted, so row numbers match the file.
  const out = parsed.data
    .map((rec, i) => ({ row: i + 2, rec }))
    .filter(({ rec }) => Object.values(rec).some((v) => String(v ?? "").trim() !== ""));
  if (!out.length) throw fail("The file has no rows.", { problem: "no_rows" });
  if (out.length > opts.maxRows) throw fail(`The file has more than ${opts.maxRows} rows.`, { problem: "too_many_rows", max: opts.maxRows });
  return out;
}

/** The line (from 1) that the character at `index` of `text` is on; "\r\n", "\n" and "\r" end a line. */
function lineAt(text: string, index: number): number {
  return (text.slice(0, index).match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
}
