import type { APIRequestContext } from "@playwright/test";
import { apiAs, createUser } from "../support/fixtures";

/** A new user's space holding one container of one material (at one location when given), made through the API. */
export async function spaceWithContainer(
  request: APIRequestContext,
  seed: {
    fullName?: string;
    space: string;
    material: { name: string; nameEn: string };
    location?: { name: string; kind: "room" | "cabinet" };
    container: { amount: number; unit: string; code?: string; receivedOn?: string; expiresOn?: string };
  },
) {
  const user = await createUser(request, seed.fullName ? { fullName: seed.fullName } : {});
  const as = apiAs(request, user);
  const space = await (await as.post("/api/spaces", { name: seed.space, description: "" })).json();
  const { material } = await (await as.post(`/api/spaces/${space.id}/materials`, seed.material)).json();
  const { location } = seed.location ? await (await as.post(`/api/spaces/${space.id}/inventory/locations`, seed.location)).json() : { location: undefined };
  const { container } = await (await as.post(`/api/spaces/${space.id}/inventory/containers`, { materialId: material.id, ...seed.container, locationId: location?.id })).json();
  return { user, as, space, material, location, container };
}

/**
 * A container code no other run has used: codes are unique across the instance, so a fixed one
 * is taken when a spec runs again on the same server (`--repeat-each`, or a retry).
 */
export const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296).toString(36).toUpperCase()}`;
