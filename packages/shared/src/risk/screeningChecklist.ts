// The pre-experiment risk screening asked on every note: what Japanese university safety
// offices ask before an experiment. Ids are stored with answers, so never rename one;
// add new questions with new ids instead.

export const SCREENING_ANSWERS = ["yes", "no", "na"] as const;
export type ScreeningAnswer = (typeof SCREENING_ANSWERS)[number];

export interface LocalizedText {
  en: string;
  ja: string;
}

/** "hazard": yes means the hazard is present. "control": yes means the measure is in place. */
export type ScreeningQuestionKind = "hazard" | "control" | "law";

export interface ScreeningQuestion extends LocalizedText {
  id: string;
  kind: ScreeningQuestionKind;
}

export interface ScreeningSection {
  id: string;
  title: LocalizedText;
  questions: readonly ScreeningQuestion[];
}

export const SCREENING_CHECKLIST = [
  {
    id: "chemicals",
    title: { en: "Chemical hazards", ja: "化学物質の危険性・有害性" },
    questions: [
      {
        id: "chem_flammable",
        kind: "hazard",
        en: "Will you use flammable materials (flammable liquids such as organic solvents, flammable solids or gases)?",
        ja: "引火性・可燃性の物質（有機溶剤などの引火性液体、可燃性固体、可燃性ガス）を使用しますか。",
      },
      {
        id: "chem_explosive",
        kind: "hazard",
        en: "Will you use explosive, shock-sensitive or peroxide-forming chemicals (e.g. azides, nitro compounds, organic peroxides, aged ethers)?",
        ja: "爆発性の物質、衝撃や摩擦に敏感な物質、または過酸化物を生成しやすい物質（アジド化合物、ニトロ化合物、有機過酸化物、長期保管したエーテル類など）を使用しますか。",
      },
      {
        id: "chem_pyrophoric",
        kind: "hazard",
        en: "Will you use pyrophoric or water-reactive chemicals (e.g. alkyllithiums, metal hydrides, alkali metals)?",
        ja: "自然発火性物質または禁水性物質（アルキルリチウム、金属水素化物、アルカリ金属など）を使用しますか。",
      },
      {
        id: "chem_oxidizer",
        kind: "hazard",
        en: "Will you use strong oxidizers (e.g. perchlorates, concentrated nitric acid, peroxides)?",
        ja: "強い酸化性物質（過塩素酸塩、濃硝酸、過酸化物など）を使用しますか。",
      },
      {
        id: "chem_corrosive",
        kind: "hazard",
        en: "Will you use corrosive chemicals (strong acids or bases, hydrofluoric acid)?",
        ja: "腐食性物質（強酸、強塩基、フッ化水素酸など）を使用しますか。",
      },
      {
        id: "chem_acute_toxic",
        kind: "hazard",
        en: "Will you use acutely toxic chemicals (GHS acute toxicity category 1–3, e.g. cyanides)?",
        ja: "急性毒性の高い物質（GHS急性毒性区分1〜3、シアン化物など）を使用しますか。",
      },
      {
        id: "chem_cmr",
        kind: "hazard",
        en: "Will you use carcinogenic, mutagenic or reproductive-toxic chemicals (CMR substances)?",
        ja: "発がん性、生殖細胞変異原性または生殖毒性のある物質（CMR物質）を使用しますか。",
      },
    ],
  },
  {
    id: "gases",
    title: { en: "Gases and cryogens", ja: "ガス・寒剤" },
    questions: [
      {
        id: "gas_toxic_flammable",
        kind: "hazard",
        en: "Will you use toxic or flammable gases (e.g. hydrogen, carbon monoxide, ammonia, chlorine)?",
        ja: "毒性ガスまたは可燃性ガス（水素、一酸化炭素、アンモニア、塩素など）を使用しますか。",
      },
      {
        id: "gas_cryogen",
        kind: "hazard",
        en: "Will you use cryogens (e.g. liquid nitrogen, liquid helium, dry ice)?",
        ja: "寒剤（液体窒素、液体ヘリウム、ドライアイスなど）を使用しますか。",
      },
      {
        id: "gas_oxygen_depletion",
        kind: "hazard",
        en: "Could inert gases or cryogens deplete the oxygen in the room (large releases, small or poorly ventilated rooms)?",
        ja: "不活性ガスや寒剤の放出により、室内が酸素欠乏状態になるおそれはありますか（大量の放出、狭い部屋や換気の悪い場所など）。",
      },
    ],
  },
  {
    id: "process",
    title: { en: "Equipment and operations", ja: "装置・操作" },
    questions: [
      {
        id: "proc_high_pressure",
        kind: "hazard",
        en: "Will you work at high pressure (autoclaves, pressure reactors, gas cylinders, hydrogenation)?",
        ja: "高圧下での作業（オートクレーブ、耐圧反応容器、ガスボンベ、水素添加反応など）を行いますか。",
      },
      {
        id: "proc_vacuum",
        kind: "hazard",
        en: "Will you work under vacuum (vacuum lines, rotary evaporators, desiccators, Dewar flasks)?",
        ja: "減圧・真空下での作業（真空ライン、ロータリーエバポレーター、デシケーター、デュワー瓶など）を行いますか。",
      },
      {
        id: "proc_sealed_tube",
        kind: "hazard",
        en: "Will you heat sealed tubes or other closed vessels?",
        ja: "封管やその他の密閉容器を加熱しますか。",
      },
      {
        id: "proc_heating_distillation",
        kind: "hazard",
        en: "Will you heat, reflux or distil (oil baths, heating mantles, solvent distillation)?",
        ja: "加熱・還流・蒸留（オイルバス、マントルヒーター、溶媒の蒸留など）を行いますか。",
      },
      {
        id: "proc_scale_up",
        kind: "hazard",
        en: "Is this a scale-up (a larger scale than this reaction has been run before)?",
        ja: "これまでに行ったことのない大きなスケールでの実施（スケールアップ）ですか。",
      },
    ],
  },
  {
    id: "radiation",
    title: { en: "Radiation, lasers and UV", ja: "放射線・レーザー・紫外線" },
    questions: [
      {
        id: "rad_laser",
        kind: "hazard",
        en: "Will you use class 3B or class 4 lasers?",
        ja: "クラス3Bまたはクラス4のレーザーを使用しますか。",
      },
      {
        id: "rad_xray",
        kind: "hazard",
        en: "Will you use X-ray equipment (diffractometers, X-ray generators)?",
        ja: "エックス線装置（X線回折装置、X線発生装置など）を使用しますか。",
      },
      {
        id: "rad_radioisotope",
        kind: "hazard",
        en: "Will you use radioisotopes (sealed or unsealed sources)?",
        ja: "放射性同位元素（密封線源または非密封線源）を使用しますか。",
      },
      {
        id: "rad_uv",
        kind: "hazard",
        en: "Will you use strong ultraviolet sources (UV lamps, transilluminators, UV curing)?",
        ja: "強い紫外線を発する光源（UVランプ、トランスイルミネーター、UV硬化装置など）を使用しますか。",
      },
    ],
  },
  {
    id: "biology",
    title: { en: "Biological hazards and animals", ja: "生物学的危険性・動物実験" },
    questions: [
      {
        id: "bio_biohazard",
        kind: "hazard",
        en: "Will you handle biohazardous materials (pathogens, human blood or tissue, cultured cells)?",
        ja: "病原体、ヒト由来の血液・組織、培養細胞など、生物学的危険性のある材料を取り扱いますか。",
      },
      {
        id: "bio_recombinant",
        kind: "hazard",
        en: "Will you perform recombinant DNA experiments (use of genetically modified organisms)?",
        ja: "遺伝子組換え実験（遺伝子組換え生物等の使用）を行いますか。",
      },
      {
        id: "bio_animals",
        kind: "hazard",
        en: "Will you use laboratory animals?",
        ja: "実験動物を使用しますか。",
      },
    ],
  },
  {
    id: "nano",
    title: { en: "Nanomaterials", ja: "ナノマテリアル" },
    questions: [
      {
        id: "nano_materials",
        kind: "hazard",
        en: "Will you handle nanomaterials (e.g. carbon nanotubes, nanoparticle powders)?",
        ja: "ナノマテリアル（カーボンナノチューブ、ナノ粒子の粉体など）を取り扱いますか。",
      },
    ],
  },
  {
    id: "work",
    title: { en: "Working conditions", ja: "作業体制" },
    questions: [
      {
        id: "work_alone",
        kind: "hazard",
        en: "Will anyone work alone at any time during the experiment?",
        ja: "実験中に一人で作業する時間はありますか。",
      },
      {
        id: "work_after_hours",
        kind: "hazard",
        en: "Will the experiment run at night, on holidays or after hours (including unattended overnight runs)?",
        ja: "夜間・休日などの時間外に実験を行いますか（無人での夜間運転を含む）。",
      },
    ],
  },
  {
    id: "controls",
    title: { en: "Protective measures", ja: "安全対策" },
    questions: [
      {
        id: "ctrl_ppe",
        kind: "control",
        en: "Have you chosen and prepared suitable protective equipment (safety glasses, lab coat, gloves suited to the chemicals, a respirator where needed)?",
        ja: "適切な保護具（保護眼鏡、白衣、使用する薬品に適した手袋、必要に応じて呼吸用保護具）を選定し、準備しましたか。",
      },
      {
        id: "ctrl_fume_hood",
        kind: "control",
        en: "Will volatile, toxic or odorous operations be done in a working fume hood (or other local exhaust)?",
        ja: "揮発性・有毒・悪臭のある物質の操作は、正常に機能するドラフトチャンバー（または局所排気装置）内で行いますか。",
      },
      {
        id: "ctrl_waste",
        kind: "control",
        en: "Is the waste route decided (segregation, containers, collection under the university's rules)?",
        ja: "廃棄物の処理方法（分別、容器、学内規程に基づく回収）は決まっていますか。",
      },
      {
        id: "ctrl_emergency",
        kind: "control",
        en: "Is there an emergency plan (spill kit, fire extinguisher, eyewash and safety shower, contacts, SDS at hand)?",
        ja: "緊急時の対応（流出時の処理用具、消火器、洗眼器・緊急シャワーの場所、連絡先、SDSの確認）は準備できていますか。",
      },
    ],
  },
  {
    id: "law",
    title: { en: "Japanese legal requirements", ja: "関係法令" },
    questions: [
      {
        id: "law_poison",
        kind: "law",
        en: "Will you use poisonous or deleterious substances under the Poisonous and Deleterious Substances Control Act?",
        ja: "毒物及び劇物取締法の毒物・劇物を使用しますか。",
      },
      {
        id: "law_fire_service",
        kind: "law",
        en: "Will you use hazardous materials under the Fire Service Act (Classes 1–6)?",
        ja: "消防法の危険物（第1類〜第6類）を使用しますか。",
      },
      {
        id: "law_high_pressure_gas",
        kind: "law",
        en: "Will you use high-pressure gases under the High Pressure Gas Safety Act (cylinders, liquefied gases)?",
        ja: "高圧ガス保安法の対象となる高圧ガス（ボンベ、液化ガスなど）を使用しますか。",
      },
      {
        id: "law_organic_solvent",
        kind: "law",
        en: "Will you use organic solvents covered by the Ordinance on Prevention of Organic Solvent Poisoning?",
        ja: "有機溶剤中毒予防規則（有機則）の対象となる有機溶剤を使用しますか。",
      },
      {
        id: "law_specified_chemical",
        kind: "law",
        en: "Will you use specified chemical substances covered by the Ordinance on Prevention of Hazards Due to Specified Chemical Substances?",
        ja: "特定化学物質障害予防規則（特化則）の対象となる特定化学物質を使用しますか。",
      },
      {
        id: "law_cartagena",
        kind: "law",
        en: "Is the work subject to the Cartagena Act (use of living modified organisms)?",
        ja: "カルタヘナ法（遺伝子組換え生物等の使用等の規制による生物の多様性の確保に関する法律）の対象となりますか。",
      },
      {
        id: "law_radioisotope",
        kind: "law",
        en: "Will you use radioisotopes or radiation generators under the Act on the Regulation of Radioisotopes?",
        ja: "放射性同位元素等の規制に関する法律（RI法）の対象となる放射性同位元素または放射線発生装置を使用しますか。",
      },
      {
        id: "law_oxygen_deficiency",
        kind: "law",
        en: "Is the work subject to the Ordinance on Prevention of Anoxia (work in places at risk of oxygen deficiency)?",
        ja: "酸素欠乏症等防止規則（酸欠則）の対象となる作業（酸素欠乏危険場所での作業）を行いますか。",
      },
      {
        id: "law_ra_target",
        kind: "law",
        en: "Will you use risk-assessment target substances under the Industrial Safety and Health Act (chemicals that require a risk assessment)?",
        ja: "労働安全衛生法のリスクアセスメント対象物（リスクアセスメントの実施が義務付けられた化学物質）を使用しますか。",
      },
    ],
  },
] as const satisfies readonly ScreeningSection[];

