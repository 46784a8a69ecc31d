import { describe, expect, it } from "vitest";
import { chartSettingsSchema, isPlotSettings } from "./chartSettingsSchema";
import { parseCsv } from "./parseCsv";
import { defaultChartSettings, resolveChartSettings } from "./resolveChartSettings";

const table = parseCsv("time,温度,pressure,sample\n0,20,100,a\n1,21,101,b\n");

describe("chartSettingsSchema", () => {
  it("accepts remembered settings and refuses malformed ones", () => {
    const settings = { kind: "boxplot", xColumn: null, yColumns: ["温度"], yTitle: "°C" };
    expect(chartSettingsSchema.parse(settings)).toEqual(settings);
    expect(chartSettingsSchema.safeParse({ ...settings, kind: "pie" }).success).toBe(false);
    expect(chartSettingsSchema.safeParse({ ...settings, yColumns: Array(21).fill("y") }).success).toBe(false);
    expect(chartSettingsSchema.safeParse({ ...settings, xTitle: "x".repeat(201) }).success).toBe(false);
    expect(isPlotSettings(chartSettingsSchema.parse({ kind: "table", xColumn: null, yColumns: [] }))).toBe(false);
  });
});

describe("defaultChartSettings", () => {
  it("plots the other numeric columns against the first one", () => {
    expect(defaultChartSettings(table)).toEqual({ kind: "line", xColumn: "time", yColumns: ["温度", "pressure"] });
  });

  it("prefers a date/time x column, the row number for a single series, the table without numbers", () => {
    expect(defaultChartSettings(parseCsv("when,a,b\n2024-01-01,1,2\n"))).toEqual({
      kind: "line",
      xColumn: "when",
      yColumns: ["a", "b"],
    });
    expect(defaultChartSettings(parseCsv("v\n1\n2\n"))).toEqual({ kind: "line", xColumn: null, yColumns: ["v"] });
    expect(defaultChartSettings(parseCsv("name\nx\n")).kind).toBe("table");
  });
});

describe("resolveChartSettings", () => {
  it("restores remembered settings that fit the table", () => {
    const remembered = { kind: "scatter", xColumn: "pressure", yColumns: ["温度"], xTitle: "p / kPa" };
    expect(resolveChartSettings(table, remembered)).toEqual(remembered);
  });

  it("drops columns the file no longer has and falls back when nothing is left", () => {
    expect(resolveChartSettings(table, { kind: "bar", xColumn: "gone", yColumns: ["pressure", "gone", "sample"] })).toEqual({
      kind: "bar",
      xColumn: null,
      yColumns: ["pressure"],
    });
    expect(resolveChartSettings(table, { kind: "line", xColumn: "time", yColumns: ["gone"] })).toEqual(
      defaultChartSettings(table),
    );
    expect(resolveChartSettings(table, "not json settings")).toEqual(defaultChartSettings(table));
    expect(resolveChartSettings(table, undefined)).toEqual(defaultChartSettings(table));
  });
});
