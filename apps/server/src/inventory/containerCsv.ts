import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  containerCreateSchema,
  containerCsvColumns,
  containerCsvFieldColumn,
  ContainerCsvLimits,
  InventoryMessages,
  locationPathSeparator,
  type ContainerCreate,
  type ContainerCsvRowError,
} from "@eln/shared/inventory";
import type { DbOrTx } from "../db/client";
import { isUuid } from "../access/access";
import { user } from "../accounts/schema";
import { materials } from "../materials/schema";
import { spaceMembers } from "../spaces/schema";
import { inventoryContainers } from "./schema";
import type { LocationTree } from "./locationTree";
import { normalizeCode } from "./containerCode";
import type { AppError } from "../http/AppError";
import { parseCsvUpload, type CsvRecord } from "../http/parseCsvUpload";
import { parseTypedNumber } from "@eln/shared/validation";
import type { CsvFileProblemDetails } from "@eln/shared";

/** Reads the file into records keyed by lower-case header, each with its line number; `fail` refuses the whole file. */
export function parseContainerCsv(bytes: Uint8Array, fail: (why: string, problem: CsvFileProblemDetails) => AppError) {
  return parseCsvUpload(
    bytes,
    {
      required: ["material", "amount", "unit"],
      missingColumn: (need) => `The file has no ${need} column (header: ${containerCsvColumns.join(",")}).`,
      maxRows: ContainerCsvLimits.maxRows,
    },
    fail,
  );
}

const CAS = /^\d{2,7}-\d{2}-\d$/;
const cell = (rec: CsvRecord, k: string) => String(rec[k] ?? "").trim();
const key = (s: string) => s.normalize("NFKC").trim().toLowerCase();

/** Spreadsheets write 2026/1/5; the schema wants 2026-01-05. Anything else is left for the schema to refuse. */
function isoDate(s: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  return m ? `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}` : s;
}

/** What the rows refer to, read in a few queries for the whole file (not one per row). */
async function loadReferences(db: DbOrTx, spaceId: string, tree: LocationTree, records: CsvRecord[]) {
  const materialKeys = [...new Set(records.map((r) => cell(r, "material")).filter(Boolean))];
  const cas = materialKeys.filter((k) => CAS.test(k));
  const ids = materialKeys.filter(isUuid);
  const names = materialKeys.filter((k) => !CAS.test(k) && !isUuid(k)).map(key);
  const byKey = new Map<string, string>();
  if (materialKeys.length) {
    const any = [
      cas.length ? inArray(materials.casNumber, cas) : undefined,
      ids.length ? inArray(materials.id, ids) : undefined,
      names.length ? inArray(sql`lower(${materials.name})`, names) : undefined,
      names.length ? inArray(sql`lower(${materials.nameEn})`, names) : undefined,
    ].filter((x) => x !== undefined);
    const rows = await db
      .select({ id: materials.id, spaceId: materials.spaceId, name: materials.name, nameEn: materials.nameEn, cas: materials.casNumber })
      .from(materials)
      .where(and(or(eq(materials.spaceId, spaceId), isNull(materials.spaceId)), or(...any)));
    // The space's own register wins over the shared one.
    rows.sort((a, b) => Number(a.spaceId === null) - Number(b.spaceId === null));
    for (const m of rows) {
      for (const k of [m.id, m.cas, m.name && key(m.name), m.nameEn && key(m.nameEn)]) if (k && !byKey.has(k)) byKey.set(k, m.id);
    }
  }
  const locationByPath = new Map<string, string>();
  for (const id of tree.byId.keys()) locationByPath.set(key(tree.path(id).join(locationPathSeparator)), id);
  const emails = [...new Set(records.map((r) => key(cell(r, "owner"))).filter(Boolean))];
  const ownerByEmail = new Map<string, string>();
  if (emails.length) {
    const rows = await db
      .select({ id: user.id, email: user.email })
      .from(spaceMembers)
      .innerJoin(user, eq(user.id, spaceMembers.userId))
      .where(and(eq(spaceMembers.spaceId, spaceId), inArray(sql`lower(${user.email})`, emails)));
    for (const u of rows) ownerByEmail.set(key(u.email), u.id);
  }
  const codes = [...new Set(records.map((r) => cell(r, "code")).filter(Boolean).map(normalizeCode))];
  // Codes in use: this space's name the container a row updates; another space's are refused.
  const taken = new Map<string, { id: string; spaceId: string }>();
  for (let i = 0; i < codes.length; i += 5000) {
    const rows = await db
      .select({ code: inventoryContainers.code, id: inventoryContainers.id, spaceId: inventoryContainers.spaceId })
      .from(inventoryContainers)
      .where(inArray(inventoryContainers.code, codes.slice(i, i + 5000)));
    for (const r of rows) taken.set(r.code, { id: r.id, spaceId: r.spaceId });
  }
  return {
    material: (s: string) => byKey.get(CAS.test(s) || isUuid(s) ? s : key(s)),
    location: (s: string) => (tree.byId.has(s) ? s : locationByPath.get(key(s.replace(/\s*[›>]\s*/g, locationPathSeparator)))),
    owner: (s: string) => ownerByEmail.get(key(s)),
    taken,
  };
}

