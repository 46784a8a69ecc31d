/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import {
  CREATE_SIMPLE_SOURCE,
  REGULATION_NOTE,
  RESPIRATOR_PROTECTION_FACTORS,
  SCREENING_CHECKLIST,
  VENTILATION_FACTORS,
  formatNumber,
  type AssessmentMaterial,
  type RiskReportKind,
  type ScreeningAnswer,
  type ScreeningPrefill,
  type ScreeningQuestionId,
} from "@eln/shared/risk";
import { PDF_FONT_FAMILY, registerPdfFonts } from "../../printing/pdfFonts";
import { ScriptedText } from "../../printing/ScriptedText";
import { pdfDateTime } from "../../printing/pdfDate";

/** Everything a report shows; both languages are printed side by side, for the officer and the lab. */
export interface RiskReportData {
  kind: RiskReportKind;
  noteTitle: string;
  noteUrl: string;
  projectTitle: string;
  sentByName: string;
  sentByEmail: string;
  sentTo: string;
  sentAt: Date;
  /** The sender's time zone (IANA), in which the date is written. */
  timeZone: string;
  materials: { name: string; nameEn: string | null; casNumber: string | null; quantity: number; unit: string }[];
  screening?: {
    answers: Partial<Record<string, ScreeningAnswer>>;
    comments: Partial<Record<string, string>>;
    done: boolean;
    prefill: ScreeningPrefill;
  };
  assessment?: AssessmentMaterial[];
}

const ANSWER = { yes: "Yes / はい", no: "No / いいえ", na: "N/A / 該当なし" } as const;
/** Column widths of the assessment table (flex); Level fits "Incomplete" on one line. */
const COL = { material: 2.6, amount: 1.3, hl: 0.7, exposure: 1.4, limit: 1.4, level: 1.3, fire: 1.6 } as const;
const STATE = { liquid: "liquid / 液体", solid: "solid / 固体", gas: "gas / 気体" } as const;
// Level text on white reads at 4.5:1 or more, as the app's chips do (#9e9d24 and #ef6c00 were 2.9 and 3.1:1);
// III is the app theme's warning colour.
const LEVEL_COLOR = { I: "#2e7d32", II: "#6f6c00", III: "#b34700", IV: "#c62828" } as const;

// Line heights: react-pdf turns a unitless line height into points with the font size of the
// element that sets it, and children inherit the points. So every size sets its own, and 1.5
// clears Noto Sans JP's glyph box (ascent + descent ≈ 1.45 em): lines never overlap.
const LINE = 1.5;
const s = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: 9, padding: 36, lineHeight: LINE, color: "#212121" },
  h1: { fontSize: 16, fontWeight: 700, marginBottom: 2, lineHeight: LINE },
  h1ja: { fontSize: 13, fontWeight: 700, marginBottom: 8, lineHeight: LINE },
  h2: { fontSize: 12, fontWeight: 700, marginTop: 12, marginBottom: 4, color: "#0d47a1", lineHeight: LINE },
  h3: { fontSize: 10, fontWeight: 700, marginTop: 8, marginBottom: 2, lineHeight: LINE },
  muted: { color: "#616161" },
  meta: { flexDirection: "row", marginBottom: 1 },
  metaKey: { width: 130, color: "#616161" },
  metaValue: { flex: 1 },
  box: { borderWidth: 1, borderColor: "#90caf9", backgroundColor: "#e3f2fd", padding: 6, marginTop: 8 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#bdbdbd", paddingVertical: 3 },
  head: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: "#424242", paddingVertical: 3, fontWeight: 700 },
  cell: { paddingRight: 4 },
  answer: { width: 80, fontWeight: 700 },
  step: { marginLeft: 8, marginBottom: 2 },
  footer: { position: "absolute", bottom: 14, left: 36, right: 36, fontSize: 7, lineHeight: LINE, color: "#757575", flexDirection: "row", justifyContent: "space-between" },
});

/** The page's font size, which text without a style of its own has. */
const BODY = s.page.fontSize;

function Meta({ k, v }: { k: string; v: string }) {
  return (
    <View style={s.meta}>
      <Text style={s.metaKey}>{k}</Text>
      <Text style={s.metaValue}>
        <ScriptedText text={v} fontSize={BODY} />
      </Text>
    </View>
  );
}

