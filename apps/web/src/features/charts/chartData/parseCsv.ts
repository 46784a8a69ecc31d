import Papa from "papaparse";
import { CsvParseError } from "./CsvParseError";
import {
  CSV_HEADER_SCAN_ROWS,
  CSV_MAX_BYTES,
  CSV_MAX_MISMATCH_RATIO,
  CSV_MAX_REPORTED_ERRORS,
  CSV_MAX_ROWS,
} from "./csvLimits";
import { parseCsvDateTime } from "./parseCsvDateTime";

export type CsvColumnType = "number" | "text" | "datetime";

export interface CsvColumn {
  name: string;
  type: CsvColumnType;
}

/**
 * Values of one column. number and datetime (epoch ms, local time unless the cell names a zone)
 * columns are Float64Array with NaN for an empty cell, so they transfer from the worker without
 * copying and feed ECharts directly; text columns hold null for an empty cell.
 */
export type CsvColumnValues = Float64Array | (string | null)[];

export type CsvDelimiter = "," | "\t" | ";";

export interface CsvRowIssue {
  /**
   * 1-based. invalid_quotes: the line of the file where the broken quoted field starts, as an
   * editor numbers lines (Papa reports where the quote is, not which row it becomes). A field-count
   * mismatch: the data row (the header is not counted), as it is found after parsing.
   */
  row: number;
  code: "too_few_fields" | "too_many_fields" | "invalid_quotes";
}

export interface ParsedTable {
  columns: CsvColumn[];
  /** `data[i]` holds the values of `columns[i]`, `rowCount` long. */
  data: CsvColumnValues[];
  /**
   * For a number column with cells written with trailing zeros ("0.100"): each cell's written
   * decimals (0 where the number alone says it), so the table shows the significant figures the
   * instrument wrote. null for other columns.
   */
  decimals: (Uint8Array | null)[];
  rowCount: number;
  delimiter: CsvDelimiter;
  /** false when the first line was all numbers: columns are then named "Column 1" ... */
  hasHeader: boolean;
  /** Metadata lines above the header (instrument name, date ...) that were left out. */
  skippedLines: number;
  /** Problems the table survived (short rows padded, long rows cut), the first few only. */
  errors: CsvRowIssue[];
  errorCount: number;
}

export interface ParseCsvOptions {
  /** Called with 0-100 as the text is read; integer, only when it changes. */
  onProgress?: (percent: number) => void;
  /** Characters handed to Papa Parse at a time (tests use small chunks). */
  chunkSize?: number;
}

