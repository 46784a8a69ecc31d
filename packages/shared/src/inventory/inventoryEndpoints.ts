import { z } from "zod";
import { endpoint, idParams, okSchema, spaceIdParams } from "../api";
import { containerCsvColumns, containerImportResultSchema } from "./containerCsv";
import {
  containerAnswerSchema,
  containerCreateSchema,
  containerListQuerySchema,
  containerListSchema,
  containerUpdateSchema,
  locationCreateSchema,
  locationListSchema,
  locationSchema,
  locationUpdateSchema,
} from "./inventorySchemas";
import { labelSheetRequestSchema } from "./labelLayouts";
import { hazardClassUpdateSchema, storageAnswerSchema, storageLimitTableAnswerSchema, storageLimitTableUpdateSchema } from "./storageLimits";
import { orderFlowSchema, orderSettingsSchema, orderSpaceSchema, orderStatusChangeSchema, receiveOrderSchema, spaceOrderSchema } from "./orderFlow";

const tags = ["inventory"];
const id = z.string().max(64);
/** The export takes the list's filters, without paging. */
export const containerExportQuerySchema = containerListQuerySchema.omit({ limit: true, cursor: true });
const orderSettingsAnswer = z.object({ approvalThreshold: z.number().nullable(), canEdit: z.boolean() });
const location = z.object({ location: locationSchema });

/** Containers, locations, labels and storage limits of a space. */
export const inventoryEndpoints = {
  containers: endpoint({
    method: "GET",
    path: "/api/spaces/:spaceId/inventory/containers",
    tags,
    summary: "Containers of a space, filtered and paged",
    params: spaceIdParams,
    query: containerListQuerySchema,
    responses: { 200: containerListSchema },
  }),
  createContainer: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/inventory/containers",
    tags,
    params: spaceIdParams,
    body: containerCreateSchema,
    responses: { 201: containerAnswerSchema },
  }),
  container: endpoint({ method: "GET", path: "/api/inventory/containers/:id", tags, params: idParams, responses: { 200: containerAnswerSchema } }),
  findCode: endpoint({
    method: "GET",
    path: "/api/inventory/codes/:code",
    tags,
    summary: "The container a scanned barcode or QR code names",
    params: z.object({ code: z.string().max(200) }),
    responses: { 200: z.object({ id: z.string(), spaceId: z.string() }) },
  }),
  updateContainer: endpoint({
    method: "PUT",
    path: "/api/inventory/containers/:id",
    tags,
    params: idParams,
    body: containerUpdateSchema,
    responses: { 200: containerAnswerSchema },
  }),
  removeContainer: endpoint({ method: "DELETE", path: "/api/inventory/containers/:id", tags, params: idParams, responses: { 200: okSchema } }),
  exportContainers: endpoint({
    method: "GET",
    path: "/api/spaces/:spaceId/containers.csv",
    tags,
    params: spaceIdParams,
    query: containerExportQuerySchema,
    responses: {},
    file: true,
  }),
  importContainers: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/containers/import",
    tags,
    summary: `Imports containers from CSV: multipart/form-data (field "file") or a text/csv body; header ${containerCsvColumns.join(",")}`,
    params: spaceIdParams,
    multipart: true,
    responses: { 200: containerImportResultSchema },
  }),
  labels: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/inventory/labels",
    tags,
    summary: "A printable A4 label sheet (PDF) for the chosen containers",
    params: spaceIdParams,
    body: labelSheetRequestSchema,
    responses: {},
    file: true,
  }),
  locations: endpoint({ method: "GET", path: "/api/spaces/:spaceId/inventory/locations", tags, params: spaceIdParams, responses: { 200: locationListSchema } }),
  createLocation: endpoint({
    method: "POST",
    path: "/api/spaces/:spaceId/inventory/locations",
    tags,
    params: spaceIdParams,
    body: locationCreateSchema,
    responses: { 201: location },
  }),
  updateLocation: endpoint({ method: "PUT", path: "/api/inventory/locations/:id", tags, params: idParams, body: locationUpdateSchema, responses: { 200: location } }),
  removeLocation: endpoint({ method: "DELETE", path: "/api/inventory/locations/:id", tags, params: idParams, responses: { 200: okSchema } }),
  locationStorage: endpoint({ method: "GET", path: "/api/inventory/locations/:id/storage", tags, params: idParams, responses: { 200: storageAnswerSchema } }),
  setHazardClass: endpoint({
    method: "PUT",
    path: "/api/spaces/:spaceId/inventory/hazard-classes/:materialId",
    tags,
    params: spaceIdParams.extend({ materialId: id }),
    body: hazardClassUpdateSchema,
    responses: { 200: okSchema },
  }),
  storageLimits: endpoint({
    method: "GET",
    path: "/api/spaces/:spaceId/inventory/storage-limits",
    tags,
    params: spaceIdParams,
    responses: { 200: storageLimitTableAnswerSchema },
  }),
  updateStorageLimits: endpoint({
    method: "PUT",
    path: "/api/spaces/:spaceId/inventory/storage-limits",
    tags,
    params: spaceIdParams,
    body: storageLimitTableUpdateSchema,
    responses: { 200: storageLimitTableAnswerSchema },
  }),
  resetStorageLimits: endpoint({
    method: "DELETE",
    path: "/api/spaces/:spaceId/inventory/storage-limits",
    tags,
    summary: "Back to the default table (Fire Service Act designated quantities)",
    params: spaceIdParams,
    responses: { 200: storageLimitTableAnswerSchema },
  }),
};

/** How an order moves from placed to received. */
export const orderFlowEndpoints = {
  flow: endpoint({ method: "GET", path: "/api/orders/:id/flow", tags: ["orders"], params: idParams, responses: { 200: orderFlowSchema } }),
  setSpace: endpoint({ method: "PUT", path: "/api/orders/:id/space", tags: ["orders"], params: idParams, body: orderSpaceSchema, responses: { 200: orderFlowSchema } }),
  changeStatus: endpoint({
    method: "POST",
    path: "/api/orders/:id/status",
    tags: ["orders"],
    params: idParams,
    body: orderStatusChangeSchema,
    responses: { 200: orderFlowSchema },
  }),
  receive: endpoint({ method: "POST", path: "/api/orders/:id/receive", tags: ["orders"], params: idParams, body: receiveOrderSchema, responses: { 200: orderFlowSchema } }),
  spaceOrders: endpoint({
    method: "GET",
    path: "/api/spaces/:spaceId/orders",
    tags: ["orders"],
    params: spaceIdParams,
    responses: { 200: z.object({ items: z.array(spaceOrderSchema) }) },
  }),
  settings: endpoint({ method: "GET", path: "/api/spaces/:spaceId/order-settings", tags: ["orders"], params: spaceIdParams, responses: { 200: orderSettingsAnswer } }),
  updateSettings: endpoint({
    method: "PUT",
    path: "/api/spaces/:spaceId/order-settings",
    tags: ["orders"],
    params: spaceIdParams,
    body: orderSettingsSchema,
    responses: { 200: orderSettingsAnswer },
  }),
};
