import type * as tus from "tus-js-client";
import type { ErrorBody } from "@eln/shared";
import { ApiError } from "./ApiError";

/** Our error answer in a tus response (`{ error: { code, message, details } }`); tus's own answers are plain text. */
export function apiErrorOfTus(res: tus.HttpResponse | null | undefined): ApiError | null {
  if (!res) return null;
  try {
    const e = (JSON.parse(res.getBody()) as Partial<ErrorBody>).error;
    return e?.code ? ApiError.fromAnswer(res.getStatus(), e, e.code) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a failed tus request is worth sending again. A dropped connection or a 5xx is; so are
 * tus's own 409 (offset mismatch) and 423 (the upload busy with another request), and 429. A
 * refusal of ours (a 4xx with our error: the note locked, forbidden, too large) stays the same on
 * every retry: retrying it kept an upload to a locked note going for the whole retry limit.
 */
export function tusShouldRetry(err: tus.DetailedError): boolean {
  const res = err.originalResponse;
  const status = res?.getStatus() ?? 0;
  if (status < 400 || status >= 500 || status === 429) return true;
  return (status === 409 || status === 423) && !apiErrorOfTus(res);
}
