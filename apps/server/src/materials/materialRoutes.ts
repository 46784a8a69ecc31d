import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, asc, count, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { can } from "@eln/shared";
import {
  materialAnswerSchema,
  materialCopySchema,
  materialCreateSchema,
  materialListQuerySchema,
  materialListSchema,
  materialUpdateSchema,
  type MaterialUpdate,
} from "@eln/shared/materials";
import type { Db, DbOrTx } from "../db/client";
import { authenticate } from "../http/authenticate";
import { AppError, notFound } from "../http/AppError";
import { authorizeSpace, isUuid, loadSpaceAccess } from "../access/access";
import { materials, noteMaterials } from "./schema";
import { presentMaterial, type MaterialRow } from "./presentMaterial";
import { likePattern, materialSearchText, normalizeSearch } from "./materialSearchText";

const ok = z.object({ ok: z.literal(true) });
const idParams = z.object({ id: z.string().max(64) });
const spaceParams = z.object({ spaceId: z.string().max(64) });

interface Cursor {
  s: boolean; // system
  r: number; // match rank
  n: string; // name
  i: string; // id
}
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString("base64url");
function decodeCursor(s: string | undefined): Cursor | null {
  if (!s) return null;
  try {
    const c = JSON.parse(Buffer.from(s, "base64url").toString()) as Cursor;
    if (typeof c.s !== "boolean" || typeof c.r !== "number" || typeof c.n !== "string" || typeof c.i !== "string" || !isUuid(c.i)) throw new Error();
    return c;
  } catch {
    throw new AppError("validation", "Invalid cursor", { fields: { cursor: "validation.invalid" } });
  }
}

/** Loads a material with what the caller may do: system ones anyone may read; a space's only its members. */
async function loadMaterialAccess(db: DbOrTx, id: string, userId: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(materials).where(eq(materials.id, id)).limit(1);
  if (!row) return null;
  if (row.spaceId === null) return { row, canWrite: false };
  const access = await loadSpaceAccess(db as Db, row.spaceId, userId);
  if (!access || !can(access.actor, "space.read")) return null;
  return { row, canWrite: can(access.actor, "material.write") };
}

