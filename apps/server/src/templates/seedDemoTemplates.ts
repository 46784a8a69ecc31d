import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../http/context";
import { spaceMembers, spaces } from "../spaces/schema";
import { materials } from "../materials/schema";
import type { PmNode } from "../notes/noteDocument";
import { doc, h, ol, p, table, tasks } from "../notes/docBuilders";
import { noteTemplates, type TemplateMaterialLine, type TemplateTag } from "./schema";

interface DemoTemplate {
  title: string;
  description: string;
  content: Record<string, PmNode>;
  tags: TemplateTag[];
  /** System reagents by CAS number, with a starting quantity. */
  reagents: { cas: string; quantity: number; unit: string; isLimiting?: boolean }[];
}

const green = "#2e7d32";
const purple = "#6a1b9a";
const teal = "#00838f";

// Each kind of template comes in English and in Japanese with the same reagents.
const synthesisReagents: DemoTemplate["reagents"] = [
  { cas: "108-86-1", quantity: 1.0, unit: "mmol", isLimiting: true },
  { cas: "584-08-7", quantity: 2.0, unit: "mmol" },
  { cas: "108-88-3", quantity: 5.0, unit: "mL" },
];
const passageReagents: DemoTemplate["reagents"] = [{ cas: "7647-14-5", quantity: 0.9, unit: "g" }];

