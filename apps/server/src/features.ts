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
import { elnRoutes } from "./eln/elnRoutes"; featureRoutes.push(elnRoutes);
import { inventoryFeature } from "./inventory/inventoryFeature"; featureRoutes.push(inventoryFeature);
import { auditRoutes } from "./audit/auditRoutes"; featureRoutes.push(auditRoutes);
import { recordsRoutes } from "./records/recordsRoutes"; featureRoutes.push(recordsRoutes);
import { trashRoutes } from "./trash/trashRoutes"; featureRoutes.push(trashRoutes);
import { templateRoutes } from "./templates/templateRoutes"; featureRoutes.push(templateRoutes);
import { paletteRoutes } from "./palette/paletteRoutes"; featureRoutes.push(paletteRoutes);
import { commentRoutes } from "./comments/commentRoutes"; featureRoutes.push(commentRoutes);
import { linkRoutes } from "./links/linkRoutes"; featureRoutes.push(linkRoutes);
import { activityRoutes } from "./activity/activityRoutes"; featureRoutes.push(activityRoutes);
