// Suggests screening answers from a note's materials so the researcher starts from what
// the SDS data already says (a flammable solvent ticks "flammables"). Only "yes" is ever
// suggested: the absence of a code never proves the absence of a hazard, so every other
// question is left for the user to answer.

import { euhCodesIn, hCodesIn, hCodesInRange, parseHazardCodes, type HazardCode } from "./hazardCodes";
import { findRegulatedSubstance, normalizeCas, type RegulatedListId } from "./regulatedSubstances";
import type { ScreeningQuestionId } from "./screeningChecklist";

export type MaterialRiskType = "explosive" | "flammable" | "other";
export type MaterialPhysicalState = "solid" | "liquid" | "gas";

export interface ScreeningMaterial {
  id?: string;
  /** Name as shown on the note (often Japanese). */
  name?: string;
  /** English name, used in English reasons when present. */
  nameEn?: string;
  riskType: MaterialRiskType;
  /** GHS hazard statements, e.g. ["H225", "H361d"]. */
  hazardStatements: readonly string[];
  physicalState?: MaterialPhysicalState | null;
  casNumber?: string | null;
  boilingPointC?: number | null;
}

export type PrefillBasis = "risk_type" | "hazard_statement" | "cas" | "physical_state" | "boiling_point";

export interface PrefillReason {
  materialId?: string;
  materialName?: string;
  basis: PrefillBasis;
  /** The fact used: an H-code, a CAS number, "gas", "-196 °C" ... */
  detail: string;
  en: string;
  ja: string;
}

export interface ScreeningSuggestion {
  answer: "yes";
  reasons: PrefillReason[];
}

export type ScreeningPrefill = Partial<Record<ScreeningQuestionId, ScreeningSuggestion>>;

/** Boiling points below this are liquefied gases handled as cryogens (LN2 −196 °C, LHe −269 °C). */
export const CRYOGEN_BOILING_POINT_C = -50;
const DRY_ICE_CAS = "124-38-9";

interface Finding {
  question: ScreeningQuestionId;
  basis: PrefillBasis;
  detail: string;
  what: { en: string; ja: string };
}

const LIST_WORDING: Record<RegulatedListId, { question: ScreeningQuestionId; en: string; ja: string }> = {
  poison: { question: "law_poison", en: "poisonous substance (Poisonous and Deleterious Substances Control Act)", ja: "毒物（毒物及び劇物取締法）" },
  deleterious: { question: "law_poison", en: "deleterious substance (Poisonous and Deleterious Substances Control Act)", ja: "劇物（毒物及び劇物取締法）" },
  organicSolvent: { question: "law_organic_solvent", en: "organic solvent (Organic Solvent Ordinance)", ja: "有機溶剤（有機則）" },
  specifiedChemical: { question: "law_specified_chemical", en: "specified chemical substance (Specified Chemical Substances Ordinance)", ja: "特定化学物質（特化則）" },
  peroxideFormer: { question: "chem_explosive", en: "forms explosive peroxides on storage", ja: "保管中に爆発性の過酸化物を生成" },
};

function codeFindings(
  codes: readonly HazardCode[],
  question: ScreeningQuestionId,
  what: { en: string; ja: string },
): Finding[] {
  return codes.map((c) => ({ question, basis: "hazard_statement" as const, detail: c.code, what }));
}

/** Fire Service Act class implied by a GHS physical-hazard code (消防法 別表第一). */
function fireServiceClass(code: HazardCode, state: MaterialPhysicalState | null | undefined): { en: string; ja: string } | null {
  if (code.prefix !== "H") return null;
  const n = code.number;
  if (n >= 224 && n <= 227) return { en: "Class 4, flammable liquid", ja: "第4類（引火性液体）" };
  if (n === 228) return { en: "Class 2, flammable solid", ja: "第2類（可燃性固体）" };
  if (n === 250) return { en: "Class 3, pyrophoric substance", ja: "第3類（自然発火性物質）" };
  if (n === 260 || n === 261) return { en: "Class 3, water-reactive substance", ja: "第3類（禁水性物質）" };
  if (n >= 240 && n <= 242) return { en: "Class 5, self-reactive substance", ja: "第5類（自己反応性物質）" };
  if (n === 271 || n === 272) {
    if (state === "solid") return { en: "Class 1, oxidizing solid", ja: "第1類（酸化性固体）" };
    if (state === "liquid") return { en: "Class 6, oxidizing liquid", ja: "第6類（酸化性液体）" };
    return { en: "Class 1 or 6, oxidizer", ja: "第1類または第6類（酸化性物質）" };
  }
  return null;
}

