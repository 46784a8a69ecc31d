import { CsvParseError } from "./CsvParseError";

/** For tests: the code of the CsvParseError that `fn` throws, undefined when it returns, or a telling string when it throws something else. */
export function csvErrorCodeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof CsvParseError ? error.code : `not a CsvParseError: ${String(error)}`;
  }
  return undefined;
}
