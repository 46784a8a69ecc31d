import type { Container, ContainerEvent } from "@eln/shared/inventory";
import { formatPurity } from "@eln/shared/materials";
import { materials } from "../materials/schema";
import type { inventoryContainers } from "./schema";

export type ContainerRow = typeof inventoryContainers.$inferSelect;

/** The material columns a container shows: a list reads these, not the whole material (synonyms, search text…). */
export const containerMaterialColumns = {
  id: materials.id,
  name: materials.name,
  nameEn: materials.nameEn,
  casNumber: materials.casNumber,
  density: materials.density,
  concentration: materials.concentration,
  purity: materials.purity,
};
type MaterialRow = { [K in keyof typeof containerMaterialColumns]: (typeof materials.$inferSelect)[K] };

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

// The strength columns (purity, concentration, density) are shown when they hold something; the
// structured purity as it is written elsewhere (99.5 wt%, 1.6 M). The page labels each by its key.
const STRENGTH = ["purity", "concentration", "density"] as const;
export function materialStrength(m: MaterialRow): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const k of STRENGTH) {
    const v: unknown = m[k];
    if (typeof v === "number" || (typeof v === "string" && v !== "")) out[k] = v;
    else if (k === "purity" && m.purity) out[k] = formatPurity(m.purity);
  }
  return out;
}

/** locationPath: the names from the top down to the container's location (LocationTree.path). */
export function presentContainer(row: ContainerRow, material: MaterialRow, ownerName: string | null, locationPath: string[] | null): Container {
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
    location: row.locationId ? { id: row.locationId, path: locationPath ?? [] } : null,
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
