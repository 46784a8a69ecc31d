import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { shopEndpoints } from "@eln/shared/shop";
import { and, asc, desc, eq, gt, inArray, isNull, lt, max, notInArray, sum } from "drizzle-orm";
import { authenticate } from "../http/authenticate";
import { catalogItems, catalogs, checkoutSettings, orderLines, orders, products } from "./schema";
import { placeOrder } from "./placeOrder";
import { saveCheckoutSettings } from "./checkoutCommands";
import { orderMail } from "./orderMail";
import { listOrders, loadOrder } from "./orderQueries";
import { presentProduct } from "./presentShop";

const RECOMMENDED = 8;
const PURCHASED = 12;

/** Checkout settings, orders, and the shop home's recommended and previously purchased items. */
export function orderRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, shopEndpoints.checkoutSettings, async (req) => {
    const user = await authenticate(req);
    const [s] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.userId, user.id));
    // Before the first save the form starts from the user's own name and e-mail.
    if (!s) return { shippingAddress: "", personInChargeName: user.name, personInChargeEmail: user.email, saved: false };
    return { shippingAddress: s.shippingAddress, personInChargeName: s.personInChargeName, personInChargeEmail: s.personInChargeEmail, saved: true };
  });

  route(app, shopEndpoints.updateCheckoutSettings, async (req) => {
    const user = await authenticate(req);
    await saveCheckoutSettings(db, user.id, req.body);
    return { ...req.body, saved: true };
  });

  route(app, shopEndpoints.placeOrder, async (req, reply) => {
    const user = await authenticate(req);
    const placed = await placeOrder(db, user.id, req.body);
    const order = await loadOrder(db, user.id, placed.orderId);
    // The orderer's own answer: it carries their delivery contact, where the mail goes.
    const { shippingAddress, personInChargeName, personInChargeEmail } = order;
    if (placed.created && shippingAddress !== null && personInChargeName !== null && personInChargeEmail !== null) {
      // The order stands even if the mail server is down; the confirmation page shows it all.
      try {
        await app.ctx.mailer.send(orderMail({ ...order, shippingAddress, personInChargeName, personInChargeEmail }, app.ctx.config.appUrl));
      } catch (err) {
        req.log.error({ err, orderId: order.id }, "order mail failed");
      }
    }
    reply.status(placed.created ? 201 : 200);
    return order;
  });

  route(app, shopEndpoints.orders, async (req) => {
    const user = await authenticate(req);
    return listOrders(db, user.id);
  });

  route(app, shopEndpoints.order, async (req) => {
    const user = await authenticate(req);
    return loadOrder(db, user.id, req.params.id);
  });

  route(app, shopEndpoints.recommended, async (req) => {
    await authenticate(req);
    // What labs here order most, then the first in-stock items of each premade catalog.
    const popular = await db
      .select({ product: products, n: sum(orderLines.quantity) })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(gt(products.stock, 0))
      .groupBy(products.id)
      .orderBy(desc(sum(orderLines.quantity)), asc(products.id))
      .limit(RECOMMENDED / 2);
    const taken = popular.map((p) => p.product.id);
    const fill = await db
      .select({ product: products })
      .from(catalogItems)
      .innerJoin(catalogs, eq(catalogs.id, catalogItems.catalogId))
      .innerJoin(products, eq(products.id, catalogItems.productId))
      .where(
        and(
          isNull(catalogs.ownerId),
          lt(catalogItems.position, 6),
          gt(products.stock, 0),
          eq(products.delayed, false),
          taken.length ? notInArray(products.id, taken) : undefined,
        ),
      )
      .orderBy(asc(catalogItems.position), asc(catalogs.createdAt), asc(catalogs.premadeKey))
      .limit(RECOMMENDED - popular.length);
    return [...popular, ...fill].map((p) => presentProduct(p.product));
  });

  route(app, shopEndpoints.purchased, async (req) => {
    const user = await authenticate(req);
    const rows = await db
      .select({ productId: orderLines.productId, last: max(orders.createdAt), qty: sum(orderLines.quantity) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.userId, user.id))
      .groupBy(orderLines.productId)
      .orderBy(desc(max(orders.createdAt)), asc(orderLines.productId))
      .limit(PURCHASED);
    if (!rows.length) return [];
    const prods = await db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          rows.map((r) => r.productId),
        ),
      );
    const byId = new Map(prods.map((p) => [p.id, p]));
    return rows
      .filter((r) => byId.has(r.productId))
      .map((r) => ({
        ...presentProduct(byId.get(r.productId)!),
        lastOrderedAt: new Date(r.last as unknown as string).toISOString(),
        totalQuantity: Number(r.qty ?? 0),
      }));
  });
}
