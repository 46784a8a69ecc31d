import { z } from "zod";
import { endpointMethods, itemEndpoints, itemListSchema, okSchema } from "../api";
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
import { orderFlowSchema, orderSettingsSchema, orderSpaceSchema, orderStatusChangeSchema, receiveDraftSchema, receiveOrderSchema, spaceOrderSchema } from "./orderFlow";

const inventory = endpointMethods("inventory");
const { get, post, put, del } = inventory;
const orders = endpointMethods("orders");
/** The export takes the list's filters, without paging. */
export const containerExportQuerySchema = containerListQuerySchema.omit({ limit: true, cursor: true });
const orderSettingsAnswer = z.object({ approvalThreshold: z.number().nullable(), canEdit: z.boolean() });
const location = z.object({ location: locationSchema });
const containerItem = itemEndpoints(inventory, "/api/inventory/containers/:id", { answer: containerAnswerSchema, update: containerUpdateSchema });

/** Containers, locations, labels and storage limits of a space. */
export const inventoryEndpoints = {
  containers: get("/api/spaces/:spaceId/inventory/containers", {
    summary: "Containers of a space, filtered and paged",
    query: containerListQuerySchema,
    responses: { 200: containerListSchema },
  }),
  createContainer: post("/api/spaces/:spaceId/inventory/containers", {
    body: containerCreateSchema,
    responses: { 201: containerAnswerSchema },
  }),
  container: containerItem.get,
  findCode: get("/api/inventory/codes/:code", {
    summary: "The container a scanned barcode or QR code names",
    params: z.object({ code: z.string().max(200) }),
    responses: { 200: z.object({ id: z.string(), spaceId: z.string() }) },
  }),
  updateContainer: containerItem.update,
  removeContainer: containerItem.remove,
  exportContainers: get("/api/spaces/:spaceId/containers.csv", { query: containerExportQuerySchema, responses: {}, file: true }),
  importContainers: post("/api/spaces/:spaceId/containers/import", {
    summary: `Imports containers from CSV: multipart/form-data (field "file") or a text/csv body; header ${containerCsvColumns.join(",")}`,
    multipart: true,
    responses: { 200: containerImportResultSchema },
  }),
  labels: post("/api/spaces/:spaceId/inventory/labels", {
    summary: "A printable A4 label sheet (PDF) for the chosen containers",
    body: labelSheetRequestSchema,
    responses: {},
    file: true,
  }),
  locations: get("/api/spaces/:spaceId/inventory/locations", { responses: { 200: locationListSchema } }),
  createLocation: post("/api/spaces/:spaceId/inventory/locations", { body: locationCreateSchema, responses: { 201: location } }),
  updateLocation: put("/api/inventory/locations/:id", { body: locationUpdateSchema, responses: { 200: location } }),
  removeLocation: del("/api/inventory/locations/:id", { responses: { 200: okSchema } }),
  locationStorage: get("/api/inventory/locations/:id/storage", { responses: { 200: storageAnswerSchema } }),
  setHazardClass: put("/api/spaces/:spaceId/inventory/hazard-classes/:materialId", {
    body: hazardClassUpdateSchema,
    responses: { 200: okSchema },
  }),
  storageLimits: get("/api/spaces/:spaceId/inventory/storage-limits", { responses: { 200: storageLimitTableAnswerSchema } }),
  updateStorageLimits: put("/api/spaces/:spaceId/inventory/storage-limits", {
    body: storageLimitTableUpdateSchema,
    responses: { 200: storageLimitTableAnswerSchema },
  }),
  resetStorageLimits: del("/api/spaces/:spaceId/inventory/storage-limits", {
    summary: "Back to the default table (Fire Service Act designated quantities)",
    responses: { 200: storageLimitTableAnswerSchema },
  }),
};

/** How an order moves from placed to received. */
export const orderFlowEndpoints = {
  flow: orders.get("/api/orders/:id/flow", { responses: { 200: orderFlowSchema } }),
  setSpace: orders.put("/api/orders/:id/space", { body: orderSpaceSchema, responses: { 200: orderFlowSchema } }),
  changeStatus: orders.post("/api/orders/:id/status", { body: orderStatusChangeSchema, responses: { 200: orderFlowSchema } }),
  receiveDraft: orders.get("/api/orders/:id/receive-draft", {
    summary: "The receive form's starting values per order line: material by CAS number, amount and unit from the pack, containers",
    responses: { 200: receiveDraftSchema },
  }),
  receive: orders.post("/api/orders/:id/receive", { body: receiveOrderSchema, responses: { 200: orderFlowSchema } }),
  spaceOrders: orders.get("/api/spaces/:spaceId/orders", { responses: { 200: itemListSchema(spaceOrderSchema) } }),
  settings: orders.get("/api/spaces/:spaceId/order-settings", { responses: { 200: orderSettingsAnswer } }),
  updateSettings: orders.put("/api/spaces/:spaceId/order-settings", {
    body: orderSettingsSchema,
    responses: { 200: orderSettingsAnswer },
  }),
};
