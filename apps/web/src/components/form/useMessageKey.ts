import { useTranslation } from "react-i18next";

/** Shared schemas carry message keys like `validation.required`; this turns one into the reader's language. */
export function useMessageKey() {
  const { t } = useTranslation();
  return (key: string | undefined, vars: Record<string, unknown> = {}) => {
    if (!key) return undefined;
    const dot = key.indexOf(".");
    if (dot < 0) return t(key, vars);
    return t(key.slice(dot + 1), { ns: key.slice(0, dot), ...vars });
  };
}