export type ScreeningQuestionId =
  (typeof SCREENING_CHECKLIST)[number]["questions"][number]["id"];

/** Every question in display order. */
export const SCREENING_QUESTIONS: readonly (ScreeningQuestion & { id: ScreeningQuestionId; sectionId: string })[] =
  SCREENING_CHECKLIST.flatMap((s) => s.questions.map((q) => ({ ...q, sectionId: s.id })));

export const SCREENING_QUESTION_IDS: readonly ScreeningQuestionId[] = SCREENING_QUESTIONS.map((q) => q.id);

export function isScreeningQuestionId(id: string): id is ScreeningQuestionId {
  return (SCREENING_QUESTION_IDS as readonly string[]).includes(id);
}

/**
 * Shown on the screening, the assessment panel and the PDF report. The duty to assess
 * (Art. 57-3) dates from 2016; the 1 April 2023 amendment is what makes exposure
 * minimisation and records binding, which is what labs are asked about now.
 */
export const REGULATION_NOTE = {
  effectiveDate: "2023-04-01",
  en:
    "Under Article 57-3 of Japan's Industrial Safety and Health Act, the risks of chemicals designated as " +
    "risk-assessment target substances must be assessed before they are handled. From 1 April 2023, the amended " +
    "Ordinance on Industrial Safety and Health further requires every workplace handling these substances, " +
    "university laboratories included, to reduce workers' exposure to the minimum on the basis of the " +
    "assessment, and to record and keep the results. This assessment follows CREATE-SIMPLE, the simple risk " +
    "assessment tool of the Ministry of Health, Labour and Welfare.",
  ja:
    "労働安全衛生法第57条の3により、リスクアセスメント対象物を取り扱う際には、事前にその危険性・有害性を調査" +
    "（リスクアセスメント）しなければなりません。2023年（令和5年）4月1日に施行された改正労働安全衛生規則により、" +
    "大学の研究室を含め、これらの物質を取り扱うすべての事業場に、リスクアセスメントの結果に基づき労働者のばく露を" +
    "最小限度にすること、及び結果を記録し保存することが義務付けられました。本評価は厚生労働省の簡易リスクアセスメント" +
    "ツール「CREATE-SIMPLE」の手法に準拠しています。",
} as const;
