import { z } from "zod";

// A4 label sheets sold for laser printers, measured in millimetres from the sheet's top-left corner.
// The ids name the size; the common products are the 24-up (e.g. Avery/A-one 3×8) and 65-up (L7651).
export interface LabelLayout {
  id: string;
  columns: number;
  rows: number;
  /** label size */
  width: number;
  height: number;
  /** margins of the sheet to the first label */
  top: number;
  left: number;
  /** distance from one label's left/top edge to the next one's */
  pitchX: number;
  pitchY: number;
}

export const labelLayouts = [
  { id: "24-70x37", columns: 3, rows: 8, width: 70, height: 37, top: 0.5, left: 0, pitchX: 70, pitchY: 37 },
  { id: "65-38x21", columns: 5, rows: 13, width: 38.1, height: 21.2, top: 10.7, left: 4.65, pitchX: 40.6, pitchY: 21.2 },
] as const satisfies readonly LabelLayout[];

export type LabelLayoutId = (typeof labelLayouts)[number]["id"];
export const labelLayoutIds = labelLayouts.map((l) => l.id) as [LabelLayoutId, ...LabelLayoutId[]];
export const labelLayoutById = (id: LabelLayoutId): LabelLayout => labelLayouts.find((l) => l.id === id)!;

export const LabelLimits = { containersMax: 1000 } as const;

export const labelSheetRequestSchema = z.object({
  containerIds: z
    .array(z.string().max(64))
    .min(1, { error: "validation.required" })
    .max(LabelLimits.containersMax, { error: "validation.max" }),
  layout: z.enum(labelLayoutIds, { error: "validation.invalidChoice" }).default("24-70x37"),
  /** labels already used on the first sheet (start further down a partly used sheet) */
  skip: z.number().int().min(0).max(64).default(0),
});
export type LabelSheetRequest = z.infer<typeof labelSheetRequestSchema>;
