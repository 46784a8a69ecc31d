import { ApiError } from "../../api/ApiError";
import { errorMessageOf, message, type Message } from "../../i18n/useMessageState";

/**
 * The message of a failed member change; the last owner of a *space* gets its own sentence, and
 * leaving a space while the only owner of projects in it names those projects after the spec's.
 */
export function memberErrorOf(err: unknown): Message {
  const details = err instanceof ApiError && err.code === "last_owner" ? (err.details as { scope?: string; projects?: string[] } | undefined) : undefined;
  if (details?.scope === "space") return message("spaces.members.lastSpaceOwner");
  if (details?.projects?.length) {
    const projects = details.projects.map((title) => message("spaces.members.projectQuoted", { title }));
    return message("spaces.members.lastProjectOwnerOf", { message: errorMessageOf(err), projects });
  }
  return errorMessageOf(err);
}
