/**
 * The last owner of a space or a project can be neither removed (`nextRole` null) nor demoted:
 * something must always be left that someone may manage. `countOwners` is only asked when the
 * member is an owner losing the role, so most changes cost no extra query.
 */
export async function takesAwayLastOwner(role: string, nextRole: string | null, countOwners: () => Promise<number>): Promise<boolean> {
  if (role !== "owner" || nextRole === "owner") return false;
  return (await countOwners()) <= 1;
}

/** The same rule on a member list at hand: the members dialogs offer "Leave" to everyone but the last owner. */
export function isLastOwner(members: readonly { userId: string; role: string }[], userId: string): boolean {
  const owners = members.filter((m) => m.role === "owner");
  return owners.length === 1 && owners[0].userId === userId;
}
