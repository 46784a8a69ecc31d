import { describe, expect, it } from "vitest";
import { boxplotStats } from "./boxplotStats";

describe("boxplotStats", () => {
  it("matches spreadsheet quartiles and flags a far value as an outlier", () => {
    // numpy.percentile([1..9, 100], [25, 50, 75]) = 3.25, 5.5, 7.75
    const stats = boxplotStats([100, 3, 1, 9, 2, 8, 4, 7, 5, 6]);
    expect(stats).toEqual({
      count: 10,
      min: 1,
      q1: 3.25,
      median: 5.5,
      q3: 7.75,
      max: 100,
      lowerWhisker: 1,
      upperWhisker: 9,
      outliers: [100],
    });
  });

  it("finds outliers on both sides and ignores empty (NaN) cells", () => {
    const stats = boxplotStats(new Float64Array([NaN, -50, 10, 11, 12, 13, 14, NaN, 60, 70]));
    expect(stats?.count).toBe(8);
    expect(stats?.q1).toBe(10.75);
    expect(stats?.median).toBe(12.5);
    expect(stats?.q3).toBe(25.5);
    expect(stats?.lowerWhisker).toBe(10);
    expect(stats?.upperWhisker).toBe(14); // fence 25.5 + 1.5 × 14.75 = 47.625
    expect(stats?.outliers).toEqual([-50, 60, 70]);
  });

  it("handles a single value and no values", () => {
    expect(boxplotStats([4])).toMatchObject({ min: 4, q1: 4, median: 4, q3: 4, max: 4, outliers: [] });
    expect(boxplotStats([])).toBeNull();
    expect(boxplotStats([NaN, NaN])).toBeNull();
  });
});
