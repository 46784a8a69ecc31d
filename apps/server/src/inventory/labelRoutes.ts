import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { inventoryEndpoints } from "@eln/shared/inventory";
import { and, eq, inArray } from "drizzle-orm";
import { labelLayoutById } from "@eln/shared/inventory";
import { isUuid } from "../access/access";
import { authorizeSpaceRequest } from "../spaces";
import { materials } from "../materials/schema";
import { inventoryContainers } from "./schema";
import { LocationTree } from "./locationTree";
import { fieldError } from "./inventoryAccess";
import { renderLabelSheet } from "./labelSheetPdf";


/** A printable A4 sheet of QR labels for chosen containers of a space. */
export async function labelRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, inventoryEndpoints.labels, async (req, reply) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const ids = [...new Set(req.body.containerIds)];
    if (!ids.every(isUuid)) throw fieldError({ containerIds: "validation.invalid" });
    const rows = await db
      .select({ id: inventoryContainers.id, code: inventoryContainers.code, locationId: inventoryContainers.locationId, name: materials.name, nameEn: materials.nameEn })
      .from(inventoryContainers)
      .innerJoin(materials, eq(materials.id, inventoryContainers.materialId))
      .where(and(eq(inventoryContainers.spaceId, access.space.id), inArray(inventoryContainers.id, ids)));
    // Another space's container is as unknown as a missing one.
    if (rows.length !== ids.length) throw fieldError({ containerIds: "validation.invalid" });
    const tree = await LocationTree.load(db, access.space.id);
    const byId = new Map(rows.map((x) => [x.id, x]));
    const labels = ids.map((id) => {
      const x = byId.get(id)!;
      return { code: x.code, name: x.name, nameEn: x.nameEn, location: x.locationId ? tree.path(x.locationId).join(" › ") : null };
    });
    const pdf = await renderLabelSheet(labels, labelLayoutById(req.body.layout), req.body.skip);
    return reply.type("application/pdf").header("content-disposition", 'inline; filename="labels.pdf"').header("cache-control", "private, no-store").send(pdf);
  });
}
