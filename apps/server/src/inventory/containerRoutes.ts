import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { inventoryEndpoints } from "@eln/shared/inventory";
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { containerDateProblems, InventoryMessages, type ContainerCreate, type ContainerUpdate } from "@eln/shared/inventory";
import type { DbOrTx } from "../db/client";
import { authenticate } from "../http/authenticate";
import { notFound } from "../http/AppError";
import { authorizeSpaceRequest, spaceTransaction, findSpaceMember } from "../spaces";
import { isUuid } from "../access/access";
import { user } from "../accounts/schema";
import { notes } from "../notes/schema";
import { materials } from "../materials/schema";
import { spaceMembers } from "../spaces/schema";
import { inventoryContainerEvents, inventoryContainers } from "./schema";
import { LocationTree } from "./locationTree";
import { containerMaterialColumns, presentContainer, presentEvent, type ContainerRow } from "./presentContainer";
import { newContainerCode, normalizeCode } from "./containerCode";
import { containerWhere } from "./containerFilter";
import { canWriteInventory, containerTransaction, fieldError, loadContainerAccess, loadOrNotFound } from "./inventoryAccess";


type Cursor = { k: string; i: string };
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString("base64url");
function decodeCursor(s: string | undefined): Cursor | null {
  if (!s) return null;
  try {
    const c = JSON.parse(Buffer.from(s, "base64url").toString()) as Cursor;
    if (typeof c.k !== "string" || typeof c.i !== "string" || !isUuid(c.i)) throw new Error();
    return c;
  } catch {
    throw fieldError({ cursor: "validation.invalid" });
  }
}

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

/** Loads containers with their material and owner name and presents them. */
export async function presentContainers(db: DbOrTx, rows: ContainerRow[], tree: LocationTree) {
  if (!rows.length) return [];
  const mIds = [...new Set(rows.map((r) => r.materialId))];
  const uIds = [...new Set(rows.map((r) => r.ownerId).filter((x): x is string => !!x))];
  const [ms, us] = await Promise.all([
    db.select(containerMaterialColumns).from(materials).where(inArray(materials.id, mIds)),
    uIds.length ? db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, uIds)) : [],
  ]);
  const mById = new Map(ms.map((m) => [m.id, m]));
  const uById = new Map(us.map((u) => [u.id, u.name]));
  return rows.map((r) => presentContainer(r, mById.get(r.materialId)!, r.ownerId ? (uById.get(r.ownerId) ?? null) : null, tree.path(r.locationId)));
}

export async function containerHistory(db: DbOrTx, containerId: string) {
  const rows = await db
    .select({
      id: inventoryContainerEvents.id,
      kind: inventoryContainerEvents.kind,
      delta: inventoryContainerEvents.delta,
      amountAfter: inventoryContainerEvents.amountAfter,
      userId: inventoryContainerEvents.userId,
      userName: user.name,
      noteId: inventoryContainerEvents.noteId,
      noteTitle: notes.title,
      detail: inventoryContainerEvents.detail,
      createdAt: inventoryContainerEvents.createdAt,
    })
    .from(inventoryContainerEvents)
    .leftJoin(user, eq(user.id, inventoryContainerEvents.userId))
    .leftJoin(notes, eq(notes.id, inventoryContainerEvents.noteId))
    .where(eq(inventoryContainerEvents.containerId, containerId))
    .orderBy(desc(inventoryContainerEvents.createdAt), desc(inventoryContainerEvents.id));
  return rows.map(presentEvent);
}

