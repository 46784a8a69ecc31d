import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { assessInhalationRisk, prefillScreening, type AssessmentInputPayload, type AssessmentMaterial } from "@eln/shared/risk";
import { pdfText } from "../../test/pdfText";
import { renderRiskReportPdf, type RiskReportData } from "./RiskReportPdf";

// The report prints English and Japanese side by side. Laid out by react-pdf, its text must
// not overlap anywhere: every word box poppler finds (pdftotext -bbox) is checked against
// every other on the same page. And no internal key (riskType:flammable, physicalState…)
// may reach the reader.

const run = promisify(execFile);

interface Box { page: number; text: string; x0: number; y0: number; x1: number; y1: number }

async function wordBoxes(pdf: Buffer): Promise<Box[]> {
  const dir = await mkdtemp(join(tmpdir(), "risk-pdf-"));
  try {
    const file = join(dir, "report.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdftotext", ["-bbox", file, "-"], { maxBuffer: 64 * 1024 * 1024 });
    const boxes: Box[] = [];
    let page = 0;
    for (const line of stdout.split("\n")) {
      if (line.includes("<page ")) page += 1;
      const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
      if (m) boxes.push({ page, x0: +m[1], y0: +m[2], x1: +m[3], y1: +m[4], text: m[5] });
    }
    return boxes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Pairs of words whose boxes overlap by more than `tol` points in both directions. */
function overlaps(boxes: Box[], tol = 0.5): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.page !== b.page) continue;
      const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (dx > tol && dy > tol) found.push(`p${a.page} "${a.text}" [${a.x0},${a.y0},${a.x1},${a.y1}] × "${b.text}" [${b.x0},${b.y0},${b.x1},${b.y1}]`);
    }
  return found;
}

const base: AssessmentInputPayload = {
  physicalState: "liquid", ventilation: "none", hoursPerDay: 8, frequency: { per: "week", days: 5 }, respirator: "none", controlVelocityVerified: false,
};

function material(id: string, name: string, nameEn: string | null, cas: string | null, quantity: number, unit: string, inputs: Partial<AssessmentInputPayload>): AssessmentMaterial {
  const full = { ...base, ...inputs, amount: { value: quantity, unit } } as AssessmentInputPayload;
  return { materialId: id, name, nameEn, casNumber: cas, quantity, unit, needsAssessment: true, saved: false, inputs: full, result: assessInhalationRisk(full) };
}

const assessment: AssessmentMaterial[] = [
  material("m1", "トルエン", "Toluene", "108-88-3", 250, "mL", { oel: { value: 20, unit: "ppm", source: "ACGIH" }, hazardStatements: ["H225", "H304", "H315", "H336", "H361d", "H373"], riskType: "flammable", boilingPointC: 110.6, molarMassGPerMol: 92.14, densityGPerMl: 0.867, contentPercent: 100 }),
  material("m2", "n-ブチルリチウム（ヘキサン溶液, 1.6 mol/L）", "n-Butyllithium solution in hexanes (1.6 M)", "109-72-8", 12.5, "mL", { hazardStatements: ["H225", "H250", "H260", "H304", "H314", "H336", "H361f", "H373", "H411"], riskType: "flammable", boilingPointC: 69, contentPercent: 15, ventilation: "fume_hood", hoursPerDay: 1, frequency: { per: "week", days: 2 } }),
  material("m3", "塩酸", "Hydrochloric acid", "7647-01-0", 1.2, "L", { hazardStatements: ["H290", "H314", "H335"], riskType: "other", boilingPointC: 50.5, contentPercent: 37, respirator: "half_mask" }),
  material("m4", "よう素", "Iodine", "7553-56-2", 3, "g", { physicalState: "solid", sublimes: true, boilingPointC: 184.3, vapourPressurePa: 31, oel: { value: 0.01, unit: "ppm", source: "ACGIH" }, hazardStatements: ["H312", "H315", "H319", "H332", "H335", "H372", "H400"], molarMassGPerMol: 253.8, contentPercent: 100 }),
  material("m5", "ジクロロ(1,1'-ビス(ジフェニルホスフィノ)フェロセン)パラジウム(II)ジクロロメタン付加物", "[1,1'-Bis(diphenylphosphino)ferrocene]dichloropalladium(II), complex with dichloromethane", "95464-05-4", 0.05, "g", { physicalState: "solid", hazardStatements: ["H315", "H319", "H335", "H351"], contentPercent: null }),
];

