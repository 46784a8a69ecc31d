import type { DbOrTx } from "./db/client";
import { seedPremadeCatalogs } from "./shop/seedPremadeCatalogs";
import { seedSystemMaterials } from "./materials/seedSystemMaterials";
import { recomputeMolarMasses } from "./materials/recomputeMolarMasses";

/**
 * Shipped data that every installation has (supplier catalogs, the system reagent
 * list): written idempotently after migrations, before the server serves.
 */
export async function seedReferenceData(db: DbOrTx) {
  await seedPremadeCatalogs(db);
  await seedSystemMaterials(db);
  await recomputeMolarMasses(db);
}
