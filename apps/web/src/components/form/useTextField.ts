import { useState, type ChangeEvent } from "react";

/**
 * A checked text field's value and its error. Typing clears the error: it spoke of the old text.
 * Spread `field` onto a MUI TextField; a hint shown while there is no error goes in a later
 * `helperText={error ?? hint}`.
 */
export function useTextField(initial = "") {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
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
