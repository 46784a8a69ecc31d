import { useState, type ChangeEvent } from "react";
import { useMessageText, type Message } from "../../i18n/useMessageState";

/**
 * A checked text field's value and its error. Typing clears the error: it spoke of the old text.
 * Spread `field` onto a MUI TextField; a hint shown while there is no error goes in a later
 * `helperText={error ?? hint}`.
 *
 * The error is set as a Message (a key and values) and `error` is its wording in the current
 * language, so an error on screen follows a language switch.
 */
export function useTextField(initial = "") {
  const [value, setValue] = useState(initial);
  const [message, setError] = useState<Message | undefined>();
  const error = useMessageText()(message) ?? undefined;
  const field = {
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(e.target.value);
      setError(undefined);
    },
    error: !!error,
    helperText: error,
  };
  return { value, setValue, error, setError, field };
}
