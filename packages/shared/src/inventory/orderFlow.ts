import { z } from "zod";
import { personRefSchema, titledRefSchema } from "../api";
import { V } from "../validation";
import { amountSchema, containerUnitSchema, InventoryLimits, requiredOrInvalid } from "./inventorySchemas";
import { tooLongError } from "../validation/tooLongError";

// The life of an order after it is placed (issue #19): who may move it where.

export const orderStatuses = ["placed", "approved", "ordered", "shipped", "received", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Who the caller is to an order: the person who placed it, and their role in the order's space. */
export interface OrderActor {
  isOrderer: boolean;
  spaceRole: "owner" | "member" | null;
}

const next: Record<OrderStatus, OrderStatus[]> = {
  placed: ["approved", "ordered", "cancelled"],
  approved: ["ordered", "cancelled"],
  ordered: ["shipped", "cancelled"],
  shipped: ["received"],
  received: [],
  cancelled: [],
};

/**
 * The moves the actor may make now. Approval is by an owner of the order's space and is
 * required (before "ordered") when the order's total is above the space's threshold.
 * The orderer or a space owner moves it on; receiving is done through the receive form.
 */
export function allowedMoves(status: OrderStatus, actor: OrderActor, approvalRequired: boolean): OrderStatus[] {
  const owner = actor.spaceRole === "owner";
  return (next[status] ?? []).filter((to) => {
    if (to === "approved") return owner;
    if (to === "ordered" && status === "placed" && approvalRequired) return false;
    return actor.isOrderer || owner;
  });
}

export const orderStatusChangeSchema = z.object({
  status: z.enum(orderStatuses, { error: "validation.invalidChoice" }),
  comment: z.preprocess((v) => (v === "" ? null : v), z.string().trim().max(500, { error: tooLongError }).nullable()).optional(),
});

export const orderSpaceSchema = z.object({ spaceId: z.string({ error: V.required }).min(1, { error: V.required }).max(InventoryLimits.idMax) });

export const orderSettingsSchema = z.object({
  /** Orders with a total (tax included, JPY) above this need an owner's approval; null: never. */
  approvalThreshold: z.preprocess((v) => (v === "" ? null : v), z.number({ error: V.invalid }).int({ error: "validation.integer" }).min(0, { error: "validation.notNegative" }).max(1_000_000_000_000, { error: "validation.outOfRange" }).nullable()),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

export const receiveLineSchema = z.object({
  lineNo: z.number().int(),
  materialId: z.string({ error: V.required }).min(1, { error: V.required }).max(InventoryLimits.idMax),
  /** How many containers the line arrived as (usually its quantity). */
  containers: z.number({ error: requiredOrInvalid }).int({ error: "validation.integer" }).min(1, { error: V.positive }).max(500, { error: "validation.outOfRange" }),
  amount: amountSchema,
  unit: containerUnitSchema,
  lot: z.preprocess((v) => (v === "" ? null : v), z.string().trim().max(InventoryLimits.lotMax, { error: tooLongError }).nullable()).optional(),
  expiresOn: z.preprocess((v) => (v === "" ? null : v), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.invalidDate" }).nullable()).optional(),
});

/**
 * Only the lines sent are stocked: the others (coffee, markers, a line left out) are received without
 * containers, and no lines at all marks the order received. A line sent twice would be shelved twice.
 */
export const receiveOrderSchema = z.object({
  locationId: z.preprocess((v) => (v === "" ? null : v), z.string().max(InventoryLimits.idMax).nullable()),
  lines: z
    .array(receiveLineSchema)
    .max(200)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((l, i) => {
        if (seen.has(l.lineNo)) ctx.addIssue({ code: "custom", path: [i, "lineNo"], message: "validation.duplicate" });
        seen.add(l.lineNo);
      });
    }),
});
export type ReceiveOrder = z.infer<typeof receiveOrderSchema>;

export const orderEventSchema = z.object({
  status: z.enum(orderStatuses),
  by: personRefSchema.nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const orderFlowSchema = z.object({
  status: z.enum(orderStatuses),
  space: titledRefSchema.nullable(),
  approvalThreshold: z.number().nullable(),
  approvalRequired: z.boolean(),
  timeline: z.array(orderEventSchema),
  allowed: z.array(z.enum(orderStatuses)),
  canReceive: z.boolean(),
  isOrderer: z.boolean(),
  /** Spaces the orderer may file the order under (only while it is placed). */
  spaces: z.array(titledRefSchema),
});
export type OrderFlow = z.infer<typeof orderFlowSchema>;

export const spaceOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  total: z.number(),
  orderer: personRefSchema,
  createdAt: z.string(),
  approvalRequired: z.boolean(),
  allowed: z.array(z.enum(orderStatuses)),
});
export type SpaceOrder = z.infer<typeof spaceOrderSchema>;

/**
 * What the receive form starts from, per order line: the space's material with the product's CAS
 * number (when exactly one), one container's amount and unit from the product's pack (when it is a
 * mass or a volume), containers from the quantity ordered, and whether the line goes on the shelf
 * at all (a product without a CAS number that is not sold as a reagent: coffee, sticky notes).
 */
export const receiveDraftLineSchema = z.object({
  lineNo: z.number().int(),
  casNumber: z.string().nullable(),
  stock: z.boolean(),
  material: z.object({ id: z.string(), name: z.string(), nameEn: z.string().nullable() }).nullable(),
  containers: z.number().int(),
  amount: z.number().nullable(),
  unit: containerUnitSchema.nullable(),
});
export type ReceiveDraftLine = z.infer<typeof receiveDraftLineSchema>;
export const receiveDraftSchema = z.object({ lines: z.array(receiveDraftLineSchema) });
export type ReceiveDraft = z.infer<typeof receiveDraftSchema>;
