import type { FastifyInstance } from "fastify";
import { readUploadedFile } from "../http/readUploadedFile";
import { route } from "../http/route";
import { inventoryEndpoints } from "@eln/shared/inventory";
import multipart from "@fastify/multipart";
import Papa from "papaparse";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { containerCsvColumns, ContainerCsvLimits, locationPathSeparator } from "@eln/shared/inventory";
import { AppError } from "../http/AppError";
import { authorizeSpaceRequest, spaceTransaction } from "../spaces";
import { user } from "../accounts/schema";
import { materials } from "../materials/schema";
import { inventoryContainers } from "./schema";
import { LocationTree } from "./locationTree";
import { containerWhere } from "./containerFilter";
import { newContainerCode, normalizeCode } from "./containerCode";
import { parseContainerCsv, validateContainerRows } from "./containerCsv";

const csvFailed = (why: string) => new AppError("csv_parse_error", why);
/** Rows per INSERT statement. */
const BATCH = 5000;

/** CSV export and import of a space's containers; columns in `containerCsvColumns` (docs/inventory.md). */
export async function containerCsvRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // The import takes a multipart upload (the web app) or a raw text/csv body (scripts).
  await app.register(multipart, { limits: { files: 1, fileSize: ContainerCsvLimits.maxBytes, fields: 5 } });
  app.addContentTypeParser(["text/csv", "text/plain"], { parseAs: "buffer", bodyLimit: ContainerCsvLimits.maxBytes }, (_req, body, done) => done(null, body));

  route(app, inventoryEndpoints.exportContainers, async (req, reply) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const c = inventoryContainers;
    const tree = await LocationTree.cached(db, access.space);
    const where = containerWhere(tree, access.space.id, req.query);
    const order = req.query.expiresWithinDays !== undefined ? [asc(c.expiresOn), asc(c.id)] : [desc(c.createdAt), desc(c.id)];
    const rows = await db
      .select({ row: c, cas: materials.casNumber, name: materials.name, email: user.email })
      .from(c)
      .innerJoin(materials, eq(materials.id, c.materialId))
      .leftJoin(user, eq(user.id, c.ownerId))
      .where(and(...where))
      .orderBy(...order);
    const data = rows.map(({ row, cas, name, email }) => [
      row.code,
      cas || name,
      row.locationId ? tree.path(row.locationId).join(locationPathSeparator) : "",
      String(Number(row.amount)),
      row.unit,
      row.lot ?? "",
      row.receivedOn ?? "",
      row.openedOn ?? "",
      row.expiresOn ?? "",
      email ?? "",
      row.status,
    ]);
    // The BOM makes Excel read the file as UTF-8 (Japanese names stay legible).
    const body = "\uFEFF" + Papa.unparse({ fields: [...containerCsvColumns], data }, { newline: "\r\n" });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="containers-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(body);
  });

  route(app, inventoryEndpoints.importContainers, async (req) => {
    // Permission first: an outsider learns nothing about the file either.
    await authorizeSpaceRequest(req, req.params.spaceId, "material.write");
    const bytes = await readUploadedFile(req, csvFailed);
    const lines = parseContainerCsv(bytes, csvFailed);
    // One transaction: every row goes in, or none.
    const imported = await spaceTransaction(req, req.params.spaceId, "material.write", async (tx, access, u) => {
      const spaceId = access.space.id;
      const tree = await LocationTree.load(tx, spaceId);
      const { errors, bodies } = await validateContainerRows(tx, spaceId, u.id, tree, lines);
      if (errors.length) {
        throw new AppError("validation", `${errors.length} problem(s) in the file; nothing was imported.`, {
          details: { rows: errors.slice(0, ContainerCsvLimits.maxErrorsListed), total: errors.length },
        });
      }
      for (let i = 0; i < bodies.length; i += BATCH) {
        const rows = bodies.slice(i, i + BATCH).map((b) => ({
          code: b.code ? normalizeCode(b.code) : newContainerCode(),
          material_id: b.materialId,
          amount: b.amount,
          unit: b.unit,
          lot: b.lot ?? null,
          received_on: b.receivedOn ?? null,
          opened_on: b.openedOn ?? null,
          expires_on: b.expiresOn ?? null,
          owner_id: b.ownerId ?? null,
          status: b.status ?? "in_use",
          location_id: b.locationId ?? null,
        }));
        // One statement per batch with the rows as one JSON parameter: thousands of bind parameters
        // (and a second round trip for the "created" events) made 10,000 rows take several seconds.
        await tx.execute(sql`
          with ins as (
            insert into inventory_containers (space_id, created_by, code, material_id, amount, unit, lot, received_on, opened_on, expires_on, owner_id, status, location_id)
            select ${spaceId}::uuid, ${u.id}, r.code, r.material_id, r.amount, r.unit, r.lot, r.received_on, r.opened_on, r.expires_on, r.owner_id, r.status, r.location_id
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(code text, material_id uuid, amount numeric, unit text, lot text,
              received_on date, opened_on date, expires_on date, owner_id text, status text, location_id uuid)
            returning id, amount
          )
          insert into inventory_container_events (container_id, kind, delta, amount_after, user_id, detail)
          select id, 'created', amount, amount, ${u.id}, 'import' from ins`);
      }
      return bodies.length;
    });
    return { imported };
  }, { bodyLimit: ContainerCsvLimits.maxBytes });
}