/** Fields of a create/update body as columns, with the search column kept in step. */
function columnsFrom(body: Partial<MaterialUpdate>, current?: MaterialRow) {
  const set: Partial<typeof materials.$inferInsert> = {};
  for (const [k, v] of Object.entries(body)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  const name = set.name ?? current?.name ?? "";
  const nameEn = set.nameEn !== undefined ? set.nameEn : (current?.nameEn ?? null);
  const casNumber = set.casNumber !== undefined ? set.casNumber : (current?.casNumber ?? null);
  set.searchText = materialSearchText({ name, nameEn, casNumber });
  return set;
}

export async function materialRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ["materials"];

  // The register of a space: the system list and the space's own, searchable by name, English name or CAS.
  r.get(
    "/api/spaces/:spaceId/materials",
    { schema: { tags, params: spaceParams, querystring: materialListQuerySchema, response: { 200: materialListSchema } } },
    async (req) => {
      const user = await authenticate(req);
      const access = authorizeSpace(await loadSpaceAccess(db, req.params.spaceId, user.id), "space.read");
      const { q, limit, cursor, scope } = req.query;
      const after = decodeCursor(cursor);
      const spaceId = access.space.id;
      const isSystem = sql<boolean>`(${materials.spaceId} is null)`;
      const where: (SQL | undefined)[] = [
        scope === "own" ? eq(materials.spaceId, spaceId) : scope === "system" ? isNull(materials.spaceId) : or(eq(materials.spaceId, spaceId), isNull(materials.spaceId)),
      ];
      const needle = q ? normalizeSearch(q) : "";
      if (needle) where.push(sql`${materials.searchText} like ${likePattern(needle)}`);
      // Exact names first, then names that start with the query, then the rest.
      const prefix = `${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rank = needle
        ? sql<number>`(case when lower(${materials.name}) = ${needle} or lower(coalesce(${materials.nameEn}, '')) = ${needle} or ${materials.casNumber} = ${needle} then 0
            when lower(${materials.name}) like ${prefix} or lower(coalesce(${materials.nameEn}, '')) like ${prefix} then 1 else 2 end)`
        : sql<number>`0::int`;
      if (after && needle) where.push(sql`(${isSystem}, ${rank}, ${materials.name}, ${materials.id}) > (${after.s}::boolean, ${after.r}::int, ${after.n}::text, ${after.i}::uuid)`);
      // The space's own materials first, then the system list; each by match, then name.
      let rows: { m: MaterialRow; rank: number }[];
      if (needle) {
        rows = await db
          .select({ m: materials, rank })
          .from(materials)
          .where(and(...where))
          .orderBy(isSystem, rank, asc(materials.name), asc(materials.id))
          .limit(limit + 1);
      } else {
        // Without a query each part is read in index order (space_id, name): no sort of the whole register.
        rows = [];
        const part = async (system: boolean, n: number) => {
          const cond = [system ? isNull(materials.spaceId) : eq(materials.spaceId, spaceId)];
          if (after && after.s === system) cond.push(sql`(${materials.name}, ${materials.id}) > (${after.n}::text, ${after.i}::uuid)`);
          const found = await db.select().from(materials).where(and(...cond)).orderBy(asc(materials.name), asc(materials.id)).limit(n);
          rows.push(...found.map((m) => ({ m, rank: 0 })));
        };
        if (scope !== "system" && !after?.s) await part(false, limit + 1);
        if (scope !== "own" && rows.length <= limit) await part(true, limit + 1 - rows.length);
      }
      const canWrite = can(access.actor, "material.write");
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map((row) => presentMaterial(row.m, canWrite)),
        nextCursor:
          rows.length > limit && last ? encodeCursor({ s: last.m.spaceId === null, r: Number(last.rank), n: last.m.name, i: last.m.id }) : null,
        abilities: { "material.write": canWrite },
      };
    },
  );

  r.post(
    "/api/spaces/:spaceId/materials",
    { schema: { tags, params: spaceParams, body: materialCreateSchema, response: { 201: materialAnswerSchema } } },
    async (req, reply) => {
      const user = await authenticate(req);
      const row = await db.transaction(async (tx) => {
        const access = authorizeSpace(await loadSpaceAccess(tx as unknown as Db, req.params.spaceId, user.id), "material.write");
        const [created] = await tx
          .insert(materials)
          .values({ ...(columnsFrom(req.body) as typeof materials.$inferInsert), name: req.body.name, spaceId: access.space.id, createdBy: user.id })
          .returning();
        return created;
      });
      return reply.status(201).send({ material: presentMaterial(row, true) });
    },
  );

  r.get("/api/materials/:id", { schema: { tags, params: idParams, response: { 200: materialAnswerSchema } } }, async (req) => {
    const user = await authenticate(req);
    const access = await loadMaterialAccess(db, req.params.id, user.id);
    if (!access) throw notFound();
    return { material: presentMaterial(access.row, access.canWrite) };
  });

  r.put(
    "/api/materials/:id",
    { schema: { tags, params: idParams, body: materialUpdateSchema, response: { 200: materialAnswerSchema } } },
    async (req) => {
      const user = await authenticate(req);
      const row = await db.transaction(async (tx) => {
        const access = await loadMaterialAccess(tx, req.params.id, user.id);
        if (!access) throw notFound();
        if (access.row.spaceId === null) throw new AppError("forbidden", "System materials cannot be edited; copy one into your space instead.");
        if (!access.canWrite) throw new AppError("forbidden", "You do not have permission to do this.");
        const [updated] = await tx
          .update(materials)
          .set({ ...columnsFrom(req.body, access.row), updatedAt: sql`now()` })
          .where(eq(materials.id, access.row.id))
          .returning();
        return updated;
      });
      return { material: presentMaterial(row, true) };
    },
  );

  r.delete("/api/materials/:id", { schema: { tags, params: idParams, response: { 200: ok } } }, async (req) => {
    const user = await authenticate(req);
    await db.transaction(async (tx) => {
      const access = await loadMaterialAccess(tx, req.params.id, user.id);
      if (!access) throw notFound();
      if (access.row.spaceId === null) throw new AppError("forbidden", "System materials cannot be deleted.");
      if (!access.canWrite) throw new AppError("forbidden", "You do not have permission to do this.");
      // A material still on notes stays: the notes are the lab record.
      const [{ n }] = await tx.select({ n: count() }).from(noteMaterials).where(eq(noteMaterials.materialId, access.row.id));
      if (n > 0) throw new AppError("conflict", `This material is used in ${n} note(s). Remove it from them first.`, { details: { notes: n } });
      await tx.delete(materials).where(eq(materials.id, access.row.id));
    });
    return { ok: true as const };
  });

  // A copy in a space of a system material (or another material the caller can read), then editable.
  r.post(
    "/api/materials/:id/copy",
    { schema: { tags, params: idParams, body: materialCopySchema, response: { 201: materialAnswerSchema } } },
    async (req, reply) => {
      const user = await authenticate(req);
      const row = await db.transaction(async (tx) => {
        const source = await loadMaterialAccess(tx, req.params.id, user.id);
        if (!source) throw notFound();
        const target = authorizeSpace(await loadSpaceAccess(tx as unknown as Db, req.body.spaceId, user.id), "material.write");
        // eslint-disable-next-line @typescript-eslint/no-unused-vars
        const { id, createdAt, updatedAt, ...fields } = source.row;
        const [created] = await tx
          .insert(materials)
          .values({ ...fields, spaceId: target.space.id, createdBy: user.id })
          .returning();
        return created;
      });
      return reply.status(201).send({ material: presentMaterial(row, true) });
    },
  );
}
