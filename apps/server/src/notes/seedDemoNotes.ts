import type { AppContext } from "../http/context";
import { demoSeedTargets } from "../spaces";
import { tags } from "./schema";
import { createNote } from "./noteCommands";
import type { NoteContent } from "./noteDocument";
import { doc, h, ol, p, table, text, ul } from "./docBuilders";

const sub = (t: string) => text(t, ["subscript"]);

/** Three living notes (Japanese, English, mixed) in the demo user's first project. */
export async function seedDemoNotes(ctx: AppContext, userId: string) {
  const projectId = (await demoSeedTargets(ctx.db, userId))?.projectId;
  if (!projectId) return;
  const [synth, analysis, check] = await ctx.db
    .insert(tags)
    .values([
      { projectId, title: "合成", color: "#2e7d32" },
      { projectId, title: "HPLC", color: "#6a1b9a" },
      { projectId, title: "要確認", color: "#c62828" },
    ])
    .onConflictDoNothing()
    .returning({ id: tags.id });

  const demoNotes: { title: string; tags: ({ id: string } | undefined)[]; content: NoteContent }[] = [
    {
      title: "アスピリンの合成と再結晶",
      tags: [synth, check],
      content: {
        backgroundAndObjective: doc(p(text("サリチル酸を無水酢酸でアセチル化し、アセチルサリチル酸（C"), sub("9"), text("H"), sub("8"), text("O"), sub("4"), text("）を合成する。再結晶による精製効率を確認することを目的とする。"))),
        methods: doc(
          h(3, "手順"),
          ol(
            "サリチル酸 2.00 g を 50 mL 三角フラスコに量り取る。",
            "無水酢酸 5.0 mL と濃硫酸 5 滴を加え、85 ℃ の水浴で 15 分加熱する。",
            "冷水 50 mL を加えて結晶を析出させ、吸引ろ過する。",
            "エタノール／水（1:3）から再結晶する。",
          ),
          p(text("注意：", ["bold"]), text("無水酢酸は刺激性があるため、ドラフト内で操作すること。")),
        ),
        results: doc(
          table(["項目", "粗結晶", "再結晶後"], ["収量", "2.31 g", "1.87 g"], ["収率", "88 %", "72 %"], ["融点", "128–132 ℃", "134–135 ℃"]),
          p(text("FeCl"), sub("3"), text(" 試験：再結晶後は呈色なし（未反応サリチル酸は検出されず）。")),
        ),
        conclusion: doc(p(text("再結晶により融点が文献値（135 ℃）に近づき、純度の向上が確認された。収率の低下は母液への溶解によるもので、次回は冷却時間を延ばして検討する。"))),
      },
    },
    {
      title: "HPLC calibration of caffeine standards",
      tags: [analysis],
      content: {
        backgroundAndObjective: doc(p(text("Build a five-point calibration curve for caffeine on the C18 column before quantifying the energy-drink samples next week."))),
        methods: doc(
          ul("Column: C18, 4.6 × 150 mm, 5 µm, 30 °C", "Mobile phase: water/methanol 70:30 (v/v), 1.0 mL/min", "Detection: UV 273 nm, injection 10 µL"),
          p(text("Standards were prepared by serial dilution of a 1.00 mg/mL stock in mobile phase.")),
        ),
        results: doc(
          table(["Concentration (µg/mL)", "Peak area (mAU·s)", "Retention time (min)"], ["10", "152.4", "4.21"], ["25", "381.9", "4.20"], ["50", "760.3", "4.22"], ["100", "1522.8", "4.21"], ["200", "3049.1", "4.22"]),
          p(text("Linear fit: area = 15.24 × c + 0.8, R"), text("2", ["superscript"]), text(" = 0.9998.")),
        ),
        conclusion: doc(p(text("The method is linear from 10 to 200 µg/mL and retention is stable (RSD 0.2 %). ", []), text("Ready for sample analysis.", ["italic"]))),
      },
    },
    {
      title: "Buffer preparation 緩衝液の調製 (PBS, pH 7.4)",
      tags: [synth],
      content: {
        backgroundAndObjective: doc(p(text("細胞洗浄用の 10× PBS を 1 L 調製する。Prepare 1 L of 10× phosphate-buffered saline for cell washing."))),
        methods: doc(
          table(["Reagent 試薬", "Amount 量"], ["NaCl", "80.0 g"], ["KCl", "2.0 g"], ["Na2HPO4", "14.4 g"], ["KH2PO4", "2.4 g"]),
          p(text("Dissolve in 800 mL of ultrapure water, adjust to pH 7.4 with HCl, make up to 1 L and autoclave (121 ℃, 20 min).")),
        ),
        results: doc(p(text("pH after dilution to 1×: 7.41（25 ℃）。No precipitate after autoclaving."))),
        conclusion: doc(p(text("問題なし。Stored at room temperature, shelf 3B."))),
      },
    },
  ];
  for (const n of demoNotes) {
    await createNote(ctx.db, { projectId, userId, title: n.title, tagIds: n.tags.flatMap((t) => (t ? [t.id] : [])), content: n.content });
  }
}
