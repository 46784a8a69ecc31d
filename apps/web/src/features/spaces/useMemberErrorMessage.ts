import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError";
import { useErrorMessage } from "../../api/useErrorMessage";

/**
 * The error message of a member change; the last owner of a *space* gets its own sentence, and
 * leaving a space while the only owner of projects in it names those projects after the spec's.
 */
export function useMemberErrorMessage() {
  const { t, i18n } = useTranslation("spaces");
  const errorMessage = useErrorMessage();
  return (err: unknown) => {
    const details = err instanceof ApiError && err.code === "last_owner" ? (err.details as { scope?: string; projects?: string[] } | undefined) : undefined;
    if (details?.scope === "space") return t("members.lastSpaceOwner");
    if (details?.projects?.length) {
      const projects = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(details.projects.map((title) => t("members.projectQuoted", { title })));
      return t("members.lastProjectOwnerOf", { message: errorMessage(err), projects });
    }
    return errorMessage(err);
  };
}