function findingsFor(m: ScreeningMaterial): Finding[] {
  const codes = parseHazardCodes(m.hazardStatements);
  const state = m.physicalState ?? null;
  const out: Finding[] = [];

  // Flammables
  if (m.riskType === "flammable") {
    out.push({ question: "chem_flammable", basis: "risk_type", detail: "flammable", what: { en: "registered as flammable", ja: "危険種別が引火性" } });
  }
  out.push(...codeFindings(hCodesInRange(codes, 220, 228), "chem_flammable", { en: "flammable", ja: "引火性・可燃性" }));

  // Explosives, shock-sensitive, peroxide formers
  if (m.riskType === "explosive") {
    out.push({ question: "chem_explosive", basis: "risk_type", detail: "explosive", what: { en: "registered as explosive", ja: "危険種別が爆発性" } });
  }
  out.push(...codeFindings(hCodesInRange(codes, 200, 205), "chem_explosive", { en: "explosive", ja: "爆発性" }));
  out.push(...codeFindings(hCodesIn(codes, [240, 241, 242]), "chem_explosive", { en: "self-reactive or organic peroxide", ja: "自己反応性・有機過酸化物" }));
  out.push(...codeFindings(euhCodesIn(codes, [1, 19, 44]), "chem_explosive", { en: "explosive or peroxide-forming", ja: "爆発性・過酸化物生成" }));

  // Pyrophoric and water-reactive
  out.push(...codeFindings(hCodesIn(codes, [250]), "chem_pyrophoric", { en: "pyrophoric", ja: "自然発火性" }));
  out.push(...codeFindings(hCodesIn(codes, [260, 261]), "chem_pyrophoric", { en: "releases flammable gas with water", ja: "水と接触して可燃性ガスを発生（禁水性）" }));
  out.push(...codeFindings(euhCodesIn(codes, [14]), "chem_pyrophoric", { en: "reacts violently with water", ja: "水と激しく反応" }));

  out.push(...codeFindings(hCodesIn(codes, [270, 271, 272]), "chem_oxidizer", { en: "oxidizer", ja: "酸化性" }));
  out.push(...codeFindings(hCodesIn(codes, [314]), "chem_corrosive", { en: "corrosive to skin", ja: "皮膚腐食性" }));
  out.push(...codeFindings(hCodesIn(codes, [300, 301, 310, 311, 330, 331]), "chem_acute_toxic", { en: "acute toxicity category 1–3", ja: "急性毒性 区分1〜3" }));
  out.push(...codeFindings(hCodesIn(codes, [340, 341]), "chem_cmr", { en: "germ cell mutagenicity", ja: "生殖細胞変異原性" }));
  out.push(...codeFindings(hCodesIn(codes, [350, 351]), "chem_cmr", { en: "carcinogenicity", ja: "発がん性" }));
  out.push(...codeFindings(hCodesIn(codes, [360, 361, 362]), "chem_cmr", { en: "reproductive toxicity", ja: "生殖毒性" }));

  // Gases
  const isGas = state === "gas" || hCodesIn(codes, [220, 221, 280, 281]).length > 0;
  if (isGas) {
    out.push(...codeFindings(hCodesIn(codes, [220, 221, 230, 231]), "gas_toxic_flammable", { en: "flammable gas", ja: "可燃性ガス" }));
    out.push(...codeFindings(hCodesIn(codes, [330, 331]), "gas_toxic_flammable", { en: "toxic gas", ja: "毒性ガス" }));
  }
  const cryoByBp = state === "liquid" && m.boilingPointC != null && m.boilingPointC < CRYOGEN_BOILING_POINT_C;
  const dryIce = state === "solid" && normalizeCas(m.casNumber) === DRY_ICE_CAS;
  const cryo = codeFindings(hCodesIn(codes, [281]), "gas_cryogen", { en: "refrigerated liquefied gas", ja: "深冷液化ガス" });
  if (cryoByBp) {
    cryo.push({ question: "gas_cryogen", basis: "boiling_point", detail: `${m.boilingPointC} °C`, what: { en: "liquid boiling far below room temperature", ja: "沸点が常温よりはるかに低い液体" } });
  }
  if (dryIce) cryo.push({ question: "gas_cryogen", basis: "cas", detail: DRY_ICE_CAS, what: { en: "dry ice", ja: "ドライアイス" } });
  out.push(...cryo);
  // Cryogens and compressed inert gases displace oxygen when released indoors.
  for (const f of cryo) out.push({ ...f, question: "gas_oxygen_depletion", what: { en: `${f.what.en}; can displace oxygen`, ja: `${f.what.ja}（酸素を置換するおそれ）` } });
  if (state === "gas" || hCodesIn(codes, [280, 281]).length > 0) {
    const detail = hCodesIn(codes, [280, 281])[0]?.code ?? "gas";
    const basis: PrefillBasis = detail === "gas" ? "physical_state" : "hazard_statement";
    out.push({ question: "proc_high_pressure", basis, detail, what: { en: "gas under pressure (cylinder)", ja: "高圧ガス（ボンベ）" } });
    out.push({ question: "law_high_pressure_gas", basis, detail, what: { en: "compressed or liquefied gas", ja: "圧縮ガス・液化ガス" } });
  }

  // Fire Service Act hazardous materials from physical-hazard codes
  for (const c of codes) {
    const cls = fireServiceClass(c, state);
    if (cls) out.push({ question: "law_fire_service", basis: "hazard_statement", detail: c.code, what: cls });
  }
  if (m.riskType === "flammable" && !out.some((f) => f.question === "law_fire_service")) {
    out.push({ question: "law_fire_service", basis: "risk_type", detail: "flammable", what: { en: "flammable materials are usually Fire Service Act hazardous materials", ja: "引火性の物質は多くが消防法の危険物に該当" } });
  }

  // Japanese lists that GHS codes cannot express
  const entry = findRegulatedSubstance(m.casNumber);
  if (entry) {
    for (const list of entry.lists) {
      const w = LIST_WORDING[list];
      const note = entry.note && (list === "poison" || list === "deleterious") ? entry.note : null;
      out.push({
        question: w.question,
        basis: "cas",
        detail: entry.cas,
        what: { en: note ? `${w.en}; ${note.en}` : w.en, ja: note ? `${w.ja}、${note.ja}` : w.ja },
      });
    }
  }
  return out;
}