function Screening({ data }: { data: NonNullable<RiskReportData["screening"]> }) {
  return (
    <View>
      <Text style={s.h2}>Pre-experiment risk screening / 実験前リスクスクリーニング</Text>
      <Text>Status / 状態: {data.done ? "Done / 完了" : "Not Done / 未完了"}</Text>
      {SCREENING_CHECKLIST.map((section) => (
        <View key={section.id}>
          <Text style={s.h3}>
            {section.title.en} / {section.title.ja}
          </Text>
          {section.questions.map((q) => {
            const a = data.answers[q.id];
            const comment = data.comments[q.id];
            const reasons = data.prefill[q.id as ScreeningQuestionId]?.reasons ?? [];
            return (
              <View key={q.id} style={s.row} wrap={false}>
                <Text style={[s.cell, s.answer, a === "yes" ? { color: "#c62828" } : {}]}>{a ? ANSWER[a] : "—"}</Text>
                <View style={{ flex: 1 }}>
                  <Text>{q.en}</Text>
                  <Text style={s.muted}>{q.ja}</Text>
                  {reasons.length > 0 && (
                    <Text style={s.muted}>
                      From the materials / 物質情報より: {reasons.map((r) => r.en).join("; ")}
                    </Text>
                  )}
                  {comment ? (
                    <Text>
                      Comment / コメント: <ScriptedText text={comment} fontSize={BODY} />
                    </Text>
                  ) : null}
                </View>
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}

/** A material's name, with its English name when that differs. */
function MaterialName({ m, fontSize = BODY }: { m: { name: string; nameEn: string | null }; fontSize?: number }) {
  return <ScriptedText text={m.nameEn && m.nameEn !== m.name ? `${m.name} (${m.nameEn})` : m.name} fontSize={fontSize} />;
}

function levelText(m: AssessmentMaterial) {
  return m.result.status === "complete" ? m.result.riskLevel : "—";
}

function Assessment({ materials }: { materials: AssessmentMaterial[] }) {
  const assessed = materials.filter((m) => m.needsAssessment);
  const others = materials.filter((m) => !m.needsAssessment);
  return (
    <View>
      <Text style={s.h2}>Chemical risk assessment (inhalation) / 化学物質リスクアセスメント（吸入）</Text>
      <Text style={s.muted}>
        {CREATE_SIMPLE_SOURCE.method} — {CREATE_SIMPLE_SOURCE.document.en} / {CREATE_SIMPLE_SOURCE.document.ja}
      </Text>
      {assessed.length === 0 ? (
        <Text>No material of this note needs an assessment. / このノートにはリスクアセスメントが必要な物質はありません。</Text>
      ) : (
        <View style={{ marginTop: 6 }}>
          <View style={s.head}>
            <Text style={[s.cell, { flex: COL.material }]}>Material / 物質</Text>
            <Text style={[s.cell, { flex: COL.amount }]}>Amount / 量</Text>
            <Text style={[s.cell, { flex: COL.hl }]}>HL</Text>
            <Text style={[s.cell, { flex: COL.exposure }]}>Exposure / 推定ばく露</Text>
            <Text style={[s.cell, { flex: COL.limit }]}>Limit / 基準値</Text>
            <Text style={[s.cell, { flex: COL.level }]}>Level / レベル</Text>
            <Text style={[s.cell, { flex: COL.fire }]}>Fire / 火災・爆発</Text>
          </View>
          {assessed.map((m) => {
            const r = m.result;
            const unit = r.status === "complete" ? (r.unit === "mg/m3" ? "mg/m³" : "ppm") : "";
            return (
              <View key={m.materialId} style={s.row} wrap={false}>
                <Text style={[s.cell, { flex: COL.material }]}>
                  <MaterialName m={m} />
                  {m.casNumber ? `\nCAS ${m.casNumber}` : ""}
                </Text>
                <Text style={[s.cell, { flex: COL.amount }]}>
                  {formatNumber(m.quantity)} {m.unit}
                </Text>
                <Text style={[s.cell, { flex: COL.hl }]}>
                  {r.hazardLevel}
                  {r.skinEyeHazardCodes.length ? "\nS" : ""}
                </Text>
                <Text style={[s.cell, { flex: COL.exposure }]}>{r.status === "complete" ? `${formatNumber(r.inhaledExposure)} ${unit}` : "—"}</Text>
                <Text style={[s.cell, { flex: COL.limit }]}>{r.status === "complete" ? `${formatNumber(r.limit.value)} ${unit}` : "—"}</Text>
                <Text style={[s.cell, { flex: COL.level, fontWeight: 700 }, r.status === "complete" ? { color: LEVEL_COLOR[r.riskLevel] } : {}]}>
                  {r.status === "complete" ? levelText(m) : "Incomplete\n未完了"}
                </Text>
                <Text style={[s.cell, { flex: COL.fire }]}>{r.physicalHazard.flagged ? r.physicalHazard.codes.join(", ") || `${r.physicalHazard.en} / ${r.physicalHazard.ja}` : "—"}</Text>
              </View>
            );
          })}
        </View>
      )}
      {assessed.map((m) => (
        <View key={m.materialId} wrap>
          <Text style={s.h3}>
            <MaterialName m={m} fontSize={s.h3.fontSize} />
          </Text>
          <Text style={s.muted}>
            Inputs / 入力: {STATE[m.inputs.physicalState]}
            {m.inputs.sublimes ? " (sublimes / 昇華性)" : ""}; ventilation / 換気 {VENTILATION_FACTORS[m.inputs.ventilation].en} / {VENTILATION_FACTORS[m.inputs.ventilation].ja}
            {m.inputs.controlVelocityVerified ? " (verified / 確認済み)" : ""}; {formatNumber(m.inputs.hoursPerDay)} h/day / 1日{formatNumber(m.inputs.hoursPerDay)}時間,{" "}
            {m.inputs.frequency.per === "week"
              ? `${m.inputs.frequency.days} days a week / 週${m.inputs.frequency.days}日`
              : `${m.inputs.frequency.days} days a year / 年${m.inputs.frequency.days}日`}
            ; respirator / 保護具{" "}
            {RESPIRATOR_PROTECTION_FACTORS[m.inputs.respirator ?? "none"].en} / {RESPIRATOR_PROTECTION_FACTORS[m.inputs.respirator ?? "none"].ja}; content / 含有率{" "}
            {m.inputs.contentPercent != null ? `${formatNumber(m.inputs.contentPercent)} %` : "not given / 未入力"}
            {m.inputs.hazardStatements?.length ? `; ${m.inputs.hazardStatements.join(", ")}` : ""}
          </Text>
          {m.result.explanation.map((step, i) => (
            <View key={i} style={s.step} wrap={false}>
              <Text>
                {i + 1}. {step.en}
              </Text>
              <Text style={s.muted}>{step.ja}</Text>
            </View>
          ))}
        </View>
      ))}
      {others.length > 0 && (
        <View>
          <Text style={s.h3}>Not assessed (no hazard data) / 評価対象外（危険有害性情報なし）</Text>
          <Text>
            <ScriptedText text={others.map((m) => `${m.name} (${formatNumber(m.quantity)} ${m.unit})`).join(", ")} fontSize={BODY} />
          </Text>
        </View>
      )}
      <View style={s.box}>
        <Text>{CREATE_SIMPLE_SOURCE.scope.en}</Text>
        <Text style={s.muted}>{CREATE_SIMPLE_SOURCE.scope.ja}</Text>
      </View>
    </View>
  );
}

function RiskReportDocument({ data }: { data: RiskReportData }) {
  const title =
    data.kind === "assessment"
      ? { en: "Chemical risk assessment report", ja: "化学物質リスクアセスメント報告書" }
      : { en: "Pre-experiment risk screening", ja: "実験前リスクスクリーニング報告書" };
  return (
    <Document title={`${title.en}: ${data.noteTitle}`} author={data.sentByName} creator="ELN" language="ja">
      <Page size="A4" style={s.page}>
        <Text style={s.h1}>{title.en}</Text>
        <Text style={s.h1ja}>{title.ja}</Text>
        <Meta k="Note / ノート" v={data.noteTitle} />
        <Meta k="Project / プロジェクト" v={data.projectTitle} />
        <Meta k="Sent by / 送信者" v={`${data.sentByName} <${data.sentByEmail}>`} />
        <Meta k="Sent to / 送信先" v={data.sentTo} />
        <Meta k="Date / 日時" v={pdfDateTime(data.sentAt, data.timeZone, ["en-US", "ja-JP"])} />
        <Meta k="Link / リンク" v={data.noteUrl} />
        <Text style={s.h2}>Materials / 使用物質</Text>
        {data.materials.length === 0 ? (
          <Text>No materials on this note. / このノートには物質が登録されていません。</Text>
        ) : (
          data.materials.map((m, i) => (
            <Text key={i}>
              • <MaterialName m={m} />
              {m.casNumber ? `, CAS ${m.casNumber}` : ""}: {formatNumber(m.quantity)} {m.unit}
            </Text>
          ))
        )}
        {data.screening && <Screening data={data.screening} />}
        {data.assessment && <Assessment materials={data.assessment} />}
        <View style={s.box} wrap={false}>
          <Text style={{ fontWeight: 700 }}>Regulation (from 1 April 2023) / 法令（2023年4月1日施行）</Text>
          <Text>{REGULATION_NOTE.en}</Text>
          <Text style={{ marginTop: 4 }}>{REGULATION_NOTE.ja}</Text>
        </View>
        <View style={s.footer} fixed>
          <Text>
            <ScriptedText text={data.noteTitle} fontSize={s.footer.fontSize} />
          </Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

export async function renderRiskReportPdf(data: RiskReportData): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<RiskReportDocument data={data} />);
}
