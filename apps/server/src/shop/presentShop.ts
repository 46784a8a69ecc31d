import { computeTotals, moqViolation, orderNumber, type CartLine, type CatalogSummary, type DetailedCart, type Order, type OrderSummary, type Product } from "@eln/shared/shop";
import type { catalogs, orderLines, orders, products } from "./schema";

type ProductRow = typeof products.$inferSelect;

export function presentProduct(p: ProductRow): Product {
  return {
    id: p.id,
    name: p.name,
    nameJa: p.nameJa,
    maker: p.maker,
    makerJa: p.makerJa,
    category: p.category,
    unit: p.unit,
    unitJa: p.unitJa,
    unitPrice: p.unitPrice,
    moq: p.moq,
    stock: p.stock,
    deliveryDays: p.deliveryDays,
    delayed: p.delayed,
    taxRate: p.taxRate,
    casNumber: p.casNumber,
  };
}

export function presentCatalog(c: typeof catalogs.$inferSelect, itemCount: number): CatalogSummary {
  return {
    id: c.id,
    title: c.title,
    titleJa: c.titleJa,
    supplier: c.supplier,
    supplierJa: c.supplierJa,
    premade: c.ownerId === null,
    itemCount,
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** The detailed cart: today's prices, subtotal and tax per rate rounded once, and what blocks checkout. */
export function presentCart(rows: { product: ProductRow; quantity: number; priceSeen: number }[]): DetailedCart {
  const totals = computeTotals(
    rows.map(({ product, quantity, priceSeen }) => ({ ...presentProduct(product), quantity, taxRate: product.taxRate, priceSeen })),
  );
  const lines: CartLine[] = totals.lines.map(({ priceSeen, ...l }) => {
    const problem =
      l.stock <= 0 ? "out_of_stock" : moqViolation(l.quantity, l.moq) ? "moq" : l.quantity > l.stock ? "insufficient_stock" : null;
    return { ...l, product_id: l.id, previousUnitPrice: priceSeen !== l.unitPrice ? priceSeen : null, problem };
  });
  return {
    lines,
    byRate: totals.byRate,
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    itemCount: lines.length,
    canCheckout: lines.length > 0 && lines.every((l) => l.problem === null),
    priceChanged: lines.some((l) => l.previousUnitPrice !== null),
  };
}

type OrderRow = typeof orders.$inferSelect;

export function presentOrderSummary(o: OrderRow, lineCount: number): OrderSummary {
  return {
    id: o.id,
    number: orderNumber(o.seq),
    status: o.status,
    subtotal: o.subtotal,
    tax: o.tax,
    total: o.total,
    lineCount,
    createdAt: o.createdAt.toISOString(),
  };
}

/** An order as the caller sees it: the delivery address and contact are the orderer's only. */
export function presentOrder(o: OrderRow, lines: (typeof orderLines.$inferSelect)[], viewer: { orderer: { id: string; name: string }; isOrderer: boolean }): Order {
  const own = viewer.isOrderer;
  return {
    ...presentOrderSummary(o, lines.length),
    orderer: viewer.orderer,
    isOrderer: own,
    shippingAddress: own ? o.shippingAddress : null,
    personInChargeName: own ? o.personInChargeName : null,
    personInChargeEmail: own ? o.personInChargeEmail : null,
    byRate: o.taxByRate,
    lines: lines
      .sort((a, b) => a.lineNo - b.lineNo)
      .map((l) => ({
        lineNo: l.lineNo,
        productId: l.productId,
        name: l.name,
        nameJa: l.nameJa,
        maker: l.maker,
        makerJa: l.makerJa,
        unit: l.unit,
        unitJa: l.unitJa,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        taxRate: l.taxRate,
        subtotal: l.subtotal,
        deliveryDays: l.deliveryDays,
      })),
  };
}
