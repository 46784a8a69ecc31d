import { useState } from "react";
import { useErrorMessage } from "./useErrorMessage";

/**
 * One request at a time from a dialog or form: busy while it runs (buttons disable), its failure worded
 * for the user (by the error code, unless `describe` words it), cleared on the next try. `describe` answers
 * null for a failure it shows some other way (on a field, or by asking for more).
 */
export function useBusyAction() {
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<void>, describe: (err: unknown) => string | null = errorMessage) => {
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
