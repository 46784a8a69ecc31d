import { z } from "zod";
import { requiredText } from "../validation/requiredText";
import { partialUpdate, V } from "../validation";
import { quantityUnits } from "../materials/units";
import { materialNamingSchema } from "../materials/materialApi";
import { cursorPageSchema, itemListSchema, pageLimitSchema, personRefSchema, titledRefSchema } from "../api";
import { tooLongError } from "../validation/tooLongError";

// Locations and containers of the inventory (issue #19). Messages are i18n keys
// of the web app's `validation` namespace, so both sides speak both languages.

export const InventoryMessages = {
  notNegative: "validation.notNegative",
  expiryBeforeReceipt: "validation.expiryBeforeReceipt",
  openedBeforeReceipt: "validation.openedBeforeReceipt",
  unknownLocation: "validation.unknownLocation",
  unknownMaterial: "validation.unknownMaterial",
  unknownOwner: "validation.unknownOwner",
  locationCycle: "validation.locationCycle",
  codeTaken: "validation.codeTaken",
  invalidDate: "validation.invalidDate",
  unknownContainer: "validation.unknownContainer",
  notEnoughInContainer: "validation.notEnoughInContainer",
  containerUnitMismatch: "validation.containerUnitMismatch",
  containerMaterialDrawn: "validation.containerMaterialDrawn",
  containerUnitDrawn: "validation.containerUnitDrawn",
  unknownCode: "validation.unknownCode",
  limitTableUnknownClass: "validation.limitTableUnknownClass",
} as const;

export const InventoryLimits = {
  nameMax: 100,
  codeMax: 64,
  lotMax: 100,
  noteMax: 2000,
  idMax: 64,
  /** in the container's unit */
  amountMax: 1_000_000_000,
  pageDefault: 50,
  pageMax: 200,
  /** containers expiring within this many days are shown on the space page */
  expiringSoonDays: 30,
  depthMax: 8,
} as const;

export const locationKinds = ["building", "room", "cabinet", "shelf", "other"] as const;
export type LocationKind = (typeof locationKinds)[number];

export const containerStatuses = ["in_use", "empty", "disposed"] as const;
export type ContainerStatus = (typeof containerStatuses)[number];

const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const id = () => z.string({ error: V.required }).min(1, { error: V.required }).max(InventoryLimits.idMax, { error: tooLongError });
const optionalId = () => z.preprocess(emptyToNull, id().nullable()).optional();
const optionalText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max, { error: tooLongError }).nullable()).optional();

/** A calendar date (YYYY-MM-DD) that exists. */
export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
const isoDateSchema = () => z.string().refine(isIsoDate, { error: InventoryMessages.invalidDate });
const optionalDate = () => z.preprocess(emptyToNull, isoDateSchema().nullable()).optional();

/** A number field left empty is a missing value ("This field is required."), not an invalid one. */
export const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? V.required : V.invalid);

export const amountSchema = z
  .number({ error: requiredOrInvalid })
  .min(0, { error: InventoryMessages.notNegative })
  .max(InventoryLimits.amountMax, { error: "validation.outOfRange" });

export const containerUnitSchema = z.enum(quantityUnits, { error: "validation.invalidUnit" });

const locationFields = {
  name: requiredText(InventoryLimits.nameMax),
  kind: z.enum(locationKinds, { error: "validation.invalidChoice" }),
  parentId: optionalId(),
};
export const locationCreateSchema = z.object({ ...locationFields, kind: locationFields.kind.default("other") });
export type LocationCreate = z.infer<typeof locationCreateSchema>;

/** Without the create's default: a change that leaves `kind` out keeps the location's kind. */
export const locationUpdateSchema = partialUpdate(z.object(locationFields));

export const locationSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(locationKinds),
  /** Names from the top, e.g. ["Building A", "Room 101", "Cabinet 2"]. */
  path: z.array(z.string()),
  depth: z.number(),
  containerCount: z.number(),
});
export type InventoryLocation = z.infer<typeof locationSchema>;

/** Whether the caller may change the space's inventory, sent with its lists. */
export const inventoryWriteAbilitiesSchema = z.object({ "inventory.write": z.boolean() });

export const locationListSchema = itemListSchema(locationSchema).extend({ abilities: inventoryWriteAbilitiesSchema });
export type LocationList = z.infer<typeof locationListSchema>;

