import { ElnRejectReasons, type ElnRejectReason } from "@eln/shared/eln";
import { ApiError } from "../../api/ApiError";
import { errorMessageOf, message, type Message } from "../../i18n/useMessageState";

/** A refused archive says why (`eln:errors.<reason>`); any other failure is worded by its error code. */
export function elnImportFailureOf(err: unknown): Message {
  const reason = err instanceof ApiError ? (err.details as { reason?: string } | undefined)?.reason : undefined;
  return reason && ElnRejectReasons.includes(reason as ElnRejectReason) ? message(`eln.errors.${reason}`) : errorMessageOf(err);
}
