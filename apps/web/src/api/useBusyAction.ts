import { useState } from "react";
import { useErrorMessage } from "./useErrorMessage";

/** One request at a time from a dialog: busy while it runs (buttons disable), its failure worded for the user, cleared on the next try. */
export function useBusyAction() {
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
