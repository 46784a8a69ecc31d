import type { Container, ContainerEvent } from "@eln/shared/inventory";
import type { materials } from "../materials/schema";
import type { inventoryContainers } from "./schema";
import type { LocationTree } from "./locationTree";

export type ContainerRow = typeof inventoryContainers.$inferSelect;
type MaterialRow = typeof materials.$inferSelect;

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

// Material columns about strength (purity, concentration, density) are read by name pattern,
// so containers show them whichever of them the materials table has today.
const STRENGTH = /purity|concentration|density/i;
export function materialStrength(m: MaterialRow): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(m as Record<string, unknown>)) {
    if (!STRENGTH.test(k) || v === null || v === undefined || v === "") continue;
    if (typeof v === "number" || typeof v === "string") out[k] = v;
  }
  return out;
}

export function presentContainer(row: ContainerRow, material: MaterialRow, ownerName: string | null, tree: LocationTree): Container {
  return {
    id: row.id,
    spaceId: row.spaceId,
    code: row.code,
    material: { id: material.id, name: material.name, nameEn: material.nameEn, casNumber: material.casNumber, strength: materialStrength(material) },
    amount: Number(row.amount),
    unit: row.unit,
    lot: row.lot,
    receivedOn: row.receivedOn,
    openedOn: row.openedOn,
    expiresOn: row.expiresOn,
    owner: row.ownerId ? { id: row.ownerId, name: ownerName ?? "" } : null,
    status: row.status,
    location: row.locationId ? { id: row.locationId, path: tree.path(row.locationId) } : null,
    note: row.note,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function presentEvent(e: {
  id: string;
  kind: string;
  delta: number | null;
  amountAfter: number | null;
  userId: string | null;
  userName: string | null;
  noteId: string | null;
  noteTitle: string | null;
  detail: string | null;
  createdAt: Date;
}): ContainerEvent {
  return {
    id: e.id,
    kind: e.kind,
    delta: e.delta === null ? null : Number(e.delta),
    amountAfter: e.amountAfter === null ? null : Number(e.amountAfter),
    by: e.userId ? { id: e.userId, name: e.userName ?? "" } : null,
    note: e.noteId ? { id: e.noteId, title: e.noteTitle ?? "" } : null,
    detail: e.detail,
    at: iso(e.createdAt),
  };
}
