import type { FastifyInstance } from "fastify";
import { readUploadedFile } from "../http/readUploadedFile";
import { route } from "../http/route";
import { inventoryEndpoints } from "@eln/shared/inventory";
import type { CsvFileProblemDetails } from "@eln/shared";
import multipart from "@fastify/multipart";
import Papa from "papaparse";
import { and, eq } from "drizzle-orm";
import { containerCsvColumns, ContainerCsvLimits, locationPathSeparator } from "@eln/shared/inventory";
import { AppError } from "../http/AppError";
import { authorizeSpaceRequest, spaceTransaction } from "../spaces";
import { user } from "../accounts/schema";
import { materials } from "../materials/schema";
import { inventoryContainers } from "./schema";
import { LocationTree } from "./locationTree";
import { containerOrder, containerWhere } from "./containerFilter";
import { parseContainerCsv } from "./containerCsv";
import { importContainers } from "./containerCommands";

/** A file refused whole, with the reason in `details` (a CSV file's problem) so the web app can say what to fix. */
const csvFailed = (why: string, problem?: CsvFileProblemDetails) => new AppError("csv_parse_error", why, problem ? { details: problem } : {});

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
    const rows = await db
      .select({ row: c, cas: materials.casNumber, name: materials.name, email: user.email })
      .from(c)
      .innerJoin(materials, eq(materials.id, c.materialId))
      .leftJoin(user, eq(user.id, c.ownerId))
      .where(and(...where))
      .orderBy(...containerOrder(req.query));
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
    return spaceTransaction(req, req.params.spaceId, "material.write", (tx, access, u) => importContainers(tx, access.space.id, u.id, lines));
  }, { bodyLimit: ContainerCsvLimits.maxBytes });
}