const containerFields = {
  materialId: id(),
  amount: amountSchema,
  unit: containerUnitSchema,
  code: optionalText(InventoryLimits.codeMax),
  lot: optionalText(InventoryLimits.lotMax),
  receivedOn: optionalDate(),
  openedOn: optionalDate(),
  expiresOn: optionalDate(),
  ownerId: optionalId(),
  status: z.enum(containerStatuses, { error: "validation.invalidChoice" }).optional(),
  locationId: optionalId(),
  note: optionalText(InventoryLimits.noteMax),
};

export interface ContainerDates {
  receivedOn?: string | null;
  openedOn?: string | null;
  expiresOn?: string | null;
}

/** Date rules both sides check (also on the merged row of an update): nothing expires or opens before it arrived. */
export function containerDateProblems(d: ContainerDates): Record<string, string> {
  const out: Record<string, string> = {};
  if (d.receivedOn && d.expiresOn && d.expiresOn < d.receivedOn) out.expiresOn = InventoryMessages.expiryBeforeReceipt;
  if (d.receivedOn && d.openedOn && d.openedOn < d.receivedOn) out.openedOn = InventoryMessages.openedBeforeReceipt;
  return out;
}

function refineDates(b: ContainerDates, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(containerDateProblems(b))) ctx.addIssue({ code: "custom", path: [path], message });
}

const dateFields: PropertyKey[] = ["receivedOn", "openedOn", "expiresOn"];
/**
 * The date rules run even when another field is wrong, so a form or a CSV row lists every problem
 * at once (zod skips a refinement after any other issue); not when a date itself is unreadable.
 */
const whenDatesRead = {
  when: (p: z.core.ParsePayload) => typeof p.value === "object" && p.value !== null && !p.issues.some((i) => dateFields.includes(i.path?.[0] as PropertyKey)),
};

export const containerCreateSchema = z.object(containerFields).superRefine(refineDates, whenDatesRead);
export type ContainerCreate = z.infer<typeof containerCreateSchema>;

export const containerUpdateSchema = partialUpdate(z.object(containerFields)).superRefine(refineDates, whenDatesRead);
export type ContainerUpdate = z.infer<typeof containerUpdateSchema>;

export const containerListQuerySchema = z.object({
  /** includes every location below it */
  locationId: z.string().max(InventoryLimits.idMax).optional(),
  materialId: z.string().max(InventoryLimits.idMax).optional(),
  ownerId: z.string().max(InventoryLimits.idMax).optional(),
  status: z.enum([...containerStatuses, "active", "all"]).default("active"),
  /** only containers whose expiry date is at most this many days away (expired ones included) */
  expiresWithinDays: z.coerce.number().int().min(0).max(3650).optional(),
  /**
   * The caller's calendar day (YYYY-MM-DD) that `expiresWithinDays` counts from: the person's day
   * decides, not the database server's (UTC is a day behind Japan until 09:00). The server's day without it.
   */
  today: isoDateSchema().optional(),
  /** code or lot, exact code first */
  q: z.string().max(InventoryLimits.codeMax).optional(),
  limit: pageLimitSchema(InventoryLimits.pageMax, InventoryLimits.pageDefault),
  cursor: z.string().max(400).optional(),
});
export type ContainerListQuery = z.infer<typeof containerListQuerySchema>;

export const containerMaterialSchema = z.object({
  id: z.string(),
  ...materialNamingSchema.shape,
  /**
   * Purity / concentration / density as the material holds them; read from whatever
   * of those columns the materials table has, so the inventory works before and after they exist.
   */
  strength: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const containerSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  code: z.string(),
  material: containerMaterialSchema,
  amount: z.number(),
  unit: z.string(),
  lot: z.string().nullable(),
  receivedOn: z.string().nullable(),
  openedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  owner: personRefSchema.nullable(),
  status: z.enum(containerStatuses),
  location: z.object({ id: z.string(), path: z.array(z.string()) }).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Container = z.infer<typeof containerSchema>;

export const containerListSchema = cursorPageSchema(containerSchema).extend({ abilities: inventoryWriteAbilitiesSchema });
export type ContainerList = z.infer<typeof containerListSchema>;

export const containerEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** change of the amount in the container's unit (negative: used) */
  delta: z.number().nullable(),
  amountAfter: z.number().nullable(),
  by: personRefSchema.nullable(),
  note: titledRefSchema.nullable(),
  detail: z.string().nullable(),
  at: z.string(),
});
export type ContainerEvent = z.infer<typeof containerEventSchema>;

export const containerAnswerSchema = z.object({
  container: containerSchema,
  history: z.array(containerEventSchema),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type ContainerAnswer = z.infer<typeof containerAnswerSchema>;
