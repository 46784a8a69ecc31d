import type { AuditFilters } from "../features/records/auditApi";
import type { ContainerFilters } from "../features/inventory/inventoryApi";
import type { MaterialScope } from "../features/materials/materialsApi";
import type { ProjectQuery } from "../state/utilStore";

// Every TanStack Query key of the client, named once. A change refreshes what it touched by
// invalidating a key (or a prefix of keys) from here; a key spelled by hand elsewhere would stop
// matching silently when the one it meant changes (lint refuses array keys outside this module).
// A module of its own, with no code of the features, so naming another feature's key does not
// pull that feature's code into a screen's bundle.

export const noteKeys = {
  /** Every project's notes table. */
  lists: ["notes"] as const,
  /** Every note's reads (its REST copy, versions, records). */
  all: ["note"] as const,
  list: (projectId: string) => ["notes", projectId] as const,
  listPage: (projectId: string, q: Required<ProjectQuery>, lang: string) => ["notes", projectId, q, lang] as const,
  tags: (projectId: string) => ["tags", projectId] as const,
  note: (id: string) => ["note", id] as const,
  versions: (id: string) => ["note", id, "versions"] as const,
  version: (id: string, versionId: string) => ["note", id, "versions", versionId] as const,
  /** A version compared with another, or with the current note. */
  versionAgainst: (id: string, versionId: string, against: string) => ["note", id, "versions", versionId, against] as const,
  document: (id: string) => ["noteDocument", id] as const,
};

export const spaceKeys = {
  list: ["spaces"] as const,
  /** Every cached space's reads (its details, members, trash, audit trail). */
  allSpaces: ["space"] as const,
  /** Every cached project's reads. */
  allProjects: ["project"] as const,
  detail: (id: string) => ["space", id] as const,
  members: (id: string) => ["space", id, "members"] as const,
  invitations: ["invitations"] as const,
  project: (id: string) => ["project", id] as const,
  projectMembers: (id: string) => ["project", id, "members"] as const,
};

export const recordKeys = {
  note: (noteId: string) => ["note", noteId, "records"] as const,
  myWitnessRequests: ["witness-requests"] as const,
  // Under the space's key, so refreshing the space after a restore or deletion refreshes its trash too.
  trash: (spaceId: string) => ["space", spaceId, "trash"] as const,
  audit: (spaceId: string, filters: AuditFilters) => ["space", spaceId, "audit", filters] as const,
};

export const riskKeys = {
  /** All of a note's risk reads (its materials changed). */
  note: (noteId: string) => ["risk", noteId] as const,
  screening: (noteId: string) => ["risk", noteId, "screening"] as const,
  prefill: (noteId: string) => ["risk", noteId, "prefill"] as const,
  assessment: (noteId: string) => ["risk", noteId, "assessment"] as const,
  reports: (noteId: string) => ["risk", noteId, "reports"] as const,
};

export const materialKeys = {
  // The language is part of the key: the server sorts by the reader's language.
  list: (spaceId: string, q: string, scope: MaterialScope, lang: string) => ["materials", spaceId, q, scope, lang] as const,
  space: (spaceId: string) => ["materials", spaceId] as const,
  note: (noteId: string) => ["noteMaterials", noteId] as const,
  /** Every note's lines (a material's name or hazards changed). */
  allNotes: ["noteMaterials"] as const,
  options: (spaceId: string | undefined, q: string, lang: string) => ["materialOptions", spaceId, q, lang] as const,
  allOptions: ["materialOptions"] as const,
};

export const inventoryKeys = {
  all: ["inventory"] as const,
  locations: (spaceId: string) => ["inventory", "locations", spaceId] as const,
  containers: (spaceId: string, f: ContainerFilters & { today?: string }) => ["inventory", "containers", spaceId, f] as const,
  container: (id: string) => ["inventory", "container", id] as const,
  storage: (locationId: string) => ["inventory", "storage", locationId] as const,
  /** Every room's storage table (a hazard class or a limit changed). */
  allStorage: ["inventory", "storage"] as const,
  storageLimits: (spaceId: string) => ["inventory", "storage-limits", spaceId] as const,
  orderFlow: (orderId: string) => ["inventory", "orderFlow", orderId] as const,
  receiveDraft: (orderId: string) => ["inventory", "orderFlow", orderId, "receiveDraft"] as const,
  orderSettings: (spaceId: string | undefined) => ["inventory", "orderSettings", spaceId] as const,
  spaceOrders: (spaceId: string) => ["inventory", "spaceOrders", spaceId] as const,
};

export const attachmentKeys = {
  note: (noteId: string) => ["attachments", noteId] as const,
  page: (noteId: string, page: number) => ["attachments", noteId, page] as const,
  downloadUrl: (id: string) => ["attachment-url", id] as const,
};

export const commentKeys = {
  note: (noteId: string) => ["comments", noteId] as const,
  notifications: (userId: string) => ["notifications", userId] as const,
  allNotifications: ["notifications"] as const,
};

export const shopKeys = {
  /** Catalogs, recommendations, purchases and orders (not the cart: cartApi.ts). */
  all: ["shop"] as const,
  status: (signedIn: boolean) => ["shop-status", signedIn] as const,
  myCatalogs: ["shop", "catalogs", "mine"] as const,
  premade: ["shop", "catalogs", "premade"] as const,
  catalog: (id: string) => ["shop", "catalog", id] as const,
  recommended: ["shop", "recommended"] as const,
  purchased: ["shop", "purchased"] as const,
  orders: ["shop", "orders"] as const,
  order: (id: string) => ["shop", "order", id] as const,
  settings: ["shop", "checkout-settings"] as const,
};

// The cart's keys sit apart from ["shop"], which catalog and order changes invalidate, so those
// refresh the cart no more than they did before.
export const cartKeys = {
  all: ["cart"] as const,
  simple: ["cart", "simple"] as const,
  details: ["cart", "details"] as const,
  /** Mutations, under `all` so the badge can tell that the cart is changing. */
  add: ["cart", "add"] as const,
  update: ["cart", "update"] as const,
};

export const templateKeys = { list: (spaceId: string) => ["templates", spaceId] as const };

export const activityKeys = { project: (projectId: string) => ["activity", projectId] as const };

// The user id is part of a search's key so one person's answers never show for the next.
export const searchKeys = {
  results: (userId: string, spaceId: string, q: string, projectId: string) => ["search", userId, "results", spaceId, q, projectId] as const,
};
export const paletteKeys = { find: (userId: string, q: string) => ["palette", userId, q] as const };

export const linkKeys = {
  backlinks: (noteId: string) => ["backlinks", noteId] as const,
  wikiLinks: (q: string) => ["wikilinks", q] as const,
};

export const accountKeys = {
  me: ["me"] as const,
  resetToken: (token: string) => ["reset-token", token] as const,
  publicConfig: ["public-config"] as const,
};