const materials = assessment.map((m) => ({ name: m.name, nameEn: m.nameEn, casNumber: m.casNumber, quantity: m.quantity, unit: m.unit }));

const common = {
  noteTitle: "Suzuki–Miyaura coupling of 4-bromoanisole / 4-ブロモアニソールの鈴木–宮浦カップリング（長いタイトルの折り返し確認）",
  noteUrl: "https://eln.example.org/notes/0b6f3f64-2a7e-4d57-9c1e-0f7f4c2b7a11",
  projectTitle: "有機合成 / Organic synthesis",
  sentByName: "山田 花子 (Hanako Yamada)",
  sentByEmail: "hanako.yamada@example.org",
  sentTo: "safety-officer@example.org",
  sentAt: new Date("2026-11-23T09:30:00Z"),
  timeZone: "Asia/Tokyo",
  materials,
};

const reports: [string, RiskReportData][] = [
  ["assessment", { ...common, kind: "assessment", assessment }],
  [
    "screening",
    {
      ...common,
      kind: "screening",
      screening: {
        answers: { chem_flammable: "yes", chem_acute_toxic: "no" },
        comments: { chem_flammable: "n-BuLi は禁水性・自然発火性。Schlenk line で取り扱う / handled on a Schlenk line under argon." },
        done: false,
        prefill: prefillScreening(assessment.map((m) => ({ id: m.materialId, name: m.name, nameEn: m.nameEn ?? undefined, riskType: m.inputs.riskType ?? "other", hazardStatements: m.inputs.hazardStatements ?? [], physicalState: m.inputs.physicalState, casNumber: m.casNumber, boilingPointC: m.inputs.boilingPointC ?? null }))),
      },
    },
  ],
];

describe("risk report PDF layout", () => {
  it.each(reports)("%s report: no two words overlap and no internal key is printed", async (_kind, data) => {
    const boxes = await wordBoxes(await renderRiskReportPdf(data));
    const text = boxes.map((b) => b.text).join(" ");
    // Both languages are there.
    expect(text).toMatch(/Material|Pre-experiment/);
    expect(text).toMatch(/物質|スクリーニング/);
    expect(overlaps(boxes)).toEqual([]);
    // No "riskType:flammable", "physicalState", "fume_hood", "half_mask"…
    expect(text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\s*:\s*[a-z]/);
    expect(text).not.toMatch(/\b(riskType|physicalState|hazardStatements|contentPercent|fume_hood|half_mask|local_exhaust\w*|very_low)\b/);
  }, 60_000);
});

describe("risk report PDF text", () => {
  // 23:30 UTC on the 23rd is 08:30 on the 24th in Tokyo: the date was printed as "2026-11-23 23:30 UTC".
  it("writes the date as the app does, in the sender's time zone", async () => {
    const data: RiskReportData = { ...common, sentAt: new Date("2026-11-23T23:30:00Z"), kind: "assessment", assessment: [] };
    const text = pdfText(await renderRiskReportPdf(data)).replace(/\s+/g, " ");
    expect(text).toContain("Nov 24, 2026, 8:30 AM / 2026/11/24 8:30 (Asia/Tokyo, GMT+9)");
    const utc = pdfText(await renderRiskReportPdf({ ...data, timeZone: "UTC" })).replace(/\s+/g, " ");
    expect(utc).toContain("Nov 23, 2026, 11:30 PM / 2026/11/23 23:30 (UTC)");
  }, 60_000);

  // Noto Sans JP has no glyph for ₂ or ⁻: they came out as nothing on the page ("HO", "CO").
  it("draws the sub- and superscripts people write (H₂O, CO₂, 10⁻⁶ m³)", async () => {
    const comment = "H₂O → CO₂, 10⁻⁶ m³ の CuSO₄·5H₂O";
    const data: RiskReportData = {
      ...common,
      noteTitle: "Na₂CO₃ の再結晶",
      kind: "screening",
      screening: { answers: { chem_flammable: "no" }, comments: { chem_flammable: comment }, done: false, prefill: {} },
    };
    const text = pdfText(await renderRiskReportPdf(data)).replace(/\s+/g, " ");
    expect(text).toContain("H2O → CO2, 10−6 m3 の CuSO4·5H2O");
    expect(text).toContain("Na2CO3 の再結晶");
  }, 60_000);
});