/**
 * "toluene: H225 (flammable)". A risk type or a physical state is a value of the register, not a
 * fact to quote ("エタノール：flammable" read as English in Japanese): the wording alone says it.
 */
function reasonText(nameEn: string, nameJa: string, f: Finding): { en: string; ja: string } {
  if (f.basis === "risk_type" || f.basis === "physical_state") return { en: `${nameEn}: ${f.what.en}`, ja: `${nameJa}：${f.what.ja}` };
  return { en: `${nameEn}: ${f.detail} (${f.what.en})`, ja: `${nameJa}：${f.detail}（${f.what.ja}）` };
}

export function prefillScreening(materials: readonly ScreeningMaterial[]): ScreeningPrefill {
  const result: ScreeningPrefill = {};
  for (const m of materials) {
    const nameJa = m.name ?? m.nameEn ?? "物質";
    const nameEn = m.nameEn ?? m.name ?? "material";
    for (const f of findingsFor(m)) {
      const suggestion = (result[f.question] ??= { answer: "yes", reasons: [] });
      // One material may hit the same rule twice (H-code and CAS); keep distinct facts only.
      if (suggestion.reasons.some((r) => r.materialId === m.id && r.materialName === (m.name ?? m.nameEn) && r.detail === f.detail)) continue;
      suggestion.reasons.push({
        ...(m.id !== undefined ? { materialId: m.id } : {}),
        ...(m.name ?? m.nameEn ? { materialName: m.name ?? m.nameEn } : {}),
        basis: f.basis,
        detail: f.detail,
        ...reasonText(nameEn, nameJa, f),
      });
    }
  }
  return result;
}
