import { and, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../http/context";
import { demoSeedTargets } from "../spaces";
import { materials } from "../materials/schema";
import type { PmNode } from "../notes";
import { doc, h, ol, p, table, tasks } from "../notes";
import { noteTemplates, type TemplateMaterialLine, type TemplateTag } from "./schema";
import words from "./demoTemplates.json" with { type: "json" };

interface DemoTemplate {
  title: string;
  description: string;
  content: Record<string, PmNode>;
  tags: TemplateTag[];
  /** System reagents by CAS number, with a starting quantity. */
  reagents: { cas: string; quantity: number; unit: string; isLimiting?: boolean }[];
}

// The words of each template, in English and in Japanese; the structure around them is built
// once below, so the two languages always have the same sections, tags and reagents.
type Words = (typeof words)["en"];
// Typed as the English words, so the compiler refuses a piece missing in Japanese.
const japanese: Words = words.ja;

const synthesisReagents: DemoTemplate["reagents"] = [
  { cas: "108-86-1", quantity: 1.0, unit: "mmol", isLimiting: true },
  { cas: "584-08-7", quantity: 2.0, unit: "mmol" },
  { cas: "108-88-3", quantity: 5.0, unit: "mL" },
];
const passageReagents: DemoTemplate["reagents"] = [{ cas: "7647-14-5", quantity: 0.9, unit: "g" }];

const grid = (t: { header: string[]; rows: string[][] }) => table(t.header, ...t.rows);

/** Methods that start with a checklist, then number the steps. */
const checklistThenSteps = (w: { beforeStarting: string; checklist: string[]; procedure: string; steps: string[] }) =>
  doc(h(3, w.beforeStarting), tasks(...w.checklist), h(3, w.procedure), ol(...w.steps));

function template(w: { title: string; description: string; tag: string }, color: string, reagents: DemoTemplate["reagents"], content: Record<string, PmNode>): DemoTemplate {
  return { title: w.title, description: w.description, tags: [{ title: w.tag, color }], reagents, content };
}

function templatesIn({ synthesis, measurement, cellCulture }: Words): DemoTemplate[] {
  return [
    template(synthesis, "#2e7d32", synthesisReagents, {
      backgroundAndObjective: doc(p(synthesis.background), p(synthesis.expectedYield)),
      methods: checklistThenSteps(synthesis),
      results: doc(grid(synthesis.results), p(synthesis.observations)),
      conclusion: doc(p(synthesis.conclusion)),
    }),
    template(measurement, "#6a1b9a", [], {
      backgroundAndObjective: doc(p(measurement.background)),
      methods: doc(h(3, measurement.instrument), grid(measurement.settings), h(3, measurement.checks), tasks(...measurement.checklist)),
      results: doc(grid(measurement.results), p(measurement.mean)),
      conclusion: doc(p(measurement.conclusion)),
    }),
    template(cellCulture, "#00838f", passageReagents, {
      backgroundAndObjective: doc(p(cellCulture.background)),
      methods: checklistThenSteps(cellCulture),
      results: doc(grid(cellCulture.results)),
      conclusion: doc(p(cellCulture.conclusion)),
    }),
  ];
}

const templates = [...templatesIn(words.en), ...templatesIn(japanese)];

/** Three templates (synthesis, measurement, cell culture) in English and in Japanese, in the demo user's first space. */
export async function seedDemoTemplates(ctx: AppContext, userId: string) {
  const spaceId = (await demoSeedTargets(ctx.db, userId))?.spaceId;
  if (!spaceId) return;
  const cas = [...new Set(templates.flatMap((t) => t.reagents.map((r) => r.cas)))];
  const found = await ctx.db
    .select({ id: materials.id, cas: materials.casNumber, name: materials.name })
    .from(materials)
    .where(and(isNull(materials.spaceId), inArray(materials.casNumber, cas)));
  const byCas = new Map(found.map((m) => [m.cas, m]));
  await ctx.db.insert(noteTemplates).values(
    templates.map((t) => ({
      spaceId,
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