/** A row whose code names a container of the space: that container takes the row's values; blank cells keep its own. */
export interface ContainerCsvUpdate {
  /** The row's line in the file, for a problem found while writing. */
  row: number;
  id: string;
  body: ContainerCreate;
  /** The status and owner cells were blank (the schema's defaults must not overwrite the container's). */
  keepStatus: boolean;
  keepOwner: boolean;
}

/**
 * Every row checked with the container schema and against the space (material, location, owner, code);
 * the answer is either all rows ready to write (new containers, and updates of the space's own
 * containers named by code, as an export gives them back) or every problem by row and column.
 */
export async function validateContainerRows(db: DbOrTx, spaceId: string, importerId: string, tree: LocationTree, lines: { row: number; rec: CsvRecord }[]) {
  const refs = await loadReferences(db, spaceId, tree, lines.map((l) => l.rec));
  const errors: ContainerCsvRowError[] = [];
  const bodies: ContainerCreate[] = [];
  const updates: ContainerCsvUpdate[] = [];
  const seenCodes = new Set<string>();
  for (const { row, rec } of lines) {
    const rowErrors: ContainerCsvRowError[] = [];
    const fail = (column: string, message: string) => rowErrors.push({ row, column, message });
    const material = cell(rec, "material");
    const location = cell(rec, "location");
    const owner = cell(rec, "owner");
    const amount = cell(rec, "amount");
    const body = {
      code: cell(rec, "code"),
      materialId: material ? (refs.material(material) ?? material) : "",
      locationId: location ? (refs.location(location) ?? location) : "",
      // As the forms read a typed number: full-width digits, 1,000 grouped, 12,5 a decimal comma.
      amount: parseTypedNumber(amount),
      unit: cell(rec, "unit"),
      lot: cell(rec, "lot"),
      receivedOn: isoDate(cell(rec, "received")),
      openedOn: isoDate(cell(rec, "opened")),
      expiresOn: isoDate(cell(rec, "expiry")),
      ownerId: owner ? (refs.owner(owner) ?? owner) : importerId,
      status: cell(rec, "status") || undefined,
    };
    const parsed = containerCreateSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        fail(containerCsvFieldColumn[field] ?? field, field === "amount" && body.amount === undefined ? "validation.required" : (issue.message ?? "validation.invalid"));
      }
    }
    const has = (column: string) => rowErrors.some((e) => e.column === column);
    if (material && !refs.material(material) && !has("material")) fail("material", InventoryMessages.unknownMaterial);
    if (location && !refs.location(location) && !has("location")) fail("location", InventoryMessages.unknownLocation);
    if (owner && !refs.owner(owner) && !has("owner")) fail("owner", InventoryMessages.unknownOwner);
    let existing: { id: string; spaceId: string } | undefined;
    if (body.code && !has("code")) {
      const code = normalizeCode(body.code);
      existing = refs.taken.get(code);
      if (existing && existing.spaceId !== spaceId) fail("code", InventoryMessages.codeTaken);
      else if (seenCodes.has(code)) fail("code", "validation.codeRepeated");
      seenCodes.add(code);
    }
    if (rowErrors.length) errors.push(...rowErrors);
    else if (parsed.success && existing) updates.push({ row, id: existing.id, body: parsed.data, keepStatus: !body.status, keepOwner: !owner });
    else if (parsed.success) bodies.push(parsed.data);
  }
  return { errors, bodies, updates };
}
