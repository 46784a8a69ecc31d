import type { User } from "@eln/shared";

export function presentUser(u: { id: string; email: string; name: string; emailVerified?: boolean | null; discipline?: unknown; affiliation?: unknown }): User {
  return {
    id: u.id,
    email: u.email,
    fullName: u.name,
    discipline: (u.discipline as string | null | undefined) ?? null,
    affiliation: (u.affiliation as string | null | undefined) ?? null,
    emailVerified: !!u.emailVerified,
  };
}