const DEFAULT_CHUNK_CHARS = 512 * 1024;
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// "20,5": a number with a decimal comma, as spreadsheets in decimal-comma locales write it.
const DECIMAL_COMMA_PATTERN = /^\s*[+-]?\d*,\d+(?:[eE][+-]?\d+)?\s*$/;
// Thousands grouped as spreadsheets write them: "1,234.5" (quoted, in a comma-separated file) and,
// with a decimal comma, "1.234,5". Such cells were text, so the whole column became a text column.
const GROUPED_PATTERN = /^\s*[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?\s*$/;
const GROUPED_DECIMAL_COMMA_PATTERN = /^\s*[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?\s*$/;
/** A cell that shows a decimal-comma column groups thousands with dots (a comma after the dots). */
const DOT_GROUPED_WITH_COMMA = /^\s*[+-]?\d{1,3}(?:\.\d{3})+,\d+\s*$/;
// Placeholders instruments and spreadsheets write for "no value"; they do not make a column text.
const MISSING_TOKENS = new Set(["nan", "na", "n/a", "#n/a", "-", "--", "---", "null", "none", "#div/0!", "#value!"]);

/**
 * Parses CSV/TSV text into typed column arrays. Throws CsvParseError ('empty', 'binary',
 * 'malformed', 'too_large') for a file the modal cannot show.
 */
export function parseCsv(input: string, options: ParseCsvOptions = {}): ParsedTable {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.length > CSV_MAX_BYTES) throw new CsvParseError("too_large", `${text.length} characters`);
  if (!/\S/.test(text)) throw new CsvParseError("empty");
  if (textLooksBinary(text)) throw new CsvParseError("binary");

  const builder = new ColumnBuilder();
  const { onProgress } = options;
  let lastPercent = -1;
  let delimiter: string | undefined;
  let failure: CsvParseError | null = null;
  // Papa's error positions are relative to the text of the current chunk, which starts where the
  // previous chunk's cursor ended; lines are counted forward once, as errors come in order.
  let chunkStart = 0;
  const lines = { upTo: 0, breaks: 0 };
  const lineAt = (position: number, linebreak: string) => {
    const mark = linebreak === "\r" ? "\r" : "\n";
    for (let i = text.indexOf(mark, lines.upTo); i >= 0 && i < position; i = text.indexOf(mark, i + 1)) lines.breaks++;
    lines.upTo = Math.max(lines.upTo, position);
    return lines.breaks + 1;
  };

  // Papa streams a string in chunks too (synchronously); its typings only admit `chunk` for files.
  const config: Papa.ParseConfig<string[]> & {
    chunkSize: number;
    chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => void;
  } = {
    delimitersToGuess: [",", "\t", ";"],
    skipEmptyLines: true, // whitespace-only rows are dropped by ColumnBuilder, cheaper than "greedy"
    chunkSize: options.chunkSize ?? DEFAULT_CHUNK_CHARS,
    chunk(results, parser) {
      if (delimiter === undefined) {
        delimiter = results.meta.delimiter;
        // Only a file separated by semicolons can mean a decimal sign by its commas.
        builder.decimalComma = delimiter === ";";
      }
      for (const error of results.errors) {
        const at = chunkStart + (error.index ?? 0);
        // A row left unfinished at the chunk's end is parsed again with the next chunk, and its
        // errors reported again: count only those in the text this chunk consumed.
        if (error.code === "InvalidQuotes" && at >= results.meta.cursor) continue;
        if (error.code === "MissingQuotes") {
          failure ??= new CsvParseError("malformed", `${error.message} (line ${lineAt(at, results.meta.linebreak)})`);
        } else if (error.code === "InvalidQuotes") {
          builder.noteIssue("invalid_quotes", builder.reportsMore() ? lineAt(at, results.meta.linebreak) : 0);
        }
      }
      chunkStart = results.meta.cursor;
      builder.addRows(results.data);
      if (builder.rowCount > CSV_MAX_ROWS) failure ??= new CsvParseError("too_large", "too many rows");
      if (failure) {
        parser.abort();
        return;
      }
      const percent = Math.min(99, Math.floor((results.meta.cursor / text.length) * 100));
      if (onProgress && percent !== lastPercent) {
        lastPercent = percent;
        onProgress(percent);
      }
    },
  };
  Papa.parse<string[]>(text, config);
  if (failure) throw failure;

  const table = builder.finish(toDelimiter(delimiter));
  onProgress?.(100);
  return table;
}

function toDelimiter(value: string | undefined): CsvDelimiter {
  return value === "\t" || value === ";" ? value : ",";
}

function textLooksBinary(text: string): boolean {
  const end = Math.min(text.length, 64 * 1024);
  let suspicious = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0b && c !== 0x0c) || c === 0xfffd) suspicious++;
  }
  return suspicious > end * 0.01;
}

function isBlank(value: string): boolean {
  return value.length === 0 || value.trim().length === 0;
}

/** Keeps Papa's row arrays (no per-cell copy), then types each column once at the end. */
class ColumnBuilder {
  rowCount = 0;
  /** Cells may write numbers with a decimal comma ("20,5"). */
  decimalComma = false;
  private pending: string[][] = [];
  private rows: string[][] = [];
  private width = -1;
  private names: string[] = [];
  private hasHeader = true;
  private skippedLines = 0;
  private mismatched = 0;
  private issues: CsvRowIssue[] = [];
  private issueCount = 0;