const templates: DemoTemplate[] = [
  {
    title: "Synthesis (one step)",
    description: "Reaction set-up, work-up and yield, with a safety checklist.",
    tags: [{ title: "Synthesis", color: green }],
    reagents: synthesisReagents,
    content: {
      backgroundAndObjective: doc(p("Target compound and why it is made. Reference (DOI or previous note):"), p("Expected yield: __ %")),
      methods: doc(
        h(3, "Before starting"),
        tasks("Risk screening done for every reagent", "Glassware dried; inert gas line checked", "Waste containers labelled"),
        h(3, "Procedure"),
        ol("Charge the flask with the limiting reagent and solvent.", "Add the other reagents; note the time and temperature.", "Follow by TLC every 30 min.", "Quench, extract, dry and concentrate."),
      ),
      results: doc(table(["Item", "Value"], ["Crude mass", ""], ["Purified mass", ""], ["Yield", ""], ["TLC Rf", ""]), p("Observations (colour, precipitate, exotherm):")),
      conclusion: doc(p("Did it work? What to change next time:")),
    },
  },
  {
    title: "Measurement (instrument run)",
    description: "Instrument, calibration, samples and the raw data file.",
    tags: [{ title: "Measurement", color: purple }],
    reagents: [],
    content: {
      backgroundAndObjective: doc(p("What is measured, on which samples, and the question it answers.")),
      methods: doc(
        h(3, "Instrument"),
        table(["Setting", "Value"], ["Instrument / ID", ""], ["Method file", ""], ["Calibration date", ""]),
        h(3, "Checks"),
        tasks("Blank measured", "Calibration standard within tolerance", "Raw data file attached to this note"),
      ),
      results: doc(table(["Sample", "Replicate", "Result", "Unit"], ["", "1", "", ""], ["", "2", "", ""], ["", "3", "", ""]), p("Mean ± SD:")),
      conclusion: doc(p("Interpretation and whether the result is within specification.")),
    },
  },
  {
    title: "Cell culture (passage)",
    description: "Cell line, passage, medium and viability, with a sterile-work checklist.",
    tags: [{ title: "Cell culture", color: teal }],
    reagents: passageReagents,
    content: {
      backgroundAndObjective: doc(p("Cell line, source and passage number. Purpose of this passage:")),
      methods: doc(
        h(3, "Before starting"),
        tasks("Safety cabinet cleaned with 70 % ethanol", "Medium and trypsin warmed to 37 °C", "Mycoplasma test date checked"),
        h(3, "Procedure"),
        ol("Aspirate the medium and wash with PBS.", "Detach with trypsin (2–5 min, 37 °C).", "Neutralise, count and seed at the split ratio."),
      ),
      results: doc(table(["Flask", "Confluence (%)", "Viable cells / mL", "Viability (%)", "Split ratio"], ["", "", "", "", ""])),
      conclusion: doc(p("Morphology and anything unusual. Next passage due:")),
    },
  },
  {
    title: "合成（1段階）",
    description: "反応の仕込み、後処理、収率と安全チェックリスト。",
    tags: [{ title: "合成", color: green }],
    reagents: synthesisReagents,
    content: {
      backgroundAndObjective: doc(p("目的化合物と合成の目的。参考文献（DOI または過去のノート）："), p("予想収率：__ %")),
      methods: doc(
        h(3, "開始前の確認"),
        tasks("すべての試薬のリスクスクリーニングを実施した", "ガラス器具を乾燥し、不活性ガスラインを確認した", "廃液容器にラベルを貼った"),
        h(3, "手順"),
        ol("フラスコに限定試薬と溶媒を仕込む。", "残りの試薬を加え、時刻と温度を記録する。", "30 分ごとに TLC で追跡する。", "反応を停止し、抽出・乾燥・濃縮する。"),
      ),
      results: doc(table(["項目", "値"], ["粗生成物の質量", ""], ["精製後の質量", ""], ["収率", ""], ["TLC Rf 値", ""]), p("観察（色、沈殿、発熱）：")),
      conclusion: doc(p("うまくいったか。次回変えること：")),
    },
  },
  {
    title: "測定（装置による分析）",
    description: "装置、校正、試料と生データファイル。",
    tags: [{ title: "測定", color: purple }],
    reagents: [],
    content: {
      backgroundAndObjective: doc(p("何をどの試料で測定し、どの問いに答えるか。")),
      methods: doc(
        h(3, "装置"),
        table(["設定", "値"], ["装置名 / ID", ""], ["メソッドファイル", ""], ["校正日", ""]),
        h(3, "確認事項"),
        tasks("ブランクを測定した", "校正標準が許容範囲内", "生データファイルをこのノートに添付した"),
      ),
      results: doc(table(["試料", "繰り返し", "結果", "単位"], ["", "1", "", ""], ["", "2", "", ""], ["", "3", "", ""]), p("平均 ± 標準偏差：")),
      conclusion: doc(p("結果の解釈と規格内かどうか。")),
    },
  },
  {
    title: "細胞培養（継代）",
    description: "細胞株、継代数、培地と生存率、無菌操作のチェックリスト。",
    tags: [{ title: "細胞培養", color: teal }],
    reagents: passageReagents,
    content: {
      backgroundAndObjective: doc(p("細胞株、入手元、継代数。今回の継代の目的：")),
      methods: doc(
        h(3, "開始前の確認"),
        tasks("安全キャビネットを 70 % エタノールで清拭した", "培地とトリプシンを 37 ℃ に温めた", "マイコプラズマ検査日を確認した"),
        h(3, "手順"),
        ol("培地を吸引し、PBS で洗浄する。", "トリプシンで剥離する（37 ℃、2〜5 分）。", "中和して計数し、分割比で播種する。"),
      ),
      results: doc(table(["フラスコ", "コンフルエンシー (%)", "生細胞数 / mL", "生存率 (%)", "分割比"], ["", "", "", "", ""])),
      conclusion: doc(p("形態と気づいた点。次回の継代予定日：")),
    },
  },
];

/** Three templates (synthesis, measurement, cell culture) in English and in Japanese, in the demo user's first space. */
export async function seedDemoTemplates(ctx: AppContext, userId: string) {
  const [space] = await ctx.db
    .select({ id: spaces.id })
    .from(spaces)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId)))
    .orderBy(asc(spaces.createdAt))
    .limit(1);
  if (!space) return;
  const cas = [...new Set(templates.flatMap((t) => t.reagents.map((r) => r.cas)))];
  const found = await ctx.db
    .select({ id: materials.id, cas: materials.casNumber, name: materials.name })
    .from(materials)
    .where(and(isNull(materials.spaceId), inArray(materials.casNumber, cas)));
  const byCas = new Map(found.map((m) => [m.cas, m]));
  await ctx.db.insert(noteTemplates).values(
    templates.map((t) => ({
      spaceId: space.id,
      title: t.title,
      description: t.description,
      content: t.content,
      tags: t.tags,
      materials: t.reagents.flatMap((r): TemplateMaterialLine[] => {
        const m = byCas.get(r.cas);
        return m ? [{ materialId: m.id, name: m.name, quantity: r.quantity, unit: r.unit, isLimiting: !!r.isLimiting }] : [];
      }),
      createdBy: userId,
    })),
  );
}
