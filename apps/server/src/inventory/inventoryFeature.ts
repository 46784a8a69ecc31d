import type { FastifyInstance } from "fastify";
import { locationRoutes } from "./locationRoutes";
import { containerRoutes } from "./containerRoutes";
import { orderFlowRoutes } from "./orderFlowRoutes";
import { containerCsvRoutes } from "./containerCsvRoutes";
import { storageLimitRoutes } from "./storageLimitRoutes";
import { labelRoutes } from "./labelRoutes";

/** The inventory (issue #19): locations and containers of a space. */
export async function inventoryFeature(app: FastifyInstance) {
  await app.register(locationRoutes);
  await app.register(containerRoutes);
  await app.register(orderFlowRoutes);
  await app.register(containerCsvRoutes);
  await app.register(storageLimitRoutes);
  await app.register(labelRoutes);
}
