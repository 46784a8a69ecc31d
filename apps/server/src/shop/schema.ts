import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "../accounts/schema";
import { createdAt, optionalTextRef, textRef, timestamps, updatedAt, uuidPk, uuidRef } from "../db/columns";

/** A product's names and maker: on the product, and copied into each order line that sells it. */
const productNames = () => ({
  name: text("name").notNull(),
  nameJa: text("name_ja").notNull(),
  maker: text("maker").notNull(),
  /** The maker's name in Japanese (null: the Japanese shop shows `maker`). */
  makerJa: text("maker_ja"),
});

/** What one unit of sale is and costs: on the product, and copied into each order line. */
const saleUnit = () => ({
  unit: text("unit").notNull(),
  unitJa: text("unit_ja").notNull(),
  /** Whole yen per unit of sale, tax excluded. */
  unitPrice: integer("unit_price").notNull(),
});

/** What can be bought. The id is the supplier's catalogue number (spec: product_id). */
export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    ...productNames(),
    category: text("category").notNull(),
    ...saleUnit(),
    moq: integer("moq").notNull().default(1),
    stock: integer("stock").notNull().default(0),
    deliveryDays: integer("delivery_days").notNull(),
    delayed: boolean("delayed").notNull().default(false),
    /** Integer percent: 10 standard, 8 reduced. */
    taxRate: integer("tax_rate").notNull().default(10),
    casNumber: text("cas_number"),
    ...timestamps(),
  },
  // Stock can never go negative, whatever a command does.
  (t) => [check("products_stock_nonneg", sql`${t.stock} >= 0`), check("products_moq_positive", sql`${t.moq} >= 1`)],
);

/** Premade catalogs (ownerId null, one per supplier) and the catalogs users make for themselves. */
export const catalogs = pgTable(
  "catalogs",
  {
    id: uuidPk(),
    ownerId: optionalTextRef("owner_id", () => user.id),
    /** Stable key of a premade catalog (its supplier), so seeding is idempotent. */
    premadeKey: text("premade_key"),
    title: text("title").notNull(),
    titleJa: text("title_ja"),
    supplier: text("supplier"),
    supplierJa: text("supplier_ja"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("catalogs_premade_key_idx").on(t.premadeKey), index("catalogs_owner_idx").on(t.ownerId, t.createdAt)],
);

export const catalogItems = pgTable(
  "catalog_items",
  {
    catalogId: uuidRef("catalog_id", () => catalogs.id),
    productId: textRef("product_id", () => products.id),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.productId] }), index("catalog_items_product_idx").on(t.productId)],
);

/** One cart per user: its lines. priceSeen is the unit price when the user last looked, to tell them of changes. */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: textRef("user_id", () => user.id),
    productId: textRef("product_id", () => products.id),
    quantity: integer("quantity").notNull(),
    priceSeen: integer("price_seen").notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Where and to whom an order goes: remembered per user at checkout, frozen into each order. */
const deliveryDetails = () => ({
  shippingAddress: text("shipping_address").notNull(),
  personInChargeName: text("person_in_charge_name").notNull(),
  personInChargeEmail: text("person_in_charge_email").notNull(),
});

export const checkoutSettings = pgTable("checkout_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  ...deliveryDetails(),
  updatedAt: updatedAt(),
});

/** A placed order with everything frozen as it was: address, people, prices, tax per rate. */
export const orders = pgTable(
  "orders",
  {
    id: uuidPk(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: textRef("user_id", () => user.id),
    idempotencyKey: uuid("idempotency_key").notNull(),
    status: text("status").notNull().default("placed"),
    ...deliveryDetails(),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    tax: bigint("tax", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    taxByRate: jsonb("tax_by_rate").$type<{ rate: number; subtotal: number; tax: number }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_user_idempotency_idx").on(t.userId, t.idempotencyKey),
    uniqueIndex("orders_seq_idx").on(t.seq),
    index("orders_user_idx").on(t.userId, t.createdAt),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    orderId: uuidRef("order_id", () => orders.id),
    lineNo: integer("line_no").notNull(),
    productId: text("product_id").notNull(),
    ...productNames(),
    ...saleUnit(),
    quantity: integer("quantity").notNull(),
    taxRate: integer("tax_rate").notNull(),
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    deliveryDays: integer("delivery_days").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] }), index("order_lines_product_idx").on(t.productId)],
);
