import { ApiError } from "../../api/ApiError";
import { message, type Message } from "../../i18n/useMessageState";

/** Sign-in steps are rate limited: this words a refusal for too many tries with how long to wait, and is undefined for any other failure. */
export function useTooManyTries() {
  return (err: unknown): Message | undefined => {
    if (!(err instanceof ApiError && err.code === "too_many_requests")) return undefined;
    const seconds = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
    return message("auth.rateLimited", { seconds });
  };
}
