import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { excludedValues } from "../db/columns";
import { catalogItems, catalogs, products } from "./schema";
import { premadeCatalogs } from "./catalogData/premadeCatalogs";

/**
 * Puts the shipped premade catalogs into the tables; safe to run on every start and from
 * several instances at once. Names, prices, moq, delivery and tax follow the shipped data;
 * stock is only set when a product is first inserted, so orders keep decrementing it.
 */
export async function seedPremadeCatalogs(db: DbOrTx): Promise<void> {
  const rows = premadeCatalogs.flatMap((c) => c.products);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) {
      await tx
        .insert(products)
        .values(rows.slice(i, i + 200))
        .onConflictDoUpdate({
          target: products.id,
          set: excludedValues(products, ["name", "nameJa", "maker", "makerJa", "category", "unit", "unitJa", "unitPrice", "moq", "deliveryDays", "delayed", "taxRate", "casNumber"]),
          setWhere: sql`(${products.name}, ${products.nameJa}, ${products.maker}, ${products.makerJa}, ${products.unitPrice}, ${products.moq}, ${products.deliveryDays}, ${products.delayed}, ${products.taxRate}) is distinct from (excluded.name, excluded.name_ja, excluded.maker, excluded.maker_ja, excluded.unit_price, excluded.moq, excluded.delivery_days, excluded.delayed, excluded.tax_rate)`,
        });
    }
    for (const c of premadeCatalogs) {
      const [row] = await tx
        .insert(catalogs)
        .values({ premadeKey: c.supplier, title: c.title, titleJa: c.titleJa, supplier: c.supplier, supplierJa: c.supplierJa })
        .onConflictDoUpdate({
          target: catalogs.premadeKey,
          set: { title: c.title, titleJa: c.titleJa, supplier: c.supplier, supplierJa: c.supplierJa },
        })
        .returning({ id: catalogs.id });
      await tx
        .insert(catalogItems)
        .values(c.products.map((p, position) => ({ catalogId: row.id, productId: p.id, position })))
        .onConflictDoUpdate({ target: [catalogItems.catalogId, catalogItems.productId], set: { position: sql`excluded.position` } });
    }
  });
}
