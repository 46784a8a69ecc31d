import type { FastifyInstance } from "fastify";

// Each product area registers its routes here (one line per feature folder).
export const featureRoutes: ((app: FastifyInstance) => Promise<void>)[] = [];
import { ssoRoutes } from "./sso/ssoRoutes"; featureRoutes.push(ssoRoutes);
featureRoutes.push((await import("./materials/materialsFeature")).materialsFeature);
import { shopRoutes } from "./shop/shopRoutes"; featureRoutes.push(shopRoutes);
import { attachmentRoutes } from "./attachments/attachmentRoutes"; featureRoutes.push(attachmentRoutes);
import { spaceRoutes } from "./spaces/spaceRoutes"; featureRoutes.push(spaceRoutes);
import { projectRoutes } from "./projects/projectRoutes"; featureRoutes.push(projectRoutes);
import { noteRoutes } from "./notes/noteRoutes"; featureRoutes.push(noteRoutes);
import { riskRoutes } from "./risk/riskRoutes"; featureRoutes.push(riskRoutes);
import { searchRoutes } from "./search/searchRoutes"; featureRoutes.push(searchRoutes);
