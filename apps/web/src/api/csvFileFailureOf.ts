import { CsvFileProblems, type CsvFileProblemDetails, type ErrorCode } from "@eln/shared";
import { ApiError } from "./ApiError";
import { errorMessageOf, message, type Message } from "../i18n/useMessageState";

/**
 * An uploaded CSV file refused whole (error `code`, its problem in `details`): the error's sentence,
 * then what is wrong with the file, worded by `<messages>.problems.<problem>` and joined by
 * `<messages>.failedBecause`, so the person knows what to fix. Other errors are worded as usual.
 */
export function csvFileFailureOf(err: unknown, code: ErrorCode, messages: string): Message {
  const problem = err instanceof ApiError && err.code === code ? (err.details as CsvFileProblemDetails | undefined) : undefined;
  if (!problem || !CsvFileProblems.includes(problem.problem)) return errorMessageOf(err);
  const why = message(`${messages}.problems.${problem.problem}`, { row: problem.row, max: problem.max, column: problem.column });
  return message(`${messages}.failedBecause`, { message: errorMessageOf(err), why });
}

/** The spec's sentence for a refused member invitation file, then what is wrong with it. */
export const bulkInviteFailureOf = (err: unknown) => csvFileFailureOf(err, "bulk_invite_failed", "spaces.bulk");
