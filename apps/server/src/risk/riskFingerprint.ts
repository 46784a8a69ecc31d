import { createHash } from "node:crypto";
import type { RiskReportKind } from "@eln/shared/risk";
import type { DbOrTx } from "../db/client";
import { loadNoteText, type NoteMeta } from "../notes";
import { loadRiskMaterials, loadStoredInputs } from "./riskMaterials";
import { loadScreeningRow } from "./riskScreening";

/** JSON with object keys sorted at every depth, so equal data always hashes the same. */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(",")}]`;
  if (v && typeof v === "object" && !(v instanceof Date)) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v ?? null);
}

/**
 * The note state a report is made from: title, text, materials (id, quantity, unit) and the
 * report's own risk data (screening answers, or assessment inputs). A report's status is
 * "changed" when this differs from the fingerprint stored with the last report of its kind.
 * Content, not updated_at, so a save that changes nothing does not count as a change.
 */
export async function noteRiskFingerprint(db: DbOrTx, note: Pick<NoteMeta, "id" | "title">, kind: RiskReportKind): Promise<string> {
  const [lines, text] = await Promise.all([loadRiskMaterials(db, note.id), loadNoteText(db, note.id, ["content", "plainText"])]);
  const core = {
    title: note.title,
    content: text.content,
    plainText: text.plainText,
    materials: lines.map((l) => [l.materialId, l.quantity, l.unit]),
  };
  let risk: unknown;
  if (kind === "screening") {
    const row = await loadScreeningRow(db, note.id);
    risk = { answers: row?.answers ?? {}, comments: row?.comments ?? {} };
  } else {
    const stored = await loadStoredInputs(db, note.id);
    risk = [...stored.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  }
  return `n1-${createHash("sha256").update(stableJson({ core, kind, risk })).digest("hex")}`;
}
