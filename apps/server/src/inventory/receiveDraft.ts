import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { parsePackSize, type ReceiveDraft, type ReceiveDraftLine } from "@eln/shared/inventory";
import type { DbOrTx } from "../db/client";
import { materials } from "../materials/schema";
import { orderLines, products } from "../shop/schema";

type Candidate = { id: string; name: string; nameEn: string | null; spaceId: string | null };

/**
 * The material a product's CAS number names: the space's own register first (as the CSV import
 * reads one), else the shipped register; only when exactly one entry carries it, since a guess
 * between two (a lab's two grades of acetone) would shelve the wrong one without anyone noticing.
 */
function materialFor(candidates: Candidate[]): ReceiveDraftLine["material"] {
  const own = candidates.filter((m) => m.spaceId !== null);
  const pool = own.length ? own : candidates;
  return pool.length === 1 ? { id: pool[0]!.id, name: pool[0]!.name, nameEn: pool[0]!.nameEn } : null;
}

/** The receive form's starting values for each line of the order, for receiving into `spaceId`. */
export async function receiveDraft(db: DbOrTx, orderId: string, spaceId: string): Promise<ReceiveDraft> {
  // The product as it is now, for its CAS number and category (the order line keeps names and pack only).
  const lines = await db
    .select({ lineNo: orderLines.lineNo, quantity: orderLines.quantity, pack: orderLines.unit, casNumber: products.casNumber, category: products.category })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));
  const cas = [...new Set(lines.map((l) => l.casNumber?.trim()).filter((c): c is string => !!c))];
  const found = cas.length
    ? await db
        .select({ id: materials.id, name: materials.name, nameEn: materials.nameEn, spaceId: materials.spaceId, cas: materials.casNumber })
        .from(materials)
        .where(and(inArray(materials.casNumber, cas), or(eq(materials.spaceId, spaceId), isNull(materials.spaceId))))
    : [];
  return {
    lines: lines.map((l) => {
      const casNumber = l.casNumber?.trim() || null;
      const pack = parsePackSize(l.pack);
      return {
        lineNo: l.lineNo,
        casNumber,
        // A reagent goes on the shelf; coffee, sticky notes and markers do not. A product gone from
        // the catalog is judged by its pack alone.
        stock: l.category === null ? pack !== null : casNumber !== null || l.category === "reagent",
        material: casNumber ? materialFor(found.filter((m) => m.cas === casNumber)) : null,
        containers: l.quantity * (pack?.perPack ?? 1),
        amount: pack?.amount ?? null,
        unit: pack?.unit ?? null,
      };
    }),
  };
}
