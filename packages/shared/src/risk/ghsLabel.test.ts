import { describe, expect, it } from "vitest";
import { ghsLabel } from "./ghsLabel";

describe("ghsLabel", () => {
  it("ethanol (H225, H319): flame and exclamation mark, Danger", () => {
    expect(ghsLabel(["H225", "H319"])).toEqual({ pictograms: ["GHS02", "GHS07"], signalWord: "danger" });
  });
  it("methanol: the skull replaces the exclamation mark; combined statements count", () => {
    expect(ghsLabel(["H225", "H301+H311+H331", "H370"])).toEqual({ pictograms: ["GHS02", "GHS06", "GHS08"], signalWord: "danger" });
  });
  it("conc. HCl (H290, H314, H335): corrosion keeps the exclamation mark for respiratory irritation", () => {
    expect(ghsLabel(["H290", "H314", "H335"])).toEqual({ pictograms: ["GHS05", "GHS07"], signalWord: "danger" });
  });
  it("corrosion replaces the exclamation mark used only for skin/eye irritation", () => {
    expect(ghsLabel(["H314", "H315", "H319"]).pictograms).toEqual(["GHS05"]);
  });
  it("n-BuLi: flame, corrosion, health hazard, environment", () => {
    expect(ghsLabel(["H225", "H250", "H260", "H304", "H314", "H336", "H361f", "H373", "H411"])).toEqual({
      pictograms: ["GHS02", "GHS05", "GHS07", "GHS08", "GHS09"],
      signalWord: "danger",
    });
  });
  it("warning only, and none for unlabelled statements", () => {
    expect(ghsLabel(["H302"])).toEqual({ pictograms: ["GHS07"], signalWord: "warning" });
    expect(ghsLabel(["H412"])).toEqual({ pictograms: [], signalWord: null });
    expect(ghsLabel([])).toEqual({ pictograms: [], signalWord: null });
  });
});
