import type { FastifyInstance } from "fastify";

// Each product area registers its routes here (one line per feature folder).
export const featureRoutes: ((app: FastifyInstance) => Promise<void>)[] = [];
import { ssoRoutes } from "./sso/ssoRoutes"; featureRoutes.push(ssoRoutes);
import { spaceRoutes } from "./spaces/spaceRoutes"; featureRoutes.push(spaceRoutes);
import { projectRoutes } from "./projects/projectRoutes"; featureRoutes.push(projectRoutes);
