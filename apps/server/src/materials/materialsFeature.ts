import type { FastifyInstance } from "fastify";
import { materialRoutes } from "./materialRoutes";
import { noteMaterialRoutes } from "./noteMaterialRoutes";

/** The materials feature: the register, note material lines, and the shipped system list. */
export async function materialsFeature(app: FastifyInstance) {
  await app.register(materialRoutes);
  await app.register(noteMaterialRoutes);
}
