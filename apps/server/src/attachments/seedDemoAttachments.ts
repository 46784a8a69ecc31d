import { eq } from "drizzle-orm";
import type { AppContext } from "../http/context";
import { demoSeedTargets } from "../spaces";
import { attachments } from "./schema";
import { createAttachment } from "./attachmentCommands";
import { createStorage } from "./storage/createStorage";

/** A chromatogram-like CSV (two detector channels), so "Visualise" has something to draw. */
export function demoChromatogramCsv(): string {
  const lines = ["time_min,abs_254nm,abs_280nm"];
  const peak = (t: number, at: number, height: number, width: number) => height * Math.exp(-((t - at) ** 2) / (2 * width ** 2));
  for (let i = 0; i <= 1500; i++) {
    const t = i / 100;
    const a254 = 0.002 * Math.sin(i / 37) + peak(t, 2.1, 0.35, 0.05) + peak(t, 5.8, 1.2, 0.08) + peak(t, 9.4, 0.22, 0.1);
    const a280 = 0.0015 * Math.cos(i / 41) + peak(t, 2.1, 0.12, 0.05) + peak(t, 5.8, 0.64, 0.08) + peak(t, 11.2, 0.3, 0.12);
    lines.push(`${t.toFixed(2)},${a254.toFixed(5)},${a280.toFixed(5)}`);
  }
  return lines.join("\n") + "\n";
}

/** The demo user's first note gets an HPLC chromatogram CSV with a remembered line chart. */
export async function seedDemoAttachments(ctx: AppContext, userId: string) {
  const { projectId, noteId } = (await demoSeedTargets(ctx.db, userId)) ?? {};
  if (!projectId || !noteId) return;
  const bytes = Buffer.from(demoChromatogramCsv());
  const row = await createAttachment(
    ctx.db,
    createStorage(ctx.config),
    { noteId, projectId, name: "HPLC_chromatogram.csv", size: bytes.length, contentType: "text/csv", uploadedBy: userId },
    bytes,
  );
  await ctx.db
    .update(attachments)
    .set({ chartSettings: { kind: "line", xColumn: "time_min", yColumns: ["abs_254nm", "abs_280nm"], xTitle: "Time (min)", yTitle: "Absorbance (AU)" } })
    .where(eq(attachments.id, row.id));
}
