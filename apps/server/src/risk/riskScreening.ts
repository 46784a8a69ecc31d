import { eq } from "drizzle-orm";
import { screeningStatus, type ScreeningAnswerBody } from "@eln/shared/risk";
import type { DbOrTx } from "../db/client";
import { user } from "../accounts/schema";
import { onNoteMaterialsChanged } from "../materials";
import { fingerprintOf, loadRiskMaterials } from "./riskMaterials";
import { noteRiskScreenings } from "./schema";

type ScreeningRow = typeof noteRiskScreenings.$inferSelect;

export async function loadScreeningRow(db: DbOrTx, noteId: string): Promise<ScreeningRow | null> {
  const [row] = await db.select().from(noteRiskScreenings).where(eq(noteRiskScreenings.noteId, noteId)).limit(1);
  return row ?? null;
}

/** Done / Not Done. A change of materials after completion stays "materials_changed" until completed again. */
export function statusOf(row: ScreeningRow | null, currentFingerprint: string) {
  return screeningStatus({
    answers: row?.answers ?? {},
    materialsFingerprint: currentFingerprint,
    answeredFingerprint: row?.materialsChangedAt ? "stale" : (row?.answeredFingerprint ?? null),
  });
}

export async function presentScreening(
  db: DbOrTx,
  noteId: string,
  abilities: { edit: boolean; send: boolean },
): Promise<ScreeningAnswerBody> {
  const [row, lines] = await Promise.all([loadScreeningRow(db, noteId), loadRiskMaterials(db, noteId)]);
  const fp = fingerprintOf(lines);
  let completedBy: ScreeningAnswerBody["completedBy"] = null;
  if (row?.completedBy) {
    const [u] = await db.select({ id: user.id, name: user.name }).from(user).where(eq(user.id, row.completedBy)).limit(1);
    completedBy = u ?? null;
  }
  return {
    answers: row?.answers ?? {},
    comments: row?.comments ?? {},
    status: statusOf(row, fp),
    materialsFingerprint: fp,
    completedAt: row?.completedAt?.toISOString() ?? null,
    completedBy,
    materialsChangedAt: row?.materialsChangedAt?.toISOString() ?? null,
    materialCount: lines.length,
    abilities,
  };
}

/** Materials changed (inside their transaction): a completed screening no longer matching goes back to Not Done. */
export async function markScreeningMaterialsChanged(db: DbOrTx, noteId: string): Promise<void> {
  const row = await loadScreeningRow(db, noteId);
  if (!row?.answeredFingerprint || row.materialsChangedAt) return;
  const fp = fingerprintOf(await loadRiskMaterials(db, noteId));
  if (fp !== row.answeredFingerprint) {
    await db.update(noteRiskScreenings).set({ materialsChangedAt: new Date() }).where(eq(noteRiskScreenings.noteId, noteId));
  }
}

let listening = false;
export function listenToNoteMaterials() {
  if (listening) return;
  listening = true;
  onNoteMaterialsChanged.push(markScreeningMaterialsChanged);
}
