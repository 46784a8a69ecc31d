import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError";

/** Sign-in steps are rate limited: this words a refusal for too many tries with how long to wait, and is undefined for any other failure. */
export function useTooManyTries() {
  const { t } = useTranslation("auth");
  return (err: unknown): string | undefined => {
    if (!(err instanceof ApiError && err.code === "too_many_requests")) return undefined;
    const seconds = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
    return t("rateLimited", { seconds });
  };
}
