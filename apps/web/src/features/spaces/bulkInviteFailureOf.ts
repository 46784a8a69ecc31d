import { CsvFileProblems, type CsvFileProblemDetails } from "@eln/shared";
import { ApiError } from "../../api/ApiError";
import { errorMessageOf, message, type Message } from "../../i18n/useMessageState";

/** The spec's sentence for a refused invitation file, then what is wrong with it, so the person knows what to fix. */
export function bulkInviteFailureOf(err: unknown): Message {
  const problem = err instanceof ApiError && err.code === "bulk_invite_failed" ? (err.details as CsvFileProblemDetails | undefined) : undefined;
  if (!problem || !CsvFileProblems.includes(problem.problem)) return errorMessageOf(err);
  const why = message(`spaces.bulk.problems.${problem.problem}`, { row: problem.row, max: problem.max });
  return message("spaces.bulk.failedBecause", { message: errorMessageOf(err), why });
}