/** Column values of a create/update body. */
function columns(b: Partial<ContainerCreate> | ContainerUpdate) {
  const set: Partial<typeof inventoryContainers.$inferInsert> = {};
  for (const [k, v] of Object.entries(b)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  if (set.code) set.code = normalizeCode(set.code);
  return set;
}

/** Creates one container and its "created" event (inside the caller's transaction). */
export async function insertContainer(tx: DbOrTx, spaceId: string, userId: string, body: ContainerCreate, detail: string | null = null) {
  const code = body.code ? normalizeCode(body.code) : newContainerCode();
  const [row] = await tx
    .insert(inventoryContainers)
    .values({ ...(columns(body) as typeof inventoryContainers.$inferInsert), code, spaceId, createdBy: userId, ownerId: body.ownerId === undefined ? userId : body.ownerId })
    .returning();
  await tx.insert(inventoryContainerEvents).values({ containerId: row.id, kind: "created", delta: row.amount, amountAfter: row.amount, userId, detail });
  return row;
}

export async function containerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, inventoryEndpoints.containers, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const qy = req.query;
    const after = decodeCursor(qy.cursor);
    const c = inventoryContainers;
    const tree = await LocationTree.cached(db, access.space);
    const where: (SQL | undefined)[] = containerWhere(tree, access.space.id, qy);
    const byExpiry = qy.expiresWithinDays !== undefined;
    // Timestamps keep microseconds in the database; the cursor must too, so the key is read as text.
    // The material and the owner's name come with each row: one query for the page.
    const pick = { row: c, key: byExpiry ? sql<string>`${c.expiresOn}::text` : sql<string>`${c.createdAt}::text`, m: containerMaterialColumns, ownerName: user.name };
    // Soonest expiry first when filtering by expiry, expired ones included (they need attention most).
    if (after && byExpiry) where.push(sql`(${c.expiresOn}, ${c.id}) > (${after.k}::date, ${after.i}::uuid)`);
    else if (after) where.push(sql`(${c.createdAt}, ${c.id}) < (${after.k}::timestamptz, ${after.i}::uuid)`);
    const rows = await db
      .select(pick)
      .from(c)
      .innerJoin(materials, eq(materials.id, c.materialId))
      .leftJoin(user, eq(user.id, c.ownerId))
      .where(and(...where))
      .orderBy(...(byExpiry ? [asc(c.expiresOn), asc(c.id)] : [desc(c.createdAt), desc(c.id)]))
      .limit(qy.limit + 1);
    const page = rows.slice(0, qy.limit);
    const last = page[page.length - 1];
    const nextCursor = rows.length > qy.limit && last ? encodeCursor({ k: last.key, i: last.row.id }) : null;
    return { items: page.map((p) => presentContainer(p.row, p.m, p.ownerName, tree.path(p.row.locationId))), nextCursor, abilities: { "inventory.write": canWriteInventory(access) } };
  });

  route(app, inventoryEndpoints.createContainer, async (req, reply) => {
    const answer = await spaceTransaction(req, req.params.spaceId, "material.write", async (tx, access, u) => {
      const tree = await LocationTree.load(tx, access.space.id);
      await checkReferences(tx, access.space.id, tree, req.body);
      if (req.body.code && !(await codeFree(tx, normalizeCode(req.body.code)))) throw fieldError({ code: InventoryMessages.codeTaken });
      const row = await insertContainer(tx, access.space.id, u.id, req.body);
      const [container] = await presentContainers(tx, [row], tree);
      return { container, history: await containerHistory(tx, row.id), abilities: { update: true, delete: true } };
    });
    return reply.status(201).send(answer);
  });

  route(app, inventoryEndpoints.container, async (req) => {
    const u = await authenticate(req);
    const { row, access } = loadOrNotFound(await loadContainerAccess(db, req.params.id, u.id));
    const tree = await LocationTree.load(db, row.spaceId);
    const [container] = await presentContainers(db, [row], tree);
    const w = canWriteInventory(access);
    return { container, history: await containerHistory(db, row.id), abilities: { update: w, delete: w } };
  });

  // A scanned or typed code → the container, only among the caller's spaces (an unknown code is 404).
  route(app, inventoryEndpoints.findCode, async (req) => {
    const u = await authenticate(req);
    const [row] = await db
      .select({ id: inventoryContainers.id, spaceId: inventoryContainers.spaceId })
      .from(inventoryContainers)
      .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, inventoryContainers.spaceId), eq(spaceMembers.userId, u.id)))
      .where(eq(inventoryContainers.code, normalizeCode(req.params.code)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  });

  route(app, inventoryEndpoints.updateContainer, async (req) => {
    return containerTransaction(req, req.params.id, "material.write", async (tx, { row }, u) => {
      const tree = await LocationTree.load(tx, row.spaceId);
      await checkReferences(tx, row.spaceId, tree, req.body);
      const merged = { ...row, ...columns(req.body) };
      const dates = containerDateProblems(merged);
      if (Object.keys(dates).length) throw fieldError(dates);
      if (req.body.code && !(await codeFree(tx, normalizeCode(req.body.code), row.id))) throw fieldError({ code: InventoryMessages.codeTaken });
      const [updated] = await tx
        .update(inventoryContainers)
        .set({ ...columns(req.body), updatedAt: new Date() })
        .where(eq(inventoryContainers.id, row.id))
        .returning();
      // Forms send every field; the history names only those whose value changed.
      const before = row as Record<string, unknown>;
      const changed = Object.entries(columns(req.body))
        .filter(([k, v]) => (typeof v === "number" ? Number(before[k]) !== v : (before[k] ?? null) !== (v ?? null)))
        .map(([k]) => k);
      const delta = Number(updated.amount) - Number(row.amount);
      await tx.insert(inventoryContainerEvents).values({
        containerId: row.id,
        kind: "updated",
        delta: delta !== 0 ? delta : null,
        amountAfter: updated.amount,
        userId: u.id,
        detail: changed.join(","),
      });
      const [container] = await presentContainers(tx, [updated], tree);
      return { container, history: await containerHistory(tx, row.id), abilities: { update: true, delete: true } };
    });
  });

  route(app, inventoryEndpoints.removeContainer, async (req) => {
    await containerTransaction(req, req.params.id, "material.write", async (tx, { row }) => {
      await tx.delete(inventoryContainers).where(eq(inventoryContainers.id, row.id));
    });
    return { ok: true as const };
  });
}
