import { useTranslation } from "react-i18next";
import { ApiError } from "./ApiError";

/** Turns any thrown error into a translated sentence from its stable code. */
export function useErrorMessage() {
  const { t } = useTranslation("errors");
  return (err: unknown, vars: Record<string, unknown> = {}): string => {
    if (err instanceof ApiError) {
      const details = (err.details ?? {}) as Record<string, unknown>;
      return t(err.code, { ...details, ...vars, defaultValue: t("internal") });
    }
    return t("internal");
  };
}
