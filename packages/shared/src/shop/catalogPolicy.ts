import type { CatalogAbilities } from "./shopResponses";

// Who may change a catalog, in one place: premade catalogs are read-only for everyone;
// a user's own catalog is theirs alone (others never see it: the server answers 404).
export function catalogAbilities(catalog: { ownerId: string | null }, userId: string): CatalogAbilities {
  const mine = catalog.ownerId !== null && catalog.ownerId === userId;
  return { "catalog.update": mine, "catalog.delete": mine, "catalog.editItems": mine };
}
