// The Done / Not Done chip of a note's risk screening. The server stores, with the answers,
// the fingerprint of the note's materials at the moment the screening was completed;
// any later change to the materials (added, removed, other quantity or unit) makes the
// fingerprints differ and the chip falls back to Not Done with reason "materials_changed".

import { SCREENING_ANSWERS, SCREENING_QUESTION_IDS, type ScreeningAnswer, type ScreeningQuestionId } from "./screeningChecklist";

export interface FingerprintLine {
  materialId: string;
  quantity: number | string | null | undefined;
  unit: string | null | undefined;
}

export type ScreeningNotDoneReason = "unanswered" | "materials_changed";

export interface ScreeningStatus {
  done: boolean;
  reason?: ScreeningNotDoneReason;
  /** Questions still without an answer, in checklist order. */
  unanswered: ScreeningQuestionId[];
}

export interface ScreeningStatusInput {
  answers: Partial<Record<string, ScreeningAnswer | null | undefined>>;
  /** Fingerprint of the note's materials now. */
  materialsFingerprint: string;
  /** Fingerprint saved when the screening was last completed; null when never completed. */
  answeredFingerprint: string | null | undefined;
}

const isAnswer = (v: unknown): v is ScreeningAnswer => (SCREENING_ANSWERS as readonly unknown[]).includes(v);

export function screeningStatus({ answers, materialsFingerprint: current, answeredFingerprint }: ScreeningStatusInput): ScreeningStatus {
  const unanswered = SCREENING_QUESTION_IDS.filter((id) => !isAnswer(answers[id]));
  // A screening that was complete once and whose materials moved since says why it is
  // no longer done, even when new questions were also added meanwhile.
  if (answeredFingerprint != null && answeredFingerprint !== current) {
    return { done: false, reason: "materials_changed", unanswered };
  }
  if (unanswered.length > 0 || answeredFingerprint == null) {
    return { done: false, reason: "unanswered", unanswered };
  }
  return { done: true, unanswered };
}

function normalizeQuantity(q: FingerprintLine["quantity"]): string {
  if (q === null || q === undefined || q === "") return "";
  const n = typeof q === "number" ? q : Number(String(q).trim());
  // 500, "500" and "500.0" are the same quantity; anything unparsable is kept verbatim.
  return Number.isFinite(n) ? String(n) : String(q).trim();
}

/** 32-bit FNV-1a over UTF-16 code units, with a chosen offset basis. */
function fnv1a(text: string, basis: number): string {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/**
 * A stable fingerprint of a note's material lines: independent of line order and of how a
 * quantity is spelled, different when any id, quantity or unit differs. Pure JS (no crypto)
 * so the web app and the server compute the same value.
 */
export function materialsFingerprint(lines: readonly FingerprintLine[]): string {
  const rows = lines
    .map((l) => [l.materialId, normalizeQuantity(l.quantity), (l.unit ?? "").trim()] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0));
  const text = JSON.stringify(rows);
  // Two independent 32-bit hashes: 64 bits keep accidental collisions out of reach.
  return `m1-${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x01234567)}`;
}
