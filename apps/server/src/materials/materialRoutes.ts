import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { can } from "@eln/shared";
import { materialEndpoints } from "@eln/shared/materials";
import type { Db, DbOrTx, Tx } from "../db/client";
import { findById } from "../db/findRow";
import { authenticate } from "../http/authenticate";
import { AppError, notFound } from "../http/AppError";
import { decodeCursor, encodeCursor } from "../http/pageCursor";
import { route } from "../http/route";
import { authenticateSpaceAccess, authorizeSpace, loadSpaceAccess, spaceTransaction } from "../spaces";
import { actorOf, isUuid } from "../access/access";
import { materials, noteMaterials } from "./schema";
import { anyLockedNote } from "../notes";
import { presentMaterial, type MaterialRow } from "./presentMaterial";
import { MaterialSearchIndex, type MaterialSearchCursor } from "./materialSearchIndex";
import { normalizeSearch, queryHill } from "./materialSearchText";
import { copyMaterial, createMaterial, deleteMaterial, updateMaterial } from "./materialCommands";


const isCursor = (v: unknown): v is MaterialSearchCursor => {
  const c = v as Partial<MaterialSearchCursor> | null;
  return typeof c?.s === "boolean" && typeof c.r === "number" && typeof c.n === "string" && typeof c.i === "string" && isUuid(c.i);
};

/** Loads a material with what the caller may do: system ones anyone may read; a space's only its members. */
async function loadMaterialAccess(db: DbOrTx, id: string, userId: string) {
  const row = await findById(db, materials, id);
  if (!row) return null;
  if (row.spaceId === null) return { row, canWrite: false };
  const access = await loadSpaceAccess(db as Db, row.spaceId, userId);
  if (!access || !can(access.actor, "space.read")) return null;
  return { row, canWrite: can(access.actor, "material.write") };
}

/**
 * A material the caller may change or delete (inside the write's transaction): 404 unseen; 403 for
 * a system material (`systemRefusal` says why), without the permission, or when it is on notes they
 * may not all edit.
 */
async function loadChangeableMaterial(tx: DbOrTx, id: string, userId: string, systemRefusal: string) {
  const access = await loadMaterialAccess(tx, id, userId);
  if (!access) throw notFound();
  if (access.row.spaceId === null) throw new AppError("forbidden", systemRefusal);
  if (!access.canWrite) throw new AppError("forbidden", "You do not have permission to do this.");
  await assertMayChangeUsedMaterial(tx, access.row.id, userId);
  return access.row;
}

/**
 * A write on one material: authenticate → in one transaction, the material's row held, the material
 * the caller may change, none of its locked notes' records changed (`changesRecords`) → run.
 */
async function changeMaterialTransaction<T>(
  req: FastifyRequest,
  id: string,
  systemRefusal: string,
  changesRecords: (material: MaterialRow) => boolean,
  run: (tx: Tx, material: MaterialRow) => Promise<T>,
) {
  const user = await authenticate(req);
  return req.server.ctx.db.transaction(async (tx) => {
    // Held first: a note given a line of it meanwhile holds its key until it commits, and none can
    // be after, so the notes using it are the ones judged below. (A system material is only refused.)
    if (isUuid(id)) await tx.select({ id: materials.id }).from(materials).where(and(eq(materials.id, id), isNotNull(materials.spaceId))).for("update");
    const material = await loadChangeableMaterial(tx, id, user.id, systemRefusal);
    if (changesRecords(material)) await assertOnNoLockedNote(tx, material.id);
    return run(tx, material);
  });
}

/**
 * A line of a note's record names its material (records/noteRecord.ts), so a material on a locked
 * note may not change what the record holds, nor go. The notes' rows are held (KEY SHARE: a lock,
 * FOR UPDATE, waits for this commit), so a note locked meanwhile is seen here. Asked after
 * assertMayChangeUsedMaterial: only someone who may edit every note using it learns of the lock.
 */
async function assertOnNoLockedNote(tx: Tx, materialId: string) {
  if (await anyLockedNote(tx, noteMaterials, noteMaterials.noteId, eq(noteMaterials.materialId, materialId))) throw new AppError("material_on_locked_note", "This material is used on a locked note: it cannot be renamed or deleted.");
}

/**
 * A material on notes is part of their record: only someone who may edit every one of those notes
 * may change or delete it. The answer never says which notes, how many, or in which project, so a
 * member outside a private project learns nothing about it (the same 403 as for notes they can see
 * but not edit).
 */
async function assertMayChangeUsedMaterial(db: DbOrTx, materialId: string, userId: string) {
  // The caller's roles on each project whose notes use it, judged by the permission table.
  const res = await db.execute(sql`
    select distinct sm.role as space_role, pm.role as project_role
      from note_materials nm
      join notes n on n.id = nm.note_id
      join projects p on p.id = n.project_id
      left join space_members sm on sm.space_id = p.space_id and sm.user_id = ${userId}
      left join project_members pm on pm.project_id = p.id and pm.user_id = ${userId}
     where nm.material_id = ${materialId}`);
  const roles = (res as unknown as { rows: { space_role: string | null; project_role: string | null }[] }).rows ?? [];
  if (roles.some((r) => !can(actorOf(r.space_role, r.project_role), "note.update"))) {
    throw new AppError("forbidden", "This material is used in notes you cannot edit, so you cannot change it. Copy it instead.");
  }
}

