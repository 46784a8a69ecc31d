// One typed failure for every way a CSV can be unreadable, so the modal maps `code` to the
// spec's "parse error + request for feedback" message instead of parsing message strings.
export const csvParseErrorCodes = ["empty", "binary", "malformed", "too_large", "unexpected"] as const;
export type CsvParseErrorCode = (typeof csvParseErrorCodes)[number];

export class CsvParseError extends Error {
  readonly code: CsvParseErrorCode;

  constructor(code: CsvParseErrorCode, detail?: string) {
    super(detail ? `CSV ${code}: ${detail}` : `CSV ${code}`);
    this.name = "CsvParseError";
    this.code = code;
  }
}

export function isCsvParseErrorCode(value: unknown): value is CsvParseErrorCode {
  return typeof value === "string" && (csvParseErrorCodes as readonly string[]).includes(value);
}
