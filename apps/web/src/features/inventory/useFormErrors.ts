import { useState } from "react";
import { ApiError } from "../../api/ApiError";
import { errorMessageOf, useMessageState } from "../../i18n/useMessageState";

type Issue = { path: readonly PropertyKey[]; message: string };
type Checked<T> = { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
type FieldOf = (path: readonly PropertyKey[]) => string;

/**
 * The two kinds of failure of an inventory dialog: per field (message keys, from the shared schema or
 * the server's `fields`) and one sentence over the whole form; and the dialogs' one submit that fills them.
 * Both are kept as what to say (keys, a Message) and worded at render, so they follow a language switch.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useMessageState();
  /** The first issue of each field; `fieldOf` names an issue's field (by default the first step of its path). */
  const showIssues = (issues: readonly Issue[], fieldOf: FieldOf = (path) => String(path[0] ?? "_")) => {
    const next: Record<string, string> = {};
    for (const issue of issues) next[fieldOf(issue.path)] ??= issue.message;
    setErrors(next);
  };
  /** A refused save: under the fields the server named, or else its reason over the form. */
  const showFailure = (err: unknown) => {
    if (err instanceof ApiError && err.fields) setErrors(err.fields);
    else setError(errorMessageOf(err));
  };
  return {
    errors,
    setErrors,
    error,
    setError,
    /** A dialog's submit: the form as the shared schema checked it is saved, or its issues shown; a refused save is shown. */
    async saveChecked<T>(checked: Checked<T>, save: (data: T) => Promise<void>, fieldOf?: FieldOf) {
      if (!checked.success) return showIssues(checked.error.issues, fieldOf);
      try {
        await save(checked.data);
      } catch (err) {
        showFailure(err);
      }
    },
  };
}
