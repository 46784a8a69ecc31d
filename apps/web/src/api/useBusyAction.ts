import { useState } from "react";
import { errorMessageOf, useMessageState, type Message } from "../i18n/useMessageState";

/**
 * One request at a time from a dialog or form: busy while it runs (buttons disable), its failure worded
 * for the user (by the error code, unless `describe` words it), cleared on the next try. `describe` answers
 * null for a failure it shows some other way (on a field, or by asking for more).
 *
 * The failure is kept as a Message (a key and values) and worded at each render, so an error left on
 * the screen follows the language switch; `error` is that wording in the current language.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useMessageState();
  const run = async (fn: () => Promise<void>, describe: (err: unknown) => Message | null = errorMessageOf) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
