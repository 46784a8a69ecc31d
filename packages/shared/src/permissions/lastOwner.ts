/**
 * The last owner of a space or a project can be neither removed (`nextRole` null) nor demoted:
 * something must always be left that someone may manage. `countOwners` is only asked when the
 * member is an owner losing the role, so most changes cost no extra query.
 */
export async function takesAwayLastOwner(role: string, nextRole: string | null, countOwners: () => Promise<number>): Promise<boolean> {
  if (role !== "owner" || nextRole === "owner") return false;
  return (await countOwners()) <= 1;
}