export async function materialRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // The register of a space: the system list and the space's own, searchable by name, English name or CAS.
  route(app, materialEndpoints.list, async (req) => {
    // Session and membership in one round trip (the register is searched as one types).
    const { access: found } = await authenticateSpaceAccess(req, req.params.spaceId);
    const access = authorizeSpace(found, "space.read");
    const { q, limit, cursor, scope, lang } = req.query;
    const after = cursor ? decodeCursor(cursor, isCursor) : null;
    const spaceId = access.space.id;
    // The list sorts by the reader's language: English by the English name (the
    // Japanese one when there is none), Japanese by the Japanese name.
    const sortName = lang === "en" ? sql<string>`lower(coalesce(${materials.nameEn}, ${materials.name}))` : sql<string>`${materials.name}`;
    const needle = q ? normalizeSearch(q) : "";
    const hill = q ? queryHill(q) : null;
    let rows: { m: MaterialRow; rank: number; sortName: string }[];
    if (needle) {
      // Matches come from the space's search texts in memory; the database reads only the page, by id.
      const index = await MaterialSearchIndex.cached(db, access.space);
      const hits = index.search({ needle, hill, scope, lang: lang ?? "ja", after, limit: limit + 1 });
      const found = hits.length ? await db.select().from(materials).where(sql`${materials.id} = any(${sql.param(hits.map((h) => h.id))}::uuid[])`) : [];
      const byId = new Map(found.map((m) => [m.id, m]));
      rows = hits.flatMap((h) => {
        const m = byId.get(h.id);
        return m ? [{ m, rank: h.rank, sortName: h.sortName }] : []; // deleted since the index was read
      });
    } else {
      // Without a query each part is read in index order (space_id, sort name): no sort of the whole register.
      rows = [];
      const part = async (system: boolean, n: number) => {
        const cond = [system ? isNull(materials.spaceId) : eq(materials.spaceId, spaceId)];
        if (after && after.s === system) cond.push(sql`(${sortName}, ${materials.id}) > (${after.n}::text, ${after.i}::uuid)`);
        const found = await db.select({ m: materials, sortName }).from(materials).where(and(...cond)).orderBy(sortName, asc(materials.id)).limit(n);
        rows.push(...found.map((f) => ({ m: f.m, sortName: f.sortName, rank: 0 })));
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
        rows.length > limit && last ? encodeCursor({ s: last.m.spaceId === null, r: Number(last.rank), n: last.sortName, i: last.m.id }) : null,
      abilities: { "material.write": canWrite },
    };
  });

  route(app, materialEndpoints.create, async (req, reply) => {
    const row = await spaceTransaction(req, req.params.spaceId, "material.write", (tx, access, user) =>
      createMaterial(tx, access.space.id, user.id, req.body),
    );
    return reply.status(201).send({ material: presentMaterial(row, true) });
  });

  route(app, materialEndpoints.get, async (req) => {
    const user = await authenticate(req);
    const access = await loadMaterialAccess(db, req.params.id, user.id);
    if (!access) throw notFound();
    return { material: presentMaterial(access.row, access.canWrite) };
  });

  route(app, materialEndpoints.update, async (req) => {
    const row = await changeMaterialTransaction(
      req,
      req.params.id,
      "System materials cannot be edited; copy one into your space instead.",
      // Of its fields, a locked record holds the name (and the note shows it by its English name in English).
      (material) => (req.body.name !== undefined && req.body.name !== material.name) || (req.body.nameEn !== undefined && (req.body.nameEn ?? null) !== (material.nameEn ?? null)),
      (tx, material) => updateMaterial(tx, material, req.body),
    );
    return { material: presentMaterial(row, true) };
  });

  route(app, materialEndpoints.remove, async (req) => {
    // On a locked note it says so (423), rather than "remove it from the notes first", which the lock refuses.
    await changeMaterialTransaction(req, req.params.id, "System materials cannot be deleted.", () => true, (tx, material) => deleteMaterial(tx, material.id));
    return { ok: true as const };
  });

  // A copy in a space of a system material (or another material the caller can read), then editable.
  route(app, materialEndpoints.copy, async (req, reply) => {
      const user = await authenticate(req);
      const row = await db.transaction(async (tx) => {
        const source = await loadMaterialAccess(tx, req.params.id, user.id);
        if (!source) throw notFound();
        const target = authorizeSpace(await loadSpaceAccess(tx as unknown as Db, req.body.spaceId, user.id), "material.write");
        return copyMaterial(tx, source.row, target.space.id, user.id);
      });
      return reply.status(201).send({ material: presentMaterial(row, true) });
  });
}
