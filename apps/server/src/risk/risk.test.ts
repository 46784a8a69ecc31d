import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { SCREENING_QUESTION_IDS, type AssessmentBody, type RiskReportsBody, type ScreeningAnswerBody } from "@eln/shared/risk";
import { createTestApp, type TestApp } from "../test/testApp";
import { pdfText } from "../test/pdfText";
import { listOutbox, type MailMessage } from "../mail";
import { notes } from "../notes/schema";
import { buildRiskWorld, type RiskWorld } from "./testFactories";
import { riskReports } from "./schema";

const allAnswers = (a: "yes" | "no" | "na" = "no") => Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, a]));

describe("risk screening, assessment and reports", () => {
  let t: TestApp;
  let w: RiskWorld;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // Keep what was handed to nodemailer (the outbox .json lists attachments by name only).
    const send = t.ctx.mailer.send.bind(t.ctx.mailer);
    t.ctx.mailer.send = async (m) => {
      sent.push(m);
      return send(m);
    };
    w = await buildRiskWorld(t);
  }, 60_000);
  afterAll(() => t?.close());

  const url = (p: string) => `/api/notes/${w.noteId}/${p}`;

  it("pre-fills from the materials: a flammable solvent ticks flammables, with reasons", async () => {
    const res = await t.request({ method: "GET", url: url("risk-screening/prefill"), token: w.viewer.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.prefill.chem_flammable.answer).toBe("yes");
    expect(body.prefill.chem_flammable.reasons.map((r: { en: string }) => r.en).join(" ")).toContain("Acetone");
    expect(body.prefill.chem_cmr.reasons[0].detail).toBe("H361d");
  });

  it("screening: Not Done until every question is answered; Done after; viewers read only; outsiders 404", async () => {
    let res = await t.request({ method: "GET", url: url("risk-screening"), token: w.editor.token });
    let s = res.json() as ScreeningAnswerBody;
    expect(s.status).toMatchObject({ done: false, reason: "unanswered" });
    expect(s.abilities).toEqual({ edit: true, send: true });

    res = await t.request({ method: "PUT", url: url("risk-screening"), token: w.editor.token, payload: { answers: { chem_flammable: "yes" } } });
    expect(res.statusCode).toBe(200);
    s = res.json();
    expect(s.status.done).toBe(false);
    expect(s.status.unanswered).not.toContain("chem_flammable");

    expect((await t.request({ method: "PUT", url: url("risk-screening"), token: w.viewer.token, payload: { answers: allAnswers() } })).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: url("risk-screening"), token: w.outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: "PUT", url: url("risk-screening"), token: w.outsider.token, payload: { answers: allAnswers() } })).statusCode).toBe(404);
    const viewerView = (await t.request({ method: "GET", url: url("risk-screening"), token: w.viewer.token })).json() as ScreeningAnswerBody;
    expect(viewerView.abilities).toEqual({ edit: false, send: false });

    // Bad input changes nothing.
    expect((await t.request({ method: "PUT", url: url("risk-screening"), token: w.editor.token, payload: { answers: { chem_flammable: "maybe" } } })).statusCode).toBe(400);
    expect((await t.request({ method: "PUT", url: url("risk-screening"), token: w.editor.token, payload: { answers: { nope: "yes" } } })).statusCode).toBe(400);

    res = await t.request({
      method: "PUT",
      url: url("risk-screening"),
      token: w.editor.token,
      payload: { answers: { ...allAnswers("no"), chem_flammable: "yes" }, comments: { chem_flammable: "Acetone in the fume hood" }, materialsFingerprint: s.materialsFingerprint },
    });
    s = res.json();
    expect(s.status).toEqual({ done: true, unanswered: [] });
    expect(s.completedBy?.name).toBe("Editor Emi");
    expect(s.comments.chem_flammable).toBe("Acetone in the fume hood");
  });

  it("changing the note's materials puts the screening back to Not Done (materials_changed)", async () => {
    const res = await t.request({
      method: "PUT",
      url: `/api/notes/${w.noteId}/materials/${w.acetoneId}`,
      token: w.editor.token,
      payload: { quantity: 80, unit: "mL" },
    });
    expect(res.statusCode, res.body).toBe(200);
    let s = (await t.request({ method: "GET", url: url("risk-screening"), token: w.editor.token })).json() as ScreeningAnswerBody;
    expect(s.status).toMatchObject({ done: false, reason: "materials_changed" });
    expect(s.materialsChangedAt).not.toBeNull();
    // Changing it back does not silently restore Done: someone has to confirm again.
    await t.request({ method: "PUT", url: `/api/notes/${w.noteId}/materials/${w.acetoneId}`, token: w.editor.token, payload: { quantity: 50, unit: "mL" } });
    s = (await t.request({ method: "GET", url: url("risk-screening"), token: w.editor.token })).json();
    expect(s.status.reason).toBe("materials_changed");
    // Answers given to older materials are refused.
    const stale = await t.request({ method: "PUT", url: url("risk-screening"), token: w.editor.token, payload: { answers: {}, materialsFingerprint: "m1-0000000000000000" } });
    expect(stale.statusCode).toBe(409);
    s = (await t.request({ method: "PUT", url: url("risk-screening"), token: w.editor.token, payload: { answers: {}, materialsFingerprint: s.materialsFingerprint } })).json();
    expect(s.status.done).toBe(true);
  });

  it("assessment: levels with explanations; inputs per note and material; viewer read-only; outsider 404", async () => {
    let res = await t.request({ method: "GET", url: url("risk-assessment"), token: w.viewer.token });
    expect(res.statusCode).toBe(200);
    let a = res.json() as AssessmentBody;
    expect(a.abilities.edit).toBe(false);
    expect(a.materials.map((m) => m.nameEn)).toEqual(["Acetone", "Toluene"]);
    const toluene = a.materials[1];
    expect(toluene.needsAssessment).toBe(true);
    expect(toluene.inputs.amount).toEqual({ value: 200, unit: "mL" });
    // Content is never assumed: a space's own material without a purity needs it entered.
    expect(toluene.inputs.contentPercent).toBeNull();
    expect(toluene.result.status).toBe("incomplete");
    expect(toluene.result.status === "incomplete" && toluene.result.missing).toContain("content");
    // Defaults start conservative (no local exhaust, a full day, every working day) until the user chooses.
    expect(toluene.inputs).toMatchObject({ ventilation: "none", hoursPerDay: 8, frequency: { per: "week", days: 5 } });
    expect(toluene.result.hazardLevel).toBe("HL4");
    expect(toluene.result.physicalHazard.flammable).toBe(true);
    expect(toluene.result.explanation.map((e) => e.code)).toContain("missing");

    const inputs = { ...toluene.inputs, contentPercent: 100, ventilation: "general" as const, hoursPerDay: 8, frequency: { per: "week" as const, days: 5 } };
    expect((await t.request({ method: "PUT", url: url("risk-assessment"), token: w.viewer.token, payload: { materialId: w.tolueneId, inputs } })).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: url("risk-assessment"), token: w.outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: "PUT", url: url("risk-assessment"), token: w.editor.token, payload: { materialId: w.tolueneId, inputs: { ...inputs, hoursPerDay: 25 } } })).statusCode).toBe(400);

    res = await t.request({ method: "PUT", url: url("risk-assessment"), token: w.editor.token, payload: { materialId: w.tolueneId, inputs } });
    expect(res.statusCode, res.body).toBe(200);
    a = res.json();
    const after = a.materials[1];
    expect(after.saved).toBe(true);
    expect(after.inputs.ventilation).toBe("general");
    expect(after.result.status === "complete" && after.result.riskLevel).toBe("III");
    expect(after.result.explanation.find((e) => e.code === "ventilation_factor")?.en).toContain("general");
    // Back to the register's defaults.
    a = (await t.request({ method: "PUT", url: url("risk-assessment"), token: w.editor.token, payload: { materialId: w.tolueneId, inputs: null } })).json();
    expect(a.materials[1].saved).toBe(false);
    expect(a.materials[1].inputs.ventilation).toBe("none");
    // A material not on the note.
    expect((await t.request({ method: "PUT", url: url("risk-assessment"), token: w.editor.token, payload: { materialId: "00000000-0000-4000-8000-000000000000", inputs } })).statusCode).toBe(404);
  });

  it("SMTP failure: email_send_failed, nothing recorded, status stays not sent", async () => {
    const broken = await createTestApp({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      const bw = await buildRiskWorld(broken);
      const res = await broken.request({ method: "POST", url: `/api/notes/${bw.noteId}/risk-reports`, token: bw.editor.token, payload: { to: "safety@example.com", kind: "assessment" } });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatchObject({ code: "email_send_failed", message: "Failed to send email ... Please try again later." });
      const [{ n }] = await broken.ctx.db.select({ n: sql<number>`count(*)::int` }).from(riskReports);
      expect(n).toBe(0);
      const hist = (await broken.request({ method: "GET", url: `/api/notes/${bw.noteId}/risk-reports`, token: bw.editor.token })).json() as RiskReportsBody;
      expect(hist.status.assessment).toBe("not_sent");
      expect(hist.defaultTo).toBeNull();
    } finally {
      await broken.close();
    }
  }, 60_000);

  it("sends the assessment report: mail with the PDF, kept in the history, status sent then changed after an edit", async () => {
    let hist = (await t.request({ method: "GET", url: url("risk-reports"), token: w.viewer.token })).json() as RiskReportsBody;
    expect(hist.status).toEqual({ screening: "not_sent", assessment: "not_sent" });
    expect(hist.abilities.send).toBe(false);

    expect((await t.request({ method: "POST", url: url("risk-reports"), token: w.viewer.token, payload: { to: "safety@example.com", kind: "assessment" } })).statusCode).toBe(403);
    expect((await t.request({ method: "POST", url: url("risk-reports"), token: w.outsider.token, payload: { to: "safety@example.com", kind: "assessment" } })).statusCode).toBe(404);
    expect((await t.request({ method: "POST", url: url("risk-reports"), token: w.editor.token, payload: { to: "not-an-email", kind: "assessment" } })).statusCode).toBe(400);
    expect((await t.request({ method: "POST", url: url("risk-reports"), token: w.editor.token, payload: { to: "safety@example.com", kind: "assessment", timeZone: "Mars/Olympus" } })).statusCode).toBe(400);

    // The user enters the content (never assumed), then sends.
    const current = (await t.request({ method: "GET", url: url("risk-assessment"), token: w.editor.token })).json() as AssessmentBody;
    const tolueneInputs = { ...current.materials[1].inputs, contentPercent: 100, ventilation: "fume_hood" as const };
    expect((await t.request({ method: "PUT", url: url("risk-assessment"), token: w.editor.token, payload: { materialId: w.tolueneId, inputs: tolueneInputs } })).statusCode).toBe(200);

    const started = Date.now();
    const res = await t.request({ method: "POST", url: url("risk-reports"), token: w.editor.token, payload: { to: "safety@example.com", kind: "assessment", timeZone: "Asia/Tokyo" } });
    console.log(`assessment report sent in ${Date.now() - started} ms`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().report;
    expect(report).toMatchObject({ kind: "assessment", sentTo: "safety@example.com", sentBy: { name: "Editor Emi" } });
    // The file name is dated in Tokyo time (UTC+9, no daylight saving), as the date inside the PDF is.
    const tokyo = new Date(Date.parse(report.sentAt) + 9 * 3600_000).toISOString();
    expect(report.filename).toBe(`risk-assessment-${tokyo.slice(0, 10).replace(/-/g, "")}-${tokyo.slice(11, 16).replace(":", "")}-${w.noteId.slice(0, 8)}.pdf`);

    const mail = sent.at(-1)!;
    expect(mail.to).toBe("safety@example.com");
    const att = mail.attachments?.[0];
    expect(att?.contentType).toBe("application/pdf");
    const text = pdfText(att!.content, ["-layout"]);
    expect(text).toContain("Toluene");
    expect(text).toContain("トルエン");
    expect(text).toContain("1 April 2023");
    expect(text).toContain("(Asia/Tokyo, GMT+9)");
    expect(text).toMatch(/Risk level (I|II|III|IV)/);
    const outbox = await listOutbox(path.join(t.config.dataDir, "outbox"));
    expect(outbox[0].attachments[0]).toMatchObject({ filename: report.filename, contentType: "application/pdf" });
    expect(readFileSync(path.join(t.config.dataDir, "outbox", `${outbox[0].id}.eml`), "utf8")).toContain("application/pdf");

    hist = (await t.request({ method: "GET", url: url("risk-reports"), token: w.viewer.token })).json();
    expect(hist.status.assessment).toBe("sent");
    expect(hist.defaultTo).toBe("safety@example.com");
    expect(hist.reports.map((r) => r.id)).toEqual([report.id]);

    // Readers download the very bytes that were sent; outsiders cannot.
    const file = await t.request({ method: "GET", url: `/api/risk-reports/${report.id}/file`, token: w.viewer.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(file.rawPayload, att!.content)).toBe(0);
    expect((await t.request({ method: "GET", url: `/api/risk-reports/${report.id}/file`, token: w.outsider.token })).statusCode).toBe(404);

    // Editing the note makes the sent report out of date.
    await t.ctx.db.update(notes).set({ title: "Recrystallisation (scaled up)" }).where(eq(notes.id, w.noteId));
    hist = (await t.request({ method: "GET", url: url("risk-reports"), token: w.editor.token })).json();
    expect(hist.status.assessment).toBe("changed");
  }, 60_000);

  it("sends the screening only when Done; reports are append-only and outlive their note", async () => {
    const res = await t.request({ method: "POST", url: url("risk-reports"), token: w.editor.token, payload: { to: "officer@example.com", kind: "screening" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(pdfText(sent.at(-1)!.attachments![0].content, ["-layout"])).toContain("Acetone in the fume hood");
    const hist = (await t.request({ method: "GET", url: url("risk-reports"), token: w.editor.token })).json() as RiskReportsBody;
    expect(hist.reports).toHaveLength(2);
    expect(hist.status.screening).toBe("sent");
    expect(hist.defaultTo).toBe("officer@example.com");

    await expect(t.ctx.db.update(riskReports).set({ sentTo: "x@example.com" })).rejects.toThrow();
    await expect(t.ctx.db.delete(riskReports)).rejects.toThrow();

    await t.ctx.db.delete(notes).where(eq(notes.id, w.noteId));
    const kept = await t.ctx.db.select().from(riskReports);
    expect(kept).toHaveLength(2);
    expect(kept.every((r) => r.noteId === null && r.noteTitle.startsWith("Recrystallisation"))).toBe(true);
    expect((await t.request({ method: "GET", url: `/api/risk-reports/${kept[0].id}/file`, token: w.owner.token })).statusCode).toBe(404);
  }, 60_000);

  it("a locked note offers no report to send, and sending one is refused as any change to it is", async () => {
    const lw = await buildRiskWorld(t);
    const at = (p: string) => `/api/notes/${lw.noteId}/${p}`;
    expect((await t.request({ method: "POST", url: at("lock"), token: lw.owner.token })).statusCode).toBe(200);
    for (const who of [lw.owner, lw.editor]) {
      const hist = (await t.request({ method: "GET", url: at("risk-reports"), token: who.token })).json() as RiskReportsBody;
      expect(hist.abilities.send).toBe(false);
      const assessment = (await t.request({ method: "GET", url: at("risk-assessment"), token: who.token })).json() as AssessmentBody;
      expect(assessment.abilities).toEqual({ edit: false, send: false });
      const res = await t.request({ method: "POST", url: at("risk-reports"), token: who.token, payload: { to: "safety@example.com", kind: "assessment" } });
      expect(res.json().error.code).toBe("note_locked");
    }
    expect(await t.ctx.db.select().from(riskReports).where(eq(riskReports.noteId, lw.noteId))).toEqual([]);
  });

  it("refuses to send an unfinished screening", async () => {
    const w2 = await buildRiskWorld(t);
    const res = await t.request({ method: "POST", url: `/api/notes/${w2.noteId}/risk-reports`, token: w2.editor.token, payload: { to: "officer@example.com", kind: "screening" } });
    expect(res.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(riskReports).where(eq(riskReports.noteId, w2.noteId))).toHaveLength(0);
  }, 30_000);
});