  addRows(rows: string[][]): void {
    if (this.width < 0) {
      // The header is chosen from the first rows, so hold them until there are enough.
      for (const row of rows) if (!isBlankRow(row)) this.pending.push(row);
      if (this.pending.length >= CSV_HEADER_SCAN_ROWS) this.startColumns();
      return;
    }
    for (const row of rows) this.addRow(row);
  }

  /** Whether another issue would still be listed (only the first few are). */
  reportsMore(): boolean {
    return this.issues.length < CSV_MAX_REPORTED_ERRORS;
  }

  /** `row` as CsvRowIssue has it; by default the row being added. */
  noteIssue(code: CsvRowIssue["code"], row = this.rowCount + 1): void {
    this.issueCount++;
    if (this.reportsMore()) this.issues.push({ row, code });
  }

  finish(delimiter: CsvDelimiter): ParsedTable {
    if (this.width < 0) this.startColumns();
    if (this.rowCount === 0 || this.width <= 0) throw new CsvParseError("empty", "no data rows");
    if (this.mismatched > this.rowCount * CSV_MAX_MISMATCH_RATIO) {
      throw new CsvParseError("malformed", `${this.mismatched} of ${this.rowCount} rows have another field count`);
    }
    const columns: CsvColumn[] = [];
    const data: CsvColumnValues[] = [];
    const decimals: (Uint8Array | null)[] = [];
    for (let c = 0; c < this.width; c++) {
      const typed = typeColumn(this.rows, c, this.decimalComma);
      columns.push({ name: this.names[c], type: typed.type });
      data.push(typed.values);
      decimals.push(typed.type === "number" ? writtenDecimals(this.rows, c, this.decimalComma ? "," : ".") : null);
    }
    return {
      columns,
      data,
      decimals,
      rowCount: this.rowCount,
      delimiter,
      hasHeader: this.hasHeader,
      skippedLines: this.skippedLines,
      errors: this.issues,
      errorCount: this.issueCount,
    };
  }

  private startColumns(): void {
    const rows = this.pending;
    this.pending = [];
    if (rows.length === 0) {
      this.width = 0;
      return;
    }
    // Instruments often write metadata lines above the table: the header is the first line with
    // the field count most rows share (ties go to the wider layout).
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    let width = 0;
    let best = -1;
    for (const [fields, seen] of counts) {
      if (seen > best || (seen === best && fields > width)) {
        width = fields;
        best = seen;
      }
    }
    const headerIndex = rows.findIndex((row) => row.length === width);
    this.width = width;
    this.skippedLines = headerIndex;
    const first = rows[headerIndex];
    this.hasHeader = !first.every((cell) => {
      const value = cellToNumber(cell, this.decimalComma);
      return value !== null && !Number.isNaN(value);
    });
    this.names = uniqueNames(this.hasHeader ? first.map((cell) => cell.trim()) : first.map(() => ""));
    for (const row of rows.slice(this.hasHeader ? headerIndex + 1 : headerIndex)) this.addRow(row);
  }

  private addRow(row: string[]): void {
    if (row.length !== this.width) {
      // Papa keeps lines of only delimiters or spaces; they are not data.
      if (isBlankRow(row)) return;
      this.mismatched++;
      this.noteIssue(row.length < this.width ? "too_few_fields" : "too_many_fields");
    } else if (row.length === 1 && isBlank(row[0])) {
      return;
    }
    this.rows.push(row);
    this.rowCount++;
  }
}

function isBlankRow(row: string[]): boolean {
  for (const cell of row) if (!isBlank(cell)) return false;
  return true;
}

