import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/ApiError";
import { useMessageKey } from "../components/form/useMessageKey";

/**
 * A message kept as what to say, not as words: a key with its namespace first ("auth.unexpected",
 * "validation.required", "errors.<code>") and its values. Worded when shown, so a message already
 * on the screen follows the language switch (a translated string kept in state stayed in the
 * language it was made in).
 */
export interface Message {
  key: string;
  values?: Record<string, unknown>;
}

export const message = (key: string, values?: Record<string, unknown>): Message => ({ key, values });

/** `message` for the keys of one namespace, written as `t` of that namespace takes them ("ns:key" names another). */
export const messageIn =
  (ns: string) =>
  (key: string, values?: Record<string, unknown>): Message =>
    message(key.includes(":") ? key.replace(":", ".") : `${ns}.${key}`, values);

const isMessage = (v: unknown): v is Message => typeof v === "object" && v !== null && typeof (v as Message).key === "string";

/** A failure as the message of its stable code (its details are the message's values). */
export function errorMessageOf(err: unknown): Message {
  if (err instanceof ApiError) return { key: `errors.${err.code}`, values: (err.details ?? {}) as Record<string, unknown> };
  return { key: "errors.internal" };
}

/** Words a Message in the current language; an error code without a sentence of its own reads as "internal". */
export function useMessageText() {
  const msg = useMessageKey();
  const { i18n } = useTranslation();
  const word = (m: Message): string => {
    const fallback = m.key.startsWith("errors.") ? { defaultValue: msg("errors.internal") } : {};
    // A value may be a message itself (a status name in a sentence), or a list of them (project names),
    // joined as the language joins a list ("A and B"): worded in the same language.
    const wordValue = (v: unknown) =>
      isMessage(v) ? word(v) : Array.isArray(v) && v.every(isMessage) ? new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(v.map(word)) : v;
    const values = Object.fromEntries(Object.entries(m.values ?? {}).map(([k, v]) => [k, wordValue(v)]));
    return msg(m.key, { ...values, ...fallback }) ?? "";
  };
  return (m: Message | null | undefined): string | null => (m ? word(m) : null);
}

/** A screen's or form's message (its error, most often): set as a Message, read as words in the current language. */
export function useMessageState() {
  const [message, setMessage] = useState<Message | null>(null);
  const text = useMessageText();
  return [text(message), setMessage] as const;
}
