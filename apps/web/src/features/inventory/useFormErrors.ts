import { useState } from "react";
import { ApiError } from "../../api/ApiError";
import { useErrorMessage } from "../../api/useErrorMessage";

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The two kinds of failure of an inventory dialog: per field (message keys, from the shared schema or
 * the server's `fields`) and one sentence over the whole form.
 */
export function useFormErrors() {
  const errorMessage = useErrorMessage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  return {
    errors,
    setErrors,
    error,
    setError,
    /** The first issue of each field; `fieldOf` names an issue's field (by default the first step of its path). */
    showIssues(issues: readonly Issue[], fieldOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0] ?? "_")) {
      const next: Record<string, string> = {};
      for (const issue of issues) next[fieldOf(issue.path)] ??= issue.message;
      setErrors(next);
    },
    /** A refused save: under the fields the server named, or else its reason over the form. */
    showFailure(err: unknown) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else setError(errorMessage(err));
    },
  };
}
