import { errorMessageOf, useMessageText } from "../i18n/useMessageState";

/**
 * Words a failure where it is shown (a query's error at render), by its stable code: the same
 * wording as `errorMessageOf` and `useMessageText`. A failure kept in state is kept as that
 * Message instead, so words already on the screen follow a language switch.
 */
export function useErrorMessage() {
  const text = useMessageText();
  return (err: unknown): string => text(errorMessageOf(err)) ?? "";
}