function uniqueNames(candidates: string[]): string[] {
  const used = new Set<string>();
  return candidates.map((candidate, i) => {
    const base = candidate || `Column ${i + 1}`;
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base} (${n})`;
    used.add(name);
    return name;
  });
}

function typeColumn(rows: string[][], c: number, decimalComma: boolean): { type: CsvColumnType; values: CsvColumnValues } {
  const numbers = toNumbers(rows, c, decimalComma);
  if (numbers) return { type: "number", values: numbers };
  const times = toDateTimes(rows, c);
  if (times) return { type: "datetime", values: times };
  return {
    type: "text",
    values: rows.map((row) => {
      const cell = row[c];
      return cell === undefined || isBlank(cell) ? null : cell;
    }),
  };
}

/**
 * A cell as a number: NaN for a blank or a missing-value placeholder, null for anything else.
 * Number() alone would also take hex, binary, "Infinity" and blanks (as 0); the regular
 * expression is only needed for the rare cell that looks like one of those.
 */
function cellToNumber(cell: string | undefined, decimalComma = false, dotsGroup = false): number | null {
  if (cell === undefined || cell.length === 0) return NaN;
  // "1.000" alone is a thousand only where the column shows its dots group (see toNumbers).
  if (dotsGroup && GROUPED_DECIMAL_COMMA_PATTERN.test(cell)) return +cell.replace(/\./g, "").replace(",", ".");
  if (decimalComma && cell.includes(",")) return DECIMAL_COMMA_PATTERN.test(cell) ? +cell.replace(",", ".") : null;
  if (!decimalComma && cell.includes(",")) return GROUPED_PATTERN.test(cell) ? +cell.replace(/,/g, "") : null;
  const first = cell.charCodeAt(0);
  const last = cell.charCodeAt(cell.length - 1);
  if (first > 32 && ((last >= 48 && last <= 57) || last === 46)) {
    const value = +cell;
    if (value !== value) return null;
    const second = cell.charCodeAt(1) | 0x20;
    if (second !== 0x62 && second !== 0x6f) return value; // not "0b…" / "0o…"
    return NUMBER_PATTERN.test(cell) ? value : null;
  }
  const trimmed = cell.trim();
  if (trimmed.length === 0 || MISSING_TOKENS.has(trimmed.toLowerCase())) return NaN;
  if (trimmed.length !== cell.length) return cellToNumber(trimmed);
  return null;
}

/** The column as numbers, or null as soon as one cell is neither a number nor a blank/placeholder. */
function toNumbers(rows: string[][], c: number, decimalComma: boolean): Float64Array | null {
  const out = new Float64Array(rows.length);
  let seen = 0;
  const dotsGroup = decimalComma && rows.some((row) => row[c] !== undefined && DOT_GROUPED_WITH_COMMA.test(row[c]));
  for (let i = 0; i < rows.length; i++) {
    const value = cellToNumber(rows[i][c], decimalComma, dotsGroup);
    if (value === null) return null;
    out[i] = value;
    if (value === value) seen++;
  }
  return seen > 0 ? out : null;
}

/**
 * Decimals of the cells written with trailing zeros ("0.100" → 3), 0 elsewhere; null when no cell
 * has any (the common case costs one check of each cell's last character).
 */
function writtenDecimals(rows: string[][], c: number, decimalSign: "." | ","): Uint8Array | null {
  let out: Uint8Array | null = null;
  for (let i = 0; i < rows.length; i++) {
    const cell = rows[i][c]?.trim();
    if (!cell || cell.charCodeAt(cell.length - 1) !== 48) continue; // ends in "0"
    const dot = cell.indexOf(decimalSign);
    if (dot < 0 || /[eE]/.test(cell)) continue;
    out ??= new Uint8Array(rows.length);
    out[i] = Math.min(cell.length - dot - 1, 100);
  }
  return out;
}

function toDateTimes(rows: string[][], c: number): Float64Array | null {
  const out = new Float64Array(rows.length);
  let seen = 0;
  for (let i = 0; i < rows.length; i++) {
    const cell = (rows[i][c] ?? "").trim();
    if (cell.length === 0 || MISSING_TOKENS.has(cell.toLowerCase())) {
      out[i] = NaN;
      continue;
    }
    const ms = parseCsvDateTime(cell);
    if (Number.isNaN(ms)) return null;
    out[i] = ms;
    seen++;
  }
  return seen > 0 ? out : null;
}
