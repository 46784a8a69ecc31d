import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { prefillScreening, REGULATION_NOTE, type RiskReportKind, type RiskReportSend } from "@eln/shared/risk";
import type { AppContext, SessionUser } from "../http/context";
import type { NoteAccess } from "../notes";
import { AppError } from "../http/AppError";
import { loadAssessment, loadRiskMaterials, fingerprintOf, toScreeningMaterial } from "./riskMaterials";
import { loadScreeningRow, statusOf } from "./riskScreening";
import { noteRiskFingerprint } from "./riskFingerprint";
import { renderRiskReportPdf, type RiskReportData } from "./pdf/RiskReportPdf";
import { fileDateStamp } from "../printing/pdfDate";
import { riskReports, spaceRiskSettings } from "./schema";

const KIND_TITLE = {
  assessment: { en: "Chemical risk assessment report", ja: "化学物質リスクアセスメント報告書" },
  screening: { en: "Pre-experiment risk screening", ja: "実験前リスクスクリーニング" },
} as const;

/** Dated in the sender's time zone, as the report's own date is. */
function reportFilename(kind: RiskReportKind, sentAt: Date, timeZone: string, noteId: string) {
  return `risk-${kind}-${fileDateStamp(sentAt, timeZone)}-${noteId.slice(0, 8)}.pdf`;
}

/**
 * Builds the PDF from the note as it is now, e-mails it, and only when the mail went out
 * records the report (append-only) and remembers the address for the space.
 */
/** What a sent report's row shows (the PDF itself is fetched on its own). */
export const riskReportColumns = {
  id: riskReports.id,
  kind: riskReports.kind,
  sentTo: riskReports.sentTo,
  sentAt: riskReports.sentAt,
  sentBy: riskReports.sentBy,
  sentByName: riskReports.sentByName,
  filename: riskReports.filename,
  pdfSize: riskReports.pdfSize,
};

export async function sendRiskReport(ctx: AppContext, access: NoteAccess, sender: SessionUser, { to, kind, timeZone = "UTC" }: RiskReportSend) {
  const { db } = ctx;
  const note = access.note;
  const lines = await loadRiskMaterials(db, note.id);
  const sentAt = new Date();
  const data: RiskReportData = {
    kind,
    noteTitle: note.title,
    noteUrl: `${ctx.config.appUrl}/notes/${note.id}`,
    projectTitle: access.project.title,
    sentByName: sender.name,
    sentByEmail: sender.email,
    sentTo: to,
    sentAt,
    timeZone,
    materials: lines.map((l) => ({ name: l.name, nameEn: l.nameEn, casNumber: l.casNumber, quantity: l.quantity, unit: l.unit })),
  };
  let summary: { en: string; ja: string };
  if (kind === "screening") {
    const row = await loadScreeningRow(db, note.id);
    const status = statusOf(row, fingerprintOf(lines));
    if (!status.done) throw new AppError("validation", "Answer every question of the screening before sending it.");
    data.screening = { answers: row?.answers ?? {}, comments: row?.comments ?? {}, done: status.done, prefill: prefillScreening(lines.map(toScreeningMaterial)) };
    const yes = Object.values(data.screening.answers).filter((a) => a === "yes").length;
    summary = { en: `Screening done; ${yes} question(s) answered yes.`, ja: `スクリーニング完了。「はい」の回答：${yes}件。` };
  } else {
    data.assessment = await loadAssessment(db, note.id);
    const rows = data.assessment.filter((m) => m.needsAssessment);
    summary = {
      en: rows.length ? rows.map((m) => `${m.nameEn ?? m.name}: ${m.result.status === "complete" ? `level ${m.result.riskLevel}` : "incomplete"}`).join("\n") : "No material needs an assessment.",
      ja: rows.length ? rows.map((m) => `${m.name}：${m.result.status === "complete" ? `リスクレベル ${m.result.riskLevel}` : "入力不足"}`).join("\n") : "評価が必要な物質はありません。",
    };
  }
  const fingerprint = await noteRiskFingerprint(db, note, kind);
  const pdf = await renderRiskReportPdf(data);
  const filename = reportFilename(kind, sentAt, timeZone, note.id);
  const title = KIND_TITLE[kind];
  try {
    await ctx.mailer.send({
      to,
      subject: `${title.en} / ${title.ja}: ${note.title}`,
      text: [
        `${sender.name} <${sender.email}> sent the ${title.en.toLowerCase()} of the note "${note.title}" (project ${access.project.title}).`,
        "",
        summary.en,
        "",
        `The report is attached (${filename}). Note: ${data.noteUrl}`,
        "",
        REGULATION_NOTE.en,
        "",
        "----",
        `${sender.name}（${sender.email}）さんがノート「${note.title}」（プロジェクト ${access.project.title}）の${title.ja}を送信しました。`,
        "",
        summary.ja,
        "",
        `報告書を添付しています（${filename}）。ノート：${data.noteUrl}`,
        "",
        REGULATION_NOTE.ja,
      ].join("\n"),
      attachments: [{ filename, content: pdf, contentType: "application/pdf" }],
    });
  } catch {
    throw new AppError("email_send_failed", "Failed to send email ... Please try again later.");
  }
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(riskReports)
      .values({
        noteId: note.id,
        noteTitle: note.title,
        kind,
        sentBy: sender.id,
        sentByName: sender.name,
        sentTo: to,
        sentAt,
        filename,
        pdf,
        pdfSize: pdf.length,
        pdfSha256: createHash("sha256").update(pdf).digest("hex"),
        noteFingerprint: fingerprint,
      })
      .returning(riskReportColumns);
    const settings = { safetyOfficerEmail: to, updatedBy: sender.id, updatedAt: sentAt };
    await tx
      .insert(spaceRiskSettings)
      .values({ spaceId: access.project.spaceId, ...settings })
      .onConflictDoUpdate({ target: spaceRiskSettings.spaceId, set: settings });
    return report;
  });
}

export async function rememberedAddress(ctx: AppContext, spaceId: string): Promise<string | null> {
  const [row] = await ctx.db.select().from(spaceRiskSettings).where(eq(spaceRiskSettings.spaceId, spaceId)).limit(1);
  return row?.safetyOfficerEmail ?? null;
}
