import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError";
import { useErrorMessage } from "../../api/useErrorMessage";

/** The error message of a member change; the last owner of a *space* gets its own sentence. */
export function useMemberErrorMessage() {
  const { t } = useTranslation("spaces");
  const errorMessage = useErrorMessage();
  return (err: unknown) => {
    if (err instanceof ApiError && err.code === "last_owner" && (err.details as { scope?: string } | undefined)?.scope === "space") return t("members.lastSpaceOwner");
    return errorMessage(err);
  };
}
