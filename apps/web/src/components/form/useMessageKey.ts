import { useTranslation } from "react-i18next";

/**
 * Shared schemas carry message keys like `validation.required`; this turns one into the reader's language.
 * A key may carry values after "?" in query form (`validation.tooLongMax?max=2000`); a text that shows
 * a count formats it there (`{{max, number}}`: "2,000"), so codes made of digits stay as typed.
 */
export function useMessageKey() {
  const { t } = useTranslation();
  return (key: string | undefined, vars: Record<string, unknown> = {}) => {
    if (!key) return undefined;
    const q = key.indexOf("?");
    const values = q < 0 ? {} : Object.fromEntries(new URLSearchParams(key.slice(q + 1)));
    const bare = q < 0 ? key : key.slice(0, q);
    const dot = bare.indexOf(".");
    // Values are shown as typed (an element symbol), not HTML-escaped twice.
    const options = { ...values, ...vars, interpolation: { escapeValue: false } };
    if (dot < 0) return t(bare, options);
    return t(bare.slice(dot + 1), { ns: bare.slice(0, dot), ...options });
  };
}
