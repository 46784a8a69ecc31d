import { describe, expect, it } from "vitest";
import { SCREENING_QUESTION_IDS, type ScreeningAnswer } from "./screeningChecklist";
import { materialsFingerprint, screeningStatus } from "./screeningStatus";

const all = (a: ScreeningAnswer) => Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, a]));
const lines = [
  { materialId: "mat-1", quantity: 500, unit: "mL" },
  { materialId: "mat-2", quantity: "2.5", unit: "g" },
];

describe("materialsFingerprint", () => {
  it("ignores line order and quantity spelling", () => {
    const a = materialsFingerprint(lines);
    expect(a).toMatch(/^m1-[0-9a-f]{16}$/);
    expect(materialsFingerprint([...lines].reverse())).toBe(a);
    expect(materialsFingerprint([{ materialId: "mat-1", quantity: "500.0", unit: "mL" }, { materialId: "mat-2", quantity: 2.5, unit: " g " }])).toBe(a);
  });

  it("changes with any id, quantity or unit", () => {
    const a = materialsFingerprint(lines);
    expect(materialsFingerprint([{ ...lines[0], quantity: 501 }, lines[1]])).not.toBe(a);
    expect(materialsFingerprint([{ ...lines[0], unit: "L" }, lines[1]])).not.toBe(a);
    expect(materialsFingerprint([{ ...lines[0], materialId: "mat-3" }, lines[1]])).not.toBe(a);
    expect(materialsFingerprint([lines[0]])).not.toBe(a);
    expect(materialsFingerprint([])).toBe(materialsFingerprint([]));
    expect(materialsFingerprint([])).not.toBe(a);
  });
});

describe("screeningStatus", () => {
  const fp = materialsFingerprint(lines);

  it("is Done only when every question is answered for the current materials", () => {
    expect(screeningStatus({ answers: all("no"), materialsFingerprint: fp, answeredFingerprint: fp })).toEqual({ done: true, unanswered: [] });
    expect(screeningStatus({ answers: all("na"), materialsFingerprint: fp, answeredFingerprint: fp }).done).toBe(true);
  });

  it("lists unanswered questions", () => {
    const answers: Record<string, ScreeningAnswer | null> = all("yes");
    delete answers.rad_laser;
    answers.work_alone = null;
    const s = screeningStatus({ answers, materialsFingerprint: fp, answeredFingerprint: fp });
    expect(s).toEqual({ done: false, reason: "unanswered", unanswered: ["rad_laser", "work_alone"] });
    expect(screeningStatus({ answers: {}, materialsFingerprint: fp, answeredFingerprint: null }).unanswered).toHaveLength(SCREENING_QUESTION_IDS.length);
    // answers that are not yes/no/na do not count
    expect(screeningStatus({ answers: { ...all("no"), ctrl_ppe: "maybe" as ScreeningAnswer }, materialsFingerprint: fp, answeredFingerprint: fp }).unanswered).toEqual(["ctrl_ppe"]);
  });

  it("falls back to Not Done with a reason when the materials change afterwards", () => {
    const changed = materialsFingerprint([{ ...lines[0], quantity: 1000 }, lines[1]]);
    expect(screeningStatus({ answers: all("no"), materialsFingerprint: changed, answeredFingerprint: fp })).toEqual({ done: false, reason: "materials_changed", unanswered: [] });
  });

  it("is not Done when all answers exist but were never completed against materials", () => {
    expect(screeningStatus({ answers: all("no"), materialsFingerprint: fp, answeredFingerprint: null })).toMatchObject({ done: false, reason: "unanswered" });
  });
});
