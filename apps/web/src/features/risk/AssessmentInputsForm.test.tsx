// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { AssessmentMaterial } from "@eln/shared/risk";
import { renderWithI18n, testI18n } from "../../i18n/testI18n";
import { AssessmentInputsForm } from "./AssessmentInputsForm";

const i18n = await testI18n({
  en: { risk: { inputs: { hoursPerDay: "Hours per day", hazardStatements: "GHS hazard statements", badHazardCode: "Not a GHS hazard statement code (e.g. H225).", fieldProblem: "{{field}}: {{problem}}", save: "Save inputs" } }, validation: { max: "The value is too large." } },
  ja: { risk: { inputs: { hoursPerDay: "1日の作業時間", hazardStatements: "GHS危険有害性情報（Hコード）", badHazardCode: "GHSの危険有害性情報コード（例：H225）ではありません。", fieldProblem: "{{field}}: {{problem}}", save: "入力を保存" } }, validation: { max: "値が大きすぎます。" } },
});

const material = (inputs: object) =>
  ({
    materialId: "m1",
    saved: false,
    inputs: { physicalState: "liquid", ventilation: "fume_hood", hoursPerDay: 2, frequency: { per: "week", days: 3 }, ...inputs },
  }) as unknown as AssessmentMaterial;

let unmount = () => {};
async function refused(inputs: object) {
  const { root, host } = await renderWithI18n(i18n, <QueryClientProvider client={new QueryClient()}><AssessmentInputsForm noteId="n1" material={material(inputs)} canEdit /></QueryClientProvider>);
  unmount = () => act(() => root.unmount());
  await act(async () => host.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
  return () => host.querySelector("[role=alert]")?.textContent;
}

// It said "hoursPerDay: Too small: expected number to be >0" (the payload's key and zod's English).
describe("AssessmentInputsForm: a refused input", () => {
  afterEach(async () => {
    unmount();
    await act(() => i18n.changeLanguage("en"));
  });

  it("is named by its field's label, with a message in the reader's language, after a switch too", async () => {
    const alert = await refused({ hoursPerDay: 30 });
    expect(alert()).toBe("Hours per day: The value is too large.");
    await act(() => i18n.changeLanguage("ja"));
    expect(alert()).toBe("1日の作業時間: 値が大きすぎます。");
  });

  it("says a hazard code is not one", async () => {
    const alert = await refused({ hazardStatements: ["flammable"] });
    expect(alert()).toBe("GHS hazard statements: Not a GHS hazard statement code (e.g. H225).");
  });
});

// A molar mass summed before float noise was trimmed (74.12299999999999) was shown as stored.
describe("AssessmentInputsForm: numbers", () => {
  it("shows a stored number without float noise", async () => {
    const { root, host } = await renderWithI18n(
      i18n,
      <QueryClientProvider client={new QueryClient()}>
        <AssessmentInputsForm noteId="n1" material={material({ molarMassGPerMol: 74.12299999999999, densityGPerMl: 0.7134 })} canEdit />
      </QueryClientProvider>,
    );
    const values = [...host.querySelectorAll("input")].map((i) => i.value);
    expect(values).toContain("74.123");
    expect(values).toContain("0.7134");
    expect(values.some((v) => v.includes("74.12299"))).toBe(false);
    act(() => root.unmount());
  });
});
