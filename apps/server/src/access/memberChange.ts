import { takesAwayLastOwner } from "@eln/shared";
import { AppError } from "../http/AppError";

/**
 * The checks before a space or project member's role changes (`nextRole`) or they go (null):
 * 404 when they are not a member, `lastOwner()` when no owner would be left.
 */
export async function checkMemberChange(member: { role: string } | null, nextRole: string | null, countOwners: () => Promise<number>, lastOwner: () => AppError) {
  if (!member) throw new AppError("not_found", "Not found");
  if (await takesAwayLastOwner(member.role, nextRole, countOwners)) throw lastOwner();
}
