import { and, eq } from "drizzle-orm";
import { SCREENING_QUESTION_IDS, isScreeningQuestionId, type AssessmentUpdate, type ScreeningUpdate } from "@eln/shared/risk";
import type { DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { fingerprintOf, loadRiskMaterials } from "./riskMaterials";
import { loadScreeningRow, statusOf } from "./riskScreening";
import { noteRiskAssessments, noteRiskScreenings } from "./schema";

/** Stores (or with null inputs clears) the CREATE-SIMPLE inputs of one material line of a note. */
export async function saveRiskAssessment(tx: DbOrTx, noteId: string, userId: string, { materialId, inputs }: AssessmentUpdate) {
  const where = and(eq(noteRiskAssessments.noteId, noteId), eq(noteRiskAssessments.materialId, materialId));
  if (inputs === null) await tx.delete(noteRiskAssessments).where(where);
  else {
    // The amount always follows the note's quantity; it is not stored here.
    const { amount: _amount, ...rest } = inputs;
    const values = { inputs: rest, updatedBy: userId, updatedAt: new Date() };
    await tx
      .insert(noteRiskAssessments)
      .values({ noteId, materialId, ...values })
      .onConflictDoUpdate({ target: [noteRiskAssessments.noteId, noteRiskAssessments.materialId], set: values });
  }
}

/**
 * Merges the given answers and comments (an empty comment removes it). When every question
 * then has an answer, the screening is complete for the materials the note has now.
 */
export async function saveScreening(tx: DbOrTx, noteId: string, userId: string, update: ScreeningUpdate): Promise<void> {
  const [row, lines] = await Promise.all([loadScreeningRow(tx, noteId), loadRiskMaterials(tx, noteId)]);
  const fp = fingerprintOf(lines);
  if (update.materialsFingerprint && update.materialsFingerprint !== fp) {
    throw new AppError("conflict", "The note's materials changed while you answered. Review the screening again.");
  }
  const answers = { ...(row?.answers ?? {}) };
  for (const [id, a] of Object.entries(update.answers)) if (a && isScreeningQuestionId(id)) answers[id] = a;
  const comments = { ...(row?.comments ?? {}) };
  for (const [id, c] of Object.entries(update.comments ?? {})) {
    if (!isScreeningQuestionId(id)) continue;
    if (c) comments[id] = c;
    else delete comments[id];
  }
  const complete = SCREENING_QUESTION_IDS.every((id) => answers[id] !== undefined);
  const wasDone = statusOf(row, fp).done;
  const now = new Date();
  const values = {
    answers,
    comments,
    updatedBy: userId,
    updatedAt: now,
    ...(complete
      ? {
          answeredFingerprint: fp,
          materialsChangedAt: null,
          ...(wasDone ? {} : { completedBy: userId, completedAt: now }),
        }
      : {}),
  };
  await tx
    .insert(noteRiskScreenings)
    .values({ noteId, ...values })
    .onConflictDoUpdate({ target: noteRiskScreenings.noteId, set: values });
}
