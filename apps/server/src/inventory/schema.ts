import { sql } from "drizzle-orm";
import { bigint, check, date, foreignKey, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { orders } from "../shop/schema";
import { lastChange, optionalUserRef } from "../accounts/schema";
import { spaces } from "../spaces/schema";
import { notes } from "../notes/schema";
import { materials, noteMaterials } from "../materials/schema";
import { createdAt, optionalUuidRef, timestamps, updatedAt, uuidPk, uuidPkRef, uuidRef } from "../db/columns";

/** A place in a space, nested to any depth (building › room › cabinet › shelf). */
export const inventoryLocations = pgTable(
  "inventory_locations",
  {
    id: uuidPk(),
    spaceId: uuidRef("space_id", () => spaces.id),
    // A location with children or containers cannot be deleted (restrict): nothing is lost silently.
    parentId: optionalUuidRef("parent_id", (): AnyPgColumn => inventoryLocations.id, "restrict"),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["building", "room", "cabinet", "shelf", "other"] }).notNull().default("other"),
    ...timestamps(),
  },
  (t) => [index("inventory_locations_space_idx").on(t.spaceId, t.parentId)],
);

/** One bottle, bag or box of a material on a shelf. */
export const inventoryContainers = pgTable(
  "inventory_containers",
  {
    id: uuidPk(),
    spaceId: uuidRef("space_id", () => spaces.id),
    /** What the barcode / QR label carries; unique across the instance so a scan finds one container. */
    code: text("code").notNull(),
    materialId: uuidRef("material_id", () => materials.id, "restrict"),
    // numeric keeps the entered decimal exactly.
    amount: numeric("amount", { mode: "number" }).notNull(),
    unit: text("unit").notNull(),
    lot: text("lot"),
    receivedOn: date("received_on", { mode: "string" }),
    openedOn: date("opened_on", { mode: "string" }),
    expiresOn: date("expires_on", { mode: "string" }),
    ownerId: optionalUserRef("owner_id"),
    status: text("status", { enum: ["in_use", "empty", "disposed"] }).notNull().default("in_use"),
    locationId: optionalUuidRef("location_id", () => inventoryLocations.id, "restrict"),
    note: text("note"),
    createdBy: optionalUserRef("created_by"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("inventory_containers_code_uq").on(t.code),
    // The list is read newest first inside a space; each filter has its own index ending in the same order,
    // ascending so a backward scan gives "desc" (a DESC NULLS LAST index would not serve ORDER BY ... DESC).
    index("inventory_containers_space_created_idx").on(t.spaceId, t.createdAt, t.id),
    index("inventory_containers_space_location_idx").on(t.spaceId, t.locationId, t.createdAt, t.id),
    index("inventory_containers_space_material_idx").on(t.spaceId, t.materialId, t.createdAt, t.id),
    index("inventory_containers_space_owner_idx").on(t.spaceId, t.ownerId, t.createdAt, t.id),
    index("inventory_containers_space_expiry_idx").on(t.spaceId, t.expiresOn).where(sql`${t.status} <> 'disposed'`),
    index("inventory_containers_material_idx").on(t.materialId),
    // The search box matches a lot number by prefix, case-insensitively: text_pattern_ops lets LIKE 'x%' use it.
    index("inventory_containers_space_lot_idx").on(t.spaceId, sql`lower(${t.lot}) text_pattern_ops`),
    check("inventory_containers_amount_nonneg", sql`${t.amount} >= 0`),
    check("inventory_containers_expiry_after_receipt", sql`${t.expiresOn} is null or ${t.receivedOn} is null or ${t.expiresOn} >= ${t.receivedOn}`),
  ],
);

/** What happened to a container: created, edited, used by a note, corrected. Append-only. */
export const inventoryContainerEvents = pgTable(
  "inventory_container_events",
  {
    id: uuidPk(),
    containerId: uuidRef("container_id", () => inventoryContainers.id),
    kind: text("kind").notNull(),
    delta: numeric("delta", { mode: "number" }),
    amountAfter: numeric("amount_after", { mode: "number" }),
    userId: optionalUserRef("user_id"),
    noteId: optionalUuidRef("note_id", () => notes.id, "set null"),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("inventory_container_events_container_idx").on(t.containerId, t.createdAt)],
);

/** The space an order is filed under: its approval rule and where its containers are received. */
export const orderSpaces = pgTable("order_spaces", {
  orderId: uuidPkRef("order_id", () => orders.id),
  spaceId: uuidRef("space_id", () => spaces.id),
});

/** A space's ordering rule: orders above this total (JPY, tax included) need an owner's approval. */
export const spaceOrderSettings = pgTable("space_order_settings", {
  spaceId: uuidPkRef("space_id", () => spaces.id),
  approvalThreshold: bigint("approval_threshold", { mode: "number" }),
  updatedAt: updatedAt(),
});

/** Each move of an order (placed → … → received or cancelled): who, when, why. Append-only. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuidPk(),
    orderId: uuidRef("order_id", () => orders.id),
    status: text("status").notNull(),
    userId: optionalUserRef("user_id"),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * A material's Fire Service Act hazard class as a space files it (an id of `fireServiceActQuantities`);
 * per space, because the shared register's materials are classified by each lab that stores them.
 */
export const inventoryHazardClasses = pgTable(
  "inventory_hazard_classes",
  {
    spaceId: uuidRef("space_id", () => spaces.id),
    materialId: uuidRef("material_id", () => materials.id),
    hazardClassId: text("hazard_class_id").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.materialId] })],
);

/**
 * A note's material line drawing from one container: how much it took, in the container's unit.
 * Keyed like the line (one container per line); it goes with the line, and saving the line moves
 * the stock by the difference (inventory/noteDraws.ts).
 */
export const inventoryNoteDraws = pgTable(
  "inventory_note_draws",
  {
    noteId: uuid("note_id").notNull(),
    materialId: uuid("material_id").notNull(),
    containerId: uuidRef("container_id", () => inventoryContainers.id),
    amount: numeric("amount", { mode: "number" }).notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.materialId] }),
    foreignKey({ name: "inventory_note_draws_line_fk", columns: [t.noteId, t.materialId], foreignColumns: [noteMaterials.noteId, noteMaterials.materialId] }).onDelete("cascade"),
    index("inventory_note_draws_container_idx").on(t.containerId),
  ],
);

/** A space's own storage limit table (Fire Service Act classes → designated quantity); none = the default table. */
export const spaceStorageLimitTables = pgTable("space_storage_limit_tables", {
  spaceId: uuidPkRef("space_id", () => spaces.id),
  entries: jsonb("entries").$type<{ id: string; quantity: number }[]>().notNull(),
  ...lastChange(),
});
