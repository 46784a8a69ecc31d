import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { inventoryEndpoints } from "@eln/shared/inventory";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { authenticate } from "../http/authenticate";
import { notFound } from "../http/AppError";
import { decodeCursor, encodeCursor } from "../http/pageCursor";
import { authorizeSpaceRequest, spaceTransaction } from "../spaces";
import { isUuid } from "../access/access";
import { user } from "../accounts/schema";
import { notes } from "../notes/schema";
import { materials } from "../materials/schema";
import { spaceMembers } from "../spaces/schema";
import { inventoryContainerEvents, inventoryContainers } from "./schema";
import { LocationTree } from "./locationTree";
import { containerMaterialColumns, presentContainer, presentEvent, type ContainerRow } from "./presentContainer";
import { normalizeCode } from "./containerCode";
import { containerOrder, containerWhere } from "./containerFilter";
import { canWriteInventory, containerTransaction, loadContainerAccess, loadOrNotFound } from "./inventoryAccess";
import { createContainer, deleteContainer, updateContainer } from "./containerCommands";


/** A page's position: the sort key and the id of its last container. */
type Cursor = { k: string; i: string };
const isCursor = (v: unknown): v is Cursor => {
  const c = v as Partial<Cursor> | null;
  return typeof c?.k === "string" && typeof c.i === "string" && isUuid(c.i);
};

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

export async function containerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, inventoryEndpoints.containers, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const qy = req.query;
    const after = qy.cursor ? decodeCursor(qy.cursor, isCursor) : null;
    const c = inventoryContainers;
    const tree = await LocationTree.cached(db, access.space);
    const where: (SQL | undefined)[] = containerWhere(tree, access.space.id, qy);
    const byExpiry = qy.expiresWithinDays !== undefined;
    // Timestamps keep microseconds in the database; the cursor must too, so the key is read as text.
    // The material and the owner's name come with each row: one query for the page.
    const pick = { row: c, key: byExpiry ? sql<string>`${c.expiresOn}::text` : sql<string>`${c.createdAt}::text`, m: containerMaterialColumns, ownerName: user.name };
    // The rows after the cursor in containerOrder's order.
    if (after && byExpiry) where.push(sql`(${c.expiresOn}, ${c.id}) > (${after.k}::date, ${after.i}::uuid)`);
    else if (after) where.push(sql`(${c.createdAt}, ${c.id}) < (${after.k}::timestamptz, ${after.i}::uuid)`);
    const rows = await db
      .select(pick)
      .from(c)
      .innerJoin(materials, eq(materials.id, c.materialId))
      .leftJoin(user, eq(user.id, c.ownerId))
      .where(and(...where))
      .orderBy(...containerOrder(qy))
      .limit(qy.limit + 1);
    const page = rows.slice(0, qy.limit);
    const last = page[page.length - 1];
    const nextCursor = rows.length > qy.limit && last ? encodeCursor({ k: last.key, i: last.row.id }) : null;
    return { items: page.map((p) => presentContainer(p.row, p.m, p.ownerName, tree.path(p.row.locationId))), nextCursor, abilities: { "inventory.write": canWriteInventory(access) } };
  });

  route(app, inventoryEndpoints.createContainer, async (req, reply) => {
    const answer = await spaceTransaction(req, req.params.spaceId, "material.write", async (tx, access, u) => {
      const tree = await LocationTree.load(tx, access.space.id);
      const row = await createContainer(tx, access.space.id, u.id, tree, req.body);
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
      const updated = await updateContainer(tx, row, u.id, tree, req.body);
      const [container] = await presentContainers(tx, [updated], tree);
      return { container, history: await containerHistory(tx, row.id), abilities: { update: true, delete: true } };
    });
  });

  route(app, inventoryEndpoints.removeContainer, async (req) => {
    await containerTransaction(req, req.params.id, "material.write", async (tx, { row }) => {
      await deleteContainer(tx, row.id);
    });
    return { ok: true as const };
  });
}
