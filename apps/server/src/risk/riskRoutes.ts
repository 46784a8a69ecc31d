import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { riskEndpoints } from "@eln/shared/risk";
import { desc, eq } from "drizzle-orm";
import { RISK_REPORT_KINDS, prefillScreening, type RiskReportStatus } from "@eln/shared/risk";
import { authenticate } from "../http/authenticate";
import { notFound } from "../http/AppError";
import { authorizeNote, loadNoteAccess, mayOnNote, type NoteAccess, noteTransaction, authorizeNoteRequest } from "../notes";
import { fingerprintOf, loadAssessment, loadRiskMaterials, toScreeningMaterial } from "./riskMaterials";
import { listenToNoteMaterials, presentScreening } from "./riskScreening";
import { noteRiskFingerprint } from "./riskFingerprint";
import { rememberedAddress, riskReportColumns, sendRiskReport } from "./sendRiskReport";
import { riskReports } from "./schema";
import { saveRiskAssessment, saveScreening } from "./riskCommands";
import { pushAfterWrites, findNoteLine } from "../materials";
import { findById } from "../db/findRow";


// Sending records a report on the note (and changes its report status): a write, as editing is, so neither on a locked note.
const abilities = (access: NoteAccess) => ({ edit: mayOnNote(access, "note.update"), send: mayOnNote(access, "note.update") });

type ReportRow = Pick<typeof riskReports.$inferSelect, "id" | "kind" | "sentTo" | "sentAt" | "sentBy" | "sentByName" | "filename" | "pdfSize">;
const presentReport = (r: ReportRow) => ({
  id: r.id,
  kind: r.kind,
  sentTo: r.sentTo,
  sentAt: r.sentAt.toISOString(),
  sentBy: { id: r.sentBy, name: r.sentByName },
  filename: r.filename,
  size: r.pdfSize,
});

/** Pre-experiment screening, CREATE-SIMPLE assessment and the e-mailed, kept reports of a note. */
export async function riskRoutes(app: FastifyInstance) {
  listenToNoteMaterials();
  const { db } = app.ctx;
  // Other viewers of the note see the screening and the assessment inputs change live.
  pushAfterWrites(app, ["/api/notes/:noteId/risk-screening", "/api/notes/:noteId/risk-assessment"]);

  route(app, riskEndpoints.screening, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.noteId, "note.read");
    return presentScreening(db, access.note.id, abilities(access));
  });

  route(app, riskEndpoints.prefill, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.noteId, "note.read");
    const lines = await loadRiskMaterials(db, access.note.id);
    return { prefill: prefillScreening(lines.map(toScreeningMaterial)), materialsFingerprint: fingerprintOf(lines) };
  });

  route(app, riskEndpoints.saveScreening, async (req) => {
    return noteTransaction(req, req.params.noteId, "note.update", async (tx, access, user) => {
      await saveScreening(tx, access.note.id, user.id, req.body);
      return presentScreening(tx, access.note.id, abilities(access));
    });
  });

  route(app, riskEndpoints.assessment, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.noteId, "note.read");
    return { materials: await loadAssessment(db, access.note.id), abilities: abilities(access) };
  });

  route(app, riskEndpoints.saveAssessment, async (req) => {
    return noteTransaction(req, req.params.noteId, "note.update", async (tx, access, user) => {
      if (!(await findNoteLine(tx, access.note.id, req.body.materialId))) throw notFound();
      await saveRiskAssessment(tx, access.note.id, user.id, req.body);
      return { materials: await loadAssessment(tx, access.note.id), abilities: abilities(access) };
    });
  });

  route(app, riskEndpoints.reports, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.noteId, "note.read");
    const rows = await db
      .select({ ...riskReportColumns, noteFingerprint: riskReports.noteFingerprint })
      .from(riskReports)
      .where(eq(riskReports.noteId, access.note.id))
      .orderBy(desc(riskReports.sentAt))
      .limit(500);
    const status = {} as Record<(typeof RISK_REPORT_KINDS)[number], RiskReportStatus>;
    for (const kind of RISK_REPORT_KINDS) {
      const last = rows.find((x) => x.kind === kind);
      status[kind] = !last ? "not_sent" : last.noteFingerprint === (await noteRiskFingerprint(db, access.note, kind)) ? "sent" : "changed";
    }
    return {
      reports: rows.map(presentReport),
      status,
      defaultTo: await rememberedAddress(app.ctx, access.project.spaceId),
      abilities: { send: mayOnNote(access, "note.update") },
    };
  });

  route(app, riskEndpoints.sendReport, async (req) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.noteId, "note.update");
    const report = await sendRiskReport(app.ctx, access, user, req.body);
    return { report: presentReport(report) };
  }, { config: { rateLimit: { max: 20, timeWindow: 60_000 } } });

  route(app, riskEndpoints.reportFile, async (req, reply) => {
    const user = await authenticate(req);
    const report = await findById(db, riskReports, req.params.reportId);
    // A report of a deleted note stays in the database for the record, but no longer has readers.
    if (!report?.noteId) throw notFound();
    authorizeNote(await loadNoteAccess(db, report.noteId, user.id), "note.read");
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${report.filename}"`)
      .header("cache-control", "private, no-store")
      .send(Buffer.from(report.pdf));
  });
}
