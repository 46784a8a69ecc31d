import type { FastifyInstance } from "fastify";
import { materialRoutes } from "./materialRoutes";
import { noteMaterialRoutes } from "./noteMaterialRoutes";
import { seedSystemMaterials } from "./seedSystemMaterials";

/** The materials feature: the register, note material lines, and the shipped system list. */
export async function materialsFeature(app: FastifyInstance) {
  // Idempotent: does nothing when the system list is already in the database.
  await seedSystemMaterials(app.ctx.db);
  await app.register(materialRoutes);
  await app.register(noteMaterialRoutes);
}
