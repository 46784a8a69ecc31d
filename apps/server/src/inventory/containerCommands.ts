import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  containerCsvFieldColumn,
  containerDateProblems,
  ContainerCsvLimits,
  InventoryMessages,
  type ContainerCreate,
  type ContainerCsvRowError,
  type ContainerUpdate,
} from "@eln/shared/inventory";
import type { DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import type { CsvRecord } from "../http/parseCsvUpload";
import { findSpaceMember } from "../spaces";
import { isUuid } from "../access/access";
import { materials } from "../materials/schema";
import { inventoryContainerEvents, inventoryContainers, inventoryNoteDraws } from "./schema";
import { LocationTree } from "./locationTree";
import type { ContainerRow } from "./presentContainer";
import { newContainerCode, normalizeCode } from "./containerCode";
import { validateContainerRows } from "./containerCsv";
import { fieldError } from "./inventoryAccess";
import { restateContainerDraws } from "./noteDraws";

/** Rows per INSERT statement of an import. */
const BATCH = 5000;

/** Material, location and owner of a body must belong to the container's space; the answer names the bad field. */
async function checkReferences(db: DbOrTx, spaceId: string, tree: LocationTree, b: Partial<ContainerCreate>) {
  const fields: Record<string, string> = {};
  if (b.materialId !== undefined) {
    const [m] = isUuid(b.materialId)
      ? await db.select({ id: materials.id }).from(materials).where(and(eq(materials.id, b.materialId), or(eq(materials.spaceId, spaceId), isNull(materials.spaceId)))).limit(1)
      : [];
    if (!m) fields.materialId = InventoryMessages.unknownMaterial;
  }
  if (b.locationId && !tree.byId.has(b.locationId)) fields.locationId = InventoryMessages.unknownLocation;
  if (b.ownerId && !(await findSpaceMember(db, spaceId, b.ownerId))) fields.ownerId = InventoryMessages.unknownOwner;
  if (Object.keys(fields).length) throw fieldError(fields);
}

async function codeFree(db: DbOrTx, code: string, selfId?: string) {
  const [row] = await db.select({ id: inventoryContainers.id }).from(inventoryContainers).where(eq(inventoryContainers.code, code)).limit(1);
  return !row || row.id === selfId;
}

/** Column values of a create/update body. */
function columns(b: Partial<ContainerCreate> | ContainerUpdate) {
  const set: Partial<typeof inventoryContainers.$inferInsert> = {};
  for (const [k, v] of Object.entries(b)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  if (set.code) set.code = normalizeCode(set.code);
  return set;
}

/** Creates one container and its "created" event (inside the caller's transaction), the body already checked. */
export async function insertContainer(tx: DbOrTx, spaceId: string, userId: string, body: ContainerCreate, detail: string | null = null) {
  const code = body.code ? normalizeCode(body.code) : newContainerCode();
  const [row] = await tx
    .insert(inventoryContainers)
    .values({ ...(columns(body) as typeof inventoryContainers.$inferInsert), code, spaceId, createdBy: userId, ownerId: body.ownerId === undefined ? userId : body.ownerId })
    .returning();
  await tx.insert(inventoryContainerEvents).values({ containerId: row.id, kind: "created", delta: row.amount, amountAfter: row.amount, userId, detail });
  return row;
}

/** A new container from the form: its material, location, owner and code must suit the space. */
export async function createContainer(tx: DbOrTx, spaceId: string, userId: string, tree: LocationTree, body: ContainerCreate) {
  await checkReferences(tx, spaceId, tree, body);
  if (body.code && !(await codeFree(tx, normalizeCode(body.code)))) throw fieldError({ code: InventoryMessages.codeTaken });
  return insertContainer(tx, spaceId, userId, body);
}

/** Changes a container; its history gets an "updated" event naming the fields whose value changed. */
export async function updateContainer(tx: DbOrTx, row: ContainerRow, userId: string, tree: LocationTree, body: ContainerUpdate) {
  await checkReferences(tx, row.spaceId, tree, body);
  const merged = { ...row, ...columns(body) };
  const dates = containerDateProblems(merged);
  if (Object.keys(dates).length) throw fieldError(dates);
  if (body.code && !(await codeFree(tx, normalizeCode(body.code), row.id))) throw fieldError({ code: InventoryMessages.codeTaken });
  const [updated] = await tx
    .update(inventoryContainers)
    .set({ ...columns(body), updatedAt: new Date() })
    .where(eq(inventoryContainers.id, row.id))
    .returning();
  if (updated.unit !== row.unit || updated.materialId !== row.materialId) {
    const refused = await restateContainerDraws(tx, updated);
    if (refused) throw fieldError(refused);
  }
  // Forms send every field; the history names only those whose value changed.
  const before = row as Record<string, unknown>;
  const changed = Object.entries(columns(body))
    .filter(([k, v]) => (typeof v === "number" ? Number(before[k]) !== v : (before[k] ?? null) !== (v ?? null)))
    .map(([k]) => k);
  const delta = Number(updated.amount) - Number(row.amount);
  await tx.insert(inventoryContainerEvents).values({
    containerId: row.id,
    kind: "updated",
    delta: delta !== 0 ? delta : null,
    amountAfter: updated.amount,
    userId,
    detail: changed.join(","),
  });
  return updated;
}

export async function deleteContainer(tx: DbOrTx, containerId: string) {
  await tx.delete(inventoryContainers).where(eq(inventoryContainers.id, containerId));
}

/** A CSV row's columns as the import's SQL reads them (jsonb_to_recordset). */
const rowColumns = (b: ContainerCreate) => ({
  material_id: b.materialId,
  amount: b.amount,
  unit: b.unit,
  lot: b.lot ?? null,
  received_on: b.receivedOn ?? null,
  opened_on: b.openedOn ?? null,
  expires_on: b.expiresOn ?? null,
  owner_id: b.ownerId ?? null,
  location_id: b.locationId ?? null,
});

/**
 * Imports the parsed CSV lines into the space: new containers, and rows whose code names one of
 * the space's containers update it (an exported file comes back as an update). Every row goes in,
 * or none (one 400 listing the problems).
 */
export async function importContainers(tx: DbOrTx, spaceId: string, userId: string, lines: { row: number; rec: CsvRecord }[]) {
  const tree = await LocationTree.load(tx, spaceId);
  const { errors, bodies, updates } = await validateContainerRows(tx, spaceId, userId, tree, lines);
  if (errors.length) {
    throw new AppError("validation", `${errors.length} problem(s) in the file; nothing was imported.`, {
      details: { rows: errors.slice(0, ContainerCsvLimits.maxErrorsListed), total: errors.length },
    });
  }
  for (let i = 0; i < bodies.length; i += BATCH) {
    const rows = bodies.slice(i, i + BATCH).map((b) => ({
      ...rowColumns(b),
      code: b.code ? normalizeCode(b.code) : newContainerCode(),
      status: b.status ?? "in_use",
    }));
    // One statement per batch with the rows as one JSON parameter: thousands of bind parameters
    // (and a second round trip for the "created" events) made 10,000 rows take several seconds.
    await tx.execute(sql`
      with ins as (
        insert into inventory_containers (space_id, created_by, code, material_id, amount, unit, lot, received_on, opened_on, expires_on, owner_id, status, location_id)
        select ${spaceId}::uuid, ${userId}, r.code, r.material_id, r.amount, r.unit, r.lot, r.received_on, r.opened_on, r.expires_on, r.owner_id, r.status, r.location_id
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(code text, material_id uuid, amount numeric, unit text, lot text,
          received_on date, opened_on date, expires_on date, owner_id text, status text, location_id uuid)
        returning id, amount
      )
      insert into inventory_container_events (container_id, kind, delta, amount_after, user_id, detail)
      select id, 'created', amount, amount, ${userId}, 'import' from ins`);
  }
  // Containers notes draw from, as they were: a changed unit or material must carry their draws along.
  const drawn = updates.length
    ? await tx
        .selectDistinct({ id: inventoryContainers.id, unit: inventoryContainers.unit, materialId: inventoryContainers.materialId })
        .from(inventoryContainers)
        .innerJoin(inventoryNoteDraws, eq(inventoryNoteDraws.containerId, inventoryContainers.id))
        .where(inArray(inventoryContainers.id, updates.map((u) => u.id)))
    : [];
  for (let i = 0; i < updates.length; i += BATCH) {
    const rows = updates.slice(i, i + BATCH).map(({ id, body: b, keepStatus, keepOwner }) => ({
      ...rowColumns(b),
      id,
      owner_id: keepOwner ? null : (b.ownerId ?? null),
      status: keepStatus ? null : (b.status ?? null),
    }));
    // Blank cells keep the container's value; the "updated" event names the fields that changed,
    // as a form's update does (old values come from the statement's snapshot, before the update).
    await tx.execute(sql`
      with r as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, material_id uuid, amount numeric, unit text, lot text,
          received_on date, opened_on date, expires_on date, owner_id text, status text, location_id uuid)
      ), old as (
        select c.* from inventory_containers c join r on r.id = c.id where c.space_id = ${spaceId}::uuid
      ), upd as (
        update inventory_containers c set
          material_id = r.material_id, amount = r.amount, unit = r.unit,
          lot = coalesce(r.lot, c.lot), received_on = coalesce(r.received_on, c.received_on), opened_on = coalesce(r.opened_on, c.opened_on),
          expires_on = coalesce(r.expires_on, c.expires_on), owner_id = coalesce(r.owner_id, c.owner_id), status = coalesce(r.status, c.status),
          location_id = coalesce(r.location_id, c.location_id), updated_at = now()
        from r join old o on o.id = r.id
        where c.id = r.id
        returning c.id, c.amount, o.amount as old_amount, array_to_string(array_remove(array[
          case when c.material_id is distinct from o.material_id then 'materialId' end,
          case when c.amount is distinct from o.amount then 'amount' end,
          case when c.unit is distinct from o.unit then 'unit' end,
          case when c.lot is distinct from o.lot then 'lot' end,
          case when c.received_on is distinct from o.received_on then 'receivedOn' end,
          case when c.opened_on is distinct from o.opened_on then 'openedOn' end,
          case when c.expires_on is distinct from o.expires_on then 'expiresOn' end,
          case when c.owner_id is distinct from o.owner_id then 'ownerId' end,
          case when c.status is distinct from o.status then 'status' end,
          case when c.location_id is distinct from o.location_id then 'locationId' end
        ], null), ',') as changed
      )
      insert into inventory_container_events (container_id, kind, delta, amount_after, user_id, detail)
      select id, 'updated', nullif(amount - old_amount, 0), amount, ${userId}, changed from upd where changed <> ''`);
  }
  const problems: ContainerCsvRowError[] = [];
  const updateOf = new Map(updates.map((u) => [u.id, u]));
  for (const before of drawn) {
    const update = updateOf.get(before.id)!;
    if (update.body.unit === before.unit && update.body.materialId === before.materialId) continue;
    const refused = await restateContainerDraws(tx, { id: before.id, unit: update.body.unit, materialId: update.body.materialId });
    for (const [field, message] of Object.entries(refused ?? {})) problems.push({ row: update.row, column: containerCsvFieldColumn[field] ?? field, message });
  }
  if (problems.length) {
    throw new AppError("validation", `${problems.length} problem(s) in the file; nothing was imported.`, { details: { rows: problems, total: problems.length } });
  }
  return { imported: bodies.length, updated: updates.length };
}
