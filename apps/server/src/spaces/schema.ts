import { integer, index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { SpaceRoles } from "@eln/shared/permissions";
import { optionalUserRef, user } from "../accounts/schema";
import { createdAt, textRef, timestamps, titleAndDescription, uuidPk, uuidRef } from "../db/columns";

export const spaces = pgTable("spaces", {
  id: uuidPk(),
  ...titleAndDescription(),
  createdBy: optionalUserRef("created_by"),
  ...timestamps(),
  /**
   * Bumped by a trigger whenever the space's storage locations change: it comes with the space on
   * every request (the access check reads the row), so a server can keep the location tree in memory
   * and know, without a query, whether it is current (inventory/locationTree.ts).
   */
  locationsVersion: integer("locations_version").notNull().default(0),
  /** The same for the space's materials and the shipped list: the register search keeps them in memory (materials/materialSearchIndex.ts). */
  materialsVersion: integer("materials_version").notNull().default(0),
});

/**
 * A member row of a space or a project: the user, their role from the shared role list, and since
 * when. The two membership tables differ only in what the user is a member of.
 */
export const membershipColumns = <U extends string, R extends Readonly<[U, ...U[]]>>(roles: R) => ({
  userId: textRef("user_id", () => user.id),
  role: text("role", { enum: roles }).notNull(),
  createdAt: createdAt(),
});

export const spaceMembers = pgTable(
  "space_members",
  {
    spaceId: uuidRef("space_id", () => spaces.id),
    ...membershipColumns(SpaceRoles),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.userId] }), index("space_members_user_idx").on(t.userId)],
);

/** Pending invitations by e-mail; someone who signs up later with that address finds them. */
export const spaceInvitations = pgTable(
  "space_invitations",
  {
    id: uuidPk(),
    spaceId: uuidRef("space_id", () => spaces.id),
    email: text("email").notNull(),
    role: text("role", { enum: SpaceRoles }).notNull(),
    invitedBy: optionalUserRef("invited_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("space_invitations_space_email_uq").on(t.spaceId, t.email), index("space_invitations_email_idx").on(t.email)],
);
